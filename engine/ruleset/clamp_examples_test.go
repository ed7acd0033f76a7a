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

// TestClampExamplesOnData plays every example of CLAMP in CARDLAND's
// rulebook on its data description and reports how many pass; the Go
// engine's run (engine/clamp) stays as it is. CARDPRESS_CLAMP_VERBOSE=1
// says why the others fail.
func TestClampExamplesOnData(t *testing.T) {
	examplesOnData(t, onData(t, "clamp-in-cardland"), 39, clampExamplesPassing, "CARDPRESS_CLAMP_VERBOSE")
}

// clampExamplesPassing is how many of the 39 examples play on data today.
const clampExamplesPassing = 33

// TestClampWrongExampleOnData changes one expectation of an example that
// passes on the data description (the colors a payment rests): that
// example fails at the changed line, and no other passing one does.
func TestClampWrongExampleOnData(t *testing.T) {
	dir := onData(t, "clamp-in-cardland")
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
