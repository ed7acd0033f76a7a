package ruleset_test

import (
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/worldend"
)

// randomActions plays random actions of games dealt by d, a new game when
// one ends: ns/op is one action (LegalActions, then Apply of one of them).
func randomActions(b *testing.B, d engine.Dealer) {
	rng := engine.NewRand(7)
	var s engine.State
	var buf []engine.Action
	seed := uint64(0)
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

// The data engine's random self-play per action, side by side with World
// End's Go engine (go test -bench RandomAction ./engine/ruleset/).
func BenchmarkRandomActionColorShedData(b *testing.B) {
	randomActions(b, dealer(b, 0, false))
}

func BenchmarkRandomActionHeartsData(b *testing.B) {
	randomActions(b, dealer(b, 1, false))
}

func BenchmarkRandomActionWorldEndGo(b *testing.B) {
	c, err := catalog.LoadDir("../../games/world-end")
	if err != nil {
		b.Fatal(err)
	}
	d, err := worldend.LoadDealer(c, engine.DealOptions{})
	if err != nil {
		b.Fatal(err)
	}
	randomActions(b, d)
}

// World End on its data description, side by side with its Go engine
// above (the ratio of the two is the data engine's cost).
func BenchmarkRandomActionWorldEndData(b *testing.B) {
	randomActions(b, dataDealer(b, "../../games/world-end"))
}
