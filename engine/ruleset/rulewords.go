package ruleset

import (
	"slices"

	"cardpress/catalog"
)

// This file holds contains(card.rules.KEY, 'word'): whether a card's rules
// list the word under a key whose value is a list of words — Windia War's
// attack.answers = ["pass-on", "protect"], turn_options = ["skip",
// "reverse", "next"]; the word may be a rules word of another card,
// CLAMP in CARDLAND's story whose bonus goes to a trait:
// contains(it.rules.traits, story.rules.bonus.trait). It is read into a table by face at load, like every
// card.rules value.

func init() { addFunction("contains", compileContains) }

// compileContains compiles contains(list, word): whether a card's list
// of rules words holds the word.
func compileContains(c *compiler, n *node, e env) (eval, typ) {
	const form = "contains(card.rules.key, 'word')"
	if !c.arity(n, 2, form) {
		return nil, tBad
	}
	a, w := n.args[0], n.args[1]
	if a.op != "member" {
		c.errorf(n.off, "contains asks whether a card's rules list a word: %s", form)
		return nil, tBad
	}
	ch := memberPath(a)
	if ch.names[0] != "rules" || len(ch.names) < 2 {
		c.errorf(a.off, "contains asks whether a card's rules list a word: %s", form)
		return nil, tBad
	}
	of, ok := c.faceReader(ch.of, e, "rules")
	if !ok {
		return nil, tBad
	}
	key := ruleKey(ch)
	var words []string
	for i := range c.g.cat.Cards {
		for s := range c.g.rulesOf(i).AllWords(key) {
			if !slices.Contains(words, s) {
				words = append(words, s)
			}
		}
	}
	if len(words) == 0 {
		c.errorf(ch.offs[len(ch.offs)-1], "no card of the catalog lists words under rules.%s%s", key, catalog.DidYouMean(key, c.g.ruleKeys()))
		return nil, tBad
	}
	if w.op != "str" {
		return c.containsWord(ch, of, w, e)
	}
	if !slices.Contains(words, w.s) {
		c.errorf(w.off, "no card lists %q under rules.%s%s", w.s, key, catalog.DidYouMean(w.s, words))
		return nil, tBad
	}
	vals := make([]bool, len(c.g.faces))
	for i, f := range c.g.faces {
		vals[i] = c.g.rulesOf(int(f.entry)).HasWord(key, w.s)
	}
	return func(x *ctx) int64 {
		k := of(x)
		if k < 0 {
			return 0
		}
		return b2i(vals[k])
	}, tBool
}

// containsWord compiles contains(card.rules.KEY, word) for a word read at
// play time (a rules word): by face, the set of the rules words its list
// holds.
func (c *compiler) containsWord(ch keyPath, of eval, w *node, e env) (eval, typ) {
	word := c.typed(w, e, tWord)
	if word == nil {
		return nil, tBad
	}
	key, words := ruleKey(ch), c.g.ruleWords()
	sets := make([][]bool, len(c.g.faces))
	for i, f := range c.g.faces {
		sets[i] = make([]bool, len(words))
		for s := range c.g.rulesOf(int(f.entry)).AllWords(key) {
			if j := slices.Index(words, s); j >= 0 {
				sets[i][j] = true
			}
		}
	}
	return func(x *ctx) int64 {
		k, v := of(x), word(x)
		if k < 0 || v < 0 {
			return 0
		}
		return b2i(sets[k][v])
	}, tBool
}
