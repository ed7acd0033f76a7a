package ruleset

import "slices"

// This file folds what a condition reads of one card's catalog values —
// its rules, icons, colors, number, id — into a table by card, once at
// load: "nth_color(card, 0) != none && !card.icons.tableau && !(has(card.
// rules.finish) && !card.rules.finish)" is read at play time as one look-
// up. A card's catalog values never change during a game, and every copy
// of a face has the same ones.

// maxFold bounds how deep faceOf follows lets inside lets: a let that
// names itself is reported by the compile, not followed for ever here.
const maxFold = 64

// foldable reports whether folding n saves work: an operator or a call
// over values, not a value read already from a table.
func foldable(n *node) bool {
	switch n.op {
	case "unary", "binary", "ifexpr", "call":
		return true
	}
	return false
}

// foldedExpr compiles n, folded into a table by card when it reads
// nothing but the catalog values of one card (or nothing at all), or by
// pair of cards when it reads those of two.
func (c *compiler) foldedExpr(n *node, e env) (eval, typ) {
	if c.folding || !foldable(n) {
		return c.compileExpr(n, e)
	}
	src, ok := c.faceOf(n, e, 0)
	if a, b, two := c.pairOf(n, e); !ok && two {
		if g := c.foldPair(n, e, a, b); g != nil { // pairfold.go
			c.folding = true
			f, t := c.compileExpr(n, e) // its problems and the rules keys it reads
			c.folding = false
			if f == nil {
				return nil, t
			}
			return g, t
		}
	}
	if !ok {
		f, t := c.compileExpr(n, e)
		if f != nil {
			f = c.kept(n, e, f)
		}
		return f, t
	}
	c.folding = true
	f, t := c.compileExpr(n, e)
	c.folding = false
	if f == nil {
		return nil, t
	}
	if g := c.fold(n, e, src); g != nil {
		return g, t
	}
	return f, t
}

// fold is n, which reads nothing but the catalog values of the card
// named src ("" for none), as a look-up in a table of its values by
// card; nil when a value cannot be had without a state.
func (c *compiler) fold(n *node, e env, src string) eval {
	if src != "" && !c.entryVar(src) {
		t := c.faceTable(n, e, src)
		if t == nil {
			return nil
		}
		return c.lookUp(src, e, t.vals, t.none)
	}
	f, probe, none := c.probed(n, e, src)
	if f == nil {
		return nil
	}
	if src == "" {
		return func(*ctx) int64 { return none }
	}
	return c.foldEntry(f, probe, src, e, none)
}

// probed is n compiled to read the card named src at *probe, where a fold
// sets the card it asks about, and its value for no card (none); f is nil
// when n does not compile or needs a state.
func (c *compiler) probed(n *node, e env, src string) (f eval, probe *int64, none int64) {
	probe = new(int64)
	*probe = -1
	c.again(func() {
		c.folding, c.probe, c.probeAt = true, src, probe
		f, _ = c.compileExpr(n, e)
		c.folding, c.probe, c.probeAt = false, "", nil
	})
	if f == nil {
		return nil, nil, 0
	}
	none, ok := valueAt(f, &ctx{card: -1, it: -1, outer: -1})
	if !ok {
		return nil, nil, 0
	}
	return f, probe, none
}

// faceKey is what a table by card is made from: the expression and what
// its names mean, which say the card it reads (faceOf).
type faceKey struct {
	n *node
	e env
}

// faceTable is an expression's value for each card (vals) and for none.
type faceTable struct {
	vals []int64
	none int64
}

// faceTable is n's table for the card named src, made once per
// expression and environment: a [let] used in many conditions is
// one node, and Windia War folded 541 expressions at load, 207 of them
// different.
func (c *compiler) faceTable(n *node, e env, src string) *faceTable {
	return madeOnce(&c.faceTables, faceKey{n, c.foldEnv(n, e)}, func() *faceTable { return c.makeFaceTable(n, e, src) })
}

// foldEnv is the environment a table of n's values by card or by pair
// of cards is kept by (faceTable, pairTable): what the names n reads
// mean there (letEnv, as a let's compile is kept), an effect's the same
// as a condition's. n reads nothing but catalog values (faceOf, pairOf:
// members, has, contains, nth_color, shows, share_color; no random),
// and random is the one thing an effect compiles otherwise (kept's memo
// is not made while folding). Windia War's follow rules, read in its
// checks and in its effects, made each table twice: 117 tables by card
// where 101 differ, 17 by pair where 11.
func (c *compiler) foldEnv(n *node, e env) env {
	e = c.letEnv(n, e)
	e.stmt = false
	return e
}

