package engine

import (
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
)

func TestDialect(t *testing.T) {
	duel := &Rules{GameID: "duel", Dialect: Dialect{Settings: []string{"life", "field"}, Verbs: []string{"attacks"}, Expectations: []string{"damage", "graveyard"}}}
	c, err := catalog.Parse("duel.toml", []byte(`
[game]
id = "duel"
title = "Duel"
language = "en"
[colors.spade]
name = "Spade"
symbol = "♠"
rgb = "#000000"
[colors.heart]
name = "Heart"
symbol = "♥"
rgb = "#C00000"
[[card]]
id = "7"
number = 7
kind = "number"
colors = ["spade", "heart"]
`), fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	ex, err := ParseExample(c, duel, "m.md", 1, "attack", strings.Join([]string{
		"players: Ann, Ben",
		"Ben life: 10",
		"Ann field: ♠7",
		"Ann attacks Ben with ♠7 → Ben damage: 7; graveyard: none",
	}, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	life, field := ex.Setup[1], ex.Setup[2]
	if life.Key != "life" || life.Player != "Ben" || life.Value != "10" || life.Cards != nil {
		t.Errorf("life setting %+v", life)
	}
	if field.Key != "field" || len(field.Cards) != 1 || field.Cards[0].Entry != "7" || field.Cards[0].Colors[0] != "spade" {
		t.Errorf("field setting %+v", field)
	}
	st := ex.Steps[0]
	if st.Verb != "attacks" || st.Args != "Ben with ♠7" || st.Cards != nil {
		t.Errorf("step %+v", st)
	}
	if e := st.Expect[0]; e.Key != "damage" || e.Player != "Ben" || e.Value != "7" {
		t.Errorf("expectation %+v", e)
	}
	if e := st.Expect[1]; e.Key != "graveyard" || e.Value != "none" {
		t.Errorf("expectation %+v", e)
	}
	_, err = ParseExample(c, duel, "m.md", 1, "x", "players: Ann, Ben\nAnn summons ♠7")
	if err == nil || !strings.Contains(err.Error(), `m.md:3:1: unknown action "summons"`) || !strings.Contains(err.Error(), "Ann attacks …") {
		t.Errorf("err = %v", err)
	}
}

func TestDialectJoiners(t *testing.T) {
	duel := &Rules{GameID: "duel", Dialect: Dialect{Settings: []string{"field"}, Verbs: []string{"casts", "attacks"}, Joiners: []string{"with", "on"}}}
	c, err := catalog.Parse("duel.toml", []byte(`
[game]
id = "duel-joiners"
title = "Duel"
language = "en"
[colors.spade]
name = "Spade"
symbol = "♠"
rgb = "#000000"
[[card]]
id = "7"
number = 7
kind = "number"
colors = ["spade"]
[[card]]
id = "up"
name = "Up"
kind = "action"
`), fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	ex, err := ParseExample(c, duel, "m.md", 1, "joiners", strings.Join([]string{
		"players: Ann, Ben",
		"Ann field: ♠7 with ♠7",
		"Ann casts Up with ♠7 on Ben's thing",
		"Ann attacks Ben",
	}, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := len(ex.Setup[1].Cards); got != 2 {
		t.Errorf("setting names %d cards, want 2", got)
	}
	st := ex.Steps[0]
	if st.Args != "Up with ♠7 on Ben's thing" || len(st.Cards) != 2 || st.Cards[0].Entry != "up" || st.Cards[1].Entry != "7" {
		t.Errorf("step %+v", st)
	}
	if ex.Steps[1].Cards != nil {
		t.Errorf("a step naming no card has cards %v", ex.Steps[1].Cards)
	}
}
