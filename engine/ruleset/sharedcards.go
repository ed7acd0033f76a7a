package ruleset

// This file holds where a card action takes its card: the player's own
// instance of a player's zone (the hand), or a shared zone itself — a card
// taken from the discard pile (Windia War's Search, a rummy's pick-up).

// handOf is the zone instance a card action of zone z takes its card from.
func (s *State) handOf(z int) int {
	if s.g.zones[z].perPlayer {
		return s.zb[z] + int(s.player)
	}
	return s.zb[z]
}

// moverZone is the cards of zone z, a zone each player has, of the
// player to move.
func (s *State) moverZone(z int32) []int16 { return s.zones[s.zb[z]+int(s.player)] }
