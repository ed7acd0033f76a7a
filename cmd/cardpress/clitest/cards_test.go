package clitest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
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

// Two builds of a game give byte-identical files: this test's, and the
// one the tests share (goodBuild), into another folder, with its flags.
// The quick run builds the starter game again (a seventh of a CPU second:
// cards, manual, check and a PNG per design at 40 dpi); CARDPRESS_LONG,
// which .ci/run sets, the default game too (Windia War's Japanese faces
// and manual, PNGs at 300 dpi, a second and a half). The file count of
// Windia War's build is checked in either.
func TestBuildIsReproducible(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		game  string
		files int
		long  bool // built again only under CARDPRESS_LONG
	}{
		// cards.pdf, manual.pdf, check.txt, the output-folder marker, one
		// PNG per design and back.png: 9 designs in the starter game, 85
		// in Windia War's expansion set.
		{"starter", 14, false},
		{"windia-war", 90, true},
	} {
		t.Run(tt.game, func(t *testing.T) {
			t.Parallel()
			b := goodBuild(t, tt.game)
			fb := filesBelow(b)
			if len(fb) != tt.files {
				t.Errorf("build wrote %d files, want %d", len(fb), tt.files)
			}
			if tt.long && !enginetest.Long() {
				t.Skip("built twice under CARDPRESS_LONG (.ci/run)")
			}
			a := filepath.Join(t.TempDir(), "out")
			if r := cardpress(t, "", append([]string{"build", filepath.Join("..", "..", "..", "games", tt.game), "--out", a, "-q"}, goodFlags(tt.game)...)...); r.code != 0 {
				t.Fatalf("build: exit %d\n%s", r.code, r.stderr)
			}
			fa := filesBelow(a)
			if len(fa) != len(fb) {
				t.Errorf("the two builds wrote %d and %d files", len(fa), len(fb))
			}
			for rel := range fa {
				x, _ := os.ReadFile(filepath.Join(a, rel))
				y, err := os.ReadFile(filepath.Join(b, rel))
				if err != nil || !bytes.Equal(x, y) {
					t.Errorf("%s differs between two builds", rel)
				}
			}
		})
	}
}

// filesBelow is the set of files below root, by their path from it.
func filesBelow(root string) map[string]bool {
	found := map[string]bool{}
	filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			rel, _ := filepath.Rel(root, p)
			found[rel] = true
		}
		return nil
	})
	return found
}

func TestCardsPDF(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	r := cardpress(t, dir, "cards", "--out", "o", "--bleed", "3", "--png", "--gray", "--tts", "--dpi", "30")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "o/cards.pdf: 128 cards on 32 pages") {
		t.Errorf("progress output: %q", r.stderr)
	}
	pdf := filepath.Join(dir, "o", "cards.pdf")
	// qpdf and poppler are installed by .ci/run; a bare machine skips these checks.
	if _, err := exec.LookPath("qpdf"); err != nil {
		t.Log("qpdf not installed: PDF structure not checked")
	} else if out, err := exec.Command("qpdf", "--check", pdf).CombinedOutput(); err != nil {
		t.Errorf("qpdf --check: %v\n%s", err, out)
	}
	if info, err := exec.Command("pdfinfo", pdf).Output(); err == nil {
		if !regexp.MustCompile(`Pages:\s+32\n`).Match(info) || !regexp.MustCompile(`Page size:\s+595.2\d* x 841.8\d* pts \(A4\)`).Match(info) {
			t.Errorf("pdfinfo:\n%s", info)
		}
	}
	if fonts, err := pdfFonts(t, pdf); err == nil {
		lines := strings.Split(strings.TrimSpace(string(fonts)), "\n")[2:]
		for _, l := range lines {
			// The columns end emb, sub, uni and the object ID (two numbers).
			if f := strings.Fields(l); !strings.Contains(l, "CID TrueType") || len(f) < 5 || f[len(f)-5] != "yes" {
				t.Errorf("font not embedded as TrueType: %s", l)
			}
		}
		if len(lines) == 0 {
			t.Error("no fonts in the PDF")
		}
	}
	// One PNG per design at the asked resolution, with the bleed: 93 × 57
	// mm at 30 dpi, the lowest (at 150, the 172 PNGs were half this test's
	// CPU, at 60 a third); Tabletop Simulator cells without it, 87 × 51 mm.
	for _, name := range []string{"png/skip.red.png", "png/direct.red-green.png", "png-gray/wild.png", "tts/deck-1.png", "tts/deck-2.png", "tts/back.png"} {
		f, err := os.Open(filepath.Join(dir, "o", name))
		if err != nil {
			t.Error(err)
			continue
		}
		img, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		w, h := 110, 67
		switch {
		case strings.HasPrefix(name, "tts/deck"):
			w, h = 10*103, 7*60
		case strings.HasPrefix(name, "tts/"):
			w, h = 103, 60
		}
		if img.Width != w || img.Height != h {
			t.Errorf("%s is %d×%d px, want %d×%d", name, img.Width, img.Height, w, h)
		}
	}
	pngs, _ := filepath.Glob(filepath.Join(dir, "o", "png", "*.png"))
	if len(pngs) != 86 {
		t.Errorf("%d PNGs, want one per design (85) and the back", len(pngs))
	}
}

