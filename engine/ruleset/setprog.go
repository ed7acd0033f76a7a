package ruleset

// This file makes a card condition's set of faces (faceset.go) with one
// loop over a list of steps, not with a closure for each operator of the
// condition. A set is made of constants (the faces whose catalog values
// pass), look-ups (a value read from the state picks a row of a table
// made at load: shows(card, color) is the row of the play color) and the
// && and || of those. A constant beside look-ups is folded into a table
// at load ("card.number >= 0 && card.number == top(discard).number" is
// one look-up in the faces of number cards), a ! into the tables it
// covers, and a run of || or && into one group: Windia War's matches,
// five sets joined by ||, is five steps, each a read of the state and a
// table's row or-ed into one set.
//
// A term reading random is left as written (the same reads in the same
// order, so the same draws): only its runs are grouped.

// setTerm is a set of faces being compiled: a constant (set), a look-up
// (look), a set made by a function (f: an if whose branches read the
// state), or the && or || of terms.
type setTerm struct {
	op     byte // 'k' constant, 'l' look-up, 'f' function, '&' or '|'
	set    faceSet
	look   *setLook
	f      setEval
	terms  []*setTerm
	random bool // a read of it calls random
}

// setLook is a set looked up by a value of the state: read gives the
// value v (the game's variable vi without a call, when vi is not -1),
// which picks the row byV[v-lo+1]; byV[0] is the row of a v below lo,
// its last row the row of a v beyond the others.
type setLook struct {
	read eval
	vi   int
	lo   int64
	byV  []faceSet
	// top is, when read reads the face of top(zone) (byTopFace), that
	// zone plus one (the player to move's when topMover); 0 otherwise.
	top      int
	topMover bool
}

// value is the value l reads.
func (l *setLook) value(x *ctx) int64 {
	if l.vi >= 0 {
		return x.s.vars[l.vi]
	}
	return l.read(x)
}

// readsVar makes t's look-up read n, a game's variable, without a call
// (shows(card, color): the play color); t as it is for another n.
func (c *compiler) readsVar(t *setTerm, n *node) *setTerm {
	if op := c.operandOf(n, t.look.read); op.kind == 'v' {
		t.look.vi = int(op.k)
	}
	return t
}

// row is the row value v picks.
func (l *setLook) row(v int64) *faceSet {
	i := uint64(v-l.lo) + 1
	if v < l.lo {
		i = 0
	} else if i >= uint64(len(l.byV)) {
		i = uint64(len(l.byV)) - 1
	}
	return &l.byV[i]
}

// lookTerm is the look-up of rows[idx[v-lo]] by the value v read from lo
// to lo+len(idx)-1, rows[under] for a value below, rows[over] beyond; a
// read of random when random is set.
func lookTerm(read eval, lo int64, idx []int32, under, over int32, rows []faceSet, random bool) *setTerm {
	byV := make([]faceSet, 0, len(idx)+2)
	byV = append(byV, rows[under])
	for _, i := range idx {
		byV = append(byV, rows[i])
	}
	byV = append(byV, rows[over])
	return &setTerm{op: 'l', random: random, look: &setLook{read: read, vi: -1, lo: lo, byV: byV}}
}

// boolTerm is the look-up of rows[0] when read gives 0, rows[1] for
// another value.
func boolTerm(read eval, rows []faceSet, random bool) *setTerm {
	return lookTerm(read, 0, []int32{0, 1}, 1, 1, rows, random)
}

// indexTerm is the look-up of rows[v] for a value v read from 0 to
// len(rows)-2, of the last row for another value.
func indexTerm(read eval, rows []faceSet, random bool) *setTerm {
	n := int32(len(rows) - 1)
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(i)
	}
	return lookTerm(read, 0, idx, n, n, rows, random)
}

// How a comparison's value picks its row.
const (
	pickEqual    = iota // rows[i] for the i-th of sv's values, rows[len(sv.v)] for another
	pickBelow           // rows[number of sv's values below v]
	pickNotAbove        // rows[number of sv's values not above v]
)

// compareTerm is the set of rows picked by the place of the value read
// among sv's values (pick): rows has one more than sv has values. A
// look-up when sv's values span few enough for its direct tables, else
// a binary search in them.
func compareTerm(read eval, pick byte, sv *sortedValues, rows []faceSet, random bool) *setTerm {
	n := int32(len(sv.v))
	if sv.lt == nil {
		return &setTerm{op: 'f', random: random, f: func(x *ctx) faceSet {
			i, found := sv.find(read(x))
			switch {
			case pick == pickEqual && !found:
				i = len(sv.v)
			case pick == pickNotAbove && found:
				i++
			}
			return rows[i]
		}}
	}
	idx := make([]int32, len(sv.lt))
	for d := range idx {
		switch lt, le := sv.lt[d], sv.le[d]; pick {
		case pickEqual:
			idx[d] = n
			if le > lt {
				idx[d] = lt
			}
		case pickBelow:
			idx[d] = lt
		default:
			idx[d] = le
		}
	}
	under := int32(0)
	if pick == pickEqual {
		under = n
	}
	return lookTerm(read, sv.lo, idx, under, n, rows, random)
}

