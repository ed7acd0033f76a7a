package ruleset

import (
	"slices"
	"testing"

	"cardpress/engine"
)

// TestDirectOperators compiles operators with a constant side (a variable,
// the phase, the count of a zone of the player to move: countOp; either
// side of the operator) and compares their values with the state read
// here, in the states of random Windia War rounds; each form must be met
// both true and false (or both signs).
func TestDirectOperators(t *testing.T) {
	g := loadGame(t, "windia-war")
	v := func(s *State, name string) int64 { return s.vars[g.varIndex(name)] }
	turn := int64(slices.Index(g.phases, "turn"))
	hand := func(s *State) int64 { return int64(len(s.zones[s.handOf(g.hand)])) }
	cases := []struct {
		src  string
		want func(s *State) int64
	}{
		{"phase == 'turn'", func(s *State) int64 { return b2i(s.phase == turn) }},
		{"'turn' != phase", func(s *State) int64 { return b2i(s.phase != turn) }},
		{"placed >= 2", func(s *State) int64 { return b2i(v(s, "placed") >= 2) }},
		{"2 < placed", func(s *State) int64 { return b2i(2 < v(s, "placed")) }},
		{"1 >= placed", func(s *State) int64 { return b2i(1 >= v(s, "placed")) }},
		{"placed - 2 > 0", func(s *State) int64 { return b2i(v(s, "placed")-2 > 0) }},
		{"3 + placed <= 4", func(s *State) int64 { return b2i(3+v(s, "placed") <= 4) }},
		{"count(hand) > 7", func(s *State) int64 { return b2i(hand(s) > 7) }},
		{"7 <= count(hand)", func(s *State) int64 { return b2i(7 <= hand(s)) }},
		{"count(hand) - 7 < 0", func(s *State) int64 { return b2i(hand(s)-7 < 0) }},
		{"count(hand) == 7", func(s *State) int64 { return b2i(hand(s) == 7) }},
		{"count(hand) != 7", func(s *State) int64 { return b2i(hand(s) != 7) }},
		{"count(hand) < 7", func(s *State) int64 { return b2i(hand(s) < 7) }},
		{"8 > count(hand)", func(s *State) int64 { return b2i(8 > hand(s)) }},
		{"count(hand) >= 8", func(s *State) int64 { return b2i(hand(s) >= 8) }},
		{"attacking == true", func(s *State) int64 { return v(s, "attacking") }},
		{"ctx_card != none", func(s *State) int64 { return b2i(v(s, "ctx_card") != -1) }},
	}
	rng := engine.NewRand(9)
	for _, tc := range cases {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		f := cp.expression("when", tc.src, tBool, env{})
		if f == nil {
			t.Fatalf("%s: %v", tc.src, cp.errs)
		}
		seen := map[int64]bool{}
		var buf []engine.Action
		for seed := uint64(1); seed <= 5; seed++ {
			s := g.newState(4, seed)
			s.deal(true)
			for steps := 0; !s.over && steps < 300; steps++ {
				x := &ctx{s: s, card: -1, it: -1, outer: -1, actor: int(s.player)}
				got, want := f(x), tc.want(s)
				if got != want {
					t.Fatalf("%s (seed %d, step %d) is %d, the state says %d", tc.src, seed, steps, got, want)
				}
				seen[got] = true
				if buf = s.LegalActions(buf[:0]); len(buf) == 0 {
					break
				}
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if len(seen) < 2 {
			t.Errorf("%s: always %v: a weak case", tc.src, seen)
		}
	}
}
