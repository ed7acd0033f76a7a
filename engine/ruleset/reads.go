package ruleset

import "slices"

// This file says what an expression reads besides the catalog, from its
// syntax tree: LegalActions reads a condition that does not read the
// action's card or choice once for all of them (checksplit.go).

// reads is a set of what an expression reads at play time.
type reads uint16

const (
	rState  reads = 1 << iota // the state: zones, variables, player, phase
	rCard                     // the action's card
	rIt                       // the card a sum, any, all … looks at
	rOuter                    // the card the enclosing one looks at
	rP                        // the player first_player, each_player … try
	rChoice                   // the action's choice
	rTarget                   // the card the action is aimed at
	rPaid                     // the cards paid
	rActor                    // the player who acts
	rRandom                   // the game's random generator
)

// perItem are the reads that change from one card or choice an action
// offers to the next.
const perItem = rCard | rChoice | rTarget | rPaid

// binder is a function whose arguments from the from-th on are read for
// each card of a zone (it) or each player (p): what they read of it or p
// is their own.
type binder struct {
	names reads
	from  int
}

var bound = map[string]binder{"sum": {rIt, 1}, "any": {rIt, 1}, "all": {rIt, 1}, "best": {rIt, 1}, "each_card": {rIt, 1},
	"turn_up": {rIt, 2}, "first_player": {rP, 0}, "best_player": {rP, 0}, "each_player": {rP, 0}}

// readsOf is what expression n reads; anything it does not know reads
// the state.
func (c *compiler) readsOf(n *node) reads {
	if c.readsMemo == nil {
		return c.readsOfNode(n)
	}
	r, ok := c.readsMemo[n]
	if !ok {
		r = c.readsOfNode(n)
		c.readsMemo[n] = r
	}
	return r
}

// readsOfNode is readsOf, read.
func (c *compiler) readsOfNode(n *node) reads {
	switch n.op {
	case "int", "str", "star":
		return 0
	case "name":
		return c.nameReads(n.s)
	case "member":
		of, first, _ := memberRoot(n)
		r := c.readsOf(of)
		if !slices.Contains(entryTables, first) && !slices.Contains(attributes, first) && !slices.Contains(c.g.stats, first) {
			r |= rState // a card's variable
		}
		return r
	case "call":
		return c.callReads(n)
	}
	var r reads
	if n.op == "index" {
		r = rState
	}
	for _, a := range n.args {
		r |= c.readsOf(a)
	}
	return r
}

// nameReads is what a name reads.
func (c *compiler) nameReads(s string) reads {
	switch s {
	case "true", "false", "none":
		return 0
	case "card":
		return rCard
	case "it":
		return rIt
	case "outer":
		return rOuter
	case "p":
		return rP
	case "choice":
		return rChoice
	case "target":
		return rTarget
	case "actor":
		return rActor
	}
	if l, ok := c.lets[s]; ok && !c.letting[s] {
		// With no let being read or compiled the answer depends on the
		// lets alone, all read before any is used (reader.lets).
		top := len(c.letting) == 0
		if r, ok := c.letReads[s]; ok && top {
			return r
		}
		c.letting[s] = true
		r := c.readsOf(l)
		delete(c.letting, s)
		if top {
			if c.letReads == nil {
				c.letReads = map[string]reads{}
			}
			c.letReads[s] = r
		}
		return r
	}
	return rState
}

// drawsRandom reports whether n draws from the game's generator: calls
// random, itself or in a [let] it names. A shortcut that reads n more or
// fewer times than its plain path, or in another order, must not take n.
func (c *compiler) drawsRandom(n *node) bool {
	return c.readsOf(n)&rRandom != 0
}

// callReads is what a call reads: its arguments, the state (every
// built-in but the card's own values may read it), and what binds it or
// p reads of its own.
func (c *compiler) callReads(n *node) reads {
	r := rState
	switch n.s {
	case "random":
		r |= rRandom
	case "paid":
		r |= rPaid
	}
	for i, a := range n.args {
		ar := c.readsOf(a)
		if b, ok := bound[n.s]; ok && i >= b.from {
			ar &^= b.names
			if b.names == rIt && ar&rOuter != 0 {
				// outer inside is the card it names outside.
				ar = ar&^rOuter | rIt
			}
		}
		r |= ar
	}
	return r
}
