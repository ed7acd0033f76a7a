package ruleset

import (
	"fmt"
	"testing"

	"cardpress/engine"
)

// TestChoiceSetsAgree plays random rounds of Windia War and asks, in
// every state, each choosing action's checks both ways: as the set of
// values LegalActions reads once (choiceset.go) and value by value. They
// must agree for every value the choice may take.
func TestChoiceSetsAgree(t *testing.T) {
	g := playedGame(t, "windia-war")
	masks := 0
	for _, a := range g.actions {
		for _, ch := range a.checks {
			if ch.mask != nil || ch.restMask != nil {
				masks++
			}
		}
	}
	if masks < 3 {
		t.Fatalf("only %d of Windia War's choice conditions have a set of values", masks)
	}
	if asked := askAlongRandomRounds(t, g, 5, agreeMasks); asked < 1000 {
		t.Errorf("only %d values asked", asked)
	}
}

// agreeMasks compares the sets of values of s's choosing actions' checks
// with their conditions value by value; it returns how many it asked.
func agreeMasks(t *testing.T, s *State) int {
	asked := 0
	for _, a := range s.g.actions {
		if a.choose == tBad {
			continue
		}
		x := &ctx{s: s, card: -1, it: -1, actor: int(s.player)}
		for _, ch := range a.checks {
			for _, p := range []struct {
				f    eval
				mask maskEval
			}{{ch.cond, ch.mask}, {ch.rest, ch.restMask}} {
				if p.mask == nil {
					continue
				}
				m := p.mask(x)
				for v := range min(s.choices(a.choose), 64) {
					x.choice = int64(v)
					if in := m&(1<<v) != 0; in != (p.f(x) != 0) {
						t.Fatalf("%s %s: for %d the condition is %v, its set of values says %v", a.id, ch.key, v, p.f(x) != 0, in)
					}
					asked++
				}
			}
		}
	}
	return asked
}

