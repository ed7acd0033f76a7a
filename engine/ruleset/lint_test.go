package ruleset

import (
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/diag"
)

// TestLintReportsEverythingAtOnce compiles a description with a mistake
// of each kind: every one is reported, at its line and column, with what
// would be right.
func TestLintReportsEverythingAtOnce(t *testing.T) {
	c, err := catalog.LoadDir("../../games/color-shed")
	if err != nil {
		t.Fatal(err)
	}
	src := `[game]
players = { min = 2, max = 4 }
phases = ["play", "limbo"]
deck = "draw_pile"
colour = "red"

[zones.draw_pile]
seen = "nobody"

[zones.discard]

[zones.hand]
owner = "player"
hand = true

[vars.color]
type = "color"

[actions.play]
verb = "plays"
card = "hand"
which = "card.id == 'wild-draw4'"
require = [{ when = "card.colour == color", reason = "no-match" }]
do = ["move(card, discrad)", "color = card.number"]

[actions.draw]
verb = "draws"
do = ["move_top(1, draw_pile, hand)", "colr = none", "count(hand)"]

[reasons.no-match]
text = "no"
`
	_, err = Compile(c, "rules/game.toml", []byte(src))
	list, ok := err.(diag.List)
	if !ok {
		t.Fatalf("got %v, want a diag.List", err)
	}
	want := []string{
		`rules/game.toml:3:19: phase "limbo" is never entered`,
		`rules/game.toml:5:1: unknown key "colour" in game`,
		`rules/game.toml:10:1: no effect ever moves a card into zone discard`,
		`rules/game.toml:22:21: unknown card id "wild-draw4"; known: 0, 1, 2`,
		`rules/game.toml:23:27: a card has no attribute "colour"; did you mean "color"?`,
		`rules/game.toml:24:19: unknown zone "discrad"; did you mean "discard"?`,
		`rules/game.toml:24:39: a color is wanted here, this is a number`,
		`rules/game.toml:28:40: unknown variable "colr"; did you mean "color"?`,
		`rules/game.toml:28:55: count is a function: it gives a value, it does nothing on its own`,
	}
	got := list.Error()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("missing %q in\n%s", w, got)
		}
	}
	if len(list) != len(want) {
		t.Errorf("%d problems reported, want %d:\n%s", len(list), len(want), got)
	}
}

// TestSyntaxErrors are positioned at the character that is wrong.
func TestSyntaxErrors(t *testing.T) {
	for _, tc := range []struct{ src, msg string }{
		{"card.color == ", "expected a value at the end"},
		{"card.color == 'red", "this string has no closing quote"},
		{"count(hand) > 1 1", `expected an operator or the end of the expression, found "1"`},
		{"a # b", `unexpected character "#"`},
	} {
		_, err := parseExpr(tc.src)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%q: %v, want %q", tc.src, err, tc.msg)
		}
	}
}
