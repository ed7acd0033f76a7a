package ruleset

import "cardpress/engine"

// Scene is the table as a rule example's picture shows it, from the
// game's zones: a player's zones in their area, the others between the
// players. The hand is held; a zone nobody sees, or only its owner, is a
// face-down stack; a zone all see is spread when the example lists it from
// the bottom (a trick) and does not say picture = "stack", else a stack
// with its top card up, named by its top card's words with picture =
// "top" (Windia War's play card). A zone drawn as
// a row (picture = "row": a field) is laid side by side, face up, a card
// in a turned state ([card_vars] turned) turned sideways. Empty zones other
// than hands are left out, unless shown_empty (a face-down stack of 0),
// and so is a zone drawn as none (picture = "none": Hearts' deck, which
// after the deal holds only the cards an example leaves out).
func (s *State) Scene() engine.Scene {
	sc := engine.Scene{Areas: make([]engine.Area, s.n)}
	for p := range sc.Areas {
		sc.Areas[p].Player = p
	}
	for z, zd := range s.g.zones {
		if zd.unpictured {
			continue
		}
		count := 1
		if zd.perPlayer {
			count = s.n
		}
		for i := range count {
			inst := s.zb[z] + i
			n := len(s.zones[inst])
			if n == 0 && z != s.g.hand && !zd.shownEmpty {
				continue
			}
			var pile engine.Pile
			switch cards := s.shown(inst); {
			case z == s.g.hand:
				pile = engine.HandPile(cards)
				pile.Zone = zd.id
			case zd.row:
				pile = engine.RowPile(zd.id, cards)
				for _, k := range s.zones[inst] {
					pile.Turned = append(pile.Turned, s.turned(int(k)))
				}
			case zd.seen != "all" || n == 0:
				pile = engine.StackPile(zd.id, n)
			case zd.topPicture:
				pile = engine.StackPile(zd.id+" top", n, cards[n-1])
			case zd.bottomFirst && !zd.stack:
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

// shown are the cards of zone instance inst as a picture shows them: in
// an example, a card its settings do not name is a back, as the example
// leaves it unnamed, and so is a card lying face down.
func (s *State) shown(inst int) []engine.Card {
	cards := s.cards(inst)
	for i, k := range s.zones[inst] {
		// A card lying face down shows its back, as the rulebook's
		// reader would see it across the table.
		if s.named != nil && !s.named[k] || s.faceDown(int(k)) {
			cards[i] = engine.Card{Name: "(a card)"}
		}
	}
	return cards
}

// turned reports whether card k is in a state a picture turns sideways.
func (s *State) turned(k int) bool {
	for _, v := range s.g.turnedVars {
		if s.cvars[k*len(s.g.cvars)+v] != 0 {
			return true
		}
	}
	return false
}
