package ruleset

import "cardpress/engine"

// Scene is the table as a rule example's picture shows it, from the
// game's zones: a player's zones in their area, the others between the
// players. The hand is held; a zone nobody sees, or only its owner, is a
// face-down stack; a zone all see is spread when the example lists it from
// the bottom (a trick), else a stack with its top card up. Empty zones
// other than hands are left out.
func (s *State) Scene() engine.Scene {
	sc := engine.Scene{Areas: make([]engine.Area, s.n)}
	for p := range sc.Areas {
		sc.Areas[p].Player = p
	}
	for z, zd := range s.g.zones {
		count := 1
		if zd.perPlayer {
			count = s.n
		}
		for i := range count {
			inst := s.zb[z] + i
			n := len(s.zones[inst])
			if n == 0 && z != s.g.hand {
				continue
			}
			var pile engine.Pile
			switch cards := s.cards(inst); {
			case z == s.g.hand:
				pile = engine.HandPile(cards)
				pile.Zone = zd.id
			case zd.seen != "all":
				pile = engine.StackPile(zd.id, n)
			case zd.bottomFirst:
				pile = engine.RowPile(zd.id, cards)
			default:
				pile = engine.StackPile(zd.id, n, cards[n-1])
			}
			if zd.perPlayer {
				sc.Areas[i].Piles = append(sc.Areas[i].Piles, pile)
			} else {
				sc.Middle = append(sc.Middle, pile)
			}
		}
	}
	return sc
}
