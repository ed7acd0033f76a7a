package ruleset

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
)

// This file compiles what an expression reads of a card's catalog entry
// beyond its kind and stats: card.rules.KEY (the card's rules = { … }
// table, docs/rules-data.md) and card.icons.ICON. The values are read
// once, at compile time, into a table by face; play reads the table.

// keyPath is a member expression read from its card outwards:
// card.rules.when_trashed.damage is of card, names rules, when_trashed,
// damage, with the offset of each name.
type keyPath struct {
	of    *node
	names []string
	offs  []int
}

// memberPath unwinds n, a member node, down to the expression it reads.
// Its depth is counted first, so that names and offs are each made once,
// at their size, and filled from the end: prepending a name at a time
// made two slices a level, 14% of the objects a game's load made.
func memberPath(n *node) keyPath {
	depth := 0
	for m := n; m.op == "member"; m = m.args[0] {
		depth++
	}
	var ch keyPath
	if depth > 0 {
		ch.names, ch.offs = make([]string, depth), make([]int, depth)
	}
	for i := depth - 1; i >= 0; i-- {
		ch.names[i], ch.offs[i] = n.s, n.off
		n = n.args[0]
	}
	ch.of = n
	return ch
}

// memberRoot is memberPath's of, first name and depth, without making
// the path: what readsOf and valueOf ask of every member they meet,
// which made 7% of the objects of Windia War's load as paths.
func memberRoot(n *node) (of *node, first string, depth int) {
	for ; n.op == "member"; n = n.args[0] {
		first = n.s
		depth++
	}
	return n, first, depth
}

// entryTables are a card's catalog tables: the names after card. that
// take a key.
var entryTables = []string{"rules", "icons"}

// entryMember compiles card.rules.KEY and card.icons.ICON; ok is false
// when n reads neither (a plain attribute).
func (c *compiler) entryMember(n *node, e env) (f eval, t typ, ok bool) {
	ch := memberPath(n)
	if !slices.Contains(entryTables, ch.names[0]) {
		if len(ch.names) > 1 {
			c.errorf(ch.offs[1], "only a card's rules and icons take a key after them: %s.%s is not one", ch.names[0], ch.names[1])
			return nil, tBad, true
		}
		return nil, tBad, false
	}
	of, ok := c.faceReader(ch.of, e, ch.names[0])
	if !ok {
		return nil, tBad, true
	}
	if len(ch.names) == 1 {
		c.errorf(ch.offs[0], "card.%s is a table: read one of its keys, like card.%s", ch.names[0], example(ch.names[0]))
		return nil, tBad, true
	}
	var vals []int64
	if ch.names[0] == "icons" {
		vals, t = c.iconValues(ch)
	} else {
		vals, t = c.ruleValues(ch)
	}
	if vals == nil {
		return nil, tBad, true
	}
	none := int64(0)
	if t == tWord {
		none = -1
	}
	return func(x *ctx) int64 {
		k := of(x)
		if k < 0 {
			return none
		}
		return vals[k]
	}, t, true
}

func example(table string) string {
	if table == "icons" {
		return "icons.quick"
	}
	return "rules.damage"
}

// iconValues is, by face, whether its entry shows the icon ch names.
func (c *compiler) iconValues(ch keyPath) ([]int64, typ) {
	icons := c.g.cat.IconIDs()
	id := ch.names[1]
	if !slices.Contains(icons, id) {
		c.errorf(ch.offs[1], "unknown icon %q%s", id, catalog.DidYouMean(id, icons))
		return nil, tBad
	}
	if len(ch.names) > 2 {
		c.errorf(ch.offs[2], "card.icons.%s is true or false: it has no keys", id)
		return nil, tBad
	}
	vals := make([]int64, len(c.g.faces))
	for i, f := range c.g.faces {
		vals[i] = b2i(slices.Contains(c.g.cat.Cards[f.entry].Icons, id))
	}
	return vals, tBool
}

// ruleKind is the type a rules key has in every card that gives it.
func (c *compiler) ruleKind(key string) (typ, error) {
	if c.g.vocab != nil && !c.g.untyped[key] {
		switch c.g.declared(key).Type {
		case catalog.RuleInt:
			return tInt, nil
		case catalog.RuleWord:
			return tWord, nil
		case catalog.RuleWords:
			return tBad, fmt.Errorf("[card_rules] declares rules.%s a list of words: read a key whose value is a number, a word, true or false, or a table", key)
		}
		return tBool, nil
	}
	t := tBad
	for i, e := range c.g.cat.Cards {
		v, ok := c.g.rulesOf(i).Value(key)
		if !ok {
			continue
		}
		var vt typ
		switch v.(type) {
		case int64:
			vt = tInt
		case bool:
			vt = tBool
		case string:
			vt = tWord
		case map[string]any:
			vt = tBool // a table reads as given or not
		default:
			return tBad, fmt.Errorf("%s gives rules.%s as a list: read a key whose value is a number, a word, true or false, or a table", e.ID, key)
		}
		if t != tBad && t != vt {
			return tBad, fmt.Errorf("the catalog's cards give rules.%s as both %s and %s", key, t, vt)
		}
		t = vt
	}
	return t, nil
}

