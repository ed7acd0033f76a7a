package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"path"
	"regexp"
	"strings"

	"cardpress/diag"
	"cardpress/fonts"
)

// totals checks each set's card count against its declared total and, on a
// mismatch, lists what each entry contributes.
func (d *decoder) totals(c *Catalog) {
	for _, s := range c.Sets {
		if s.Total == 0 {
			continue
		}
		deck := c.Deck(s.ID)
		if len(deck) == s.Total {
			continue
		}
		var parts []string
		for _, e := range c.Cards {
			if n := c.Copies(e, s.ID) * len(e.Variants); n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", e.ID, n))
			}
		}
		d.report(s.pos, false, "set %q has %d cards, expected total = %d (%+d); the entries give: %s",
			s.ID, len(deck), s.Total, len(deck)-s.Total, strings.Join(parts, ", "))
	}
}

// files checks every path the catalog names: it must stay inside the game
// folder and, where it exists, be a readable image. A missing card art is
// only a warning: the card gets a placeholder face.
// Paths are stored cleaned ("art/./a.png" → "art/a.png"), as fs.FS opens them.
func (d *decoder) files(c *Catalog, fsys fs.FS) {
	d.cardW, d.cardH = c.Game.CardWidth, c.Game.CardHeight
	for _, e := range c.Cards {
		if strings.Contains(e.Art, "{color}") {
			d.variantArt(e, fsys)
		} else if e.Art != "" {
			e.ArtMissing = d.image(fsys, e.path+".art", fmt.Sprintf("card %q", e.ID), &e.Art, "the card gets a placeholder face")
		}
	}
	for i := range c.Icons {
		ic := &c.Icons[i]
		if ic.Image != "" && d.image(fsys, "icons."+ic.ID+".image", fmt.Sprintf("icon %q", ic.ID), &ic.Image, "") {
			d.errorf("icons."+ic.ID+".image", "icon %q: image %q not found in the game folder", ic.ID, ic.Image)
		}
	}
	if c.Back.Art != "" {
		c.Back.ArtMissing = d.image(fsys, "back.art", "[back]", &c.Back.Art, "the backs get the default design")
	}
	c.named = d.fileAt
}

// namedFile is where the catalog names a file, and what names it.
type namedFile struct {
	pos  diag.Pos
	what string // `card "skip"`, "[back]"
}

// Where returns where the catalog names a file of the game folder (an art
// or icon path) and what names it (`card "skip"`), so that a problem found
// when the file is read later, like a truncated PNG, is reported at the
// catalog line that names it.
func (c *Catalog) Where(file string) (pos diag.Pos, what string, ok bool) {
	n, ok := c.named[path.Clean(file)]
	return n.pos, n.what, ok
}

// ValuePos returns where the card entry e writes key (text, name, flavor, a
// custom field) in its source, the catalog or a CSV card file: at the first
// place the value's source holds the start of sub (its first few
// characters, trimmed), or at the value's start when sub is "" or written
// with escapes. ok is false, and the position that of the
// card, when e does not write key. It lets a problem found after loading,
// like a rule text that cannot fit its face, be reported where the text is.
func (c *Catalog) ValuePos(e *Entry, key, sub string) (pos diag.Pos, ok bool) {
	return c.ValuePosAfter(e, key, sub, "")
}

// ValuePosAfter is ValuePos at the place of sub that comes after the text
// before (the part of the value printed before sub): a line of a text
// that repeats its words is found where it is, not where its words first
// appear.
func (c *Catalog) ValuePosAfter(e *Entry, key, sub, before string) (pos diag.Pos, ok bool) {
	r := []rune(strings.TrimSpace(sub))
	sub = string(r[:min(len(r), 12)])
	skip := 0
	if sub != "" {
		skip = strings.Count(before, sub)
	}
	if c.valuePos != nil {
		if p, ok := c.valuePos(e.path+"."+key, sub, skip); ok {
			return p, true
		}
	}
	return e.Pos, false
}

// GamePos returns where the catalog writes key of its [game] table
// ("engine", "players.max"); ok is false, and the position the catalog's
// first line, when it does not. It lets a problem found after loading,
// like a rules engine that seats fewer players, point at the value.
func (c *Catalog) GamePos(key string) (pos diag.Pos, ok bool) {
	return c.TablePos("game", key)
}

