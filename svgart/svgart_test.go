package svgart

import (
	"fmt"
	"image/color"
	"strings"
	"testing"
)

const square = `<?xml version="1.0"?>
<!-- a red square with a blue stroke on a 10 × 20 viewBox -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="5 5 10 20">
  <rect x="5" y="5" width="10" height="10" fill="#ff0000"/>
  <rect x="5" y="15" width="10" height="10" fill="#0000ff" fill-opacity="0.5"/>
</svg>`

func TestSniff(t *testing.T) {
	for head, want := range map[string]bool{
		square: true, "\ufeff<svg>": true, "<!DOCTYPE svg><svg": true,
		"<html>": false, "\x89PNG": false, "<?xml?><root/>": false, "": false,
	} {
		if got := Sniff([]byte(head)); got != want {
			t.Errorf("Sniff(%.20q) = %v, want %v", head, got, want)
		}
	}
}

func TestShapesArePlacedOutlines(t *testing.T) {
	d, err := Read([]byte(square))
	if err != nil {
		t.Fatal(err)
	}
	if d.W != 10 || d.H != 20 || d.Flat() { // the blue half is translucent
		t.Fatalf("size %v × %v, flat %v", d.W, d.H, d.Flat())
	}
	// Placed at 2 mm a unit, from (100, 50) mm.
	shapes := d.Shapes(Transform{SX: 2, SY: 2, TX: 100, TY: 50})
	if len(shapes) != 2 || *shapes[0].Color != (color.NRGBA{255, 0, 0, 255}) || shapes[1].Color.B < 250 || shapes[1].Color.A < 127 || shapes[1].Color.A > 128 {
		t.Fatalf("shapes %+v", shapes)
	}
	var minX, minY, maxX, maxY = 1e9, 1e9, -1e9, -1e9
	for _, p := range shapes[0].Polygons[0] {
		minX, minY, maxX, maxY = min(minX, p.X), min(minY, p.Y), max(maxX, p.X), max(maxY, p.Y)
	}
	if minX != 100 || minY != 50 || maxX != 120 || maxY != 70 {
		t.Errorf("the red square spans (%v, %v)–(%v, %v), want (100, 50)–(120, 70)", minX, minY, maxX, maxY)
	}
}

func TestRasterize(t *testing.T) {
	d, _ := Read([]byte(square))
	img := d.Rasterize(10, 20, Transform{SX: 1, SY: 1})
	if c := img.NRGBAAt(5, 5); c != (color.NRGBA{255, 0, 0, 255}) {
		t.Errorf("top half %v, want red", c)
	}
	if c := img.NRGBAAt(5, 15); c.B < 250 || c.R != 0 || c.A < 126 || c.A > 129 {
		t.Errorf("bottom half %v, want half-transparent blue", c)
	}
}

func TestElementsNotDrawnAreErrors(t *testing.T) {
	_, err := Read([]byte(`<svg viewBox="0 0 10 10"><text x="1" y="5">Hi</text></svg>`))
	if err == nil || !strings.Contains(err.Error(), "the element <text> is not drawn by cardpress") {
		t.Errorf("got %v", err)
	}
	_, err = Read([]byte(`<svg><rect width="1" height="1"/></svg>`))
	if err == nil || !strings.Contains(err.Error(), "no size") {
		t.Errorf("no viewBox: got %v", err)
	}
	d, err := Read([]byte(`<svg width="30" height="20"><rect width="1" height="1"/></svg>`))
	if err != nil || d.W != 30 || d.H != 20 || !d.Flat() {
		t.Errorf("width and height: %v, %+v", err, d)
	}
}

// A stroke is as wide as the drawing says, in its own units, however the
// drawing and its groups are scaled: a 2-unit line of a 20-unit drawing
// drawn 100 px wide is 10 px wide, also inside a group scaled 2 × 2.
func TestStrokesScale(t *testing.T) {
	for _, svg := range []string{
		`<svg viewBox="0 0 20 20"><g transform="translate(0 0) scale(2)"><path d="M0 5H10" fill="none" stroke="#000" stroke-width="1"/></g></svg>`,
		`<svg viewBox="0 0 20 20"><path d="M0 10H20" fill="none" stroke="#000" stroke-width="2"/></svg>`,
		`<svg viewBox="0 0 20 20"><g transform="matrix(2 0 0 2 0 0)"><path d="M0 5H10" fill="none" stroke="#000" stroke-width="1"/></g></svg>`,
	} {
		d, err := Read([]byte(svg))
		if err != nil {
			t.Fatal(err)
		}
		img := d.Rasterize(100, 100, Transform{SX: 5, SY: 5})
		dark := 0
		for y := range 100 {
			if img.NRGBAAt(50, y).A > 127 {
				dark++
			}
		}
		if dark != 10 {
			t.Errorf("%s: the line is %d px wide, want 10", svg, dark)
		}
		var top, bottom float64 = 1e9, -1e9
		for _, s := range d.Shapes(Transform{SX: 5, SY: 5}) {
			for _, p := range s.Polygons[0] {
				top, bottom = min(top, p.Y), max(bottom, p.Y)
			}
		}
		if top != 45 || bottom != 55 {
			t.Errorf("%s: the outline spans y %v–%v, want 45–55", svg, top, bottom)
		}
	}
}

// An editor's metadata is left alone; what would draw and is not drawn is
// an error.
func TestWhatIsNotDrawn(t *testing.T) {
	for el, want := range map[string]string{
		`<title>x</title><desc>y</desc><metadata>z</metadata><sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>`:             "",
		`<ellipse cx="5" cy="5" rx="3" ry="2"/><polyline points="0,0 5,0 5,5" fill="none" stroke="#000"/><defs><path id="a" d="M0 0H5V5Z"/></defs><use href="#a"/>`: "",
		`<image href="x.png" width="5" height="5"/>`:                            "<image>",
		`<defs><clipPath id="c"><rect width="5" height="5"/></clipPath></defs>`: "<clipPath>",
		`<style>.a { fill: red }</style>`:                                       "<style>",
	} {
		_, err := Read([]byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">` + el + `</svg>`))
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), "the element "+want+" is not drawn")) {
			t.Errorf("%.50s: got %v, want %q", el, err, want)
		}
	}
}

// <use> references that go round in a circle, or nest too deep, are
// refused before the renderer follows them: a circle overflowed its stack,
// a crash no recover catches.
func TestUseCirclesAndDepthRefused(t *testing.T) {
	chain := func(n int) string {
		var b strings.Builder
		b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs>`)
		for i := range n {
			fmt.Fprintf(&b, `<g id="g%d"><use xlink:href="#g%d"/></g>`, i, i+1)
		}
		fmt.Fprintf(&b, `<rect id="g%d" width="1" height="1"/></defs><use xlink:href="#g0"/></svg>`, n)
		return b.String()
	}
	for _, tc := range []struct{ name, svg, want string }{
		{"itself", `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><g id="a"><rect width="1" height="1"/><use xlink:href="#a"/></g></defs><use xlink:href="#a"/></svg>`,
			`SVG: <use href="#a"> draws the element it stands in, in a circle (a → a)`},
		{"two", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></defs><use href="#a"/></svg>`,
			`in a circle (a → b → a)`},
		{"deep", chain(17), `SVG: <use> elements nest over 16 deep (g0 → g1 →`},
	} {
		if _, err := Read([]byte(tc.svg)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %s", tc.name, err, tc.want)
		}
	}
	if _, err := Read([]byte(chain(16))); err != nil {
		t.Errorf("16 levels: %v", err)
	}
}
