package ruleset

import "slices"

// This file compiles a list of effects — an [[after]] trigger's, an
// action's — to one flat program: its ifs and else-ifs, do lists and
// assignments of variables become jumps and typed steps run by one loop
// over the state's arrays, not a tree of closures calling closures. A
// condition's && and || become jumps too, and a term comparing what a
// step reads without a call (flatSrc: a variable, the player to move's
// variable or zone size, a catalog value of the card a variable holds,
// the phase) with a constant or with another such read is read in the
// loop itself;
// every other expression, and every effect the program has no step for,
// is the closure the compiler makes of it (compile.go), called from the
// program. After every effect, the closures and the program leave the
// same state (TestFlatProgramsAgree).

// flatCode is what a step of a flat program does.
type flatCode uint8

const (
	fStmt      flatCode = iota // run s
	fJump                      // go to to
	fIfNot                     // go to to unless f holds
	fIf                        // go to to if f holds
	fVarNot                    // go to to unless vars[i] cmp k
	fVar                       // go to to if vars[i] cmp k
	fPhaseNot                  // go to to unless phase cmp k (== or !=)
	fPhase                     // go to to if phase cmp k
	fSet                       // vars[i] = f
	fAdd                       // vars[i] += f
	fSub                       // vars[i] -= f
	fSetK                      // vars[i] = k
	fAddK                      // vars[i] += k
	fSetPhase                  // phase = k, and the phase begins when it changes
	fConsts                    // the run of constant assignments run
	fWhile                     // body while f holds (compileWhile)
	fPSetK                     // the player to move's variable i = k
	fPAddK                     // the player to move's variable i += k
	fPSet                      // the player to move's variable i = f
	fPAdd                      // the player to move's variable i += f
	fPSub                      // the player to move's variable i -= f
	fSetR                      // vars[i] = the value src reads at j
	fEqJ                       // go to to if vars[i] == k
	fNeJ                       // go to to if vars[i] != k
	fTwoNot                    // go to to unless the value src reads at i cmp the one src2 reads at j
	fTwo                       // go to to if it holds
	fTableNot                  // go to to unless the table value cmp k
	fTable                     // go to to if it holds
	fSetPhaseQ                 // phase = k, a phase that starts nothing (quietPhases)
	fStmtZ                     // run s unless the zones zr names are empty (each_card over them)
	fSetZ                      // vars[i] = k if the zones zr names are empty, else f (sum, best over them)
	fMoveTop                   // move_top(f, or k when f is nil, zr, to2): to2 one zone
	fNext                      // vars[j] (the player to move for -1) = next(k, or the table value)
	fSetT                      // vars[j] = the table value (sFace, sEntry) of the card variable i holds
	fPlayerR                   // the player to move = the value src reads at j
	fSetCtx                    // vars[i] = the action's card (k 0) or choice (k 1)
	fEnd                       // the program ends (flatEnd, past its last step)
	fHalt                      // go to to if the round or the game has ended (afterprog.go)
	fSwitch                    // go to cases[phase] (on for a phase out of their range)
	fFar                       // stands for far, a step of another program: link aims the ways to it there; never run
	fStmtM                     // fStmtZ over one zone of the player to move, zone j (each_card(tableau, …))
	fSetM                      // fSetZ over one zone of the player to move, zone j (best(tableau, …))

	// What run does for a step link specialized by what it reads (exec):
	// the read in line, not State.read's switch on the source nor
	// flatOp.value's on the table's. The threading and the digests know
	// only the codes above.
	xVarNot   // fVarNot on vars[i]
	xPVarNot  // fVarNot on the player to move's variable i
	xPVar     // fVar on it
	xCountNot // fVarNot on count(zone i of the player to move)
	xSetRV    // fSetR of vars[j]
	xSetRC    // fSetR of count(zone j of the player to move)
	xTabNot   // fTableNot by the card (sFace) or card id (sEntry) vars[i] holds
	xTab      // fTable by it
	xSetTab   // fSetT by it
	xCardNot  // fTableNot by the action's card (sCardT)
	xCard     // fTable by it
	xSetCard  // fSetT by it
	xMove     // fStmt of move(card, zone) or move_under(card, zone) into a shared zone: State.put in line (mv)
	xEachSetM // fStmtM of each_card(zone, it.v = k): one loop writing the cards' variable (cs)
)

// flatCmp is the comparison of a step that compares (fVar, fVarNot,
// fPhase, fPhaseNot, fTwo, fTwoNot, fTable, fTableNot, a while on the
// phase).
type flatCmp uint8

const (
	cEq flatCmp = iota
	cNe
	cLt
	cLe
	cGt
	cGe
)

var flatCmps = map[string]flatCmp{"==": cEq, "!=": cNe, "<": cLt, "<=": cLe, ">": cGt, ">=": cGe}

// holds is v cmp k.
func (c flatCmp) holds(v, k int64) bool {
	switch c {
	case cEq:
		return v == k
	case cNe:
		return v != k
	case cLt:
		return v < k
	case cLe:
		return v <= k
	case cGt:
		return v > k
	}
	return v >= k
}

// flatSrc is what a step reads without a call.
type flatSrc uint8

