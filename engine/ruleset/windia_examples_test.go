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

// TestWindiaExamplesOnData plays every example of Windia War's rulebook
// on its data description and reports how many pass; the Go engine's run
// (engine/windia) stays as it is. CARDPRESS_WINDIA_VERBOSE=1 says why the
// others fail.
func TestWindiaExamplesOnData(t *testing.T) {
	examplesOnData(t, "windia-war", 173, windiaExamplesPassing, "CARDPRESS_WINDIA_VERBOSE")
}

// windiaExamplesPassing is how many of the 173 examples play on data
// today: raise it as more do, never lower it.
const windiaExamplesPassing = 173

// TestWindiaWrongExampleOnData changes one expectation of an example that
// passes on the data description (whose turn a Skip gives): that example
// fails at the changed line, saying whose turn it is, and no other
// passing one does.
func TestWindiaWrongExampleOnData(t *testing.T) {
	t.Parallel()
	dir := onData(t, "windia-war")
	file := filepath.Join(dir, "manual", "60-examples.md")
	const title = "```example Skip：次のプレイヤーを飛ばす\n"
	old := "アリスが赤Skipを出す\n→ ターン：キャロル；進行方向：時計回り\n"
	src, _ := os.ReadFile(file)
	ex := strings.Index(string(src), title)
	at := strings.Index(string(src[ex:]), old)
	if ex < 0 || at < 0 {
		t.Fatalf("no example %q with %q in 60-examples.md", title, old)
	}
	line := strings.Count(string(src[:ex+at]), "\n") + 2
	gametest.Edit(t, file, title+string(src[ex+len(title):ex+at])+old, title+string(src[ex+len(title):ex+at])+strings.Replace(old, "キャロル", "ボブ", 1))
	g, _ := folder.Load(dir, registry)
	if g.Engine == nil {
		t.Fatal("the data description does not load")
	}
	rep := engine.Check(g.Catalog, g.Engine, g.Examples(), engine.Options{})
	if rep.Passed != windiaExamplesPassing-1 {
		t.Errorf("%d examples pass, want %d", rep.Passed, windiaExamplesPassing-1)
	}
	for _, r := range rep.Results {
		if f := r.Failure; f != nil && f.Line == line && strings.HasSuffix(f.Pos.File, "60-examples.md") && strings.Contains(f.Got, "キャロル") {
			return
		}
	}
	t.Errorf("no example fails at 60-examples.md:%d saying it is Carol's turn", line)
}
