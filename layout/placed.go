package layout

import (
	"fmt"
	"math"
	"strings"

	"cardpress/catalog"
)

// Placed is one element of a face as laid out on a card: what a proof
// labels and what the safe-zone check measures.
type Placed struct {
	Element *catalog.Element
	// Label names the element as a designer knows it: the field it
	// prints, "art", "icons", or its type and text.
	Label string
	Rect  Rect // its box, in card coordinates (mm)
	// Ink is where a text element's lines are set, in card coordinates;
	// zero for other elements and for empty text.
	Ink Rect
}

// FaceElements lays out face f and lists the elements shown on it, in
// the layout's order, with their boxes and, for text, where it is set.
// Text that does not fit is the error CardFace gives.
func FaceElements(c *catalog.Catalog, f catalog.Face) ([]Placed, error) {
	l := c.FaceLayout(f.Entry)
	if l == nil {
		return nil, fmt.Errorf("card %s: no face layout", f.ID)
	}
	return placedOf(c, l, &f)
}

// placedOf lays out layout l for face f (nil: the default back) as render
// does and lists what it placed.
func placedOf(c *catalog.Catalog, l *catalog.Layout, f *catalog.Face) ([]Placed, error) {
	x := newFaceCtx(c, l, f, FaceOptions{})
	var out []Placed
	for i := range l.Elements {
		e := &l.Elements[i]
		if !x.visible(e) {
			continue
		}
		p := Placed{Element: e, Label: ElementLabel(e), Rect: x.rect(e)}
		if e.Type == catalog.ElemText {
			boxes, err := x.element(e)
			if err != nil {
				return nil, x.errorAt(e, err)
			}
			p.Ink = inkOf(boxes)
		}
		out = append(out, p)
	}
	return out, nil
}

// ElementLabel is how a proof names an element: its field, the fields
// of its text ("name+symbols"), or its type (with the start of a text
// that prints no field).
func ElementLabel(e *catalog.Element) string {
	switch {
	case e.Field != "":
		return e.Field
	case e.Type == catalog.ElemText:
		if fields := catalog.TemplateFields(e.Text); len(fields) > 0 {
			return strings.Join(fields, "+")
		}
		return fmt.Sprintf("text %q", firstRunes(e.Text, 16))
	}
	return e.Type
}

// inkOf is the rectangle the text lines of boxes cover, a rotated group's
// turned into place; zero when there are none.
func inkOf(boxes []Box) Rect {
	x0, y0 := math.Inf(1), math.Inf(1)
	x1, y1 := math.Inf(-1), math.Inf(-1)
	add := func(p Point) {
		x0, y0, x1, y1 = math.Min(x0, p.X), math.Min(y0, p.Y), math.Max(x1, p.X), math.Max(y1, p.Y)
	}
	for _, b := range boxes {
		switch t := b.(type) {
		case Text:
			em := t.Size * PtToMM
			add(Point{t.X, t.Y - 0.88*em})
			add(Point{t.X + TextWidth(t.Style, t.Text, t.Size), t.Y + 0.12*em})
		case Rotated:
			if in := inkOf(t.Boxes); in.W > 0 {
				add(t.Map(Point{in.X, in.Y}))
				add(t.Map(Point{in.X + in.W, in.Y + in.H}))
			}
		}
	}
	if x1 <= x0 {
		return Rect{}
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// fromCut is how near the cut of a w × h card the rectangle r comes: its
// least distance to an edge (negative when it crosses one).
func fromCut(r Rect, w, h float64) float64 {
	return min(r.X, r.Y, w-(r.X+r.W), h-(r.Y+r.H))
}
