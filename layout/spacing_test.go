package layout

import (
	"os"
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

// scriptOf's shortcuts give every character the sides its predicates give:
// every character of the Basic Multilingual Plane, where the shortcuts
// are (above it scriptOf asks the predicates), and with CARDPRESS_LONG,
// as CI's long runs do, every character up to unicode.MaxRune (the whole
// range was nine tenths of the test's CPU for no shortcut).
func TestScriptOfFollowsThePredicates(t *testing.T) {
	last := rune(0xFFFF)
	if os.Getenv("CARDPRESS_LONG") != "" {
		last = unicode.MaxRune
	}
	for r := rune(0); r <= last; r++ {
		if got, want := scriptOf(r), scriptByPredicates(r); got != want {
			t.Fatalf("scriptOf(%q) = %b, want %b", r, got, want)
		}
	}
}