// TablePos is GamePos for key of another top-level table ("back", "art").
func (c *Catalog) TablePos(table, key string) (pos diag.Pos, ok bool) {
	if c.valuePos != nil {
		if p, ok := c.valuePos(table+"."+key, "", 0); ok {
			return p, true
		}
	}
	return diag.Pos{File: c.Path, Line: 1, Col: 1}, false
}

// valueText is textPos for a path the source writes, past skip earlier
// occurrences of sub; ok is false when the source does not write the path.
func (d *decoder) valueText(at, sub string, skip int) (diag.Pos, bool) {
	if _, ok := d.spans[at]; !ok {
		return diag.Pos{}, false
	}
	return d.textPosAfter(at, sub, skip), true
}

// image checks one image path and reports whether the file is missing
// (warned about with the given consequence when there is one). The image is
// measured from its header against the image budget, never decoded here.
func (d *decoder) image(fsys fs.FS, at, what string, stored *string, consequence string) (missing bool) {
	p := *stored
	clean := path.Clean(p)
	if !insideFolder(p) {
		d.errorf(at, "%s: path %q leaves the game folder; write a path inside it with forward slashes, like \"art/skip.png\"", what, p)
		return false
	}
	*stored = clean
	if _, ok := d.fileAt[clean]; !ok {
		if d.fileAt == nil {
			d.fileAt = map[string]namedFile{}
		}
		d.fileAt[clean] = namedFile{d.valPos(at), what}
	}
	f, err := fsys.Open(clean)
	var outside *OutsideFolderError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if consequence != "" {
			d.warnf(at, "%s: art file %q not found; %s", what, p, consequence)
		}
		return true
	case errors.As(err, &outside):
		d.errorf(at, "%s: %q %v", what, p, outside)
		return false
	case err != nil:
		d.errorf(at, "%s: cannot read %q: %v", what, p, unwrapPath(err))
		return false
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		d.errorf(at, "%s: %q is a folder, not an image file", what, p)
		return false
	}
	var tooLarge *ImageTooLargeError
	_, format, err := ImageConfig(f)
	switch {
	case errors.As(err, &tooLarge):
		d.errorf(at, "%s: %q: %v; scale it down (a %g × %g mm card is %d × %d px at 300 dpi)", what, p, err,
			d.cardW, d.cardH, pixels(d.cardW, 300), pixels(d.cardH, 300))
	case err != nil:
		d.errorf(at, "%s: %q is not a readable PNG, JPEG or SVG image (%v)", what, p, err)
	case format != "png" && format != "jpeg" && format != "svg":
		d.errorf(at, "%s: %q is a %s image; use PNG, JPEG or SVG", what, p, format)
	}
	return false
}

// pixels converts mm to whole pixels at dpi.
func pixels(mm, dpi float64) int { return int(math.Round(mm / 25.4 * dpi)) }

