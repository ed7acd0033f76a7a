package layout

import (
	"fmt"
	"math"

	"cardpress/catalog"
	"cardpress/fonts"
)

// A proof shows a face as a designer checks it before printing: enlarged,
// with its bleed, the cut line, the safe zone and the box of every element
// shown on it, labelled with what it prints. Text that comes into the safe
// zone is marked. It is the page one designer sends another.

// ProofOptions say how a proof figure is drawn.
type ProofOptions struct {
	Bleed float64 // mm of background shown beyond the cut
	Safe  float64 // mm inside the cut that text keeps clear of
	Scale float64 // figure mm per card mm
}

// The colors of a proof's guides: the cut line, the safe zone, the
// element boxes, and a box whose text comes into the safe zone.
var (
	proofCut     = Color{0x00, 0x00, 0x00}
	proofSafe    = Color{0x1F, 0x5F, 0xD6}
	proofBox     = Color{0x8A, 0x2B, 0xA8}
	proofWarning = Color{0xF0, 0x6A, 0x00}
	proofBleed   = Color{0x99, 0x99, 0x99}
	proofLabel   = 5.0 // pt, of the element labels, whatever the scale
)

// ProofFigure draws face f as a proof: the face with its bleed, scaled by
// o.Scale, the guides over it, and a caption under it naming the card, its
// layout and the elements whose text is in the safe zone.
func ProofFigure(c *catalog.Catalog, f catalog.Face, o ProofOptions) (Figure, error) {
	l := c.FaceLayout(f.Entry)
	if l == nil {
		return Figure{}, fmt.Errorf("card %s: no face layout", f.ID)
	}
	face, err := render(c, l, &f, FaceOptions{Bleed: o.Bleed})
	if err != nil {
		return Figure{}, err
	}
	placed, err := placedOf(c, l, &f)
	if err != nil {
		return Figure{}, err
	}
	x := newFaceCtx(c, l, &f, FaceOptions{})
	w, h, k, b := x.w, x.h, o.Scale, o.Bleed
	// Card coordinates to figure coordinates: the bleed's corner at (0, 0).
	at := func(r Rect) Rect { return Rect{(r.X + b) * k, (r.Y + b) * k, r.W * k, r.H * k} }
	boxes := Shift(Scale(face, k), b*k, b*k)
	cut := at(Rect{0, 0, w, h})
	var notes []string
	var taken []Rect
	var tags []Box // set last, over the guides
	for _, p := range placed {
		col := proofBox
		if d := fromCut(p.Ink, w, h); p.Ink.W > 0 && d < o.Safe-1e-9 {
			col = proofWarning // the caption says how near
			notes = append(notes, fmt.Sprintf("%s %.1f mm", p.Label, max(d, 0)))
		}
		r := at(p.Rect)
		boxes = append(boxes, outline(corners(r), 0.2, col)...)
		tag, tb := labelTag(p.Label, r, taken, col)
		taken = append(taken, tag)
		tags = append(tags, tb...)
	}
	var guides []Box
	// Each guide on a white line a little wider, to show on any color.
	guides = append(guides, outline(corners(at(Rect{-b, -b, w + 2*b, h + 2*b})), 0.15, proofBleed)...)
	guides = append(guides, outline(corners(cut), 0.7, White)...)
	guides = append(guides, outline(corners(cut), 0.35, proofCut)...)
	if o.Safe > 0 {
		safe := corners(cut.Inset(o.Safe * k))
		guides = append(guides, outline(safe, 0.6, White)...)
		guides = append(guides, dashed(safe, 0.3, proofSafe)...)
	}
	boxes = append(append(boxes, guides...), tags...)
	fig := Figure{W: (w + 2*b) * k, H: (h + 2*b) * k, Boxes: boxes}
	return withCaption(fig, proofCaption(c, f, l, w, h, o), notes), nil
}

