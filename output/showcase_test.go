package output

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/layout"
)

var update = flag.Bool("update", false, "rewrite the golden PNGs of testdata/showcase")

// The showcase game (testdata/showcase) looks as its layouts.toml says: every
// face and its back, rendered at 100 dpi, match the golden PNGs byte for
// byte. After a deliberate change, look at the new images and run
// go test ./output -run Showcase -update.
func TestShowcaseGoldenFaces(t *testing.T) {
	c, err := catalog.LoadDir("../testdata/showcase")
	if err != nil {
		t.Fatal(err)
	}
	imgs := NewImages(c.FS, 100)
	golden := filepath.Join("..", "testdata", "showcase", "golden")
	// Each card is its own size: sites are landscape.
	check := func(name string, boxes []layout.Box, w, h float64) {
		area := layout.Rect{W: w, H: h}
		img, err := RenderArea(boxes, area, imgs)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, err := EncodePNG(img)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(golden, name)
		if *update {
			os.MkdirAll(golden, 0o755)
			if err := os.WriteFile(file, got, 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (run go test ./output -run Showcase -update)", err)
		}
		if !bytes.Equal(got, want) {
			os.WriteFile(filepath.Join(t.TempDir(), name), got, 0o644)
			t.Errorf("%s differs from its golden image", name)
		}
	}
	n := 0
	for _, e := range c.Cards {
		for _, f := range e.Faces() {
			boxes, err := layout.CardFace(c, f, layout.FaceOptions{})
			if err != nil {
				t.Fatal(err)
			}
			w, h := c.CardSize(e)
			check(PNGName(f.ID), boxes, w, h)
			n++
		}
	}
	cards, err := c.Select(catalog.Selection{})
	if err != nil {
		t.Fatal(err)
	}
	var sizes []string
	for _, g := range c.BySize(cards) {
		check(BackFile(g.Tag), layout.CardBack(g.Catalog, layout.FaceOptions{}), g.W, g.H)
		sizes = append(sizes, BackFile(g.Tag))
	}
	if n != 6 || strings.Join(sizes, " ") != "back.png back-88x63.png" {
		t.Errorf("%d faces, backs %v; want 6 faces, back.png and back-88x63.png", n, sizes)
	}
}

// An image file is decoded once, however many outputs (each an Images at
// its own resolution) draw it, and each size is resampled once.
func TestArtDecodedOncePerProcess(t *testing.T) {
	c, err := catalog.LoadDir("../testdata/showcase")
	if err != nil {
		t.Fatal(err)
	}
	before := decodes.Load()
	box := layout.Image{Rect: layout.Rect{W: 63, H: 88}, Path: "art/forest.png", Fit: "cover", Anchor: layout.Point{X: 0.5, Y: 0.5}}
	for _, dpi := range []float64{0, 150, 300, 300} {
		im := NewImages(c.FS, dpi)
		a, _, err := im.Placed(box)
		if err != nil {
			t.Fatal(err)
		}
		b, _, _ := im.Placed(box)
		if a != b {
			t.Errorf("dpi %v: the same size was resampled twice", dpi)
		}
	}
	if n := decodes.Load() - before; n > 1 {
		t.Errorf("art/forest.png decoded %d times, want once", n)
	}
}
