package ruleset

import "testing"

// TestParsedOnceAsWhatItIs: a compile parses a text once as an effect and
// once as an expression, each kept apart; a second parse, by the same
// compile or another, is the first's tree, or its error.
func TestParsedOnceAsWhatItIs(t *testing.T) {
	c := &compiler{}
	const text = "turns = 1"
	effect, err := c.parse(text, true)
	if err != nil || effect.op != "assign" {
		t.Fatalf("%q as an effect: %+v, %v", text, effect, err)
	}
	for range 2 {
		if n, err := c.parse(text, false); err == nil {
			t.Fatalf("%q as an expression: %+v, want a syntax error", text, n)
		}
	}
	if again, _ := c.parse(text, true); again != effect {
		t.Errorf("%q parsed again as an effect: another tree", text)
	}
	if other, _ := (&compiler{}).parse(text, true); other != effect {
		t.Errorf("%q parsed again by another compile", text)
	}
}
