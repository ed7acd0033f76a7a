package clitest

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// An English card entry of one copy worth one point says "1 card" and
// "1 point", not "1 cards", "1 points".
func TestManualSaysOneCard(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed")
	}
	dir := t.TempDir()
	game, cat, src := starterGame(t, dir)
	joker := "\n[[card]]\nid = \"joker\"\nname = \"Joker\"\nkind = \"action\"\ncopies = 1\npoints = 1\ntext = \"Play it on any card.\"\n"
	os.WriteFile(cat, []byte(strings.Replace(string(src), "total = 14", "total = 15", 1)+joker), 0o644)
	rules := filepath.Join(game, "manual", "10-rules.md")
	md, _ := os.ReadFile(rules)
	os.WriteFile(rules, append(md, "\n@card joker\n"...), 0o644)
	r := cardpress(t, dir, "manual", game, "--out", filepath.Join(dir, "m"))
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	// What 'manual' says it wrote (TestManualPDF reads the default game's
	// manual from the shared build).
	if !regexp.MustCompile(`m/manual.pdf: \d+ pages, 4 card entries \(`).MatchString(r.stderr) {
		t.Errorf("progress: %q", r.stderr)
	}
	text, err := exec.Command("pdftotext", filepath.Join(dir, "m", "manual.pdf"), "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "1 card 1 point\n") || strings.Contains(string(text), "1 cards") || strings.Contains(string(text), "1 points") {
		t.Errorf("the Joker's entry:\n%s", text)
	}
}
