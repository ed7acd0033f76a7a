package sim

import (
	"fmt"
	"io"
	"math"

	"cardpress/engine"
)

// DefaultMaxActions caps a simulated game: a game still going after so
// many actions is reported as one that never ends.
const DefaultMaxActions = 100_000

// policyStream separates the policy's random stream from the deal's.
const policyStream = 0xD1B54A32D192ED03

// Policy is how a simulated player picks among the legal actions.
type Policy uint8

// The policies of self-play.
const (
	// PolicyRandom picks uniformly among the legal actions: it explores
	// every rule, which is what the invariant checks want.
	PolicyRandom Policy = iota
	// PolicyGreedy picks the action the game's engine.Greedy scores
	// highest, ties at random (uniformly at random in a game without a
	// greedy score).
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
func (p Policy) choose(s engine.State, legal []engine.Action, r *engine.Rand) engine.Action {
	g, greedy := s.(engine.Greedy)
	if p == PolicyRandom || !greedy || len(legal) == 1 {
		return legal[r.Intn(len(legal))]
	}
	return highest(legal, g.GreedyScore, r)
}

// highest picks the legal action of the highest score, ties at random:
// reservoir sampling keeps each tied action with chance 1/ties.
func highest(legal []engine.Action, score func(engine.Action) int, r *engine.Rand) engine.Action {
	best, ties, bestScore := legal[0], 0, math.MinInt
	for _, a := range legal {
		v := score(a)
		switch {
		case v > bestScore:
			best, bestScore, ties = a, v, 1
		case v == bestScore:
			ties++
			if r.Intn(ties) == 0 {
				best = a
			}
		}
	}
	return best
}

// SelfPlay plays whole simulated games dealt by Dealer, every player
// following Policy. It is a Player; each worker needs its own, since it
// reuses its state and buffers from game to game.
type SelfPlay struct {
	Dealer     engine.Dealer
	Policy     Policy
	Check      bool // check the invariants after every action
	MaxActions int  // 0 means DefaultMaxActions
	// Chooser, when set, chooses for the players instead of Policy (a
	// searching policy: each worker needs its own).
	Chooser Chooser
	// Versus, when set, chooses for every player but one: the focus
	// player, in seat game number modulo the players (so that every seat
	// takes its turn), plays Chooser (or Policy). The tally counts the
	// focus player's wins (Tally.FocusWins).
	Versus Chooser
	// Trace, if set, is called before each action with the state it is
	// taken in; step counts from 1.
	Trace func(step int, s engine.State, a engine.Action)

	s       engine.State
	buf     []engine.Action
	log     []Logged
	rand    engine.Rand
	played  [][]bool // by seat, by entry
	opening [][]bool
}

// Logged is one action of a game and the player who took it.
type Logged struct {
	Player int
	Action engine.Action
}

// Violation is a simulated game that broke the rules engine: an invariant
// broken, no legal action, a legal action rejected, or a game that does
// not end. It holds the game's seed and its actions, to replay it.
type Violation struct {
	Seed   uint64
	Err    error
	Log    []Logged
	Dealer engine.Dealer
}

func (v *Violation) Error() string {
	return fmt.Sprintf("after %d actions: %v", len(v.Log), v.Err)
}

func (v *Violation) Unwrap() error { return v.Err }

// WriteLog writes the last actions of the game (all when last <= 0), one a
// line: step, player and action, replayed from the seed to name them.
func (v *Violation) WriteLog(w io.Writer, last int) {
	from := 0
	if last > 0 && len(v.Log) > last {
		from = len(v.Log) - last
		fmt.Fprintf(w, "  … %d earlier actions (replay the game to see them)\n", from)
	}
	s := v.Dealer.Deal(nil, v.Seed)
	for i, l := range v.Log {
		if i >= from {
			fmt.Fprintf(w, "  %s\n", FormatAction(i+1, s, l.Action))
		}
		if s.Apply(l.Action) != nil {
			return
		}
	}
}

// FormatAction writes an action for people: "  12  P3  play red 5".
func FormatAction(step int, s engine.State, a engine.Action) string {
	return fmt.Sprintf("%4d  P%d  %s", step, s.CurrentPlayer()+1, s.ActionString(a))
}

// NewTally makes an empty tally sized for the dealer's games.
func (sp *SelfPlay) NewTally() *Tally {
	info := sp.Dealer.Info()
	return NewTally(info.Players, len(info.Entries))
}

// Play plays one game from seed and adds its figures to t.
func (sp *SelfPlay) Play(game int, seed uint64, t *Tally) error {
	if c, ok := sp.Chooser.(preparer); ok {
		c.Prepare(sp.Dealer)
	}
	s := sp.Dealer.Deal(sp.s, seed)
	sp.s = s
	sp.rand.Seed(seed ^ policyStream)
	sp.log = sp.log[:0]
	limit, bound := sp.limit()
	inv, _ := s.(engine.Invariants)
	if sp.Check && inv != nil {
		if err := inv.CheckInvariants(); err != nil {
			return sp.violation(seed, fmt.Errorf("after the deal: %w", err))
		}
	}
	sp.startCards()
	first := -1 // the first turn's player, once one player alone holds it
	cards, _ := s.(engine.CardActions)
	focus := -1
	if sp.Versus != nil {
		focus = game % s.Players()
	}
	dealt := false
	for !s.IsTerminal() {
		if len(sp.log) >= limit {
			return sp.violation(seed, fmt.Errorf("the game does not end: still in play after %d actions%s", limit, bound))
		}
		if first < 0 {
			first = turnOf(s)
		}
		p := s.CurrentPlayer()
		sp.buf = s.LegalActions(sp.buf[:0])
		if len(sp.buf) == 0 {
			return sp.violation(seed, fmt.Errorf("player %d has no legal action", p+1))
		}
		if !dealt && len(sp.buf) > 1 {
			// The opening hands are those held at the first choice: an
			// engine may deal in Deal or in a start action of its own.
			sp.markOpening(s)
			dealt = true
		}
		a := sp.chooser(p, focus).Choose(s, sp.buf, &sp.rand)
		if sp.Trace != nil {
			sp.Trace(len(sp.log)+1, s, a)
		}
		card := -1
		if cards != nil {
			card = cards.ActionCard(a)
		}
		sp.log = append(sp.log, Logged{Player: p, Action: a})
		if err := s.Apply(a); err != nil {
			return sp.violation(seed, fmt.Errorf("the legal action %q was rejected: %w", s.ActionString(a), err))
		}
		if card >= 0 {
			sp.played[p][card] = true
		}
		if sp.Check && inv != nil {
			if err := inv.CheckInvariants(); err != nil {
				return sp.violation(seed, err)
			}
		}
	}
	sp.tally(s, first, focus, t)
	return nil
}

// preparer is a Chooser that learns of a game before it plays it (the
// searching policy: what its player holds back).
type preparer interface{ Prepare(d engine.Dealer) }

// chooser is the chooser of player p in a game whose focus player is focus
// (-1 for none).
func (sp *SelfPlay) chooser(p, focus int) Chooser {
	switch {
	case focus >= 0 && p != focus:
		return sp.Versus
	case sp.Chooser != nil:
		return sp.Chooser
	}
	return sp.Policy
}

// DeclaresInvariants reports whether the games d deals check themselves
// (engine.Invariants): a run claims invariants checked only then.
func DeclaresInvariants(d engine.Dealer) bool {
	_, ok := d.Deal(nil, 0).(engine.Invariants)
	return ok
}

// limit is the most actions a game may take: the run's cap or the
// engine's declared bound, the lower; bound names the engine's when it is
// the one.
func (sp *SelfPlay) limit() (limit int, bound string) {
	limit = sp.MaxActions
	if limit <= 0 {
		limit = DefaultMaxActions
	}
	if n := sp.Dealer.Info().MaxActions; n > 0 && n < limit {
		return n, ", the bound its engine declares"
	}
	return limit, ""
}

// startCards clears the played and opening-hand marks.
func (sp *SelfPlay) startCards() {
	info := sp.Dealer.Info()
	if sp.played == nil {
		sp.played = make([][]bool, info.Players)
		sp.opening = make([][]bool, info.Players)
		for p := range sp.played {
			sp.played[p] = make([]bool, len(info.Entries))
			sp.opening[p] = make([]bool, len(info.Entries))
		}
	}
	for p := range sp.played {
		clear(sp.played[p])
		clear(sp.opening[p])
	}
}

// markOpening marks the cards in each player's hand as their opening hand.
func (sp *SelfPlay) markOpening(s engine.State) {
	info := sp.Dealer.Info()
	h, ok := s.(engine.Hands)
	if !ok {
		return
	}
	for p := range sp.opening {
		for _, c := range h.Hand(p) {
			if i := entryOf(info, c.Entry); i >= 0 {
				sp.opening[p][i] = true
			}
		}
	}
}

func entryOf(info engine.DealInfo, id string) int {
	for i, e := range info.Entries {
		if e.ID == id {
			return i
		}
	}
	return -1
}

// turnOf is the player holding the turn in s, -1 while every player
// chooses at once.
func turnOf(s engine.State) int {
	if sm, ok := s.(engine.Simultaneous); ok && sm.Simultaneous() {
		return -1
	}
	if th, ok := s.(engine.TurnHolder); ok {
		return th.TurnPlayer()
	}
	return s.CurrentPlayer()
}

// tally adds a finished game to t: its length, its winner (the single seat
// with the best return; none on a tie), whether first, the player who held
// the first turn (-1: nobody alone held a turn), won, and the card figures.
func (sp *SelfPlay) tally(s engine.State, first, focus int, t *Tally) {
	t.Games++
	t.Actions.Add(len(sp.log))
	winner := winnerOf(s)
	if winner < 0 {
		t.Draws++
	} else {
		t.Wins[winner]++
	}
	if first >= 0 {
		t.FirstGames++
		if winner == first {
			t.FirstWins++
		}
	}
	if winner >= 0 && winner == focus {
		t.FocusWins++
	}
	for p := range sp.played {
		won := int64(0)
		if p == winner {
			won = 1
		}
		for i, ok := range sp.played[p] {
			if ok {
				t.Played[i]++
				t.PlayedWon[i] += won
			}
			if sp.opening[p][i] {
				t.Opening[i]++
				t.OpeningWon[i] += won
			}
		}
	}
	if m, ok := s.(engine.Measured); ok {
		for _, x := range m.Measures() {
			t.Measure(x.Name, x.Value)
		}
	}
}

func (sp *SelfPlay) violation(seed uint64, err error) *Violation {
	return &Violation{Seed: seed, Err: err, Log: append([]Logged(nil), sp.log...), Dealer: sp.Dealer}
}

// State returns the game played last (or being played, from Trace).
func (sp *SelfPlay) State() engine.State { return sp.s }

// Log returns the actions of the game played last (do not modify it).
func (sp *SelfPlay) Log() []Logged { return sp.log }

// winnerOf is the seat that won a finished game: the game's own verdict
// (engine.Decided), else the single seat with the best return; -1 for none.
func winnerOf(s engine.State) int {
	if d, ok := s.(engine.Decided); ok {
		return d.WinningPlayer()
	}
	ret := s.Returns()
	winner := -1
	for p, r := range ret {
		if winner < 0 || r > ret[winner] {
			winner = p
		}
	}
	for p, r := range ret {
		if p != winner && r == ret[winner] {
			return -1
		}
	}
	return winner
}
