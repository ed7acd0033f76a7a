package diag

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// A severity says itself as the word a diagnostic's line begins with.
func TestSeverityString(t *testing.T) {
	if got := Warning.String(); got != "warning" {
		t.Errorf("Warning = %q", got)
	}
	if got := Error.String(); got != "error" {
		t.Errorf("Error = %q", got)
	}
}

// From keeps the message of the error it was given when what it wraps
// says no more: a wrapped plain error keeps its context ("loading: …"),
// a wrapped list of diagnostics without positions stays a list.
func TestFromKeepsContext(t *testing.T) {
	l := From(fmt.Errorf("loading: %w", errors.New("plain")))
	if len(l) != 1 || l[0].Msg != "loading: plain" {
		t.Errorf("From(wrapped plain) = %v, want the one message \"loading: plain\"", l)
	}
	two := List{{Msg: "first"}, {Msg: "second"}}
	if l := From(fmt.Errorf("loading: %w", two)); len(l) != 2 || l[0].Msg != "first" || l[1].Msg != "second" {
		t.Errorf("From(wrapped list of 2) = %v, want the list", l)
	}
}

// A cell position without a row names the column (Sheet1!C), one without
// a column names the row (Sheet1!7).
func TestCellRowOrColumnOnly(t *testing.T) {
	for p, want := range map[Pos]string{
		{Sheet: "Sheet1", Col: 3}:  "Sheet1!C",
		{Sheet: "Sheet1", Line: 7}: "Sheet1!7",
	} {
		if got := p.Cell(); got != want {
			t.Errorf("%+v.Cell() = %q, want %q", p, got, want)
		}
	}
}

// A window that starts one character in still marks the cut.
func TestExcerptWindowCutByOne(t *testing.T) {
	var b strings.Builder
	for i := range excerptWidth + 1 {
		b.WriteByte(byte('a' + i%26))
	}
	line := b.String()
	// Column 35 is a third of the width past the window's start at 1.
	shown, col, span := window(line, 35, 1)
	if want := "…" + line[1:]; shown != want || col != 35 || span != 1 {
		t.Errorf("window(col 35) = %q, %d, %d; want %q, 35, 1", shown, col, span, want)
	}
}

// An empty line between others is empty, not the rest of the source.
func TestLineEmptyInTheMiddle(t *testing.T) {
	if got, ok := Line([]byte("a\n\nb\n"), 2); !ok || got != "" {
		t.Errorf("Line 2 = %q, %v; want \"\", true", got, ok)
	}
}
