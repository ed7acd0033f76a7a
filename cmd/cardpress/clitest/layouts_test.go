package clitest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// init writes the card face as an editable layouts.toml, and the game's
// cards are drawn from it: a typo there is an error at its line. (init
// over a game, refused, is TestInitWritesAValidGameAndNeverOverwrites's.)
func TestInitWritesAnEditableLayout(t *testing.T) {
	t.Parallel()
	dir, _, _ := starterGame(t, t.TempDir())
	path := filepath.Join(dir, "layouts.toml")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(src), `field = "points"`, `field = "pionts"`, 1)
	os.WriteFile(path, []byte(edited), 0o644)
	r := cardpress(t, "", "validate", dir)
	if r.code != 1 || !strings.Contains(r.stderr, `layouts.toml:`) || !strings.Contains(r.stderr, `unknown field "pionts"; did you mean "points"?`) {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
}

// The showcase game builds from data alone: its cards from a CSV file, its
// faces from layouts.toml, one of its fonts from its own folder. Its PNGs
// at 40 dpi: at the default 300 they were half the build's CPU, and their
// resolution is TestDPIOnlyForPNGs's.
func TestShowcaseBuildsFromData(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "out")
	r := cardpress(t, "", "build", "../../../testdata/showcase", "--out", out, "--png", "--dpi", "40", "-q")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	for _, f := range []string{"cards.pdf", "manual.pdf", "png/sunrise-herald.png", "png/ember-rain.tide.png"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
}
