package sim_test

import (
	"testing"
	"time"

	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/sim"
)

// Told to learn (ismcts:N,learn), the search learns what to hold back. In
// Color Shed greedy players play a wild card (greedy score 10) before
// any number card; the search learns to hold it back. In Veiled Court no
// class of actions held back does clearly better than greedy play, and the
// search holds none. Color Shed's learning, its 6,000 and more games,
// is a CPU second, most of the package's tests: a long run
// (CARDPRESS_LONG, as CI runs it, where
// TestLearningSearchIsDeterministicAcrossWorkers also has every worker
// hold its wild back).
func TestSearchLearnsWhatToHoldBack(t *testing.T) {
	for _, c := range []struct {
		game  string
		class int
		ok    bool
	}{{"color-shed", 10, true}, {"veiled-court", 0, false}} {
		if c.ok && !enginetest.Long() {
			t.Logf("%s: a long run (%s)", c.game, enginetest.LongEnv)
			continue
		}
		m := &sim.ISMCTS{Iterations: 10, Rollout: sim.PolicyGreedy, Margin: sim.DefaultMargin, Learn: true}
		start := time.Now()
		m.Prepare(dealerOf(t, c.game, engine.DealOptions{}))
		class, ok := m.Holds()
		t.Logf("%s: holds %d %v, learnt in %v", c.game, class, ok, time.Since(start))
		if ok != c.ok || ok && class != c.class {
			t.Errorf("%s: the search holds back class %d (%v), want %d (%v)", c.game, class, ok, c.class, c.ok)
		}
	}
}

// Not told to learn, the search holds nothing back; ismcts:200,learn is
// told to, and says so.
func TestSearchLearnsOnlyWhenTold(t *testing.T) {
	m := &sim.ISMCTS{Iterations: 10, Rollout: sim.PolicyGreedy, Margin: sim.DefaultMargin}
	m.Prepare(dealerOf(t, "color-shed", engine.DealOptions{}))
	if class, ok := m.Holds(); ok {
		t.Errorf("not told to learn, the search holds back class %d", class)
	}
	c, err := sim.ParseChooser("ismcts:200,learn")
	if err != nil {
		t.Fatal(err)
	}
	if l, ok := c.(*sim.ISMCTS); !ok || !l.Learn || l.Iterations != 200 || l.String() != "ismcts:200,learn" {
		t.Errorf("ismcts:200,learn reads as %v", c)
	}
}
