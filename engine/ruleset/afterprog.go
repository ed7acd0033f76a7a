package ruleset

// This file makes a game's [[after]] triggers one flat program, the
// after program, which runAfter runs on a state that runs the flat
// programs. Each trigger's turn is a step asking whether the round or the
// game ended, its condition as a test, its program's steps (threaded
// alone first: flat.go), then the triggers they set off fired when they
// set any off. A phase machine's triggers hand the phase on (placed's
// last step enters finish, whose trigger comes next): threaded as one
// program (flatthread.go), it knows the phase a trigger's steps
// entered, so the conditions of the triggers that follow are decided
// where it lands and their turns jumped over, not looked up and asked
// one by one.

// afterProgram is g's [[after]] triggers as one flat program, made of
// their programs (each threaded and linked alone) or, for a trigger
// without one, a step running its closures.
func (g *Game) afterProgram() *flatProg {
	p := &flatProg{}
	// The program starts at the turn of the first trigger that may hold in
	// the phase (afterIn), past the tests of those that cannot.
	first := p.emit(flatOp{code: fSwitch, cases: make([]int32, len(g.phases))})
	var halts, turns []int
	for i := range g.after {
		tr := &g.after[i]
		halt := p.emit(flatOp{code: fHalt})
		turns = append(turns, halt)
		var skip int
		if ph, ok := tr.onlyPhase(); ok {
			skip = p.emit(flatOp{code: fPhaseNot, cmp: cEq, k: ph})
		} else {
			skip = p.emit(flatOp{code: fIfNot, f: tr.when})
		}
		if tr.flat != nil {
			p.append(tr.flat)
		} else {
			p.emit(flatOp{code: fStmt, s: tr.closures})
		}
		// The triggers set off: none unless a step may have (began,
		// a move, a closure), which the threading knows.
		fired := p.emit(flatOp{code: fVar, src: sPending, cmp: cEq, k: 0})
		p.emit(flatOp{code: fStmt, s: func(x *ctx) { x.s.fire() }})
		p.here([]int{skip, fired})
		halts = append(halts, halt)
	}
	p.here(halts) // the end
	turns = append(turns, len(p.ops))
	for ph := range g.phases {
		j, _ := g.afterIn(ph, 0)
		p.ops[first].cases[ph] = int32(turns[j])
	}
	p.ready([]flatFact{{key: flatKey{src: sPending}, cmp: cEq, k: 0, truth: true}})
	return p
}

// onlyPhase is the one phase the trigger's condition holds in, for a
// condition reading the phase alone that holds in one.
func (tr *trigger) onlyPhase() (int64, bool) {
	ph, n := int64(-1), 0
	for k, holds := range tr.phases {
		if holds {
			ph, n = int64(k), n+1
		}
	}
	return ph, n == 1
}

// closures runs the trigger's effects by their closures.
func (tr *trigger) closures(x *ctx) {
	for _, f := range tr.do {
		f(x)
	}
}

// append adds the steps of q, its jumps and ways on aimed at their places
// in p (q's end at the step after them).
func (p *flatProg) append(q *flatProg) {
	base := int32(len(p.ops))
	for _, o := range q.ops {
		if o.jumps() {
			o.to += base
		}
		o.on += base
		p.ops = append(p.ops, o)
	}
}
