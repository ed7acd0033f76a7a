package manual

import (
	"fmt"
	"strings"

	"cardpress/catalog"
	"cardpress/fonts"
	"cardpress/layout"
)

// @anatomy CARD PART… draws the card large with a numbered callout at each
// part of its face and a legend:
//
//	@anatomy first-day-of-magic kind name interference condition text=加分效果 points
//
// A part is a field its layout prints (name, a stat, a custom field), art,
// icons, or icon:ID for one icon; the legend names it by the catalog (a
// stat's or custom field's name, an icon's) or in the manual's words, and
// PART=label gives a name of one's own. Callouts are numbered in the order
// written, so that a numbered list after the figure can explain them.

// anatomyPlan is what an @anatomy line asks for, read against the catalog.
type anatomyPlan struct {
	face  catalog.Face
	calls []layout.Callout
}

// anatomyProblem is what is wrong with an @anatomy line, at a byte offset
// of its source.
type anatomyProblem struct {
	msg    string
	offset int
}

// planAnatomy reads an @anatomy line: the card and the parts of its face
// its callouts point at. Lint reports its problem; the converter sets it.
func planAnatomy(c *catalog.Catalog, d *Directive) (anatomyPlan, *anatomyProblem) {
	fields, offsets := argFields(d.Arg)
	at := func(i int) int { return d.ArgOffset + offsets[i] }
	if len(fields) == 0 {
		example := "CARD"
		if ids := c.EntryIDs(); len(ids) > 0 {
			example = ids[0]
		}
		return anatomyPlan{}, &anatomyProblem{fmt.Sprintf("@anatomy needs a card id and the parts to point at, like @anatomy %s name", example), d.Offset}
	}
	e := c.Entry(fields[0])
	if e == nil {
		return anatomyPlan{}, &anatomyProblem{fmt.Sprintf("@anatomy %s: no such card in the catalog%s", fields[0], catalog.DidYouMean(fields[0], c.EntryIDs())), at(0)}
	}
	if len(fields) == 1 {
		return anatomyPlan{}, &anatomyProblem{fmt.Sprintf("@anatomy %s: name the parts of the card to point at, like @anatomy %s name", e.ID, e.ID), d.Offset}
	}
	face := e.Faces()[0]
	parts, err := layout.FaceParts(c, face)
	if err != nil {
		return anatomyPlan{}, &anatomyProblem{fmt.Sprintf("@anatomy %s: %v", e.ID, err), at(0)}
	}
	plan := anatomyPlan{face: face}
	w := bookWords(c.Game.Language)
	named := map[string]bool{}
	for k, spec := range fields[1:] {
		name, label, _ := strings.Cut(spec, "=")
		i := partIndex(parts, name)
		if i < 0 {
			return anatomyPlan{}, &anatomyProblem{fmt.Sprintf("@anatomy %s: the card's face shows no %q; it shows %s", e.ID, name, partNames(parts)), at(k + 1)}
		}
		if named[name] {
			return anatomyPlan{}, &anatomyProblem{fmt.Sprintf("@anatomy %s: %q is named twice; a part gets one callout", e.ID, name), at(k + 1)}
		}
		named[name] = true
		if label == "" {
			label = partLabel(c, w, name)
		}
		if label == "" {
			return anatomyPlan{}, &anatomyProblem{fmt.Sprintf("@anatomy %s: %q has no name to print in the legend; give it one: %s=label", e.ID, name, name), at(k + 1)}
		}
		plan.calls = append(plan.calls, layout.Callout{At: parts[i].Rect, Label: label, Row: strings.HasPrefix(name, "icon:")})
	}
	return plan, nil
}

// argFields splits a directive's argument at spaces, with each field's byte
// offset in it, so that a problem points at the field itself.
func argFields(arg string) (fields []string, offsets []int) {
	start := -1
	for i, r := range arg + " " {
		if r == ' ' || r == '\t' {
			if start >= 0 {
				fields, offsets = append(fields, arg[start:i]), append(offsets, start)
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return fields, offsets
}

func partIndex(parts []layout.Part, field string) int {
	for i, p := range parts {
		if p.Field == field {
			return i
		}
	}
	return -1
}

func partNames(parts []layout.Part) string {
	names := make([]string, len(parts))
	for i, p := range parts {
		names[i] = p.Field
	}
	return strings.Join(names, ", ")
}

// partLabel is the legend's name of a part: the catalog's name of a stat,
// a custom field or an icon, else the manual's word; "" when there is none.
func partLabel(c *catalog.Catalog, w words, field string) string {
	if id, ok := strings.CutPrefix(field, "icon:"); ok {
		return fmt.Sprintf(w.icon, c.Icon(id).Name)
	}
	for _, s := range c.Stats {
		if s.ID == field {
			return s.Name
		}
	}
	if fd := c.FieldByID(field); fd != nil && fd.Name != "" {
		return fd.Name
	}
	return w.parts[field]
}

// anatomy sets an @anatomy figure on a row of its own.
func (cv *converter) anatomy(d *Directive) []layout.Block {
	plan, problem := planAnatomy(cv.c, d)
	if problem != nil {
		return nil // lint reports it
	}
	face, err := layout.CardFace(cv.c, plan.face, layout.FaceOptions{Gray: !cv.o.Color})
	if err != nil {
		cv.errorf(d.Offset, "@anatomy %s: %v", plan.face.ID, err)
		return nil
	}
	cw, ch := cv.c.CardSize(plan.face.Entry)
	st := layout.AnatomyStyle{
		Width: cv.st.W - cv.st.Left - cv.st.Right, Label: cv.st.Body, Number: fonts.SansBold, Size: cv.st.BodySize,
		Ink: cv.st.Ink, MaxHeight: anatomyHeight, CardW: cw, CardH: ch, Background: layout.White,
	}
	fig := layout.Anatomy(face, plan.calls, st)
	return []layout.Block{layout.Figures{Items: []layout.Figure{fig}}}
}

// anatomyHeight is the largest height of the card in an anatomy figure,
// mm: a card of a standard size at its real size.
const anatomyHeight = 90.0
