package clitest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/internal/gametest"
)

// starterWith writes a copy of the starter game (no engine) with its
// catalog edited by the replacements old → new, and a chapter holding one
// rule example when example is set.
func starterWith(t *testing.T, example bool, edits ...string) string {
	t.Helper()
	dir := t.TempDir()
	src, err := os.ReadFile("../../../games/starter/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	cat := string(src)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(cat, edits[i]) {
			t.Fatalf("the starter catalog has no %q to edit", edits[i])
		}
		cat = strings.Replace(cat, edits[i], edits[i+1], 1)
	}
	os.WriteFile(filepath.Join(dir, "catalog.toml"), []byte(cat), 0o644)
	os.Mkdir(filepath.Join(dir, "manual"), 0o755)
	chapter := "# Rules\n\nPlay a card of the same color.\n"
	if example {
		chapter += "\n```example A number on its color\nplayers: Alice, Bob\nAlice: red 2, 3 more\nAlice plays red 2\n→ turn: Bob\n```\n"
	}
	os.WriteFile(filepath.Join(dir, "manual", "10-rules.md"), []byte(chapter), 0o644)
	return dir
}

// A check that played nothing has checked nothing: examples without an
// engine fail it, with what to add, and no coverage is claimed.
func TestCheckWithoutAnEngineFails(t *testing.T) {
	t.Parallel()
	dir := starterWith(t, true)
	r := cardpress(t, "", "check", dir)
	if r.code != 1 {
		t.Errorf("exit code %d, want 1\nstdout: %s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
	want := `catalog.toml:6:6: My Game has 1 rule example, but no rules engine plays game "my-game", so none was played: add engine = "ID" to [game] naming the engine whose rules they follow (blackpoker, data)`
	if !strings.Contains(r.stderr, want) {
		t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
	}
	if strings.Contains(r.stdout, "coverage") || strings.Contains(r.stdout, "no example:") {
		t.Errorf("coverage printed although no example ran:\n%s", r.stdout)
	}
	v := cardpress(t, "", "validate", dir)
	if v.code != 0 || !strings.Contains(v.stdout, "1 rule example read, but no rules engine plays them (check fails)") {
		t.Errorf("validate (exit %d) does not say the example is not played:\n%s%s", v.code, v.stdout, v.stderr)
	}
	// Without examples nothing is played: no coverage is claimed (and
	// the check does not pass, TestCheckOfNothingFails).
	if r := cardpress(t, "", "check", starterWith(t, false)); strings.Contains(r.stdout, "coverage") {
		t.Errorf("a game without examples: exit %d, stdout:\n%s%s", r.code, r.stdout, r.stderr)
	}
}

// --run leaves examples out: the cards only they use are not covered.
func TestCoverageCountsOnlyExamplesRun(t *testing.T) {
	t.Parallel()
	dir := brokenGame(t)
	more := "\n\n```example Reverse turns\nplayers: Alice, Bob, Carol\nplay card: red 3\nAlice: red Reverse, 4 more\nAlice plays red Reverse\n→ turn: Carol\n```\n"
	f, err := os.OpenFile(filepath.Join(dir, "manual", "10-x.md"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(more)
	f.Close()
	for run, want := range map[string]string{"passes": "1 of 19", "Reverse": "1 of 19", "Skip|Reverse": "2 of 19"} {
		r := cardpress(t, "", "check", dir, "--run", run)
		if !strings.Contains(r.stdout, "card coverage: "+want+" cards used by an example played") {
			t.Errorf("--run %s: want coverage %s:\n%s", run, want, r.stdout)
		}
	}
}

// An engine is checked against the catalog when the game loads: a
// misspelt engine, player counts beyond it, cards it cannot play, cards
// it deals that the catalog does not have.
func TestEngineMustFitTheCatalog(t *testing.T) {
	t.Parallel()
	engine := func(id string) []string {
		return []string{`language = "en"`, "language = \"en\"\nengine = \"" + id + "\""}
	}
	misspelt := starterWith(t, true, engine("blackpokr")...)
	twoPlayers := starterWith(t, true, engine("blackpoker")...)
	tests := []cliCase{
		{name: "unknown engine: validate", args: []string{"validate", misspelt}, code: 1,
			stderr: `catalog.toml:9:10: \[game\] engine = "blackpokr" names no rules engine; did you mean "blackpoker"\?\n1 error`},
		{name: "unknown engine: check", args: []string{"check", misspelt}, code: 1,
			stderr: `catalog.toml:9:10: \[game\] engine = "blackpokr" names no rules engine; did you mean "blackpoker"\?`},
		{name: "unknown engine far from any", args: []string{"check", starterWith(t, true, engine("chess")...)}, code: 1,
			stderr: `engine = "chess" names no rules engine; known: blackpoker, data`},
		{name: "a two-player engine", args: []string{"validate", twoPlayers}, code: 1,
			stderr: `catalog.toml:10:28: \[game\] players.max = 6, but the BlackPoker rules engine seats 2 players: lower it to 2`},
		{name: "cards the two-player engine does not deal", args: []string{"check", twoPlayers}, code: 1,
			stderr: `catalog.toml:9:10: \[game\] the BlackPoker rules engine deals each player a standard deck \(A–K of spade, heart, diamond and club, two Jokers\), but this catalog has no color "spade", "heart", "diamond", "club" and no card "joker", "a", "4", "5", "6", "7", "8", "9", "10", "j", "q", "k": add them, or choose another engine`},
	}
	runCLICases(t, tests)
}

// A game on the data engine prints on its box the players its rules
// description seats: a catalog that says otherwise is an error at its
// value, with the count the description gives.
func TestDataPlayersMustAgree(t *testing.T) {
	t.Parallel()
	dir := gametest.Copy(t, "shedding")
	gametest.Edit(t, filepath.Join(dir, "catalog.toml"), "players = { min = 2, max = 8 }", "players = { min = 3, max = 10 }")
	r := cardpress(t, "", "validate", dir)
	for _, want := range []string{
		"catalog.toml:14:19: [game] players.min = 3, but the rules description (rules/game.toml, [game] players) seats 2 to 8 players: make them agree (min = 2)",
		"catalog.toml:14:28: [game] players.max = 10, but the rules description (rules/game.toml, [game] players) seats 2 to 8 players: make them agree (max = 8)",
	} {
		if r.code != 1 || !strings.Contains(r.stderr, want) {
			t.Errorf("exit %d, want 1 and %q in:\n%s", r.code, want, r.stderr)
		}
	}
}
