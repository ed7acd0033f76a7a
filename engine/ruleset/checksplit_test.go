package ruleset

import "testing"

// TestCheckSplit asks which part of a card action's condition LegalActions
// reads once for every card: the operands of a run of || or && that read
// neither the card nor the choice (an any over the hand reads its own it,
// not the card), and the whole condition when no part reads them.
func TestCheckSplit(t *testing.T) {
	g := colorShed(t)
	cases := []struct {
		src            string
		pre, rest, and bool
	}{
		{"count(hand) > 1 || card.number >= 0", true, true, false},
		{"any(hand, it.number > 2) && card.number > 0 && count(discard) > 0", true, true, true},
		{"count(hand) > 1", true, false, false},
		{"card.number >= 0", false, false, false},
		{"any(hand, it.number == card.number) || card.number > 3", false, false, false},
		{"card.number > 3 || !(count(hand) > 1 && card.number < 2)", false, false, false},
	}
	for _, tc := range cases {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		e := env{card: true}
		ch := check{cond: cp.expression("when", tc.src, tBool, e)}
		if ch.cond == nil {
			t.Fatalf("%s: %v", tc.src, cp.errs)
		}
		cp.split(&ch, tc.src, e)
		if got := [3]bool{ch.pre != nil, ch.rest != nil, ch.and}; got != [3]bool{tc.pre, tc.rest, tc.and} {
			t.Errorf("%s: pre, rest, and = %v, want %v", tc.src, got, [3]bool{tc.pre, tc.rest, tc.and})
		}
		if len(cp.errs) > 0 {
			t.Errorf("%s: splitting reported %v", tc.src, cp.errs)
		}
	}
}
