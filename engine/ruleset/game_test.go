package ruleset_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/ruleset"
	"cardpress/folder"
	"cardpress/internal/gametest"
)

var registry = engine.NewRegistry(ruleset.Rules)

// check loads a game folder with the data engine and plays its examples
// as cardpress check does.
func check(t *testing.T, dir string) *engine.Report {
	t.Helper()
	g, err := folder.Load(dir, registry)
	if err != nil {
		t.Fatal(err)
	}
	return engine.Check(g.Catalog, g.Engine, g.Examples(), engine.Options{})
}

// TestColorShedExamples plays Color Shed's rulebook: every example passes,
// and there are at least 15 of them.
func TestColorShedExamples(t *testing.T) {
	rep := check(t, "../../games/color-shed")
	for _, r := range rep.Results {
		if !r.Passed {
			t.Errorf("%s %s: %+v", r.Pos, r.Title, r.Failure)
		}
	}
	if rep.Passed < 15 || rep.Failed > 0 {
		t.Errorf("%d passed, %d failed: want at least 15 checked examples", rep.Passed, rep.Failed)
	}
}

// TestMutatedExampleFailsAtItsLine changes what one example expects and
// what one example's player does: each fails at its own line.
func TestMutatedExampleFailsAtItsLine(t *testing.T) {
	for _, m := range []struct{ old, new, got string }{
		{"Alice plays red Skip\n→ turn: Carol", "Alice plays red Skip\n→ turn: Bob", "turn: Carol"},
		{"Bob challenges\n→ Bob drew 6", "Bob challenges\n→ Bob drew 4", "Bob drew 6"},
		{"Alice cannot play blue 7: does not match the play card", "Alice plays blue 7", "rejected: blue 7 matches the play card neither"},
		{"Alice plays red 7\n→ round over; Alice score: 84", "Alice plays red 7\n→ round over; Alice score: 83", "score: 84"},
	} {
		dir := gametest.Copy(t, "color-shed")
		file := filepath.Join(dir, "manual", "10-rules.md")
		gametest.Edit(t, file, m.old, m.new)
		src, _ := os.ReadFile(file)
		at := strings.Index(string(src), m.new)
		line := strings.Count(string(src[:at]), "\n") + 1 + strings.Count(m.new, "\n")
		if strings.HasPrefix(m.new, "Alice plays blue 7") {
			line = strings.Count(string(src[:at]), "\n") + 1
		}
		rep := check(t, dir)
		if rep.Failed != 1 {
			t.Errorf("%q: %d examples failed, want 1", m.new, rep.Failed)
			continue
		}
		for _, r := range rep.Results {
			if r.Passed {
				continue
			}
			if r.Failure.Line != line || !strings.Contains(r.Failure.Got, m.got) {
				t.Errorf("%q: failed at line %d with %q, want line %d with %q", m.new, r.Failure.Line, r.Failure.Got, line, m.got)
			}
		}
	}
}

// dealer loads Color Shed, with the color choice broken on purpose (every
// Wild opens a challenge) when fault: a mistake in the data that the
// description's invariants catch.
func dealer(t testing.TB, fault bool) engine.Dealer {
	t.Helper()
	dir := gametest.Copy(t, "color-shed")
	if fault {
		gametest.Edit(t, filepath.Join(dir, "rules", "game.toml"),
			`"if top(discard).id == 'wild-draw-four' then phase = 'challenge' else phase = 'play'"`, `"phase = 'challenge'"`)
	}
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ruleset.Load(c)
	if err != nil {
		t.Fatal(err)
	}
	d, err := g.Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestSelfPlay plays whole rounds at random and greedily with every
// invariant checked after every action, and catches a broken rule.
func TestSelfPlay(t *testing.T) {
	enginetest.GameTests(t, func(fault bool) engine.Dealer { return dealer(t, fault) }, 150, 20_000, "invariant challenge_answers_the_card does not hold")
}

// TestWholeMatches plays matches to 500 points.
func TestWholeMatches(t *testing.T) {
	c, err := catalog.LoadDir("../../games/color-shed")
	if err != nil {
		t.Fatal(err)
	}
	g, err := ruleset.Load(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{2, 10} {
		d, err := g.Dealer(engine.DealOptions{Players: n, Match: true})
		if err != nil {
			t.Fatal(err)
		}
		tally := enginetest.SelfPlay(t, d, 6, 0, 3)
		if tally.Actions.Mean() < 200 {
			t.Errorf("%d players: matches of %.0f actions on average: a match to 500 points is several rounds", n, tally.Actions.Mean())
		}
	}
}
