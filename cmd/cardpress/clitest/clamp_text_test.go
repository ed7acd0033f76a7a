package clitest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// A CLAMP in CARDLAND card whose printed text has a clause the rules do
// not read stops cardpress validate at the clause's line and column in
// catalog.toml, with the nearest known phrase.
func TestClampTextValidate(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	copyTree(t, "../../../games/clamp-in-cardland", dir)
	path := filepath.Join(dir, "catalog.toml")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const good, bad = "此角色體力＋2。", "此角色體力＋2，對手棄1張牌。"
	if strings.Count(string(src), good) != 1 {
		t.Fatalf("catalog.toml must hold %s once", good)
	}
	changed := strings.Replace(string(src), good, bad, 1)
	i := strings.Index(changed, "對手棄1張牌")
	line := strings.Count(changed[:i], "\n") + 1
	col := utf8.RuneCountInString(changed[strings.LastIndex(changed[:i], "\n")+1:i]) + 1
	if err := os.WriteFile(path, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	r := cardpress(t, "", "validate", dir)
	want := path + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + `: card "mysterious-shopkeeper"`
	if r.code != 1 || !strings.Contains(r.stderr, want) || !strings.Contains(r.stderr, `"對手棄1張牌"`) || !strings.Contains(r.stderr, "nearest known phrase") {
		t.Errorf("exit %d, want 1 and %s … \"對手棄1張牌\" … nearest known phrase\n%s%s", r.code, want, r.stdout, r.stderr)
	}
}
