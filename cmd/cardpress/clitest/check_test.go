package clitest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// brokenGame writes a copy of Shedding's catalog and rules description
// with one manual chapter holding a passing and a failing example:
// Shedding, Windia War's rules as data for fewer cards (19, Skip and
// Reverse among them), loads at half the CPU of Windia War.
func brokenGame(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "rules"), 0o755)
	for _, file := range []string{"catalog.toml", "rules/game.toml"} {
		src, err := os.ReadFile(filepath.Join("../../../games/shedding", file))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, file), src, 0o644)
	}
	os.Mkdir(filepath.Join(dir, "manual"), 0o755)
	chapter := strings.Join([]string{
		"# Examples",
		"",
		"```example Skip passes",
		"players: Alice, Bob, Carol",
		"play card: red 3",
		"Alice: red Skip, 4 more",
		"Alice plays red Skip",
		"→ turn: Carol",
		"```",
		"",
		"```example Skip wrongly written",
		"players: Alice, Bob, Carol",
		"play card: red 3",
		"Alice: red Skip, 4 more",
		"Alice plays red Skip",
		"→ turn: Bob",
		"```",
	}, "\n")
	os.WriteFile(filepath.Join(dir, "manual", "10-x.md"), []byte(chapter), 0o644)
	return dir
}

func TestCheckCLI(t *testing.T) {
	t.Parallel()
	broken := brokenGame(t)
	tests := []cliCase{
		{name: "default game passes", args: []string{"check"}, code: 0,
			stdout: `(?s)^ok   games/windia-war/manual/60-examples\.md:\d+  .*card coverage: 35 of 35 cards used by an example played \(100%\); rules: 0 cards use a Go operation\n\d{3} passed, 0 failed\n$`},
		{name: "failure with file:line, step, expected and got", args: []string{"check", broken}, code: 1,
			stdout: `(?s)ok   .*/manual/10-x\.md:3  Skip passes\nFAIL .*/manual/10-x\.md:11  Skip wrongly written\n     .*/manual/10-x\.md:16:3: step: Alice plays red Skip\n     expected: turn: Bob\n     got:      turn: Carol .*\n1 passed, 1 failed\n$`},
		{name: "run filters by title", args: []string{"check", broken, "--run", "passes"}, code: 0,
			stdout: `(?s)Skip passes\n.*1 passed, 0 failed\n$`},
		{name: "run filters by file:line", args: []string{"check", broken, "--run", `10-x\.md:11$`}, code: 1,
			stdout: `(?s)^FAIL .*0 passed, 1 failed\n$`},
		{name: "bad pattern", args: []string{"check", "../../../games/skirmish", "--run", "("}, code: 2, stderr: `--run: error parsing regexp`},
		{name: "help", args: []string{"check", "--help"}, code: 0, stdout: `usage: cardpress check \[GAME_DIR\]`},
	}
	runCLICases(t, tests)
}

func TestCheckJSON(t *testing.T) {
	t.Parallel()
	r := cardpress(t, "", "check", brokenGame(t), "--json")
	if r.code != 1 {
		t.Fatalf("exit code %d: %s", r.code, r.stderr)
	}
	var out struct {
		Passed, Failed, Cards int
		Results               []struct {
			File    string
			Line    int
			Passed  bool
			Failure *struct {
				Line          int
				Expected, Got string
			}
		}
		Uncovered []struct{ ID string }
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%v\n%s", err, r.stdout)
	}
	if out.Passed != 1 || out.Failed != 1 || len(out.Results) != 2 || out.Cards != 19 || len(out.Uncovered) != 18 {
		t.Fatalf("summary %+v", out)
	}
	f := out.Results[1]
	if f.Passed || f.Line != 11 || f.Failure == nil || f.Failure.Line != 16 || f.Failure.Expected != "turn: Bob" {
		t.Errorf("failure %+v %+v", f, f.Failure)
	}
}

// A malformed example is a failure at its line, with a clear message.
func TestCheckMalformedExample(t *testing.T) {
	t.Parallel()
	dir := brokenGame(t)
	os.WriteFile(filepath.Join(dir, "manual", "20-y.md"), []byte("```example Typo\nplayers: Alice, Bob\nAlice plays red Sikp\n```\n"), 0o644)
	r := cardpress(t, "", "check", dir, "--run", "Typo")
	if r.code != 1 || !strings.Contains(r.stdout, `/manual/20-y.md:3`) || !strings.Contains(r.stdout, `unknown card "Sikp"; did you mean "Skip"?`) {
		t.Errorf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
