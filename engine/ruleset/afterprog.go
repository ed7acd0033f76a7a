package ruleset

import "slices"

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
// one by one. An action's program goes on into the after program (then):
// where the threading knows the phase the action entered, straight to
// the turn of the first trigger that may hold in it, not through the
// after program's switch.

// afterProgram is g's [[after]] triggers as one flat program, made of
// their programs (each threaded and linked alone) or, for a trigger
// without one, a step running its closures; not threaded yet (ready,
// with afterEntry).
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
	return p
}

// afterEntry is what is known when runAfter runs the after program: the
// triggers set off before have fired (State.pending is empty).
var afterEntry = []flatFact{{key: flatKey{src: sPending}, cmp: cEq, k: 0, truth: true}}

// playEntry is what is known when play runs an action's program (then):
// no trigger is set off.
var playEntry = []flatFact{{key: flatKey{src: sPending}, cmp: cEq, k: 0, truth: true}}

// then is a new program running p, then the triggers p's steps set off,
// then the after program after (threaded and linked): what play does
// after an action, as one program. Its last step is a copy of after's
// switch by phase, whose cases stand for the steps after's switch goes
// to (fFar): threaded, a way that knows the phase the action entered
// goes on to that trigger's turn without the switch (copyJoin copies the
// test of the triggers set off for it).
func (p *flatProg) then(after *flatProg) *flatProg {
	// its steps: p's, the test and firing of the triggers set off, and
	// the switch with a step for each of its cases and its way on
	q := &flatProg{ops: make([]flatOp, 0, len(p.ops)+4+len(after.start.table))}
	q.append(p)
	fired := q.emit(flatOp{code: fVar, src: sPending, cmp: cEq, k: 0})
	q.emit(flatOp{code: fStmt, s: func(x *ctx) { x.s.fire() }})
	q.here([]int{fired})
	sw := after.start
	if sw.code != fSwitch {
		q.emit(flatOp{code: fFar, far: sw})
		return q
	}
	at := q.emit(flatOp{code: fSwitch, cases: make([]int32, len(sw.table))})
	for ph, far := range sw.table {
		q.ops[at].cases[ph] = int32(q.emit(flatOp{code: fFar, far: far}))
	}
	q.ops[at].on = int32(q.emit(flatOp{code: fFar, far: sw.then}))
	return q
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
	p.ops = slices.Grow(p.ops, len(q.ops))
	base := int32(len(p.ops))
	for _, o := range q.ops {
		if o.jumps() {
			o.to += base
		}
		o.on += base
		p.ops = append(p.ops, o)
	}
}
