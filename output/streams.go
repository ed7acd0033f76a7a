package output

import (
	"bufio"
	"bytes"
	"crypto/md5"
	"crypto/sha256"
	"fmt"
	"hash"
	"io"
	"regexp"
	"slices"
	"strconv"
	"sync"

	"github.com/klauspost/compress/zlib"
)

// fpdf compresses each stream with a zlib writer of its own, a fresh
// compressor of about half a megabyte per page. So a Document asks fpdf for
// plain page contents, and compressStreams compresses them afterwards
// through a pooled compressor and writes the cross-reference table anew
// for the moved objects: the change stays in this package, fpdf is used as
// it is. (Fonts and images fpdf still compresses itself; they are few. So
// does it the pages of a long document, to hold them small: see
// fpdfCompressesFrom; they are inflated here and written as plain ones.)

// plainStream is the start of an object fpdf writes for a page's content
// without compression.
var plainStream = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\d+) 0 obj\n<</Length (\d+)>>\nstream\n`) })

var streamWriters sync.Pool

// compressStreams writes to w the PDF fpdf wrote for document d, its plain
// streams compressed and its cross-reference table written anew. The
// content stream of page number i (from 0) is d's pageContent, and the
// pictures d gave fpdf as stand-ins are put in place (pdfart.go); d may be
// nil. A file not as fpdf writes it is an error, never a damaged PDF.
func compressStreams(w io.Writer, pdf []byte, d *Document) error {
	xref, offsets, err := crossReferences(pdf)
	if err != nil {
		return err
	}
	type object struct{ n, at int }
	objs := make([]object, 0, len(offsets))
	for n, at := range offsets {
		if n > 0 {
			objs = append(objs, object{n, at})
		}
	}
	slices.SortFunc(objs, func(a, b object) int { return a.at - b.at })
	out := &countingWriter{w: bufio.NewWriterSize(w, 64<<10)}
	if d != nil && d.press.PDFX {
		out.sum = md5.New()
	}
	if len(objs) > 0 {
		out.Write(pdf[:objs[0].at])
	}
	moved := make([]int, len(offsets))
	ow := objectWriter{out: out, doc: d, pages: map[int]int{}}
	for i, o := range objs {
		end := xref
		if i+1 < len(objs) {
			end = objs[i+1].at
		}
		if o.at > end || end > len(pdf) {
			return fmt.Errorf("output: PDF object %d at %d is out of order", o.n, o.at)
		}
		moved[o.n] = out.n
		if err := ow.write(pdf[o.at:end]); err != nil {
			return err
		}
	}
	if d != nil && (d.press.catalogEntries() != "" && !ow.catalogPatched || d.press.PDFX && !ow.infoPatched) {
		// fpdf wrote its catalog or information otherwise than it did: the
		// file would not be what the profile promises.
		return fmt.Errorf("output: PDF: the document catalog or information is not where fpdf writes it; the print settings (viewer preferences, PDF/X) could not be written")
	}
	trailer := pdf[xref:]
	t := bytes.Index(trailer, []byte("trailer\n"))
	s := bytes.LastIndex(trailer, []byte("startxref\n"))
	if t < 0 || s < t {
		return fmt.Errorf("output: PDF without a trailer")
	}
	at := out.n
	fmt.Fprintf(out, "xref\n0 %d\n0000000000 65535 f \n", len(offsets))
	for _, off := range moved[1:] {
		fmt.Fprintf(out, "%010d 00000 n \n", off)
	}
	if d != nil && d.press.PDFX {
		// PDF/X wants the file's ID: from its content, the same for the
		// same file.
		if err := out.w.Flush(); err != nil {
			return err
		}
		id := fmt.Sprintf("<%x>", out.sum.Sum(nil)[:16])
		end := bytes.LastIndex(trailer[:s], []byte(">>"))
		if end < t {
			return fmt.Errorf("output: PDF trailer without its dictionary")
		}
		out.Write(trailer[t:end])
		fmt.Fprintf(out, "/ID [%s %s]\n", id, id)
		out.Write(trailer[end:s])
	} else {
		out.Write(trailer[t:s])
	}
	fmt.Fprintf(out, "startxref\n%d\n%%%%EOF\n", at)
	if out.err != nil {
		return out.err
	}
	return out.w.Flush()
}

// countingWriter counts the bytes written, for the offsets of the
// objects, and keeps the first error.
type countingWriter struct {
	w   *bufio.Writer
	n   int
	err error
	sum hash.Hash // of what is written, when a PDF/X needs its ID; or nil
}

func (c *countingWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if c.sum != nil {
		c.sum.Write(p[:n])
	}
	c.n += n
	c.err = err
	return n, err
}

// crossReferences reads the offset of the xref table and of every object.
func crossReferences(pdf []byte) (int, []int, error) {
	s := bytes.LastIndex(pdf, []byte("startxref\n"))
	if s < 0 {
		return 0, nil, fmt.Errorf("output: PDF without startxref")
	}
	line, _, _ := bytes.Cut(pdf[s+len("startxref\n"):], []byte("\n"))
	xref, err := strconv.Atoi(string(line))
	if err != nil || xref < 0 || xref >= len(pdf) || !bytes.HasPrefix(pdf[xref:], []byte("xref\n0 ")) {
		return 0, nil, fmt.Errorf("output: PDF with a broken startxref")
	}
	rest := pdf[xref+len("xref\n0 "):]
	count, rest, _ := bytes.Cut(rest, []byte("\n"))
	n, err := strconv.Atoi(string(count))
	if err != nil || n < 1 || len(rest) < 20*n {
		return 0, nil, fmt.Errorf("output: PDF with a broken xref table")
	}
	offsets := make([]int, n)
	for i := 1; i < n; i++ {
		entry := rest[20*i : 20*i+20]
		if offsets[i], err = strconv.Atoi(string(entry[:10])); err != nil || !bytes.HasSuffix(entry, []byte(" 00000 n \n")) {
			return 0, nil, fmt.Errorf("output: PDF with a broken xref entry %d", i)
		}
	}
	return xref, offsets, nil
}

// objectWriter copies the objects of a PDF one after the other.
type objectWriter struct {
	out   *countingWriter
	doc   *Document   // or nil
	pages map[int]int // page number by the object number of its contents
	// catalogPatched and infoPatched say the press's entries went into the
	// document catalog and information.
	catalogPatched, infoPatched bool
}

// pageContents finds the object number of a page dictionary's contents.
var pageContents = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?s)^\d+ 0 obj\n<</Type /Page\n.*/Contents (\d+) 0 R>>`)
})

