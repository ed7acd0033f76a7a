package ruleset

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// flatGames are the data games the flat programs are held to (BlackPoker
// deals from its decks, which sim reads: its sim --check is compared).
var flatGames = []string{"windia-war", "clamp-in-cardland", "world-end", "hearts", "color-shed", "shedding", "skirmish", "veiled-court"}

// wholeState is everything of s an effect may change, as text for a
// failure's message (String shows the zones' sizes only). It writes the
// numbers itself: fmt's %v of the zones by reflection was a quarter of
// the package's test CPU. The random stream is shown by its next number
// (of a copy), which differs for any two states of the generator.
func wholeState(s *State) string {
	b := make([]byte, 0, 4096)
	b = appendInts(b, "player", s.player, s.phase)
	b = appendInts(b, "\nvars", s.vars...)
	b = appendInts(b, "\ncvars", s.cvars...)
	b = append(b, "\nzones"...)
	for _, z := range s.zones {
		b = appendInts(b, " [", z...)
		b = append(b, ']')
	}
	b = appendInts(b, "\nwhere", s.where...)
	b = appendInts(b, "\ndrawn", s.drawn...)
	b = fmt.Appendf(b, "\nover %t winner %d endRound %t rounds %d runaway %q\npending", s.over, s.winner, s.endRound, s.rounds, s.runaway)
	for _, f := range s.pending {
		b = appendInts(b, " {", f.on, f.card, f.p)
		b = append(b, '}')
	}
	rng := s.rng
	return string(strconv.AppendUint(append(b, "\nrng "...), rng.Uint64(), 16))
}

// sameState is what differs between a and b of what wholeState shows
// (cards, variables, player, phase, the end, triggers set off, the random
// stream), "" for nothing. The differential tests ask it after every
// step, and only when it finds a difference write the states as text:
// writing both for every comparison was 7% of the package's test CPU.
func sameState(a, b *State) string {
	ra, rb := a.rng, b.rng
	switch {
	case !slices.EqualFunc(a.zones, b.zones, slices.Equal[[]int16]) || !slices.Equal(a.where, b.where):
		return "the zones differ"
	case !slices.Equal(a.vars, b.vars):
		return "the variables differ"
	case !slices.Equal(a.cvars, b.cvars):
		return "the cards' variables differ"
	case a.player != b.player || a.phase != b.phase:
		return "the player or phase differ"
	case !slices.Equal(a.drawn, b.drawn):
		return "the cards drawn differ"
	case a.over != b.over || a.winner != b.winner || a.endRound != b.endRound || a.rounds != b.rounds || a.runaway != b.runaway:
		return "the end differs"
	case !slices.Equal(a.pending, b.pending):
		return "the triggers set off differ"
	case ra.Uint64() != rb.Uint64():
		return "the random streams differ"
	}
	return ""
}

// appendInts appends a line of wholeState: its name and the numbers.
func appendInts[T int | int16 | int32 | int64](b []byte, name string, n ...T) []byte {
	b = append(b, name...)
	for _, v := range n {
		b = strconv.AppendInt(append(b, ' '), int64(v), 10)
	}
	return b
}

// unflat is g without its flat programs, now and after a deal: every
// effect run by its closures.
func unflat(g *Game) {
	g.flatOnce.Do(func() {})
	g.afterProg = nil // made already when g has dealt
	for i := range g.after {
		g.after[i].flat = nil
	}
	for i := range g.actions {
		g.actions[i].flat = nil
	}
}

// flatCount is how many of g's actions and triggers have a flat program.
func flatCount(g *Game) int {
	n := 0
	for i := range g.after {
		if g.after[i].flat != nil {
			n++
		}
	}
	for i := range g.actions {
		if g.actions[i].flat != nil {
			n++
		}
	}
	return n
}

// TestFlatProgramsOnTheFirstDeal: loading a game makes no flat program
// (validate and the examples' check play too few actions to repay them);
// its first deal makes them, for self-play.
func TestFlatProgramsOnTheFirstDeal(t *testing.T) {
	t.Parallel()
	g := loadGame(t, "windia-war")
	if n := flatCount(g); n != 0 {
		t.Fatalf("%d flat programs made at load", n)
	}
	if _, err := g.Dealer(engine.DealOptions{}); err != nil {
		t.Fatal(err)
	}
	if n := flatCount(g); n < 20 {
		t.Fatalf("%d flat programs after the first deal, want Windia War's 31", n)
	}
}

