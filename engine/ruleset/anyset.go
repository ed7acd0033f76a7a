package ruleset

import "slices"

// This file reads any(zone, condition of it) as one operation on sets of
// faces (faceset.go) when the condition depends on it only through its
// catalog values: the faces of the zone's cards meet the faces the
// condition holds for. "any(hand, it != outer && joins && …)", asked of
// a hand for a card of the hand, walked the hand and read the condition
// of each card; the set of faces the condition holds for is made from a
// few values of the state and of outer and tables made at load
// (setprog.go), and the hand's faces are a walk without a call.
//
// Its terms may read it's catalog values (it.number >= 0, shows(it,
// color)), the state and outer or the action's card (a term reading
// none of it is all faces or none), both it and outer's catalog values
// (share_color(it, outer): a table by outer's face, made at load), and
// "it != outer": the card outer itself is left out of the zone's faces,
// not its face (another copy of it counts). An any that does not read
// outer is read so when one of its terms reads only it's catalog values
// (any(hand, follow_ok_it), whose let's terms are the any's terms).

// anySet compiles n, any(zone r, condition), as a meeting of sets of
// faces: the terms of the condition's && that make a set of it's faces
// narrow the faces of the zone's cards, and the others (none, most of
// the time) are read card by card of those faces only. nil when no term
// makes a set, or the condition calls random. plain is the any read
// card by card, which a state with plainAny set reads instead (the
// tests' other way).
func (c *compiler) anySet(n *node, e env, r *zref, plain eval) eval {
	if n.s != "any" || len(n.args) != 2 || c.folding || c.drawsRandom(n.args[1]) || len(c.g.faces) > maxFaces {
		return nil
	}
	if c.readsOf(n.args[1])&rOuter == 0 && !c.hasCatalogTerm(n.args[1], e) {
		// Not asked for each card of another zone (outer), and no term
		// reading only it's catalog values: read card by card, it stops
		// at the first card that passes, or at the first term that fails
		// for a card, for less than sets made from the state cost
		// (Hearts' any(hand, it.color == lead), CLAMP in CARDLAND's
		// any(stage, it.id == card.id)). A catalog term's set is the same
		// in every state, made once: it narrows the faces for nothing,
		// and what is left of the condition is read for fewer cards or
		// as sets. Windia War's any(hand, follow_ok_it) in the placed
		// trigger takes 6% fewer instructions by sets, any(hand,
		// it.rules.declare) is a walk testing a bit per card.
		return nil
	}
	// An any of a [let] is compiled at each use: its sets once for the
	// same names, on the first deal.
	made := madeOnce(&c.anySets, anyKey{n, e}, func() *eval {
		f := c.lazyAnySet(n, e, r, plain)
		return &f
	})
	return *made
}

// anyForm is an any's sets of faces and the terms read card by card of
// their faces (rest, nil for none), made by makeAnySet; made is false
// until the first deal, or when the any has no set after all: it is
// then read card by card. keep joins the sets of its terms that read
// only it's catalog values (nth_color(it, 0) != none && !it.icons.tableau
// in Windia War's joins), the same in every state: a mask of the zone's
// faces, not two sets made at each reading (each a call and a look-up
// by phase).
type anyForm struct {
	made bool
	keep faceSet // the faces its terms reading only it's catalog values hold for
	sets []setEval
	rest eval
	skip bool // the condition has it != outer
}

// anyJob is an any waiting for its sets of faces (anySetForms).
type anyJob struct {
	cp   *compiler
	n    *node
	e    env
	form *anyForm
}

// lazyAnySet is the any read card by card (plain) until the first deal
// makes its sets (anySetForms), then by sets. Making them is about 5%
// of loading Windia War's folder, repaid only by self-play: validate,
// build and the check of the examples read the few anys they ask card
// by card, which gives the same values (TestAnySetsAgree).
func (c *compiler) lazyAnySet(n *node, e env, r *zref, plain eval) eval {
	form := &anyForm{}
	if c.g.anysMade {
		*form = c.makeAnySet(n, e) // compiled after the first deal
	} else {
		c.g.anyJobs = append(c.g.anyJobs, anyJob{cp: c, n: n, e: e, form: form})
	}
	cardFace := c.g.cardFace
	return func(x *ctx) int64 {
		s := x.s
		if s == nil || s.plainAny || !form.made {
			return plain(x)
		}
		saved, outer := x.it, x.outer
		x.outer = saved
		x.it = -1 // the sets read no it
		v := anyHeld(x, r, form, cardFace, saved)
		x.it, x.outer = saved, outer
		return v
	}
}

// anySetForms makes the sets of faces of g's anys, once. A deal calls
// it, as it calls flatPrograms, before any goroutine plays g. An any
// compiled while they are made (one in the terms another reads card by
// card) was compiled at load already and is a job of the list.
func (g *Game) anySetForms() {
	g.anyOnce.Do(func() {
		for i := 0; i < len(g.anyJobs); i++ {
			j := &g.anyJobs[i]
			*j.form = j.cp.makeAnySet(j.n, j.e)
		}
		g.anyJobs, g.anysMade = nil, true
	})
}

// anyKey is what an any read by sets is made from: the expression and
// what its names mean.
type anyKey struct {
	n *node
	e env
}