// Bad values of the cards' flags, on Windia War (its sets) and on the
// starter game where the game is not what the message is about.
func TestCardsErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	starter, _ := filepath.Abs("../../../games/starter")
	tests := []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"cards", starter, "--out", "o", "--only", "draw"}, 2, `no card "draw" in this set; did you mean "draw2"?`},
		{[]string{"cards", "--out", "o", "--set", "promo"}, 2, `unknown set "promo"; known: basic, expansion`},
		{[]string{"cards", "--out", "o", "--paper", "a9"}, 2, `unknown paper "a9"`},
		{[]string{"cards", starter, "--out", "o", "--bleed", "3", "--gutter", "2"}, 2, `gutter 2.0 mm is less than twice the bleed`},
		{[]string{"cards", "--out", "o", "--dpi", "5"}, 2, `invalid value "5" for flag -dpi: want a number from 30 to 1200`},
		// A value no game could take is refused before the game is read:
		// the folder's absence is not what is reported.
		{[]string{"cards", "no-such-game", "--guides", "dots"}, 2, `cardpress cards: unknown cut guides "dots"`},
		{[]string{"build", "no-such-game", "--duplex", "diagonal"}, 2, `cardpress build: unknown duplex edge "diagonal"`},
	}
	for _, tt := range tests {
		r := cardpress(t, dir, tt.args...)
		if r.code != tt.code || !strings.Contains(r.stderr, tt.stderr) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d with %q", tt.args, r.code, r.stderr, tt.code, tt.stderr)
		}
	}
}

func TestCardsSubsetAndOneEach(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	r := cardpress(t, dir, "cards", "--out", "o", "--set", "basic", "--one-each", "--only", "skip,direct/red-green,escort", "--no-backs")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	// Skip in 4 colors, one Direct, Escort in 4 colors (one copy each).
	if !strings.Contains(r.stderr, "9 cards on 1 page,") {
		t.Errorf("stderr: %q", r.stderr)
	}
}

func TestCardsNeverLeavesHalfWrittenFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	starter, _ := filepath.Abs("../../../games/starter")
	if r := cardpress(t, dir, "cards", starter, "--out", "o", "-q"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	before, _ := os.ReadFile(filepath.Join(dir, "o", "cards.pdf"))
	// A game whose card name cannot fit fails after loading; the earlier
	// cards.pdf must survive untouched and no temp file may remain.
	game := filepath.Join(dir, "g")
	os.MkdirAll(game, 0o755)
	os.WriteFile(filepath.Join(game, "catalog.toml"), []byte(`[game]
id = "g"
title = "G"
language = "en"
[[card]]
id = "x"
name = "A Name Far Too Long To Fit On A Small Card In Any Size"
kind = "action"
`), 0o644)
	r := cardpress(t, dir, "cards", game, "--out", "o")
	if r.code != 1 || !strings.Contains(r.stderr, `card x, layout "default", text element (field name)`) {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	after, _ := os.ReadFile(filepath.Join(dir, "o", "cards.pdf"))
	if !bytes.Equal(before, after) {
		t.Error("the earlier cards.pdf was changed by a failed run")
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "o"))
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temp file %s left behind", e.Name())
		}
	}
}

