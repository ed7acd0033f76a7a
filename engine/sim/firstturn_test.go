package sim

import (
	"testing"

	"cardpress/engine"
)

// passFirst is a two-player game that opens, as Hearts does, with a phase
// in which both choose at once (the player to move is seat 1, then seat 2);
// then seat 2 alone holds the turn, and the one it takes wins the game for
// it. The first turn is seat 2's, not seat 1's, who merely chose first.
type passFirst struct{ moves int }

func (s *passFirst) Players() int { return 2 }
func (s *passFirst) CurrentPlayer() int {
	if s.moves == 0 {
		return 0
	}
	return 1
}
func (s *passFirst) Simultaneous() bool                               { return s.moves < 2 }
func (s *passFirst) LegalActions(buf []engine.Action) []engine.Action { return append(buf, 0) }
func (s *passFirst) Apply(engine.Action) error                        { s.moves++; return nil }
func (s *passFirst) Clone() engine.State                              { c := *s; return &c }
func (s *passFirst) IsTerminal() bool                                 { return s.moves == 3 }
func (s *passFirst) Returns() []float64                               { return []float64{-1, 1} }
func (s *passFirst) ActionString(engine.Action) string                { return "pass" }
func (s *passFirst) ParseAction(string) (engine.Action, error)        { return 0, nil }

// allAtOnce is passFirst without a turn of its own: every state is
// simultaneous, so no game has a first turn to count.
type allAtOnce struct{ passFirst }

func (s *allAtOnce) Simultaneous() bool { return true }

type atOnceDealer struct{ always bool }

func (d atOnceDealer) Deal(engine.State, uint64) engine.State {
	if d.always {
		return &allAtOnce{}
	}
	return &passFirst{}
}

func (atOnceDealer) Info() engine.DealInfo { return engine.DealInfo{Players: 2} }

// The first turn is the first held by one player alone: after a phase in
// which every player chooses at once, the next; a game without one counts
// in no first-turn figure.
func TestFirstTurnIsNotASimultaneousPhase(t *testing.T) {
	for _, tt := range []struct {
		always            bool
		firstGames, first int64
	}{{false, 4, 4}, {true, 0, 0}} {
		sp := &SelfPlay{Dealer: atOnceDealer{always: tt.always}}
		tally := sp.NewTally()
		for g := range 4 {
			if err := sp.Play(g, uint64(g), tally); err != nil {
				t.Fatal(err)
			}
		}
		if tally.FirstGames != tt.firstGames || tally.FirstWins != tt.first || tally.Wins[1] != 4 {
			t.Errorf("always at once %v: first turn in %d games, won %d (seat 2 won %d), want %d and %d of 4",
				tt.always, tally.FirstGames, tally.FirstWins, tally.Wins[1], tt.firstGames, tt.first)
		}
	}
}
