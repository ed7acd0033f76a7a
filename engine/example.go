// Package engine runs the rule examples of a game's manual on the game's
// rules engine: it parses the example language (docs/examples.md) of the
// example blocks package manual finds, plays each example on a Table of
// the game's engine and reports what passed, what failed and why, and
// which cards no example uses. Game rules live in sub-packages
// (engine/ruleset, the data engine; engine/blackpoker), each offering its
// Rules, which a program lists in a Registry.
package engine

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"cardpress/diag"
)

// Example is one parsed rule example.
type Example struct {
	diag.Pos        // of the opening fence: the manual file as shown in messages, the line
	Title    string // the rest of the fence's info string

	// Players are the names of the players, in seating (clockwise) order.
	Players []string
	// Setup lists the setting lines (players, hands, play card, …) in order.
	Setup []*Setting
	// Initial holds expectations written before the first step: they are
	// checked on the state the setup describes.
	Initial []*Expectation
	// Steps are the players' actions, in order, each with the expectations
	// that follow it.
	Steps []*Step

	// Lang is the language the example is written in, as its players
	// line shows ("ja"): a failure is reported in it.
	Lang string

	// vocab is the vocabulary the example was read with: a failure says
	// what the game shows in the example's own words (Restate).
	vocab *Vocabulary
}

// Setting is one setup line: "Alice: red 5, Wild", "play card: blue 3".
type Setting struct {
	diag.Pos        // of its first character
	Text     string // the line as written
	// Key says what is set: "players", "set", "seed", "option",
	// "scoring option", "scoring", "rounds", "limit", "play card", "turn",
	// "direction", "draw pile", "discard pile", "hand", "tableau", "rests",
	// "score".
	Key string
	// Player is the player the setting is about (hand, tableau, rests,
	// score), or "".
	Player string
	// Item is the rule number of "option N" and "scoring option N".
	Item int
	// Value is the setting's value when it is a word or number ("C", "on",
	// "counterclockwise", "42", "Bob").
	Value string
	// Cards are the cards the setting names, in order (hand, tableau, play
	// card, piles).
	Cards []*CardRef
	// More is the number of further unnamed cards of a hand ("3 more").
	More int
	// Exact is set when a list is complete: the cards named and More
	// unnamed ones, nothing else ("draw pile: red 8, 3 more" is a draw
	// pile of 4 cards).
	Exact bool

	said *said
}

// Step is one action of a player: a play of one or more cards, a draw, a
// choice, an answer to an attack. A step written "Alice can …" or "Alice
// cannot …: reason" is a check: it is tried on a copy of the table and
// leaves the game unchanged.
type Step struct {
	diag.Pos        // of its first character
	Text     string // the line as read: folded, without inline expectations
	Player   string
	// Verb is the action: "plays", "lays", "draws", "passes", "ends",
	// "takes", "releases", "chooses", "reach", "no reach", "points out".
	Verb string
	// Cards are the cards the step places, lays or releases, in order,
	// each with its choices.
	Cards []*CardRef
	// Choices are choices written without a card ("Alice chooses green").
	Choices []*Choice
	// Count is the number of cards of "draws N" (1 when not written).
	Count int
	// Args is what follows a dialect verb, as written ("♠7 with ♠2").
	Args string
	// Can is true for "can …" checks, Cannot for "cannot …" checks.
	Can, Cannot bool
	// Reason is the key of the rule a "cannot" check names (the game's
	// reasons table); ReasonText is the rule as written.
	Reason, ReasonText string
	// Expect are the expectations checked after the step.
	Expect []*Expectation
	// Setup are the settings of the round a dealing step (Form.Deals)
	// deals: the lines written after it, before its expectations.
	Setup []*Setting
	// Told is the step's outcome as the rulebook tells it, in the
	// manual's language: the lines starting with ">" written after the
	// step, joined. It stands in the printed panel for the sentences told
	// from Expect, which are checked all the same.
	Told string

	said    *said
	why     *Reason // the reason as read, with the cards it names
	written string  // the line as written, before folding (、 and ・ kept)
}

