package ruleset_test

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/ruleset"
)

// TestWindiaReflectMakesTheReflectorTheAttacker plays Reflect on Windia
// War's data description (seed 000: the attack is sent back to the player
// who made it, who must take it): afterwards the attack is Bob's on Alice,
// never Alice's on herself, and a reflected Bind is laid in front of Alice
// by Bob. Bob keeps one card, so the turn stops at his reach while the
// reflected attack waits: the description's invariant attack_on_another
// (an attack is on another player) is checked there after every step, as
// self-play checks it (engine/sim found game 20 of seed 11348538039286496
// breaking it after 592 actions).
func TestWindiaReflectMakesTheReflectorTheAttacker(t *testing.T) {
	c := windiaCatalog(t)
	e, err := ruleset.Rules.Load(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ name, body string }{
		{"Draw2", "Alice: red Draw2, 5 more\nBob: Reflect, red 9\nAlice plays red Draw2\nBob plays Reflect"},
		{"Bind", "Alice: Bind, red 5, 4 more\nBob: Reflect, red 9\nAlice lays Bind\nAlice plays red 5\nBob plays Reflect"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body := "players: Alice, Bob, Carol\nplay card: red 3\n" + tt.body
			ex, err := engine.ParseExample(c, ruleset.Rules.WithWords(e), "reflect.md", 1, "Reflect", body)
			if err != nil {
				t.Fatal(err)
			}
			var last *ruleset.State
			res := engine.Watch(e.(engine.Game), ex, func(st *engine.Step, es engine.State) {
				s := es.(*ruleset.State)
				if err := s.CheckInvariants(); err != nil {
					t.Errorf("after %q: %v", st.Text, err)
				}
				last = s
			})
			if !res.Passed {
				t.Fatalf("%s: %s", res.Failure.Step, res.Failure.Got)
			}
			switch tt.name {
			case "Draw2":
				if a, v := last.Var("attacker", 0), last.Var("victim", 0); last.Var("attacking", 0) != 1 || a != 1 || v != 0 {
					t.Errorf("after the Reflect: attacking %d, attacker P%d, victim P%d; want Bob's (P2) attack on Alice (P1)", last.Var("attacking", 0), a+1, v+1)
				}
			case "Bind":
				if by := last.CardVars("tableau", 0, "laid_by"); len(by) != 1 || by[0][0] != 1 {
					t.Errorf("Alice's tableau %v laid by %v; want the Bind laid by Bob (P2, 1)", last.Cards("tableau", 0), by)
				}
			}
		})
	}
}
