package ruleset

// This file keeps a card action's set of faces (faceset.go) from one
// LegalActions to the next while the values it is made from stay the
// same. A set is made from a few values read from the state — the play
// color, the number of the discard pile's top card, whether the phase is
// 'follow' — and tables made at load: the same values give the same set.
// Most actions leave those values as they were (a card drawn, a turn
// passed), and the set is then not made again.
//
// A set's leaves are the values it reads from the state (the condition
// of a stateSet or ifSet, the value a compareSet compares with, the color
// of a showsSet). While a set is made, each leaf read is noted with its
// value, in the order read; the set is kept with that list. The next
// time, the leaves of the list are read again in the same order: when
// each has its value again, making the set would read the same leaves in
// the same order (what it reads next depends only on what it has read),
// and give the same set. A set that calls random is not kept: reading
// its leaves twice would draw twice.

// maxLeaves is the most leaf reads a kept set may have made.
const maxLeaves = 8

// setMemo is one set kept: the leaves read while it was made (their
// index and value) and the set.
type setMemo struct {
	ok  bool
	n   int
	at  [maxLeaves]uint8
	val [maxLeaves]int64
	set faceSet
}

// setLeaves collects the leaves of the set being compiled; more is true
// when one of them reads more than the phase (faceset.go's setOfConst
// makes a set of the phase alone at load, by phase).
type setLeaves struct {
	list []eval
	more bool
}

// leaf is f, a value a set being compiled reads from the state (n), noted
// when read while the set is made.
func (c *compiler) leaf(n *node, f eval) eval {
	ls := c.leaves
	if ls == nil || f == nil {
		return f
	}
	if !phaseOnly(n) {
		ls.more = true
	}
	if len(ls.list) > 255 {
		return f
	}
	i := uint8(len(ls.list))
	ls.list = append(ls.list, f)
	return func(x *ctx) int64 {
		v := f(x)
		if x.s != nil {
			if m := x.s.making; m != nil {
				if m.n < maxLeaves {
					m.at[m.n], m.val[m.n] = i, v
				}
				m.n++
			}
		}
		return v
	}
}

// keptSet is set f, whose leaves are ls, kept in the state from one
// reading to the next while its leaves keep their values.
func (c *compiler) keptSet(f setEval, ls *setLeaves) setEval {
	if len(ls.list) == 0 {
		return f // a constant: made from the tables only
	}
	slot := c.g.setSlots
	c.g.setSlots++
	leaves := ls.list
	return func(x *ctx) faceSet {
		s := x.s
		if s == nil || s.making != nil {
			return f(x)
		}
		if len(s.sets) <= slot {
			s.sets = append(s.sets, make([]setMemo, c.g.setSlots-len(s.sets))...)
		}
		m := &s.sets[slot]
		if m.ok && m.same(leaves, x) {
			return m.set
		}
		m.ok, m.n = false, 0
		s.making = m
		out := f(x)
		s.making = nil
		if m.n <= maxLeaves {
			m.ok, m.set = true, out
		}
		return out
	}
}

// same reports whether the leaves m read have their values again, read
// in the same order.
func (m *setMemo) same(leaves []eval, x *ctx) bool {
	for i := range m.n {
		if leaves[m.at[i]](x) != m.val[i] {
			return false
		}
	}
	return true
}
