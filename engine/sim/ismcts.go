package sim

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"cardpress/engine"
)

// Chooser picks the action of the player to move among the legal ones
// (there is at least one); r is the game's policy stream. A Policy is
// one; a searching policy (ISMCTS) is another.
type Chooser interface {
	Choose(s engine.State, legal []engine.Action, r *engine.Rand) engine.Action
}

// Choose picks by the policy (Chooser).
func (p Policy) Choose(s engine.State, legal []engine.Action, r *engine.Rand) engine.Action {
	return p.choose(s, legal, r)
}

// ISMCTS is a searching policy for any game whose states are
// engine.Observers: single-observer information-set Monte Carlo tree search
// (Cowling, Powley and Whitehouse 2012) whose root is searched in duels.
// One tree per decision, from the observation of the player to move: every
// iteration plays on a determinization of that observation (the unseen
// cards resampled), takes a root action, walks the tree below it choosing
// by UCB1 among the actions legal in that determinization (counting how
// often each was available), adds one node (the untried action the game's
// greedy score ranks first), plays the game out with the rollout policy (a
// match to the end of the round under way: RoundEnder), and credits every
// node with the result of the player who chose it. At the root,
// iterations come in pairs (Choose): the greedy action and a challenger on
// the same determinization and random stream, so that their difference is
// measured without the deal's noise; the greedy action is kept unless a
// challenger beat it clearly (decide). The search only ever sees the
// observation: the true hidden cards are not in it.
//
// With Iterations as the budget it is a function of the observation and
// the random stream, so a run is the same whatever the workers; a Time
// budget depends on the machine's speed.
type ISMCTS struct {
	Iterations int           // iterations per decision; 0 with Time set: until Time is spent
	Time       time.Duration // time per decision, when Iterations is 0
	// C is UCB1's exploration constant for rewards in [0, 1]; 0 means
	// DefaultExploration.
	C float64
	// Rollout plays the games out; PolicyGreedy by default (the zero
	// Policy is random, so Rollout is set by NewISMCTS).
	Rollout Policy
	// Margin is how many standard errors of the paired difference better
	// than the greedy action an action must seem to be chosen instead
	// when it is the only one compared; more with several (decide).
	// Negative: no greedy anchor, any action better on average.
	Margin float64
	// WholeMatch plays the playouts of a match to the match's end. By
	// default a game played in rounds (a RoundEnder) is played out to the
	// end of the round under way and won by the round's winner.
	WholeMatch bool
	// Learn has the search learn, before its first game of a run, a class
	// of actions its player holds back (holdback.go; Prepare). Off unless
	// asked (",learn"): it helps Color Shed and Windia War and does not
	// hurt Hearts, but in BlackPoker it was not shown not to hurt
	// (docs/sim.md).
	Learn bool
	// MaxRollout caps a playout: a game still going after so many actions
	// counts as a draw. 0 means DefaultMaxRollout.
	MaxRollout int
	// Applied counts the actions the searches played so far, in the tree
	// and in the playouts: the work behind a decision, for speed figures.
	Applied int64

	nodes  []node
	path   []int32
	legal  []engine.Action
	legal2 []engine.Action
	reward []float64
	// The root's actions in order, those legal in the duel's
	// determinization, their greedy order (rank[0] the anchor) and
	// scores, and their paired differences to the anchor.
	root      []engine.Action
	rootLegal []engine.Action
	rank      []int
	scores    []int
	pairs     []pair
	// held is the class of actions (a greedy score) the searching player
	// holds back, when holding: learned by learn, once (learned).
	held             int
	holding, learned bool
	// dealt and copied are the states of the duel before, which the next
	// duel's determinization and copy reuse (Determinizer, CloneIntoer).
	dealt, copied engine.State
}

// Determinizer is an engine.Observer that deals many determinizations of
// one state cheaply, as the search asks one per duel: Determinizer(p)
// gives a function that returns what Determinize(p, r) returns for the
// same stream r, made in the memory of into, a state it returned before
// that is no longer needed (nil: new memory). The state must not change
// while the function is in use.
type Determinizer interface {
	Determinizer(p int) func(into engine.State, r *engine.Rand) engine.State
}

// CloneIntoer is a state that copies itself into the memory of dst, a
// state of its game no longer needed: what Clone returns, without
// allocating.
type CloneIntoer interface {
	CloneInto(dst engine.State) engine.State
}

