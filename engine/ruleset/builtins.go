package ruleset

import (
	"fmt"
	"slices"

	"cardpress/catalog"
)

// This file compiles the built-in functions and effects: what a rules
// description calls by name.

func init() {
	addFunction("count", compileCount)
	addFunction("sum", compileAggregate)
	addFunction("any", compileAggregate)
	addFunction("all", compileAggregate)
	addFunction("top", compileTop)
	addFunction("best", compileBest)
	addFunction("index", compileIndex)
	addFunction("next", compileNext)
	addFunction("left", compileLeft)
	addFunction("first_player", compileFirstPlayer)
	addFunction("best_player", compileBestPlayer)
	addFunction("holder", compileHolder)
	addFunction("random", compileRandom)
	addFunction("paid", compilePaid)
	addFunction("has", (*compiler).given)
	addEffect("move", func(c *compiler, n *node, e env) stmt {
		return c.cardOnto(n, e, "move(card, zone)", (*State).move)
	})
	addEffect("move_top", compileMoveTop)
	addEffect("move_pile", compileMovePile)
	addEffect("shuffle", compileShuffle)
	addEffect("turn_up", compileTurnUp)
	addEffect("each_player", compileEachPlayer)
	addEffect("each_card", compileEachCard)
	addEffect("end_round", compileEndRound)
	addEffect("win", compileWin)
}

// compileCount compiles count(zone): how many cards the zone holds (every
// player's, hand[*]).
func compileCount(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 1, "count(zone)") {
		return nil, tBad
	}
	r := c.zone(n.args[0], e, false)
	if r == nil {
		return nil, tBad
	}
	if r.mover {
		return func(x *ctx) int64 { return int64(len(x.s.moverZone(int32(r.z)))) }, tInt
	}
	return func(x *ctx) int64 {
		lo, hi := r.span(x)
		k := 0
		for _, z := range x.s.zones[lo:hi] {
			k += len(z)
		}
		return int64(k)
	}, tInt
}

// compileAggregate compiles sum, any and all of an expression of it over
// the cards of a zone.
func compileAggregate(c *compiler, n *node, e env) (eval, typ) {
	inner := e
	inner.it = true
	if !c.arity(n, 2, n.s+"(zone, expression of it)") {
		return nil, tBad
	}
	inner.outer = e.it
	r := c.zone(n.args[0], e, false)
	want := tBool
	if n.s == "sum" {
		want = tInt
	}
	f := c.typed(n.args[1], inner, want)
	if r == nil || f == nil {
		return nil, tBad
	}
	if g := c.anyOf(n, e, r); g != nil {
		return g, want
	}
	plain := aggregate(n.s, r, f, !c.drawsRandom(n.args[1]))
	if g := c.sumWhere(n, inner, r, f, plain); g != nil {
		return g, want // catalogwalk.go
	}
	if g := c.anySet(n, e, r, plain); g != nil {
		return g, want
	}
	return plain, want
}

// compileTop compiles top(zone): the zone's top card, none when it is empty.
func compileTop(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 1, "top(zone)") {
		return nil, tBad
	}
	r := c.zone(n.args[0], e, true)
	if r == nil {
		return nil, tBad
	}
	return func(x *ctx) int64 {
		z := x.s.zones[r.one(x)]
		if len(z) == 0 {
			return -1
		}
		return int64(z[len(z)-1])
	}, tCard
}

// compileNext compiles next(steps): the player that many seats on in the
// direction of play.
func compileNext(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 1, "next(steps)") {
		return nil, tBad
	}
	k := c.typed(n.args[0], e, tInt)
	if k == nil {
		return nil, tBad
	}
	dir := c.g.dirVar
	return func(x *ctx) int64 {
		d := int64(1)
		if dir >= 0 {
			d = x.s.vars[dir]
		}
		n := int64(x.s.n)
		return ((x.s.player+k(x)*d)%n + n) % n
	}, tPlayer
}

