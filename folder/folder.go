// Package folder loads a game folder once, for every command: its catalog
// (with layouts, card files and decks), its rules engine with the rule
// options of its folder, and its rulebook with the rule examples parsed,
// reporting all of their problems together. The commands that play games
// never read the manual: LoadRules leaves the rulebook unread (reading it
// is most of a load); those that print cards read the catalog only
// (LoadCatalog), as no card depends on the rules.
package folder

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/manual"
)

// Game is a loaded game folder.
type Game struct {
	// Dir is the folder as messages name it ("games/windia-war").
	Dir string
	FS  fs.FS
	// Catalog is the game's catalog, with its layouts and decks; nil when
	// it has errors.
	Catalog *catalog.Catalog
	// Rules are the game's rules from the registry, nil when it has none
	// or when it was loaded by LoadCatalog; Engine is their engine as
	// loaded from the folder.
	Rules  *engine.Rules
	Engine engine.Engine
	// Rulebook is the manual as read once, examples parsed; nil when the
	// game has no manual folder, or when it was loaded by LoadRules or LoadCatalog.
	Rulebook *manual.Rulebook
	// Warnings are findings that do not stop a build.
	Warnings diag.List
}

// Load loads the game folder dir with the rules of reg. The error is a
// diag.List of every problem of the catalog, or, when the catalog loads,
// of the rule options and the rulebook together; g is then still returned
// (without its Catalog when that has errors), for Source.
func Load(dir string, reg *engine.Registry) (*Game, error) {
	return open(dir, reg, withBook)
}

// LoadRules is Load without the rulebook: the catalog and the rules engine
// only, and their problems, for the commands that play games. The
// manual's problems are left to the commands that read it.
func LoadRules(dir string, reg *engine.Registry) (*Game, error) {
	return open(dir, reg, withRules)
}

// LoadCatalog is Load of the catalog only (with its layouts, card files
// and decks), and its problems, for the commands whose output reads
// nothing else: no card sheet or image depends on the rules. The rules'
// problems are left to the commands that load them.
func LoadCatalog(dir string) (*Game, error) {
	return open(dir, nil, catalogOnly)
}

// LoadFS is Load for a game folder given as a file system; shown names it
// in messages.
func LoadFS(fsys fs.FS, shown string, reg *engine.Registry) (*Game, error) {
	return load(fsys, shown, reg, withBook)
}

// LoadRulesFS is LoadRules for a game folder given as a file system.
func LoadRulesFS(fsys fs.FS, shown string, reg *engine.Registry) (*Game, error) {
	return load(fsys, shown, reg, withRules)
}

// LoadCatalogFS is LoadCatalog for a game folder given as a file system.
func LoadCatalogFS(fsys fs.FS, shown string) (*Game, error) {
	return load(fsys, shown, nil, catalogOnly)
}

// part is how much of a game folder a load reads.
type part int

const (
	catalogOnly part = iota // the catalog
	withRules               // and the rules engine
	withBook                // and the rulebook
)

// open loads the game folder dir, as far as upTo.
func open(dir string, reg *engine.Registry, upTo part) (*Game, error) {
	fsys, root, err := catalog.OpenDir(dir)
	if err != nil {
		return nil, err
	}
	g, err := load(fsys, filepath.ToSlash(dir), reg, upTo)
	if g.Catalog != nil {
		g.Catalog.Dir = root
	}
	return g, err
}

// load loads the game folder fsys, shown as shown, as far as upTo.
func load(fsys fs.FS, shown string, reg *engine.Registry, upTo part) (*Game, error) {
	g := &Game{Dir: shown, FS: fsys}
	c, err := catalog.LoadFS(fsys, shown)
	if err != nil {
		return g, err
	}
	g.Catalog, g.Warnings = c, append(g.Warnings, c.Warnings...)
	if upTo == catalogOnly {
		return g, nil
	}
	var errs diag.List
	worded := false // the words of a Worded engine were read
	switch g.Rules = reg.Lookup(c.Game.RulesID()); {
	case g.Rules != nil:
		if misfit := g.Rules.Fit(c); len(misfit) > 0 {
			errs = append(errs, misfit...)
		} else if g.Engine, err = g.Rules.Load(c); err != nil {
			errs = append(errs, diag.From(err)...)
			g.Rules, worded = g.Rules.WithWordsOf(err)
		}
		if g.Engine != nil {
			g.Rules, worded = g.Rules.WithWords(g.Engine), true
		}
	case c.Game.Engine != "":
		errs = append(errs, *reg.Unknown(c))
	case reg != nil:
		errs = append(errs, unplayedRules(c, reg)...)
	}
	// A game without Markdown files in manual/ has no rulebook; the
	// commands that need one say so.
	// A rulebook read without its engine's words would report every
	// example of a data engine's game; the rules' errors come first. Words
	// read despite the rules' errors read it (WordedError).
	wordless := g.Rules != nil && g.Rules.Worded && !worded
	if names, _ := fs.Glob(fsys, manual.Dir+"/*.md"); upTo == withBook && len(names) > 0 && !wordless {
		srcs, err := manual.Sources(fsys, shown)
		if err != nil {
			errs = append(errs, diag.From(err)...)
		} else {
			var read diag.List
			g.Rulebook, read = manual.Read(c, g.Rules, srcs)
			errs = append(errs, read...)
		}
	}
	if errs.Errors() > 0 {
		errs.Sort()
		return g, append(errs, g.Warnings...)
	}
	g.Warnings = append(g.Warnings, errs...)
	return g, nil
}

// Playable reports whether the game's examples can be played although the
// load found errors: its catalog loaded, and its engine when it has rules
// (or names one).
// The errors are then the rulebook's, and the check reports each example
// that cannot be read as a failure.
func (g *Game) Playable() bool {
	if g == nil || g.Catalog == nil {
		return false
	}
	if g.Rules == nil {
		return g.Catalog.Game.Engine == "" // an unknown engine plays nothing
	}
	return g.Engine != nil
}

// Source returns the text of a file of the game folder named as messages
// name it, or nil: for the excerpts of diagnostics.
func (g *Game) Source(file string) []byte {
	if g == nil || g.FS == nil {
		return nil
	}
	rel, ok := strings.CutPrefix(file, g.Dir+"/")
	if !ok || !fs.ValidPath(rel) {
		return nil
	}
	src, err := fs.ReadFile(g.FS, rel)
	if err != nil {
		return nil
	}
	return src
}

// Examples are the rule examples of the rulebook, in manual order.
func (g *Game) Examples() []*engine.Block { return g.Rulebook.Examples() }

// unplayedRules reports the card rules of a game no rules engine plays,
// which would be silently ignored: one warning, at the first card that
// gives them.
func unplayedRules(c *catalog.Catalog, reg *engine.Registry) diag.List {
	var out diag.List
	var with []*catalog.Entry
	for _, e := range c.Cards {
		if e.Rules != nil {
			with = append(with, e)
		}
	}
	engines := reg.GameIDs()
	if len(with) == 0 || len(engines) == 0 {
		return nil
	}
	more := ""
	if len(with) > 1 {
		more = fmt.Sprintf(" (and %d more cards)", len(with)-1)
	}
	out.Warn(with[0].Rules.Pos, "card %q%s gives rules, but no rules engine plays game %q, so they are neither checked nor played; name the engine they are written for in [game] with engine = \"ID\", one of %s",
		with[0].ID, more, c.Game.ID, strings.Join(engines, ", "))
	return out
}
