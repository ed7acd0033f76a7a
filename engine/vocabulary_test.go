package engine

import (
	"testing"
	"testing/fstest"

	"cardpress/catalog"
)

// A card printed with full-width characters is found by its printed name:
// the example text is normalized to ASCII, so the names must be too.
func TestFullWidthCardName(t *testing.T) {
	c, err := catalog.Parse("fw.toml", []byte(`
[game]
id = "fullwidth"
title = "FW"
language = "ja"
[[card]]
id = "five-hand"
name = "５ハンド"
kind = "action"
`), fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	ex, err := ParseExample(c, nil, "m.md", 1, "fw", "players: Ann, Ben\nAnn: ５ハンド, 5ハンド\nAnn plays ５ハンド")
	if err != nil {
		t.Fatal(err)
	}
	if h := ex.Setup[1]; len(h.Cards) != 2 || h.Cards[0].Entry != "five-hand" || h.Cards[1].Entry != "five-hand" {
		t.Errorf("hand %+v", h)
	}
	if st := ex.Steps[0]; len(st.Cards) != 1 || st.Cards[0].Entry != "five-hand" {
		t.Errorf("step %+v", st)
	}
}
