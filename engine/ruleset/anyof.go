package ruleset

import "slices"

// This file reads any(zone, it == c && …) as what it says: the card c is
// in the zone and the rest holds for it. A condition asking something of
// the action's card through the hand it is in ("any(hand, it == card &&
// follows_ctx)") is then one look-up, not a walk over the hand for every
// card of the hand.

// anyOf compiles n, any(zone, it == c && rest), as a look-up of the card
// c; nil when n is not of that form (c reading it or outer, or the
// condition calling random).
func (c *compiler) anyOf(n *node, e env, r *zref) eval {
	if n.s != "any" || len(n.args) != 2 || c.drawsRandom(n.args[1]) {
		return nil
	}
	terms := operands(n.args[1], "&&")
	pick := -1
	var card *node
	for i, t := range terms {
		if k := itEquals(t); k != nil && c.readsOf(k)&(rIt|rOuter) == 0 {
			pick, card = i, k
			break
		}
	}
	if pick < 0 {
		return nil
	}
	inner := e
	inner.it, inner.outer = true, e.it
	var k, rest eval
	c.again(func() {
		k = c.typed(card, e, tCard)
		if len(terms) > 1 {
			others := append(append([]*node{}, terms[:pick]...), terms[pick+1:]...)
			rest = c.typed(join(others, "&&"), inner, tBool)
		}
	})
	if k == nil || len(terms) > 1 && rest == nil {
		return nil
	}
	return func(x *ctx) int64 {
		card := k(x)
		if card < 0 {
			return 0
		}
		lo, hi := r.span(x)
		if w := int(x.s.where[card]); w < lo || w >= hi {
			return 0
		}
		if rest == nil {
			return 1
		}
		saved, outer := x.it, x.outer
		x.it, x.outer = int(card), saved
		v := rest(x)
		x.it, x.outer = saved, outer
		return v
	}
}

// itEquals is c of "it == c" or "c == it", nil for another term.
func itEquals(t *node) *node {
	if t.op != "binary" || t.s != "==" {
		return nil
	}
	a, b := t.args[0], t.args[1]
	switch {
	case a.op == "name" && a.s == "it":
		return b
	case b.op == "name" && b.s == "it":
		return a
	}
	return nil
}

// anyCardSet is n, any(zone, it == card && rest) for the zone the
// action's card is picked from (e.zone), as the set of faces of the card
// rest holds for with it as the card; nil for another n, or a rest that
// reads it otherwise than by its catalog values, or reads the card, or
// calls random. It is good for a card of that zone only, the cards
// LegalActions lists.
func (c *compiler) anyCardSet(n *node, e env, depth int) *setTerm {
	if c.setIt || c.folding || !e.card || e.zone == 0 || len(n.args) != 2 || c.drawsRandom(n.args[1]) {
		return nil
	}
	terms := operands(n.args[1], "&&")
	pick := slices.IndexFunc(terms, func(t *node) bool {
		k := itEquals(t)
		return k != nil && k.op == "name" && k.s == "card"
	})
	if pick < 0 {
		return nil
	}
	var r *zref
	c.again(func() { r = c.zone(n.args[0], e, false) })
	z := e.zone - 1
	if r == nil || r.z != z || r.all || c.g.zones[z].perPlayer != r.mover {
		return nil // not the zone the card is picked from
	}
	if len(terms) == 1 {
		return c.setOfNode(&node{op: "name", s: "true", off: n.off}, e, depth+1)
	}
	rest := join(append(append([]*node{}, terms[:pick]...), terms[pick+1:]...), "&&")
	if c.readsOf(rest)&(varies&^rIt) != 0 {
		return nil
	}
	inner := e
	inner.it, inner.outer = true, false
	saved := c.setIt
	c.setIt = true
	f := c.setOfNode(rest, inner, depth+1)
	c.setIt = saved
	return f
}