// ruleValues is, by face, the value of the rules key ch names: a number
// (0 when not given), true or false (a table: given), or a word (none
// when not given). A key's values are read once (ruleVals): Windia War
// reads its cards' rules keys hundreds of times, and each read walked
// every face's table and every card for the key's type.
func (c *compiler) ruleValues(ch keyPath) ([]int64, typ) {
	key := ruleKey(ch)
	c.ruleReads = append(c.ruleReads, ruleRead{key, c.doc.Inside(c.path, ch.offs[len(ch.offs)-1])})
	if !c.g.hasRuleKey(key) {
		return nil, tBad // reported by ruleKeysUsed, on one side
	}
	if kept, ok := c.ruleVals[key]; ok {
		return kept.vals, kept.t
	}
	t, err := c.ruleKind(key)
	if err != nil {
		c.errorf(ch.offs[1], "%v", err)
		return nil, tBad
	}
	vals := c.g.faceRuleValues(key, t)
	if c.ruleVals == nil {
		c.ruleVals = map[string]keptRule{}
	}
	c.ruleVals[key] = keptRule{vals, t}
	return vals, t
}

// keptRule is a rules key's values by face and their type (ruleValues).
type keptRule struct {
	vals []int64
	t    typ
}

// faceRuleValues is, by face, the value of rules key key, of type t.
func (g *Game) faceRuleValues(key string, t typ) []int64 {
	words := g.ruleWords()
	vals := make([]int64, len(g.faces))
	for i, f := range g.faces {
		v, ok := g.rulesOf(int(f.entry)).Value(key)
		switch x := v.(type) {
		case int64:
			vals[i] = x
		case bool:
			vals[i] = b2i(x)
		case string:
			vals[i] = int64(slices.Index(words, x))
		default:
			vals[i] = b2i(ok)
			if t == tWord {
				vals[i] = -1
			}
		}
	}
	return vals
}

// ruleKeys are the keys the catalog's cards give in their rules, dotted
// ("when_trashed.damage"), sorted; those [card_rules] declares when it
// does.
//
// The catalog's keys are read once and kept (g.keys): every card.rules.KEY
// of the description asks, and reading every card's table each time was
// some 1,500 objects a load of Windia War. They are read again once the
// card texts' rules are there (g.textRules), which may give others.
func (g *Game) ruleKeys() []string {
	if g.vocab != nil {
		keys := make([]string, len(g.vocab.Params))
		for i, p := range g.vocab.Params {
			keys[i] = p.Key
		}
		return keys
	}
	text := g.textRules != nil
	if g.keys == nil || g.keys.text != text {
		g.keys = &ruleKeyMemo{keys: g.readRuleKeys(), text: text}
	}
	return g.keys.keys
}

// hasRuleKey reports whether key is one of ruleKeys, without making the
// list of [card_rules]' keys.
func (g *Game) hasRuleKey(key string) bool {
	if g.vocab != nil {
		return slices.ContainsFunc(g.vocab.Params, func(p catalog.RuleParam) bool { return p.Key == key })
	}
	return slices.Contains(g.ruleKeys(), key)
}

// ruleKeyMemo is the catalog's rules keys, and whether they were read
// with the card texts' rules.
type ruleKeyMemo struct {
	keys []string
	text bool
}

