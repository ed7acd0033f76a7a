package ruleset

import "math"

// This file runs the flat programs (flat.go makes them, flatthread.go
// threads them): link aims each step at the next and picks the code it
// runs by (specialized), run goes from step to step.

// run runs the program on x, from step to step along their links (a
// pointer, not an index: no bounds to check) until flatEnd. Its steps write the state
// without asking whether an example fixed a variable (frozenVars): such a
// state runs the closures (flatOn), which ask.
//
// The steps that call nothing run in an inner loop of their own, and
// those that call (a closure, a move, a while) in the outer one: the
// step's pointer, the state and the context then stay in registers from
// step to step, saved on the stack only around a call, not at every step.
func (p *flatProg) run(x *ctx) {
	s := x.s
	o := p.start
	for {
	steps:
		for {
			switch o.exec {
			case fEnd:
				return
			case fHalt:
				if s.over || s.endRound {
					o = o.jump
					continue
				}
			case fSwitch:
				if uint64(s.phase) < uint64(len(o.table)) {
					o = o.table[s.phase]
					continue
				}
			case fJump:
				o = o.jump
				continue
			case fVarNot:
				if !o.in(s.read(o.src, o.i)) {
					o = o.jump
					continue
				}
			case fVar:
				if o.in(s.read(o.src, o.i)) {
					o = o.jump
					continue
				}
			case fTableNot:
				if !o.in(o.value(x)) {
					o = o.jump
					continue
				}
			case fTable:
				if o.in(o.value(x)) {
					o = o.jump
					continue
				}
			case fEqJ:
				if s.vars[o.i] == o.k {
					o = o.jump
					continue
				}
			case fNeJ:
				if s.vars[o.i] != o.k {
					o = o.jump
					continue
				}
			case fTwoNot:
				if !o.cmp.holds(s.read(o.src, o.i), s.read(o.src2, o.j)) {
					o = o.jump
					continue
				}
			case fTwo:
				if o.cmp.holds(s.read(o.src, o.i), s.read(o.src2, o.j)) {
					o = o.jump
					continue
				}
			case fPhaseNot:
				if (s.phase == o.k) != (o.cmp == cEq) {
					o = o.jump
					continue
				}
			case fPhase:
				if (s.phase == o.k) == (o.cmp == cEq) {
					o = o.jump
					continue
				}
			case fSetK:
				s.vars[o.i] = o.k
			case fAddK:
				s.vars[o.i] += o.k
			case fSetR:
				s.vars[o.i] = s.read(o.src, o.j)
			case fPSetK:
				s.vars[s.pv+int(o.i)] = o.k
			case fSetPhaseQ:
				s.phase = o.k
			case fSetT:
				s.vars[o.j] = o.value(x)
			case fSetCtx:
				s.vars[o.i] = int64(x.card)
				if o.k == 1 {
					s.vars[o.i] = x.choice
				}
			case fPlayerR:
				s.setPlayer(s.read(o.src, o.j))
			case fConsts:
				setFlat(s.vars, o.run)
			case xVarNot:
				if !o.in(s.vars[o.i]) {
					o = o.jump
					continue
				}
			case xPVarNot:
				if !o.in(s.pvar(o.i)) {
					o = o.jump
					continue
				}
			case xPVar:
				if o.in(s.pvar(o.i)) {
					o = o.jump
					continue
				}
			case xCountNot:
				if !o.in(int64(len(s.moverZone(o.i)))) {
					o = o.jump
					continue
				}
			case xSetRV:
				s.vars[o.i] = s.vars[o.j]
			case xSetRC:
				s.vars[o.i] = int64(len(s.moverZone(o.j)))
			case xTabNot:
				if !o.in(o.at(s.vars[o.i])) {
					o = o.jump
					continue
				}
			case xTab:
				if o.in(o.at(s.vars[o.i])) {
					o = o.jump
					continue
				}
			case xSetTab:
				s.vars[o.j] = o.at(s.vars[o.i])
			case xCardNot:
				if !o.in(o.at(int64(x.card))) {
					o = o.jump
					continue
				}
			case xCard:
				if o.in(o.at(int64(x.card))) {
					o = o.jump
					continue
				}
			case xSetCard:
				s.vars[o.j] = o.at(int64(x.card))
			case fStmt:
				// a case of its own, code 0: the switch's table then
				// starts at 0, without a subtraction at every step
				break steps
			default:
				break steps
			}
			o = o.then
		}
		// a step that calls
		switch o.exec {
		case fStmt:
			o.s(x)
		case fIfNot:
			if o.f(x) == 0 {
				o = o.jump
				continue
			}
		case fIf:
			if o.f(x) != 0 {
				o = o.jump
				continue
			}
		case fSet:
			s.vars[o.i] = o.f(x)
		case fAdd:
			s.vars[o.i] += o.f(x)
		case fSub:
			s.vars[o.i] -= o.f(x)
		case fSetPhase:
			if o.k != s.phase {
				s.phase = o.k
				s.began(int(o.k))
			}
		case fPAddK, fPSet, fPAdd, fPSub:
			o.setPlayers(x)
		case fMoveTop:
			o.moveTop(x)
		case fNext:
			o.next(x)
		case fStmtZ:
			if !o.zr.empty(x) {
				o.s(x)
			}
		case fStmtM:
			if len(s.moverZone(o.j)) != 0 {
				o.s(x)
			}
		case fSetM:
			if len(s.moverZone(o.j)) == 0 {
				s.vars[o.i] = o.k
			} else {
				s.vars[o.i] = o.f(x)
			}
		case fSetZ:
			if o.zr.empty(x) {
				s.vars[o.i] = o.k
			} else {
				s.vars[o.i] = o.f(x)
			}
		case fWhile:
			o.loop(x)
		case xEachSetM:
			for _, k := range s.moverZone(o.j) {
				s.cvars[int(k)*o.cs.stride+o.cs.i] = o.cs.k
			}
		case xMove:
			if x.card >= 0 {
				s.put(x.card, s.zb[o.mv.z], o.mv.under)
			}
		}
		o = o.then
	}
}

