// Package svgart reads SVG art and icons of a game folder: their size,
// their pixels at any resolution (for card PNGs and where a PDF cannot
// take vectors) and their shapes as filled outlines, which a PDF draws as
// vectors.
//
// Parsing and rasterizing are fyne-io/oksvg (the maintained fork of srwiley/oksvg) and srwiley/rasterx, a pure-Go
// renderer of the SVG subset icons and flat art use (paths, basic shapes,
// groups, transforms, strokes, dashes, gradients, opacity). The vector
// shapes come from the same renderer: its scanner is handed a recorder
// instead of pixels, so a PDF draws exactly the outlines the PNG fills,
// curves flattened finer than a printer's dot and strokes already turned
// into outlines.
package svgart

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"image/color"
	"maps"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
	"golang.org/x/image/math/fixed"
)

// Drawing is a parsed SVG file.
type Drawing struct {
	mu   sync.Mutex // the renderer keeps the placement in the icon
	icon *oksvg.SvgIcon
	// W and H are the size of the drawing's viewBox (or of its width and
	// height), in its own units.
	W, H float64

	flat     bool
	flatOnce sync.Once
}

// Flat says that every shape is filled with one opaque color: no
// gradient, no transparency, so that a PDF can draw it as vectors.
func (d *Drawing) Flat() bool {
	d.flatOnce.Do(func() {
		d.flat = true
		d.record(Transform{SX: 1, SY: 1}, func(s Shape) {
			if s.Color == nil || s.Color.A != 255 {
				d.flat = false
			}
		})
	})
	return d.flat
}

// Sniff reports whether the start of a file is an SVG document: XML whose
// first element is svg (after a declaration, comments or a doctype).
func Sniff(head []byte) bool {
	s := string(bytes.TrimPrefix(head, []byte("\ufeff")))
	for {
		s = strings.TrimLeft(s, " \t\r\n")
		switch {
		case strings.HasPrefix(s, "<svg"):
			return true
		case strings.HasPrefix(s, "<?"), strings.HasPrefix(s, "<!--"), strings.HasPrefix(s, "<!"):
			end := map[bool]string{true: "-->", false: ">"}[strings.HasPrefix(s, "<!--")]
			i := strings.Index(s, end)
			if i < 0 {
				return false
			}
			s = s[i+len(end):]
		default:
			return false
		}
	}
}

// Read parses an SVG file. An element that would draw something the
// renderer does not draw (text, an embedded picture, a clip, a mask, a
// filter, a style sheet) is an error naming it, never a picture drawn
// with a part missing; elements that draw nothing (metadata, an editor's
// own) are left alone.
func Read(data []byte) (*Drawing, error) {
	if err := notDrawn(data); err != nil {
		return nil, err
	}
	icon, err := oksvg.ReadIconStream(bytes.NewReader(oneScale().ReplaceAll(data, []byte("scale($1 $1)"))), oksvg.IgnoreErrorMode)
	if err != nil {
		return nil, fmt.Errorf("SVG: %v", err)
	}
	w, h := icon.ViewBox.W, icon.ViewBox.H
	if !(w > 0 && h > 0) || math.IsInf(w, 0) || math.IsInf(h, 0) {
		return nil, errors.New("SVG: the drawing has no size; give the svg element a viewBox (or width and height)")
	}
	return &Drawing{icon: icon, W: w, H: h}, nil
}

// oneScale finds scale(s) with one factor, which SVG reads as scale(s s)
// but the renderer as scale(s 0), flattening the element to a line.
var oneScale = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`scale\(\s*([-+.0-9eE]+)\s*\)`) })

// unsupported are the SVG elements that draw what the renderer cannot.
var unsupported = []string{"text", "tspan", "textPath", "image", "foreignObject", "clipPath", "mask", "filter", "pattern", "marker", "style", "switch"}

