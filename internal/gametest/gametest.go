// Package gametest helps tests that edit a game's sources: it copies a game
// folder of the repository into a temporary folder and edits its files.
package gametest

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/blackpoker"
	"cardpress/engine/ruleset"
)

// Copy copies games/NAME of the repository into a temporary folder and
// returns the copy's path.
func Copy(t testing.TB, name string) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	src := filepath.Join(filepath.Dir(file), "..", "..", "games", name)
	dir := filepath.Join(t.TempDir(), name)
	if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	return dir
}

// lateExamples are the chapters of Windia War's rulebook holding the
// examples of the expansion's cards and of the rules (101 of its 173).
var lateExamples = []string{"61-examples-expansion.md", "62-examples-rules.md"}

// WindiaWithoutLateExamples copies Windia War (Copy) without the chapters
// of lateExamples: 72 examples of 173, a manual of some 1,100 paragraphs,
// for a test that needs a manual of a real size (a cache bounded below
// one passes with SkipsExamplesOnly's) at less cost.
func WindiaWithoutLateExamples(t testing.TB) string {
	t.Helper()
	return windiaCut(t, withoutLateExamples)
}

// withoutLateExamples removes the chapters of lateExamples from the copy
// of Windia War at game.
func withoutLateExamples(game string) error {
	for _, ch := range lateExamples {
		if err := os.Remove(filepath.Join(game, "manual", ch)); err != nil {
			return err
		}
	}
	return nil
}

// SkipsExamplesOnly cuts the copy of Windia War at game down to the
// examples of its rules up to Escort's: 11 of 173, those that play Skip
// (the card tests rename and change) among them. A manual and a check of
// 11 examples are written, typeset and served as those of 173 are, and a
// test that builds or serves the whole game spends its time elsewhere.
func SkipsExamplesOnly(game string) error {
	if err := withoutLateExamples(game); err != nil {
		return err
	}
	path := filepath.Join(game, "manual", "60-examples.md")
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	kept, _, found := strings.Cut(string(src), "\n## Escort\n")
	if !found || !strings.Contains(kept, "アリスが赤Skipを出す") {
		return fmt.Errorf("%s has no Escort section after examples of Skip", path)
	}
	return os.WriteFile(path, []byte(kept+"\n"), 0o644)
}

// WindiaWithSkipsExamples copies Windia War (Copy) with SkipsExamplesOnly
// and returns the copy's path.
func WindiaWithSkipsExamples(t testing.TB) string {
	t.Helper()
	return windiaCut(t, SkipsExamplesOnly)
}

// windiaCut copies Windia War (Copy), cuts the copy's examples with cut
// and returns its path.
func windiaCut(t testing.TB, cut func(game string) error) string {
	t.Helper()
	game := Copy(t, "windia-war")
	if err := cut(game); err != nil {
		t.Fatal(err)
	}
	return game
}

// Edit replaces the first old by new in the file at path, failing the test
// when the file does not hold old. The new text is written beside the file
// under a hidden name (one a watch ignores) and renamed over it, so a
// watching server sees one change, never the file truncated or half
// written: a scan in the middle of an in-place write built the half file
// too, and a test waiting for the edit's state could get that build's.
func Edit(t testing.TB, path, old, new string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(old)) {
		t.Fatalf("%s does not contain %q", path, old)
	}
	hidden := filepath.Join(filepath.Dir(path), ".edit-"+filepath.Base(path))
	if err := os.WriteFile(hidden, bytes.Replace(data, []byte(old), []byte(new), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(hidden, path); err != nil {
		t.Fatal(err)
	}
}

// Games are the rules of the repository's games, as cardpress's main lists
// them, for tests that load a game folder.
var Games = engine.NewRegistry(blackpoker.Engine, ruleset.Rules)

// Rules are the rules of catalog c's game as a game folder loads them:
// with the example words of its engine as loaded (a data engine's come
// from the folder); nil for a game without rules.
func Rules(c *catalog.Catalog) (*engine.Rules, error) {
	if r := Games.Lookup(c.Game.RulesID()); r == nil || !r.Worded {
		return r, nil
	}
	r, _, err := Load(c)
	return r, err
}

// Load is Rules with the engine loaded from c, nil for a game without
// rules: a test that plays the game too loads its description once.
func Load(c *catalog.Catalog) (*engine.Rules, engine.Engine, error) {
	r := Games.Lookup(c.Game.RulesID())
	if r == nil {
		return nil, nil, nil
	}
	e, err := r.Load(c)
	if err != nil {
		return nil, nil, err
	}
	if !r.Worded {
		return r, e, nil
	}
	return r.WithWords(e), e, nil
}

// RulesOnce is Rules loaded once for a test binary (LoadOnce), by the
// first test that asks for catalog c's: tests that read many small
// rulebooks with one catalog's words (each fuzz seed, each case of a
// table) loaded its rules description again for each, a quarter or more
// of their CPU. The tests do not change a catalog they have loaded.
func RulesOnce(c *catalog.Catalog) (*engine.Rules, error) {
	if r := Games.Lookup(c.Game.RulesID()); r == nil || !r.Worded {
		return r, nil
	}
	r, _, err := LoadOnce(c)
	return r, err
}

// sharedLoad is a catalog's rules and engine as Load loads them, loaded
// once.
type sharedLoad struct {
	once sync.Once
	r    *engine.Rules
	e    engine.Engine
	err  error
}

// loadsByCatalog are the shared loads by catalog.
var loadsByCatalog sync.Map

// LoadOnce is Load loaded once for a test binary, by the first test that
// asks for catalog c's: for tests that share one catalog (a rules
// description is most of a game folder's load). The tests do not change
// a catalog they have loaded, nor the engine.
func LoadOnce(c *catalog.Catalog) (*engine.Rules, engine.Engine, error) {
	v, _ := loadsByCatalog.LoadOrStore(c, &sharedLoad{})
	s := v.(*sharedLoad)
	s.once.Do(func() { s.r, s.e, s.err = Load(c) })
	return s.r, s.e, s.err
}

// Files reads every file under dir, by its path relative to dir: an output
// folder to compare with another.
func Files(dir string) map[string][]byte {
	m := map[string][]byte{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			m[rel], _ = os.ReadFile(p)
		}
		return nil
	})
	return m
}

// Differing names, sorted, the files of want that got does not hold byte
// for byte, and those got holds beyond them, marked "(extra)": two output
// folders read by Files, compared.
func Differing(want, got map[string][]byte) []string {
	var names []string
	for name, data := range want {
		if g, ok := got[name]; !ok || !bytes.Equal(data, g) {
			names = append(names, name)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			names = append(names, name+" (extra)")
		}
	}
	sort.Strings(names)
	return names
}
