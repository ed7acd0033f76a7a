package engine

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"

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

// Loader builds a game's rules engine from its catalog (and whatever else
// its folder holds, through c.FS).
type Loader func(c *catalog.Catalog) (Game, error)

var engines registry[Loader]

// Register makes a rules engine known for the games whose catalog id is
// gameID. Rules packages call it from init.
func Register(gameID string, l Loader) { engines.set(gameID, l) }

// Lookup returns the rules engine registered for gameID, or nil.
func Lookup(gameID string) Loader { return engines.get(gameID) }

// Failure says where and how an example failed.
type Failure struct {
	diag.Pos        // of the step or expectation
	Step     string `json:"step,omitempty"`     // the step as written, "" for the setup
	Expected string `json:"expected,omitempty"` // what the example says
	Got      string `json:"got"`                // what happened
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

// Run plays one example on a game's engine.
func Run(g Game, ex *Example) (res *Result) {
	res = &Result{Example: ex, Pos: diag.Pos{File: ex.File, Line: ex.Line}, Title: ex.Title}
	fail := func(line int, step, expected, got string) *Result {
		res.Failure = &Failure{Pos: diag.Pos{File: ex.File, Line: line}, Step: step, Expected: expected, Got: got}
		return res
	}
	defer func() {
		// A bug in a rules engine fails its example, not the whole check.
		if r := recover(); r != nil {
			res.Passed = false
			res.Failure = &Failure{Pos: res.Pos, Got: fmt.Sprintf("the rules engine crashed: %v", r)}
		}
	}()
	t, err := g.Start(ex)
	if err != nil {
		line := ex.Line
		var pe *diag.Diagnostic
		if errors.As(err, &pe) {
			line = pe.Pos.Line
			err = errors.New(pe.Msg)
		}
		return fail(line, "", "", "setup: "+err.Error())
	}
	pl := newPlay(t, ex.Players)
	check := func(st *Step, list []*Expectation) *Result {
		for _, e := range list {
			if e.Key == "rejected" {
				continue
			}
			ok, got, err := pl.check(e)
			if err != nil {
				return fail(e.Line, stepText(st), e.Text, err.Error())
			}
			if !ok {
				return fail(e.Line, stepText(st), e.Text, got)
			}
		}
		return nil
	}
	if r := check(nil, ex.Initial); r != nil {
		return r
	}
	for _, st := range ex.Steps {
		switch {
		case st.Can:
			if err := pl.try(st); err != nil {
				return fail(st.Line, st.Text, "allowed", "rejected: "+err.Error())
			}
		case st.Cannot:
			err := pl.try(st)
			if err == nil {
				return fail(st.Line, st.Text, "rejected: "+st.Reason, "allowed")
			}
			if !containsFold(err.Error(), st.Reason) {
				return fail(st.Line, st.Text, "rejected: "+st.Reason, "rejected: "+err.Error())
			}
		default:
			var want *Expectation
			for _, e := range st.Expect {
				if e.Key == "rejected" {
					want = e
				}
			}
			err := pl.do(st)
			if pf, ok := t.(Performer); ok && err == nil {
				res.Performed = append(res.Performed, pf.Performed(pl.s, st)...)
			}
			switch {
			case want == nil && err != nil:
				return fail(st.Line, st.Text, "allowed", "rejected: "+err.Error())
			case want != nil && err == nil:
				return fail(want.Line, st.Text, "rejected: "+want.Value, "allowed")
			case want != nil && !containsFold(err.Error(), want.Value):
				return fail(want.Line, st.Text, "rejected: "+want.Value, "rejected: "+err.Error())
			}
		}
		if r := check(st, st.Expect); r != nil {
			return r
		}
	}
	res.Passed = true
	return res
}

func stepText(st *Step) string {
	if st == nil {
		return ""
	}
	return st.Text
}

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(strings.TrimSpace(sub)))
}

