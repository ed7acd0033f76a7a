package ruleset

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"cardpress/catalog"
	"cardpress/diag"
)

// This file holds the rules a game reads from its cards' printed text: a
// description's [game] text = "NAME" names a closed grammar (CardTexts)
// that reads every card's text into the same rules table a catalog's
// rules = { … } gives, so card.rules.KEY reads what the printed text says
// (CLAMP in CARDLAND's zh-Hant abilities, story conditions and bonus
// effects). A card's own rules table, where given, is kept.

// CardTexts are the closed grammars of card texts by name: each reads a
// catalog's cards into rules tables, one per entry (nil for a card whose
// text gives none), or fails naming the card at its line (a diag.List
// or a *diag.Diagnostic at the card's catalog position).
var CardTexts = map[string]func(c *catalog.Catalog) ([]*catalog.Rules, error){}

// readTexts reads the cards' texts with the grammar [game] text names.
func (r *reader) readTexts(m map[string]any) {
	name, ok := r.str(m, "game", "text")
	if !ok {
		return
	}
	read, ok := CardTexts[name]
	if !ok {
		known := slices.Sorted(maps.Keys(CardTexts))
		r.valueErrorf("game.text", "no grammar of card texts is called %q%s", name, catalog.DidYouMean(name, known))
		return
	}
	rules, err := read(r.cp.g.cat)
	if err != nil {
		r.textError(err)
		r.textFailed = true
		return
	}
	if len(rules) != len(r.cp.g.cat.Cards) {
		r.valueErrorf("game.text", "%s", fmt.Sprintf("the grammar %q read %d cards of %d", name, len(rules), len(r.cp.g.cat.Cards)))
		r.textFailed = true
		return
	}
	r.cp.g.textRules = rules
}

// textError reports a grammar's failure where it is: at the card's
// catalog line when the grammar positions it (a diag.List or a
// *diag.Diagnostic), else at [game] text.
func (r *reader) textError(err error) {
	var list diag.List
	var one *diag.Diagnostic
	switch {
	case errors.As(err, &list):
		r.cp.errs = append(r.cp.errs, list...)
	case errors.As(err, &one):
		r.cp.errs = append(r.cp.errs, *one)
	default:
		r.valueErrorf("game.text", "%v", err)
	}
}

// rulesOf is the rules of the catalog's i-th card: its own table, else
// what its text says, nil for none.
func (g *Game) rulesOf(i int) *catalog.Rules {
	if r := g.cat.Cards[i].Rules; r != nil || g.textRules == nil {
		return r
	}
	return g.textRules[i]
}
