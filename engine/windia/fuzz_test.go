package windia

import (
	"os"
	"strings"
	"testing"

	"cardpress/diag"
)

// FuzzParseOptions feeds arbitrary rules.toml sources to the reader: it
// must return options or a positioned error, never panic.
func FuzzParseOptions(f *testing.F) {
	if src, err := os.ReadFile("../../games/windia-war/rules.toml"); err == nil {
		f.Add(src)
	}
	f.Add([]byte("[scoring]\nlimit = \"500\"\n"))
	f.Add([]byte("[optional_rules]\nstacking = \"b\"\n[scoring_options]\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_, err := ParseOptions("rules.toml", src)
		if err == nil {
			return
		}
		list, ok := err.(diag.List)
		if !ok || len(list) == 0 {
			t.Fatalf("error is %T, want a diag.List: %v", err, err)
		}
		for _, d := range list {
			if lines := strings.Count(string(src), "\n") + 1; d.Pos.Line < 1 || d.Pos.Line > lines || d.Pos.Col < 1 {
				t.Errorf("%v: position outside the %d-line source", d, lines)
			}
		}
	})
}

func TestRulesErrorsNameTheProblem(t *testing.T) {
	tests := []struct{ src, want string }{
		{"[scoring]\nlimit = \"500\"\n", `rules.toml:2:1: limit must be an integer from 1 to 100000, got string "500"`},
		{"[scoring]\nlimit = " + strings.Repeat("[", 5000) + "\n", "rules.toml:2:40: nesting deeper than 32 levels"},
		{"\ufeff[scoring]\nlimit = \"x\\q\"\n", `rules.toml:2:11: TOML syntax: invalid escape in string '\q'`},
	}
	for _, tt := range tests {
		_, err := ParseOptions("rules.toml", []byte(tt.src))
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("got  %v\nwant %s…", err, tt.want)
		}
	}
}

func TestRulesErrorsAreAllReported(t *testing.T) {
	src := "[optional_rules]\npass_onn = \"A\"\ndefend_out = \"E\"\n[scoring]\nlimit = 0\n[extra]\n"
	_, err := ParseOptions("rules.toml", []byte(src))
	want := `rules.toml:2:1: unknown optional rule "pass_onn"; did you mean "pass_on"?
rules.toml:3:1: optional rule 7 defend_out (going out with a protect card when attacked) must be one of ["A" "B" "C" "D"], got E
rules.toml:5:1: limit must be an integer from 1 to 100000, got integer 0
rules.toml:6:2: unknown table [extra]; known: optional_rules, scoring_options, scoring`
	if err == nil || err.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", err, want)
	}
}
