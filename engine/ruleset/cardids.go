package ruleset

// This file holds what an expression reads of a card id (a choice of
// choose = "card", a variable of type "id"): the catalog values of the
// card it names, read like a card's — its rules, icons, kind, number,
// points and colors — from its first design in the set. A card played as
// another (a card declared as another, a joker standing for any card)
// follows the rules of the id it stands for: the description keeps the
// id beside the card and reads the rules through it
// (acting.rules.attack.draw).

// faceReader compiles n, a card or a card id, as the face its catalog
// values are read from, -1 for none: a card its own design, a card id its
// first design in the set (-1 for an id the set does not hold). ok is
// false, after an error, when n is neither.
func (c *compiler) faceReader(n *node, e env, what string) (eval, bool) {
	of, t := c.expr(n, e)
	if of == nil {
		return nil, false
	}
	if of, t = c.convert(n, of, t, tEntry); of == nil {
		return nil, false
	}
	switch t {
	case tCard:
		if f := c.topFace(n, e); f != nil {
			return f, true
		}
		cardFace := c.g.cardFace
		return func(x *ctx) int64 {
			if k := of(x); k >= 0 {
				return int64(cardFace[k])
			}
			return -1
		}, true
	case tEntry:
		first := c.entryFaces()
		return func(x *ctx) int64 {
			if i := of(x); i >= 0 && int(i) < len(first) {
				return first[i]
			}
			return -1
		}, true
	}
	c.errorf(start(n), "only a card or a card id has %s; this is %s", what, t)
	return nil, false
}

// topFace reads the face of top(zone), for a shared zone or the player
// to move's, in one call, not through the card: the most frequent card a
// condition reads the values of (top(discard).number, nth_color(top(
// discard), 0)). nil for another card.
func (c *compiler) topFace(n *node, e env) eval {
	z, mover, ok := c.oneZone(n, "top", e)
	if !ok {
		return nil
	}
	cardFace := c.g.cardFace
	return func(x *ctx) int64 { return x.s.topFaceIn(z, mover, cardFace) }
}

// oneZone is the zone a call fn(zone) (top, count) reads when n is such
// a call and its zone is one instance found without a call: the player
// to move's (mover) or a shared zone's. ok is false for another node, a
// zone of every player (hand[*]) or of a player named (hand[next(1)]).
func (c *compiler) oneZone(n *node, fn string, e env) (z int, mover, ok bool) {
	if n.op != "call" || n.s != fn || len(n.args) != 1 {
		return 0, false, false
	}
	var r *zref
	c.again(func() { r = c.zone(n.args[0], e, false) })
	if r == nil || r.all || r.p != nil && !r.mover {
		return 0, false, false
	}
	return r.z, r.mover, true
}

// topFaceIn is the face of the top card of zone z (the player to move's
// when mover), -1 when it is empty.
func (s *State) topFaceIn(z int, mover bool, cardFace []int16) int64 {
	i := s.zb[z]
	if mover {
		i += int(s.player)
	}
	if cards := s.zones[i]; len(cards) > 0 {
		return int64(cardFace[cards[len(cards)-1]])
	}
	return -1
}

// entryFaces is, by catalog entry, its first face in the set, -1 for an
// entry the set does not hold.
func (g *Game) entryFaces() []int64 {
	out := make([]int64, len(g.cat.Cards))
	for i := range out {
		out[i] = -1
	}
	for f := len(g.faces) - 1; f >= 0; f-- {
		out[g.faces[f].entry] = int64(f)
	}
	return out
}
