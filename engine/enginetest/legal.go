package enginetest

import (
	"reflect"
	"slices"
	"testing"

	"cardpress/engine"
)

// LegalActionsAreAccepted plays games random games of d (at most 3000
// actions each). In every state LegalActions must list exactly the
// candidates that Apply accepts on a clone, and listing them must leave
// the game as it was: bare(state) before and after must be deeply equal
// (bare gives a copy reflect.DeepEqual can compare).
func LegalActionsAreAccepted(t *testing.T, d engine.Dealer, games int, candidates func(engine.State) []engine.Action, bare func(engine.State) any) {
	t.Helper()
	var r engine.Rand
	for game := range games {
		s := d.Deal(nil, uint64(game))
		for steps := 0; !s.IsTerminal() && steps < 3000; steps++ {
			before := bare(s)
			got := s.LegalActions(nil)
			var want []engine.Action
			for _, a := range candidates(s) {
				if s.Clone().Apply(a) == nil && !slices.Contains(want, a) {
					want = append(want, a)
				}
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("game %d action %d: LegalActions %v, the rules accept %v", game, steps, got, want)
			}
			if !reflect.DeepEqual(bare(s), before) {
				t.Fatalf("game %d action %d: listing the legal actions changed the game", game, steps)
			}
			if err := s.Apply(got[r.Intn(len(got))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
