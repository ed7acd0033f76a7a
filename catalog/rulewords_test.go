package catalog

import (
	"slices"
	"testing"
)

// TestAllWordsAreWords: AllWords gives Words' list in order, skipping what
// is not a word, and stops when asked; HasWord finds each word of the
// list and nothing else; a missing key and nil rules give none.
func TestAllWordsAreWords(t *testing.T) {
	r := &Rules{Values: map[string]RuleValue{
		"follow": {Value: []any{"draw", int64(2), "skip", "reverse"}},
		"damage": {Value: int64(3)},
	}}
	for _, key := range []string{"follow", "damage", "none"} {
		if got := slices.Collect(r.AllWords(key)); !slices.Equal(got, r.Words(key)) {
			t.Errorf("%s: AllWords %q, Words %q", key, got, r.Words(key))
		}
	}
	for s := range r.AllWords("follow") {
		if s != "draw" {
			t.Errorf("AllWords went on to %q after the first word was refused", s)
		}
		break
	}
	for _, w := range []string{"draw", "skip", "reverse"} {
		if !r.HasWord("follow", w) {
			t.Errorf("HasWord(follow, %q) is false", w)
		}
	}
	for _, w := range []string{"2", "", "dra"} {
		if r.HasWord("follow", w) {
			t.Errorf("HasWord(follow, %q) is true", w)
		}
	}
	var none *Rules
	if none.HasWord("follow", "draw") || len(slices.Collect(none.AllWords("follow"))) != 0 {
		t.Error("nil rules have words")
	}
}
