package build

import (
	"fmt"
	"io/fs"
	"path"
	"strings"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/engine"
)

// failures lists the failing examples of a report, one line each, with
// the file:line:column of the failing step, for stderr.
func failures(c *catalog.Catalog, rep *engine.Report) []string {
	var out []string
	for _, r := range rep.Results {
		if r.Passed || r.Failure == nil {
			continue
		}
		f := r.Failure
		line := f.Line
		if line == 0 {
			line = r.Line
		}
		msg := fmt.Sprintf("%s:%d:%d: example %q fails", r.File, line, stepColumn(c, r.File, line), r.Title)
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

// stepColumn is the column where the text of a manual line starts (after
// its indentation), or 1 when the file cannot be read.
func stepColumn(c *catalog.Catalog, file string, line int) int {
	name := strings.TrimPrefix(file, path.Dir(c.Path)+"/")
	src, err := fs.ReadFile(c.FS, name)
	if err != nil {
		return 1
	}
	lines := strings.Split(string(src), "\n")
	if line < 1 || line > len(lines) {
		return 1
	}
	text := lines[line-1]
	return utf8.RuneCountInString(text[:len(text)-len(strings.TrimLeft(text, " \t"))]) + 1
}
