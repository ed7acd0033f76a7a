// Package cardtext reads a card game's printed card texts with a closed
// grammar the game declares as data: which texts of which cards are read,
// into which rules table, by which phrases. A card's printed text is then
// the single source of what it does: a text is a sequence of clauses, each
// of which must match one of the grammar's phrases in full, joined by its
// separators; text that no phrase reads is an error at its place in the
// catalog, naming the nearest phrase, never dropped. The rules engine
// (engine/ruleset) reads the tables as a catalog's rules = { … } (CLAMP in
// CARDLAND's games/clamp-in-cardland/rules/text.toml).
package cardtext

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
)

// Grammar is a game's grammar of card texts.
type Grammar struct {
	file     string
	name     string // the rules key of each card's printed name, "" for none
	reads    []reading
	splits   []split
	grammars map[string]*grammar
}

// reading reads one value of the cards of a kind with a grammar into the
// rules table into: card.rules.INTO.KEY.
type reading struct {
	kind, from, into string
	grammar          *grammar
	// label opens the text ("加分效果："); labelHint says how to write it.
	label, labelHint string
	// need is the error of a card whose value is empty ("" reads nothing).
	need, needHint string
	// icons are the catalog icons that set a key true (an event's ACTION).
	icons map[string]string
}

// split reads a value of the cards of a kind as a list of words: a
// character's traits 「男／魔法」.
type split struct{ kind, from, into, sep string }

// grammar is the phrases of one kind of text and what they must say.
type grammar struct {
	id, what string
	sep      *regexp.Regexp // anchored: what stands between two clauses
	end      string         // a mark the text may end with ("。")
	phrases  []phrase
	// flags are marks that may open the text, each setting a key true
	// (":action:"); head is the phrases one of which must open it (an
	// ability's cost), headMsg and headHint the error when none does.
	flags             map[string]string
	head              []phrase
	headMsg, headHint string
	// body is the grammar whose phrases read the rest ("" for its own).
	body *grammar
	// What the captures are: numbers (＋/－ signs read), catalog colors
	// (written as their ids), true-or-false (a capture that matched).
	numbers, colors, bools map[string]bool
	defaults               map[string]any
	// again are the keys a later clause may set again to the same value;
	// twice the message of a key set twice.
	again map[string]bool
	twice map[string]string
	// checks are what the whole text must say.
	checks []check
}

// phrase is one known phrase: its documented shape, the anchored pattern
// that reads it (named groups are keys), the keys it sets, and the values
// keys set by earlier clauses must have (unmet says why).
type phrase struct {
	shape string
	re    *regexp.Regexp
	set   map[string]any
	needs map[string][]any
	unmet string
}

// check is a condition on a whole text: when one of ifAny is said (all
// texts, when empty), one of needAny must be.
type check struct {
	ifAny, needAny []string
	msg, hint      string
}

// said reports whether a value says something: true, not 0, not "".
func said(v any) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	case int64:
		return x != 0
	case string:
		return x != ""
	}
	return true
}

// Shapes lists the documented shapes of every grammar's phrases, by
// grammar, for a reference of what a card text may say.
func (g *Grammar) Shapes() map[string][]string {
	out := map[string][]string{}
	for id, gr := range g.grammars {
		for _, p := range gr.phrases {
			out[id] = append(out[id], p.shape)
		}
	}
	return out
}

// grammarIDs are the grammars' names, sorted.
func (g *Grammar) grammarIDs() []string { return slices.Sorted(maps.Keys(g.grammars)) }

// textError is a problem at a byte offset of the text being read.
type textError struct {
	at   int // byte offset of the problem in the text read
	span int // characters the problem covers, for the excerpt's underline
	msg  string
	hint string
}

// diagnostic places a problem of the value of key of entry e (its text,
// or a stat like stats.condition) at its line and column in the catalog.
func diagnostic(c *catalog.Catalog, e *catalog.Entry, key, value string, err *textError) diag.Diagnostic {
	rest := value[min(err.at, len(value)):]
	pos, _ := c.ValuePos(e, key, rest)
	return diag.Diagnostic{Pos: pos, Span: err.span, Msg: fmt.Sprintf("card %q (%s): %s", e.ID, e.Name, err.msg), Hint: err.hint}
}

// value is the text of key of entry e: "text" or "stats.NAME".
func value(e *catalog.Entry, key string) string {
	if key == "text" {
		return e.Text
	}
	return e.Stats[strings.TrimPrefix(key, "stats.")]
}
