package worldend

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/diag"
)

// withCard is the World End catalog with one more [[card]] of the sample
// set (three copies), and the line its rules key is on (or its [[card]]
// line when it has no rules).
func withCard(t *testing.T, card string) (src string, line int) {
	t.Helper()
	data, err := os.ReadFile("../../games/world-end/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	base := strings.Replace(string(data), "total = 45", "total = 48", 1)
	src = base + "\n" + card + "\n"
	at := strings.LastIndex(src, "\nrules =")
	if at < len(base) {
		at = strings.LastIndex(src, "\n[[card]]")
	}
	return src, strings.Count(src[:at+1], "\n") + 1
}

// cardOf writes a [[card]] of kind with icons and a rules line.
func cardOf(kind, icons, rules string) string {
	stats := "stats = { cost = 1 }"
	if kind == "character" {
		stats = "stats = { cost = 1, power = 1, life = 1 }"
	}
	s := fmt.Sprintf("[[card]]\nid = \"x\"\nname = \"試しのカード\"\nkind = %q\nset = \"sample\"\ncopies = 3\n", kind)
	if icons != "" {
		s += "icons = [" + icons + "]\n"
	}
	s += stats + "\n"
	if rules != "" {
		s += rules + "\n"
	}
	return s
}

// loadCards loads a catalog source and compiles its cards' rules.
func loadCards(t *testing.T, src string) (*Cards, error) {
	t.Helper()
	c, err := catalog.LoadFS(fstest.MapFS{"catalog.toml": {Data: []byte(src)}}, "x")
	if err != nil {
		t.Fatalf("catalog: %v", err)
	}
	return NewCards(c)
}

// Every kind of rules error is reported at the file, line and column of
// the value (or key) at fault, with what would be right.
func TestRulesLint(t *testing.T) {
	tests := []struct {
		name, kind, icons, rules string
		col                      int
		want, hint               string
	}{
		{"unknown operation", "magic", "", `rules = { target = "opponent", damgae = 2 }`, 32,
			`unknown rules operation "damgae"`, `did you mean "damage"?`},
		{"unknown trigger operation", "character", "", `rules = { when_trashed = { drwa = 1 } }`, 28,
			`unknown rules operation "when_trashed.drwa"`, `did you mean "draw"?`},
		{"wrong type", "magic", "", `rules = { draw = "two" }`, 18,
			`draw must be an integer, got string "two"`, `an integer`},
		{"word not offered", "magic", "", `rules = { target = "oponent-character", damage = 2 }`, 20,
			`target cannot be "oponent-character"`, `did you mean "opponent-character"?`},
		{"out of range", "character", "", `rules = { condition = { own_field = 4 } }`, 37,
			`condition.own_field must be from 1 to 3, got 4`, `from 1 to 3`},
		{"escape hatch", "magic", "", `rules = { go = "meteor" }`, 16,
			`names a Go operation, but the World End engine has none`, `write the card with the operations of docs/rules-data.md`},
		{"target on a character", "character", "", `rules = { target = "opponent", damage = 1 }`, 20,
			`a character's effect happens when something triggers it`, `write it under when_trashed = { … }`},
		{"trigger on a magic card", "magic", "", `rules = { draw = 1, when_trashed = { draw = 1 } }`, 36,
			`when_trashed is for characters`, `write its effect without when_trashed`},
		{"trigger with a target to choose", "character", "", `rules = { when_trashed = { target = "opponent-character", damage = 1 } }`, 37,
			`a trigger has no player to choose its target`, `can only be "opponent"`},
		{"attacked character on normal magic", "magic", "", `rules = { target = "attacked-character", power = 2 }`, 20,
			`the attacked character is there only in the support step`, `give the card the "support" or "quick" icon`},
		{"damage without a target", "magic", "", `rules = { damage = 2 }`, 20,
			`damage acts on a target, and the card has none`, `add target = "opponent-character"`},
		{"target with nothing done to it", "magic", `"quick"`, `rules = { target = "own-character", draw = 1 }`, 20,
			`nothing happens to the target`, `or remove target`},
		{"exhausting a player", "magic", "", `rules = { target = "opponent", exhaust = true }`, 42,
			`exhaust changes a character on the field, and target = "opponent" is not one`, `did you mean target = "opponent-character"`},
		{"damage to the trash", "magic", "", `rules = { target = "trash-character", damage = 1 }`, 48,
			`not to a card in the trash`, `did you mean target = "opponent-character"?`},
		{"move from the field", "magic", "", `rules = { target = "opponent-character", move = "hand" }`, 49,
			`move = "hand" takes a character back from its player's trash`, `give the card target = "trash-character"`},
		{"hold without exhaust", "magic", "", `rules = { target = "opponent-character", damage = 1, hold = true }`, 61,
			`hold keeps an exhausted character exhausted`, `add exhaust = true`},
		{"until without a change", "magic", "", `rules = { draw = 1, until = "end-phase" }`, 29,
			`until is how long a P or L change lasts`, `add power or life, or remove until`},
		{"draw and draw_to", "magic", "", `rules = { draw = 1, draw_to = 5 }`, 31,
			`draw and draw_to together`, `choose one`},
		{"magic without an effect", "magic", "", `rules = { condition = { own_field = 1 } }`, 9,
			`a magic card needs an effect`, `damage, exhaust, power, life, move, draw or draw_to`},
		{"magic without rules", "magic", "", ``, 1,
			`a magic card needs rules = { … } saying what it does`, `like rules = { target = "opponent-character", damage = 2 }`},
		{"trigger damage without a target", "character", "", `rules = { when_trashed = { damage = 1 } }`, 37,
			`when_trashed.damage acts on a target, and the card has none`, `add target = "opponent"`},
		{"trigger exhausting", "character", "", `rules = { when_trashed = { target = "opponent", exhaust = true } }`, 59,
			`when_trashed.exhaust acts on a card a player chooses, and a trigger has no player to choose`, `a trigger deals damage to the opponent or draws`},
		{"empty trigger", "character", "", `rules = { when_trashed = {} }`, 26,
			`when_trashed needs an effect`, `like when_trashed = { target = "opponent", damage = 1 }`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, line := withCard(t, cardOf(tt.kind, tt.icons, tt.rules))
			_, err := loadCards(t, src)
			if err == nil {
				t.Fatalf("no error for %s", tt.rules)
			}
			at := fmt.Sprintf("x/catalog.toml:%d:%d: ", line, tt.col)
			found := false
			for _, d := range diag.From(err) {
				msg := d.Error()
				if !strings.Contains(msg, tt.want) {
					continue
				}
				found = true
				if !strings.HasPrefix(msg, at) {
					t.Errorf("%s\nwant it at %s", msg, at)
				}
				if !strings.Contains(msg, `card "x": `) || !strings.Contains(msg, tt.hint) {
					t.Errorf("%s\nwants the card and the hint %q", msg, tt.hint)
				}
			}
			if !found {
				t.Errorf("errors:\n%v\nwant one containing %q", err, tt.want)
			}
		})
	}
}

// A card of a kind World End does not have, and a stat that is not a
// whole number, are errors at the value, with what would be right.
func TestCardOfAnotherKind(t *testing.T) {
	src, _ := withCard(t, "[[card]]\nid = \"x\"\nname = \"試しのカード\"\nkind = \"story\"\nset = \"sample\"\ncopies = 3\nstats = { cost = 1 }\n")
	src = strings.Replace(src, "[kinds.magic]", "[kinds.story]\nname = \"物語\"\n\n[kinds.magic]", 1)
	_, err := loadCards(t, src)
	list := diag.From(err)
	want := `card "x" is of kind "story"; World End cards are characters or magic: kind = "character" or "magic"`
	if len(list) != 1 || list[0].Msg != want || list[0].Pos.Line != strings.Count(src[:strings.Index(src, `kind = "story"`)], "\n")+1 || list[0].Pos.Col != 8 {
		t.Errorf("got %v, want %q at its line, column 8", err, want)
	}
}
