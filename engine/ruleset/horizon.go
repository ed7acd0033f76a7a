package ruleset

// EndWithRound makes a match end when its current round ends, won by the
// round's winner (the description's match.round_winner), as a game of
// one round does: the searching policy of engine/sim plays its playouts
// of a match so, judging a move by the round it is made in rather than
// by the rounds dealt after it, whose deals would drown its effect.
func (s *State) EndWithRound() { s.oneRound = true }
