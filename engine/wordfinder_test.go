package engine

import (
	"strings"
	"testing"
)

// The finder finds every word a text contains, overlapping ones and those
// inside longer ones too, as strings.Contains would.
func TestWordFinder(t *testing.T) {
	words := []string{"he", "she", "his", "hers", "を出す", "出せない", ":", "plays", "s"}
	f := newWordFinder(words)
	for _, text := range []string{"", "ushers", "his", "アリスが赤5を出す", "アリスは赤5を出せない:", "alice plays red 5", "h", "shehis:"} {
		found := make([]uint64, 1)
		f.find(text, found)
		for i, w := range words {
			if got := found[0]&(1<<i) != 0; got != strings.Contains(text, w) {
				t.Errorf("%q in %q: found %v", w, text, got)
			}
		}
	}
}
