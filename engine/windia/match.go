package windia

import (
	"fmt"

	"cardpress/engine"
)

// Match is a whole Windia War match as one engine.State: round after
// round until the scoring rule ends it. Under the limit rule (seed 001,
// basic rule 8) every player starts with Options.Limit points and the
// match ends after the round that takes a player below 0; under the
// pennant rule it ends after Options.Rounds rounds. Basic rule 9: the
// player who won a round deals the next one, so the player after them
// starts it. The next round is dealt as soon as a round ends: dealing asks
// nobody anything.
type Match struct {
	*State        // the round in play (the last one once the match is over)
	seed   uint64 // the match's seed; round k is dealt from a seed derived from it
	rounds int    // rounds finished
	over   bool
	dealer int   // the dealer of the round in play
	carry  []int // the scores the last round ended with: the next one starts with them
	// oneRound ends the match with the round in play, won by its winner
	// (EndWithRound).
	oneRound bool
}

// NewMatch deals the first round of a match into m (nil: a new Match),
// dealt by the last seat.
func (g *Game) NewMatch(m *Match, seed uint64) *Match {
	if m == nil || m.State == nil {
		m = &Match{State: new(State)}
	}
	m.seed, m.rounds, m.over, m.dealer, m.carry, m.oneRound = seed, 0, false, g.Players-1, m.carry[:0], false
	g.Deal(m.State, Setup{Seed: seed, Dealer: m.dealer})
	m.carry = append(m.carry, m.State.Scores()...)
	return m
}

// roundSeed is the seed of round k of a match of seed seed (round 0 is
// the match's).
func roundSeed(seed uint64, k int) uint64 { return engine.Mix(seed + uint64(k)*0x9E3779B97F4A7C15) }

// Apply plays an action of the round in play; when it ends the round, the
// match ends or the next round is dealt.
func (m *Match) Apply(a Action) error {
	if m.over {
		return reject("match-over")
	}
	if err := m.State.Apply(a); err != nil {
		return err
	}
	if !m.State.IsTerminal() {
		return nil
	}
	m.rounds++
	if m.oneRound {
		m.over = true
		return nil
	}
	m.carry = append(m.carry[:0], m.State.Scores()...)
	if m.ended(m.carry) {
		m.over = true
		return nil
	}
	winner, _ := m.State.Winner()
	m.dealer = winner
	m.State.g.Deal(m.State, Setup{Seed: roundSeed(m.seed, m.rounds), Dealer: winner, Scores: m.carry})
	return nil
}

// ended reports whether the scores after a round end the match.
func (m *Match) ended(scores []int) bool { return matchEnded(m.State.g.Options, m.rounds, scores) }

// matchEnded reports whether a match is over after its round-th round
// (from 1) ended with scores: under the pennant rule after Options.Rounds
// rounds, under the limit rule (001 basic rule 8) once a player is below 0.
func matchEnded(o Options, round int, scores []int) bool {
	if o.Pennant {
		return round >= o.Rounds
	}
	for _, v := range scores {
		if v < 0 {
			return true
		}
	}
	return false
}

// IsTerminal reports whether the match is over.
func (m *Match) IsTerminal() bool { return m.over }

// CurrentPlayer is the player to move in the round in play.
func (m *Match) CurrentPlayer() int {
	if m.over {
		return -1
	}
	return m.State.CurrentPlayer()
}

// LegalActions are the round's.
func (m *Match) LegalActions(buf []Action) []Action {
	if m.over {
		return buf
	}
	return m.State.LegalActions(buf)
}

// Returns are the final scores, higher is better: the scores themselves
// under the limit rule, their negatives under the pennant rule (lowest
// wins).
func (m *Match) Returns() []float64 {
	out := make([]float64, m.State.g.Players)
	if !m.over {
		return out
	}
	for p, v := range m.State.Scores() {
		if m.State.g.Options.Pennant {
			v = -v
		}
		out[p] = float64(v)
	}
	return out
}

// WinningPlayer is the single player with the best final score, -1 on a
// tie.
func (m *Match) WinningPlayer() int {
	if !m.over {
		return -1
	}
	if m.oneRound {
		w, _ := m.State.Winner()
		return w
	}
	return matchWinner(m.State.g.Options.Pennant, m.State.Scores())
}

// matchWinner is the single player with the best final score of a match,
// -1 on a tie: the highest under the limit rule, the lowest under the
// pennant rule.
func matchWinner(pennant bool, scores []int) int {
	at, tie := 0, false
	better := func(a, b int) bool { return a > b != pennant && a != b }
	for p := 1; p < len(scores); p++ {
		switch {
		case better(scores[p], scores[at]):
			at, tie = p, false
		case scores[p] == scores[at]:
			tie = true
		}
	}
	if tie {
		return -1
	}
	return at
}

// Clone is an independent copy.
func (m *Match) Clone() engine.State {
	c := *m
	c.State = m.State.clone()
	c.carry = append([]int(nil), m.carry...)
	return &c
}

// ParseAction reads what ActionString wrote.
func (m *Match) ParseAction(text string) (Action, error) { return engine.ParseActionText(m, text) }

// EndWithRound ends the match with the round in play, won by the
// round's winner: the searching policy of engine/sim plays its playouts
// of a match so (sim.RoundEnder).
func (m *Match) EndWithRound() { m.oneRound = true }

// Rounds is the number of rounds finished.
func (m *Match) Rounds() int { return m.rounds }

// CheckInvariants checks the round in play, and that the match is over
// exactly when its scoring rule says so.
func (m *Match) CheckInvariants() error {
	if err := m.State.CheckInvariants(); err != nil {
		return err
	}
	if m.over != (m.State.IsTerminal() && m.ended(m.State.Scores())) {
		return broken("the match is over: %v, but round %d ended with scores %v", m.over, m.rounds, m.State.Scores())
	}
	if !m.over && m.State.IsTerminal() {
		return broken("round %d is over and the next one was not dealt", m.rounds)
	}
	if !m.over {
		for p, v := range m.State.score[:m.State.g.Players] {
			if v != m.carry[p] {
				return broken("round %d started with scores %v, the round before ended with %v", m.rounds+1, m.State.score[:m.State.g.Players], m.carry)
			}
		}
	}
	return nil
}

// Measures are the match's rounds and final scores.
func (m *Match) Measures() []engine.Measure {
	out := []engine.Measure{{Name: "rounds", Value: m.rounds}}
	for _, v := range m.State.Scores() {
		out = append(out, engine.Measure{Name: "final score", Value: v})
	}
	return out
}

func (m *Match) String() string {
	return fmt.Sprintf("match after %d rounds, scores %v", m.rounds, m.State.Scores())
}
