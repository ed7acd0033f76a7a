package output

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every page's content comes out compressed, and every entry of the
// cross-reference table points at its object.
func TestStreamsCompressed(t *testing.T) {
	pdf := samplePDF(t)
	if plain := regexp.MustCompile(`\d+ 0 obj\n<</Length \d+>>\nstream\n`).Find(pdf); plain != nil {
		t.Errorf("a plain stream is left: %q", plain)
	}
	xref, offsets, err := crossReferences(pdf)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasSuffix(pdf, fmt.Appendf(nil, "startxref\n%d\n%%%%EOF\n", xref)) {
		t.Errorf("startxref does not point at the table")
	}
	for n, at := range offsets[1:] {
		if want := fmt.Sprintf("%d 0 obj\n", n+1); !bytes.HasPrefix(pdf[at:], []byte(want)) {
			t.Errorf("object %d: the table points at %q", n+1, pdf[at:at+12])
		}
	}
	// The page's content is what it was before compressing.
	m := regexp.MustCompile(`\d+ 0 obj\n<</Filter /FlateDecode /Length (\d+)>>\nstream\n`).FindSubmatchIndex(pdf)
	if m == nil {
		t.Fatal("no compressed page")
	}
	n, _ := strconv.Atoi(string(pdf[m[2]:m[3]]))
	zr, err := zlib.NewReader(bytes.NewReader(pdf[m[1] : m[1]+n]))
	if err != nil {
		t.Fatal(err)
	}
	if content, err := io.ReadAll(zr); err != nil || !bytes.Contains(content, []byte(" Tj")) {
		t.Errorf("the page's content does not read back: %v %q", err, content)
	}
}

// A file that is not laid out as fpdf writes it is an error, not a
// damaged PDF.
func TestCompressStreamsRefusesOtherFiles(t *testing.T) {
	pdf := samplePDF(t)
	for name, broken := range map[string][]byte{
		"no startxref":      []byte("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
		"startxref astray":  append(bytes.Clone(pdf[:len(pdf)-12]), []byte("startxref\n5\n%%EOF\n")...),
		"a stream too long": regexp.MustCompile(`(<</Length )(\d+)(>>\nstream\n)`).ReplaceAll(plainSample(t), []byte("${1}99999${3}")),
	} {
		if err := compressStreams(io.Discard, broken, nil); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// plainSample is a small document as fpdf writes it, before
// compressStreams.
func plainSample(t *testing.T) []byte {
	d := NewDocument(100, 100, "plain")
	d.AddPage()
	if err := d.Text(20, 30, 0, 10, "plain"); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := d.pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// A catalog or information not written as fpdf writes them is an error when
// the press has entries for them: the file would say less than the profile
// promises (no viewer preferences, no PDF/X version), and nothing else
// would notice.
func TestPressEntriesAreWrittenOrRefused(t *testing.T) {
	pdf := plainSample(t)
	d := NewDocument(100, 100, "plain")
	d.press = Press{ActualSize: true, PDFX: true}
	for name, other := range map[string][]byte{
		"catalog": bytes.Replace(pdf, []byte("<<\n/Type /Catalog\n"), []byte("<< /Type /Catalog\n"), 1), // as long: the offsets hold
		"info":    bytes.Replace(pdf, []byte("<<\n/Producer "), []byte("<< /Producer "), 1),
	} {
		if bytes.Equal(other, pdf) {
			t.Fatalf("%s: the sample has no such bytes", name)
		}
		if err := compressStreams(io.Discard, other, d); err == nil || !strings.Contains(err.Error(), "could not be written") {
			t.Errorf("%s written otherwise: %v", name, err)
		}
	}
	if err := compressStreams(io.Discard, pdf, d); err != nil {
		t.Errorf("as fpdf writes it: %v", err)
	}
}
