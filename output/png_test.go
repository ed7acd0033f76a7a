package output

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"sync"
	"testing"

	"cardpress/catalog"
)

// pngSamples are images of every kind EncodePNG writes itself, and one it
// leaves to the standard encoder, with rows that favour Sub, Up and neither.
func pngSamples() map[string]image.Image {
	rgba := image.NewRGBA(image.Rect(0, 0, 37, 23))
	nrgba := image.NewNRGBA(image.Rect(0, 0, 19, 11))
	gray := image.NewGray(image.Rect(0, 0, 13, 7))
	pal := image.NewPaletted(image.Rect(0, 0, 5, 5), color.Palette{color.Black, color.White})
	for y := 0; y < 23; y++ {
		for x := 0; x < 37; x++ {
			c := color.RGBA{uint8(x * 7), uint8(y * 11), uint8(x*y + 3), 255}
			if y > 15 {
				c = color.RGBA{uint8(x*x + y), 200, uint8(x ^ y*5), 255} // noisy rows
			}
			rgba.Set(x, y, c)
			nrgba.Set(x%19, y%11, color.NRGBA{c.R, c.G, c.B, uint8(x * 6)})
			gray.Set(x%13, y%7, color.Gray{uint8(x * y)})
			pal.Set(x%5, y%5, pal.Palette[(x+y)%2])
		}
	}
	sub := image.NewRGBA(image.Rect(0, 0, 40, 30))
	draw.Draw(sub, sub.Bounds(), image.White, image.Point{}, draw.Src)
	return map[string]image.Image{
		"rgba": rgba, "nrgba with alpha": nrgba, "gray": gray, "paletted": pal,
		"sub-image": sub.SubImage(image.Rect(5, 7, 31, 22)),
		"spans":     spans(),
	}
}

// spans is an opaque image whose rows differ from the ones above only in
// stretches: at its first pixel, its last, both, the middle, all of it,
// none; some stretches favour Sub, some Up.
func spans() *image.RGBA {
	const w = 29
	img := image.NewRGBA(image.Rect(0, 0, w, 24))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	stretches := [][2]int{{0, 1}, {0, 1}, {w - 1, w}, {0, w}, {3, 11}, {3, 11}, {0, 0}, {w - 2, w}, {0, 2}, {10, 11}, {0, w}, {0, 0}, {5, w}, {0, 24}, {1, 2}, {7, 23}}
	for y := range img.Bounds().Dy() {
		if y > 0 {
			copy(img.Pix[img.PixOffset(0, y):img.PixOffset(w, y)], img.Pix[img.PixOffset(0, y-1):])
		}
		s := stretches[y%len(stretches)]
		for x := s[0]; x < s[1]; x++ {
			c := color.RGBA{uint8(x * y), uint8(y * 40), 90, 255}
			if y%3 == 0 {
				c = color.RGBA{uint8(y * 7), 5, uint8(y), 255} // flat: Sub wins
			}
			img.SetRGBA(x, y, c)
		}
	}
	return img
}

// Every kind of image decodes to the same pixels it was encoded from, and
// encodes to the same bytes twice.
func TestEncodePNGRoundTrips(t *testing.T) {
	for name, img := range pngSamples() {
		data, err := EncodePNG(img)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		again, _ := EncodePNG(img)
		if !bytes.Equal(data, again) {
			t.Errorf("%s: two encodings differ", name)
		}
		got, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: decoding: %v", name, err)
		}
		b := img.Bounds()
		if got.Bounds().Dx() != b.Dx() || got.Bounds().Dy() != b.Dy() {
			t.Fatalf("%s: decoded %v, want %v", name, got.Bounds(), b)
		}
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				want := color.NRGBA64Model.Convert(img.At(b.Min.X+x, b.Min.Y+y))
				if c := color.NRGBA64Model.Convert(got.At(x, y)); c != want {
					t.Fatalf("%s: pixel (%d,%d) = %v, want %v", name, x, y, c, want)
				}
			}
		}
	}
}

// Each row is filtered by Sub or Up, whichever leaves fewer bytes that are
// not zero (Up on a tie), as worked out here from the decoded samples.
func TestEncodePNGFilterChoice(t *testing.T) {
	t.Parallel()
	imgs := pngSamples()
	for i, f := range facesOfEachKind(t)[:3] {
		imgs[fmt.Sprint("face ", i)] = f
	}
	for name, img := range imgs {
		src, conv, _, bpp := pngRows(img, false)
		if src == nil {
			continue
		}
		data, err := EncodePNG(img)
		if err != nil {
			t.Fatal(err)
		}
		n, h := img.Bounds().Dx()*bpp, img.Bounds().Dy()
		filtered := idat(t, data)
		if len(filtered) != h*(n+1) {
			t.Fatalf("%s: %d bytes of rows, want %d", name, len(filtered), h*(n+1))
		}
		prev, cur := make([]byte, n), make([]byte, n)
		for y := range h {
			conv(cur, src(y))
			var nzSub, nzUp int
			for i := range cur {
				left := byte(0)
				if i >= bpp {
					left = cur[i-bpp]
				}
				nzSub += nonzero(cur[i] - left)
				nzUp += nonzero(cur[i] - prev[i])
			}
			want := byte(filterUp)
			if nzSub < nzUp {
				want = filterSub
			}
			if got := filtered[y*(n+1)]; got != want {
				t.Fatalf("%s: row %d filtered by %d, want %d (Sub leaves %d, Up %d)", name, y, got, want, nzSub, nzUp)
			}
			prev, cur = cur, prev
		}
	}
}

