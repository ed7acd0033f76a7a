package layout

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/fonts"
)

// FaceOptions tune how card faces are drawn.
type FaceOptions struct {
	Bleed float64 // mm of background beyond the cut line
	Gray  bool    // gray palette, for the black-and-white manual
}

// Neutral is the frame of colorless cards.
var Neutral = Color{0x7D, 0x7A, 0x75}

// faceGeometry holds the regions of a card face; everything scales with the
// card's smaller side (u = 1 mm on a 29 × 17 mm card).
type faceGeometry struct {
	w, h, u float64
	inner   Rect // white panel inside the color frame
	art     Rect // art, big number or placeholder
}

func geometry(w, h float64) faceGeometry {
	u := math.Min(w, h) / 17
	inner := Rect{0, 0, w, h}.Inset(1.1 * u)
	art := Rect{inner.X + 0.6*u, inner.Y + 3.5*u, inner.W - 1.2*u, inner.H - 3.5*u - 3.3*u}
	return faceGeometry{w: w, h: h, u: u, inner: inner, art: art}
}

// CardFace lays out one face in card coordinates: (0, 0) is the top-left
// corner of the cut rectangle. Text that does not fit shrinks to a minimum
// size; below that it is an error naming the card.
func CardFace(c *catalog.Catalog, f catalog.Face, o FaceOptions) ([]Box, error) {
	if math.Min(c.Game.CardWidth, c.Game.CardHeight) >= largeCard {
		pal := palette(o.Gray)
		return largeFace(c, f, faceColors(c, f, pal), o, pal)
	}
	g := geometry(c.Game.CardWidth, c.Game.CardHeight)
	if len(f.Entry.Icons) == 0 && !showsSet(c, f.Entry) {
		g.art.H = g.inner.Y + g.inner.H - 0.6*g.u - g.art.Y
	}
	pal := palette(o.Gray)
	colors := faceColors(c, f, pal)
	boxes := frame(g, colors, o.Bleed, pal)
	boxes = append(boxes, Fill{g.inner, White})
	head, err := header(g, f.Entry, c.Game.Language, pal)
	if err != nil {
		return nil, fmt.Errorf("card %s: %w", f.ID, err)
	}
	boxes = append(boxes, head...)
	boxes = append(boxes, artArea(c, g, f, colors, o, pal)...)
	boxes = append(boxes, footer(c, g, f.Entry, pal)...)
	return boxes, nil
}

func faceColors(c *catalog.Catalog, f catalog.Face, pal func(Color) Color) []Color {
	colors := make([]Color, len(f.Variant.Colors))
	for i, id := range f.Variant.Colors {
		colors[i] = pal(RGB(c.Color(id).RGB))
	}
	return colors
}

func palette(gray bool) func(Color) Color {
	if gray {
		return Color.Gray
	}
	return func(c Color) Color { return c }
}

// frame paints the card's colors from edge to edge (and into the bleed): one
// color, diagonal bands for several, a neutral frame for colorless cards.
func frame(g faceGeometry, colors []Color, bleed float64, pal func(Color) Color) []Box {
	full := Rect{-bleed, -bleed, g.w + 2*bleed, g.h + 2*bleed}
	switch len(colors) {
	case 0:
		return []Box{Fill{full, pal(Neutral)}, Fill{g.inner.Inset(-0.35 * g.u), pal(Neutral.Mix(White, 0.55))}}
	case 1:
		return []Box{Fill{full, colors[0]}}
	}
	return bands(full, colors, g.h*0.25)
}

// bands paints several colors as slanted bands across r.
func bands(r Rect, colors []Color, slant float64) []Box {
	width := r.W / float64(len(colors))
	var boxes []Box
	for i, col := range colors {
		x0, x1 := r.X+float64(i)*width, r.X+float64(i+1)*width
		if i == 0 {
			x0 -= 2 * slant
		}
		if i == len(colors)-1 {
			x1 += 2 * slant
		}
		top, bottom := r.Y, r.Y+r.H
		band := []Point{{x0 + slant, top}, {x1 + slant, top}, {x1 - slant, bottom}, {x0 - slant, bottom}}
		boxes = append(boxes, Polygon{Points: clipX(band, r.X, r.X+r.W), Color: col})
	}
	return boxes
}

