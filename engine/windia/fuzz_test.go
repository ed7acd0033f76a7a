package windia

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/diag"
)

// FuzzParseOptions feeds arbitrary rules descriptions to the options'
// reader: it must return options or a positioned error, never panic.
func FuzzParseOptions(f *testing.F) {
	if src, err := os.ReadFile("../../games/windia-war/" + OptionsFile); err == nil {
		f.Add(src)
	}
	f.Add([]byte("[vars.limit]\nstart = \"500\"\n"))
	f.Add([]byte("[vars.pass_on]\nstart = 7\n[vars.stacking]\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_, err := ParseOptions("game.toml", src)
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
		{"[vars.limit]\nstart = \"500\"\n", `game.toml:2:1: [vars.limit] start is the limit rule's starting score, a whole number from 1 to 100000; got string "500"`},
		{"[vars.limit]\nstart = " + strings.Repeat("[", 5000) + "\n", "game.toml:2:39: nesting deeper than 32 levels"},
		{"\ufeff[vars.limit]\nstart = \"x\\q\"\n", `game.toml:2:11: TOML syntax: invalid escape in string '\q'`},
	}
	for _, tt := range tests {
		_, err := ParseOptions("game.toml", []byte(tt.src))
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("got  %v\nwant %s…", err, tt.want)
		}
	}
}

func TestRulesErrorsAreAllReported(t *testing.T) {
	src := "[vars.pass_on]\nstart = 3\n[vars.defend_out]\nstart = -1\n[vars.limit]\nstart = 0\n"
	_, err := ParseOptions("game.toml", []byte(src))
	want := `game.toml:2:1: [vars.pass_on] start chooses optional rule 3 (which cards pass a pass-on attack on): 0 for A, 1 for B, 2 for C; got integer 3
game.toml:4:1: [vars.defend_out] start chooses optional rule 7 (going out with a protect card when attacked): 0 for A, 1 for B, 2 for C, 3 for D; got integer -1
game.toml:6:1: [vars.limit] start is the limit rule's starting score, a whole number from 1 to 100000; got integer 0`
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
