package main

import (
	"flag"
	"fmt"

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
			if err := output.CopyFS(dir, games.Starter()); err != nil {
				fmt.Fprintf(e.stderr, "cardpress init: %v\n", err)
				return exitGame
			}
			fmt.Fprintf(e.stdout, "wrote a starter game to %s; next: cardpress validate %s\n", dir, dir)
			return exitOK
		}
	},
}
