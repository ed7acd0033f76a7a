package diag

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestPosString(t *testing.T) {
	for _, tc := range []struct {
		p    Pos
		want string
	}{
		{Pos{File: "a.toml"}, "a.toml"},
		{Pos{File: "a.toml", Line: 3}, "a.toml:3"},
		{Pos{File: "a.toml", Line: 3, Col: 7}, "a.toml:3:7"},
	} {
		if got := tc.p.String(); got != tc.want {
			t.Errorf("%#v: %q, want %q", tc.p, got, tc.want)
		}
	}
}

func TestErrorLine(t *testing.T) {
	d := Diagnostic{Pos: Pos{File: "m.md", Line: 2, Col: 5}, Severity: Warning, Msg: "unknown icon :x:", Hint: "did you mean :y:?"}
	if got, want := d.Error(), "m.md:2:5: warning: unknown icon :x:; did you mean :y:?"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestListSortsAndCounts(t *testing.T) {
	var l List
	l.Add(Pos{File: "b", Line: 1, Col: 1}, "third")
	l.Warn(Pos{File: "a", Line: 2, Col: 1}, "second")
	l.Add(Pos{File: "a", Line: 1, Col: 9}, "first")
	l.Add(Pos{File: "a", Line: 2, Col: 1}, "second, after")
	l.Sort()
	var got []string
	for _, d := range l {
		got = append(got, d.Msg)
	}
	if strings.Join(got, "|") != "first|second|second, after|third" {
		t.Errorf("order %v", got)
	}
	if l.Errors() != 3 || len(l.Warnings()) != 1 || l.Summary() != "3 errors, 1 warning" {
		t.Errorf("counts %d %d %q", l.Errors(), len(l.Warnings()), l.Summary())
	}
	if (List{{Severity: Warning}}).Err() != nil || l.Err() == nil {
		t.Error("Err must be nil exactly when there is no error")
	}
}

func TestFromUnwraps(t *testing.T) {
	d := Errorf(Pos{File: "f", Line: 1, Col: 2}, "bad")
	if l := From(fmt.Errorf("loading: %w", d)); len(l) != 1 || l[0].Pos.Col != 2 {
		t.Errorf("From(wrapped) = %v", l)
	}
	if l := From(errors.New("plain")); len(l) != 1 || l[0].Msg != "plain" || l[0].Pos.IsValid() {
		t.Errorf("From(plain) = %v", l)
	}
	var target *Diagnostic
	if !errors.As(fmt.Errorf("x: %w", d), &target) || target.Msg != "bad" {
		t.Error("a *Diagnostic must be found by errors.As")
	}
}

func TestPositionCountsCharacters(t *testing.T) {
	src := []byte(BOM + "a = 1\n名前 = \"x\"\r\n")
	off := strings.Index(string(src), "= \"x")
	if got := Position("c.toml", src, off); got != (Pos{File: "c.toml", Line: 2, Col: 4}) {
		t.Errorf("got %v", got)
	}
	x := NewIndex("c", "ab\ncd")
	if x.Lines() != 2 || x.LineStart(2) != 3 || x.LineStart(9) != 5 || x.Pos(99) != (Pos{File: "c", Line: 2, Col: 3}) {
		t.Errorf("index %d %d %v", x.Lines(), x.LineStart(2), x.Pos(99))
	}
}

func TestExcerptCaretUnderWideText(t *testing.T) {
	src := []byte("[game]\ntitle = \"ウィンディア\" colr\n")
	d := Diagnostic{Pos: Pos{File: "c.toml", Line: 2, Col: 18}, Span: 4, Msg: "unexpected key"}
	want := " 2 | title = \"ウィンディア\" colr\n" +
		"   |                        ^^^^\n"
	if got := d.Excerpt(src); got != want {
		t.Errorf("excerpt\n%s\nwant\n%s", got, want)
	}
	// A caret under the first column too.
	first := Diagnostic{Pos: Pos{File: "c.toml", Line: 1, Col: 1}, Span: 6}
	if got, want := first.Excerpt(src), " 1 | [game]\n   | ^^^^^^\n"; got != want {
		t.Errorf("excerpt at column 1\n%s\nwant\n%s", got, want)
	}
	if (Diagnostic{Pos: Pos{File: "c", Line: 9, Col: 1}}).Excerpt(src) != "" {
		t.Error("a line past the end has no excerpt")
	}
	var b strings.Builder
	Print(&b, List{d}, func(string) []byte { return src })
	if !strings.HasPrefix(b.String(), "c.toml:2:18: unexpected key\n 2 |") {
		t.Errorf("print %q", b.String())
	}
}

func TestColumnsCountCharacters(t *testing.T) {
	x := NewIndex("f", "a = \"日本語\"\nb = 1")
	tests := []struct {
		off  int
		want Pos
	}{
		{0, Pos{File: "f", Line: 1, Col: 1}},
		{5, Pos{File: "f", Line: 1, Col: 6}},   // after 「日」: byte 5 is 「本」
		{8, Pos{File: "f", Line: 1, Col: 7}},   // 「語」
		{16, Pos{File: "f", Line: 2, Col: 1}},  // "b"
		{999, Pos{File: "f", Line: 2, Col: 6}}, // clamped to the end
	}
	for _, tt := range tests {
		if got := x.Pos(tt.off); got != tt.want {
			t.Errorf("pos(%d) = %v, want %v", tt.off, got, tt.want)
		}
	}
}

func TestLine(t *testing.T) {
	src := []byte(BOM + "one\r\ntwo \xff\nthree")
	for n, want := range map[int]string{1: "one", 2: "two \uFFFD", 3: "three"} {
		if got, ok := Line(src, n); !ok || got != want {
			t.Errorf("line %d = %q, %v; want %q", n, got, ok, want)
		}
	}
	if _, ok := Line(src, 4); ok {
		t.Error("a line past the end")
	}
}

// A long line (a card's rule text) is shown around the caret only.
func TestExcerptOfALongLine(t *testing.T) {
	line := `text = "` + strings.Repeat("a", 300) + "XYZ" + strings.Repeat("b", 300) + `"`
	d := Diagnostic{Pos: Pos{File: "c", Line: 1, Col: 8 + 300 + 1}, Span: 3}
	got := d.Excerpt([]byte(line))
	rows := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	if len(rows) != 2 || len([]rune(rows[0])) > excerptWidth+10 || !strings.Contains(rows[0], "…a") || !strings.HasSuffix(rows[0], "b…") {
		t.Fatalf("excerpt\n%s", got)
	}
	caret := strings.Index(rows[1], "^^^")
	if x := strings.Index(rows[0], "XYZ"); caret < 0 || len([]rune(rows[0][:x])) != len([]rune(rows[1][:caret])) {
		t.Errorf("caret not under XYZ:\n%s", got)
	}
}

func TestCellPositions(t *testing.T) {
	tests := []struct {
		p    Pos
		want string
	}{
		{Pos{File: "g/cards.xlsx", Sheet: "Sheet1", Line: 7, Col: 3}, "g/cards.xlsx:Sheet1!C7"},
		{Pos{File: "g/cards.xlsx", Sheet: "My cards", Line: 1, Col: 28}, "g/cards.xlsx:'My cards'!AB1"},
		{Pos{File: "g/cards.xlsx", Sheet: "Bob's", Line: 2, Col: 702}, "g/cards.xlsx:'Bob''s'!ZZ2"},
		{Pos{File: "g/cards.xlsx", Sheet: "カード", Line: 9, Col: 703}, "g/cards.xlsx:カード!AAA9"},
		{Pos{File: "g/cards.xlsx", Sheet: "Sheet1"}, "g/cards.xlsx:Sheet1"},
		// Digits and letters at the ends of their ranges need no quotes.
		{Pos{File: "g/cards.xlsx", Sheet: "a0z9AZ_", Line: 1, Col: 1}, "g/cards.xlsx:a0z9AZ_!A1"},
	}
	for _, tt := range tests {
		if got := tt.p.String(); got != tt.want {
			t.Errorf("%+v: got %s, want %s", tt.p, got, tt.want)
		}
	}
	d := Diagnostic{Pos: tests[0].p, Msg: "x"}
	if got := d.Excerpt([]byte("PK\x03\x04\n\n\n\n\n\n\nbinary\n")); got != "" {
		t.Errorf("a cell's excerpt: got %q, want none", got)
	}
	if !(Pos{File: "a", Sheet: "A", Line: 9}).Before(Pos{File: "a", Sheet: "B", Line: 1}) {
		t.Error("sheet A's cells come before sheet B's")
	}
}

// The ranges of two-column characters include both their ends.
func TestWideRangesIncludeTheirEnds(t *testing.T) {
	for _, r := range []rune{0x1100, 0x115F, 0x2E80, 0xA4CF, 0xAC00, 0xD7A3, 0xF900, 0xFAFF, 0xFE30, 0xFE4F,
		0xFF00, 0xFF60, 0xFFE0, 0xFFE6, 0x1F300, 0x1FAFF, 0x20000, 0x3FFFD} {
		if !wide(r) {
			t.Errorf("%U is two columns wide", r)
		}
	}
	for _, r := range []rune{0x10FF, 0x1160, 0x303F, 0xD7A4, 0xFF61, 'a'} {
		if wide(r) {
			t.Errorf("%U is one column wide", r)
		}
	}
}

// Count says one of a thing in the singular and any other number in the
// plural, "-ies" and "-es" where English writes them.
func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n          int
		noun, want string
	}{
		{1, "error", "1 error"},
		{0, "warning", "0 warnings"},
		{2, "deck sheet", "2 deck sheets"},
		{1, "card entry", "1 card entry"},
		{3, "card entry", "3 card entries"},
		{2, "key", "2 keys"},
		{2, "box", "2 boxes"},
		{2, "match", "2 matches"},
		{2, "bus", "2 buses"},
	} {
		if got := Count(tc.n, tc.noun); got != tc.want {
			t.Errorf("Count(%d, %q) = %q, want %q", tc.n, tc.noun, got, tc.want)
		}
	}
}
