package engine

import (
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// No character of the blocks toLower skips has a lowercase form.
func TestCaselessBlocksHaveNoCase(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if caseless(r) && unicode.ToLower(r) != r {
			t.Fatalf("%U has a lowercase %U", r, unicode.ToLower(r))
		}
	}
}

// toLower gives what strings.ToLower gives, on every kind of text.
func TestToLower(t *testing.T) {
	for _, s := range []string{"", "alice plays red 5", "Alice PLAYS", "アリスが赤5を出す", "アリスがWildを出す", "ΣΑΣ", "\u212a", "İstanbul", "a\xffb", "赤５（スキップ）", "ǅ", "Wild赤ΣΑΣ", "Bob\xff", "ボブがWild D Draw5（青、Skip）を出す"} {
		if got, want := toLower(s), strings.ToLower(s); got != want {
			t.Errorf("toLower(%q) = %q, want %q", s, got, want)
		}
	}
}

// fold maps full-width forms and Japanese punctuation, character for
// character, and text without them is returned unchanged.
func TestFold(t *testing.T) {
	cases := map[string]string{
		"":                  "",
		"alice plays red 5": "alice plays red 5",
		"赤５（スキップ）、青３":       "赤5(スキップ),青3",
		"a\tb\u3000c":       "a b c",
		"－２０ −２０ ⇒ x・y":     "-20 -20 → x,y",
		"bad \xff byte":     "bad \ufffd byte",
		"アリスが赤5を出す":         "アリスが赤5を出す",
	}
	for in, want := range cases {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
}

// A count written after its name is moved before it: "黑2張（休息）" is
// "2 黑（休息）"; text without a count and a counter word stays as it is.
func TestCountedAfter(t *testing.T) {
	cases := []struct{ in, name, n, rest string }{
		{"黑2張(休息狀態)", "黑", "2", "(休息狀態)"},
		{"黑 12 張", "黑", "12", ""},
		{"  2張", " ", "2", ""},
		{"紫10枚", "紫", "10", ""},
		{"2張", "", "", ""},
		{"紫", "", "", ""},
		{"黑2", "", "", ""},
		{"黑2 3張", "", "", ""},
	}
	for _, tc := range cases {
		name, n, rest, ok := countedAfter(tc.in)
		if ok != (tc.n != "") || name != tc.name || n != tc.n || rest != tc.rest {
			t.Errorf("countedAfter(%q) = %q %q %q %v", tc.in, name, n, rest, ok)
		}
	}
}

func TestSpaceAfterDigits(t *testing.T) {
	cases := map[string]string{"2枚": "2 枚", "12枚と3張": "12 枚と3 張", "2 cards": "2 cards", "枚2": "枚2", "": ""}
	for in, want := range cases {
		if got := spaceAfterDigits(in); got != want {
			t.Errorf("spaceAfterDigits(%q) = %q, want %q", in, got, want)
		}
	}
}

// containsWord finds what a case-insensitive regexp literal finds.
func TestContainsWord(t *testing.T) {
	cases := []struct {
		s, sub string
		want   bool
	}{
		{"Escort cannot be played alone", "cannot be played alone", true},
		{"ESCORT CANNOT BE PLAYED ALONE", "cannot be played", true},
		{"単独では出せない", "では出せない", true},
		{"単独では出せる", "では出せない", false},
		{"anything", "", true},
		{"", "", true},
		{"", "x", false},
		{"ma\u212ae", "make", true},
		{"mak", "make", false},
	}
	for _, tc := range cases {
		if got := containsWord(tc.s, foldWord(tc.sub)); got != tc.want {
			t.Errorf("containsWord(%q, %q) = %v", tc.s, tc.sub, got)
		}
		if re := regexp.MustCompile("(?i)" + regexp.QuoteMeta(tc.sub)); re.MatchString(tc.s) != tc.want {
			t.Errorf("the regexp disagrees on %q in %q", tc.sub, tc.s)
		}
	}
}
