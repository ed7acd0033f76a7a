package blackpoker

import "cardpress/engine"

// Scene is the table as a rule example's picture shows it: each player's
// hand, life, field (a character by its top card, turned when driven;
// bulwarks face down) and graveyard, and the actions on the stage.
func (s *State) Scene() engine.Scene {
	var sc engine.Scene
	for p, pl := range s.P {
		a := engine.Area{Player: p, Piles: []engine.Pile{engine.HandPile(s.Hand(p)), engine.StackPile("life", len(pl.Life))}}
		var field []engine.Card
		var turned []bool
		bulwarks := 0
		for _, ch := range pl.Field {
			if ch.FaceDown {
				bulwarks++
				continue
			}
			field = append(field, cardView(ch.Cards[len(ch.Cards)-1]))
			turned = append(turned, ch.Driven)
		}
		if len(field) > 0 {
			f := engine.RowPile("field", field)
			f.Turned = turned
			a.Piles = append(a.Piles, f)
		}
		if bulwarks > 0 {
			a.Piles = append(a.Piles, engine.Pile{Zone: "bulwarks", Count: bulwarks, Lie: engine.Spread})
		}
		if n := len(pl.Graveyard); n > 0 {
			a.Piles = append(a.Piles, engine.StackPile("graveyard", n, cardView(pl.Graveyard[n-1])))
		}
		sc.Areas = append(sc.Areas, a)
	}
	var stage []engine.Card
	for _, act := range s.Stage {
		for _, k := range act.Keys {
			stage = append(stage, cardView(k))
		}
	}
	if len(stage) > 0 {
		sc.Middle = append(sc.Middle, engine.RowPile("stage", stage))
	}
	return sc
}
