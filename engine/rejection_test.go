package engine

import (
	"errors"

	"cardpress/diag"
	"strings"
	"testing"
)

// oneState is the smallest State: one decision, never over.
type oneState struct{}

func (oneState) Players() int                       { return 2 }
func (oneState) CurrentPlayer() int                 { return 0 }
func (oneState) LegalActions(buf []Action) []Action { return buf }
func (oneState) Apply(Action) error                 { return nil }
func (oneState) Clone() State                       { return oneState{} }
func (oneState) IsTerminal() bool                   { return false }
func (oneState) Returns() []float64                 { return []float64{0, 0} }
func (oneState) ActionString(Action) string         { return "" }
func (oneState) ParseAction(string) (Action, error) { return 0, nil }

// stepErr is a game whose every step fails with err.
type stepErr struct{ err error }

func (g stepErr) Start(*Example) (Table, error)                   { return g, nil }
func (g stepErr) State() State                                    { return oneState{} }
func (g stepErr) Step(State, *Step) error                         { return g.err }
func (g stepErr) Check(State, *Expectation) (bool, string, error) { return false, "", ErrCommon }

// A rules rejection matches "cannot" and "→ rejected" by its reason; any
// other error of the engine (it could not read the step) fails the
// example whatever the example says, at the step's line and column.
func TestRejectionOrEngineError(t *testing.T) {
	ex := func(steps ...*Step) *Example {
		return &Example{Pos: diag.Pos{File: "m.md", Line: 1}, Title: "t", Players: []string{"Alice", "Bob"}, Steps: steps}
	}
	cannot := &Step{Pos: diag.Pos{Line: 3, Col: 1}, Text: "Alice cannot play X: no", Player: "Alice", Verb: "plays", Cannot: true, Reason: "not allowed"}
	rejected := &Step{Pos: diag.Pos{Line: 3, Col: 1}, Text: "Alice plays X", Player: "Alice", Verb: "plays", Expect: []*Expectation{{Pos: diag.Pos{Line: 3, Col: 17}, Key: "rejected", Value: "not allowed"}}}
	for _, tc := range []struct {
		name string
		err  error
		st   *Step
		pass bool
		got  string
	}{
		{"cannot, rejected for the reason", Reject("that is not allowed"), cannot, true, ""},
		{"cannot, rejected for another reason", Reject("it is not your turn"), cannot, false, "rejected: it is not your turn"},
		{"cannot, engine error", errors.New("not allowed: cannot read X"), cannot, false, "engine error"},
		{"rejected, for the reason", Reject("not allowed here"), rejected, true, ""},
		{"rejected, engine error", errors.New("not allowed: cannot read X"), rejected, false, "engine error"},
	} {
		r := Run(stepErr{tc.err}, ex(tc.st))
		if r.Passed != tc.pass {
			t.Errorf("%s: passed %v, want %v (%+v)", tc.name, r.Passed, tc.pass, r.Failure)
			continue
		}
		if !tc.pass && (!strings.Contains(r.Failure.Got, tc.got) || r.Failure.Line != 3 || r.Failure.Col == 0) {
			t.Errorf("%s: failure %+v, want %q at line 3 with a column", tc.name, r.Failure, tc.got)
		}
	}
}
