package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"

	"cardpress/diag"
	"cardpress/engine"
	"cardpress/folder"
	"cardpress/games"
)

// loadGame loads the game folder named by the positional arguments, or the
// embedded default game, once for the whole command: catalog, rules and
// rulebook. It prints diagnostics; g is nil when the game has errors (exit
// 1) and code says which exit code applies.
func loadGame(args []string, e *env) (g *folder.Game, code int) {
	return loadWith(folder.Load, folder.LoadFS, args, e)
}

// loadRules is loadGame without the rulebook, for the commands that play
// games (sim): they neither read the manual nor report its problems, and
// start the sooner (reading the manual is most of a load).
func loadRules(args []string, e *env) (g *folder.Game, code int) {
	return loadWith(folder.LoadRules, folder.LoadRulesFS, args, e)
}

// loadCatalog is loadGame of the catalog only, for the commands whose
// output reads nothing else (cards, proof, showcase): they do not compile
// the rules, whose problems validate, check, build and sim report.
func loadCatalog(args []string, e *env) (g *folder.Game, code int) {
	dir := func(dir string, _ *engine.Registry) (*folder.Game, error) { return folder.LoadCatalog(dir) }
	embedded := func(fsys fs.FS, shown string, _ *engine.Registry) (*folder.Game, error) {
		return folder.LoadCatalogFS(fsys, shown)
	}
	return loadWith(dir, embedded, args, e)
}

// loadWith is loadGame with the loaders of a folder on disk and of the
// embedded default game.
func loadWith(load func(string, *engine.Registry) (*folder.Game, error), loadFS func(fs.FS, string, *engine.Registry) (*folder.Game, error), args []string, e *env) (*folder.Game, int) {
	switch len(args) {
	case 0:
		return loaded(e)(loadFS(games.Default(), games.DefaultPath, rulesEngines))
	case 1:
		return loaded(e)(load(args[0], rulesEngines))
	}
	fmt.Fprintf(e.stderr, "cardpress: want at most one GAME_DIR, got %d arguments\n", len(args))
	return nil, exitUsage
}

// loaded prints what loading a game found: its errors (g is then nil,
// unless e.playable and the errors leave its examples playable) or its
// warnings.
func loaded(e *env) func(*folder.Game, error) (*folder.Game, int) {
	return func(g *folder.Game, err error) (*folder.Game, int) {
		if g != nil {
			e.sources = g.Source
		}
		if err != nil {
			printDiagnostics(e, err)
			if e.playable && g.Playable() {
				return g, exitGame
			}
			return nil, exitGame
		}
		printList(e, g.Warnings)
		return g, exitOK
	}
}

// printDiagnostics prints every finding of a failed step with a count.
func printDiagnostics(e *env, err error) {
	list := diag.From(err)
	printList(e, list)
	if len(list) > 1 || list[0].Pos.IsValid() {
		fmt.Fprintln(e.stderr, list.Summary())
	}
}

// printList prints diagnostics, each with the excerpt of its source line
// when asked for (--verbose) or when stderr is a terminal.
func printList(e *env, list diag.List) {
	var src diag.Sources
	if e.verbose || e.terminal {
		src = e.source
	}
	diag.Print(e.stderr, list, src)
}

// source returns a file a diagnostic names: from the game folder when the
// game was loaded, else from disk.
func (e *env) source(file string) []byte {
	if e.sources != nil {
		if src := e.sources(file); src != nil {
			return src
		}
	}
	src, _ := os.ReadFile(file)
	return src
}

// isTerminal reports whether w is a terminal, where excerpts help.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
