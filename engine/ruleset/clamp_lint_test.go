package ruleset_test

import (
	"path/filepath"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/ruleset"
	"cardpress/internal/gametest"
)

// TestClampLint: a mistake in CLAMP in CARDLAND's description that uses
// the primitives it added (a group, a cost by color, a word read at play
// time, the cards' rules read from their text) is an error at its line.
func TestClampLint(t *testing.T) {
	t.Parallel()
	c, text := ruleset.RulesSource(t, "clamp-in-cardland")
	for _, e := range []struct{ old, new, want string }{
		{`text = "text.toml"`, `text = "txt.toml"`, `the grammar of card texts rules/txt.toml cannot be read`},
		{`text = "text.toml"`, ``, `no card of the catalog has rules.ability.rest`},
		{`which = "!it.resting", min = 1, max = 3, reason = "resting" }
do = [
  "each_card(stage, if paid(it) then do(it.resting = true, it.challenging = true))",
  "each_player`, `which = "!it.resting", min = 3, max = 1, reason = "resting" }
do = [
  "each_card(stage, if paid(it) then do(it.resting = true, it.challenging = true))",
  "each_player`, `chooses 3 to 1 cards: min is more than max`},
		{`min = 1, max = 3, reason = "resting" }
do = [
  "each_card(stage, if paid(it) then do(it.resting = true, it.challenging = true))",
  "each_player`, `min = 1, max = 3, reason = "restng" }
do = [
  "each_card(stage, if paid(it) then do(it.resting = true, it.challenging = true))",
  "each_player`, `unknown reason "restng": declare it in [reasons.restng]; did you mean "resting"?`},
		{`group = { zone = "stage[left(player, 1)]"`, `group = { zone = "stage[*]"`, `one zone is wanted here, not every player's`},
		{`group = { zone = "stage[left(player, 1)]", which = "it.challenging"`, `group = { zone = "stage[left(player, 1)]", which = "it.challenging", most = 2`, `unknown key "most"`},
		{`"pay_colors(points, resting, card.color, card.cost_colored, card.cost_colorless, 'purple')",
  "move(card, stage)"`, `"pay_colors(points, restng, card.color, card.cost_colored, card.cost_colorless, 'purple')",
  "move(card, stage)"`, `did you mean "resting"?`},
		{`"pay_colors(points, resting, card.color, card.cost_colored, card.cost_colorless, 'purple')",
  "move(card, stage)"`, `"pay_colors(points, acting_mod, card.color, card.cost_colored, card.cost_colorless, 'purple')",
  "move(card, stage)"`, `the state a point turns: one of challenged, challenging, completed, removing, resting, turned_away, used`},
		{`"pay_colors(points, resting, card.color, card.cost_colored, card.cost_colorless, 'purple')",
  "move(card, stage)"`, `"pay_colors(points, resting, card.color, card.cost_colored, card.cost_colorless, 'purpel')",
  "move(card, stage)"`, `unknown color "purpel"; did you mean "purple"?`},
		{`can_pay_card = "can_pay_colors(points, resting, card.color, card.cost_colored, card.cost_colorless)"`, `can_pay_card = "can_pay_colors(points, resting, card.color, card.cost_colored)"`, `can_pay_colors takes 5 argument(s)`},
		{"[actions.end_turn]\nverb = \"passes\"", "[actions.end_turn]\nverb = \"passes\"\nname_colors = true", `name_colors is for an action of a card`},
		{`arrange = { zone = "hand", reason = "mulligan-all" }`, `arrange = { zone = "hnd", reason = "mulligan-all" }`, `unknown zone "hnd"; did you mean "hand"?`},
		{`target = { zone = "retired", which = "it.kind == 'character'" }`, `target = { zone = "retired", which = "it.kind == 'character'", per_player = true }`, `zone names no player's zone for every player: write it like "stage[*]"`},
		{`holder(it) != player)", per_player = true }`, `holder(it) != player)", per_player = "yes" }`, `per_player is true or false`},
		{`arrange = { zone = "hand", reason = "mulligan-all" }`, `arrange = { zone = "hand", reason = "mulligan-al" }`, `unknown reason "mulligan-al"`},
		{`most_within(stage[left(p, 1)], it.challenging, stamina_of, acting_p)`, `most_within(stage[left(p, 1)], it.challenging, stamina_of)`, `most_within takes 4 argument(s)`},
		{`card = "stage[*]"
value = "acting_of"`, `card = "stag[*]"
value = "acting_of"`, `unknown zone "stag"`},
		{`named_colors_fit(card.color, card.cost_colored, card.cost_colorless)", reason = "pay-colored" },
]
do = [
  "step = 2",
  "pay_colors(points, resting, card.color, card.cost_colored, card.cost_colorless, 'purple')",
  "move(card, stage)"`, `named_colors_fit(card.color, card.cost_colored)", reason = "pay-colored" },
]
do = [
  "step = 2",
  "pay_colors(points, resting, card.color, card.cost_colored, card.cost_colorless, 'purple')",
  "move(card, stage)"`, `named_colors_fit takes 3 argument(s)`},
		{`bottom = { en = "{P} deck bottom: {cards}"`, `bottom = { en = "{P} deck bottom: {card}"`, `{cards}`},
		{`contains(it.rules.traits, story.rules.bonus.trait)`, `contains(it.rules.traits, story.rules.bonus.acting)`, `is wanted here`},
		// [game] turn_player names a player variable.
		{`turn_player = "turn"`, `turn_player = "trun"`, `:27:15: turn_player must name a player variable ([vars.NAME] with type = "player"); "trun" is not a variable; did you mean "turn"?`},
		{`turn_player = "turn"`, `turn_player = "step"`, `:27:15: turn_player must name a player variable; step is a number`},
		{`turn_player = "turn"`, `turn_player = 1`, `:27:15: game.turn_player must be a string, got`},
	} {
		lintsAt(t, c, text, e.old, e.new, e.want)
	}
}

