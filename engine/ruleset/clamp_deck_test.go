package ruleset_test

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
)

// The catalog's [deck] rules reject every illegal CLAMP in CARDLAND deck
// with a clear error: exactly 40 character and event cards, at most 3 of a
// card, exactly 5 story cards, their points at most 10, distinct names.
func TestClampIllegalDecks(t *testing.T) {
	src, err := os.ReadFile(clampDir + "/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	legal, err := os.ReadFile(clampDir + "/decks/sample.toml")
	if err != nil {
		t.Fatal(err)
	}
	// The legal sample deck, with one line changed.
	deck := func(from, to string) string {
		s := string(legal)
		if !strings.Contains(s, from) {
			t.Fatalf("the sample deck has no line %q", from)
		}
		return strings.Replace(s, from, to, 1)
	}
	cases := []struct {
		rule, deck, want string
	}{
		{"39 cards", deck("unexpected-reunion = 3", "unexpected-reunion = 2"), "the deck holds 39 cards; it must hold exactly 40"},
		{"41 cards", deck("stray-kitten = 2", "stray-kitten = 3"), "the deck holds 41 cards; it must hold exactly 40"},
		{"4 copies", deck("stray-kitten = 2\nmysterious-shopkeeper = 2", "stray-kitten = 4"), `holds 4 copies of "流浪的小貓" (stray-kitten); at most 3 of one card are allowed`},
		{"a story in the deck", deck("unexpected-reunion = 3", "unexpected-reunion = 2\nfinal-stage = 1"), `may hold only character or event cards, but "final-stage" is a story card`},
		{"4 stories", deck("butlers-day = 1\n", ""), "part 故事牌 holds 4 cards; it must hold exactly 5"},
		{"6 stories", deck("butlers-day = 1", "butlers-day = 1\nkittens-walk = 1"), "part 故事牌 holds 6 cards; it must hold exactly 5"},
		{"12 points", deck("first-day-of-magic = 1", "kittens-walk = 1"), "the points of part 故事牌 add up to 12; at most 10 are allowed"},
		{"a name twice", deck("first-day-of-magic = 1\npromise-by-the-sea = 1", "first-day-of-magic = 2"), `holds "魔法少女的第一天" twice; its cards must all have different names`},
		{"a character among the stories", deck("butlers-day = 1", "flame-swordsman = 1"), `may hold only story cards, but "flame-swordsman" is a character card`},
	}
	for _, tc := range cases {
		fsys := fstest.MapFS{
			"catalog.toml":   {Data: src},
			"decks/bad.toml": {Data: []byte(tc.deck)},
		}
		_, err := catalog.LoadFS(fsys, "games/clamp-in-cardland")
		if err == nil {
			t.Errorf("%s: the deck was accepted", tc.rule)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "games/clamp-in-cardland/decks/bad.toml:") {
			t.Errorf("%s: %v\nwant %q at decks/bad.toml", tc.rule, err, tc.want)
		}
	}
	fsys := fstest.MapFS{"catalog.toml": {Data: src}, "decks/ok.toml": {Data: legal}}
	if _, err := catalog.LoadFS(fsys, "games/clamp-in-cardland"); err != nil {
		t.Errorf("the sample deck: %v", err)
	}
}
