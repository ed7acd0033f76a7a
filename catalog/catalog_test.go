package catalog

import (
	"bytes"
	"image"
	pngenc "image/png"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/diag"
)

func loadWindia(t testing.TB) *Catalog {
	t.Helper()
	c, err := LoadDir("../games/windia-war")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestWindiaWarTotals(t *testing.T) {
	c := loadWindia(t)
	for set, want := range map[string]int{"basic": 116, "expansion": 128} {
		if got := len(c.Deck(set)); got != want {
			t.Errorf("set %s: %d cards, want %d", set, got, want)
		}
	}
	if len(c.Warnings) != 0 {
		t.Errorf("warnings: %v", c.Warnings)
	}
	if got := c.DefaultSet(); got != "expansion" {
		t.Errorf("DefaultSet = %q, want expansion", got)
	}
}

func TestWindiaWarCards(t *testing.T) {
	c := loadWindia(t)
	tests := []struct {
		id                    string
		name                  string
		variants, basic, exp  int
		points, tableauPoints int
		tableau               string
	}{
		{"skip", "Skip", 4, 1, 1, 15, 0, ""},
		{"direct", "Direct", 2, 1, 1, 30, 0, ""},
		{"wild-d-draw5", "Wild D Draw5", 1, 1, 1, 50, 0, ""},
		{"bind", "Bind", 1, 2, 2, 40, 0, "next"},
		{"reset", "Reset", 1, 1, 2, 30, 0, ""},
		{"15", "15", 2, 0, 1, 15, 0, ""},
		{"clear", "Clear", 1, 0, 1, 15, 30, "self"},
		{"amplify", "Amplify", 1, 0, 2, 15, 0, "self"},
	}
	for _, tt := range tests {
		e := c.Entry(tt.id)
		if e == nil {
			t.Errorf("no card %q", tt.id)
			continue
		}
		got := []any{e.Name, len(e.Variants), c.Copies(e, "basic"), c.Copies(e, "expansion"), e.Points, e.TableauPoints, e.Tableau}
		want := []any{tt.name, tt.variants, tt.basic, tt.exp, tt.points, tt.tableauPoints, tt.tableau}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("card %s: got %v, want %v", tt.id, got, want)
				break
			}
		}
		if strings.TrimSpace(e.Text) == "" {
			t.Errorf("card %s has no rule text", tt.id)
		}
	}
}

func TestDeckIDsAreStableAndUnique(t *testing.T) {
	c := loadWindia(t)
	basic := map[string]bool{}
	for _, k := range c.Deck("basic") {
		basic[k.ID] = true
	}
	seen := map[string]bool{}
	for _, k := range c.Deck("expansion") {
		if seen[k.ID] {
			t.Errorf("card id %s appears twice", k.ID)
		}
		seen[k.ID] = true
	}
	for id := range basic {
		if !seen[id] {
			t.Errorf("basic card %s has another id in the expansion set", id)
		}
	}
	for _, id := range []string{"skip/red", "direct/red-green", "escort/yellow#2", "wild#4", "reset#2", "15/yellow-green", "7/blue"} {
		if !seen[id] {
			t.Errorf("expansion deck lacks %s", id)
		}
	}
}

func TestCopiesInheritAlongExtends(t *testing.T) {
	src := `
[game]
id = "g"
title = "G"
language = "en"
[sets.a]
[sets.b]
extends = "a"
[sets.c]
extends = "b"
[[card]]
id = "x"
name = "X"
kind = "action"
set = "a"
copies = { a = 1, b = 3 }
[[card]]
id = "y"
name = "Y"
kind = "action"
set = "b"
`
	c, err := Parse("t.toml", []byte(src), fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	x, y := c.Entry("x"), c.Entry("y")
	for _, tt := range []struct {
		e    *Entry
		set  string
		want int
	}{{x, "a", 1}, {x, "b", 3}, {x, "c", 3}, {y, "a", 0}, {y, "b", 1}, {y, "c", 1}} {
		if got := c.Copies(tt.e, tt.set); got != tt.want {
			t.Errorf("Copies(%s, %s) = %d, want %d", tt.e.ID, tt.set, got, tt.want)
		}
	}
}

func TestLocate(t *testing.T) {
	src := "[game]\ntitle = \"x\" # c\n[[card]]\nid = \"a\"\n[[card]]\nid = \"b\"\ncopies = { basic = 1, \"expansion\" = 2 }\ncolors = [\n  \"red\",\n  \"blue/green\",\n]\ntext = \"\"\"\nid = \"no\"\n\"\"\"\n[card.stats]\ncost = 3\n"
	x := diag.NewIndex("f", src)
	spans := locate(src)
	tests := map[string]string{
		"game.title":              "2:1",
		"card.0.id":               "4:1",
		"card.1.id":               "6:1",
		"card.1.copies.expansion": "7:23",
		"card.1.colors.1":         "10:3",
		"card.1.stats.cost":       "16:1",
	}
	for path, want := range tests {
		s, ok := spans[path]
		if !ok {
			t.Errorf("%s not located", path)
			continue
		}
		p := x.Pos(s.key)
		if got := strings.TrimPrefix(p.String(), "f:"); got != want {
			t.Errorf("%s at %s, want %s", path, got, want)
		}
	}
	if _, ok := spans["id"]; ok {
		t.Error("a key inside a multi-line string was located")
	}
}

func TestSuggest(t *testing.T) {
	known := []string{"colors", "copies", "points", "tableau_points"}
	tests := map[string]string{"colours": "colors", "copis": "copies", "Points": "points", "tableau-points": "tableau_points", "zzz": ""}
	for in, want := range tests {
		if got := Suggest(in, known); got != want {
			t.Errorf("Suggest(%q) = %q, want %q", in, got, want)
		}
	}
	// As close, the first in sorted order, whatever order the candidates
	// come in (a map's, from some callers): one input, one message.
	// Mutation: the first candidate as close wins, as it did.
	for _, order := range [][]string{{"bat", "cot", "cut"}, {"cut", "cot", "bat"}} {
		if got := Suggest("cat", order); got != "bat" {
			t.Errorf("Suggest(%q, %q) = %q, want bat", "cat", order, got)
		}
	}
}

// Art paths are kept cleaned, the way fs.FS opens them.
func TestArtPathIsCleaned(t *testing.T) {
	var png bytes.Buffer
	pngenc.Encode(&png, image.NewGray(image.Rect(0, 0, 2, 2)))
	src := "[game]\nid = \"g\"\ntitle = \"G\"\nlanguage = \"en\"\n[[card]]\nid = \"x\"\nname = \"X\"\nkind = \"action\"\nart = \"art/./x.png\"\n"
	c, err := Parse("t.toml", []byte(src), fstest.MapFS{"art/x.png": {Data: png.Bytes()}})
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Entry("x").Art; got != "art/x.png" {
		t.Errorf("art = %q, want art/x.png", got)
	}
}

func TestStarterGameIsValid(t *testing.T) {
	if _, err := LoadDir("../games/starter"); err != nil {
		t.Fatal(err)
	}
}
