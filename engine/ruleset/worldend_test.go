package ruleset_test

import (
	"os"
	"path/filepath"
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

// TestWorldEndLint compiles World End's description written wrong in its
// own keys: each problem at its line and column, with what would be right.
func TestWorldEndLint(t *testing.T) {
	c, err := catalog.LoadDir("../../games/world-end")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("../../games/world-end/rules/game.toml")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
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
