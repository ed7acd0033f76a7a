package output

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"reflect"
	"unsafe"

	"codeberg.org/go-pdf/fpdf"
)

// fpdf holds the content of every page in a buffer of its own until it
// writes the file: some 75 KB a manual page, most of what writing a long
// PDF held (5,446 pages peaked at 2.5 GB). It has no way to hand a page
// over, so a Document takes each page's content out of fpdf's buffer once
// the page is drawn (finishPage) and keeps it compressed. fpdf's page
// buffers are private: they are reached by reflection, and where fpdf's
// fields are not what this was written for (another version), pages stay
// in fpdf as before; the file is the same bytes either way.

// finishPages is false only in tests, to write a document whose pages
// stay in fpdf to the end, as they did before finishPage.
var finishPages = true

// fpdfPages returns fpdf's page content buffers, page n at index n (from
// 1), or nil when fpdf does not keep them as this expects.
func fpdfPages(pdf *fpdf.Fpdf) []*bytes.Buffer {
	v := reflect.ValueOf(pdf).Elem().FieldByName("pages")
	if !v.IsValid() || v.Type() != reflect.TypeFor[[]*bytes.Buffer]() {
		return nil
	}
	return *(*[]*bytes.Buffer)(unsafe.Pointer(v.UnsafeAddr()))
}

// finishPage takes the content of page number i (from 0), just drawn and
// the last of fpdf's pages, out of fpdf: what Write would put in its
// place, compressed. fpdf is left an empty page, whose stream Write
// replaces. It does nothing where fpdf's pages cannot be reached.
func (d *Document) finishPage(i int) error {
	if !finishPages {
		return nil
	}
	pages := fpdfPages(d.pdf)
	if len(pages) != i+2 || d.pdf.PageNo() != i+1 {
		return nil
	}
	z, err := d.pageStream(i, pages[i+1].Bytes())
	if err != nil {
		return err
	}
	if d.finished == nil {
		d.finished = map[int][]byte{}
	}
	d.finished[i] = z
	// fpdf is left a new, empty buffer; the page's own, emptied, is the
	// next page's (reusePage): fpdf grew a new one for every page by
	// doubling, a fifth of the bytes a build made. Nothing keeps the
	// plain content: the stream and the page cache hold copies.
	d.spare = pages[i+1]
	d.spare.Reset()
	pages[i+1] = new(bytes.Buffer)
	return nil
}

// reusePage gives the page fpdf just added the buffer of the last page
// finished, with what fpdf wrote into the new one so far.
func (d *Document) reusePage() {
	if d.spare == nil {
		return
	}
	pages := fpdfPages(d.pdf)
	if len(pages) < 2 {
		return
	}
	last := len(pages) - 1
	d.spare.Write(pages[last].Bytes())
	pages[last], d.spare = d.spare, nil
}

// pageStream is the compressed stream of page number i (from 0), whose
// content fpdf wrote as plain: the kept content of a page not drawn, a
// drawn one's with its pictures' names, in CMYK for a PDF/X.
func (d *Document) pageStream(i int, plain []byte) ([]byte, error) {
	content := d.press.cmykContent(d.pageContent(i, plain))
	return compressedStreams.get(sha256.Sum256(content), func() ([]byte, int64, error) {
		z, err := compress(content)
		return z, int64(len(z)), err
	})
}

// streamOf is the compressed stream of page number i (from 0) for Write:
// the one finishPage made, or made from plain, the content fpdf wrote. A
// finished page fpdf wrote into after is an error, never a page short of
// what was drawn.
func (d *Document) streamOf(i int, plain []byte) ([]byte, error) {
	z, ok := d.finished[i]
	if !ok {
		return d.pageStream(i, plain)
	}
	if len(plain) > 0 {
		return nil, fmt.Errorf("output: PDF page %d was written into after it was finished", i+1)
	}
	return z, nil
}
