package ruleset

// This file finds at load what, failing, makes a check fail for every
// card and every choice, so that LegalActions leaves its action out
// without asking it (phaselisting.go): a variable compared with a
// constant, the first term of the check's condition (Windia War's
// point_out, "forgot != none && forgot != player", asked in every phase
// and listed in fewer than 1% of them), or a zone of the player to move
// that holds a card, when the condition read with that zone empty is
// false (draw_release's "choice >= 2 && choice <= releasable", where
// releasable is a sum over the player's tableau: empty, no choice is
// left).

// listGate is a gate of a check: a variable compared with a constant,
// or a zone of the player to move (or a shared zone) holding a card.
type listGate struct {
	zone bool // a zone's gate: zone i holds a card
	i    int  // the variable's index in State.vars, or the zone
	eq   bool
	k    int64
}

// gatesOf gives check ch, whose condition is n, its gates.
func (c *compiler) gatesOf(ch *check, n *node, e env) {
	if gd, ok := c.guardOf(operands(n, "&&")[0], e); ok && gd.on.kind == 'v' {
		ch.gates = append(ch.gates, listGate{i: int(gd.on.k), eq: gd.eq, k: gd.k})
	}
	for _, z := range c.aggregatedZones(n, nil, 0) {
		if c.failsEmpty(n, z, e) {
			ch.gates = append(ch.gates, listGate{zone: true, i: z})
		}
	}
}

// aggregatedZones adds to zs the zones n (its lets read as their
// expressions) counts, sums or asks any or all of by their bare name:
// the player's to move, or a shared one.
func (c *compiler) aggregatedZones(n *node, zs []int, depth int) []int {
	if depth > maxFold {
		return zs
	}
	if z, ok := c.aggregateZone(n); ok {
		for _, y := range zs {
			if y == z {
				return zs
			}
		}
		return append(zs, z)
	}
	if l, ok := c.lets[n.s]; ok && n.op == "name" {
		return c.aggregatedZones(l, zs, depth+1)
	}
	for _, a := range n.args {
		zs = c.aggregatedZones(a, zs, depth+1)
	}
	return zs
}

// emptyValues are the values of the aggregates over a zone without a
// card.
var emptyValues = map[string]*node{
	"count": {op: "int"}, "sum": {op: "int"},
	"any": {op: "name", s: "false"}, "all": {op: "name", s: "true"},
}

// aggregateZone is the zone n counts, sums or asks any or all of by its
// bare name; ok false for another n.
func (c *compiler) aggregateZone(n *node) (z int, ok bool) {
	if n.op != "call" || emptyValues[n.s] == nil || len(n.args) == 0 || n.args[0].op != "name" {
		return 0, false
	}
	z = c.g.zoneIndex(n.args[0].s)
	return z, z >= 0
}

// emptied is n with its aggregates over zone z read as over no card (0,
// false, true) and its lets as their expressions; n itself when it has
// none.
func (c *compiler) emptied(n *node, z, depth int) *node {
	if depth > maxFold {
		return n
	}
	if y, ok := c.aggregateZone(n); ok && y == z {
		v := *emptyValues[n.s]
		v.off = n.off
		return &v
	}
	if l, ok := c.lets[n.s]; ok && n.op == "name" {
		if m := c.emptied(l, z, depth+1); m != l {
			return m
		}
		return n
	}
	var args []*node
	for i, a := range n.args {
		if m := c.emptied(a, z, depth+1); m != a {
			if args == nil {
				args = append([]*node(nil), n.args...)
			}
			args[i] = m
		}
	}
	if args == nil {
		return n
	}
	m := *n
	m.args = args
	return &m
}

// failsEmpty reports whether condition n is false for every card and
// choice while zone z holds no card: read with z empty, it reads nothing
// else and is false, or reads the choice alone and no value is left.
func (c *compiler) failsEmpty(n *node, z int, e env) bool {
	m := c.emptied(n, z, 0)
	var fails func(x *ctx) bool
	switch c.readsOf(m) {
	case 0:
		var f eval
		c.again(func() { f = c.typed(m, e, tBool) })
		if f != nil {
			fails = func(x *ctx) bool { return f(x) == 0 }
		}
	case rChoice:
		var mask maskEval
		if e.choice != tBad {
			c.again(func() { mask = c.maskOf(m, e) })
		}
		if mask != nil {
			fails = func(x *ctx) bool { return mask(x) == 0 }
		}
	}
	if fails == nil {
		return false
	}
	by := byPhase(c.g, fails) // reads no phase: the same in each
	return len(by) > 0 && by[0]
}

// varGate is a phase's gate on a variable compared with a constant:
// entries bit list nothing unless vars[i] == k is eq.
type varGate struct {
	i   int
	k   int64
	eq  bool
	bit uint64
}

// zoneGate is a phase's gate on a zone holding a card: entries bit list
// nothing while instance zb[z] (+ the player to move when mover is -1)
// is empty.
type zoneGate struct {
	z     int
	mover int
	bit   uint64
}

// splitGates makes pl's varGates and zoneGates from its gates, apart,
// for toList's loops: without a test of the kind, and a zone's instance
// found without reading the zone's kind (handOf) at every listing.
func (g *Game) splitGates(pl *phaseListing) {
	for _, gt := range pl.gates {
		if !gt.zone {
			pl.varGates = append(pl.varGates, varGate{gt.i, gt.k, gt.eq, gt.bit})
			continue
		}
		zg := zoneGate{z: gt.i, bit: gt.bit}
		if g.zones[gt.i].perPlayer {
			zg.mover = -1
		}
		pl.zoneGates = append(pl.zoneGates, zg)
	}
}
