package sim_test

import (
	"fmt"
	"testing"

	"cardpress/engine"
	"cardpress/engine/sim"
)

// coin is a one-decision game: the player chooses one of three actions and
// a coin from the game's hidden stream decides the winner. Actions 0 and 1
// do the same (the player wins on 50 of 100), action 2 is better (60 of
// 100); the greedy score prefers 0, then 1, then 2.
type coin struct {
	rng    engine.Rand
	over   bool
	winner int
}

var coinOdds = [3]uint64{50, 50, 60}

func (c *coin) Players() int { return 2 }
func (c *coin) CurrentPlayer() int {
	if c.over {
		return -1
	}
	return 0
}
func (c *coin) LegalActions(buf []engine.Action) []engine.Action { return append(buf, 0, 1, 2) }
func (c *coin) Apply(a engine.Action) error {
	c.over, c.winner = true, 1
	if c.rng.Uint64()%100 < coinOdds[a] {
		c.winner = 0
	}
	return nil
}
func (c *coin) Clone() engine.State { d := *c; return &d }
func (c *coin) IsTerminal() bool    { return c.over }
func (c *coin) Returns() []float64 {
	out := []float64{-1, -1}
	out[c.winner] = 1
	return out
}
func (c *coin) ActionString(a engine.Action) string            { return fmt.Sprint("action ", int(a)) }
func (c *coin) ParseAction(string) (engine.Action, error)      { return 0, nil }
func (c *coin) GreedyScore(a engine.Action) int                { return 2 - int(a) }
func (c *coin) Observe(int) engine.State                       { return c.hide(nil) }
func (c *coin) Determinize(_ int, r *engine.Rand) engine.State { return c.hide(r) }
func (c *coin) hide(r *engine.Rand) *coin {
	d := *c
	engine.Reseed(&d.rng, r)
	return &d
}

// choices counts the search's choices in n decisions of coin, each with
// its own stream.
func choices(m *sim.ISMCTS, n int) [3]int {
	var out [3]int
	for i := range n {
		r := engine.NewRand(uint64(i))
		s := &coin{rng: engine.NewRand(uint64(i) + 1000)}
		out[m.Choose(s, s.LegalActions(nil), &r)]++
	}
	return out
}

// A challenger duels the greedy action on the same determinization and
// stream: action 1, which does what the greedy action 0 does, ties every
// duel and is never chosen, even with no margin at all (on draws of their
// own, half the time it would seem the better), and action 2, better by 10
// points, wins no duel less and loses none, so that 200 iterations find it
// in nearly every decision (on draws of their own, 50 iterations each
// could not tell 60% from 50%).
func TestSearchDuelsOnTheSameDeal(t *testing.T) {
	got := choices(&sim.ISMCTS{Iterations: 40, Rollout: sim.PolicyGreedy}, 100)
	if got[1] > 0 {
		t.Errorf("with no margin, the search chose action 1, the greedy action's twin, %d times in 100", got[1])
	}
	got = choices(&sim.ISMCTS{Iterations: 200, Rollout: sim.PolicyGreedy, Margin: sim.DefaultMargin}, 100)
	if got[2] < 95 {
		t.Errorf("the search chose the better action 2 in %d of 100 decisions (%v), want at least 95", got[2], got)
	}
}
