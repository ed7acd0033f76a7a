package clitest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The commands that print cards read the catalog only: a game whose rules
// do not compile still prints its cards, proof and showcase, while validate
// reports the rules' error at its place.
func TestCardCommandsDoNotReadTheRules(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game := filepath.Join(dir, "skirmish")
	copyTree(t, "../../../games/skirmish", game)
	rules := filepath.Join(game, "rules", "game.toml")
	src, err := os.ReadFile(rules)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(rules, append(src, "\n[bogus]\nkey = 1\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := cardpress(t, dir, "validate", game); r.code == 0 || !strings.Contains(r.stderr, "game.toml") {
		t.Fatalf("validate of broken rules: exit %d, stderr:\n%s", r.code, r.stderr)
	}
	for _, args := range [][]string{
		{"cards", game, "--dpi", "40", "--out", filepath.Join(dir, "cards"), "-q"},
		{"proof", game, "--no-png", "--out", filepath.Join(dir, "proof"), "-q"},
		{"showcase", game, "--size", "320x180", "--out", filepath.Join(dir, "show.png"), "-q"},
	} {
		if r := cardpress(t, dir, args...); r.code != 0 || strings.Contains(r.stderr, "game.toml") {
			t.Errorf("%s with broken rules: exit %d, stderr:\n%s", args[0], r.code, r.stderr)
		}
	}
}
