package worldend

import "cardpress/engine"

// Scene is the table as a rule example's picture shows it: each player's
// deck, hand, field (an exhausted character turned), summon zone, trash
// and extra zone.
func (s *State) Scene() engine.Scene {
	var sc engine.Scene
	for p := range s.P {
		pl := &s.P[p]
		a := engine.Area{Player: p, Piles: []engine.Pile{engine.HandPile(s.Hand(p)), engine.StackPile("deck", len(pl.Deck))}}
		if len(pl.Field) > 0 {
			f := engine.RowPile("field", nil)
			for _, sl := range pl.Field {
				f.Cards = append(f.Cards, s.shown(sl.Piece))
				f.Turned = append(f.Turned, sl.Exhausted)
			}
			f.Count = len(f.Cards)
			a.Piles = append(a.Piles, f)
		}
		if len(pl.SummonZone) > 0 {
			a.Piles = append(a.Piles, engine.RowPile("summon zone", s.shownAll(pl.SummonZone)))
		}
		if len(pl.Trash) > 0 {
			a.Piles = append(a.Piles, engine.StackPile("trash", len(pl.Trash), s.shown(pl.Trash[len(pl.Trash)-1])))
		}
		if len(pl.Extra) > 0 {
			a.Piles = append(a.Piles, engine.StackPile("extra zone", len(pl.Extra)))
		}
		sc.Areas = append(sc.Areas, a)
	}
	return sc
}

// shown is a piece as a rule example names it; an unnamed card has no
// entry (a picture shows its back).
func (s *State) shown(x int) engine.Card {
	c := engine.Card{Name: s.Pieces[x].Name()}
	if d := s.card(x); d != nil {
		c.Entry = d.ID
	}
	return c
}

func (s *State) shownAll(xs []int) []engine.Card {
	out := make([]engine.Card, len(xs))
	for i, x := range xs {
		out[i] = s.shown(x)
	}
	return out
}
