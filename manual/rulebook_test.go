package manual

import (
	"os"
	"strings"
	"sync"
	"testing"

	"cardpress/catalog"
	"cardpress/engine/blackpoker"
	"cardpress/internal/gametest"
)

// loadGame is games/dir's catalog and manual sources, read once for the
// package's tests (loadOwn): each test read its own, and its rules were
// loaded again for each, a third of the package's CPU. The tests do not
// change them.
func loadGame(t testing.TB, dir string) (*catalog.Catalog, []Source) {
	t.Helper()
	v, _ := sharedGames.LoadOrStore(dir, &sharedGame{})
	s := v.(*sharedGame)
	s.once.Do(func() { s.c, s.srcs, s.err = readGame(dir) })
	if s.err != nil {
		t.Fatal(s.err)
	}
	return s.c, s.srcs
}

// sharedGame is a game's catalog and sources, read once.
type sharedGame struct {
	once sync.Once
	c    *catalog.Catalog
	srcs []Source
	err  error
}

// sharedGames are the shared games by folder name.
var sharedGames sync.Map

// readGame reads games/dir's catalog and manual sources.
func readGame(dir string) (*catalog.Catalog, []Source, error) {
	c, err := catalog.LoadDir("../games/" + dir)
	if err != nil {
		return nil, nil, err
	}
	srcs, err := Sources(os.DirFS("../games/"+dir), "games/"+dir)
	return c, srcs, err
}

// loadOwn is loadGame read for the test alone: for a test that changes
// the catalog.
func loadOwn(t testing.TB, dir string) (*catalog.Catalog, []Source) {
	t.Helper()
	c, err := catalog.LoadDir("../games/" + dir)
	if err != nil {
		t.Fatal(err)
	}
	srcs, err := Sources(os.DirFS("../games/"+dir), "games/"+dir)
	if err != nil {
		t.Fatal(err)
	}
	return c, srcs
}

// chips counts the card chips the example panels of a rulebook print.
func chips(c *catalog.Catalog, book *Rulebook) int {
	cv := &converter{c: c}
	n := 0
	for _, b := range book.Examples() {
		if b.Example == nil {
			continue
		}
		for _, refs := range cardsByLine(b.Example) {
			for _, ref := range refs {
				if _, ok := cv.smallFace(ref); ok {
					n++
				}
			}
		}
	}
	return n
}

// The example panels' card chips come from the rules passed to Read, not
// from whichever engine packages a program imports: BlackPoker's examples
// read with its rules show hundreds of chips (571 when issue 13 was filed,
// 0 then without a blank import), and without its rules they cannot be read
// at all, and so show none, whatever this test binary imports.
func TestChipsComeFromTheRulesPassed(t *testing.T) {
	c, srcs := loadGame(t, "blackpoker")
	book, errs := Read(c, blackpoker.Engine, srcs)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if n := chips(c, book); n < 500 {
		t.Errorf("%d chips, want at least 500", n)
	}
	book, errs = Read(c, nil, srcs)
	if len(errs) == 0 || !strings.Contains(errs.Error(), "cannot read") && !strings.Contains(errs.Error(), "unknown") {
		t.Errorf("BlackPoker's examples read without its rules: %v", errs)
	}
	if n := chips(c, book); n != 0 {
		t.Errorf("%d chips without the game's rules", n)
	}
}

// An example stands where the author writes it: in a chapter, a block
// quote or a list item, it is read (and so checked) like any other; one
// that cannot be made a checked example (an unclosed block, an example
// inside a code block) is an error, never printed unchecked.
func TestExamplesAreReadWhereverTheyStand(t *testing.T) {
	c, _ := windia(t)
	example := "players: Alice, Bob\nAlice: red 5, 2 more\nAlice plays red 5 → Alice has 2 cards\n"
	quote := "> ```example In a quote\n> " + strings.ReplaceAll(strings.TrimSuffix(example, "\n"), "\n", "\n> ") + "\n> ```\n"
	list := "- an item\n\n  ```example In a list\n  " + strings.ReplaceAll(strings.TrimSuffix(example, "\n"), "\n", "\n  ") + "\n  ```\n"
	src := "# Rules\n\n```example Top\n" + example + "```\n\n" + quote + "\n" + list
	book, errs := Read(c, gametest.Games.Lookup(c.Game.RulesID()), []Source{{Name: "m.md", Data: []byte(src)}})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var got []string
	for _, b := range book.Examples() {
		if b.Example == nil || len(b.Example.Steps) != 1 {
			t.Errorf("%s %q not read: %v", b.Pos, b.Title, b.Err)
		}
		got = append(got, b.Title+"@"+b.Pos.String())
	}
	if want := "Top@m.md:3|In a quote@m.md:9|In a list@m.md:17"; strings.Join(got, "|") != want {
		t.Errorf("examples %q, want %q", strings.Join(got, "|"), want)
	}
	if _, err := Build(c, book, Options{}); err != nil {
		t.Fatal(err)
	}

	for _, tt := range []struct{ name, src, want string }{
		{"unclosed", "# A\n\n```example Unclosed\nplayers: Alice, Bob\n\n# Next section\n\nText.\n", "m.md:3:1: the example block opened here is never closed"},
		{"unclosed in a quote", "> ```example Q\n> players: Alice, Bob\n\nafter\n", "m.md:1:3: the example block opened here is never closed"},
		{"in an indented code block", "text\n\n    ```example Hidden\n    players: Alice, Bob\n    ```\n", "m.md:3:5: this example is inside a code block"},
		{"in another fence", "````md\n```example Hidden\nplayers: Alice, Bob\n```\n````\n", "m.md:2:1: this example is inside a code block"},
		{"parse error in a list", "- item\n\n  ```example Bad\n  players: Alice, Bob\n  Alice plays red 55\n  ```\n", "m.md:5:19: unknown card \"55\""},
	} {
		_, errs := Read(c, gametest.Games.Lookup(c.Game.RulesID()), []Source{{Name: "m.md", Data: []byte(tt.src)}})
		if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), tt.want) {
			t.Errorf("%s: got %v, want one error %s…", tt.name, errs, tt.want)
		}
	}
}

// An example in a card's text would be printed unchecked: an error at the
// card's text in the catalog.
func TestExampleInCardTextIsAnError(t *testing.T) {
	c, _ := loadOwn(t, "windia-war")
	e := c.Entry("skip")
	e.Text += "\n\n```example In a card\nplayers: Alice, Bob\n```\n"
	_, err := buildSources(c, []Source{{Name: "m.md", Data: []byte("# Cards\n\n@card skip\n")}}, Options{})
	if err == nil || !strings.Contains(err.Error(), "a rule example in a card's text would be printed but never checked") ||
		!strings.HasPrefix(err.Error(), "../games/windia-war/catalog.toml:") {
		t.Errorf("got %v", err)
	}
}
