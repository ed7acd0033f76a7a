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

// The greedy policy plays the turn in its order (enter, lay, then
// challenge) and beats random players: at least 85 of 100 games, each
// seat in turn. (Scoring the challenge first, as it once did, skips the
// main phase, and greedy lost 81% of its games to random players.)
func TestGreedyBeatsRandom(t *testing.T) {
	d := dealer(t, false)
	r := engine.NewRand(1)
	won := 0
	var buf []engine.Action
	for g := range 100 {
		s := d.Deal(nil, engine.GameSeed(1, g)).(*State)
		me := g % 2
		for !s.IsTerminal() {
			buf = s.LegalActions(buf[:0])
			a := buf[r.Intn(len(buf))]
			if s.CurrentPlayer() == me {
				a = sim.PolicyGreedy.Choose(s, buf, &r)
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if s.Winner == me {
			won++
		}
	}
	if won < 85 {
		t.Errorf("greedy won %d of 100 games against random players, want at least 85", won)
	}
}
