package ruleset

import (
	"maps"
	"slices"

	"cardpress/engine"
)

// This file reads an action's choice words: the words a step writes in
// parentheses after a card to take that action next (Windia War's turn
// options, 「赤/緑Direct（緑、そのまま）」, and a Reset's 「引き直す」), and
// plays them.

// choiceWords reads an action's choice = { en = ["next"], ja = ["そのまま"] }
// into words, by the action's id: every word of every language reads as
// the action.
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
		words[id] = append(words[id], r.strs(m, p+".choice", lang)...)
	}
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
