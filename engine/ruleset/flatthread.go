package ruleset

import (
	"encoding/binary"
	"slices"
)

// This file threads the jumps of a flat program (flat.go) through the
// tests whose outcome is already known where the jump lands. A game's
// effects test the same thing again and again: Windia War's finish
// trigger is nine ifs each starting with phase == 'finish', the begin
// loop's else-ifs each start with attacking or rest_attack != none. A
// test found true or false stays so until a step writes what it read;
// a value a step sets (a constant, the phase) is known until the next
// write; a trigger's program starts knowing the phase its condition
// holds in, a while's body the phase its condition asks for. A jump, and
// the way on from a step that does not jump, landing on a test decided
// so goes on to where that test would send it, and a test decided on
// every way to it is dropped (or becomes a jump). Where ways join, only
// what all of them know is known; a way that knows more gets a copy of
// the few steps after the join when that decides a test there (copyJoin).
// Only states no example fixed a variable of run the programs
// (State.flatOn): an assignment there always writes.

// shareTables makes the steps of g's programs that read equal tables of
// catalog values read one, the first, and name it by one number
// (tableID): a test then knows what a test of the same value written
// elsewhere found (each use of acting.rules.attack.target folds a table
// of its own).
func (g *Game) shareTables() {
	type shared struct {
		vals []int64
		id   int32
	}
	seen := map[string]shared{}
	type withNone struct {
		id   int32
		none int64
	}
	named := map[withNone]int32{}
	var buf []byte
	var share func(p *flatProg)
	share = func(p *flatProg) {
		if p == nil {
			return
		}
		for i := range p.ops {
			o := &p.ops[i]
			if len(o.vals) > 0 {
				buf = buf[:0]
				for _, v := range o.vals {
					buf = binary.LittleEndian.AppendUint64(buf, uint64(v))
				}
				t, ok := seen[string(buf)]
				if !ok {
					t = shared{o.vals, int32(len(seen) + 1)}
					seen[string(buf)] = t
				}
				o.vals, o.tableID = t.vals, t.id
				k := withNone{t.id, o.none}
				if named[k] == 0 {
					named[k] = int32(len(named) + 1)
				}
				o.factTable = named[k]
			}
			share(o.body)
		}
	}
	for i := range g.actions {
		share(g.actions[i].flat)
	}
	for i := range g.after {
		share(g.after[i].flat)
	}
}

// flatKey is what a test reads: a source (flatSrc) at i, through the
// table of catalog values and value for no card named table (factTable;
// 0 for none), or the phase. It holds no pointer: the threading cuts its
// lists of facts from chunks (factLists) the collector then need not
// scan; and it is small: the threading copies and compares facts by the
// hundred thousand.
type flatKey struct {
	src   flatSrc
	i     int32
	table int32
}

// flatFact is what a test found: the value key reads, cmp k, is truth.
type flatFact struct {
	key   flatKey
	cmp   flatCmp
	truth bool
	k     int64
}

// found is the fact that q's test found truth.
func (q flatFact) found(truth bool) flatFact {
	q.truth = truth
	return q
}

// test is o as a test of one read against a constant: the fact it asks
// about, and whether it jumps when that holds; false for any other step.
func (o *flatOp) test() (f flatFact, jumpIf bool, ok bool) {
	switch o.code {
	case fVarNot, fVar:
		return flatFact{key: flatKey{src: o.src, i: o.i}, cmp: o.cmp, k: o.k}, o.code == fVar, true
	case fTableNot, fTable:
		if len(o.vals) == 0 || o.tableID == 0 { // not named: not known to be the same table
			return flatFact{}, false, false
		}
		return flatFact{key: flatKey{src: o.src, i: o.i, table: o.factTable}, cmp: o.cmp, k: o.k}, o.code == fTable, true
	case fEqJ, fNeJ:
		return flatFact{key: flatKey{src: sVar, i: o.i}, cmp: cEq, k: o.k}, o.code == fEqJ, true
	case fPhaseNot, fPhase:
		return flatFact{key: flatKey{src: sPhase}, cmp: o.cmp, k: o.k}, o.code == fPhase, true
	case fHalt:
		return flatFact{key: flatKey{src: sHalt}, cmp: cNe, k: 0}, true, true
	}
	return flatFact{}, false, false
}

