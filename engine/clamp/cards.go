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
	for _, col := range c.Colors {
		cs.colors[col.Name] = col.ID
		cs.colors[col.ID] = col.ID
	}
	for _, e := range c.Cards {
		card, err := cs.read(e)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %s (%s): %v", e.Pos.File, e.Pos.Line, e.Name, e.ID, err)
		}
		cs.ByID[e.ID] = card
		cs.List = append(cs.List, card)
	}
	return cs, nil
}

func (cs *Cards) read(e *catalog.Entry) (*Card, error) {
	card := &Card{Entry: e}
	num := func(key string) (int, error) {
		s, ok := e.Stats[key]
		if !ok {
			return 0, fmt.Errorf("no %s", key)
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			return 0, fmt.Errorf("%s %q is not a number", key, s)
		}
		return n, nil
	}
	var err error
	switch e.Kind {
	case "story":
		card.Kind, card.Points = Story, e.Points
		if card.Interference, err = num("interference"); err != nil {
			return nil, err
		}
		if card.Condition, err = readCondition(e.Stats["condition"]); err != nil {
			return nil, err
		}
		if card.Bonus, err = readBonus(e.Text); err != nil {
			return nil, err
		}
		return card, nil
	case "character":
		card.Kind = Character
	case "event":
		card.Kind = Event
	default:
		return nil, fmt.Errorf("unknown kind %q", e.Kind)
	}
	if len(e.Variants) != 1 || len(e.Variants[0].Colors) != 1 {
		return nil, fmt.Errorf("a character or event card has exactly one color")
	}
	card.Color = e.Variants[0].Colors[0]
	card.Cost.Color = card.Color
	if card.Cost.Colored, err = num("cost-colored"); err != nil {
		return nil, err
	}
	if card.Cost.Colorless, err = num("cost-colorless"); err != nil {
		return nil, err
	}
	if card.Color == Colorless && card.Cost.Colored > 0 {
		return nil, fmt.Errorf("a purple card has no colored cost: purple is the colorless point")
	}
	if card.Kind == Character {
		if card.Acting, err = num("acting"); err != nil {
			return nil, err
		}
		if card.Stamina, err = num("stamina"); err != nil {
			return nil, err
		}
		for _, t := range strings.Split(e.Stats["trait"], "／") {
			if t = strings.TrimSpace(t); t != "" {
				card.Traits = append(card.Traits, t)
			}
		}
	}
	text := strings.TrimSpace(strings.ReplaceAll(e.Text, "\u3000", " "))
	if text == "" {
		if card.Kind == Event {
			return nil, fmt.Errorf("an event card needs its effect in text")
		}
		return card, nil
	}
	if card.Kind == Event {
		card.Effect, err = readEffect(text, card.Cost, containsStr(e.Icons, "action"))
	} else {
		card.Effect, err = cs.readAbility(text)
	}
	return card, err
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
