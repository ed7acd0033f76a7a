package ruleset

import (
	"maps"
	"slices"

	"cardpress/engine"
)

// This file reads an action's choice words: the words a step writes in
// parentheses after a card to take that action next (Windia War's turn
// options, 「赤/緑Direct（緑、そのまま）」, and a Reset's 「引き直す」), and
// plays them; and a card written so, taken by the action that takes a
// card of a shared zone (Search's 「Search（青７）」: the dead
// card picked).

// choiceWords reads an action's choice = { en = ["next"], ja = ["そのまま"] }
// into words, by the action's id: every word of every language reads as
// the action. The English words come last: a told or formatted example
// writes a choice in another language by its first word (「そのまま」, not
// "next").
func (r *reader) choiceWords(am map[string]any, p, id string, words map[string][]string) {
	v, ok := am["choice"]
	if !ok {
		return
	}
	m := r.table(v, p+".choice", engine.Languages...)
	if _, ok := m["en"]; !ok {
		r.errorf(p+".choice", "choice needs English words (en)")
	}
	for _, lang := range slices.Sorted(maps.Keys(m)) {
		if lang != "en" {
			words[id] = append(words[id], r.strs(m, p+".choice", lang)...)
		}
	}
	words[id] = append(words[id], r.strs(m, p+".choice", "en")...)
}

// choiceForm is the choice form of the actions' choice words, nil for
// none: a choice of the kind engine.ChoiceOption whose value is the
// action's id.
func choiceForm(words map[string][]string) *engine.Form {
	if len(words) == 0 {
		return nil
	}
	return &engine.Form{Kind: engine.ChoiceForm, Choice: engine.ChoiceOption, Slots: map[string]engine.Slot{"action": engine.Words(words)},
		Say: map[string]engine.Phrases{"en": {Do: []string{"{action}"}}}}
}

// chooseAction plays the action a choice written in words names.
func (t *table) chooseAction(s *State, ch *engine.Choice) error {
	i := slices.IndexFunc(t.g.actions, func(a action) bool { return a.id == ch.Value })
	if i < 0 {
		return t.unused(ch)
	}
	return s.Apply(encode(i, 0))
}

// takesChosen reports whether a card written as a choice is taken by a
// card action of a shared zone: the description has no action choosing
// a card of the catalog by name (choose = "card"), or names that card
// with words of its own ([words] as).
func (t *table) takesChosen(ch *engine.Choice) bool {
	if ch.Kind != engine.ChoiceCard || ch.Card == nil || ch.Value != "" {
		return false
	}
	has := func(f func(a *action) bool) bool {
		return slices.ContainsFunc(t.g.actions, func(a action) bool { return f(&a) })
	}
	return (t.g.asWorded || !has(func(a *action) bool { return a.choose == tEntry })) && has(t.takesFromZone)
}

// takesFromZone reports whether action a takes a card of a shared zone
// (no player's own, like the hand).
func (t *table) takesFromZone(a *action) bool {
	return a.zone >= 0 && !t.g.zones[a.zone].perPlayer && a.group == nil
}

// takeChosen takes the card a choice names with the first action that
// takes a card of a shared zone and that the phase allows.
func (t *table) takeChosen(s *State, ch *engine.Choice) error {
	var acts []int
	for i := range t.g.actions {
		if a := &t.g.actions[i]; t.takesFromZone(a) && a.phases[s.phase] {
			acts = append(acts, i)
		}
	}
	if len(acts) == 0 {
		return s.refuse(refusal{"not-now"}, nil, engine.Param{Name: "action", Value: "take " + ch.Text}, engine.Param{Name: "phase", Value: t.g.phases[s.phase]})
	}
	_, err := t.playCard(s, acts, ch.Card)
	return err
}
