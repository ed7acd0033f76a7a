package output

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/fonts"
	"cardpress/layout"
)

// Characters above U+FFFF that the embedded fonts cover are drawn (the PDF
// library alone panics on them), in the Mincho, the Gothic and the
// fallback, and the file stays reproducible. Written as a build writes its
// PDFs (NewPDF: the fonts cut to the pages' characters).
func TestTextAboveUFFFF(t *testing.T) {
	t.Parallel()
	var boxes []layout.Box
	for i, s := range []fonts.Style{fonts.Serif, fonts.Sans, fonts.SansBold, fonts.Kai} {
		boxes = append(boxes, layout.Text{X: 20, Y: 30 + 10*float64(i), Style: s, Size: 12, Text: "𠀋と𠂉の🄀 𝌀 end"})
	}
	write := func() []byte {
		p := NewPDF("t", []layout.Page{{W: 182, H: 257, Boxes: boxes}}, NewImages(nil, 0))
		p.LetGo = true // drawn each time, not kept from the first write
		var b bytes.Buffer
		if err := p.Write(&b); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	a := write()
	if !bytes.Equal(a, write()) {
		t.Error("two writes differ")
	}
	for _, name := range []string{"+utf8BIZUDMinchoAstral", "+utf8LXGWWenKaiAstral"} {
		if !bytes.Contains(bytes.ToLower(a), bytes.ToLower([]byte(name))) {
			t.Errorf("twin %s not embedded", name)
		}
	}
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed")
	}
	p := filepath.Join(t.TempDir(), "t.pdf")
	os.WriteFile(p, a, 0o644)
	if out, err := exec.Command("qpdf", "--check", p).CombinedOutput(); err != nil {
		t.Errorf("qpdf --check: %v\n%s", err, out)
	}
	out, err := exec.Command(pdftotext, p, "-").Output()
	if err != nil || !strings.Contains(string(out), "と") || !strings.Contains(string(out), "end") {
		t.Errorf("pdftotext: %v %q", err, out)
	}
}

func TestTextAboveUFFFFWithoutAGlyphIsAnError(t *testing.T) {
	d := NewDocument(100, 100, "t")
	d.AddPage()
	err := d.Text(10, 10, fonts.Serif, 10, "a\U0001F600") // an emoji no embedded font has
	if _, ok := err.(*fonts.MissingGlyphError); !ok {
		t.Errorf("want a MissingGlyphError, got %v", err)
	}
}

func TestRasterTextAboveUFFFF(t *testing.T) {
	im := NewImages(nil, 150)
	r := NewRaster(layout.Rect{W: 40, H: 12}, im)
	if err := r.Draw([]layout.Box{layout.Text{X: 2, Y: 9, Style: fonts.Serif, Size: 14, Text: "𠀋𠀋𠀋"}}); err != nil {
		t.Fatal(err)
	}
	dark := 0
	for i := 0; i < len(r.Img.Pix); i += 4 {
		if r.Img.Pix[i] < 128 {
			dark++
		}
	}
	if dark < 50 {
		t.Errorf("only %d dark pixels: the characters were not drawn", dark)
	}
}