// runClosures runs trigger tr's effects as runAfter does without its
// program: each closure in turn, then the triggers set off.
func runClosures(tr *trigger, x *ctx) {
	for _, f := range tr.do {
		f(x)
	}
	if len(x.s.pending) > 0 {
		x.s.fire()
	}
}

// holdsIn is the phases trigger tr's program is run in, on copies of
// state s put in them: each phase its condition holds in, for one
// reading the phase alone (runAfter runs such a program only there, and
// it starts knowing the phase: trigger.entry); else s's phase, whether
// its condition holds or not (its program starts knowing nothing).
func holdsIn(tr *trigger, s *State) []int64 {
	if tr.phases == nil {
		return []int64{s.phase}
	}
	var in []int64
	for ph, holds := range tr.phases {
		if holds {
			in = append(in, int64(ph))
		}
	}
	return in
}

// panicOf runs f on x and reports the panic it ends in, "" when none.
func panicOf(f func(*ctx), x *ctx) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprint("panic: ", r)
		}
	}()
	f(x)
	return ""
}

// effectText is the panic p an effect ended in, else the state s it
// left, for a failure's message.
func effectText(p string, s *State) string {
	if p != "" {
		return p
	}
	return wholeState(s)
}

// TestFlatProgramsAgree plays random games of every data game. In every
// state reached, each [[after]] trigger's flat program and its closures,
// run on two copies of the state put in each phase its condition holds
// in (runAfter runs a program only there, and it starts knowing the
// phase), leave the same state; the action played, with the flat programs and
// without (the action's and the triggers'), too. And a game loaded
// without flat programs, given the same actions, passes through the same
// states. About 500 actions a game, 1,500 with CARDPRESS_LONG as CI's
// long runs do.
func TestFlatProgramsAgree(t *testing.T) {
	t.Parallel() // its own loads of the games
	actions := 500
	if enginetest.Long() {
		actions = 1500
	}
	for _, name := range flatGames {
		g, _, d, pd := twinDealers(t, name, loadGame, unflat) // flatAgree lifts an action's program off g
		flatAgree(t, name, g, d, pd, actions)
	}
}

// TestFlatProgramsAgreeOnRewrites holds the flat programs to their
// closures, as TestFlatProgramsAgree does, on Windia War's rules with
// conditions and effects rewritten in forms no game of games/ writes:
// a constant on the left of a comparison (0 < x), a variable lessened
// by an expression (by_choice -= count(hand) - count(hand) + 1), and
// if-expressions inside a value (turns += 1 + (if … then 5 else 0) * …,
// player = next(if … then 3 else 1)).
func TestFlatProgramsAgreeOnRewrites(t *testing.T) {
	t.Parallel()
	flatAgreeEdited(t, "windia-war", "windia-war rewritten", [][2]string{
		{"if card.rules.redraw > 0 then", "if 0 < card.rules.redraw then"},
		{"if card.rules.ongoing.others_draw > 0 then", "if 0 < card.rules.ongoing.others_draw then"},
		{"victim == player && (rest[player] > 0 || forced)", "victim == player && (0 < rest[player] || forced)"},
		{"rest_attack != none && rest[player] > 0 then", "rest_attack != none && 1 <= rest[player] then"},
		{"else if more then left -= 1", "else if more then left -= count(hand) - count(hand) + 1"},
		{"if phase == 'release' then by_choice -= 1", "if phase == 'release' then by_choice -= count(hand) - count(hand) + 1"},
		// if-expressions inside a value, lifted out of it: under an
		// operator, two of them, and in next's steps.
		{"turns += 1,", "turns += 1 + (if turns < 0 then 5 else 0) * (if phase == 'begin' then 1 else 7),"},
		{"player = next(1)", "player = next(if turns < 0 then 3 else 1)"},
		// an aggregate over a zone whose player is drawn at random: the
		// flat step that reads the zones empty must not draw a second time
		{"each_card(tableau, it.fresh = false)", "each_card(tableau[next(random(2))], it.fresh = false)"},
		{"rest_attack = best(tableau, ", "rest_attack = best(tableau[next(random(2))], "},
	})
}

