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
const clampExamplesPassing = 33

// TestClampWrongExampleOnData changes one expectation of an example that
// passes on the data description (the colors a payment rests): that
// example fails at the changed line, and no other passing one does.
func TestClampWrongExampleOnData(t *testing.T) {
	dir := clampOnData(t)
	file := filepath.Join(dir, "manual", "40-turn.md")
	old := "→ 愛麗絲休息狀態的點數：紅、紅、藍、紫；"
	src, _ := os.ReadFile(file)
	at := strings.Index(string(src), old)
	if at < 0 {
		t.Fatalf("no %q in 40-turn.md", old)
	}
	line := strings.Count(string(src[:at]), "\n") + 1
	gametest.Edit(t, file, old, "→ 愛麗絲休息狀態的點數：紅、藍、藍、紫；")
	g, _ := folder.Load(dir, registry)
	if g.Engine == nil {
		t.Fatal("the data description does not load")
	}
	rep := engine.Check(g.Catalog, g.Engine, g.Examples(), engine.Options{})
	if rep.Passed != clampExamplesPassing-1 {
		t.Errorf("%d examples pass, want %d", rep.Passed, clampExamplesPassing-1)
	}
	for _, r := range rep.Results {
		if r.Failure != nil && r.Failure.Line == line && strings.Contains(r.Failure.Got, "紅（休息狀態）、紅（休息狀態）、藍") {
			return
		}
	}
	t.Errorf("no example fails at 40-turn.md:%d showing the colors paid", line)
}
