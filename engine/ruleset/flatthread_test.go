package ruleset

import (
	"slices"
	"testing"
)

// TestFlatFactsDecide: what a test found decides a test of the same read
// when it tells its value, or when the two ask the same comparison or
// its opposite with the same constant; nothing else.
func TestFlatFactsDecide(t *testing.T) {
	phase := flatKey{src: sPhase}
	x := flatKey{src: sVar, i: 3}
	y := flatKey{src: sVar, i: 4}
	fact := func(k flatKey, c flatCmp, v int64, truth bool) flatFact {
		return flatFact{key: k, cmp: c, k: v, truth: truth}
	}
	for _, c := range []struct {
		facts        []flatFact
		q            flatFact
		holds, known bool
	}{
		{[]flatFact{fact(phase, cEq, 2, true)}, fact(phase, cEq, 2, false), true, true},
		{[]flatFact{fact(phase, cEq, 2, true)}, fact(phase, cNe, 5, false), true, true},
		{[]flatFact{fact(phase, cEq, 2, true)}, fact(phase, cEq, 5, false), false, true},
		{[]flatFact{fact(phase, cNe, 2, false)}, fact(phase, cEq, 2, false), true, true}, // != false: the value
		{[]flatFact{fact(phase, cEq, 2, false)}, fact(phase, cNe, 2, false), true, true}, // the opposite
		{[]flatFact{fact(phase, cEq, 2, false)}, fact(phase, cEq, 5, false), false, false},
		{[]flatFact{fact(x, cLt, 5, true)}, fact(x, cGe, 5, false), false, true},
		{[]flatFact{fact(x, cLt, 5, true)}, fact(x, cLt, 5, false), true, true},
		{[]flatFact{fact(x, cLe, 5, false)}, fact(x, cGt, 5, false), true, true},
		{[]flatFact{fact(x, cLt, 5, true)}, fact(x, cLt, 6, false), false, false},
		{[]flatFact{fact(x, cEq, 1, true)}, fact(x, cGt, 0, false), true, true},
		{[]flatFact{fact(y, cEq, 1, true)}, fact(x, cEq, 1, false), false, false}, // another variable
		{nil, fact(x, cEq, 1, false), false, false},
	} {
		if holds, known := decide(c.facts, c.q); holds != c.holds || known != c.known {
			t.Errorf("%v decide %v: %v %v, want %v %v", c.facts, c.q, holds, known, c.holds, c.known)
		}
	}
}

// TestFlatJumpsThreaded: in Windia War's finish trigger, nine ifs each
// starting with phase == 'finish', a jump from a later term of one (the
// phase found 'finish') or from its phase test (found another) no longer
// lands on the next if's phase test: at most one jump does, the first
// if's, which knows nothing of the phase; at most half its phase tests
// are left. Each phase test still kept follows an effect that set the
// phase.
func TestFlatJumpsThreaded(t *testing.T) {
	g := loadGame(t, "windia-war")
	finish := slices.Index(g.phases, "finish")
	i := slices.IndexFunc(g.after, func(tr trigger) bool { return tr.phases != nil && tr.phases[finish] })
	j := slices.IndexFunc(g.flatJobs, func(j flatJob) bool { return j.trigger == i && j.action < 0 })
	if i < 0 || j < 0 {
		t.Fatal("no finish trigger")
	}
	job := g.flatJobs[j]
	g.flatPrograms()
	plain := job.cp.flatten(job.ns, job.paths, job.e)
	landings := func(p *flatProg) int {
		n := 0
		for _, o := range p.ops {
			if o.jumps() && int(o.to) < len(p.ops) && (p.ops[o.to].code == fPhaseNot || p.ops[o.to].code == fPhase) {
				n++
			}
		}
		return n
	}
	if n := landings(plain); n < 8 {
		t.Fatalf("unthreaded, %d jumps land on a phase test, want at least 8", n)
	}
	if n := landings(g.after[i].flat); n > 1 {
		t.Errorf("threaded, %d jumps land on a phase test, want at most 1", n)
	}
	phaseTests := func(p *flatProg) int {
		n := 0
		for _, o := range p.ops {
			if o.code == fPhaseNot || o.code == fPhase {
				n++
			}
		}
		return n
	}
	// (Copies of steps at joins, copyJoin, may make it longer.)
	if a, b := phaseTests(g.after[i].flat), phaseTests(plain); a*2 > b {
		t.Errorf("threaded %d phase tests, unthreaded %d", a, b)
	}
}

