package ruleset_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine/ruleset"
	"cardpress/internal/gametest"
)

// worldEndData copies World End with its catalog naming the data engine.
func worldEndData(t *testing.T) string {
	t.Helper()
	dir := gametest.Copy(t, "world-end")
	gametest.Edit(t, filepath.Join(dir, "catalog.toml"), "language = \"ja\"\n", "language = \"ja\"\nengine = \"data\"\n")
	return dir
}

// TestWorldEndExamples plays every example of World End's rulebook on its
// data description, then a wrong example of a refresh, an upkeep and a
// support step: each fails at its line.
func TestWorldEndExamples(t *testing.T) {
	rep := check(t, worldEndData(t))
	if rep.Failed > 0 || rep.Passed < 45 {
		for _, r := range rep.Results {
			if !r.Passed {
				t.Errorf("%s %s: %+v", r.Pos, r.Title, r.Failure)
			}
		}
		t.Fatalf("%d passed, %d failed, want all 45", rep.Passed, rep.Failed)
	}
	for _, m := range []struct{ file, old, new, got string }{
		{"50-refresh.md", "→ アリスのリフレッシュ：１回；アリスのエクストラゾーン：２枚；アリスの手札：６枚", "→ アリスのリフレッシュ：１回；アリスのエクストラゾーン：２枚；アリスの手札：５枚", "6 cards"},
		{"30-turn.md", "アリスがパスする\n→ アリスの場：なし；アリスのトラッシュ：終焉の竜・炎の獣；ターン：ボブ", "アリスがパスする\n→ アリスの場：終焉の竜・炎の獣", "none"},
		{"40-battle.md", "ボブがパスする\n→ ボブの場：なし；ボブのトラッシュ：大盾の兵士；フェイズ：バトルフェイズ", "ボブがパスする\n→ ボブの場：大盾の兵士", "none"},
		{"70-cards.md", "→ ボブの場：炎の獣（待機状態）\nアリスがパスする\n→ ターン：ボブ；ボブの場：炎の獣（待機状態）", "→ ボブの場：炎の獣（待機状態）\nアリスがパスする\n→ ターン：ボブ；ボブの場：炎の獣（復帰状態）", "炎の獣 (exhausted"},
	} {
		failsAt(t, worldEndData(t), m.file, m.old, m.new, m.got)
	}
}

// worldEndRules loads World End's catalog and the text of its description.
func worldEndRules(t *testing.T) (*catalog.Catalog, string) {
	t.Helper()
	c, err := catalog.LoadDir("../../games/world-end")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("../../games/world-end/rules/game.toml")
	if err != nil {
		t.Fatal(err)
	}
	return c, string(src)
}

// TestWorldEndLint compiles World End's description written wrong in its
// own keys: each problem at its line and column, with what would be right.
func TestWorldEndLint(t *testing.T) {
	c, text := worldEndRules(t)
	for _, e := range []struct{ old, new, want string }{
		{`decks = { summon = "summon" }`, `decks = { sumon = "summon" }`, `the catalog's [deck] has no part "sumon"; did you mean "summon"?`},
		{`rest = "trash"`, `rest = "trahs"`, `unknown zone "trahs"; did you mean "trash"?`},
		{`refresh = "trash"    #`, `refresh = "tarsh"    #`, `unknown zone "tarsh"; did you mean "trash"?`},
		{`leave = "field"
to = "trash"`, `enter = "field"
to = "trash"`, `to names the other zone of a card's move: only with leave`},
		{`{ when = "index(trash, target) >= 0 || paid(target)"`, `{ when = "paid(card)"`, ``},
		{`"player = left(player, random(2))"`, `"player = left(player, randm(2))"`, `unknown function "randm"; did you mean "random"?`},
		{`"move_top(choice, deck, hand)", "phase = 'main'"`, `"move_pile(choice, deck, hand[*])", "phase = 'main'"`, `one zone is wanted here, not every player's`},
	} {
		lintsAt(t, c, text, e.old, e.new, e.want)
	}
}