// jumps reports whether o may go to o.to: a jump or a condition's test.
func (o *flatOp) jumps() bool {
	switch o.code {
	case fJump, fIfNot, fIf, fVarNot, fVar, fPhaseNot, fPhase, fEqJ, fNeJ, fTwoNot, fTwo, fTableNot, fTable, fHalt:
		return true
	}
	return false
}

// opposite is the comparison that holds exactly when c does not.
var opposite = [...]flatCmp{cEq: cNe, cNe: cEq, cLt: cGe, cLe: cGt, cGt: cLe, cGe: cLt}

// decide is whether q (its truth aside) holds by facts, and whether they
// tell.
func decide(facts []flatFact, q flatFact) (holds, known bool) {
	for i := range facts {
		f := &facts[i] // not a copy of each
		if f.key != q.key {
			continue
		}
		if f.cmp == cEq && f.truth || f.cmp == cNe && !f.truth {
			return q.cmp.holds(f.k, q.k), true // the value itself
		}
		if f.k == q.k && f.cmp == q.cmp {
			return f.truth, true
		}
		if f.k == q.k && f.cmp == opposite[q.cmp] {
			return !f.truth, true
		}
	}
	return false, false
}

// factLists makes the fact lists of one threading (and the tables of
// its passes, flow), cut from a chunk it keeps: a deal threads some
// 40,000 lists, 7 facts long on average, and made one by one they were
// most of a game's first deal. A list is never written once made, so
// ways share them; a pass (facts and what reads it) starts with reset,
// and none of its lists outlives it.
type factLists struct {
	buf    []flatFact
	used   int  // facts cut in this pass
	chunks int  // chunks made so far: a mark's chunk is the one in buf when they agree
	last   flow // the last pass's, whose tables the next one clears and uses
	// spare is the list of steps copySteps replaced last, which no
	// program holds any more: the next writes its list there.
	spare []flatOp
}

// listMark is where a's lists stood (mark), to take back those cut after
// it (release).
type listMark struct {
	len, used, chunks int
}

// mark is where a's lists stand now.
func (a *factLists) mark() listMark {
	return listMark{len(a.buf), a.used, a.chunks}
}

// release takes back the lists cut since m, which nothing holds any
// more: copyJoin's look-aheads cut some 300,000 facts a Windia War deal,
// and kept, they grew the chunk of every pass after. A chunk made since
// m holds only such lists: it is kept, all of it free.
func (a *factLists) release(m listMark) {
	if a.chunks == m.chunks {
		a.buf = a.buf[:m.len]
	} else {
		a.buf = a.buf[:0]
	}
	a.used = m.used
}

// reset takes back every list cut so far, keeping a chunk the size of
// the largest pass.
func (a *factLists) reset() {
	if a.used > cap(a.buf) {
		a.buf = make([]flatFact, 0, a.used)
		a.chunks++
	}
	a.buf, a.used = a.buf[:0], 0
}

// flow is a flow of n steps for a pass, its tables empty.
func (a *factLists) flow(n int) flow {
	f := &a.last
	f.in, f.to, f.on, f.reached = cleared(f.in, n+1), cleared(f.to, n), cleared(f.on, n), cleared(f.reached, n+1)
	return *f
}

