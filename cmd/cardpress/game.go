package main

import (
	"errors"
	"fmt"
	"io"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/games"
)

// loadGame loads the game folder named by the positional arguments, or the
// embedded default game. It prints diagnostics; c is nil when the game
// has errors (exit 1) and code says which exit code applies.
func loadGame(args []string, e *env) (c *catalog.Catalog, code int) {
	var err error
	switch len(args) {
	case 0:
		c, err = catalog.LoadFS(games.Default(), games.DefaultPath)
	case 1:
		c, err = catalog.LoadDir(args[0])
	default:
		fmt.Fprintf(e.stderr, "cardpress: want at most one GAME_DIR, got %d arguments\n", len(args))
		return nil, exitUsage
	}
	if err != nil {
		printDiagnostics(e.stderr, err)
		return nil, exitGame
	}
	for _, w := range c.Warnings {
		fmt.Fprintln(e.stderr, w)
	}
	return c, exitOK
}

// printDiagnostics prints every finding of a failed load with a count.
func printDiagnostics(w io.Writer, err error) {
	var list diag.List
	if !errors.As(err, &list) {
		fmt.Fprintln(w, err)
		return
	}
	nerr, nwarn := 0, 0
	for _, d := range list {
		fmt.Fprintln(w, d)
		if d.Severity == diag.Warning {
			nwarn++
		} else {
			nerr++
		}
	}
	fmt.Fprintf(w, "%s, %s\n", plural(nerr, "error"), plural(nwarn, "warning"))
}

func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