// DefaultExploration is UCB1's constant: about 0.7 suits win/loss
// rewards in [0, 1] (√2/2).
const DefaultExploration = 0.7

// DefaultMargin is the standard errors by which the search must prefer an
// action to the greedy one.
const DefaultMargin = 1.0

// DefaultMaxRollout caps a playout of the searching policy.
const DefaultMaxRollout = 5000

// node is one action in the tree: taken by player after its parent's
// history. Children form a list through first and next.
type node struct {
	action        engine.Action
	player        int32
	visits, avail int32
	reward        float64 // the player's rewards summed over the visits
	first, next   int32   // first child, next sibling; -1 for none
}

// NewISMCTS is a searching policy with the budget of spec: "200" (iterations
// per decision) or "50ms" (time per decision), greedy rollouts; with
// ",learn" after the budget ("200,learn") it learns what to hold back
// (Learn).
func NewISMCTS(spec string) (*ISMCTS, error) {
	if rest, ok := strings.CutSuffix(spec, ",learn"); ok {
		m, err := NewISMCTS(rest)
		if m != nil {
			m.Learn = true
		}
		return m, err
	}
	if n, err := strconv.Atoi(spec); err == nil {
		if n < 1 {
			return nil, fmt.Errorf("ismcts:%s: want at least 1 iteration", spec)
		}
		return &ISMCTS{Iterations: n, Rollout: PolicyGreedy, Margin: DefaultMargin}, nil
	}
	d, err := time.ParseDuration(spec)
	if err != nil || d <= 0 {
		return nil, fmt.Errorf("ismcts:%s: want a number of iterations (ismcts:200) or a time per decision (ismcts:50ms)", spec)
	}
	return &ISMCTS{Time: d, Rollout: PolicyGreedy, Margin: DefaultMargin}, nil
}

// String is the policy's spec: "ismcts:200".
func (m *ISMCTS) String() string {
	learn := ""
	if m.Learn {
		learn = ",learn"
	}
	if m.Iterations > 0 {
		return "ismcts:" + strconv.Itoa(m.Iterations) + learn
	}
	return "ismcts:" + m.Time.String() + learn
}

// Choose searches from the observation of the player to move and returns
// the action decide picks. A state that is not an engine.Observer cannot
// be searched without seeing its hidden cards: Choose panics, which a run
// reports as the game's error.
//
// The search runs in duels: each deals one determinization and draws one
// random stream, and plays the anchor (the greedy policy's action) and one
// challenger on copies of that determinization with copies of that stream
// (common random numbers), the challenger the one whose paired difference
// to the anchor has the best upper confidence bound (UCB1; untried ones
// first, in the greedy policy's order). What differs between the two
// results of a duel is then the actions' doing, not the deal's: in a game
// of much luck (a shedding game of four, a one-card duel) the deal's noise
// would otherwise drown differences of a few points.
func (m *ISMCTS) Choose(s engine.State, legal []engine.Action, r *engine.Rand) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	o, ok := s.(engine.Observer)
	if !ok {
		panic(fmt.Sprintf("%T cannot be searched: it does not give a player's observation (engine.Observer)", s))
	}
	me := s.CurrentPlayer()
	obs := o.Observe(me).(engine.Observer)
	// In one order whatever the order listed: a list may follow the
	// order of cards the player cannot see (the opponent's hand a
	// ハンデス chooses from), and greedy ties are broken by the order.
	m.root = append(m.root[:0], legal...)
	slices.Sort(m.root)
	legal = m.root
	m.nodes = append(m.nodes[:0], node{player: int32(me), first: -1, next: -1})
	m.order(obs.(engine.State), legal, r)
	m.pairs = slices.Grow(m.pairs[:0], len(legal))[:len(legal)]
	clear(m.pairs)
	var deadline time.Time
	if m.Iterations <= 0 {
		deadline = time.Now().Add(m.Time)
	}
	deal := determinizer(obs, me)
	for i, duel := 0, 1; m.Iterations <= 0 || i < m.Iterations; i, duel = i+2, duel+1 {
		if m.Iterations <= 0 && i > 0 && time.Now().After(deadline) {
			break
		}
		m.dealt = m.determinize(deal, r)
		m.duel(m.dealt, legal, m.challenger(duel), r.Uint64())
	}
	return m.decide(legal)
}

