package blackpoker

import (
	"reflect"
	"slices"
	"testing"

	"cardpress/engine"
	"cardpress/engine/sim"
)

// handDestruction is a game where P1 has started ハンデス on P2, whose
// hand is hand and life ♥9 ♥10, and P2 has passed: P1 owes the choice
// when choosing is true, else the effect is still on the stage.
func handDestruction(t *testing.T, choosing bool, hand ...string) *State {
	t.Helper()
	s := NewState()
	s.P[0].Hand = cards(t, "♥3", "♠4")
	s.P[0].Life = cards(t, "♥9", "♥10")
	s.P[1].Hand = cards(t, hand...)
	s.P[1].Life = cards(t, "♣9", "♣10", "♦9", "♦10")
	applyText(t, s, "ハンデス with ♥3 ♠4 on P2")
	if choosing {
		applyText(t, s, "pass")
		if s.Wait != WaitChoose || s.CurrentPlayer() != 0 {
			t.Fatalf("wait %s for P%d; want P1 to choose for ハンデス", s.Wait, s.CurrentPlayer()+1)
		}
	}
	return s
}

// ハンデス's player looks at the opponent's hand and names a card of it:
// while choosing, P1 sees P2's hand (two hands P2 holds are told apart,
// every determinization keeps it and lists P1's choices as the true game
// does, in any order, and the search chooses the same card on the true
// game and on a determinization), while before the choice the hand is
// hidden like any other time (P2's hand swapped with cards of P2's life is
// a game P1 cannot tell apart).
func TestHandDestructionSeesTheHandOnlyWhileChoosing(t *testing.T) {
	hand, other := []string{"♣A", "♦6", "♠8"}, []string{"♣A", "♦9", "♠8"}
	for _, choosing := range []bool{false, true} {
		s, swapped := handDestruction(t, choosing, hand...), handDestruction(t, choosing, other...)
		// The same cards, ♦6 in the life where ♦9 was.
		swapped.P[1].Life = cards(t, "♣9", "♣10", "♦6", "♦10")
		seen := !reflect.DeepEqual(s.Observe(0), swapped.Observe(0))
		if seen != choosing {
			t.Errorf("choosing %v: P1 tells P2's hand apart: %v", choosing, seen)
		}
	}
	s := handDestruction(t, true, hand...)
	legal := s.LegalActions(nil)
	want := slices.Sorted(slices.Values(legal))
	for i := range 20 {
		r := engine.NewRand(uint64(i))
		d := s.Determinize(0, &r).(*State)
		if got := cardList(sorted(d.P[1].Hand)); got != cardList(sorted(s.P[1].Hand)) {
			t.Fatalf("determinization %d: P2's hand %s, P1 is looking at %s", i, got, cardList(s.P[1].Hand))
		}
		if got := slices.Sorted(slices.Values(d.LegalActions(nil))); !slices.Equal(got, want) {
			t.Fatalf("determinization %d: P1's choices %q, want %q", i, legalTexts(d), legalTexts(s))
		}
		m := &sim.ISMCTS{Iterations: 40, Rollout: sim.PolicyGreedy, Margin: sim.DefaultMargin}
		r1, r2 := engine.NewRand(uint64(i)+50), engine.NewRand(uint64(i)+50)
		if a, b := m.Choose(s, legal, &r1), m.Choose(d, d.LegalActions(nil), &r2); a != b {
			t.Fatalf("determinization %d: the search chose %q in the true game, %q in one P1 cannot tell from it", i, s.ActionString(a), d.ActionString(b))
		}
	}
}

// sorted is a copy of cards in the canonical order.
func sorted(cards []Card) []Card {
	out := slices.Clone(cards)
	slices.SortFunc(out, compareCards)
	return out
}
