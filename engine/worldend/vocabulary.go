package worldend

import (
	"fmt"
	"slices"

	"cardpress/catalog"
	"cardpress/diag"
)

// This file is the vocabulary of World End's card rules (docs/rules-data.md):
// what a [[card]]'s rules = { … } may say, the lint of combinations that
// cannot work, and the compilation into the flat Effect the engine reads.

// targetNames are the words of target, by Target.
var targetNames = [...]string{
	NoTarget:          "none",
	OpponentCharacter: "opponent-character",
	OwnCharacter:      "own-character",
	AttackedCharacter: "attacked-character",
	TrashCharacter:    "trash-character",
	Opponent:          "opponent",
}

// untilNames are the words of until: how long a P or L change lasts.
var untilNames = []string{"end-phase", "end-of-turn"}

// effectParams are the operations of one effect: a magic card's, or a
// trigger's (prefix "when_trashed.").
func effectParams(prefix string) []catalog.RuleParam {
	return []catalog.RuleParam{
		{Key: prefix + "target", Type: catalog.RuleWord, Words: targetNames[:]},
		{Key: prefix + "damage", Type: catalog.RuleInt, Min: 1, Max: 30},
		{Key: prefix + "exhaust", Type: catalog.RuleBool},
		{Key: prefix + "hold", Type: catalog.RuleBool},
		{Key: prefix + "power", Type: catalog.RuleInt, Min: 1, Max: 20},
		{Key: prefix + "life", Type: catalog.RuleInt, Min: 1, Max: 20},
		{Key: prefix + "until", Type: catalog.RuleWord, Words: untilNames},
		{Key: prefix + "move", Type: catalog.RuleWord, Words: []string{"hand"}},
		{Key: prefix + "draw", Type: catalog.RuleInt, Min: 1, Max: 30},
		{Key: prefix + "draw_to", Type: catalog.RuleInt, Min: 1, Max: 30},
	}
}

// Vocabulary is what the World End engine reads in a card's rules: an
// effect (a target and what happens to it, draws), a play condition, and a
// trigger with an effect of its own. A card without rules has none: a
// character that only fights.
var Vocabulary = catalog.Vocabulary{
	Engine: "World End",
	Params: slices.Concat(effectParams(""), []catalog.RuleParam{
		{Key: "condition", Type: catalog.RuleTable},
		{Key: "condition.own_field", Type: catalog.RuleInt, Min: 1, Max: MaxField},
		{Key: triggerKey, Type: catalog.RuleTable},
	}, effectParams(triggerKey+".")),
}

// triggerKey is the trigger "when trashed from the field".
const triggerKey = "when_trashed"

// compileRules lints the rules of every entry of c and compiles them, by
// entry index; kinds and timings are the entries' (NewCards reads them).
// A card without rules compiles to nil.
func compileRules(c *catalog.Catalog, cards []*Card) ([]*Effect, error) {
	if errs := Vocabulary.Check(c); len(errs) > 0 {
		return nil, errs
	}
	out := make([]*Effect, len(c.Cards))
	var errs diag.List
	for i, e := range c.Cards {
		l := linter{e: e, card: cards[i]}
		out[i] = l.compile()
		errs = append(errs, l.errs...)
	}
	errs.Sort()
	if len(errs) > 0 {
		return nil, errs
	}
	return out, nil
}

// linter compiles one entry's rules and collects what cannot work.
type linter struct {
	e    *catalog.Entry
	card *Card
	errs diag.List
}

func (l *linter) bad(key, format string, args ...any) {
	p := l.e.Pos
	if l.e.Rules != nil {
		p = l.e.Rules.At(key)
	}
	l.errs.Add(p, "card %q: %s", l.e.ID, fmt.Sprintf(format, args...))
}