// compileBest compiles best(zone, value, condition): the card of the zone
// with the highest value among those for which the condition holds, none
// for none.
func compileBest(c *compiler, n *node, e env) (eval, typ) {
	inner := e
	inner.it = true
	if !c.arity(n, 3, "best(zone, value of it, condition of it)") {
		return nil, tBad
	}
	r := c.zone(n.args[0], e, false)
	v := c.typed(n.args[1], inner, tInt)
	ok := c.typed(n.args[2], inner, tBool)
	if r == nil || v == nil || ok == nil {
		return nil, tBad
	}
	return func(x *ctx) int64 {
		saved := x.it
		best, bestV := int64(-1), int64(0)
		lo, hi := r.span(x)
		for _, z := range x.s.zones[lo:hi] {
			for _, k := range z {
				x.it = int(k)
				if ok(x) == 0 {
					continue
				}
				if w := v(x); best < 0 || w > bestV {
					best, bestV = int64(k), w
				}
			}
		}
		x.it = saved
		return best
	}, tCard
}

// compileIndex compiles index(zone, card): the card's place in the zone
// from the bottom, -1 when it is not there.
func compileIndex(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 2, "index(zone, card)") {
		return nil, tBad
	}
	r := c.zone(n.args[0], e, true)
	k := c.typed(n.args[1], e, tCard)
	if r == nil || k == nil {
		return nil, tBad
	}
	return func(x *ctx) int64 {
		card := int16(k(x))
		for i, c := range x.s.zones[r.one(x)] {
			if c == card {
				return int64(i)
			}
		}
		return -1
	}, tInt
}

// compileLeft compiles left(player, seats): the player that many seats to
// the left.
func compileLeft(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 2, "left(player, seats)") {
		return nil, tBad
	}
	p := c.player(n.args[0], e)
	k := c.typed(n.args[1], e, tInt)
	if p == nil || k == nil {
		return nil, tBad
	}
	return func(x *ctx) int64 {
		n := int64(x.s.n)
		q := p(x)
		if q < 0 {
			return -1
		}
		return ((q+k(x))%n + n) % n
	}, tPlayer
}

// compileBestPlayer compiles best_player(value of p): the first player
// with the highest value.
func compileBestPlayer(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 1, "best_player(value of p)") {
		return nil, tBad
	}
	pe := e
	pe.p = true
	f := c.typed(n.args[0], pe, tInt)
	if f == nil {
		return nil, tBad
	}
	return func(x *ctx) int64 {
		saved := x.p
		best, bestV := int64(-1), int64(0)
		for q := 0; q < x.s.n; q++ {
			x.p = int64(q)
			if v := f(x); best < 0 || v > bestV {
				best, bestV = int64(q), v
			}
		}
		x.p = saved
		return best
	}, tPlayer
}

// compilePaid compiles paid(card): whether the card is one paid for the
// action.
func compilePaid(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 1, "paid(card)") {
		return nil, tBad
	}
	if !e.pay {
		c.errorf(n.off, "paid(card) reads the cards paid for an action with pay; this one has none")
		return nil, tBad
	}
	k := c.typed(n.args[0], e, tCard)
	if k == nil {
		return nil, tBad
	}
	c.readsPaid = true
	return func(x *ctx) int64 { return b2i(slices.Contains(x.paid, int(k(x)))) }, tBool
}

// compileRandom compiles random(n): a number from 0 to n-1 drawn from the
// game's generator (effects only).
func compileRandom(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 1, "random(n)") {
		return nil, tBad
	}
	k := c.typed(n.args[0], e, tInt)
	if k == nil {
		return nil, tBad
	}
	if !e.stmt && !e.setup {
		c.errorf(n.off, "random draws from the game's generator: use it in an effect, not a condition")
		return nil, tBad
	}
	return func(x *ctx) int64 {
		m := k(x)
		if m <= 0 {
			return 0
		}
		return int64(x.s.rng.Uint64() % uint64(m))
	}, tInt
}

