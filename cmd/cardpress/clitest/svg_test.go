package clitest

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// svgGame is the showcase game with SVG art and an SVG icon: Sunrise
// Herald's art is testdata/svgart/dawn.svg, the icon :sun: (sun.svg)
// stands in Tidecaller's text and in the manual. art names the file put
// in as the Herald's art.
func svgGame(t *testing.T, dir, art string) string {
	t.Helper()
	game := filepath.Join(dir, "g")
	copyTree(t, "../../../testdata/showcase", game)
	for from, to := range map[string]string{art: "art/" + filepath.Base(art), "../../../testdata/svgart/sun.svg": "icons/sun.svg"} {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Dir(filepath.Join(game, to)), 0o755)
		os.WriteFile(filepath.Join(game, to), data, 0o644)
	}
	edit := func(name, old, new string) {
		src, _ := os.ReadFile(filepath.Join(game, name))
		if !strings.Contains(string(src), old) {
			t.Fatalf("%s lacks %q", name, old)
		}
		os.WriteFile(filepath.Join(game, name), []byte(strings.Replace(string(src), old, new, 1)), 0o644)
	}
	edit("catalog.toml", "[kinds.unit]", "[icons.sun]\nname = \"Sun\"\nimage = \"icons/sun.svg\"\n\n[kinds.unit]")
	edit("cards.csv", "art/sky.png", "art/"+filepath.Base(art))
	edit("cards.csv", "draw a card :ward:.", "draw a card :ward: :sun:.")
	edit("manual/10-cards.md", "@card ember-rain", "@card ember-rain\n\nEach dawn :sun: brings a card.")
	return game
}

// vectorBuilds is the folder of two builds, o and again, of the showcase
// with SVG art and an SVG icon (svgGame, dawn.svg) whose card names are
// set in a CFF-flavoured OpenType font (testdata/otf): the manual, and the
// card sheets and PNGs at 150 dpi of vectorCards. They are made once per
// test run for TestSVGArtAndIcons and TestOTFFont: the two tests read
// different things of the same files, and four builds of their own were
// 1.7 CPU s. It returns the folder and the first build's stderr; the
// folder is read-only to its users.
func vectorBuilds(t *testing.T) (string, string) {
	t.Helper()
	vector.once.Do(func() {
		dir := filepath.Join(goodRoot, "vector")
		game := svgGame(t, dir, "../../../testdata/svgart/dawn.svg")
		copyTree(t, "../../../testdata/otf", filepath.Join(game, "fonts"))
		cat := filepath.Join(game, "catalog.toml")
		src, _ := os.ReadFile(cat)
		otf := strings.NewReplacer("fonts/DejaVuSerifCondensed-Bold.ttf", "fonts/Dynalight-Regular.otf", "fonts/LICENSE-DejaVu.txt", "fonts/OFL.txt").Replace(string(src))
		if strings.Count(otf, "Dynalight-Regular.otf") != 1 || !strings.Contains(otf, "fonts/OFL.txt") {
			vector.err = "the showcase's catalog no longer names its display font as the test replaces it"
			return
		}
		os.WriteFile(cat, []byte(otf), 0o644)
		for _, out := range []string{"o", "again"} {
			r := cardpress(t, dir, "build", game, "--out", out, "--png", "--dpi", "150", "-q", "--only", vectorCards)
			if r.code != 0 {
				vector.err = fmt.Sprintf("build into %s: exit %d\n%s", out, r.code, r.stderr)
				return
			}
			if out == "o" {
				vector.stderr = r.stderr
			}
		}
		vector.dir = dir
	})
	if vector.dir == "" {
		t.Fatalf("the shared builds of the showcase with SVG art and an .otf: %s", vector.err)
	}
	return vector.dir, vector.stderr
}

// vectorCards are the cards of vectorBuilds' card sheets and PNGs, the
// three the two tests read: the Herald (the SVG art), Tidecaller (the SVG
// icon) and the Grove Keeper (its name in the .otf, on its green band).
// The showcase's other three designs were a fifth of each build's CPU.
const vectorCards = "sunrise-herald,tidecaller,grove-keeper"

var vector struct {
	once             sync.Once
	dir, stderr, err string
}

// SVG art is drawn as vectors in the card PDF (the sun's yellow is a fill
// color of the page, not pixels) and rasterized in the PNGs; the inline
// SVG icon is drawn in a card's text and in the manual, in the manual's
// gray.
func TestSVGArtAndIcons(t *testing.T) {
	t.Parallel()
	// At 150 dpi, where the icon is still some 30 pixels of its orange (at
	// 300, 146): the PNGs at 300 were half of each build's CPU.
	dir, stderr := vectorBuilds(t)
	if strings.Contains(stderr, "dawn.svg") {
		t.Errorf("a drawing has no resolution to warn about:\n%s", stderr)
	}
	content := func(pdf string) string {
		t.Helper()
		if _, err := exec.LookPath("qpdf"); err != nil {
			t.Skip("qpdf not installed")
		}
		// The uncompressed copy, its content normalized: every stream
		// decoded and every token read, which fails on a damaged file as
		// --check does (exit 2 or 3), and which a --check before it read
		// again (0.06 CPU s).
		out, err := exec.Command("qpdf", "--qdf", "--object-streams=disable", pdf, "-").Output()
		if ee, ok := err.(*exec.ExitError); ok {
			t.Fatalf("qpdf --qdf %s: %v\n%s", pdf, err, ee.Stderr)
		} else if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	// #fde047, the sun, and #e65100, the icon; in the manual the icon's
	// gray (0.299 R + 0.587 G + 0.114 B = 116).
	if c := content(filepath.Join(dir, "o", "cards.pdf")); !strings.Contains(c, "0.992 0.878 0.278 rg") || !strings.Contains(c, "0.902 0.318 0.000 rg") {
		t.Error("cards.pdf does not draw the sun (art) and the sun icon as vector fills")
	}
	if c := content(filepath.Join(dir, "o", "manual.pdf")); !strings.Contains(c, "\n0.455 g\n") {
		t.Error("manual.pdf does not draw the sun icon as a gray vector fill")
	}
	herald := decodeFile(t, filepath.Join(dir, "o", "png", "sunrise-herald.png"))
	b := herald.Bounds()
	if c := color.NRGBAModel.Convert(herald.At(b.Dx()/2, b.Dy()*520/880)).(color.NRGBA); !near(c, color.NRGBA{0xfd, 0xe0, 0x47, 255}) {
		t.Errorf("sunrise-herald.png: the sun's middle is %v, want #fde047", c)
	}
	if n := countNear(decodeFile(t, filepath.Join(dir, "o", "png", "tidecaller.png")), color.NRGBA{0xe6, 0x51, 0x00, 255}); n < 10 {
		t.Errorf("tidecaller.png: %d pixels of the sun icon's orange, want some", n)
	}
	// The same sources make the same bytes.
	for _, f := range []string{"cards.pdf", "manual.pdf", "png/sunrise-herald.png", "png/tidecaller.png"} {
		a, _ := os.ReadFile(filepath.Join(dir, "o", f))
		b, _ := os.ReadFile(filepath.Join(dir, "again", f))
		if len(a) == 0 || string(a) != string(b) {
			t.Errorf("%s differs from build to build", f)
		}
	}
}

func near(a, b color.NRGBA) bool {
	d := func(x, y uint8) bool { return max(x, y)-min(x, y) < 4 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

func countNear(img image.Image, c color.NRGBA) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if near(color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA), c) {
				n++
			}
		}
	}
	return n
}
