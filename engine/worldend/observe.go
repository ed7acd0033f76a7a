package worldend

import (
	"cmp"

	"cardpress/engine"
)

// Observe is the game as player p sees it (engine.Observer): the cards p
// cannot see dealt back in a canonical order, no random stream. p cannot
// see the order of the own deck and extra zone (set aside face down from
// the deck), nor the opponent's hand, deck, extra zone and summon zone
// (S-zone cards are seen by their owner only); the fields, trashes and
// removed cards are in sight of both.
func (s *State) Observe(p int) engine.State { return s.hide(p, nil) }

// Determinize is a game p may believe is being played: the cards p cannot
// see shuffled among the places that hide them, each player's cards among
// that player's places, the summon zone's among its own (engine.Observer).
func (s *State) Determinize(p int, r *engine.Rand) engine.State { return s.hide(p, r) }

func (s *State) hide(p int, r *engine.Rand) *State {
	c := s.clone()
	own, opp := &c.P[p], &c.P[1-p]
	engine.Resample(r, cmp.Compare[int], own.Deck, own.Extra)
	engine.Resample(r, cmp.Compare[int], opp.Hand, opp.Deck, opp.Extra)
	engine.Resample(r, cmp.Compare[int], opp.SummonZone)
	engine.Reseed(&c.rng, r)
	return c
}
