// Tests of behaviour the rest of the suite left unchecked, each found by a
// mutant of internal/mutate that survived it.

package catalog

import (
	"encoding/csv"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/diag"
)

// A special file is named by its kind in the error that refuses it.
func TestFileKind(t *testing.T) {
	for m, want := range map[fs.FileMode]string{
		fs.ModeNamedPipe:                  "a named pipe",
		fs.ModeSocket:                     "a socket",
		fs.ModeDevice | fs.ModeCharDevice: "a character device",
	} {
		if got := fileKind(m); got != want {
			t.Errorf("fileKind(%v) = %q, want %q", m, got, want)
		}
	}
}

// The default set has the most cards, each copy counted: three single
// cards outnumber one card twice.
func TestDefaultSetCountsSingleCopies(t *testing.T) {
	src := `
[game]
id = "g"
title = "G"
language = "en"
[sets.pair]
[sets.singles]
[[card]]
id = "w"
name = "W"
kind = "action"
set = "pair"
copies = { pair = 2 }
[[card]]
id = "x"
name = "X"
kind = "action"
set = "singles"
[[card]]
id = "y"
name = "Y"
kind = "action"
set = "singles"
[[card]]
id = "z"
name = "Z"
kind = "action"
set = "singles"
`
	c, err := Parse("t.toml", []byte(src), fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	if got := c.DefaultSet(); got != "singles" {
		t.Errorf("DefaultSet = %q, want singles (3 cards against 2)", got)
	}
}

// A [game] key the catalog does not write is placed at its first line, and
// said not to be found; a written one at its value.
func TestGamePos(t *testing.T) {
	c, err := Parse("t.toml", []byte("[game]\nid = \"g\"\ntitle = \"G\"\nlanguage = \"en\"\n[[card]]\nid = \"x\"\nname = \"X\"\nkind = \"action\"\n"), fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := c.GamePos("engine"); ok || p != (diag.Pos{File: "t.toml", Line: 1, Col: 1}) {
		t.Errorf("GamePos(engine) = %v, %v; want t.toml:1:1, false", p, ok)
	}
	if p, ok := c.GamePos("title"); !ok || p.Line != 3 {
		t.Errorf("GamePos(title) = %v, %v; want line 3, true", p, ok)
	}
}

// A quote left open in a file's last record is placed where that record
// starts, the last line included.
func TestCSVOpenQuoteOnTheLastLine(t *testing.T) {
	x := diag.NewIndex("cards.csv", "id,name\nx,y")
	err := &csv.ParseError{StartLine: 2, Line: 2, Column: 3, Err: csv.ErrQuote}
	if got := csvPos(x, err); got != (diag.Pos{File: "cards.csv", Line: 2, Col: 1}) {
		t.Errorf("csvPos = %v, want cards.csv:2:1", got)
	}
}

// A value's problem underlines the value when it is written on one line,
// also as the file's last bytes, and nothing when it runs over lines.
func TestValueSpan(t *testing.T) {
	head := "[game]\nid = \"g\"\ntitle = \"G\"\nlanguage = \"en\"\n"
	for _, tt := range []struct {
		name, players string
		span          int
	}{
		{"one line", "players = { min = 2, max = 1 }\n", 20},
		{"the file's end", "players = { min = 2, max = 1 }", 20},
		{"over two lines", "players = { min = 2,\n  max = 1 }\n", 0},
	} {
		_, err := Parse("t.toml", []byte(head+tt.players), fstest.MapFS{})
		found := false
		for _, d := range diag.From(err) {
			if strings.Contains(d.Msg, "[game] players") {
				found = true
				if d.Pos.Line != 5 || d.Pos.Col != 11 || d.Span != tt.span {
					t.Errorf("%s: %v span %d, want t.toml:5:11 span %d", tt.name, d.Pos, d.Span, tt.span)
				}
			}
		}
		if !found {
			t.Errorf("%s: no problem of players: %v", tt.name, err)
		}
	}
}

// A condition's terms: a field, its negation, = and != with a value,
// == read as =, joined by &; each with the offsets of its field and value
// in the condition, for errors found later. A term without a field or
// without a value is an error.
func TestParseWhen(t *testing.T) {
	for _, tt := range []struct {
		cond string
		want []Term
	}{
		{"art", []Term{{Field: "art"}}},
		{" !flavor", []Term{{Field: "flavor", Not: true, fieldOff: 2}}},
		{"kind = number", []Term{{Field: "kind", Value: "number", HasOp: true, valueOff: 7}}},
		{"kind == number", []Term{{Field: "kind", Value: "number", HasOp: true, valueOff: 8}}},
		{"colors != 1 & art", []Term{
			{Field: "colors", Value: "1", Not: true, HasOp: true, valueOff: 10},
			{Field: "art", fieldOff: 14},
		}},
	} {
		got, err := ParseWhen(tt.cond)
		if err != nil || len(got) != len(tt.want) {
			t.Errorf("ParseWhen(%q) = %+v, %v; want %+v", tt.cond, got, err, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("ParseWhen(%q) term %d = %+v, want %+v", tt.cond, i, got[i], tt.want[i])
			}
		}
	}
	for _, bad := range []string{"= red", "!= red", "kind =", "art & "} {
		if _, err := ParseWhen(bad); err == nil {
			t.Errorf("ParseWhen(%q) read", bad)
		}
	}
}
