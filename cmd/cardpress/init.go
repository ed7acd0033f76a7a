package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
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
		shedding := fs.Bool("shedding", false, "write a shedding game played by the Windia War rules engine, its cards' rules as data (docs/rules-data.md), with rule examples that cardpress check plays (--template shedding)")
		template := fs.String("template", "starter", "the game to start from: "+strings.Join(games.Templates, ", ")+" (color-shed, hearts, veiled-court: every rule as data in rules/game.toml, docs/rules-language.md)")
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
			src, _ := catalog.BuiltinLayout("large")
			if err := output.WriteFile(layouts, func(w io.Writer) error { _, err := w.Write(src); return err }); err != nil {
				fmt.Fprintf(e.stderr, "cardpress init: %v\n", err)
				return exitGame
			}
			next := "validate"
			if *template != "starter" {
				next = "check"
			}
			fmt.Fprintf(e.stdout, "wrote a starter game to %s; next: cardpress %s %s\n", dir, next, dir)
			return exitOK
		}
	},
}