// Report is the outcome of checking a game's examples.
type Report struct {
	Game     string    // the game's title
	Examples int       // examples found (before --run filtering)
	Results  []*Result // examples run, in manual order; malformed ones fail
	Passed   int
	Failed   int
	// NoEngine is set when no rules engine is registered for the game: its
	// examples were parsed but not run.
	NoEngine bool
	// Uncovered lists the catalog cards that no example step uses.
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

// ManualDir is the folder of a game holding its manual chapters.
const ManualDir = "manual"

// Check parses every example of a game's manual (c.FS/manual/*.md, in file
// name order) and plays it on the game's registered rules engine. A
// malformed example is a failed result at its line; an error is returned
// only when the manual cannot be read or the engine cannot be built.
func Check(c *catalog.Catalog, opt Options) (*Report, error) {
	rep := &Report{Game: c.Game.Title, GoOperations: len(c.GoOperationCards())}
	shown := path.Dir(c.Path)
	v := NewVocabulary(c)
	blocks, err := ReadBlocks(c.FS, shown)
	if err != nil {
		return nil, err
	}
	var g Game
	if l := Lookup(c.Game.RulesID()); l != nil {
		if g, err = l(c); err != nil {
			return nil, err
		}
	} else {
		rep.NoEngine = true
	}
	used := map[string]bool{}
	rep.Examples = len(blocks)
	for _, b := range blocks {
		ex, perr := v.Parse(b.File, b.Line, b.Title, b.Body)
		if ex != nil {
			markUsed(ex, used)
		}
		if opt.Run != nil && !opt.Run.MatchString(b.Title) && !opt.Run.MatchString(fmt.Sprintf("%s:%d", b.File, b.Line)) {
			continue
		}
		var res *Result
		switch {
		case b.Unclosed:
			// Said at the opening line: the steps the block swallowed
			// would otherwise be reported as the problem.
			at := diag.Pos{File: b.File, Line: b.Line}
			res = &Result{Pos: at, Title: b.Title, Failure: &Failure{Pos: at,
				Got: "the example block opened here is never closed: it runs to the end of the file and swallows what follows; add a closing ``` line after its last step"}}
		case perr != nil:
			at := diag.Pos{File: b.File, Line: b.Line}
			res = &Result{Pos: at, Title: b.Title, Failure: &Failure{Pos: at, Got: perr.Error()}}
			var pe *diag.Diagnostic
			if errors.As(perr, &pe) {
				res.Failure = &Failure{Pos: pe.Pos, Got: pe.Msg}
			}
		case g == nil:
			continue
		default:
			res = Run(g, ex)
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
	return rep, nil
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

// Block is one example block of a Markdown file, before parsing.
type Block struct {
	File  string
	Line  int // line of the opening fence
	Title string
	Body  string
	// Unclosed is set when no fence closes the block: it runs to the end
	// of the file, swallowing the sections after it.
	Unclosed bool
}

// ReadBlocks reads the example blocks of every manual chapter of a game
// folder; shown is the folder's name in messages. A game without a manual
// folder has no examples.
func ReadBlocks(fsys fs.FS, shown string) ([]Block, error) {
	if fsys == nil {
		return nil, nil
	}
	entries, err := fs.ReadDir(fsys, ManualDir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path.Join(shown, ManualDir), err)
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".md") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	var out []Block
	for _, n := range names {
		src, err := fs.ReadFile(fsys, path.Join(ManualDir, n))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path.Join(shown, ManualDir, n), err)
		}
		out = append(out, FindBlocks(path.Join(shown, ManualDir, n), string(src))...)
	}
	return out, nil
}

// FindBlocks returns the fenced code blocks of a Markdown source whose info
// string starts with the word "example". Fences follow CommonMark: three or
// more backticks or tildes, indented at most three spaces, closed by a
// fence of the same character at least as long (or the end of the file).
func FindBlocks(file, src string) []Block {
	var out []Block
	lines := strings.Split(src, "\n")
	for i := 0; i < len(lines); i++ {
		ch, n, info, ok := fence(lines[i])
		if !ok {
			continue
		}
		start := i
		var body []string
		closed := false
		for i++; i < len(lines); i++ {
			if c2, n2, rest, ok := fence(lines[i]); ok && c2 == ch && n2 >= n && strings.TrimSpace(rest) == "" {
				closed = true
				break
			}
			body = append(body, lines[i])
		}
		word, title, _ := strings.Cut(strings.TrimSpace(info), " ")
		if word == "example" {
			out = append(out, Block{File: file, Line: start + 1, Title: strings.TrimSpace(title), Body: strings.Join(body, "\n"), Unclosed: !closed})
		}
	}
	return out
}

// fence reads a fence line: its character, length and info string.
func fence(line string) (ch byte, n int, info string, ok bool) {
	indent := 0
	for indent < len(line) && line[indent] == ' ' {
		indent++
	}
	if indent > 3 || indent >= len(line) || (line[indent] != '`' && line[indent] != '~') {
		return 0, 0, "", false
	}
	ch = line[indent]
	for n = 0; indent+n < len(line) && line[indent+n] == ch; n++ {
	}
	if n < 3 {
		return 0, 0, "", false
	}
	info = strings.TrimRight(line[indent+n:], "\r")
	if ch == '`' && strings.Contains(info, "`") {
		return 0, 0, "", false
	}
	return ch, n, info, true
}
