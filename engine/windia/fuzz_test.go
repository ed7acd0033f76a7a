package windia

import (
	"os"
	"strings"
	"testing"
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
		re, ok := err.(*RulesError)
		if !ok {
			t.Fatalf("error is %T, want a *RulesError: %v", err, err)
		}
		if lines := strings.Count(string(src), "\n") + 1; re.Pos.Line < 1 || re.Pos.Line > lines || re.Pos.Col < 1 {
			t.Errorf("%v: position outside the %d-line source", err, lines)
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