// TestFlatPlayFiresWhatWasSetOff: an action's program, which runs the
// [[after]] triggers too, assumes no trigger is set off when it starts
// (playEntry); when one is (the cards an action pays with, moved first,
// may set one off), play runs the action's closures, fires it and runs
// the after program. On Shedding's rules with an [[on]] trigger (the
// mechanism is the engine's, and Shedding compiles and threads in about
// half of Windia War's time), each action listed along random games,
// played on a state with that trigger set off, leaves the state the
// closures leave.
func TestFlatPlayFiresWhatWasSetOff(t *testing.T) {
	t.Parallel()
	edits := [][2]string{
		{"[vars.color]", "[vars.qe]\ntype = \"player\"\n[vars.color]"},
		{"[[after]]\nwhen = \"phase == 'placed'\"", "[[on]]\nenter = \"hand\"\ndo = [\"qe = upcoming\"]\n\n[[after]]\nwhen = \"phase == 'placed'\""},
	}
	_, d := editedGame(t, "shedding", edits, nil)
	_, pd := editedGame(t, "shedding", edits, unflat)
	var buf []engine.Action
	played := 0
	for seed := uint64(1); seed <= 2; seed++ {
		s, p := d.Deal(nil, seed).(*State), pd.Deal(nil, seed).(*State)
		rng := engine.NewRand(seed)
		for steps := 0; !s.over && steps < 60; steps++ {
			if buf = s.LegalActions(buf[:0]); len(buf) == 0 {
				break
			}
			for _, act := range buf {
				a, b := s.clone(), p.clone()
				a.pending = append(a.pending, fired{on: 0, card: -1, p: int(a.player)})
				b.pending = append(b.pending, fired{on: 0, card: -1, p: int(b.player)})
				ea, eb := a.Apply(act), b.Apply(act)
				if (ea == nil) != (eb == nil) {
					t.Fatalf("seed %d step %d: %s: %v flat, %v closures", seed, steps, s.ActionString(act), ea, eb)
				}
				if sameState(a, b) != "" {
					t.Fatalf("seed %d step %d: after %s, flat:\n%s\nclosures:\n%s", seed, steps, s.ActionString(act), wholeState(a), wholeState(b))
				}
				played++
			}
			act := buf[rng.Intn(len(buf))]
			p.LegalActions(nil)
			if err, perr := s.Apply(act), p.Apply(act); err != nil || perr != nil {
				t.Fatal(err, perr)
			}
		}
	}
	if played < 300 {
		t.Errorf("only %d actions played", played)
	}
}

// editedDealer compiles game's rules with each edit made (each text
// replaced, all of its places) and returns its dealer of self-play; the
// test fails when the rules no longer say an edit's text.
func editedDealer(t testing.TB, game string, edits [][2]string) engine.Dealer {
	t.Helper()
	_, d := editedGame(t, game, edits, nil)
	return d
}

