package engine

import (
	"strings"
)

// Dialect extends the example language for one game: the settings, actions
// and expectations its rules need beyond the common ones (players, hands,
// play card, plays, draws, turn, …). The parser keeps their arguments as
// written — Setting.Value, Step.Args, Expectation.Value — together with the
// cards they name, when every comma-separated item names a card; the game's
// engine reads the rest. Words are lowercase; a setting or expectation may
// be written for a player ("Bob life: 10", "→ Bob life: 7").
type Dialect struct {
	Settings     []string // "life", "field", "bulwark", …
	Verbs        []string // "attacks", "summons", … (the form written after the player's name)
	Expectations []string // "damage", "graveyard", …
	// Joiners are the words that join the parts of the game's step and
	// setting arguments ("with", "on", "and"). With joiners, a step or
	// setting names the cards of every part that is a list of cards only:
	// "Alice casts Up with ♥3 on ♠5" names Up, ♥3 and ♠5, and they show as
	// chips and count for coverage. Without joiners, arguments name cards
	// only when every comma-separated item is a card.
	Joiners []string
}

func (d Dialect) has(list []string, word string) bool {
	for _, w := range list {
		if w == word {
			return true
		}
	}
	return false
}

// anyCards reads a list in which every item names a card, or returns nil:
// a dialect's argument may be cards or anything else.
func (p *parser) anyCards(list string) []*CardRef {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	var out []*CardRef
	for _, item := range SplitTop(list, ',') {
		ref, err := p.cardWithChoices(strings.TrimSpace(item))
		if err != nil {
			return nil
		}
		out = append(out, ref)
	}
	return out
}

// dialectCards reads the cards a dialect argument names: with the game's
// joiners, the cards of each part between them that names only cards;
// without, anyCards.
func (p *parser) dialectCards(args string) []*CardRef {
	joiners := p.v.dialect.Joiners
	if len(joiners) == 0 {
		return p.anyCards(args)
	}
	var out []*CardRef
	var part []string
	flush := func() {
		out = append(out, p.anyCards(strings.Join(part, " "))...)
		part = part[:0]
	}
	for _, w := range strings.Fields(args) {
		if p.v.dialect.has(joiners, strings.ToLower(w)) {
			flush()
			continue
		}
		part = append(part, w)
	}
	flush()
	return out
}

// dialectSetting reads "key: value" or "player key: value" when key is one
// of the game's settings.
func (p *parser) dialectSetting(key, value, raw string) *Setting {
	player, what := p.splitPlayerKey(key)
	if !p.v.dialect.has(p.v.dialect.Settings, what) {
		return nil
	}
	return &Setting{Line: p.line, Text: raw, Key: what, Player: player, Value: value, Cards: p.dialectCards(value)}
}

// dialectExpectation reads an expectation whose key is one of the game's.
func (p *parser) dialectExpectation(key, value, text string) *Expectation {
	player, what := p.splitPlayerKey(key)
	if !p.v.dialect.has(p.v.dialect.Expectations, what) {
		return nil
	}
	return &Expectation{Line: p.line, Text: text, Key: what, Player: player, Value: value, Cards: p.anyCards(value)}
}

// splitPlayerKey splits "bob life" into the player Bob and "life".
func (p *parser) splitPlayerKey(key string) (player, what string) {
	key = strings.ToLower(strings.TrimSpace(key))
	if name := p.playerKey(key); name != "" {
		return name, strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(key, strings.ToLower(name)), "'s"))
	}
	return "", key
}
