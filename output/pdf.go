package output

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strconv"
	"sync"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"cardpress/fonts"
	"cardpress/layout"
)

// Epoch is the creation and modification date of every PDF, fixed so that
// the same sources give byte-identical files.
var Epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// Document is a PDF under construction, in millimetres, with the embedded
// fonts registered when first used.
type Document struct {
	pdf        *fpdf.Fpdf
	registered map[string]bool // font names embedded so far
	images     map[string]int  // the pixel width of each embedded image, by key
	widths     map[int]bool    // pixel widths of the embedded images
	// glyphs are the characters the document draws in each font, by font
	// name, when known before drawing (WritePages): a font is then
	// embedded from a copy cut down to them (see cutFont).
	glyphs map[string]string
	// font and size are what the page's text is set in, "" when not known
	// (a new page, after a turned group): selecting them again is skipped.
	font string
	size float64
	buf  []byte // rawText's scratch

	// finished are the compressed streams of the pages taken out of fpdf
	// once drawn, by page number from 0 (fpdfpages.go).
	finished map[int][]byte
	// spare is the emptied content buffer of the last page finished, for
	// the next page fpdf adds (reusePage); nil when there is none.
	spare *bytes.Buffer

	// Pages kept from earlier documents (see pagecache.go), when the
	// pages are known before drawing: glyphsKey hashes glyphs, kept are
	// the streams of the pages not drawn and drawn what to keep of the
	// others (nil: keep none), by page number from 0; uses are the fonts
	// the page being drawn selects, noted while recording.
	glyphsKey [32]byte
	kept      map[int][]byte
	drawn     map[int]pageRecord
	uses      []fontUse
	recording bool

	// press is how the document is meant to be printed (press.go).
	press Press

	// splices are the pictures given to fpdf as stand-ins (pdfart.go),
	// by their token and by the stand-in's name.
	splices, standIns map[string]*splice
}

// NewDocument starts a PDF whose pages are w × h mm.
func NewDocument(w, h float64, title string) *Document {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", Size: fpdf.SizeType{Wd: w, Ht: h}})
	pdf.SetCreationDate(Epoch)
	pdf.SetModificationDate(Epoch)
	pdf.SetCatalogSort(true)  // otherwise the font dictionary order varies run to run
	pdf.SetCompression(false) // compressStreams compresses the pages after (see Write)
	pdf.SetProducer("cardpress", false)
	pdf.SetCreator("cardpress", false)
	pdf.SetTitle(title, true)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	return &Document{pdf: pdf, registered: map[string]bool{}, images: map[string]int{}}
}

// AddPage starts a new page of the document's size.
func (d *Document) AddPage() {
	d.pdf.AddPage()
	d.reusePage()
	d.font = ""
}

// AddPageSize starts a page of its own size, w × h mm; a page wider than
// tall is a landscape page.
func (d *Document) AddPageSize(w, h float64) {
	// fpdf swaps the sides of an "L" page; "P" keeps w × h as given.
	d.pdf.AddPageFormat("P", fpdf.SizeType{Wd: w, Ht: h})
	d.reusePage()
	d.font = ""
}

// SetPageBoxes gives the current page of height h mm its TrimBox (where the
// cards are cut) and BleedBox (how far their printing reaches beyond), in
// the page's mm with y growing downward.
func (d *Document) SetPageBoxes(h float64, trim, bleed layout.Rect) {
	for _, b := range []struct {
		name string
		r    layout.Rect
	}{{"TrimBox", trim}, {"BleedBox", bleed}} {
		// PDF boxes count y upward from the bottom of the page.
		d.pdf.SetPageBox(b.name, b.r.X, h-b.r.Y-b.r.H, b.r.W, b.r.H)
	}
}