// The print flags do what they say, or say why not. They are the same for
// every game: the starter game's (a load of Windia War is 0.15 CPU s a
// run), but for the shop size only Windia War has, and for the sets the
// starter game with a reference set of one card beside its own, as
// BlackPoker has (a build of Windia War's basic set was 0.8 CPU s, most of
// it its manual, and one of BlackPoker 0.9).
func TestCardsPrintFlags(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	starter, _ := filepath.Abs("../../../games/starter") // 63 × 88 mm cards
	twoSets := filepath.Join(t.TempDir(), "two-sets")
	copyTree(t, starter, twoSets)
	cat := filepath.Join(twoSets, "catalog.toml")
	src, err := os.ReadFile(cat)
	if err != nil {
		t.Fatal(err)
	}
	reference := strings.NewReplacer("[kinds.number]", "[sets.reference]\nname = \"Reference\"\ntotal = 1\n\n[kinds.number]",
		"[[card]]\n", "[[card]]\nset = \"basic\"\n").Replace(string(src)) +
		"\n[[card]]\nset = \"reference\"\nid = \"joker\"\nname = \"Joker\"\nkind = \"action\"\ncopies = 1\ntext = \"Play it on any card.\"\n"
	if err := os.WriteFile(cat, []byte(reference), 0o644); err != nil {
		t.Fatal(err)
	}
	runCLICases(t, []cliCase{
		{name: "gray needs png", args: []string{"cards", starter, "--out", dir, "--gray"}, code: 2, stderr: `--gray makes grayscale PNGs: give --png too`},
		{name: "unknown profile", args: []string{"cards", starter, "--out", dir, "--profile", "tcg"}, code: 2, stderr: `unknown print profile "tcg": use one of mpc, pdfx, pnp-a4, pnp-letter, single, tgc, tts`},
		{name: "a size the shop does not sell", args: []string{"cards", "--out", dir, "--profile", "tgc"}, code: 2, stderr: `The Game Crafter has no card product of 87 × 51 mm`},
		{name: "sheet flags with an image profile", args: []string{"cards", starter, "--out", dir, "--profile", "mpc", "--paper", "a3"}, code: 2, stderr: `--paper does not apply to the mpc profile`},
		{name: "bad duplex offset", args: []string{"cards", starter, "--out", dir, "--duplex-offset", "1"}, code: 2, stderr: `--duplex-offset "1": want X,Y in mm`},
		{name: "tts-url without tts", args: []string{"cards", starter, "--out", dir, "--tts-url", "https://x.org/"}, code: 2, stderr: `--tts-url needs --tts or --profile tts`},
		{name: "offset without backs", args: []string{"cards", starter, "--out", dir, "--no-backs", "--duplex-offset", "1,1"}, code: 2, stderr: `--duplex-offset needs back pages`},
		{name: "shared cuts and a gutter", args: []string{"cards", starter, "--out", dir, "--shared-cuts", "--gutter", "3"}, code: 2, stderr: `--shared-cuts needs no gutter`},
		{name: "bad guides", args: []string{"cards", starter, "--out", dir, "--guides", "dots"}, code: 2, stderr: `unknown cut guides "dots"`},
		// A page the size of the card and its bleed.
		{name: "single card page without margin", args: []string{"cards", starter, "--out", dir, "--paper", "69x94", "--margin", "0", "--bleed", "3", "--only", "1/red", "--one-each"}, code: 0, stderr: `cards.pdf: 1 card on 2 pages, 1 a page`},
		{name: "landscape", args: []string{"cards", starter, "--out", dir, "--landscape", "--no-backs", "--only", "1"}, code: 0, stderr: `a page`},
		{name: "build --set", args: []string{"build", twoSets, "--out", dir, "--set", "reference", "--dpi", "40", "-q"}, code: 0},
		{name: "build of two sets", args: []string{"build", twoSets, "--out", filepath.Join(dir, "both"), "--dpi", "40", "-q"}, code: 0},
		{name: "calibration", args: []string{"cards", starter, "--out", dir, "--calibrate", "--duplex", "short"}, code: 0, stderr: `calibration.pdf: duplex calibration on 210 × 297 mm, short edge`},
	})
	// build --set reference printed the reference set only; a build
	// without --set, each set no other set holds (cards.pdf the largest).
	for _, f := range []string{"cards-reference.pdf", "png-reference/joker.png", "both/cards.pdf", "both/png/wild.png", "both/cards-reference.pdf", "both/png-reference/joker.png"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("build of the sets: %v", err)
		}
	}
	for _, f := range []string{"png", "cards-basic.pdf", "png-basic", "both/png-basic"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
			t.Errorf("build --set reference wrote %s", f)
		}
	}
	if info, err := exec.Command("pdfinfo", "-f", "1", "-l", "1", filepath.Join(dir, "calibration.pdf")).Output(); err == nil {
		if !regexp.MustCompile(`Pages:\s+2\n`).Match(info) {
			t.Errorf("calibration.pdf:\n%s", info)
		}
	}
}

