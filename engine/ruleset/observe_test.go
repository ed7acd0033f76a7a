package ruleset

import (
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
)

// TestDeterminizeKeepsDecksApart: with decks of their own (World End), a
// determinization shuffles a player's hidden cards among that player's
// zones only; every card stays with its owner, and the state keeps its
// invariants.
func TestDeterminizeKeepsDecksApart(t *testing.T) {
	c, err := catalog.LoadDir("../../games/world-end")
	if err != nil {
		t.Fatal(err)
	}
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	d, err := g.Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(3)
	moved := 0
	for seed := uint64(1); seed <= 20; seed++ {
		s := d.Deal(nil, seed).(*State)
		for step := 0; step < 60 && !s.IsTerminal(); step++ {
			acts := s.LegalActions(nil)
			if err := s.Apply(acts[rng.Intn(len(acts))]); err != nil {
				t.Fatal(err)
			}
			if s.IsTerminal() {
				break
			}
			x := s.Determinize(s.CurrentPlayer(), &rng).(*State)
			if err := x.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			box := len(x.zones) - 1
			for k, inst := range x.where {
				if int(inst) == box {
					continue
				}
				if q := x.playerOf(int(inst)); q != int(g.cardOwner[k]) {
					t.Fatalf("seed %d: player %d's card %s is in player %d's zone", seed, g.cardOwner[k]+1, g.faces[g.cardFace[k]].name, q+1)
				}
				if x.where[k] != s.where[k] {
					moved++
				}
			}
		}
	}
	if moved == 0 {
		t.Error("no determinization moved a hidden card")
	}
}
