package ruleset_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/internal/gametest"
)

// A choice no action of the game makes is an error at its column
// (engine.Unused), not a rule's refusal: Color Shed chooses colors, never
// a player, and "cannot" does not pass on it.
func TestChoiceNoActionMakesIsUnused(t *testing.T) {
	for _, step := range []string{"Alice chooses Bob", "Alice cannot choose Bob: the color must be chosen first"} {
		dir := gametest.Copy(t, "color-shed")
		file := filepath.Join(dir, "manual", "10-rules.md")
		line := lineOf(t, file, "Alice chooses green\n")
		gametest.Edit(t, file, "Alice chooses green\n", step+"\n")
		rep := check(t, dir)
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
	dir := gametest.Copy(t, "color-shed")
	file := filepath.Join(dir, "manual", "10-rules.md")
	step := "Alice cannot play blue 7 (Bob): does not match the play card"
	line := lineOf(t, file, "Alice cannot play blue 7: it matches neither the color in play nor the play card's number or symbol\n")
	gametest.Edit(t, file, "Alice cannot play blue 7: it matches neither the color in play nor the play card's number or symbol\n", step+"\n")
	rep := check(t, dir)
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

// lineOf is the line of file where text first occurs.
func lineOf(t *testing.T, file, text string) int {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	at := strings.Index(string(src), text)
	if at < 0 {
		t.Fatalf("no %q in %s", text, file)
	}
	return strings.Count(string(src[:at]), "\n") + 1
}