// madeOnce is (*m)[k], made by build the first time k is asked (nil, for
// an expression that cannot be folded, is kept too).
func madeOnce[K comparable, T any](m *map[K]*T, k K, build func() *T) *T {
	if t, ok := (*m)[k]; ok {
		return t
	}
	if *m == nil {
		*m = map[K]*T{}
	}
	t := build()
	(*m)[k] = t
	return t
}

// makeFaceTable reads n's value for every card, once a face (every copy
// of a face has the same catalog values); nil when a value cannot be had
// without a state.
func (c *compiler) makeFaceTable(n *node, e env, src string) *faceTable {
	f, probe, none := c.probed(n, e, src)
	if f == nil {
		return nil
	}
	vals, ok := faceValues(f, probe, c.g.cardFace, len(c.g.faces))
	if !ok {
		return nil
	}
	return &faceTable{vals, none}
}

// faceValues is f's value for every card, probed as *probe and asked once
// a face; ok is false when f needs a state after all. The values are read
// in one context and under one recover, as pairValues reads its table: a
// context and a deferred recover for each value, and a map of the faces
// seen, were most of the cost of folding.
func faceValues(f eval, probe *int64, cardFace []int16, faces int) (vals []int64, ok bool) {
	defer func() {
		if recover() != nil {
			vals, ok = nil, false
		}
	}()
	byFace := make([]int64, faces)
	seen := make([]bool, faces)
	vals = make([]int64, len(cardFace))
	x := new(ctx)
	for k, fc := range cardFace {
		if !seen[fc] {
			*probe = int64(k)
			x.probing()
			byFace[fc], seen[fc] = f(x), true
		}
		vals[k] = byFace[fc]
	}
	return vals, true
}

// probing makes x the context a fold reads a probed value in, as
// *x = ctx{card: -1, it: -1, outer: -1} does, field by field while its
// pointers are nil (a fold's closures read no state and set none): a
// whole store of the struct, pointers and all, goes through the
// collector's barrier, and was most of the time pairValues took about
// its 17,000 cells apart from reading them. TestProbingClears holds it
// to every field of ctx.
func (x *ctx) probing() {
	if x.s != nil || x.paid != nil || x.colors != nil || x.memo != nil {
		*x = ctx{card: -1, it: -1, outer: -1}
		return
	}
	x.card, x.choice, x.it, x.outer, x.p, x.actor, x.tgt = -1, 0, -1, -1, 0, 0, 0
}

// lookUp reads vals by the card src names, none for no card.
func (c *compiler) lookUp(src string, e env, vals []int64, none int64) eval {
	// Each reading in one call: a closure calling a shared one for the
	// look-up was two.
	switch src {
	case "card":
		return func(x *ctx) int64 { return lookAt(vals, x.card, none) }
	case "it":
		return func(x *ctx) int64 { return lookAt(vals, x.it, none) }
	case "outer":
		return func(x *ctx) int64 { return lookAt(vals, x.outer, none) }
	}
	k := c.named(src, e)
	if k == nil {
		return nil
	}
	return func(x *ctx) int64 { return lookAt(vals, int(k(x)), none) }
}

// lookAt is vals[k], none for a k below 0 (no card).
func lookAt(vals []int64, k int, none int64) int64 {
	if k < 0 {
		return none
	}
	return vals[k]
}

// named compiles the name src as it reads at play time, not folded.
func (c *compiler) named(src string, e env) eval {
	var k eval
	c.again(func() {
		c.folding = true
		k, _ = c.compileExpr(&node{op: "name", s: src}, e)
		c.folding = false
	})
	return k
}

// faceOf reports whether n reads nothing but the catalog values of one
// card, and which: src names it (card, it, outer, target or a variable
// holding a card), "" when n reads nothing at all.
func (c *compiler) faceOf(n *node, e env, depth int) (src string, ok bool) {
	if depth > maxFold {
		return "", false
	}
	switch n.op {
	case "int", "str":
		return "", true
	case "name":
		switch n.s {
		case "true", "false", "none":
			return "", true
		}
		if c.cardName(n.s, e) || c.g.varIndex(n.s) >= 0 {
			return "", false // the card itself, not one of its values
		}
		if l, ok := c.lets[n.s]; ok {
			return c.faceOf(l, e, depth+1)
		}
		return "", false
	case "member":
		return c.valueOf(n, e)
	case "call":
		return c.callFace(n, e, depth)
	case "unary", "binary", "ifexpr":
		return c.facesOf(n.args, e, depth)
	}
	return "", false
}

// facesOf is faceOf of several nodes read together: one card for all.
func (c *compiler) facesOf(list []*node, e env, depth int) (src string, ok bool) {
	for _, a := range list {
		s, ok := c.faceOf(a, e, depth+1)
		switch {
		case !ok, s != "" && src != "" && s != src:
			return "", false
		case s != "":
			src = s
		}
	}
	return src, true
}

