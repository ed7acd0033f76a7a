package ruleset_test

import (
	"slices"
	"testing"

	"cardpress/engine"
	"cardpress/engine/ruleset"
)

// TestTurnPlayerHoldsTheTurn plays CLAMP in CARDLAND at random: the turn
// is the active player's ([game] turn_player = "turn") while the other
// decides in a challenge or on the mulligan, and only there do the two
// differ. Color Shed names no turn player: its turn is the player to move.
func TestTurnPlayerHoldsTheTurn(t *testing.T) {
	t.Parallel()
	apart := map[string]int{}
	firsts := map[int]int{} // the first turn's player by seat, as sim counts it
	walk(t, "clamp-in-cardland", func(s *ruleset.State, dealt bool) {
		if dealt {
			firsts[s.TurnPlayer()]++
		}
		if got, want := s.TurnPlayer(), int(s.Var("turn", -1)); got != want {
			t.Fatalf("in %s: TurnPlayer %d, the turn variable %d", s.Phase(), got, want)
		}
		if s.TurnPlayer() != s.CurrentPlayer() {
			apart[s.Phase()]++
		}
	})
	for ph := range apart {
		if !slices.Contains([]string{"setup", "joining", "playing", "exiting"}, ph) {
			t.Errorf("the player to move is not the active player in phase %s (%d states)", ph, apart[ph])
		}
	}
	if firsts[0] == 0 || firsts[1] == 0 {
		t.Errorf("the seed draws who goes first, but the first turns by seat are %v", firsts)
	}
	if apart["joining"] == 0 {
		t.Errorf("no challenge's joining step has the other player to move: %v", apart)
	}
	walk(t, "color-shed", func(s *ruleset.State, _ bool) {
		if s.TurnPlayer() != s.CurrentPlayer() {
			t.Fatalf("in %s: TurnPlayer %d, the player to move %d", s.Phase(), s.TurnPlayer(), s.CurrentPlayer())
		}
	})
}

// Hearts' pass is simultaneous ([game] simultaneous = ["pass"]): there,
// and only there, nobody holds the turn.
func TestSimultaneousIsThePass(t *testing.T) {
	t.Parallel()
	passes := 0
	walk(t, "hearts", func(s *ruleset.State, _ bool) {
		if got, want := s.Simultaneous(), s.Phase() == "pass"; got != want {
			t.Fatalf("in %s: Simultaneous %v", s.Phase(), got)
		}
		if s.Simultaneous() {
			passes++
		}
	})
	if passes == 0 {
		t.Error("20 games of Hearts without a pass")
	}
}

// walk calls f on every state of 20 random games of games/name, dealt
// true for each game's first.
func walk(t *testing.T, name string, f func(s *ruleset.State, dealt bool)) {
	t.Helper()
	d := intactDealer(t, name)
	rng := engine.NewRand(7)
	var buf []engine.Action
	for seed := range uint64(20) {
		s := d.Deal(nil, seed).(*ruleset.State)
		for dealt := true; !s.IsTerminal(); dealt = false {
			f(s, dealt)
			buf = s.LegalActions(buf[:0])
			if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
