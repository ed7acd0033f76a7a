package ruleset_test

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/ruleset"
)

// TestWindiaScene: Windia War's picture of a round shows the draw pile
// face down and the discard pile as the play card on its stack, named by
// the play card's words (picture = "top"), though examples list the
// discard pile from the bottom; the hand is held in the order drawn.
func TestWindiaScene(t *testing.T) {
	t.Parallel()
	d, err := ruleset.PlayedGame(t, "windia-war").Dealer(engine.DealOptions{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	s := d.Deal(nil, 7).(*ruleset.State)
	sc := s.Scene()
	if len(sc.Middle) != 2 {
		t.Fatalf("middle piles %+v, want the draw pile and the play card", sc.Middle)
	}
	draw, play := sc.Middle[0], sc.Middle[1]
	if draw.Zone != "draw_pile" || draw.Lie != engine.Stacked || len(draw.Cards) != 0 {
		t.Errorf("draw pile %+v, want a face-down stack", draw)
	}
	top := s.Cards("discard", 0)[0]
	if play.Zone != "discard top" || play.Lie != engine.Stacked || play.Count != 1 || len(play.Cards) != 1 || windiaName(play.Cards[0].Name) != top {
		t.Errorf("play card %+v, want a stack of 1 showing %s", play, top)
	}
	hand := sc.Areas[0].Piles[0]
	held := s.Cards("hand", 0) // top (last drawn) first
	if hand.Lie != engine.Held || len(hand.Cards) != 7 || windiaName(hand.Cards[0].Name) != held[6] {
		t.Errorf("hand %+v, want 7 held, the first drawn first (%s)", hand, held[6])
	}
}
