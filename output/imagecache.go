package output

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"sync"

	"cardpress/layout"
)

// ImageCache keeps encoded card images by what they are drawn from: the
// laid-out boxes, the area and resolution, and the content of every art
// file they show. A rebuild after a change to one card draws that card
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
// drawing in errors of drawing it, dpi is the resolution the PNG says it
// is printed at (EncodePNGAt).
func (ic *ImageCache) image(what string, gray bool, dpi float64, draw func() (layout.Rect, []layout.Box, *Images, error)) ([]byte, error) {
	area, boxes, imgs, err := draw()
	if err != nil {
		return nil, err
	}
	var key [32]byte
	if ic != nil {
		key = drawingKey(area, boxes, imgs, gray, dpi)
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
		data, err = EncodePNGAt(GrayImage(rgba), dpi)
	} else {
		data, err = encodeRaster(rgba, dpi)
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
// with their type and every field; art files count by content, so that
// replacing a picture redraws the cards showing it.
func drawingKey(area layout.Rect, boxes []layout.Box, imgs *Images, gray bool, dpi float64) [32]byte {
	h := sha256.New()
	fmt.Fprintf(h, "%v|%v|%v|%v\n", area, imgs.DPI, gray, dpi)
	hashBoxes(h, boxes, imgs)
	var key [32]byte
	h.Sum(key[:0])
	return key
}

// appendNums appends numbers for a hash, as their bits.
func appendNums(b []byte, vs ...float64) []byte {
	for _, v := range vs {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
	}
	return b
}

// appendString appends a string for a hash, after its length.
func appendString(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// hashBoxes writes boxes and the contents of the art files they show:
// every field of every box, after its type, as bytes (fmt would print the
// same, at many times the cost); a turned group counts its boxes, which
// follow it.
func hashBoxes(h io.Writer, boxes []layout.Box, imgs *Images) {
	var b []byte
	num := func(vs ...float64) { b = appendNums(b, vs...) }
	str := func(s string) { b = appendString(b, s) }
	col := func(c layout.Color) { b = append(b, c.R, c.G, c.B) }
	layout.EachBox(boxes, func(box layout.Box) {
		switch x := box.(type) {
		case layout.Fill:
			b = append(b, 'F')
			num(x.X, x.Y, x.W, x.H)
			col(x.Color)
		case layout.Dots:
			b = append(b, 'D')
			num(x.X, x.Y, x.W, x.H, x.Step, float64(x.N))
			col(x.Color)
		case layout.Polygon:
			b = append(b, 'P')
			b = binary.AppendUvarint(b, uint64(len(x.Points)))
			for _, p := range x.Points {
				num(p.X, p.Y)
			}
			col(x.Color)
		case layout.Line:
			b = append(b, 'L')
			num(x.A.X, x.A.Y, x.B.X, x.B.Y, x.Width)
			col(x.Color)
		case layout.Text:
			b = append(b, 'T')
			num(x.X, x.Y, float64(x.Style), x.Size)
			col(x.Color)
			str(x.Text)
		case layout.Image:
			b = append(b, 'I')
			num(x.X, x.Y, x.W, x.H, x.Anchor.X, x.Anchor.Y)
			str(x.Path)
			str(x.Fit)
			b = append(b, oneIf(x.Gray))
			if a, err := imgs.info(x.Path); err == nil {
				b = append(b, a.sum[:]...)
			}
		case layout.Rotated:
			b = append(b, 'R')
			num(x.Rect.X, x.Rect.Y, x.Rect.W, x.Rect.H, float64(x.Turns))
			b = binary.AppendUvarint(b, uint64(len(x.Boxes)))
		default:
			b = fmt.Appendf(b, "%T%v\n", box, box)
		}
		if len(b) > 4096 {
			h.Write(b)
			b = b[:0]
		}
	})
	h.Write(b)
}

func oneIf(v bool) byte {
	if v {
		return 1
	}
	return 0
}
