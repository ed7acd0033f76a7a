package ruleset

import (
	"testing"

	"cardpress/engine"
)

// TestZoneOfThePlayerToMove reads a zone named without a player (hand:
// the player to move's, read without a call) by each way a reference is
// read — a count, a walk over its cards, its top card — and compares it
// with the same zone named with the player (hand[player]) and with the
// state, in the states of random Windia War rounds, where the player to
// move changes.
func TestZoneOfThePlayerToMove(t *testing.T) {
	g := loadGame(t, "windia-war")
	pairs := [][2]string{
		{"count(hand)", "count(hand[player])"},
		{"sum(hand, 1)", "sum(hand[player], 1)"},
		{"top(hand)", "top(hand[player])"},
		{"sum(tableau, if it.fresh then 2 else 1)", "sum(tableau[player], if it.fresh then 2 else 1)"},
	}
	cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
	var fs [][2]eval
	for i, p := range pairs {
		want := tInt
		if i == 2 {
			want = tCard
		}
		a, b := cp.expression("a", p[0], want, env{}), cp.expression("b", p[1], want, env{})
		if a == nil || b == nil {
			t.Fatalf("%s: %v", p[0], cp.errs)
		}
		fs = append(fs, [2]eval{a, b})
	}
	rng := engine.NewRand(4)
	var buf []engine.Action
	players := map[int64]bool{}
	for seed := uint64(1); seed <= 5; seed++ {
		s := g.newState(4, seed)
		s.deal(true)
		for steps := 0; !s.over && steps < 300; steps++ {
			x := &ctx{s: s, card: -1, it: -1, outer: -1, actor: int(s.player)}
			hand := int64(len(s.zones[s.handOf(g.hand)]))
			for i, f := range fs {
				if a, b := f[0](x), f[1](x); a != b || i < 2 && a != hand {
					t.Fatalf("%s is %d, %s is %d, the hand holds %d cards", pairs[i][0], a, pairs[i][1], b, hand)
				}
			}
			players[s.player] = true
			if buf = s.LegalActions(buf[:0]); len(buf) == 0 {
				break
			}
			if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(players) < 4 {
		t.Errorf("only players %v moved", players)
	}
}