// TestFlatThreadsStopAtWrites holds the flat programs to their closures,
// as TestFlatProgramsAgree does, on Windia War's rules with effects at
// the end of each turn that test a value, write it and test it again on
// the only way on from the first test: each kind of write must take away
// what the first test found (a variable set alone, in a run of
// constants and to a card's catalog value, the player to move's
// variable set, added to and set from an expression, an effect's
// closure writing it, the player to move changed by next and set to a
// variable, a card id variable whose catalog value was tested).
func TestFlatThreadsStopAtWrites(t *testing.T) {
	t.Parallel()
	flatAgreeEdited(t, "windia-war", "windia-war, tests around writes", [][2]string{
		{"[vars.owed]", "[vars.pa]\ntype = \"int\"\n[vars.pb]\ntype = \"int\"\n[vars.pc]\ntype = \"int\"\n" +
			"[vars.pd]\ntype = \"int\"\n[vars.pe]\ntype = \"id\"\n[vars.pf]\ntype = \"int\"\n[vars.pn]\ntype = \"int\"\n[vars.pp]\ntype = \"player\"\n[vars.owed]"},
		{"[player_vars.reached]", "[player_vars.pq]\ntype = \"int\"\n[player_vars.reached]"},
		{`"each_card(tableau, it.fresh = false)",`, `"if pa == 0 then do(pa = 1, if pa == 0 then pn += 1 else pn += 2) else pa = 0",
  "if pb == 0 then do(pb = 1, pc = 1, if pb == 0 then pn += 3 else pn += 4) else pb = 0",
  "if pq[player] == 0 then do(pq[player] = 1, if pq[player] == 0 then pn += 5 else pn += 6) else pq[player] = 0",
  "if pq[player] == 0 then do(pq[player] += 1, if pq[player] == 0 then pn += 21 else pn += 22) else pq[player] = 0",
  "if pq[player] == 0 then do(pq[player] = count(hand) + 1, if pq[player] == 0 then pn += 23 else pn += 24) else pq[player] = 0",
  "if pq[player] == 0 then do(pp = player, player = next(1), if pq[player] == 0 then pn += 7 else pn += 8, player = pp)",
  "if pq[player] == 0 then do(pp = next(1), player = pp, if pq[player] == 0 then pn += 11 else pn += 12, player = next(-1))",
  "if pq[player] == 0 then do(each_player(pq[p] = 1), if pq[player] == 0 then pn += 9 else pn += 10)",
  "if pd == 0 then do(pd = acting.rules.follow.count, if pd == 0 then pn += 13 else pn += 14) else pd = 0",
  "if acting.rules.follow.count == 0 then do(pe = acting, acting = ctx_card, if acting.rules.follow.count == 0 then pn += 15 else pn += 16, acting = pe)",
  "if pf == 0 then do(pf = sum(hand, 1), if pf == 0 then pn += 19 else pn += 20) else pf = 0",
  "each_card(tableau, it.fresh = false)",`},
		// the card of the action assigned (fSetCtx)
		{`"move(card, discard)", "last = card",`, `"move(card, discard)", "if last == none then do(last = card, if last == none then pn += 17 else pn += 18) else last = card",`},
	})
}

// TestFlatTablesShared: the steps of Windia War's programs that read
// equal tables of catalog values read one.
func TestFlatTablesShared(t *testing.T) {
	g := loadGame(t, "windia-war")
	g.flatPrograms()
	var tables [][]int64
	var walk func(p *flatProg)
	walk = func(p *flatProg) {
		if p == nil {
			return
		}
		for _, o := range p.ops {
			if len(o.vals) > 0 {
				tables = append(tables, o.vals)
			}
			walk(o.body)
		}
	}
	for i := range g.actions {
		walk(g.actions[i].flat)
	}
	for i := range g.after {
		walk(g.after[i].flat)
	}
	shared := 0
	for i, a := range tables {
		for _, b := range tables[:i] {
			if slices.Equal(a, b) {
				if &a[0] != &b[0] {
					t.Fatalf("two tables %v read apart", a)
				}
				shared++
			}
		}
	}
	if shared == 0 {
		t.Error("no two steps read one table")
	}
}

