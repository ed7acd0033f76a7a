package ruleset

import (
	"strconv"

	"cardpress/catalog"
)

// This file holds the priority stack: pending effects answered last in,
// first out. A card put on a zone (move(card, stack)) waits there; each
// answer goes on top of what it answers; resolve(stack) takes the top card
// and runs the effects of the first [[resolve]] of that zone that fits it.
// Who may answer and when the top resolves (both players passing in turn)
// is the description's own: phases, a count of passes, the player to move.

// resolver is a [[resolve]] table: the effects a card on top of zone has
// when it resolves, if when holds of it (card names it).
type resolver struct {
	zone int
	when eval // nil: every card
	do   []stmt
}

func init() { addEffect("resolve", compileResolve) }

// resolves reads [[resolve]]: zone, when, do.
func (r *reader) resolves(v any) {
	list, ok := v.([]map[string]any)
	if v != nil && !ok {
		r.valueErrorf("resolve", "resolve is a list of [[resolve]] tables: zone, when, do")
		return
	}
	g := r.cp.g
	for i, tm := range list {
		p := "resolve." + strconv.Itoa(i)
		r.table(tm, p, "zone", "when", "do")
		zs, ok := r.str(tm, p, "zone")
		if !ok {
			r.errorf(p, "a [[resolve]] names the zone whose top card it resolves: zone = \"stack\"")
			continue
		}
		rs := resolver{zone: g.zoneIndex(zs)}
		if rs.zone < 0 {
			r.valueErrorf(p+".zone", "unknown zone %q%s", zs, catalog.DidYouMean(zs, g.zoneIDs()))
			continue
		}
		if g.zones[rs.zone].perPlayer {
			r.valueErrorf(p+".zone", "the stack is one zone all players answer on: %s is a player's zone", zs)
			continue
		}
		e := env{card: true}
		if ws, ok := r.str(tm, p, "when"); ok {
			rs.when = r.cp.expression(p+".when", ws, tBool, e)
		}
		rs.do = r.effects(tm, p, e)
		g.resolves = append(g.resolves, rs)
	}
}

// compileResolve compiles resolve(zone): the top card of the zone
// resolves — the effects of the first [[resolve]] of the zone whose when
// holds of it, card naming it, then the triggers it set off. Nothing
// happens when the zone is empty.
func compileResolve(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 1, "resolve(zone)") {
		return nil
	}
	r := c.zone(n.args[0], e, true)
	if r == nil {
		return nil
	}
	g := c.g
	if !hasResolver(g.resolves, r.z) {
		c.errorf(n.args[0].off, "no [[resolve]] says what a card on top of %s does: add one with zone = %q", g.zones[r.z].id, g.zones[r.z].id)
		return nil
	}
	return func(x *ctx) {
		s := x.s
		z := s.zones[r.one(x)]
		if len(z) == 0 {
			return
		}
		y := &ctx{s: s, card: int(z[len(z)-1]), it: -1, actor: x.actor}
		for i := range g.resolves {
			rs := &g.resolves[i]
			if rs.zone != r.z || rs.when != nil && rs.when(y) == 0 {
				continue
			}
			for _, f := range rs.do {
				f(y)
			}
			// The triggers the card set off run before anything else
			// resolves (BlackPoker's generation change after a キル).
			s.fire()
			return
		}
	}
}

// hasResolver reports whether a [[resolve]] says what a card on top of zone z does.
func hasResolver(list []resolver, z int) bool {
	for _, rs := range list {
		if rs.zone == z {
			return true
		}
	}
	return false
}
