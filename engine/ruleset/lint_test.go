package ruleset

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cardpress/diag"
	"cardpress/engine"
)

// TestLintReportsEverythingAtOnce compiles a description with a mistake
// of each kind: every one is reported, at its line and column, with what
// would be right.
func TestLintReportsEverythingAtOnce(t *testing.T) {
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
seen = "nobody"
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
	want := []string{
		`rules/game.toml:5:1: unknown key "colour" in game`,
		`rules/game.toml:14:1: nobody can see zone hand, the players' hands`,
		`rules/game.toml:22:8: the player picks a card of zone hand, which nobody can see`,
		`rules/game.toml:23:21: unknown card id "wild-draw4"; known: 0, 1, 2`,
		`rules/game.toml:24:27: a card has no attribute "colour"; did you mean "color"?`,
		`rules/game.toml:25:19: unknown zone "discrad"; did you mean "discard"?`,
		`rules/game.toml:25:39: a color is wanted here, this is a number`,
		`rules/game.toml:29:40: unknown variable "colr"; did you mean "color"?`,
		`rules/game.toml:29:55: count is a function: it gives a value, it does nothing on its own`,
	}
	wantProblems(t, "color-shed", src, want)
}

// wantProblems compiles the description src for the catalog of
// games/game and checks that it reports exactly the problems want, each
// at its line and column, all at once.
func wantProblems(t *testing.T, game, src string, want []string) {
	t.Helper()
	_, err := Compile(gameCatalog(t, game), "rules/game.toml", []byte(src))
	list, ok := err.(diag.List)
	if !ok {
		t.Fatalf("got %v, want a diag.List", err)
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

// TestCardVariables gives each card a state of its own: an action that
// marks a card is refused for a card marked already, and a new round
// starts every card unmarked.
func TestCardVariables(t *testing.T) {
	c := gameCatalog(t, "veiled-court")
	src := `[game]
players = { min = 2, max = 2 }
deck = "deck"

[zones.deck]
[zones.hand]
owner = "player"
hand = true

[card_vars.marks]
type = "int"

[setup]
do = ["move_top(2, deck, hand[*])"]

[actions.mark]
verb = "plays"
card = "hand"
require = [{ when = "card.marks < 2", reason = "marked" }]
do = ["card.marks += 1", "if top(hand).marks == 2 then player = left(player, 1)"]

[reasons.marked]
text = "{card} is marked twice already"
`
	g, err := Compile(c, "rules/game.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	s := g.newState(2, 1)
	s.deal(false)
	top := s.zones[s.zb[g.hand]][1]
	act := encode(0, int(g.cardFace[top]))
	for range 2 {
		if err := s.Apply(act); err != nil {
			t.Fatalf("marking %s: %v", g.faces[g.cardFace[top]].name, err)
		}
	}
	if s.cvars[top] != 2 || s.player != 1 {
		t.Fatalf("marks %d, player %d: want 2 marks and the turn passed", s.cvars[top], s.player)
	}
	s.setPlayer(0)
	if err := s.Apply(act); err == nil || !strings.Contains(err.Error(), "is marked twice already") {
		t.Fatalf("a third mark: %v, want refused", err)
	}
	if c := s.clone(); c.cvars[top] != 2 || &c.cvars[0] == &s.cvars[0] {
		t.Fatal("a clone does not copy the card variables")
	}
	s.rounds = 1
	s.reset()
	if s.cvars[top] != 0 {
		t.Errorf("a new round keeps card %d's %d marks", top, s.cvars[top])
	}
	_, err = Compile(c, "rules/game.toml", []byte(strings.Replace(src, `"card.marks += 1"`, `"card.mraks += 1"`, 1)))
	if err == nil || !strings.Contains(err.Error(), `rules/game.toml:20:13: a card has no attribute "mraks" to set; did you mean "marks"?`) {
		t.Errorf("a misspelt card variable: %v", err)
	}
}

// TestGreedyScore scores each legal action by its action's greedy
// expression: Color Shed's greedy player sheds points and draws last.
func TestGreedyScore(t *testing.T) {
	g := playedGame(t, "color-shed")
	d, err := g.Dealer(engine.DealOptions{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	s := d.Deal(nil, 5).(*State)
	seen := map[string]bool{}
	for _, a := range s.LegalActions(nil) {
		tmpl, arg := decode(a)
		want := -1 // draw
		switch g.actions[tmpl].id {
		case "play":
			want = int(g.faces[arg].points)
		case "wild":
			want = 10
		case "wild_draw_four":
			want = 60
			if any := s.g.hand >= 0 && slices.ContainsFunc(s.zones[s.zb[g.hand]+int(s.player)], func(k int16) bool { return g.faces[g.cardFace[k]].color == s.vars[g.varIndex("color")] }); any {
				want = 0
			}
		}
		if got := s.GreedyScore(a); got != want {
			t.Errorf("%s: greedy score %d, want %d", s.ActionString(a), got, want)
		}
		seen[g.actions[tmpl].id] = true
	}
	if !seen["play"] || !seen["draw"] {
		t.Fatalf("the deal offers %v: want plays and a draw", seen)
	}
}

// TestStatsAreAttributes reads the catalog's stats as card attributes
// (World End's power and deck-cost, as deck_cost): a description that
// plays only strong characters finds exactly the catalog's.
func TestStatsAreAttributes(t *testing.T) {
	c := gameCatalog(t, "world-end")
	src := `[game]
players = { min = 2, max = 2 }
deck = "deck"

[zones.deck]
[zones.hand]
owner = "player"
hand = true

[zones.field]

[setup]
do = ["move_top(5, deck, hand[*])"]

[actions.summon]
verb = "plays"
card = "hand"
which = "card.power >= 2 && card.deck_cost < 1"
do = ["move(card, field)"]
`
	g, err := Compile(c, "rules/game.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	x := &ctx{s: g.newState(2, 1), it: -1}
	var got, want []string
	for k, f := range g.cardFace {
		x.card = k
		e := c.Cards[g.faces[f].entry]
		p, _ := strconv.Atoi(e.Stats["power"])
		d, err := strconv.Atoi(e.Stats["deck-cost"])
		if err != nil {
			d = -1
		}
		if _, ok := e.Stats["power"]; ok && p >= 2 && d < 1 {
			want = append(want, e.ID)
		}
		if g.actions[0].which(x) != 0 {
			got = append(got, e.ID)
		}
	}
	if len(want) == 0 || !slices.Equal(got, want) {
		t.Errorf("played %v, want %v", got, want)
	}
	_, err = Compile(c, "rules/game.toml", []byte(strings.Replace(src, "card.power", "card.powr", 1)))
	if err == nil || !strings.Contains(err.Error(), `a card has no attribute "powr"; did you mean "power"?`) {
		t.Errorf("a misspelt stat: %v", err)
	}
}

// A zone's or a variable's tell is the sentence a rulebook tells its
// statement with, and needs the wording's slot; a card variable has none.
func TestTellWordings(t *testing.T) {
	c := gameCatalog(t, "veiled-court")
	src := `[game]
players = { min = 2, max = 4 }
phases = ["play"]
deck = "deck"

[zones.deck]
seen = "nobody"

[zones.hand]
owner = "player"
seen = "owner"
hand = true
say = { en = "{P} hand: {cards}" }
tell = { en = "{P} keeps {cards} in hand" }

[player_vars.tokens]
type = "int"
say = { en = "{P} tokens: {value}" }
tell = { en = "{P}'s token count is" }

[card_vars.lit]
type = "bool"
tell = { en = "lit" }
`
	_, err := Compile(c, "rules/game.toml", []byte(src))
	list, ok := err.(diag.List)
	if !ok {
		t.Fatalf("got %v, want a diag.List", err)
	}
	got := list.Error()
	for _, want := range []string{"game.toml:19:15: the en wording needs {value}", `unknown key "tell" in card_vars.lit`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in:\n%s", want, got)
		}
	}
	if strings.Contains(got, "game.toml:14:") {
		t.Errorf("the hand's tell is refused:\n%s", got)
	}
	// The tell key is short for [tell.setting.KEY] and [tell.expect.KEY]:
	// a sentence told both ways is an error at the key.
	_, err = Compile(c, "rules/game.toml", []byte(src+`
[tell.expect.hand]
en = { do = "{P} holds {zone}" }
`))
	if err == nil || !strings.Contains(err.Error(), "game.toml:14:1: tell.en: [tell.expect.hand] tells it too; keep one") {
		t.Errorf("got %v, want the hand's tell told twice", err)
	}
}

// TestReachLints: in a description that compiles, a phase no effect
// enters and a zone no effect fills are reported at their declarations.
func TestReachLints(t *testing.T) {
	src := `[game]
players = { min = 2, max = 4 }
phases = ["play", "limbo"]
deck = "draw_pile"

[zones.draw_pile]
seen = "nobody"

[zones.discard]

[zones.hand]
owner = "player"
seen = "owner"
hand = true

[actions.draw]
verb = "draws"
do = ["move_top(1, draw_pile, hand)"]
`
	wantProblems(t, "color-shed", src, []string{
		`rules/game.toml:3:19: phase "limbo" is never entered`,
		`rules/game.toml:9:1: no effect ever moves a card into zone discard`,
	})
}

// TestNoReachLintAfterError: an effect that does not parse enters no
// phase and moves no card; only its syntax error is reported, not "phase
// defend is never entered" nor "no effect ever moves a card into zone
// attack", which fixing it makes false.
func TestNoReachLintAfterError(t *testing.T) {
	text, err := os.ReadFile("../../games/windia-war/rules/game.toml")
	if err != nil {
		t.Fatal(err)
	}
	const old = "else if attacking && victim == player then phase = 'defend'"
	if !strings.Contains(string(text), old) {
		t.Fatalf("no %q in Windia War's rules", old)
	}
	src := strings.Replace(string(text), old, old+")", 1)
	// The next line's else, column 8, finds the parenthesis closed.
	line := strings.Count(src[:strings.Index(src, old)], "\n") + 2
	wantProblems(t, "windia-war", src, []string{fmt.Sprintf(`rules/game.toml:%d:8: expected ")", found "else"`, line)})
}

// letGame is the start of a small game's rules, its lets to come (line
// 18 is the first after [let]).
const letGame = `[game]
players = { min = 2, max = 4 }
phases = ["play"]
deck = "draw_pile"

[zones.draw_pile]
seen = "nobody"

[zones.hand]
owner = "player"
seen = "owner"
hand = true

[vars.n]
type = "int"
`

// TestLetErrorOnce: an error inside a let read three times is reported
// once, at the let.
func TestLetErrorOnce(t *testing.T) {
	src := letGame + `
[let]
more = "count(hnd) > 1"

[actions.draw]
verb = "draws"
do = ["move_top(1, draw_pile, hand)", "if more then n = 1", "if more then n = 2", "if more then n = 3"]
`
	wantProblems(t, "color-shed", src, []string{`rules/game.toml:18:15: unknown zone "hnd"; did you mean "hand"?`})
}

// TestLetNamedAsAVariable: a let named like a game variable, or like the
// word outer, is refused at its name: the variable (or the word) is read
// first, so the let would never be read where the designer wrote its
// name, and shortcuts opening lets read it there.
func TestLetNamedAsAVariable(t *testing.T) {
	src := letGame + `
[let]
n = "count(hand) > 1"
outer = "count(hand) > 2"

[actions.draw]
verb = "draws"
do = ["move_top(1, draw_pile, hand)", "if n == 0 then n = 1"]
`
	wantProblems(t, "color-shed", src, []string{
		`rules/game.toml:18:1: n is a variable of [vars]: a let of that name is never read; choose another name`,
		`rules/game.toml:19:1: "outer" is a word of the rules language: choose another name`,
	})
}