// constTerm is the constant set.
func constTerm(set faceSet) *setTerm { return &setTerm{op: 'k', set: set} }

// withRows is the look-up l with each row replaced by f of it (a new
// table: rows are shared with the terms l was made from).
func (l *setLook) withRows(f func(faceSet) faceSet) *setLook {
	out := *l
	out.byV = make([]faceSet, len(l.byV))
	for i, r := range l.byV {
		out.byV[i] = f(r)
	}
	return &out
}

// notTerm is !t, every face of all not in t: a constant's or a table's
// complement, or De Morgan's law on a group (the same reads in the same
// order: !a is every face exactly when a is empty).
func notTerm(t *setTerm, all faceSet) *setTerm {
	switch t.op {
	case 'k':
		return constTerm(complement(t.set, all))
	case 'l':
		return &setTerm{op: 'l', look: t.look.withRows(func(r faceSet) faceSet { return complement(r, all) }), random: t.random}
	case 'f':
		f := t.f
		return &setTerm{op: 'f', random: t.random, f: func(x *ctx) faceSet { return complement(f(x), all) }}
	}
	op := byte('&')
	if t.op == '&' {
		op = '|'
	}
	terms := make([]*setTerm, len(t.terms))
	for i, k := range t.terms {
		terms[i] = notTerm(k, all)
	}
	return &setTerm{op: op, terms: terms, random: t.random}
}

// complement is every face of all not in s.
func complement(s, all faceSet) faceSet {
	all.andNot(&s)
	return all
}

// joinTerms is a && b (op '&') or a || b (op '|'): one group of the
// terms of both (a run of the same operator), its constants folded into
// one and that one into a look-up of the group where there is one. A
// constant that decides the group alone (none for &&, all for ||) is the
// group, unless a term reads random.
func joinTerms(op byte, a, b *setTerm, all faceSet) *setTerm {
	var terms []*setTerm
	random := a.random || b.random
	for _, t := range []*setTerm{a, b} {
		if t.op == op {
			terms = append(terms, t.terms...)
		} else {
			terms = append(terms, t)
		}
	}
	if random {
		return &setTerm{op: op, terms: terms, random: true}
	}
	unit, decides := all, faceSet{} // for &&: all changes nothing, none decides
	if op == '|' {
		unit, decides = decides, unit
	}
	k, others := unit, terms[:0:0]
	for _, t := range terms {
		if t.op != 'k' {
			others = append(others, t)
			continue
		}
		if op == '&' {
			k.and(&t.set)
		} else {
			k.or(&t.set)
		}
	}
	if k == decides || len(others) == 0 {
		return constTerm(k)
	}
	if k != unit {
		others = foldConst(op, k, others)
	}
	if len(others) == 1 {
		return others[0]
	}
	return &setTerm{op: op, terms: others}
}

// foldConst joins constant k to the first look-up of terms (a new
// table), or puts it first when none is a look-up.
func foldConst(op byte, k faceSet, terms []*setTerm) []*setTerm {
	for i, t := range terms {
		if t.op != 'l' {
			continue
		}
		look := t.look.withRows(func(r faceSet) faceSet {
			if op == '&' {
				r.and(&k)
			} else {
				r.or(&k)
			}
			return r
		})
		out := append([]*setTerm{}, terms...)
		out[i] = &setTerm{op: 'l', look: look}
		return out
	}
	return append([]*setTerm{constTerm(k)}, terms...)
}

// ifTerm is "if cond then a else b": a look-up by cond when both are
// constants, else a function reading cond and then a's set or b's.
func ifTerm(cond eval, a, b *setTerm, random bool, all faceSet) *setTerm {
	if a.op == 'k' && b.op == 'k' {
		return boolTerm(cond, []faceSet{b.set, a.set}, random)
	}
	fa, fb := a.eval(all), b.eval(all)
	return &setTerm{op: 'f', random: random || a.random || b.random, f: func(x *ctx) faceSet {
		if cond(x) != 0 {
			return fa(x)
		}
		return fb(x)
	}}
}

