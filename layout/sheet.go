package layout

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Paper is a sheet size in mm, portrait.
type Paper struct {
	Name string
	W, H float64
}

// Papers are the named sheet sizes (B5 is JIS B5, the Japanese book size).
var Papers = map[string]Paper{
	"a4":     {"A4", 210, 297},
	"a3":     {"A3", 297, 420},
	"b5":     {"B5", 182, 257},
	"b4":     {"B4", 257, 364},
	"letter": {"Letter", 215.9, 279.4},
	"legal":  {"Legal", 215.9, 355.6},
}

// ParsePaper reads a paper name (a4, b5, letter, …) or a custom size "WxH" in
// mm. A custom size keeps its orientation: 297x210 is a landscape A4.
func ParsePaper(s string) (Paper, error) {
	if p, ok := Papers[strings.ToLower(s)]; ok {
		return p, nil
	}
	w, h, ok := strings.Cut(strings.ToLower(s), "x")
	if ok {
		wf, err1 := strconv.ParseFloat(w, 64)
		hf, err2 := strconv.ParseFloat(h, 64)
		if err1 == nil && err2 == nil && wf >= 20 && hf >= 20 && wf <= 2000 && hf <= 2000 {
			return Paper{Name: s + " mm", W: wf, H: hf}, nil
		}
	}
	return Paper{}, fmt.Errorf("unknown paper %q: use a4, a3, b5, b4, letter, legal, or a size in mm from 20 to 2000 like 200x300", s)
}

// Turned returns the paper turned a quarter: landscape for a portrait paper.
func (p Paper) Turned() Paper { return Paper{Name: p.Name + " landscape", W: p.H, H: p.W} }

// SheetOptions place cards on paper.
type SheetOptions struct {
	Paper     Paper
	Landscape bool
	// Margin is the mm at each edge a printer cannot print: nothing of the
	// sheet goes there, neither cards and their bleed nor crop marks and
	// the page label.
	Margin float64
	Gutter float64 // mm between the cut lines of neighbouring cards
	Bleed  float64 // mm of card background beyond each cut line
	// SharedCuts butts the cards: neighbours share one cut line and the
	// bleed is printed on the outer edges of the grid only. Gutter is 0.
	SharedCuts bool
	// Marks keeps room for crop marks around the grid, inside the margin:
	// a grid that leaves less than MinMarkLength beside its bleed loses a
	// row or a column.
	Marks bool
	// MayTurn lets ImposeMost turn the page to the other orientation when
	// that holds more cards: no orientation was asked for.
	MayTurn bool
}

// Sheet is the imposition of cards on a page: a centred grid of cut
// rectangles with gutters between them.
type Sheet struct {
	PageW, PageH float64
	CardW, CardH float64
	Cols, Rows   int
	Gutter       float64
	Bleed        float64
	SharedCuts   bool
	Margin       float64 // the unprintable border, mm
	Origin       Point   // top-left cut corner of the first card
	// MarksLeftOut is set when crop marks were asked for but the page
	// holds only the card and its bleed: none is printed.
	MarksLeftOut bool
}

// CheckGutter tells whether cards gutter mm apart leave room for their
// bleed: neighbouring bleeds must not overlap.
func CheckGutter(gutter, bleed float64) error {
	if gutter < 2*bleed-1e-9 {
		return fmt.Errorf("gutter %.1f mm is less than twice the bleed (%.1f mm): neighbouring bleeds would overlap; use a gutter of at least %.1f mm, or shared cut lines", gutter, bleed, 2*bleed)
	}
	return nil
}

// fitTolerance absorbs the rounding of sizes given in inches (a page of
// exactly card + bleed must hold its card).
const fitTolerance = 1e-6

// Impose fits as many cards of w × h mm as the paper holds.
func Impose(w, h float64, o SheetOptions) (Sheet, error) {
	pw, ph := o.Paper.W, o.Paper.H
	if o.Landscape && pw < ph {
		pw, ph = ph, pw
	}
	if o.Bleed < 0 || o.Gutter < 0 || o.Margin < 0 {
		return Sheet{}, fmt.Errorf("bleed, gutter and margin must not be negative")
	}
	gutter := o.Gutter
	if o.SharedCuts {
		gutter = 0
	} else if err := CheckGutter(gutter, o.Bleed); err != nil {
		return Sheet{}, err
	}
	// The outermost bleed stays inside the margins too, and so do the crop
	// marks beside it.
	reach := o.Bleed
	if o.Marks {
		reach += MinMarkLength
	}
	availW := pw - 2*o.Margin - 2*reach
	availH := ph - 2*o.Margin - 2*reach
	cols := int(math.Floor((availW + gutter + fitTolerance) / (w + gutter)))
	rows := int(math.Floor((availH + gutter + fitTolerance) / (h + gutter)))
	if (cols < 1 || rows < 1) && o.Marks {
		// A page of exactly one card and its bleed: no room for crop
		// marks, and none is printed (CropMarks leaves out what has no
		// room), rather than no card at all.
		o.Marks = false
		sh, err := Impose(w, h, o)
		sh.MarksLeftOut = err == nil
		return sh, err
	}
	if cols < 1 || rows < 1 {
		marks := ""
		if o.Marks {
			marks = fmt.Sprintf(" and %.0f mm crop marks", MinMarkLength)
		}
		return Sheet{}, fmt.Errorf("a %.1f × %.1f mm card with %.1f mm bleed%s does not fit on %s paper (%.1f × %.1f mm) with %.1f mm margins", w, h, o.Bleed, marks, o.Paper.Name, pw, ph, o.Margin)
	}
	gridW := float64(cols)*w + float64(cols-1)*gutter
	gridH := float64(rows)*h + float64(rows-1)*gutter
	return Sheet{
		PageW: pw, PageH: ph, CardW: w, CardH: h, Cols: cols, Rows: rows,
		Gutter: gutter, Bleed: o.Bleed, SharedCuts: o.SharedCuts, Margin: o.Margin,
		Origin: Point{(pw - gridW) / 2, (ph - gridH) / 2},
	}, nil
}

