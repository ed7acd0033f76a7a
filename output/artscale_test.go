package output

import (
	"bytes"
	"image"
	"image/jpeg"
	"math"
	"testing"
	"testing/fstest"

	"github.com/disintegration/imaging"

	"cardpress/layout"
)

// The scale a JPEG is decoded at: the smallest that still has the pixels
// the placement takes from the picture, and never less reduced than the
// working copy's size limit.
func TestDecodeScale(t *testing.T) {
	for _, c := range []struct {
		w, h  int
		p     placement
		scale int
	}{
		{6000, 4000, placement{w: 614, h: 661, fit: "cover"}, 4},   // a card's art at 600 ppi
		{6000, 4000, placement{w: 307, h: 331, fit: "cover"}, 8},   // at 300 dpi
		{6000, 4000, placement{w: 2000, h: 2000, fit: "cover"}, 2}, // half the height is too little
		{6000, 4000, placement{w: 5000, h: 4000, fit: "cover"}, 2}, // the working copy is halved anyway
		{3000, 2000, placement{w: 1500, h: 1000, fit: "stretch"}, 2},
		{3000, 2000, placement{w: 1501, h: 1000, fit: "stretch"}, 2}, // 1% short is no loss
		{3000, 2000, placement{w: 1600, h: 1000, fit: "stretch"}, 1},
		{3000, 2000, placement{w: 400, h: 1000, fit: "contain"}, 4}, // held by its width: 400 of 3000
		{800, 600, placement{w: 1000, h: 750, fit: "cover"}, 1},     // upsampled: whole
		{20000, 100, placement{w: 10, h: 10, fit: "cover"}, 8},
	} {
		if got := decodeScale(c.w, c.h, c.p); got != c.scale {
			t.Errorf("%d × %d for %+v: scale 1/%d, want 1/%d", c.w, c.h, c.p, got, c.scale)
		}
	}
}

// A JPEG placed from its reduced decoding looks like the same placement
// made from the whole picture, as before; and it is decoded once for the
// reduced scales.
func TestPlacedFromReducedJPEG(t *testing.T) {
	src := image.NewYCbCr(image.Rect(0, 0, 1200, 800), image.YCbCrSubsampleRatio420)
	for y := range 800 {
		for x := range 1200 {
			fx, fy := float64(2*x), float64(2*y)
			src.Y[src.YOffset(x, y)] = byte(128 + 60*math.Sin(fx/40) + 40*math.Cos((fx+fy)/23))
			src.Cb[src.COffset(x, y)] = byte(128 + 50*math.Sin(fy/60))
			src.Cr[src.COffset(x, y)] = byte(128 + 50*math.Cos(fx/70))
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, src, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	forgetArt()
	im := NewImages(fstest.MapFS{"art.jpg": {Data: buf.Bytes()}}, 75)
	box := layout.Image{Rect: layout.Rect{W: 40, H: 60}, Path: "art.jpg", Fit: "cover", Anchor: layout.Point{X: 0.3, Y: 0.5}}
	before := decodes.Load()
	got, _, err := im.Placed(box)
	if err != nil {
		t.Fatal(err)
	}
	if n := decodes.Load() - before; n != 1 {
		t.Fatalf("%d decodings, want 1", n)
	}
	p := placement{w: im.Pixels(40), h: im.Pixels(60), fit: "cover"}
	if s := decodeScale(1200, 800, p); s != 4 {
		t.Fatalf("decoded at 1/%d, want 1/4 (the test's point)", s)
	}
	full, err := jpeg.Decode(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	want := cover(reduce(full, 1), p.w, p.h, box.Anchor)
	if got.Bounds() != want.Bounds() {
		t.Fatalf("bounds %v, want %v", got.Bounds(), want.Bounds())
	}
	var se float64
	b := got.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, _ := got.At(x, y).RGBA()
			r2, g2, b2, _ := want.At(x, y).RGBA()
			for _, d := range []float64{float64(r1>>8) - float64(r2>>8), float64(g1>>8) - float64(g2>>8), float64(b1>>8) - float64(b2>>8)} {
				se += d * d
			}
		}
	}
	if db := 10 * math.Log10(255*255*3*float64(b.Dx()*b.Dy())/se); db < 35 {
		t.Errorf("PSNR %.1f dB against the placement from the whole picture, want ≥ 35", db)
	}
	// A smaller one is made from the coefficients kept.
	if _, _, err := NewImages(im.FS, 37).Placed(box); err != nil {
		t.Fatal(err)
	}
	if n := decodes.Load() - before; n != 1 {
		t.Errorf("%d decodings after a placement at 1/8, want 1", n)
	}
	// A bigger box of the same art needs more of it: another decoding.
	if _, _, err := NewImages(im.FS, 300).Placed(box); err != nil {
		t.Fatal(err)
	}
	if n := decodes.Load() - before; n != 2 {
		t.Errorf("%d decodings after a placement at 300 dpi, want 2", n)
	}
}

// A JPEG's pixels convert as imaging converts them, for every subsampling.
func TestYCbCrToNRGBA(t *testing.T) {
	for _, r := range []image.YCbCrSubsampleRatio{image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio422, image.YCbCrSubsampleRatio420, image.YCbCrSubsampleRatio440, image.YCbCrSubsampleRatio411, image.YCbCrSubsampleRatio410} {
		img := image.NewYCbCr(image.Rect(3, 5, 40, 30), r)
		for i := range img.Y {
			img.Y[i] = byte(i * 7)
		}
		for i := range img.Cb {
			img.Cb[i], img.Cr[i] = byte(i*13), byte(255-i*5)
		}
		got, want := ycbcrToNRGBA(img), imaging.Clone(img)
		if !bytes.Equal(got.Pix, want.Pix) || got.Rect != want.Rect {
			t.Errorf("%v: pixels differ from imaging's", r)
		}
	}
	// Every luma with every blue chroma, and the red chroma across them all.
	img := image.NewYCbCr(image.Rect(0, 0, 256, 256), image.YCbCrSubsampleRatio444)
	for y := range 256 {
		for x := range 256 {
			img.Y[y*img.YStride+x], img.Cb[y*img.CStride+x], img.Cr[y*img.CStride+x] = byte(x), byte(y), byte(x+3*y)
		}
	}
	if !bytes.Equal(ycbcrToNRGBA(img).Pix, imaging.Clone(img).Pix) {
		t.Error("all samples: pixels differ from imaging's")
	}
}