const (
	sVar     flatSrc = iota // vars[i]
	sPVar                   // the player to move's variable i
	sCount                  // count(zone i of the player to move)
	sPlayer                 // the player to move
	sFace                   // vals by the card variable i holds (facefold.go's table by card)
	sEntry                  // vals by the card id variable i holds (foldEntry's table)
	sPhase                  // the phase (a while's condition)
	sCardT                  // vals by the card of the action (ctx.card)
	sPending                // how many triggers are set off (State.pending)
	sHalt                   // whether the round or the game has ended (fHalt's test, not read)
)

// flatOp is a step of a flat program.
type flatOp struct {
	code flatCode
	// exec is what run does: code, or the x code link specialized it to.
	exec flatCode
	cmp  flatCmp
	// src is what fVar, fVarNot, fTwo, fTwoNot, fSetR and fPlayerR read,
	// a while's phase (sPhase), and the table fTable, fTableNot, fSetT and
	// fNext read by (value: sFace, sEntry or sCardT).
	src  flatSrc
	src2 flatSrc // what fTwo and fTwoNot read second
	// tableID names vals for the threading (shareTables): equal tables
	// one number, from 1.
	tableID int32
	// byVar is the variable fMoveTop's count is, plus one (0 for another
	// count): read in line, not by f.
	byVar int32
	// vals and none are the table sFace, sEntry and sCardT read, and its
	// value for no card.
	vals []int64
	none int64
	i    int32 // the variable
	j    int32 // what fSetR reads, what fTwo and fTwoNot read second
	to   int32 // where a jump goes
	// factTable names vals and none together for the threading's facts
	// (shareTables): a test of one names the table and the value for no
	// card in one number, a fact's key three words (flatKey).
	factTable int32
	// lo, span and out are the comparison of fVar, fVarNot, fTable and
	// fTableNot with k as a range: it holds for v in [lo, lo+span], or
	// outside it when out (in, made by link).
	lo   int64
	span uint64
	out  bool
	// on is the step run after this one when it does not jump: the next
	// one, or past the tests decided there (flatthread.go).
	on   int32
	k    int64
	f    eval
	s    stmt
	run  []constSet
	body *flatProg // a while's
	// cases are where fSwitch goes by phase, and table the steps there
	// (link).
	cases []int32
	table []*flatOp
	zr    *zref // the zones of fStmtZ and fSetZ, where fMoveTop takes from
	to2   *zref // where fMoveTop puts
	// then and jump are the step at on and the step at to (nil past the
	// last), for run (link).
	then, jump *flatOp
	far        *flatOp      // the step fFar stands for
	w          *flatWrites  // what fStmt, fStmtZ, fStmtM and fMoveTop may write (flatwrites.go)
	mv         *flatMove    // the move an fStmt runs, when xMove may run it instead
	cs         *flatCardSet // the card variable an fStmtM's each_card sets, when xEachSetM may
}

// flatCardSet is it.v = k, a card variable set to a constant, as the
// effect of each_card over a zone (each_card(tableau, it.fresh = false)):
// card c's variable is cvars[c*stride+i].
type flatCardSet struct {
	i, stride int
	k         int64
}

// flatMove is move(card, zone) or move_under(card, zone) of the action's
// card into a shared zone (discard, a trick), for xMove.
type flatMove struct {
	z     int
	under bool
}

// flatProg is a flat program: its steps, run from the first.
type flatProg struct {
	ops   []flatOp
	start *flatOp // ops[0], once linked; flatEnd for none
	// runaway is the message of a while whose body this is, when it runs
	// maxLoops times.
	runaway string
}

// flatten compiles the effects ns (parsed, each at path paths[i]) to a
// flat program, leaving no trace in the compiler (again); nil when one
// does not compile.
func (c *compiler) flatten(ns []*node, paths []string, e env) *flatProg {
	p := &flatProg{}
	ok := true
	saved := c.path
	e.stmt = true
	c.again(func() {
		for i, n := range ns {
			c.path = paths[i]
			if !p.stmt(c, n, e) {
				ok = false
				return
			}
		}
	})
	c.path = saved
	if !ok {
		return nil
	}
	return p
}

// emit adds op and gives its index; a variable compared with a
// constant by == or != is a step of its own.
func (p *flatProg) emit(op flatOp) int {
	if (op.code == fVarNot || op.code == fVar) && op.src == sVar && op.cmp <= cNe {
		// jump unless equal: jump if not equal, and so on.
		if (op.code == fVar) == (op.cmp == cEq) {
			op.code = fEqJ
		} else {
			op.code = fNeJ
		}
	}
	op.on = int32(len(p.ops) + 1)
	p.ops = append(p.ops, op)
	return len(p.ops) - 1
}

// here makes the jumps at, made before, go to the next step.
func (p *flatProg) here(at []int) {
	for _, j := range at {
		p.ops[j].to = int32(len(p.ops))
	}
}