// editedGame is editedDealer with the game too, strip (if not nil) done
// to it before its first deal.
func editedGame(t testing.TB, game string, edits [][2]string, strip func(*Game)) (*Game, engine.Dealer) {
	t.Helper()
	c, src := RulesSource(t, game)
	for _, r := range edits {
		if !strings.Contains(src, r[0]) {
			t.Fatalf("%s's rules no longer say %q", game, r[0])
		}
		src = strings.ReplaceAll(src, r[0], r[1])
	}
	g, err := Compile(c, File, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if strip != nil {
		strip(g)
	}
	d, err := g.Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return g, d
}

// flatAgreeEdited holds the flat programs of game's rules, each edit
// made (each text replaced, all of its places), to their closures as
// flatAgree does.
func flatAgreeEdited(t *testing.T, game, name string, edits [][2]string) {
	t.Helper()
	g, d := editedGame(t, game, edits, nil)
	_, pd := editedGame(t, game, edits, unflat)
	flatAgree(t, name, g, d, pd, 500)
}

// flatAgree plays random games of g, dealt by d, for about actions
// actions: in every state reached, each [[after]] trigger's flat program
// and its closures, run on two copies of the state put in each phase its
// condition holds in (holdsIn), leave the same state; each action played with the flat programs, without its own, and
// on g without flat programs (dealt by pd), too.
func flatAgree(t *testing.T, name string, g *Game, d, pd engine.Dealer, actions int) {
	t.Helper()
	progs := flatCount(g)
	if progs == 0 {
		t.Fatalf("%s: no flat program", name)
	}
	played, compared := 0, 0
	var buf []engine.Action
	// a, b and c are the copies of the state played, made again in their
	// buffers at every step (cloneInto, as the searches copy states): new
	// copies were two fifths of the test's CPU.
	var a, b, c *State
	for seed := uint64(1); seed <= 40 && played < actions; seed++ {
		s, p := d.Deal(nil, seed).(*State), pd.Deal(nil, seed).(*State)
		rng := engine.NewRand(seed)
		for steps := 0; !s.over && steps < 400; steps++ {
			for i := range g.after {
				tr := &g.after[i]
				if tr.flat == nil {
					continue
				}
				for _, ph := range holdsIn(tr, s) {
					a, b = s.cloneInto(a), s.cloneInto(b)
					a.phase, b.phase = ph, ph
					xa := &ctx{s: a, card: -1, it: -1, outer: -1, actor: int(a.player)}
					xb := &ctx{s: b, card: -1, it: -1, outer: -1, actor: int(b.player)}
					flat := func(x *ctx) {
						tr.flat.run(x)
						if len(x.s.pending) > 0 {
							x.s.fire()
						}
					}
					got, want := panicOf(flat, xb), panicOf(func(x *ctx) { runClosures(tr, x) }, xa)
					if got != want || got == "" && sameState(b, a) != "" {
						t.Fatalf("%s seed %d step %d: after.%d in phase %s flat:\n%s\nclosures:\n%s", name, seed, steps, i, g.phases[ph], effectText(got, b), effectText(want, a))
					}
					compared++
				}
			}
			if buf = s.LegalActions(buf[:0]); len(buf) == 0 {
				break
			}
			act := buf[rng.Intn(len(buf))]
			// The action on a copy without its program, and the
			// copy held to the state played with it.
			c = s.cloneInto(c)
			t0, _ := decode(act)
			var saved *flatProg
			if t0 < len(g.actions) {
				saved, g.actions[t0].flat = g.actions[t0].flat, nil
			}
			cerr := c.Apply(act)
			if t0 < len(g.actions) {
				g.actions[t0].flat = saved
			}
			p.LegalActions(nil)
			err, perr := s.Apply(act), p.Apply(act)
			if (err == nil) != (perr == nil) || (err == nil) != (cerr == nil) {
				t.Fatalf("%s seed %d step %d: %s: %v flat, %v without, %v without its own", name, seed, steps, s.ActionString(act), err, perr, cerr)
			}
			if sameState(s, c) != "" {
				t.Fatalf("%s seed %d step %d: after %s, flat:\n%s\nwithout the action's program:\n%s", name, seed, steps, s.ActionString(act), wholeState(s), wholeState(c))
			}
			if sameState(s, p) != "" {
				t.Fatalf("%s seed %d step %d: after %s, flat:\n%s\nclosures:\n%s", name, seed, steps, s.ActionString(act), wholeState(s), wholeState(p))
			}
			played++
		}
	}
	if played < 150 || compared < 150 {
		t.Errorf("%s: only %d actions played, %d triggers compared", name, played, compared)
	}
	t.Logf("%s: %d flat programs, %d actions played, %d triggers compared", name, progs, played, compared)
}

// TestPhaseTriggersWithoutUntil: a game none of whose card variables
// lasts until a phase (Skirmish with its two until lines taken out) still
// sets off its [[on]] phase triggers when the phase begins, by began and
// by the flat programs' step into the phase (not a quiet one).
func TestPhaseTriggersWithoutUntil(t *testing.T) {
	t.Parallel()
	c, src := RulesSource(t, "skirmish")
	edited := strings.ReplaceAll(src, "until = \"end\"\n", "")
	if edited == src {
		t.Fatal("Skirmish's rules have no until = \"end\" line")
	}
	g, err := Compile(c, File, []byte(edited))
	if err != nil {
		t.Fatal(err)
	}
	if g.until != nil {
		t.Fatalf("card variables still last until a phase: %v", g.until)
	}
	main := slices.Index(g.phases, "main")
	if !g.startsSomething(main) {
		t.Fatal("the start of main, which sets off an [[on]] trigger, is taken for a quiet one")
	}
	d, err := g.Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s := d.Deal(nil, 1).(*State)
	s.pending = s.pending[:0]
	s.began(main)
	if len(s.pending) == 0 {
		t.Fatal("main began and set off no [[on]] trigger")
	}
}

// whileState is a shedding game whose action's effects are effects (it
// must have a flat program) and a state of it with the first card in the
// hand of the player to move, the action's card.
func whileState(t *testing.T, effects string) (*Game, *State) {
	t.Helper()
	g, err := compileShedding(t, "shuffle = \"bottom first\"\n[setup]\ndo = [\"move_top(1, draw_pile, hand[*])\"]", effects)
	if err != nil {
		t.Fatal(err)
	}
	g.flatPrograms()
	if g.actions[0].flat == nil {
		t.Fatal("the action has no flat program")
	}
	s := g.newState(2, 1)
	s.move(0, s.zb[g.zoneIndex("hand")])
	return g, s
}

// TestFlatWhileRunsAway: a while of a flat program stops at maxLoops as
// its closure does, and the invariants name its line (the message its
// body's program holds).
func TestFlatWhileRunsAway(t *testing.T) {
	g, s := whileState(t, `"move_under(card, discard)", "n = 0", "while(n < 5, do(n += 2, n -= 1))", "while(true, n += 1)"`)
	if err := s.Apply(encode(0, int(g.cardFace[0]))); err != nil {
		t.Fatal(err)
	}
	if n := s.Var("n", 0); n != 5+maxLoops {
		t.Errorf("n = %d, want %d", n, 5+maxLoops)
	}
	if want := "while at rules/game.toml:21:82 ran 64 times and its condition still holds"; s.CheckInvariants() == nil || s.CheckInvariants().Error() != want {
		t.Errorf("invariants: %v, want %s", s.CheckInvariants(), want)
	}
}

// TestFlatWhileStopsWhenTheRoundEnds: a while of a flat program, whose
// first turn runs in line (flat.go: stmt), stops once its body ends the
// round, as its closure does, and a while after it does not start. (The
// action's program alone: play would deal the next round.)
func TestFlatWhileStopsWhenTheRoundEnds(t *testing.T) {
	g, s := whileState(t, `"move_under(card, discard)", "n = 0", "while(true, do(n += 1, end_round()))", "while(n < 4, n += 1)"`)
	g.actions[0].flat.run(&ctx{s: s, card: 0, it: -1, outer: -1, actor: int(s.player)})
	if n := s.Var("n", 0); n != 1 {
		t.Errorf("n = %d, want 1: the first while ran on after the round ended", n)
	}
}

// TestFlatProgramsLeaveFixedVariables: on a state an example's set-up
// fixed variables of, a play leaves them as they were, although the game
// has flat programs (made by its first deal), whose steps do not ask:
// the state runs the closures. The same play on a copy that fixes
// nothing changes them: last (set by the action's program) each time,
// upcoming (by the [[after]] trigger of the play's end) now and then.
func TestFlatProgramsLeaveFixedVariables(t *testing.T) {
	t.Parallel()
	g := playedGame(t, "windia-war")
	d, err := g.Dealer(engine.DealOptions{Players: 4})
	if err != nil {
		t.Fatal(err)
	}
	vars := []int{g.varIndex("last"), g.varIndex("upcoming")}
	changed := make([]int, len(vars))
	rng := engine.NewRand(1)
	var buf []engine.Action
	plays := 0
	for seed := uint64(1); seed <= 5; seed++ {
		s := d.Deal(nil, seed).(*State)
		for steps := 0; !s.over && steps < 300; steps++ {
			buf = s.LegalActions(buf[:0])
			act := buf[rng.Intn(len(buf))]
			if strings.HasPrefix(s.ActionString(act), "play ") {
				free, frozen := s.clone(), s.clone()
				frozen.frozenVars = make([]bool, len(frozen.vars)+2)
				for _, i := range vars {
					frozen.frozenVars[i] = true
				}
				if err := free.Apply(act); err != nil {
					t.Fatal(err)
				}
				if err := frozen.Apply(act); err != nil {
					t.Fatal(err)
				}
				for k, i := range vars {
					if free.vars[i] != s.vars[i] {
						changed[k]++
					}
					if frozen.vars[i] != s.vars[i] {
						t.Fatalf("seed %d: %s set %s, fixed at %d, to %d", seed, s.ActionString(act), g.vars[i].name(), s.vars[i], frozen.vars[i])
					}
				}
				plays++
			}
			if err := s.Apply(act); err != nil {
				t.Fatal(err)
			}
		}
	}
	if changed[0] != plays || changed[1] < 5 {
		t.Errorf("of %d plays on a free state, %d set last and %d upcoming", plays, changed[0], changed[1])
	}
}

// TestFlatRangesCompare: a test's comparison read as a range (ranged, in)
// holds exactly where the comparison does, for each comparison, around
// its constant and at the ends of int64.
func TestFlatRangesCompare(t *testing.T) {
	ends := []int64{math.MinInt64, math.MinInt64 + 1, -2, -1, 0, 1, 2, 5, math.MaxInt64 - 1, math.MaxInt64}
	for c := cEq; c <= cGe; c++ {
		for _, k := range ends {
			o := flatOp{cmp: c, k: k}
			o.ranged()
			for _, v := range append(slices.Clone(ends), k-1, k, k+1) {
				if got, want := o.in(v), c.holds(v, k); got != want {
					t.Errorf("%d cmp%d %d: range says %v, the comparison %v", v, c, k, got, want)
				}
			}
		}
	}
}
