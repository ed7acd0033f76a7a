package main

import (
	"flag"
	"fmt"
	"strings"

	"cardpress/build"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/folder"
)

// checkOptions are the flags of the check command.
type checkOptions struct {
	json bool
	run  string
}

var checkCommand = command{
	name: "check",
	args: "[GAME_DIR] [flags]",
	summary: `Play every rule example of a game's manual on its rules engine.
Prints one line per example (file:line, title, ok or FAIL), for a failure the
step, what the example expected and what happened, the cards no example
uses, and a summary; the exit code is 1 when an example fails.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var o checkOptions
		fs.BoolVar(&o.json, "json", false, "print the results as JSON")
		fs.StringVar(&o.run, "run", "", "run only the examples whose title or file:line matches this regular expression")
		return func() int {
			// An example that cannot be read is reported, and fails, but
			// the others are played all the same.
			e.playable = true
			g, code := loadGame(fs.Args(), e)
			if g == nil {
				return code
			}
			if g.Rulebook == nil {
				// A check that played nothing has checked nothing: it
				// does not pass.
				fmt.Fprintf(e.stderr, "cardpress check: nothing to check: %s has no manual/ folder of Markdown files, where rule examples are written (docs/manual.md)\n", g.Dir)
				return exitGame
			}
			rep, err := runCheck(g, o, e)
			if err != nil {
				return reportError(e, "check", err)
			}
			if rep.NoEngine && rep.Examples > 0 {
				printList(e, diag.List{*noEngine(g, rep)})
				return exitGame
			}
			if rep.Failed > 0 {
				return exitGame
			}
			if rep.Passed == 0 {
				what := "its rulebook has no rule examples (```example blocks, docs/manual.md)"
				if o.run != "" {
					what = fmt.Sprintf("no rule example matches --run %q", o.run)
				}
				fmt.Fprintf(e.stderr, "cardpress check: nothing to check: %s\n", what)
				return exitGame
			}
			return code
		}
	},
}

// runCheck plays the rule examples of game g and prints the report to
// e.stdout (test-runner lines, or JSON with o.json).
func runCheck(g *folder.Game, o checkOptions, e *env) (*engine.Report, error) {
	rep, err := build.Check(g, build.CheckOptions{Run: o.run})
	if err != nil {
		return nil, err
	}
	if !o.json {
		build.WriteCheckReport(e.stdout, rep)
	} else if err := build.WriteCheckJSON(e.stdout, rep); err != nil {
		fmt.Fprintf(e.stderr, "cardpress check: %v\n", err)
	}
	return rep, nil
}

// noEngine is the error of a game whose rulebook has examples that no
// rules engine plays, at its [game] id, naming what to add: a check that
// played nothing has checked nothing.
func noEngine(g *folder.Game, rep *engine.Report) *diag.Diagnostic {
	pos, _ := g.Catalog.GamePos("id")
	return diag.Errorf(pos, "%s has %s, but no rules engine plays game %q, so none was played: add engine = \"ID\" to [game] naming the engine whose rules they follow (%s), or take the examples out of the manual", rep.Game, diag.Count(rep.Examples, "rule example"), g.Catalog.Game.ID, strings.Join(rulesEngines.GameIDs(), ", "))
}
