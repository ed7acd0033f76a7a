package output

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"

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

// The font cut is fpdf's, byte for byte, for every embedded face and its
// astral twin: cut to the characters of the games' sources, to a sample of
// the face's own characters, to accented Latin letters (composite glyphs
// in DejaVu), and to characters no face has (NUL, U+FFFF, unpaired
// astral ones).
func TestCutFontIsFpdfs(t *testing.T) {
	t.Parallel()
	games := map[rune]bool{}
	filepath.WalkDir("../games", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && (strings.HasSuffix(p, ".md") || strings.HasSuffix(p, ".toml")) {
			data, _ := os.ReadFile(p)
			for _, r := range string(data) {
				games[r] = true
			}
		}
		return nil
	})
	if len(games) < 500 {
		t.Fatalf("only %d characters in the games' sources", len(games))
	}
	latin := map[rune]bool{}
	for r := rune(0x20); r < 0x250; r++ {
		latin[r] = true
	}
	odd := map[rune]bool{0: true, 0xFFFF: true, 0xFFFD: true, 0x1F600: true, 'A': true, '。': true}
	faces := []*fonts.Face{fonts.Mincho, fonts.Gothic, fonts.GothicBold, fonts.WenKai, fonts.WenKaiTC, fonts.WenKaiTCBold, fonts.Oblique}
	composites := 0
	for i, face := range faces {
		data, err := face.Data()
		if err != nil {
			t.Fatal(err)
		}
		own := map[rune]bool{}
		for r := rune(0x20); r < 0x10000; r += rune(7 + i) {
			if face.Covers(r) {
				own[r] = true
			}
		}
		fonts := map[string][]byte{face.Name: data}
		if twin, err := twinOf(face); err == nil && len(twin.stand) > 0 {
			fonts[twin.name] = twin.data
			for _, s := range twin.stand {
				if len(own) < 3000 {
					own[s] = true
				}
			}
		}
		for name, data := range fonts {
			work := fpdfCopy(data) // fpdf writes into the data it cuts
			sets := map[string]map[rune]bool{"games": games, "own": own, "latin": latin, "odd": odd}
			if name != face.Name {
				// A twin maps its stand-ins alone: the games' characters
				// and the Latin ones are none of them, and cut to the same
				// bytes, a font of nothing asked for, as the odd ones
				// nearly do; fpdf's cut of each, reading the whole font,
				// was a fifth of the test.
				delete(sets, "games")
				delete(sets, "latin")
			}
			for what, set := range sets {
				glyphs := sortedGlyphs(map[string]map[rune]bool{"": set})[""]
				got, err := cutTrueType(data, glyphs)
				if err != nil {
					t.Errorf("%s, %s: not cut: %v", name, what, err)
					continue
				}
				copy(work, data) // each cut from the face's own bytes, as register hands them to fpdf
				if want := fpdf.UTF8CutFont(work, glyphs); !bytes.Equal(got, want) {
					t.Errorf("%s, %s: the cut differs from fpdf's (%d bytes, fpdf %d)", name, what, len(got), len(want))
				}
			}
		}
		f := &ttf{data: data}
		f.readTables()
		f.locaFormat, f.numGlyphs = f.u16(f.tables["head"].pos+50), f.u16(f.tables["maxp"].pos+4)
		for g := range f.numGlyphs {
			if d := f.glyph(g); len(d) > 2 && d[0]&0x80 != 0 {
				composites++
			}
		}
	}
	if composites == 0 {
		t.Error("no composite glyph in any face: the components' renumbering went untested")
	}
}

// A font the cut does not read as fpdf would is left to fpdf.
func TestCutFontLeavesOddFontsToFpdf(t *testing.T) {
	data, err := fonts.Oblique.Data()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cutTrueType(data[:len(data)/2], "Ab"); err != errUnread {
		t.Errorf("a font cut in half: %v, want errUnread", err)
	}
	if _, err := cutTrueType(data[:100], "Ab"); err != errUnread {
		t.Errorf("a table directory alone: %v, want errUnread", err)
	}
	if _, err := cutTrueType(data, "Ab"); err != nil {
		t.Errorf("the whole font was not cut: %v", err)
	}
}

// A composite glyph among its own components is a font error that names
// the font, not a stack overflow: in the cut, and in writing a PDF.
func TestCutFontRefusesSelfNamingComposites(t *testing.T) {
	data, err := fonts.Oblique.Data()
	if err != nil {
		t.Fatal(err)
	}
	data = slices.Clone(data)
	f := &ttf{data: data}
	f.readTables()
	f.locaFormat, f.numGlyphs = f.u16(f.tables["head"].pos+50), f.u16(f.tables["maxp"].pos+4)
	cmap, _ := f.unicodeCmap()
	g, ok := cmap.glyph(f, 'é')
	d := f.glyph(g)
	if !ok || f.bad || len(d) < 14 || d[0]&0x80 == 0 {
		t.Fatalf("é is not a composite glyph in %s", fonts.Oblique.Name)
	}
	if _, err := cutTrueType(data, "é"); err != nil {
		t.Fatalf("é before its glyph names itself: %v", err)
	}
	binary.BigEndian.PutUint16(d[12:], uint16(g)) // its first component: itself
	if _, err := cutTrueType(data, "aé"); err != errTooDeep {
		t.Errorf("a glyph naming itself: %v, want errTooDeep", err)
	}
	style, err := fonts.Register("SelfNaming", data, fonts.Serif)
	if err != nil {
		t.Fatal(err)
	}
	page := layout.Page{W: 100, H: 100, Boxes: []layout.Box{layout.Text{X: 10, Y: 10, Style: style, Size: 10, Text: "aé"}}}
	err = WritePages(io.Discard, "deep", []layout.Page{page}, NewImages(nil, 0))
	if err == nil || !strings.Contains(err.Error(), "SelfNaming") || !errors.Is(err, errTooDeep) {
		t.Errorf("writing a PDF in a font whose glyph names itself: %v, want errTooDeep naming the font", err)
	}
}

// The cut is fpdf's for whatever font bytes and characters it is given:
// it reports errUnread, errTooDeep, or fpdf's bytes. fpdf's cut runs
// under recover (it panics on many broken fonts) and only on what the
// cut took (on a glyph among its own components fpdf's recursion would
// overflow the stack). The seeds (testdata/fuzz) are small fonts cut from
// the embedded faces, one with a composite glyph naming itself.
func FuzzCutTrueType(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, glyphs string) {
		got, err := cutTrueType(data, glyphs)
		if err != nil {
			if err != errUnread && err != errTooDeep {
				t.Fatalf("cutTrueType: %v", err)
			}
			return
		}
		want, panicked := fpdfCut(data, glyphs)
		if panicked != nil {
			t.Fatalf("cut %d bytes, where fpdf's cut panics: %v", len(got), panicked)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("the cut differs from fpdf's (%d bytes, fpdf %d)", len(got), len(want))
		}
	})
}

// fpdfCut is fpdf.UTF8CutFont, with its panic if it panics.
func fpdfCut(data []byte, glyphs string) (cut []byte, panicked any) {
	defer func() { panicked = recover() }()
	return fpdf.UTF8CutFont(fpdfCopy(data), glyphs), nil
}
