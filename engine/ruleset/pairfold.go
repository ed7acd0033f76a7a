package ruleset

// This file folds what a condition reads of two cards' catalog values
// into a table by the pair of their faces, once at load, as facefold.go
// does for one card: "contains(outer.rules.follow.cards, 'same') &&
// it.id == outer.id" or "share_color(it, outer)", asked of every card of
// a hand for every card of the hand, is one look-up at play time.

// maxPairCells bounds a table by pair of faces: (faces+1)² cells.
const maxPairCells = 1 << 16

// pairOf reports whether n reads nothing but the catalog values of two
// cards, a and b (card, it, outer, target or variables holding a card).
func (c *compiler) pairOf(n *node, e env) (a, b string, ok bool) {
	var srcs []string
	if !c.pairSources(n, e, 0, &srcs) || len(srcs) != 2 {
		return "", "", false
	}
	return srcs[0], srcs[1], true
}

// pairSources adds to srcs the cards n reads the catalog values of; false
// when n reads something else, or more than two cards.
func (c *compiler) pairSources(n *node, e env, depth int, srcs *[]string) bool {
	if depth > maxFold {
		return false
	}
	add := func(s string) bool {
		for _, t := range *srcs {
			if t == s {
				return true
			}
		}
		*srcs = append(*srcs, s)
		return len(*srcs) <= 2
	}
	switch n.op {
	case "int", "str":
		return true
	case "name":
		if l, ok := c.lets[n.s]; ok && !c.cardName(n.s, e) && c.g.varIndex(n.s) < 0 {
			return c.pairSources(l, e, depth+1, srcs)
		}
		src, ok := c.faceOf(n, e, depth)
		return ok && src == ""
	case "member":
		src, ok := c.valueOf(n, e)
		return ok && add(src)
	case "call":
		if n.s == "share_color" && len(n.args) == 2 && n.args[0].op == "name" && n.args[1].op == "name" &&
			c.cardName(n.args[0].s, e) && c.cardName(n.args[1].s, e) {
			return add(n.args[0].s) && add(n.args[1].s)
		}
		src, ok := c.callFace(n, e, depth)
		return ok && (src == "" || add(src))
	case "unary", "binary", "ifexpr":
		for _, a := range n.args {
			if !c.pairSources(a, e, depth+1, srcs) {
				return false
			}
		}
		return true
	}
	return false
}

// foldPair is n, which reads nothing but the catalog values of the cards
// named a and b, as a look-up in a table by the pair of their faces; nil
// when a value cannot be had without a state or the table would be too
// big.
func (c *compiler) foldPair(n *node, e env, a, b string) eval {
	nf := len(c.g.faces)
	w := nf + 1
	if w*w > maxPairCells {
		return nil
	}
	t := c.pairTable(n, e, a, b)
	if t == nil {
		return nil
	}
	fa, fb := c.faceIndex(a, e), c.faceIndex(b, e)
	if fa == nil || fb == nil {
		return nil
	}
	cell := func(x *ctx) int { return int(fa(x))*w + int(fb(x)) }
	if bytes := t.small; bytes != nil {
		return func(x *ctx) int64 { return int64(bytes[cell(x)]) }
	}
	vals := t.vals
	return func(x *ctx) int64 { return vals[cell(x)] }
}

// pairKey is what a table by pair of faces is made from: the expression
// and what its names mean, which say the two cards it reads (pairOf).
type pairKey struct {
	n *node
	e env
}

// pairTable is a table of n's values by pair of faces: its cells (vals),
// and the same as bytes (small) when every value fits in one; nil when a
// value cannot be had without a state.
type pairTable struct {
	vals  []int64
	small []int8
}

// pairTable is n's table for the cards named a and b, made once per
// expression and environment: a [let] used in many conditions
// (Windia War's can_follow_it, in 27 of them) is one node, and its table
// was made again at each use, most of the time spent loading the game.
// (Windia War made 17 tables of some 17,000 cells, 6 of them again for
// its effects, before they were kept by foldEnv; now 11.)
func (c *compiler) pairTable(n *node, e env, a, b string) *pairTable {
	return madeOnce(&c.pairTables, pairKey{n, c.foldEnv(n, e)}, func() *pairTable { return c.makePairTable(n, e, a, b) })
}

// makePairTable compiles n reading the cards named a and b as probes and
// reads its value at every pair of faces.
func (c *compiler) makePairTable(n *node, e env, a, b string) *pairTable {
	pa, pb := int64(-1), int64(-1)
	var f eval
	c.again(func() {
		c.folding, c.probe, c.probeAt, c.probe2, c.probeAt2 = true, a, &pa, b, &pb
		f, _ = c.compileExpr(n, e)
		c.folding, c.probe, c.probeAt, c.probe2, c.probeAt2 = false, "", nil, "", nil
	})
	if f == nil {
		return nil
	}
	// rep is a card of each face (-1 for none): every copy of a face has
	// the same catalog values.
	rep := append([]int64{-1}, c.faceCards()...)
	return pairValues(f, rep, &pa, &pb)
}

// faceIndex reads the face of the card the name src holds, plus one (0
// for none): a card, or a card id's first face.
func (c *compiler) faceIndex(src string, e env) eval {
	if !c.entryVar(src) {
		faces := make([]int64, len(c.g.cardFace))
		for k, f := range c.g.cardFace {
			faces[k] = int64(f) + 1
		}
		return c.lookUp(src, e, faces, 0)
	}
	k := c.named(src, e)
	if k == nil {
		return nil
	}
	first := c.entryFaces()
	return func(x *ctx) int64 {
		if i := k(x); i >= 0 && int(i) < len(first) {
			return first[i] + 1
		}
		return 0
	}
}

// pairValues is the table of f's values at every pair of rep's cards,
// probed as *pa and *pb, row by row; nil when f needs a state after all.
// The table has a cell for every pair of faces (some 17,000 in Windia
// War), so it is read in one context and under one recover, not one of
// each per cell: those were most of the fold's cost and made loading a
// game 1.7x slower. Its cells are written as bytes while every value fits
// in one (most tables are truths) and widened to int64 only at the first
// that does not, not made as int64 and copied: those were a tenth of the
// bytes a load made.
func pairValues(f eval, rep []int64, pa, pb *int64) (t *pairTable) {
	defer func() {
		if recover() != nil {
			t = nil
		}
	}()
	w := len(rep)
	t = &pairTable{small: make([]int8, w*w)}
	x := new(ctx)
	for i := range w {
		for j := range w {
			*pa, *pb = rep[i], rep[j]
			x.probing()
			v, cell := f(x), i*w+j
			if t.vals == nil && (v < -128 || v > 127) {
				t.vals = make([]int64, w*w)
				for k, b := range t.small[:cell] {
					t.vals[k] = int64(b)
				}
				t.small = nil
			}
			if t.vals != nil {
				t.vals[cell] = v
			} else {
				t.small[cell] = int8(v)
			}
		}
	}
	return t
}