// unwrapPath drops the path of an fs.PathError or of the folder's errors,
// which the message names already.
func unwrapPath(err error) error {
	var fe *folderError
	if errors.As(err, &fe) {
		return fe.err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// glyphs checks that every character of every printed text has a glyph in
// the embedded fonts, pointing at the character itself.
func (d *decoder) glyphs(c *Catalog) {
	lang := c.Game.Language
	// Every style the game's texts may be set in: body, card text, names,
	// and the sans of labels and page furniture.
	cov := fonts.NewCoverage(fonts.BodyStyle(lang), fonts.TextStyle(lang), fonts.HeadStyle(lang), fonts.Sans, fonts.SansBold)
	check := func(at, what, text string) {
		for _, r := range cov.Missing(text) {
			d.report(d.charPos(at, r), false, "%s: character %q (U+%04X) has no glyph in the fonts this game is set in; replace it with a covered character", what, r, r)
		}
	}
	check("game.title", "[game] title", c.Game.Title)
	for _, col := range c.Colors {
		check("colors."+col.ID+".name", fmt.Sprintf("color %q name", col.ID), col.Name)
		check("colors."+col.ID+".symbol", fmt.Sprintf("color %q symbol", col.ID), col.Symbol)
	}
	for _, ic := range c.Icons {
		check("icons."+ic.ID+".name", fmt.Sprintf("icon %q name", ic.ID), ic.Name)
		check("icons."+ic.ID+".description", fmt.Sprintf("icon %q description", ic.ID), ic.Description)
	}
	for _, s := range c.Sets {
		check("sets."+s.ID+".name", fmt.Sprintf("set %q name", s.ID), s.Name)
	}
	for _, k := range c.Kinds {
		check("kinds."+k.ID+".name", fmt.Sprintf("kind %q name", k.ID), k.Name)
	}
	for _, s := range c.Stats {
		check("stats."+s.ID+".name", fmt.Sprintf("stat %q name", s.ID), s.Name)
	}
	check("back.text", "[back] text", c.Back.Text)
	for _, e := range c.Cards {
		what := fmt.Sprintf("card %q", e.ID)
		d.iconMarks(c, e.path+".text", what+" text", e.Text)
		d.iconMarks(c, e.path+".flavor", what+" flavor", e.Flavor)
		check(e.path+".name", what+" name", e.Name)
		check(e.path+".text", what+" text", e.Text)
		check(e.path+".flavor", what+" flavor", e.Flavor)
		for k, v := range e.Stats {
			check(e.path+".stats."+k, what+" stat "+k, v)
		}
	}
}

// IconMark finds an inline icon, ":attack:", in a card's text or the
// rulebook's; its group is the icon's id. Card faces and the rulebook
// read the marks the catalog checks, so one pattern serves all three.
var IconMark = regexp.MustCompile(`:([a-z][a-z0-9_-]*):`)

// iconMarks checks the inline icons (":attack:") of a card's Markdown text.
func (d *decoder) iconMarks(c *Catalog, at, what, text string) {
	for _, m := range IconMark.FindAllStringSubmatch(text, -1) {
		if c.Icon(m[1]) == nil {
			d.report(d.textPos(at, m[0]), false, "%s: unknown icon %s%s", what, m[0], DidYouMean(m[1], c.IconIDs()))
		}
	}
}

// textPos finds sub inside the source of the value at path, or the value's
// start when it is written with escapes.
func (d *decoder) textPos(at, sub string) diag.Pos { return d.textPosAfter(at, sub, 0) }

// textPosAfter is textPos at the occurrence of sub after skip others; the
// last one when there are fewer.
func (d *decoder) textPosAfter(at, sub string, skip int) diag.Pos {
	s := d.span(at)
	x := d.file(s)
	if s.cell != nil && s.cell.Sheet != "" {
		return *s.cell
	}
	if s.valEnd > s.val && s.valEnd <= len(x.Src) {
		src, from, found := x.Src[s.val:s.valEnd], 0, -1
		for n := 0; n <= skip; n++ {
			i := strings.Index(src[from:], sub)
			if i < 0 {
				break
			}
			found, from = from+i, from+i+max(len(sub), 1)
		}
		if found >= 0 {
			return x.Pos(s.val + found)
		}
	}
	return x.Pos(s.val)
}

// stringPos is the position of byte off of the string value at path: in
// its source when the string is written on one line without escapes, else
// the value's start.
func (d *decoder) stringPos(at string, off int) diag.Pos {
	s := d.span(at)
	x := d.file(s)
	if s.cell != nil && s.cell.Sheet != "" {
		return *s.cell
	}
	if s.valEnd-s.val >= 2 && s.valEnd <= len(x.Src) {
		raw := x.Src[s.val:s.valEnd]
		q := raw[:1]
		inner := raw[1 : len(raw)-1]
		if (q == `"` || q == "'") && raw[len(raw)-1:] == q && !strings.HasPrefix(raw, q+q) &&
			off <= len(inner) && !strings.ContainsAny(inner, "\\\n") {
			return x.Pos(s.val + 1 + off)
		}
	}
	return x.Pos(s.val)
}

// charPos finds r inside the source of the value at path; it falls back to
// the value's start when the character is written as an escape.
func (d *decoder) charPos(at string, r rune) diag.Pos { return d.textPos(at, string(r)) }
