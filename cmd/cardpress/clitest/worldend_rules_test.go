package clitest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A World End card whose rules key its description does not read stops
// cardpress check with the catalog's file, line and column and the
// nearest key it reads, once; the game as shipped checks with every card
// as data.
func TestWorldEndRulesFromTheCatalog(t *testing.T) {
	t.Parallel()
	r := cardpress(t, "", "check", "../../../games/world-end")
	if r.code != 0 || !strings.Contains(r.stdout, "rules: 0 cards use a Go operation") || !strings.Contains(r.stdout, "45 passed, 0 failed") {
		t.Fatalf("check: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	dir := t.TempDir()
	copyTree(t, "../../../games/world-end", dir)
	path := filepath.Join(dir, "catalog.toml")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const good = `rules = { target = "opponent-character", damage = 2 }`
	i := strings.Index(string(src), good)
	if i < 0 {
		t.Fatalf("catalog.toml has no %s", good)
	}
	line := strings.Count(string(src[:i]), "\n") + 1
	os.WriteFile(path, []byte(strings.Replace(string(src), good, `rules = { target = "opponent-character", damge = 2 }`, 1)), 0o644)
	r = cardpress(t, "", "check", dir)
	want := filepath.Join(dir, "catalog.toml") + ":" + strconv.Itoa(line) + `:42: card "fire-arrow": unknown rules operation "damge"; did you mean "damage"?`
	// One misspelt key is one error, at the card: the description's reads
	// of the key it misses are not reported beside it.
	if r.code != 1 || !strings.Contains(r.stderr, want) || !strings.Contains(r.stderr, "\n1 error, ") {
		t.Errorf("exit %d, want 1 and\n%s\n%s%s", r.code, want, r.stdout, r.stderr)
	}
}
