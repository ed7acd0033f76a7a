package output

import (
	"bytes"
	"image"
	"math/rand/v2"
	"testing"

	"github.com/disintegration/imaging"
)

// lanczos gives imaging's pixels, to the bit, for opaque pictures (NRGBA
// and a JPEG's YCbCr, 4:2:0, 4:4:4 and 4:2:2) reduced, enlarged, cropped (a sub-picture) and
// changed along one axis, and for a picture with transparency (imaging's
// own then).
func TestLanczosIsImagings(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	picture := func(w, h int, opaque bool) *image.NRGBA {
		m := image.NewNRGBA(image.Rect(0, 0, w, h))
		for i := range m.Pix {
			m.Pix[i] = byte(r.IntN(256))
			if i%4 == 3 && opaque {
				m.Pix[i] = 0xff
			}
		}
		return m
	}
	big := picture(300, 200, true)
	ycbcr := func(ratio image.YCbCrSubsampleRatio) *image.YCbCr {
		m := image.NewYCbCr(image.Rect(0, 0, 301, 199), ratio)
		for _, plane := range [][]byte{m.Y, m.Cb, m.Cr} {
			for i := range plane {
				plane[i] = byte(r.IntN(256))
			}
		}
		return m
	}
	jpeg := ycbcr(image.YCbCrSubsampleRatio420)
	full, across := ycbcr(image.YCbCrSubsampleRatio444), ycbcr(image.YCbCrSubsampleRatio422)
	for _, c := range []struct {
		src  image.Image
		w, h int
		fast bool // by lanczos's own passes
	}{
		{big, 97, 61, true},
		{big, 614, 661, true},
		{big, 299, 13, true},
		{big, 1, 1, true},
		{big.SubImage(image.Rect(37, 21, 250, 190)), 64, 80, true},
		{picture(5, 3, true), 17, 2, true},
		{jpeg, 97, 61, true},
		{jpeg.SubImage(image.Rect(33, 17, 250, 190)), 64, 80, true},
		{full, 97, 61, true},
		{full.SubImage(image.Rect(33, 17, 250, 190)), 64, 80, true},
		{across, 97, 61, true},
		{across.SubImage(image.Rect(33, 17, 250, 190)), 64, 80, true},
		{big, 300, 50, false}, // one axis as it is: imaging's single pass
		{picture(40, 30, false), 20, 20, false},
	} {

		if fast := opaqueRows(c.src) != nil && c.src.Bounds().Dx() != c.w && c.src.Bounds().Dy() != c.h; fast != c.fast {
			t.Errorf("%v to %d × %d: by lanczos's passes %v, want %v", c.src.Bounds(), c.w, c.h, fast, c.fast)
		}
		want := imaging.Resize(c.src, c.w, c.h, imaging.Lanczos)
		got := lanczos(c.src, c.w, c.h)
		if got.Rect != want.Rect || !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("%v to %d × %d: not imaging's pixels", c.src.Bounds(), c.w, c.h)
		}
	}
}