// setFace registers f with the PDF on first use and selects it.
func (d *Document) setFace(f *fonts.Face, size float64) error {
	d.use(fontUse{face: f})
	if !d.registered[f.Name] {
		data, err := d.faceData(f)
		if err != nil {
			return err
		}
		if err := d.register(f.Name, data); err != nil {
			return err
		}
	}
	return d.setFont(f.Name, size)
}

// faceData is the font data of f to embed: only what the document's
// characters need of it when they are known (a CFF font converts just
// those glyphs, fonts.Face.DataFor).
func (d *Document) faceData(f *fonts.Face) ([]byte, error) {
	if glyphs, known := d.glyphs[f.Name]; known {
		return f.DataFor(glyphs)
	}
	return f.Data()
}

// setFont selects a registered font, unless the text is set in it already.
func (d *Document) setFont(name string, size float64) error {
	if d.font != name || d.size != size {
		d.pdf.SetFont(name, "", size)
		d.font, d.size = name, size
	}
	return d.pdf.Error()
}

// register embeds font data under name.
func (d *Document) register(name string, data []byte) error {
	glyphs, known := d.glyphs[name]
	if known {
		cut, err := cutFont(data, glyphs)
		if err != nil {
			return fmt.Errorf("font %s: %w", name, err)
		}
		data = cut
	} else {
		data = fpdfCopy(data) // the face's own bytes
	}
	// fpdf only prints "not supported" for fonts it cannot embed and
	// fails later at SetFont; CheckTrueType (in Data) has ruled those out.
	d.pdf.AddUTF8FontFromBytes(name, "", data)
	if err := d.pdf.Error(); err != nil {
		return fmt.Errorf("font %s: %w", name, err)
	}
	if known {
		d.markGlyphs(name, glyphs)
	}
	d.registered[name] = true
	return nil
}

// markGlyphs tells fpdf that the document draws glyphs in the font name,
// as its Text does character by character, so that they are in the subset
// it embeds: by drawing them in a template that is never placed (a
// template shares the document's fonts, their used characters included).
func (d *Document) markGlyphs(name, glyphs string) {
	d.pdf.CreateTemplate(func(t *fpdf.Tpl) {
		t.SetFont(name, "", 10)
		t.Text(0, 0, glyphs)
	})
}

// Text draws text with its baseline starting at (x, y), in style s at size
// points, switching to the fallback face for characters the primary face
// lacks, and to a face's astral twin for characters above U+FFFF.
func (d *Document) Text(x, y float64, s fonts.Style, size float64, text string) error {
	var runBuf [4]fonts.Run
	var partBuf [4]astralRun
	runs, err := fonts.AppendRuns(runBuf[:0], s, text)
	if err != nil {
		return err
	}
	for _, r := range runs {
		parts, err := splitAstral(partBuf[:0], r.Face, r.Text)
		if err != nil {
			return err
		}
		for _, p := range parts {
			if err := d.setPart(r.Face, p, size); err != nil {
				return err
			}
			if _, known := d.glyphs[d.font]; known {
				d.rawText(x, y, p.text)
			} else {
				d.pdf.Text(x, y, p.text)
			}
			x += layout.TextWidth(s, p.orig, size)
		}
	}
	return d.pdf.Error()
}

// rawText writes what fpdf's Text writes for text in the current font,
// without formatting it through fmt for every box: the characters as
// hexadecimal UTF-16 codes (all in the BMP: splitAstral has replaced the
// others), in the text color when it is not the fill color. Their glyphs
// were marked as used when the font was registered.
func (d *Document) rawText(x, y float64, text string) {
	_, h := d.pdf.GetPageSize()
	k := d.pdf.GetConversionRatio()
	b := d.buf[:0]
	tr, tg, tb := d.pdf.GetTextColor()
	fr, fg, fb := d.pdf.GetFillColor()
	colored := tr != fr || tg != fg || tb != fb
	if colored {
		b = appendColor(append(b, "q "...), tr, tg, tb)
		b = append(b, ' ')
	}
	b = strconv.AppendFloat(append(b, "BT "...), x*k, 'f', 2, 64)
	b = strconv.AppendFloat(append(b, ' '), (h-y)*k, 'f', 2, 64)
	b = append(b, " Td <"...)
	const hexDigits = "0123456789ABCDEF"
	for _, r := range text {
		b = append(b, hexDigits[r>>12&15], hexDigits[r>>8&15], hexDigits[r>>4&15], hexDigits[r&15])
	}
	b = append(b, "> Tj ET"...)
	if colored {
		b = append(b, " Q"...)
	}
	d.pdf.RawWriteStr(string(b))
	d.buf = b
}

