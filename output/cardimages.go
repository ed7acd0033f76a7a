package output

import (
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"io"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/layout"
)

// CardImages says which card images to write, and where.
type CardImages struct {
	Dir   string              // the folder of the images: faces, and back.png
	Gray  bool                // gray variants instead of color ones
	Bleed float64             // mm of background around the cut line; the image grows by it
	Stamp layout.VersionStamp // version stamp on every face, or none
	// Canvas, when set, is a shop's canvas: every image is exactly its
	// size, with the card scaled to cover the product's trim. Bleed is then
	// the canvas's.
	Canvas *layout.Canvas
	// Cache, when set, keeps the encoded images from build to build, so
	// that only the cards whose drawing changed are drawn again.
	Cache *ImageCache
	// Tag names the card size of these cards when it is not the game's
	// card_size (catalog.SizeGroup): their shared back is back-TAG.png.
	Tag string
}

// BackFile is the file name of the shared back of the cards of a size:
// back.png for the game's card_size, back-88x63.png for another (tag).
func BackFile(tag string) string {
	if tag == "" {
		return BackName
	}
	return "back-" + tag + ".png"
}

// Add counts the images of x too: those of another card size.
func (w *Written) Add(x Written) {
	w.Designs += x.Designs
	w.Backs += x.Backs
	w.Shared = w.Shared || x.Shared
	w.SharedFiles = append(w.SharedFiles, x.SharedFiles...)
	w.Files = append(w.Files, x.Files...)
}

// BackName is the file name of the game's back image beside the faces;
// backs that show their card (a layout's back per kind, or one with the
// card's fields) go into BacksDir under the face's name.
const (
	BackName = "back.png"
	BacksDir = "backs"
)

// Written counts the images WriteCardImages wrote.
type Written struct {
	Designs int  // face images, one per card design
	Backs   int  // backs of their own, in BacksDir
	Shared  bool // back.png, the back the other designs share
	// SharedFiles are the shared backs written: back.png, and
	// back-88x63.png for cards of another size.
	SharedFiles []string
	// Files are the images' paths relative to the folder, in no order.
	Files []string
}

// WriteCardImages renders every card design of cards once, on all cores,
// into o.Dir: one PNG per design, back.png for the game's back, and the
// backs of their own in BacksDir, at the resolution of imgs (or of the
// canvas). The cards are of one size, the catalog's card_size (see
// catalog.BySize); o.Tag names it when it is not the game's.
func WriteCardImages(c *catalog.Catalog, cards []catalog.Card, o CardImages, imgs *Images) (Written, error) {
	faces := Designs(cards)
	back := BackFile(o.Tag)
	for _, f := range faces {
		if PNGName(f.ID) == back {
			return Written{}, fmt.Errorf("card %s: its image would be named %s, like the back's; give the card another id", f.ID, back)
		}
	}
	own, err := ownBacks(c, faces)
	if err != nil {
		return Written{}, err
	}
	w := Written{Designs: len(faces)}
	type job struct {
		path, what string
		draw       func() (layout.Rect, []layout.Box, *Images, error)
	}
	var jobs []job
	for i := range faces {
		f := &faces[i]
		jobs = append(jobs, job{filepath.Join(o.Dir, PNGName(f.ID)), "card " + f.ID, func() (layout.Rect, []layout.Box, *Images, error) { return faceBoxes(c, *f, o, imgs) }})
		if own[i] {
			w.Backs++
			jobs = append(jobs, job{filepath.Join(o.Dir, BacksDir, PNGName(f.ID)), "card " + f.ID + ": back", func() (layout.Rect, []layout.Box, *Images, error) { return backBoxes(c, f, o, imgs) }})
		} else {
			w.Shared = true
		}
	}
	if w.Shared || len(faces) == 0 {
		w.Shared = true
		w.SharedFiles = []string{back}
		jobs = append(jobs, job{filepath.Join(o.Dir, back), strings.TrimSpace("card back " + o.Tag), func() (layout.Rect, []layout.Box, *Images, error) { return backBoxes(c, nil, o, imgs) }})
	}
	for _, j := range jobs {
		rel, _ := filepath.Rel(o.Dir, j.path)
		w.Files = append(w.Files, rel)
	}
	err = Parallel(len(jobs), func(i int) error {
		data, err := o.Cache.image(jobs[i].what, o.Gray, o.printDPI(imgs), jobs[i].draw)
		if err != nil {
			return err
		}
		return WriteFile(jobs[i].path, func(w io.Writer) error { _, err := w.Write(data); return err })
	})
	return w, err
}

// String says what was written, for progress lines.
func (w Written) String() string {
	s := diag.Count(w.Designs, "card image")
	if w.Backs > 0 {
		s += fmt.Sprintf(", %s of their own in %s/", diag.Count(w.Backs, "back"), BacksDir)
	}
	if w.Shared {
		s += " and " + strings.Join(w.SharedFiles, ", ")
	}
	return s
}

