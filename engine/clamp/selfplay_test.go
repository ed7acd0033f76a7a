package clamp

import (
	"testing"

	"cardpress/engine/enginetest"
)

// dealer deals whole games, with a rule broken on purpose when fault.
func dealer(t *testing.T, fault bool) *Dealer {
	d := enginetest.LoadDealer(t, "../../games/clamp-in-cardland", LoadDealer).(*Dealer)
	d.fault = fault
	return d
}

// longGames is what CI's long run plays (CARDPRESS_LONG): at about 30 ms a
// checked game on one core, as many as its time allows.
const longGames = 4_000

func TestSelfPlayKeepsInvariants(t *testing.T) {
	enginetest.WholeGames(t, dealer(t, false), 60, longGames)
}

func TestBrokenRuleIsCaughtWithReplayableSeed(t *testing.T) {
	enginetest.BrokenRuleIsCaught(t, dealer(t, true), dealer(t, false), 50, "is in 0 places")
}
