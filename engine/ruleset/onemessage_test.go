package ruleset

import (
	"os"
	"strings"
	"testing"
)

// TestOneTextOneMessage: one rules text gives one error message, run after
// run. Veiled Court without its let regent_held: the message lists the
// names known, the lets among them, which came in the order of a map
// (review6: "card, opp, open" or "card, open, opp"). Mutation: names()
// appending the lets as the map ranges: 8 compiles give 2 or 3 messages.
func TestOneTextOneMessage(t *testing.T) {
	c := gameCatalog(t, "veiled-court")
	src, err := os.ReadFile("../../games/veiled-court/rules/game.toml")
	if err != nil {
		t.Fatal(err)
	}
	let := "regent_held = \"any(hand, it.id == 'regent')\"\n"
	if !strings.Contains(string(src), let) {
		t.Fatalf("Veiled Court's rules no longer hold %q", let)
	}
	edited := []byte(strings.Replace(string(src), let, "", 1))
	seen := map[string]bool{}
	for range 8 {
		_, err := Compile(c, "g/rules/game.toml", edited)
		if err == nil {
			t.Fatal("Veiled Court without regent_held compiled")
		}
		seen[err.Error()] = true
	}
	if len(seen) > 1 {
		for m := range seen {
			t.Logf("one of %d messages: %.400s", len(seen), m)
		}
		t.Errorf("one rules text, %d different error messages", len(seen))
	}
}
