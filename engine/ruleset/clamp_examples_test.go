package ruleset_test

import (
	"os"
	"path/filepath"
	"testing"

	"cardpress/engine"
	"cardpress/folder"
	"cardpress/internal/gametest"
)

// clampOnData copies CLAMP in CARDLAND with its catalog naming the data
// engine, so its rulebook's examples play on rules/game.toml.
func clampOnData(t *testing.T) string {
	t.Helper()
	dir := gametest.Copy(t, "clamp-in-cardland")
	gametest.Edit(t, filepath.Join(dir, "catalog.toml"), "[game]\n", "[game]\nengine = \"data\"\n")
	return dir
}

// TestClampExamplesOnData plays every example of CLAMP in CARDLAND's
// rulebook on its data description and reports how many pass; the Go
// engine's run (engine/clamp) stays as it is. clampExamplesPassing is the
// count reached: fewer fails, so a form that stops working is caught.
func TestClampExamplesOnData(t *testing.T) {
	g, err := folder.Load(clampOnData(t), registry)
	if g.Engine == nil {
		t.Fatalf("the data description does not load: %v", err)
	}
	if err != nil && os.Getenv("CARDPRESS_CLAMP_VERBOSE") != "" {
		t.Logf("examples the data description's words cannot read:\n%v", err)
	}
	rep := engine.Check(g.Catalog, g.Engine, g.Examples(), engine.Options{})
	for _, r := range rep.Results {
		if !r.Passed && os.Getenv("CARDPRESS_CLAMP_VERBOSE") != "" {
			t.Logf("%s %s: at %s %q: expected %q, got %q", r.Pos, r.Title, r.Failure.Pos, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
		}
	}
	t.Logf("%d of %d CLAMP in CARDLAND examples pass on the data description", rep.Passed, rep.Examples)
	if rep.Examples != 39 {
		t.Errorf("%d examples, want 39", rep.Examples)
	}
	if rep.Passed < clampExamplesPassing {
		for _, r := range rep.Results {
			if !r.Passed {
				t.Errorf("%s %s: %+v", r.Pos, r.Title, r.Failure)
			}
		}
		t.Fatalf("%d passed, want at least %d", rep.Passed, clampExamplesPassing)
	}
}

// clampExamplesPassing is how many of the 39 examples play on data today.
const clampExamplesPassing = 10
