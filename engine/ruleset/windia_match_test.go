package ruleset_test

import (
	"os"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/engine/ruleset"
)

// TestWindiaDataMatch plays whole matches of Windia War's data description
// with random actions: each round after the first is begun by the player
// after its dealer, who won the round before; under the limit rule the
// match ends once a score is below 0, and the pennant rule after its
// rounds (the Go engine's matches deal each round from a seed of its own,
// so the differential test compares single rounds). A round played alone
// ends with its winner as the next round's dealer (the rulebook: the
// round's winner deals the next).
func TestWindiaDataMatch(t *testing.T) {
	t.Parallel()
	c := windiaCatalog(t)
	b, err := os.ReadFile("../../games/windia-war/" + ruleset.File)
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	windiaWinnerDeals(t)
	for _, pennant := range []bool{false, true} {
		text := src // the limit rule, as the description starts
		if pennant {
			text = strings.Replace(text, "[vars.pennant]                 # 0 the limit rule (start at limit, subtract, below 0 loses), 1 the pennant rule (add up over rounds, lowest wins)\ntype = \"int\"\nkeep = true\nstart = 0", "[vars.pennant]\ntype = \"int\"\nkeep = true\nstart = 1", 1)
			if text == src {
				t.Fatal("the pennant variable is not where the test looks for it")
			}
		}
		dd, err := windiaRules(t, c, text).Dealer(engine.DealOptions{Players: 3, Match: true})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRand(5)
		for seed := uint64(1); seed <= 3; seed++ {
			s := dd.Deal(nil, seed).(*ruleset.State)
			round, rounds := s.Var("round", 0), 1
			var buf []engine.Action
			for n := 0; !s.IsTerminal(); n++ {
				if n > 200_000 {
					t.Fatalf("pennant %v, seed %d: no end after %d actions", pennant, seed, n)
				}
				buf = s.LegalActions(buf[:0])
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					t.Fatal(err)
				}
				if r := s.Var("round", 0); r != round && !s.IsTerminal() {
					round, rounds = r, rounds+1
					if d := s.Var("dealer", 0); s.CurrentPlayer() != int(d+1)%3 {
						t.Fatalf("round %d dealt by P%d begins with P%d", r, d+1, s.CurrentPlayer()+1)
					}
				}
			}
			low := false
			for p := range 3 {
				low = low || s.Var("score", p) < 0
			}
			switch {
			case pennant && rounds != 8:
				t.Errorf("pennant rule, seed %d: %d rounds, want 8", seed, rounds)
			case !pennant && (!low || rounds < 2):
				t.Errorf("limit rule, seed %d: over after %d rounds with no score below 0", seed, rounds)
			}
		}
	}
}

// windiaWinnerDeals plays single rounds of Windia War's description with
// random actions and fails unless each ends with its winner as the dealer
// of the next round, the dealer whose left neighbor the match test sees
// begin it.
func windiaWinnerDeals(t *testing.T) {
	t.Helper()
	dg := ruleset.PlayedGame(t, "windia-war")
	rng := engine.NewRand(7)
	for players := 2; players <= 4; players++ {
		dd, err := dg.Dealer(engine.DealOptions{Players: players})
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			s := dd.Deal(nil, seed).(*ruleset.State)
			var buf []engine.Action
			for !s.IsTerminal() {
				buf = s.LegalActions(buf[:0])
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
			if w, d := s.WinningPlayer(), s.Var("dealer", 0); w < 0 || d != int64(w) {
				t.Errorf("%d players, seed %d: P%d won the round, the next is dealt by P%d", players, seed, w+1, d+1)
			}
		}
	}
}
