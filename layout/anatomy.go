package layout

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"

	"cardpress/catalog"
	"cardpress/fonts"
)

// An anatomy figure draws one card large with numbered callouts pointing
// at the elements of its layout, and a legend of what each number is: the
// rulebook's "parts of a card" picture, made from the same layout data as
// the printed card, so that it never shows a place the card does not have.

// Part is a place on a card's face that shows something: the element of
// its layout that prints a field, the art, or one of its icons.
type Part struct {
	// Field is what it shows: a field ("name", "interference"), "art",
	// "colors" where the card shows its color, "icons" for the row of
	// icons, or "icon:ID" for one icon.
	Field string
	Rect  Rect // in card coordinates, mm
}

// FaceParts lists the parts of a face as its layout places them, in the
// layout's order: only elements shown on this card (their conditions
// hold, their field has a value). A field printed by several elements is
// listed once, at the first.
func FaceParts(c *catalog.Catalog, f catalog.Face) ([]Part, error) {
	l := c.FaceLayout(f.Entry)
	if l == nil {
		return nil, fmt.Errorf("card %s: no face layout", f.ID)
	}
	x := newFaceCtx(c, l, &f, FaceOptions{})
	var parts []Part
	add := func(field string, r Rect) {
		if !slices.ContainsFunc(parts, func(p Part) bool { return p.Field == field }) {
			parts = append(parts, Part{Field: field, Rect: r})
		}
	}
	var shapes []Rect // of the circles and rects so far: a text set in one points at it whole
	for i := range l.Elements {
		e := &l.Elements[i]
		if !x.visible(e) {
			continue
		}
		r := x.rect(e)
		switch e.Type {
		case catalog.ElemCircle, catalog.ElemRect:
			shapes = append(shapes, r)
		}
		switch e.Type {
		case catalog.ElemText:
			at := x.inkAcross(e, r)
			if slices.Contains(shapes, r) {
				at = r // the number in a circle: the circle
			}
			fields := []string{e.Field}
			if e.Field == "" {
				fields = catalog.TemplateFields(e.Text)
			}
			for _, fd := range fields {
				if v, ok := x.value(fd); ok && v != "" {
					add(fd, at)
				}
			}
		case catalog.ElemArt:
			add("art", r)
		case catalog.ElemRect, catalog.ElemFrame:
			if e.Color.Card {
				add("colors", r) // where the card shows its color: a frame, a band
			}
		case catalog.ElemIcons:
			rects := x.iconRects(e, r)
			if len(rects) > 0 {
				add("icons", r)
			}
			for j, ir := range rects {
				add("icon:"+f.Entry.Icons[j], ir)
			}
		}
	}
	return parts, nil
}

// inkAcross narrows a text element's box r to where its text is set: a
// callout points at the text, not at the empty end of a box set flush
// left or the empty foot of one set at the top.
func (x *faceCtx) inkAcross(e *catalog.Element, r Rect) Rect {
	if e.Rotate != 0 {
		return r
	}
	boxes, err := x.text(e, r)
	if err != nil {
		return r
	}
	ink := inkOf(boxes)
	if ink.W <= 0 {
		return r
	}
	right, bottom := ink.X+ink.W, ink.Y+ink.H
	ink.X, ink.Y = math.Max(r.X, ink.X), math.Max(r.Y, ink.Y)
	ink.W, ink.H = math.Min(r.X+r.W, right)-ink.X, math.Min(r.Y+r.H, bottom)-ink.Y
	return ink
}

// Callout is a numbered pointer of an anatomy figure: where on the card it
// points and what the legend says of it.
type Callout struct {
	At    Rect // in card coordinates, mm
	Label string
	// Row says the part is one of a row of marks (an icon), pointed at
	// from below or above the card, where its neighbours leave no room
	// for a leader from the side.
	Row bool
}

// AnatomyStyle is how an anatomy figure is set: its width (the column's),
// the legend's type and the ink.
type AnatomyStyle struct {
	Width      float64
	Label      fonts.Style // the legend's text
	Number     fonts.Style // the callouts' numbers
	Size       float64     // points, of the legend
	Ink        Color
	MaxHeight  float64 // the card's largest height, mm
	CardW      float64 // the card's size, mm
	CardH      float64
	Background Color // what the leaders are haloed with, to stay visible over the card
}

// Geometry of callouts, mm: the numbers' radius, how far from the card's
// edge they stand, the least distance between two of them, and the gap
// between the card's callouts and a legend beside them.
const (
	calloutRadius = 2.1
	calloutOut    = 8.0
	calloutSpace  = 2*calloutRadius + 1.4
	legendGap     = 7.0
)

