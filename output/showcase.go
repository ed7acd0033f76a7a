package output

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/math/f64"

	"cardpress/catalog"
	"cardpress/layout"
)

// A showcase is a picture of some cards for a store page or a post: laid
// out in a grid, fanned, or held as a hand, each with a soft shadow, at a
// given pixel size. The same cards and options make the same bytes.

// Showcase arrangements.
const (
	ShowGrid = "grid" // upright, in rows
	ShowFan  = "fan"  // spread on a wide arc, a little overlapped
	ShowHand = "hand" // held: a tight arc from a point below, much overlapped
)

// ShowcaseArrangements are the arrangements a showcase takes.
var ShowcaseArrangements = []string{ShowGrid, ShowFan, ShowHand}

// ShowcaseOptions say how a showcase is drawn.
type ShowcaseOptions struct {
	Arrange    string
	W, H       int         // pixels of the picture
	Background color.Color // nil: transparent
	Gray       bool
}

// cardSpot is where a card lands in a showcase, in mm of an abstract
// table: its center, its turn (radians, clockwise) and its size.
type cardSpot struct {
	cx, cy, turn, w, h float64
}

// Showcase draws faces arranged as o says on a picture of o.W × o.H px.
func Showcase(c *catalog.Catalog, faces []catalog.Face, o ShowcaseOptions, imgs *Images) (*image.RGBA, error) {
	if len(faces) == 0 {
		return nil, fmt.Errorf("no cards to show")
	}
	sizes := make([][2]float64, len(faces))
	for i, f := range faces {
		sizes[i][0], sizes[i][1] = c.CardSize(f.Entry)
	}
	var places []cardSpot
	switch o.Arrange {
	case ShowGrid:
		places = gridPlaces(sizes, float64(o.W)/float64(o.H))
	case ShowFan:
		places = arcPlaces(sizes, 2.6, 0.62)
	case ShowHand:
		places = arcPlaces(sizes, 1.45, 0.34)
	default:
		return nil, fmt.Errorf("no arrangement %q: want grid, fan or hand", o.Arrange)
	}
	// Scale the table to the picture, with room for the shadows.
	x0, y0, x1, y1 := bounds(places)
	pad := 0.06 * math.Max(x1-x0, y1-y0)
	x0, y0, x1, y1 = x0-pad, y0-pad, x1+pad, y1+pad
	s := math.Min(float64(o.W)/(x1-x0), float64(o.H)/(y1-y0)) // px per mm
	ox := (float64(o.W) - s*(x1-x0)) / 2
	oy := (float64(o.H) - s*(y1-y0)) / 2
	pic := image.NewRGBA(image.Rect(0, 0, o.W, o.H))
	if o.Background != nil {
		draw.Draw(pic, pic.Bounds(), image.NewUniform(o.Background), image.Point{}, draw.Src)
	}
	at := imgs.At(s * layout.Inch)
	for i, p := range places {
		card, err := renderFace(c, faces[i], CardImages{Gray: o.Gray}, at)
		if err != nil {
			return nil, err
		}
		roundCorners(card, 0.045*math.Min(p.w, p.h)*s)
		p.cx, p.cy = ox+(p.cx-x0)*s, oy+(p.cy-y0)*s
		drawWithShadow(pic, card, p, s)
		releaseRGBA(card)
	}
	return pic, nil
}

// gridPlaces sets the cards upright in rows, as many columns as make them
// largest on a picture of the aspect given, a tenth of a card apart.
func gridPlaces(sizes [][2]float64, aspect float64) []cardSpot {
	cw, ch := 0.0, 0.0
	for _, s := range sizes {
		cw, ch = math.Max(cw, s[0]), math.Max(ch, s[1])
	}
	gap := 0.1 * math.Min(cw, ch)
	n := len(sizes)
	best, cols := 0.0, 1
	for k := 1; k <= n; k++ {
		rows := (n + k - 1) / k
		w, h := float64(k)*(cw+gap), float64(rows)*(ch+gap)
		if scale := math.Min(aspect/w, 1/h); scale > best+1e-12 {
			best, cols = scale, k
		}
	}
	places := make([]cardSpot, n)
	rows := (n + cols - 1) / cols
	for i, s := range sizes {
		row, col := i/cols, i%cols
		inRow := min(cols, n-row*cols) // the last row is centred
		x := (float64(col) - float64(inRow-1)/2) * (cw + gap)
		y := (float64(row) - float64(rows-1)/2) * (ch + gap)
		places[i] = cardSpot{cx: x, cy: y, w: s[0], h: s[1]}
	}
	return places
}

// arcPlaces fans the cards on an arc around a point radius card heights
// below their centres, neighbours apart by spacing card widths, at most
// 70° from the first to the last.
func arcPlaces(sizes [][2]float64, radius, spacing float64) []cardSpot {
	cw, ch := 0.0, 0.0
	for _, s := range sizes {
		cw, ch = math.Max(cw, s[0]), math.Max(ch, s[1])
	}
	r := radius * ch
	n := len(sizes)
	step := spacing * cw / r
	if n > 1 {
		step = math.Min(step, 70*math.Pi/180/float64(n-1))
	}
	places := make([]cardSpot, n)
	for i, s := range sizes {
		a := (float64(i) - float64(n-1)/2) * step
		places[i] = cardSpot{cx: r * math.Sin(a), cy: r - r*math.Cos(a), turn: a, w: s[0], h: s[1]}
	}
	return places
}

