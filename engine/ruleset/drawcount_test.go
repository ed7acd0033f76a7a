package ruleset

import (
	"testing"

	"cardpress/engine"
)

// TestDrawnCountsOnlyTheDeck: a card moved into a player's hand counts as
// drawn when it comes from an instance of the deck zone, its first and
// its last (State.count's range, zb[deck] up to zb[deck+1]), and not from
// the zone instances just before and after it.
func TestDrawnCountsOnlyTheDeck(t *testing.T) {
	for _, game := range []string{"color-shed", "windia-war"} {
		g := playedGame(t, game)
		s := g.newState(4, 1)
		d, h := g.deck, g.hand
		if d < 0 || h < 0 {
			t.Fatalf("%s: no deck or no hand zone", game)
		}
		to := s.zb[h] + 1 // the second player's hand
		for _, tc := range []struct {
			from  int
			drawn bool
		}{
			{s.zb[d], true},
			{s.zb[d+1] - 1, true},
			{s.zb[d] - 1, false},
			{s.zb[d+1], false},
		} {
			if tc.from < 0 || tc.from >= len(s.zones) || tc.from == to {
				continue
			}
			before := s.drawn[1]
			s.count(tc.from, to)
			if got := s.drawn[1] > before; got != tc.drawn {
				t.Errorf("%s: a card from zone instance %d (the deck's are %d to %d) into a hand counted drawn: %v, want %v",
					game, tc.from, s.zb[d], s.zb[d+1]-1, got, tc.drawn)
			}
		}
	}
}

// TestPutCountsDrawnCards moves single cards with put (move(card, zone)
// and move_under), not shift: a card from the deck into a hand counts as
// drawn by that hand's player, on top or under, and one from another zone
// does not (review10: put's count was held by no test).
func TestPutCountsDrawnCards(t *testing.T) {
	g := playedGame(t, "color-shed")
	d, err := g.Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s := d.Deal(nil, 1).(*State)
	deck, hand := s.zb[g.deck], s.zb[g.hand]+1 // the second player's hand
	for _, under := range []bool{false, true} {
		before := s.Drawn(1)
		s.put(int(s.zones[deck][0]), hand, under)
		if got := s.Drawn(1); got != before+1 {
			t.Errorf("under %v: a deck card put into the second hand: drawn %d, want %d", under, got, before+1)
		}
	}
	before := s.Drawn(1)
	s.put(int(s.zones[s.zb[g.hand]][0]), hand, false) // from the first hand
	if got := s.Drawn(1); got != before {
		t.Errorf("a card from another hand counted drawn: %d, want %d", got, before)
	}
}
