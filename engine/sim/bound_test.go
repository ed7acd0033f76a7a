package sim

import (
	"errors"
	"strings"
	"testing"

	"cardpress/engine"
)

// endless is a game whose one player passes for ever: a rules bug that
// self-play must stop.
type endless struct{ moves int }

func (s *endless) Players() int                                     { return 1 }
func (s *endless) CurrentPlayer() int                               { return 0 }
func (s *endless) LegalActions(buf []engine.Action) []engine.Action { return append(buf, 0) }
func (s *endless) Apply(engine.Action) error                        { s.moves++; return nil }
func (s *endless) Clone() engine.State                              { c := *s; return &c }
func (s *endless) IsTerminal() bool                                 { return false }
func (s *endless) Returns() []float64                               { return []float64{0} }
func (s *endless) ActionString(engine.Action) string                { return "pass" }
func (s *endless) ParseAction(string) (engine.Action, error)        { return 0, nil }

// checked is an endless game that declares invariants.
type checked struct{ endless }

func (s *checked) CheckInvariants() error { return nil }

type endlessDealer struct {
	bound      int
	invariants bool
}

func (d endlessDealer) Deal(engine.State, uint64) engine.State {
	if d.invariants {
		return &checked{}
	}
	return &endless{}
}

func (d endlessDealer) Info() engine.DealInfo {
	return engine.DealInfo{Players: 1, MaxActions: d.bound}
}

// A game past the bound its engine declares is a violation, stopped there
// even when the run's own cap is higher; without a bound the cap stops it.
func TestGamePastTheDeclaredBoundIsAViolation(t *testing.T) {
	for _, tt := range []struct {
		bound, cap, stop int
		says             string
	}{
		{bound: 50, cap: 1000, stop: 50, says: "still in play after 50 actions, the bound its engine declares"},
		{bound: 0, cap: 70, stop: 70, says: "still in play after 70 actions"},
		{bound: 500, cap: 70, stop: 70, says: "still in play after 70 actions"},
	} {
		sp := &SelfPlay{Dealer: endlessDealer{bound: tt.bound}, MaxActions: tt.cap}
		err := sp.Play(0, 1, sp.NewTally())
		var v *Violation
		if !errors.As(err, &v) || !strings.HasSuffix(v.Err.Error(), tt.says) || len(v.Log) != tt.stop {
			t.Errorf("bound %d, cap %d: %v (%d actions), want a violation after %d: %q", tt.bound, tt.cap, err, len(sp.log), tt.stop, tt.says)
		}
	}
}

func TestDeclaresInvariants(t *testing.T) {
	if DeclaresInvariants(endlessDealer{}) || !DeclaresInvariants(endlessDealer{invariants: true}) {
		t.Error("DeclaresInvariants does not tell a state with CheckInvariants from one without")
	}
}
