// Package layout is cardpress's geometry and typesetting: card faces, sheet
// imposition, line breaking and the page flow of documents (the manual). It
// is pure: it measures text with the fonts package and returns positioned
// boxes in millimetres, which the output package draws into PDF or PNG.
package layout

import (
	"math"
	"slices"

	"cardpress/fonts"
)

// Color is a print color.
type Color struct{ R, G, B uint8 }

// Common colors.
var (
	White = Color{255, 255, 255}
	Black = Color{0, 0, 0}
	Ink   = Color{0x22, 0x22, 0x22}
)

// RGB makes a Color from the catalog's [3]uint8.
func RGB(c [3]uint8) Color { return Color{c[0], c[1], c[2]} }

// Luminance is the perceived lightness, 0 (black) to 1 (white).
func (c Color) Luminance() float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}

// Mix blends c toward o; t = 0 is c, t = 1 is o.
func (c Color) Mix(o Color, t float64) Color {
	m := func(a, b uint8) uint8 { return uint8(math.Round(float64(a) + (float64(b)-float64(a))*t)) }
	return Color{m(c.R, o.R), m(c.G, o.G), m(c.B, o.B)}
}

// Point is a position in mm.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned rectangle in mm; Y grows downward.
type Rect struct{ X, Y, W, H float64 }

// Inset shrinks r by d on every side (grows it for negative d).
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Box is one positioned drawing primitive.
type Box interface {
	// Shift returns the box moved by (dx, dy).
	Shift(dx, dy float64) Box
}

// Fill is a filled rectangle.
type Fill struct {
	Rect
	Color Color
}

// Dots is a row of N filled squares, the first at Rect and each Step mm
// right of the one before: the leader of a contents line. One box for the
// row, where a Fill a dot took 64 bytes each (the contents of a manual of
// 5,500 pages held 660 MB of them).
type Dots struct {
	Rect
	Step  float64
	N     int
	Color Color
}

// Each calls visit with each square as a Fill, in order, at the positions
// adding Step to X N times gives.
func (b Dots) Each(visit func(Fill)) {
	x := b.X
	for range b.N {
		visit(Fill{Rect{x, b.Y, b.W, b.H}, b.Color})
		x += b.Step
	}
}

// Polygon is a filled polygon.
type Polygon struct {
	Points []Point
	Color  Color
}

// Line is a stroked line segment.
type Line struct {
	A, B  Point
	Width float64 // mm
	Color Color
}

// Text is one line of text; (X, Y) is the left end of its baseline.
type Text struct {
	X, Y  float64
	Size  float64 // points
	Style fonts.Style
	Color Color // beside Style: the two fill one word (48 bytes in all)
	Text  string
}

// Image is a picture from the game folder fitted to its rectangle: Fit
// "cover" (the default: cropped, Anchor kept in view), "contain" (whole,
// placed at Anchor) or "stretch".
type Image struct {
	Rect
	Path   string
	Gray   bool
	Fit    string
	Anchor Point // 0–1 in each direction; zero value = top-left
}

func (b Fill) Shift(dx, dy float64) Box { b.X += dx; b.Y += dy; return b }
func (b Dots) Shift(dx, dy float64) Box { b.X += dx; b.Y += dy; return b }
func (b Line) Shift(dx, dy float64) Box {
	b.A = Point{b.A.X + dx, b.A.Y + dy}
	b.B = Point{b.B.X + dx, b.B.Y + dy}
	return b
}
func (b Text) Shift(dx, dy float64) Box  { b.X += dx; b.Y += dy; return b }
func (b Image) Shift(dx, dy float64) Box { b.X += dx; b.Y += dy; return b }
func (b Polygon) Shift(dx, dy float64) Box {
	pts := make([]Point, len(b.Points))
	for i, p := range b.Points {
		pts[i] = Point{p.X + dx, p.Y + dy}
	}
	b.Points = pts
	return b
}

// Shift moves every box by (dx, dy).
func Shift(boxes []Box, dx, dy float64) []Box {
	return AppendShift(make([]Box, 0, len(boxes)), boxes, dx, dy)
}

// AppendShift appends to out every box moved by (dx, dy): a figure put on
// a page, a pile in a scene, without a slice of moved boxes made to be
// copied and dropped (a twentieth of the bytes a manual's build made).
func AppendShift(out, boxes []Box, dx, dy float64) []Box {
	out = slices.Grow(out, len(boxes))
	for _, b := range boxes {
		out = append(out, b.Shift(dx, dy))
	}
	return out
}

// shiftedBy is b moved by each of moves in turn, each coordinate added to
// as b.Shift would add to it move by move, but the box made once.
func shiftedBy(b Box, moves []Point) Box {
	switch b := b.(type) {
	case Text:
		for _, m := range moves {
			b.X += m.X
			b.Y += m.Y
		}
		return b
	case Fill:
		for _, m := range moves {
			b.X += m.X
			b.Y += m.Y
		}
		return b
	case Line:
		for _, m := range moves {
			b.A = Point{b.A.X + m.X, b.A.Y + m.Y}
			b.B = Point{b.B.X + m.X, b.B.Y + m.Y}
		}
		return b
	case Polygon:
		pts := make([]Point, len(b.Points))
		for i, p := range b.Points {
			for _, m := range moves {
				p = Point{p.X + m.X, p.Y + m.Y}
			}
			pts[i] = p
		}
		b.Points = pts
		return b
	}
	for _, m := range moves {
		b = b.Shift(m.X, m.Y)
	}
	return b
}

// PtToMM converts typographic points to millimetres.
const PtToMM = 25.4 / 72

// TextWidth is the width in mm of text in style s at size points.
func TextWidth(s fonts.Style, text string, size float64) float64 {
	return fonts.Width(s, text, size) * PtToMM
}

// Scale enlarges (s > 1) or reduces boxes about the origin.
func Scale(boxes []Box, s float64) []Box {
	out := make([]Box, len(boxes))
	sp := func(p Point) Point { return Point{p.X * s, p.Y * s} }
	sr := func(r Rect) Rect { return Rect{r.X * s, r.Y * s, r.W * s, r.H * s} }
	for i, b := range boxes {
		switch b := b.(type) {
		case Fill:
			b.Rect = sr(b.Rect)
			out[i] = b
		case Dots:
			b.Rect, b.Step = sr(b.Rect), b.Step*s
			out[i] = b
		case Image:
			b.Rect = sr(b.Rect)
			out[i] = b
		case Line:
			b.A, b.B, b.Width = sp(b.A), sp(b.B), b.Width*s
			out[i] = b
		case Text:
			b.X, b.Y, b.Size = b.X*s, b.Y*s, b.Size*s
			out[i] = b
		case Polygon:
			pts := make([]Point, len(b.Points))
			for j, p := range b.Points {
				pts[j] = sp(p)
			}
			b.Points = pts
			out[i] = b
		case Rotated:
			b.Rect = sr(b.Rect)
			b.Boxes = Scale(b.Boxes, s)
			out[i] = b
		default:
			out[i] = b
		}
	}
	return out
}
