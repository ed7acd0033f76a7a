package clamp

import (
	"cmp"

	"cardpress/engine"
)

// Observe is the game as player p sees it (engine.Observer): the order of
// p's deck and the opponent's hand and deck dealt back in a canonical
// order. Stories, points, stages and retired piles are face up.
func (s *State) Observe(p int) engine.State { return s.hide(p, nil) }

// Determinize is a game p may believe is being played: p's deck shuffled,
// the opponent's hand and deck shuffled together (engine.Observer). The
// game draws nothing at random after the set-up, so it has no stream to
// reseed.
func (s *State) Determinize(p int, r *engine.Rand) engine.State { return s.hide(p, r) }

func (s *State) hide(p int, r *engine.Rand) *State {
	c := s.clone()
	own, opp := &c.P[p], &c.P[1-p]
	engine.Resample(r, cmp.Compare[int], own.Deck)
	engine.Resample(r, cmp.Compare[int], opp.Hand, opp.Deck)
	return c
}