// Anatomy sets the figure: the face (boxes in card coordinates) scaled to
// fit, callouts numbered 1… in the order given, on the side of the card
// nearer to what they point at, and the legend beside the card when it
// fits there, else under it.
func Anatomy(face []Box, calls []Callout, st AnatomyStyle) Figure {
	legendW := 0.0
	for _, c := range calls {
		legendW = math.Max(legendW, TextWidth(st.Label, c.Label, st.Size))
	}
	legendW += 2*calloutRadius + 2
	margin := calloutOut + calloutRadius
	scale := math.Min(1, st.MaxHeight/st.CardH)
	pitch := st.Size * PtToMM * 1.9
	// The legend stands beside the card when it fits there, in width and
	// in height; else under it.
	beside := 2*margin+st.CardW*scale+legendGap+legendW <= st.Width && float64(len(calls))*pitch <= st.CardH*scale
	if !beside {
		scale = math.Min(scale, (st.Width-2*margin)/st.CardW)
	}
	w, h := st.CardW*scale, st.CardH*scale
	group := 2*margin + w
	if beside {
		group += legendGap + legendW
	}
	const pad = 2.0
	top, bottom := pad, pad // room above and below the card
	rects := make([]Rect, len(calls))
	for i, c := range calls {
		rects[i] = Rect{c.At.X * scale, c.At.Y * scale, c.At.W * scale, c.At.H * scale}
	}
	for i, c := range calls {
		switch side, _ := bestSide(i, rects, Rect{0, 0, w, h}, scale, c.Row); side {
		case above:
			top = margin + pad
		case below:
			bottom = margin + pad
		}
	}
	cardX, cardY := (st.Width-group)/2+margin, top
	var boxes []Box
	boxes = AppendShift(boxes, Scale(face, scale), cardX, cardY)
	boxes = append(boxes, callouts(calls, Rect{cardX, cardY, w, h}, scale, st)...)
	height := cardY + h + bottom
	if beside {
		lx := cardX + w + margin + legendGap
		y0 := cardY + (h-float64(len(calls))*pitch)/2
		for i, c := range calls {
			boxes = append(boxes, legendLine(i+1, c.Label, lx, y0+float64(i)*pitch+pitch/2, st)...)
		}
		return Figure{W: st.Width, H: height, Boxes: boxes}
	}
	cols := max(1, int(st.Width/(legendW+legendGap)))
	rows := (len(calls) + cols - 1) / cols
	left := (st.Width - float64(min(cols, len(calls)))*(legendW+legendGap) + legendGap) / 2
	below := height + 2
	for i, c := range calls {
		x := left + float64(i%cols)*(legendW+legendGap)
		boxes = append(boxes, legendLine(i+1, c.Label, x, below+float64(i/cols)*pitch+pitch/2, st)...)
	}
	return Figure{W: st.Width, H: below + float64(rows)*pitch + pad, Boxes: boxes}
}

// callouts draws the numbered pointers of a card placed at card (scaled by
// scale from its own coordinates). Each points from the side of the card
// where its leader crosses the fewest other parts, then the shortest way
// over the card (from above or below a little dearer: the numbers stand
// in a row there); a part of a row (an icon) from below or above only.
// A leader ends beside its part: at a text's start or end, at the top or
// bottom of its first line. Each number stands level with (or over) what
// it points at, moved only as far as it takes to keep clear of its
// neighbours on the same side.
func callouts(calls []Callout, card Rect, scale float64, st AnatomyStyle) []Box {
	type pointer struct {
		n      int
		target Point
		at     float64 // the number's centre along its side
	}
	rects := make([]Rect, len(calls))
	for i, c := range calls {
		rects[i] = Rect{card.X + c.At.X*scale, card.Y + c.At.Y*scale, c.At.W * scale, c.At.H * scale}
	}
	var sides [4][]*pointer
	for i, c := range calls {
		side, t := bestSide(i, rects, card, scale, c.Row)
		at := t.Y
		if side >= above {
			at = t.X
		}
		sides[side] = append(sides[side], &pointer{n: i + 1, target: t, at: at})
	}
	var boxes []Box
	for side, ps := range sides {
		slices.SortStableFunc(ps, func(a, b *pointer) int { return cmp.Compare(a.at, b.at) })
		lo, hi := card.Y+calloutRadius, card.Y+card.H-calloutRadius
		if side >= above {
			lo, hi = card.X+calloutRadius, card.X+card.W-calloutRadius
		}
		spread(func(i int) *float64 { return &ps[i].at }, len(ps), lo, hi)
		for _, p := range ps {
			var c, from Point // the number's centre, the leader's start
			switch side {
			case left:
				c = Point{card.X - calloutOut, p.at}
				from = Point{c.X + calloutRadius, c.Y}
			case right:
				c = Point{card.X + card.W + calloutOut, p.at}
				from = Point{c.X - calloutRadius, c.Y}
			case below:
				c = Point{p.at, card.Y + card.H + calloutOut}
				from = Point{c.X, c.Y - calloutRadius}
			case above:
				c = Point{p.at, card.Y - calloutOut}
				from = Point{c.X, c.Y + calloutRadius}
			}
			b := p.target
			boxes = append(boxes,
				Line{A: from, B: b, Width: 0.9, Color: st.Background},
				Line{A: from, B: b, Width: 0.3, Color: st.Ink},
				Polygon{Points: ellipse(Rect{b.X - 0.6, b.Y - 0.6, 1.2, 1.2}), Color: st.Ink})
			boxes = append(boxes, calloutNumber(p.n, c.X, c.Y, st)...)
		}
	}
	return boxes
}

