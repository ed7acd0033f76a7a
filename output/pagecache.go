package output

import (
	"crypto/sha256"
	"image"
	"slices"
	"sync/atomic"

	"cardpress/fonts"
	"cardpress/layout"
)

// A rebuild after a one-card change writes PDFs most of whose pages are as
// before. Drawing a page through fpdf is most of a PDF's time, so a page's
// content stream is kept for the process by everything it is made of: its
// boxes, fpdf's state when the page starts (fpdf carries colors, line
// width and font from page to page), the characters of the document's
// fonts (the font names fpdf writes are hashes of the cut fonts) and the
// widths of its images (their names are hashes of their pixels). A page
// met again is not drawn: fpdf gets an empty page, in the state the drawn
// page would have left it, with the page's fonts and images registered in
// the order drawing would register them, and Write puts the kept stream in
// place of the empty one. The file is the same bytes as one drawn anew.

// pageState is the part of fpdf's state a page inherits from the one
// before it.
type pageState struct {
	cap, join        string
	width            float64
	font             string // "" before any text
	size             float64
	draw, fill, text [3]int
}

// state reads the page state of d.
func (d *Document) state() pageState {
	s := pageState{cap: d.pdf.GetLineCapStyle(), join: d.pdf.GetLineJoinStyle(), width: d.pdf.GetLineWidth(), font: d.pdf.GetFontFamily()}
	s.size, _ = d.pdf.GetFontSize()
	s.draw[0], s.draw[1], s.draw[2] = d.pdf.GetDrawColor()
	s.fill[0], s.fill[1], s.fill[2] = d.pdf.GetFillColor()
	s.text[0], s.text[1], s.text[2] = d.pdf.GetTextColor()
	return s
}

// restore puts d in state s. It writes into the current page, an empty
// page whose stream Write replaces.
func (d *Document) restore(s pageState) {
	d.pdf.SetLineCapStyle(s.cap)
	d.pdf.SetLineJoinStyle(s.join)
	d.pdf.SetLineWidth(s.width)
	if s.font != "" {
		d.pdf.SetFont(s.font, "", s.size)
	}
	d.pdf.SetDrawColor(s.draw[0], s.draw[1], s.draw[2])
	d.pdf.SetFillColor(s.fill[0], s.fill[1], s.fill[2])
	d.pdf.SetTextColor(s.text[0], s.text[1], s.text[2])
	d.font = ""
}

// fontUse is a font a page selects: a face, or a face's astral twin.
type fontUse struct {
	face *fonts.Face
	twin *astralTwin
}

func (u fontUse) name() string {
	if u.twin != nil {
		return u.twin.name
	}
	return u.face.Name
}

// keptPage is a drawn page's content stream and what drawing it did to
// the document besides.
type keptPage struct {
	content []byte
	end     pageState
	fonts   []fontUse // in the order the page first selects them
}

// pageRecord is what a Document notes of a page it draws, to keep it once
// Write has its stream.
type pageRecord struct {
	key   [32]byte
	end   pageState
	fonts []fontUse
}

// keptPages are the pages of the process's PDFs, by pageKey.
var keptPages = newBudgeted[[32]byte, *keptPage](32 << 20)

// pagesDrawn counts the pages drawn rather than taken from keptPages, for
// tests.
var pagesDrawn atomic.Int64

// glyphsKey hashes the characters of every font of a document.
func glyphsKey(glyphs map[string]string) [32]byte {
	names := make([]string, 0, len(glyphs))
	for name := range glyphs {
		names = append(names, name)
	}
	slices.Sort(names)
	h := sha256.New()
	var b []byte
	for _, name := range names {
		h.Write(appendString(appendString(b[:0], name), glyphs[name]))
	}
	var key [32]byte
	h.Sum(key[:0])
	return key
}

// boxesSum hashes boxes as hashBoxes does.
func boxesSum(boxes []layout.Box, imgs *Images) [32]byte {
	h := sha256.New()
	hashBoxes(h, boxes, imgs)
	var sum [32]byte
	h.Sum(sum[:0])
	return sum
}

// pageKey registers the images of page p, whose boxes hash to sum, in the
// order drawing meets them and hashes everything the page's stream is
// made of. It fails where an image does; drawing the page then reports it.
func (d *Document) pageKey(p layout.Page, sum [32]byte, imgs *Images) ([32]byte, error) {
	h := sha256.New()
	s := d.state()
	b := append(append(make([]byte, 0, 256), d.glyphsKey[:]...), sum[:]...)
	b = appendNums(b, p.W, p.H, imgs.DPI, s.width, s.size)
	b = appendString(appendString(appendString(b, s.cap), s.join), s.font)
	for _, c := range [][3]int{s.draw, s.fill, s.text} {
		b = appendNums(b, float64(c[0]), float64(c[1]), float64(c[2]))
	}
	var err error
	layout.EachBox(p.Boxes, func(box layout.Box) {
		x, ok := box.(layout.Image)
		if !ok || err != nil || d.vectorSVG(x, imgs) != nil {
			return // a drawing drawn as vectors is no image; its content is in sum
		}
		var img image.Image
		var key string
		if img, key, err = d.placed(x, imgs); err == nil {
			err = d.registerImage(key, img)
		}
		b = appendNums(appendString(b, key), float64(d.images[key]))
	})
	if err != nil {
		return [32]byte{}, err
	}
	h.Write(b)
	var key [32]byte
	h.Sum(key[:0])
	return key, nil
}

// drawPage draws page number i (from 0), whose boxes hash to sum, on the
// current page, or takes its stream from the kept pages.
func (d *Document) drawPage(i int, p layout.Page, sum [32]byte, imgs *Images) error {
	key, err := d.pageKey(p, sum, imgs)
	if err != nil {
		return d.Draw(p.Boxes, imgs)
	}
	if kept, ok := keptPages.peek(key); ok {
		for _, u := range kept.fonts {
			if err := d.registerUse(u); err != nil {
				return err
			}
		}
		d.restore(kept.end)
		d.kept[i] = kept.content
		return d.pdf.Error()
	}
	pagesDrawn.Add(1)
	if d.drawn == nil { // nothing drawn is kept (PDF.LetGo)
		return d.Draw(p.Boxes, imgs)
	}
	d.uses, d.recording = d.uses[:0], true
	err = d.Draw(p.Boxes, imgs)
	d.recording = false
	if err == nil {
		d.drawn[i] = pageRecord{key, d.state(), slices.Clone(d.uses)}
	}
	return err
}

// use notes that the page being drawn selects font u.
func (d *Document) use(u fontUse) {
	if !d.recording {
		return
	}
	for _, v := range d.uses {
		if v == u {
			return
		}
	}
	d.uses = append(d.uses, u)
}

// registerUse registers the font of u unless it is registered.
func (d *Document) registerUse(u fontUse) error {
	name := u.name()
	if d.registered[name] {
		return nil
	}
	if u.twin != nil {
		return d.register(name, u.twin.data)
	}
	data, err := d.faceData(u.face)
	if err != nil {
		return err
	}
	return d.register(name, data)
}

// pageContent is the stream of page number i in the PDF fpdf wrote: the
// kept one for a page not drawn; a drawn page's stream is kept, with the
// names of its pictures (see pdfart.go).
func (d *Document) pageContent(i int, plain []byte) []byte {
	if c, ok := d.kept[i]; ok {
		return c
	}
	d.renames(plain)
	if r, ok := d.drawn[i]; ok {
		keptPages.put(r.key, &keptPage{content: slices.Clone(plain), end: r.end, fonts: r.fonts}, int64(len(plain)))
	}
	return plain
}
