package catalog

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// scanned is c with its layouts in a slice of their own, which the layout
// index no longer describes: its lookups walk Layouts, as they did before
// the index.
func scanned(c *Catalog) *Catalog {
	s := *c
	s.Layouts = slices.Clone(c.Layouts)
	return &s
}

// The index finds the layouts a walk of Layouts finds, for every card of
// every game.
func TestLayoutIndexMatchesTheWalk(t *testing.T) {
	games, _ := filepath.Glob("../games/*/catalog.toml")
	if len(games) < 5 {
		t.Fatalf("found %d games", len(games))
	}
	for _, g := range games {
		c, err := LoadDir(filepath.Dir(g))
		if err != nil {
			t.Fatal(err)
		}
		if c.index() == nil {
			t.Fatalf("%s: loaded without a layout index", g)
		}
		s := scanned(c)
		if s.index() != nil {
			t.Fatal("a changed Layouts still uses the index")
		}
		for _, l := range c.Layouts {
			if got := c.LayoutByID(l.ID); got != s.LayoutByID(l.ID) {
				t.Errorf("%s: LayoutByID(%q) = %v, the walk finds %v", g, l.ID, got, s.LayoutByID(l.ID))
			}
		}
		for _, e := range c.Cards {
			if got, want := c.FaceLayout(e), s.FaceLayout(e); got != want {
				t.Errorf("%s: FaceLayout(%s) = %s, the walk finds %s", g, e.ID, got.ID, want.ID)
			}
			if got, want := c.BackLayout(e), s.BackLayout(e); got != want {
				t.Errorf("%s: BackLayout(%s) = %v, the walk finds %v", g, e.ID, got, want)
			}
		}
		if c.LayoutByID("no-such-layout") != nil {
			t.Errorf("%s: an unknown layout id found", g)
		}
	}
}

// Of two face layouts serving a kind the first serves it, and a card's own
// layout comes before its kind's.
func TestLayoutIndexFirstLayoutOfAKind(t *testing.T) {
	c, err := parseLayouts(t, baseLayout+`
[layouts.first]
extends = "base"
kinds = ["action"]

[layouts.second]
extends = "base"
kinds = ["number", "action"]
`)
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{"fire": "first", "ice": "second"} {
		if got := c.FaceLayout(c.Entry(id)).ID; got != want {
			t.Errorf("%s: face layout %q, want %q", id, got, want)
		}
	}
	c.Entry("fire").Layout = "second"
	if got := c.FaceLayout(c.Entry("fire")).ID; got != "second" {
		t.Errorf("a card naming its layout: %q, want second", got)
	}
}

// BenchmarkFaceLayouts looks up the face and back layouts of 3,500 cards in
// a game of one layout per card: linear in cards with the index, quadratic
// with the walk.
func BenchmarkFaceLayouts(b *testing.B) {
	dir := b.TempDir()
	var cat, lay strings.Builder
	cat.WriteString(strings.Replace(csvGame, `card_files = ["cards.csv"]`, "", 1))
	for i := range 3500 {
		fmt.Fprintf(&cat, "\n[[card]]\nid = \"c%d\"\nname = \"C%d\"\nkind = \"action\"\ncolors = [\"red\"]\nlayout = \"l%d\"\n", i, i, i)
		fmt.Fprintf(&lay, "\n[layouts.l%d]\nextends = \"default\"\n", i)
	}
	os.WriteFile(filepath.Join(dir, "catalog.toml"), []byte(cat.String()), 0o644)
	os.WriteFile(filepath.Join(dir, LayoutsFile), []byte(lay.String()), 0o644)
	c, err := LoadDir(dir)
	if err != nil {
		b.Fatal(err)
	}
	for name, c := range map[string]*Catalog{"index": c, "walk": scanned(c)} {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				for _, e := range c.Cards {
					if c.FaceLayout(e) == nil || c.BackLayout(e) == nil {
						b.Fatal("no layout")
					}
				}
			}
		})
	}
}
