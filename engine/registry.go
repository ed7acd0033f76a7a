package engine

import (
	"errors"
	"fmt"
	"sort"
	"strconv"

	"cardpress/catalog"
	"cardpress/diag"
)

// Rules is what a rules package offers for one game: its engine, loaded
// once per game folder, and the words its rule examples use beyond the
// common ones. Each rules package exports one; the program lists them in a
// Registry.
type Rules struct {
	// GameID is the catalog id of the games these rules play.
	GameID string
	// Load builds the game's engine from its catalog and the rule files of
	// its folder (c.FS); problems of those files are a diag.List.
	Load func(c *catalog.Catalog) (Engine, error)
	// Dialect gives the game's own example words; nil for none. A rules
	// package makes them at the first call (BlackPoker's Syntax), so that
	// a start of the program that reads none of its games builds none.
	Dialect func() Dialect
	// Worded says that the example words come from the engine as loaded
	// from the game folder (Worded), not from Dialect: a folder whose
	// engine does not load has no example words to read its rulebook by.
	Worded bool
	// Name is the engine's name in messages: "BlackPoker".
	Name string
	// MinPlayers and MaxPlayers are the player counts the engine seats: a
	// catalog whose [game] players go beyond them does not fit it.
	MinPlayers, MaxPlayers int
	// Fits, when set, checks that the catalog's cards are ones the engine
	// can play (BlackPoker's needs the cards it deals):
	// positioned problems, found at load rather than in a game that never
	// ends.
	Fits func(c *catalog.Catalog) diag.List
}

// Fit checks at load that catalog c fits the engine: its player counts,
// and whatever Fits checks. Each problem is at the catalog value.
func (r *Rules) Fit(c *catalog.Catalog) diag.List {
	var out diag.List
	g := c.Game
	// A catalog that does not write its players leaves them to the engine.
	if r.MaxPlayers > 0 {
		seats := fmt.Sprintf("the %s rules engine seats %s players", r.Name, PlayerRange(r.MinPlayers, r.MaxPlayers))
		if pos, ok := c.GamePos("players.min"); ok && g.MinPlayers < r.MinPlayers {
			out.Add(pos, "[game] players.min = %d, but %s: raise it to %d, or choose another engine", g.MinPlayers, seats, r.MinPlayers)
		}
		if pos, ok := c.GamePos("players.max"); ok && g.MaxPlayers > r.MaxPlayers {
			out.Add(pos, "[game] players.max = %d, but %s: lower it to %d, or choose another engine", g.MaxPlayers, seats, r.MaxPlayers)
		}
	}
	if r.Fits != nil {
		out = append(out, r.Fits(c)...)
	}
	return out
}

// PlayerRange writes a range of player counts: "2", "2 to 8".
func PlayerRange(lo, hi int) string {
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}

// Unknown is the problem of a catalog whose [game] engine names no engine
// of the registry, at the value, with the nearest engine's id.
func (r *Registry) Unknown(c *catalog.Catalog) *diag.Diagnostic {
	pos, _ := c.GamePos("engine")
	return diag.Errorf(pos, "[game] engine = %q names no rules engine%s", c.Game.Engine, catalog.DidYouMean(c.Game.Engine, r.GameIDs()))
}

// Engine is a game's rules engine as loaded from its folder: it plays the
// rule examples (Game) and deals whole games for self-play.
type Engine interface {
	Game
	// Dealer deals the games of a self-play run with options o.
	Dealer(o DealOptions) (Dealer, error)
}

// Worded is implemented by engines whose example words come from the game
// folder they were loaded from (the data engine, engine/ruleset): the
// folder's Rules take their Dialect in place of the registry's.
type Worded interface {
	Dialect() Dialect
}

// WithWords is r with the example words of its engine e as loaded, for an
// engine whose words come from the game folder (Worded); r itself
// otherwise.
func (r *Rules) WithWords(e Engine) *Rules {
	w, ok := e.(Worded)
	if !ok {
		return r
	}
	own := *r
	own.Dialect = DialectOf(w.Dialect())
	return &own
}

// DialectOf is a Rules' Dialect that gives d.
func DialectOf(d Dialect) func() Dialect { return func() Dialect { return d } }

// WordedError is a load error of an engine whose words come from the game
// folder (Worded), with the example words it read nonetheless: a folder
// reads its rulebook with them (WithWordsOf), so that the rulebook's
// problems are reported together with the rules'.
type WordedError struct {
	Err   error
	Words Dialect
}

func (e *WordedError) Error() string { return e.Err.Error() }

// Unwrap is the load's error, a diag.List.
func (e *WordedError) Unwrap() error { return e.Err }

// WithWordsOf is r with the example words a failed load still read (a
// WordedError), and whether there were any.
func (r *Rules) WithWordsOf(err error) (*Rules, bool) {
	var we *WordedError
	if !errors.As(err, &we) {
		return r, false
	}
	own := *r
	own.Dialect = DialectOf(we.Words)
	return &own, true
}

// Join makes the Load of a Rules from a game's example engine and its
// dealer, for games whose dealer needs nothing beyond the catalog.
func Join(load Loader, deal DealerLoader) func(c *catalog.Catalog) (Engine, error) {
	return func(c *catalog.Catalog) (Engine, error) {
		g, err := load(c)
		if err != nil {
			return nil, err
		}
		return joined{Game: g, c: c, deal: deal}, nil
	}
}

type joined struct {
	Game
	c    *catalog.Catalog
	deal DealerLoader
}

func (j joined) Dealer(o DealOptions) (Dealer, error) { return j.deal(j.c, o) }

// Registry is the set of games a program knows the rules of, by catalog
// id. It is built explicitly, from the rules packages' Rules, and passed to
// whatever needs a game's rules: nothing depends on which packages happen to
// be imported.
type Registry struct {
	byID map[string]*Rules
}

// NewRegistry lists the rules of games; it panics when two share a game
// id, a programming error.
func NewRegistry(rules ...*Rules) *Registry {
	r := &Registry{byID: map[string]*Rules{}}
	for _, x := range rules {
		if _, dup := r.byID[x.GameID]; dup {
			panic(fmt.Sprintf("engine: two rules for game %q", x.GameID))
		}
		r.byID[x.GameID] = x
	}
	return r
}

// Lookup returns the rules of the game whose catalog id is gameID, or nil
// (also for a nil registry).
func (r *Registry) Lookup(gameID string) *Rules {
	if r == nil {
		return nil
	}
	return r.byID[gameID]
}

// GameIDs lists the games of the registry, sorted.
func (r *Registry) GameIDs() []string {
	var ids []string
	if r != nil {
		for id := range r.byID {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids
}

// dialect is the game's example words; none for nil rules.
func (r *Rules) dialect() Dialect {
	if r == nil || r.Dialect == nil {
		return Dialect{}
	}
	return r.Dialect()
}
