package worldend

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/sim"
)

// BenchmarkRandomGame plays whole random games as `cardpress sim` does,
// invariants checked: ns/op is a game.
func BenchmarkRandomGame(b *testing.B) {
	d := enginetest.LoadDealer(b, "../../games/world-end", LoadDealer)
	sp := &sim.SelfPlay{Dealer: d, Policy: sim.PolicyRandom, Check: true}
	t := sp.NewTally()
	for i := 0; b.Loop(); i++ {
		if err := sp.Play(i, engine.GameSeed(1, i), t); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(t.Actions.Mean()*float64(t.Games)), "ns/action")
}
