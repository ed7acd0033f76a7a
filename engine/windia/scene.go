package windia

import "cardpress/engine"

// Scene is the table as a rule example's picture shows it: each player's
// hand and tableau, the draw pile and the play card on the discard pile.
func (s *State) Scene() engine.Scene {
	d := s.g.Deck
	cards := func(ids []uint8) []engine.Card {
		out := make([]engine.Card, len(ids))
		for i, c := range ids {
			out[i] = d.shown[c]
		}
		return out
	}
	var sc engine.Scene
	for p := range s.g.Players {
		a := engine.Area{Player: p, Piles: []engine.Pile{engine.HandPile(s.Hand(p))}}
		if s.ntab[p] > 0 {
			a.Piles = append(a.Piles, engine.RowPile("tableau", cards(s.Tableau(p))))
		}
		sc.Areas = append(sc.Areas, a)
	}
	sc.Middle = []engine.Pile{engine.StackPile("draw pile", len(s.draw))}
	if n := len(s.disc); n > 0 {
		sc.Middle = append(sc.Middle, engine.StackPile("play card", n, d.shown[s.disc[n-1]]))
	}
	return sc
}
