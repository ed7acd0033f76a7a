package sim

import (
	"math"
	"slices"

	"cardpress/engine"
)

// This file is what the searching policy learns of a game before it plays
// it: which actions its own player does better to hold back than the
// greedy policy does. A search that compares one move with the greedy
// move, both followed by greedy play, cannot see a plan: in Color Shed
// greedy plays a wild card before any number card, and a move that keeps
// the wild is followed, in the playout, by greedy playing it next turn;
// keeping it until nothing else matches wins 27.5% [26.2, 29.0] of 4,000
// rounds against greedy players (25% even), a difference of a few points
// spread over many decisions that 200 iterations per decision cannot
// measure at any one of them.

// A class is the actions of one greedy score. holdBack is the greedy
// policy with the actions of one class held back: they rank only above
// the lowest-scored other actions (in Color Shed: a wild is played only
// instead of drawing or passing).
type holdBack struct{ class int }

func (h holdBack) Choose(s engine.State, legal []engine.Action, r *engine.Rand) engine.Action {
	return holdBackChoose(s, legal, h.class, r)
}

// holdBackChoose is holdBack's choice among legal: the best greedy score,
// a held action scored just above the lowest of the others, ties at
// random (as PolicyGreedy).
func holdBackChoose(s engine.State, legal []engine.Action, class int, r *engine.Rand) engine.Action {
	g, ok := s.(engine.Greedy)
	if !ok || len(legal) == 1 {
		return PolicyGreedy.choose(s, legal, r)
	}
	low, others := math.MaxInt, false
	for _, a := range legal {
		if v := g.GreedyScore(a); v != class {
			low, others = min(low, v), true
		}
	}
	// Scores doubled, so that a held action fits between the lowest
	// and the next.
	return highest(legal, func(a engine.Action) int {
		if v := g.GreedyScore(a); v != class || !others {
			return 2 * v
		}
		return 2*low + 1
	}, r)
}

// The figures of learning: the greedy games that find the classes, the
// least number of their choices a class must be, and the pairs of games
// (on the same seed, the player holding the class back or not) that
// compare each class with greedy play, in steps of learnStep.
const (
	learnProbes  = 100
	learnChoices = 20
	learnPairs   = 3000
	learnStep    = 500
)

// learnSeed is the seed of the learning's game i: the same whatever the
// run's seed and workers, so that every worker of every run of a game
// learns the same.
func learnSeed(i int) uint64 { return engine.Mix(0x68_6f_6c_64_00_00 + uint64(i)) }

// learn finds, by self-play of d's games, the class whose holding back
// wins more against greedy players than greedy play does, if any clearly
// does, and makes it the searching player's own: its anchor and its moves
// in the playouts (own). Clearly is by two standard errors of the paired
// difference over learnPairs games, with Bonferroni's correction for the
// classes compared (one-sided, 2.5% shared among them); a class that is
// not ahead after a step of learnStep pairs is dropped, to spare games.
// The classes compared are those of the greedy policy's choices among
// actions of different scores, at least learnChoices times in
// learnProbes games.
func (m *ISMCTS) learn(d engine.Dealer) {
	m.learned, m.holding = true, false
	classes := choiceClasses(d)
	if len(classes) == 0 {
		return
	}
	alpha := 0.025 / float64(len(classes))
	z := math.Sqrt2 * math.Erfinv(1-2*alpha)
	greedy := focusWins(d, PolicyGreedy, learnPairs)
	best := z
	for _, c := range classes {
		sp := &SelfPlay{Dealer: d, Policy: PolicyGreedy, Chooser: holdBack{c}, Versus: PolicyGreedy}
		var sum, sumSq float64
		n := 0
		for n < learnPairs {
			for _, w := range focusWinsFrom(sp, n, learnStep) {
				x := float64(w - greedy[n])
				sum, sumSq, n = sum+x, sumSq+x*x, n+1
			}
			if sum <= 0 {
				break
			}
		}
		mean := sum / float64(n)
		se := math.Sqrt(max(sumSq/float64(n)-mean*mean, 0) / float64(n))
		if n == learnPairs && se > 0 && mean/se > best {
			best, m.held, m.holding = mean/se, c, true
		}
	}
}

// choiceClasses are the scores of the greedy policy's choices among
// actions of different scores, chosen at least learnChoices times in
// learnProbes greedy games of d, in increasing order.
func choiceClasses(d engine.Dealer) []int {
	count := map[int]int{}
	var buf []engine.Action
	sp := &SelfPlay{Dealer: d, Policy: PolicyGreedy}
	sp.Trace = func(_ int, s engine.State, a engine.Action) {
		g, ok := s.(engine.Greedy)
		if !ok {
			return
		}
		v := g.GreedyScore(a)
		buf = s.LegalActions(buf[:0])
		if slices.ContainsFunc(buf, func(b engine.Action) bool { return g.GreedyScore(b) != v }) {
			count[v]++
		}
	}
	t := sp.NewTally()
	for i := range learnProbes {
		if sp.Play(i, learnSeed(i), t) != nil {
			return nil
		}
	}
	var out []int
	for v, n := range count {
		if n >= learnChoices {
			out = append(out, v)
		}
	}
	slices.Sort(out)
	return out
}

// focusWins are the wins (1 or 0) of a player of policy c against greedy
// players in learning games 0 to n-1, the player in seat game modulo the
// players.
func focusWins(d engine.Dealer, c Chooser, n int) []int {
	return focusWinsFrom(&SelfPlay{Dealer: d, Policy: PolicyGreedy, Chooser: c, Versus: PolicyGreedy}, 0, n)
}

func focusWinsFrom(sp *SelfPlay, from, n int) []int {
	out := make([]int, n)
	for i := range n {
		t := sp.NewTally()
		if sp.Play(from+i, learnSeed(from+i), t) == nil {
			out[i] = int(t.FocusWins)
		}
	}
	return out
}

// Holds is the class of actions (a greedy score) the searching player
// holds back, as learned for the game it plays last (Prepare); ok is false
// when it holds none back.
func (m *ISMCTS) Holds() (class int, ok bool) { return m.held, m.holding }
