package output

import (
	"bytes"
	"io"
	"testing"

	"cardpress/fonts"
)

// TestFpdfLeavesTheFontDataAlone: fpdf writes into the font data it reads
// (getMetrics, for a glyph past the font's numberOfHMetrics: ˚ in BIZ
// UDPGothic), so a face's data, which every document of the process
// shares, reaches fpdf copied (fpdfCopy). Here whole, for a Document that
// does not know its characters before drawing. Mutation: register handing
// fpdf the face's own data: the face's data changes.
func TestFpdfLeavesTheFontDataAlone(t *testing.T) {
	want, err := fonts.Gothic.Outlines()
	if err != nil {
		t.Fatal(err)
	}
	data := bytes.Clone(want)
	style, err := fonts.Register("WrittenInto", data, fonts.Sans)
	if err != nil {
		t.Fatal(err)
	}
	d := NewDocument(100, 100, "t")
	d.AddPage()
	if err := d.Text(10, 10, style, 10, "A˚"); err != nil {
		t.Fatal(err)
	}
	if err := d.Write(io.Discard); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, want) {
		t.Error("writing a PDF changed the font data of a face")
	}
}
