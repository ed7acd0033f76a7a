package ruleset_test

import (
	"slices"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/folder"
)

// Veiled Court's [tell] tells a number as its noun agrees with it (one,
// zero), a yes-or-no by its value (by) and a count of cards with zero:
// "Alice has 1 token", "Bob has no tokens", "Alice is not shielded",
// "the deck is empty", not "Alice's token count is 1".
func TestTellAgreesWithItsNumber(t *testing.T) {
	g, err := folder.Load("../../games/veiled-court", registry)
	if err != nil {
		t.Fatal(err)
	}
	v := engine.NewVocabulary(g.Catalog, g.Rules)
	ex, err := v.Parse("t.md", 1, "t", `players: Alice, Bob
turn: Alice
Alice: Sentry, Duelist
Alice shielded: yes
Alice tokens: 1
Bob tokens: 2
Bob: Warden
Alice plays Sentry (Duelist)
→ Alice shielded: no; Bob tokens: 2; Alice tokens: 1; deck: 0 cards`)
	if err != nil {
		t.Fatal(err)
	}
	told, err := v.Tell(ex, "en")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range append(told.Situation, told.Steps...) {
		got = append(got, strings.TrimSpace(l.Text+" "+l.Outcome))
	}
	want := []string{
		"It is Alice's turn.",
		"Alice holds Sentry, Duelist.",
		"Alice is shielded.",
		"Alice has 1 token.",
		"Bob has 2 tokens.",
		"Bob holds Warden.",
		"Alice plays Sentry (Duelist). Alice is not shielded, and Bob has 2 tokens. Alice has 1 token, and the deck is empty.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("told:\n got %q\nwant %q", got, want)
	}
}