// cleared is s with n zero values, in s's array when it holds them.
func cleared[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// cut is a new list of n facts.
func (a *factLists) cut(n int) []flatFact {
	if len(a.buf)+n > cap(a.buf) {
		// a fresh chunk: the lists cut from the last one stay as they are
		a.buf = make([]flatFact, 0, max(1024, 2*cap(a.buf), n))
		a.chunks++
	}
	l := len(a.buf)
	a.buf, a.used = a.buf[:l+n], a.used+n
	return a.buf[l : l+n : l+n]
}

// with is facts and f, a new list.
func (a *factLists) with(facts []flatFact, f flatFact) []flatFact {
	out := a.cut(len(facts) + 1)
	copy(out, facts)
	out[len(facts)] = f
	return out
}

// without is facts less those drop takes, in their order: facts itself
// when it takes none. (The loops here and in common call nothing for a
// fact, and copy none they only look at: a function value called for
// each, and Go's == of two facts, a call, were a fifth of a deal's
// threading.)
func (a *factLists) without(facts []flatFact, drop keyDrop) []flatFact {
	i := 0
	for i < len(facts) && !drop.takes(facts[i].key) {
		i++
	}
	if i == len(facts) {
		return facts
	}
	return a.keep(facts, i, drop, nil, nil)
}

// withoutWrites is facts less those an effect's writes w may change
// (flatwrites.go): facts itself when it changes none.
func (a *factLists) withoutWrites(facts []flatFact, w *flatWrites) []flatFact {
	i := 0
	for i < len(facts) && !w.drops(facts[i].key) {
		i++
	}
	if i == len(facts) {
		return facts
	}
	return a.keep(facts, i, keyDrop{}, w, nil)
}

// keep is a new list of facts[:i] and those of facts[i+1:] neither drop
// takes nor w (when not nil) drops, then plus (when not nil): facts[i]
// is the first that goes.
func (a *factLists) keep(facts []flatFact, i int, drop keyDrop, w *flatWrites, plus *flatFact) []flatFact {
	n := i
	for k := i + 1; k < len(facts); k++ {
		if key := facts[k].key; !drop.takes(key) && (w == nil || !w.drops(key)) {
			n++
		}
	}
	if plus != nil {
		n++
	}
	out := a.cut(n)
	copy(out, facts[:i])
	for k := i + 1; k < len(facts); k++ {
		if key := facts[k].key; !drop.takes(key) && (w == nil || !w.drops(key)) {
			out[i] = facts[k]
			i++
		}
	}
	if plus != nil {
		out[i] = *plus
	}
	return out
}

// same reports whether f and g are the same fact: Go's == on them is a
// call.
func (f *flatFact) same(g *flatFact) bool {
	return f.key == g.key && f.k == g.k && f.cmp == g.cmp && f.truth == g.truth
}

// hasFact reports whether list holds f.
func hasFact(list []flatFact, f *flatFact) bool {
	for k := range list {
		if list[k].same(f) {
			return true
		}
	}
	return false
}

// common is the facts of mine that theirs holds too, in mine's order
// (what two ways into a step both know): mine itself when theirs holds
// them all. Ways into a join mostly share the facts known before they
// parted, at the start of both lists: those are not looked for.
func (a *factLists) common(mine, theirs []flatFact) []flatFact {
	same := 0
	for same < len(mine) && same < len(theirs) && mine[same].same(&theirs[same]) {
		same++
	}
	i := same
	for i < len(mine) && hasFact(theirs, &mine[i]) {
		i++
	}
	if i == len(mine) {
		return mine
	}
	n := i
	for k := i + 1; k < len(mine); k++ {
		if hasFact(theirs, &mine[k]) {
			n++
		}
	}
	out := a.cut(n)
	copy(out, mine[:i])
	for k := i + 1; k < len(mine); k++ {
		if hasFact(theirs, &mine[k]) {
			out[i] = mine[k]
			i++
		}
	}
	return out
}

// after is what of facts still holds after step o has run, with what o
// sets: o's writes take away the facts on what they write, and a
// constant o sets, the phase o enters, is a fact; a step calling an
// effect's closure takes away what the effect says it may write
// (flatwrites.go), and one running a while may write anything.
func (o *flatOp) after(a *factLists, facts []flatFact) []flatFact {
	variable := func(i int32) keyDrop {
		// the variable, and a catalog value of the card it holds
		return keyDrop{each: 1<<sVar | 1<<sFace | 1<<sEntry, i: i}
	}
	mover := keyDrop{all: 1<<sPVar | 1<<sCount | 1<<sPlayer}
	if o.jumps() {
		return facts // a condition reads, writes nothing
	}
	switch o.code {
	case fSetK, fAddK:
		return set(a, facts, flatKey{src: sVar, i: o.i}, o.k, o.code == fAddK, variable(o.i))
	case fSet, fAdd, fSub, fSetR, fSetCtx, fSetZ, fSetM:
		return a.without(facts, variable(o.i))
	case fSetT:
		return a.without(facts, variable(o.j))
	case fNext:
		if o.j >= 0 {
			return a.without(facts, variable(o.j))
		}
		return a.without(facts, mover)
	case fPlayerR:
		return a.without(facts, mover)
	case fPSetK:
		return set(a, facts, flatKey{src: sPVar, i: o.i}, o.k, false, keyDrop{each: 1 << sPVar, i: o.i})
	case fPAddK, fPSet, fPAdd, fPSub:
		return a.without(facts, keyDrop{each: 1 << sPVar, i: o.i})
	case fSetPhaseQ:
		return set(a, facts, flatKey{src: sPhase}, o.k, false, keyDrop{all: 1 << sPhase})
	case fSetPhase:
		// began resets card variables and sets [[on]] triggers off
		// (State.pending) to fire after the trigger.
		return set(a, facts, flatKey{src: sPhase}, o.k, false, keyDrop{all: 1<<sPhase | 1<<sPending})
	case fMoveTop:
		// cards move, which may set a zone's triggers off; no variable changes
		return a.withoutWrites(facts, o.w)
	case fConsts:
		for _, c := range o.run {
			facts = set(a, facts, flatKey{src: sVar, i: int32(c.i)}, c.k, c.add, variable(int32(c.i)))
		}
		return facts
	case fStmt, fStmtZ, fStmtM:
		if o.w != nil {
			return a.withoutWrites(facts, o.w)
		}
	}
	return nil // fWhile, an effect that does not say what it writes
}

// keyDrop is which facts a step's write takes away: those on a source in
// all, and those on a source in each that read index i. A value the
// threading asks of every fact after every step, inline.
type keyDrop struct {
	all, each uint32 // bit s for source s
	i         int32
}

// takes reports whether the fact on k goes.
func (d keyDrop) takes(k flatKey) bool {
	bit := uint32(1) << k.src
	return d.all&bit != 0 || d.each&bit != 0 && k.i == d.i
}

// set is facts after a step sets what key reads to k (or adds k to it):
// those on it (drop) gone, and its value known when k is set or added to
// a value known.
func set(a *factLists, facts []flatFact, key flatKey, k int64, add bool, drop keyDrop) []flatFact {
	v, known := value(facts, key)
	if add && !known {
		return a.without(facts, drop)
	}
	if add {
		k += v
	}
	// facts less those drop takes, and the value: one new list
	f := flatFact{key: key, cmp: cEq, k: k, truth: true}
	i := 0
	for i < len(facts) && !drop.takes(facts[i].key) {
		i++
	}
	if i == len(facts) {
		return a.with(facts, f)
	}
	return a.keep(facts, i, drop, nil, &f)
}

// inPhase is the fact that the phase is ph.
func inPhase(ph int) flatFact {
	return flatFact{key: flatKey{src: sPhase}, cmp: cEq, k: int64(ph), truth: true}
}

// value is the value facts tell key reads, and whether they tell it.
func value(facts []flatFact, key flatKey) (int64, bool) {
	for i := range facts {
		if f := &facts[i]; f.key == key && (f.cmp == cEq && f.truth || f.cmp == cNe && !f.truth) {
			return f.k, true
		}
	}
	return 0, false
}

// entry is what is known of the phase when the trigger's program runs
// (runAfter runs it where its condition holds): the phase it holds in,
// or each phase it does not, for a condition that reads the phase alone.
func (tr *trigger) entry() []flatFact {
	phase := flatKey{src: sPhase}
	var in, out []flatFact
	for ph, holds := range tr.phases {
		if holds {
			in = append(in, flatFact{key: phase, cmp: cEq, k: int64(ph), truth: true})
		} else {
			out = append(out, flatFact{key: phase, cmp: cEq, k: int64(ph), truth: false})
		}
	}
	if len(in) == 1 {
		return in
	}
	return out
}

// thread threads p's jumps, and its whiles' bodies', and drops the
// steps no way reaches; entry is what is known at its start.
func (p *flatProg) thread(a *factLists, entry []flatFact) {
	if p == nil {
		return
	}
	for i := range p.ops {
		if o := &p.ops[i]; o.body != nil {
			var in []flatFact
			if o.src == sPhase { // the body runs while the phase is (or is not) o.k
				in = []flatFact{{key: flatKey{src: sPhase}, cmp: o.cmp, k: o.k, truth: true}}
			}
			o.body.thread(a, in)
		}
	}
	for i, o := range p.ops {
		if o.jumps() && int(o.to) <= i {
			return // a jump back: no program flatten makes
		}
	}
	p.settle(a, entry)
	budget := len(p.ops) + 64 // copies at joins: at most about twice the steps
	for range 64 {
		if len(p.ops) > budget || !p.copyJoin(a, entry) {
			break
		}
		p.settle(a, entry)
	}
}

// settle threads p's jumps until nothing changes and takes out the steps
// left unreached or dropped. The pass that changed nothing found the
// steps reached that compact takes: a pass fewer (of some 260 a Windia
// War deal makes), not one more to find them again.
func (p *flatProg) settle(a *factLists, entry []flatFact) {
	drop := make([]bool, len(p.ops))
	for range 8 {
		if f, changed := p.threadOnce(a, entry, drop); !changed {
			p.compact(f.reached, drop)
			return
		}
	}
	p.compact(p.facts(a, entry, drop).reached, drop)
}

// facts is what is known at each step of p (and at its end) on every way
// to it from the start, where entry is known, and on the ways on from
// each (a test's two, a step's way on after it has run: threadOnce aims
// them); nil for a step no way reaches. The jumps and the ways on
// (flatOp.on) go forward: one pass in order sees every way to a step
// before the step. It starts a pass of a's lists and flows.
func (p *flatProg) facts(a *factLists, entry []flatFact, drop []bool) flow {
	a.reset()
	n := len(p.ops)
	f := a.flow(n)
	in, reached := f.in, f.reached
	in[0], reached[0] = entry, true
	merge := func(t int, fs []flatFact) {
		if !reached[t] {
			in[t], reached[t] = fs, true
			return
		}
		in[t] = a.common(in[t], fs)
	}
	for pc := range n {
		if !reached[pc] {
			continue
		}
		o, fs := &p.ops[pc], in[pc]
		q, jumpIf, ok := o.test()
		switch {
		case drop[pc]:
			merge(pc+1, fs)
		case o.code == fJump:
			merge(int(o.to), fs)
		case o.code == fSwitch:
			for ph, t := range o.cases {
				merge(int(t), a.with(fs, inPhase(ph)))
			}
			merge(int(o.on), fs)
		case !ok && o.jumps(): // a test facts cannot tell
			merge(int(o.to), fs)
			merge(int(o.on), fs)
		case ok:
			holds, known := decide(fs, q)
			if !known || holds == jumpIf {
				f.to[pc] = a.with(fs, q.found(jumpIf))
				merge(int(o.to), f.to[pc])
			}
			if !known || holds != jumpIf {
				f.on[pc] = a.with(fs, q.found(!jumpIf))
				merge(int(o.on), f.on[pc])
			}
		default:
			f.on[pc] = o.after(a, fs)
			merge(int(o.on), f.on[pc])
		}
	}
	return f
}

// flow is what facts finds.
type flow struct {
	in      [][]flatFact // known at each step, and at the end
	to, on  [][]flatFact // known on a step's jump and on its way on, where facts made them
	reached []bool       // whether a way reaches the step
}

// threadOnce makes each test decided where it is a jump (or a dropped
// step), and aims each jump, and each way on from a step, past the steps
// decided where it lands; the flow it followed (facts), and whether
// anything changed.
func (p *flatProg) threadOnce(a *factLists, entry []flatFact, drop []bool) (flow, bool) {
	f := p.facts(a, entry, drop)
	in, reached := f.in, f.reached
	changed := false
	aim := func(at *int32, facts []flatFact) {
		if to := p.land(int(*at), facts, drop); to != int(*at) {
			*at, changed = int32(to), true
		}
	}
	for pc := range p.ops {
		o := &p.ops[pc]
		if !reached[pc] || drop[pc] {
			continue
		}
		q, jumpIf, ok := o.test()
		facts := in[pc]
		switch {
		case ok:
			if holds, known := decide(facts, q); known {
				changed = true
				if holds != jumpIf {
					drop[pc] = true
					continue
				}
				o.code = fJump
				aim(&o.to, facts)
				continue
			}
			aim(&o.to, f.to[pc]) // as facts made them: no step has changed yet
			aim(&o.on, f.on[pc])
		case o.code == fJump:
			aim(&o.to, facts)
		case o.code == fSwitch:
			for ph := range o.cases {
				aim(&o.cases[ph], a.with(facts, inPhase(ph)))
			}
			aim(&o.on, facts)
		case o.jumps():
			aim(&o.to, facts)
			aim(&o.on, facts)
		default:
			aim(&o.on, f.on[pc])
		}
	}
	return f, changed
}

// land is where a way to t goes on to, facts known on the way: past
// dropped steps, jumps, and tests facts decide.
func (p *flatProg) land(t int, facts []flatFact, drop []bool) int {
	for range 64 {
		if t >= len(p.ops) {
			return t
		}
		o := &p.ops[t]
		switch q, jumpIf, ok := o.test(); {
		case drop[t]:
			t++
		case o.code == fJump:
			t = int(o.to)
		case o.code == fSwitch:
			ph, known := value(facts, flatKey{src: sPhase})
			switch {
			case !known:
				return t
			case ph >= 0 && ph < int64(len(o.cases)):
				t = int(o.cases[ph])
			default:
				t = int(o.on)
			}
		case ok:
			holds, known := decide(facts, q)
			if !known {
				return t
			}
			if holds == jumpIf {
				t = int(o.to)
			} else {
				t = int(o.on)
			}
		default:
			return t
		}
	}
	return t
}

// compact takes out the dropped steps, those no way reaches and jumps to
// the next step kept, and aims the jumps and the ways on at the steps'
// new places; reached is whether a way reaches each step (facts, with
// drop).
func (p *flatProg) compact(reached, drop []bool) {
	keep := make([]bool, len(p.ops)+1)
	for pc := range p.ops {
		keep[pc] = reached[pc] && !drop[pc]
	}
	keep[len(p.ops)] = true
	next := func(t int) int { // the first step kept from t on
		for !keep[t] {
			t++
		}
		return t
	}
	for pc := len(p.ops) - 1; pc >= 0; pc-- {
		if o := &p.ops[pc]; keep[pc] && o.code == fJump && next(int(o.to)) == next(pc+1) {
			keep[pc] = false
		}
	}
	at := make([]int32, len(p.ops)+1) // a step's new place
	n := int32(0)
	for pc := range at {
		at[pc] = n
		if keep[pc] {
			n++
		}
	}
	ops := p.ops[:0]
	for pc, o := range p.ops {
		if !keep[pc] {
			continue
		}
		if o.jumps() {
			o.to = at[next(int(o.to))]
		}
		o.on = at[next(int(o.on))]
		if o.cases != nil {
			o.cases = slices.Clone(o.cases)
			for ph, t := range o.cases {
				o.cases[ph] = at[next(int(t))]
			}
		}
		ops = append(ops, o)
	}
	p.ops = ops
}

// maxCopy is the most steps copyJoin copies for one way into a join.
const maxCopy = 8

// ways calls f with each way on from step pc, facts known at it, and
// what is known on that way (as facts follows them): a test's two, one
// when facts decide it, a jump's, a switch's cases and way on.
func (p *flatProg) ways(pc int, facts []flatFact, f func(at *int32, known wayFacts)) {
	o := &p.ops[pc]
	q, jumpIf, ok := o.test()
	same := wayFacts{facts: facts}
	switch {
	case o.code == fJump:
		f(&o.to, same)
	case o.code == fSwitch:
		for ph := range o.cases {
			f(&o.cases[ph], wayFacts{facts: facts, plus: inPhase(ph), more: true})
		}
		f(&o.on, same)
	case !ok && o.jumps():
		f(&o.to, same)
		f(&o.on, same)
	case ok:
		holds, known := decide(facts, q)
		if !known || holds == jumpIf {
			f(&o.to, wayFacts{facts: facts, plus: q.found(jumpIf), more: true})
		}
		if !known || holds != jumpIf {
			f(&o.on, wayFacts{facts: facts, plus: q.found(!jumpIf), more: true})
		}
	default:
		f(&o.on, wayFacts{facts: facts, after: o})
	}
}

// wayFacts is what is known on a way on from a step, made when asked
// (known): the facts known at the step, with plus (more), or after the
// step has run (after).
type wayFacts struct {
	facts []flatFact
	plus  flatFact
	more  bool
	after *flatOp
}

// known is the facts known on the way.
func (w wayFacts) known(a *factLists) []flatFact {
	switch {
	case w.after != nil:
		return w.after.after(a, w.facts)
	case w.more:
		return a.with(w.facts, w.plus)
	}
	return w.facts
}

// copyJoin finds the ways into a step two or more ways reach (a join,
// where what each knows is lost but what all know) along which what
// that way knows decides a test a few steps on that the join leaves
// open, and gives each such way (one a join, their steps apart) a copy
// of the steps from the join to the test (tail duplication): threaded
// again, the copy goes past the test. Windia War's actions each enter a
// phase and join at the test of the triggers set off; copied, each knows
// its phase at the after program's switch. Whether it copied.
func (p *flatProg) copyJoin(a *factLists, entry []flatFact) bool {
	f := p.facts(a, entry, make([]bool, len(p.ops)))
	in, reached := f.in, f.reached
	ways := make([]int, len(p.ops)+1)
	for pc := range p.ops {
		if reached[pc] {
			p.ways(pc, in[pc], func(at *int32, _ wayFacts) { ways[*at]++ })
		}
	}
	var picks []joinCopy
	apart := func(c joinCopy) bool {
		for _, k := range picks {
			if c.t < k.end && k.t < c.end || c.pc >= k.t && c.pc < k.end || k.pc >= c.t && k.pc < c.end {
				return false
			}
		}
		return true
	}
	for pc := range p.ops {
		if !reached[pc] {
			continue
		}
		p.ways(pc, in[pc], func(at *int32, way wayFacts) {
			t := int(*at)
			if t >= len(p.ops) || ways[t] < 2 {
				return
			}
			// what every way knows (in[t]) is part of what this one does
			m := a.mark()
			if known := way.known(a); len(known) > len(in[t]) {
				if e := p.decidedAhead(a, t, known, in); e > 0 {
					if c := (joinCopy{pc, p.ops[pc].wayOf(at), t, e}); apart(c) {
						picks = append(picks, c)
					}
				}
			}
			a.release(m) // the lists of the way and its look-ahead
		})
	}
	slices.SortFunc(picks, func(x, y joinCopy) int { return x.t - y.t })
	p.copySteps(a, picks)
	return len(picks) > 0
}

// joinCopy is a copy copyJoin makes: of steps t to end-1, for way way
// (wayOf) of step pc.
type joinCopy struct{ pc, way, t, end int }

// wayOf names the way on from o that at points at: -1 its jump, -2 its
// way on, k its case k.
func (o *flatOp) wayOf(at *int32) int {
	switch at {
	case &o.to:
		return -1
	case &o.on:
		return -2
	}
	for k := range o.cases {
		if at == &o.cases[k] {
			return k
		}
	}
	panic("flat: not a way of the step")
}

// way is the way on from o wayOf named.
func (o *flatOp) way(w int) *int32 {
	switch w {
	case -1:
		return &o.to
	case -2:
		return &o.on
	}
	return &o.cases[w]
}

// decidedAhead is the end (one past) of the steps from t on, at most
// maxCopy, up to a test facts known on the way to t decide and the facts
// of every way to that test (in) do not, or a switch they decide; 0 for
// none. It follows the ways those facts leave open, both of a test they
// do not decide.
func (p *flatProg) decidedAhead(a *factLists, t int, facts []flatFact, in [][]flatFact) int {
	var walk func(u int, facts []flatFact) int
	walk = func(u int, facts []flatFact) int {
		if u >= len(p.ops) || u >= t+maxCopy {
			return 0
		}
		o := &p.ops[u]
		q, jumpIf, ok := o.test()
		switch {
		case ok:
			holds, known := decide(facts, q)
			if !known {
				return max(walk(int(o.to), a.with(facts, q.found(jumpIf))),
					walk(int(o.on), a.with(facts, q.found(!jumpIf))))
			}
			if _, open := decide(in[u], q); !open {
				return u + 1
			}
			if holds == jumpIf {
				return walk(int(o.to), facts)
			}
			return walk(int(o.on), facts)
		case o.code == fSwitch:
			if _, known := value(facts, flatKey{src: sPhase}); known {
				return u + 1
			}
			return 0
		case o.code == fJump:
			return walk(int(o.to), facts)
		case o.jumps():
			return max(walk(int(o.to), facts), walk(int(o.on), facts))
		}
		return walk(int(o.on), o.after(a, facts))
	}
	return walk(t, facts)
}

// copySteps puts a copy of each one's steps before them, in one new
// list of steps, its way aimed at the copy: a copy's jumps and ways on
// inside it go to the copy's steps, the others where the originals' go.
// The copies are apart (no two share a step, none's way leaves another's
// steps) and in order of t. The new list is a's spare one when it holds
// them (a deal's copies made a new list of some 250-byte steps each
// round, a third of the bytes of its threading), and the old one becomes
// the spare.
func (p *flatProg) copySteps(a *factLists, cs []joinCopy) {
	if len(cs) == 0 {
		return
	}
	n := len(p.ops)
	moved := make([]int32, n+1) // where a step goes: after the copies before it
	start := make([]int32, len(cs))
	added := 0
	for v, k := 0, 0; v <= n; v++ {
		for ; k < len(cs) && cs[k].t == v; k++ {
			start[k] = int32(v + added)
			added += cs[k].end - cs[k].t
		}
		moved[v] = int32(v + added)
	}
	remap := func(o *flatOp, f func(int32) int32) {
		if o.jumps() {
			o.to = f(o.to)
		}
		o.on = f(o.on)
		o.cases = slices.Clone(o.cases)
		for k, v := range o.cases {
			o.cases[k] = f(v)
		}
	}
	outside := func(v int32) int32 { return moved[v] }
	ops := a.spare[:0]
	if cap(ops) < n+added {
		ops = make([]flatOp, 0, n+added)
	}
	k := 0
	for v := range p.ops {
		if k < len(cs) && cs[k].t == v {
			c, at := cs[k], start[k]
			inside := func(v int32) int32 {
				if v >= int32(c.t) && v < int32(c.end) {
					return at + v - int32(c.t)
				}
				return moved[v]
			}
			for _, o := range p.ops[c.t:c.end] {
				remap(&o, inside)
				ops = append(ops, o)
			}
			k++
		}
		o := p.ops[v]
		remap(&o, outside)
		ops = append(ops, o)
	}
	for k, c := range cs {
		*ops[moved[c.pc]].way(c.way) = start[k]
	}
	a.spare, p.ops = p.ops, ops
}
