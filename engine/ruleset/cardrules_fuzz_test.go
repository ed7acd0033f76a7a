package ruleset_test

import (
	"errors"
	"io/fs"
	"os"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/ruleset"
)

// FuzzCardRules: Draw2's rules table in Windia War's catalog, of any
// text, gives either errors or a game that plays. The errors are a
// positioned list, each at a line of the catalog or of the rules
// description as shown; a game that loads plays two whole random rounds
// with every invariant of its description kept.
// What the description's [card_rules] accepts must be playable. Seeds:
// the rules table of every card of the catalog, given to Draw2, and two
// that the description refuses. Each seed is a whole load of Windia War's
// rules: the quick run keeps the two refused and the first table whose
// key is skip and release, which together run every statement of the
// module the first table of each of the ten keys (attack, follow,
// under...) ran (go test -coverpkg, each seed alone); CARDPRESS_LONG
// (.ci/run) seeds every table.
func FuzzCardRules(f *testing.F) {
	files := readGame(f, "../../games/windia-war")
	src := string(files["catalog.toml"].Data)
	const line = `rules = { attack = { draw = 2, answers = ["pass-on", "protect"] } }`
	if strings.Count(src, line) != 1 {
		f.Fatalf("catalog.toml has no single line %q for Draw2's rules", line)
	}
	// Rules the description refuses: out of its range, an unknown key.
	f.Add(`{ attack = { draw = 0, answers = ["pass-on"] } }`)
	f.Add(`{ atack = { draw = 2 } }`)
	seen, quick := map[string]bool{}, map[string]bool{"skip": true, "release": true}
	lead := regexp.MustCompile(`^\{ *(\w+)`)
	for _, m := range regexp.MustCompile(`(?m)^rules = (.*)$`).FindAllStringSubmatch(src, -1) {
		key := lead.FindStringSubmatch(m[1])[1]
		if seen[m[1]] || !enginetest.Long() && !quick[key] {
			continue
		}
		seen[m[1]], quick[key] = true, false
		f.Add(m[1])
	}
	if len(seen) < 2 {
		f.Fatalf("catalog.toml has no rules table whose key is skip or release: %v", seen)
	}
	f.Fuzz(func(t *testing.T, rules string) {
		edited := strings.Replace(src, line, "rules = "+rules, 1)
		fsys := fstest.MapFS{}
		for name, file := range files {
			fsys[name] = file
		}
		fsys["catalog.toml"] = &fstest.MapFile{Data: []byte(edited)}
		lines := map[string]int{
			"g/catalog.toml":    strings.Count(edited, "\n") + 1,
			"g/" + ruleset.File: strings.Count(string(files[ruleset.File].Data), "\n") + 1,
		}
		c, err := catalog.Parse("g/catalog.toml", []byte(edited), fsys)
		if err != nil {
			positioned(t, err, lines)
			return
		}
		g, err := ruleset.Load(c)
		if err != nil {
			positioned(t, err, lines)
			return
		}
		d, err := g.Dealer(engine.DealOptions{})
		if err != nil {
			t.Fatalf("rules = %s: loaded, but no deal: %v", rules, err)
		}
		enginetest.SelfPlay(t, d, 2, 0, 1)
	})
}

// positioned fails t unless err is a non-empty diag.List whose every
// diagnostic is at a line of one of the files (shown name → lines).
func positioned(t *testing.T, err error, lines map[string]int) {
	t.Helper()
	var list diag.List
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("an error that is not a positioned list: %v", err)
	}
	for _, d := range list {
		if n, ok := lines[d.Pos.File]; !ok || d.Pos.Line < 1 || d.Pos.Line > n {
			t.Errorf("error outside the game's files: %v", d)
		}
	}
}

// readGame reads the game folder dir into a map file system.
func readGame(tb testing.TB, dir string) fstest.MapFS {
	tb.Helper()
	files := fstest.MapFS{}
	err := fs.WalkDir(os.DirFS(dir), ".", func(name string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		data, err := os.ReadFile(dir + "/" + name)
		files[name] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	return files
}