// clipX cuts a convex polygon to the vertical strip lo ≤ x ≤ hi.
func clipX(pts []Point, lo, hi float64) []Point {
	return clipSide(clipSide(pts, lo, 1), hi, -1)
}

// clipSide keeps the part of a polygon where dir·(x − at) ≥ 0
// (one step of Sutherland–Hodgman).
func clipSide(pts []Point, at, dir float64) []Point {
	var out []Point
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		pin, qin := dir*(p.X-at) >= 0, dir*(q.X-at) >= 0
		if pin {
			out = append(out, p)
		}
		if pin != qin {
			t := (at - p.X) / (q.X - p.X)
			out = append(out, Point{at, p.Y + t*(q.Y-p.Y)})
		}
	}
	return out
}

// pointsLabel is what the top-right corner shows: the points, or hand/table
// points for tableau cards. Number cards show their number instead.
func pointsLabel(e *catalog.Entry) string {
	switch {
	case e.HasNumber && e.Kind == "number":
		return ""
	case e.IsTableau():
		return fmt.Sprintf("%d/%d", e.Points, e.TableauPoints)
	}
	return strconv.Itoa(e.Points)
}

func header(g faceGeometry, e *catalog.Entry, lang string, pal func(Color) Color) ([]Box, error) {
	head := fonts.HeadStyle(lang)
	u := g.u
	baseline := g.inner.Y + 2.75*u
	right := g.inner.X + g.inner.W - 0.7*u
	var boxes []Box
	nameRoom := g.inner.W - 1.4*u
	if pts := pointsLabel(e); pts != "" && e.HasPoints {
		size := 5.5 * u
		w := TextWidth(fonts.Sans, pts, size)
		boxes = append(boxes, Text{X: right - w, Y: baseline, Style: fonts.Sans, Size: size, Color: pal(Ink), Text: pts})
		nameRoom -= w + 1*u
	}
	size, err := fit(head, e.Name, nameRoom, 6.5*u, 3.6*u)
	if err != nil {
		return nil, fmt.Errorf("name %q %w", e.Name, err)
	}
	boxes = append(boxes, Text{X: g.inner.X + 0.7*u, Y: baseline, Style: head, Size: size, Color: pal(Ink), Text: e.Name})
	return boxes, nil
}

// fit returns the largest size from max down to min, in quarter points, at
// which text fits width mm.
func fit(s fonts.Style, text string, width, max, min float64) (float64, error) {
	em := TextWidth(s, text, 1)
	if em == 0 {
		return max, nil
	}
	size := math.Floor(math.Min(max, width/em)*4) / 4
	if size < min {
		return 0, fmt.Errorf("needs %.1f mm at the minimum size %.1f pt, but only %.1f mm are free; shorten it or enlarge [game] card_size", em*min, min, width)
	}
	return size, nil
}

func artArea(c *catalog.Catalog, g faceGeometry, f catalog.Face, colors []Color, o FaceOptions, pal func(Color) Color) []Box {
	e := f.Entry
	if e.Art != "" && !e.ArtMissing {
		return []Box{Image{Rect: g.art, Path: e.Art, Gray: o.Gray}}
	}
	base := pal(Neutral)
	if len(colors) == 1 {
		base = colors[0]
	}
	var boxes []Box
	if len(colors) > 1 {
		tints := make([]Color, len(colors))
		for i, col := range colors {
			tints[i] = col.Mix(White, 0.82)
		}
		boxes = bands(g.art, tints, g.art.H*0.25)
	} else {
		boxes = []Box{Fill{g.art, base.Mix(White, 0.82)}}
	}
	if e.HasNumber && e.Kind == "number" {
		return append(boxes, bigNumber(g, e.Name+Symbols(c, f.Variant), colors, pal)...)
	}
	return append(boxes, placeholder(g, c.Game.Title, fonts.HeadStyle(c.Game.Language), base, pal)...)
}

