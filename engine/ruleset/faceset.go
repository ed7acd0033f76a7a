package ruleset

import "slices"

// This file reads a card action's conditions on the card for every face
// at once: LegalActions asks "which cards of the hand may be played" as
// one set of faces per condition, computed once from the state, instead
// of asking each card of the hand in turn. A condition whose value
// depends on the card only through its catalog values (card.number ==
// top(discard).number, shows(card, color)) has such a set: the faces
// whose values pass, found in tables made at load.

// maxFaces is the most faces a set holds.
const maxFaces = 256

// faceSet is a set of faces, bit f for face f.
type faceSet [maxFaces / 64]uint64

// The set's operations below are written for four words.
var _ [0]struct{} = [maxFaces/64 - 4]struct{}{}

// has and add index by uint: no fix-ups of a negative face's division.
func (fs *faceSet) has(f int) bool {
	return uint(f) < maxFaces && fs[uint(f)/64]&(1<<(uint(f)%64)) != 0
}

func (fs *faceSet) add(f int) { fs[uint(f)/64] |= 1 << (uint(f) % 64) }

func (fs *faceSet) clear(f int) { fs[uint(f)/64] &^= 1 << (uint(f) % 64) }

// and, andNot and or are written out word by word: LegalActions joins
// a set or two for every card action it lists, and a loop over the four
// words costs twice the instructions.
func (fs *faceSet) and(o *faceSet) {
	fs[0] &= o[0]
	fs[1] &= o[1]
	fs[2] &= o[2]
	fs[3] &= o[3]
}

func (fs *faceSet) andNot(o *faceSet) {
	fs[0] &^= o[0]
	fs[1] &^= o[1]
	fs[2] &^= o[2]
	fs[3] &^= o[3]
}

func (fs *faceSet) or(o *faceSet) {
	fs[0] |= o[0]
	fs[1] |= o[1]
	fs[2] |= o[2]
	fs[3] |= o[3]
}

// meets reports whether the two sets have a face in common.
func (fs *faceSet) meets(o *faceSet) bool {
	return fs[0]&o[0]|fs[1]&o[1]|fs[2]&o[2]|fs[3]&o[3] != 0
}

// empty reports whether the set holds no face.
func (fs *faceSet) empty() bool { return fs[0]|fs[1]|fs[2]|fs[3] == 0 }

// within reports whether every face of the set is in o.
func (fs *faceSet) within(o *faceSet) bool {
	return fs[0]&^o[0]|fs[1]&^o[1]|fs[2]&^o[2]|fs[3]&^o[3] == 0
}

// facesIn are the faces of the cards in zone instance inst, found once
// while LegalActions lists the actions of several card actions of one
// zone (play, lay, … from the hand).
func (s *State) facesIn(inst int) *faceSet {
	if s.heldIn != inst {
		s.held, s.heldIn = faceSet{}, inst
		for _, k := range s.zones[inst] {
			if f := int(s.g.cardFace[k]); f < maxFaces {
				s.held.add(f)
			}
		}
	}
	return &s.held
}

// setEval is a condition on the card compiled to the faces it holds for
// in the state of x (a value, not a pointer: nothing escapes to the heap).
type setEval func(x *ctx) faceSet

// setOf compiles condition n on the card to the faces it holds for, nil
// when its value depends on the card otherwise than by its catalog
// values (its variables, where it lies).
func (c *compiler) setOf(n *node, e env) setEval {
	f, _ := c.setOfConst(n, e)
	return f
}

// setOfConst is setOf, with the set by phase index when it depends on
// nothing else (which reads only the card's catalog values and the
// phase): made at load, nil otherwise.
func (c *compiler) setOfConst(n *node, e env) (setEval, []faceSet) {
	if len(c.g.faces) > maxFaces {
		return nil, nil
	}
	defer c.memoReads()()
	saved := c.reading
	r := &setReading{}
	c.reading = r
	t := c.setOfNode(n, e, 0)
	c.reading = saved
	if t == nil {
		return nil, nil
	}
	f := t.eval(c.allFaces()) // setprog.go
	if !r.more {
		if table := c.g.setByPhase(f); table != nil {
			return func(x *ctx) faceSet {
				if x.s != nil && x.s.phase >= 0 && x.s.phase < int64(len(table)) {
					return table[x.s.phase]
				}
				return f(x)
			}, table
		}
	}
	return f, nil
}

// setReading notes, while a set of faces is compiled, whether a value
// it reads from the state reads more than the phase: a set reading the
// phase alone is made by phase at load (setOfConst).
type setReading struct{ more bool }

