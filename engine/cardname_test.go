package engine

import (
	"testing"
	"testing/fstest"

	"cardpress/catalog"
)

// A card whose name starts with a color word written the way a language
// without spaces runs color and card together (黑 + 衣魔術師) is read as the
// whole name; a color before another card still works.
func TestCardNameStartingWithColor(t *testing.T) {
	c, err := catalog.Parse("zh.toml", []byte(`
[game]
id = "zh-colors"
title = "Zh"
language = "zh-Hant"
[colors.black]
name = "黑"
rgb = "#000000"
[colors.white]
name = "白"
rgb = "#FFFFFF"
[[card]]
id = "sorcerer"
name = "黑衣魔術師"
kind = "action"
colors = ["black"]
[[card]]
id = "angel"
name = "白翼天使"
kind = "action"
colors = ["white"]
[[card]]
id = "cat"
name = "貓"
kind = "action"
colors = ["black", "white"]
`), fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	ex, err := ParseExample(c, nil, "m.md", 1, "names", "players: Ann, Ben\nAnn: 黑衣魔術師, 白翼天使, 黑貓\nAnn plays 白翼天使 (黑衣魔術師)")
	if err != nil {
		t.Fatal(err)
	}
	hand := ex.Setup[1].Cards
	if hand[0].Entry != "sorcerer" || hand[0].Colors[0] != "black" || hand[1].Entry != "angel" || hand[2].Entry != "cat" || hand[2].Colors[0] != "black" {
		t.Errorf("hand %+v %+v %+v", hand[0], hand[1], hand[2])
	}
	if ch := ex.Steps[0].Cards[0].Choices[0]; ch.Kind != ChoiceCard || ch.Card.Entry != "sorcerer" {
		t.Errorf("choice %+v", ch)
	}
	if _, err := ParseExample(c, nil, "m.md", 1, "x", "players: Ann, Ben\nAnn: 貓"); err == nil {
		t.Error("a card of several colors named without one must be an error")
	}
}
