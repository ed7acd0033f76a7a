package blackpoker

import (
	"cardpress/engine"
)

// The rules of a whole game where the action list (seed 002) is silent,
// read the way BlackPoker is usually played (docs/rules-decisions.md,
// "BlackPoker: set-up and the end of the game"). They are kept here, in
// one place, so that a designer who reads the game otherwise changes
// these lines only.
const (
	// StartingHand is the number of cards each player draws from their
	// shuffled life before the first turn.
	StartingHand = 5
	// FirstPlayerDraws says whether the first player's first turn starts
	// with ドロー; in the usual reading it does not.
	FirstPlayerDraws = false
)

// damage is p taking n damage: the usual reading sends n cards from the
// top of p's life to the graveyard.
func (s *State) damage(p, n int) {
	pl := s.P[p]
	pl.Damage += n
	n = min(n, len(pl.Life))
	if !s.fault {
		pl.Graveyard = append(pl.Graveyard, pl.Life[:n]...)
	}
	pl.Life = pl.Life[n:]
}

// settleLoss is the end of the game in the usual reading: a player whose
// life is empty has lost (both at once: the player holding the turn, whose
// actions emptied both).
func (s *State) settleLoss() {
	if s.Loser >= 0 {
		return
	}
	switch empty0, empty1 := len(s.P[0].Life) == 0, len(s.P[1].Life) == 0; {
	case empty0 && empty1:
		s.Loser = s.Active
	case empty0:
		s.Loser = 0
	case empty1:
		s.Loser = 1
	}
}

// NewGame deals a whole game: each player's own 54-card deck, shuffled
// with seed, is their life; each draws StartingHand cards; first holds
// turn 1, which starts in its main part unless FirstPlayerDraws.
func NewGame(seed uint64, first int) *State {
	s := NewState()
	s.Rand = engine.NewRand(seed)
	for p := range s.P {
		life := deck(int8(p))
		s.shuffle(life)
		s.P[p].Hand = append(s.P[p].Hand, life[:StartingHand]...)
		s.P[p].Life = life[StartingHand:]
	}
	s.Active = first
	if FirstPlayerDraws {
		s.Wait, s.WaitFor = WaitDraw, first
	}
	return s
}
