package worldend

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// In every state of random whole games, LegalActions lists exactly the
// candidates Apply accepts, and trying them leaves the game as it was.
func TestLegalActionsAreEveryAcceptedAction(t *testing.T) {
	enginetest.LegalActionsAreAccepted(t, dealer(t, false), 8,
		func(s engine.State) []engine.Action {
			var out []engine.Action
			for _, m := range s.(*State).candidates(nil) {
				out = append(out, m.action())
			}
			return out
		},
		func(s engine.State) any {
			// Without the table of card designs, a cache built on demand.
			c := s.(*State).clone()
			c.byIndex, c.indexed = nil, 0
			return c
		})
}