// stmt adds effect n; false when it does not compile.
func (p *flatProg) stmt(c *compiler, n *node, e env) bool {
	switch {
	case n.op == "if":
		var els []int
		if !p.cond(c, n.args[0], e, false, &els) {
			return false
		}
		if !p.stmt(c, n.args[1], e) {
			return false
		}
		if len(n.args) < 3 {
			p.here(els)
			return true
		}
		end := p.emit(flatOp{code: fJump})
		p.here(els)
		if !p.stmt(c, n.args[2], e) {
			return false
		}
		p.here([]int{end})
		return true
	case n.op == "call" && n.s == "do" && len(n.args) > 0:
		return p.do(c, n.args, e)
	case n.op == "call" && n.s == "while" && len(n.args) == 2:
		cond := c.typed(n.args[0], e, tBool)
		body := &flatProg{runaway: runawayMessage(c, n)} // sequence.go
		if cond == nil || !body.stmt(c, n.args[1], e) {
			return false
		}
		op := flatOp{code: fWhile, f: cond, body: body}
		if ph, ok := p.compare(c, n.args[0], e); ok && ph.code == fPhaseNot {
			// while(phase == 'begin', …) reads the phase without a call.
			op.src, op.cmp, op.k = sPhase, ph.cmp, ph.k
		}
		// The first turn in line, as loop runs it: the threading then
		// knows what holds at its start (the phase of the trigger) and
		// at its end (the phase its last branch entered decides the
		// condition of the next turn); the step runs the turns after.
		var out []int
		for turn := range 2 {
			out = append(out, p.emit(flatOp{code: fHalt}))
			if !p.cond(c, n.args[0], e, false, &out) {
				return false
			}
			if turn == 0 {
				p.append(body)
			}
		}
		op.j = 1 // turns run in line
		p.emit(op)
		p.here(out)
		return true
	case n.op == "assign":
		return p.assign(c, n, e)
	case n.op == "call" && n.s == "move_top" && len(n.args) == 3:
		return p.moveTop(c, n, e)
	case n.op == "call" && (n.s == "move" || n.s == "move_under") && len(n.args) == 2 && n.args[0].op == "name" && actionCard(c, n.args[0].s, e):
		// move(card, discard): its closure calls the card's and the
		// zone's, xMove reads both in line
		f := c.stmt(n, e)
		op := flatOp{code: fStmt, s: f, w: c.writes(n)}
		if r := c.zone(n.args[1], e, true); r != nil && r.p == nil && !r.mover && !r.all {
			op.mv = &flatMove{z: r.z, under: n.s == "move_under"}
		}
		p.emit(op)
		return f != nil
	case n.op == "call" && n.s == "each_card" && len(n.args) == 2 && !c.drawsRandom(n.args[0]):
		// each_card over empty zones does nothing: most often an empty
		// tableau, read by the step without the call. (Zones named with a
		// random player are read once, by the call: the step would draw
		// a second time.)
		f := c.stmt(n, e)
		r := c.zone(n.args[0], e, false)
		if r != nil && r.mover {
			inner := e
			inner.it = true
			p.emit(flatOp{code: fStmtM, s: f, j: int32(r.z), w: c.writes(n), cs: cardSet(c, n.args[1], inner)})
		} else {
			p.emit(flatOp{code: fStmtZ, s: f, zr: r, w: c.writes(n)})
		}
		return f != nil && r != nil
	}
	f := c.stmt(n, e)
	p.emit(flatOp{code: fStmt, s: f, w: c.writes(n)})
	return f != nil
}

// do adds the effects of a do list, a run of constant assignments as one
// step (construn.go).
func (p *flatProg) do(c *compiler, ns []*node, e env) bool {
	for i := 0; i < len(ns); {
		var run []constSet
		j := i
		for ; j < len(ns); j++ {
			cs, ok := c.constAssign(ns[j], e)
			if !ok {
				break
			}
			run = append(run, cs)
		}
		if len(run) >= 2 {
			p.emit(flatOp{code: fConsts, run: run})
			i = j
			continue
		}
		if !p.stmt(c, ns[i], e) {
			return false
		}
		i++
	}
	return true
}

