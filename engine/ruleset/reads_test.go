package ruleset

import "testing"

// TestLetReadsKeptAtTopOnly: what a let reads is kept from an answer
// given with no let being read or compiled, and given again only there.
// Inside the compile of a let the walk stops at that let (it reads as
// the state), so a let naming it reads the state there: with let own =
// card and alias = own, alias reads the card, but the state while own is
// compiled. Answering from what was kept there too (mutation: the kept
// answer given whatever letting holds) fails it, as does keeping nothing
// (mutation: letReads never written).
func TestLetReadsKeptAtTopOnly(t *testing.T) {
	c := &compiler{g: &Game{}, lets: map[string]*node{}, letting: map[string]bool{}}
	for name, src := range map[string]string{"own": "card", "alias": "own"} {
		n, err := parseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		c.lets[name] = n
	}
	if got := c.nameReads("alias"); got != rCard {
		t.Fatalf("alias reads %b, want the card (%b)", got, rCard)
	}
	if got, ok := c.letReads["alias"]; !ok || got != rCard {
		t.Errorf("kept for alias: %b (%v), want the card", got, ok)
	}
	c.letting["own"] = true // own being compiled
	if got := c.nameReads("alias"); got != rState {
		t.Errorf("alias, own being compiled, reads %b, want the state (%b)", got, rState)
	}
	delete(c.letting, "own")
	if got := c.nameReads("alias"); got != rCard {
		t.Errorf("alias, asked again at the top, reads %b, want the card", got)
	}
}
