package blackpoker

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/sim"
)

// dealer deals whole games, with a rule broken on purpose when fault.
func dealer(t testing.TB, fault bool) engine.Dealer {
	d := enginetest.LoadDealer(t, "../../games/blackpoker", LoadDealer).(*Dealer)
	d.fault = fault
	return d
}

// TestSelfPlay plays 120 random whole games and 12 greedy ones (100,000
// and 10,000 with CARDPRESS_LONG) and breaks a rule.
func TestSelfPlay(t *testing.T) {
	enginetest.GameTests(t, func(fault bool) engine.Dealer { return dealer(t, fault) }, 120, 100_000, "is in 0 places")
}

func BenchmarkRandomGame(b *testing.B) {
	enginetest.BenchmarkGames(b, dealer(b, false), sim.PolicyRandom)
}

func BenchmarkGreedyGame(b *testing.B) {
	enginetest.BenchmarkGames(b, dealer(b, false), sim.PolicyGreedy)
}
