package engine

import (
	"fmt"
	"strings"
)

// play is one example's game in progress: the state, the table that maps
// steps onto it, and what the last step changed.
type play struct {
	ex      *Example
	t       Table
	s       State
	players []string
	before  []int // cards each player had drawn before the last step
	// view is the copy of s that expectations are checked on: a game may
	// settle what is pending to show it (BlackPoker resolves its stage),
	// and that must not change what the next step plays on, or the same
	// steps would play differently with and without an expectation
	// between them. One copy serves the expectations after a step.
	view State
}

func newPlay(t Table, ex *Example) *play {
	pl := &play{ex: ex, t: t, s: t.State(), players: ex.Players}
	pl.before = pl.drawn(pl.s)
	return pl
}

// drawn is every player's Drawn count, or nil for a game without hands.
func (pl *play) drawn(s State) []int {
	h, ok := s.(Hands)
	if !ok {
		return nil
	}
	out := make([]int, len(pl.players))
	for p := range out {
		out[p] = h.Drawn(p)
	}
	return out
}

// do plays a step; a rejected step leaves the game as it was.
func (pl *play) do(st *Step) error {
	next := pl.s.Clone()
	if err := pl.t.Step(next, st); err != nil {
		return err
	}
	pl.before = pl.drawn(pl.s)
	pl.s, pl.view = next, nil
	return nil
}

// seen is the state the expectations after the last step are checked on.
func (pl *play) seen() State {
	if pl.view == nil {
		pl.view = pl.s.Clone()
	}
	return pl.view
}

// try plays a step on a copy: the game does not change.
func (pl *play) try(st *Step) error { return pl.t.Step(pl.s.Clone(), st) }

// index is the seat of a player named in an example, or -1.
func (pl *play) index(name string) int {
	for i, n := range pl.players {
		if n == name {
			return i
		}
	}
	return -1
}

// check asks the game about an expectation, then checks the common ones.
func (pl *play) check(e *Expectation) (bool, string, error) {
	s := pl.seen()
	ok, got, err := pl.t.Check(s, e)
	if err != ErrCommon {
		return ok, got, err
	}
	if e.Key == "turn" {
		return pl.checkTurn(s, e)
	}
	h, isHands := s.(Hands)
	p := pl.index(e.Player)
	switch {
	case e.Key != "hand size" && e.Key != "holds" && e.Key != "drew":
		return false, "", fmt.Errorf("the examples of this game cannot check %q", e.Key)
	case !isHands:
		return false, "", fmt.Errorf("the players of this game hold no cards: %q cannot be checked", e.Text)
	case p < 0:
		return false, "", fmt.Errorf("whose cards? write a player, like \"→ %s has 5 cards\"", pl.players[0])
	}
	hand := h.Hand(p)
	switch e.Key {
	case "hand size":
		return len(hand) == e.N, handShown(e.Player, hand), nil
	case "drew":
		n := h.Drawn(p)
		if pl.before != nil {
			n -= pl.before[p]
		}
		return n == e.N, fmt.Sprintf("%s drew %d", e.Player, n), nil
	}
	return holds(hand, e), handShown(e.Player, hand), nil
}

// handShown is a player's hand as expectations of the example language,
// which a failure report restates in the example's words: "Alice has 2
// cards; Alice holds blue 1, blue 2".
func handShown(player string, hand []Card) string {
	s := fmt.Sprintf("%s has %d cards", player, len(hand))
	if len(hand) > 0 {
		s += fmt.Sprintf("; %s holds %s", player, cardNames(hand))
	}
	return s
}

// checkTurn checks "turn: Bob": the player holding the turn, or else the
// player to move.
func (pl *play) checkTurn(s State, e *Expectation) (bool, string, error) {
	if s.IsTerminal() {
		return false, gameIsOver, nil
	}
	p := s.CurrentPlayer()
	if th, ok := s.(TurnHolder); ok {
		p = th.TurnPlayer()
	}
	if p < 0 || p >= len(pl.players) {
		return false, "nobody is to move", nil
	}
	// In the example's words: "ターン：ボブ", not "turn: ボブ". What the
	// game waits for is the engine's English, said only to an English
	// example.
	got, said := pl.ex.Restate(e, "target", pl.players[p])
	if !said {
		got = "turn: " + pl.players[p]
	}
	if aw, ok := s.(Awaiting); ok && (!said || e.said.ph.lang == "en") {
		got += " (" + aw.Awaiting() + ")"
	}
	return pl.players[p] == e.Value, got, nil
}

// holds checks "Bob holds A, B" (each card a card of its own: two named
// alike need two in the hand) and "Bob does not hold A, B" (none of them).
func holds(hand []Card, e *Expectation) bool {
	left := append([]Card(nil), hand...)
	for _, ref := range e.Cards {
		i := -1
		for j, c := range left {
			if c.Is(ref) {
				i = j
				break
			}
		}
		if e.Not && i >= 0 || !e.Not && i < 0 {
			return false
		}
		if i >= 0 {
			left = append(left[:i], left[i+1:]...)
		}
	}
	return true
}

func cardNames(cards []Card) string {
	if len(cards) == 0 {
		return "none"
	}
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.Name
	}
	return strings.Join(names, ", ")
}
