package ruleset

import (
	"testing"

	"cardpress/engine"
)

// applyAsChecked applies act, which LegalActions has just listed, to s,
// which plays it without asking its checks again (listed.go), and to a
// copy of s, which asks them; the two states must stay the same. It
// returns 1 when s played act from its list.
func applyAsChecked(t *testing.T, s *State, act engine.Action) int {
	t.Helper()
	c := s.clone()
	fast := 0
	if s.listed.find(act) != nil {
		fast = 1
		s.listed.ok = true // find cleared it
	}
	if err := s.Apply(act); err != nil {
		t.Fatal(err)
	}
	if err := c.Apply(act); err != nil {
		t.Fatalf("%s listed, refused when checked: %v", s.ActionString(act), err)
	}
	if got, want := s.String(), c.String(); got != want {
		t.Fatalf("%s played from the list:\n%s\nchecked:\n%s", c.ActionString(act), got, want)
	}
	return fast
}
