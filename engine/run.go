package engine

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/diag"
)

// Game is a game's rules engine as the example runner sees it.
type Game interface {
	// Start sets up the table an example's settings describe. A setting the
	// engine cannot honour returns a *diag.Diagnostic naming its line (the runner
	// fills in the file).
	Start(ex *Example) (Table, error)
}

// Table is what a game adds to its State for one example: how the example's
// steps map to actions, and the expectations only this game has. The runner
// does the rest once for every game: Do (a rejected step changes nothing),
// Try for "can" and "cannot", and the common expectations (turn, hand size,
// holds, drew).
type Table interface {
	// State is the game as the example's settings set it up.
	State() State
	// Step plays an example step on s, a copy of the game, as the actions
	// it stands for. A step the rules do not allow returns a *Rejection
	// with the rule's reason; so does a step the engine cannot even read
	// as an action (a card not in the hand), since for the designer both
	// mean "this cannot happen". s is thrown away after an error.
	Step(s State, st *Step) error
	// Check reports whether one of the game's own expectations holds on
	// s, and what s shows instead when it does not. It returns ErrCommon
	// for an expectation it leaves to the runner; err is for expectations
	// that cannot be checked at all.
	Check(s State, e *Expectation) (ok bool, got string, err error)
}

// ErrCommon is what Table.Check returns for an expectation the runner
// checks the same way for every game (turn, hand size, holds, drew).
var ErrCommon = errors.New("a common expectation")

// Loader builds a game's example engine from its catalog (and whatever else
// its folder holds, through c.FS).
type Loader func(c *catalog.Catalog) (Game, error)

// Failure says where and how an example failed.
type Failure struct {
	diag.Pos        // of the step or expectation
	Step     string `json:"step,omitempty"`     // the step as written, "" for the setup
	Expected string `json:"expected,omitempty"` // what the example says
	Got      string `json:"got"`                // what happened
	// Lang is the language of the example: Step, Expected and Got are
	// written in it, in the game's wordings, as far as the example
	// language can say them; Labels are the report's words for them.
	Lang string `json:"lang,omitempty"`
}

// Result is the outcome of one example.
type Result struct {
	Example  *Example `json:"-"`
	diag.Pos          // of the example's opening fence
	Title    string   `json:"title"`
	Passed   bool     `json:"passed"`
	Failure  *Failure `json:"failure,omitempty"`
	// Performed are the catalog ids of what the steps performed beyond the
	// cards they name (Performer), for coverage.
	Performed []string `json:"-"`
}

// Run plays one example on a game's engine. A step the rules reject (a
// *Rejection) fails the example unless the example says it is rejected,
// for that reason; any other error of the engine fails it whatever the
// example says.
func Run(g Game, ex *Example) *Result { return Watch(g, ex, nil) }

// Watch is Run calling after, when not nil, with each step played and the
// game as it stands after it (not the copy expectations are checked on):
// how a test compares the games two plays of the same steps reach.
func Watch(g Game, ex *Example, after func(st *Step, s State)) (res *Result) {
	res = &Result{Example: ex, Pos: diag.Pos{File: ex.File, Line: ex.Line}, Title: ex.Title}
	fail := func(line, col int, step, expected, got string) *Result {
		res.Failure = &Failure{Pos: diag.Pos{File: ex.File, Line: line, Col: col}, Step: step, Expected: expected, Got: got, Lang: ex.Lang}
		return res
	}
	defer func() {
		// A bug in a rules engine fails its example, not the whole check.
		if r := recover(); r != nil {
			res.Passed = false
			res.Failure = &Failure{Pos: res.Pos, Got: fmt.Sprintf("the rules engine crashed: %v", r)}
		}
	}()
	refused := expectation(ex.Initial, "refused")
	t, err := g.Start(ex)
	switch {
	case err != nil && refused != nil:
		if !containsFold(err.Error(), refusedWords(refused)) {
			if ex.Lang != "en" {
				return fail(refused.Line, refused.Col, "", ex.expected(refused), ex.setupRefused(setupError(err)))
			}
			return fail(refused.Line, refused.Col, "", "refused: "+refused.Value, "refused: "+setupError(err))
		}
		res.Passed = true
		return res
	case err != nil:
		line, col := ex.Line, 0
		var pe *diag.Diagnostic
		if errors.As(err, &pe) {
			line, col = pe.Pos.Line, pe.Pos.Col
		}
		return fail(line, col, "", "", ex.setupRefused(setupError(err)))
	case refused != nil:
		if said, ok := setupAccepted[ex.Lang]; ok {
			return fail(refused.Line, refused.Col, "", ex.expected(refused), said)
		}
		return fail(refused.Line, refused.Col, "", "refused: "+refused.Value, "the settings are accepted")
	}
	pl := newPlay(t, ex)
	check := func(st *Step, list []*Expectation) *Result {
		for _, e := range list {
			if e.Key == "rejected" {
				continue
			}
			ok, got, err := pl.check(e)
			if err != nil {
				return fail(e.Line, e.Col, ex.stepText(st), e.Text, err.Error())
			}
			if !ok {
				return fail(e.Line, e.Col, ex.stepText(st), ex.expected(e), ex.InWords(e, got))
			}
		}
		return nil
	}
	if r := check(nil, ex.Initial); r != nil {
		return r
	}
	for _, st := range ex.Steps {
		if r := play1(pl, t, st, res, fail); r != nil {
			return r
		}
		if after != nil {
			after(st, pl.s)
		}
		if r := check(st, st.Expect); r != nil {
			return r
		}
	}
	res.Passed = true
	return res
}

