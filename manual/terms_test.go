package manual

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/layout"
)

// TestTerms reads every line the six sample manuals set, from the
// boxes, against the game's term list (testdata/terms/GAME.txt): one
// concept, one term, the rules' own; no word about the tool or the
// sources.
func TestTerms(t *testing.T) {
	if testing.Short() {
		t.Skip("builds six manuals")
	}
	eachManual(t, func(id, lang string, m *Manual, _ layout.PageStyle) {
		zh := strings.HasPrefix(lang, "zh")
		avoid := readTerms(t, filepath.Join("testdata", "terms", id+".txt"))
		var text strings.Builder
		for pi, p := range m.Pages {
			for _, l := range p.Lines {
				line := lineText(p, l, zh)
				text.WriteString(line)
				for word, use := range avoid {
					if strings.Contains(line, word) {
						t.Errorf("%s p.%d: %q: write %s, not %q", id, pi+1, line, use, word)
					}
				}
			}
		}
		if text.Len() < 5000 {
			t.Fatalf("%s: only %d bytes of text set: the boxes were not read", id, text.Len())
		}
	})
}

// readTerms reads a term list: "word<TAB>what to write instead" lines,
// "#" comments.
func readTerms(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		word, use, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("%s: %q has no tab between the word and its replacement", path, line)
		}
		out[word] = use
	}
	if len(out) == 0 {
		t.Fatalf("%s lists no terms", path)
	}
	return out
}