// TestClampSelfPlay plays whole games of CLAMP in CARDLAND's description
// with its invariants checked after every action, and catches a broken
// rule: characters sent to a challenge that stay active.
func TestClampSelfPlay(t *testing.T) {
	t.Parallel()
	enginetest.GameTests(t, func(fault bool) engine.Dealer {
		if !fault {
			return intactDealer(t, "clamp-in-cardland")
		}
		dir := gametest.Copy(t, "clamp-in-cardland")
		gametest.Edit(t, filepath.Join(dir, "rules", "game.toml"), `then do(it.resting = true, it.challenging = true))",
  "phase = 'playing'"`, `then it.challenging = true)",
  "phase = 'playing'"`)
		return dataDealer(t, dir)
	}, 30, 2_000, "invariant challengers_rest does not hold")
}

// TestClampTextError: a card text the closed grammar cannot read stops
// the description from loading, naming the card and its line in the
// catalog.
func TestClampTextError(t *testing.T) {
	dir := gametest.Copy(t, "clamp-in-cardland")
	gametest.Edit(t, filepath.Join(dir, "catalog.toml"), "本次進攻中，此角色演技力＋2。", "本次進攻中，此角色跳舞＋2。")
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, err = ruleset.Load(c)
	if list, ok := err.(diag.List); !ok || len(list) != 1 {
		t.Fatalf("got %v, want the card's text refused, and only that", err)
	}
	// At the card's own line, not wrapped in [game] text's position.
	if d := err.(diag.List)[0]; d.Pos.File != filepath.Join(dir, "catalog.toml") || d.Pos.Line != 232 || !strings.Contains(d.Msg, `"seaside-songstress"`) || strings.Contains(d.Msg, "rules/game.toml") {
		t.Fatalf("got %v, want the card's text refused at catalog.toml:232", err)
	}
}

// TestGrammarFileError: a grammar of card texts written wrong is reported
// at its own line, and the description is not compiled on (every rules
// key read would fail).
func TestGrammarFileError(t *testing.T) {
	dir := gametest.Copy(t, "clamp-in-cardland")
	gametest.Edit(t, filepath.Join(dir, "rules", "text.toml"), `grammar = "bonus"`, `grammar = "bonsu"`)
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, err = ruleset.Load(c)
	list, ok := err.(diag.List)
	if !ok || len(list) != 1 || !strings.HasSuffix(list[0].Pos.File, filepath.Join("rules", "text.toml")) || !strings.Contains(list[0].Msg, `no grammar "bonsu"; did you mean "bonus"?`) {
		t.Fatalf("got %v, want the grammar's one error at rules/text.toml", err)
	}
}
