package ruleset

import (
	"strings"
	"testing"

	"cardpress/diag"
)

// sheddingRules is a small shedding game on Windia War's cards that uses
// the primitives Windia War's description added, with the effects and
// conditions given: a pile in order, put under, a card's several colors,
// words a card's rules list, and effects in sequence and in a loop.
func sheddingRules(game, play string) string {
	return `[game]
players = { min = 2, max = 4 }
deck = "draw_pile"
` + game + `
[zones.draw_pile]
seen = "nobody"
[zones.discard]
[zones.hand]
owner = "player"
seen = "owner"
hand = true
[vars.color]
type = "color"
[vars.n]
type = "int"
[actions.play]
verb = "plays"
card = "hand"
do = [` + play + `]
`
}

func compileShedding(t *testing.T, game, play string) (*Game, error) {
	t.Helper()
	return Compile(gameCatalog(t, "windia-war"), "rules/game.toml", []byte(sheddingRules(game, play)))
}

// TestSheddingPrimitivesLint: each new primitive misused is reported at
// its line and column with what would be right.
func TestSheddingPrimitivesLint(t *testing.T) {
	_, err := compileShedding(t, `shuffle = "sideways"`,
		`"if contains(card.rules.attack.answers, 'pas-on') then n = 1", "if contains(card.rules.atack.answers, 'protect') then n = 1", "if shows(card, 'purple') then n = 1", "do()", "while(n < 3)", "move_under(card, hand[*])", "if has(card.rules.turn_option) then n = 1"`)
	list, ok := err.(diag.List)
	if !ok {
		t.Fatalf("got %v, want a diag.List", err)
	}
	got := list.Error()
	for _, w := range []string{
		`rules/game.toml:4:11: shuffle is "top first" or "bottom first", not "sideways"`,
		`no card lists "pas-on" under rules.attack.answers; did you mean "pass-on"?`,
		`no card of the catalog lists words under rules.atack.answers; did you mean "attack.answers"?`,
		`unknown color "purple"`,
		`do(effect, effect, …) needs at least one effect`,
		`while(condition, effect)`,
		`no card of the catalog has rules.turn_option; did you mean "turn_options"?`,
		`one zone is wanted here, not every player's`,
	} {
		if !strings.Contains(got, w) {
			t.Errorf("missing %q in\n%s", w, got)
		}
	}
}

// TestSheddingPrimitivesPlay plays the primitives: move_under puts the
// card at the bottom of the pile, the top card staying; do runs its
// effects in order; while stops when its condition fails, and at
// maxLoops when it never does, which the invariants report; shows and nth_color read each color of a
// two-color card; contains reads a card's list of words.
func TestSheddingPrimitivesPlay(t *testing.T) {
	g, err := compileShedding(t, "shuffle = \"bottom first\"\n[setup]\ndo = [\"move_top(1, draw_pile, hand[*])\"]", `"move_under(card, discard)", "n = 0", "while(n < 5, do(n += 2, n -= 1))",
		"if shows(card, 'red') && shows(card, 'green') && nth_color(card, 0) == 'red' && nth_color(card, 1) == 'green' && nth_color(card, 2) == none then n += 100",
		"if contains(card.rules.turn_options, 'reverse') then n += 1000",
		"while(true, n += 1)"`)
	if err != nil {
		t.Fatal(err)
	}
	s := g.newState(2, 1)
	direct, five := -1, -1
	for k, f := range g.cardFace {
		switch g.faces[f].name {
		case "red-green Direct":
			direct = k
		case "blue 5":
			five = k
		}
	}
	hand, disc := s.zb[g.zoneIndex("hand")], s.zb[g.zoneIndex("discard")]
	s.move(five, disc)
	s.move(direct, hand)
	if err := s.Apply(encode(0, int(g.cardFace[direct]))); err != nil {
		t.Fatal(err)
	}
	if d := s.Cards("discard", 0); len(d) != 2 || d[0] != "blue 5" || d[1] != "red-green Direct" {
		t.Errorf("discard pile, top first: %v, want [blue 5 red-green Direct]", d)
	}
	if n := s.Var("n", 0); n != 5+100+1000+maxLoops {
		t.Errorf("n = %d, want %d", n, 5+100+1000+maxLoops)
	}
	// The while that never ends is the description's mistake: the
	// invariants fail naming it, the first while (which ended) is not.
	err = s.CheckInvariants()
	if want := "while at rules/game.toml:24:4 ran 64 times and its condition still holds"; err == nil || err.Error() != want {
		t.Errorf("invariants: %v, want %s", err, want)
	}
}
