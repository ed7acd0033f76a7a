package ruleset_test

import (
	"strings"
	"testing"
)

// A choice no action of the game makes is an error at its column
// (engine.Unused), not a rule's refusal: Color Shed chooses colors, never
// a player, and "cannot" does not pass on it.
func TestChoiceNoActionMakesIsUnused(t *testing.T) {
	for _, step := range []string{"Alice chooses Bob", "Alice cannot choose Bob: the color must be chosen first"} {
		rep, line := checkEdited(t, "color-shed", "10-rules.md", "Alice chooses green\n", step+"\n")
		if rep.Failed != 1 {
			t.Fatalf("%q: %d examples failed, want 1", step, rep.Failed)
		}
		for _, r := range rep.Results {
			if !r.Passed && (r.Failure.Line != line || r.Failure.Col != strings.Index(step, "Bob")+1 ||
				r.Failure.Got != `words the rules do not use: no action of Color Shed chooses a player: take "Bob" out of the step`) {
				t.Errorf("%q: %+v", step, r.Failure)
			}
		}
	}
}

// A choice no action makes is unused even when the rules refuse the step
// before they would ask for it: blue 7 does not match the play card, and
// "(Bob)" could never have been used by any action of Color Shed.
func TestRefusedStepChoiceIsUnused(t *testing.T) {
	step := "Alice cannot play blue 7 (Bob): does not match the play card"
	rep, line := checkEdited(t, "color-shed", "10-rules.md", "Alice cannot play blue 7: it matches neither the color in play nor the play card's number or symbol\n", step+"\n")
	if rep.Failed != 1 {
		t.Fatalf("%d examples failed, want 1", rep.Failed)
	}
	for _, r := range rep.Results {
		if !r.Passed && (r.Failure.Line != line || r.Failure.Col != strings.Index(step, "Bob")+1 ||
			r.Failure.Got != `words the rules do not use: no action of Color Shed chooses a player: take "Bob" out of the step`) {
			t.Errorf("%+v", r.Failure)
		}
	}
}
