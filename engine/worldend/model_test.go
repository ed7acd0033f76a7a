package worldend

import (
	"reflect"
	"slices"
	"testing"

	"cardpress/engine"
)

// In every state of random whole games, LegalActions lists exactly the
// candidates Apply accepts, and trying them leaves the game as it was.
func TestLegalActionsAreEveryAcceptedAction(t *testing.T) {
	d := dealer(t, false)
	var r engine.Rand
	for game := range 8 {
		s := d.Deal(nil, uint64(game)).(*State)
		for steps := 0; !s.IsTerminal() && steps < 3000; steps++ {
			before := s.clone()
			got := s.LegalActions(nil)
			var want []engine.Action
			for _, m := range s.candidates() {
				if a := m.action(); s.Clone().Apply(a) == nil && !slices.Contains(want, a) {
					want = append(want, a)
				}
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("game %d step %d: LegalActions %v, the rules accept %v", game, steps, got, want)
			}
			if !reflect.DeepEqual(s.clone(), before) {
				t.Fatalf("game %d step %d: trying actions changed the game", game, steps)
			}
			if err := s.Apply(got[r.Intn(len(got))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