// play1 plays one step as the example says: allowed, allowed on a copy
// ("can"), or rejected for a reason ("cannot", "→ rejected: …").
func play1(pl *play, t Table, st *Step, res *Result, fail func(line, col int, step, expected, got string) *Result) *Result {
	want, key, why := "allowed", st.Reason, st.why
	line, col := st.Line, st.Col
	if st.Cannot {
		want = "rejected: " + reasonWritten(st.ReasonText, st.Reason)
	}
	if e := expectation(st.Expect, "rejected"); e != nil {
		want, key, why, line, col = "rejected: "+reasonWritten(e.ReasonText, e.Value), e.Value, e.why, e.Line, e.Col
	}
	var err error
	if st.Can || st.Cannot {
		err = pl.try(st)
	} else {
		err = pl.do(st)
		if pf, ok := t.(Performer); ok && err == nil {
			res.Performed = append(res.Performed, pf.Performed(pl.s, st)...)
		}
	}
	var rej *Rejection
	var bad *diag.Diagnostic
	var unused *Unused
	switch {
	case errors.As(err, &unused):
		said, at := pl.ex.unused(st, unused)
		return fail(st.Line, st.Col+at, pl.ex.stepText(st), pl.ex.outcome(st, want), said)
	case errors.As(err, &bad) && bad.Pos.Line > 0:
		// A setting of the round a step deals that the engine cannot
		// honour: at the setting, as a setting of the first round is.
		return fail(bad.Pos.Line, bad.Pos.Col, pl.ex.stepText(st), "", "setup: "+bad.Msg)
	case err != nil && !errors.As(err, &rej):
		return fail(st.Line, st.Col, pl.ex.stepText(st), pl.ex.outcome(st, want), "engine error (not a rule): "+err.Error())
	case want == "allowed" && err != nil:
		return fail(st.Line, st.Col, pl.ex.stepText(st), pl.ex.outcome(st, want), pl.ex.outcome(st, "rejected: "+err.Error()))
	case want == "allowed":
		return nil
	case err == nil:
		return fail(line, col, pl.ex.stepText(st), pl.ex.outcome(st, want), pl.ex.outcome(st, "allowed"))
	case !rejectedFor(rej, key, why):
		return fail(line, col, pl.ex.stepText(st), pl.ex.outcome(st, want), pl.ex.outcome(st, "rejected: "+rej.Error()))
	}
	return nil
}

// wordsAt is where words start in a step's text, in characters from its
// start; 0 when the text does not hold them.
func wordsAt(text, words string) int {
	t, w := toLower(fold(text)), toLower(fold(strings.TrimSpace(words)))
	if i := strings.Index(t, w); i >= 0 && w != "" {
		return utf8.RuneCountInString(t[:i])
	}
	return 0
}

// rejectedFor reports whether a rejection is for the rule an example names
// (key, as read in why): the same rule or one of its cases, with the cards
// the example's reason names.
func rejectedFor(rej *Rejection, key string, why *Reason) bool {
	var cards []string
	if why != nil && why.Key == key {
		cards = why.Cards
	}
	return rej.For(key, cards)
}

// refusedWords are what the message of a refused setup must contain: the
// English words of the rule the example names.
func refusedWords(e *Expectation) string {
	if e.why != nil && e.why.Key == e.Value {
		return e.why.Words
	}
	return e.Value
}

// reasonWritten is a reason as the example wrote it, or its key.
func reasonWritten(text, key string) string {
	if text != "" {
		return text
	}
	return key
}

// expectation is the first expectation of list with key, or nil.
func expectation(list []*Expectation, key string) *Expectation {
	for _, e := range list {
		if e.Key == key {
			return e
		}
	}
	return nil
}

// setupError is the message of a setup error without its position.
func setupError(err error) string {
	var pe *diag.Diagnostic
	if errors.As(err, &pe) {
		return pe.Msg
	}
	return err.Error()
}