// compileHolder compiles holder(card): the player whose zone holds the
// card, none for a shared zone.
func compileHolder(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 1, "holder(card)") {
		return nil, tBad
	}
	k := c.typed(n.args[0], e, tCard)
	if k == nil {
		return nil, tBad
	}
	return func(x *ctx) int64 {
		card := k(x)
		if card < 0 {
			return -1
		}
		return int64(x.s.holder(int(card)))
	}, tPlayer
}

// compileFirstPlayer compiles first_player(condition of p): the first seat
// for which the condition holds, none for none.
func compileFirstPlayer(c *compiler, n *node, e env) (eval, typ) {
	if !c.arity(n, 1, "first_player(condition of p)") {
		return nil, tBad
	}
	pe := e
	pe.p = true
	f := c.typed(n.args[0], pe, tBool)
	if f == nil {
		return nil, tBad
	}
	return func(x *ctx) int64 {
		saved := x.p
		found := int64(-1)
		for q := 0; q < x.s.n; q++ {
			x.p = int64(q)
			if f(x) != 0 {
				found = int64(q)
				break
			}
		}
		x.p = saved
		return found
	}, tPlayer
}

// compileMoveTop compiles move_top(count, from, to): the top cards of
// from, one by one, onto to (each player's in turn for hand[*]).
func compileMoveTop(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 3, "move_top(count, from zone, to zone)") {
		return nil
	}
	k := c.typed(n.args[0], e, tInt)
	from := c.zone(n.args[1], e, true)
	to := c.zone(n.args[2], e, false)
	if k == nil || from == nil || to == nil {
		return nil
	}
	c.g.zones[to.z].filled = true
	return func(x *ctx) {
		count := int(k(x))
		for range count {
			to.each(x, func(i int) { x.s.moveTop(from.one(x), i) })
		}
	}
}

// compileMovePile compiles move_pile(count, from, to): the top cards of
// from lifted onto to as they lay.
func compileMovePile(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 3, "move_pile(count, from zone, to zone)") {
		return nil
	}
	k := c.typed(n.args[0], e, tInt)
	from := c.zone(n.args[1], e, true)
	to := c.zone(n.args[2], e, true)
	if k == nil || from == nil || to == nil {
		return nil
	}
	c.g.zones[to.z].filled = true
	return func(x *ctx) { x.s.movePile(int(k(x)), from.one(x), to.one(x)) }
}

// compileShuffle compiles shuffle(zone).
func compileShuffle(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 1, "shuffle(zone)") {
		return nil
	}
	r := c.zone(n.args[0], e, false)
	if r == nil {
		return nil
	}
	return func(x *ctx) { r.each(x, x.s.shuffle) }
}

// compileTurnUp compiles turn_up(from, to, condition of it): cards turned
// up from from onto to until one for which the condition holds.
func compileTurnUp(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 3, "turn_up(from zone, to zone, condition of it)") {
		return nil
	}
	from := c.zone(n.args[0], e, true)
	to := c.zone(n.args[1], e, true)
	inner := e
	inner.it = true
	ok := c.typed(n.args[2], inner, tBool)
	if from == nil || to == nil || ok == nil {
		return nil
	}
	c.g.zones[to.z].filled = true
	return func(x *ctx) { x.s.turnUp(from.one(x), to.one(x), ok, x) }
}

// compileEachPlayer compiles each_player(effect of p): the effect for
// every player, in seat order.
func compileEachPlayer(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 1, "each_player(effect of p)") {
		return nil
	}
	pe := e
	pe.p = true
	f := c.stmt(n.args[0], pe)
	if f == nil {
		return nil
	}
	return func(x *ctx) {
		saved := x.p
		for q := 0; q < x.s.n; q++ {
			x.p = int64(q)
			f(x)
		}
		x.p = saved
	}
}

