package output

import (
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"io"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"cardpress/catalog"
	"cardpress/layout"
)

// CardImages says which card images to write, and where.
type CardImages struct {
	Dir   string  // the folder of the images: faces, and back.png
	Gray  bool    // gray variants instead of color ones
	Bleed float64 // mm of background around the cut line; the image grows by it
	Stamp string  // version stamp on every face, or ""
	// Canvas, when set, is a shop's canvas: every image is exactly its
	// size, with the card scaled to cover the product's trim. Bleed is then
	// the canvas's.
	Canvas *layout.Canvas
}

// BackName is the file name of the back image beside the faces.
const BackName = "back.png"

// WriteCardImages renders every card design of cards once, on all cores,
// into o.Dir, one PNG per design and the back as back.png, at the
// resolution of imgs (or of the canvas). It returns the number of designs.
func WriteCardImages(c *catalog.Catalog, cards []catalog.Card, o CardImages, imgs *Images) (int, error) {
	faces := designs(cards)
	for _, f := range faces {
		if PNGName(f.ID) == BackName {
			return 0, fmt.Errorf("card %s: its image would be named %s, like the back's; give the card another id", f.ID, BackName)
		}
	}
	err := parallel(len(faces)+1, func(i int) error {
		var img image.Image
		var err error
		name := BackName
		if i == len(faces) {
			img, err = renderBack(c, o, imgs)
		} else {
			img, err = renderFace(c, faces[i], o, imgs)
			name = PNGName(faces[i].ID)
		}
		if err != nil {
			return err
		}
		if o.Gray {
			img = GrayImage(img)
		}
		return WritePNG(filepath.Join(o.Dir, name), img)
	})
	return len(faces), err
}

// designs are the card designs of cards, once each, in deck order.
func designs(cards []catalog.Card) []catalog.Face {
	var faces []catalog.Face
	seen := map[string]bool{}
	for _, k := range cards {
		if !seen[k.Face.ID] {
			seen[k.Face.ID] = true
			faces = append(faces, k.Face)
		}
	}
	return faces
}

// area is the part of the card layout an image shows, and its images at
// the image's resolution.
func (o CardImages) area(c *catalog.Catalog, imgs *Images) (layout.Rect, float64, *Images) {
	if o.Canvas != nil {
		if imgs.DPI != o.Canvas.DPI() {
			imgs = NewImages(imgs.FS, o.Canvas.DPI())
		}
		// A hair more bleed than the canvas needs, so that no edge pixel is
		// left unpainted by rounding.
		return o.Canvas.Area, o.Canvas.Bleed() + 0.1, imgs
	}
	return layout.Rect{W: c.Game.CardWidth, H: c.Game.CardHeight}.Inset(-o.Bleed), o.Bleed, imgs
}

func renderFace(c *catalog.Catalog, face catalog.Face, o CardImages, imgs *Images) (*image.RGBA, error) {
	area, bleed, imgs := o.area(c, imgs)
	boxes, err := layout.CardFace(c, face, layout.FaceOptions{Gray: o.Gray, Bleed: bleed})
	if err != nil {
		return nil, err
	}
	boxes = append(boxes, layout.Stamp(c.Game.CardWidth, c.Game.CardHeight, o.Stamp)...)
	img, err := RenderArea(boxes, area, imgs)
	if err != nil {
		return nil, fmt.Errorf("card %s: %w", face.ID, err)
	}
	return img, nil
}

func renderBack(c *catalog.Catalog, o CardImages, imgs *Images) (*image.RGBA, error) {
	area, bleed, imgs := o.area(c, imgs)
	img, err := RenderArea(layout.CardBack(c, layout.FaceOptions{Gray: o.Gray, Bleed: bleed}), area, imgs)
	if err != nil {
		return nil, fmt.Errorf("card back: %w", err)
	}
	return img, nil
}

// PNGName turns a face id into a file name: "skip/red" → "skip.red.png".
func PNGName(faceID string) string {
	return strings.ReplaceAll(faceID, "/", ".") + ".png"
}

// DeckSheets says how to write Tabletop Simulator deck sheets.
type DeckSheets struct {
	Dir   string
	Stamp string
	// URL is where the images will be found by Tabletop Simulator: the
	// folder's address once uploaded, or file:/// and its path.
	URL   string
	Title string // the deck's name in the game
}

