// Package clamp is the rules engine of CLAMP in CARDLAND: two players race
// to complete their 5 story cards by challenging them with character cards
// (paid with colored and colorless points), the inactive player joins the
// challenge to stop it, the completion judgement compares the acting totals
// (the inactive player adding the story's interference bonus), and the exit
// judgement lets both players remove opposing characters whose stamina the
// acting total covers. The package plays the rule examples of the game's
// manual (docs/examples-clamp-in-cardland.md) for the catalog id
// "clamp-in-cardland" (Engine, listed in a program's engine.Registry).
package clamp

import (
	"fmt"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
)

// GameID is the catalog id of the game these rules play.
const GameID = "clamp-in-cardland"

// Colorless is the color id of the colorless point (無色點數 = 紫): a
// purple point card pays only the colorless part of a cost.
const Colorless = "purple"

// Kind is a card's kind.
type Kind uint8

// The kinds of card.
const (
	Story     Kind = iota + 1 // 故事牌
	Character                 // 角色牌
	Event                     // 活動牌
)

// Cost is what paying for a card or an ability takes: Colored points of
// Color plus Colorless points of any color, or turning the character to
// resting (【休】).
type Cost struct {
	Color     string
	Colored   int
	Colorless int
	Rest      bool
}

// Card is one card design as the rules see it.
type Card struct {
	Entry  *catalog.Entry
	Kind   Kind
	Color  string // color id; "" for story cards
	Cost   Cost   // to enter (character) or to play (event)
	Acting int
	// Stamina is the character's printed stamina (體力).
	Stamina int
	Traits  []string
	// Points, Interference, Condition and Bonus belong to story cards.
	Points       int
	Interference int
	Condition    []Condition
	Bonus        Bonus
	// Effect is a character's ability (條文) or an event's effect; nil
	// when the card has none.
	Effect *Effect
}

// Name is the card's printed name.
func (c *Card) Name() string { return c.Entry.Name }

// HasTrait reports whether a character has the trait t (特徵).
func (c *Card) HasTrait(t string) bool {
	for _, x := range c.Traits {
		if x == t {
			return true
		}
	}
	return false
}

// Cards is the card pool of a catalog, by entry id.
type Cards struct {
	ByID   map[string]*Card
	List   []*Card // catalog order
	colors map[string]string
}

// NewCards reads the rules of every card of a CLAMP in CARDLAND catalog:
// kinds, costs and stats, story conditions and bonus effects, abilities and
// event effects. A card whose text the rules cannot read is an error naming
// it and its catalog line.
func NewCards(c *catalog.Catalog) (*Cards, error) {
	cs := &Cards{ByID: map[string]*Card{}, colors: map[string]string{}}
	if c.Color(Colorless) == nil {
		return nil, fmt.Errorf("%s: the catalog has no %q color, the colorless point", c.Path, Colorless)
	}
	rules, err := textRules(c)
	if err != nil {
		return nil, err
	}
	for _, col := range c.Colors {
		cs.colors[col.Name] = col.ID
		cs.colors[col.ID] = col.ID
	}
	var errs diag.List
	for i, e := range c.Cards {
		card, d := cs.read(c, e, rules[i])
		if d != nil {
			errs = append(errs, *d)
			continue
		}
		cs.ByID[e.ID] = card
		cs.List = append(cs.List, card)
	}
	errs.Sort()
	if len(errs) > 0 {
		return nil, errs
	}
	return cs, nil
}

// cardError is a problem of entry e that is not in its text: at the card.
func cardError(e *catalog.Entry, format string, args ...any) *diag.Diagnostic {
	return diag.Errorf(e.Pos, "card %q (%s): %s", e.ID, e.Name, fmt.Sprintf(format, args...))
}

func (cs *Cards) read(c *catalog.Catalog, e *catalog.Entry, r *catalog.Rules) (*Card, *diag.Diagnostic) {
	card := &Card{Entry: e}
	num := func(key string) (int, *diag.Diagnostic) {
		s, ok := e.Stats[key]
		if !ok {
			return 0, cardError(e, "no %s", key)
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			pos, _ := c.ValuePos(e, "stats."+key, "")
			return 0, diag.Errorf(pos, "card %q (%s): %s %q is not a number", e.ID, e.Name, key, s)
		}
		return n, nil
	}
	var d *diag.Diagnostic
	switch e.Kind {
	case "story":
		card.Kind, card.Points = Story, e.Points
		if card.Interference, d = num("interference"); d != nil {
			return nil, d
		}
		card.Condition, card.Bonus = conditionOf(r), bonusOf(r)
		return card, nil
	case "character":
		card.Kind = Character
	case "event":
		card.Kind = Event
	default:
		return nil, cardError(e, "unknown kind %q", e.Kind)
	}
	if len(e.Variants) != 1 || len(e.Variants[0].Colors) != 1 {
		return nil, cardError(e, "a character or event card has exactly one color")
	}
	card.Color = e.Variants[0].Colors[0]
	card.Cost.Color = card.Color
	if card.Cost.Colored, d = num("cost-colored"); d != nil {
		return nil, d
	}
	if card.Cost.Colorless, d = num("cost-colorless"); d != nil {
		return nil, d
	}
	if card.Color == Colorless && card.Cost.Colored > 0 {
		return nil, cardError(e, "a purple card has no colored cost: purple is the colorless point")
	}
	if card.Kind == Character {
		if card.Acting, d = num("acting"); d != nil {
			return nil, d
		}
		if card.Stamina, d = num("stamina"); d != nil {
			return nil, d
		}
		for _, t := range strings.Split(e.Stats["trait"], "／") {
			if t = strings.TrimSpace(t); t != "" {
				card.Traits = append(card.Traits, t)
			}
		}
	}
	text := strings.TrimSpace(e.Text)
	if text == "" {
		if card.Kind == Event {
			return nil, cardError(e, "an event card needs its effect in text")
		}
		return card, nil
	}
	if card.Kind == Event {
		card.Effect = effectOf(r, "effect.", card.Cost)
	} else {
		card.Effect = effectOf(r, "ability.", abilityCost(r))
	}
	return card, nil
}

// Find returns the card a name or entry id written in an example names.
func (cs *Cards) Find(name string) *Card {
	key := squash(name)
	for _, c := range cs.List {
		if squash(c.Entry.Name) == key || squash(c.Entry.ID) == key {
			return c
		}
	}
	return nil
}

// Color returns the color id a word names ("red", "紅"), or "".
func (cs *Cards) Color(word string) string {
	return cs.colors[strings.ToLower(strings.TrimSpace(word))]
}

func squash(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r != ' ' && r != '-' && r != '\u3000' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
