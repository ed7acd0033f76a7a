package build

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"

	"cardpress/diag"
	"cardpress/engine"
	"cardpress/folder"
)

// CheckOptions select the rule examples to play.
type CheckOptions struct {
	Run string // only examples whose title or file:line matches this regular expression
}

// Check plays the rule examples of game g, as its folder's rulebook holds
// them, on its rules engine. The error is an OptionError (a bad Run
// pattern); failed examples are in the report, not errors.
func Check(g *folder.Game, o CheckOptions) (*engine.Report, error) {
	var opt engine.Options
	if o.Run != "" {
		re, err := regexp.Compile(o.Run)
		if err != nil {
			return nil, OptionError{fmt.Errorf("--run: %v", err)}
		}
		opt.Run = re
	}
	var eng engine.Game
	if g.Engine != nil {
		eng = g.Engine
	}
	return engine.Check(g.Catalog, eng, g.Examples(), opt), nil
}

// WriteCheckReport writes the report as test-runner lines: one per example
// (file:line, title, ok or FAIL), for a failure the step, what the example
// expected and what happened, the cards no example uses, and a summary.
func WriteCheckReport(w io.Writer, rep *engine.Report) {
	if rep.NoEngine {
		fmt.Fprintf(w, "%s: no rules engine for this game: %s read, none played\n", rep.Game, diag.Count(rep.Examples, "example"))
	}
	for _, r := range rep.Results {
		status := "ok  "
		if !r.Passed {
			status = "FAIL"
		}
		fmt.Fprintf(w, "%s %s:%d  %s\n", status, r.File, r.Line, r.Title)
		if f := r.Failure; f != nil {
			at := f.Pos
			at.File = r.File
			// The labels are in the example's language, as what they
			// label is (engine.Failure.Labels).
			step, expected, got := f.Labels()
			if f.Step != "" {
				fmt.Fprintf(w, "     %s: %s%s\n", at, step, f.Step)
			} else {
				fmt.Fprintf(w, "     %s\n", at)
			}
			if f.Expected != "" {
				width := max(utf8.RuneCountInString(expected), utf8.RuneCountInString(got))
				fmt.Fprintf(w, "     %s%s%s\n", expected, pad(expected, width), f.Expected)
				fmt.Fprintf(w, "     %s%s%s\n", got, pad(got, width), f.Got)
			} else {
				fmt.Fprintf(w, "     %s\n", f.Got)
			}
		}
	}
	// Coverage says what the examples played exercised: with none played
	// it would claim a measurement that was not made.
	if covered := rep.Cards - len(rep.Uncovered); rep.Played > 0 && rep.Cards > 0 {
		fmt.Fprintf(w, "card coverage: %d of %d cards used by an example played (%d%%); rules: %d cards use a Go operation\n", covered, rep.Cards, covered*100/rep.Cards, rep.GoOperations)
		for _, u := range rep.Uncovered {
			fmt.Fprintf(w, "  no example: %s (%s)\n", u.Name, u.ID)
		}
	}
	fmt.Fprintf(w, "%d passed, %d failed\n", rep.Passed, rep.Failed)
}

// pad is the spaces that line label up with labels of width runes.
func pad(label string, width int) string {
	return strings.Repeat(" ", width-utf8.RuneCountInString(label))
}

// WriteCheckJSON writes the report as indented JSON.
func WriteCheckJSON(w io.Writer, rep *engine.Report) error {
	type card struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	}
	out := struct {
		Game      string           `json:"game"`
		Examples  int              `json:"examples"`
		Passed    int              `json:"passed"`
		Failed    int              `json:"failed"`
		Played    int              `json:"played"`
		NoEngine  bool             `json:"no_engine,omitempty"`
		Results   []*engine.Result `json:"results"`
		Cards     int              `json:"cards"`
		Uncovered []card           `json:"uncovered"`
		// Cards whose rules name a Go operation instead of being data.
		GoOperations int `json:"go_operations"`
	}{Game: rep.Game, Examples: rep.Examples, Passed: rep.Passed, Failed: rep.Failed, Played: rep.Played, NoEngine: rep.NoEngine, Results: rep.Results, Cards: rep.Cards, Uncovered: []card{}, GoOperations: rep.GoOperations}
	if out.Results == nil {
		out.Results = []*engine.Result{}
	}
	if rep.Played == 0 {
		out.Cards = 0 // no coverage was measured
	} else {
		for _, u := range rep.Uncovered {
			out.Uncovered = append(out.Uncovered, card{u.ID, u.Name})
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