// Landscape tells whether the page is wider than tall.
func (s Sheet) Landscape() bool { return s.PageW > s.PageH }

// PerPage is the number of cards on one page.
func (s Sheet) PerPage() int { return s.Cols * s.Rows }

// Slot is the cut rectangle of the i-th card of a face page (row by row).
func (s Sheet) Slot(i int) Rect {
	c, r := i%s.Cols, i/s.Cols
	return Rect{s.Origin.X + float64(c)*(s.CardW+s.Gutter), s.Origin.Y + float64(r)*(s.CardH+s.Gutter), s.CardW, s.CardH}
}

// Area is the cut rectangle around the first n cards of a page: the
// TrimBox of a sheet.
func (s Sheet) Area(n int) Rect {
	n = min(max(n, 1), s.PerPage())
	cols, rows := min(n, s.Cols), (n+s.Cols-1)/s.Cols
	last := s.Slot((rows-1)*s.Cols + cols - 1)
	return Rect{s.Origin.X, s.Origin.Y, last.X + last.W - s.Origin.X, s.Slot((rows-1)*s.Cols).Y + s.CardH - s.Origin.Y}
}

// Edge is the edge of the paper a duplex printer turns the sheet over.
type Edge int

// The duplex edges. Long edge is the printers' default ("flip on long edge").
const (
	LongEdge Edge = iota
	ShortEdge
)

// ParseEdge reads "long" or "short"; "" is the default, long.
func ParseEdge(s string) (Edge, error) {
	switch s {
	case "", "long", "long-edge":
		return LongEdge, nil
	case "short", "short-edge":
		return ShortEdge, nil
	}
	return 0, fmt.Errorf("unknown duplex edge %q: use long or short", s)
}

func (e Edge) String() string {
	if e == ShortEdge {
		return "short edge"
	}
	return "long edge"
}

// Duplex says how back pages meet their face pages.
type Duplex struct {
	Edge Edge
	// Offset moves everything on the back pages by (X, Y) mm, in the back
	// page's own coordinates, to make up for a printer that does not print
	// the back where it should (the calibration page measures it).
	Offset Point
}

// cardPage reports whether a page is one card and its bleed (the single
// and pdfx profiles): a print shop's file, whose back pages the shop lays
// behind the faces itself, each standing as its face does.
func (s Sheet) cardPage() bool {
	const eps = 1e-6
	return s.PerPage() == 1 && math.Abs(s.PageW-s.CardW-2*s.Bleed) < eps && math.Abs(s.PageH-s.CardH-2*s.Bleed) < eps
}

// mirrorsX reports whether turning the sheet over swaps left and right (as
// opposed to top and bottom): the flip is about a vertical axis when the
// edge the printer turns on is vertical as the page is seen.
func (s Sheet) mirrorsX(e Edge) bool {
	portrait := s.PageW <= s.PageH
	return (e == LongEdge) == portrait
}

// Back maps a rectangle of a face page to where it lands on the back page:
// mirrored left to right or top to bottom as the duplex edge turns the
// sheet, then moved by the printer's offset.
func (s Sheet) Back(r Rect, d Duplex) Rect {
	if s.mirrorsX(d.Edge) {
		r.X = s.PageW - r.X - r.W
	} else {
		r.Y = s.PageH - r.Y - r.H
	}
	r.X += d.Offset.X
	r.Y += d.Offset.Y
	return r
}

// BackSlot is where the back of the i-th card goes on the following page.
func (s Sheet) BackSlot(i int, d Duplex) Rect { return s.Back(s.Slot(i), d) }

// backPoint maps a point of a face page onto the back page.
func (s Sheet) backPoint(p Point, d Duplex) Point {
	r := s.Back(Rect{p.X, p.Y, 0, 0}, d)
	return Point{r.X, r.Y}
}

