package ruleset

import "testing"

func colorShed(tb testing.TB) *Game {
	tb.Helper()
	return loadGame(tb, "color-shed")
}

// BenchmarkCondition evaluates the play action's match condition of Color
// Shed on each card of a 7-card hand: the hot path of LegalActions, side
// by side with the same condition in expr-lang/expr (see the commit that
// chose the compiler).
func BenchmarkCondition(b *testing.B) {
	g := colorShed(b)
	s := g.newState(3, 1)
	s.deal(false)
	cp := &compiler{g: g, doc: nil, lets: map[string]*node{}, phaseSet: map[int]bool{}}
	n, err := parseExpr("card.color == color || card.id == top(discard).id")
	if err != nil {
		b.Fatal(err)
	}
	f, _ := cp.expr(n, env{card: true})
	hand := s.zones[s.zb[g.hand]]
	x := &ctx{s: s, it: -1}
	b.ResetTimer()
	k := 0
	for range b.N {
		for _, c := range hand {
			x.card = int(c)
			k += int(f(x))
		}
	}
	_ = k
}