// readRuleKeys reads the keys of every card's rules, sorted.
func (g *Game) readRuleKeys() []string {
	var keys []string
	for i := range g.cat.Cards {
		r := g.rulesOf(i)
		if r == nil {
			continue
		}
		for k := range r.Values {
			if !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	sort.Strings(keys)
	return keys
}

// ruleWords are the words the catalog's cards give as rules values,
// sorted: a word's index is its value at run time.
func (g *Game) ruleWords() []string {
	if g.words != nil {
		return g.words
	}
	g.words = []string{}
	if g.vocab != nil {
		for _, p := range g.vocab.Params {
			for _, w := range p.Words {
				if !slices.Contains(g.words, w) {
					g.words = append(g.words, w)
				}
			}
		}
	}
	for i := range g.cat.Cards {
		r := g.rulesOf(i)
		if r == nil {
			continue
		}
		for _, v := range r.Values {
			if s, ok := v.Value.(string); ok && !slices.Contains(g.words, s) {
				g.words = append(g.words, s)
			}
		}
	}
	sort.Strings(g.words)
	return g.words
}

// given compiles has(card.rules.KEY): whether the card's rules give the
// key at all (a number key reads 0 when not given).
func (c *compiler) given(n *node, e env) (eval, typ) {
	if !c.arity(n, 1, "has(card.rules.key)") {
		return nil, tBad
	}
	a := n.args[0]
	if a.op != "member" {
		c.errorf(a.off, "has(…) asks whether a card's rules give a key: has(card.rules.damage)")
		return nil, tBad
	}
	ch := memberPath(a)
	if ch.names[0] != "rules" || len(ch.names) < 2 {
		c.errorf(a.off, "has(…) asks whether a card's rules give a key: has(card.rules.damage)")
		return nil, tBad
	}
	key := ruleKey(ch)
	c.ruleReads = append(c.ruleReads, ruleRead{key, c.doc.Inside(c.path, ch.offs[len(ch.offs)-1])})
	if !c.g.hasRuleKey(key) {
		// A key whose value is a list (turn_options) is given or not too.
		return nil, tBad // reported by ruleKeysUsed, on one side
	}
	of, ok := c.faceReader(ch.of, e, "rules")
	if !ok {
		return nil, tBad
	}
	vals := make([]int64, len(c.g.faces))
	for i, fc := range c.g.faces {
		vals[i] = b2i(c.g.rulesOf(int(fc.entry)).Has(key))
	}
	return func(x *ctx) int64 {
		k := of(x)
		if k < 0 {
			return 0
		}
		return vals[k]
	}, tBool
}

// ruleKey is the dotted rules key ch reads: when_trashed.damage.
func ruleKey(ch keyPath) string {
	return strings.Join(ch.names[1:], ".")
}

// ruleRead is a rules key an expression of the description reads, and
// where: the position of its last name, has(…)'s included.
type ruleRead struct {
	key string
	at  diag.Pos
}

// ruleKeysUsed reports each rules key read that no card gives, once: when
// cards give a key no expression reads that is its misspelling, and the
// cards write it fewer times than the description reads the key (a card's
// typo for a key read twice), the mistake is the cards', reported at each
// as an unknown rules operation; else the description's, at each read.
// (Card keys read by nothing that misspell no read key are not reported:
// a description in progress plays part of its cards.)
func (c *compiler) ruleKeysUsed() {
	given := map[string][]int{}
	for i := range c.g.cat.Cards {
		if r := c.g.rulesOf(i); r != nil {
			for k := range r.Values {
				given[k] = append(given[k], i)
			}
		}
	}
	reads := map[string][]diag.Pos{}
	for _, r := range c.ruleReads {
		reads[r.key] = append(reads[r.key], r.at)
	}
	readKeys := slices.Sorted(maps.Keys(reads))
	if c.g.vocab != nil {
		// The cards are checked against the vocabulary; a read of a key
		// it does not declare is the description's mistake.
		for _, k := range readKeys {
			if c.g.declared(k) == nil {
				for _, at := range reads[k] {
					c.errs.Add(at, "%s", c.g.ruleKeyError(k))
				}
			}
		}
		return
	}
	var unread []string
	for _, k := range slices.Sorted(maps.Keys(given)) {
		if !read(k, readKeys) {
			unread = append(unread, k)
		}
	}
	for _, k := range readKeys {
		if len(given[k]) > 0 {
			continue
		}
		if s := catalog.Suggest(k, unread); s != "" && len(reads[k]) > len(given[s]) {
			for _, i := range given[s] {
				c.errs.Add(c.g.rulesOf(i).Values[s].Key, "card %q: unknown rules operation %q; did you mean %q?", c.g.cat.Cards[i].ID, s, k)
			}
			continue
		}
		for _, at := range reads[k] {
			c.errs.Add(at, "no card of the catalog has rules.%s%s", k, catalog.DidYouMean(k, slices.Sorted(maps.Keys(given))))
		}
	}
}

// read says whether the description reads key k, a table holding it, or
// a key of its table.
func read(k string, readKeys []string) bool {
	for _, r := range readKeys {
		if r == k || strings.HasPrefix(k, r+".") || strings.HasPrefix(r, k+".") {
			return true
		}
	}
	return false
}
