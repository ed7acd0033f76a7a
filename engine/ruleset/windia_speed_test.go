package ruleset_test

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/ruleset"
	"cardpress/engine/windia"
)

// BenchmarkRandomActionWindia plays uniform random rounds of 4 players of
// Windia War on its Go engine and on its data description, side by side,
// with the deck the differential test deals: ns/action is one
// LegalActions, a random choice and an Apply, the same loop for both.
func BenchmarkRandomActionWindia(b *testing.B) {
	c := windiaCatalog(b)
	deck, err := windia.NewDeck(c, c.DefaultSet())
	if err != nil {
		b.Fatal(err)
	}
	gg, err := windia.NewGame(deck, windia.DefaultOptions(), 4)
	if err != nil {
		b.Fatal(err)
	}
	dg, err := ruleset.Load(c)
	if err != nil {
		b.Fatal(err)
	}
	dd, err := dg.Dealer(engine.DealOptions{Players: 4})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("go", func(b *testing.B) {
		benchRounds(b, func(seed uint64) engine.State { return gg.NewRound(windia.Setup{Seed: seed, Dealer: 3}) })
	})
	b.Run("data", func(b *testing.B) {
		var prev engine.State
		benchRounds(b, func(seed uint64) engine.State {
			prev = dd.Deal(prev, windiaSeed(seed))
			return prev
		})
	})
}

// benchRounds plays random rounds dealt by deal until b's time is up and
// reports the time of one action, by the wall and in CPU time (the
// process's: on a shared machine the wall time counts the other jobs).
func benchRounds(b *testing.B, deal func(seed uint64) engine.State) {
	rng := engine.NewRand(1)
	var buf []engine.Action
	actions := 0
	seed := uint64(0)
	cpu := ruleset.CPUTime()
	for b.Loop() {
		seed++
		s := deal(seed)
		for !s.IsTerminal() {
			buf = s.LegalActions(buf[:0])
			if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(actions), "ns/action")
	b.ReportMetric(float64(ruleset.CPUTime()-cpu)/float64(actions), "cpu-ns/action")
	b.ReportMetric(float64(actions)/float64(seed), "actions/round")
}
