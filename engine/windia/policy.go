package windia

import (
	"fmt"

	"cardpress/engine"
)

// Policy is how a simulated player picks among the legal actions.
type Policy uint8

// The policies of self-play.
const (
	// PolicyRandom picks uniformly among the legal actions: it explores
	// every rule, which is what the invariant checks want.
	PolicyRandom Policy = iota
	// PolicyGreedy plays like a careless but sensible person: point out a
	// forgotten reach, declare reach, defend, play the card worth most
	// points, add follow-ups, draw only when nothing can be played, choose
	// the color it holds most of and target the player with fewest cards.
	// Ties are broken at random.
	PolicyGreedy
)

var policyNames = [...]string{"random", "greedy"}

func (p Policy) String() string {
	if int(p) < len(policyNames) {
		return policyNames[p]
	}
	return fmt.Sprintf("policy %d", p)
}

// ParsePolicy reads a policy name: random or greedy.
func ParsePolicy(name string) (Policy, error) {
	for i, n := range policyNames {
		if n == name {
			return Policy(i), nil
		}
	}
	return 0, fmt.Errorf("unknown policy %q: want random or greedy", name)
}

// choose picks one of the legal actions (there is at least one).
func (p Policy) choose(s *State, legal []Action, r *engine.Rand) Action {
	if p == PolicyRandom || len(legal) == 1 {
		return legal[r.Intn(len(legal))]
	}
	best, ties := legal[0], 0
	bestScore := -1 << 30
	for _, a := range legal {
		v := s.greedyScore(a)
		switch {
		case v > bestScore:
			best, bestScore, ties = a, v, 1
		case v == bestScore:
			// Reservoir sampling: each tied action is kept with chance 1/ties.
			ties++
			if r.Intn(ties) == 0 {
				best = a
			}
		}
	}
	return best
}

// greedyScore rates an action for PolicyGreedy: higher is better.
func (s *State) greedyScore(a Action) int {
	d := s.g.Deck
	arg := ArgOf(a)
	p := s.turn
	switch KindOf(a) {
	case ActPointOut:
		return 1000
	case ActReach:
		return 900 * arg
	case ActPlay:
		c := &d.Cards[arg]
		worth := c.Points
		if c.Kind == KindNumber {
			worth = c.Number
		}
		return 500 + worth
	case ActLay:
		return 450
	case ActColor:
		n := 0
		for _, c := range s.hands[p] {
			if d.Cards[c].Colors&(1<<arg) != 0 {
				n++
			}
		}
		return 100 + n
	case ActTarget:
		if int8(arg) == p {
			return 0
		}
		return 100 - len(s.hands[arg])
	case ActRedraw:
		if len(s.hands[p]) > 5 {
			return 100 * arg
		}
		return 100 * (1 - arg)
	case ActRelease:
		if d.Cards[arg].Kind == KindAmplify {
			return 50
		}
		return 5
	case ActEndPlay:
		return 10
	case ActDraw:
		if arg == 1 {
			return 8
		}
		return 4
	case ActPass:
		return 6
	}
	return 1 // take the attack, turn options, declarations, picks: no preference
}
