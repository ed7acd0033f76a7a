package engine_test

import (
	"strings"
	"testing"

	. "cardpress/engine"
)

// The parsed form lists, for the manual, every card a step mentions with its
// entry id and colors, and the choices written with it.
func TestParseStructure(t *testing.T) {
	body := strings.Join([]string{
		"players: Alice, Bob, Carol",
		"play card: 赤３",
		"Alice: 赤Chain、赤５, Wild D Draw5, 黄/緑１５, 2 more",
		"Alice plays Wild D Draw5 (青, skip) → turn: Carol; pending draw: 5",
		"Carol cannot play yellow/green 15 (green): does not match",
		"→ Carol drew 0",
	}, "\n")
	c := windiaCatalog(t)
	ex, err := ParseExample(c, windiaRules(t), "x.md", 10, "Title", body)
	if err != nil {
		t.Fatal(err)
	}
	if len(ex.Players) != 3 || ex.Players[2] != "Carol" {
		t.Fatalf("players %v", ex.Players)
	}
	hand := ex.Setup[2]
	if hand.Key != "hand" || hand.Player != "Alice" || hand.More != 2 || len(hand.Cards) != 4 || hand.Line != 13 {
		t.Fatalf("hand setting %+v", hand)
	}
	if c := hand.Cards[0]; c.Entry != "chain" || strings.Join(c.Colors, "/") != "red" {
		t.Errorf("赤Chain read as %+v", c)
	}
	if c := hand.Cards[3]; c.Entry != "15" || strings.Join(c.Colors, "/") != "yellow/green" {
		t.Errorf("黄/緑１５ read as %+v", c)
	}
	st := ex.Steps[0]
	if st.Verb != "plays" || st.Line != 14 || len(st.Cards) != 1 || st.Cards[0].Entry != "wild-d-draw5" || st.Cards[0].Colors != nil {
		t.Fatalf("step %+v", st)
	}
	ch := st.Cards[0].Choices
	if len(ch) != 2 || ch[0].Kind != ChoiceColor || ch[0].Value != "blue" || ch[1].Kind != ChoiceOption || ch[1].Value != "skip" {
		t.Errorf("choices %+v %+v", ch[0], ch[1])
	}
	// The pending draw is the description's variable pending, its value as written.
	if len(st.Expect) != 2 || st.Expect[0].Key != "turn" || st.Expect[1].Key != "pending" || st.Expect[1].Value != "5" {
		t.Errorf("inline expectations %+v", st.Expect)
	}
	c2 := ex.Steps[1]
	if !c2.Cannot || c2.Reason != "no-match" || len(c2.Expect) != 1 || c2.Expect[0].Line != 16 {
		t.Errorf("cannot step %+v", c2)
	}
}

// A player's name is never read as a wording's syntax when a hint shows
// it: names with braces, brackets or angle brackets give a positioned
// error, not an internal one.
func TestPlayerNamesInHints(t *testing.T) {
	c := windiaCatalog(t)
	for _, name := range []string{"<", "{", "[x", "a>b", "{P}"} {
		body := "players: " + name + ", Bob\nplay card: red 3\n" + name + " juggles red 5"
		_, err := ParseExample(c, windiaRules(t), "x.md", 1, "Names", body)
		if err == nil || strings.Contains(err.Error(), "internal error") || !strings.HasPrefix(err.Error(), "x.md:4:1: ") {
			t.Errorf("player %q: %v", name, err)
		}
	}
}
