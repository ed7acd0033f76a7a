package blackpoker

import (
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/engine/enginetest"
)

// An example states who won: a player whose life is empty has lost
// (docs/rules-decisions.md, "BlackPoker: set-up and the end of the game";
// seed 002 is silent), and no step is played after it.
func TestExamplesStateTheWinner(t *testing.T) {
	c := loadCatalog(t)
	chapter := strings.Join([]string{
		"```example an empty life loses",
		"players: Alice, Bob",
		"Alice field: ♠9",
		"Bob life: ♥2, 3 more",
		"→ winner: none",
		"→ loser: none",
		"Alice attacks with ♠9",
		"Bob blocks nothing",
		"→ Bob life: 0 cards",
		"→ winner: Alice",
		"→ loser: Bob",
		"Bob cannot end: the game is over",
		"```",
		"",
		"```example a wrong winner fails",
		"players: Alice, Bob",
		"Alice field: ♠9",
		"Bob life: ♥2, 3 more",
		"Alice attacks with ♠9",
		"Bob blocks nothing",
		"→ winner: Bob",
		"```",
	}, "\n")
	c.FS = fstest.MapFS{"manual/10-winner.md": {Data: []byte(chapter)}}
	rep, err := enginetest.Check(c, Engine)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Results) != 2 {
		t.Fatalf("%d results", len(rep.Results))
	}
	if r := rep.Results[0]; !r.Passed {
		t.Errorf("%s: line %d: %s: expected %q, got %q", r.Title, r.Failure.Line, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
	}
	if r := rep.Results[1]; r.Passed || r.Failure.Got != "winner: Alice" {
		t.Errorf("%s: passed %v, got %q", r.Title, r.Passed, r.Failure.Got)
	}
}