// assign adds an assignment: of a variable or the phase as a step of its
// own, another (a player's or a card's variable, the player to move) as
// the compiler's closure.
func (p *flatProg) assign(c *compiler, n *node, e env) bool {
	n = unlet(c, n) // the value a let: its expression
	lhs := n.args[0]
	toPlayer := lhs.op == "name" && lhs.s == "player"
	if v := n.args[1]; c.readsOf(v)&rRandom == 0 && (p.plain(c, lhs, e) || toPlayer) && leaves(c, v, 0) <= 8 {
		// x = E[if c then a else b] is if c then x = E[a] else x = E[b]
		// (upcoming = next(1 + skips), skips a let choosing its value).
		if cd, a, b, ok := lifted(c, v, 0); ok {
			then := &node{op: "assign", s: n.s, args: []*node{lhs, a}, off: n.off}
			els := &node{op: "assign", s: n.s, args: []*node{lhs, b}, off: n.off}
			return p.stmt(c, &node{op: "if", args: []*node{cd, then, els}, off: v.off}, e)
		}
	}
	if op, ok := p.next(c, n, e); ok {
		p.emit(op)
		return true
	}
	if cs, ok := c.constAssign(n, e); ok {
		code := fSetK
		if cs.add {
			code = fAddK
		}
		p.emit(flatOp{code: code, i: int32(cs.i), k: cs.k})
		return true
	}
	if lhs.op == "name" && lhs.s == "phase" && n.s == "=" && c.readsOf(n.args[1]) == 0 {
		if v := c.typed(n.args[1], e, tPhase); v != nil {
			if k, ok := valueAt(v, &ctx{card: -1, it: -1, outer: -1}); ok {
				p.emit(flatOp{code: fSetPhase, k: k})
				return true
			}
		}
	}
	if i := c.g.varIndex(lhs.s); lhs.op == "name" && i >= 0 && !notVars[lhs.s] && lhs.s != "phase" && lhs.s != "player" {
		v := c.typed(n.args[1], e, c.g.vars[i].t)
		code := map[string]flatCode{"=": fSet, "+=": fAdd, "-=": fSub}[n.s]
		if v == nil || code == fStmt || code != fSet && c.g.vars[i].t != tInt {
			return false
		}
		if src, j, ok := p.source(c, n.args[1], e); ok && code == fSet {
			p.emit(flatOp{code: fSetR, i: int32(i), src: src, j: int32(j)})
			return true
		}
		if r := n.args[1]; code == fSet && r.op == "name" && (r.s == "card" && e.card || r.s == "choice" && e.choice != tBad) &&
			c.probe != r.s && c.probe2 != r.s && p.typeOf(c, r, e) == c.g.vars[i].t {
			// last = card, color = choice
			op := flatOp{code: fSetCtx, i: int32(i)}
			if r.s == "choice" {
				op.k = 1
			}
			p.emit(op)
			return true
		}
		if r := n.args[1]; code == fSet && c.g.vars[i].t == tBool && p.typeOf(c, r, e) == tBool && c.readsOf(r)&rRandom == 0 &&
			(r.op == "binary" && (r.s == "&&" || r.s == "||") || r.op == "unary" && r.s == "!") {
			// x = a && b is if a && b then x = true else x = false: the
			// condition's jumps, not its closure.
			then := &node{op: "assign", s: "=", args: []*node{n.args[0], {op: "name", s: "true", off: r.off}}, off: n.off}
			els := &node{op: "assign", s: "=", args: []*node{n.args[0], {op: "name", s: "false", off: r.off}}, off: n.off}
			return p.stmt(c, &node{op: "if", args: []*node{r, then, els}, off: r.off}, e)
		}
		if t, ok := p.first(c, n.args[1], e); ok && t.vals != nil && code == fSet && p.typeOf(c, n.args[1], e) == c.g.vars[i].t {
			// a catalog value of the card a variable holds, by its table
			t.code, t.j = fSetT, int32(i)
			p.emit(t)
			return true
		}
		if r, k, ok := emptyValue(c, n.args[1], e); ok && code == fSet {
			if r.mover {
				p.emit(flatOp{code: fSetM, i: int32(i), f: v, j: int32(r.z), k: k})
			} else {
				p.emit(flatOp{code: fSetZ, i: int32(i), f: v, zr: r, k: k})
			}
			return true
		}
		p.emit(flatOp{code: code, i: int32(i), f: v})
		return true
	}
	if src, i, ok := p.source(c, lhs, e); ok && src == sPVar {
		v := c.typed(n.args[1], e, c.g.pvars[i].t)
		code := map[string]flatCode{"=": fPSet, "+=": fPAdd, "-=": fPSub}[n.s]
		if v == nil || code == fStmt || code != fPSet && c.g.pvars[i].t != tInt {
			return false
		}
		if c.readsOf(n.args[1]) == 0 {
			if k, ok := valueAt(v, &ctx{card: -1, it: -1, outer: -1}); ok && code != fPSub {
				if code == fPSet {
					p.emit(flatOp{code: fPSetK, i: int32(i), k: k})
				} else {
					p.emit(flatOp{code: fPAddK, i: int32(i), k: k})
				}
				return true
			}
		}
		p.emit(flatOp{code: code, i: int32(i), f: v})
		return true
	}
	if src, j, ok := p.source(c, n.args[1], e); ok && toPlayer && n.s == "=" && p.typeOf(c, n.args[1], e) == tPlayer {
		// player = upcoming
		p.emit(flatOp{code: fPlayerR, src: src, j: int32(j)})
		return true
	}
	f := c.stmt(n, e)
	p.emit(flatOp{code: fStmt, s: f, w: c.writes(n)})
	return f != nil
}

// typeOf is the type of expression n.
func (p *flatProg) typeOf(c *compiler, n *node, e env) typ {
	_, t := c.expr(n, e)
	return t
}

// moveTop adds move_top(count, from, to) as a step when to is one zone
// (not hand[*]): the cards moved one by one as its closure moves them
// (compileMoveTop), a constant count read without a call.
func (p *flatProg) moveTop(c *compiler, n *node, e env) bool {
	f := c.stmt(n, e)
	from, to := c.zone(n.args[1], e, true), c.zone(n.args[2], e, false)
	k := c.typed(n.args[0], e, tInt)
	if f == nil || from == nil || to == nil || k == nil {
		return false
	}
	if to.all {
		p.emit(flatOp{code: fStmt, s: f, w: c.writes(n)})
		return true
	}
	op := flatOp{code: fMoveTop, f: k, zr: from, to2: to, w: &flatWrites{}}
	c.moves(op.w)
	if c.readsOf(n.args[0]) == 0 {
		if v, ok := valueAt(k, &ctx{card: -1, it: -1, outer: -1}); ok {
			op.f, op.k = nil, v
		}
	}
	if src, j, ok := p.source(c, n.args[0], e); op.f != nil && ok && src == sVar {
		op.byVar = int32(j) + 1 // move_top(want, draw_pile, hand)
	}
	p.emit(op)
	return true
}

