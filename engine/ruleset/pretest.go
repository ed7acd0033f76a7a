package ruleset

import "math"

// This file reads the first term of a check's pre (checksplit.go)
// without a call when it compares a variable, or the count of a zone (of
// the player to move, or shared), with a constant: Windia War's "count(hand) > 1 ||
// finishing_cards != 1", asked of play, lay and the other card actions
// of the hand at nearly every listing, is decided by "count(hand) > 1"
// alone unless the hand holds one card, and its closures (the ||, the
// count's, the variable's) are not called. The test decides the pre
// when it is the pre, holds in a run of ||, or fails in a run of &&;
// else the pre's other terms do (hoistedFaces, checksplit.go).

// preTest is such a first term as a range: it holds when the value read
// (variable i, or the count of zone i when zone) is within lo..hi, or
// out of it when out (!=).
type preTest struct {
	on     bool
	zone   bool
	out    bool
	i      int
	lo, hi int64
	// mover is -1 for a zone of the player to move (its instance is
	// the player's), 0 for a shared zone.
	mover int
	// and: the pre is a run of && (the term failing fails it), else of
	// || (the term holding makes it hold); whole: the term is the pre.
	and, whole bool
	// rest is the pre's terms after the first, joined, nil when whole:
	// what decides the pre where the term does not.
	rest eval
}

// holds reports whether the test's term holds in s.
func (t *preTest) holds(s *State) bool {
	var v int64
	if t.zone {
		v = int64(len(s.zones[s.zb[t.i]+int(s.player)&t.mover]))
	} else {
		v = s.vars[t.i]
	}
	return (uint64(v-t.lo) <= uint64(t.hi-t.lo)) != t.out
}

// testOf is the test of pre condition n (a run of || or &&, or one
// term), off when its first term is not such a comparison.
func (c *compiler) testOf(n *node, e env) (t preTest) {
	terms, op := []*node{n}, ""
	if n.op == "binary" && (n.s == "||" || n.s == "&&") {
		op = n.s
		terms = operands(n, op)
	}
	f := terms[0]
	if f.op != "binary" || swapped[f.s] == "" || f.s == "+" {
		return preTest{}
	}
	l, r, ok := c.comparedOperands(f, e)
	if !ok {
		return preTest{}
	}
	cmp, side := f.s, f.args[0]
	if l.kind == 'k' {
		cmp, side, l, r = swapped[cmp], f.args[1], r, l
	}
	if r.kind != 'k' || r.k == math.MinInt64 || r.k == math.MaxInt64 { // k-1, k+1 would wrap
		return preTest{}
	}
	if z, mover, ok := c.countedZone(side, e); ok {
		t = preTest{on: true, zone: true, i: z}
		if mover {
			t.mover = -1
		}
	} else if l.kind == 'v' {
		t = preTest{on: true, i: int(l.k)}
	} else {
		return preTest{}
	}
	switch k := r.k; cmp {
	case "==":
		t.lo, t.hi = k, k
	case "!=":
		t.lo, t.hi, t.out = k, k, true
	case "<":
		t.lo, t.hi = math.MinInt64, k-1
	case "<=":
		t.lo, t.hi = math.MinInt64, k
	case ">":
		t.lo, t.hi = k+1, math.MaxInt64
	case ">=":
		t.lo, t.hi = k, math.MaxInt64
	}
	if t.and, t.whole = op == "&&", len(terms) == 1; t.on && !t.whole {
		c.again(func() { t.rest = c.typed(join(terms[1:], op), e, tBool) })
		if t.rest == nil {
			return preTest{}
		}
	}
	return t
}

// countedZone is the zone n, count(zone), counts, when it is one
// instance: the player to move's (mover) or a shared zone's.
func (c *compiler) countedZone(n *node, e env) (z int, mover, ok bool) {
	if c.probe != "" {
		return 0, false, false
	}
	return c.oneZone(n, "count", e)
}
