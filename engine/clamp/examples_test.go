package clamp

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/enginetest"
)

const gameDir = "../../games/clamp-in-cardland"

func gameCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadDir(gameDir)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Every example of the manual passes, and every card is used by one.
func TestManualExamples(t *testing.T) {
	rep, err := enginetest.Check(gameCatalog(t), Engine)
	if err != nil {
		t.Fatal(err)
	}
	if rep.NoEngine {
		t.Fatal("no engine registered for " + GameID)
	}
	for _, r := range rep.Results {
		if !r.Passed {
			t.Errorf("%s:%d %s: line %d: %s: expected %q, got %q", r.File, r.Line, r.Title, r.Failure.Line, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
		}
	}
	if rep.Passed < 35 {
		t.Errorf("only %d examples passed", rep.Passed)
	}
	for _, e := range rep.Uncovered {
		t.Errorf("no example uses %s", e.Name)
	}
}

// checkManual runs one manual chapter against the game's catalog.
func checkManual(t *testing.T, chapter string) *engine.Report {
	t.Helper()
	src, err := os.ReadFile(gameDir + "/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(gameDir + "/rules/text.toml")
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{
		"catalog.toml":      {Data: src},
		"rules/text.toml":   {Data: text},
		"manual/10-test.md": {Data: []byte(chapter)},
	}
	c, err := catalog.LoadFS(fsys, "games/clamp-in-cardland")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := enginetest.Check(c, Engine)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// A wrong example fails at the line of the wrong expectation, with what
// the table shows instead; a wrong step fails at its line with the
// engine's reason.
func TestWrongExampleFailsAtItsLine(t *testing.T) {
	rep := checkManual(t, strings.Join([]string{
		"# 測試",                // 1
		"",                    // 2
		"```example 錯誤的退場判定",  // 3
		"players: Alice, Bob", // 4
		"Alice stage: 烈焰劍士, 見習魔法少女", // 5
		"Bob stage: 影之執事, 神秘的店主",    // 6
		"Alice challenges 海邊的約定",    // 7
		"Alice sends 烈焰劍士, 見習魔法少女",  // 8
		"Bob sends 影之執事, 神秘的店主",     // 9
		"Alice passes",                    // 10
		"Bob passes",                      // 11
		"→ Alice can remove: 2",           // 12: wrong, the source says 1
		"```",                             // 13
		"",                                // 14
		"```example 不能登場",                 // 15
		"players: Alice, Bob",             // 16
		"Alice: 烈焰劍士",                     // 17
		"Alice point area: red, 3 purple", // 18
		"Alice plays 烈焰劍士",                // 19: only one red point
		"```",
	}, "\n"))
	if rep.Failed != 2 {
		t.Fatalf("failed %d, want 2", rep.Failed)
	}
	f := rep.Results[0].Failure
	if rep.Results[0].File != "games/clamp-in-cardland/manual/10-test.md" || rep.Results[0].Line != 3 || f.Line != 12 || f.Got != "1" {
		t.Errorf("first failure %s:%d %+v", rep.Results[0].File, rep.Results[0].Line, f)
	}
	f = rep.Results[1].Failure
	if f.Line != 19 || !strings.Contains(f.Got, "cannot pay 【紅2紫2】 for 烈焰劍士") {
		t.Errorf("second failure %+v", f)
	}
}

// Settings, steps and expectations the game does not know are errors at
// their lines.
func TestExampleErrors(t *testing.T) {
	cases := []struct {
		body string
		line int
		want string
	}{
		{"players: Alice, Bob\nAlice stage: 烈焰劍士, 烈焰劍士\n→ phase: main", 5, "twice on a stage"},
		{"players: Alice, Bob\nAlice stage: 魔法少女的第一天\n→ phase: main", 5, "not a character card"},
		{"players: Alice, Bob\nAlice hand: 烈焰劍士, 烈焰劍士, 烈焰劍士, 烈焰劍士\n→ phase: main", 5, "no 烈焰劍士 left for Alice"},
		{"players: Alice, Bob\nphase: lunch\n→ phase: main", 5, "write one of challenge, main, setup, start"},
		{"players: Alice, Bob\nstage: 烈焰劍士\n→ phase: main", 5, "whose stage?"},
		{"players: Alice, Bob, Carol\n→ phase: main", 3, "a game for 2 players"},
		{"players: Alice, Bob\n→ acting total: 3", 5, "whose acting total?"},
		{"players: Alice, Bob\nAlice stage: 烈焰劍士\nAlice challenges 執事的一日\nAlice sends 烈焰劍士\n→ Alice acting total: 2+3=4", 8, "does not add up"},
	}
	for _, tc := range cases {
		rep := checkManual(t, "# x\n\n```example e\n"+tc.body+"\n```\n")
		if rep.Failed != 1 {
			t.Errorf("%q: failed %d, want 1", tc.body, rep.Failed)
			continue
		}
		f := rep.Results[0].Failure
		if f.Line != tc.line || !strings.Contains(f.Got, tc.want) {
			t.Errorf("%q: failure at line %d %q, want line %d %q", tc.body, f.Line, f.Got, tc.line, tc.want)
		}
	}
}
