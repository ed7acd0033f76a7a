package blackpoker

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// In every state of random whole games, LegalActions lists exactly the
// moves of the state's list that Apply accepts, and trying them leaves the
// game as it was.
func TestLegalActionsAreEveryAcceptedAction(t *testing.T) {
	enginetest.LegalActionsAreAccepted(t, dealer(t, false), 8,
		func(s engine.State) []engine.Action {
			st := s.(*State)
			var out []engine.Action
			for a := range engine.Action(len(st.listed(st.CurrentPlayer()))) {
				out = append(out, a)
			}
			return out
		},
		func(s engine.State) any {
			// Without the cached move list: reflect.DeepEqual cannot
			// compare its functions.
			c := s.(*State).clone()
			c.listing = nil
			return c
		})
}
