package main

import (
	"flag"
	"fmt"
	"io"
	iofs "io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"cardpress/catalog"
	"cardpress/games"
	"cardpress/output"
)

var initCommand = command{
	name:    "init",
	args:    "DIR",
	summary: "Write a small, valid starter game into DIR (never overwrites a file).",
	run: func(fs *flag.FlagSet, e *env) func() int {
		shedding := fs.Bool("shedding", false, "write a shedding game played by the data engine (Windia War's rules trimmed to its cards, rules/game.toml), its cards' rules as data (docs/rules-data.md), with rule examples that cardpress check plays (--template shedding)")
		template := fs.String("template", "starter", "the game to start from: starter (cards and a rulebook, no rules), or a complete small game of a family the rules engines play — "+families()+"; the data games' every rule is in rules/game.toml (docs/rules-language.md)")
		return func() int {
			if fs.NArg() != 1 {
				fmt.Fprintln(e.stderr, "cardpress init: want exactly one DIR")
				fs.Usage()
				return exitUsage
			}
			dir := fs.Arg(0)
			// The starter's card face is the built-in one, written out so
			// that the designer can edit it (docs/layouts.md).
			layouts := filepath.Join(dir, catalog.LayoutsFile)
			if _, err := os.Stat(layouts); err == nil {
				fmt.Fprintf(e.stderr, "cardpress init: %s already exists; not overwriting it\n", layouts)
				return exitGame
			}
			if *shedding {
				*template = "shedding"
			}
			starter := games.Template(*template)
			if starter == nil {
				fmt.Fprintf(e.stderr, "cardpress init: no template %q; the templates are %s\n", *template, strings.Join(games.Templates, ", "))
				return exitUsage
			}
			if err := output.CopyFS(dir, starter); err != nil {
				fmt.Fprintf(e.stderr, "cardpress init: %v\n", err)
				return exitGame
			}
			// A template with a face of its own (Skirmish) keeps it.
			if _, err := iofs.Stat(starter, catalog.LayoutsFile); err != nil {
				src, _ := catalog.BuiltinLayout("large")
				if err := output.WriteFile(layouts, func(w io.Writer) error { _, err := w.Write(src); return err }); err != nil {
					fmt.Fprintf(e.stderr, "cardpress init: %v\n", err)
					return exitGame
				}
			}
			next := "validate"
			if *template != "starter" {
				next = "check"
			}
			fmt.Fprintf(e.stdout, "wrote %s to %s; next: cardpress %s %s\n", templateName(*template), dir, next, dir)
			return exitOK
		}
	},
}

// families lists the template games by family, for the help.
func families() string {
	var parts []string
	for _, f := range games.Families {
		parts = append(parts, fmt.Sprintf("%s (%s): %s", f.Name, f.What, strings.Join(f.Templates, ", ")))
	}
	return strings.Join(parts, "; ")
}

// templateName says which game init wrote: "a starter game", "the
// skirmish game (duel)".
func templateName(t string) string {
	for _, f := range games.Families {
		if slices.Contains(f.Templates, t) {
			return fmt.Sprintf("the %s game (%s)", t, f.Name)
		}
	}
	return "a starter game"
}
