package engine

import (
	"fmt"
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
	// Forms are the game's statements and choices, typed and worded in
	// each language (Form); they are tried before the core forms, and a
	// form with a core form's key is printed instead of it.
	Forms []*Form
	// Reasons are the rules the game's engine rejects steps by, as an
	// example names them (ReasonText): a written reason must be one of
	// them. A game without the table matches written reasons as text.
	Reasons []ReasonText

	// The words below are the untyped dialect of a game whose forms are
	// not written yet: its arguments are kept as text for its engine.
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

// legacySetting reads "key: value" or "player key: value" when key is one
// of the game's untyped settings.
func (p *parser) legacySetting(s, raw string, c int) *Setting {
	key, value, ok := cutTop(s, ':')
	if !ok {
		return nil
	}
	value = strings.TrimSpace(value)
	player, what := p.splitPlayerKey(key)
	if !p.v.dialect.has(p.v.dialect.Settings, what) {
		return nil
	}
	return &Setting{Pos: p.at(c), Text: raw, Key: what, Player: player, Value: value, Cards: p.dialectCards(value)}
}

// legacyExpectation reads an expectation whose key is one of the game's
// untyped ones.
func (p *parser) legacyExpectation(s string, c int) *Expectation {
	key, value, ok := cutTop(s, ':')
	if !ok {
		return nil
	}
	value = strings.TrimSpace(value)
	player, what := p.splitPlayerKey(key)
	if !p.v.dialect.has(p.v.dialect.Expectations, what) {
		return nil
	}
	return &Expectation{Pos: p.at(c), Text: s, Key: what, Player: player, Value: value, Cards: p.anyCards(value)}
}

// legacyStep reads "PLAYER verb args" when verb is one of the game's
// untyped verbs, with "can" and "cannot … : reason".
func (p *parser) legacyStep(s, raw string, c int) (*Step, error) {
	player, rest := p.leadingPlayer(s)
	if player == "" || len(p.v.dialect.Verbs) == 0 {
		return nil, nil
	}
	st := &Step{Pos: p.at(c), Text: raw, Player: player, Count: 1}
	lr := strings.ToLower(rest)
	switch {
	case strings.HasPrefix(lr, "can "):
		st.Can, rest = true, strings.TrimSpace(rest[4:])
	case strings.HasPrefix(lr, "cannot "):
		action, reason, ok := cutTop(strings.TrimSpace(rest[7:]), ':')
		if !ok || strings.TrimSpace(reason) == "" {
			return nil, &colError{col: c, err: fmt.Errorf("a cannot step gives the reason after a colon, like \"%s cannot %s …: REASON\"", player, p.v.dialect.Verbs[0])}
		}
		r, err := p.reason(strings.TrimSpace(reason))
		if err != nil {
			return nil, &colError{col: c, err: err}
		}
		st.Cannot, rest, st.Reason, st.ReasonText = true, strings.TrimSpace(action), r.Match, r.Text
	}
	verb, args, _ := strings.Cut(rest, " ")
	lverb := strings.ToLower(verb)
	if !p.v.dialect.has(p.v.dialect.Verbs, lverb) {
		return nil, nil
	}
	st.Verb, st.Args = lverb, strings.TrimSpace(args)
	st.Cards = p.dialectCards(st.Args)
	return st, nil
}

// splitPlayerKey splits "bob life" into the player Bob and "life".
func (p *parser) splitPlayerKey(key string) (player, what string) {
	key = strings.ToLower(strings.TrimSpace(key))
	if name := p.playerKey(key); name != "" {
		return name, strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(key, strings.ToLower(name)), "'s"))
	}
	return "", key
}
