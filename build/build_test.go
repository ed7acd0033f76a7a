package build

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"cardpress/catalog"
	"cardpress/folder"
	"cardpress/games"
	"cardpress/internal/gametest"
	"cardpress/output"
)

// defaultGame is the default game, loaded once for the package's tests:
// they read it and never change it (a test that changes the catalog
// changes a copy), and a load of Windia War is ~30 ms of CPU.
func defaultGame(t testing.TB) *folder.Game {
	t.Helper()
	shared.once.Do(func() {
		shared.game, shared.err = folder.LoadFS(games.Default(), games.DefaultPath, gametest.Games)
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.game
}

var shared struct {
	once sync.Once
	game *folder.Game
	err  error
}

// A build writes the cards, their images, the manual and the check. Of
// Shedding, a small game with a manual, examples and Windia War's Skip:
// the files are what is tested, not the game (the CLI's tests build the
// whole default game). At 30 dpi, the lowest: nor the resolution (at
// 300 dpi the card images were most of the test's CPU).
func TestGameWritesEveryFile(t *testing.T) {
	t.Parallel()
	c := load(t, gametest.Copy(t, "shedding"))
	dir := t.TempDir()
	var log strings.Builder
	res, err := Game(c, Options{Dir: dir, Cards: CardOptions{Paper: "a4", Margin: 10, Gutter: -1, DPI: 30}, Log: &log})
	if err != nil {
		t.Fatal(err)
	}
	if res.Failed != 0 || res.Passed == 0 {
		t.Errorf("check: %d passed, %d failed", res.Passed, res.Failed)
	}
	for _, f := range []string{"cards.pdf", "manual.pdf", "check.txt", "png/skip.red.png"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s not written: %v", f, err)
		}
	}
	report, _ := os.ReadFile(res.Report)
	if !strings.HasSuffix(string(report), " passed, 0 failed\n") {
		t.Errorf("check.txt ends %q", report[max(0, len(report)-40):])
	}
	for _, want := range []string{"cards.pdf: 106 cards on", "card images and back.png at 30 dpi", "manual.pdf:", "check.txt:"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("progress lacks %q:\n%s", want, log.String())
		}
	}
}

func TestBadOptionsAreOptionErrors(t *testing.T) {
	t.Parallel()
	c := defaultGame(t)
	dir := t.TempDir()
	cases := []struct {
		name string
		err  error
	}{
		{"paper", Cards(c.Catalog, CardOptions{Dir: dir, Paper: "a9x", DPI: 300}, nil)},
		{"dpi", Cards(c.Catalog, CardOptions{Dir: dir, Paper: "a4", DPI: 5}, nil)},
		{"only", Cards(c.Catalog, CardOptions{Dir: dir, Paper: "a4", DPI: 300, Only: []string{"no-such-card"}}, nil)},
		{"manual paper", Manual(c, ManualOptions{Path: filepath.Join(dir, "m.pdf"), Paper: "zz"}, nil)},
	}
	for _, tc := range cases {
		if !errors.As(tc.err, new(OptionError)) {
			t.Errorf("%s: err = %v, want an OptionError", tc.name, tc.err)
		}
	}
	if _, err := Check(c, CheckOptions{Run: "("}); !errors.As(err, new(OptionError)) {
		t.Errorf("check --run '(': err = %v, want an OptionError", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("failed steps wrote %d entries", len(entries))
	}
}

// BenchmarkGame is a full build of the default game, as `cardpress build`.
func BenchmarkGame(b *testing.B) {
	c := defaultGame(b)
	dir := b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Game(c, Options{Dir: dir, Cards: CardOptions{Paper: "a4", Margin: 10, Gutter: -1, DPI: 300}}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkManual typesets the default game's manual and writes its PDF, as
// `cardpress manual` does. (It was manual's, whose test binary linked the
// PDF writer for it alone.)
func BenchmarkManual(b *testing.B) {
	g := defaultGame(b)
	imgs := output.NewImages(g.Catalog.FS, 300)
	b.ReportAllocs()
	for b.Loop() {
		m, err := typeset(g, ManualOptions{Paper: "b5"})
		if err != nil {
			b.Fatal(err)
		}
		if err := output.WritePages(io.Discard, "m", m.Pages, imgs); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(m.Pages)), "pages")
	}
}

// A resolution at which a card image would be over the image budget is
// refused before anything is drawn, with the largest that fits: a 280 mm
// card at 1200 dpi (175 Mpx, 700 MB of pixels) ran out of memory.
func TestHugeCardImagesAreRefused(t *testing.T) {
	t.Parallel()
	c := defaultGame(t).Catalog
	big := *c
	big.Game.CardWidth, big.Game.CardHeight = 280, 280
	for _, tc := range []struct {
		c    *catalog.Catalog
		dpi  float64
		want string
	}{
		{&big, 1200, "--dpi 1200 makes card images of 13228 × 13228 px (175.0 Mpx); cardpress draws pictures of at most 20000 px a side and 40 Mpx in all: give --dpi 573 or less"},
		{&big, 574, "--dpi 574 makes card images of 6328 × 6328 px (40.0 Mpx); cardpress draws pictures of at most 20000 px a side and 40 Mpx in all: give --dpi 573 or less"},
		{&big, 573, ""},
		{c, 1200, ""}, // 87 × 51 mm: 9.9 Mpx
	} {
		err := checkImageDPI(tc.c.Game.CardWidth, tc.c.Game.CardHeight, output.NewImages(nil, tc.dpi))
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || err.Error() != tc.want || !errors.As(err, new(OptionError))) {
			t.Errorf("%v × %v mm at %v dpi: %v, want %q", tc.c.Game.CardWidth, tc.c.Game.CardHeight, tc.dpi, err, tc.want)
		}
	}
	dir := t.TempDir()
	err := Cards(&big, CardOptions{Dir: dir, Paper: "a3", DPI: 1200, PNG: true}, nil)
	if err == nil || !strings.HasPrefix(err.Error(), "--dpi 1200 makes card images") {
		t.Errorf("cards at 1200 dpi: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the refused build wrote %d entries", len(entries))
	}
}
