// Package worldend is the rules engine of World End (ワルエン, rules 1.1):
// two players, each with a 33-card deck of which 3 cards go to the extra
// zone, characters that fight with power (P) and life (L), damage that
// trashes cards from the top of the deck, and refreshes that take a card
// from the extra zone — the third one loses the game. It plays the rule
// examples of the game's manual (see docs/examples-world-end.md) for the
// catalog id "world-end" (Engine, listed in a program's engine.Registry).
package worldend

import (
	"fmt"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
)

// GameID is the catalog id of the game these rules play.
const GameID = "world-end"

// Kind is what a card is: a character for the field or a magic card.
type Kind uint8

// The kinds of card.
const (
	Character Kind = iota + 1
	Magic
)

// Timing says when a magic card may be used.
type Timing uint8

// The timings of magic cards.
const (
	// Normal magic is used in its owner's main phase.
	Normal Timing = iota
	// Support (応援) is used only in the support step, by the attacked
	// player.
	Support
	// Quick (クイック) is used in its owner's main phase or, like a
	// support, in the support step by the attacked player.
	Quick
)

// Card is one card design as the rules see it: its catalog entry's stats
// and, for cards with rules, their compiled effect.
type Card struct {
	ID, Name string
	Kind     Kind
	// Cost is the number of hand cards trashed to play it; DeckCost the
	// number of cards trashed from the top of the deck.
	Cost, DeckCost int
	Power, Life    int
	// Upkeep is the number of hand cards trashed at the end of its owner's
	// turn to keep the character on the field (維持).
	Upkeep int
	Timing Timing
	Effect *Effect
	// Index is the card's place in the catalog, from 1: actions name
	// cards by it.
	Index int
	// entries is []string{ID}, the entries a rejection about the card
	// names.
	entries []string
}

// String is the card's printed name.
func (c *Card) String() string { return c.Name }

// Cards are the card designs of a World End catalog.
type Cards struct {
	List []*Card
	byID map[string]*Card
	// DeckSize is the number of cards of a deck (the catalog's [deck]
	// size): every player's cards outside the summon zone add up to it.
	DeckSize int
	// MaxCopies is the most copies of one card a player's cards may hold.
	MaxCopies int
	// SummonZone is the most cards a summon zone holds (the [deck] part
	// "summon").
	SummonZone int
}

// NewCards reads the card designs of a World End catalog, with their rules
// compiled (vocabulary.go): rules the engine cannot play are errors at
// their positions in the catalog, and every magic card must have an
// effect.
func NewCards(c *catalog.Catalog) (*Cards, error) {
	cs := &Cards{byID: map[string]*Card{}, DeckSize: 33, MaxCopies: 3, SummonZone: 5}
	if r := c.DeckRules; r != nil {
		if r.Size > 0 {
			cs.DeckSize = r.Size
		}
		if r.MaxCopies > 0 {
			cs.MaxCopies = r.MaxCopies
		}
		for _, part := range r.Parts {
			if part.ID == "summon" && part.MaxSize > 0 {
				cs.SummonZone = part.MaxSize
			}
		}
	}
	for _, e := range c.Cards {
		card := &Card{ID: e.ID, Name: e.Name, entries: []string{e.ID}}
		switch e.Kind {
		case "character":
			card.Kind = Character
		case "magic":
			card.Kind = Magic
		default:
			pos, _ := c.ValuePos(e, "kind", "")
			return nil, diag.List{*diag.Errorf(pos, "card %q is of kind %q; World End cards are characters or magic: kind = \"character\" or \"magic\"", e.ID, e.Kind)}
		}
		for _, f := range []struct {
			stat string
			to   *int
		}{{"cost", &card.Cost}, {"deck-cost", &card.DeckCost}, {"power", &card.Power}, {"life", &card.Life}, {"upkeep", &card.Upkeep}} {
			v, ok := e.Stats[f.stat]
			if !ok {
				continue
			}
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 0 {
				pos, _ := c.ValuePos(e, "stats."+f.stat, "")
				return nil, diag.List{*diag.Errorf(pos, "card %q: %s must be a whole number, got %q", e.ID, f.stat, v)}
			}
			*f.to = n
		}
		for _, ic := range e.Icons {
			switch ic {
			case "support":
				card.Timing = Support
			case "quick":
				card.Timing = Quick
			}
		}
		if card.Kind == Character && card.Life == 0 {
			return nil, fmt.Errorf("%s: character %q has no life (L)", c.Path, e.ID)
		}
		card.Index = len(cs.List) + 1
		cs.List = append(cs.List, card)
		cs.byID[e.ID] = card
	}
	effects, err := compileRules(c, cs.List)
	if err != nil {
		return nil, err
	}
	for i, card := range cs.List {
		card.Effect = effects[i]
	}
	return cs, nil
}

// ByID returns the card of a catalog entry id, or nil.
func (cs *Cards) ByID(id string) *Card { return cs.byID[id] }