// The sides of the card a callout stands on.
const (
	left = iota
	right
	above
	below
)

// bestSide chooses the side callout i points from at its part rects[i]
// (on the card as drawn), and where its leader ends.
func bestSide(i int, rects []Rect, card Rect, scale float64, row bool) (int, Point) {
	r := rects[i]
	y := r.Y + math.Min(r.H/2, 2.5*scale) // text sits at the top of its box
	x := r.X + math.Min(r.W/2, 3*scale)
	if row {
		x = r.X + r.W/2
	}
	anchors := [4]Point{
		left:  {math.Max(r.X-calloutGap, card.X+calloutGap), y},
		right: {math.Min(r.X+r.W+calloutGap, card.X+card.W-calloutGap), y},
		above: {x, math.Max(r.Y-calloutGap, card.Y+calloutGap)},
		below: {x, math.Min(r.Y+r.H+calloutGap, card.Y+card.H-calloutGap)},
	}
	best, bestCost := left, math.Inf(1)
	for side, t := range anchors {
		if row && side < above {
			continue
		}
		// The leader over the card: from its edge to the anchor.
		edge := [4]Point{left: {card.X, t.Y}, right: {card.X + card.W, t.Y}, above: {t.X, card.Y}, below: {t.X, card.Y + card.H}}[side]
		cost := math.Abs(t.X-edge.X) + 1.3*math.Abs(t.Y-edge.Y)
		for j, o := range rects {
			if j != i && crosses(edge, t, o) {
				cost += 30
			}
		}
		if cost < bestCost {
			best, bestCost = side, cost
		}
	}
	return best, anchors[best]
}

// crosses reports whether the axis-parallel segment from a to b passes
// through r.
func crosses(a, b Point, r Rect) bool {
	x0, x1 := math.Min(a.X, b.X), math.Max(a.X, b.X)
	y0, y1 := math.Min(a.Y, b.Y), math.Max(a.Y, b.Y)
	return x0 < r.X+r.W && x1 > r.X && y0 < r.Y+r.H && y1 > r.Y
}

// calloutGap is how far from the part a leader ends, mm: beside it, so
// that the dot covers none of its ink.
const calloutGap = 1.0

// spread moves n positions (sorted, read and written through at) apart by
// calloutSpace at least, keeping them between lo and hi where they fit.
func spread(at func(int) *float64, n int, lo, hi float64) {
	for i := 0; i < n; i++ {
		y := at(i)
		*y = math.Max(*y, lo)
		if i > 0 {
			*y = math.Max(*y, *at(i - 1)+calloutSpace)
		}
	}
	for i := n - 1; i >= 0; i-- {
		y := at(i)
		limit := hi
		if i < n-1 {
			limit = *at(i + 1) - calloutSpace
		}
		*y = math.Min(*y, limit)
	}
}

// calloutNumber is the number n in a dark disc centred at (cx, cy).
func calloutNumber(n int, cx, cy float64, st AnatomyStyle) []Box {
	num := strconv.Itoa(n)
	size := 7.0
	nw := TextWidth(st.Number, num, size)
	return []Box{
		Polygon{Points: ellipse(Rect{cx - calloutRadius, cy - calloutRadius, 2 * calloutRadius, 2 * calloutRadius}), Color: st.Ink},
		Text{X: cx - nw/2, Y: cy + 0.36*size*PtToMM, Style: st.Number, Size: size, Color: White, Text: num},
	}
}

// legendLine is the number n and its label, the disc's left edge at x,
// centred on the height y.
func legendLine(n int, label string, x, y float64, st AnatomyStyle) []Box {
	boxes := calloutNumber(n, x+calloutRadius, y, st)
	return append(boxes, Text{X: x + 2*calloutRadius + 2, Y: y + 0.36*st.Size*PtToMM, Style: st.Label, Size: st.Size, Color: st.Ink, Text: label})
}
