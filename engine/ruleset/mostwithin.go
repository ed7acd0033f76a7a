package ruleset

import "slices"

// This file holds most_within(zone, condition of it, value of it, limit):
// how many of the cards of the zone that fit the condition can be taken
// together with their values adding up to at most limit — the smallest
// first. CLAMP in CARDLAND's exit judgement removes opposing characters
// whose stamina adds up to at most one's acting total (可刪除的張數); a
// market game's "how many cards can 7 coins buy" is the same question.

func init() {
	addFunction("most_within", compileMostWithin)
}

// compileMostWithin compiles most_within(zone, condition, value, limit).
func compileMostWithin(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 4, "most_within(zone, condition of it, value of it, limit)") {
		return nil, tBad
	}
	inner := e
	inner.it, inner.outer = true, e.it
	r := c.zone(n.args[0], e, false)
	ok := c.typed(n.args[1], inner, tBool)
	v := c.typed(n.args[2], inner, tInt)
	limit := c.typed(n.args[3], e, tInt)
	if r == nil || ok == nil || v == nil || limit == nil {
		return nil, tBad
	}
	return func(x *ctx) int64 {
		left := limit(x)
		saved, outer := x.it, x.outer
		x.outer = saved
		var buf [16]int64
		values := buf[:0]
		r.each(x, func(i int) {
			for _, k := range x.s.zones[i] {
				x.it = int(k)
				if ok(x) != 0 {
					values = append(values, v(x))
				}
			}
		})
		x.it, x.outer = saved, outer
		slices.Sort(values)
		var taken int64
		for _, w := range values {
			if w > left {
				break
			}
			left -= w
			taken++
		}
		return taken
	}, tInt
}