// WriteDeckSheets writes Tabletop Simulator deck sheets into o.Dir:
// deck-N.png with up to 69 cards each and, in the last cell, the back shown
// for hidden cards; back.png; and deck.json, the saved object to import.
// imgs sets the resolution, narrowed to keep sheets within 4096 px. It
// returns the number of sheets.
func WriteDeckSheets(c *catalog.Catalog, cards []catalog.Card, o DeckSheets, imgs *Images) (int, error) {
	cellW, _ := layout.TTSCell(c.Game.CardWidth, c.Game.CardHeight, imgs.DPI)
	// The resolution at which the card is cellW pixels wide.
	sheetImgs := NewImages(imgs.FS, float64(cellW)/c.Game.CardWidth*layout.Inch)
	faces := designs(cards)
	rendered := make([]image.Image, len(faces))
	plain := CardImages{Stamp: o.Stamp}
	err := parallel(len(faces), func(i int) error {
		img, err := renderFace(c, faces[i], plain, sheetImgs)
		rendered[i] = img
		return err
	})
	if err != nil {
		return 0, err
	}
	back, err := renderBack(c, plain, sheetImgs)
	if err != nil {
		return 0, err
	}
	index := map[string]int{}
	for i, f := range faces {
		index[f.ID] = i
	}
	per := layout.TTSCols*layout.TTSRows - 1
	n := (len(cards) + per - 1) / per
	err = parallel(n, func(i int) error {
		cells := make([]image.Image, per+1)
		for j, k := range cards[i*per : min(len(cards), (i+1)*per)] {
			cells[j] = rendered[index[k.Face.ID]]
		}
		cells[per] = back
		return WritePNG(filepath.Join(o.Dir, fmt.Sprintf("deck-%d.png", i+1)), Grid(cells, layout.TTSCols, layout.TTSRows))
	})
	if err != nil {
		return 0, err
	}
	if err := WritePNG(filepath.Join(o.Dir, BackName), back); err != nil {
		return 0, err
	}
	data, err := ttsDeck(c, cards, o, n)
	if err != nil {
		return 0, err
	}
	return n, WriteFile(filepath.Join(o.Dir, "deck.json"), func(w io.Writer) error { _, err := w.Write(data); return err })
}

// ttsDeck is the deck as a Tabletop Simulator saved object: one custom
// deck per sheet, card ids 100·sheet + cell.
func ttsDeck(c *catalog.Catalog, cards []catalog.Card, o DeckSheets, sheets int) ([]byte, error) {
	type transform struct {
		PosX   float64 `json:"posX"`
		PosY   float64 `json:"posY"`
		PosZ   float64 `json:"posZ"`
		RotX   float64 `json:"rotX"`
		RotY   float64 `json:"rotY"`
		RotZ   float64 `json:"rotZ"`
		ScaleX float64 `json:"scaleX"`
		ScaleY float64 `json:"scaleY"`
		ScaleZ float64 `json:"scaleZ"`
	}
	type customDeck struct {
		FaceURL, BackURL    string
		NumWidth, NumHeight int
		BackIsHidden        bool
		UniqueBack          bool
	}
	type card struct {
		Name      string
		Nickname  string
		CardID    int
		Transform transform
	}
	type deck struct {
		Name             string
		Nickname         string
		Transform        transform
		DeckIDs          []int
		CustomDeck       map[string]customDeck
		ContainedObjects []card
	}
	// Face down, as a deck lies on the table.
	down := transform{PosY: 1, RotY: 180, RotZ: 180, ScaleX: 1, ScaleY: 1, ScaleZ: 1}
	d := deck{Name: "DeckCustom", Nickname: o.Title, Transform: down, CustomDeck: map[string]customDeck{}}
	per := layout.TTSCols*layout.TTSRows - 1
	for s := 1; s <= sheets; s++ {
		d.CustomDeck[fmt.Sprint(s)] = customDeck{
			FaceURL: o.URL + fmt.Sprintf("deck-%d.png", s), BackURL: o.URL + BackName,
			NumWidth: layout.TTSCols, NumHeight: layout.TTSRows, BackIsHidden: true,
		}
	}
	for i, k := range cards {
		id := (i/per+1)*100 + i%per
		d.DeckIDs = append(d.DeckIDs, id)
		d.ContainedObjects = append(d.ContainedObjects, card{Name: "Card", Nickname: k.Face.Entry.Name, CardID: id, Transform: down})
	}
	// encoding/json sorts map keys: the file is reproducible.
	return json.MarshalIndent(struct{ ObjectStates []deck }{[]deck{d}}, "", "  ")
}

// parallel runs do(0) … do(n-1) on all cores and returns their errors
// joined. It runs two jobs per core: each ends waiting for its file to
// reach the disk, and the other keeps the core busy meanwhile.
func parallel(n int, do func(i int) error) error {
	var wg sync.WaitGroup
	errs := make([]error, n)
	next := make(chan int)
	for w := 0; w < 2*runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = do(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	return errors.Join(errs...)
}
