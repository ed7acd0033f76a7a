package ruleset

import "testing"

// TestFaceOf tells what reads only one card's catalog values, which is
// folded into a table by card at load, from what reads the state or the
// card itself.
func TestFaceOf(t *testing.T) {
	g := colorShed(t)
	cases := []struct {
		src, want string
		ok        bool
	}{
		{"card.number >= 0 && card.color != 'red'", "card", true},
		{"1 + 2 > 2", "", true},
		{"it.number == 3 || it.number == 4", "card", false}, // it is not named here
		{"card.number == top(discard).number", "", false},
		{"card == top(discard)", "", false},
		{"card.number > 3 && color == card.color", "", false},
	}
	for _, tc := range cases {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		n, err := parseExpr(tc.src)
		if err != nil {
			t.Fatal(err)
		}
		src, ok := cp.faceOf(n, env{card: true}, 0)
		if ok != tc.ok || ok && src != tc.want {
			t.Errorf("%s: faceOf = %q, %v; want %q, %v", tc.src, src, ok, tc.want, tc.ok)
		}
	}
}

// TestFoldAgrees compiles conditions on the card folded into a table and
// as they stand, and reads both for every card of a dealt table.
func TestFoldAgrees(t *testing.T) {
	g := colorShed(t)
	s := g.newState(3, 1)
	s.deal(false)
	for _, src := range []string{"card.number >= 5 && card.color != 'red'", "if card.number > 4 then card.number * 2 else 0 - 1", "!(card.kind == 'number')"} {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		n, err := parseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		folded, _ := cp.expr(n, env{card: true})
		cp.folding = true
		plain, _ := cp.expr(n, env{card: true})
		if folded == nil || plain == nil {
			t.Fatalf("%s: %v", src, cp.errs)
		}
		differ := false
		for k := range g.cardFace {
			x := &ctx{s: s, card: k, it: -1}
			if folded(x) != plain(x) {
				t.Errorf("%s on %s: folded %d, as written %d", src, g.faces[g.cardFace[k]].name, folded(x), plain(x))
			}
			differ = differ || plain(x) != plain(&ctx{s: s, card: 0, it: -1})
		}
		if !differ {
			t.Errorf("%s is the same for every card: a weak case", src)
		}
	}
}
