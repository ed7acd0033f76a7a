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
