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
	checkTTSDeck(t, c, tts, "https://example.org/tts/", cards, true)
	backs := decodePNG(t, filepath.Join(tts, "deck-1-backs.png"))
	cell := backs.Bounds().Dx() / 10
	// Cell 0 is the number card (the game's back), cell 1 the Skip
	// (yellow), whose two copies share it; cell 2 is empty (black).
	for i, want := range []uint32{0x2B, 0xE8, 0x00} {
		if r, _, _, _ := backs.At(i*cell+cell/2, 5).RGBA(); r>>8 != want {
			t.Errorf("back sheet cell %d: red %02x, want %02x", i, r>>8, want)
		}
	}
}

// Art in PDFs keeps its own resolution, at most PDFMaxDPI, whatever the
// PNGs' dpi: a 400 × 200 px image covering 29 × 17 mm keeps its pixels
// (cropped to the box's shape), a 2760 × 1620 px one is cut down to 600
// ppi (shrunk by half first, as four times the size or more is: the
// 4000 × 2000 it was had half as many pixels again).
func TestPDFArtKeepsItsResolution(t *testing.T) {
	t.Parallel()
	fsys := fstest.MapFS{}
	for _, size := range [][2]int{{400, 200}, {2760, 1620}} {
		// At the encoder's quickest: the pixels are what counts, and
		// compressing 4.5 Mpx at its default level was a sixth of the test.
		var buf bytes.Buffer
		(&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, image.NewRGBA(image.Rect(0, 0, size[0], size[1])))
		fsys[fmt.Sprintf("art/%d.png", size[0])] = &fstest.MapFile{Data: buf.Bytes()}
	}
	for _, tt := range []struct {
		path string
		dpi  float64
		w, h int
	}{
		{"art/400.png", 0, 341, 200},  // cropped to 29:17, no resampling up
		{"art/2760.png", 0, 685, 402}, // 29 × 17 mm at 600 ppi
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

// A deck of one card is saved as the card alone, as Tabletop Simulator
// saves a card lying on its own.
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
	checkTTSDeck(t, c, dir, "x/", cards, false)
}

// More designs than a sheet holds go on a second sheet, custom deck "2",
// card ids from 200; without backs of their own the back is back.png.
// Copies of a design share its cell: 75 copies of one card are one sheet.
func TestDeckSheetsOfManyCards(t *testing.T) {
	c, err := catalog.LoadDir("testdata/kind-backs")
	if err != nil {
		t.Fatal(err)
	}
	one, _ := c.Select(catalog.Selection{Only: []string{"1"}})
	var copies []catalog.Card
	for len(copies) < 75 {
		copies = append(copies, one...)
	}
	if n, err := WriteDeckSheets(c, copies, DeckSheets{Dir: t.TempDir(), URL: "x/"}, NewImages(c.FS, 20)); err != nil || n != 1 {
		t.Errorf("75 copies of one card: %d sheets, %v; want 1", n, err)
	}
	// 75 designs of one entry, as if it had 75 variants.
	var cards []catalog.Card
	for i := 0; len(cards) < 75; i++ {
		k := one[0]
		k.Face.ID = fmt.Sprintf("1-%d", i)
		cards = append(cards, k)
	}
	dir := t.TempDir()
	n, err := WriteDeckSheets(c, cards, DeckSheets{Dir: dir, URL: "https://example.org/k/"}, NewImages(c.FS, 20))
	if err != nil || n != 2 {
		t.Fatalf("%d sheets, %v; want 2", n, err)
	}
	checkTTSDeck(t, c, dir, "https://example.org/k/", cards, false)
}

// checkTTSDeck reads dir/deck.json and checks what Tabletop Simulator needs
// to import it: the keys spelled as in its saves; a deck's DeckIDs the
// CardIDs of its cards in order; each CardID sheet·100 + cell, on a sheet
// of the deck with a cell that holds a card (not the hidden card's); each
// card carrying its sheet; NumWidth × NumHeight the grid of the sheet image;
// UniqueBack and a sheet of backs exactly when the cards have own backs.
func checkTTSDeck(t *testing.T, c *catalog.Catalog, dir, url string, cards []catalog.Card, unique bool) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "deck.json"))
	if err != nil {
		t.Fatal(err)
	}
	// The keys first, as written: encoding/json would match "cardid" too.
	var raw struct{ ObjectStates []map[string]json.RawMessage }
	if err := json.Unmarshal(data, &raw); err != nil || len(raw.ObjectStates) != 1 {
		t.Fatalf("deck.json: %v, %d objects\n%s", err, len(raw.ObjectStates), data)
	}
	hasKeys := func(what string, obj map[string]json.RawMessage, keys ...string) {
		for _, k := range keys {
			if _, ok := obj[k]; !ok {
				t.Errorf("deck.json: %s has no %q", what, k)
			}
		}
	}
	cardKeys := []string{"Name", "Transform", "Nickname", "CardID", "CustomDeck", "Hands", "SidewaysCard"}
	objects := []map[string]json.RawMessage{raw.ObjectStates[0]}
	if len(cards) > 1 {
		hasKeys("the deck", raw.ObjectStates[0], "Name", "Transform", "Nickname", "DeckIDs", "CustomDeck", "ContainedObjects")
		var inner []map[string]json.RawMessage
		json.Unmarshal(raw.ObjectStates[0]["ContainedObjects"], &inner)
		objects = inner
	}
	for _, o := range objects {
		hasKeys("a card", o, cardKeys...)
		var decks map[string]map[string]json.RawMessage
		var tr map[string]json.RawMessage
		json.Unmarshal(o["CustomDeck"], &decks)
		json.Unmarshal(o["Transform"], &tr)
		hasKeys("a card's transform", tr, "posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ")
		for _, d := range decks {
			hasKeys("a custom deck", d, "FaceURL", "BackURL", "NumWidth", "NumHeight", "BackIsHidden", "UniqueBack", "Type")
		}
	}

	type customDeck struct {
		FaceURL, BackURL         string
		NumWidth, NumHeight      int
		BackIsHidden, UniqueBack bool
		Type                     int
	}
	type object struct {
		Name, Nickname   string
		CardID           int
		DeckIDs          []int
		CustomDeck       map[string]customDeck
		ContainedObjects []object
		SidewaysCard     bool
	}
	var save struct{ ObjectStates []object }
	json.Unmarshal(data, &save)
	top := save.ObjectStates[0]
	inDeck := []object{top}
	if len(cards) > 1 {
		if top.Name != "DeckCustom" || len(top.ContainedObjects) != len(cards) || len(top.DeckIDs) != len(cards) {
			t.Fatalf("deck %q: %d cards, %d DeckIDs; want a DeckCustom of %d", top.Name, len(top.ContainedObjects), len(top.DeckIDs), len(cards))
		}
		inDeck = top.ContainedObjects
	}
	back := decodePNG(t, filepath.Join(dir, BackName)).Bounds()
	// Each sheet is read once, not for every card on it: decoding a
	// sheet of 70 cells for each of 75 cards was most of the package's
	// PNG decoding.
	sheets := map[string]image.Rectangle{}
	names := layout.FaceNames(c, Designs(cards))
	cellOf := map[string]int{}
	for i, o := range inDeck {
		if o.Name != "Card" || o.Nickname != names[cards[i].Face.ID] {
			t.Errorf("card %d: %s %q, want a Card named %q", i, o.Name, o.Nickname, names[cards[i].Face.ID])
		}
		// One cell per design.
		if id, ok := cellOf[cards[i].Face.ID]; ok && id != o.CardID {
			t.Errorf("card %d (%s): CardID %d, its design's other copies %d", i, cards[i].Face.ID, o.CardID, id)
		}
		cellOf[cards[i].Face.ID] = o.CardID
		if len(cards) > 1 && top.DeckIDs[i] != o.CardID {
			t.Errorf("card %d: CardID %d, but DeckIDs says %d", i, o.CardID, top.DeckIDs[i])
		}
		key := fmt.Sprint(o.CardID / 100)
		d, ok := o.CustomDeck[key]
		if len(o.CustomDeck) != 1 || !ok || (len(cards) > 1 && top.CustomDeck[key] != d) {
			t.Errorf("card %d (CardID %d): custom decks %v, want its sheet %s as the deck has it", i, o.CardID, o.CustomDeck, key)
			continue
		}
		if cell := o.CardID % 100; cell >= d.NumWidth*d.NumHeight-1 {
			t.Errorf("card %d: cell %d of a %d × %d sheet: the last cell is the hidden card's", i, cell, d.NumWidth, d.NumHeight)
		}
		if d.FaceURL != url+"deck-"+key+".png" || !d.BackIsHidden || d.Type != 0 || d.UniqueBack != unique {
			t.Errorf("sheet %s: %+v, want faces at %sdeck-%s.png, the back hidden, shape 0, unique backs %v", key, d, url, key, unique)
		}
		wantBack := url + BackName
		if unique {
			wantBack = url + "deck-" + key + "-backs.png"
		}
		if d.BackURL != wantBack {
			t.Errorf("sheet %s: back %s, want %s", key, d.BackURL, wantBack)
		}
		sheet, ok := sheets[key]
		if !ok {
			sheet = decodePNG(t, filepath.Join(dir, "deck-"+key+".png")).Bounds()
			sheets[key] = sheet
		}
		if sheet.Dx() != d.NumWidth*back.Dx() || sheet.Dy() != d.NumHeight*back.Dy() {
			t.Errorf("sheet %s: %d × %d px, not %d × %d cells of %d × %d", key, sheet.Dx(), sheet.Dy(), d.NumWidth, d.NumHeight, back.Dx(), back.Dy())
		}
		if o.SidewaysCard != (back.Dx() > back.Dy()) {
			t.Errorf("card %d: SidewaysCard %v for cells of %d × %d", i, o.SidewaysCard, back.Dx(), back.Dy())
		}
	}
}

// Images of one width come out of fpdf in map order; the document gives
// each its own width, so that the same pages give the same bytes.
func TestPDFWithImagesOfOneWidthIsReproducible(t *testing.T) {
	t.Parallel()
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