// flatOn reports whether s runs the flat programs: not when an example's
// set-up fixed variables (frozenVars), whose assignments the closures
// skip and the steps, asking nothing, would make; and the threading
// (flatthread.go) may then take a value a step wrote for known.
func (s *State) flatOn() bool { return s.frozenVars == nil }

// flatEnd is the step past the last of every program: run stops there
// without asking at each step whether one is left.
var flatEnd = &flatOp{code: fEnd, exec: fEnd}

// link aims each step of p, and of its whiles' bodies, at the step after
// it and a jump at the step it goes to (flatEnd past the last), for run.
// Made once the program is done: its steps do not move after.
func (p *flatProg) link() {
	at := func(i int) *flatOp {
		switch {
		case i >= len(p.ops):
			return flatEnd
		case p.ops[i].code == fFar:
			return p.ops[i].far
		}
		return &p.ops[i]
	}
	p.start = at(0)
	for i := range p.ops {
		o := &p.ops[i]
		o.ranged()
		o.exec = o.specialized()
		o.then = at(int(o.on))
		o.table = o.table[:0]
		for _, t := range o.cases {
			o.table = append(o.table, at(int(t)))
		}
		if o.jumps() {
			o.jump = at(int(o.to))
		}
		if o.body != nil {
			o.body.link()
		}
	}
}

// specialized is the code run runs o by: one reading o's source in line
// where it has one (the x codes), else o's code.
func (o *flatOp) specialized() flatCode {
	switch o.code {
	case fStmt:
		if o.mv != nil {
			return xMove
		}
	case fStmtM:
		if o.cs != nil {
			return xEachSetM
		}
	case fVarNot:
		switch o.src {
		case sVar:
			return xVarNot
		case sPVar:
			return xPVarNot
		case sCount:
			return xCountNot
		}
	case fVar:
		if o.src == sPVar {
			return xPVar
		}
	case fSetR: // it reads src at j
		switch o.src {
		case sVar:
			return xSetRV
		case sCount:
			return xSetRC
		}
	case fTableNot, fTable, fSetT:
		// by the card or card id a variable holds, or the action's card
		by := [...]flatCode{fTableNot: xTabNot, fTable: xTab, fSetT: xSetTab}
		if o.src == sCardT {
			by = [...]flatCode{fTableNot: xCardNot, fTable: xCard, fSetT: xSetCard}
		}
		if o.src == sFace || o.src == sEntry || o.src == sCardT {
			return by[o.code]
		}
	}
	return o.code
}

// ranged sets o's range (lo, span, out) from its comparison with k: a
// test is then one subtraction and one comparison, whatever it compares.
func (o *flatOp) ranged() {
	const lowest, highest = math.MinInt64, math.MaxInt64
	lo, hi := o.k, o.k
	switch o.cmp {
	case cLt:
		lo, hi = lowest, o.k-1
	case cLe:
		lo = lowest
	case cGt:
		lo, hi = o.k+1, highest
	case cGe:
		hi = highest
	}
	o.lo, o.span, o.out = lo, uint64(hi-lo), o.cmp == cNe
	if o.cmp == cLt && o.k == lowest || o.cmp == cGt && o.k == highest {
		o.lo, o.span, o.out = lowest, math.MaxUint64, true // holds for no value
	}
}

// in is v compared with k by o's comparison, as its range has it.
func (o *flatOp) in(v int64) bool {
	return (uint64(v-o.lo) <= o.span) != o.out
}

// loop runs a while step as compileWhile does.
func (o *flatOp) loop(x *ctx) {
	n := 0
	if o.j > 0 {
		// after o.j turns in line (stmt), its condition found to hold
		o.body.run(x)
		n = int(o.j) + 1
	}
	for ; n < maxLoops; n++ {
		if x.s.over || x.s.endRound || !o.holds(x) {
			return
		}
		o.body.run(x)
	}
	if x.s.runaway == "" && !x.s.over && !x.s.endRound && o.holds(x) {
		x.s.runaway = o.body.runaway
	}
}

// holds is a while step's condition.
func (o *flatOp) holds(x *ctx) bool {
	if o.src == sPhase {
		return (x.s.phase == o.k) == (o.cmp == cEq)
	}
	return o.f(x) != 0
}

// setPlayers runs a step setting the player to move's variable, as
// assign's closure does.
func (o *flatOp) setPlayers(x *ctx) {
	s := x.s
	k := s.pv + int(o.i)
	switch o.code {
	case fPAddK:
		s.vars[k] += o.k
	case fPSet:
		s.vars[k] = o.f(x)
	case fPAdd:
		s.vars[k] += o.f(x)
	case fPSub:
		s.vars[k] -= o.f(x)
	}
}
