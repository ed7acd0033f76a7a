package blackpoker

import (
	"reflect"
	"slices"
	"testing"

	"cardpress/engine"
)

// In every state of random whole games, LegalActions lists exactly the
// moves of the state's list that Apply accepts, and a rejected or
// accepted move on a clone leaves the game itself as it was.
func TestLegalActionsAreEveryAcceptedAction(t *testing.T) {
	d := dealer(t, false)
	var r engine.Rand
	for game := range 8 {
		s := d.Deal(nil, uint64(game)).(*State)
		for steps := 0; !s.IsTerminal() && steps < 3000; steps++ {
			got := s.LegalActions(nil)
			before := s.Clone().(*State)
			var want []engine.Action
			for a := range engine.Action(len(s.listed(s.CurrentPlayer()))) {
				if s.Clone().Apply(a) == nil {
					want = append(want, a)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("game %d step %d: LegalActions %v, the rules accept %v", game, steps, got, want)
			}
			if err := s.CheckInvariants(); err != nil {
				t.Fatalf("game %d step %d: trying moves changed the game: %v", game, steps, err)
			}
			if !reflect.DeepEqual(bare(s), bare(before)) {
				t.Fatalf("game %d step %d: trying moves changed the game", game, steps)
			}
			if err := s.Apply(got[r.Intn(len(got))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// bare is a clone of s without its cached move list, whose functions
// reflect.DeepEqual cannot compare.
func bare(s *State) *State {
	c := s.clone()
	c.listing = nil
	return c
}
