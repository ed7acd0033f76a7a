package ruleset

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// TestTriggerTablePlaysAsAsked plays random games of each data game
// twice, from one seed (about 500 actions each, 1,500 with
// CARDPRESS_LONG as CI's long runs do): with the [[after]] triggers
// skipped by the table of phases (afterfrom.go), and with the table
// removed, so that every trigger's condition is asked in turn; the two
// states must be the same after every action. It plays each game so
// twice: with the flat programs, where the after program starts where
// the table says (afterprog.go), and with the closures alone, where
// runAfter walks the table and trusts its word that a trigger holds
// (as a state an example fixed a variable of does).
func TestTriggerTablePlaysAsAsked(t *testing.T) {
	t.Parallel() // it changes only loads of its own
	actions := 500
	if enginetest.Long() {
		actions = 1500
	}
	for _, name := range []string{"windia-war", "color-shed", "hearts", "world-end", "clamp-in-cardland", "shedding", "skirmish", "veiled-court"} {
		for _, closures := range []bool{false, true} {
			triggerTableAgrees(t, name, closures, actions)
		}
	}
}

// triggerTableAgrees is TestTriggerTablePlaysAsAsked on one game, on its
// flat programs or its closures alone.
func triggerTableAgrees(t *testing.T, name string, closures bool, actions int) {
	t.Helper()
	load := playedGame // g played as it is
	if closures {
		// g without its flat programs, dropped before its first deal
		// would thread them.
		load = func(t testing.TB, name string) *Game {
			g := loadGame(t, name)
			unflat(g)
			return g
		}
	}
	g, _, d, pd := twinDealers(t, name, load, func(plain *Game) {
		plain.afterFrom = nil
		if closures {
			unflat(plain)
		}
	})
	if closures {
		name += " (closures)"
	}
	if len(g.afterFrom) == 0 && len(g.after) > 0 {
		t.Fatalf("%s: no table of its %d triggers", name, len(g.after))
	}
	if fired := playAlike(t, name, d, pd, 50, actions, "with the table", "without"); fired < 200 {
		t.Errorf("%s: only %d actions played", name, fired)
	}
}

// playAlike plays random games dealt by d and by pd from the same seeds
// (1 to seeds, about actions actions in all, each game up to 400): each
// action on both, whose states must be the same after it (with and
// without name the two sides). It returns how many actions it played.
func playAlike(t *testing.T, name string, d, pd engine.Dealer, seeds uint64, actions int, with, without string) int {
	t.Helper()
	played := 0
	var buf []engine.Action
	for seed := uint64(1); seed <= seeds && played < actions; seed++ {
		s, p := d.Deal(nil, seed).(*State), pd.Deal(nil, seed).(*State)
		rng := engine.NewRand(seed)
		for steps := 0; !s.over && steps < 400; steps++ {
			if buf = s.LegalActions(buf[:0]); len(buf) == 0 {
				break
			}
			act := buf[rng.Intn(len(buf))]
			p.LegalActions(nil)
			if err, perr := s.Apply(act), p.Apply(act); (err == nil) != (perr == nil) {
				t.Fatalf("%s seed %d step %d: %s: %v %s, %v %s", name, seed, steps, s.ActionString(act), err, with, perr, without)
			}
			if sameState(s, p) != "" {
				t.Fatalf("%s seed %d step %d: after %s, %s:\n%s\n%s:\n%s", name, seed, steps, s.ActionString(act), with, wholeState(s), without, wholeState(p))
			}
			played++
		}
	}
	return played
}

// TestEachCardSkipsOnlyEmptyZones runs each_card over every player's
// hand with the first hands empty and the last not: the effect must
// reach each card of the last, and none when all are empty.
func TestEachCardSkipsOnlyEmptyZones(t *testing.T) {
	g := loadGame(t, "windia-war")
	cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
	n, err := parseStatement("each_card(hand[*], turns += 1)")
	if err != nil {
		t.Fatal(err)
	}
	f := cp.stmt(n, env{stmt: true})
	if f == nil {
		t.Fatal(cp.errs)
	}
	s := g.newState(4, 1)
	s.deal(true)
	h, turns := s.zb[g.hand], g.varIndex("turns")
	last := len(s.zones[h+3])
	if last == 0 {
		t.Fatal("the last hand is empty after the deal")
	}
	for i := range 3 {
		s.zones[h+i] = s.zones[h+i][:0]
	}
	s.vars[turns] = 0
	f(&ctx{s: s, card: -1, it: -1, outer: -1})
	if got := s.vars[turns]; got != int64(last) {
		t.Errorf("each_card over hands of 0, 0, 0 and %d cards ran its effect %d times", last, got)
	}
	s.zones[h+3] = s.zones[h+3][:0]
	s.vars[turns] = 0
	f(&ctx{s: s, card: -1, it: -1, outer: -1})
	if got := s.vars[turns]; got != 0 {
		t.Errorf("each_card over empty hands ran its effect %d times", got)
	}
}
