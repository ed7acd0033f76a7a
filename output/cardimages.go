package output

import (
	"errors"
	"fmt"
	"image"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"cardpress/catalog"
	"cardpress/layout"
)

// CardImages says which card images to write, and where.
type CardImages struct {
	Dir   string // OUT: faces go to OUT/png, gray faces to OUT/png-gray, deck sheets to OUT/tts
	PNG   bool   // one PNG per card design
	Gray  bool   // with PNG: a grayscale PNG per design too
	Sheet bool   // Tabletop Simulator deck sheets
}

// DeckSheetGrid is the grid of a Tabletop Simulator deck sheet: 69 cards and,
// in the last cell, the back it shows for hidden cards.
const (
	DeckSheetCols = 10
	DeckSheetRows = 7
)

// WriteCardImages renders every card design of cards once, on all cores,
// and writes the images o asks for. It returns the number of designs and of
// deck sheets written.
func WriteCardImages(c *catalog.Catalog, cards []catalog.Card, o CardImages, imgs *Images) (designs, sheets int, err error) {
	var faces []catalog.Face
	index := map[string]int{}
	for _, k := range cards {
		if _, done := index[k.Face.ID]; !done {
			index[k.Face.ID] = len(faces)
			faces = append(faces, k.Face)
		}
	}
	rendered := make([]image.Image, len(faces))
	err = parallel(len(faces), func(i int) error {
		img, err := renderFace(c, faces[i], false, imgs)
		if err != nil {
			return err
		}
		if o.Sheet { // the deck sheets need every face; otherwise let it go
			rendered[i] = img
		}
		if !o.PNG {
			return nil
		}
		if err := WritePNG(filepath.Join(o.Dir, "png", PNGName(faces[i].ID)), img); err != nil {
			return err
		}
		if !o.Gray {
			return nil
		}
		gray, err := renderFace(c, faces[i], true, imgs)
		if err != nil {
			return err
		}
		return WritePNG(filepath.Join(o.Dir, "png-gray", PNGName(faces[i].ID)), GrayImage(gray))
	})
	if err != nil || !o.Sheet {
		return len(faces), 0, err
	}
	deck := make([]image.Image, len(cards))
	for i, k := range cards {
		deck[i] = rendered[index[k.Face.ID]]
	}
	sheets, err = writeDeckSheets(c, deck, filepath.Join(o.Dir, "tts"), imgs)
	return len(faces), sheets, err
}

func renderFace(c *catalog.Catalog, face catalog.Face, gray bool, imgs *Images) (*image.RGBA, error) {
	boxes, err := layout.CardFace(c, face, layout.FaceOptions{Gray: gray})
	if err != nil {
		return nil, err
	}
	img, err := RenderArea(boxes, layout.Rect{W: c.Game.CardWidth, H: c.Game.CardHeight}, imgs)
	if err != nil {
		return nil, fmt.Errorf("card %s: %w", face.ID, err)
	}
	return img, nil
}

// PNGName turns a face id into a file name: "skip/red" → "skip.red.png".
func PNGName(faceID string) string {
	return strings.ReplaceAll(faceID, "/", ".") + ".png"
}

// writeDeckSheets writes Tabletop Simulator deck sheets into dir:
// deck-N.png with 69 cards each and the back in the last cell, and back.png.
func writeDeckSheets(c *catalog.Catalog, deck []image.Image, dir string, imgs *Images) (int, error) {
	back, err := RenderArea(layout.CardBack(c, layout.FaceOptions{}), layout.Rect{W: c.Game.CardWidth, H: c.Game.CardHeight}, imgs)
	if err != nil {
		return 0, err
	}
	per := DeckSheetCols*DeckSheetRows - 1
	n := (len(deck) + per - 1) / per
	err = parallel(n, func(i int) error {
		cells := make([]image.Image, per+1)
		copy(cells, deck[i*per:min(len(deck), (i+1)*per)])
		cells[per] = back
		return WritePNG(filepath.Join(dir, fmt.Sprintf("deck-%d.png", i+1)), Grid(cells, DeckSheetCols, DeckSheetRows))
	})
	if err != nil {
		return 0, err
	}
	return n, WritePNG(filepath.Join(dir, "back.png"), back)
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