// Guides are the cutting aids printed on a sheet.
type Guides int

// The kinds of cutting aids.
const (
	CropMarks Guides = iota // short marks in the margin, in line with every cut
	CutLines                // thin lines across the whole page under the cards
	NoGuides
)

// ParseGuides reads "marks", "lines" or "none"; "" is the default, marks.
func ParseGuides(s string) (Guides, error) {
	switch s {
	case "", "marks", "crop-marks":
		return CropMarks, nil
	case "lines", "cut-lines":
		return CutLines, nil
	case "none":
		return NoGuides, nil
	}
	return 0, fmt.Errorf("unknown cut guides %q: use marks, lines or none", s)
}

// Crop mark geometry, in mm: a mark is markLength long, markGap beyond the
// bleed, where the margin leaves room; else shorter and closer, down to
// MinMarkLength right at the bleed's edge (a cut a little off still cuts
// the bleed, never the mark).
const (
	markGap    = 1.5
	markLength = 4.0
	guideWidth = 0.15
	// MinMarkLength is the shortest crop mark: enough to lay a ruler on.
	MinMarkLength = 2.0
)

// markSpan is where a crop mark goes in room mm between the bleed and the
// margin: its gap from the bleed and its length.
func markSpan(room float64) (gap, length float64) {
	length = min(markLength, max(MinMarkLength, room-markGap))
	return max(0, min(markGap, room-length)), length
}

// cuts are the x positions of the vertical and the y positions of the
// horizontal cut lines of the first n cards of a page.
func (s Sheet) cuts(n int) (xs, ys []float64) {
	a := s.Area(n)
	cols, rows := int(math.Round((a.W+s.Gutter)/(s.CardW+s.Gutter))), int(math.Round((a.H+s.Gutter)/(s.CardH+s.Gutter)))
	for c := 0; c < cols; c++ {
		r := s.Slot(c)
		xs = appendCut(xs, r.X, r.X+r.W)
	}
	for row := 0; row < rows; row++ {
		r := s.Slot(row * s.Cols)
		ys = appendCut(ys, r.Y, r.Y+r.H)
	}
	return xs, ys
}

// appendCut adds cut positions, once each: butted cards share theirs.
func appendCut(list []float64, at ...float64) []float64 {
	for _, v := range at {
		if len(list) == 0 || math.Abs(list[len(list)-1]-v) > 1e-9 {
			list = append(list, v)
		}
	}
	return list
}

// CropMarks are short cut lines beside the grid, in line with the edges of
// the first n cards of a page, clear of the bleed and inside the margin.
func (s Sheet) CropMarks(n int) []Line {
	a := s.Area(n).Inset(-s.Bleed)
	xs, ys := s.cuts(n)
	// The room on each side, from the bleed to the margin.
	top, bottom := a.Y-s.Margin, s.PageH-s.Margin-(a.Y+a.H)
	left, right := a.X-s.Margin, s.PageW-s.Margin-(a.X+a.W)
	var marks []Line
	mark := func(from Point, dx, dy, room float64) {
		gap, length := markSpan(room)
		if room < MinMarkLength-1e-9 {
			return // no room (a sheet imposed without Marks): no mark
		}
		a := Point{from.X + dx*gap, from.Y + dy*gap}
		marks = append(marks, Line{a, Point{a.X + dx*length, a.Y + dy*length}, guideWidth, Black})
	}
	for _, x := range xs {
		mark(Point{x, a.Y}, 0, -1, top)
		mark(Point{x, a.Y + a.H}, 0, 1, bottom)
	}
	for _, y := range ys {
		mark(Point{a.X, y}, -1, 0, left)
		mark(Point{a.X + a.W, y}, 1, 0, right)
	}
	return marks
}

// CutLines are lines from margin to margin along every cut of the first n
// cards; drawn before the cards, they show only between and around them.
func (s Sheet) CutLines(n int) []Line {
	xs, ys := s.cuts(n)
	m := s.Margin
	var lines []Line
	for _, x := range xs {
		lines = append(lines, Line{Point{x, m}, Point{x, s.PageH - m}, guideWidth, Black})
	}
	for _, y := range ys {
		lines = append(lines, Line{Point{m, y}, Point{s.PageW - m, y}, guideWidth, Black})
	}
	return lines
}

// guideReach is how far beyond the bleed the guides of the first n cards
// of a page reach, on any side.
func (s Sheet) guideReach(g Guides, n int) float64 {
	if g != CropMarks {
		return 0
	}
	reach := 0.0
	a := s.Area(n).Inset(-s.Bleed)
	for _, m := range s.CropMarks(n) {
		for _, p := range []Point{m.A, m.B} {
			reach = max(reach, a.X-p.X, p.X-(a.X+a.W), a.Y-p.Y, p.Y-(a.Y+a.H))
		}
	}
	return reach
}
