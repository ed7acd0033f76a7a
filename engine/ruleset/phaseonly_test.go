package ruleset

import "testing"

// TestTriggersByPhase checks the look-up by phase of Windia War's
// [[after]] triggers against their conditions asked in every phase, and
// that a condition reading more than the phase has none.
func TestTriggersByPhase(t *testing.T) {
	g := loadGame(t, "windia-war")
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
