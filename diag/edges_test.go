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
// a column names the row (Sheet1!7); a sheet name of letters (any
// script), digits and _ is not quoted, one with another character is.
func TestCellRowOrColumnOnly(t *testing.T) {
	for p, want := range map[Pos]string{
		{Sheet: "Sheet1", Col: 3}:    "Sheet1!C",
		{Sheet: "Sheet1", Line: 7}:   "Sheet1!7",
		{Sheet: "a\x7fb", Line: 7}:   "'a\x7fb'!7", // DEL is no letter
		{Sheet: "Kärtchen", Line: 7}: "Kärtchen!7", // letters beyond ASCII
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

// The underline is as wide as the text above it: a value of three wide
// characters in quotes takes eight columns, not five; a tab four.
func TestUnderlineUnderWideText(t *testing.T) {
	src := []byte("kind = \"角色牌\"\n")
	d := Diagnostic{Pos: Pos{File: "c.toml", Line: 1, Col: 8}, Span: 5}
	want := " 1 | kind = \"角色牌\"\n" +
		"   |        ^^^^^^^^\n"
	if got := d.Excerpt(src); got != want {
		t.Errorf("excerpt\n%s\nwant\n%s", got, want)
	}
	if got := underline("a\tb", 1, 3); got != "^^^^^^" {
		t.Errorf("underline of a tab: %q", got)
	}
}

// A span running past the end of a short line stops at its last
// character, as it does in a long line's window; a column past the end
// keeps one caret.
func TestSpanStopsAtTheLineEnd(t *testing.T) {
	for _, tt := range []struct {
		col, span, want int
	}{{2, 10, 2}, {3, 1, 1}, {4, 5, 1}, {1, 3, 3}} {
		if _, col, span := window("abc", tt.col, tt.span); col != tt.col || span != tt.want {
			t.Errorf("window(\"abc\", %d, %d) = col %d, span %d; want %d, %d", tt.col, tt.span, col, span, tt.col, tt.want)
		}
	}
	d := Diagnostic{Pos: Pos{File: "c", Line: 1, Col: 2}, Span: 10}
	if got, want := d.Excerpt([]byte("abc\n")), " 1 | abc\n   |  ^^\n"; got != want {
		t.Errorf("excerpt %q, want %q", got, want)
	}
}