// readsState notes that the set being compiled reads n from the state.
func (c *compiler) readsState(n *node) {
	if c.reading != nil && !phaseOnly(n) {
		c.reading.more = true
	}
}

// everyFace is the set of a card action without which, aimed at nothing
// and paying nothing, one of whose checks has a set of faces: every face
// in every phase, which those sets then narrow as they narrow which's
// (nil when the faces are too many for a set). Without such a check the
// set only costs: its cards are asked nothing card by card.
func (c *compiler) everyFace() (setEval, []faceSet) {
	if len(c.g.faces) > maxFaces {
		return nil, nil
	}
	all := c.allFaces()
	table := make([]faceSet, len(c.g.phases))
	for ph := range table {
		table[ph] = all
	}
	return func(*ctx) faceSet { return all }, table
}

// hasSets reports whether one of a's checks has a set of faces.
func (a *action) hasSets() bool {
	for i := range a.checks {
		if a.checks[i].set != nil || a.checks[i].restSet != nil {
			return true
		}
	}
	return false
}

// setByPhase is set f, which reads nothing but the phase, by phase
// index; nil when it cannot be made without a state after all.
func (g *Game) setByPhase(f setEval) []faceSet { return byPhase(g, f) }

// setOfNode compiles condition n on the card to the term making its set
// of faces (setprog.go), nil when it has none.
func (c *compiler) setOfNode(n *node, e env, depth int) *setTerm {
	if depth > maxFold {
		return nil
	}
	if src, ok := c.faceOf(n, e, 0); ok && (src == c.setName() || src == "") {
		return c.staticSet(n, e)
	}
	if c.readsOf(n)&c.varies() == 0 {
		return c.stateSet(n, e)
	}
	if c.setIt {
		if f := c.pairSet(n, e); f != nil {
			return f
		}
	}
	switch {
	case n.op == "name":
		if l, ok := c.lets[n.s]; ok {
			return c.setOfNode(l, e, depth+1)
		}
	case n.op == "unary" && n.s == "!":
		a := c.setOfNode(n.args[0], e, depth+1)
		if a == nil {
			return nil
		}
		return notTerm(a, c.allFaces())
	case n.op == "binary" && (n.s == "&&" || n.s == "||"):
		return c.joinSets(n, e, depth)
	case n.op == "ifexpr" && c.readsOf(n.args[0])&c.varies() == 0:
		return c.ifSet(n, e, depth)
	case n.op == "binary":
		return c.compareSet(n, e)
	case n.op == "call" && n.s == "shows":
		return c.showsSet(n, e)
	case n.op == "call" && n.s == "any":
		return c.anyCardSet(n, e, depth) // anyof.go
	}
	return nil
}

// memoReads keeps readsOf's answers until the function it returns is
// called, when none are kept yet (lets are all read by then, and a
// let's reads are the same wherever it is used).
func (c *compiler) memoReads() func() {
	if c.readsMemo != nil {
		return func() {}
	}
	c.readsMemo = map[*node]reads{}
	return func() { c.readsMemo = nil }
}

// setName is the card whose faces a set being compiled holds: the
// action's card, or it (anyset.go).
func (c *compiler) setName() string {
	if c.setIt {
		return "it"
	}
	return "card"
}

// varies is what a set being compiled varies with: what a condition
// reading none of it is read once for all faces, by stateSet.
func (c *compiler) varies() reads {
	if c.setIt {
		return rIt
	}
	return perItem
}

// allFaces is the set of every face of the game.
func (c *compiler) allFaces() faceSet {
	var all faceSet
	for f := range c.g.faces {
		all.add(f)
	}
	return all
}

// staticSet is the set of the faces a condition reading only the card's
// catalog values holds for: the same in every state.
func (c *compiler) staticSet(n *node, e env) *setTerm {
	var f eval
	c.again(func() { f = c.typed(n, e, tBool) })
	if f == nil {
		return nil
	}
	vals, ok := c.byCard(f)
	if !ok {
		return nil
	}
	var set faceSet
	for k, v := range vals {
		if v != 0 {
			set.add(int(c.g.cardFace[k]))
		}
	}
	return constTerm(set)
}

// stateSet is a condition that does not read the card: every face or
// none.
func (c *compiler) stateSet(n *node, e env) *setTerm {
	var f eval
	c.again(func() { f = c.typed(n, e, tBool) })
	if f == nil {
		return nil
	}
	c.readsState(n)
	return c.readsVar(boolTerm(f, []faceSet{{}, c.allFaces()}, c.readsOf(n)&rRandom != 0), n)
}

