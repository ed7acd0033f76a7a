package ruleset

import (
	"cmp"

	"cardpress/engine"
)

// Observe is the state as player p sees it (engine.Observer): the cards of
// the zones p cannot see — a zone seen by nobody, another player's zone seen
// by its owner — dealt back in a canonical order, no random stream.
func (s *State) Observe(p int) engine.State { return s.hide(p, nil) }

// Determinize is a state p may believe the game to be in: the cards p
// cannot see shuffled among the zones that hide them (engine.Observer).
func (s *State) Determinize(p int, r *engine.Rand) engine.State { return s.hide(p, r) }

func (s *State) hide(p int, r *engine.Rand) *State {
	c := s.clone()
	// With decks of their own, a player's hidden cards are shuffled only
	// among that player's hidden zones: nobody's card goes into another's
	// deck. Group n holds the shared zones.
	groups := make([][][]int16, c.n+1)
	for i, z := range c.g.zones {
		for q := 0; q < c.n; q++ {
			if (!z.perPlayer && q > 0) || z.seen == "all" || (z.seen == "owner" && q == p) {
				continue
			}
			g := 0
			if c.g.decks {
				g = c.n
				if z.perPlayer {
					g = q
				}
			}
			groups[g] = append(groups[g], c.zones[c.zb[i]+q])
		}
	}
	for _, places := range groups {
		engine.Resample(r, cmp.Compare[int16], places...)
	}
	for i, z := range c.g.zones {
		for q := 0; q < c.n && (z.perPlayer || q == 0); q++ {
			for _, k := range c.zones[c.zb[i]+q] {
				c.where[k] = int16(c.zb[i] + q)
			}
		}
	}
	engine.Reseed(&c.rng, r)
	return c
}
