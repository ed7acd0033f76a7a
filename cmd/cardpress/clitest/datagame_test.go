package clitest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A game whose rules are rules/game.toml (engine = "data"), started with
// init --template color-shed, is checked and
// self-played by the real binary without any Go of its own, and a mistake
// in its rules file is reported at its line and column, before the
// rulebook. Ten games of each: the invariants over many are the engines'
// long runs' (CARDPRESS_LONG), and Color Shed's 40 were 0.05 CPU s.
func TestDataEngineGame(t *testing.T) {
	t.Parallel()
	// The templates' init and check are the runs TestInitTemplates reads
	// (templateGame).
	shed := templateGame(t, "color-shed")
	game := shed.dir
	if !strings.Contains(shed.init.stdout, "next: cardpress check") {
		t.Fatalf("init --template color-shed: exit %d\n%s%s", shed.init.code, shed.init.stdout, shed.init.stderr)
	}
	if r := shed.check; r.code != 0 || !regexp.MustCompile(`\n2\d passed, 0 failed\n$`).MatchString(r.stdout) {
		t.Fatalf("check: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := cardpress(t, "", "sim", game, "-n", "10", "--check", "-q"); r.code != 0 || !strings.Contains(r.stdout, "no violation") || !strings.Contains(r.stdout, "Wild Draw Four") {
		t.Fatalf("sim: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	hearts := templateGame(t, "hearts")
	if r := hearts.check; r.code != 0 || !regexp.MustCompile(`\n1\d passed, 0 failed\n$`).MatchString(r.stdout) {
		t.Fatalf("check hearts: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := cardpress(t, "", "sim", hearts.dir, "-n", "10", "--check", "--match", "-q"); r.code != 0 || !strings.Contains(r.stdout, "no violation") {
		t.Fatalf("sim hearts: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := templateGame(t, "veiled-court").check; r.code != 0 || !regexp.MustCompile(`\n1\d passed, 0 failed\n$`).MatchString(r.stdout) {
		t.Fatalf("check veiled-court: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	dir := t.TempDir()
	copyTree(t, game, dir)
	rules := filepath.Join(dir, "rules", "game.toml")
	src, err := os.ReadFile(rules)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(rules, []byte(strings.Replace(string(src), `"color = card.color",`, `"colour = card.color",`, 1)), 0o644)
	r := cardpress(t, "", "check", dir)
	want := regexp.MustCompile(`rules/game\.toml:\d+:4: unknown variable "colour"; did you mean "color"\?\n`)
	if r.code == 0 || !want.MatchString(r.stderr) || strings.Contains(r.stderr, "10-rules.md") {
		t.Errorf("broken rules: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
