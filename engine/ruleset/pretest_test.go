package ruleset

import (
	"testing"

	"cardpress/engine"
)

// TestPreTestsAgree plays random games of every data game and, in every
// state, reads the pre of each check of the phase's listing that has a
// test (pretest.go) both ways: by its test (and, where the test does not
// decide, its other terms) and by the pre's closure; the two must agree.
// Windia War's checks must have tests that decide, both ways (holding
// and failing). Color Shed's wild is played again with pres no game
// writes: counts of every player's zone, of another player's, of a shared
// zone, and the constant first (review10: the zones a test may not read
// as the mover's were held by no test).
func TestPreTestsAgree(t *testing.T) {
	t.Parallel()
	for _, name := range dataGames {
		decided := preTestsAgree(t, name, dealFor(t, name, playedGame))
		if name == "windia-war" && (decided[0] == 0 || decided[1] == 0) {
			t.Errorf("windia-war: tests decided a pre false %d times, true %d times", decided[0], decided[1])
		}
	}
	for _, pre := range []string{
		"count(hand[*]) < 20 && in_turn",
		"count(hand[next(1)]) > 3 && in_turn",
		"3 < count(hand) && in_turn",
		"count(draw_pile) > 30 && in_turn",
	} {
		_, d := editedGame(t, "color-shed", [][2]string{{`when = "in_turn", reason = "only-drawn"`, `when = "` + pre + `", reason = "only-drawn"`}}, nil)
		preTestsAgree(t, "color-shed with "+pre, func(seed uint64) *State { return d.Deal(nil, seed).(*State) })
	}
}

// preTestsAgree plays deal's games and fails t where a check's test and
// its pre disagree; it returns how often a test decided a pre false and
// true.
func preTestsAgree(t *testing.T, name string, deal func(seed uint64) *State) (decided [2]int) {
	var buf []engine.Action
	for seed, played := uint64(1), 0; seed <= 300 && played < agreeActions(); seed++ {
		s, rng := deal(seed), engine.NewRand(seed)
		for !s.over && played < agreeActions() {
			x := &ctx{s: s, memo: &s.memo, card: -1, it: -1, actor: int(s.player)}
			for _, l := range s.g.listings[s.phase].entries {
				for _, ch := range l.checks {
					tt := &ch.test
					if ch.pre == nil || !tt.on {
						continue
					}
					h := tt.holds(s)
					if !tt.whole && h == tt.and {
						h = tt.rest(x) != 0 // the test leaves the pre to its other terms
					} else {
						decided[b2i(h)]++
					}
					if want := ch.pre(x) != 0; h != want {
						t.Fatalf("%s seed %d, phase %s, check %q: its test and other terms give %v, its pre %v", name, seed, s.g.phases[s.phase], ch.key, h, want)
					}
				}
			}
			buf = s.LegalActions(buf[:0])
			if len(buf) == 0 {
				break
			}
			if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
				t.Fatalf("%s seed %d: %v", name, seed, err)
			}
			played++
		}
	}
	return decided
}