// compileEachCard compiles each_card(zone, effect of it): the effect for
// every card the zone holds when it starts.
func compileEachCard(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 2, "each_card(zone, effect of it)") {
		return nil
	}
	r := c.zone(n.args[0], e, false)
	inner := e
	inner.it = true
	f := c.stmt(n.args[1], inner)
	if r == nil || f == nil {
		return nil
	}
	plain := func(x *ctx) {
		lo, hi := r.span(x)
		zones := x.s.zones[lo:hi]
		if emptyZones(zones) {
			return // most often: an empty tableau
		}
		saved := x.it
		// The cards there when it starts, even those an effect moves.
		var buf [64]int16
		list := buf[:0]
		for _, z := range zones {
			list = append(list, z...)
		}
		for _, k := range list {
			x.it = int(k)
			f(x)
		}
		x.it = saved
	}
	if g := c.eachWhere(n.args[1], inner, r, plain); g != nil {
		return g // catalogwalk.go
	}
	return plain
}

// sumWalk is the sum of f over the cards of the zones r names, it each
// card in turn and outer the card it named around the loop; with holds,
// over the cards holds is true for only, and of whole over all the cards
// in a state with plainWalk set (catalogwalk.go).
func sumWalk(r *zref, f eval, holds []bool, whole eval) eval {
	return func(x *ctx) int64 {
		f, holds := f, holds
		if holds != nil && x.s.plainWalk {
			f, holds = whole, nil
		}
		saved, outer := x.it, x.outer
		x.outer = saved
		lo, hi := r.span(x)
		var total int64
		for _, z := range x.s.zones[lo:hi] {
			for _, k := range z {
				if holds == nil || holds[k] {
					x.it = int(k)
					total += f(x)
				}
			}
		}
		x.it, x.outer = saved, outer
		return total
	}
}

// emptyZones reports whether zones hold no card.
func emptyZones(zones [][]int16) bool {
	for _, z := range zones {
		if len(z) > 0 {
			return false
		}
	}
	return true
}

// compileEndRound compiles end_round(): the round ends once the action's
// effects are done.
func compileEndRound(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 0, "end_round()") {
		return nil
	}
	return func(x *ctx) { x.s.endRound = true }
}

// compileWin compiles win(player): the game ends with that player the winner.
func compileWin(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 1, "win(player)") {
		return nil
	}
	p := c.player(n.args[0], e)
	if p == nil {
		return nil
	}
	return func(x *ctx) { x.s.win(int(p(x))) }
}

// zref is a zone as an expression names it: hand (the player's own),
// hand[p], hand[*] (every player's), discard (a shared zone).
type zref struct {
	z   int
	p   eval // the player of a player's zone; nil for a shared zone
	all bool
	// mover: the zone of the player to move (hand, not hand[p]), read
	// without calling p, the most frequent reference.
	mover bool
}

// span is the zone instances the reference names, lo to hi-1: every
// player's instance of a zone lie side by side.
func (r *zref) span(x *ctx) (lo, hi int) {
	s := x.s
	switch {
	case r.mover:
		lo = s.zb[r.z] + int(s.player)
		return lo, lo + 1
	case r.all:
		return s.zb[r.z], s.zb[r.z] + s.n
	case r.p == nil:
		return s.zb[r.z], s.zb[r.z] + 1
	}
	q := r.p(x)
	if q < 0 {
		return 0, 0
	}
	return s.zb[r.z] + int(q), s.zb[r.z] + int(q) + 1
}

// each calls f with every zone instance the reference names.
func (r *zref) each(x *ctx, f func(inst int)) {
	s := x.s
	switch {
	case r.all:
		for q := 0; q < s.n; q++ {
			f(s.zb[r.z] + q)
		}
	case r.p == nil:
		f(s.zb[r.z])
	default:
		if q := r.p(x); q >= 0 {
			f(s.zb[r.z] + int(q))
		}
	}
}

// one is the single zone instance the reference names.
func (r *zref) one(x *ctx) int {
	switch {
	case r.mover:
		return x.s.zb[r.z] + int(x.s.player)
	case r.p == nil:
		return x.s.zb[r.z]
	}
	q := r.p(x)
	if q < 0 {
		q = 0
	}
	return x.s.zb[r.z] + int(q)
}