// moveTop runs a fMoveTop step.
func (o *flatOp) moveTop(x *ctx) {
	s, to, from := x.s, o.to2, o.zr
	n := o.k
	if o.byVar > 0 {
		n = s.vars[o.byVar-1]
	} else if o.f != nil {
		n = o.f(x)
	}
	for range n {
		// the zone to, read for each card as zref.each reads it
		inst := s.zb[to.z]
		switch {
		case to.mover:
			if s.player < 0 {
				continue
			}
			inst += int(s.player)
		case to.p != nil:
			q := to.p(x)
			if q < 0 {
				continue
			}
			inst += int(q)
		}
		if from.p == nil && !from.mover { // a shared zone (draw_pile): no call
			s.moveTop(s.zb[from.z], inst)
		} else {
			s.moveTop(from.one(x), inst)
		}
	}
}

// cardSet is n as a flatCardSet when it sets a variable of it, the card
// each_card is at (env e), to a value that reads nothing: it.fresh =
// false. Nil for any other effect.
func cardSet(c *compiler, n *node, e env) *flatCardSet {
	if n.op != "assign" || n.s != "=" || n.args[0].op != "member" || n.args[0].args[0].op != "name" || n.args[0].args[0].s != "it" {
		return nil
	}
	i := c.g.cvarIndex(n.args[0].s)
	if i < 0 || c.readsOf(n.args[1]) != 0 {
		return nil
	}
	var v eval
	c.again(func() { v = c.typed(n.args[1], e, c.g.cvars[i].t) })
	if v == nil {
		return nil
	}
	k, ok := valueAt(v, &ctx{card: -1, it: -1, outer: -1})
	if !ok {
		return nil
	}
	return &flatCardSet{i: i, stride: len(c.g.cvars), k: k}
}

// actionCard reports whether name, read where env e stands, is the
// action's card (card in an action's effects, not a probe's name).
func actionCard(c *compiler, name string, e env) bool {
	return name == "card" && e.card && c.probe != "card" && c.probe2 != "card"
}

// strict reports whether n evaluates each of its operands whenever it
// is evaluated, in the enclosing names (not && or ||, not an aggregate
// looking at its cards): an if-expression among them may be lifted out.
func strict(n *node) bool {
	switch n.op {
	case "unary":
		return true
	case "binary":
		return n.s != "&&" && n.s != "||"
	case "call":
		return n.s == "next" && len(n.args) == 1
	}
	return false
}

// lifted finds the first if-expression v evaluates whenever it is
// evaluated (through strict operators and lets): its condition, and v
// with its then and its else value in its place.
func lifted(c *compiler, v *node, depth int) (cond, then, els *node, ok bool) {
	if depth > 8 {
		return nil, nil, nil, false
	}
	if b := letOf(c, v); b != nil {
		return lifted(c, b, depth+1)
	}
	if v.op == "ifexpr" {
		return v.args[0], v.args[1], v.args[2], true
	}
	if !strict(v) {
		return nil, nil, nil, false
	}
	for i, a := range v.args {
		if cd, t, f, ok := lifted(c, a, depth+1); ok {
			with := func(x *node) *node {
				args := slices.Clone(v.args)
				args[i] = x
				return &node{op: v.op, s: v.s, args: args, off: v.off}
			}
			return cd, with(t), with(f), true
		}
	}
	return nil, nil, nil, false
}

// leaves counts the assignments lifting every if-expression out of v
// makes: a value of each branch of each, times those of the other
// operands of a strict operator (if a then b else d + if … doubles).
func leaves(c *compiler, v *node, depth int) int {
	if depth > 8 {
		return 1
	}
	if b := letOf(c, v); b != nil {
		return leaves(c, b, depth+1)
	}
	switch {
	case v.op == "ifexpr":
		return leaves(c, v.args[1], depth+1) + leaves(c, v.args[2], depth+1)
	case strict(v):
		k := 1
		for _, a := range v.args {
			k *= leaves(c, a, depth+1)
		}
		return k
	}
	return 1
}

// next is x = next(k) as a step, x a variable or the player to move, k
// a constant or a catalog value of a card a variable holds (a table).
func (p *flatProg) next(c *compiler, n *node, e env) (flatOp, bool) {
	lhs, v := n.args[0], n.args[1]
	if n.s != "=" || v.op != "call" || v.s != "next" || len(v.args) != 1 {
		return flatOp{}, false
	}
	op := flatOp{code: fNext, j: -1}
	if lhs.op != "name" || lhs.s != "player" {
		i := c.g.varIndex(lhs.s)
		if lhs.op != "name" || !p.plain(c, lhs, e) || i < 0 || c.g.vars[i].t != tPlayer {
			return flatOp{}, false
		}
		op.j = int32(i)
	}
	k := c.typed(v.args[0], e, tInt)
	if f, _ := c.expr(v, e); f == nil || k == nil {
		return flatOp{}, false
	}
	if c.readsOf(v.args[0]) == 0 {
		if kv, ok := valueAt(k, &ctx{card: -1, it: -1, outer: -1}); ok {
			op.k = kv
			return op, true
		}
	}
	if t, ok := p.first(c, v.args[0], e); ok && t.vals != nil {
		op.src, op.i, op.vals, op.none = t.src, t.i, t.vals, t.none
		return op, true
	}
	return flatOp{}, false
}