// corners are the four corners of r, clockwise from the top left.
func corners(r Rect) []Point {
	return []Point{{r.X, r.Y}, {r.X + r.W, r.Y}, {r.X + r.W, r.Y + r.H}, {r.X, r.Y + r.H}}
}

// dashed strokes the closed polygon pts with dashes of 1.2 mm.
func dashed(pts []Point, width float64, col Color) []Box {
	return dashedOpen(append(pts, pts[0]), width, col)
}

// dashedOpen strokes the line through pts with dashes of 1.2 mm.
func dashedOpen(pts []Point, width float64, col Color) []Box {
	const dash = 1.2
	var out []Box
	for i, a := range pts[:len(pts)-1] {
		b := pts[i+1]
		n := math.Hypot(b.X-a.X, b.Y-a.Y)
		for t := 0.0; t < n; t += 2 * dash {
			u := math.Min(t+dash, n)
			out = append(out, Line{
				A: Point{a.X + (b.X-a.X)*t/n, a.Y + (b.Y-a.Y)*t/n},
				B: Point{a.X + (b.X-a.X)*u/n, a.Y + (b.Y-a.Y)*u/n}, Width: width, Color: col})
		}
	}
	return out
}

// labelTag sets an element's label on a white tag standing on the top
// edge of its box r, at its left end or else its right, so that it hides
// little of what the box holds; where the tags already set (taken) leave
// no room there, inside the box, below them.
func labelTag(label string, r Rect, taken []Rect, col Color) (Rect, []Box) {
	em := proofLabel * PtToMM
	w, h := TextWidth(fonts.Sans, label, proofLabel)+em*0.6, em*1.3
	tag := Rect{r.X, r.Y - h, w, h}
	for _, try := range []Rect{tag, {r.X + r.W - w, r.Y - h, w, h}} {
		if try.Y >= 0 && !overlapsAny(try, taken) {
			return try, tagBoxes(try, label, col)
		}
	}
	tag.Y = r.Y
	for range 40 {
		if !overlapsAny(tag, taken) {
			break
		}
		tag.Y += tag.H
	}
	return tag, tagBoxes(tag, label, col)
}

// tagBoxes draw a label on its tag.
func tagBoxes(tag Rect, label string, col Color) []Box {
	em := proofLabel * PtToMM
	return []Box{
		Fill{tag, White},
		Text{X: tag.X + em*0.3, Y: tag.Y + em*0.98, Style: fonts.Sans, Size: proofLabel, Color: col, Text: label},
	}
}

func overlapsAny(r Rect, rs []Rect) bool {
	for _, o := range rs {
		if r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H {
			return true
		}
	}
	return false
}

// proofCaption names the card, and says its layout and the proof's
// measures.
func proofCaption(c *catalog.Catalog, f catalog.Face, l *catalog.Layout, w, h float64, o ProofOptions) []string {
	return []string{
		fmt.Sprintf("%s (%s)", FaceName(c, f), f.ID),
		fmt.Sprintf("layout %s · %.3g × %.3g mm · bleed %.3g mm · safe zone %.3g mm", l.ID, w, h, o.Bleed, o.Safe),
	}
}

// withCaption sets the caption lines and the notes under the figure.
func withCaption(fig Figure, caption []string, notes []string) Figure {
	const size = 6 // pt
	lh := size * PtToMM * 1.45
	y := fig.H
	for _, line := range caption {
		y += lh
		fig.Boxes = append(fig.Boxes, Text{X: 0, Y: y, Style: fonts.Sans, Size: size, Color: Ink, Text: line})
	}
	// The notes run on, "in the safe zone: name 2.1 mm, text 2.8 mm",
	// broken between notes at the figure's width.
	line := ""
	for i, n := range notes {
		next := line + ", " + n
		if i == 0 {
			next = "in the safe zone: " + n
		}
		if line != "" && TextWidth(fonts.Sans, next, size) > fig.W {
			y += lh
			fig.Boxes = append(fig.Boxes, Text{X: 0, Y: y, Style: fonts.Sans, Size: size, Color: proofWarning, Text: line + ","})
			next = n
		}
		line = next
	}
	if line != "" {
		y += lh
		fig.Boxes = append(fig.Boxes, Text{X: 0, Y: y, Style: fonts.Sans, Size: size, Color: proofWarning, Text: line})
	}
	fig.H = y + lh*0.4
	return fig
}

