package build

import (
	"fmt"

	"cardpress/engine"
)

// failures lists the failing examples of a report, one line each, at the
// file:line:column of the failing step, for stderr.
func failures(rep *engine.Report) []string {
	var out []string
	for _, r := range rep.Results {
		if r.Passed || r.Failure == nil {
			continue
		}
		f := r.Failure
		at := f.Pos
		if at.Line == 0 {
			at = r.Pos
		}
		msg := fmt.Sprintf("%s: example %q fails", at, r.Title)
		if f.Step != "" {
			msg += fmt.Sprintf(" at step %q", f.Step)
		}
		if f.Expected != "" {
			msg += fmt.Sprintf(": expected %s, got %s", f.Expected, f.Got)
		} else {
			msg += ": " + f.Got
		}
		out = append(out, msg)
	}
	return out
}
