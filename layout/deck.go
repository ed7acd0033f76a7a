package layout

import (
	"fmt"
	"math"
	"strings"

	"cardpress/catalog"
	"cardpress/fonts"
)

// DeckOptions choose how a deck is printed on sheets.
type DeckOptions struct {
	Sheet  SheetOptions
	Face   FaceOptions
	Backs  bool   // a back page after each face page, for duplex printing
	Duplex Duplex // how back pages meet their face pages
	Guides Guides // crop marks, cut lines or none
	// Label is the left part of the page label ("Windia War · Expansion"),
	// or "" for none. The label goes where it touches no card and no bleed;
	// a page without such room has none.
	Label string
	// Stamp is a small text printed on every face ("v0.3"), or none.
	Stamp VersionStamp
}

// CardSheets imposes cards on pages: face pages, each followed by its back
// page when asked. Every face is laid out once and placed as often as needed.
// The cards are of the game's card_size: a sheet holds cards of one size
// (catalog.BySize splits a game of several).
func CardSheets(c *catalog.Catalog, cards []catalog.Card, o DeckOptions) (Sheet, []Page, error) {
	o.Face.Bleed = o.Sheet.Bleed
	for _, k := range cards {
		if w, h := c.CardSize(k.Entry); w != c.Game.CardWidth || h != c.Game.CardHeight {
			return Sheet{}, nil, fmt.Errorf("card %s is %g × %g mm, not %g × %g mm like the sheet's other cards: a sheet holds one card size", k.ID, w, h, c.Game.CardWidth, c.Game.CardHeight)
		}
	}
	sh, err := Impose(c.Game.CardWidth, c.Game.CardHeight, o.Sheet)
	if err != nil {
		return Sheet{}, nil, err
	}
	// Butted cards are drawn twice: with their bleed first, so that it shows
	// around the grid, then without, each exactly on its own cut rectangle.
	butted := sh.SharedCuts && sh.Bleed > 0
	stamp := Stamp(c.Game.CardWidth, c.Game.CardHeight, o.Stamp)
	faces := laidOut{butted: butted, opts: o.Face}
	// A sheet turned over top to bottom (the short edge of a portrait page,
	// the long edge of a landscape one) comes out with its backs upside
	// down to the faces, as cards are turned over side to side: the backs
	// are turned 180° in their slots, so that a card's back stands the same
	// way to its face whichever edge the printer flips on. A shop's file of
	// one card a page is not flipped by anyone: its backs stand upright.
	backs := laidOut{butted: butted, opts: o.Face, turned: !sh.mirrorsX(o.Duplex.Edge) && !sh.cardPage()}
	for _, k := range cards {
		f := k.Face
		err := faces.add(f.ID, func(fo FaceOptions) ([]Box, error) {
			boxes, err := CardFace(c, f, fo)
			return append(boxes, stamp...), err
		})
		if err == nil && o.Backs {
			// A back is per card when its layout shows the card, else shared.
			err = backs.add(BackID(c, f), func(fo FaceOptions) ([]Box, error) { return BackOf(c, &f, fo) })
		}
		if err != nil {
			return Sheet{}, nil, err
		}
	}
	per := sh.PerPage()
	sheets := (len(cards) + per - 1) / per
	total := sheets
	if o.Backs {
		total *= 2
	}
	var pages []Page
	for p := 0; p < sheets; p++ {
		onPage := cards[p*per : min(len(cards), (p+1)*per)]
		n := len(onPage)
		face := sheetPage(sh, n, o.Guides, Duplex{}, false)
		slots := make([]Rect, n)
		for i := range onPage {
			slots[i] = sh.Slot(i)
		}
		face.Boxes = append(face.Boxes, faces.place(slots, func(i int) string { return onPage[i].Face.ID })...)
		face.Boxes = append(face.Boxes, guides(sh, n, o.Guides, Duplex{}, false)...)
		face.Boxes = append(face.Boxes, pageLabel(face, sh, n, o.Guides, o.Label, fmt.Sprintf("faces · page %d/%d", len(pages)+1, total))...)
		pages = append(pages, face)
		if !o.Backs {
			continue
		}
		bp := sheetPage(sh, n, o.Guides, o.Duplex, true)
		for i := range onPage {
			slots[i] = sh.BackSlot(i, o.Duplex)
		}
		bp.Boxes = append(bp.Boxes, backs.place(slots, func(i int) string { return BackID(c, onPage[i].Face) })...)
		bp.Boxes = append(bp.Boxes, guides(sh, n, o.Guides, o.Duplex, true)...)
		bp.Boxes = append(bp.Boxes, pageLabel(bp, sh, n, o.Guides, o.Label, fmt.Sprintf("backs · page %d/%d", len(pages)+1, total))...)
		pages = append(pages, bp)
	}
	return sh, pages, nil
}

