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
	table := []ReasonText{{Key: "not-allowed", Text: "that is not allowed"}, {Key: "not-your-turn", Text: "it is not your turn"}}
	cannot := &Step{Pos: diag.Pos{Line: 3, Col: 1}, Text: "Alice cannot play X: no", Player: "Alice", Verb: "plays", Cannot: true, Reason: "not-allowed"}
	rejected := &Step{Pos: diag.Pos{Line: 3, Col: 1}, Text: "Alice plays X", Player: "Alice", Verb: "plays", Expect: []*Expectation{{Pos: diag.Pos{Line: 3, Col: 17}, Key: "rejected", Value: "not-allowed"}}}
	for _, tc := range []struct {
		name string
		err  error
		st   *Step
		pass bool
		got  string
	}{
		{"cannot, rejected for the reason", &Rejection{Key: "not-allowed", Reasons: table}, cannot, true, ""},
		{"cannot, rejected for a case of the reason", &Rejection{Key: "not-allowed/here", Reasons: table}, cannot, true, ""},
		{"cannot, rejected for another reason", &Rejection{Key: "not-your-turn", Reasons: table}, cannot, false, "rejected: it is not your turn"},
		{"cannot, engine error", errors.New("not allowed: cannot read X"), cannot, false, "engine error"},
		{"rejected, for the reason", &Rejection{Key: "not-allowed", Reasons: table}, rejected, true, ""},
		{"rejected, engine error", errors.New("not allowed: cannot read X"), rejected, false, "engine error"},
		{"cannot, words not used", &Unused{Words: "x", Why: "X asks for nothing"}, cannot, false, `words the rules do not use: X asks for nothing: take "x" out of the step`},
		{"unused words wrapped as a rejection", AsRejection(&Unused{Words: "x", Why: "X asks for nothing"}), rejected, false, "words the rules do not use"},
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
	// Unused words are pointed at: "X" of "Alice cannot play X: no".
	if r := Run(stepErr{&Unused{Words: "X", Why: "X asks for nothing"}}, ex(cannot)); r.Passed || r.Failure.Col != 19 {
		t.Errorf("unused words: %+v, want column 19", r.Failure)
	}
}

// A rejection is for the rule an example names by its key: the same rule
// or one of its cases, with every card the example's reason names among
// its parameters; its sentence is the table's, with the parameters.
func TestRejectionByKey(t *testing.T) {
	table := []ReasonText{
		{Key: "not-finishing", Say: map[string]string{"en": "cannot be the last card"}, Text: "{card} cannot be the last card"},
		{Key: "not-finishing/under", Text: "{card} cannot be the last card: it goes under the discard pile"},
		{Key: "not-finishing-soon", Text: "a key that only starts like another"},
	}
	convoy := Param{Name: "card", Value: "Convoy", Entries: []string{"convoy"}}
	under := &Rejection{Key: "not-finishing/under", Params: []Param{convoy}, Reasons: table}
	for _, tc := range []struct {
		key   string
		cards []string
		want  bool
	}{
		{"not-finishing/under", nil, true},
		{"not-finishing", nil, true},
		{"not-finishing", []string{"convoy"}, true},
		{"not-finishing", []string{"escort"}, false},
		{"not-finishing", []string{"convoy", "escort"}, false},
		{"not-finishing/declare", nil, false},
		{"not-finishing/under/more", nil, false},
		{"not", nil, false},
		{"follow-required", nil, false},
	} {
		if got := under.For(tc.key, tc.cards); got != tc.want {
			t.Errorf("For(%q, %v) = %v, want %v", tc.key, tc.cards, got, tc.want)
		}
	}
	if (&Rejection{Key: "not-finishing-soon"}).For("not-finishing", nil) {
		t.Error("a key that only starts like the rule's matched it")
	}
	if got, want := under.Error(), "Convoy cannot be the last card: it goes under the discard pile"; got != want {
		t.Errorf("sentence %q, want %q", got, want)
	}
	// A case without a sentence of its own says the broader rule's.
	if got, want := (&Rejection{Key: "not-finishing/tableau", Params: []Param{convoy}, Reasons: table}).Error(), "Convoy cannot be the last card"; got != want {
		t.Errorf("sentence %q, want %q", got, want)
	}
	// The runner: a step naming the rule with a card passes only for it.
	step := func(cards ...string) *Step {
		return &Step{Pos: diag.Pos{Line: 3, Col: 1}, Text: "Alice cannot play X", Player: "Alice", Verb: "plays", Cannot: true,
			Reason: "not-finishing", why: &Reason{Key: "not-finishing", Cards: cards}}
	}
	ex := func(st *Step) *Example {
		return &Example{Pos: diag.Pos{File: "m.md", Line: 1}, Title: "t", Players: []string{"Alice", "Bob"}, Steps: []*Step{st}}
	}
	if r := Run(stepErr{under}, ex(step("convoy"))); !r.Passed {
		t.Errorf("the rejection's own card failed: %+v", r.Failure)
	}
	if r := Run(stepErr{under}, ex(step("escort"))); r.Passed || !strings.Contains(r.Failure.Got, "Convoy cannot be the last card") {
		t.Errorf("another card passed or the failure does not say the rejection: %+v", r.Failure)
	}
}
