package windia

import (
	"strings"
	"testing"

	"cardpress/engine"
)

// Examples state the dealer and the match's winner. 001 basic rule 3:
// "親の次の人から時計回りに順にカードを出してゆきます" (play starts with the
// player after the dealer); the limit rule ends the match when a player
// falls below 0, and the highest score wins it.
func TestDealerAndMatchWinner(t *testing.T) {
	playCases(t, []string{"players: Alice, Bob, Carol", "play card: red 3"}, []playCase{
		{"the player after the dealer starts", []string{"dealer: Bob", "→ turn: Carol"}, 0, ""},
		{"counterclockwise, the player before", []string{"dealer: Bob", "direction: counterclockwise", "→ turn: Alice"}, 0, ""},
		{"a written turn wins", []string{"dealer: Bob", "turn: Bob", "→ turn: Bob"}, 0, ""},
		{"not the dealer", []string{"dealer: Bob", "→ turn: Bob"}, 5, "turn: Carol"},
		{"the match winner", []string{"turn: Alice", "Bob score: 30", "Alice: red 5", "Bob: Wild D Draw5", "Alice plays red 5", "→ match over", "→ match winner: Alice"}, 0, ""},
		{"a wrong match winner", []string{"turn: Alice", "Bob score: 30", "Alice: red 5", "Bob: Wild D Draw5", "Alice plays red 5", "→ match winner: Carol"}, 9, "match winner: Alice"},
		{"no winner while the match goes on", []string{"turn: Alice", "Alice: red 5", "Alice plays red 5", "→ match winner: Alice"}, 7, "match continues"},
	})
}

// playCase is an example of lines after a setup, and where it fails.
type playCase struct {
	name  string
	lines []string
	line  int    // the failing line, 0 when the example passes
	got   string // how what happened there begins
}

// playCases plays each case, its lines after setup, on the default game:
// it passes, or fails at its line with what it says.
func playCases(t *testing.T, setup []string, cases []playCase) {
	t.Helper()
	c := defaultCatalog(t)
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range cases {
		body := strings.Join(append(append([]string(nil), setup...), tt.lines...), "\n")
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
