package clamp

import "cardpress/engine"

// Scene is the table as a rule example's picture shows it: each player's
// hand, deck, stories, point area and stage (a resting card turned) and
// retired pile.
func (s *State) Scene() engine.Scene {
	var sc engine.Scene
	for p := range s.P {
		pl := &s.P[p]
		a := engine.Area{Player: p, Piles: []engine.Pile{engine.HandPile(s.Hand(p)), engine.StackPile("deck", len(pl.Deck))}}
		row := func(zone string, ids []int, resting func(i int) bool) {
			if len(ids) == 0 {
				return
			}
			r := engine.RowPile(zone, nil)
			for i, id := range ids {
				r.Cards = append(r.Cards, s.shown(id))
				r.Turned = append(r.Turned, resting(i))
			}
			r.Count = len(r.Cards)
			a.Piles = append(a.Piles, r)
		}
		var stories, points, stage []int
		for _, c := range pl.Stories {
			stories = append(stories, c.ID)
		}
		for _, c := range pl.Points {
			points = append(points, c.ID)
		}
		for _, c := range pl.Stage {
			stage = append(stage, c.ID)
		}
		row("stories", stories, func(int) bool { return false })
		row("point area", points, func(i int) bool { return pl.Points[i].Resting })
		row("stage", stage, func(i int) bool { return pl.Stage[i].Resting })
		if n := len(pl.Retired); n > 0 {
			a.Piles = append(a.Piles, engine.StackPile("retired", n, s.shown(pl.Retired[n-1])))
		}
		sc.Areas = append(sc.Areas, a)
	}
	return sc
}

// shown is a card instance as a rule example names it.
func (s *State) shown(id int) engine.Card {
	return engine.Card{Entry: s.Inst[id].Entry.ID, Name: s.name(id)}
}