// joinSets is a && b or a || b of two sets; a side that does not read
// the card decides alone when it can.
func (c *compiler) joinSets(n *node, e env, depth int) *setTerm {
	a := c.setOfNode(n.args[0], e, depth+1)
	b := c.setOfNode(n.args[1], e, depth+1)
	if a == nil || b == nil {
		return nil
	}
	op := byte('&')
	if n.s == "||" {
		op = '|'
	}
	return joinTerms(op, a, b, c.allFaces())
}

// ifSet is "if c then a else b" for a condition c that does not read
// the card: the set of a or of b.
func (c *compiler) ifSet(n *node, e env, depth int) *setTerm {
	a := c.setOfNode(n.args[1], e, depth+1)
	b := c.setOfNode(n.args[2], e, depth+1)
	var cond eval
	c.again(func() { cond = c.typed(n.args[0], e, tBool) })
	if a == nil || b == nil || cond == nil {
		return nil
	}
	c.readsState(n.args[0])
	return ifTerm(cond, a, b, c.readsOf(n.args[0])&rRandom != 0, c.allFaces())
}

// compareSet is a comparison of a catalog value of the card with a value
// that does not read the card: card.number == top(discard).number. The
// values the cards take are sorted at load, with the faces below each:
// the set is then a look-up of the value read from the state, not a
// comparison with each value the cards take.
func (c *compiler) compareSet(n *node, e env) *setTerm {
	op := n.s
	if _, ok := mirrored[op]; !ok {
		return nil
	}
	side, other := n.args[0], n.args[1]
	if src, ok := c.faceOf(side, e, 0); !ok || src != c.setName() {
		side, other, op = other, side, mirrored[op]
	}
	if src, ok := c.faceOf(side, e, 0); !ok || src != c.setName() || c.readsOf(other)&c.varies() != 0 {
		return nil
	}
	var f, v eval
	var ft, vt typ
	c.again(func() {
		f, ft = c.expr(side, e)
		v, vt = c.expr(other, e)
		if f != nil && v != nil {
			f, ft = c.convert(side, f, ft, vt)
			v, vt = c.convert(other, v, vt, ft)
		}
	})
	if f == nil || v == nil || ft != vt {
		return nil
	}
	vals, ok := c.byCard(f)
	if !ok {
		return nil
	}
	sv := c.sortedValues(vals)
	c.readsState(other)
	rows, pick := sv.rows(op)
	t := compareTerm(v, pick, sv, rows, c.readsOf(other)&rRandom != 0)
	if t.op == 'l' {
		t = c.byTopFace(c.readsVar(t, other), other, e)
	}
	return t
}

// byTopFace is t, a look-up by top(zone).attr (card.number ==
// top(discard).number), as a look-up by the top card's face: its rows
// by face made at load from the attribute's table, so that a reading
// reads the face alone (topFace, one call), not the attribute through
// the call of its member; t as it is for another value.
func (c *compiler) byTopFace(t *setTerm, n *node, e env) *setTerm {
	if t.look.vi >= 0 || n.op != "member" || len(n.args) != 1 ||
		!slices.Contains(attributes, n.s) && !slices.Contains(c.g.stats, n.s) {
		return t
	}
	face := c.topFace(n.args[0], e)
	vals, ok := c.attrs[n.s] // the member's table by face (compile.go)
	if face == nil || !ok || len(vals) != len(c.g.faces) {
		return t
	}
	z, mover, _ := c.oneZone(n.args[0], "top", e)
	// The face read picks byV[face+2]; no card, -1, the member's -1.
	none := *t.look.row(-1)
	byV := make([]faceSet, len(vals)+3)
	byV[0], byV[1], byV[len(byV)-1] = none, none, none
	for f, v := range vals {
		byV[f+2] = *t.look.row(v)
	}
	return &setTerm{op: 'l', random: t.random, look: &setLook{read: face, vi: -1, lo: -1, byV: byV, top: z + 1, topMover: mover}}
}