// Pages are as large as asked, in the orientation asked, for cards and
// the manual; card pages carry trim and bleed boxes.
func TestLandscapePages(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if _, err := exec.LookPath("pdfinfo"); err != nil {
		t.Skip("pdfinfo not installed")
	}
	starter, _ := filepath.Abs("../../../games/starter")
	for _, tt := range []struct {
		args []string
		pdf  string
		size string
	}{
		// The starter game's: the default game's load is 0.15 CPU s, and
		// its manual 0.7.
		{[]string{"cards", starter, "--out", "a", "--landscape", "--only", "1", "-q"}, "a/cards.pdf", `841.89 x 595.2\d* pts`},
		{[]string{"cards", starter, "--out", "b", "--paper", "300x200", "--only", "1", "-q"}, "b/cards.pdf", `850.39 x 566.93 pts`},
		{[]string{"manual", starter, "--out", "c", "--paper", "a4", "--landscape", "-q"}, "c/manual.pdf", `841.89 x 595.2\d* pts`},
	} {
		if r := cardpress(t, dir, tt.args...); r.code != 0 {
			t.Fatalf("%v: exit %d\n%s", tt.args, r.code, r.stderr)
		}
		info, err := exec.Command("pdfinfo", "-box", filepath.Join(dir, tt.pdf)).Output()
		if err != nil {
			t.Fatal(err)
		}
		if !regexp.MustCompile(`Page size:\s+` + tt.size).Match(info) {
			t.Errorf("%v: page size\n%s", tt.args, info)
		}
		if strings.HasPrefix(tt.pdf, "c/") {
			continue
		}
		trim := regexp.MustCompile(`TrimBox:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)`).FindSubmatch(info)
		if trim == nil || string(trim[1]) == "0.00" {
			t.Errorf("%v: no trim box around the cards\n%s", tt.args, info)
		}
	}
}

