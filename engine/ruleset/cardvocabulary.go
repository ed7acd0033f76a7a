package ruleset

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"cardpress/catalog"
)

// This file reads what a description declares of its cards' rules = { … }
// ([card_rules]: each key with its type, words or range) and the checks
// every card's rules must pass ([[card_checks]]), so that a card written
// wrong is an error at its own line and column, with the nearest key or
// word, and not a card that silently does nothing in play. Without
// [card_rules] the keys are what the cards give (cardrules.go).

// cardRuleTypes are the types a [card_rules] key may declare.
var cardRuleTypes = map[string]catalog.RuleType{"number": catalog.RuleInt, "word": catalog.RuleWord, "words": catalog.RuleWords, "bool": catalog.RuleBool}

// cardRules reads [card_rules] into the game's vocabulary and checks the
// catalog's cards against it.
func (r *reader) cardRules(v any) {
	m := r.table(v, "card_rules")
	if m == nil {
		return
	}
	g := r.cp.g
	g.vocab = &catalog.Vocabulary{Engine: g.cat.Game.Title}
	before := len(r.cp.errs)
	r.cardRuleKeys(m, "card_rules", "")
	if len(g.vocab.Params) == 0 {
		r.errorf("card_rules", "[card_rules] declares no key: write each key a card's rules may give, like damage = { type = \"number\", min = 1, max = 9 }")
		return
	}
	if len(r.cp.errs) > before {
		return // cards checked against a broken declaration would be false alarms
	}
	r.cp.errs = append(r.cp.errs, g.vocab.Check(g.cat)...)
}

// cardRuleKeys reads the keys of m (at path p) under the dotted prefix: a
// table with a type declares a key, one without declares a table of keys.
func (r *reader) cardRuleKeys(m map[string]any, p, prefix string) {
	g := r.cp.g
	for _, k := range slices.Sorted(maps.Keys(m)) {
		at, key := p+"."+k, prefix+k
		spec := r.table(m[k], at)
		if spec == nil {
			continue
		}
		if _, typed := spec["type"]; !typed {
			g.vocab.Params = append(g.vocab.Params, catalog.RuleParam{Key: key, Type: catalog.RuleTable})
			r.cardRuleKeys(spec, at, key+".")
			continue
		}
		r.table(spec, at, "type", "words", "min", "max")
		name, _ := r.str(spec, at, "type")
		t, ok := cardRuleTypes[name]
		if !ok {
			r.valueErrorf(at+".type", "unknown type %q%s", name, catalog.DidYouMean(name, slices.Sorted(maps.Keys(cardRuleTypes))))
			if g.untyped == nil {
				g.untyped = map[string]bool{}
			}
			g.untyped[key] = true
		}
		param := catalog.RuleParam{Key: key, Type: t, Words: r.strs(spec, at, "words")}
		_, hasMin := spec["min"]
		_, hasMax := spec["max"]
		switch {
		case !ok:
		case t == catalog.RuleInt && (!hasMin || !hasMax):
			r.errorf(at, "a number key needs its range: min = 1, max = 9")
		case t == catalog.RuleInt:
			// A bad min or max is reported by integer, at itself.
			param.Min, _ = r.integer(spec, at, "min", -1<<30, 1<<30)
			param.Max, _ = r.integer(spec, at, "max", param.Min, 1<<30)
		case (t == catalog.RuleWord || t == catalog.RuleWords) && len(param.Words) == 0:
			r.errorf(at, "a %s key needs its words: words = [\"…\"]", name)
		}
		g.vocab.Params = append(g.vocab.Params, param)
	}
}

// declared is the vocabulary's parameter of key, or nil.
func (g *Game) declared(key string) *catalog.RuleParam {
	for i, p := range g.vocab.Params {
		if p.Key == key {
			return &g.vocab.Params[i]
		}
	}
	return nil
}

// cardCheck is one check of [[card_checks]], compiled.
type cardCheck struct {
	when eval
	at   string // the rules key the problem is shown at
	say  string
}

// cardChecks reads [[card_checks]] and runs each on every card of the
// deck: a card whose rules fail one is an error at its rules key at (or
// at its rules table when it does not give that key).
func (r *reader) cardChecks(v any) {
	if v == nil {
		return
	}
	list, ok := v.([]map[string]any)
	if !ok {
		r.valueErrorf("card_checks", "card_checks must be a list of tables ([[card_checks]]), got %s", catalog.Describe(v))
		return
	}
	var checks []cardCheck
	for i, item := range list {
		at := "card_checks." + strconv.Itoa(i)
		m := r.table(item, at, "when", "at", "say")
		if m == nil {
			continue
		}
		when, ok := r.str(m, at, "when")
		if !ok {
			r.errorf(at, "a card check needs when = \"…\": what every card's rules must hold")
			continue
		}
		f := r.cp.expression(at+".when", when, tBool, env{card: true})
		key, _ := r.str(m, at, "at")
		if keys := r.cp.g.ruleKeys(); key != "" && !slices.Contains(keys, key) {
			r.valueErrorf(at+".at", "at names the rules key a failing card is shown at; there is no rules key %s%s", key, catalog.DidYouMean(key, keys))
		}
		say, ok := r.str(m, at, "say")
		if !ok {
			r.errorf(at, "a card check needs say = \"…\": what is wrong with a card that fails it")
		}
		if f != nil && ok {
			checks = append(checks, cardCheck{f, key, say})
		}
	}
	r.runCardChecks(checks)
}

// runCardChecks runs the checks on one card of each face of the deck.
func (r *reader) runCardChecks(checks []cardCheck) {
	g := r.cp.g
	if len(checks) == 0 || len(r.cp.errs) > 0 {
		return // a check reads what the rest declares
	}
	x := &ctx{s: g.newState(g.minPlayers, 1), it: -1}
	seen := map[int16]bool{}
	for k, f := range g.cardFace {
		if seen[f] {
			continue
		}
		seen[f] = true
		x.card = k
		e := g.cat.Cards[g.faces[f].entry]
		for _, ch := range checks {
			if ch.when(x) != 0 {
				continue
			}
			pos := e.Pos
			if e.Rules != nil {
				pos = e.Rules.At(ch.at)
				if v, ok := e.Rules.Values[ch.at]; ok {
					pos = v.Key
				}
			}
			r.cp.errs.Add(pos, "card %q: %s", e.ID, ch.say)
		}
	}
}

// ruleKeyError is the problem of an expression reading a rules key the
// description's vocabulary does not declare.
func (g *Game) ruleKeyError(key string) string {
	var keys []string
	for _, p := range g.vocab.Params {
		keys = append(keys, p.Key)
	}
	return fmt.Sprintf("[card_rules] declares no key %s%s", key, catalog.DidYouMean(key, keys))
}
