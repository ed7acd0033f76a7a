package ruleset

import (
	"strings"
	"testing"
)

// TestLetReusedWhereItMeansTheSame compiles a let used twice where it
// means the same and once where it does not: the second use is the
// first's value with what reading it implies (the card aimed at is read),
// and a use where its names mean something else is compiled again.
func TestLetReusedWhereItMeansTheSame(t *testing.T) {
	c, src := RulesSource(t, "skirmish")
	old := `require = [{ when = "!card.exhausted", reason = "exhausted" }]`
	text := strings.Replace(src, old, `require = [{ when = "!card.exhausted", reason = "exhausted" }, { when = "!broken", reason = "exhausted" }, { when = "!broken", reason = "exhausted" }]`, 1)
	if text == src {
		t.Fatalf("no %q in the rules", old)
	}
	g, err := Compile(c, "rules/game.toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	var seen int
	for _, a := range g.actions {
		if a.id != "attack" {
			continue
		}
		for i, ch := range a.checks[1:] {
			seen++
			if !ch.target {
				t.Errorf("check %d of attack reads broken, which reads the target: not marked as reading it", i+1)
			}
		}
	}
	if seen != 2 {
		t.Fatalf("attack has %d checks reading broken, want 2", seen)
	}

	// broken in an action aimed at nothing, after its uses where target
	// means a card: an error, not their value.
	text = string(src) + `
[actions.last]
verb = "plays"
card = "hand"
require = [{ when = "!broken", reason = "field-full" }]
do = ["move(card, field)"]
`
	_, err = Compile(c, "rules/game.toml", []byte(text))
	if err == nil || !strings.Contains(err.Error(), "target names the card an action is aimed at") {
		t.Errorf("broken used in an action aimed at nothing: got %v, want the error that target names nothing there", err)
	}
}

// TestLetEnvKeepsWhatTheLetReads checks the environment a let is reused
// by: the names it does not read are left out, those it reads kept —
// outer inside most_within is the card it names outside, so it is kept.
func TestLetEnvKeepsWhatTheLetReads(t *testing.T) {
	cp := &compiler{g: loadGame(t, "skirmish"), lets: map[string]*node{}, letting: map[string]bool{}}
	all := env{card: true, target: true, pay: true, choice: tInt, it: true, outer: true, p: true, stmt: true}
	for _, tt := range []struct {
		body string
		want env
	}{
		{"card.cost > 1", env{card: true, choice: tBad, stmt: true}},
		{"target.damage > 0 && choice > 1", env{target: true, choice: tInt, stmt: true}},
		{"any(hand, it.cost > 1)", env{choice: tBad, stmt: true}},
		{"any(hand, it.cost > outer.cost)", env{it: true, choice: tBad, stmt: true}},
		{"outer.cost > 1", env{it: true, outer: true, choice: tBad, stmt: true}},
		{"most_within(hand, outer.cost > 0, 1) > 0", env{it: true, outer: true, choice: tBad, stmt: true}},
		{"paid(card)", env{card: true, pay: true, choice: tBad, stmt: true}},
		{"p == actor", env{p: true, choice: tBad, stmt: true}},
	} {
		n, err := parseExpr(tt.body)
		if err != nil {
			t.Fatal(err)
		}
		if got := cp.letEnv(n, all); got != tt.want {
			t.Errorf("%s: environment %+v, want %+v", tt.body, got, tt.want)
		}
	}
}
