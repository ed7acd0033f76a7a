package diag

import (
	"strings"
	"testing"
)

// Before orders positions by file, then line, then column; it is strict:
// a position is not before itself.
func TestPosBefore(t *testing.T) {
	ordered := []Pos{
		{File: "a.toml"},
		{File: "a.toml", Line: 1},
		{File: "a.toml", Line: 1, Col: 9},
		{File: "a.toml", Line: 2, Col: 1}, // a later line with a smaller column
		{File: "a.toml", Line: 10, Col: 3},
		{File: "b.toml", Line: 1, Col: 1}, // a later file with a smaller line
	}
	for i, p := range ordered {
		if p.Before(p) {
			t.Errorf("%v is before itself", p)
		}
		for j, q := range ordered {
			if got := p.Before(q); got != (i < j) {
				t.Errorf("%v before %v = %v, want %v", p, q, got, i < j)
			}
		}
	}
}

// IsValid: a file or a line makes a position.
func TestPosIsValid(t *testing.T) {
	for p, want := range map[Pos]bool{{}: false, {File: "a"}: true, {Line: 1}: true, {Col: 3}: false} {
		if p.IsValid() != want {
			t.Errorf("%#v.IsValid() = %v", p, !want)
		}
	}
}

// window shows a line of up to excerptWidth characters whole; a longer one
// is cut to excerptWidth characters around the column, with "…" at each
// cut, the column and span moved to the part shown.
func TestExcerptWindow(t *testing.T) {
	long := func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteByte(byte('a' + i%26))
		}
		return b.String()
	}
	exact := long(excerptWidth)
	for _, tt := range []struct {
		name      string
		line      string
		col, span int
		shown     string
		wcol      int
		wspan     int
	}{
		{"fits", exact, 100, 1, exact, 100, 1},
		{"cut at the end", long(101), 1, 2, long(101)[:100] + "…", 1, 2},
		{"cut at the start", long(150), 150, 1, "…" + long(150)[50:], 101, 1},
		{"cut around", long(150), 80, 3, "…" + long(150)[46:146] + "…", 35, 3},
		{"span cut at the window's end", long(150), 140, 30, "…" + long(150)[50:], 91, 11}, // columns 140 to 150
		{"no column", long(150), 0, 1, long(150)[:100] + "…", 0, 1},
	} {
		shown, col, span := window(tt.line, tt.col, tt.span)
		if shown != tt.shown || col != tt.wcol || span != tt.wspan {
			t.Errorf("%s: window(col %d, span %d) = %q, col %d, span %d; want %q, %d, %d", tt.name, tt.col, tt.span, shown, col, span, tt.shown, tt.wcol, tt.wspan)
		}
	}
}

// The caret stands under its column: a tab is four columns, a wide
// character two; an excerpt without a column has no caret line.
func TestCaretPad(t *testing.T) {
	for _, tt := range []struct {
		line string
		col  int
		want string
	}{
		{"abc", 1, ""},
		{"abc", 3, "  "},
		{"\tx", 2, "    "},
		{"赤５x", 3, "    "},
		{"ab", 9, "  "},
	} {
		if got := caretPad(tt.line, tt.col); got != tt.want {
			t.Errorf("caretPad(%q, %d) = %q, want %q", tt.line, tt.col, got, tt.want)
		}
	}
	d := Diagnostic{Pos: Pos{File: "f", Line: 2}}
	if got := d.Excerpt([]byte("one\ntwo\n")); got != " 2 | two\n" {
		t.Errorf("excerpt without a column: %q", got)
	}
	d = Diagnostic{Pos: Pos{File: "f", Line: 12, Col: 2}, Span: 2}
	src := strings.Repeat("\n", 11) + "x\tyz"
	if got := d.Excerpt([]byte(src)); got != " 12 | x    yz\n    |  ^^^^^\n" { // the tab and y
		t.Errorf("excerpt: %q", got)
	}
}

// wide marks the ranges a terminal draws two columns wide, and nothing
// next to them.
func TestWide(t *testing.T) {
	for r, want := range map[rune]bool{'a': false, 'é': false, 0x10FF: false, 0x1100: true, 0x115F: true, 0x1160: false,
		'赤': true, 'あ': true, 0x303F: false, '한': true, '５': true, 0xFF61: false, 0xFFE0: true, 0xFFE7: false, 0x1F600: true, 0x20000: true, 0x3FFFE: false} {
		if wide(r) != want {
			t.Errorf("wide(%U) = %v", r, !want)
		}
	}
}

// Line reads one line without its break, a byte order mark or invalid
// UTF-8, and nothing outside the source.
func TestLineEdges(t *testing.T) {
	src := []byte(BOM + "a\r\nb\xff\n")
	for n, want := range map[int]string{1: "a", 2: "b\uFFFD", 3: ""} {
		if got, ok := Line(src, n); !ok || got != want {
			t.Errorf("Line %d = %q, %v; want %q", n, got, ok, want)
		}
	}
	for _, n := range []int{0, -1, 4} {
		if _, ok := Line(src, n); ok {
			t.Errorf("Line %d is outside the source", n)
		}
	}
	if _, ok := Line(nil, 1); ok {
		t.Error("a line of no source")
	}
}

// An Index finds the start of every line and the position of every byte,
// clamped to the source.
func TestIndexLines(t *testing.T) {
	x := NewIndex("f", "ab\nc\n\nd")
	if x.Lines() != 4 {
		t.Errorf("%d lines, want 4", x.Lines())
	}
	for n, want := range map[int]int{-1: 0, 0: 0, 1: 0, 2: 3, 3: 5, 4: 6, 5: 7} {
		if got := x.LineStart(n); got != want {
			t.Errorf("LineStart(%d) = %d, want %d", n, got, want)
		}
	}
	for off, want := range map[int]Pos{-3: {File: "f", Line: 1, Col: 1}, 0: {File: "f", Line: 1, Col: 1}, 2: {File: "f", Line: 1, Col: 3}, 3: {File: "f", Line: 2, Col: 1}, 5: {File: "f", Line: 3, Col: 1}, 6: {File: "f", Line: 4, Col: 1}, 99: {File: "f", Line: 4, Col: 2}} {
		if got := x.Pos(off); got != want {
			t.Errorf("Pos(%d) = %v, want %v", off, got, want)
		}
	}
	if got := Position("f", []byte(BOM+"ab\nc"), len(BOM)+3); got != (Pos{File: "f", Line: 2, Col: 1}) {
		t.Errorf("Position after a BOM = %v, want f:2:1", got)
	}
}
