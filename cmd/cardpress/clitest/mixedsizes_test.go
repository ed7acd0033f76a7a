package clitest

import (
	"encoding/json"
	"image"
	_ "image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"cardpress/engine/enginetest"
)

// The showcase game mixes portrait cards (63 × 88 mm) and a landscape site
// (88 × 63 mm, its layout's size = "landscape"). Every profile prints each
// card at its own size: a sheet holds one size, single pages are each
// card's size, every PNG and shop canvas is the card's orientation, each
// size has its own back, and Tabletop Simulator gets a deck per size.
func TestMixedSizesThroughEveryProfile(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("pdfinfo"); err != nil {
		t.Skip("pdfinfo not installed (.ci/run installs it)")
	}
	dir := t.TempDir()
	game, _ := filepath.Abs("../../../testdata/showcase")
	const mm = 72 / 25.4 // pt
	for _, tt := range []struct {
		profile string
		args    []string
		// pages: the size of each page's TrimBox in mm, in order (faces,
		// then backs, size by size); "" for no PDF.
		pages string
		pngs  string  // the folder of card images, "" for none
		dpi   float64 // their resolution
		// long: run only under CARDPRESS_LONG (.ci/run), as a second
		// profile of its kind (sheets, shop images) to the quick run's.
		long bool
	}{
		// PNGs at 30 dpi, the lowest: their size is asserted, at any
		// resolution (at 100, 0.02 CPU s more).
		{"", []string{"--png", "--dpi", "30", "--no-label"}, "195x270 195x270 88x63 88x63", "png", 30, false},
		{"pnp-a4", nil, "189x264 189x264 88x63 88x63", "", 0, false},
		{"pnp-letter", []string{"--no-backs"}, "252x176 88x63", "", 0, true},
		{"single", nil, strings.Repeat("63x88 ", 14) + "88x63 88x63", "", 0, false},
		// The shops' images of the two cards asserted (and the backs): the
		// set's at the shops' 300 dpi were most of each run.
		{"tgc", []string{"--only", "tidecaller,sunken-shrine"}, "", "tgc", 0, false},
		{"mpc", []string{"--only", "tidecaller,sunken-shrine"}, "", "mpc", 0, true},
	} {
		name := tt.profile
		if name == "" {
			name = "none"
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel() // each profile its own folder
			if tt.long && !enginetest.Long() {
				t.Skip("a second profile of its kind: under CARDPRESS_LONG (.ci/run)")
			}
			out := filepath.Join(dir, name)
			args := append([]string{"cards", game, "--out", out, "-q"}, tt.args...)
			if tt.profile != "" {
				args = append(args, "--profile", tt.profile)
			}
			if r := cardpress(t, dir, args...); r.code != 0 {
				t.Fatalf("exit %d\n%s", r.code, r.stderr)
			}
			if tt.pages != "" {
				if got := trimSizes(t, filepath.Join(out, "cards.pdf"), mm); got != strings.TrimSpace(tt.pages) {
					t.Errorf("TrimBoxes %s, want %s", got, strings.TrimSpace(tt.pages))
				}
			}
			if tt.pngs == "" {
				return
			}
			folder := filepath.Join(out, tt.pngs)
			portrait, landscape := pngSize(t, folder, "tidecaller.png"), pngSize(t, folder, "sunken-shrine.png")
			if portrait.X >= portrait.Y || landscape != (image.Point{portrait.Y, portrait.X}) {
				t.Errorf("a portrait card is %v px, the landscape one %v: want the one turned", portrait, landscape)
			}
			if tt.dpi > 0 {
				want := image.Point{int(math.Round(63 / 25.4 * tt.dpi)), int(math.Round(88 / 25.4 * tt.dpi))}
				if portrait != want {
					t.Errorf("tidecaller.png is %v px, want %v (63 × 88 mm at %v dpi)", portrait, want, tt.dpi)
				}
			}
			if b := pngSize(t, folder, "back.png"); b != portrait {
				t.Errorf("back.png is %v px, want the portrait cards' %v", b, portrait)
			}
			if b := pngSize(t, folder, "back-88x63.png"); b != landscape {
				t.Errorf("back-88x63.png is %v px, want the landscape card's %v", b, landscape)
			}
		})
	}
	t.Run("tts", func(t *testing.T) {
		t.Parallel()
		// At 30 dpi, the lowest: a cell's ratio is its card's within 0.01
		// at any resolution (74 × 104 px, 0.712 to 0.716), and at 60 the
		// decks were half the run's CPU.
		out := filepath.Join(dir, "tts")
		if r := cardpress(t, dir, "cards", game, "--out", out, "--profile", "tts", "--dpi", "30", "-q"); r.code != 0 {
			t.Fatalf("exit %d\n%s", r.code, r.stderr)
		}
		data, _ := os.ReadFile(filepath.Join(out, "tts", "deck.json"))
		var save struct {
			ObjectStates []struct {
				Name, Nickname string
				SidewaysCard   bool
				CardID         int
				CustomDeck     map[string]struct {
					FaceURL, BackURL    string
					NumWidth, NumHeight int
				}
			}
		}
		if err := json.Unmarshal(data, &save); err != nil || len(save.ObjectStates) != 2 {
			t.Fatalf("deck.json: %v, %d objects, want a deck and the landscape card", err, len(save.ObjectStates))
		}
		deck, site := save.ObjectStates[0], save.ObjectStates[1]
		if deck.Name != "DeckCustom" || deck.SidewaysCard || !site.SidewaysCard || !strings.HasSuffix(site.Nickname, "Sunken Shrine") {
			t.Errorf("objects %s (sideways %v), %s %q (sideways %v): want the portrait deck upright, the site sideways",
				deck.Name, deck.SidewaysCard, site.Name, site.Nickname, site.SidewaysCard)
		}
		cd, ok := site.CustomDeck["2"]
		if !ok || site.CardID != 200 || !strings.HasSuffix(cd.FaceURL, "/deck-88x63-1.png") || !strings.HasSuffix(cd.BackURL, "/back-88x63.png") {
			t.Errorf("the site's card %d, sheet %+v: want key 2 after the portrait sheet, on deck-88x63-1.png with back-88x63.png", site.CardID, site.CustomDeck)
		}
		tts := filepath.Join(out, "tts")
		for _, s := range []struct {
			file  string
			ratio float64 // a cell's width to its height
		}{{"deck-1.png", 63.0 / 88}, {"deck-88x63-1.png", 88.0 / 63}} {
			p := pngSize(t, tts, s.file)
			if p.X%10 != 0 || p.Y%7 != 0 {
				t.Errorf("%s is %v px: not a grid of 10 × 7 cells", s.file, p)
				continue
			}
			if r := float64(p.X/10) / float64(p.Y/7); math.Abs(r-s.ratio) > 0.01 {
				t.Errorf("%s: cells %d × %d px, ratio %.3f, want %.3f", s.file, p.X/10, p.Y/7, r, s.ratio)
			}
		}
	})
}

// trimSizes lists the size of each page's TrimBox in whole mm: "88x63 …".
func trimSizes(t *testing.T, pdf string, mm float64) string {
	t.Helper()
	info, err := exec.Command("pdfinfo", "-box", "-f", "1", "-l", "100", pdf).Output()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range regexp.MustCompile(`Page +\d+ TrimBox: +(\S+) +(\S+) +(\S+) +(\S+)`).FindAllStringSubmatch(string(info), -1) {
		var b [4]float64
		for i := range b {
			b[i], _ = strconv.ParseFloat(m[1+i], 64)
		}
		out = append(out, strconv.Itoa(int(math.Round((b[2]-b[0])/mm)))+"x"+strconv.Itoa(int(math.Round((b[3]-b[1])/mm))))
	}
	return strings.Join(out, " ")
}

// pngSize is the pixel size of a PNG of folder.
func pngSize(t *testing.T, folder, name string) image.Point {
	t.Helper()
	f, err := os.Open(filepath.Join(folder, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, _, err := image.DecodeConfig(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return image.Point{cfg.Width, cfg.Height}
}
