package output

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"math/rand/v2"
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

// Art laid over a drawing lands as image/draw's Over lays it, pixel for
// pixel: opaque, clear and partly clear pixels, on opaque and on clear
// ground, clipped on every side.
func TestNRGBAOverIsDraws(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	src := image.NewNRGBA(image.Rect(2, 3, 31, 20))
	for i := range src.Pix {
		src.Pix[i] = byte(rng.Uint32())
	}
	for i := 3; i < len(src.Pix); i += 4 {
		switch rng.IntN(4) {
		case 0:
			src.Pix[i] = 0xff
		case 1:
			src.Pix[i] = 0
		}
	}
	for _, at := range []image.Point{{0, 0}, {-5, -4}, {10, 7}, {-40, 0}} {
		for _, ground := range []uint8{255, 0} {
			want, got := image.NewRGBA(image.Rect(0, 0, 25, 17)), image.NewRGBA(image.Rect(0, 0, 25, 17))
			for i := range want.Pix {
				v := byte(rng.Uint32())
				if i%4 == 3 {
					v = ground
				} else if ground == 0 {
					v = 0
				}
				want.Pix[i], got.Pix[i] = v, v
			}
			draw.Draw(want, src.Bounds().Add(at), src, src.Bounds().Min, draw.Over)
			nrgbaOver(got, src.Bounds().Add(at), src, src.Bounds().Min)
			if !bytes.Equal(got.Pix, want.Pix) {
				t.Errorf("at %v on ground %d: pixels differ from image/draw's", at, ground)
			}
		}
	}
}

// A glyph's mask painted by paintMask with image/draw's glyph rounding is
// draw.DrawMask's Over of the color through the mask, byte for byte: masks
// whose rectangle starts anywhere, rows shorter and longer than a word,
// words empty, full and mixed, over any pixels.
func TestPaintMaskIsDrawMask(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for i := range 500 {
		w, h := 1+rng.IntN(40), 1+rng.IntN(12)
		m := image.NewAlpha(image.Rect(0, 0, w, h).Add(image.Pt(rng.IntN(9)-4, rng.IntN(9)-4)))
		for j := range m.Pix {
			switch rng.IntN(3) {
			case 0: // untouched
			case 1:
				m.Pix[j] = 0xff
			default:
				m.Pix[j] = uint8(rng.IntN(256))
			}
		}
		dst := image.NewRGBA(image.Rect(0, 0, w+8, h+8))
		for j := range dst.Pix {
			dst.Pix[j] = uint8(rng.IntN(256))
		}
		for j := 3; j < len(dst.Pix); j += 4 {
			dst.Pix[j] = 0xff // a raster is opaque
		}
		want := image.NewRGBA(dst.Rect)
		copy(want.Pix, dst.Pix)
		c := layout.Color{R: uint8(rng.IntN(256)), G: uint8(rng.IntN(256)), B: uint8(rng.IntN(256))}
		bounds := image.Rect(0, 0, w, h).Add(image.Pt(rng.IntN(9), rng.IntN(9)))
		paintMask(dst, bounds, m, m.Rect.Min, c, glyphRounding)
		draw.DrawMask(want, bounds, image.NewUniform(color.RGBA{c.R, c.G, c.B, 0xff}), image.Point{}, m, m.Rect.Min, draw.Over)
		if !bytes.Equal(dst.Pix, want.Pix) {
			t.Fatalf("case %d (%d × %d mask at %v, bounds %v): paintMask differs from draw.DrawMask", i, w, h, m.Rect.Min, bounds)
		}
	}
}

// Every picture drawn is within the image budget, whoever asks: one over
// it is an error naming its size and the limit, nothing allocated.
func TestRenderAreaWithinTheImageBudget(t *testing.T) {
	_, err := RenderArea(nil, layout.Rect{W: 280, H: 280}, NewImages(nil, 1200))
	want := "at 1200 dpi the picture is 13228 × 13228 px (175.0 Mpx); cardpress draws pictures of at most 20000 px a side and 40 Mpx in all"
	if err == nil || err.Error() != want {
		t.Errorf("280 × 280 mm at 1200 dpi: %v, want %q", err, want)
	}
	if _, err := RenderArea(nil, layout.Rect{W: 2000, H: 1}, NewImages(nil, 300)); err == nil {
		t.Error("a picture 23622 px wide was drawn")
	}
	if _, err := RenderArea(nil, layout.Rect{W: 87, H: 51}, NewImages(nil, 1200)); err != nil {
		t.Errorf("a card at 1200 dpi: %v", err)
	}
}
