package engine

import (
	"fmt"
	"testing"

	"cardpress/diag"
)

// settling is a game whose expectations settle what is pending, as
// BlackPoker's resolve its stage: Check changes the state it reads.
type settling struct {
	oneState
	steps, pending int
}

func (s *settling) Clone() State { c := *s; return &c }

type settlingTable struct{ s *settling }

func (t settlingTable) State() State { return t.s }

// Step counts the steps and leaves one thing pending; a step finds the
// pending things of all steps before it, unless something settled them.
func (t settlingTable) Step(es State, st *Step) error {
	s := es.(*settling)
	if s.pending != s.steps {
		return fmt.Errorf("%d pending after %d steps: something settled the game between steps", s.pending, s.steps)
	}
	s.steps++
	s.pending++
	return nil
}

func (t settlingTable) Check(es State, e *Expectation) (bool, string, error) {
	s := es.(*settling)
	s.pending = 0 // settling to show the state
	return true, "", nil
}

func (t settlingTable) Start(*Example) (Table, error) { return settlingTable{&settling{}}, nil }

// Expectations never change what the game does: the same steps play the
// same with an expectation between them as without.
func TestExpectationsDoNotChangeTheGame(t *testing.T) {
	step := func(line int) *Step {
		return &Step{Pos: diag.Pos{Line: line, Col: 1}, Text: "Alice plays", Player: "Alice", Verb: "plays"}
	}
	for _, between := range []bool{false, true} {
		first := step(2)
		if between {
			first.Expect = []*Expectation{{Pos: diag.Pos{Line: 3, Col: 1}, Key: "stage", Text: "→ stage: none"}}
		}
		ex := &Example{Pos: diag.Pos{File: "m.md", Line: 1}, Title: "t", Players: []string{"Alice", "Bob"}, Steps: []*Step{first, step(4), step(5)}}
		if r := Run(settlingTable{}, ex); !r.Passed {
			t.Errorf("expectation between the steps %v: %+v", between, r.Failure)
		}
	}
}
