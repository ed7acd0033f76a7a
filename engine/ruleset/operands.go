package ruleset

// This file compiles an operator with a constant side, or a variable of
// the state against a constant, to one function: "phase == 'finish'",
// "count(hand) > 1" and "left - 1" are read with one call, not three.
// The rules' conditions are mostly such comparisons, asked after every
// action.

// operand is a side of an operator that needs no call to read: a
// constant, a variable of the state, the phase or the player to move.
type operand struct {
	kind byte  // 'k' constant, 'v' variable, 'p' phase, 'P' player; 0 for another
	k    int64 // the constant, or the variable's index
}

// notVars are the names the compiler reads before the variables.
var notVars = map[string]bool{"actor": true, "players": true, "card": true, "target": true,
	"choice": true, "it": true, "outer": true, "p": true}

// operandOf is what n, compiled to f, reads when it needs no call.
func (c *compiler) operandOf(n *node, f eval) operand {
	switch n.op {
	case "int", "str":
		return operand{'k', f(nil)}
	case "name":
	default:
		return operand{}
	}
	if c.probe != "" && n.s == c.probe || c.probe2 != "" && n.s == c.probe2 {
		return operand{}
	}
	switch n.s {
	case "true", "false", "none":
		return operand{'k', f(nil)}
	case "phase":
		return operand{kind: 'p'}
	case "player":
		return operand{kind: 'P'}
	}
	if i := c.g.varIndex(n.s); i >= 0 && !notVars[n.s] {
		return operand{'v', int64(i)}
	}
	return operand{}
}

// swapped is op with its sides swapped: k < a is a > k.
var swapped = map[string]string{"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<=", "+": "+"}

// direct is a op b as one function when a side is a constant, nil when
// neither is (or op is not one of these).
func (c *compiler) direct(n *node, a, b eval) eval {
	op := n.s
	l, r := c.operandOf(n.args[0], a), c.operandOf(n.args[1], b)
	side := n.args[0]
	if l.kind == 'k' && r.kind != 'k' {
		if op = swapped[op]; op == "" {
			return nil
		}
		l, r, a, side = r, l, b, n.args[1]
	}
	if r.kind != 'k' || l.kind == 'k' {
		return nil
	}
	k := r.k
	if z, ok := c.moverCount(side); ok {
		if f := countOp(op, z, k); f != nil {
			return f
		}
	}
	switch l.kind {
	case 'v':
		return varOp(op, int(l.k), k)
	case 'p':
		if f := phaseOp(op, k); f != nil {
			return f
		}
	}
	return constOp(op, a, k)
}

// constOp is a(x) op k.
func constOp(op string, a eval, k int64) eval {
	switch op {
	case "==":
		return func(x *ctx) int64 { return b2i(a(x) == k) }
	case "!=":
		return func(x *ctx) int64 { return b2i(a(x) != k) }
	case "<":
		return func(x *ctx) int64 { return b2i(a(x) < k) }
	case "<=":
		return func(x *ctx) int64 { return b2i(a(x) <= k) }
	case ">":
		return func(x *ctx) int64 { return b2i(a(x) > k) }
	case ">=":
		return func(x *ctx) int64 { return b2i(a(x) >= k) }
	case "+":
		return func(x *ctx) int64 { return a(x) + k }
	case "-":
		return func(x *ctx) int64 { return a(x) - k }
	}
	return nil
}

// varOp is variable i op k.
func varOp(op string, i int, k int64) eval {
	switch op {
	case "==":
		return func(x *ctx) int64 { return b2i(x.s.vars[i] == k) }
	case "!=":
		return func(x *ctx) int64 { return b2i(x.s.vars[i] != k) }
	case "<":
		return func(x *ctx) int64 { return b2i(x.s.vars[i] < k) }
	case "<=":
		return func(x *ctx) int64 { return b2i(x.s.vars[i] <= k) }
	case ">":
		return func(x *ctx) int64 { return b2i(x.s.vars[i] > k) }
	case ">=":
		return func(x *ctx) int64 { return b2i(x.s.vars[i] >= k) }
	case "+":
		return func(x *ctx) int64 { return x.s.vars[i] + k }
	case "-":
		return func(x *ctx) int64 { return x.s.vars[i] - k }
	}
	return nil
}