// Each print profile's files, as a shop or printer gets them: image pixel
// sizes, bleed painted to the canvas edge, pages a sheet, page boxes.
func TestProfileOutputs(t *testing.T) {
	t.Parallel()
	// BlackPoker's aces, twos and jokers (poker size, 63 × 88 mm): the
	// runs TestPrintFilesOfEveryProfile checks too.
	for _, tt := range []struct {
		profile string
		images  string // folder of card images
		w, h    int
	}{
		{"tgc", "tgc", 825, 1125},
		{"mpc", "mpc", 822, 1122},
		{"tts", "tts", 4090, 3997},
	} {
		out, r := blackpokerProfile(t, tt.profile)
		if r.code != 0 {
			t.Fatalf("%s: exit %d\n%s", tt.profile, r.code, r.stderr)
		}
		names, _ := filepath.Glob(filepath.Join(out, tt.images, "*.png"))
		if len(names) < 2 {
			t.Fatalf("%s: images %v", tt.profile, names)
		}
		for _, name := range names {
			w, h := tt.w, tt.h
			if tt.profile == "tts" && filepath.Base(name) == "back.png" {
				w, h = 409, 571
			}
			if got := pngSize(t, filepath.Dir(name), filepath.Base(name)); got != image.Pt(w, h) {
				t.Errorf("%s: %s is %d × %d px, want %d × %d", tt.profile, filepath.Base(name), got.X, got.Y, w, h)
			}
			if tt.profile == "tts" {
				continue // a deck's cells have no bleed (and its 16 megapixels were 0.3 CPU s to decode)
			}
			// The bleed reaches the canvas's corner: no white left there.
			// The first image is decoded whole (every row, its zlib
			// checksum, its chunks' CRCs, IEND): a shop gets valid PNGs;
			// the others' top rows show their corner.
			img := decodeTopRows(t, name, 3)
			if name == names[0] {
				img = decodeFile(t, name)
			}
			if r, g, b, _ := img.At(2, 2).RGBA(); r > 0xF000 && g > 0xF000 && b > 0xF000 {
				t.Errorf("%s: %s has no bleed at its corner", tt.profile, filepath.Base(name))
			}
		}
		if tt.profile == "tts" {
			data, err := os.ReadFile(filepath.Join(out, "tts", "deck.json"))
			var deck struct {
				ObjectStates []struct {
					DeckIDs    []int
					CustomDeck map[string]struct{ FaceURL, BackURL string }
				}
			}
			if err != nil || json.Unmarshal(data, &deck) != nil || len(deck.ObjectStates) != 1 || len(deck.ObjectStates[0].DeckIDs) != 10 ||
				!strings.HasSuffix(deck.ObjectStates[0].CustomDeck["1"].FaceURL, "/tts/deck-1.png") {
				t.Errorf("deck.json: %v\n%s", err, data)
			}
		}
	}
	if _, err := exec.LookPath("pdfinfo"); err != nil {
		t.Skip("pdfinfo not installed: sheet profiles not checked")
	}
	for _, tt := range []struct {
		profile, perPage string
		media            [2]float64 // mm
		trim             [4]float64 // of page 1, mm from the bottom left
	}{
		// Letter, 4 × 2 butted poker cards centred on a landscape page
		// (3 × 3 leave no room for crop marks inside the 5 mm margin):
		// 27.4 mm and 39.9 mm around the grid of 252 × 176 mm.
		{"pnp-letter", "8 a page", [2]float64{279.4, 215.9}, [4]float64{13.7, 19.95, 265.7, 195.95}},
		{"pnp-a4", "9 a page", [2]float64{210, 297}, [4]float64{10.5, 16.5, 199.5, 280.5}},
		// Card and 3 mm bleed.
		{"single", "1 a page", [2]float64{69, 94}, [4]float64{3, 3, 66, 91}},
	} {
		out, r := blackpokerProfile(t, tt.profile)
		if r.code != 0 || !strings.Contains(r.stderr, tt.perPage) {
			t.Fatalf("%s: exit %d\n%s", tt.profile, r.code, r.stderr)
		}
		info, err := exec.Command("pdfinfo", "-box", "-f", "1", "-l", "1", filepath.Join(out, "cards.pdf")).Output()
		if err != nil {
			t.Fatal(err)
		}
		box := func(name string) []float64 {
			m := regexp.MustCompile(name + `:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)`).FindSubmatch(info)
			if m == nil {
				return nil
			}
			var v []float64
			for _, s := range m[1:] {
				f, _ := strconv.ParseFloat(string(s), 64)
				v = append(v, f/72*25.4)
			}
			return v
		}
		media, trim, bleed := box("MediaBox"), box("TrimBox"), box("BleedBox")
		if media == nil || trim == nil || bleed == nil {
			t.Fatalf("%s: boxes missing\n%s", tt.profile, info)
		}
		near := func(a, b float64) bool { return a-b < 0.1 && b-a < 0.1 }
		if !near(media[2], tt.media[0]) || !near(media[3], tt.media[1]) {
			t.Errorf("%s: MediaBox %v mm, want %v", tt.profile, media, tt.media)
		}
		for i := range trim {
			if !near(trim[i], tt.trim[i]) {
				t.Errorf("%s: TrimBox %v mm, want %v", tt.profile, trim, tt.trim)
				break
			}
		}
		for i, d := range []float64{-3, -3, 3, 3} {
			want := max(0, min(trim[i]+d, media[i%2+2]))
			if !near(bleed[i], want) {
				t.Errorf("%s: BleedBox %v mm, want the trim box and 3 mm", tt.profile, bleed)
				break
			}
		}
	}
}