func (l *linter) compile() *Effect {
	rs, c := l.e.Rules, l.card
	if rs == nil {
		if c.Kind == Magic {
			l.bad("", "a magic card needs rules = { … } saying what it does, like rules = { target = \"opponent-character\", damage = 2 } (docs/rules-data.md)")
		}
		return nil
	}
	eff := l.effect("")
	eff.OwnField = rs.Int("condition.own_field", 0)
	if rs.Has("condition") && eff.OwnField == 0 {
		l.bad("condition", "a condition needs own_field = N: the card is played only while its player's field holds N characters or more")
	}
	if rs.Has(triggerKey) {
		if c.Kind == Magic {
			l.bad(triggerKey, "when_trashed is for characters: a magic card goes to the trash when it is used; write its effect without when_trashed")
		}
		t := l.effect(triggerKey + ".")
		switch {
		case !t.acts():
			l.bad(triggerKey, "when_trashed needs an effect, like when_trashed = { target = \"opponent\", damage = 1 }")
		case t.Target != NoTarget && t.Target != Opponent:
			l.bad(triggerKey+".target", "a trigger has no player to choose its target: when_trashed.target can only be \"opponent\"")
		}
		eff.OnTrashed = &t
	}
	switch {
	case c.Kind == Character && eff.acts():
		key := "target"
		if !rs.Has(key) {
			key = firstKey(rs, "")
		}
		l.bad(key, "a character's effect happens when something triggers it: write it under when_trashed = { … }; only condition and when_trashed are read on a character")
	case c.Kind == Magic && !eff.acts():
		l.bad("", "a magic card needs an effect: damage, exhaust, power, life, move, draw or draw_to")
	}
	if eff.Target == AttackedCharacter && c.Timing == Normal {
		l.bad("target", "the attacked character is there only in the support step, where normal magic is never used: give the card the \"support\" or \"quick\" icon, or did you mean target = \"own-character\"?")
	}
	return &eff
}

// firstKey is the first operation of rules under prefix besides the
// target, in the order of the vocabulary, or "" when none is given.
func firstKey(rs *catalog.Rules, prefix string) string {
	for _, p := range effectParams(prefix)[1:] {
		if rs.Has(p.Key) {
			return p.Key
		}
	}
	return ""
}

// effect compiles the operations under prefix and lints their combination.
func (l *linter) effect(prefix string) Effect {
	rs := l.e.Rules
	key := func(k string) string { return prefix + k }
	e := Effect{
		Target:  Target(max(0, slices.Index(targetNames[:], rs.Word(key("target"))))),
		Damage:  rs.Int(key("damage"), 0),
		Exhaust: rs.Bool(key("exhaust"), false),
		Hold:    rs.Bool(key("hold"), false),
		Power:   rs.Int(key("power"), 0),
		Life:    rs.Int(key("life"), 0),
		ToHand:  rs.Word(key("move")) == "hand",
		Draw:    rs.Int(key("draw"), 0),
		DrawTo:  rs.Int(key("draw_to"), 0),
	}
	onField := e.Target == OpponentCharacter || e.Target == OwnCharacter || e.Target == AttackedCharacter
	trigger := prefix != ""
	switch {
	case trigger && (e.Exhaust || e.Power > 0 || e.Life > 0 || e.ToHand):
		k := firstKey(rs, prefix)
		l.bad(k, "%s acts on a card a player chooses, and a trigger has no player to choose: a trigger deals damage to the opponent or draws", k)
	case e.Target == NoTarget && (e.Damage > 0 || e.Exhaust || e.Power > 0 || e.Life > 0 || e.ToHand):
		k := firstKey(rs, prefix)
		l.bad(k, "%s acts on a target, and the card has none: add target = %s", k, suggestTarget(&e, trigger))
	case e.Target != NoTarget && !e.targets():
		l.bad(key("target"), "nothing happens to the target: add what happens to it (damage, exhaust, power, life, move) or remove target")
	case e.Damage > 0 && e.Target == TrashCharacter:
		l.bad(key("damage"), "damage goes to a character on the field or to the opponent, not to a card in the trash; did you mean target = \"opponent-character\"?")
	case (e.Exhaust || e.Power > 0 || e.Life > 0) && !onField:
		k := key("exhaust")
		if !e.Exhaust {
			k = key("power")
			if e.Power == 0 {
				k = key("life")
			}
		}
		l.bad(k, "%s changes a character on the field, and target = %q is not one; did you mean target = \"opponent-character\" or \"own-character\"?", k, targetNames[e.Target])
	case e.ToHand && e.Target != TrashCharacter:
		l.bad(key("move"), "move = \"hand\" takes a character back from its player's trash: give the card target = \"trash-character\"")
	}
	if e.Hold && !e.Exhaust {
		l.bad(key("hold"), "hold keeps an exhausted character exhausted through its next ready phase: add exhaust = true")
	}
	if rs.Has(key("until")) && e.Power == 0 && e.Life == 0 {
		l.bad(key("until"), "until is how long a P or L change lasts: add power or life, or remove until")
	}
	if e.Draw > 0 && e.DrawTo > 0 {
		l.bad(key("draw_to"), "draw and draw_to together: choose one (draw = N draws N cards, draw_to = N draws until the hand holds N)")
	}
	return e
}

// suggestTarget is the target a targetless effect most likely means.
func suggestTarget(e *Effect, trigger bool) string {
	switch {
	case trigger:
		return `"opponent"`
	case e.ToHand:
		return `"trash-character"`
	case e.Power > 0 || e.Life > 0:
		return `"own-character"`
	}
	return `"opponent-character"`
}