// Symbols are the color symbols of a variant (a playing card's suit).
func Symbols(c *catalog.Catalog, v catalog.Variant) string {
	var b strings.Builder
	for _, id := range v.Colors {
		b.WriteString(c.Color(id).Symbol)
	}
	return b.String()
}

// bigNumber centres the number in the art box, in the card's color
// (darkened where a light color would not read on white).
func bigNumber(g faceGeometry, text string, colors []Color, pal func(Color) Color) []Box {
	col := pal(Ink)
	if len(colors) == 1 {
		col = colors[0]
		if col.Luminance() > 0.55 {
			col = col.Mix(Black, 0.25)
		}
	}
	size := g.art.H * 0.95 / PtToMM // digits are about 0.72 em tall
	if w := TextWidth(fonts.SansBold, text, size); w > g.art.W*0.9 {
		size *= g.art.W * 0.9 / w
	}
	w := TextWidth(fonts.SansBold, text, size)
	baseline := g.art.Y + g.art.H/2 + 0.36*size*PtToMM
	return []Box{Text{X: g.art.X + (g.art.W-w)/2, Y: baseline, Style: fonts.SansBold, Size: size, Color: col, Text: text}}
}

// placeholder is the "Now Printing" face of a card without art: the game's
// title over a light hatch in the card's color.
func placeholder(g faceGeometry, title string, style fonts.Style, base Color, pal func(Color) Color) []Box {
	var boxes []Box
	hatch := base.Mix(White, 0.65)
	step := 1.6 * g.u
	a := g.art
	for x := a.X - a.H; x < a.X+a.W; x += step {
		// A 45° line clipped to the art box.
		x0, y0 := x, a.Y+a.H
		x1, y1 := x+a.H, a.Y
		if x0 < a.X {
			y0 -= a.X - x0
			x0 = a.X
		}
		if x1 > a.X+a.W {
			y1 += x1 - (a.X + a.W)
			x1 = a.X + a.W
		}
		if x1 > x0 {
			boxes = append(boxes, Line{A: Point{x0, y0}, B: Point{x1, y1}, Width: 0.12 * g.u, Color: hatch})
		}
	}
	size, err := fit(style, title, a.W*0.86, 7*g.u, 1)
	if err != nil {
		return boxes
	}
	w := TextWidth(style, title, size)
	baseline := a.Y + a.H/2 + 0.36*size*PtToMM
	ink := base.Mix(Ink, 0.35)
	if ink.Luminance() > 0.55 { // a light card color would leave the title faint
		ink = pal(Ink.Mix(White, 0.4))
	}
	return append(boxes, Text{X: a.X + (a.W-w)/2, Y: baseline, Style: style, Size: size, Color: ink, Text: title})
}

// footer shows the card's icons and, for cards beyond the first set, the
// set's name so that sorted decks can be split again.
func footer(c *catalog.Catalog, g faceGeometry, e *catalog.Entry, pal func(Color) Color) []Box {
	u := g.u
	var boxes []Box
	size := 2.3 * u
	y := g.art.Y + g.art.H + 0.5*u
	boxes = append(boxes, iconRow(c, e, g.inner.X+0.7*u, y, size, 0.6*u, pal)...)
	if showsSet(c, e) {
		label := c.Set(e.Set).Name
		fs := 4.2 * u
		style := fonts.TextStyle(c.Game.Language)
		w := TextWidth(style, label, fs)
		boxes = append(boxes, Text{X: g.inner.X + g.inner.W - 0.7*u - w, Y: y + size*0.85, Style: style, Size: fs, Color: pal(Ink.Mix(White, 0.4)), Text: label})
	}
	return boxes
}

// iconRow draws a card's icons left to right from (x, y), side mm each.
func iconRow(c *catalog.Catalog, e *catalog.Entry, x, y, side, gap float64, pal func(Color) Color) []Box {
	var boxes []Box
	for _, id := range e.Icons {
		ic := c.Icon(id)
		if ic.Image != "" {
			boxes = append(boxes, Image{Rect: Rect{x, y, side, side}, Path: ic.Image, Gray: true})
		} else {
			boxes = append(boxes, IconShape(ic.Shape, x, y, side, pal(Ink)))
		}
		x += side + gap
	}
	return boxes
}

