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

// ParsePaper reads a paper name (a4, b5, letter, …) or a custom size "WxH" in mm.
func ParsePaper(s string) (Paper, error) {
	if p, ok := Papers[strings.ToLower(s)]; ok {
		return p, nil
	}
	w, h, ok := strings.Cut(strings.ToLower(s), "x")
	if ok {
		wf, err1 := strconv.ParseFloat(w, 64)
		hf, err2 := strconv.ParseFloat(h, 64)
		if err1 == nil && err2 == nil && wf >= 50 && hf >= 50 && wf <= 2000 && hf <= 2000 {
			return Paper{Name: s + " mm", W: wf, H: hf}, nil
		}
	}
	return Paper{}, fmt.Errorf("unknown paper %q: use a4, a3, b5, b4, letter, legal, or a size in mm like 200x300", s)
}

// SheetOptions place cards on paper.
type SheetOptions struct {
	Paper     Paper
	Landscape bool
	Margin    float64 // mm kept free at each edge for the printer, crop marks and label
	Gutter    float64 // mm between the cut lines of neighbouring cards
	Bleed     float64 // mm of card background beyond each cut line
}

// Sheet is the imposition of cards on a page: a centred grid of cut
// rectangles with gutters between them.
type Sheet struct {
	PageW, PageH float64
	CardW, CardH float64
	Cols, Rows   int
	Gutter       float64
	Bleed        float64
	Origin       Point // top-left cut corner of the first card
}

// labelBand is the room kept under the grid for the page label.
const labelBand = 4.0

// CheckGutter tells whether cards gutter mm apart leave room for their
// bleed: neighbouring bleeds must not overlap.
func CheckGutter(gutter, bleed float64) error {
	if gutter < 2*bleed-1e-9 {
		return fmt.Errorf("gutter %.1f mm is less than twice the bleed (%.1f mm): neighbouring bleeds would overlap; use a gutter of at least %.1f mm", gutter, bleed, 2*bleed)
	}
	return nil
}

// Impose fits as many cards of w × h mm as the paper holds.
func Impose(w, h float64, o SheetOptions) (Sheet, error) {
	pw, ph := o.Paper.W, o.Paper.H
	if o.Landscape {
		pw, ph = ph, pw
	}
	if o.Bleed < 0 || o.Gutter < 0 || o.Margin < 0 {
		return Sheet{}, fmt.Errorf("bleed, gutter and margin must not be negative")
	}
	if err := CheckGutter(o.Gutter, o.Bleed); err != nil {
		return Sheet{}, err
	}
	// The outermost bleed stays inside the margins too.
	availW := pw - 2*o.Margin - 2*o.Bleed
	availH := ph - 2*o.Margin - 2*o.Bleed - labelBand
	cols := int(math.Floor((availW + o.Gutter + 1e-9) / (w + o.Gutter)))
	rows := int(math.Floor((availH + o.Gutter + 1e-9) / (h + o.Gutter)))
	if cols < 1 || rows < 1 {
		return Sheet{}, fmt.Errorf("a %.1f × %.1f mm card does not fit on %s paper with %.0f mm margins", w, h, o.Paper.Name, o.Margin)
	}
	gridW := float64(cols)*w + float64(cols-1)*o.Gutter
	gridH := float64(rows)*h + float64(rows-1)*o.Gutter
	return Sheet{
		PageW: pw, PageH: ph, CardW: w, CardH: h, Cols: cols, Rows: rows,
		Gutter: o.Gutter, Bleed: o.Bleed,
		Origin: Point{(pw - gridW) / 2, o.Margin + o.Bleed + (availH-gridH)/2},
	}, nil
}

// PerPage is the number of cards on one page.
func (s Sheet) PerPage() int { return s.Cols * s.Rows }

// Slot is the cut rectangle of the i-th card of a face page (row by row).
func (s Sheet) Slot(i int) Rect {
	c, r := i%s.Cols, i/s.Cols
	return Rect{s.Origin.X + float64(c)*(s.CardW+s.Gutter), s.Origin.Y + float64(r)*(s.CardH+s.Gutter), s.CardW, s.CardH}
}

// BackSlot is where the back of the i-th card goes on the following page:
// mirrored left to right, so that backs meet faces when the sheet is printed
// double-sided and flipped on its long edge.
func (s Sheet) BackSlot(i int) Rect {
	r := s.Slot(i)
	r.X = s.PageW - r.X - r.W
	return r
}

// CropMarks are short cut lines in the margins, in line with the edges of
// the first n cards of a page, kept clear of the bleed.
func (s Sheet) CropMarks(n int) []Line {
	n = min(max(n, 1), s.PerPage())
	cols, rows := min(n, s.Cols), (n+s.Cols-1)/s.Cols
	const (
		gap    = 1.5 // mm between bleed and mark
		length = 4.0
		width  = 0.15
	)
	var marks []Line
	top := s.Origin.Y - s.Bleed - gap
	bottom := s.Slot((rows-1)*s.Cols).Y + s.CardH + s.Bleed + gap
	left := s.Origin.X - s.Bleed - gap
	right := s.Slot(cols-1).X + s.CardW + s.Bleed + gap
	for c := 0; c < cols; c++ {
		r := s.Slot(c)
		for _, x := range []float64{r.X, r.X + r.W} {
			marks = append(marks,
				Line{Point{x, top - length}, Point{x, top}, width, Black},
				Line{Point{x, bottom}, Point{x, bottom + length}, width, Black})
		}
	}
	for row := 0; row < rows; row++ {
		r := s.Slot(row * s.Cols)
		for _, y := range []float64{r.Y, r.Y + r.H} {
			marks = append(marks,
				Line{Point{left - length, y}, Point{left, y}, width, Black},
				Line{Point{right, y}, Point{right + length, y}, width, Black})
		}
	}
	return marks
}
