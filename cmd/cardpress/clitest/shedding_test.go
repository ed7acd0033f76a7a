package clitest

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The shedding game cardpress init --shedding writes has cards that are
// rules data only (docs/rules-data.md), new to Windia War, played by the
// data engine from its rules/game.toml: its examples pass, self-play
// plays it, and one mutated example fails at the line of the step that no
// longer plays as written.
func TestSheddingGameFromData(t *testing.T) {
	t.Parallel()
	game := filepath.Join(t.TempDir(), "shedding")
	if r := cardpress(t, "", "init", "--shedding", game); r.code != 0 || !strings.Contains(r.stdout, "next: cardpress check") {
		t.Fatalf("init --shedding: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// Ten games (50 were five times the CPU): the invariants over many
	// are the engines' long runs' (CARDPRESS_LONG).
	if r := cardpress(t, "", "sim", game, "-n", "10", "--check"); r.code != 0 || !strings.Contains(r.stdout, "Wild Draw4") {
		t.Fatalf("sim: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r := cardpress(t, "", "check", game)
	if r.code != 0 || !regexp.MustCompile(`\n13 passed, 0 failed\n$`).MatchString(r.stdout) || !strings.Contains(r.stdout, "rules: 0 cards use a Go operation") {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	dir := t.TempDir()
	copyTree(t, game, dir)
	chapter := filepath.Join(dir, "manual", "10-rules.md")
	src, err := os.ReadFile(chapter)
	if err != nil {
		t.Fatal(err)
	}
	const good = "→ Carol drew 3; turn: Dave; under the discard pile: Shove"
	line := strings.Count(string(src[:strings.Index(string(src), good)]), "\n") + 1
	mutated := strings.Replace(string(src), good, "→ Carol drew 2; turn: Dave; under the discard pile: Shove", 1)
	os.WriteFile(chapter, []byte(mutated), 0o644)
	r = cardpress(t, "", "check", dir)
	want := regexp.MustCompile(`FAIL .*/manual/10-rules\.md:\d+  Shove passes the attack on with one card more\n     .*/manual/10-rules\.md:` + strconv.Itoa(line) + `:\d+: step: Bob plays Shove\n     expected: Carol drew 2\n     got:      Carol drew 3`)
	if r.code != 1 || !want.MatchString(r.stdout) || !strings.Contains(r.stdout, "12 passed, 1 failed") {
		t.Errorf("mutated example: exit %d, want 1 and a failure at line %d\n%s%s", r.code, line, r.stdout, r.stderr)
	}

	// A card the description cannot play (a Skip without rules: neither a
	// number nor a Wild card) is an error at the card, from its
	// [[card_checks]], as engine/windia's fit check was.
	noRules := t.TempDir()
	copyTree(t, game, noRules)
	cat := filepath.Join(noRules, "catalog.toml")
	csrc, _ := os.ReadFile(cat)
	os.WriteFile(cat, []byte(strings.Replace(string(csrc), "rules = { skip = 1 }\n", "", 1)), 0o644)
	r = cardpress(t, "", "check", noRules)
	if r.code != 1 || !regexp.MustCompile(`catalog\.toml:\d+:1: card "skip": a card that is neither a number card nor a Wild card \(every color\) needs rules`).MatchString(r.stderr) {
		t.Errorf("a Skip without rules: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	// A reason naming another card than the one the rule is about fails at
	// its line, although the rule (the reason's key) is the same.
	const reason = "Alice cannot play red Convoy: Convoy cannot be played alone"
	line = strings.Count(string(src[:strings.Index(string(src), reason)]), "\n") + 1
	mutated = strings.Replace(string(src), reason, "Alice cannot play red Convoy: Double cannot be played alone", 1)
	os.WriteFile(chapter, []byte(mutated), 0o644)
	r = cardpress(t, "", "check", dir)
	want = regexp.MustCompile(`/manual/10-rules\.md:` + strconv.Itoa(line) + `:\d+: step: Alice cannot play red Convoy: Double cannot be played alone\n     expected: rejected: Double cannot be played alone\n     got:      rejected: red Convoy needs a follow-up, and the hand holds none`)
	if r.code != 1 || !want.MatchString(r.stdout) || !strings.Contains(r.stdout, "12 passed, 1 failed") {
		t.Errorf("mutated reason: exit %d, want 1 and a failure at line %d\n%s%s", r.code, line, r.stdout, r.stderr)
	}
}
