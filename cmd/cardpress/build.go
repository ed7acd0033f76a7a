package main

import (
	"errors"
	"flag"
	"fmt"

	"cardpress/build"
	"cardpress/diag"
)

var buildCommand = command{
	name: "build",
	args: "[GAME_DIR] [flags]",
	summary: `Build everything of a game: card sheets, card images, manual and rule check.
Writes into OUT (default out/GAME_ID): cards.pdf (full deck, duplex backs), png/ (one PNG
per card design), manual.pdf, and check.txt, the report of every rule example
played on the rules engine. The exit code is 1 when an example fails.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var f cardFlags
		color := fs.Bool("color", false, "manual with card faces in color (default: grayscale)")
		f.define(fs)
		return func() int {
			if err := f.refuse(fs); err != nil {
				return reportError(e, "build", err)
			}
			g, code := loadGame(fs.Args(), e)
			if g == nil {
				return code
			}
			c := g.Catalog
			co, err := f.options(fs, c)
			if err != nil {
				return reportError(e, "build", err)
			}
			co.Warn = e.warn
			if f.calibrate {
				return reportError(e, "build", usageError(errors.New("--calibrate belongs to the cards command")))
			}
			dir := co.Dir
			res, err := build.Game(g, build.Options{Dir: dir, Cards: co, Color: *color, Log: f.log(e)})
			if code := reportError(e, "build", err); code != exitOK {
				return code
			}
			// A failing example fails the build, after everything else is written.
			if res.Failed > 0 {
				for _, f := range res.Failures {
					fmt.Fprintln(e.stderr, f)
				}
				verb := "fail"
				if res.Failed == 1 {
					verb = "fails"
				}
				fmt.Fprintf(e.stderr, "cardpress build: %s %s; this build is in %s (report: %s); %s keeps the last good build\n",
					diag.Count(res.Failed, "rule example"), verb, res.Dir, res.Report, dir)
				return exitGame
			}
			if res.NoManual {
				fmt.Fprintf(e.stdout, "built the cards of %s into %s; manual skipped: %s has no manual/ folder of Markdown files, so no manual.pdf and no check.txt\n", c.Game.Title, dir, g.Dir)
				return exitOK
			}
			fmt.Fprintf(e.stdout, "built %s into %s\n", c.Game.Title, dir)
			return exitOK
		}
	},
}
