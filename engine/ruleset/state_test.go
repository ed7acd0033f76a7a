package ruleset

import (
	"strings"
	"testing"

	"cardpress/engine"
)

// TestInvariantsFindACardTwice: a card written into a second zone over
// another card (the count of cards still right) is reported as in two
// places, at its second place; a deal as dealt passes.
func TestInvariantsFindACardTwice(t *testing.T) {
	d, err := playedGame(t, "shedding").Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s := d.Deal(nil, 1).(*State)
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("as dealt: %v", err)
	}
	var first, second int = -1, -1
	for inst, z := range s.zones {
		switch {
		case len(z) == 0:
		case first < 0:
			first = inst
		case second < 0:
			second = inst
		}
	}
	if second < 0 {
		t.Fatal("fewer than two zones hold cards after the deal")
	}
	k := s.zones[first][0]
	s.zones[second][0] = k
	if err := s.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "is in two places") {
		t.Errorf("card %d in zone instances %d and %d: %v, want it in two places", k, first, second, err)
	}
}