// bounds is the rectangle the turned cards cover.
func bounds(places []cardSpot) (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range places {
		cos, sin := math.Abs(math.Cos(p.turn)), math.Abs(math.Sin(p.turn))
		hw, hh := (p.w*cos+p.h*sin)/2, (p.w*sin+p.h*cos)/2
		x0, y0 = math.Min(x0, p.cx-hw), math.Min(y0, p.cy-hh)
		x1, y1 = math.Max(x1, p.cx+hw), math.Max(y1, p.cy+hh)
	}
	return
}

// roundCorners makes the corners of a card picture transparent outside
// circles of radius r px, as a cut card's corners are rounded, with an
// edge a pixel soft.
func roundCorners(img *image.RGBA, r float64) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	n := int(math.Ceil(r))
	for y := 0; y < min(n, h); y++ {
		for x := 0; x < min(n, w); x++ {
			dx, dy := r-(float64(x)+0.5), r-(float64(y)+0.5)
			cover := math.Max(0, math.Min(1, r-math.Hypot(dx, dy)+0.5))
			if dx <= 0 || dy <= 0 || cover >= 1 {
				continue
			}
			for _, p := range [][2]int{{x, y}, {w - 1 - x, y}, {x, h - 1 - y}, {w - 1 - x, h - 1 - y}} {
				i := img.PixOffset(b.Min.X+p[0], b.Min.Y+p[1])
				for k := range 4 {
					img.Pix[i+k] = uint8(math.Round(float64(img.Pix[i+k]) * cover))
				}
			}
		}
	}
}

// drawWithShadow turns the card picture into place p (centre in pixels of
// pic) and draws it over a soft shadow cast down and to the right; s is
// the picture's pixels per mm, which sizes the shadow.
func drawWithShadow(pic *image.RGBA, card *image.RGBA, p cardSpot, s float64) {
	cw, ch := float64(card.Bounds().Dx()), float64(card.Bounds().Dy())
	cos, sin := math.Cos(p.turn), math.Sin(p.turn)
	blur := 0.035 * math.Min(p.w, p.h) * s
	hw, hh := (cw*math.Abs(cos)+ch*math.Abs(sin))/2, (cw*math.Abs(sin)+ch*math.Abs(cos))/2
	margin := math.Ceil(3 * blur)
	// The turned card on a layer of its own: its bounding box and margin.
	lx, ly := math.Floor(p.cx-hw-margin), math.Floor(p.cy-hh-margin)
	layer := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(p.cx+hw+margin-lx)), int(math.Ceil(p.cy+hh+margin-ly))))
	cx, cy := p.cx-lx, p.cy-ly
	m := f64.Aff3{cos, -sin, cx - cos*cw/2 + sin*ch/2, sin, cos, cy - sin*cw/2 - cos*ch/2}
	xdraw.BiLinear.Transform(layer, m, card, card.Bounds(), xdraw.Over, nil)
	shadow := shadowOf(layer, blur, 0.45)
	off := image.Pt(int(lx+math.Round(0.012*p.h*s)), int(ly+math.Round(0.025*p.h*s)))
	draw.DrawMask(pic, shadow.Bounds().Add(off), image.NewUniform(color.RGBA{0x10, 0x10, 0x18, 0xFF}), image.Point{}, shadow, image.Point{}, draw.Over)
	draw.Draw(pic, layer.Bounds().Add(image.Pt(int(lx), int(ly))), layer, image.Point{}, draw.Over)
}

// shadowOf is the alpha of img blurred by about sigma pixels (three box
// blurs, which approach a Gaussian in time independent of the radius)
// at opacity k.
func shadowOf(img *image.RGBA, sigma, k float64) *image.Alpha {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	a := make([]float64, w*h)
	for i := range a {
		a[i] = float64(img.Pix[4*i+3])
	}
	// Three boxes of width 2r+1 have the variance of a Gaussian of sigma.
	r := max(1, int(math.Round((math.Sqrt(4*sigma*sigma+1)-1)/2)))
	tmp := make([]float64, max(w, h))
	for range 3 {
		for y := range h {
			boxBlur(a[y*w:(y+1)*w], 1, w, r, tmp)
		}
		for x := range w {
			boxBlur(a[x:], w, h, r, tmp)
		}
	}
	out := image.NewAlpha(image.Rect(0, 0, w, h))
	for i, v := range a {
		out.Pix[i] = uint8(math.Round(math.Min(255, v*k)))
	}
	return out
}

// boxBlur averages the n values of line (every stride-th) over windows of
// 2r+1, the ends padded with zeros; tmp holds n values.
func boxBlur(line []float64, stride, n, r int, tmp []float64) {
	sum := 0.0
	for i := 0; i <= min(r, n-1); i++ {
		sum += line[i*stride]
	}
	win := float64(2*r + 1)
	for i := range n {
		tmp[i] = sum / win
		if j := i + r + 1; j < n {
			sum += line[j*stride]
		}
		if j := i - r; j >= 0 {
			sum -= line[j*stride]
		}
	}
	for i := range n {
		line[i*stride] = tmp[i]
	}
}
