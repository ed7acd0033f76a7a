package output

import (
	"bytes"
	"image"
	"image/draw"
	"testing"
)

// A JPEG's pixels reduced by a whole factor are the averages of their
// blocks, as the general reduction makes them, within rounding (for colors
// inside the RGB cube, where the conversion is linear).
func TestReduceYCbCr(t *testing.T) {
	for _, ratio := range []image.YCbCrSubsampleRatio{image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio420} {
		img := image.NewYCbCr(image.Rect(0, 0, 41, 23), ratio)
		for i := range img.Y {
			img.Y[i] = uint8(70 + i*7%120)
		}
		for i := range img.Cb {
			img.Cb[i], img.Cr[i] = uint8(115+i%25), uint8(110+i*3%30)
		}
		for _, k := range []int{2, 4} {
			fast := reduceYCbCr(img, k, 41/k, 23/k)
			rgba := image.NewRGBA(img.Bounds())
			draw.Draw(rgba, rgba.Bounds(), img, image.Point{}, draw.Src)
			slow := reduce(rgba, k)
			if fast.Bounds() != slow.Bounds() {
				t.Fatalf("%v k=%d: %v, want %v", ratio, k, fast.Bounds(), slow.Bounds())
			}
			for i := range fast.Pix {
				if d := int(fast.Pix[i]) - int(slow.Pix[i]); d > 3 || d < -3 {
					t.Fatalf("%v k=%d: byte %d is %d, the average of its block %d", ratio, k, i, fast.Pix[i], slow.Pix[i])
				}
			}
		}
	}
}

// An opaque picture reduces to the same pixels by the fast path as by the
// general one.
func TestReduceOpaque(t *testing.T) {
	img := image.NewNRGBA(image.Rect(3, 2, 3+43, 2+29))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 37)
		if i%4 == 3 {
			img.Pix[i] = 0xff
		}
	}
	for _, k := range []int{2, 3, 4} {
		rgba := image.NewRGBA(img.Bounds())
		draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
		fast, slow := reduce(img, k), reduce(rgba, k)
		if !bytes.Equal(fast.Pix, slow.Pix) || fast.Bounds() != slow.Bounds() {
			t.Errorf("k=%d: the fast reduction differs from the general one", k)
		}
	}
}