// askAlongRandomRounds plays 20 random four-player rounds of g (at most
// 400 actions each, actions drawn from rngSeed's stream) and calls ask in
// every state before the action; it returns the sum of what ask counted.
func askAlongRandomRounds(t *testing.T, g *Game, rngSeed uint64, ask func(*testing.T, *State) int) int {
	t.Helper()
	rng := engine.NewRand(rngSeed)
	var buf []engine.Action
	asked := 0
	for seed := uint64(1); seed <= 20; seed++ {
		s := g.newState(4, seed)
		s.deal(true)
		for steps := 0; !s.over && steps < 400; steps++ {
			asked += ask(t, s)
			buf = s.LegalActions(buf[:0])
			if len(buf) == 0 {
				break
			}
			if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return asked
}

// TestChoiceMaskForms compiles the choice compared with a number by each
// operator, either way round, with a constant (made at load) and with a
// variable (made from the state), and compares the set of values with
// the condition read value by value, for values of the number below,
// inside and above the choice's range.
func TestChoiceMaskForms(t *testing.T) {
	g := loadGame(t, "shedding")
	s := g.newState(4, 1)
	s.deal(true)
	placed := g.varIndex("placed")
	e := env{choice: tInt}
	for _, op := range []string{"==", "!=", "<", "<=", ">", ">="} {
		for _, w := range []int64{-2, -1, 0, 1, 7, 14, 15, 16, 40} {
			for _, src := range []string{
				fmt.Sprintf("choice %s %d", op, w), fmt.Sprintf("%d %s choice", w, op),
				"choice " + op + " placed", "placed " + op + " choice",
			} {
				f, mask := maskForm(t, g, src, e)
				s.vars[placed] = w
				x := &ctx{s: s, card: -1, it: -1, outer: -1, actor: 0}
				m := mask(x)
				for v := range maxNumber + 1 {
					x.choice = int64(v)
					if in := m&(1<<v) != 0; in != (f(x) != 0) {
						t.Fatalf("%s with placed = %d: for %d the condition is %v, its set of values says %v", src, w, v, f(x) != 0, in)
					}
				}
			}
		}
	}
}

// TestColorChoiceMaskForms compiles conditions on a color choice that a
// mask reads by a card's colors (shows(card, choice)) or by an if of
// branches, one of which may have no mask (an any reading the choice:
// read value by value), and compares the set of values with the
// condition read value by value along random rounds of Color Shed.
func TestColorChoiceMaskForms(t *testing.T) {
	g := playedGame(t, "color-shed")
	e := env{choice: tColor}
	srcs := []string{
		"shows(top(discard), choice)",
		"!shows(top(discard), choice) || count(hand) > 6",
		"if count(hand) > 5 then shows(top(discard), choice) else choice != color",
		"if count(hand) > 5 then any(hand, shows(it, choice)) else shows(top(discard), choice)",
		"if count(hand) < 6 then any(hand, shows(it, choice)) else choice == color",
	}
	type form struct {
		src  string
		f    eval
		mask maskEval
	}
	var forms []form
	for _, src := range srcs {
		f, mask := maskForm(t, g, src, e)
		forms = append(forms, form{src, f, mask})
	}
	ins, asks := make([]int, len(forms)), make([]int, len(forms))
	askAlongRandomRounds(t, g, 3, func(t *testing.T, s *State) int {
		x := &ctx{s: s, card: -1, it: -1, outer: -1, actor: int(s.player)}
		n := 0
		for i, fm := range forms {
			m := fm.mask(x)
			for v := range len(g.colors) {
				x.choice = int64(v)
				in := m&(1<<v) != 0
				if in != (fm.f(x) != 0) {
					t.Fatalf("%s: for color %d the condition is %v, its set of values says %v", fm.src, v, fm.f(x) != 0, in)
				}
				if in {
					ins[i]++
				}
				asks[i]++
				n++
			}
		}
		return n
	})
	for i, fm := range forms {
		if ins[i] == 0 || ins[i] == asks[i] {
			t.Errorf("%s: %d of the %d values asked in: a weak case", fm.src, ins[i], asks[i])
		}
	}
}

// maskForm compiles condition src on a choice of env e in g: its value
// and its set of values (it fails the test without one).
func maskForm(t *testing.T, g *Game, src string, e env) (eval, maskEval) {
	t.Helper()
	f, mask := maskFormOrNone(t, g, src, e)
	if mask == nil {
		t.Fatalf("%s has no set of values", src)
	}
	return f, mask
}

// maskFormOrNone is maskForm with nil for no set of values.
func maskFormOrNone(t *testing.T, g *Game, src string, e env) (eval, maskEval) {
	t.Helper()
	cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
	f := cp.expression("when", src, tBool, e)
	n, err := parseExpr(src)
	if f == nil || err != nil {
		t.Fatalf("%s: %v %v", src, cp.errs, err)
	}
	return f, cp.maskOf(n, e)
}

// TestIfsReadingTheChoiceKeepTheirValues: an if whose condition reads the
// choice gets no set of values from its branches (maskOf's ifMask reads
// the condition once, whatever choice the context holds): it is read
// value by value, or a set it has agrees with it for every value.
// (review9: no data game writes such an if, so no play would show it.)
func TestIfsReadingTheChoiceKeepTheirValues(t *testing.T) {
	g := playedGame(t, "color-shed")
	e := env{choice: tColor}
	for _, src := range []string{
		"if choice == color then count(hand) > 3 else shows(top(discard), choice)",
		"if choice != color && count(hand) > 2 then shows(top(discard), choice) else count(hand) > 5",
	} {
		f, mask := maskFormOrNone(t, g, src, e)
		if mask == nil {
			continue // read value by value
		}
		askAlongRandomRounds(t, g, 5, func(t *testing.T, s *State) int {
			x := &ctx{s: s, card: -1, it: -1, outer: -1, actor: int(s.player)}
			m := mask(x)
			for v := range len(g.colors) {
				x.choice = int64(v)
				if in := m&(1<<v) != 0; in != (f(x) != 0) {
					t.Fatalf("%s: for color %d the condition is %v, its set of values says %v", src, v, f(x) != 0, in)
				}
			}
			return len(g.colors)
		})
	}
}
