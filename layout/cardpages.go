package layout

import (
	"fmt"
	"math"

	"cardpress/catalog"
	"cardpress/fonts"
)

// Page is one laid-out page.
type Page struct {
	W, H  float64
	Boxes []Box
	// Lines records the lines of text the page flow set, in order, so that
	// tests and diagnostics can measure the typesetting against its boxes;
	// output ignores it.
	Lines []SetLine
}

// SetLine is one line of text a document's page flow set.
type SetLine struct {
	Kind     LineKind
	Para     int     // paragraph number in the document, from 1
	Index    int     // line number in the paragraph, from 0
	Last     bool    // the paragraph's last line, or one ended by a hard break
	Justify  bool    // set flush left and right (a last line: flush left)
	X0, X1   float64 // the measure the line was set to, mm
	Baseline float64 // mm from the page top
	Size     float64 // points
}

// LineKind says what a set line belongs to.
type LineKind int

// The kinds of set lines.
const (
	BodyLine    LineKind = iota // running text: paragraphs, lists, quotes
	HeadingLine                 // a chapter or section title, or a card entry's name
	EntryLine                   // the text of a card entry, beside and below its face
	PanelLine                   // the lines of an example panel
	TableLine                   // a line of a table cell
	TOCLine                     // a line of the table of contents
)

// DeckOptions choose how a deck is printed.
type DeckOptions struct {
	Sheet SheetOptions
	Face  FaceOptions
	Backs bool   // a back page after each face page, for duplex printing
	Label string // left part of the page label, e.g. "Windia War · Expansion"
}

// CardSheets imposes cards on pages: face pages, each followed by its back
// page when asked. Every face is laid out once and placed as often as needed.
func CardSheets(c *catalog.Catalog, cards []catalog.Card, o DeckOptions) (Sheet, []Page, error) {
	o.Face.Bleed = o.Sheet.Bleed
	sh, err := Impose(c.Game.CardWidth, c.Game.CardHeight, o.Sheet)
	if err != nil {
		return Sheet{}, nil, err
	}
	faces := map[string][]Box{}
	for _, k := range cards {
		if _, done := faces[k.Face.ID]; done {
			continue
		}
		boxes, err := CardFace(c, k.Face, o.Face)
		if err != nil {
			return Sheet{}, nil, err
		}
		faces[k.Face.ID] = boxes
	}
	back := CardBack(c, o.Face)
	per := sh.PerPage()
	sheets := (len(cards) + per - 1) / per
	total := sheets
	if o.Backs {
		total *= 2
	}
	var pages []Page
	for p := 0; p < sheets; p++ {
		onPage := cards[p*per : min(len(cards), (p+1)*per)]
		face := Page{W: sh.PageW, H: sh.PageH}
		for i, k := range onPage {
			r := sh.Slot(i)
			face.Boxes = append(face.Boxes, Shift(faces[k.Face.ID], r.X, r.Y)...)
		}
		face.Boxes = append(face.Boxes, marks(sh, len(onPage), false)...)
		face.Boxes = append(face.Boxes, label(sh, fmt.Sprintf("%s · faces · page %d/%d", o.Label, len(pages)+1, total)))
		pages = append(pages, face)
		if !o.Backs {
			continue
		}
		bp := Page{W: sh.PageW, H: sh.PageH}
		for i := range onPage {
			r := sh.BackSlot(i)
			bp.Boxes = append(bp.Boxes, Shift(back, r.X, r.Y)...)
		}
		bp.Boxes = append(bp.Boxes, marks(sh, len(onPage), true)...)
		bp.Boxes = append(bp.Boxes, label(sh, fmt.Sprintf("%s · backs · page %d/%d", o.Label, len(pages)+1, total)))
		pages = append(pages, bp)
	}
	return sh, pages, nil
}

func marks(sh Sheet, n int, mirrored bool) []Box {
	lines := sh.CropMarks(n)
	boxes := make([]Box, len(lines))
	for i, l := range lines {
		if mirrored {
			l.A.X, l.B.X = sh.PageW-l.A.X, sh.PageW-l.B.X
		}
		boxes[i] = l
	}
	return boxes
}

// label is the page's line of text under the crop marks, clear of the
// paper's edge (printers leave about 4 mm unprinted).
func label(sh Sheet, text string) Box {
	last := sh.Slot(sh.PerPage() - 1)
	y := math.Min(last.Y+last.H+sh.Bleed+9, sh.PageH-5)
	return Text{X: sh.Origin.X, Y: y, Style: fonts.Sans, Size: 6.5, Color: Ink.Mix(White, 0.3), Text: text}
}
