package ruleset_test

import (
	"testing"
	"time"

	"cardpress/catalog"
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

// BenchmarkRandomActionWindiaData plays uniform random rounds of 4
// players of Windia War on its data description, with the loop of
// BenchmarkRandomActionWindia: bench/dataspeed.sh sets it against that
// benchmark's Go side at the last commit that has the Go engine.
func BenchmarkRandomActionWindiaData(b *testing.B) {
	c, err := catalog.LoadDir("../../games/windia-war")
	if err != nil {
		b.Fatal(err)
	}
	g, err := ruleset.Load(c)
	if err != nil {
		b.Fatal(err)
	}
	d, err := g.Dealer(engine.DealOptions{Players: 4})
	if err != nil {
		b.Fatal(err)
	}
	var prev engine.State
	benchRounds(b, func(seed uint64) engine.State {
		prev = d.Deal(prev, seed)
		return prev
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
