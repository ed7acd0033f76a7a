package windia

import (
	"cmp"

	"cardpress/engine"
)

// Observe is the round as player p sees it (engine.Observer): the other
// players' hands and the draw pile dealt back from their cards in a
// canonical order, no random stream. The discard pile and the tableaus are
// in sight of all.
func (s *State) Observe(p int) engine.State { return s.hide(p, nil) }

// Determinize is a round p may believe is being played: the cards of the
// other hands and of the draw pile shuffled among them (engine.Observer).
func (s *State) Determinize(p int, r *engine.Rand) engine.State { return s.hide(p, r) }

func (s *State) hide(p int, r *engine.Rand) *State {
	c := s.clone()
	places := [][]uint8{c.draw}
	for q := 0; q < c.g.Players; q++ {
		if q != p {
			places = append(places, c.hands[q])
		}
	}
	engine.Resample(r, cmp.Compare[uint8], places...)
	engine.Reseed(&c.rng, r)
	return c
}

// Observe is the match as player p sees it (engine.Observer): the round in
// play as p sees it, the scores carried, and no seed for the rounds still
// to be dealt. (Without it the round's Observe, promoted from the embedded
// State, would hand a search a single round, and it would play each round
// as if the match ended with it.)
func (m *Match) Observe(p int) engine.State { return m.hide(p, nil) }

// Determinize is a match p may believe is being played: the round
// determinized, the seed of the rounds still to be dealt drawn from r.
func (m *Match) Determinize(p int, r *engine.Rand) engine.State { return m.hide(p, r) }

func (m *Match) hide(p int, r *engine.Rand) *Match {
	c := m.Clone().(*Match)
	c.State = m.State.hide(p, r)
	c.seed = 0
	if r != nil {
		c.seed = r.Uint64()
	}
	return c
}