// appendColor appends a non-stroking color as fpdf writes it: a gray level
// when the three components are equal.
func appendColor(b []byte, r, g, bl int) []byte {
	comp := func(b []byte, v int) []byte { return strconv.AppendFloat(b, float64(v)/255, 'f', 3, 64) }
	if r == g && g == bl {
		return append(comp(b, r), " g"...)
	}
	b = append(comp(b, r), ' ')
	b = append(comp(b, g), ' ')
	return append(comp(b, bl), " rg"...)
}

// setPart selects the font of one part of a run in face f: the face, or
// its astral twin.
func (d *Document) setPart(f *fonts.Face, p astralRun, size float64) error {
	if p.twin == nil {
		return d.setFace(f, size)
	}
	d.use(fontUse{twin: p.twin})
	if !d.registered[p.twin.name] {
		if err := d.register(p.twin.name, p.twin.data); err != nil {
			return err
		}
	}
	return d.setFont(p.twin.name, size)
}

// PDF is laid-out pages to write as one PDF, their boxes hashed once: for
// the key that tells a PDF that would come out as before, and for the
// pages kept from earlier PDFs (pagecache.go).
type PDF struct {
	// Press is how the PDF is meant to be printed, for the viewer.
	Press Press
	// LetGo has Write let each page's boxes go once the page is drawn,
	// for a caller with no more use for them: the pages of a long manual
	// (5,445 of them hold some 170 MB) are then not held to the end of
	// the file. Nor are the pages drawn kept for a later PDF of the
	// process (pagecache.go): a caller done with its pages writes none
	// again, and a long manual's would fill that cache's 32 MB for nothing.
	LetGo bool

	title string
	pages []layout.Page
	imgs  *Images
	sums  [][32]byte // of each page's boxes (boxesSum)
}

// NewPDF hashes the pages of a PDF to write.
func NewPDF(title string, pages []layout.Page, imgs *Images) *PDF {
	p := &PDF{title: title, pages: pages, imgs: imgs, sums: make([][32]byte, len(pages))}
	for i, page := range pages {
		p.sums[i] = boxesSum(page.Boxes, imgs)
	}
	return p
}

// Key hashes everything Write makes of the pages, so that a rebuild can
// tell a document that would come out as before.
func (p *PDF) Key() [32]byte {
	h := sha256.New()
	fmt.Fprintf(h, "%q %v %+v\n", p.title, p.imgs.DPI, p.Press)
	for i, page := range p.pages {
		fmt.Fprintf(h, "page %v %v %v %v\n", page.W, page.H, page.Trim, page.Bleed)
		h.Write(p.sums[i][:])
	}
	var key [32]byte
	h.Sum(key[:0])
	return key
}