// write copies one object, compressing it if it is a plain stream (a
// page's contents replaced as the document says), putting a page's box
// entries in order and a picture in place of its stand-in.
func (w *objectWriter) write(obj []byte) error {
	out := w.out
	m := plainStream().FindSubmatch(obj)
	if m == nil {
		if z := zStream().FindSubmatch(obj); z != nil {
			if n, _ := strconv.Atoi(string(z[1])); w.isPage(n) {
				return w.writeInflated(obj, z)
			}
		}
		dict := obj // before the data of a stream fpdf compressed (a font, an image)
		i := bytes.Index(obj, []byte("\nstream\n"))
		if i >= 0 {
			dict = obj[:i]
		}
		rest := obj[len(dict):]
		if c := pageContents().FindSubmatch(dict); c != nil {
			n, _ := strconv.Atoi(string(c[1]))
			w.pages[n] = len(w.pages)
		}
		if w.doc != nil {
			w.doc.renames(dict)
			var ok bool
			dict, ok = w.doc.press.addCatalogEntries(w.doc.tagSubsets(dict))
			w.catalogPatched = w.catalogPatched || ok
			if w.doc.press.PDFX {
				dict, ok = addPDFXInfo(dict)
				w.infoPatched = w.infoPatched || ok
			}
		}
		if i >= 0 && w.doc != nil && bytes.Contains(dict, []byte("/Subtype /Image")) {
			data := obj[i+len("\nstream\n"):]
			if s := w.doc.spliced(streamData(data)); s != nil {
				if w.doc.press.PDFX && bytes.Contains(dict, []byte("/DeviceRGB")) {
					cmyk, err := cmykPicture(s.art.png)
					if err != nil {
						return err
					}
					return w.splice(cmykImageDict(dict), cmyk, data[len(s.token):])
				}
				return w.splice(dict, s.art.data, data[len(s.token):])
			}
			if w.doc.press.PDFX {
				return fmt.Errorf("output: PDF/X: a picture fpdf embedded itself, not as CMYK")
			}
		}
		out.Write(sortPageBoxes(dict))
		out.Write(rest)
		return nil
	}
	return w.writePlain(obj, m)
}

