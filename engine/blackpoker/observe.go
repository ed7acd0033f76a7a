package blackpoker

import (
	"cmp"

	"cardpress/engine"
)

// Observe is the game as player p sees it (engine.Observer): the cards p
// cannot see dealt back in a canonical order, no random stream. p cannot
// see the order of the own life, nor the opponent's hand, life and the
// cards of the opponent's face-down bulwarks; graveyards, fogs, soldiers
// and the stage are face up.
func (s *State) Observe(p int) engine.State { return s.hide(p, nil) }

// Determinize is a game p may believe is being played: p's life shuffled,
// the opponent's hidden cards shuffled among the opponent's hand, life and
// bulwarks (engine.Observer).
func (s *State) Determinize(p int, r *engine.Rand) engine.State { return s.hide(p, r) }

func (s *State) hide(p int, r *engine.Rand) *State {
	c := s.clone()
	own, opp := c.P[p], c.P[1-p]
	engine.Resample(r, compareCards, own.Life)
	places := [][]Card{opp.Life}
	if s.sees(p) {
		engine.Resample(r, compareCards, opp.Hand) // in sight: only its order is not
	} else {
		places = append(places, opp.Hand)
	}
	for _, ch := range opp.Field {
		if ch.FaceDown {
			places = append(places, ch.Cards)
		}
	}
	engine.Resample(r, compareCards, places...)
	engine.Reseed(&c.Rand, r)
	return c
}

// sees reports whether p looks at the opponent's hand now: p owes the
// choice of a resolving ハンデス aimed at the opponent. (Once chosen, the
// hand is hidden again: the player remembers counts, not cards.)
func (s *State) sees(p int) bool {
	a := s.Resolving
	return s.Wait == WaitChoose && s.WaitFor == p && a != nil && a.ID == "hand-destruction" && a.TargetPlayer == 1-p
}

// compareCards orders cards by owner, suit, rank and copy: a canonical
// order of the physical cards.
func compareCards(a, b Card) int {
	return cmp.Or(cmp.Compare(a.Owner, b.Owner), cmp.Compare(a.Suit, b.Suit), cmp.Compare(a.Rank, b.Rank), cmp.Compare(a.Copy, b.Copy))
}