func decodeFile(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// [print] in the catalog sets the cards' defaults; flags on the command
// line win; a bad value in it is an error at its line and column.
func TestCatalogPrintTable(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("pdfinfo"); err != nil {
		t.Skip("pdfinfo not installed")
	}
	dir := t.TempDir()
	game, cat, src := starterGame(t, dir)
	withPrint := func(table string) {
		os.WriteFile(cat, []byte(strings.Replace(string(src), "[colors.red]", table+"\n[colors.red]", 1)), 0o644)
	}
	withPrint("[print]\nprofile = \"pnp-letter\"\nlabel = false\n")
	pageSize := func(pdf string) string {
		info, _ := exec.Command("pdfinfo", pdf).Output()
		return string(regexp.MustCompile(`Page size:\s+(\S+ x \S+)`).FindSubmatch(info)[1])
	}
	if r := cardpress(t, dir, "cards", game, "--out", "a", "-q"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if got := pageSize(filepath.Join(dir, "a", "cards.pdf")); got != "792 x 612" {
		t.Errorf("[print] profile pnp-letter: page %s pts, want Letter turned (8 poker cards with marks, 6 on a portrait page)", got)
	}
	if r := cardpress(t, dir, "cards", game, "--out", "b", "--paper", "a4", "-q"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if got := pageSize(filepath.Join(dir, "b", "cards.pdf")); !strings.HasPrefix(got, "595.") {
		t.Errorf("--paper a4 over [print]: page %s pts, want A4", got)
	}
	withPrint("[print]\nprofile = \"pnp-leter\"\n")
	written, _ := os.ReadFile(cat)
	line := 1 + strings.Count(string(written[:strings.Index(string(written), `profile = "pnp-leter"`)]), "\n")
	r := cardpress(t, dir, "cards", game, "--out", "c")
	if want := fmt.Sprintf(`catalog.toml:%d:11: [print] unknown print profile "pnp-leter"`, line); r.code == 0 || !strings.Contains(r.stderr, want) {
		t.Errorf("bad profile in [print]: exit %d, %s", r.code, r.stderr)
	}
}

// The image folders are replaced whole: a renamed or removed card leaves
// no stale PNG behind, on the cards command as in a build. The starter
// game's one card at 40 dpi: the folders are replaced alike for any game
// (Windia War's four Skips at 300 dpi were 1.4 CPU s).
func TestImageFoldersAreReplacedWhole(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	starter, _ := filepath.Abs("../../../games/starter")
	for _, args := range [][]string{{"--png"}, {"--profile", "tts"}} {
		run := append([]string{"cards", starter, "--out", "o", "--only", "1/red", "--dpi", "40", "-q"}, args...)
		if r := cardpress(t, dir, run...); r.code != 0 {
			t.Fatal(r.stderr)
		}
		folder := filepath.Join(dir, "o", map[bool]string{true: "png", false: "tts"}[args[0] == "--png"])
		stale := filepath.Join(folder, "renamed-card.png")
		os.WriteFile(stale, []byte("old"), 0o644)
		if r := cardpress(t, dir, run...); r.code != 0 {
			t.Fatal(r.stderr)
		}
		if _, err := os.Stat(stale); err == nil {
			t.Errorf("%v: the stale %s survived", args, filepath.Base(stale))
		}
		if entries, _ := os.ReadDir(filepath.Join(dir, "o")); len(entries) > 3 {
			for _, e := range entries {
				if strings.HasPrefix(e.Name(), ".") {
					t.Errorf("%v: staging folder %s left behind", args, e.Name())
				}
			}
		}
	}
}

// --dpi sets the PNGs' resolution only: the card PDF is the same at any
// dpi, its art at the art's own resolution. The Sunrise Herald, with its
// art sky.png: the whole showcase at 300 dpi was most of the test's CPU.
func TestDPIOnlyForPNGs(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game, _ := filepath.Abs("../../../testdata/showcase") // cards with art
	// At 200 dpi the card (496 px wide) is wider than the art's 420 px,
	// at 72 (179 px) narrower: the PDF's art is the same either way. At
	// 300 the PNG was half the test's CPU.
	for _, dpi := range []string{"72", "200"} {
		if r := cardpress(t, dir, "cards", game, "--out", dpi, "--dpi", dpi, "--png", "--no-backs", "--only", "sunrise-herald", "-q"); r.code != 0 {
			t.Fatalf("--dpi %s: %s", dpi, r.stderr)
		}
	}
	a, _ := os.ReadFile(filepath.Join(dir, "72", "cards.pdf"))
	b, _ := os.ReadFile(filepath.Join(dir, "200", "cards.pdf"))
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Error("cards.pdf differs between --dpi 72 and --dpi 200")
	}
	pngs72, _ := filepath.Glob(filepath.Join(dir, "72", "png", "*.png"))
	pngs200, _ := filepath.Glob(filepath.Join(dir, "200", "png", "*.png"))
	if len(pngs72) == 0 || len(pngs72) != len(pngs200) {
		t.Fatalf("PNGs: %d at 72 dpi, %d at 200", len(pngs72), len(pngs200))
	}
	small, large := pngSize(t, filepath.Dir(pngs72[0]), filepath.Base(pngs72[0])).X, pngSize(t, filepath.Dir(pngs200[0]), filepath.Base(pngs200[0])).X
	if math.Abs(float64(large)/float64(small)-200.0/72) > 0.05 {
		t.Errorf("PNG widths %d and %d px are not as 72 to 200 dpi", small, large)
	}
	if out, err := exec.Command("pdfimages", "-list", filepath.Join(dir, "72", "cards.pdf")).Output(); err == nil {
		// sky.png is 420 × 600 px: in the PDF at its own width.
		if !regexp.MustCompile(`image\s+420\s+`).Match(out) {
			t.Errorf("pdfimages -list: no art at its own 420 px\n%s", out)
		}
	}
}

// The version stamp: on every face of the sheets, from --stamp or the
// catalog's [game] version.
func TestVersionStamp(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed")
	}
	dir := t.TempDir()
	game, cat, src := starterGame(t, dir)
	os.WriteFile(cat, []byte(strings.Replace(string(src), "[game]\n", "[game]\nversion = \"v0.3-rc\"\n", 1)), 0o644)
	for _, tt := range []struct {
		args []string
		want string
	}{{nil, "v0.3-rc"}, {[]string{"--stamp", "round 7"}, "round 7"}} {
		out := filepath.Join(dir, "o")
		r := cardpress(t, dir, append([]string{"cards", game, "--out", out, "--no-backs", "--one-each"}, tt.args...)...)
		if r.code != 0 {
			t.Fatal(r.stderr)
		}
		cards := regexp.MustCompile(`(\d+) cards on`).FindStringSubmatch(r.stderr)
		text, err := exec.Command("pdftotext", filepath.Join(out, "cards.pdf"), "-").Output()
		if err != nil || cards == nil {
			t.Fatalf("%v %s", err, r.stderr)
		}
		if n := strings.Count(string(text), tt.want); fmt.Sprint(n) != cards[1] {
			t.Errorf("%v: %q printed %d times on %s cards", tt.args, tt.want, n, cards[1])
		}
	}
}

// starterGame copies the starter game `cardpress init` writes into dir/g:
// the folder of the one init the tests share (templateGame), where each
// test ran an init of its own, the same files. It returns the game folder,
// its catalog's path and the catalog as written, to edit. What init writes
// and refuses is TestInitWritesAValidGameAndNeverOverwrites's.
func starterGame(t *testing.T, dir string) (game, cat string, src []byte) {
	t.Helper()
	game = filepath.Join(dir, "g")
	copyTree(t, templateGame(t, "starter").dir, game)
	cat = filepath.Join(game, "catalog.toml")
	src, err := os.ReadFile(cat)
	if err != nil {
		t.Fatal(err)
	}
	return game, cat, src
}

// deck.json is the same file whatever folder it is built into once its
// images have an address (--tts-url); without one its addresses are the
// images' absolute file:/// paths, which Tabletop Simulator needs, as it
// does not resolve a relative address against the saved object's folder.
func TestTTSDeckReproducible(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	starter, _ := filepath.Abs("../../../games/starter")
	read := func(out string, args ...string) []byte {
		t.Helper()
		run := append([]string{"cards", starter, "--out", out, "--profile", "tts", "--only", "1,wild", "--dpi", "40", "-q"}, args...)
		if r := cardpress(t, dir, run...); r.code != 0 {
			t.Fatalf("%v: exit %d\n%s", run, r.code, r.stderr)
		}
		data, err := os.ReadFile(filepath.Join(dir, out, "tts", "deck.json"))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	url := "--tts-url=https://example.org/windia/tts"
	a, b := read("a", url), read(filepath.Join("elsewhere", "b"), url)
	if !bytes.Equal(a, b) {
		t.Errorf("deck.json differs between output folders with --tts-url:\n%s\n---\n%s", a, b)
	}
	if !bytes.Contains(a, []byte(`"FaceURL": "https://example.org/windia/tts/deck-1.png"`)) {
		t.Errorf("deck.json does not address the sheet under --tts-url:\n%s", a)
	}
	abs, _ := filepath.Abs(filepath.Join(dir, "a", "tts"))
	want := "file:///" + strings.TrimPrefix(filepath.ToSlash(abs), "/") + "/deck-1.png"
	if local := read("a"); !bytes.Contains(local, []byte(`"FaceURL": "`+want+`"`)) {
		t.Errorf("without --tts-url, want the sheet at %s:\n%s", want, local)
	}
}
