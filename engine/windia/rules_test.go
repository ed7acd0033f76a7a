package windia

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/diag"
)

// lintCatalog is a small shedding game; card is the one [[card]] under
// test, written after two plain number cards.
func lintCatalog(card string) string {
	return `[game]
id = "lint"
title = "Lint"
language = "en"

[colors.red]
name = "Red"
rgb = "#FF0000"

[colors.blue]
name = "Blue"
rgb = "#0000FF"

[sets.base]
name = "Base"

[kinds.number]
name = "Number"

[kinds.action]
name = "Action"

[[card]]
id = "1"
kind = "number"
number = 1
points = 1
colors = ["red", "blue"]

[[card]]
id = "2"
kind = "number"
number = 2
points = 2
colors = ["red", "blue"]

` + card
}

// Every kind of rules error is reported at the line and column of the
// value (or key) at fault, with what would be right.
func TestRulesLint(t *testing.T) {
	tests := []struct {
		name, card string
		col        int
		want       string
	}{
		{"unknown operation", `rules = { skpi = 1 }`, 11, `unknown rules operation "skpi"; did you mean "skip"?`},
		{"unknown parameter", `rules = { attack = { drwa = 2 } }`, 22, `unknown rules operation "attack.drwa"; did you mean "draw"?`},
		{"unknown, nothing close", `rules = { fly = true }`, 11, `unknown rules operation "fly"; known here: match`},
		{"unknown under an operation without parameters", `rules = { match = { colour = 1 } }`, 21, `unknown rules operation "match.colour": "match" takes no operations under it (docs/rules-data.md lists them)`},
		{"wrong type", `rules = { skip = "one" }`, 18, `skip must be an integer, got string "one"`},
		{"out of range", `rules = { attack = { draw = 99 } }`, 29, `attack.draw must be from 1 to 30, got 99`},
		{"word not offered, at the item", `rules = { turn_options = ["skip", "revers"] }`, 35, `item cannot be "revers"; did you mean "reverse"?`},
		{"list item of the wrong type, at the item", `rules = { turn_options = ["skip", 3] }`, 35, `turn_options must list words (skip, reverse, next), got integer 3`},
		{"a key left out, at the table that would hold it", `rules = { attack = { answers = ["protect"] }, turn_options = ["skip"] }`, 20, `an attack needs draw or rest`},
		{"table expected", `rules = { attack = 2 }`, 20, `attack must be a table, got integer 2`},
		{"rules not a table", `rules = "skip"`, 9, `rules must be a table of operations`},
		{"go operation", `rules = { go = "teleport" }`, 16, `names a Go operation, but the Windia War engine has none`},
		{"protect on a tableau card", "tableau = \"self\"\nrules = { under = true, protect = { to = \"none\" } }", 35, `a protect answer on a tableau card can never be played`},
		{"protect not under", `rules = { protect = { to = "next" } }`, 21, `a protect card needs under = true`},
		{"follow nobody can", `rules = { follow = { cards = ["declare"] } }`, 30, `no card of the catalog can follow it`},
		{"required follow of many", `rules = { follow = { required = true, cards = ["color"] } }`, 33, `a required follow-up is one card`},
		{"rest without tableau", `rules = { attack = { rest = 2, answers = ["protect"] } }`, 29, `give the card tableau = "next"`},
		{"plus on a cancel", `rules = { under = true, protect = { to = "none", plus = 1 } }`, 57, `protect.plus adds to an attack passed on`},
		{"colored card under", `rules = { under = true, redraw = 5 }`, 19, `only a colorless card goes under`},
		{"colorless card in play, at its rules", "# colorless, played\nrules = { skip = 1 }", 9, `must go under the discard pile: add under = true`},
		{"ongoing on a played card", `rules = { ongoing = { incoming = 1 } }`, 21, `ongoing effects and release are for tableau cards`},
		{"replaces color of a one-color card", `rules = { follow = { count = 1, cards = ["colored"], replaces_color = true } }`, 71, `only a card of every color chooses a color`},
		{"chosen target with turn options", `rules = { turn_options = ["skip"], attack = { draw = 2, target = "chosen" } }`, 66, `cannot also offer turn options`},
		{"card to the attacker on a redirect", `rules = { under = true, protect = { to = "next", card = "attacker" } }`, 57, `only when it cancels the attack`},
		{"declare on a card going under", `rules = { under = true, declare = true }`, 35, `a declared card is played as another card`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			colors := "colors = [\"red\"]\n"
			if strings.Contains(tt.card, "under = true, protect") || strings.Contains(tt.card, "tableau") || strings.Contains(tt.card, "colorless") || strings.Contains(tt.card, "declare = true") {
				colors = ""
			}
			card := "[[card]]\nid = \"x\"\nname = \"X\"\nkind = \"action\"\npoints = 10\n" + colors
			if colors == "" {
				card += "# colorless\n"
			}
			src := lintCatalog(card + tt.card + "\n")
			line := strings.Count(src[:strings.LastIndex(src, "rules =")], "\n") + 1
			_, err := loadRules(t, src)
			if err == nil {
				t.Fatalf("no error for %s", tt.card)
			}
			list := diag.From(err)
			found := false
			for _, d := range list {
				if strings.Contains(d.Error(), tt.want) {
					found = true
					if d.Pos.Line != line || d.Pos.Col != tt.col {
						t.Errorf("%s at %d:%d, want %d:%d", d.Msg, d.Pos.Line, d.Pos.Col, line, tt.col)
					}
				}
			}
			if !found {
				t.Errorf("errors:\n%v\nwant one containing %q", err, tt.want)
			}
		})
	}
}