// zone compiles a zone reference; single forbids hand[*].
func (c *compiler) zone(n *node, e env, single bool) *zref {
	name, idx := n, (*node)(nil)
	if n.op == "index" {
		name, idx = n.args[0], n.args[1]
	}
	if name.op != "name" {
		c.errorf(n.off, "a zone is wanted here: one of %v", c.g.zoneIDs())
		return nil
	}
	z := c.g.zoneIndex(name.s)
	if z < 0 {
		c.errorf(name.off, "unknown zone %q%s", name.s, catalog.DidYouMean(name.s, c.g.zoneIDs()))
		return nil
	}
	r := &zref{z: z}
	switch {
	case !c.g.zones[z].perPlayer && idx != nil:
		c.errorf(idx.off, "%s is a shared zone: it takes no player", name.s)
		return nil
	case !c.g.zones[z].perPlayer:
	case idx == nil:
		r.p, r.mover = func(x *ctx) int64 { return x.s.player }, true
	case idx.op == "star" && single:
		c.errorf(idx.off, "one zone is wanted here, not every player's")
		return nil
	case idx.op == "star":
		r.all = true
	default:
		if r.p = c.player(idx, e); r.p == nil {
			return nil
		}
	}
	return r
}

func (c *compiler) arity(n *node, k int, form string) bool {
	if len(n.args) != k {
		c.errorf(n.off, "%s takes %d argument(s): %s", n.s, k, form)
		return false
	}
	return true
}

// typed compiles an argument that must have type want.
func (c *compiler) typed(n *node, e env, want typ) eval {
	f, t := c.expr(n, e)
	if f == nil {
		return nil
	}
	if f, t = c.convert(n, f, t, want); f == nil {
		return nil
	}
	if t != want {
		c.errorf(start(n), "%s is wanted here, this is %s", want, t)
		return nil
	}
	return f
}

// call compiles a call of a built-in function (the registry, builtinregistry.go).
func (c *compiler) call(n *node, e env) (eval, typ) {
	if f, ok := registeredFunctions[n.s]; ok {
		return f(c, n, e)
	}
	if c.effect(n.s) {
		c.errorf(n.off, "%s is an effect: it stands alone in a do list, not inside a condition", n.s)
		return nil, tBad
	}
	c.errorf(n.off, "unknown function %q%s", n.s, catalog.DidYouMean(n.s, functions))
	return nil, tBad
}

func (c *compiler) effect(name string) bool {
	for _, s := range effects {
		if s == name {
			return true
		}
	}
	return false
}

// aggregate is sum/any/all's loop over the cards of r, it naming each
// card and outer the card it named around the loop. any and all stop at
// the first card that decides them when pure (the expression draws no
// random number, so that skipping the rest changes nothing).
func aggregate(kind string, r *zref, f eval, pure bool) eval {
	switch {
	case kind == "sum":
		return sumWalk(r, f, nil, nil)
	case pure:
		// any is true at the first card for which f is 1; all false at
		// the first for which it is 0.
		stop := int64(1)
		if kind == "all" {
			stop = 0
		}
		return func(x *ctx) int64 {
			saved, outer := x.it, x.outer
			x.outer = saved
			lo, hi := r.span(x)
			v := 1 - stop
			for _, z := range x.s.zones[lo:hi] {
				for _, k := range z {
					x.it = int(k)
					if f(x) == stop {
						v = stop
						break
					}
				}
				if v == stop {
					break
				}
			}
			x.it, x.outer = saved, outer
			return v
		}
	}
	return func(x *ctx) int64 {
		saved, outer := x.it, x.outer
		x.outer = saved
		lo, hi := r.span(x)
		total := int64(0)
		if kind == "all" {
			total = 1
		}
		for _, z := range x.s.zones[lo:hi] {
			for _, k := range z {
				x.it = int(k)
				if kind == "any" {
					total |= f(x)
				} else {
					total &= f(x)
				}
			}
		}
		x.it, x.outer = saved, outer
		return total
	}
}

