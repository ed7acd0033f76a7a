package layout

import (
	"strings"
	"testing"
	"unicode"
)

// classOf's table gives every character the class the mark lists give it,
// in Japanese and in Taiwan's Chinese.
func TestClassOfFollowsTheMarkLists(t *testing.T) {
	listed := func(r rune, chinese bool) punct {
		switch {
		case chinese && strings.ContainsRune(centredInTaiwan, r):
			return plain
		case strings.ContainsRune(openingMarks, r):
			return opening
		case strings.ContainsRune(closingMarks, r):
			return closing
		case strings.ContainsRune(middleMarks, r):
			return middle
		}
		return plain
	}
	marked := 0
	for r := rune(0); r < 0x20000; r++ {
		for _, chinese := range []bool{false, true} {
			if got, want := classOf(r, chinese), listed(r, chinese); got != want {
				t.Fatalf("classOf(%q, chinese %v) = %d, want %d", r, chinese, got, want)
			} else if got != plain {
				marked++
			}
		}
	}
	if marked < 40 {
		t.Errorf("only %d marks classed", marked)
	}
}

// scriptOf's shortcuts give every character the sides its predicates give.
func TestScriptOfFollowsThePredicates(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if got, want := scriptOf(r), scriptByPredicates(r); got != want {
			t.Fatalf("scriptOf(%q) = %b, want %b", r, got, want)
		}
	}
}