// showsSet reports whether a card carries its set's name: cards beyond the
// first set do, so that mixed decks can be sorted again.
func showsSet(c *catalog.Catalog, e *catalog.Entry) bool {
	return len(c.Sets) > 1 && e.Set != c.Sets[0].ID
}

// CardBack lays out the back shared by every card: the catalog's back art,
// or the back color with the title.
func CardBack(c *catalog.Catalog, o FaceOptions) []Box {
	g := geometry(c.Game.CardWidth, c.Game.CardHeight)
	pal := palette(o.Gray)
	full := Rect{-o.Bleed, -o.Bleed, g.w + 2*o.Bleed, g.h + 2*o.Bleed}
	if c.Back.Art != "" && !c.Back.ArtMissing {
		return []Box{Image{Rect: full, Path: c.Back.Art, Gray: o.Gray}}
	}
	bg := pal(RGB(c.Back.Color))
	fg := White
	if bg.Luminance() > 0.6 {
		fg = Ink
	}
	boxes := []Box{Fill{full, bg}}
	in := Rect{0, 0, g.w, g.h}.Inset(1.2 * g.u)
	lw := 0.25 * g.u
	boxes = append(boxes,
		Line{Point{in.X, in.Y}, Point{in.X + in.W, in.Y}, lw, fg},
		Line{Point{in.X + in.W, in.Y}, Point{in.X + in.W, in.Y + in.H}, lw, fg},
		Line{Point{in.X + in.W, in.Y + in.H}, Point{in.X, in.Y + in.H}, lw, fg},
		Line{Point{in.X, in.Y + in.H}, Point{in.X, in.Y}, lw, fg})
	text := c.Back.Text
	if text == "" {
		text = c.Game.Title
	}
	head := fonts.HeadStyle(c.Game.Language)
	size, err := fit(head, text, in.W-2*g.u, 9*g.u, 1)
	if err == nil {
		w := TextWidth(head, text, size)
		boxes = append(boxes, Text{X: (g.w - w) / 2, Y: g.h/2 + 0.36*size*PtToMM, Style: head, Size: size, Color: fg, Text: text})
	}
	return boxes
}

// CardChip is a card as a small colored label, for rule examples: the name
// on the card's color (bands for several colors, neutral gray without),
// h mm tall and as wide as the name needs.
func CardChip(c *catalog.Catalog, f catalog.Face, h float64, gray bool) Figure {
	pal := palette(gray)
	colors := faceColors(c, f, pal)
	name := f.Entry.Name + Symbols(c, f.Variant)
	// In gray, red and green look alike: the chip names its color.
	if gray && len(f.Variant.Colors) > 0 && len(f.Variant.Colors) < len(c.Colors) && Symbols(c, f.Variant) == "" {
		names := make([]string, len(f.Variant.Colors))
		for i, id := range f.Variant.Colors {
			names[i] = c.Color(id).Name
		}
		name = strings.Join(names, "/") + " " + name
	}
	style := fonts.HeadStyle(c.Game.Language)
	size := h * 0.62 / PtToMM
	w := TextWidth(style, name, size) + h*0.7
	r := Rect{0, 0, w, h}
	var boxes []Box
	switch len(colors) {
	case 0:
		boxes = []Box{Fill{r, pal(Neutral)}, Fill{r.Inset(h * 0.08), White}}
	case 1:
		boxes = []Box{Fill{r, colors[0]}}
	default:
		boxes = bands(r, colors, h*0.3)
	}
	ink := White
	if len(colors) == 0 || len(colors) == 1 && colors[0].Luminance() > 0.6 || len(colors) > 1 {
		ink = pal(Ink)
		if len(colors) > 1 {
			boxes = append(boxes, Fill{Rect{h * 0.2, h * 0.15, w - h*0.4, h * 0.7}, White})
		}
	}
	boxes = append(boxes, Text{X: h * 0.35, Y: h/2 + 0.36*size*PtToMM, Style: style, Size: size, Color: ink, Text: name})
	return Figure{W: w, H: h, Boxes: boxes}
}
