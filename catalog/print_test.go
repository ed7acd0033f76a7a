package catalog

import (
	"strings"
	"testing"
)

const printGame = `[game]
id = "g"
title = "G"
language = "en"
version = "v0.3 · 2026-12-01"

[print]
profile = "pnp-letter"
bleed = 3.175
shared_cuts = true
duplex = "short"
duplex_offset = [0.5, -1]
label = false
%s
[[card]]
id = "x"
name = "X"
kind = "action"
`

// [print] keeps its keys in file order as flag values, with the position
// of each value; [game] version is read.
func TestPrintTable(t *testing.T) {
	c, err := Parse("catalog.toml", []byte(strings.Replace(printGame, "%s", "", 1)), nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Game.Version != "v0.3 · 2026-12-01" {
		t.Errorf("version %q", c.Game.Version)
	}
	var got []string
	for _, s := range c.Print.Settings {
		got = append(got, s.Key+"="+s.Value)
	}
	want := "profile=pnp-letter bleed=3.175 shared_cuts=true duplex=short duplex_offset=0.5,-1 label=false"
	if strings.Join(got, " ") != want {
		t.Errorf("settings %v, want %s", got, want)
	}
	if p := c.Print.Settings[1].Pos; p.Line != 9 || p.Col != 9 {
		t.Errorf("bleed value at %v, want line 9, column 9", p)
	}
}

func TestPrintTableErrors(t *testing.T) {
	for _, tt := range []struct{ extra, want string }{
		{`bleeed = 3`, `catalog.toml:14:1: unknown key "bleeed" in [print]; did you mean "bleed"?`},
		{`guides = "dots"`, `catalog.toml:14:10: [print]: guides "dots" is not one of marks, lines, none`},
		{`margin = "4"`, `catalog.toml:14:10: [print]: margin must be a number, got string "4"`},
		{`landscape = "yes"`, `[print]: landscape must be true or false, got string "yes"`},
		{`paper = 4`, `[print]: paper must be a string, got integer 4`},
	} {
		_, err := Parse("catalog.toml", []byte(strings.Replace(printGame, "%s", tt.extra, 1)), nil)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v\nwant %s", tt.extra, err, tt.want)
		}
	}
	// duplex_offset is two numbers.
	src := strings.Replace(printGame, "duplex_offset = [0.5, -1]", `duplex_offset = [1]`, 1)
	if _, err := Parse("catalog.toml", []byte(strings.Replace(src, "%s", "", 1)), nil); err == nil || !strings.Contains(err.Error(), "duplex_offset must be two numbers [x, y] in mm") {
		t.Errorf("duplex_offset [1]: %v", err)
	}
}