// rows are the sets of faces whose value compares by op with a value w,
// by w's place among sv's values (pick, setprog.go): for == and != the
// i-th value's row, the last for another value; for the others the row
// of the number of values below w (<, >=) or not above it (<=, >).
func (sv *sortedValues) rows(op string) ([]faceSet, byte) {
	n := len(sv.v)
	rows := make([]faceSet, n+1)
	switch op {
	case "==", "!=":
		for i := range n {
			rows[i] = sv.below[i+1]
			rows[i].andNot(&sv.below[i])
		}
		if op == "!=" {
			for i := range rows {
				rows[i] = complement(rows[i], sv.below[n])
			}
		}
		return rows, pickEqual
	case "<", "<=":
		copy(rows, sv.below)
	default: // >, >=
		for i := range rows {
			rows[i] = sv.above(i)
		}
	}
	if op == "<" || op == ">=" {
		return rows, pickBelow
	}
	return rows, pickNotAbove
}

// sortedValues are the values a catalog value of the card takes, in
// increasing order, with below[i] the faces whose value is below v[i]
// (below[len(v)]: every face).
//
// When the values span at most maxDirect, lt and le give, by w - lo for a
// w from lo to the largest value, how many values are below w and how
// many are not above it: a look-up, not a binary search (Windia War's
// card.number == top(discard).number, remade whenever the top card's
// number changes).
type sortedValues struct {
	v      []int64
	below  []faceSet
	lo     int64
	lt, le []int32
}

// maxDirect is the widest span of values sortedValues looks up directly.
const maxDirect = 256

// sortedValues sorts vals, a value by card.
func (c *compiler) sortedValues(vals []int64) *sortedValues {
	sv := &sortedValues{v: slices.Compact(slices.Sorted(slices.Values(vals)))}
	sv.below = make([]faceSet, len(sv.v)+1)
	for k, w := range vals {
		i, _ := slices.BinarySearch(sv.v, w)
		for j := i + 1; j < len(sv.below); j++ {
			sv.below[j].add(int(c.g.cardFace[k]))
		}
	}
	return c.directOf(sv)
}

// directOf gives sv its tables lt and le when its values span at most
// maxDirect (a span that overflows does not).
func (c *compiler) directOf(sv *sortedValues) *sortedValues {
	n := len(sv.v)
	if n == 0 || sv.v[n-1]-sv.v[0] >= maxDirect || sv.v[n-1]-sv.v[0] < 0 {
		return sv
	}
	sv.lo = sv.v[0]
	span := int(sv.v[n-1]-sv.lo) + 1
	sv.lt, sv.le = make([]int32, span), make([]int32, span)
	for d := range span {
		i, found := slices.BinarySearch(sv.v, sv.lo+int64(d))
		sv.lt[d], sv.le[d] = int32(i), int32(i)
		if found {
			sv.le[d]++
		}
	}
	return sv
}

// find is how many values are below w, and whether w is one of them.
func (sv *sortedValues) find(w int64) (int, bool) {
	if sv.lt != nil {
		switch d := uint64(w - sv.lo); {
		case w < sv.lo:
			return 0, false
		case d < uint64(len(sv.lt)):
			return int(sv.lt[d]), sv.le[d] > sv.lt[d]
		}
		return len(sv.v), false
	}
	return slices.BinarySearch(sv.v, w)
}

// above is every face but the first i values'.
func (sv *sortedValues) above(i int) faceSet {
	out := sv.below[len(sv.v)]
	out.andNot(&sv.below[i])
	return out
}

// showsSet is shows(card, color) for a color that does not read the
// card: the faces showing it.
func (c *compiler) showsSet(n *node, e env) *setTerm {
	if len(n.args) != 2 || n.args[0].op != "name" || n.args[0].s != c.setName() || c.readsOf(n.args[1])&c.varies() != 0 {
		return nil
	}
	var col eval
	c.again(func() { col = c.typed(n.args[1], e, tColor) })
	if col == nil {
		return nil
	}
	c.readsState(n.args[1])
	bits := c.g.colorBits()
	shows := make([]faceSet, len(c.g.colors)+1) // the last: no color's
	for f, b := range bits {
		for i := range len(c.g.colors) {
			if b>>i&1 != 0 {
				shows[i].add(f)
			}
		}
	}
	return c.readsVar(indexTerm(col, shows, c.readsOf(n.args[1])&rRandom != 0), n.args[1])
}

// byCard is f, which reads nothing but the card's catalog values (it's,
// for a set of it), read for every card; ok is false when it reads more
// after all.
func (c *compiler) byCard(f eval) (vals []int64, ok bool) {
	vals = make([]int64, len(c.g.cardFace))
	x := &ctx{card: -1, it: -1, outer: -1}
	at := &x.card
	if c.setIt {
		at = &x.it
	}
	for k := range vals {
		*at = k
		if vals[k], ok = valueAt(f, x); !ok {
			return nil, false
		}
	}
	return vals, true
}