// ownBacks tells for each design whether its back differs from the game's
// default back: a back layout of its kind, or one that shows the card.
func ownBacks(c *catalog.Catalog, faces []catalog.Face) ([]bool, error) {
	def := layout.CardBack(c, layout.FaceOptions{})
	own := make([]bool, len(faces))
	for i := range faces {
		if layout.BackID(c, faces[i]) == "back" && c.BackLayout(faces[i].Entry) == c.BackLayout(nil) {
			continue // the game's back, as it is
		}
		boxes, err := layout.BackOf(c, &faces[i], layout.FaceOptions{})
		if err != nil {
			return nil, fmt.Errorf("card %s: back: %w", faces[i].ID, err)
		}
		own[i] = !reflect.DeepEqual(boxes, def)
	}
	return own, nil
}

// Designs are the card designs of cards, once each, in deck order.
func Designs(cards []catalog.Card) []catalog.Face {
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

// printDPI is the resolution the images are printed at: the shop's for a
// canvas (its product's trim is so many pixels an inch, the card's layout
// scaled a little to it), else that of imgs.
func (o CardImages) printDPI(imgs *Images) float64 {
	if o.Canvas != nil {
		return o.Canvas.ShopDPI
	}
	return imgs.DPI
}

// area is the part of a w × h mm card's layout an image shows, and its
// images at the image's resolution.
func (o CardImages) area(w, h float64, imgs *Images) (layout.Rect, float64, *Images) {
	if o.Canvas != nil {
		if imgs.DPI != o.Canvas.DPI() {
			imgs = imgs.At(o.Canvas.DPI())
		}
		// A hair more bleed than the canvas needs, so that no edge pixel is
		// left unpainted by rounding.
		return o.Canvas.Area, o.Canvas.Bleed() + 0.1, imgs
	}
	return layout.Rect{W: w, H: h}.Inset(-o.Bleed), o.Bleed, imgs
}

// faceBoxes lays out a face for a card image: the area it shows, its
// boxes and the images at the image's resolution.
func faceBoxes(c *catalog.Catalog, face catalog.Face, o CardImages, imgs *Images) (layout.Rect, []layout.Box, *Images, error) {
	w, h := c.CardSize(face.Entry)
	area, bleed, imgs := o.area(w, h, imgs)
	boxes, err := layout.CardFace(c, face, layout.FaceOptions{Gray: o.Gray, Bleed: bleed})
	if err != nil {
		return area, nil, imgs, err
	}
	return area, append(boxes, layout.Stamp(w, h, o.Stamp)...), imgs, nil
}

// backBoxes lays out the back of face f, or the game's back for nil.
func backBoxes(c *catalog.Catalog, f *catalog.Face, o CardImages, imgs *Images) (layout.Rect, []layout.Box, *Images, error) {
	var e *catalog.Entry
	if f != nil {
		e = f.Entry
	}
	w, h := c.CardSize(e)
	area, bleed, imgs := o.area(w, h, imgs)
	boxes, err := layout.BackOf(c, f, layout.FaceOptions{Gray: o.Gray, Bleed: bleed})
	if err != nil {
		return area, nil, imgs, fmt.Errorf("%s: %w", backName(f), err)
	}
	return area, boxes, imgs, nil
}

// backName names the back of face f, or the game's back, in errors.
func backName(f *catalog.Face) string {
	if f != nil {
		return "card " + f.ID + ": back"
	}
	return "card back"
}

func renderFace(c *catalog.Catalog, face catalog.Face, o CardImages, imgs *Images) (*image.RGBA, error) {
	area, boxes, imgs, err := faceBoxes(c, face, o, imgs)
	if err != nil {
		return nil, err
	}
	img, err := RenderArea(boxes, area, imgs)
	if err != nil {
		return nil, fmt.Errorf("card %s: %w", face.ID, err)
	}
	return img, nil
}

// renderBack draws the back of face f, or the game's back for nil.
func renderBack(c *catalog.Catalog, f *catalog.Face, o CardImages, imgs *Images) (*image.RGBA, error) {
	area, boxes, imgs, err := backBoxes(c, f, o, imgs)
	if err != nil {
		return nil, err
	}
	img, err := RenderArea(boxes, area, imgs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", backName(f), err)
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
	Stamp layout.VersionStamp
	// URL is where the images will be found by Tabletop Simulator: the
	// folder's address once uploaded, or file:/// and its path.
	URL   string
	Title string // the deck's name in the game

	uniqueBacks bool     // the cards have backs of their own: deck-N-backs.png
	files       ttsFiles // the file names of the deck being written
}

// WriteDeckSheets writes Tabletop Simulator deck sheets into o.Dir:
// deck-N.png with up to 69 card designs each (a design once, however many
// copies the deck has) and, in the last cell, the back shown for hidden
// cards; back.png; and deck.json, the saved object to import, with every
// card of the deck. Cards of another size than the game's card_size make
// a deck of their own, beside it: deck-88x63-N.png, back-88x63.png, one
// more object in deck.json.
// imgs sets the resolution, narrowed to keep sheets within 4096 px. It
// returns the number of sheets.
func WriteDeckSheets(c *catalog.Catalog, cards []catalog.Card, o DeckSheets, imgs *Images) (int, error) {
	var objs []ttsObject
	sheets := 0
	for i, g := range c.BySize(cards) {
		obj, n, err := writeDeck(g, o, imgs, sheets)
		if err != nil {
			return 0, err
		}
		obj.Transform.PosX = 3 * float64(i) // side by side, not in one pile
		objs = append(objs, obj)
		sheets += n
	}
	// encoding/json sorts map keys: the file is reproducible.
	data, err := json.MarshalIndent(ttsSave{Gravity: 0.5, PlayArea: 0.5, ObjectStates: objs}, "", "  ")
	if err != nil {
		return 0, err
	}
	return sheets, WriteFile(filepath.Join(o.Dir, "deck.json"), func(w io.Writer) error { _, err := w.Write(data); return err })
}

// writeDeck writes the deck sheets and the back of the cards of one size
// and returns their deck object and its number of sheets; before is the
// number of sheets of the sizes written before, whose deck keys it follows.
func writeDeck(g catalog.SizeGroup, o DeckSheets, imgs *Images, before int) (ttsObject, int, error) {
	c, cards := g.Catalog, g.Cards
	cellW, _ := layout.TTSCell(c.Game.CardWidth, c.Game.CardHeight, imgs.DPI)
	// The resolution at which the card is cellW pixels wide.
	sheetImgs := imgs.At(float64(cellW) / c.Game.CardWidth * layout.Inch)
	faces := Designs(cards)
	own, err := ownBacks(c, faces)
	if err != nil {
		return ttsObject{}, 0, err
	}
	unique := false
	for _, b := range own {
		unique = unique || b
	}
	rendered := make([]image.Image, len(faces))
	backs := make([]image.Image, len(faces))
	plain := CardImages{Stamp: o.Stamp}
	err = Parallel(len(faces), func(i int) error {
		img, err := renderFace(c, faces[i], plain, sheetImgs)
		rendered[i] = img
		if err == nil && own[i] {
			backs[i], err = renderBack(c, &faces[i], plain, sheetImgs)
		}
		return err
	})
	if err != nil {
		return ttsObject{}, 0, err
	}
	back, err := renderBack(c, nil, plain, sheetImgs)
	if err != nil {
		return ttsObject{}, 0, err
	}
	for i := range faces {
		if !own[i] {
			backs[i] = back
		}
	}
	// One cell per design: the copies of a card share its cell, and
	// deck.json counts them.
	per := layout.TTSCols*layout.TTSRows - 1
	n := (len(faces) + per - 1) / per
	o.files = deckFiles(g.Tag)
	// A sheet of faces, and with backs of their own a sheet of the backs in
	// the same cells (Tabletop Simulator's "unique backs").
	sheet := func(i int, of []image.Image, name string) error {
		cells := make([]image.Image, per+1)
		copy(cells, of[i*per:min(len(faces), (i+1)*per)])
		cells[per] = back
		return WritePNG(filepath.Join(o.Dir, fmt.Sprintf(name, i+1)), Grid(cells, layout.TTSCols, layout.TTSRows), sheetImgs.DPI)
	}
	err = Parallel(n, func(i int) error {
		if err := sheet(i, rendered, o.files.faces); err != nil || !unique {
			return err
		}
		return sheet(i, backs, o.files.backs)
	})
	if err != nil {
		return ttsObject{}, 0, err
	}
	if err := WritePNG(filepath.Join(o.Dir, o.files.back), back, sheetImgs.DPI); err != nil {
		return ttsObject{}, 0, err
	}
	o.uniqueBacks = unique
	return ttsDeck(c, cards, faces, o, n, before), n, nil
}

// ttsFiles name the deck sheets (a format with the sheet's number) and the
// back of the cards of one size.
type ttsFiles struct{ faces, backs, back string }

// deckFiles are the file names of a size's deck: deck-N.png for the game's
// card_size, deck-88x63-N.png for another.
func deckFiles(tag string) ttsFiles {
	prefix := "deck-"
	if tag != "" {
		prefix += tag + "-"
	}
	return ttsFiles{faces: prefix + "%d.png", backs: prefix + "%d-backs.png", back: BackFile(tag)}
}

// Parallel runs do(0) … do(n-1) on all cores and returns their errors
// joined.
func Parallel(n int, do func(i int) error) error {
	var wg sync.WaitGroup
	errs := make([]error, n)
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
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
