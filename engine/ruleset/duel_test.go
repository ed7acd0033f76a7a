package ruleset_test

import (
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine/enginetest"
	"cardpress/engine/ruleset"
)

// TestDuelPrimitives plays Skirmish's examples, then a wrong example of
// each primitive: each fails at its line with what the game shows.
func TestDuelPrimitives(t *testing.T) {
	rep := check(t, "../../games/skirmish")
	if rep.Failed > 0 || rep.Passed < 11 {
		t.Fatalf("%d passed, %d failed: %+v", rep.Passed, rep.Failed, rep.Results)
	}
	for _, m := range []struct{ what, old, new, got string }{
		{"cost", "→ Alice field: Knight (ready); Alice trash: Arrow, Soldier", "→ Alice field: Knight (ready); Alice trash: Arrow, Ward", "Arrow (ready"},
		{"cost refused", "Alice cannot play Knight (Arrow, Ward): does not hold the card to pay with", "Alice plays Knight (Arrow, Ward)", "rejected: player 1 has no Arrow to pay for Knight"},
		{"target", "Alice plays Arrow (Ward, at Knight)\n→ Bob field: Soldier", "Alice plays Arrow (Ward, at Soldier)\n→ Bob field: Soldier", "Knight"},
		{"state", "→ Alice field: Knight (exhausted), Soldier (exhausted); turn: Bob", "→ Alice field: Knight (exhausted), Soldier (ready); turn: Bob", "Soldier (exhausted"},
		{"until", "Alice ends\n→ Bob field: Knight (L2)", "Alice ends\n→ Bob field: Knight (L3)", "Knight (ready, L2)"},
		{"answer out of turn", "→ turn: Bob; phase: answering an attack", "→ turn: Alice; phase: answering an attack", "turn: Bob"},
		{"phase trigger", "→ Bob field: Phoenix (ready); turn: Bob", "→ Bob field: Phoenix (exhausted); turn: Bob", "Phoenix (ready"},
		{"zone trigger", "→ Bob field: none; Bob trash: Phoenix; Bob has 2 cards", "→ Bob field: none; Bob trash: Phoenix; Bob has 1 card", "2 cards"},
	} {
		t.Run(m.what, func(t *testing.T) { failsInGame(t, "skirmish", "10-rules.md", m.old, m.new, m.got) })
	}
}

// TestDuelSelfPlay plays Skirmish at random and greedily with its
// invariants checked after every action.
func TestDuelSelfPlay(t *testing.T) {
	d := dataDealer(t, "../../games/skirmish")
	tally := enginetest.SelfPlay(t, d, 300, 0, 1)
	if tally.Actions.Mean() < 10 {
		t.Errorf("games of %.1f actions on average: a game of Skirmish draws the whole pile", tally.Actions.Mean())
	}
}

// TestDuelLint compiles the duel keys written wrong: each problem at its
// line and column, with what would be right.
func TestDuelLint(t *testing.T) {
	c, text := ruleset.RulesSource(t, "skirmish")
	for _, e := range []struct{ old, new, want string }{
		{`pay = { count = "card.cost", from = "hand", to = "trash" }
require = [{ when = "count(field) < 3"`, `pay = { count = "card.cots", from = "hand", to = "trash" }
require = [{ when = "count(field) < 3"`, `:58:23: a card has no attribute "cots"; did you mean "cost"?`},
		{`from = "hand", to = "trash" }
do = ["move(card, trash)", "target.damage`, `from = "draw_pile", to = "trash" }
do = ["move(card, trash)", "target.damage`, `:67:37: the player chooses the cards paid: from must be a player's zone the player sees, not draw_pile`},
		{`target = { zone = "field[next(1)]" }
pay`, `target = { zone = "feild[next(1)]" }
pay`, `:66:20: unknown zone "feild"; did you mean "field"?`},
		{`"if broken then`, `"if targte.damage > 0 then`, `:68:54: unknown name "targte"; did you mean "target"?`},
		{`until = "end"

[card_vars.bonus]`, `until = "ned"

[card_vars.bonus]`, `:39:9: until names the phase whose start ends it: unknown phase "ned"; did you mean "end"?`},
		{`off = { en = "ready", ja = "復帰状態" }`, `off = { ja = "復帰状態" }`, `:35:1: card_vars.exhausted.off needs an English wording (en)`},
		{`L = "it.life + it.bonus - it.damage"`, `Life = "it.life"`, `:46:1: a number shown on a card is named by one letter`},
		{`leave = "field"`, `leave = "feld"`, `:124:9: unknown zone "feld"; did you mean "field"?`},
		{`phase = "main"
do = ["each_card`, `phase = "main"
leave = "field"
do = ["each_card`, `an [[on]] trigger says one of enter = "zone", leave = "zone", refresh = "zone" or phase = "phase"`},
		{`order = "any"`, `order = "anything"`, `:19:9: order is how examples list the zone`},
	} {
		lintsAt(t, c, text, e.old, e.new, e.want)
	}
}

// lintsAt compiles the rules text with old changed into new: the problem
// want is reported at a position (none when want is "").
func lintsAt(t *testing.T, c *catalog.Catalog, text, old, new, want string) {
	t.Helper()
	if !strings.Contains(text, old) {
		t.Fatalf("no %q in the rules", old)
	}
	_, err := ruleset.Compile(c, "rules/game.toml", []byte(strings.Replace(text, old, new, 1)))
	if want == "" {
		if err != nil {
			t.Errorf("%q: %v", new, err)
		}
		return
	}
	list, ok := err.(diag.List)
	if !ok || !strings.Contains(list.Error(), want) || !strings.Contains(list.Error(), "rules/game.toml:") {
		t.Errorf("%q: got %v, want %q at a position", new, err, want)
	}
}
