package catalog

import (
	"strings"
	"testing"
)

const styleGame = `[game]
id = "g"
title = "G"
language = "ja"

[manual]
%s
[[card]]
id = "x"
name = "X"
kind = "action"
`

func TestManualTable(t *testing.T) {
	src := strings.Replace(styleGame, "%s", "digits = \"full\"\nminus = \"−\"\nsigns = \"full\"\nquotes = [\"「」\", \"『』\"]\nnumbering = [\"1.\", \"a)\", \"①\"]\n", 1)
	c, err := Parse("catalog.toml", []byte(src), nil)
	if err != nil {
		t.Fatal(err)
	}
	m := c.Manual
	if m.Digits != "full" || m.Minus != "−" || m.Signs != "full" || strings.Join(m.Quotes, " ") != "「」 『』" || strings.Join(m.Numbering, " ") != "1. a) ①" {
		t.Errorf("[manual] read as %+v", m)
	}
}

// A letter counts as a number mark only on its own: "Phase 1" numbers with 1.
func TestNumberMark(t *testing.T) {
	for m, want := range map[string]int{"1.": 0, "(a)": 1, "Phase 1": 6, "①": 0, "Step": -1} {
		if got, _ := NumberMark(m); got != want {
			t.Errorf("NumberMark(%q) = %d, want %d", m, got, want)
		}
	}
}

func TestManualTableErrors(t *testing.T) {
	for _, tt := range []struct{ extra, want string }{
		{`digit = "half"`, `catalog.toml:7:1: unknown key "digit" in [manual]; did you mean "digits"?`},
		{`digits = "narrow"`, `catalog.toml:7:10: [manual]: digits "narrow" is not one of half, full, as-typed`},
		{`signs = "wide"`, `catalog.toml:7:9: [manual]: signs "wide" is not one of half, full, as-typed`},
		{`minus = "--"`, `catalog.toml:7:9: [manual]: minus "--" must be one character`},
		{`quotes = ["「", "『』"]`, `[manual]: quotes[0] "「" must be an opening and a different closing mark`},
		{`quotes = ["\"\"", "''"]`, `[manual]: quotes[0] "\"\"" must be an opening and a different closing mark`},
		{`quotes = ["「」", "『』", "“”"]`, `[manual]: quotes must give the outer marks and, optionally, the nested ones`},
		{`numbering = ["1.", "(x)"]`, `[manual]: numbering[1] "(x)" must hold one number mark (1, ①, a)`},
		{`numbering = ["Phase a1"]`, `[manual]: numbering[0] "Phase a1" must hold one number mark`},
		{`numbering = []`, `[manual]: numbering must give a marker for each level`},
		{`numbering = "1."`, `[manual]: numbering must be an array of strings`},
	} {
		_, err := Parse("catalog.toml", []byte(strings.Replace(styleGame, "%s", tt.extra, 1)), nil)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v\nwant %s", tt.extra, err, tt.want)
		}
	}
}
