package ruleset

import (
	"fmt"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/diag"
)

// pokerRules is a small game on BlackPoker's standard deck: playing a card
// of the hand sets bit i of n for each combination pokerHands[i] the
// shown cards that fit which make.
func pokerRules(which string) string {
	var do []string
	for i, h := range pokerHands {
		do = append(do, fmt.Sprintf(`"if poker_hand(shown, '%s', %s) then n += %d"`, h, which, 1<<i))
	}
	return `[game]
players = { min = 2, max = 2 }
deck = "deck"
set = "deck"
[zones.deck]
seen = "nobody"
[zones.shown]
owner = "player"
[zones.hand]
owner = "player"
seen = "owner"
hand = true
[vars.n]
type = "int"
[actions.look]
verb = "plays"
card = "hand"
do = ["n = 0", "move(card, shown)", "move(card, hand)", ` + strings.Join(do, ", ") + `]
`
}

func pokerCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	c := gameCatalog(t, "blackpoker")
	return c
}

// TestPokerHand: the cards shown are exactly each combination they make;
// an ace follows a king but not the other way round; a Joker makes none;
// the condition picks the cards asked of.
func TestPokerHand(t *testing.T) {
	c := pokerCatalog(t)
	for _, tc := range []struct {
		shown []string
		which string
		want  []string
	}{
		{[]string{"spade 7", "heart 7"}, "true", []string{"pair"}},
		{[]string{"spade 7", "heart 8"}, "true", []string{"straight"}},
		{[]string{"spade A", "spade J"}, "true", []string{"flush"}},
		{[]string{"spade 10", "spade J", "spade Q", "spade K", "spade A"}, "true", []string{"straight", "flush", "straight_flush", "royal_flush"}},
		{[]string{"spade 9", "spade 10", "spade J", "spade Q", "spade K"}, "true", []string{"straight", "flush", "straight_flush"}},
		{[]string{"heart A", "heart 2", "heart 3", "heart 4", "heart 5"}, "true", []string{"straight", "flush", "straight_flush"}},
		{[]string{"spade Q", "heart K", "diamond A", "club 2"}, "true", nil},
		{[]string{"spade 7", "heart 7", "diamond 7", "club 9", "spade 9"}, "true", []string{"full_house"}},
		{[]string{"spade 7", "heart 7", "club 9", "spade 9"}, "true", []string{"two_pair"}},
		{[]string{"spade 7", "heart 7", "diamond 7"}, "true", []string{"three_of_a_kind"}},
		{[]string{"spade 7", "heart 7", "diamond 7", "club 7"}, "true", []string{"four_of_a_kind"}},
		{[]string{"spade 7", "Joker"}, "true", nil},
		{[]string{"spade 7"}, "true", nil},
		{[]string{"spade 7", "heart 7", "diamond 2"}, "it.number == 7", []string{"pair"}},
		{[]string{"spade 7", "heart 7", "diamond 2"}, "true", nil},
	} {
		g, err := Compile(c, "rules/game.toml", []byte(pokerRules(tc.which)))
		if err != nil {
			t.Fatal(err)
		}
		s := g.newState(2, 1)
		byName := map[string][]int{}
		for k, f := range g.cardFace {
			byName[g.faces[f].name] = append(byName[g.faces[f].name], k)
		}
		take := func(name, zone string) int {
			ks := byName[name]
			if len(ks) == 0 {
				t.Fatalf("no card %q in the catalog", name)
			}
			byName[name] = ks[1:]
			s.move(ks[0], s.zb[g.zoneIndex(zone)])
			return ks[0]
		}
		for _, n := range tc.shown {
			take(n, "shown")
		}
		played := take("club K", "hand")
		if err := s.Apply(encode(0, int(g.cardFace[played]))); err != nil {
			t.Fatalf("%v: %v", tc.shown, err)
		}
		var got []string
		for i, h := range pokerHands {
			if s.Var("n", 0)&(1<<i) != 0 {
				got = append(got, h)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%v (%s): %v, want %v", tc.shown, tc.which, got, tc.want)
		}
	}
}

// TestPokerHandLint: an unknown combination is an error at its column
// with the nearest one, and so is a combination not written as a word.
func TestPokerHandLint(t *testing.T) {
	c := pokerCatalog(t)
	_, err := Compile(c, "rules/game.toml", []byte(strings.Replace(pokerRules("true"), `"n = 0"`, `"n = 0", "if poker_hand(shown, 'flsuh', true) then n = 1", "if poker_hand(shown, n, true) then n = 1", "if poker_hand(shown, 'pair') then n = 1"`, 1)))
	list, ok := err.(diag.List)
	if !ok {
		t.Fatalf("got %v, want a diag.List", err)
	}
	got := list.Error()
	for _, w := range []string{
		`unknown combination "flsuh"; did you mean "flush"?`,
		`the combination is written as a word: one of pair, two_pair`,
		`poker_hand takes 3 argument(s): poker_hand(zone, 'combination', condition of it)`,
	} {
		if !strings.Contains(got, w) {
			t.Errorf("missing %q in\n%s", w, got)
		}
	}
}