// stmt compiles an effect node.
func (c *compiler) stmt(n *node, e env) stmt {
	switch n.op {
	case "if":
		cond := c.typed(n.args[0], e, tBool)
		then := c.stmt(n.args[1], e)
		var els stmt
		if len(n.args) == 3 {
			els = c.stmt(n.args[2], e)
		}
		if cond == nil || then == nil {
			return nil
		}
		if gd, ok := c.guardOf(n.args[0], e); ok {
			return guarded(gd, then, els) // operands.go
		}
		return func(x *ctx) {
			if cond(x) != 0 {
				then(x)
			} else if els != nil {
				els(x)
			}
		}
	case "assign":
		return c.assign(n, e)
	case "call":
		return c.effectCall(n, e)
	}
	c.errorf(n.off, "an effect is an assignment or a call")
	return nil
}

// assign compiles x = e, x += e, x -= e to a variable, a player's
// variable, the phase or the player to move.
func (c *compiler) assign(n *node, e env) stmt {
	lhs := n.args[0]
	// slot is the variable set and its index in State.frozenVars: the
	// variables, then the player to move and the phase.
	var slot func(x *ctx) (*int64, int)
	var t typ
	global := -1 // the index of a variable set, read without slot
	switch {
	case lhs.op == "name" && lhs.s == "phase":
		slot, t = func(x *ctx) (*int64, int) { return &x.s.phase, len(x.s.vars) + 1 }, tPhase
	case lhs.op == "name" && lhs.s == "player":
		t = tPlayer // no slot: set by setPlayer, below
	case lhs.op == "name" && c.g.varIndex(lhs.s) >= 0:
		i := c.g.varIndex(lhs.s)
		slot, t, global = func(x *ctx) (*int64, int) { return &x.s.vars[i], i }, c.g.vars[i].t, i
	case lhs.op == "index" && lhs.args[0].op == "name" && c.g.pvarIndex(lhs.args[0].s) >= 0:
		i := c.g.pvarIndex(lhs.args[0].s)
		p := c.player(lhs.args[1], e)
		if p == nil {
			return nil
		}
		nv, stride := len(c.g.vars), len(c.g.pvars)
		slot, t = func(x *ctx) (*int64, int) {
			k := nv + int(max(p(x), 0))*stride + i
			return &x.s.vars[k], k
		}, c.g.pvars[i].t
	case lhs.op == "member" && c.g.cvarIndex(lhs.s) >= 0:
		i := c.g.cvarIndex(lhs.s)
		k := c.typed(lhs.args[0], e, tCard)
		if k == nil {
			return nil
		}
		stride := len(c.g.cvars)
		slot, t = func(x *ctx) (*int64, int) {
			if card := k(x); card >= 0 {
				return &x.s.cvars[int(card)*stride+i], -1
			}
			return new(int64), -1 // the variable of no card: set, never read
		}, c.g.cvars[i].t
	case lhs.op == "member":
		c.errorf(lhs.off, "a card has no attribute %q to set%s", lhs.s, catalog.DidYouMean(lhs.s, c.g.cvarIDs()))
		return nil
	case lhs.op == "name":
		known := []string{"phase", "player"}
		for _, v := range c.g.vars {
			known = append(known, v.id)
		}
		c.errorf(lhs.off, "unknown variable %q%s", lhs.s, catalog.DidYouMean(lhs.s, known))
		return nil
	default:
		c.errorf(lhs.off, "only a variable, a player's variable (score[p]), a card's variable (card.NAME), phase or player can be set")
		return nil
	}
	v := c.typed(n.args[1], e, t)
	if v == nil {
		return nil
	}
	if n.s != "=" && t != tInt {
		c.errorf(n.off, "%s adds numbers; this variable is %s", n.s, t)
		return nil
	}
	op := n.s
	k, constant := int64(0), false
	if c.readsOf(n.args[1]) == 0 {
		k, constant = valueAt(v, &ctx{card: -1, it: -1, outer: -1})
	}
	if t == tPhase && constant {
		return func(x *ctx) {
			if x.s.frozenVars != nil && x.s.frozenVars[len(x.s.vars)+1] {
				return
			}
			if k != x.s.phase {
				x.s.phase = k
				x.s.began(int(k))
			}
		}
	}
	if t == tPhase {
		// Entering a phase ends what lasts until it and sets off its
		// triggers.
		return func(x *ctx) {
			k := len(x.s.vars) + 1
			if x.s.frozenVars != nil && x.s.frozenVars[k] {
				return
			}
			if ph := v(x); ph != x.s.phase {
				x.s.phase = ph
				x.s.began(int(ph))
			}
		}
	}
	if slot == nil { // player: the player to move and where their variables start, together
		return func(x *ctx) {
			if x.s.frozenVars != nil && x.s.frozenVars[len(x.s.vars)] {
				return
			}
			x.s.setPlayer(v(x))
		}
	}
	if global >= 0 && constant {
		return setConst(op, global, k)
	}
	if global >= 0 {
		return setVar(op, global, v)
	}
	return func(x *ctx) {
		ptr, k := slot(x)
		if k >= 0 && x.s.frozenVars != nil && x.s.frozenVars[k] {
			return
		}
		switch op {
		case "+=":
			*ptr += v(x)
		case "-=":
			*ptr -= v(x)
		default:
			*ptr = v(x)
		}
	}
}