// next runs a fNext step as compileNext's closure and assign's do.
func (o *flatOp) next(x *ctx) {
	s := x.s
	k := o.k
	if o.vals != nil {
		k = o.value(x)
	}
	d := int64(1)
	if s.g.dirVar >= 0 {
		d = s.vars[s.g.dirVar]
	}
	n := int64(s.n)
	v := (s.player + k*d) % n
	if v < 0 {
		v += n // one division where ((a % n) + n) % n takes two
	}
	if o.j < 0 {
		s.setPlayer(v)
	} else {
		s.vars[o.j] = v
	}
}

// emptyValue is the zones n reads and its value when they hold no card,
// for n an aggregate over them: sum (0), best (none). Not for zones named
// with a random player: the step and then the call would draw twice.
func emptyValue(c *compiler, n *node, e env) (*zref, int64, bool) {
	if n.op != "call" || len(n.args) == 0 || c.drawsRandom(n.args[0]) {
		return nil, 0, false
	}
	var k int64
	switch {
	case n.s == "sum" && len(n.args) == 2:
		k = 0
	case n.s == "best" && len(n.args) == 3:
		k = -1
	default:
		return nil, 0, false
	}
	r := c.zone(n.args[0], e, false)
	return r, k, r != nil
}

// empty reports whether the zones r names hold no card (as the
// aggregates read them: zref.span).
func (r *zref) empty(x *ctx) bool {
	switch {
	case r.mover:
		return len(x.s.moverZone(int32(r.z))) == 0
	case r.all:
		for _, z := range x.s.zones[x.s.zb[r.z] : x.s.zb[r.z]+x.s.n] {
			if len(z) > 0 {
				return false
			}
		}
		return true
	}
	lo, hi := r.span(x)
	return emptyZones(x.s.zones[lo:hi])
}

// cond adds condition n: a jump whenever it comes out as jumpIf, its
// index added to out (to be aimed by here); otherwise the program goes
// on after it.
func (p *flatProg) cond(c *compiler, n *node, e env, jumpIf bool, out *[]int) bool {
	switch {
	case n.op == "unary" && n.s == "!":
		return p.cond(c, n.args[0], e, !jumpIf, out)
	case n.op == "binary" && (n.s == "&&" || n.s == "||"):
		// a && b jumps on false when either is false, on true past b
		// when both are; a || b the other way round.
		and := n.s == "&&"
		if and == !jumpIf {
			return p.cond(c, n.args[0], e, jumpIf, out) && p.cond(c, n.args[1], e, jumpIf, out)
		}
		var past []int
		if !p.cond(c, n.args[0], e, !jumpIf, &past) || !p.cond(c, n.args[1], e, jumpIf, out) {
			return false
		}
		p.here(past)
		return true
	}
	if body := letOf(c, n); body != nil {
		// a let is its expression, written where it is used.
		return c.inLet(n.s, func() bool { return p.cond(c, body, e, jumpIf, out) })
	}
	if n.op == "ifexpr" && p.bools(c, n, e) {
		// if a then b else d as a condition: b's jumps when a holds,
		// d's when not.
		var els []int
		if !p.cond(c, n.args[0], e, false, &els) || !p.cond(c, n.args[1], e, jumpIf, out) {
			return false
		}
		end := p.emit(flatOp{code: fJump})
		p.here(els)
		if !p.cond(c, n.args[2], e, jumpIf, out) {
			return false
		}
		p.here([]int{end})
		return true
	}
	if f, t := c.expr(n, e); f != nil && t == tBool {
		if n, ok := p.first(c, n, e); ok {
			// a true-or-false value: it holds when it is not 0.
			n.code, n.cmp = n.reads(), cNe
			if jumpIf {
				n.code++ // fVarNot → fVar, fTableNot → fTable
			}
			*out = append(*out, p.emit(n))
			return true
		}
	}
	if op, ok := p.compare(c, n, e); ok {
		if jumpIf {
			op.code++ // fVarNot → fVar, fPhaseNot → fPhase, fTwoNot → fTwo, fTableNot → fTable
		}
		*out = append(*out, p.emit(op))
		return true
	}
	f := c.typed(n, e, tBool)
	if f == nil {
		return false
	}
	code := fIfNot
	if jumpIf {
		code = fIf
	}
	*out = append(*out, p.emit(flatOp{code: code, f: f}))
	return true
}

// bools reports whether the condition if a then b else d has a true-or-
// false a, b and d, each as it is (no value converted).
func (p *flatProg) bools(c *compiler, n *node, e env) bool {
	for _, a := range n.args {
		if f, t := c.expr(a, e); f == nil || t != tBool {
			return false
		}
	}
	return true
}

