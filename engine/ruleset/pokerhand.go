package ruleset

import (
	"slices"
	"strings"

	"cardpress/catalog"
)

// This file holds poker_hand(zone, 'combination', condition of it):
// whether the cards of the zone that fit the condition are exactly that
// combination of poker — BlackPoker's key cards (two of one number, two
// of one suit, the royal straight flush of R・S・F), a poker variant's
// showdown. Numbers and colors are the catalog's: a card's number is its
// rank, its one color its suit; a card with no number or not exactly one
// color (a Joker) makes no combination (it is not wild).

func init() { addFunction("poker_hand", compilePokerHand) }

// pokerHands are the combinations poker_hand knows, weakest first.
var pokerHands = []string{"pair", "two_pair", "three_of_a_kind", "straight", "flush", "full_house", "four_of_a_kind", "straight_flush", "royal_flush"}

// maxPokerCards bounds the cards a combination is made of: more never
// make one (a straight of the whole suit is 13).
const maxPokerCards = 16

// compilePokerHand compiles poker_hand(zone, 'combination', condition of it).
func compilePokerHand(c *compiler, n *node, e env) (eval, typ) {
	const form = "poker_hand(zone, 'combination', condition of it)"
	if !c.arity(n, 3, form) {
		return nil, tBad
	}
	w := n.args[1]
	if w.op != "str" {
		c.errorf(start(w), "the combination is written as a word: one of %s", strings.Join(pokerHands, ", "))
		return nil, tBad
	}
	kind := slices.Index(pokerHands, w.s)
	if kind < 0 {
		c.errorf(w.off, "unknown combination %q%s; poker_hand knows %s", w.s, catalog.DidYouMean(w.s, pokerHands), strings.Join(pokerHands, ", "))
		return nil, tBad
	}
	inner := e
	inner.it, inner.outer = true, e.it
	r := c.zone(n.args[0], e, false)
	which := c.typed(n.args[2], inner, tBool)
	if r == nil || which == nil {
		return nil, tBad
	}
	g := c.g
	high := g.highestNumber()
	return func(x *ctx) int64 {
		saved, outer := x.it, x.outer
		defer func() { x.it, x.outer = saved, outer }()
		x.outer = saved
		var h pokerCards
		r.each(x, func(i int) {
			for _, k := range x.s.zones[i] {
				x.it = int(k)
				if which(x) != 0 {
					f := &g.faces[g.cardFace[k]]
					h.add(f.number, f.color)
				}
			}
		})
		return b2i(h.is(pokerHands[kind], high))
	}, tBool
}

// highestNumber is the highest number a card of the set shows: an ace (a
// 1) also follows it in a straight, as an ace follows a king.
func (g *Game) highestNumber() int64 {
	high := int64(-1)
	for _, f := range g.cardFace {
		high = max(high, g.faces[f].number)
	}
	return high
}

// pokerCards are the numbers and colors of the cards a combination is
// asked of.
type pokerCards struct {
	n       int
	numbers [maxPokerCards]int64
	colors  [maxPokerCards]int64
	broken  bool // a card without a number or a single color, or too many cards
}

func (h *pokerCards) add(number, color int64) {
	if h.n == maxPokerCards || number < 0 || color < 0 {
		h.broken = true
		return
	}
	h.numbers[h.n], h.colors[h.n] = number, color
	h.n++
}

// is reports whether the cards are exactly combination kind; high is the
// highest number of the deck.
func (h *pokerCards) is(kind string, high int64) bool {
	if h.broken || h.n < 2 {
		return false
	}
	switch kind {
	case "pair":
		return h.groups() == [2]int{2, 0}
	case "two_pair":
		return h.groups() == [2]int{2, 2}
	case "three_of_a_kind":
		return h.groups() == [2]int{3, 0}
	case "four_of_a_kind":
		return h.groups() == [2]int{4, 0}
	case "full_house":
		return h.groups() == [2]int{3, 2}
	case "flush":
		return h.flush()
	case "straight":
		_, ok := h.straight(high)
		return ok
	case "straight_flush":
		_, ok := h.straight(high)
		return ok && h.flush()
	case "royal_flush":
		top, ok := h.straight(high)
		return ok && h.flush() && top == high+1
	}
	return false
}

// groups are the sizes of the two largest groups of one number when every
// card belongs to one of at most two such groups, largest first; {0, 0}
// otherwise.
func (h *pokerCards) groups() [2]int {
	var nums [2]int64
	var sizes [2]int
	k := 0
	for _, v := range h.numbers[:h.n] {
		i := slices.Index(nums[:k], v)
		if i < 0 {
			if k == 2 {
				return [2]int{}
			}
			i, nums[k] = k, v
			k++
		}
		sizes[i]++
	}
	if sizes[1] > sizes[0] {
		sizes[0], sizes[1] = sizes[1], sizes[0]
	}
	return sizes
}

// flush reports whether every card shows one color.
func (h *pokerCards) flush() bool {
	for _, c := range h.colors[1:h.n] {
		if c != h.colors[0] {
			return false
		}
	}
	return true
}

// straight reports whether the numbers are distinct and follow one
// another, a 1 counting after the highest number where that makes them
// follow; top is the last number (high+1 for an ace above the highest).
func (h *pokerCards) straight(high int64) (top int64, ok bool) {
	if t, ok := consecutive(h.numbers[:h.n], -1); ok {
		return t, true
	}
	return consecutive(h.numbers[:h.n], high+1)
}

// consecutive reports whether the numbers, a 1 read as ace when ace is
// not -1, are distinct and follow one another, and the highest.
func consecutive(numbers []int64, ace int64) (int64, bool) {
	var set uint64
	lo, hi := int64(1<<62), int64(-1)
	for _, v := range numbers {
		if v == 1 && ace >= 0 {
			v = ace
		}
		if v >= 64 || set&(1<<v) != 0 {
			return 0, false
		}
		set |= 1 << v
		lo, hi = min(lo, v), max(hi, v)
	}
	return hi, hi-lo+1 == int64(len(numbers))
}
