// Package diag holds the one diagnostic type of cardpress: a finding (an
// error or a warning) at a position in one of a game's source files, with
// what is wrong and what would be right, in the manner of go/scanner's
// error lists and BurntSushi/toml's positioned parse errors.
//
// Every reader of a game's files (catalog, layouts, decks, rule options,
// manual, rule examples) reports through it, so that the command line can
// sort, count and print all of a game's problems the same way.
package diag

import (
	"cmp"
	"fmt"
	"sort"
	"strings"
)

// Pos is a place in a source file. Line and Col count from 1; Col counts
// characters, not bytes, so that it matches what an editor shows for
// Japanese text. A zero Line means the whole file; a zero Col, the whole
// line.
//
// In a spreadsheet workbook, which has no lines, Sheet names the sheet and
// Line and Col are the cell's row and column: Sheet1!C7 is Line 7, Col 3.
type Pos struct {
	File  string `json:"file,omitempty"`
	Sheet string `json:"sheet,omitempty"`
	Line  int    `json:"line,omitempty"`
	Col   int    `json:"col,omitempty"`
}

// String returns file:line:col, file:line or file, as far as p is known;
// in a workbook, file:Sheet!C7 as a spreadsheet names the cell.
func (p Pos) String() string {
	switch {
	case p.Sheet != "":
		return p.File + ":" + p.Cell()
	case p.Line == 0:
		return p.File
	case p.Col == 0:
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// IsValid reports whether p names at least a file.
func (p Pos) IsValid() bool { return p.File != "" || p.Line > 0 }

// Before reports whether p comes before q: by file name, then line, then
// column.
func (p Pos) Before(q Pos) bool {
	// One comparison, not one per field under a guard: a mutation of
	// < to <= under p.Line != q.Line changes nothing a test can see.
	return cmp.Or(cmp.Compare(p.File, q.File), cmp.Compare(p.Sheet, q.Sheet),
		cmp.Compare(p.Line, q.Line), cmp.Compare(p.Col, q.Col)) < 0
}

// Severity says whether a diagnostic stops the game from building.
type Severity int

const (
	// Error is a problem that must be fixed: the command fails.
	Error Severity = iota
	// Warning is something that could not be done as asked but does not
	// stop the build.
	Warning
)

func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// Diagnostic is one finding in a source file. As an error it is returned as
// a *Diagnostic.
type Diagnostic struct {
	Pos Pos
	// Span is how many characters of Pos's line the problem covers, for
	// the excerpt's underline; 0 or 1 is a single caret.
	Span     int
	Severity Severity
	Msg      string // what is wrong
	Hint     string // what would be right, when Msg does not say it already
}

// Errorf returns an error diagnostic at pos.
func Errorf(pos Pos, format string, args ...any) *Diagnostic {
	return &Diagnostic{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// Warningf returns a warning diagnostic at pos.
func Warningf(pos Pos, format string, args ...any) *Diagnostic {
	return &Diagnostic{Pos: pos, Severity: Warning, Msg: fmt.Sprintf(format, args...)}
}

// Error returns the diagnostic on one line: "file:line:col: msg", with
// "warning: " before a warning's message and the hint after it.
func (d Diagnostic) Error() string {
	var b strings.Builder
	if p := d.Pos.String(); p != "" {
		b.WriteString(p)
		b.WriteString(": ")
	}
	if d.Severity == Warning {
		b.WriteString("warning: ")
	}
	b.WriteString(d.Msg)
	if d.Hint != "" {
		b.WriteString("; ")
		b.WriteString(d.Hint)
	}
	return b.String()
}

// String is Error.
func (d Diagnostic) String() string { return d.Error() }

// List is a list of diagnostics; as an error it stands for all of them.
type List []Diagnostic

// Add appends an error diagnostic at pos.
func (l *List) Add(pos Pos, format string, args ...any) {
	*l = append(*l, *Errorf(pos, format, args...))
}

// Warn appends a warning at pos.
func (l *List) Warn(pos Pos, format string, args ...any) {
	*l = append(*l, *Warningf(pos, format, args...))
}

// Sort orders the list by position; diagnostics at one position keep their
// order.
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool { return l[i].Pos.Before(l[j].Pos) })
}

// Errors counts the diagnostics of severity Error.
func (l List) Errors() int {
	n := 0
	for _, d := range l {
		if d.Severity == Error {
			n++
		}
	}
	return n
}

// Warnings returns the warnings of l.
func (l List) Warnings() List {
	var out List
	for _, d := range l {
		if d.Severity == Warning {
			out = append(out, d)
		}
	}
	return out
}

// Err returns l as an error when it holds at least one error, else nil.
func (l List) Err() error {
	if l.Errors() == 0 {
		return nil
	}
	return l
}

// Error returns one line per diagnostic.
func (l List) Error() string {
	lines := make([]string, len(l))
	for i, d := range l {
		lines[i] = d.Error()
	}
	return strings.Join(lines, "\n")
}

// Summary counts the errors and warnings of l, like "2 errors, 1 warning".
func (l List) Summary() string {
	nerr := l.Errors()
	return Count(nerr, "error") + ", " + Count(len(l)-nerr, "warning")
}

// Count is n of an English noun, in the plural unless n is 1: "1 error",
// "2 warnings", "3 card entries", "2 boxes". Every message that counts
// what it found or wrote says it so ("1 cards" read wrong).
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %s", n, pluralOf(noun))
}

// pluralOf is the regular English plural of noun, by its last word's
// ending: -y after a consonant takes -ies, -s, -x, -z, -ch and -sh take
// -es, the rest -s.
func pluralOf(noun string) string {
	switch n := len(noun); {
	case n >= 2 && noun[n-1] == 'y' && !strings.ContainsRune("aeiou", rune(noun[n-2])):
		return noun[:n-1] + "ies"
	case strings.HasSuffix(noun, "s"), strings.HasSuffix(noun, "x"), strings.HasSuffix(noun, "z"),
		strings.HasSuffix(noun, "ch"), strings.HasSuffix(noun, "sh"):
		return noun + "es"
	}
	return noun + "s"
}

// From returns the diagnostics err stands for: a List, a Diagnostic, or
// (unwrapping) one of them; any other error is one diagnostic without a
// position.
func From(err error) List {
	switch e := err.(type) {
	case nil:
		return nil
	case List:
		return e
	case *Diagnostic:
		return List{*e}
	case Diagnostic:
		return List{e}
	}
	if u, ok := err.(interface{ Unwrap() error }); ok && u.Unwrap() != nil {
		if l := From(u.Unwrap()); len(l) != 1 || l[0].Pos.IsValid() {
			return l
		}
	}
	return List{{Msg: err.Error()}}
}