// moverCount reports whether n is count(zone) of a zone of the player
// to move (count(hand)), and the zone.
func (c *compiler) moverCount(n *node) (z int, ok bool) {
	if len(n.args) != 1 || n.args[0].op != "name" { // a bare name: no env to read
		return 0, false
	}
	z, mover, ok := c.countedZone(n, env{})
	return z, ok && mover
}

// countOp is the count of zone z of the player to move op k, read
// without a call ("count(hand) > 1", asked by LegalActions of most
// card actions).
func countOp(op string, z int, k int64) eval {
	switch op {
	case "==":
		return func(x *ctx) int64 { return b2i(moverLen(x.s, z) == k) }
	case "!=":
		return func(x *ctx) int64 { return b2i(moverLen(x.s, z) != k) }
	case "<":
		return func(x *ctx) int64 { return b2i(moverLen(x.s, z) < k) }
	case "<=":
		return func(x *ctx) int64 { return b2i(moverLen(x.s, z) <= k) }
	case ">":
		return func(x *ctx) int64 { return b2i(moverLen(x.s, z) > k) }
	case ">=":
		return func(x *ctx) int64 { return b2i(moverLen(x.s, z) >= k) }
	}
	return nil
}

// moverLen is the count of zone z of the player to move.
func moverLen(s *State, z int) int64 { return int64(len(s.moverZone(int32(z)))) }

// phaseOp is the phase op k.
func phaseOp(op string, k int64) eval {
	switch op {
	case "==":
		return func(x *ctx) int64 { return b2i(x.s.phase == k) }
	case "!=":
		return func(x *ctx) int64 { return b2i(x.s.phase != k) }
	}
	return nil
}

// guard is the first term of an effect's condition when it compares the
// phase or a variable with a constant ("if phase == 'finish' && …"): the
// effect reads it without a call, and calls the rest of the condition
// only when it holds.
type guard struct {
	on   operand // the phase ('p') or a variable ('v')
	eq   bool    // == (else !=)
	k    int64
	rest eval // the terms after it, nil for none
}

// guardOf is the guard of condition n, a run of && (or one term); ok is
// false when its first term is not such a comparison.
func (c *compiler) guardOf(n *node, e env) (gd guard, ok bool) {
	terms := operands(n, "&&")
	t := terms[0]
	if t.op != "binary" || t.s != "==" && t.s != "!=" {
		return guard{}, false
	}
	l, r, ok := c.comparedOperands(t, e)
	if !ok {
		return guard{}, false
	}
	if l.kind == 'k' {
		l, r = r, l
	}
	if r.kind != 'k' || l.kind != 'p' && l.kind != 'v' {
		return guard{}, false
	}
	gd = guard{on: l, eq: t.s == "==", k: r.k}
	if len(terms) > 1 {
		c.again(func() { gd.rest = c.typed(join(terms[1:], "&&"), e, tBool) })
		ok = gd.rest != nil
	}
	return gd, ok
}

// comparedOperands are the sides of comparison t as operandOf reads
// them, each compiled and converted as the comparison reads it (a word
// read as a phase, a color); ok is false when a side does not compile.
func (c *compiler) comparedOperands(t *node, e env) (l, r operand, ok bool) {
	c.again(func() {
		a, ta := c.expr(t.args[0], e)
		b, tb := c.expr(t.args[1], e)
		if a == nil || b == nil {
			return
		}
		if a, ta = c.convert(t.args[0], a, ta, tb); a == nil {
			return
		}
		if b, _ = c.convert(t.args[1], b, tb, ta); b == nil {
			return
		}
		l, r, ok = c.operandOf(t.args[0], a), c.operandOf(t.args[1], b), true
	})
	return l, r, ok
}

// guarded is "if n then then else els" read through guard gd.
func guarded(gd guard, then, els stmt) stmt {
	on, eq, k, rest := gd.on, gd.eq, gd.k, gd.rest
	i := int(on.k)
	return func(x *ctx) {
		v := x.s.phase
		if on.kind == 'v' {
			v = x.s.vars[i]
		}
		if (v == k) == eq && (rest == nil || rest(x) != 0) {
			then(x)
		} else if els != nil {
			els(x)
		}
	}
}