// sheetPage starts a page of the sheet with its trim and bleed boxes and,
// for cut lines, the lines that go under the cards.
func sheetPage(sh Sheet, n int, g Guides, d Duplex, back bool) Page {
	trim := sh.Area(n)
	if back {
		trim = sh.Back(trim, d)
	}
	bleed := clip(trim.Inset(-sh.Bleed), Rect{0, 0, sh.PageW, sh.PageH})
	p := Page{W: sh.PageW, H: sh.PageH, Trim: clip(trim, Rect{0, 0, sh.PageW, sh.PageH}), Bleed: bleed}
	if g == CutLines {
		p.Boxes = guides(sh, n, g, d, back)
	}
	return p
}

// laidOut are faces or backs laid out once each by id: with the bleed and,
// for butted cards, without.
type laidOut struct {
	butted      bool
	turned      bool // placed turned 180° in their slots
	opts        FaceOptions
	bled, plain map[string][]Box
}

// add lays out the face or back id with lay, unless done before.
func (l *laidOut) add(id string, lay func(FaceOptions) ([]Box, error)) error {
	if l.bled == nil {
		l.bled, l.plain = map[string][]Box{}, map[string][]Box{}
	}
	if _, done := l.bled[id]; done {
		return nil
	}
	boxes, err := lay(l.opts)
	if err != nil {
		return err
	}
	l.bled[id] = boxes
	if l.butted {
		noBleed := l.opts
		noBleed.Bleed = 0
		if l.plain[id], err = lay(noBleed); err != nil {
			return err
		}
	}
	return nil
}

// place puts the laid-out boxes of id(i) on slot i; butted cards get their
// bled version first (only the grid's outer bleed stays visible) and then
// the version without bleed.
func (l *laidOut) place(slots []Rect, id func(i int) string) []Box {
	var out []Box
	if !l.butted {
		for i, r := range slots {
			out = append(out, l.at(l.bled[id(i)], r)...)
		}
		return out
	}
	at := func(x, y float64) [2]int64 { return [2]int64{int64(math.Round(x * 100)), int64(math.Round(y * 100))} }
	taken := map[[2]int64]bool{}
	for _, r := range slots {
		taken[at(r.X, r.Y)] = true
	}
	// A card whose eight neighbours are all cards has its bleed covered by
	// them: only the others are drawn bled.
	for i, r := range slots {
		inner := true
		for _, d := range [][2]float64{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}} {
			inner = inner && taken[at(r.X+d[0]*r.W, r.Y+d[1]*r.H)]
		}
		if !inner {
			out = append(out, l.at(l.bled[id(i)], r)...)
		}
	}
	for i, r := range slots {
		out = append(out, l.at(l.plain[id(i)], r)...)
	}
	return out
}

// at puts a card's boxes on its slot r: moved there, or turned 180° into it.
func (l *laidOut) at(boxes []Box, r Rect) []Box {
	if l.turned {
		return []Box{Rotated{Rect: r, Turns: 2, Boxes: boxes}}
	}
	return Shift(boxes, r.X, r.Y)
}

// guides are the crop marks drawn over a page, or the cut lines drawn
// under it, mapped onto the back page for backs.
func guides(sh Sheet, n int, g Guides, d Duplex, back bool) []Box {
	var lines []Line
	switch g {
	case CropMarks:
		lines = sh.CropMarks(n)
	case CutLines:
		lines = sh.CutLines(n)
	}
	boxes := make([]Box, len(lines))
	for i, l := range lines {
		if back {
			l.A, l.B = sh.backPoint(l.A, d), sh.backPoint(l.B, d)
		}
		boxes[i] = l
	}
	return boxes
}

