package windia

import (
	"strings"
	"testing"

	"cardpress/engine"
)

// A draw pile written to its size takes no more cards, and the cards left
// over are out of the round: not dead cards that optional rule 5 A
// ("プレイ札だけを残し、残りの無効札をシャッフルして、再び山札として使います")
// would quietly shuffle into a new draw pile. The dead cards are those the
// discard pile names.
func TestWrittenPileLeavesTheRestOut(t *testing.T) {
	c := defaultCatalog(t)
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		lines []string
		line  int // the failing line, 0 when the example passes
		got   string
	}{
		{"no dead cards, nothing to draw", []string{"draw pile: none", "Alice draws", "→ Alice drew 1"}, 7, "Alice drew 0"},
		{"the dead cards named are shuffled", []string{"discard pile: blue 1", "draw pile: none", "Alice draws", "→ Alice holds blue 1; draw pile: 0"}, 0, ""},
		{"an exact pile, then the dead cards", []string{"discard pile: blue 1", "draw pile: 1 card", "Alice draws", "→ draw pile: 0", "Alice passes", "Bob draws", "→ Bob holds blue 1"}, 0, ""},
		{"an exact pile, nothing more", []string{"draw pile: 1 card", "Alice draws", "Alice passes", "Bob draws", "→ Bob drew 1"}, 9, "Bob drew 0"},
	} {
		body := strings.Join(append([]string{"players: Alice, Bob, Carol", "play card: red 3", "Alice: blue 7, green 9"}, tt.lines...), "\n")
		ex, err := engine.ParseExample(c, Engine, "m.md", 1, tt.name, body)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		r := engine.Run(g, ex)
		switch {
		case tt.line == 0 && !r.Passed:
			t.Errorf("%s: line %d: expected %q, got %q", tt.name, r.Failure.Line, r.Failure.Expected, r.Failure.Got)
		case tt.line != 0 && (r.Passed || r.Failure.Line != tt.line || !strings.HasPrefix(r.Failure.Got, tt.got)):
			t.Errorf("%s: passed %v, want a failure at line %d with %q: %+v", tt.name, r.Passed, tt.line, tt.got, r.Failure)
		}
	}
}
