package worldend

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/engine/enginetest"
)

// Every example of the World End manual plays out as written, and every
// card of the catalog is used by one.
func TestManualExamples(t *testing.T) {
	c, _ := game(t)
	rep, err := enginetest.Check(c, Engine)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Results {
		if !r.Passed {
			t.Errorf("%s:%d %s: line %d: expected %q, got %q", r.File, r.Line, r.Title, r.Failure.Line, r.Failure.Expected, r.Failure.Got)
		}
	}
	if rep.Examples < 40 || rep.Passed != rep.Examples {
		t.Errorf("%d examples, %d passed", rep.Examples, rep.Passed)
	}
	for _, e := range rep.Uncovered {
		t.Errorf("no example uses %s (%s)", e.Name, e.ID)
	}
}

// gameFS is the World End game folder with the given manual chapters.
func gameFS(t *testing.T, files map[string]string) fstest.MapFS {
	t.Helper()
	src, err := os.ReadFile("../../games/world-end/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{"catalog.toml": {Data: src}}
	for name, text := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(text)}
	}
	return fsys
}

// A wrong example fails at the file and line of the expectation it gets
// wrong, with what the rules give instead.
func TestWrongExampleFailsAtItsLine(t *testing.T) {
	manual := strings.Join([]string{
		"# バトル",            // 1
		"",                 // 2
		"```example 間違った例", // 3
		"players: Alice, Bob",
		"Alice field: 終焉の竜",
		"Bob field: 炎の獣",
		"Alice attacks 炎の獣 with 終焉の竜", // 7
		"→ Bob field: none",           // 8
		"→ Bob deck: 26",              // 9: P5 − L3 leaves 2 damage, so 27
		"```",
		"",
		"```example 正しい例",
		"players: Alice, Bob",
		"Alice field: 終焉の竜",
		"Bob field: 炎の獣",
		"Alice attacks 炎の獣 with 終焉の竜",
		"→ Bob deck: 27",
		"```",
	}, "\n")
	c, err := catalog.LoadFS(gameFS(t, map[string]string{"manual/40-battle.md": manual}), "wrong")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := enginetest.Check(c, Engine)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Passed != 1 || rep.Failed != 1 {
		t.Fatalf("%d passed, %d failed; want 1 and 1", rep.Passed, rep.Failed)
	}
	r := rep.Results[0]
	if r.Passed || r.File != "wrong/manual/40-battle.md" || r.Line != 3 || r.Failure.Line != 9 {
		t.Fatalf("result %+v, failure %+v; want a failure of wrong/manual/40-battle.md:3 at line 9", r, r.Failure)
	}
	if r.Failure.Expected != "Bob deck: 26" || !strings.Contains(r.Failure.Got, "27") {
		t.Errorf("failure %+v", r.Failure)
	}
}

// A step the rules reject fails the example at the step's line with the
// engine's reason.
func TestRejectedStepFailsAtItsLine(t *testing.T) {
	res := play(t, strings.Join([]string{
		"players: Alice, Bob", // line 2
		"Alice field: 見習い剣士",
		"Bob field: 街の衛兵",
		"Alice attacks Bob with 見習い剣士", // line 5
	}, "\n"))
	if res.Passed || res.Failure.Line != 5 || !strings.Contains(res.Failure.Got, "attack them before attacking Bob directly") {
		t.Fatalf("%+v", res.Failure)
	}
}

// Deck building for World End: 33 cards, at most 3 copies of a card
// (summon zone included), a summon zone of 0 to 5 cards. The catalog's
// [deck] rules enforce it when the game folder is loaded (cardpress
// validate).
func TestIllegalDecks(t *testing.T) {
	for _, tc := range []struct {
		name, deck string
		want       []string
	}{
		{"legal", `
name = "ok"
[cards]
apprentice-swordsman = 3
town-guard = 3
wandering-knight = 3
shield-bearer = 3
ash-phoenix = 3
flame-beast = 3
end-dragon = 3
five-hand = 3
fire-arrow = 3
recall = 3
hold-down = 3
[parts.summon]
summoned-titan = 3
`, nil},
		{"32 cards", `
name = "short"
[cards]
apprentice-swordsman = 3
town-guard = 3
wandering-knight = 3
shield-bearer = 3
ash-phoenix = 3
flame-beast = 3
end-dragon = 3
five-hand = 3
fire-arrow = 3
recall = 3
hold-down = 2
`, []string{`deck "short": the deck holds 32 cards; it must hold exactly 33`}},
		{"4 copies", `
name = "four"
[cards]
apprentice-swordsman = 4
town-guard = 3
wandering-knight = 3
shield-bearer = 3
ash-phoenix = 3
flame-beast = 3
end-dragon = 3
five-hand = 3
fire-arrow = 3
recall = 3
hold-down = 2
`, []string{`deck "four" holds 4 copies of "見習い剣士" (apprentice-swordsman); at most 3 of one card are allowed`}},
		{"copies counted with the summon zone, 6 in the summon zone", `
name = "summon"
[cards]
apprentice-swordsman = 3
town-guard = 3
wandering-knight = 3
shield-bearer = 3
ash-phoenix = 3
flame-beast = 3
end-dragon = 3
five-hand = 3
fire-arrow = 3
recall = 3
hold-down = 3
[parts.summon]
summoned-titan = 3
end-dragon = 1
guard-cheer = 2
`, []string{
			`deck "summon" holds 4 copies of "終焉の竜" (end-dragon)`,
			`deck "summon": part サモンゾーン holds 6 cards; it must hold 0 to 5`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := gameFS(t, map[string]string{"decks/d.toml": tc.deck})
			_, err := catalog.LoadFS(fsys, "games/world-end")
			if len(tc.want) == 0 {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil {
				t.Fatal("the deck was accepted")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\nwants %q", err, w)
				}
			}
			if !strings.Contains(err.Error(), "games/world-end/decks/d.toml:") {
				t.Errorf("error %q does not name the deck file and line", err)
			}
		})
	}
}

// "復帰とは、3コスト以上のキャラクターについている効果です": the sample
// characters of cost 3 or more have an upkeep, the others none.
func TestUpkeepOnCostThreeOrMore(t *testing.T) {
	c, _ := game(t)
	cs, err := NewCards(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, card := range cs.List {
		if card.Kind != Character {
			continue
		}
		if (card.Cost >= 3) != (card.Upkeep > 0) {
			t.Errorf("%s: cost %d, upkeep %d", card.Name, card.Cost, card.Upkeep)
		}
	}
}
