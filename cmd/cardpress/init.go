package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"cardpress/catalog"
	"cardpress/games"
	"cardpress/output"
)

var initCommand = command{
	name:    "init",
	args:    "DIR",
	summary: "Write a small, valid starter game into DIR (never overwrites a file).",
	run: func(fs *flag.FlagSet, e *env) func() int {
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
			if err := output.CopyFS(dir, games.Starter()); err != nil {
				fmt.Fprintf(e.stderr, "cardpress init: %v\n", err)
				return exitGame
			}
			src, _ := catalog.BuiltinLayout("large")
			if err := output.WriteFile(layouts, func(w io.Writer) error { _, err := w.Write(src); return err }); err != nil {
				fmt.Fprintf(e.stderr, "cardpress init: %v\n", err)
				return exitGame
			}
			fmt.Fprintf(e.stdout, "wrote a starter game to %s; next: cardpress validate %s\n", dir, dir)
			return exitOK
		}
	},
}