// eval compiles t to the function making its set.
func (t *setTerm) eval(all faceSet) setEval {
	switch t.op {
	case 'k':
		set := t.set
		return func(*ctx) faceSet { return set }
	case 'l':
		l := t.look
		return func(x *ctx) faceSet { return *l.row(l.value(x)) }
	case 'f':
		return t.f
	}
	if t.random {
		return t.inOrder(all)
	}
	var looks []*setLook
	var others []setEval
	var guarded []guardedTerm
	for _, k := range t.terms {
		switch {
		case k.op == 'l':
			looks = append(looks, k.look)
		case t.op == '|' && k.op == '&' && k.terms[0].op == 'l':
			guarded = append(guarded, k.guarded(all))
		default:
			others = append(others, k.eval(all))
		}
	}
	if t.op == '&' {
		return func(x *ctx) faceSet {
			out := all
			for _, l := range looks {
				if out.and(l.row(l.value(x))); out.empty() {
					return out
				}
			}
			for _, f := range others {
				s := f(x)
				if out.and(&s); out.empty() {
					return out
				}
			}
			return out
		}
	}
	// Every look-up read: testing for every face after each cost more
	// than the reads it saved (in an && group, the test for none saves
	// more: Windia War's joins).
	if len(guarded) == 0 && len(others) == 0 {
		if f := inLine(looks); f != nil {
			return f
		}
		return func(x *ctx) faceSet { // look-ups alone (Windia War's matches)
			var o0, o1, o2, o3 uint64 // in registers, where a faceSet is in memory
			for _, l := range looks {
				r := l.row(l.value(x))
				o0, o1, o2, o3 = o0|r[0], o1|r[1], o2|r[2], o3|r[3]
			}
			return faceSet{o0, o1, o2, o3}
		}
	}
	return func(x *ctx) faceSet {
		var out faceSet
		for _, l := range looks {
			out.or(l.row(l.value(x)))
		}
		for i := range guarded {
			g := &guarded[i]
			r := g.guard.row(g.guard.value(x))
			if r.empty() {
				continue // the && is none: its rest is not read
			}
			s := g.rest(x)
			s.and(r)
			out.or(&s)
		}
		for _, f := range others {
			s := f(x)
			if out.or(&s); out == all {
				return out
			}
		}
		return out
	}
}

// guardedTerm is a && group of a || group whose first term is a
// look-up (the guard: contains(outer.rules.follow.cards, 'number') in
// "… || contains(outer.rules.follow.cards, 'number') && it.number >= 0
// && matches_it"): the || reads the guard's row itself and its rest,
// the && of the other terms, only when that row holds a face. A row
// of none is the common case, and the group's call was most of its
// cost.
type guardedTerm struct {
	guard *setLook
	rest  setEval
}

// guarded is t, a && group not reading random whose first term is a
// look-up, as a guardedTerm.
func (t *setTerm) guarded(all faceSet) guardedTerm {
	rest := t.terms[1]
	if len(t.terms) > 2 {
		rest = &setTerm{op: '&', terms: t.terms[1:]}
	}
	return guardedTerm{guard: t.terms[0].look, rest: rest.eval(all)}
}

// inOrder is group t made term after term as written, up to the first
// set that decides the group (none for &&, every face for ||): a term
// reading random is read when, and only when, the condition read card by
// card would read it.
func (t *setTerm) inOrder(all faceSet) setEval {
	terms := make([]setEval, len(t.terms))
	for i, k := range t.terms {
		terms[i] = k.eval(all)
	}
	and := t.op == '&'
	return func(x *ctx) faceSet {
		out := terms[0](x)
		for _, f := range terms[1:] {
			if and && out.empty() || !and && out == all {
				return out
			}
			s := f(x)
			if and {
				out.and(&s)
			} else {
				out.or(&s)
			}
		}
		return out
	}
}

// inLine is the || of looks, look-ups alone each reading a variable or
// the face of a top card, read in line: the variables' look-ups in a
// loop of their own, then the top cards' faces without a call
// (Windia War's matches: the play colors, every_color, and the
// discard's top face for its number). nil when a look-up reads another
// value. Not inlined into eval, a big function, in which the look-ups'
// row would not be inlined.
//
//go:noinline
func inLine(looks []*setLook) setEval {
	var vars, tops []*setLook
	for _, l := range looks {
		switch {
		case l.vi >= 0:
			vars = append(vars, l)
		case l.top > 0:
			tops = append(tops, l)
		default:
			return nil
		}
	}
	return func(x *ctx) faceSet {
		s := x.s
		var o0, o1, o2, o3 uint64 // in registers, where a faceSet is in memory
		for _, l := range vars {
			r := l.row(s.vars[l.vi])
			o0, o1, o2, o3 = o0|r[0], o1|r[1], o2|r[2], o3|r[3]
		}
		for _, l := range tops {
			r := l.row(s.topFaceIn(l.top-1, l.topMover, s.g.cardFace))
			o0, o1, o2, o3 = o0|r[0], o1|r[1], o2|r[2], o3|r[3]
		}
		return faceSet{o0, o1, o2, o3}
	}
}