// letOf is the expression of the let n names, where the compiler reads
// n as that let (compiler.name: not a probed card, a name of the
// language or a variable); nil for any other n, and for a let inside its
// own expression.
func letOf(c *compiler, n *node) *node {
	if n.op != "name" || n.s == c.probe || n.s == c.probe2 || c.letting[n.s] || c.g.varIndex(n.s) >= 0 {
		return nil
	}
	switch n.s {
	case "true", "false", "none", "player", "actor", "players", "phase", "card", "target", "choice", "it", "outer", "p":
		return nil
	}
	return c.lets[n.s]
}

// inLet runs f, which compiles the expression of let name, as the
// compiler compiles a let (compiler.let): at the let's path, the let
// marked as being compiled.
func (c *compiler) inLet(name string, f func() bool) bool {
	saved := c.path
	c.path = c.letPath[name]
	c.letting[name] = true
	ok := f()
	delete(c.letting, name)
	c.path = saved
	return ok
}

// unlet is n with each operand that names a let replaced by the let's
// expression, for compare to read what the let reads.
func unlet(c *compiler, n *node) *node {
	var args []*node
	for i, a := range n.args {
		body := a
		for range 8 { // a let naming a let: a few deep at most
			b := letOf(c, body)
			if b == nil {
				break
			}
			body = b
		}
		if body != a && args == nil {
			args = slices.Clone(n.args)
		}
		if args != nil {
			args[i] = body
		}
	}
	if args == nil {
		return n
	}
	return &node{op: n.op, s: n.s, args: args, off: n.off}
}

// compare is n as a fVarNot or fPhaseNot step when it compares a
// variable or the phase with a constant (as guardOf reads it).
func (p *flatProg) compare(c *compiler, n *node, e env) (flatOp, bool) {
	cmp, ok := flatCmps[n.s]
	if n.op != "binary" || !ok {
		return flatOp{}, false
	}
	n = unlet(c, n)
	a, ta := c.expr(n.args[0], e)
	b, tb := c.expr(n.args[1], e)
	if a == nil || b == nil {
		return flatOp{}, false
	}
	if a, ta = c.convert(n.args[0], a, ta, tb); a == nil {
		return flatOp{}, false
	}
	if b, tb = c.convert(n.args[1], b, tb, ta); b == nil || ta != tb {
		return flatOp{}, false
	}
	if cmp > cNe && ta != tInt {
		return flatOp{}, false
	}
	ln, rn := n.args[0], n.args[1]
	l, r := c.operandOf(ln, a), c.operandOf(rn, b)
	if l.kind == 'k' {
		l, r, ln = r, l, rn
		cmp = flatCmps[swapped[n.s]] // operands.go
	}
	if r.kind != 'k' {
		ls, li, lok := p.source(c, n.args[0], e)
		rs, ri, rok := p.source(c, n.args[1], e)
		if lok && rok {
			return flatOp{code: fTwoNot, cmp: cmp, src: ls, i: int32(li), src2: rs, j: int32(ri)}, true
		}
		return flatOp{}, false
	}
	switch {
	case l.kind == 'p' && cmp <= cNe:
		return flatOp{code: fPhaseNot, cmp: cmp, k: r.k}, true
	}
	if op, ok := p.first(c, ln, e); ok {
		op.code, op.cmp, op.k = op.reads(), cmp, r.k
		return op, true
	}
	return flatOp{}, false
}

// first is a step reading n without a call as its first value (source),
// or through a table of the catalog values of the card or card id a
// variable holds (acting.rules.attack.draw: facefold.go).
func (p *flatProg) first(c *compiler, n *node, e env) (flatOp, bool) {
	if src, i, ok := p.source(c, n, e); ok {
		return flatOp{src: src, i: int32(i)}, true
	}
	// A catalog value of a card is read through the table too
	// (acting.rules.reverse): a step, not a call of its closure.
	if c.folding || !foldable(n) && n.op != "member" {
		return flatOp{}, false
	}
	name, ok := c.faceOf(n, e, 0)
	if f, _ := c.expr(n, e); !ok || f == nil {
		return flatOp{}, false
	}
	if actionCard(c, name, e) {
		// a catalog value of the action's card (nth_color(card, 0))
		if t := c.faceTable(n, e, name); t != nil {
			return flatOp{src: sCardT, vals: t.vals, none: t.none}, true
		}
		return flatOp{}, false
	}
	i := c.g.varIndex(name)
	if name == "" || i < 0 || notVars[name] {
		return flatOp{}, false
	}
	if !c.entryVar(name) {
		if t := c.faceTable(n, e, name); t != nil {
			return flatOp{src: sFace, i: int32(i), vals: t.vals, none: t.none}, true
		}
		return flatOp{}, false
	}
	f, probe, none := c.probed(n, e, name)
	if f == nil {
		return flatOp{}, false
	}
	if vals := c.entryVals(f, probe, none); vals != nil {
		return flatOp{src: sEntry, i: int32(i), vals: vals, none: none}, true
	}
	return flatOp{}, false
}

// reads is the step comparing o's first read with a constant: fTableNot
// for a table, else fVarNot.
func (o *flatOp) reads() flatCode {
	if o.src == sFace || o.src == sEntry || o.src == sCardT {
		return fTableNot
	}
	return fVarNot
}

// value is what o's table gives for the card or card id it reads in x.
func (o *flatOp) value(x *ctx) int64 {
	k := int64(x.card)
	if o.src != sCardT {
		k = x.s.vars[o.i]
	}
	if k < 0 || o.src == sEntry && int(k) >= len(o.vals) {
		return o.none
	}
	return o.vals[k]
}