// idat returns the inflated IDAT of a PNG: its filtered rows.
func idat(t *testing.T, data []byte) []byte {
	t.Helper()
	var z []byte
	for i := 8; i+8 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[i:]))
		if string(data[i+4:i+8]) == "IDAT" {
			z = append(z, data[i+8:i+8+n]...)
		}
		i += 12 + n
	}
	r, err := zlib.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// The faces of a deck must not grow much against the standard encoder's
// five filters: 10% at most at 150 dpi, where they come out 3% larger (at
// 300 dpi, 8%, under a bound of 15%: the same room).
func TestEncodePNGSize(t *testing.T) {
	t.Parallel()
	var ours, std int
	for _, img := range facesOfEachKind(t) {
		data, err := EncodePNG(img)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		(&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img)
		ours, std = ours+len(data), std+buf.Len()
	}
	if ours > std*110/100 {
		t.Errorf("encoded faces: %d bytes, standard encoder %d: more than 10%% larger", ours, std)
	}
	t.Logf("faces: %d bytes, standard encoder: %d", ours, std)
}

// facesOfEachKind is renderFaces(true) at 150 dpi, rendered once for the
// tests that encode the faces (TestEncodePNGSize, TestEncodePNGFilterChoice),
// which only read them: the choice of filter is made row by row at any
// resolution, and a quarter of the pixels of 300 dpi was a quarter of the
// rendering and encoding that were the two tests.
func facesOfEachKind(t *testing.T) []*image.RGBA {
	t.Helper()
	faces, err := sharedFaces()
	if err != nil {
		t.Fatal(err)
	}
	return faces
}

var sharedFaces = sync.OnceValues(func() ([]*image.RGBA, error) { return renderFaces(true, 150) })

// sampleFaces is renderFaces at 300 dpi, a build's, for a benchmark.
func sampleFaces(b *testing.B, onePerKind bool) []*image.RGBA {
	b.Helper()
	faces, err := renderFaces(onePerKind, 300)
	if err != nil {
		b.Fatal(err)
	}
	return faces
}

// renderFaces renders the Windia War faces at dpi: every face, or with
// onePerKind one face for each kind of card and colours (the faces of a
// kind and colours differ only in their numbers and names, which weigh
// little in a PNG of the whole face).
func renderFaces(onePerKind bool, dpi float64) ([]*image.RGBA, error) {
	c, err := catalog.LoadDir("../games/windia-war")
	if err != nil {
		return nil, err
	}
	var out []*image.RGBA
	imgs := NewImages(c.FS, dpi)
	seen := map[string]bool{}
	for _, f := range c.FacesIn("expansion") {
		kind := f.Entry.Kind + "/" + f.Variant.Key()
		if onePerKind && seen[kind] {
			continue
		}
		seen[kind] = true
		img, err := renderFace(c, f, CardImages{}, imgs)
		if err != nil {
			return nil, err
		}
		out = append(out, img)
	}
	return out, nil
}

// BenchmarkEncodePNG and BenchmarkEncodePNGStandard compare EncodePNG with
// the standard encoder on a face, in one run.
func BenchmarkEncodePNG(b *testing.B) {
	faces := sampleFaces(b, false)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := EncodePNG(faces[i%len(faces)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncodePNGStandard(b *testing.B) {
	faces := sampleFaces(b, false)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		var buf bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, faces[i%len(faces)]); err != nil {
			b.Fatal(err)
		}
	}
}

// A single pixel that is not opaque makes an RGBA image one with alpha.
func TestOpaque(t *testing.T) {
	for _, w := range []int{1, 2, 5, 8} {
		img := image.NewRGBA(image.Rect(0, 0, w, 3))
		draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
		if !opaque(img) {
			t.Errorf("width %d: a white image is not opaque", w)
		}
		for x := 0; x < w; x++ {
			img.SetRGBA(x, 2, color.RGBA{0, 0, 0, 0})
			if opaque(img) {
				t.Errorf("width %d: pixel %d of the last row is clear, the image opaque", w, x)
			}
			img.SetRGBA(x, 2, color.RGBA{255, 255, 255, 255})
		}
	}
}

// An image without pixels is no PNG: an error, not a panic or a broken file.
func TestEncodePNGOfAnEmptyImage(t *testing.T) {
	for _, r := range []image.Rectangle{image.Rect(0, 0, 0, 5), image.Rect(0, 0, 5, 0), {}} {
		if data, err := EncodePNG(image.NewRGBA(r)); err == nil {
			t.Errorf("%v: EncodePNG gave %d bytes and no error", r, len(data))
		}
	}
}
