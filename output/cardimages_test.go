package output

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/layout"
)

// Backs per kind: the action cards' layout has a back of its own; it goes
// into backs/ and, for Tabletop Simulator, into a sheet of unique backs,
// while the number card keeps the game's back.png.
func TestBacksPerKind(t *testing.T) {
	c, err := catalog.LoadDir("testdata/kind-backs")
	if err != nil {
		t.Fatal(err)
	}
	cards, _ := c.Select(catalog.Selection{})
	dir := t.TempDir()
	w, err := WriteCardImages(c, cards, CardImages{Dir: dir}, NewImages(c.FS, 50))
	if err != nil {
		t.Fatal(err)
	}
	if w.Designs != 2 || w.Backs != 1 || !w.Shared {
		t.Errorf("wrote %+v, want 2 designs, 1 back of its own and the shared back", w)
	}
	yellow := decodePNG(t, filepath.Join(dir, BacksDir, "skip.png"))
	if r, g, b, _ := yellow.At(30, 40).RGBA(); r>>8 != 0xE8 || g>>8 != 0xB4 || b>>8 != 0x00 {
		t.Errorf("backs/skip.png is %02x%02x%02x in the middle, want the action back's E8B400", r>>8, g>>8, b>>8)
	}
	shared := decodePNG(t, filepath.Join(dir, BackName))
	if r, g, b, _ := shared.At(2, 2).RGBA(); r>>8 != 0x2B || g>>8 != 0x2D || b>>8 != 0x42 {
		t.Errorf("back.png is %02x%02x%02x at its edge, want the game's 2B2D42", r>>8, g>>8, b>>8)
	}
	if _, err := os.Stat(filepath.Join(dir, BacksDir, "1.png")); err == nil {
		t.Error("the number card got a back of its own")
	}

	tts := filepath.Join(dir, "tts")
	if _, err := WriteDeckSheets(c, cards, DeckSheets{Dir: tts, URL: "https://example.org/tts/", Title: "K"}, NewImages(c.FS, 50)); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(filepath.Join(tts, "deck.json"))
	var deck struct {
		ObjectStates []struct {
			CustomDeck map[string]struct {
				FaceURL, BackURL string
				UniqueBack       bool
			}
		}
	}
	if err := json.Unmarshal(data, &deck); err != nil {
		t.Fatal(err)
	}
	d := deck.ObjectStates[0].CustomDeck["1"]
	if !d.UniqueBack || d.BackURL != "https://example.org/tts/deck-1-backs.png" || d.FaceURL != "https://example.org/tts/deck-1.png" {
		t.Errorf("custom deck %+v: want unique backs from deck-1-backs.png", d)
	}
	backs := decodePNG(t, filepath.Join(tts, "deck-1-backs.png"))
	cell := backs.Bounds().Dx() / 10
	// Cell 0 is the number card (the game's back), cells 1 and 2 the two
	// Skips (yellow).
	for i, want := range []uint32{0x2B, 0xE8, 0xE8} {
		if r, _, _, _ := backs.At(i*cell+cell/2, 5).RGBA(); r>>8 != want {
			t.Errorf("back sheet cell %d: red %02x, want %02x", i, r>>8, want)
		}
	}
}

// Art in PDFs keeps its own resolution, at most PDFMaxDPI, whatever the
// PNGs' dpi: a 400 × 200 px image covering 29 × 17 mm keeps its pixels
// (cropped to the box's shape), a 4000 × 2000 px one is cut down to 600 ppi.
func TestPDFArtKeepsItsResolution(t *testing.T) {
	fsys := fstest.MapFS{}
	for _, size := range [][2]int{{400, 200}, {4000, 2000}} {
		var buf bytes.Buffer
		png.Encode(&buf, image.NewRGBA(image.Rect(0, 0, size[0], size[1])))
		fsys[fmt.Sprintf("art/%d.png", size[0])] = &fstest.MapFile{Data: buf.Bytes()}
	}
	for _, tt := range []struct {
		path string
		dpi  float64
		w, h int
	}{
		{"art/400.png", 0, 341, 200},  // cropped to 29:17, no resampling up
		{"art/4000.png", 0, 685, 402}, // 29 × 17 mm at 600 ppi
		{"art/400.png", 72, 82, 48},   // PNGs: at their dpi
	} {
		img, _, err := NewImages(fsys, tt.dpi).Fitted(tt.path, 29, 17, false)
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != tt.w || b.Dy() != tt.h {
			t.Errorf("%s at dpi %v: %d × %d px, want %d × %d", tt.path, tt.dpi, b.Dx(), b.Dy(), tt.w, tt.h)
		}
	}
}

// A deck of one card is a custom card to Tabletop Simulator, not a deck.
func TestDeckSheetOfOneCard(t *testing.T) {
	c, err := catalog.LoadDir("testdata/kind-backs")
	if err != nil {
		t.Fatal(err)
	}
	cards, _ := c.Select(catalog.Selection{Only: []string{"1"}})
	dir := t.TempDir()
	if _, err := WriteDeckSheets(c, cards, DeckSheets{Dir: dir, URL: "x/"}, NewImages(c.FS, 50)); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "deck.json"))
	var obj struct {
		ObjectStates []struct {
			Name    string
			CardID  int
			DeckIDs []int
		}
	}
	if err := json.Unmarshal(data, &obj); err != nil || len(obj.ObjectStates) != 1 {
		t.Fatalf("%v\n%s", err, data)
	}
	if o := obj.ObjectStates[0]; o.Name != "CardCustom" || o.CardID != 100 || o.DeckIDs != nil {
		t.Errorf("one card: %+v, want a CardCustom with CardID 100", o)
	}
}

// Images of one width come out of fpdf in map order; the document gives
// each its own width, so that the same pages give the same bytes.
func TestPDFWithImagesOfOneWidthIsReproducible(t *testing.T) {
	fsys := fstest.MapFS{}
	var boxes []layout.Box
	for i := 0; i < 4; i++ {
		img := image.NewRGBA(image.Rect(0, 0, 100, 60))
		for p := range img.Pix {
			img.Pix[p] = uint8(40 * i)
		}
		var buf bytes.Buffer
		png.Encode(&buf, img)
		path := fmt.Sprintf("art/%d.png", i)
		fsys[path] = &fstest.MapFile{Data: buf.Bytes()}
		boxes = append(boxes, layout.Image{Rect: layout.Rect{X: 10, Y: 10 + 30*float64(i), W: 50, H: 30}, Path: path})
	}
	write := func() []byte {
		var buf bytes.Buffer
		if err := WritePages(&buf, "t", []layout.Page{{W: 100, H: 150, Boxes: boxes}}, NewImages(fsys, 0)); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	first := write()
	for i := 0; i < 30; i++ {
		if !bytes.Equal(first, write()) {
			t.Fatal("the same page with four images of one width gave different PDFs")
		}
	}
}
