package windia

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
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

// FuzzCardRules feeds arbitrary rules data (what follows a card's
// "rules =") to the catalog's reader, the vocabulary's check and the
// engine's compiler: no panic, and every error is positioned inside the
// catalog.
func FuzzCardRules(f *testing.F) {
	if src, err := os.ReadFile("../../games/windia-war/catalog.toml"); err == nil {
		for _, line := range strings.Split(string(src), "\n") {
			if rules, ok := strings.CutPrefix(line, "rules = "); ok {
				f.Add(rules)
			}
		}
	}
	f.Add(`{ turn_options = ["skip", 3], attack = { answers = ["protekt"] } }`)
	f.Add("{ under = true }\n[card.rules.protect]\nto = \"none\"")
	f.Fuzz(func(t *testing.T, rules string) {
		src := lintCatalog("[[card]]\nid = \"x\"\nname = \"X\"\nkind = \"action\"\npoints = 10\nrules = " + rules + "\n")
		c, err := catalog.Parse("lint/catalog.toml", []byte(src), fstest.MapFS{})
		if err == nil {
			_, err = compileRules(c)
		}
		if err == nil {
			return
		}
		lines := strings.Count(diag.WithoutBOM([]byte(src)), "\n") + 1
		for _, d := range diag.From(err) {
			if d.Msg == "" || d.Pos.File != "lint/catalog.toml" || d.Pos.Line < 1 || d.Pos.Line > lines || d.Pos.Col < 1 {
				t.Errorf("%v: no message, or a position outside the %d-line catalog", d, lines)
			}
		}
	})
}
