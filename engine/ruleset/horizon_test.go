package ruleset

import (
	"testing"

	"cardpress/engine"
)

// A match told to end with its round (EndWithRound, what the searching
// policy does to its playouts) ends when the round under way ends, won by
// the player who went out; the same match not told deals the next round.
func TestEndWithRound(t *testing.T) {
	g := playedGame(t, "color-shed")
	d, err := g.Dealer(engine.DealOptions{Players: 4, Match: true})
	if err != nil {
		t.Fatal(err)
	}
	var buf []engine.Action
	for seed := range uint64(20) {
		s := d.Deal(nil, seed).(*State)
		c := s.clone()
		c.EndWithRound()
		r := engine.NewRand(seed)
		for !c.IsTerminal() {
			if s.IsTerminal() || s.rounds > 0 {
				t.Fatalf("seed %d: the match told to end with its round goes on after its first round", seed)
			}
			buf = s.LegalActions(buf[:0])
			a := buf[r.Intn(len(buf))]
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			if err := c.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		w := c.WinningPlayer()
		if s.IsTerminal() || s.rounds != 1 || c.rounds != 1 || w < 0 || len(c.Hand(w)) != 0 {
			t.Fatalf("seed %d: after the first round the match told ended won by player %d (rounds %d), the other is over: %v (rounds %d); want the player who went out and a second round dealt", seed, w, c.rounds, s.IsTerminal(), s.rounds)
		}
	}
}