// determinizer deals the determinizations of obs for me, reusing the
// memory of the state given when obs is a Determinizer.
func determinizer(obs engine.Observer, me int) func(into engine.State, r *engine.Rand) engine.State {
	if d, ok := obs.(Determinizer); ok {
		return d.Determinizer(me)
	}
	return func(_ engine.State, r *engine.Rand) engine.State { return obs.Determinize(me, r) }
}

// RoundEnder is implemented by states of games played as matches of
// rounds (the data engine's matches): EndWithRound makes the game end when
// the round under way ends, won by the round's winner.
type RoundEnder interface{ EndWithRound() }

// determinize is a state the player me may believe obs is in, ending
// with the round under way unless WholeMatch. A match's playouts to its
// end play some ten rounds after the decision, whose deals drown what one
// decision does: in Windia War's matches at 50 iterations the search,
// judging by the match, lost to greedy players (18.3% [12.4, 26.2] of
// 120, 25% even) while judging by the round it beat them in single
// rounds (docs/sim.md).
func (m *ISMCTS) determinize(deal func(engine.State, *engine.Rand) engine.State, r *engine.Rand) engine.State {
	d := deal(m.dealt, r)
	if re, ok := d.(RoundEnder); ok && !m.WholeMatch {
		re.EndWithRound()
	}
	return d
}

// order puts the greedy policy's ranking of the root's actions into
// m.rank: m.rank[0] the anchor (the greedy choice, ties broken with r),
// then the others by their greedy score (a game without one: in the
// order listed).
func (m *ISMCTS) order(s engine.State, legal []engine.Action, r *engine.Rand) {
	m.rank = m.rank[:0]
	for j := range legal {
		m.rank = append(m.rank, j)
	}
	g, ok := s.(engine.Greedy)
	if !ok || m.Margin < 0 {
		return
	}
	anchor := slices.Index(legal, m.own(s, s.CurrentPlayer(), legal, PolicyGreedy, r))
	m.scores = m.scores[:0]
	for _, a := range legal {
		m.scores = append(m.scores, g.GreedyScore(a))
	}
	slices.SortStableFunc(m.rank, func(a, b int) int {
		switch {
		case a == anchor:
			return -1
		case b == anchor:
			return 1
		}
		return m.scores[b] - m.scores[a]
	})
}

// pair is a root action's results less the anchor's in the same duels.
type pair struct {
	n          int
	sum, sumSq float64
}

func (p *pair) mean() float64 { return p.sum / float64(p.n) }

// challenger is the root action (its place in legal) to duel the anchor
// in duel number duel (from 1): an untried one first, in the greedy
// order, then the best UCB1 bound on the paired difference.
func (m *ISMCTS) challenger(duel int) int {
	c0 := m.C
	if c0 == 0 {
		c0 = DefaultExploration
	}
	best, bestScore := -1, math.Inf(-1)
	for _, j := range m.rank[1:] {
		p := &m.pairs[j]
		if p.n == 0 {
			return j
		}
		// The difference is in [-1, 1]: twice the constant of rewards
		// in [0, 1].
		score := p.mean() + 2*c0*math.Sqrt(math.Log(float64(duel))/float64(p.n))
		if score > bestScore {
			best, bestScore = j, score
		}
	}
	return best
}

// duel plays the anchor and the challenger once each on copies of the
// determinization d with the stream seed, and adds the challenger's
// result less the anchor's.
func (m *ISMCTS) duel(d engine.State, legal []engine.Action, challenger int, seed uint64) {
	m.rootLegal = d.LegalActions(m.rootLegal[:0])
	anchor := legal[m.rank[0]]
	a := legal[challenger]
	if !isLegal(m.rootLegal, anchor) || !isLegal(m.rootLegal, a) {
		return // not in this determinization: no duel
	}
	r1, r2 := engine.NewRand(seed), engine.NewRand(seed)
	if c, ok := d.(CloneIntoer); ok {
		m.copied = c.CloneInto(m.copied)
	} else {
		m.copied = d.Clone()
	}
	x := m.iterate(m.copied, a, &r1) - m.iterate(d, anchor, &r2)
	p := &m.pairs[challenger]
	p.n++
	p.sum += x
	p.sumSq += x * x
}

