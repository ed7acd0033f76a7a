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

// Pages written whole embed each font from a copy cut to the characters
// drawn in it, an astral twin included; the PDF reads as the text drawn,
// the same bytes every time, and a second document drawing the same
// characters reuses the cut fonts of the first.
func TestPagesEmbedCutFonts(t *testing.T) {
	lines := []string{"カードの説明と故事說明", "Wild D Draw5（𠀋）", "山札から一枚引く。"}
	page := layout.Page{W: 182, H: 257}
	for i, s := range lines {
		page.Boxes = append(page.Boxes, layout.Text{X: 20, Y: 30 + 10*float64(i), Style: fonts.Serif, Size: 10, Text: s})
	}
	turned := layout.Rotated{Rect: layout.Rect{X: 20, Y: 100, W: 20, H: 60}, Turns: 1, Boxes: []layout.Box{layout.Text{X: 2, Y: 5, Style: fonts.SansBold, Size: 9, Text: "回転"}}}
	page.Boxes = append(page.Boxes, turned)
	glyphs := pageGlyphsOf(page)
	if g := glyphs[fonts.FaceFor(fonts.SansBold, '回').Name]; g != "回転" {
		t.Errorf("glyphs of the turned text's font: %q, want 回転", g)
	}
	twin := false
	for name := range glyphs {
		twin = twin || strings.HasSuffix(name, "Astral")
	}
	if !twin {
		t.Errorf("no astral twin among the fonts drawn: %v", glyphs)
	}
	write := func() []byte {
		var buf bytes.Buffer
		if err := WritePages(&buf, "cut", []layout.Page{page}, NewImages(nil, 0)); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	first := write()
	cuts := len(cutFonts.m)
	if again := write(); !bytes.Equal(first, again) || len(cutFonts.m) != cuts {
		t.Errorf("the same pages again: same bytes %v, %d fonts cut anew", bytes.Equal(first, again), len(cutFonts.m)-cuts)
	}
	cutFonts.mu.Lock()
	for name, g := range glyphs {
		found := false
		for k := range cutFonts.m {
			found = found || k.glyphs == g
		}
		if !found {
			t.Errorf("font %s was not embedded from a cut of %q", name, g)
		}
	}
	cutFonts.mu.Unlock()
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed")
	}
	p := filepath.Join(t.TempDir(), "cut.pdf")
	os.WriteFile(p, first, 0o644)
	out, err := exec.Command(pdftotext, p, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range append(lines[:1], "Wild D Draw5", "山札から一枚引く。", "回転") {
		if !strings.Contains(string(out), s) {
			t.Errorf("the PDF's text lacks %q:\n%s", s, out)
		}
	}
}
