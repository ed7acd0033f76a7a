package engine_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/internal/gametest"
)

// For every game of the repository with a rules engine (the four Go
// engines and the data engine's games): where the expectation lines of an
// example stand never changes how its steps play (issue 25).
func TestExpectationsDoNotPlay(t *testing.T) {
	files, err := filepath.Glob("../games/*/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	engines := map[string]bool{}
	for _, file := range files {
		g := gameFolder(t, filepath.Base(filepath.Dir(file)))
		if g.Engine == nil {
			continue
		}
		engines[g.Catalog.Game.RulesID()] = true
		t.Run(filepath.Base(filepath.Dir(file)), func(t *testing.T) {
			n := enginetest.ExpectationsDoNotPlay(t, g.Engine, g.Examples())
			if n < 10 {
				t.Errorf("%s: %d examples were played with part of their expectations, want 10 or more", g.Catalog.Game.Title, n)
			}
		})
	}
	for _, id := range gametest.Games.GameIDs() {
		if !engines[id] {
			t.Errorf("no game folder is played on the rules of %s", id)
		}
	}
}

// settling is a game whose expectations settle what is pending, as
// BlackPoker's resolve its stage: Check changes the state it reads, and a
// step refuses to play on a settled game.
type settling struct{ steps, pending int }

func (*settling) Players() int                                     { return 2 }
func (*settling) CurrentPlayer() int                               { return 0 }
func (*settling) LegalActions(buf []engine.Action) []engine.Action { return buf }
func (*settling) Apply(engine.Action) error                        { return nil }
func (s *settling) Clone() engine.State                            { c := *s; return &c }
func (*settling) IsTerminal() bool                                 { return false }
func (*settling) Returns() []float64                               { return []float64{0, 0} }
func (*settling) ActionString(engine.Action) string                { return "" }
func (*settling) ParseAction(string) (engine.Action, error)        { return 0, nil }

type settlingTable struct{ s *settling }

func (t settlingTable) Start(*engine.Example) (engine.Table, error) {
	return settlingTable{&settling{}}, nil
}
func (t settlingTable) State() engine.State { return t.s }
func (t settlingTable) Step(es engine.State, st *engine.Step) error {
	s := es.(*settling)
	if s.pending != s.steps {
		return &engine.Rejection{Key: "settled"}
	}
	s.steps++
	s.pending++
	return nil
}
func (t settlingTable) Check(es engine.State, e *engine.Expectation) (bool, string, error) {
	es.(*settling).pending = 0
	return true, "", nil
}

// ExpectationsDoNotPlay itself: it passes a game the runner keeps from
// settling (expectations are checked on a copy), and it is what catches a
// runner that checks them on the game itself (mutated by hand: play.seen
// returning pl.s).
func TestExpectationsDoNotPlayBites(t *testing.T) {
	v := engine.NewVocabulary(&catalog.Catalog{Game: catalog.Game{Title: "t"}}, nil)
	ex, err := v.Parse("m.md", 1, "t", "players: Alice, Bob\nAlice draws\n→ Alice drew 1\nAlice draws\nAlice draws")
	if err != nil {
		t.Fatal(err)
	}
	rec := &enginetest.Errors{TB: t}
	if n := enginetest.ExpectationsDoNotPlay(rec, settlingTable{}, []*engine.Block{{Example: ex}}); n != 2 || len(rec.List) > 0 {
		t.Errorf("%d variants, errors %q", n, rec.List)
	}
}

// counting is a game whose expectations leave a mark on the state they
// read, without changing whether any step is allowed: only a comparison of
// the states after each step sees it.
type counting struct{ settling }

func (s *counting) Clone() engine.State { c := *s; return &c }
func (s *counting) String() string      { return fmt.Sprintf("checked %d", s.pending) }

type countingTable struct{ s *counting }

func (countingTable) Start(*engine.Example) (engine.Table, error) {
	return countingTable{&counting{}}, nil
}
func (t countingTable) State() engine.State                 { return t.s }
func (countingTable) Step(engine.State, *engine.Step) error { return nil }
func (countingTable) Check(es engine.State, e *engine.Expectation) (bool, string, error) {
	es.(*counting).pending++
	return true, "", nil
}

// ExpectationsDoNotPlay compares the game after each step, not only
// whether each step was allowed: it passes the runner, which checks
// expectations on a copy, and catches one that checks them on the game
// itself (mutated by hand: play.seen returning pl.s), although every step
// is allowed either way.
func TestExpectationsDoNotPlayComparesStates(t *testing.T) {
	v := engine.NewVocabulary(&catalog.Catalog{Game: catalog.Game{Title: "t"}}, nil)
	ex, err := v.Parse("m.md", 1, "t", "players: Alice, Bob\nAlice draws\n→ Alice drew 1\nAlice draws")
	if err != nil {
		t.Fatal(err)
	}
	rec := &enginetest.Errors{TB: t}
	if n := enginetest.ExpectationsDoNotPlay(rec, countingTable{}, []*engine.Block{{Example: ex}}); n != 2 || len(rec.List) > 0 {
		t.Errorf("%d variants, errors %q", n, rec.List)
	}
}
