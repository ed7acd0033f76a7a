package ruleset

// This file reads a choosing action's conditions on the choice for every
// value at once, as faceset.go does for a card action's card: "choice >=
// 2 && choice <= releasable" is the set of numbers 2 to releasable, read
// once from the state, instead of a condition asked of each of the 16
// numbers in turn.

// choiceSet is a set of values of a choice, bit v for value v.
type choiceSet uint64

// maskEval is a condition on the choice compiled to the values it holds
// for in the state of x.
type maskEval func(x *ctx) choiceSet

// choiceWidth is how many values a choice of type t may take at most,
// 0 when they are too many for a choiceSet (a card of the catalog).
func (c *compiler) choiceWidth(t typ) int {
	n := 0
	switch t {
	case tInt:
		n = maxNumber + 1
	case tColor:
		n = len(c.g.colors)
	case tPlayer:
		n = maxSeat
	}
	if n > 64 {
		return 0
	}
	return n
}

// maskOf compiles condition n on the choice to the values it holds for,
// nil when it reads the choice otherwise than by comparing it with a
// value that does not.
func (c *compiler) maskOf(n *node, e env) maskEval {
	width := c.choiceWidth(e.choice)
	if width == 0 {
		return nil
	}
	return c.maskOfNode(n, e, width, 0)
}

func (c *compiler) maskOfNode(n *node, e env, width, depth int) maskEval {
	if depth > maxFold {
		return nil
	}
	all := choiceSet(1)<<width - 1
	if c.readsOf(n)&(perItem|rRandom) == 0 {
		var f eval
		c.again(func() { f = c.typed(n, e, tBool) })
		if f == nil {
			return nil
		}
		return func(x *ctx) choiceSet {
			if f(x) != 0 {
				return all
			}
			return 0
		}
	}
	switch {
	case n.op == "name":
		if l, ok := c.lets[n.s]; ok {
			return c.maskOfNode(l, e, width, depth+1)
		}
	case n.op == "unary" && n.s == "!":
		a := c.maskOfNode(n.args[0], e, width, depth+1)
		if a == nil {
			return nil
		}
		return func(x *ctx) choiceSet { return all &^ a(x) }
	case n.op == "binary" && (n.s == "&&" || n.s == "||"):
		a := c.maskOfNode(n.args[0], e, width, depth+1)
		b := c.maskOfNode(n.args[1], e, width, depth+1)
		if a == nil || b == nil {
			return nil
		}
		if n.s == "&&" {
			return func(x *ctx) choiceSet {
				if m := a(x); m != 0 {
					return m & b(x)
				}
				return 0
			}
		}
		return func(x *ctx) choiceSet {
			if m := a(x); m != all {
				return m | b(x)
			}
			return all
		}
	case n.op == "binary":
		return c.compareMask(n, e, width)
	case n.op == "ifexpr" && c.readsOf(n.args[0])&(perItem|rRandom) == 0:
		return c.ifMask(n, e, width, depth)
	case n.op == "call" && n.s == "shows":
		return c.showsMask(n, e, width)
	}
	return nil
}

// ifMask is "if cond then a else b" for a cond that does not read the
// choice: a's values or b's, each a mask when it has one, else read value
// by value (valuesOf) — only that branch: the other may have a mask.
// Windia War's color choice reads shows(last, choice), a mask, unless
// the card was played as another.
func (c *compiler) ifMask(n *node, e env, width, depth int) maskEval {
	var cond eval
	c.again(func() { cond = c.typed(n.args[0], e, tBool) })
	a, b := c.branchMask(n.args[1], e, width, depth), c.branchMask(n.args[2], e, width, depth)
	if cond == nil || a == nil || b == nil {
		return nil
	}
	return func(x *ctx) choiceSet {
		if cond(x) != 0 {
			return a(x)
		}
		return b(x)
	}
}

// branchMask is the mask of n, a branch of an if, or its values read
// value by value when it has none (nil when it does not compile, or
// reads random: its reads must be those of the plain reading).
func (c *compiler) branchMask(n *node, e env, width, depth int) maskEval {
	if m := c.maskOfNode(n, e, width, depth+1); m != nil {
		return m
	}
	var f eval
	c.again(func() { f = c.typed(n, e, tBool) })
	if f == nil || c.readsOf(n)&rRandom != 0 {
		return nil
	}
	return func(x *ctx) choiceSet {
		saved := x.choice
		var m choiceSet
		for v := range width {
			if x.choice = int64(v); f(x) != 0 {
				m |= 1 << v
			}
		}
		x.choice = saved
		return m
	}
}

// showsMask is shows(card, choice) for a card that does not read the
// choice, a color: the colors the card shows, one look-up by its face.
func (c *compiler) showsMask(n *node, e env, width int) maskEval {
	if len(n.args) != 2 || e.choice != tColor || n.args[1].op != "name" || n.args[1].s != "choice" ||
		c.readsOf(n.args[0])&(perItem|rRandom) != 0 {
		return nil
	}
	var k eval
	c.again(func() { k = c.typed(n.args[0], e, tCard) })
	if k == nil {
		return nil
	}
	bits, cardFace, all := c.g.colorBits(), c.g.cardFace, choiceSet(1)<<width-1
	return func(x *ctx) choiceSet {
		if card := k(x); card >= 0 {
			return choiceSet(bits[cardFace[card]]) & all
		}
		return 0
	}
}

// compareMask is the choice compared with a value that does not read it:
// choice <= releasable, choice != player. The set is made from the value
// by shifts, not by comparing each of the width values; a value that
// reads nothing (choice >= 1) is made once, at load.
func (c *compiler) compareMask(n *node, e env, width int) maskEval {
	op := n.s
	if _, ok := mirrored[op]; !ok {
		return nil
	}
	side, other := n.args[0], n.args[1]
	if side.op != "name" || side.s != "choice" {
		side, other, op = other, side, mirrored[op]
	}
	if side.op != "name" || side.s != "choice" || c.readsOf(other)&(perItem|rRandom) != 0 {
		return nil
	}
	var v eval
	c.again(func() {
		var t typ
		if v, t = c.expr(other, e); v != nil {
			if v, t = c.convert(other, v, t, e.choice); t != e.choice {
				v = nil
			}
		}
	})
	if v == nil {
		return nil
	}
	if c.readsOf(other) == 0 {
		if w, ok := valueAt(v, &ctx{card: -1, it: -1, outer: -1}); ok {
			m := choiceMask(op, w, width)
			return func(*ctx) choiceSet { return m }
		}
	}
	return func(x *ctx) choiceSet { return choiceMask(op, v(x), width) }
}

// mirrored are the comparing operators, each with the operator that
// compares b with a as it compares a with b: 2 < choice is choice > 2.
var mirrored = map[string]string{"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}

// choiceMask is the set of the values 0 to width-1 that compare with w
// as op says: choice op w.
func choiceMask(op string, w int64, width int) choiceSet {
	all := choiceSet(1)<<width - 1
	// below is the set of the values less than n.
	below := func(n int64) choiceSet {
		switch {
		case n <= 0:
			return 0
		case n >= int64(width):
			return all
		}
		return choiceSet(1)<<n - 1
	}
	switch op {
	case "==":
		return below(w+1) &^ below(w)
	case "!=":
		return all &^ (below(w+1) &^ below(w))
	case "<":
		return below(w)
	case "<=":
		return below(w + 1)
	case ">":
		return all &^ below(w+1)
	}
	return all &^ below(w) // >=
}
