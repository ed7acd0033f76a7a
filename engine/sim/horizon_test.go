package sim_test

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/sim"
)

// twoRounds is a match of one decision and two rounds: the player's action
// sets the odds of winning the round under way (action 2 the better, 60
// to 50) and, the other way round, of the round after it, which decides
// the match (action 2 wins it 30 times in 100, the others 50). A state
// told to end with its round (sim.RoundEnder) is won by the first round's
// winner.
type twoRounds struct {
	coin
	oneRound bool
	told     *int // counts EndWithRound calls on this state and its copies
}

var laterOdds = [3]uint64{50, 50, 30}

func (m *twoRounds) Apply(a engine.Action) error {
	first := m.rng.Uint64()%100 < coinOdds[a]
	later := m.rng.Uint64()%100 < laterOdds[a]
	m.over, m.winner = true, 1
	if m.oneRound && first || !m.oneRound && later {
		m.winner = 0
	}
	return nil
}
func (m *twoRounds) WinningPlayer() int                             { return m.winner }
func (m *twoRounds) EndWithRound()                                  { m.oneRound = true; *m.told++ }
func (m *twoRounds) Clone() engine.State                            { d := *m; return &d }
func (m *twoRounds) Observe(int) engine.State                       { return m.hide(nil) }
func (m *twoRounds) Determinize(_ int, r *engine.Rand) engine.State { return m.hide(r) }
func (m *twoRounds) hide(r *engine.Rand) *twoRounds {
	d := *m
	engine.Reseed(&d.rng, r)
	return &d
}

// The search judges a match's moves by the round they are made in: on a
// match it plays its playouts to the end of the round under way (where
// action 2 is better), not of the match (where it is worse), unless told
// to play whole matches; the state it was given is never told to end.
func TestSearchPlaysOutTheRound(t *testing.T) {
	for _, whole := range []bool{false, true} {
		var got [3]int
		told := 0
		for i := range 100 {
			r := engine.NewRand(uint64(i))
			s := &twoRounds{coin: coin{rng: engine.NewRand(uint64(i) + 1000)}, told: new(int)}
			m := &sim.ISMCTS{Iterations: 200, Rollout: sim.PolicyGreedy, Margin: sim.DefaultMargin, WholeMatch: whole}
			got[m.Choose(s, s.LegalActions(nil), &r)]++
			if s.oneRound {
				t.Fatalf("the search told the match it was given to end with the round")
			}
			told += *s.told
		}
		switch {
		case !whole && (got[2] < 90 || told != 100*100):
			t.Errorf("by the round: the search chose the round's better action 2 in %d of 100 decisions (%v) and told %d determinizations to end with the round, want at least 90 and every one of 10,000 (one a duel)", got[2], got, told)
		case whole && (got[2] > 5 || told != 0):
			t.Errorf("by the match: the search chose action 2, worse for the match, in %d of 100 decisions (%v) and told %d determinizations to end with the round, want at most 5 and none", got[2], got, told)
		}
	}
}
