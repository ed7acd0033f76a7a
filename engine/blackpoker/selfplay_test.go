package blackpoker

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// dealer deals whole games, with a rule broken on purpose when fault.
func dealer(t testing.TB, fault bool) engine.Dealer {
	d := enginetest.LoadDealer(t, "../../games/blackpoker", LoadDealer).(*Dealer)
	d.fault = fault
	return d
}

// TestSelfPlay plays 60 whole games (4_000 with CARDPRESS_LONG: at about
// 40 ms a checked game on one core, what CI's time allows) and breaks a rule.
func TestSelfPlay(t *testing.T) {
	enginetest.GameTests(t, func(fault bool) engine.Dealer { return dealer(t, fault) }, 60, 4_000, "is in 0 places")
}

func BenchmarkRandomGame(b *testing.B) { enginetest.BenchmarkGames(b, dealer(b, false)) }