// zStream is the start of an object fpdf wrote compressed: a font, an
// image, or a page's content (fpdf compresses the pages as it assembles
// its file, so that it holds their plain contents once, not twice).
var zStream = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(\d+) 0 obj\n<</Filter /FlateDecode /Length (\d+)>>\nstream\n`)
})

// isPage tells whether object n is a page's content stream.
func (w *objectWriter) isPage(n int) bool {
	_, ok := w.pages[n]
	return ok && w.doc != nil
}

// writeInflated writes a page's content stream fpdf compressed as the
// plain stream it was: inflated, then written as writePlain writes it, so
// that the file is the same bytes as from plain contents.
func (w *objectWriter) writeInflated(obj []byte, z [][]byte) error {
	length, _ := strconv.Atoi(string(z[2]))
	data := obj[len(z[0]):]
	if len(data) < length {
		return fmt.Errorf("output: PDF object %s: its stream is not %d bytes long", z[1], length)
	}
	r, err := zlib.NewReader(bytes.NewReader(data[:length]))
	if err != nil {
		return fmt.Errorf("output: PDF object %s: %v", z[1], err)
	}
	plain, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("output: PDF object %s: %v", z[1], err)
	}
	head := fmt.Appendf(nil, "%s 0 obj\n<</Length %d>>\nstream\n", z[1], len(plain))
	rebuilt := slices.Concat(head, plain, data[length:])
	return w.writePlain(rebuilt, plainStream().FindSubmatch(rebuilt))
}

// writePlain writes a plain stream object, m its plainStream match,
// compressed.
func (w *objectWriter) writePlain(obj []byte, m [][]byte) error {
	out := w.out
	length, _ := strconv.Atoi(string(m[2]))
	data := obj[len(m[0]):]
	tail := []byte("\nendstream\nendobj\n")
	if len(data) < length+len(tail) || !bytes.Equal(data[length:length+len(tail)], tail) {
		return fmt.Errorf("output: PDF object %s: its stream is not %d bytes long", m[1], length)
	}
	plain := data[:length]
	var z []byte
	var err error
	if n, _ := strconv.Atoi(string(m[1])); w.isPage(n) {
		z, err = w.doc.streamOf(w.pages[n], plain)
	} else {
		z, err = compressedStreams.get(sha256.Sum256(plain), func() ([]byte, int64, error) {
			z, err := compress(plain)
			return z, int64(len(z)), err
		})
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s 0 obj\n<</Filter /FlateDecode /Length %d>>\nstream\n", m[1], len(z))
	out.Write(z)
	out.Write(data[length:])
	return nil
}

// streamData is the data of a stream that starts data, before its end.
func streamData(data []byte) []byte {
	if i := bytes.Index(data, []byte("\nendstream\nendobj\n")); i >= 0 {
		return data[:i]
	}
	return nil
}

// splice writes an image object whose dictionary is dict (up to its
// /Length) with data for its stream, and the rest of the object after.
func (w *objectWriter) splice(dict, data, rest []byte) error {
	l := bytes.LastIndex(dict, []byte("/Length "))
	if l < 0 || !bytes.HasSuffix(dict, []byte(">>")) {
		return fmt.Errorf("output: a picture's dictionary without its length: %q", dict)
	}
	w.out.Write(dict[:l])
	fmt.Fprintf(w.out, "/Length %d>>\nstream\n", len(data))
	w.out.Write(data)
	w.out.Write(rest)
	return nil
}

// compressedStreams keeps compressed page contents by their content, so
// that a rebuild compresses only the pages that changed.
var compressedStreams = newBudgeted[[32]byte, []byte](16 << 20)

// compress is data as a zlib stream, through a pooled compressor.
func compress(data []byte) ([]byte, error) {
	zw, _ := streamWriters.Get().(*zlib.Writer)
	if zw == nil {
		zw, _ = zlib.NewWriterLevel(nil, zlib.BestSpeed) // the level is valid
	}
	defer streamWriters.Put(zw)
	var z bytes.Buffer
	zw.Reset(&z)
	zw.Write(data)
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return z.Bytes(), nil
}
