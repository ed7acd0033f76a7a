package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"regexp"

	"cardpress/catalog"
	"cardpress/engine"
	_ "cardpress/engine/windia" // registers the Windia War rules engine
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
			c, code := loadGame(fs.Args(), e)
			if c == nil {
				return code
			}
			_, failed, err := runCheck(c, o, e)
			if err != nil {
				return reportError(e, "check", err)
			}
			if failed > 0 {
				return exitGame
			}
			return exitOK
		}
	},
}

// runCheck plays the rule examples of game c and prints the report to
// e.stdout (test-runner lines, or JSON with o.json). build calls it too.
// err is a usage error (a bad --run pattern) or a game whose examples
// cannot be read; failed examples are counted, not errors.
func runCheck(c *catalog.Catalog, o checkOptions, e *env) (passed, failed int, err error) {
	var opt engine.Options
	if o.run != "" {
		re, err := regexp.Compile(o.run)
		if err != nil {
			return 0, 0, usageError{fmt.Errorf("--run: %v", err)}
		}
		opt.Run = re
	}
	rep, err := engine.Check(c, opt)
	if err != nil {
		return 0, 0, err
	}
	if o.json {
		printCheckJSON(e, rep)
	} else {
		printCheck(e, rep)
	}
	return rep.Passed, rep.Failed, nil
}

func printCheck(e *env, rep *engine.Report) {
	w := e.stdout
	if rep.NoEngine {
		fmt.Fprintf(w, "%s: no rules engine for this game: %d examples read, none played\n", rep.Game, rep.Examples)
	}
	for _, r := range rep.Results {
		status := "ok  "
		if !r.Passed {
			status = "FAIL"
		}
		fmt.Fprintf(w, "%s %s:%d  %s\n", status, r.File, r.Line, r.Title)
		if f := r.Failure; f != nil {
			if f.Step != "" {
				fmt.Fprintf(w, "     %s:%d: step: %s\n", r.File, f.Line, f.Step)
			} else {
				fmt.Fprintf(w, "     %s:%d\n", r.File, f.Line)
			}
			if f.Expected != "" {
				fmt.Fprintf(w, "     expected: %s\n", f.Expected)
				fmt.Fprintf(w, "     got:      %s\n", f.Got)
			} else {
				fmt.Fprintf(w, "     %s\n", f.Got)
			}
		}
	}
	covered := rep.Cards - len(rep.Uncovered)
	if rep.Cards > 0 {
		fmt.Fprintf(w, "card coverage: %d of %d cards used by an example (%d%%)\n", covered, rep.Cards, covered*100/rep.Cards)
	}
	for _, u := range rep.Uncovered {
		fmt.Fprintf(w, "  no example: %s (%s)\n", u.Name, u.ID)
	}
	fmt.Fprintf(w, "%d passed, %d failed\n", rep.Passed, rep.Failed)
}

func printCheckJSON(e *env, rep *engine.Report) {
	type card struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	}
	out := struct {
		Game      string           `json:"game"`
		Examples  int              `json:"examples"`
		Passed    int              `json:"passed"`
		Failed    int              `json:"failed"`
		NoEngine  bool             `json:"no_engine,omitempty"`
		Results   []*engine.Result `json:"results"`
		Cards     int              `json:"cards"`
		Uncovered []card           `json:"uncovered"`
	}{Game: rep.Game, Examples: rep.Examples, Passed: rep.Passed, Failed: rep.Failed, NoEngine: rep.NoEngine, Results: rep.Results, Cards: rep.Cards, Uncovered: []card{}}
	if out.Results == nil {
		out.Results = []*engine.Result{}
	}
	for _, u := range rep.Uncovered {
		out.Uncovered = append(out.Uncovered, card{u.ID, u.Name})
	}
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		fmt.Fprintf(e.stderr, "cardpress check: %v\n", err)
	}
}