// CardRef is a card as an example names it: "red Skip", "赤５", "Wild
// Draw4 (blue)". The manual draws it as a small card face of the
// catalog entry Entry in the colors Colors.
type CardRef struct {
	Text   string   // as written, choices included
	Entry  string   // catalog entry id: "skip", "wild-draw4", "5"
	Colors []string // catalog color ids of the face: ["red"], ["red", "green"]; nil for colorless and Wild cards
	// Choices are the decisions written in parentheses after the card, in
	// order: color, turn option, target, a declare card's declared card, a
	// redraw, a search's pick.
	Choices []*Choice
}

// ChoiceKind says what a choice decides.
type ChoiceKind uint8

// The kinds of choice.
const (
	ChoiceColor  ChoiceKind = iota + 1 // a color: Value is the color id
	ChoiceOption                       // a turn option: Value is "skip", "reverse" or "next"
	ChoicePlayer                       // a target: Value is the player's name
	ChoiceAs                           // a declare card's declared card: Card
	ChoiceCard                         // a card taken (search): Card
)

// String names a kind of choice in messages: "a color".
func (k ChoiceKind) String() string {
	switch k {
	case ChoiceColor:
		return "a color"
	case ChoiceOption:
		return "a turn option"
	case ChoicePlayer:
		return "a player"
	case ChoiceAs:
		return "a card to stand for"
	case ChoiceCard:
		return "a card"
	}
	return fmt.Sprintf("choice %d", uint8(k))
}

// Key names a kind of choice in message keys, in every language:
// "color", "option", "player", "as", "card".
func (k ChoiceKind) Key() string {
	switch k {
	case ChoiceColor:
		return "color"
	case ChoiceOption:
		return "option"
	case ChoicePlayer:
		return "player"
	case ChoiceAs:
		return "as"
	case ChoiceCard:
		return "card"
	}
	return fmt.Sprint(uint8(k))
}

// Choice is one decision written with a step.
type Choice struct {
	Text  string
	Kind  ChoiceKind
	Value string
	Card  *CardRef
}

// Expectation is one thing the state must show after a step.
type Expectation struct {
	diag.Pos        // of its first character
	Text     string // as written
	// Key says what is checked: "turn", "direction", "play card", "color",
	// "drew", "hand size", "holds", "rests", "tableau", "under the discard
	// pile", "draw pile", "pending draw", "no attack", "rejected",
	// "goes out", "round over", "round continues", "points", "score".
	Key    string
	Player string
	Not    bool   // "does not hold"
	Value  string // a word: a player, a direction, a color, a reason's key
	// ReasonText is the reason of "rejected" as written.
	ReasonText string
	N          int // a count
	Cards      []*CardRef
	// Players and Numbers hold "points: Alice 0, Bob 25" style lists.
	Players []string
	Numbers []int

	said *said
	why  *Reason // the reason of "rejected" as read, with the cards it names
}

// said is how a statement was written: the wording it matched and the
// text of each slot, for the formatter.
type said struct {
	ph *phrase
	// names are the slots of the wording matched (ph's, unless the
	// formatter words it with another phrase), texts their texts; wrote
	// has bit i set when slot i was written (not an optional part left
	// out). A list, not a map: one is made for every wording tried.
	names []string
	texts []string
	wrote uint64
}

// slot is the text of the slot name, "" when it was not written; of a
// name the wording has twice, the last written.
func (s *said) slot(name string) string {
	for i := len(s.names) - 1; i >= 0; i-- {
		if s.names[i] == name && s.wrote&(1<<i) != 0 {
			return s.texts[i]
		}
	}
	return ""
}

// CardPos is where the setting writes ref, one of its Cards: the third
// "red 5" of a hand at the third, so that a copy too many is pointed at;
// the setting's start when the text does not hold it.
func (s *Setting) CardPos(ref *CardRef) diag.Pos {
	n := 0
	for _, c := range s.Cards {
		if c == ref {
			break
		}
		if c.Text == ref.Text {
			n++
		}
	}
	text, from := fold(s.Text), 0
	for ; n >= 0; n-- {
		i := strings.Index(text[from:], ref.Text)
		if i < 0 || ref.Text == "" {
			return s.Pos
		}
		from += i + len(ref.Text)
	}
	at := s.Pos
	at.Col += utf8.RuneCountInString(text[:from-len(ref.Text)])
	return at
}
