package windia

import (
	"slices"
	"strings"
	"testing"
)

// Each corruption of a sound state is caught, with a message naming it.
func TestCheckInvariantsCatchesCorruption(t *testing.T) {
	g, err := NewGame(loadDeck(t, "expansion"), DefaultOptions(), 4)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		corrupt func(s *State)
		want    string
	}{
		{"card lost", func(s *State) { s.draw = s.draw[:len(s.draw)-1] }, "is nowhere"},
		{"card duplicated", func(s *State) { s.hands[0] = append(s.hands[0], s.draw[0]) }, "is in two places (again in player 1's hand)"},
		{"card outside the deck", func(s *State) { s.disc = append(s.disc, 250) }, "card index 250"},
		{"card in an empty seat", func(s *State) { s.hands[5] = append(s.hands[5], s.pop()) }, "seat 6 is empty"},
		{"turn out of range", func(s *State) { s.turn = 4 }, "player 5 is to move in a 4-player game"},
		{"direction", func(s *State) { s.dir = 0 }, "direction 0"},
		{"negative pending draw", func(s *State) { s.atk.count = -2 }, "pending draw is -2"},
		{"empty draw attack", func(s *State) {
			k := slices.IndexFunc(s.g.Deck.Rules, func(r rule) bool { return r.isDrawAttack() })
			s.atk = attack{on: true, kind: Kind(k), victim: 1, attacker: 0}
		}, "pending draw of 0"},
		{"defence without attack", func(s *State) { s.phase = PhaseDefend }, "answers an attack that is not on them"},
		{"turn while resting", func(s *State) { s.rest[s.turn] = 1 }, "while resting"},
		{"reach with a full hand", func(s *State) { s.phase = PhaseReach }, "decides about reach with 7 cards"},
		{"negative rest", func(s *State) { s.rest[2] = -1 }, "player 3 has -1 rest turns"},
		{"over without winner", func(s *State) { s.phase = PhaseOver }, "without a winner"},
		{"winner holding cards", func(s *State) { s.roundOver(2, WentOut) }, "player 3 won (went out) with 7 cards"},
		{"points miscounted", func(s *State) {
			s.draw = append(s.draw, s.hands[2]...)
			s.hands[2] = s.hands[2][:0]
			s.roundOver(2, WentOut)
			s.points[0]++
		}, "player 1 scores"},
		{"score not from the points", func(s *State) {
			s.draw = append(s.draw, s.hands[2]...)
			s.hands[2] = s.hands[2][:0]
			s.roundOver(2, WentOut)
			s.after[1] += 10
		}, "player 2: score 500 →"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := g.NewRound(Setup{Seed: 11})
			if s.phase != PhaseTurn {
				t.Fatalf("seed 11 starts in phase %s", s.phase)
			}
			if err := s.CheckInvariants(); err != nil {
				t.Fatalf("sound state: %v", err)
			}
			tt.corrupt(s)
			err := s.CheckInvariants()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want %q", err, tt.want)
			}
		})
	}
}

// CheckInvariants allocates nothing on a sound state.
func TestCheckInvariantsAllocatesNothing(t *testing.T) {
	g, _ := NewGame(loadDeck(t, "expansion"), DefaultOptions(), 4)
	s := g.NewRound(Setup{Seed: 3})
	if n := testing.AllocsPerRun(100, func() {
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("%v allocations per check", n)
	}
}
