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
