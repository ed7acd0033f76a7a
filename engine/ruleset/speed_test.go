package ruleset_test

import (
	"testing"
	"time"

	"cardpress/engine"
	"cardpress/engine/ruleset"
)

// randomActions plays random actions of games dealt by d, a new game when
// one ends: ns/op is one action (LegalActions, then Apply of one of them).
func randomActions(b *testing.B, d engine.Dealer) {
	rng := engine.NewRand(7)
	var s engine.State
	var buf []engine.Action
	seed := uint64(0)
	defer func(start time.Duration) {
		b.ReportMetric(float64(ruleset.CPUTime()-start)/float64(b.N), "cpu-ns/op")
	}(ruleset.CPUTime())
	for b.Loop() {
		if s == nil || s.IsTerminal() {
			seed++
			s = d.Deal(s, seed)
		}
		buf = s.LegalActions(buf[:0])
		if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
			b.Fatal(err)
		}
	}
}

// The data engine's random self-play per action, per game (go test
// -bench RandomAction ./engine/ruleset/).
func BenchmarkRandomActionColorShedData(b *testing.B) {
	randomActions(b, dealer(b, 0, false))
}

func BenchmarkRandomActionHeartsData(b *testing.B) {
	randomActions(b, dealer(b, 1, false))
}

// World End on its data description. Its Go engine, deleted once the
// description had matched it, took 5.2 µs a random action where this took
// 3.4 µs (fastest of four interleaved runs on a loaded 2-core machine).
func BenchmarkRandomActionWorldEndData(b *testing.B) {
	randomActions(b, dataDealer(b, "../../games/world-end"))
}