// ProofScale is the scale a proof draws cards of w × h mm at on paper:
// two rows of two figures when they fit at 1.15 times or more, else one
// figure across, never more than three times the card.
func ProofScale(w, h float64, paper Paper, o ProofOptions) float64 {
	across, down := paper.W-2*proofMargin, paper.H-2*proofMargin-proofHead
	fw, fh := w+2*o.Bleed, h+2*o.Bleed+proofFoot
	if k := math.Min((across-proofGap)/2/fw, (down-proofGap)/2/fh); k >= 1.15 {
		return math.Min(3, k)
	}
	return math.Min(3, math.Min(across/fw, down/fh))
}

// Page geometry of proofs, mm.
const (
	proofMargin = 12.0
	proofGap    = 8.0
	proofHead   = 16.0 // the title and legend of a page
	proofFoot   = 10.0 // room for a figure's caption, at most
)

// ProofPages places proof figures on pages of paper, row by row, under a
// heading that says what the lines are.
func ProofPages(title string, figs []Figure, paper Paper, o ProofOptions) []Page {
	head := func(n int) []Box {
		const size = 8.0
		y := proofMargin + size*PtToMM
		boxes := []Box{Text{X: proofMargin, Y: y, Style: fonts.SansBold, Size: size, Color: Ink, Text: fmt.Sprintf("%s — proof, page %d", title, n)}}
		x := proofMargin
		y += size * PtToMM * 1.6
		for _, k := range []struct {
			col    Color
			dash   bool
			legend string
		}{
			{proofCut, false, "cut"},
			{proofSafe, true, fmt.Sprintf("safe zone, %.3g mm inside the cut", o.Safe)},
			{proofBleed, false, fmt.Sprintf("bleed edge, %.3g mm outside", o.Bleed)},
			{proofBox, false, "element boxes, labelled with what they print"},
			{proofWarning, false, "text in the safe zone"},
		} {
			line := []Point{{x, y - 1}, {x + 6, y - 1}}
			if k.dash {
				boxes = append(boxes, dashedOpen(line, 0.3, k.col)...)
			} else {
				boxes = append(boxes, Line{A: line[0], B: line[1], Width: 0.3, Color: k.col})
			}
			boxes = append(boxes, Text{X: x + 7.5, Y: y, Style: fonts.Sans, Size: 6.5, Color: Ink, Text: k.legend})
			x += 7.5 + TextWidth(fonts.Sans, k.legend, 6.5) + 5
			if x > paper.W/2 {
				x, y = proofMargin, y+6.5*PtToMM*1.8
			}
		}
		return boxes
	}
	top := proofMargin + proofHead
	var pages []Page
	var page *Page
	x, y, rowH := proofMargin, top, 0.0
	for _, f := range figs {
		if page != nil && x+f.W > paper.W-proofMargin+1e-9 {
			x, y, rowH = proofMargin, y+rowH+proofGap, 0
		}
		if page == nil || y+f.H > paper.H-proofMargin+1e-9 {
			pages = append(pages, Page{W: paper.W, H: paper.H, Boxes: head(len(pages) + 1)})
			page = &pages[len(pages)-1]
			x, y, rowH = proofMargin, top, 0
		}
		page.Boxes = AppendShift(page.Boxes, f.Boxes, x, y)
		x += f.W + proofGap
		rowH = math.Max(rowH, f.H)
	}
	return pages
}
