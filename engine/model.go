package engine

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Action is one move of a game, as a number the game encodes (OpenSpiel's
// action id): a card placed, a choice made, a pass. Numbers mean something
// only to the game that made them; ActionString and ParseAction turn them
// into text and back.
type Action uint64

// State is a game in progress, the one model every rules engine offers
// (shaped like OpenSpiel's State). The example runner plays rule examples
// on it and self-play plays whole games on it; neither knows the rules.
type State interface {
	// Players is the number of players, seats 0 to Players()-1.
	Players() int
	// CurrentPlayer is the player to decide now (-1 once the game is over).
	CurrentPlayer() int
	// LegalActions appends the actions the current player may take to buf
	// and returns it: exactly the actions Apply accepts.
	LegalActions(buf []Action) []Action
	// Apply plays action a for the current player. An action the rules do
	// not allow returns a *Rejection with the rule's reason and leaves the
	// state as it was.
	Apply(a Action) error
	// Clone is an independent copy: playing on it leaves s unchanged.
	Clone() State
	// IsTerminal reports whether the game is over.
	IsTerminal() bool
	// Returns is each player's result once the game is over: 1 for a win,
	// -1 for a loss, 0 for a draw (or the scores scaled so, for games that
	// rank players).
	Returns() []float64
	// ActionString is a for people: "play red 5", "attack with ♠5".
	ActionString(a Action) string
	// ParseAction reads what ActionString wrote, in this state.
	ParseAction(text string) (Action, error)
}

// Rejection is a step or action the rules do not allow, with the rule as
// data: Key names the rule in the game's reasons table, Params hold the
// cards, colors and numbers involved. Its sentence is formatted from the
// table only when someone reads it (Error), never on the legality path.
// Every engine rejects with it.
type Rejection struct {
	// Key is the rule's key in Reasons: "follow-not-allowed". A case of a
	// broader rule extends its key after a slash ("not-finishing/under"):
	// an example naming the broader rule matches it too.
	Key    string
	Params []Param
	// Reasons is the game's reasons table the sentence is formatted from.
	Reasons []ReasonText
}

// Param is one value a rejection's sentence names, in slot {Name}.
type Param struct {
	Name  string
	Value any // printed with %v when the sentence is read
	// Entries are the ids of the catalog entries the value names, which
	// an example's reason may name too.
	Entries []string
}

// Error is the rejection's sentence: the Text of its key in the reasons
// table with the parameters filled in.
func (r *Rejection) Error() string {
	return fillReason(reasonSentence(r.Reasons, r.Key), r.Params)
}

// For reports whether the rejection is for the rule key (or one of its
// cases) and involves every card of entries.
func (r *Rejection) For(key string, entries []string) bool {
	if r.Key != key && !strings.HasPrefix(r.Key, key+"/") {
		return false
	}
	for _, id := range entries {
		if !slices.ContainsFunc(r.Params, func(p Param) bool { return slices.Contains(p.Entries, id) }) {
			return false
		}
	}
	return true
}

// reasons are the rules the engine itself rejects by, for every game.
var reasons = []ReasonText{
	{Key: "not-a-legal-action", Text: "{text} is not a legal action here; legal: {legal}"},
	{Key: "unreadable", Text: "{0}"},
}

// Refuse is a rejection for rule key of a game's reasons table; args fill
// the slots {0}, {1}, … of its sentence in order (a Param keeps its
// entries, which an example's reason may name).
func Refuse(table []ReasonText, key string, args ...any) *Rejection {
	ps := make([]Param, len(args))
	for i, a := range args {
		p, ok := a.(Param)
		if !ok {
			p = Param{Value: a}
		}
		p.Name = strconv.Itoa(i)
		ps[i] = p
	}
	return &Rejection{Key: key, Params: ps, Reasons: table}
}

// Unused is the error of a step that writes words its action never uses: a
// choice no decision of the step asks for, a part of a spell the spell does
// not take, a part written twice. The engine would ignore them, so an
// example must not rest on them (docs/examples.md: a choice never asked
// for is an error); it is not a rule's rejection, and no "cannot" passes
// on it. The runner points at the words in the step.
//
// Why it is not used is a message of the engine's table (Key, Params,
// Messages), worded in each language of its games like a rule's words,
// so that a failure of a Japanese example says it in Japanese; Why is
// for a test's engine without a table.
type Unused struct {
	Words string // as the step writes them
	// Slot is the slot of the step's wording that holds the words, when
	// Words are the engine's English for them ("as driven" for 「ドライブ
	// 状態」 of slot "as"): the runner points at what that slot wrote.
	Slot     string
	Key      string       // the message's key in Messages
	Params   []Param      // its {slots}
	Messages []ReasonText // the engine's table of messages
	Why      string       // the English why, without a table
}

// Error says, in English, why the words are not used and what to do.
func (u *Unused) Error() string {
	return fmt.Sprintf("%s: take %q out of the step", u.Said("en"), u.Words)
}

// Said is why the words are not used in language lang, its message's
// words there with the parameters filled in; "" when the table has no
// words in lang (English: the message's sentence, or its words).
func (u *Unused) Said(lang string) string {
	if u.Key == "" {
		return u.Why
	}
	if lang == "en" {
		return fillReason(reasonSentence(u.Messages, u.Key), u.Params)
	}
	for _, m := range u.Messages {
		if m.Key == u.Key && m.Say[lang] != "" {
			return fillReason(m.Say[lang], u.Params)
		}
	}
	return ""
}

// AsRejection is the error of playing a step as a rejection: itself when it
// is one, else "unreadable" with its message — a step the engine cannot
// even read means "this cannot happen" to the designer too. Words the
// engine does not use (*Unused) stay what they are.
func AsRejection(err error) error {
	var r *Rejection
	var u *Unused
	if err == nil || errors.As(err, &r) || errors.As(err, &u) {
		return err
	}
	return Refuse(reasons, "unreadable", err)
}

// ParseActionText finds the legal action of s whose ActionString is text:
// the ParseAction of games whose action texts are unique in a state.
func ParseActionText(s State, text string) (Action, error) {
	legal := s.LegalActions(nil)
	for _, a := range legal {
		if s.ActionString(a) == text {
			return a, nil
		}
	}
	names := make([]string, 0, len(legal))
	for _, a := range legal {
		names = append(names, s.ActionString(a))
	}
	slices.Sort(names)
	return 0, &Rejection{Key: "not-a-legal-action", Reasons: reasons, Params: []Param{{Name: "text", Value: strconv.Quote(text)}, {Name: "legal", Value: strings.Join(names, "; ")}}}
}

// Card is a physical card as the rule examples see it: the catalog entry
// and face colors an example names it by, and its name in messages.
type Card struct {
	Entry string
	// Colors are the color ids of the face when they tell cards of one
	// entry apart (Windia War's red and blue Skip, a suit); nil when the
	// entry alone names the card.
	Colors []string
	Name   string
}

// Is reports whether the card is one an example reference names: the same
// entry, and the same colors (in any order) when both give any.
func (c Card) Is(ref *CardRef) bool {
	if c.Entry != ref.Entry {
		return false
	}
	if ref.Colors == nil || c.Colors == nil {
		return true
	}
	if len(c.Colors) != len(ref.Colors) {
		return false
	}
	for _, id := range ref.Colors {
		if !slices.Contains(c.Colors, id) {
			return false
		}
	}
	return true
}

// Hands is what a state shows of its players' hands. The example runner
// checks the common expectations "has N cards", "holds", "does not hold"
// and "drew N" with it, for every game alike.
type Hands interface {
	// Hand lists the cards player p holds.
	Hand(p int) []Card
	// Drawn counts the cards p has drawn since the game began; "drew N"
	// is its growth during a step.
	Drawn(p int) int
}

// Performer is implemented by tables whose steps perform catalog cards an
// example does not name as cards (BlackPoker's actions and characters of
// the action list: "Alice ends" performs エンド). Card coverage counts
// them: the catalog ids a step performed, on the state it led to.
type Performer interface {
	Performed(s State, st *Step) []string
}

// Awaiting is implemented by states that can say what the player to move
// has to decide ("answer the attack: take it, pass it on or defend"): a
// failed "turn" expectation shows it.
type Awaiting interface {
	Awaiting() string
}

// TurnHolder is implemented by games whose turn belongs to one player while
// another may have to decide (a blocker, a defender): the expectation
// "turn: Bob" names the player holding the turn.
type TurnHolder interface {
	TurnPlayer() int
}

// Simultaneous is implemented by games in which every player may choose at
// once in some states (Hearts' pass): the player to move is then only the
// next of those still to choose, and nobody holds the turn.
type Simultaneous interface {
	Simultaneous() bool
}