// makeAnySet is an any's sets and the terms read card by card of their
// faces; no sets when no term makes one.
func (c *compiler) makeAnySet(n *node, e env) anyForm {
	defer c.memoReads()()
	inner := e
	inner.it, inner.outer = true, e.it
	skip := false // the condition has it != outer
	var sets []setEval
	var others []*node
	saved := c.setIt
	c.setIt = true
	keep, catalog := c.allFaces(), false
	for _, t := range c.letOperands(n.args[1], "&&", 0) {
		if e.it && itNotOuter(t) {
			skip = true
			continue
		}
		if src, ok := c.faceOf(t, inner, 0); ok && src == "it" {
			// The same set in every state: one mask of all such terms,
			// not a set made at each reading.
			var k *setTerm
			c.again(func() { k = c.staticSet(t, inner) })
			if k != nil && k.op == 'k' {
				keep.and(&k.set)
				catalog = true
				continue
			}
		}
		var f setEval
		c.again(func() { f = c.setOf(t, inner) })
		if f == nil {
			others = append(others, t)
		} else {
			sets = append(sets, f)
		}
	}
	c.setIt = saved
	if len(sets) == 0 && !catalog {
		return anyForm{}
	}
	var rest eval // the terms read card by card, nil for none
	if len(others) > 0 {
		c.again(func() { rest = c.typed(join(others, "&&"), inner, tBool) })
		if rest == nil {
			return anyForm{}
		}
	}
	return anyForm{made: true, keep: keep, sets: sets, rest: rest, skip: skip}
}

// anyHeld is 1 when a card of the zone r names (but the card left, when
// form.skip) has a face in form's keep and every set and, for its rest,
// the rest holds for it; 0 otherwise.
func anyHeld(x *ctx, r *zref, form *anyForm, cardFace []int16, left int) int64 {
	if !form.skip {
		left = -1
	}
	sets, rest := form.sets, form.rest
	lo, hi := r.span(x)
	zones := x.s.zones[lo:hi]
	var cand faceSet
	for _, z := range zones {
		for _, k := range z {
			if int(k) != left {
				cand.add(int(cardFace[k]))
			}
		}
	}
	cand.and(&form.keep)
	for _, f := range sets {
		if cand.empty() {
			return 0
		}
		t := f(x)
		cand.and(&t)
	}
	if cand.empty() {
		return 0
	}
	if rest == nil {
		return 1
	}
	for _, z := range zones {
		for _, k := range z {
			if int(k) != left && cand.has(int(cardFace[k])) {
				x.it = int(k)
				if rest(x) != 0 {
					return 1
				}
			}
		}
	}
	return 0
}

// hasCatalogTerm reports whether one of the terms of condition n's &&
// (a let's terms among them) reads nothing but it's catalog values
// (nth_color(it, 0) != none, it.rules.declare).
func (c *compiler) hasCatalogTerm(n *node, e env) bool {
	inner := e
	inner.it, inner.outer = true, e.it
	return slices.ContainsFunc(c.letOperands(n, "&&", 0), func(t *node) bool {
		src, ok := c.faceOf(t, inner, 0)
		return ok && src == "it"
	})
}

// letOperands is operands(n, op), a let's name among them read as the
// operands of its expression: any(hand, follow_ok_it) has the terms of
// follow_ok_it, each with its own set or read card by card.
func (c *compiler) letOperands(n *node, op string, depth int) []*node {
	var out []*node
	for _, t := range operands(n, op) {
		if l, ok := c.lets[t.s]; ok && t.op == "name" && depth < maxFold {
			out = append(out, c.letOperands(l, op, depth+1)...)
		} else {
			out = append(out, t)
		}
	}
	return out
}

// itNotOuter reports whether t is "it != outer" or "outer != it".
func itNotOuter(t *node) bool {
	if t.op != "binary" || t.s != "!=" || len(t.args) != 2 {
		return false
	}
	a, b := t.args[0], t.args[1]
	if a.op != "name" || b.op != "name" {
		return false
	}
	return a.s == "it" && b.s == "outer" || a.s == "outer" && b.s == "it"
}

// pairSet is n, which reads nothing but the catalog values of it and
// outer (share_color(it, outer)), as the faces of it it holds for with
// outer's face: a table of sets by outer's face, made at load from the
// table by pair of faces (pairfold.go); nil for another n.
func (c *compiler) pairSet(n *node, e env) *setTerm {
	a, b, ok := c.pairOf(n, e)
	if !ok || !(a == "it" && b == "outer" || a == "outer" && b == "it") {
		return nil
	}
	nf := len(c.g.faces)
	w := nf + 1
	if w*w > maxPairCells {
		return nil
	}
	t := c.pairTable(n, e, a, b)
	of := c.faceIndex("outer", e)
	if t == nil || of == nil {
		return nil
	}
	rows := make([]faceSet, w) // by outer's face plus one, 0 for none
	for o := range w {
		for f := range nf {
			i := (f+1)*w + o // a is it
			if a == "outer" {
				i = o*w + f + 1
			}
			if t.at(i) != 0 {
				rows[o].add(f)
			}
		}
	}
	rows = append(rows, faceSet{}) // for a face out of range
	c.readsState(n)
	return indexTerm(of, rows, false)
}

// at is the table's cell i.
func (t *pairTable) at(i int) int64 {
	if t.small != nil {
		return int64(t.small[i])
	}
	return t.vals[i]
}