// labelSize is the page label's type size, pt.
const labelSize = 6.5

// pageLabel is the page's line of text, set below (or else above) the
// cards, their bleed and their crop marks, inside the printable area; a page
// without room for it gets none.
func pageLabel(p Page, sh Sheet, n int, g Guides, left, right string) []Box {
	if left == "" {
		return nil
	}
	text := left + " · " + right
	occupied := p.Trim.Inset(-sh.Bleed - sh.guideReach(g, n))
	w := TextWidth(fonts.Sans, text, labelSize)
	em := labelSize * PtToMM
	border := sh.Margin
	x := max(occupied.X, border)
	if x+w > sh.PageW-border {
		return nil
	}
	at := func(y float64) []Box {
		t := Text{X: x, Y: y, Style: fonts.Sans, Size: labelSize, Color: Ink.Mix(White, 0.3), Text: text}
		if g != CutLines {
			return []Box{t}
		}
		// Cut lines run across the whole page: the label gets a white
		// ground over them.
		return []Box{Fill{Rect{x - 0.5, y - 0.8*em - 0.3, w + 1, em + 0.6}, White}, t}
	}
	// ascent and descent of the sans face are about 0.8 and 0.2 em.
	if y := occupied.Y + occupied.H + 1 + 0.8*em; y+0.2*em <= sh.PageH-border {
		return at(y)
	}
	if y := occupied.Y - 1 - 0.2*em; y-0.8*em >= border {
		return at(y)
	}
	return nil
}

// clip is the part of r inside within.
func clip(r, within Rect) Rect {
	x0, y0 := max(r.X, within.X), max(r.Y, within.Y)
	x1, y1 := min(r.X+r.W, within.X+within.W), min(r.Y+r.H, within.Y+within.H)
	if x1 <= x0 || y1 <= y0 {
		return Rect{}
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// CheckStamp tells whether the stamp's face can print text: an error names
// the first character it lacks (an emoji, say).
func CheckStamp(text string) error {
	if missing := fonts.Missing(fonts.Sans, text); len(missing) > 0 {
		return fmt.Errorf("character %q (U+%04X) is not in the stamp's font: use letters, digits and punctuation", missing[0], missing[0])
	}
	return nil
}

// VersionStamp is the small text stamped on every face so that prototype
// rounds can be told apart, and where: [print]'s stamp, stamp_position and
// stamp_size (docs/printing.md).
type VersionStamp struct {
	Text string
	// Position is one of catalog.StampPositions; "" is bottom-right.
	Position string
	// Size is the text's size in points; 0 scales it to the card.
	Size float64
}

// Stamp is the version stamp of a w × h mm card: small gray text on a white
// tag, over the frame, by default in the bottom-right corner (a corner, or
// the middle of the top or bottom edge, as s.Position says). No text, no
// boxes.
func Stamp(w, h float64, s VersionStamp) []Box {
	if s.Text == "" {
		return nil
	}
	u := min(w, h) / 17
	size := max(3.0, 0.9*u/PtToMM*0.62) // pt; 3 pt is about the smallest that prints legibly
	if s.Size > 0 {
		size = s.Size
	}
	tagH := size * PtToMM / 0.62
	tw := TextWidth(fonts.Sans, s.Text, size) + tagH*0.5
	// In the frame band when it is deep enough, at least 0.6 mm from the
	// cut; never deeper than 3.5 mm, inside a shop's safe zone.
	inset := min(3.5, max(0.6, 1.1*u-tagH))
	x, y := w-1.1*u-tw, h-inset-tagH
	pos := s.Position
	if top, ok := strings.CutPrefix(pos, "top"); ok {
		y, pos = inset, "bottom"+top
	}
	switch pos {
	case "bottom-left":
		x = 1.1 * u
	case "bottom":
		x = (w - tw) / 2
	}
	text := s.Text
	return []Box{
		Fill{Rect{x, y, tw, tagH}, White},
		Text{X: x + tagH*0.25, Y: y + tagH*0.5 + 0.36*size*PtToMM, Style: fonts.Sans, Size: size, Color: Ink.Mix(White, 0.25), Text: text},
	}
}
