package blackpoker

import (
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// checkChapter plays a manual chapter of the given lines on the game's
// catalog, as check does, and wants results results.
func checkChapter(t *testing.T, results int, lines ...string) *engine.Report {
	t.Helper()
	c := loadCatalog(t)
	c.FS = fstest.MapFS{"manual/10-test.md": {Data: []byte(strings.Join(lines, "\n"))}}
	rep, err := enginetest.Check(c, Engine)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Results) != results {
		t.Fatalf("%d results, want %d", len(rep.Results), results)
	}
	return rep
}

// allPass wants every result passed, saying where each failure failed.
func allPass(t *testing.T, results ...*engine.Result) {
	t.Helper()
	for _, r := range results {
		if !r.Passed {
			t.Errorf("%s: line %d: %s: expected %q, got %q", r.Title, r.Failure.Line, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
		}
	}
}

// An example states who won: a player whose life is empty has lost
// (docs/rules-decisions.md, "BlackPoker: set-up and the end of the game";
// seed 002 is silent), and no step is played after it.
func TestExamplesStateTheWinner(t *testing.T) {
	rep := checkChapter(t, 2,
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
	)
	if r := rep.Results[0]; !r.Passed {
		t.Errorf("%s: line %d: %s: expected %q, got %q", r.Title, r.Failure.Line, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
	}
	if r := rep.Results[1]; r.Passed || r.Failure.Got != "winner: Alice" {
		t.Errorf("%s: passed %v, got %q", r.Title, r.Passed, r.Failure.Got)
	}
}

// A player whose life reached 0 does not act again, not even in the step
// after it: the game ended when the life emptied (docs/rules-decisions.md),
// whether a damage judgement emptied it or a ドロー took its last card,
// and a quick action (停戦) is refused as a main action is. A damage
// judgement still waiting on the stage has not emptied the life yet: the
// defender may answer it (停戦 above it), which is what the expectation's
// view, the stage resolved, leaves out.
func TestLoserDoesNotActAfterTheLifeEmptied(t *testing.T) {
	rep := checkChapter(t, 3,
		"```example the damage empties the life",
		"players: Alice, Bob",
		"Alice field: ♠9",
		"Bob life: ♥2, 3 more",
		"Bob hand: ♦2, ♦3",
		"Alice attacks with ♠9",
		"Bob blocks nothing",
		"→ Bob life: 0 cards; winner: Alice; loser: Bob",
		"Alice cannot end: the game is over",
		"Bob cannot end: the game is over",
		"Bob can cast Ceasefire with ♦2, ♦3 on the damage judgement",
		"```",
		"",
		"```example the draw takes the last card of the life",
		"players: Alice, Bob",
		"Bob life: ♥2",
		"Bob hand: ♦2, ♦3",
		"Alice ends",
		"Bob draws",
		"→ Bob life: 0 cards; winner: Alice",
		"Bob cannot cast Ceasefire with ♦2, ♦3 on the damage judgement: the game is over",
		"Bob cannot end: the game is over",
		"```",
		"",
		"```example the first player loses as the second does",
		"players: Alice, Bob",
		"turn: Bob",
		"Alice life: ♥2",
		"Alice hand: ♦2, ♦3",
		"Bob ends",
		"Alice draws",
		"→ winner: Bob; loser: Alice",
		"Alice cannot cast Ceasefire with ♦2, ♦3 on the damage judgement: the game is over",
		"```",
	)
	allPass(t, rep.Results...)
}
