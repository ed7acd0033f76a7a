package worldend

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// cardMentions lists, as "file:line: word", every place where the Go
// sources name one of words: a card id as a whole word (letters, digits
// and hyphens around it end it), a printed name anywhere.
func cardMentions(files map[string]string, ids, names []string) []string {
	var pats []*regexp.Regexp
	for _, id := range ids {
		pats = append(pats, regexp.MustCompile(`(^|[^A-Za-z0-9-])`+regexp.QuoteMeta(id)+`($|[^A-Za-z0-9-])`))
	}
	for _, n := range names {
		pats = append(pats, regexp.MustCompile(regexp.QuoteMeta(n)))
	}
	var out []string
	for name, src := range files {
		for i, line := range strings.Split(src, "\n") {
			for _, p := range pats {
				if p.MatchString(line) {
					out = append(out, fmt.Sprintf("%s:%d: %s", name, i+1, strings.TrimSpace(line)))
					break
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

// What a card does is catalog data: no World End card id or printed name
// appears in the engine's Go code (tests aside), not even in a comment, so
// that no behaviour can hang on one.
func TestNoCardNamedInGo(t *testing.T) {
	c, _ := game(t)
	var ids, names []string
	for _, e := range c.Cards {
		ids, names = append(ids, e.ID), append(names, e.Name)
	}
	if len(ids) < 15 {
		t.Fatalf("%d cards in the catalog", len(ids))
	}
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		files[p] = string(src)
	}
	if len(files) < 10 {
		t.Fatalf("%d Go files read", len(files))
	}
	for _, m := range cardMentions(files, ids, names) {
		t.Errorf("a card is named in Go: %s", m)
	}
	// The check finds a planted id and a planted name, and no id inside
	// a longer word.
	planted := map[string]string{"planted.go": "if id == \"fire-arrow\" {\n\t// 足止め keeps it\n}\nvar firearrow, recalled, fire-arrows = 1, 2, 3\n"}
	got := cardMentions(planted, ids, names)
	want := []string{`planted.go:1: if id == "fire-arrow" {`, `planted.go:2: // 足止め keeps it`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("planted names found as\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