// valueOf is faceOf of card.ATTRIBUTE, card.rules.KEY, card.icons.ICON.
func (c *compiler) valueOf(n *node, e env) (string, bool) {
	of, name, depth := memberRoot(n)
	if of.op != "name" || !c.cardName(of.s, e) {
		return "", false
	}
	catalogValue := slices.Contains(entryTables, name) ||
		depth == 1 && (slices.Contains(attributes, name) || slices.Contains(c.g.stats, name))
	return of.s, catalogValue
}

// callFace is faceOf of the calls that read a card's catalog values.
func (c *compiler) callFace(n *node, e env, depth int) (string, bool) {
	switch {
	case n.s == "has" && len(n.args) == 1 && n.args[0].op == "member":
		return c.valueOf(n.args[0], e)
	case n.s == "contains" && len(n.args) == 2 && n.args[0].op == "member" && n.args[1].op == "str":
		return c.valueOf(n.args[0], e)
	case (n.s == "nth_color" || n.s == "shows") && len(n.args) == 2 && n.args[0].op == "name" && c.cardName(n.args[0].s, e):
		if s, ok := c.faceOf(n.args[1], e, depth+1); !ok || s != "" {
			return "", false
		}
		return n.args[0].s, true
	case n.s == "share_color" && len(n.args) == 2 && n.args[0].op == "name" && n.args[1].op == "name" &&
		n.args[0].s == n.args[1].s && c.cardName(n.args[0].s, e):
		return n.args[0].s, true
	}
	return "", false
}

// cardName reports whether name s is a card where e stands: the action's
// card, it, outer, target, or a variable holding a card or a card id.
func (c *compiler) cardName(s string, e env) bool {
	switch s {
	case "card":
		return e.card
	case "it":
		return e.it
	case "outer":
		return e.outer
	case "target":
		return e.target
	case "true", "false", "none", "player", "actor", "players", "phase", "choice", "p":
		return false
	}
	i := c.g.varIndex(s)
	return i >= 0 && c.g.vars[i].t == tCard || c.entryVar(s)
}

// entryVar reports whether s is a variable holding a card id (acting =
// card.id): its catalog values are read as a card's.
func (c *compiler) entryVar(s string) bool {
	i := c.g.varIndex(s)
	return i >= 0 && !notVars[s] && c.g.vars[i].t == tEntry
}

// foldEntry is f, which reads nothing but the catalog values of the card
// probe holds, as a look-up by the card id the variable src holds: a
// card of the id's first face is probed; an id the set does not hold
// has no face, and reads as none.
func (c *compiler) foldEntry(f eval, probe *int64, src string, e env, none int64) eval {
	vals := c.entryVals(f, probe, none)
	if vals == nil {
		return nil
	}
	k := c.named(src, e)
	if k == nil {
		return nil
	}
	return func(x *ctx) int64 {
		if i := k(x); i >= 0 && int(i) < len(vals) {
			return vals[i]
		}
		return none
	}
}

// entryVals are f's values by card id, a card of the id's first face
// probed, none for an id the set does not hold; nil when f needs a state.
func (c *compiler) entryVals(f eval, probe *int64, none int64) []int64 {
	rep := c.faceCards()
	first := c.entryFaces()
	vals := make([]int64, len(first))
	x := new(ctx) // one for every probe: a new one each was most of what folding made
	for i, fc := range first {
		vals[i] = none
		if fc >= 0 {
			*probe = rep[fc]
			x.probing()
			v, ok := valueAt(f, x)
			if !ok {
				return nil
			}
			vals[i] = v
		}
	}
	return vals
}

// faceCards is a card of each face, the first in the deck: made once a
// compile (the faces are read first), as entryFaces, not at each table
// and closure that reads them (Windia War asked some 70 times each).
// Read-only to its callers.
func (c *compiler) faceCards() []int64 {
	if c.faceCardList == nil {
		c.faceCardList = make([]int64, len(c.g.faces))
		for k := len(c.g.cardFace) - 1; k >= 0; k-- {
			c.faceCardList[c.g.cardFace[k]] = int64(k)
		}
	}
	return c.faceCardList
}

// entryFaces is the game's entryFaces, made once a compile (faceCards).
func (c *compiler) entryFaces() []int64 {
	if c.entryFaceList == nil {
		c.entryFaceList = c.g.entryFaces()
	}
	return c.entryFaceList
}

// valueAt is f's value at x, whose state is nil; ok is false when f
// needs one after all.
func valueAt(f eval, x *ctx) (v int64, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return f(x), true
}
