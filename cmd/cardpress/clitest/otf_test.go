package clitest

import (
	"bytes"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A CFF-flavoured OpenType font (.otf) of the game sets the showcase's
// card names: the cards' PDF and the manual's (whose card figures show
// them) embed it as a subset, its text extracts, and the build is
// reproducible. The builds are the ones TestSVGArtAndIcons reads
// (vectorBuilds), whose SVG art and icon change no card name; the two
// PDFs' structure is its qpdf --check, once for both tests.
func TestOTFFont(t *testing.T) {
	t.Parallel()
	for _, tool := range []string{"pdffonts", "pdftotext"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skip(tool + " not installed")
		}
	}
	dir, _ := vectorBuilds(t)
	for _, name := range []string{"cards.pdf", "manual.pdf"} {
		pdf := filepath.Join(dir, "o", name)
		fonts, _ := pdfFonts(t, pdf)
		if !regexp.MustCompile(`[A-Z]{6}\+utf8showcase-display-file\s+CID TrueType\s+Identity-H\s+yes yes yes`).Match(fonts) {
			t.Errorf("%s: the .otf is not embedded as a subset:\n%s", name, fonts)
		}
		text, _ := exec.Command("pdftotext", pdf, "-").Output()
		if !strings.Contains(string(text), "Sunrise Herald") {
			t.Errorf("%s: the card name set in the .otf does not extract", name)
		}
		a, _ := os.ReadFile(pdf)
		b, _ := os.ReadFile(filepath.Join(dir, "again", name))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs from build to build", name)
		}
	}
	// The PNG draws the name in white on the green band: the .otf's
	// glyphs, as many white pixels as the script's strokes make (169 at
	// the 150 dpi of the builds above, whose PNGs at 300 were half their
	// CPU).
	png := decodeFile(t, filepath.Join(dir, "o", "png", "grove-keeper.png"))
	band := png.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(image.Rect(20, 30, 165, 68))
	if n := countNear(band, color.NRGBA{255, 255, 255, 255}); n < 100 {
		t.Errorf("grove-keeper.png: %d white pixels of the name, want the name drawn", n)
	}
	a, _ := os.ReadFile(filepath.Join(dir, "o", "png", "grove-keeper.png"))
	b, _ := os.ReadFile(filepath.Join(dir, "again", "png", "grove-keeper.png"))
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Error("grove-keeper.png differs from build to build")
	}
}