// Write writes the PDF to w.
func (p *PDF) Write(w io.Writer) error {
	if len(p.pages) == 0 {
		return fmt.Errorf("output: no pages to write")
	}
	var pics []layout.Image
	for _, x := range pictures(p.pages) {
		if vectorDrawing(x, p.imgs, p.Press) == nil {
			pics = append(pics, x) // drawings drawn as vectors have no pixels to make
		}
	}
	prefetch(pics, p.imgs)
	encodeArt(pics, p.imgs)
	d := NewDocument(p.pages[0].W, p.pages[0].H, p.title)
	d.press = p.Press
	d.glyphs = glyphsOf(p.pages, p.sums)
	d.glyphsKey, d.kept = glyphsKey(d.glyphs), map[int][]byte{}
	if !p.LetGo {
		d.drawn = map[int]pageRecord{}
	}
	for i, page := range p.pages {
		d.AddPageSize(page.W, page.H)
		if page.Trim.W > 0 {
			d.SetPageBoxes(page.H, page.Trim, page.Bleed)
		}
		if err := d.drawPage(i, page, p.sums[i], p.imgs); err != nil {
			return err
		}
		if err := d.finishPage(i); err != nil {
			return err
		}
		if p.LetGo {
			p.pages[i].Boxes = nil
		}
	}
	return d.Write(w)
}

// Write finishes the PDF and writes it to w. The document is done with:
// its fpdf document is let go before the streams are compressed.
func (d *Document) Write(w io.Writer) error {
	// The pages were taken out of fpdf as they were finished
	// (fpdfpages.go), so its file holds fonts, images and empty pages.
	// Where they could not be, fpdf holds every page's content twice at
	// the end, in its pages and in the file it assembles from them; the
	// file is taken as it is (it was copied into a third buffer), and the
	// pages are let go while it is compressed and written. And in a long
	// document fpdf then compresses the pages as it assembles the file
	// (the objectWriter inflates them again; the bytes written are the
	// same), which holds them in a few KB each rather than their plain
	// tens of KB.
	d.pdf.SetCompression(d.pdf.PageCount() >= fpdfCompressesFrom && len(d.finished) == 0)
	var file taken
	if err := d.pdf.Output(&file); err != nil {
		return err
	}
	d.pdf = nil
	if g, ok := w.(interface{ Grow(int) }); ok { // a buffer: the whole file at once
		n := len(file.b)
		for _, s := range d.splices {
			n += len(s.art.data)
		}
		g.Grow(n)
	}
	if err := compressStreams(w, file.b, d); err != nil {
		return err
	}
	return d.checkNames()
}

// fpdfCompressesFrom is the page count from which fpdf compresses the
// pages as it assembles its file. Below it the plain contents are few and
// compressing twice only costs: a full build of the default game took 11%
// more CPU with it, for no less memory; 5,446 manual pages peaked at
// 2,519 MB with it, 3,537 MB without, for 19% more CPU (bench/pages.sh).
var fpdfCompressesFrom = 1000

// taken is the writer fpdf's Output writes its whole file to, in one Write
// (bytes.Buffer.WriteTo): it keeps the slice it is given instead of copying
// it, the file fpdf let go of. A second Write appends, as a buffer would.
type taken struct{ b []byte }

func (t *taken) Write(p []byte) (int, error) {
	if t.b == nil {
		t.b = p
	} else {
		t.b = append(t.b, p...)
	}
	return len(p), nil
}

// pageBoxLines are the box entries fpdf writes into a page dictionary, one
// a line, in the random order of a Go map.
var pageBoxLines = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:/(?:TrimBox|BleedBox|CropBox|ArtBox) \[[^\]\n]*\]\n)+`)
})

// sortPageBoxes puts the box entries of a page dictionary in a fixed order,
// so that the same pages give the same bytes. The lines only trade places:
// the object keeps its length. compressStreams calls it for every object
// that is not a stream, so that the images and fonts are never searched.
func sortPageBoxes(obj []byte) []byte {
	if !bytes.Contains(obj, []byte("Box [")) {
		return obj
	}
	return pageBoxLines().ReplaceAllFunc(obj, func(run []byte) []byte {
		lines := bytes.SplitAfter(run, []byte("\n"))
		sort.Slice(lines, func(i, j int) bool { return bytes.Compare(lines[i], lines[j]) < 0 })
		return bytes.Join(lines, nil)
	})
}
