package clamp

import (
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
			if key := unaskedWhy(verb, c, ch); key != "" {
				return &engine.Unused{Words: ch.Text, Key: key, Messages: messages, Params: []engine.Param{
					{Name: "verb", Value: verb}, {Name: "card", Value: c.Name()}, {Name: "kind", Value: ch.Kind}}}
			}
		}
	}
	return nil
}

// unaskedWhy is the key of the message saying why card c, in a step of
// verb, never takes choice ch; "" when it may. Playing, using and
// recovering pay in points' colors; only an effect that chooses a
// character or a retired card takes a card.
func unaskedWhy(verb string, c *Card, ch *engine.Choice) string {
	switch {
	case verb != "play" && verb != "use" && verb != "recover":
		return "no-choices"
	case ch.Kind == engine.ChoiceColor:
		return ""
	case ch.Kind != engine.ChoiceCard:
		return "colors-and-cards"
	case verb == "recover":
		return "recover-no-card"
	case verb == "play" && c.Kind == Character:
		return "enter-no-card"
	case c.Effect == nil || !c.Effect.Retrieve && c.Effect.Target != Own && c.Effect.Target != Opposing && c.Effect.Target != Anyone:
		return "chooses-no-card"
	}
	return ""
}

// messages say why a choice of a step is not used (engine.Unused), in
// English and Traditional Chinese.
var messages = []engine.ReasonText{
	{Key: "no-choices", Say: say2("{verb} {card} takes no choices", "這個步驟的{card}不需要任何選擇")},
	{Key: "colors-and-cards", Say: say2("{verb} {card} takes points' colors and cards, never {kind}", "{card}只選擇點數的顏色和牌")},
	{Key: "recover-no-card", Say: say2("recovering chooses no card", "回復時不選擇牌")},
	{Key: "enter-no-card", Say: say2("a character enters without choosing cards", "角色登場時不選擇牌")},
	{Key: "chooses-no-card", Say: say2("{card} chooses no card", "{card}不選擇牌")},
}