// decide picks the action after the search: the anchor (the greedy
// policy's action, in a game with a greedy score) unless a challenger beat
// it clearly in their duels. With a small budget the rollouts' noise would
// otherwise outweigh the differences between actions, and the search
// would play worse than the heuristic it starts from. Clearly is:
//
//   - against a spread pooled over every duel of the decision (with a
//     prior, PriorSpread), not the challenger's own: a challenger that won
//     its two duels has no spread of its own, and would pass any margin;
//   - after PriorDuels duels of no difference added to each challenger's,
//     so that a challenger of few duels needs a larger lead;
//   - by Margin standard errors for one challenger, more for several
//     (Bonferroni's correction: the chance that some challenger of k no
//     better than the anchor passes is that of one at Margin), since the
//     best of several noisy leads is larger than any one's.
//
// Among the challengers that pass, the one with the best shrunk mean
// difference is played. Without a greedy score (or with a negative
// Margin) the challenger with the best shrunk mean is taken if it is
// positive.
func (m *ISMCTS) decide(legal []engine.Action) engine.Action {
	spread, compared := m.spread()
	z := math.Inf(-1)
	if m.Margin >= 0 && compared > 0 {
		// The one-sided chance of passing at Margin, shared among the
		// challengers compared.
		alpha := math.Erfc(m.Margin/math.Sqrt2) / 2 / float64(compared)
		z = math.Sqrt2 * math.Erfinv(1-2*alpha)
	}
	best, bestMean := m.rank[0], 0.0
	for _, j := range m.rank[1:] {
		p := &m.pairs[j]
		if p.n == 0 {
			continue
		}
		n := float64(p.n) + PriorDuels
		if mean := p.sum / n; mean > bestMean && p.sum/(spread*math.Sqrt(n)) > z {
			best, bestMean = j, mean
		}
	}
	return legal[best]
}

// PriorDuels is the number of duels of no difference decide adds to each
// challenger's: a prior that a challenger is no better than the anchor.
const PriorDuels = 2

// PriorSpread is the standard deviation of a duel's difference decide
// assumes before the duels, with the weight of PriorDuels duels: the
// largest a difference of two results in [0, 1] can have, so that the
// first duels of a decision cannot make the spread look small.
const PriorSpread = 1.0

// spread is the standard deviation of a duel's difference, pooled over the
// challengers' duels around each one's mean and the prior; compared counts
// the challengers that dueled.
func (m *ISMCTS) spread() (spread float64, compared int) {
	ss, dof := PriorSpread*PriorSpread*PriorDuels, float64(PriorDuels)
	for _, j := range m.rank[1:] {
		p := &m.pairs[j]
		if p.n == 0 {
			continue
		}
		compared++
		ss += max(p.sumSq-p.sum*p.sum/float64(p.n), 0)
		dof += float64(p.n - 1)
	}
	return math.Sqrt(ss / dof), compared
}

// iterate runs one iteration on the determinization d from the root's
// action first: down the tree by UCB1, one node added, the playout with r.
// It returns the reward of the player at the root.
func (m *ISMCTS) iterate(d engine.State, first engine.Action, r *engine.Rand) float64 {
	cur := m.child(0, first)
	if cur < 0 {
		cur = m.add(0, first, int(m.nodes[0].player))
	} else {
		m.nodes[cur].avail++
	}
	m.apply(d, first)
	m.path = append(m.path[:0], cur)
	expanded := false
	for !d.IsTerminal() && !expanded {
		m.legal = d.LegalActions(m.legal[:0])
		mover := d.CurrentPlayer()
		// The untried legal actions, and the availability of the tried.
		m.legal2 = m.legal2[:0]
		for _, a := range m.legal {
			c := m.child(cur, a)
			if c < 0 {
				m.legal2 = append(m.legal2, a)
			} else {
				m.nodes[c].avail++
			}
		}
		if len(m.legal2) > 0 {
			a := m.own(d, mover, m.legal2, PolicyGreedy, r)
			cur = m.add(cur, a, mover)
			expanded = true
		} else {
			cur = m.best(cur, m.legal)
		}
		m.apply(d, m.nodes[cur].action)
		m.path = append(m.path, cur)
	}
	m.rollout(d, r)
	for _, i := range m.path {
		n := &m.nodes[i]
		n.visits++
		n.reward += m.reward[n.player]
	}
	return m.reward[m.nodes[0].player]
}

