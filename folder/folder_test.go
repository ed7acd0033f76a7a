package folder

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/diag"
	"cardpress/engine"
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
	dir := gametest.Copy(t, "shedding")
	// Optional rule 3 chosen as F, which it does not offer.
	rules := filepath.Join(dir, "rules", "game.toml")
	src, _ := os.ReadFile(rules)
	at := strings.Index(string(src), "[vars.pass_on]")
	at += strings.Index(string(src[at:]), "start = 0")
	line := strings.Count(string(src[:at]), "\n") + 1
	os.WriteFile(rules, []byte(string(src[:at])+"start = 5"+string(src[at+len("start = 0"):])), 0o644)
	os.WriteFile(filepath.Join(dir, "manual", "90-x.md"), []byte("# X\n\n```example Typo\nplayers: Alice, Bob\nAlice: red 5\nAlice plays red Sikp\n```\n\nAn :atack: icon.\n"), 0o644)
	g, err := Load(dir, gametest.Games)
	list := diag.From(err)
	if len(list) != 3 {
		t.Fatalf("want 3 errors, got %v", err)
	}
	for i, want := range []string{"manual/90-x.md:6:17: unknown card \"Sikp\"", "manual/90-x.md:9:4: unknown icon :atack:", fmt.Sprintf("rules/game.toml:%d:9: start is one of the values of vars.pass_on: 0 for A, 1 for B, 2 for C; got 5", line)} {
		if !strings.Contains(list[i].Error(), want) {
			t.Errorf("error %d = %s, want %s", i, list[i], want)
		}
	}
	if g.Playable() || g.Engine != nil {
		t.Error("an engine whose options have errors must not play the examples")
	}
	if g.Catalog == nil || g.Rulebook == nil {
		t.Errorf("the catalog and rulebook are still loaded for the check: %+v", g)
	}
	// The commands that print cards or play games leave the manual, and
	// its problems, unread.
	g, err = LoadRules(dir, gametest.Games)
	if list := diag.From(err); len(list) != 1 || !strings.HasPrefix(list[0].Error(), filepath.ToSlash(dir)+"/rules/game.toml:") || g.Rulebook != nil || g.Catalog == nil {
		t.Errorf("LoadRules: rulebook %v, errors %v; want the rules' error only", g.Rulebook != nil, err)
	}
	// The card sheets read the catalog only: neither the rules nor the
	// manual, nor their problems.
	g, err = LoadCatalog(dir)
	if err != nil || g.Catalog == nil || g.Rules != nil || g.Engine != nil || g.Rulebook != nil {
		t.Errorf("LoadCatalog: catalog %v, rules %v, engine %v, rulebook %v, errors %v; want the catalog only, no error", g.Catalog != nil, g.Rules != nil, g.Engine != nil, g.Rulebook != nil, err)
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
	if _, err := LoadCatalog(dir); len(diag.From(err)) != 1 {
		t.Errorf("LoadCatalog: got %v, want the catalog's error", err)
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
// after every change) when the vocabulary would read them alike: all of
// them after a card's text changed, those that do not name a renamed card
// after a rename. What it gives, examples and problems at their positions,
// is what a first load gives, however often it loads.
func TestExamplesKeptAcrossLoads(t *testing.T) {
	// An example in a block quote: its columns in the file are not the
	// parser's.
	quoted := "# Q\n\n> ```example Quoted\n> players: Alice, Bob\n> Alice: red 5\n> Alice plays red Skip\n> ```\n"
	edits := [][3]string{{"manual/90-quoted.md", "", quoted}}
	dir := gametest.Copy(t, "shedding")
	edit := func(file, old, new string) {
		edits = append(edits, [3]string{file, old, new})
		apply(t, dir, edits[len(edits)-1])
	}
	apply(t, dir, edits[0])
	firsts := map[int][2]string{}
	prev := loadSame(t, dir, edits, firsts)
	for _, step := range []struct {
		what, file, old, new string
		kept                 string // all, some or none of the examples read
	}{
		{"a card's text changed", "catalog.toml", `text = "The next player loses`, `text = "The next one loses`, "all"},
		{"a card renamed", "catalog.toml", `name = "Skip"`, `name = "Skip 1"`, "some"},
		{"loaded again", "", "", "", "all"},
		// The examples that name Skip cannot be read any more, the
		// others read alike.
		{"a card's id changed", "catalog.toml", `id = "skip"`, `id = "hop"`, "all"},
		{"and its name", "catalog.toml", `name = "Skip 1"`, `name = "Hop"`, "all"},
		{"loaded again", "", "", "", "all"},
		{"an example changed", "manual/90-quoted.md", "red Skip", "red 7", "all but one"},
		// The example words come from the rules description: any change
		// of it reads every example again.
		{"the rules description changed", "rules/game.toml", "# What a card's rules", "# What a card's own rules", "none"},
	} {
		if step.file != "" {
			edit(step.file, step.old, step.new)
		}
		g := loadSame(t, dir, edits, firsts)
		n, read := keptExamples(prev, g), readExamples(g)
		if ok := map[string]bool{"all": n == read, "some": n > 0 && n < read, "all but one": n == read-1, "none": n == 0}[step.kept]; !ok {
			t.Errorf("%s: %d of %d examples read kept, want %s", step.what, n, read, step.kept)
		}
		prev = g
	}
}

// apply makes one edit of a game folder: in file, old replaced by new, or
// the file written with new when old is "".
func apply(t *testing.T, dir string, e [3]string) {
	t.Helper()
	if e[1] == "" {
		if err := os.WriteFile(filepath.Join(dir, e[0]), []byte(e[2]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	gametest.Edit(t, filepath.Join(dir, e[0]), e[1], e[2])
}

// loadSame loads dir and checks that its examples and problems are those
// of a first load of a copy of Shedding with the same edits.
// firsts holds the first loads' examples and problems by number of
// edits: a step that only loads again compares with the first load
// made for its edits already (a load is most of the test).
func loadSame(t *testing.T, dir string, edits [][3]string, firsts map[int][2]string) *Game {
	t.Helper()
	first, ok := firsts[len(edits)]
	if !ok {
		cold := gametest.Copy(t, "shedding")
		for _, e := range edits {
			apply(t, cold, e)
		}
		_, first[0], first[1] = loaded(t, cold)
		firsts[len(edits)] = first
	}
	want, wantErr := first[0], first[1]
	g, got, gotErr := loaded(t, dir)
	if got != want || gotErr != wantErr {
		t.Errorf("after %v:\nexamples %.300s\nproblems %s\nwant, as a first load:\nexamples %.300s\nproblems %s", edits[len(edits)-1], got, gotErr, want, wantErr)
	}
	return g
}

// loaded loads dir and returns the examples and problems, dir named GAME.
func loaded(t *testing.T, dir string) (*Game, string, string) {
	t.Helper()
	g, err := Load(dir, gametest.Games)
	var exs []*engine.Example
	for _, b := range g.Examples() {
		exs = append(exs, b.Example)
	}
	js, jerr := json.Marshal(exs)
	if jerr != nil {
		t.Fatal(jerr)
	}
	game := filepath.ToSlash(dir)
	return g, strings.ReplaceAll(string(js), game, "GAME"), strings.ReplaceAll(diag.From(err).Error(), game, "GAME")
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

// A game no engine plays does not silently ignore its cards' rules.
func TestRulesWithoutAnEngine(t *testing.T) {
	tests := []struct{ edit, by, want string }{
		{`copies = 2`, "copies = 2\nrules = { skip = 1 }",
			`catalog.toml:42:1: warning: card "1" gives rules, but no rules engine plays game "my-game", so they are neither checked nor played; name the engine they are written for in [game] with engine = "ID", one of ` + strings.Join(gametest.Games.GameIDs(), ", ")},
	}
	for _, tt := range tests {
		dir := gametest.Copy(t, "starter")
		gametest.Edit(t, filepath.Join(dir, "catalog.toml"), tt.edit, tt.by)
		g, err := Load(dir, gametest.Games)
		got := diag.From(err)
		if err == nil {
			got = g.Warnings
		}
		if len(got) != 1 || !strings.HasSuffix(got[0].Error(), tt.want) {
			t.Errorf("got %v\nwant …%s", got, tt.want)
		}
	}
}
