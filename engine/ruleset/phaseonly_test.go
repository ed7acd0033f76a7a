package ruleset

import (
	"slices"
	"testing"
)

// TestTriggersByPhase checks the look-up by phase of Windia War's
// [[after]] triggers against their conditions asked in every phase, and
// that a condition reading more than the phase has none.
func TestTriggersByPhase(t *testing.T) {
	g := playedGame(t, "windia-war")
	s := g.newState(4, 1)
	s.deal(true)
	x := &ctx{s: s, card: -1, it: -1, outer: -1}
	looked := 0
	for i, tr := range g.after {
		if tr.phases == nil {
			continue
		}
		looked++
		held := 0
		for ph := range g.phases {
			s.phase = int64(ph)
			if tr.holds(x) != (tr.when(x) != 0) {
				t.Errorf("after.%d in phase %s: the look-up says %v, the condition %v", i, g.phases[ph], tr.holds(x), tr.when(x) != 0)
			}
			if tr.holds(x) {
				held++
			}
		}
		if held == 0 {
			t.Errorf("after.%d holds in no phase", i)
		}
	}
	if looked < 5 {
		t.Errorf("only %d of Windia War's %d triggers are looked up by phase", looked, len(g.after))
	}
	for _, src := range []string{"phase == 'turn' || count(hand) > 1", "phase == placed", "!(phase != 'turn') && true"} {
		n, err := parseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		if phaseOnly(n) {
			t.Errorf("%s reads more than the phase, yet it is looked up by phase", src)
		}
	}
	n, _ := parseExpr("!(phase != 'turn') && (phase == 'drawn' || 'turn' == phase)")
	if !phaseOnly(n) {
		t.Errorf("a condition of the phase alone is not looked up by phase")
	}
}

// TestPhaseDecidesChecks compiles checks whose condition the phase alone
// decides in some phases (a term of a run of || or of &&, or the whole
// condition) and compares what each phase decides with the expected.
func TestPhaseDecidesChecks(t *testing.T) {
	g := loadGame(t, "windia-war")
	turn, follow := slices.Index(g.phases, "turn"), slices.Index(g.phases, "follow")
	cases := []struct {
		src string
		// at is what the phase decides in turn, in follow and elsewhere.
		at [3]int8
	}{
		{"phase != 'follow' || count(hand) > 1", [3]int8{phaseHolds, askIt, phaseHolds}},
		{"count(hand) > 1 || phase == 'follow' || phase == 'turn'", [3]int8{phaseHolds, phaseHolds, askIt}},
		{"phase == 'turn' && count(hand) > 1", [3]int8{askIt, phaseFails, phaseFails}},
		{"count(hand) > 1 && phase != 'turn'", [3]int8{phaseFails, askIt, askIt}},
		{"phase == 'turn'", [3]int8{phaseHolds, phaseFails, phaseFails}},
		{"!(phase == 'follow')", [3]int8{phaseHolds, phaseFails, phaseHolds}},
	}
	for _, tc := range cases {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		ch := check{cond: cp.expression("when", tc.src, tBool, env{})}
		if ch.cond == nil {
			t.Fatalf("%s: %v", tc.src, cp.errs)
		}
		cp.split(&ch, tc.src, env{})
		if ch.byPhase == nil {
			t.Fatalf("%s: no phase decides it", tc.src)
		}
		for ph := range g.phases {
			want := tc.at[2]
			switch ph {
			case turn:
				want = tc.at[0]
			case follow:
				want = tc.at[1]
			}
			if ch.byPhase[ph] != want {
				t.Errorf("%s in phase %s: %d, want %d", tc.src, g.phases[ph], ch.byPhase[ph], want)
			}
		}
	}
	cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
	src := "count(hand) > 1 || placed == 0"
	ch := check{cond: cp.expression("when", src, tBool, env{})}
	if cp.split(&ch, src, env{}); ch.byPhase != nil {
		t.Errorf("%s: a phase decides it, yet it does not read the phase", src)
	}
}