// source is what n reads when a step can read it without a call: a
// variable, the player to move's variable (score[player]), the size of
// the player to move's zone (count(hand)).
func (p *flatProg) source(c *compiler, n *node, e env) (flatSrc, int, bool) {
	switch {
	case n.op == "name" && n.s == "player" && c.probe != "player" && c.probe2 != "player":
		return sPlayer, 0, true
	case n.op == "name":
		f, _ := c.expr(n, e)
		if o := c.operandOf(n, f); f != nil && o.kind == 'v' {
			return sVar, int(o.k), true
		}
	case n.op == "index" && n.args[0].op == "name" && n.args[1].op == "name" && n.args[1].s == "player" && c.probe != "player" && c.probe2 != "player":
		if i := c.g.pvarIndex(n.args[0].s); i >= 0 {
			return sPVar, i, true
		}
	case n.op == "call" && n.s == "count" && len(n.args) == 1:
		if r := c.zone(n.args[0], e, false); r != nil && r.mover {
			return sCount, r.z, true
		}
	}
	return 0, 0, false
}

// read is what source src reads at i in s (as the closures read it).
func (s *State) read(src flatSrc, i int32) int64 {
	switch src {
	case sVar:
		return s.vars[i]
	case sPVar:
		return s.pvar(i)
	case sPlayer:
		return s.player
	case sPending:
		return int64(len(s.pending))
	}
	return int64(len(s.moverZone(i)))
}

// pvar is the player to move's variable i (0 before a player moves).
func (s *State) pvar(i int32) int64 {
	if s.player < 0 {
		return 0
	}
	return s.vars[s.pv+int(i)]
}

// at is the value o's table (sFace, sEntry, sCardT) gives for card or
// card id k: none for no card (k < 0) or an id past the table.
func (o *flatOp) at(k int64) int64 {
	if uint64(k) >= uint64(len(o.vals)) {
		return o.none
	}
	return o.vals[k]
}

// plain reports whether lhs is a variable or the player to move's
// variable: one an assignment of the flat program sets.
func (p *flatProg) plain(c *compiler, lhs *node, e env) bool {
	if lhs.op == "name" {
		return c.g.varIndex(lhs.s) >= 0 && !notVars[lhs.s] && lhs.s != "phase" && lhs.s != "player"
	}
	src, _, ok := p.source(c, lhs, e)
	return ok && src == sPVar
}

// flatJob is an action's or an [[after]] trigger's effects as parsed,
// for its flat program.
type flatJob struct {
	cp              *compiler
	ns              []*node
	paths           []string
	e               env
	action, trigger int // the index of its owner in Game.actions or Game.after, -1 for none
}

// flatPrograms makes the flat programs of g's effects, once. A deal calls
// it: only self-play plays enough actions to repay making them (about 7%
// of loading Windia War's folder), so validate, build and the check of
// the examples play their few actions with the closures.
func (g *Game) flatPrograms() {
	g.flatOnce.Do(func() {
		for _, j := range g.flatJobs {
			p := j.cp.flatten(j.ns, j.paths, j.e)
			if j.action >= 0 {
				g.actions[j.action].flat = p
			} else {
				g.after[j.trigger].flat = p
			}
		}
		g.flatJobs = nil
		g.quietPhases()
		// Threaded once the phases are marked: a quiet one's step
		// writes the phase alone.
		g.shareTables()
		lists := &factLists{}
		for i := range g.after {
			g.after[i].flat.ready(lists, g.after[i].entry())
		}
		g.afterProg = g.afterProgram() // afterprog.go
		g.afterProg.ready(lists, afterEntry)
		for i := range g.actions {
			if a := &g.actions[i]; a.flat != nil {
				a.flat = a.flat.then(g.afterProg)
				a.flat.ready(lists, playEntry)
			}
		}
	})
}

// ready threads p's jumps (flatthread.go), entry known at its start,
// the fact lists cut from a, and links its steps for run.
func (p *flatProg) ready(a *factLists, entry []flatFact) {
	if p != nil {
		p.thread(a, entry)
		p.link()
	}
}

// quietPhases makes each step of the flat programs entering a phase that
// starts nothing (no card variable lasts until it, no [[on]] trigger is
// set off by it: State.began has nothing to do) one that does not call
// began. Run once the whole description is read.
func (g *Game) quietPhases() {
	g.eachFlatStep(func(o *flatOp) {
		if o.code == fSetPhase && !g.startsSomething(int(o.k)) { // state.go
			o.code = fSetPhaseQ
		}
	})
}

// eachFlatStep calls f with each step of g's flat programs: the actions',
// the [[after]] triggers', the after program's (once made) and their
// whiles' bodies.
func (g *Game) eachFlatStep(f func(o *flatOp)) {
	var walk func(p *flatProg)
	walk = func(p *flatProg) {
		if p == nil {
			return
		}
		for i := range p.ops {
			f(&p.ops[i])
			walk(p.ops[i].body)
		}
	}
	for i := range g.actions {
		walk(g.actions[i].flat)
	}
	for i := range g.after {
		walk(g.after[i].flat)
	}
	walk(g.afterProg)
}
