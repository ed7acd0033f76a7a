package ruleset

// This file holds outer: inside a sum, any or all over a zone that stands
// inside another, the card the enclosing one looks at, as it names the
// inner one's. A Windia War card may need a follow-up in the hand, which
// may be another card needing one in turn: any(hand, it.rules.follow.
// required && any(hand, it != outer && shows(it, nth_color(outer, 0)))).

func (c *compiler) outerCard(n *node, e env) (eval, typ) {
	if !e.outer {
		c.errorf(n.off, "outer names the card an enclosing sum, any or all looks at, inside another one's")
		return nil, tBad
	}
	return func(x *ctx) int64 { return int64(x.outer) }, tCard
}
