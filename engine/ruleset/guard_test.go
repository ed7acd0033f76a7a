package ruleset

import "testing"

// TestGuardedIfs compiles "if c then placed = 1 else placed = 2" for
// conditions whose first term compares the phase or a variable with a
// constant, either way round (read without a call, operands.go), and
// checks along random rounds of Shedding that the effect sets placed as
// the condition read on its own says.
func TestGuardedIfs(t *testing.T) {
	g := loadGame(t, "shedding")
	placed := g.varIndex("placed")
	type compiled struct {
		src  string
		cond eval
		do   stmt
	}
	var list []compiled
	for _, src := range []string{
		"phase == 'turn'", "'drawn' == phase", "phase != 'turn' && count(hand) > 3",
		"context == 0", "1 != context && count(hand) < 6", "color == 'red'", "every_color == false && phase == 'turn'",
	} {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		n, err := parseStatement("if " + src + " then placed = 1 else placed = 2")
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := cp.guardOf(n.args[0], env{stmt: true}); !ok {
			t.Fatalf("%s has no guard", src)
		}
		do := cp.stmt(n, env{stmt: true})
		cond := cp.expression("when", src, tBool, env{})
		if do == nil || cond == nil {
			t.Fatalf("%s: %v", src, cp.errs)
		}
		list = append(list, compiled{src, cond, do})
	}
	seen := map[string][2]bool{}
	askAlongRandomRounds(t, g, 9, func(t *testing.T, s *State) int {
		for _, c := range list {
			x := &ctx{s: s, card: -1, it: -1, outer: -1, actor: int(s.player)}
			was := s.vars[placed]
			c.do(x)
			want := int64(2)
			if c.cond(x) != 0 {
				want = 1
			}
			if s.vars[placed] != want {
				t.Fatalf("%s in phase %s: the effect set placed = %d, the condition says %d", c.src, g.phases[s.phase], s.vars[placed], want)
			}
			s.vars[placed] = was
			w := seen[c.src]
			w[want-1] = true
			seen[c.src] = w
		}
		return 1
	})
	for _, c := range list {
		if w := seen[c.src]; !w[0] || !w[1] {
			t.Errorf("%s: held %v, failed %v along the rounds: a weak case", c.src, w[0], w[1])
		}
	}
}
