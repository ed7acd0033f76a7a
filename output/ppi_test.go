package output

import (
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"cardpress/layout"
)

// An image box's ppi counts the picture as it is placed: cropped to cover
// (the side that fills the box), contained (the side that fills it, the
// other with room left) or stretched (the lower).
func TestPlacedPPI(t *testing.T) {
	dir := t.TempDir()
	f, _ := os.Create(filepath.Join(dir, "a.png"))
	png.Encode(f, image.NewNRGBA(image.Rect(0, 0, 600, 300)))
	f.Close()
	imgs := NewImages(os.DirFS(dir), 0)
	box := layout.Image{Rect: layout.Rect{W: 25.4, H: 25.4}, Path: "a.png"}
	for _, tt := range []struct {
		fit string
		ppi float64
	}{{"", 300}, {"cover", 300}, {"contain", 600}, {"stretch", 300}} {
		box.Fit = tt.fit
		got, err := imgs.PPI(box)
		if err != nil || math.Abs(got-tt.ppi) > 1e-9 {
			t.Errorf("fit %q: %v ppi (%v), want %v", tt.fit, got, err, tt.ppi)
		}
	}
	box.Fit, box.W, box.H = "cover", 50.8, 12.7 // 600 px across 2 in, 300 down ½ in
	if got, _ := imgs.PPI(box); math.Abs(got-300) > 1e-9 {
		t.Errorf("cover of a wide box: %v ppi, want 300", got)
	}
}
