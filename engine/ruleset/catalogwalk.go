package ruleset

// This file walks a zone for sum(zone, v), sum(zone, if C then v else 0)
// and each_card(zone, if C then effect) with what reads nothing but it's
// catalog values (it.rules.ongoing.incoming, it.rules.attack.rest > 0)
// made at load into a table by card: such a value or term is the same
// for a card in every state. The walk adds the table's values, or asks
// those terms of C by a look-up and reads the rest of C, v or the effect
// for the cards they hold for only. Windia War's turn begins with such
// sums and each_cards over the tableaus, whose cards are mostly others.

// catalogValues is, for expression n on it reading nothing but it's
// catalog values, its value for each card; nil for another n.
func (c *compiler) catalogValues(n *node, e env, want typ) []int64 {
	if src, ok := c.faceOf(n, e, 0); !ok || src != "it" {
		return nil
	}
	var f eval
	c.again(func() { f = c.typed(n, e, want) })
	if f == nil {
		return nil
	}
	saved := c.setIt
	c.setIt = true // byCard reads the card as it
	vals, ok := c.byCard(f)
	c.setIt = saved
	if !ok {
		return nil
	}
	return vals
}

// catalogSplit is condition n's && terms that read only it's catalog
// values, as whether they hold for each card, and the others joined
// (nil for none); holds is nil when no term reads only those.
func (c *compiler) catalogSplit(n *node, e env) (holds []bool, rest *node) {
	var cat, others []*node
	for _, t := range operands(n, "&&") {
		if src, ok := c.faceOf(t, e, 0); ok && src == "it" {
			cat = append(cat, t)
		} else {
			others = append(others, t)
		}
	}
	if len(cat) == 0 {
		return nil, nil
	}
	vals := c.catalogValues(join(cat, "&&"), e, tBool)
	if vals == nil {
		return nil, nil
	}
	holds = make([]bool, len(vals))
	for k, v := range vals {
		holds[k] = v != 0
	}
	if len(others) > 0 {
		rest = join(others, "&&")
	}
	return holds, rest
}

// sumWhere compiles sum(zone r, v) for v reading only it's catalog
// values as a walk adding a table's values, and sum(zone r, if C then v
// else 0) for C with such terms as a walk reading the rest of C and v
// for the cards they hold for only; nil for another sum. inner is the
// names of the sum's expression, f the expression and plain the sum read
// card by card (for a state with plainWalk set).
func (c *compiler) sumWhere(n *node, inner env, r *zref, f, plain eval) eval {
	if n.s != "sum" || c.drawsRandom(n.args[1]) {
		return nil // a walk reads the expression for fewer cards
	}
	body := n.args[1]
	if vals := c.catalogValues(body, inner, tInt); vals != nil {
		return func(x *ctx) int64 {
			if x.s.plainWalk {
				return plain(x)
			}
			lo, hi := r.span(x)
			var total int64
			for _, z := range x.s.zones[lo:hi] {
				for _, k := range z {
					total += vals[k]
				}
			}
			return total
		}
	}
	if body.op != "ifexpr" || body.args[2].op != "int" || body.args[2].n != 0 {
		return nil
	}
	holds, rest := c.catalogSplit(body.args[0], inner)
	if holds == nil {
		return nil
	}
	if rest != nil {
		body = &node{op: "ifexpr", args: []*node{rest, body.args[1], body.args[2]}, off: body.off}
	} else {
		body = body.args[1]
	}
	var v eval
	c.again(func() { v = c.typed(body, inner, tInt) })
	if v == nil {
		return nil
	}
	return sumWalk(r, v, holds, f)
}

// eachWhere compiles each_card(zone r, if C then effect), C with terms
// reading only it's catalog values, as the rest of C and the effect run
// for the cards those terms hold for among those there when it starts;
// nil for another body. inner is the names of the body, plain the
// each_card run card by card (for a state with plainWalk set).
func (c *compiler) eachWhere(body *node, inner env, r *zref, plain stmt) stmt {
	if body.op != "if" || len(body.args) != 2 || c.drawsRandom(body) {
		return nil // a walk reads the condition for fewer cards
	}
	holds, rest := c.catalogSplit(body.args[0], inner)
	if holds == nil {
		return nil
	}
	var then stmt
	c.again(func() {
		if rest != nil {
			then = c.stmt(&node{op: "if", args: []*node{rest, body.args[1]}, off: body.off}, inner)
		} else {
			then = c.stmt(body.args[1], inner)
		}
	})
	if then == nil {
		return nil
	}
	return func(x *ctx) {
		if x.s.plainWalk {
			plain(x)
			return
		}
		lo, hi := r.span(x)
		// The cards there when it starts, even those an effect moves.
		var buf [64]int16
		list := buf[:0]
		for _, z := range x.s.zones[lo:hi] {
			for _, k := range z {
				if holds[k] {
					list = append(list, k)
				}
			}
		}
		saved := x.it
		for _, k := range list {
			x.it = int(k)
			then(x)
		}
		x.it = saved
	}
}
