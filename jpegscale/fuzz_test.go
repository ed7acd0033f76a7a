package jpegscale

import (
	"bytes"
	"errors"
	"image"
	"os"
	"path/filepath"
	"testing"
)

// FuzzDecode decodes broken JPEGs at every scale, and their coefficients:
// an error or a picture of the size the header says, never a panic (nor
// an InternalError, a panic caught), and no more memory than a header
// within the budget asks for.
func FuzzDecode(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.jpg")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil && len(data) < 4000 {
			f.Add(data)
		}
	}
	f.Add(encode(f, painting(40, 24, image.YCbCrSubsampleRatio420), 80))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := DecodeConfig(bytes.NewReader(data))
		if err != nil || cfg.Width*cfg.Height > 1<<20 {
			return // what a caller refuses before decoding
		}
		for _, scale := range Scales {
			img, err := Decode(bytes.NewReader(data), scale)
			var bug *InternalError
			if errors.As(err, &bug) {
				t.Fatalf("1/%d: %v", scale, err)
			}
			if err != nil {
				continue
			}
			w, h := ScaledSize(cfg.Width, cfg.Height, scale)
			if img.Bounds() != image.Rect(0, 0, w, h) {
				t.Fatalf("1/%d: bounds %v, want %d × %d", scale, img.Bounds(), w, h)
			}
		}
		k, err := DecodeCoefficients(bytes.NewReader(data), 4)
		var bug *InternalError
		if errors.As(err, &bug) {
			t.Fatalf("coefficients: %v", err)
		}
		if err != nil {
			return
		}
		for _, scale := range []int{4, 8} {
			img, err := k.Image(scale)
			w, h := ScaledSize(cfg.Width, cfg.Height, scale)
			if err != nil || img.Bounds() != image.Rect(0, 0, w, h) {
				t.Fatalf("1/%d from coefficients: %v, %v; want %d × %d", scale, img, err, w, h)
			}
		}
	})
}
