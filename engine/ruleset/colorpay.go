package ruleset

import (
	"math/bits"
	"slices"
	"strings"

	"cardpress/catalog"
)

// This file holds a cost paid by color: a player's cards of colors (CLAMP
// in CARDLAND's point cards) each pay one point by turning a state of the
// card true (resting). A cost is colored points of one color plus generic
// points of any color:
//
//	can_pay_colors(points, resting, card.color, card.cost_colored, card.cost_colorless)
//	pay_colors(points, resting, card.color, card.cost_colored, card.cost_colorless, 'purple')
//
// A card pays a colored point when it shows the color (a two-color card
// either of its two, as shows() reads it) and a generic point whatever its
// colors, a colorless one too: pays decides it for both the check and the
// payment, so a cost the check finds payable is paid in full. The colored
// part turns the first cards showing its color (bottom first); each
// generic point turns a card of the wild color (the last argument) while
// one is left, else one of the color with the most cards left (the
// catalog's first of equals), else any card left. The color may be a
// color or a word of the cards' rules naming a color id (an ability's
// cost, read from its text). Colors a step names are paid as named
// (namedcolors.go).

func init() {
	addFunction("can_pay_colors", compileCanPayColors)
	addEffect("pay_colors", compilePayColors)
}

// colorCost is a compiled cost by color.
type colorCost struct {
	zone             *zref
	state            int // the card variable a point turns true
	color            eval
	colored, generic eval
	shows            []uint64 // each card's colors, a bit set
}

func (c *compiler) colorCost(n *node, e env, form string, k int) *colorCost {
	if !c.arity(n, k, form) {
		return nil
	}
	out := &colorCost{zone: c.zone(n.args[0], e, true), shows: make([]uint64, len(c.g.cardFace))}
	faces := c.g.colorBits()
	for k, f := range c.g.cardFace {
		out.shows[k] = faces[f]
	}
	st := n.args[1]
	if st.op != "name" || c.g.cvarIndex(st.s) < 0 || c.g.cvars[c.g.cvarIndex(st.s)].t != tBool {
		var states []string
		for _, v := range c.g.cvars {
			if v.t == tBool {
				states = append(states, v.id)
			}
		}
		if s := catalog.Suggest(st.s, states); s != "" {
			c.errorf(st.off, "the second argument names a true-or-false card variable, the state a point turns: did you mean %q?", s)
		} else {
			c.errorf(st.off, "the second argument names a true-or-false card variable, the state a point turns: one of %s", strings.Join(states, ", "))
		}
		return nil
	}
	out.state = c.g.cvarIndex(st.s)
	out.color = c.colorArg(n.args[2], e)
	out.colored = c.typed(n.args[3], e, tInt)
	out.generic = c.typed(n.args[4], e, tInt)
	if out.zone == nil || out.color == nil || out.colored == nil || out.generic == nil {
		return nil
	}
	return out
}

// colorArg compiles a color, or a rules word naming a color id.
func (c *compiler) colorArg(n *node, e env) eval {
	f, t := c.expr(n, e)
	if f == nil {
		return nil
	}
	if f, t = c.convert(n, f, t, tColor); f == nil {
		return nil
	}
	switch t {
	case tColor:
		return f
	case tWord:
		words := c.g.ruleWords()
		byWord := make([]int64, len(words))
		for i, w := range words {
			byWord[i] = int64(slices.Index(c.g.colors, w))
		}
		return func(x *ctx) int64 {
			if w := f(x); w >= 0 && int(w) < len(byWord) {
				return byWord[w]
			}
			return -1
		}
	}
	c.errorf(start(n), "a color is wanted here (or a rules word naming one), this is %s", t)
	return nil
}

// active counts the cards of the zone whose state is false: in all, and
// by each color they show.
func (cc *colorCost) active(x *ctx, byColor []int) (total int) {
	s := x.s
	stride := len(s.g.cvars)
	for _, k := range s.zones[cc.zone.one(x)] {
		if s.cvars[int(k)*stride+cc.state] == 0 {
			cc.count(byColor, int(k), 1)
			total++
		}
	}
	return total
}

// count adds d to the count of each color card k shows.
func (cc *colorCost) count(byColor []int, k, d int) {
	for b := cc.shows[k]; b != 0; b &= b - 1 {
		byColor[bits.TrailingZeros64(b)] += d
	}
}

// pays reports whether card k may pay a point of color col: a generic
// point (col < 0) any card, a colored one a card showing the color.
func (cc *colorCost) pays(k, col int) bool {
	return col < 0 || cc.shows[k]>>col&1 != 0
}

func compileCanPayColors(c *compiler, n *node, e env) (eval, typ) {
	cc := c.colorCost(n, e, "can_pay_colors(zone, state, color, colored, generic)", 5)
	if cc == nil {
		return nil, tBad
	}
	ncolors := len(c.g.colors)
	return func(x *ctx) int64 {
		if x.colors != nil {
			_, ok := cc.namedCards(x)
			return b2i(ok)
		}
		var buf [16]int
		byColor := buf[:0]
		if ncolors > len(buf) {
			byColor = make([]int, ncolors)
		} else {
			byColor = buf[:ncolors]
		}
		total := cc.active(x, byColor)
		col, colored, generic := cc.color(x), int(cc.colored(x)), int(cc.generic(x))
		have := 0
		if col >= 0 {
			have = byColor[col]
		}
		return b2i((colored == 0 || have >= colored) && total >= colored+generic)
	}, tBool
}

func compilePayColors(c *compiler, n *node, e env) stmt {
	cc := c.colorCost(n, e, "pay_colors(zone, state, color, colored, generic, wild)", 6)
	if cc == nil {
		return nil
	}
	wild := c.colorArg(n.args[5], e)
	if wild == nil {
		return nil
	}
	ncolors := len(c.g.colors)
	return func(x *ctx) {
		if x.colors != nil {
			cc.payNamed(x)
			return
		}
		byColor := make([]int, ncolors)
		cc.active(x, byColor)
		col, w := int(cc.color(x)), int(wild(x))
		if col >= 0 {
			for range cc.colored(x) {
				cc.turn(x, col, byColor)
			}
		}
		for range cc.generic(x) {
			cc.turn(x, cc.genericPick(byColor, w), byColor)
		}
	}
}

// genericPick is the color a generic point is paid with: wild while a card
// of it is left, else the color with the most cards left, else none (-1:
// any card, a colorless one).
func (cc *colorCost) genericPick(byColor []int, wild int) int {
	if wild >= 0 && byColor[wild] > 0 {
		return wild
	}
	pick, best := -1, 0
	for i, n := range byColor {
		if n > best {
			pick, best = i, n
		}
	}
	return pick
}

// turn turns the first card whose state is false that pays a point of
// color col (any card for col < 0), and takes it from the counts.
func (cc *colorCost) turn(x *ctx, col int, byColor []int) {
	s := x.s
	stride := len(s.g.cvars)
	for _, k := range s.zones[cc.zone.one(x)] {
		if i := int(k)*stride + cc.state; s.cvars[i] == 0 && cc.pays(int(k), col) {
			s.cvars[i] = 1
			cc.count(byColor, int(k), -1)
			return
		}
	}
}
