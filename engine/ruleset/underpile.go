package ruleset

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
	// k is in z (where says so): looked for from the top, where a card
	// played from a hand or taken from a pile most often lies; the cards
	// above it moved down one, a few (a hand's) one by one, more by
	// memmove.
	n := len(z) - 1
	i := n
	for z[i] != int16(k) {
		i--
	}
	if n-i > 8 {
		copy(z[i:n], z[i+1:])
	} else {
		for ; i < n; i++ {
			z[i] = z[i+1]
		}
	}
	s.zones[from] = s.zones[from][:n] // the length alone is written
	t := append(s.zones[to], int16(k))
	if under {
		copy(t[1:], t)
		t[0] = int16(k)
	}
	s.zones[to] = t
	s.where[k] = int16(to)
	s.count(from, to)
	s.moved(k, from, to)
}
