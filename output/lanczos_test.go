package output

import (
	"bytes"
	"image"
	"math/rand/v2"
	"testing"

	"github.com/disintegration/imaging"
)

// lanczos gives imaging's pixels, to the bit, for opaque pictures
// reduced, enlarged, cropped (a sub-picture) and changed along one axis,
// and for a picture with transparency (imaging's own then).
func TestLanczosIsImagings(t *testing.T) {
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
		{big, 300, 50, false}, // one axis as it is: imaging's single pass
		{picture(40, 30, false), 20, 20, false},
	} {
		if m, ok := c.src.(*image.NRGBA); c.fast && (!ok || resizeRows(m, c.w) == nil) {
			t.Errorf("%v to %d × %d: not resampled by lanczos's passes", c.src.Bounds(), c.w, c.h)
		}
		want := imaging.Resize(c.src, c.w, c.h, imaging.Lanczos)
		got := lanczos(c.src, c.w, c.h)
		if got.Rect != want.Rect || !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("%v to %d × %d: not imaging's pixels", c.src.Bounds(), c.w, c.h)
		}
	}
}