// loadRules loads a catalog source and compiles its rules.
func loadRules(t *testing.T, src string) ([]rule, error) {
	t.Helper()
	c, err := catalog.Parse("lint/catalog.toml", []byte(src), fstest.MapFS{})
	if err != nil {
		if strings.Contains(err.Error(), "rules must be") {
			return nil, err
		}
		t.Fatalf("catalog: %v", err)
	}
	return compileRules(c)
}

// A card written from the vocabulary alone compiles to the flat fields the
// engine reads.
func TestRulesCompile(t *testing.T) {
	src := lintCatalog(`[[card]]
id = "wild-draw4"
name = "Wild Draw4"
kind = "action"
points = 50
colors = ["all"]
rules = { attack = { draw = 4, answers = ["protect"] } }

[[card]]
id = "shove"
name = "Shove"
kind = "action"
points = 40
rules = { under = true, protect = { to = "next", plus = 1 } }
`)
	rules, err := loadRules(t, src)
	if err != nil {
		t.Fatal(err)
	}
	w, s := rules[2], rules[3]
	if w.draw != 4 || !w.is(opWild) || !w.is(opProtectable) || w.is(opPassOn) {
		t.Errorf("wild-draw4 compiled to %+v", w)
	}
	if !s.is(opProtect) || !s.is(opUnder) || s.protectTo != toNext || s.protectPlus != 1 {
		t.Errorf("shove compiled to %+v", s)
	}
	if rules[0].flags != opNumber {
		t.Errorf("a number card without rules compiled to flags %b", rules[0].flags)
	}
}

// A follow of two cards (follow.count = 2) allows two follow-up cards of
// its color, no Wild, and not a third; the last one takes effect.
func TestFollowCount(t *testing.T) {
	c, err := catalog.LoadDir("../../games/shedding")
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDeck(c, "base")
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(d, DefaultOptions(), 3)
	if err != nil {
		t.Fatal(err)
	}
	card := func(id, color string) uint8 {
		for i := range d.Cards {
			if d.Cards[i].Entry.ID == id && (color == "" || d.ColorName(d.Cards[i].Colors) == color) {
				return uint8(i)
			}
		}
		t.Fatalf("no %s %s", color, id)
		return 0
	}
	double, five, skip, seven, wild := card("double", "red"), card("5", "red"), card("skip", "red"), card("7", "red"), card("wild", "")
	s := g.NewRound(Setup{Seed: 1})
	p := s.turn
	s.hands[p] = []uint8{double, five, skip, seven, wild, card("2", "blue")}
	s.disc = append(s.disc, card("3", "red"))
	s.setTop(card("3", "red"), d.Cards[card("3", "red")].Kind)
	s.color = d.Cards[card("3", "red")].Colors
	legal := func(c uint8) bool { return slices.Contains(s.LegalActions(nil), NewAction(ActPlay, int(c))) }
	for i, c := range []uint8{double, five, skip} {
		if err := s.Apply(NewAction(ActPlay, int(c))); err != nil {
			t.Fatalf("card %d: %v", i+1, err)
		}
		if i < 2 && (s.Phase() != PhasePlay || legal(wild) || !legal(seven)) {
			t.Fatalf("after %d cards: phase %s, Wild legal %v, red 7 legal %v", i+1, s.Phase(), legal(wild), legal(seven))
		}
	}
	if s.Phase() == PhasePlay || s.CurrentPlayer() == int(p) && legal(seven) {
		t.Fatalf("a third follow-up is allowed: phase %s", s.Phase())
	}
	if top, _, _ := s.PlayCard(); uint8(top) != skip || s.CurrentPlayer() != int(s.nextFrom(p, 2)) {
		t.Errorf("play card %s, turn %d: the last card (Skip) should take effect", d.Name(top), s.CurrentPlayer())
	}
}
