package folder

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/diag"
	"cardpress/internal/gametest"
)

// Every game of the repository loads whole: catalog, rules engine and
// rulebook with its examples read.
func TestEveryGameLoads(t *testing.T) {
	for _, name := range []string{"windia-war", "blackpoker", "world-end", "clamp-in-cardland", "shedding"} {
		g, err := Load(filepath.Join("..", "games", name), gametest.Games)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if g.Engine == nil || g.Rulebook == nil || len(g.Examples()) == 0 {
			t.Errorf("%s: engine %v, rulebook %v, %d examples", name, g.Engine != nil, g.Rulebook != nil, len(g.Examples()))
		}
		for _, b := range g.Examples() {
			if b.Example == nil {
				t.Errorf("%s: %s not read: %v", name, b.Pos, b.Err)
			}
		}
	}
}

// The rule options and the rulebook are reported together, in order.
func TestProblemsAreReportedTogether(t *testing.T) {
	dir := gametest.Copy(t, "windia-war")
	gametest.Edit(t, filepath.Join(dir, "rules.toml"), `pass_on = "A"`, `pass_onn = "A"`)
	os.WriteFile(filepath.Join(dir, "manual", "90-x.md"), []byte("# X\n\n```example Typo\nplayers: Alice, Bob\nAlice: red 5\nAlice plays red Sikp\n```\n\nAn :atack: icon.\n"), 0o644)
	g, err := Load(dir, gametest.Games)
	list := diag.From(err)
	if len(list) != 3 {
		t.Fatalf("want 3 errors, got %v", err)
	}
	for i, want := range []string{"manual/90-x.md:6:13: unknown card \"Sikp\"", "manual/90-x.md:9:4: unknown icon :atack:", "rules.toml:9:1: unknown optional rule \"pass_onn\""} {
		if !strings.Contains(list[i].Error(), want) {
			t.Errorf("error %d = %s, want %s", i, list[i], want)
		}
	}
	if g.Playable() || g.Engine != nil {
		t.Error("an engine whose rules.toml has errors must not play the examples")
	}
	if g.Catalog == nil || g.Rulebook == nil {
		t.Errorf("the catalog and rulebook are still loaded for the check: %+v", g)
	}
}

// A catalog with errors stops the load there; the game folder's sources
// are still at hand for the diagnostics' excerpts.
func TestCatalogErrorsStopTheLoad(t *testing.T) {
	dir := gametest.Copy(t, "starter")
	gametest.Edit(t, filepath.Join(dir, "catalog.toml"), `copies = 2`, `copise = 2`)
	g, err := Load(dir, gametest.Games)
	list := diag.From(err)
	if len(list) != 1 || !strings.Contains(list[0].Msg, `unknown key "copise"`) || g.Catalog != nil {
		t.Fatalf("got %v", err)
	}
	if ex := list[0].Excerpt(g.Source(list[0].Pos.File)); !strings.Contains(ex, "copise = 2\n") || !strings.Contains(ex, "^^^^^^") {
		t.Errorf("excerpt %q", ex)
	}
	if g.Source("elsewhere/catalog.toml") != nil || g.Source(g.Dir+"/../x") != nil {
		t.Error("Source reads only the game folder's files")
	}
}

// A game without a manual folder loads without a rulebook; the commands
// that need one say so.
func TestNoManualFolder(t *testing.T) {
	dir := gametest.Copy(t, "starter")
	os.Remove(filepath.Join(dir, "manual", "10-rules.md")) // an empty manual folder
	g, err := Load(dir, gametest.Games)
	if err != nil || g.Rulebook != nil || len(g.Examples()) != 0 {
		t.Fatalf("empty folder: err %v, rulebook %v", err, g.Rulebook)
	}
	os.RemoveAll(filepath.Join(dir, "manual"))
	if g, err = Load(dir, gametest.Games); err != nil || g.Rulebook != nil {
		t.Fatalf("no folder: err %v, rulebook %v", err, g.Rulebook)
	}
}

// A load keeps the rule examples the last one parsed (watch and serve load
// after every change): an example is parsed again when a card or color
// name changes, reused when only a card's text does, and its problems are
// those of a first load, at the same positions, however often it loads.
func TestExamplesKeptAcrossLoads(t *testing.T) {
	// An example in a block quote: its columns in the file are not the
	// parser's.
	quoted := []byte("# Q\n\n> ```example Quoted\n> players: Alice, Bob\n> Alice: red 5\n> Alice plays red Skip\n> ```\n")
	dir, cold := gametest.Copy(t, "windia-war"), gametest.Copy(t, "windia-war")
	for _, d := range []string{dir, cold} {
		if err := os.WriteFile(filepath.Join(d, "manual", "90-quoted.md"), quoted, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	first, err := Load(dir, gametest.Games)
	if err != nil {
		t.Fatal(err)
	}
	catalog := filepath.Join(dir, "catalog.toml")
	gametest.Edit(t, catalog, "effect = \"次のプレイヤーの順番を飛ばし、", "effect = \"次の人の順番を飛ばし、")
	again, err := Load(dir, gametest.Games)
	if err != nil {
		t.Fatal(err)
	}
	if n := keptExamples(first, again); n != len(first.Examples()) {
		t.Errorf("a card's text changed: %d of %d examples kept, want all", n, len(first.Examples()))
	}

	// The card Skip renamed Hop (id and name): the examples that play it
	// cannot be read any more.
	for _, d := range []string{dir, cold} {
		gametest.Edit(t, filepath.Join(d, "catalog.toml"), "id = \"skip\"", "id = \"hop\"")
		gametest.Edit(t, filepath.Join(d, "catalog.toml"), "name = \"Skip\"", "name = \"Hop\"")
	}
	want := problems(t, cold)
	if !strings.Contains(want, "GAME/manual/90-quoted.md:6:15: unknown card") {
		t.Fatalf("the rename must break examples:\n%s", want)
	}
	prev := again
	for i := range 2 {
		got, err := Load(dir, gametest.Games)
		// The names changed: every example is read again, once.
		if n, read := keptExamples(prev, got), readExamples(got); i == 0 && n != 0 || i == 1 && n != read {
			t.Errorf("load %d after the rename: %d of %d examples read kept", i+1, n, read)
		}
		if s := strings.ReplaceAll(diag.From(err).Error(), filepath.ToSlash(dir), "GAME"); s != want {
			t.Errorf("load %d after the rename:\n%s\nwant, as a first load:\n%s", i+1, s, want)
		}
		prev = got
	}
}

// readExamples counts the examples of g that could be read.
func readExamples(g *Game) int {
	n := 0
	for _, x := range g.Examples() {
		if x.Example != nil {
			n++
		}
	}
	return n
}

// keptExamples counts the examples of b that are those of a, not parsed
// again.
func keptExamples(a, b *Game) int {
	n := 0
	for i, x := range b.Examples() {
		if i < len(a.Examples()) && x.Example != nil && x.Example == a.Examples()[i].Example {
			n++
		}
	}
	return n
}

// problems are the errors of a first load of game folder dir, the folder
// named GAME.
func problems(t *testing.T, dir string) string {
	t.Helper()
	_, err := Load(dir, gametest.Games)
	return strings.ReplaceAll(diag.From(err).Error(), filepath.ToSlash(dir), "GAME")
}
