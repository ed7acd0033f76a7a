package ruleset

import (
	"errors"
	"fmt"
	"io/fs"
	"path"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine/cardtext"
)

// This file holds the rules a game reads from its cards' printed text: a
// description's [game] text = "text.toml" names the game's closed grammar
// of card texts, a file beside rules/game.toml (engine/cardtext), which
// reads every card's text into the same rules table a catalog's rules =
// { … } gives, so card.rules.KEY reads what the printed text says (CLAMP
// in CARDLAND's zh-Hant abilities, story conditions and bonus effects). A
// card's own rules table, where given, is kept.

// readTexts reads the cards' texts with the grammar [game] text names.
func (r *reader) readTexts(m map[string]any) {
	name, ok := r.str(m, "game", "text")
	if !ok {
		return
	}
	c := r.cp.g.cat
	file := path.Join(path.Dir(File), name)
	shown := path.Join(c.Path[:max(0, len(c.Path)-len(path.Base(c.Path)))], file)
	src, err := fs.ReadFile(c.FS, file)
	if err != nil {
		r.valueErrorf("game.text", "the grammar of card texts %s cannot be read: %v", file, errors.Unwrap(err))
		r.textFailed = true
		return
	}
	r.textSrc = src
	g, err := cardtext.Load(shown, src)
	if err == nil {
		var rules []*catalog.Rules
		if rules, err = g.Read(c); err == nil {
			r.cp.g.textRules = rules
			return
		}
	}
	r.textError(err)
	r.textFailed = true
}

// textError reports the grammar's failure where it is: at the grammar's
// line, or at the card's catalog line (a diag.List or a
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
		r.valueErrorf("game.text", "%s", fmt.Sprint(err))
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
