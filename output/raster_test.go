package output

import (
	"image/color"
	"testing"

	"cardpress/layout"
)

// A drawing starts white unless its first box paints every pixel, also
// on a bitmap reused from an earlier drawing.
func TestRenderAreaStartsWhite(t *testing.T) {
	imgs := NewImages(nil, 254) // 10 pixels a mm
	area := layout.Rect{W: 3, H: 2}
	red := layout.Color{R: 200, G: 10, B: 10}
	blue := layout.Color{R: 10, G: 10, B: 200}
	for _, c := range []struct {
		name  string
		first layout.Fill
		white bool // the last pixel stays white
	}{
		{"all of it", layout.Fill{Rect: area, Color: blue}, false},
		{"more than all of it", layout.Fill{Rect: area.Inset(-1), Color: blue}, false},
		{"a part", layout.Fill{Rect: layout.Rect{W: 2, H: 2}, Color: blue}, true},
		{"all but a row", layout.Fill{Rect: layout.Rect{W: 3, H: 1.9}, Color: blue}, true},
	} {
		dirty, err := RenderArea([]layout.Box{layout.Fill{Rect: area, Color: red}}, area, imgs)
		if err != nil {
			t.Fatal(err)
		}
		releaseRGBA(dirty)
		img, err := RenderArea([]layout.Box{c.first}, area, imgs)
		if err != nil {
			t.Fatal(err)
		}
		want := color.RGBA{blue.R, blue.G, blue.B, 255}
		if c.white {
			want = color.RGBA{255, 255, 255, 255}
		}
		if got := img.RGBAAt(img.Rect.Dx()-1, img.Rect.Dy()-1); got != want {
			t.Errorf("%s: the last pixel is %v, want %v", c.name, got, want)
		}
		releaseRGBA(img)
	}
}