// TestFlatTableFactsKeyed: tests of one table of catalog values (equal
// vals) share a fact's key when their values for no card agree, and
// only then: a card variable holding none reads that value, so the
// facts of two tables differing in it are not one. Naming the table
// alone (mutation: factTable by tableID, none left out) fails it.
func TestFlatTableFactsKeyed(t *testing.T) {
	test := func(none int64) flatOp {
		return flatOp{code: fTableNot, src: sFace, i: 2, vals: []int64{4, 5, 6}, none: none, cmp: cEq, k: 5}
	}
	p := &flatProg{ops: []flatOp{test(0), test(0), test(-1), {code: fTableNot, src: sFace, i: 2, vals: []int64{4, 5, 7}, cmp: cEq, k: 5}}}
	g := &Game{actions: []action{{flat: p}}}
	g.shareTables()
	key := func(k int) flatKey {
		q, _, ok := p.ops[k].test()
		if !ok {
			t.Fatalf("step %d is not a test once its table is named", k)
		}
		return q.key
	}
	if key(0) != key(1) {
		t.Error("two tests of one table, none alike, read apart")
	}
	if key(0) == key(2) {
		t.Error("a table read with another value for no card shares its facts")
	}
	if key(0) == key(3) {
		t.Error("two tables of other values share their facts")
	}
}

// TestFlatThreadsKnowWhatIsSet holds the flat programs to their closures,
// as TestFlatProgramsAgree does, on Shedding's rules with effects whose
// tests the threading decides by what it knows: a constant set, added to
// and set again in a run of constants, then tested; a test repeated on
// the way on from the first (qa == 0 && qa == 0); the size of the hand
// tested around a move_top, which changes it; the phase tested at the
// start of a trigger whose condition holds in two phases (one added
// before the end trigger, for end and defend), and of the while's body
// that runs while the phase is begin. And a card entering a
// hand sets off an [[on]] trigger reading upcoming, which the finish
// trigger sets: moved into a hand by the placed trigger, it must fire
// after that trigger, before the finish trigger (the after program's fire,
// afterprog.go).
func TestFlatThreadsKnowWhatIsSet(t *testing.T) {
	t.Parallel()
	flatAgreeEdited(t, "shedding", "shedding, tests of what is set", [][2]string{
		{"[vars.color]", "[vars.qa]\ntype = \"int\"\n[vars.qb]\ntype = \"int\"\n[vars.qc]\ntype = \"int\"\n[vars.qd]\ntype = \"int\"\n[vars.qn]\ntype = \"int\"\n[vars.qe]\ntype = \"player\"\n[vars.color]"},
		{"[[after]]\nwhen = \"phase == 'placed'\"", "[[on]]\nenter = \"hand\"\ndo = [\"qe = upcoming\"]\n\n[[after]]\nwhen = \"phase == 'placed'\""},
		{"[[after]]\nwhen = \"phase == 'end'\"", `[[after]]
when = "phase == 'end' || phase == 'defend'"
do = [
  "if phase == 'defend' then qn += 1",
  "if qa == 0 && qa == 0 then do(qn += 2, qa = 1) else do(qn += 3, qa = 0)",
  "qb = 1", "qb += 2", "if qb == 3 then qn += 4 else qn += 5",
  "do(qc = 1, qd = 2, qc += 1, qc = 5, if qc == 5 then qn += 6 else qn += 7)",
  "if count(hand) == 2 then do(move_top(1, draw_pile, hand), if count(hand) == 2 then qn += 8 else qn += 9)",
]

[[after]]
when = "phase == 'end'"`},
		{"defence = false, turn_out = 0,", "defence = false, if phase == 'begin' then qn += 10 else qn += 11, turn_out = 0,"},
		{`"prev = context",`, `"if count(hand) == 2 then move_top(1, draw_pile, hand)", "prev = context",`},
	})
}

