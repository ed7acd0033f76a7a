package worldend

import (
	"testing"

	"cardpress/engine/enginetest"
)

// dealer deals whole games, with a rule broken on purpose when fault.
func dealer(t *testing.T, fault bool) *Dealer {
	d := enginetest.LoadDealer(t, "../../games/world-end", LoadDealer).(*Dealer)
	d.fault = fault
	return d
}

func TestSelfPlayKeepsInvariants(t *testing.T) { enginetest.WholeGames(t, dealer(t, false), 60) }

func TestBrokenRuleIsCaughtWithReplayableSeed(t *testing.T) {
	enginetest.BrokenRuleIsCaught(t, dealer(t, true), dealer(t, false), 50, "is in 0 places")
}