func containsFold(s, sub string) bool {
	return strings.Contains(toLower(s), toLower(strings.TrimSpace(sub)))
}

// Report is the outcome of checking a game's examples.
type Report struct {
	Game     string    // the game's title
	Examples int       // examples found (before --run filtering)
	Results  []*Result // examples run, in manual order; malformed ones fail
	// Played counts the examples played on the engine: coverage is
	// measured over them, and means nothing when it is 0.
	Played int
	Passed int
	Failed int
	// NoEngine is set when no rules engine is registered for the game: its
	// examples were parsed but not run.
	NoEngine bool
	// Uncovered lists the catalog cards that no example played uses.
	Uncovered []*catalog.Entry
	// Cards is the number of card entries coverage is measured over.
	Cards int
	// GoOperations counts the entries whose rules name a Go operation (the
	// escape hatch of docs/rules-data.md) instead of being data.
	GoOperations int
}

// Options select what Check runs.
type Options struct {
	// Run, when set, runs only the examples whose title or file:line matches.
	Run *regexp.Regexp
}

// Block is one rule example of the rulebook as the manual reader found it:
// parsed, or with the reason it cannot be.
type Block struct {
	Pos   diag.Pos // of the opening fence
	Title string
	Body  string // the lines between the fences, as written
	// Example is nil when the block cannot be read. It is read-only: the
	// manual's reader hands the same Example to every later read of the
	// chapter in the process (manual/kept.go), across sessions and
	// goroutines; a test that mutates an example parses its own copy.
	Example *Example
	Err     *diag.Diagnostic // why it cannot be read
	// Columns are the source columns where the body's lines start: past
	// the marks of a block quote or the indent of a list item.
	Columns []int
}

// SourcePos maps a position the example parser or runner gives (the
// block's file and line, a column within the body's line or none) to the
// source: the column counted from the start of the line in the file, or,
// without one, where the line's text starts.
func (b *Block) SourcePos(p diag.Pos) diag.Pos {
	i := p.Line - b.Pos.Line - 1
	if i < 0 || i >= len(b.Columns) {
		if p.Col == 0 {
			p.Col = 1
		}
		return p
	}
	line := strings.Split(b.Body, "\n")[i]
	if p.Col == 0 {
		p.Col = 1 + utf8.RuneCountInString(line[:len(line)-len(strings.TrimLeft(line, " \t"))])
	}
	p.Col += b.Columns[i] - 1
	return p
}

// Check plays the rule examples of game c, as the manual reader found
// them, on the game's engine g (nil: no engine, the examples are read but
// not played). A block that cannot be read is a failed result at its
// position. Coverage counts the cards of the examples played only: an
// example left out by opt.Run, or not played for want of an engine,
// covers nothing.
func Check(c *catalog.Catalog, g Game, blocks []*Block, opt Options) *Report {
	rep := &Report{Game: c.Game.Title, NoEngine: g == nil, Examples: len(blocks), GoOperations: len(c.GoOperationCards())}
	used := map[string]bool{}
	for _, b := range blocks {
		if opt.Run != nil && !opt.Run.MatchString(b.Title) && !opt.Run.MatchString(fmt.Sprintf("%s:%d", b.Pos.File, b.Pos.Line)) {
			continue
		}
		var res *Result
		switch {
		case b.Example == nil:
			res = &Result{Pos: b.Pos, Title: b.Title, Failure: &Failure{Pos: b.Pos, Got: "the example cannot be read"}}
			if b.Err != nil {
				res.Failure = &Failure{Pos: b.Err.Pos, Got: b.Err.Msg}
			}
		case g == nil:
			continue
		default:
			rep.Played++
			markUsed(b.Example, used)
			res = Run(g, b.Example)
			if res.Failure != nil {
				res.Failure.Pos = b.SourcePos(res.Failure.Pos)
			}
		}
		for _, id := range res.Performed {
			used[id] = true
		}
		rep.Results = append(rep.Results, res)
		if res.Passed {
			rep.Passed++
		} else {
			rep.Failed++
		}
	}
	for _, e := range c.Cards {
		rep.Cards++
		if !used[e.ID] {
			rep.Uncovered = append(rep.Uncovered, e)
		}
	}
	return rep
}

// markUsed records the cards an example's steps place, lay, release, take
// or name in a choice: a card only sitting in a hand is not exercised.
func markUsed(ex *Example, used map[string]bool) {
	var ref func(r *CardRef)
	ref = func(r *CardRef) {
		used[r.Entry] = true
		for _, ch := range r.Choices {
			if ch.Card != nil {
				ref(ch.Card)
			}
		}
	}
	for _, st := range ex.Steps {
		for _, r := range st.Cards {
			ref(r)
		}
		for _, ch := range st.Choices {
			if ch.Card != nil {
				ref(ch.Card)
			}
		}
	}
}
