package windia

import (
	"fmt"
	"io"

	"cardpress/engine"
	"cardpress/engine/sim"
)

// DefaultMaxActions caps a simulated round: a round still going after so
// many actions is reported as one that never ends. Uniform random rounds
// of 8 players last a few thousand actions at most.
const DefaultMaxActions = 100_000

// EndReasons is the number of EndReason values, NotOver included: the
// length of sim.Tally.Ends.
const EndReasons = int(EmptyPile) + 1

// policyStream separates the policy's random stream from the deal's.
const policyStream = 0xD1B54A32D192ED03

// SelfPlay plays simulated rounds of one game: every player follows
// Policy. It is a sim.Player; each worker needs its own, since it reuses
// one State and its buffers from round to round and allocates nothing.
type SelfPlay struct {
	Game       *Game
	Policy     Policy
	Check      bool // check the invariants after every action
	MaxActions int  // 0 means DefaultMaxActions
	// Trace, if set, is called after each action with the state it led
	// to; step counts from 1.
	Trace func(step int, by LoggedAction, s *State)

	s    State
	buf  []Action
	log  []LoggedAction
	rand engine.Rand
}

// LoggedAction is one action of a round and who took it in which phase.
type LoggedAction struct {
	Player int8
	Phase  Phase
	Action Action
}

// Violation is a simulated round that broke the rules engine: an invariant
// broken, no legal action, a legal action rejected, or a round that does
// not end. It holds the round's seed and its actions so far, to replay it.
type Violation struct {
	Seed uint64
	Err  error
	Log  []LoggedAction
	Deck *Deck
}

func (v *Violation) Error() string {
	return fmt.Sprintf("after %d actions: %v", len(v.Log), v.Err)
}

func (v *Violation) Unwrap() error { return v.Err }

// WriteLog writes the last actions of the round (all when last <= 0), one a
// line: step, player, phase and action.
func (v *Violation) WriteLog(w io.Writer, last int) {
	from := 0
	if last > 0 && len(v.Log) > last {
		from = len(v.Log) - last
		fmt.Fprintf(w, "  … %d earlier actions (replay the round to see them)\n", from)
	}
	for i := from; i < len(v.Log); i++ {
		fmt.Fprintf(w, "  %s\n", v.Log[i].Format(i+1, v.Deck))
	}
}

// Format writes a logged action for people: "12  P3  turn  play red 5".
func (l LoggedAction) Format(step int, d *Deck) string {
	return fmt.Sprintf("%4d  P%d  %-20s %s", step, l.Player+1, l.Phase, d.Describe(l.Action, nil))
}

// NewTally makes an empty tally sized for the game.
func (sp *SelfPlay) NewTally() *sim.Tally {
	return sim.NewTally(sp.Game.Players, len(sp.Game.Deck.Cards), EndReasons)
}

// Play plays one round from seed, the last seat dealing (so seat 1 moves
// first), and adds its figures to t.
func (sp *SelfPlay) Play(game int, seed uint64, t *sim.Tally) error {
	g := sp.Game
	s := &sp.s
	g.Deal(s, Setup{Seed: seed, Dealer: g.Players - 1})
	sp.rand.Seed(seed ^ policyStream)
	sp.log = sp.log[:0]
	limit := sp.MaxActions
	if limit <= 0 {
		limit = DefaultMaxActions
	}
	if sp.Check {
		if err := s.CheckInvariants(); err != nil {
			return sp.violation(seed, fmt.Errorf("after the deal: %w", err))
		}
	}
	for !s.IsTerminal() {
		if len(sp.log) >= limit {
			return sp.violation(seed, fmt.Errorf("the round does not end: still in play after %d actions", limit))
		}
		sp.buf = s.LegalActions(sp.buf[:0])
		if len(sp.buf) == 0 {
			return sp.violation(seed, fmt.Errorf("player %d has no legal action (%s)", s.turn+1, s.phase))
		}
		a := sp.Policy.choose(s, sp.buf, &sp.rand)
		by := LoggedAction{Player: s.turn, Phase: s.phase, Action: a}
		sp.log = append(sp.log, by)
		if err := s.Apply(a); err != nil {
			return sp.violation(seed, fmt.Errorf("the legal action %s was rejected: %w", g.Deck.Describe(a, nil), err))
		}
		if k := KindOf(a); k == ActPlay || k == ActLay {
			t.Played[ArgOf(a)]++
		}
		if sp.Check {
			if err := s.CheckInvariants(); err != nil {
				return sp.violation(seed, err)
			}
		}
		if sp.Trace != nil {
			sp.Trace(len(sp.log), by, s)
		}
	}
	t.Rounds++
	t.Actions.Add(len(sp.log))
	t.Turns.Add(int(s.turns))
	t.Wins[s.winner]++
	t.Ends[s.ended]++
	for p := 0; p < g.Players; p++ {
		t.Points.Add(s.points[p])
		t.SeatPoints[p] += int64(s.points[p])
		for _, c := range s.hands[p] {
			t.Held[c]++
		}
	}
	return nil
}

func (sp *SelfPlay) violation(seed uint64, err error) *Violation {
	return &Violation{Seed: seed, Err: err, Log: append([]LoggedAction(nil), sp.log...), Deck: sp.Game.Deck}
}

// State returns the state of the round played last (or being played, from
// Trace).
func (sp *SelfPlay) State() *State { return &sp.s }

// Log returns the actions of the round played last (do not modify it).
func (sp *SelfPlay) Log() []LoggedAction { return sp.log }