// TestPaidOnlyWithPay: paid(card) in an action that pays nothing is an
// error at its column.
func TestPaidOnlyWithPay(t *testing.T) {
	c, err := catalog.LoadDir("../../games/world-end")
	if err != nil {
		t.Fatal(err)
	}
	src, _ := os.ReadFile("../../games/world-end/rules/game.toml")
	bad := strings.Replace(string(src), `{ when = "card.waiting", reason = "not-waiting" },
]
do = ["card.waiting = false", "if card.summoned`, `{ when = "paid(card)", reason = "not-waiting" },
]
do = ["card.waiting = false", "if card.summoned`, 1)
	_, err = ruleset.Compile(c, "rules/game.toml", []byte(bad))
	if err == nil || !strings.Contains(err.Error(), "paid(card) reads the cards paid for an action with pay; this one has none") {
		t.Errorf("got %v", err)
	}
}

// TestWorldEndCardRules: what a World End card does is read from its
// catalog rules table, so a designer's edit of one card's rules line
// changes the play, and the examples of that card fail, each at its line.
func TestWorldEndCardRules(t *testing.T) {
	for _, m := range []struct {
		old, new string
		failed   []string
	}{
		{`damage = 2 }`, `damage = 1 }`, []string{"30-turn.md:147", "70-cards.md:41"}},
		{`{ target = "opponent", damage = 1 }`, `{ target = "opponent", damage = 2 }`, []string{"30-turn.md:129", "70-cards.md:19"}},
		{`rules = { draw_to = 5 }`, `rules = { draw_to = 4 }`, []string{"50-refresh.md:13"}},
		{`own_field = 2`, `own_field = 1`, []string{"60-summon-zone.md:36"}},
		{`exhaust = true, hold = true`, `exhaust = true, hold = false`, []string{"70-cards.md:76"}},
	} {
		dir := worldEndData(t)
		gametest.Edit(t, filepath.Join(dir, "catalog.toml"), m.old, m.new)
		rep := check(t, dir)
		var failed []string
		for _, r := range rep.Results {
			if !r.Passed {
				failed = append(failed, fmt.Sprintf("%s:%d", filepath.Base(r.Pos.File), r.Pos.Line))
			}
		}
		if !slices.Equal(failed, m.failed) {
			t.Errorf("%s: examples failed at %v, want %v", m.new, failed, m.failed)
		}
	}
}

// TestWorldEndCardRulesLint: the description reads a card's rules and
// icons by the keys the catalog's cards give, and a key or word no card
// gives is an error at its column, with the nearest one.
func TestWorldEndCardRulesLint(t *testing.T) {
	c, text := worldEndRules(t)
	for _, e := range []struct{ old, new, want string }{
		{`"target.damage += card.rules.damage"`, `"target.damage += card.rules.damge"`, `:32: no card of the catalog has rules.damge; did you mean "damage"?`},
		{`"card.rules.when_trashed.target == 'opponent'"`, `"card.rules.when_trashed.taget == 'opponent'"`, `:33: no card of the catalog has rules.when_trashed.taget; did you mean "when_trashed.target"?`},
		{`which = "card.rules.target == 'opponent-character'"`, `which = "card.rules.target == 'opponent-charcter'"`, `:31: unknown word of the cards' rules "opponent-charcter"; did you mean "opponent-character"?`},
		{`support_card = "card.icons.support"`, `support_card = "card.icons.suport"`, `:28: unknown icon "suport"; did you mean "support"?`},
		{`"target.power_up += card.rules.power"`, `"target.power_up += card.rules"`, `card.rules is a table: read one of its keys, like card.rules.damage`},
		{`"target.power_up += card.rules.power"`, `"target.power_up += card.rules.target"`, `:23: a number is wanted here, this is a word of the cards' rules`},
		{`"target.power_up += card.rules.power"`, `"target.power_up += card.stats.power"`, `only a card's rules and icons take a key after them: stats.power is not one`},
		{`which = "has(card.rules.draw_to)"`, `which = "has(card.cost)"`, `has(…) asks whether a card's rules give a key: has(card.rules.damage)`},
	} {
		lintsAt(t, c, text, e.old, e.new, e.want)
	}
}
