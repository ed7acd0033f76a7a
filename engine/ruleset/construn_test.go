package ruleset

import (
	"slices"
	"testing"
)

// TestConstRuns compiles a do(…) whose effects set variables to
// constants (construn.go), with a run broken by another effect, and
// checks that it sets the variables as its effects one by one do, with a
// variable an example's set-up fixed left as it is.
func TestConstRuns(t *testing.T) {
	g := loadGame(t, "windia-war")
	src := "do(placed = 3, context = 1, placed += 2, left -= 1, ctx_color = 'red', owes_color = true, turns = count(hand), turns += 1, left += 4)"
	cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
	n, err := parseStatement(src)
	if err != nil {
		t.Fatal(err)
	}
	e := env{stmt: true}
	var runs int
	for _, a := range n.args {
		if _, ok := cp.constAssign(a, e); ok {
			runs++
		}
	}
	if runs != 8 {
		t.Fatalf("%d of the effects set a constant, want 8", runs)
	}
	fused := cp.stmt(n, e)
	if fused == nil {
		t.Fatal(cp.errs)
	}
	for _, frozen := range []string{"", "left"} {
		s := g.newState(4, 1)
		s.deal(true)
		c := s.clone()
		if frozen != "" {
			s.frozenVars = make([]bool, len(s.vars)+2)
			s.frozenVars[g.varIndex(frozen)] = true
			c.frozenVars = slices.Clone(s.frozenVars)
		}
		fused(&ctx{s: s, card: -1, it: -1, outer: -1})
		for _, a := range n.args {
			cp.stmt(a, e)(&ctx{s: c, card: -1, it: -1, outer: -1})
		}
		if !slices.Equal(s.vars, c.vars) {
			t.Errorf("frozen %q: run as one effect %v, one by one %v", frozen, s.vars, c.vars)
		}
	}
}