// TestFlatJoinsCopied: two ways set a variable to 5 and to 7 and join
// before a test of it; threaded, the join's steps are copied for one way
// (copyJoin) and neither way tests the variable again. Run from each
// start, the program threaded and as written leave the same variables.
func TestFlatJoinsCopied(t *testing.T) {
	plain := func() *flatProg {
		p := &flatProg{}
		p.emit(flatOp{code: fVar, src: sVar, i: 0, cmp: cEq, k: 1, to: 2}) // 0: if x == 1 go to 2
		p.emit(flatOp{code: fSetK, i: 1, k: 5})                            // 1: y = 5
		p.ops[1].on = 3
		p.emit(flatOp{code: fSetK, i: 1, k: 7})                            // 2: y = 7
		p.emit(flatOp{code: fAddK, i: 2, k: 1})                            // 3: z += 1, the join
		p.emit(flatOp{code: fVar, src: sVar, i: 1, cmp: cEq, k: 5, to: 6}) // 4: if y == 5 go to 6
		p.emit(flatOp{code: fSetK, i: 3, k: 1})                            // 5: w = 1
		return p
	}
	threaded, written := plain(), plain()
	threaded.ready(&factLists{}, nil)
	written.link()
	for i, o := range threaded.ops {
		if q, _, ok := o.test(); ok && q.key == (flatKey{src: sVar, i: 1}) {
			t.Errorf("threaded, step %d still tests y", i)
		}
	}
	for x := range int64(3) {
		a, b := &State{vars: []int64{x, 0, 0, 0}}, &State{vars: []int64{x, 0, 0, 0}}
		threaded.run(&ctx{s: a})
		written.run(&ctx{s: b})
		if !slices.Equal(a.vars, b.vars) {
			t.Errorf("x = %d: threaded leaves %v, written %v", x, a.vars, b.vars)
		}
	}
}

// TestFlatThreadsStopAtEffectWrites holds the flat programs to their
// closures on Shedding's rules with effects at the end of each turn
// that test a value, run an effect's closure writing it (each_player,
// which the flat program does not take apart) and test it again: what
// the closure says it may write (flatwrites.go) must take away what the
// first test found, a variable, a player's variable and the count of a
// zone (both the player's to move), the player to move and the phase.
func TestFlatThreadsStopAtEffectWrites(t *testing.T) {
	t.Parallel()
	flatAgreeEdited(t, "shedding", "shedding, tests around effects' writes", [][2]string{
		{"[vars.color]", "[vars.pw]\ntype = \"int\"\n[vars.pn]\ntype = \"int\"\n[vars.pp]\ntype = \"player\"\n[vars.color]"},
		{"[player_vars.points]", "[player_vars.pr]\ntype = \"bool\"\n[player_vars.points]"},
		{`do = ["player = upcoming", "phase = 'begin'"]`, `do = [
  "if pw == 0 then do(each_player(if p == player then pw = 1), if pw == 0 then pn += 1 else pn += 2) else pw = 0",
  "pr[player] = count(hand) > 3",
  "if pr[player] then do(pp = next(1), each_player(if p == pp then player = p), if pr[player] then pn += 3 else pn += 4, player = next(-1))",
  "if count(hand) > 3 then do(pp = next(1), each_player(if p == pp then player = p), if count(hand) > 3 then pn += 7 else pn += 8, player = next(-1))",
  "if phase == 'end' then do(each_player(if p == player then phase = 'turn'), if phase == 'end' then pn += 5 else pn += 6, phase = 'end')",
  "player = upcoming", "phase = 'begin'"]`},
	})
}

// TestFlatAddKeepsOnlyWhatItKnows: a step adding a constant to a
// variable takes away what was known of it, and knows its new value only
// when its old one was known; the facts on other reads stay.
func TestFlatAddKeepsOnlyWhatItKnows(t *testing.T) {
	x, y := flatKey{src: sVar, i: 3}, flatKey{src: sVar, i: 4}
	add := &flatOp{code: fAddK, i: 3, k: 2}
	yIs1 := flatFact{key: y, cmp: cEq, k: 1, truth: true}
	for _, c := range []struct {
		before, after []flatFact
	}{
		{[]flatFact{{key: x, cmp: cLt, k: 5, truth: true}, yIs1}, []flatFact{yIs1}},
		{[]flatFact{yIs1, {key: x, cmp: cEq, k: 3, truth: true}}, []flatFact{yIs1, {key: x, cmp: cEq, k: 5, truth: true}}},
	} {
		if got := add.after(&factLists{}, c.before); !slices.Equal(got, c.after) {
			t.Errorf("x += 2 after %v: %v, want %v", c.before, got, c.after)
		}
	}
}
