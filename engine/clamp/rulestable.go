package clamp

import (
	"fmt"
	"maps"
	"slices"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine/ruleset"
)

// This file gives the data engine (engine/ruleset) what the closed
// grammar reads from each card's printed text, as the rules table a
// catalog's rules = { … } would give: a description with [game] text =
// "clamp-in-cardland" reads card.rules.effect.acting, card.rules.traits,
// story.rules.condition.trait, … (games/clamp-in-cardland/rules/game.toml).

func init() { ruleset.CardTexts[GameID] = RulesTables }

// RulesTables reads every card of a CLAMP in CARDLAND catalog into its
// rules table, by catalog index.
func RulesTables(c *catalog.Catalog) ([]*catalog.Rules, error) {
	cs, err := NewCards(c)
	if err != nil {
		return nil, err
	}
	out := make([]*catalog.Rules, len(c.Cards))
	for i, e := range c.Cards {
		card := cs.ByID[e.ID]
		t, err := card.table()
		if err != nil {
			return nil, diag.Errorf(e.Pos, "card %q (%s): %v", e.ID, e.Name, err)
		}
		out[i] = flatRules(e.Pos, t)
	}
	return out, nil
}

// table is what the card's text says, as nested values.
func (c *Card) table() (map[string]any, error) {
	t := map[string]any{"name": c.Name()}
	switch c.Kind {
	case Story:
		cond := map[string]any{}
		for _, k := range c.Condition {
			key, v := k.entry()
			if _, twice := cond[key]; twice {
				return nil, fmt.Errorf("the data engine reads one challenge condition of each kind; %s is the second", k)
			}
			cond[key] = v
		}
		t["condition"] = cond
		b := c.Bonus
		bonus := map[string]any{}
		if b.Acting > 0 {
			bonus["acting"] = int64(b.Acting)
			if b.Trait != "" {
				bonus["trait"] = b.Trait
			}
		}
		if b.Stamina != 0 {
			bonus["stamina"] = int64(b.Stamina)
		}
		if b.Total > 0 {
			bonus["total"], bonus["present"] = int64(b.Total), b.Present
		}
		t["bonus"] = bonus
	case Character:
		traits := make([]any, len(c.Traits))
		for i, x := range c.Traits {
			traits[i] = x
		}
		t["traits"] = traits
	}
	if e := c.Effect; e != nil {
		key := "effect"
		if c.Kind == Character {
			key = "ability"
		}
		t[key] = e.table()
	}
	return t, nil
}

// entry is a challenge condition as a rules key and value.
func (k Condition) entry() (string, any) {
	switch k.Kind {
	case CondTrait:
		return "trait", k.Trait
	case CondActing:
		return "acting", int64(k.N)
	case CondPresent:
		return "present", k.Name
	}
	return "hand", int64(k.N)
}

var targetWords = map[Target]string{Self: "self", Own: "own", Opposing: "opposing", Anyone: "anyone"}

// table is an effect as rules values: its timing, its cost, its target
// and what it does.
func (e *Effect) table() map[string]any {
	t := map[string]any{
		"action": e.Action, "main": e.Main, "active_only": e.ActiveOnly,
		"rest": e.Cost.Rest, "colored": int64(e.Cost.Colored), "colorless": int64(e.Cost.Colorless),
		"acting": int64(e.Acting), "stamina": int64(e.Stamina), "withdraw": e.Withdraw,
		"draw": int64(e.Draw), "retrieve": e.Retrieve,
	}
	if e.Cost.Color != "" {
		t["color"] = e.Cost.Color
	}
	if w, ok := targetWords[e.Target]; ok {
		t["target"] = w
	}
	return t
}

// flatRules writes nested values as a catalog's rules: every value by its
// dotted path, tables kept, all at the card's position.
func flatRules(pos diag.Pos, t map[string]any) *catalog.Rules {
	r := &catalog.Rules{Pos: pos, Table: pos, Values: map[string]catalog.RuleValue{}}
	var walk func(prefix string, m map[string]any)
	walk = func(prefix string, m map[string]any) {
		for _, k := range slices.Sorted(maps.Keys(m)) {
			v := m[k]
			r.Values[prefix+k] = catalog.RuleValue{Value: v, Pos: pos, Key: pos}
			if sub, ok := v.(map[string]any); ok {
				walk(prefix+k+".", sub)
			}
		}
	}
	walk("", t)
	return r
}
