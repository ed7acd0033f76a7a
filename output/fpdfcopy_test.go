package output

import (
	"bytes"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
	var pdf bytes.Buffer
	if err := d.Write(&pdf); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, want) {
		t.Error("writing a PDF changed the font data of a face")
	}
	// The page shows its text: this path draws through fpdf's own Text
	// (review7: deleting that call failed no test).
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed")
	}
	file := filepath.Join(t.TempDir(), "t.pdf")
	if err := os.WriteFile(file, pdf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(pdftotext, file, "-").Output(); err != nil || !strings.Contains(string(out), "A˚") {
		t.Errorf("pdftotext: %v %q, want the page's A˚", err, out)
	}
}

// TestFpdfCutLeavesTheFontDataAlone: the same for fpdf's own cut, which
// cutFont falls back to for a font cutTrueType does not read (here the
// Gothic with its last two cmap segments made to overlap), handed the
// face's whole data. Mutation: fpdf.UTF8CutFont given data, not
// fpdfCopy(data): the face's data changes (review6 found no test failed).
func TestFpdfCutLeavesTheFontDataAlone(t *testing.T) {
	gothic, err := fonts.Gothic.Outlines()
	if err != nil {
		t.Fatal(err)
	}
	data := bytes.Clone(gothic)
	f := &ttf{data: data}
	if !f.readTables() {
		t.Fatal("the Gothic's tables not read")
	}
	c, ok := f.unicodeCmap()
	if !ok {
		t.Fatal("the Gothic has no cmap of format 4")
	}
	k := c.segs - 1 // the last segment starts where the one before ends
	binary.BigEndian.PutUint16(data[c.at+16+2*c.segs+2*k:], uint16(c.endCode(f, k-1)))
	if _, err := cutTrueType(data, "A˚"); err != errUnread {
		t.Fatalf("cutTrueType: %v, want errUnread (fpdf's cut)", err)
	}
	want := bytes.Clone(data)
	if _, err := cutFont(data, "A˚"); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, want) {
		t.Error("cutting a font fpdf's way changed the font data of a face")
	}
}