// notDrawn refuses the first SVG element of data that the renderer would
// leave out although it draws something, and <use> references that go
// round in a circle or nest deeper than maxUseDepth: the renderer follows
// them by recursion, and a circle overflows its stack, a fatal error no
// recover catches. It is nil when there is none (or the XML does not
// read, which the renderer then reports).
func notDrawn(data []byte) error {
	dec := xml.NewDecoder(bytes.NewReader(data))
	uses := map[string][]string{} // an id → the ids its element's <use>s draw
	var open []string             // the ids of the elements open, "" for none
	for {
		tok, err := dec.Token()
		if err != nil {
			return useDepth(uses)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			ours := el.Name.Space == "" || el.Name.Space == svgNS
			if ours && slices.Contains(unsupported, el.Name.Local) {
				return fmt.Errorf("SVG: the element <%s> is not drawn by cardpress (it draws paths, shapes, groups, strokes and gradients); in the drawing program, convert it to paths or remove it", el.Name.Local)
			}
			if href, ok := strings.CutPrefix(svgAttr(el, "href"), "#"); ok && ours && el.Name.Local == "use" {
				for _, id := range open {
					if id != "" {
						uses[id] = append(uses[id], href)
					}
				}
			}
			open = append(open, svgAttr(el, "id"))
		case xml.EndElement:
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
	}
}

// maxUseDepth bounds how deep <use> references may nest: a drawing reuses
// a symbol or two levels of them; 16 levels of two uses each already draw
// 65,536 copies.
const maxUseDepth = 16

// useDepth refuses a circle of <use> references or a chain longer than
// maxUseDepth, naming the ids on it.
func useDepth(uses map[string][]string) error {
	height := map[string]int{} // how deep the uses below an id nest
	var path []string
	var walk func(id string) error
	walk = func(id string) error {
		if i := slices.Index(path, id); i >= 0 {
			return fmt.Errorf(`SVG: <use href="#%s"> draws the element it stands in, in a circle (%s); cardpress refuses it, as browsers do`, id, strings.Join(append(path[i:], id), " → "))
		}
		if _, done := height[id]; done || len(uses[id]) == 0 {
			if len(path)+height[id] > maxUseDepth {
				return fmt.Errorf("SVG: <use> elements nest over %d deep (%s → …); draw the element once more instead of through another <use>", maxUseDepth, strings.Join(append(path, id), " → "))
			}
			return nil
		}
		path = append(path, id)
		for _, to := range uses[id] {
			if err := walk(to); err != nil {
				return err
			}
			height[id] = max(height[id], height[to]+1)
		}
		path = path[:len(path)-1]
		return nil
	}
	for _, id := range slices.Sorted(maps.Keys(uses)) {
		if err := walk(id); err != nil {
			return err
		}
	}
	return nil
}

// svgAttr is the attribute of el named local, in any namespace (href is
// xlink:href in SVG 1.1 and plain in SVG 2).
func svgAttr(el xml.StartElement, local string) string {
	for _, a := range el.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// svgNS is the SVG namespace; elements of others (an editor's) draw nothing.
const svgNS = "http://www.w3.org/2000/svg"

// Transform places a drawing: a point p of the viewBox lands at
// (p - viewBox origin) × (SX, SY) + (TX, TY).
type Transform struct {
	SX, SY, TX, TY float64
}

func (d *Drawing) matrix(t Transform) rasterx.Matrix2D {
	vb := d.icon.ViewBox
	return rasterx.Identity.Translate(t.TX, t.TY).Scale(t.SX, t.SY).Translate(-vb.X, -vb.Y)
}

// Rasterize draws the drawing into a w × h picture, placed by t (in
// pixels), on transparency.
func (d *Drawing) Rasterize(w, h int, t Transform) *image.NRGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	d.mu.Lock()
	defer d.mu.Unlock()
	d.draw(rasterx.NewDasher(w, h, rasterx.NewScannerGV(w, h, img, img.Bounds())), d.matrix(t))
	// Premultiplied to straight alpha, as the rest of the art pipeline
	// (and PNG) keeps pixels.
	// In place: a pixel's straight value is its premultiplied one times
	// 255 over its alpha, as color.NRGBAModel rounds it (down).
	for i := 0; i < len(img.Pix); i += 4 {
		switch a := uint32(img.Pix[i+3]); a {
		case 0, 255:
		default:
			for j := i; j < i+3; j++ {
				img.Pix[j] = uint8(uint32(img.Pix[j]) * 0x101 * 0xffff / (a * 0x101) >> 8)
			}
		}
	}
	return &image.NRGBA{Pix: img.Pix, Stride: img.Stride, Rect: img.Rect}
}

// Shape is one filled outline of a drawing: closed polygons (a stroke is
// already its outline) and their color.
type Shape struct {
	Polygons [][]Point
	// Color is the fill, its alpha the opacity; nil for a gradient.
	Color *color.NRGBA
	// EvenOdd says that the shape's holes are found by the even-odd
	// rule, not the nonzero one.
	EvenOdd bool
}

// Point is a place on the page, in the units of the transform.
type Point struct{ X, Y float64 }

// unit is how many recorder units make one unit of the transform: the
// renderer works in 1/64ths of a unit and flattens curves to about a
// tenth of one, so placing in mm × 100 keeps every curve within about a
// thousandth of a millimetre.
const unit = 100

// Shapes returns the filled outlines of the drawing placed by t, in
// drawing order.
func (d *Drawing) Shapes(t Transform) []Shape {
	var out []Shape
	d.record(t, func(s Shape) { out = append(out, s) })
	return out
}

func (d *Drawing) record(t Transform, emit func(Shape)) {
	r := &recorder{emit: emit}
	d.mu.Lock()
	defer d.mu.Unlock()
	big := Transform{SX: t.SX * unit, SY: t.SY * unit, TX: t.TX * unit, TY: t.TY * unit}
	w := int(math.Min(math.Ceil(d.W*math.Abs(big.SX)+math.Abs(big.TX)), 1<<24))
	h := int(math.Min(math.Ceil(d.H*math.Abs(big.SY)+math.Abs(big.TY)), 1<<24))
	d.draw(rasterx.NewDasher(w, h, r), d.matrix(big))
}

// draw draws every path of the drawing through m. The renderer moves a
// path's points by its transforms but strokes it in output units; so each
// stroke's width and dashes are scaled here by how much the path's
// transforms (the placement's and the element's own) scale it, as SVG
// wants (a 2-unit stroke of a 24-unit icon is a twelfth of the icon at
// any size).
func (d *Drawing) draw(r *rasterx.Dasher, m rasterx.Matrix2D) {
	for i := range d.icon.SVGPaths {
		p := &d.icon.SVGPaths[i]
		k := scaleOf(m.Mult(ownTransform(p)))
		width, dash, offset := p.LineWidth, p.Dash, p.DashOffset
		p.LineWidth, p.DashOffset = width*k, offset*k
		if dash != nil {
			p.Dash = make([]float64, len(dash))
			for j, v := range dash {
				p.Dash[j] = v * k
			}
		}
		p.DrawTransformed(r, 1, m)
		p.LineWidth, p.Dash, p.DashOffset = width, dash, offset
	}
}

// scaleOf is how much a transform scales lengths: the square root of its
// area scale.
func scaleOf(m rasterx.Matrix2D) float64 { return math.Sqrt(math.Abs(m.A*m.D - m.B*m.C)) }

// ownTransform is the transform a path's element (and its groups) gives
// it. The renderer keeps it unexported (SvgPath.mAdder.M); it is read, never
// written, by reflection, and is the identity should a version of the
// renderer keep it elsewhere (TestStrokesScale then fails).
func ownTransform(p *oksvg.SvgPath) rasterx.Matrix2D {
	m := reflect.ValueOf(p).Elem().FieldByName("mAdder").FieldByName("M")
	if !m.IsValid() || m.Kind() != reflect.Struct {
		return rasterx.Identity
	}
	f := func(name string) float64 {
		if v := m.FieldByName(name); v.IsValid() && v.Kind() == reflect.Float64 {
			return v.Float()
		}
		return math.NaN()
	}
	t := rasterx.Matrix2D{A: f("A"), B: f("B"), C: f("C"), D: f("D"), E: f("E"), F: f("F")}
	if math.IsNaN(t.A + t.B + t.C + t.D + t.E + t.F) {
		return rasterx.Identity
	}
	return t
}

// recorder is a rasterx.Scanner that keeps the outlines it is given
// instead of filling pixels. A scanner only sums edges, so the renderer
// hands a stroke's outline over as loose edges, each started anew; a PDF
// closes every subpath, so the edges are joined back into loops (stitch)
// before a shape is kept.
type recorder struct {
	emit    func(Shape)
	edges   [][]fixed.Point26_6
	color   any
	evenOdd bool
}

func (r *recorder) Start(a fixed.Point26_6) { r.edges = append(r.edges, []fixed.Point26_6{a}) }

func (r *recorder) Line(b fixed.Point26_6) {
	if n := len(r.edges); n > 0 {
		r.edges[n-1] = append(r.edges[n-1], b)
	}
}

func (r *recorder) Draw() {
	s := Shape{EvenOdd: r.evenOdd}
	if c, ok := r.color.(color.Color); ok {
		n := color.NRGBAModel.Convert(c).(color.NRGBA)
		s.Color = &n
	}
	for _, loop := range stitch(r.edges) {
		poly := make([]Point, len(loop))
		for i, p := range loop {
			poly[i] = Point{float64(p.X) / 64 / unit, float64(p.Y) / 64 / unit}
		}
		s.Polygons = append(s.Polygons, poly)
	}
	if len(s.Polygons) > 0 {
		r.emit(s)
	}
	r.edges = nil
}

// stitch joins polylines into loops where one ends where another starts,
// in the order the renderer gave them, and drops those that draw nothing
// (a lone point, a segment back to its start).
func stitch(lines [][]fixed.Point26_6) [][]fixed.Point26_6 {
	starts := map[fixed.Point26_6][]int{}
	var kept []int
	for i, l := range lines {
		if len(l) < 2 || len(l) == 2 && l[0] == l[1] {
			continue
		}
		starts[l[0]] = append(starts[l[0]], i)
		kept = append(kept, i)
	}
	used := make([]bool, len(lines))
	next := func(at fixed.Point26_6) int {
		for _, j := range starts[at] {
			if !used[j] {
				return j
			}
		}
		return -1
	}
	var loops [][]fixed.Point26_6
	for _, i := range kept {
		if used[i] {
			continue
		}
		used[i] = true
		loop := append([]fixed.Point26_6{}, lines[i]...)
		for loop[len(loop)-1] != loop[0] {
			j := next(loop[len(loop)-1])
			if j < 0 {
				break // left open: the PDF closes it
			}
			used[j] = true
			loop = append(loop, lines[j][1:]...)
		}
		if len(loop) > 2 {
			loops = append(loops, loop)
		}
	}
	return loops
}

func (r *recorder) GetPathExtent() fixed.Rectangle26_6 {
	var e fixed.Rectangle26_6
	first := true
	for _, l := range r.edges {
		for _, q := range l {
			if first {
				e.Min, e.Max, first = q, q, false
				continue
			}
			e.Min.X, e.Min.Y = min(e.Min.X, q.X), min(e.Min.Y, q.Y)
			e.Max.X, e.Max.Y = max(e.Max.X, q.X), max(e.Max.Y, q.Y)
		}
	}
	return e
}

func (r *recorder) SetBounds(w, h int)                {}
func (r *recorder) SetColor(c any)                    { r.color = c }
func (r *recorder) SetWinding(useNonZeroWinding bool) { r.evenOdd = !useNonZeroWinding }
func (r *recorder) Clear()                            { r.edges = nil }
func (r *recorder) SetClip(rect image.Rectangle)      {}
