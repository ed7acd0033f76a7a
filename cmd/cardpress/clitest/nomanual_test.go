package clitest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A game of cards only (no manual/) builds its cards and says the manual
// and the check were skipped; check of it has nothing to check and does
// not pass.
func TestBuildWithoutManualWritesTheCards(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game, _, _ := starterGame(t, dir)
	if err := os.RemoveAll(filepath.Join(game, "manual")); err != nil {
		t.Fatal(err)
	}
	r := cardpress(t, dir, "build", game, "--dpi", "30") // PNGs at 300: half the build's CPU
	if r.code != 0 {
		t.Fatalf("build: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if !strings.Contains(r.stdout, "manual skipped: "+game+" has no manual/ folder") {
		t.Errorf("build does not say the manual was skipped:\n%s", r.stdout)
	}
	out := filepath.Join(dir, "out", "my-game")
	for _, f := range []string{"cards.pdf", "png/back.png"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Errorf("no %s: %v", f, err)
		}
	}
	for _, f := range []string{"manual.pdf", "check.txt"} {
		if _, err := os.Stat(filepath.Join(out, f)); err == nil {
			t.Errorf("%s written without a rulebook", f)
		}
	}
	c := cardpress(t, dir, "check", game)
	if c.code != 1 || !strings.Contains(c.stderr, "nothing to check: "+game+" has no manual/ folder") {
		t.Errorf("check without a rulebook: exit %d\n%s%s", c.code, c.stdout, c.stderr)
	}
}

// A check that played no example did not pass: a rulebook without
// examples, or a --run that matches none.
func TestCheckOfNothingFails(t *testing.T) {
	t.Parallel()
	r := cardpress(t, "", "check", starterWith(t, false))
	if r.code != 1 || !strings.Contains(r.stderr, "nothing to check: its rulebook has no rule examples") {
		t.Errorf("no examples: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = cardpress(t, "", "check", "../../../games/skirmish", "--run", "no such example") // a small game with examples
	if r.code != 1 || !strings.Contains(r.stderr, `nothing to check: no rule example matches --run "no such example"`) {
		t.Errorf("--run matching nothing: exit %d\n%s", r.code, r.stderr)
	}
}
