package output

import (
	"crypto/sha256"
	"fmt"
	"io"
	"io/fs"
	"sync"

	"cardpress/layout"
)

// ImageCache keeps encoded card images by what they are drawn from: the
// laid-out boxes, the area and resolution, and the size and time of every
// art file they show. A rebuild after a change to one card draws that card
// only; the others' bytes are reused, identical to drawing them again. It
// is safe for concurrent use; a nil cache keeps nothing.
type ImageCache struct {
	mu   sync.Mutex
	pngs map[[32]byte][]byte
	used map[[32]byte]bool // since the last Sweep
	// Drawn counts the images drawn rather than reused, for tests and
	// progress.
	Drawn int
}

// NewImageCache returns an empty cache.
func NewImageCache() *ImageCache {
	return &ImageCache{pngs: map[[32]byte][]byte{}, used: map[[32]byte]bool{}}
}

// image returns the PNG of what draw lays out, drawing and encoding it
// only when the cache has no image of the same content; what names the
// drawing in errors of drawing it.
func (ic *ImageCache) image(what string, gray bool, draw func() (layout.Rect, []layout.Box, *Images, error)) ([]byte, error) {
	area, boxes, imgs, err := draw()
	if err != nil {
		return nil, err
	}
	var key [32]byte
	if ic != nil {
		key = drawingKey(area, boxes, imgs, gray)
		ic.mu.Lock()
		data, ok := ic.pngs[key]
		if ok {
			ic.used[key] = true
		}
		ic.mu.Unlock()
		if ok {
			return data, nil
		}
	}
	rgba, err := RenderArea(boxes, area, imgs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	var data []byte
	if gray {
		data, err = EncodePNG(GrayImage(rgba))
	} else {
		data, err = encodeRaster(rgba)
	}
	releaseRGBA(rgba)
	if err != nil || ic == nil {
		return data, err
	}
	ic.mu.Lock()
	ic.pngs[key], ic.used[key] = data, true
	ic.Drawn++
	ic.mu.Unlock()
	return data, nil
}

// Sweep forgets the images no build used since the last Sweep, so that a
// long session keeps only what its game still shows.
func (ic *ImageCache) Sweep() {
	ic.mu.Lock()
	defer ic.mu.Unlock()
	for k := range ic.pngs {
		if !ic.used[k] {
			delete(ic.pngs, k)
		}
	}
	clear(ic.used)
}

// drawingKey hashes everything a drawing depends on. Boxes are printed
// with their type and every field; art files count by size and time, so
// that replacing a picture redraws the cards showing it.
func drawingKey(area layout.Rect, boxes []layout.Box, imgs *Images, gray bool) [32]byte {
	h := sha256.New()
	fmt.Fprintf(h, "%v|%v|%v\n", area, imgs.DPI, gray)
	hashBoxes(h, boxes, imgs)
	var key [32]byte
	h.Sum(key[:0])
	return key
}

// hashBoxes writes boxes and the versions of the art files they show.
func hashBoxes(h io.Writer, boxes []layout.Box, imgs *Images) {
	for _, b := range boxes {
		fmt.Fprintf(h, "%T%v\n", b, b)
		switch b := b.(type) {
		case layout.Image:
			if imgs.FS != nil {
				if st, err := fs.Stat(imgs.FS, b.Path); err == nil {
					fmt.Fprintf(h, "art %d %d\n", st.Size(), st.ModTime().UnixNano())
				}
			}
		case layout.Rotated:
			hashBoxes(h, b.Boxes, imgs)
		}
	}
}

// PagesKey hashes everything the PDF WritePages makes of pages shows, so
// that a rebuild can tell a document that would come out as before.
func PagesKey(title string, pages []layout.Page, imgs *Images) [32]byte {
	h := sha256.New()
	fmt.Fprintf(h, "%q %v\n", title, imgs.DPI)
	for _, p := range pages {
		fmt.Fprintf(h, "page %v %v %v %v\n", p.W, p.H, p.Trim, p.Bleed)
		hashBoxes(h, p.Boxes, imgs)
	}
	var key [32]byte
	h.Sum(key[:0])
	return key
}
