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
	for i := range l.Elements {
		e := &l.Elements[i]
		if !x.visible(e) {
			continue
		}
		r := x.rect(e)
		switch e.Type {
		case catalog.ElemText:
			fields := []string{e.Field}
			if e.Field == "" {
				fields = catalog.TemplateFields(e.Text)
			}
			for _, fd := range fields {
				if v, ok := x.value(fd); ok && v != "" {
					add(fd, r)
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
	beside := 2*margin+st.CardW*scale+legendGap+legendW <= st.Width
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
	for _, c := range calls {
		switch {
		case c.Row && c.At.Y+c.At.H/2 > st.CardH/2:
			bottom = margin + pad
		case c.Row:
			top = margin + pad
		}
	}
	cardX, cardY := (st.Width-group)/2+margin, top
	var boxes []Box
	boxes = append(boxes, Shift(Scale(face, scale), cardX, cardY)...)
	boxes = append(boxes, callouts(calls, Rect{cardX, cardY, w, h}, scale, st)...)
	height := cardY + h + bottom
	pitch := st.Size * PtToMM * 1.9
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
// scale from its own coordinates). A part that starts in the card's right
// half is pointed at from the right, others from the left, where text
// starts; a part of a row (an icon) from below the card, or above it when
// it is in the upper half. Each number stands level with (or under) what it
// points at, moved only as far as it takes to keep clear of its
// neighbours on the same side.
func callouts(calls []Callout, card Rect, scale float64, st AnatomyStyle) []Box {
	type pointer struct {
		n      int
		target Point
		at     float64 // the number's centre along its side
	}
	const left, right, below, above = 0, 1, 2, 3
	var sides [4][]*pointer
	for i, c := range calls {
		r := Rect{card.X + c.At.X*scale, card.Y + c.At.Y*scale, c.At.W * scale, c.At.H * scale}
		// Text sits at the top of its box: point at its first line.
		y := r.Y + math.Min(r.H/2, 2.5*scale)
		side, t := left, Point{math.Max(r.X-calloutGap, card.X+calloutGap), y}
		switch {
		case c.Row && r.Y+r.H/2 > card.Y+card.H/2:
			side, t = below, Point{r.X + r.W/2, r.Y + r.H + calloutGap}
		case c.Row:
			side, t = above, Point{r.X + r.W/2, r.Y - calloutGap}
		case r.X > card.X+card.W/2:
			side, t = right, Point{math.Min(r.X+r.W+calloutGap, card.X+card.W-calloutGap), y}
		}
		at := t.Y
		if side >= below {
			at = t.X
		}
		sides[side] = append(sides[side], &pointer{n: i + 1, target: t, at: at})
	}
	var boxes []Box
	for side, ps := range sides {
		slices.SortStableFunc(ps, func(a, b *pointer) int { return cmp.Compare(a.at, b.at) })
		lo, hi := card.Y+calloutRadius, card.Y+card.H-calloutRadius
		if side >= below {
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
