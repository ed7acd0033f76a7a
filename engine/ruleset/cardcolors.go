package ruleset

import "slices"

// This file holds what a condition reads of a card of several colors:
// shows(card, color), whether the card shows the color (a two-color card
// each of its two, a Wild card every one), and nth_color(card, i), its
// i-th color in the catalog's order (none past its last), and
// share_color(a, b), whether two cards show a color in common — Windia
// War's play card turned up two-colored matches both colors, and a card
// needing a follow-up is followed by one sharing its color. card.color is
// the one color of a one-color card only.

func init() {
	addFunction("shows", compileShows)
	addFunction("nth_color", compileNthColor)
	addFunction("share_color", compileShareColor)
}

// faceColors are the colors of each face, as indexes of the catalog's
// colors in its order. Callers share the result: it is not to be changed.
func (g *Game) faceColors() [][]int64 {
	if g.colorsOfFace != nil {
		return g.colorsOfFace
	}
	out := make([][]int64, len(g.faces))
	for i, card := range g.cat.Deck(g.set) {
		f := g.cardFace[i]
		if out[f] != nil {
			continue
		}
		out[f] = []int64{}
		for j, id := range g.colors {
			if slices.Contains(card.Face.Variant.Colors, id) {
				out[f] = append(out[f], int64(j))
			}
		}
	}
	g.colorsOfFace = out
	return out
}

// colorBits holds each face's colors as a bit set.
func (g *Game) colorBits() []uint64 {
	fc := g.faceColors()
	bits := make([]uint64, len(fc))
	for f, list := range fc {
		for _, i := range list {
			bits[f] |= 1 << i
		}
	}
	return bits
}

// compileShows compiles shows(card, color): whether the card shows the
// color — one of a two-color card's two, every color of a Wild card.
func compileShows(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 2, "shows(card, color)") {
		return nil, tBad
	}
	k := c.typed(n.args[0], e, tCard)
	col := c.typed(n.args[1], e, tColor)
	if k == nil || col == nil {
		return nil, tBad
	}
	bits := c.g.colorBits()
	cardFace := c.g.cardFace
	return func(x *ctx) int64 {
		card, v := k(x), col(x)
		if card < 0 || v < 0 {
			return 0
		}
		return int64(bits[cardFace[card]] >> v & 1)
	}, tBool
}

// compileNthColor compiles nth_color(card, i): the card's i-th color in
// the catalog's order, none (-1) past its last.
func compileNthColor(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 2, "nth_color(card, i)") {
		return nil, tBad
	}
	k, ok := c.faceReader(n.args[0], e, "colors")
	i := c.typed(n.args[1], e, tInt)
	if !ok || i == nil {
		return nil, tBad
	}
	fc := c.g.faceColors()
	return func(x *ctx) int64 {
		f, j := k(x), i(x)
		if f < 0 || j < 0 {
			return -1
		}
		list := fc[f]
		if j >= int64(len(list)) {
			return -1
		}
		return list[j]
	}, tColor
}

// compileShareColor compiles share_color(a, b): whether two cards show a
// color in common (a Wild card shares every color with a colored card).
func compileShareColor(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 2, "share_color(card, card)") {
		return nil, tBad
	}
	a := c.typed(n.args[0], e, tCard)
	b := c.typed(n.args[1], e, tCard)
	if a == nil || b == nil {
		return nil, tBad
	}
	bits := c.g.colorBits()
	cardFace := c.g.cardFace
	return func(x *ctx) int64 {
		i, j := a(x), b(x)
		if i < 0 || j < 0 {
			return 0
		}
		return b2i(bits[cardFace[i]]&bits[cardFace[j]] != 0)
	}, tBool
}
