package ruleset_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/folder"
	"cardpress/internal/gametest"
)

// onData copies the game folder games/NAME with its catalog naming the
// data engine, so its rulebook's examples play on rules/game.toml (a
// game on data by default is copied as it is).
func onData(t *testing.T, name string) string {
	t.Helper()
	dir := gametest.Copy(t, name)
	cat := filepath.Join(dir, "catalog.toml")
	if src, err := os.ReadFile(cat); err == nil && strings.Contains(string(src), "\nengine = \"data\"") {
		return dir
	}
	gametest.Edit(t, cat, "[game]\n", "[game]\nengine = \"data\"\n")
	return dir
}

// loadOnData is folder.Load of onData(name): the folder of games/ as it
// is, loaded once for the package (loadShared), when its catalog names
// the data engine already; else a copy of its own.
func loadOnData(t *testing.T, name string) (*folder.Game, error) {
	t.Helper()
	dir := "../../games/" + name
	if src, err := os.ReadFile(filepath.Join(dir, "catalog.toml")); err == nil && strings.Contains(string(src), "\nengine = \"data\"") {
		return loadShared(dir)
	}
	return folder.Load(onData(t, name), registry)
}

// examplesOnData plays every example of the game folder games/name on its data
// description: there must be want examples, and at least floor pass (the
// count reached, so a form that stops working is caught). With the
// environment variable verbose set, it says why the others fail.
func examplesOnData(t *testing.T, name string, want, floor int, verbose string) {
	t.Helper()
	talk := os.Getenv(verbose) != ""
	g, err := loadOnData(t, name)
	if g == nil || g.Engine == nil {
		t.Fatalf("the data description does not load: %v", err)
	}
	if err != nil && talk {
		t.Logf("examples the data description's words cannot read:\n%v", err)
	}
	rep := engine.Check(g.Catalog, g.Engine, g.Examples(), engine.Options{})
	for _, r := range rep.Results {
		if !r.Passed && talk {
			t.Logf("%s %s: at %s %q: expected %q, got %q", r.Pos, r.Title, r.Failure.Pos, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
		}
	}
	t.Logf("%d of %d %s examples pass on the data description", rep.Passed, rep.Examples, g.Catalog.Game.Title)
	if rep.Examples != want {
		t.Errorf("%d examples, want %d", rep.Examples, want)
	}
	if rep.Passed < floor {
		for _, r := range rep.Results {
			if !r.Passed {
				t.Errorf("%s %s: %+v", r.Pos, r.Title, r.Failure)
			}
		}
		t.Fatalf("%d passed, want at least %d", rep.Passed, floor)
	}
}
