package clamp

import (
	"fmt"

	"cardpress/engine"
)

// unasked is the error of a step writing a choice its action never takes,
// read from the verb and the kinds of the cards it names before the step
// plays: a step the rules refuse first (a card not in hand, points short)
// does not hide words that could never be used.
func (t *table) unasked(st *engine.Step) error {
	verb := baseVerb(st.Verb)
	for _, ref := range st.Cards {
		c := t.g.Cards.ByID[ref.Entry]
		for _, ch := range ref.Choices {
			if why := unaskedWhy(verb, c, ch); why != "" {
				return &engine.Unused{Words: ch.Text, Why: why}
			}
		}
	}
	return nil
}

// unaskedWhy says why card c, in a step of verb, never takes choice ch;
// "" when it may. Playing, using and recovering pay in points' colors;
// only an effect that chooses a character or a retired card takes a card.
func unaskedWhy(verb string, c *Card, ch *engine.Choice) string {
	switch {
	case verb != "play" && verb != "use" && verb != "recover":
		return fmt.Sprintf("%s %s takes no choices", verb, c.Name())
	case ch.Kind == engine.ChoiceColor:
		return ""
	case ch.Kind != engine.ChoiceCard:
		return fmt.Sprintf("%s %s takes points' colors and cards, never %s", verb, c.Name(), ch.Kind)
	case verb == "recover":
		return "recovering chooses no card"
	case verb == "play" && c.Kind == Character:
		return "a character enters without choosing cards"
	case c.Effect == nil || !c.Effect.Retrieve && c.Effect.Target != Own && c.Effect.Target != Opposing && c.Effect.Target != Anyone:
		return fmt.Sprintf("%s chooses no card", c.Name())
	}
	return ""
}
