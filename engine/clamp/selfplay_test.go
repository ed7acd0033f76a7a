package clamp

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/sim"
)

// dealer deals whole games, with a rule broken on purpose when fault.
func dealer(t testing.TB, fault bool) engine.Dealer {
	d := enginetest.LoadDealer(t, "../../games/clamp-in-cardland", LoadDealer).(*Dealer)
	d.fault = fault
	return d
}

// TestSelfPlay plays 60 whole games (10_000 with CARDPRESS_LONG: 2.5 times
// the 4,000 of before the scratch copy made games 2–3 times faster, so the
// long run takes CI about as long as it did) and breaks a rule.
func TestSelfPlay(t *testing.T) {
	enginetest.GameTests(t, func(fault bool) engine.Dealer { return dealer(t, fault) }, 60, 10_000, "is in 0 places")
}

func BenchmarkRandomGame(b *testing.B) {
	enginetest.BenchmarkGames(b, dealer(b, false), sim.PolicyRandom)
}

func BenchmarkGreedyGame(b *testing.B) {
	enginetest.BenchmarkGames(b, dealer(b, false), sim.PolicyGreedy)
}
