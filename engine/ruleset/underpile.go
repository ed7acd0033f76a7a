package ruleset

import "slices"

// This file holds move_under(card, zone): a card put under a pile, at its
// bottom — Windia War's protect cards and released tableau cards go under
// the discard pile, below every dead card, and leave the play card on top.

func init() { addEffect("move_under", compileMoveUnder) }

// compileMoveUnder compiles move_under(card, zone): the card goes to the
// bottom of the zone.
func compileMoveUnder(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 2, "move_under(card, zone)") {
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
			x.s.moveUnder(int(card), to.one(x))
		}
	}
}

// moveUnder puts card k at the bottom of zone instance to.
func (s *State) moveUnder(k, to int) {
	if s.frozen != nil && s.frozen[to] {
		return
	}
	from := int(s.where[k])
	z := s.zones[from]
	i := slices.Index(z, int16(k))
	s.zones[from] = append(z[:i], z[i+1:]...)
	s.zones[to] = slices.Insert(s.zones[to], 0, int16(k))
	s.where[k] = int16(to)
	s.count(from, to)
	s.moved(k, from, to)
}
