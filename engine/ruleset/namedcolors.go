package ruleset

import "slices"

// This file holds a payment by color whose colors a step names: an action
// with name_colors = true may be written with the colors it pays with in
// parentheses after its card (CLAMP in CARDLAND's 「愛麗絲打出海邊的歌姬（藍、
// 紅）」, after the card aimed at: 「鮑伯使用黑衣魔術師（海邊的歌姬、黑、紫）的條文」).
// While colors are named, can_pay_colors asks whether the player's active
// cards hold one of each, pay_colors turns those, and
// named_colors_fit(color, colored, generic) whether they are the cost:
// as many as its points, colored of them of its color (a wild color pays
// generic points only). Self-play names none: it pays as pay_colors
// chooses.

func init() {
	addFunction("named_colors_fit", compileNamedColorsFit)
}

// nameColors reads an action's name_colors at p: only an action of a card
// that pays no cost of cards and chooses no group may name its colors.
func (r *reader) nameColors(am map[string]any, p string, a *action) bool {
	v, given := am["name_colors"]
	if !given {
		return false
	}
	b, ok := v.(bool)
	if !ok {
		r.valueErrorf(p+".name_colors", "name_colors is true or false")
		return false
	}
	if b && (a.zone < 0 || a.pay != nil || a.group != nil) {
		r.errorf(p+".name_colors", "name_colors is for an action of a card (card = \"hand\") that pays no cost of cards and chooses no group")
		return false
	}
	return b
}

// compileNamedColorsFit compiles named_colors_fit(color, colored,
// generic): true when the step names no colors, or names as many as the
// cost's points with at least colored of them of its color.
func compileNamedColorsFit(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 3, "named_colors_fit(color, colored, generic)") {
		return nil, tBad
	}
	col := c.colorArg(n.args[0], e)
	colored := c.typed(n.args[1], e, tInt)
	generic := c.typed(n.args[2], e, tInt)
	if col == nil || colored == nil || generic == nil {
		return nil, tBad
	}
	return func(x *ctx) int64 {
		if x.colors == nil {
			return 1
		}
		want := int(colored(x))
		if len(x.colors) != want+int(generic(x)) {
			return 0
		}
		k := int(col(x))
		have := 0
		for _, c := range x.colors {
			if c == k {
				have++
			}
		}
		return b2i(have >= want)
	}, tBool
}

// namedCards are the cards of the zone whose state is false that pay the
// colors named, the first showing each; ok is false when one is missing.
func (cc *colorCost) namedCards(x *ctx) (cards []int, ok bool) {
	s := x.s
	stride := len(s.g.cvars)
	zone := s.zones[cc.zone.one(x)]
	for _, col := range x.colors {
		k := -1
		for _, c := range zone {
			if s.cvars[int(c)*stride+cc.state] == 0 && cc.pays(int(c), col) && !slices.Contains(cards, int(c)) {
				k = int(c)
				break
			}
		}
		if k < 0 {
			return cards, false
		}
		cards = append(cards, k)
	}
	return cards, true
}

// payNamed turns the cards that pay the colors named.
func (cc *colorCost) payNamed(x *ctx) {
	cards, _ := cc.namedCards(x)
	stride := len(x.s.g.cvars)
	for _, k := range cards {
		x.s.cvars[k*stride+cc.state] = 1
	}
}