// setVar is variable i = v (or += v, -= v), the most frequent effect, as
// one function; a variable an example's set-up fixed is left as it is.
func setVar(op string, i int, v eval) stmt {
	switch op {
	case "+=":
		return func(x *ctx) {
			if x.s.frozenVars == nil || !x.s.frozenVars[i] {
				x.s.vars[i] += v(x)
			}
		}
	case "-=":
		return func(x *ctx) {
			if x.s.frozenVars == nil || !x.s.frozenVars[i] {
				x.s.vars[i] -= v(x)
			}
		}
	}
	return func(x *ctx) {
		if x.s.frozenVars == nil || !x.s.frozenVars[i] {
			x.s.vars[i] = v(x)
		}
	}
}

// setConst is variable i = k (or += k, -= k) for a value k that reads
// nothing (placed = 0, phase = 'finish'): k is read once, at load.
func setConst(op string, i int, k int64) stmt {
	switch op {
	case "+=":
	case "-=":
		k = -k
	default:
		return func(x *ctx) {
			if x.s.frozenVars == nil || !x.s.frozenVars[i] {
				x.s.vars[i] = k
			}
		}
	}
	return func(x *ctx) {
		if x.s.frozenVars == nil || !x.s.frozenVars[i] {
			x.s.vars[i] += k
		}
	}
}

// effectCall compiles a call of a built-in effect (the registry,
// builtinregistry.go).
func (c *compiler) effectCall(n *node, e env) stmt {
	if f, ok := registeredEffects[n.s]; ok {
		return f(c, n, e)
	}
	if c.effectIsFunction(n.s) {
		c.errorf(n.off, "%s is a function: it gives a value, it does nothing on its own", n.s)
		return nil
	}
	c.errorf(n.off, "unknown effect %q%s", n.s, catalog.DidYouMean(n.s, effects))
	return nil
}

func (c *compiler) effectIsFunction(name string) bool {
	for _, s := range functions {
		if s == name {
			return true
		}
	}
	return false
}

// describe is a value of type t as messages print it.
func (g *Game) describe(t typ, v int64) string {
	switch {
	case v < 0 && (t == tColor || t == tPlayer || t == tCard || t == tEntry):
		return "none"
	case t == tBool:
		return fmt.Sprint(v != 0)
	case t == tColor:
		return g.colors[v]
	case t == tPhase:
		return g.phases[v]
	case t == tDir && v < 0:
		return "counterclockwise"
	case t == tDir:
		return "clockwise"
	case t == tCard:
		return g.faces[g.cardFace[v]].name
	case t == tEntry:
		return g.cat.Cards[v].ID
	}
	return fmt.Sprint(v)
}
