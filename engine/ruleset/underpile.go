package ruleset

import "slices"

// This file holds move_under(card, zone): a card put under a pile, at its
// bottom — Windia War's protect cards and released tableau cards go under
// the discard pile, below every dead card, and leave the play card on top
// — and what it shares with move(card, zone), which puts it on top.

func init() {
	addEffect("move_under", func(c *compiler, n *node, e env) stmt {
		return c.cardOnto(n, e, "move_under(card, zone)", (*State).moveUnder)
	})
}

// cardOnto compiles an effect of the form f(card, zone) that puts the card
// into the zone with put.
func (c *compiler) cardOnto(n *node, e env, form string, put func(s *State, k, to int)) stmt {
	if !c.arity(n, 2, form) {
		return nil
	}
	k := c.typed(n.args[0], e, tCard)
	to := c.zone(n.args[1], e, true)
	if k == nil || to == nil {
		return nil
	}
	c.g.zones[to.z].filled = true
	return func(x *ctx) {
		if card := k(x); card >= 0 {
			put(x.s, int(card), to.one(x))
		}
	}
}

// moveUnder puts card k at the bottom of zone instance to.
func (s *State) moveUnder(k, to int) { s.put(k, to, true) }

// put moves card k into zone instance to: on top, or at the bottom
// (under).
func (s *State) put(k, to int, under bool) {
	if s.frozen != nil && s.frozen[to] {
		return
	}
	from := int(s.where[k])
	z := s.zones[from]
	i := slices.Index(z, int16(k))
	s.zones[from] = append(z[:i], z[i+1:]...)
	if under {
		s.zones[to] = slices.Insert(s.zones[to], 0, int16(k))
	} else {
		s.zones[to] = append(s.zones[to], int16(k))
	}
	s.where[k] = int16(to)
	s.count(from, to)
	s.moved(k, from, to)
}
