package catalog

import "testing"

// EditDistance is Levenshtein's: an insertion, a deletion and a
// substitution cost 1 each, a transposition 2 (it is two substitutions),
// counted in characters, not bytes.
func TestEditDistanceCosts(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"skip", "skip", 0},
		{"", "skip", 4},      // four insertions
		{"skip", "", 4},      // four deletions
		{"skip", "skips", 1}, // insertion at the end
		{"skip", "kip", 1},   // deletion at the start
		{"skip", "skap", 1},  // one substitution, not a deletion and an insertion
		{"skip", "sikp", 2},  // a transposition
		{"kitten", "sitting", 3},
		{"赤５", "青５", 1}, // characters, not bytes
		{"Sattolo", "sattolo", 1},
		{"abc", "cba", 2},
	} {
		if got := EditDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := EditDistance(tt.b, tt.a); got != tt.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d (symmetric)", tt.b, tt.a, got, tt.want)
		}
	}
}
