package ruleset

import (
	"fmt"
	"testing"
)

// colorPayRules pays a cost by color from a player's point cards (Windia
// War's cards: one-color, two-color and Wild): n is 1 when
// can_pay_colors finds the cost payable, then pay_colors pays it.
func colorPayRules(cost, wild string) string {
	return `[game]
players = { min = 2, max = 2 }
deck = "draw_pile"
[zones.draw_pile]
seen = "nobody"
[zones.points]
owner = "player"
[zones.hand]
owner = "player"
seen = "owner"
hand = true
[setup]
do = ["move_top(1, draw_pile, hand[*])", "move_top(1, draw_pile, points[*])"]
[card_vars.resting]
type = "bool"
[vars.n]
type = "int"
[actions.play]
verb = "plays"
card = "hand"
do = ["n = 0", "if can_pay_colors(points, resting, ` + cost + `) then n = 1", "pay_colors(points, resting, ` + cost + `, ` + wild + `)"]
`
}

// TestColorPayAgrees: whenever can_pay_colors finds a cost payable,
// pay_colors turns as many cards as the cost has points; a two-color card
// pays a colored point of either of its colors and a generic point like
// any other card.
func TestColorPayAgrees(t *testing.T) {
	c := gameCatalog(t, "windia-war")
	for _, tc := range []struct {
		points     []string
		cost, wild string
		can        bool
		resting    []int64 // bottom first
	}{
		// The blue point pays the colored part; only the two-color card
		// is left for the generic point.
		{[]string{"blue 5", "red-green Direct"}, "'blue', 1, 1", "'yellow'", true, []int64{1, 1}},
		{[]string{"red-green Direct"}, "'green', 1, 0", "'yellow'", true, []int64{1}},
		{[]string{"red-green Direct"}, "'blue', 1, 0", "'yellow'", false, nil},
		{[]string{"red-green Direct", "Wild"}, "'red', 0, 2", "'blue'", true, []int64{1, 1}},
		// The wild color's card pays the generic point first.
		{[]string{"red 3", "red-green Direct", "blue 5"}, "'red', 1, 1", "'green'", true, []int64{1, 1, 0}},
		{[]string{"Wild"}, "'red', 0, 2", "'blue'", false, nil},
	} {
		name := fmt.Sprintf("%v pays %s", tc.points, tc.cost)
		g, err := Compile(c, "rules/game.toml", []byte(colorPayRules(tc.cost, tc.wild)))
		if err != nil {
			t.Fatal(err)
		}
		s := g.newState(2, 1)
		byName := map[string][]int{}
		for k, f := range g.cardFace {
			byName[g.faces[f].name] = append(byName[g.faces[f].name], k)
		}
		take := func(name string, zone int) int {
			ks := byName[name]
			if len(ks) == 0 {
				t.Fatalf("no card %q in the catalog", name)
			}
			byName[name] = ks[1:]
			s.move(ks[0], zone)
			return ks[0]
		}
		for _, p := range tc.points {
			take(p, s.zb[g.zoneIndex("points")])
		}
		played := take("yellow 1", s.zb[g.zoneIndex("hand")])
		if err := s.Apply(encode(0, int(g.cardFace[played]))); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := s.Var("n", 0) == 1; got != tc.can {
			t.Errorf("%s: can_pay_colors %v, want %v", name, got, tc.can)
			continue
		}
		if !tc.can {
			continue
		}
		rows := s.CardVars("points", 0, "resting")
		for i, want := range tc.resting {
			if got := rows[len(rows)-1-i][0]; got != want {
				t.Errorf("%s: %s resting %d, want %d", name, tc.points[i], got, want)
			}
		}
	}
}