// own is the choice of mover by policy p among legal, in the search's
// tree or playouts: the searching player's own holds back the class it
// learned (holdback.go), the others' is p's.
func (m *ISMCTS) own(s engine.State, mover int, legal []engine.Action, p Policy, r *engine.Rand) engine.Action {
	if !m.holding || mover != int(m.nodes[0].player) {
		return p.choose(s, legal, r)
	}
	return holdBackChoose(s, legal, m.held, r)
}

// Prepare learns what the search's player holds back in the games d
// deals (learn), when Learn and not yet learned: SelfPlay calls it
// before each game it plays (a searching policy serves one SelfPlay).
func (m *ISMCTS) Prepare(d engine.Dealer) {
	if m.Learn && !m.learned {
		m.learn(d)
	}
}

// child is the child of parent for action a, -1 when not in the tree.
func (m *ISMCTS) child(parent int32, a engine.Action) int32 {
	for c := m.nodes[parent].first; c >= 0; c = m.nodes[c].next {
		if m.nodes[c].action == a {
			return c
		}
	}
	return -1
}

func (m *ISMCTS) add(parent int32, a engine.Action, player int) int32 {
	i := int32(len(m.nodes))
	m.nodes = append(m.nodes, node{action: a, player: int32(player), avail: 1, first: -1, next: m.nodes[parent].first})
	m.nodes[parent].first = i
	return i
}

// best picks the child of parent legal now with the best UCB1 score,
// counted over the iterations in which it was available.
func (m *ISMCTS) best(parent int32, legal []engine.Action) int32 {
	c0 := m.C
	if c0 == 0 {
		c0 = DefaultExploration
	}
	best, bestScore := int32(-1), math.Inf(-1)
	for c := m.nodes[parent].first; c >= 0; c = m.nodes[c].next {
		n := &m.nodes[c]
		if !isLegal(legal, n.action) {
			continue
		}
		v := float64(n.visits)
		score := n.reward/v + c0*math.Sqrt(math.Log(float64(n.avail))/v)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

func isLegal(legal []engine.Action, a engine.Action) bool {
	for _, b := range legal {
		if b == a {
			return true
		}
	}
	return false
}

// apply plays a legal action; a rejection is a rules bug, reported as the
// game's error.
func (m *ISMCTS) apply(d engine.State, a engine.Action) {
	m.Applied++
	if err := d.Apply(a); err != nil {
		panic(fmt.Sprintf("the search's legal action %q was rejected: %v", d.ActionString(a), err))
	}
}

// rollout plays d out with the rollout policy and sets m.reward: 1 for
// the winner, 0 for the others, 1/players each without a winner (a draw,
// or a playout cut at MaxRollout).
func (m *ISMCTS) rollout(d engine.State, r *engine.Rand) {
	limit := m.MaxRollout
	if limit <= 0 {
		limit = DefaultMaxRollout
	}
	for n := 0; !d.IsTerminal() && n < limit; n++ {
		m.legal = d.LegalActions(m.legal[:0])
		m.apply(d, m.own(d, d.CurrentPlayer(), m.legal, m.Rollout, r))
	}
	players := d.Players()
	m.reward = m.reward[:0]
	w := -1
	if d.IsTerminal() {
		w = winnerOf(d)
	}
	for p := 0; p < players; p++ {
		switch {
		case w < 0:
			m.reward = append(m.reward, 1/float64(players))
		case p == w:
			m.reward = append(m.reward, 1)
		default:
			m.reward = append(m.reward, 0)
		}
	}
}

// ParseChooser reads a policy: random, greedy, ismcts:N (iterations per
// decision) or ismcts:DURATION (time per decision), either with ",learn".
func ParseChooser(spec string) (Chooser, error) {
	if rest, ok := strings.CutPrefix(spec, "ismcts:"); ok {
		return NewISMCTS(rest)
	}
	if spec == "ismcts" {
		return NewISMCTS("200")
	}
	p, err := ParsePolicy(spec)
	if err != nil {
		return nil, fmt.Errorf("unknown policy %q: want random, greedy, ismcts:N (iterations per move) or ismcts:DURATION (time per move)", spec)
	}
	return p, nil
}
