package ruleset

import (
	"fmt"
	"strings"
)

// This file keeps, while LegalActions runs, the value of each costly
// part of a condition that reads only the state — sum(tableau, …),
// any(hand, …) — once read: the state does not change while the legal
// actions are listed, and the same part is asked again for every card
// and choice (choice <= releasable for each number 0 to 15).

// memoized are the functions whose calls are worth keeping: they loop
// over the cards of a zone or over the players. A count or a top is
// read as fast as a kept value.
var memoized = map[string]bool{"sum": true, "any": true, "all": true, "best": true,
	"first_player": true, "best_player": true}

// varies are the reads that change while LegalActions runs.
const varies = rCard | rIt | rOuter | rP | rChoice | rTarget | rPaid | rRandom

// memo holds the values kept: v[i] is read when at[i] is gen.
type memo struct {
	gen uint64
	at  []uint64
	v   []int64
}

// begin starts a new listing of legal actions with n slots: nothing kept.
func (m *memo) begin(n int) {
	m.gen++
	if len(m.at) < n {
		m.at, m.v = make([]uint64, n), make([]int64, n)
	}
}

// kept is f, a costly part of a condition read at n, kept while
// LegalActions runs when it reads nothing but the state.
func (c *compiler) kept(n *node, e env, f eval) eval {
	if e.stmt || e.setup || n.op != "call" || !memoized[n.s] || c.readsOf(n)&varies != 0 {
		return f
	}
	if c.g.memoSlot == nil {
		c.g.memoSlot = map[string]int{}
	}
	key := shape(n)
	i, ok := c.g.memoSlot[key]
	if !ok {
		i = len(c.g.memoSlot)
		c.g.memoSlot[key] = i
	}
	return func(x *ctx) int64 {
		m := x.memo
		if m == nil {
			return f(x)
		}
		if m.at[i] == m.gen {
			return m.v[i]
		}
		v := f(x)
		m.at[i], m.v[i] = m.gen, v
		return v
	}
}

// shape writes n out, so that the same part written twice (in two lets)
// shares its slot.
func shape(n *node) string {
	var b strings.Builder
	var walk func(n *node)
	walk = func(n *node) {
		fmt.Fprintf(&b, "%s:%s:%d(", n.op, n.s, n.n)
		for _, a := range n.args {
			walk(a)
			b.WriteByte(',')
		}
		b.WriteByte(')')
	}
	walk(n)
	return b.String()
}
