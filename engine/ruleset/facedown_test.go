package ruleset

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"cardpress/diag"
	"cardpress/engine"
)

// faceDownRules is a small game on BlackPoker's deck: a field everyone
// sees, where a card lies face down while its down variable is true.
const faceDownRules = `[game]
players = { min = 2, max = 2 }
deck = "deck"
set = "deck"
[zones.deck]
seen = "nobody"
[zones.hand]
owner = "player"
seen = "owner"
hand = true
[zones.field]
owner = "player"
picture = "row"
[card_vars.down]
type = "bool"
face_down = true
say = { en = "face down" }
[actions.place]
verb = "plays"
card = "hand"
do = ["move(card, field)", "card.down = true"]
[setup]
do = ["shuffle(deck)", "move_top(2, deck, hand[*])"]
`

// faceDownTable lays a face-down card on P1's field, over ♥3 face up;
// the other cards stay in the deck.
func faceDownTable(t *testing.T, g *Game, down string) *State {
	t.Helper()
	s := g.newState(2, 1)
	field := s.zb[g.zoneIndex("field")]
	for k, f := range g.cardFace {
		switch g.faces[f].name {
		case down:
			s.move(k, field)
			s.cvars[k*len(g.cvars)+g.cvarIndex("down")] = 1
		case "heart 3":
			s.move(k, field)
		}
	}
	return s
}

// TestFaceDown: a face-down card is hidden from the other player only —
// two tables that differ in which card lies face down look the same to
// P2, not to P1 — and a determinization deals another card into its
// place, which stays face down; the face-up card stays. A picture shows
// its back.
func TestFaceDown(t *testing.T) {
	g, err := Compile(pokerCatalog(t), "rules/game.toml", []byte(faceDownRules))
	if err != nil {
		t.Fatal(err)
	}
	a, b := faceDownTable(t, g, "spade 7"), faceDownTable(t, g, "diamond 9")
	field := func(s engine.State) string {
		x := s.(*State)
		return fmt.Sprint(x.Cards("field", 0), x.CardVars("field", 0, "down"))
	}
	if fa, fb := field(a.Observe(1)), field(b.Observe(1)); fa != fb {
		t.Errorf("P2 sees which card lies face down: %s and %s", fa, fb)
	}
	if fa, fb := field(a.Observe(0)), field(b.Observe(0)); fa == fb {
		t.Errorf("P1 does not see its own face-down card: %s", fa)
	}
	if got := a.Cards("field", 0); !slices.Equal(got, []string{"spade 7", "heart 3"}) {
		t.Fatalf("field, top first: %v", got)
	}
	// The rulebook's picture shows its back.
	if pile := a.Scene().Areas[0].Piles[1]; pile.Zone != "field" || len(pile.Cards) != 2 || pile.Cards[0].Name != "heart 3" || pile.Cards[1].Name != "(a card)" {
		t.Errorf("picture of the field: %+v, want heart 3 and a back", pile)
	}
	r := engine.NewRand(5)
	dealt := map[string]bool{}
	for range 20 {
		d := a.Determinize(1, &r).(*State)
		f, vars := d.Cards("field", 0), d.CardVars("field", 0, "down")
		if f[1] != "heart 3" || vars[0][0] != 1 || vars[1][0] != 0 {
			t.Fatalf("determinized field %v %v: want heart 3 face up on a face-down card", f, vars)
		}
		if err := d.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		dealt[f[0]] = true
	}
	if len(dealt) < 2 {
		t.Errorf("20 determinizations dealt only %v face down", dealt)
	}
}

// TestFaceDownLint: face_down is a true-or-false state.
func TestFaceDownLint(t *testing.T) {
	_, err := Compile(pokerCatalog(t), "rules/game.toml", []byte(strings.Replace(faceDownRules, "type = \"bool\"\nface_down = true\nsay = { en = \"face down\" }", "type = \"int\"\nface_down = true", 1)+"[card_vars.other]\ntype = \"bool\"\nface_down = 1\n"))
	list, ok := err.(diag.List)
	if !ok {
		t.Fatalf("got %v, want a diag.List", err)
	}
	got := list.Error()
	for _, w := range []string{
		`rules/game.toml:16:13: a card lies face down by a true-or-false state (type = "bool")`,
		`face_down is true or false`,
	} {
		if !strings.Contains(got, w) {
			t.Errorf("missing %q in\n%s", w, got)
		}
	}
}

// TestPictureNone: a zone drawn as none (Hearts' deck) is left out of an
// example's picture; drawn by default, the same deck is a middle stack.
func TestPictureNone(t *testing.T) {
	for _, c := range []struct {
		picture string
		want    int
	}{{"", 1}, {"picture = \"none\"\n", 0}} {
		rules := strings.Replace(faceDownRules, "[zones.deck]\n", "[zones.deck]\n"+c.picture, 1)
		g, err := Compile(pokerCatalog(t), "rules/game.toml", []byte(rules))
		if err != nil {
			t.Fatal(err)
		}
		sc := faceDownTable(t, g, "spade 7").Scene()
		decks := 0
		for _, p := range sc.Middle {
			if p.Zone == "deck" {
				decks++
			}
		}
		if decks != c.want {
			t.Errorf("deck with %q: %d deck piles in the picture, want %d", c.picture, decks, c.want)
		}
		if len(sc.Areas[0].Piles) != 2 {
			t.Errorf("deck with %q: P1's area %+v, want its hand and field", c.picture, sc.Areas[0].Piles)
		}
	}
}
