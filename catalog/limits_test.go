package catalog

import (
	"runtime"
	"strings"
	"testing"

	"cardpress/diag"
)

// Deep nesting, well under 100 KB, once took the TOML parser and the
// position scanner seconds and gigabytes; it must be refused at once and
// cheaply, pointing at the first level too deep.
func TestDeepNestingIsRefusedCheaply(t *testing.T) {
	header := "[game]\nid = \"x\"\n"
	for _, levels := range []int{20_000, 200_000} {
		inputs := map[string]string{
			"arrays":         "a = " + strings.Repeat("[", levels) + strings.Repeat("]", levels),
			"inline tables":  "a = " + strings.Repeat("{b = ", levels) + "1" + strings.Repeat("}", levels),
			"dotted header":  "[" + strings.Repeat("k.", levels) + "k]",
			"dotted key":     strings.Repeat("k.", levels) + "k = 1",
			"array of array": "a = [" + strings.Repeat("[1, ", levels),
		}
		for name, src := range inputs {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := Parse("c.toml", []byte(header+src), nil)
			runtime.ReadMemStats(&after)
			if err == nil || !strings.Contains(err.Error(), "nesting deeper than 32 levels") {
				t.Fatalf("%s, %d levels: %v", name, levels, err)
			}
			if !strings.HasPrefix(err.Error(), "c.toml:3:") {
				t.Errorf("%s: want the position on line 3, got %s", name, err)
			}
			if grew := after.TotalAlloc - before.TotalAlloc; grew > uint64(20*len(src))+1<<20 {
				t.Errorf("%s, %d levels: refusing it allocated %d bytes for a %d-byte input", name, levels, grew, len(src))
			}
		}
	}
}

// Nesting up to the limit is read: the limit is not a guess below what
// games need.
func TestNestingWithinTheLimitIsRead(t *testing.T) {
	src := "x = " + strings.Repeat("[", 30) + strings.Repeat("]", 30) + "\n" +
		"y = { a = { b = { c = [1, 2, {d = 'x.y.z', e = \"[[{{\"}] } } }\n" +
		"'q.uoted'.\"k\".m = 1.5 # [[[[[ in a comment\n" +
		"s = \"\"\"\n[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n\"\"\"\n" +
		"t = '''\n" + strings.Repeat("[", 40) + "\n'''\n"
	if d := preflight(diag.NewIndex("t.toml", src)); d != nil {
		t.Errorf("valid nesting refused: %v", d)
	}
}

func TestInvalidUTF8IsPointedAtExactly(t *testing.T) {
	src := "a = 1\nb = \"日本\xffx\"\n"
	d := preflight(diag.NewIndex("t.toml", src))
	if d == nil || d.Pos.String() != "t.toml:2:8" || !strings.Contains(d.Msg, "byte 0xFF") {
		t.Errorf("got %v", d)
	}
}

// The limit is exact before any [table] header too: 32 levels of arrays
// are read, the 33rd bracket is refused, at its column.
func TestNestingLimitIsExactAtTheTop(t *testing.T) {
	at := func(levels int) *diag.Diagnostic {
		return preflight(diag.NewIndex("t.toml", "x = "+strings.Repeat("[", levels)+strings.Repeat("]", levels)+"\n"))
	}
	if d := at(MaxNesting); d != nil {
		t.Errorf("%d levels refused: %v", MaxNesting, d)
	}
	if d := at(MaxNesting + 1); d == nil || d.Pos.String() != "t.toml:1:37" {
		t.Errorf("%d levels: got %v, want the 33rd bracket at t.toml:1:37", MaxNesting+1, d)
	}
}

// A closing bracket or a comma outside any array or inline table is the
// TOML parser's error to report, never a crash of the nesting check.
func TestStrayBracketsAndCommasAreLeftToTheParser(t *testing.T) {
	for _, src := range []string{"a = 1,\n", "a = 1]\n", "a = 1}\n", "a = 1, 2\nb = 3\n"} {
		if d := preflight(diag.NewIndex("t.toml", src)); d != nil {
			t.Errorf("%q: %v", src, d)
		}
		if _, err := Parse("t.toml", []byte(src), nil); err == nil {
			t.Errorf("%q parsed without an error", src)
		}
	}
}

// Every kind of byte sequence that is not UTF-8 is found where it starts,
// by InvalidUTF8 as by the catalog's own check, and a file of valid
// characters only (an encoded U+FFFD, Japanese, 4-byte emoji) has none.
func TestInvalidUTF8Kinds(t *testing.T) {
	for _, tt := range []struct {
		src string
		at  int
	}{
		{"ascii = 1\n", -1}, {"ok \xef\xbf\xbd 日本 🃏", -1}, {"", -1},
		{"a\xffb", 1}, {"ab\xed\xa0\x80", 2}, {"\xc0\xaf", 0}, {"xyz\xf4\x90\x80\x80", 3},
		{"日本\xe6\x97", 6}, {"🃏\x80", 4},
	} {
		if got := invalidUTF8(tt.src); got != tt.at {
			t.Errorf("invalidUTF8(%q) = %d, want %d", tt.src, got, tt.at)
		}
		if got := InvalidUTF8([]byte(tt.src)); got != tt.at {
			t.Errorf("InvalidUTF8(%q) = %d, want %d", tt.src, got, tt.at)
		}
	}
}
