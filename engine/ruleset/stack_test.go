package ruleset_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/ruleset"
	"cardpress/internal/gametest"
)

// stackDuel copies the priority stack's test game (testdata/stack-duel)
// into a temporary folder, with old replaced by new in the file at rel
// when old is given.
func stackDuel(t testing.TB, rel, old, new string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "stack-duel")
	if err := os.CopyFS(dir, os.DirFS("testdata/stack-duel")); err != nil {
		t.Fatal(err)
	}
	if old != "" {
		gametest.Edit(t, filepath.Join(dir, rel), old, new)
	}
	return dir
}

// TestStackExamples plays the stack's test game: spells answered by
// spells resolve last in, first out, a Counter counters the spell under
// it; an expectation of the first-in order fails at its line.
func TestStackExamples(t *testing.T) {
	rep := check(t, "testdata/stack-duel")
	for _, r := range rep.Results {
		if !r.Passed {
			t.Errorf("%s %s: %+v", r.Pos, r.Title, r.Failure)
		}
	}
	if rep.Passed < 6 {
		t.Errorf("%d examples passed, want 6", rep.Passed)
	}
	failsAt(t, stackDuel(t, "", "", ""), "10-rules.md", "Alice passes\n→ Bob life: 8; stack: Bolt", "Alice passes\n→ Bob life: 4; stack: Heal", "life: 8")
}

// TestCounterMutated: a Counter whose resolution leaves the spell under
// it on the stack fails the Counter's example at its expectation (and the
// example of a Counter answered by one), no other.
func TestCounterMutated(t *testing.T) {
	dir := stackDuel(t, "rules/game.toml", `"move(card, discard)", "if count(stack) > 0 then move(top(stack), discard)"`, `"move(card, discard)"`)
	rep := check(t, dir)
	src, _ := os.ReadFile(filepath.Join(dir, "manual", "10-rules.md"))
	line := strings.Count(string(src[:strings.Index(string(src), "→ Bob life: 6; stack: none; discard pile: Bolt, Counter")]), "\n") + 1
	found := false
	for _, r := range rep.Results {
		found = found || !r.Passed && r.Failure.Line == line && strings.Contains(r.Failure.Got, "Bolt")
	}
	if !found || rep.Failed > 2 {
		t.Errorf("%d examples failed, want the Counter's at line %d (and the Counter answered by a Counter's)", rep.Failed, line)
	}
}

// TestStackSelfPlay plays the stack's test game at random and greedily
// with its invariants checked, and catches a cast that leaves the stack
// waiting in the main phase.
func TestStackSelfPlay(t *testing.T) {
	enginetest.GameTests(t, func(fault bool) engine.Dealer {
		dir := stackDuel(t, "", "", "")
		if fault {
			dir = stackDuel(t, "rules/game.toml", `"passes = 1", "phase = 'respond'",`, `"passes = 1",`)
		}
		return dataDealer(t, dir)
	}, 150, 20_000, "invariant the_stack_waits_only_for_answers does not hold")
}

// TestResolveErrors: a resolve of a zone no [[resolve]] names, and a
// [[resolve]] of an unknown or a player's zone, are errors at their line
// and column.
func TestResolveErrors(t *testing.T) {
	dir := stackDuel(t, "", "", "")
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := os.ReadFile(filepath.Join(dir, "rules", "game.toml"))
	bad := strings.Replace(string(src), "do(resolve(stack),", "do(resolve(discard),", 1)
	bad = strings.Replace(bad, "[[resolve]]\nzone = \"stack\"\nwhen = \"card.id == 'heal'\"", "[[resolve]]\nzone = \"hand\"\nwhen = \"card.id == 'heal'\"", 1)
	bad = strings.Replace(bad, "[[resolve]]\nzone = \"stack\"\nwhen = \"card.id == 'counter'\"", "[[resolve]]\nzone = \"stakc\"\nwhen = \"card.id == 'counter'\"", 1)
	_, err = ruleset.Compile(c, "rules/game.toml", []byte(bad))
	line := func(s string) int { return strings.Count(bad[:strings.Index(bad, s)], "\n") + 1 }
	for _, w := range []string{
		fmt.Sprintf(`rules/game.toml:%d:64: no [[resolve]] says what a card on top of discard does: add one with zone = "discard"`, line("do(resolve(discard)")),
		fmt.Sprintf(`rules/game.toml:%d:8: the stack is one zone all players answer on: hand is a player's zone`, line(`zone = "hand"`)),
		fmt.Sprintf(`rules/game.toml:%d:8: unknown zone "stakc"; did you mean "stack"?`, line(`zone = "stakc"`)),
	} {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("missing %q in\n%v", w, err)
		}
	}
}
