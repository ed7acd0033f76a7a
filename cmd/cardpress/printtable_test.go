package main

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// [print] refuses what the command line refuses, each at the value that
// cannot be: a shop profile with a paper, shared cuts with a gutter, a
// value the build would refuse late. A flag given on the command line
// overrides what [print] says instead.
func TestCatalogPrintRefusals(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game, cat, src := starterGame(t, dir)
	for _, tt := range []struct {
		name, table string
		args        []string
		at          string // the value the error points at
		msg         string
	}{
		{"shop profile with a paper", "profile = \"tgc\"\npaper = \"letter\"\n", nil, `"letter"`, `[print] paper: paper does not apply to the tgc profile of line 13, which writes card images`},
		{"tts with bleed", "profile = \"tts\"\nbleed = 3\n", nil, "3", "[print] bleed: bleed does not apply to the tts profile"},
		{"single with a margin", "profile = \"single\"\nmargin = 5\n", nil, "5", "[print] margin: margin does not apply to the single profile"},
		{"shared cuts with a gutter", "gutter = 4\nshared_cuts = true\n", nil, "true", "[print] shared_cuts: needs no gutter"},
		{"duplex without backs", "backs = false\nduplex = \"short\"\n", nil, `"short"`, "[print] duplex: needs back pages"},
		{"unknown paper", "paper = \"a5\"\n", nil, `"a5"`, `[print] paper: unknown paper "a5"`},
		{"offset too far", "duplex_offset = [30, 0]\n", nil, "[30, 0]", "[print] duplex_offset: --duplex-offset \"30,0\": want X,Y in mm, each within ±20"},
		{"a dpi too fine", "dpi = 5000\n", nil, "5000", "[print] dpi:"},
		{"an emoji stamp", "stamp = \"v1 😀\"\n", nil, `"v1 😀"`, "[print] stamp: character '😀' (U+1F600) is not in the stamp's font"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text := strings.Replace(string(src), "[colors.red]", "[print]\n"+tt.table+"\n[colors.red]", 1)
			os.WriteFile(cat, []byte(text), 0o644)
			line, col := positionOf(text, tt.table, tt.at)
			r := cardpress(t, dir, append([]string{"cards", game, "--out", "o", "-q"}, tt.args...)...)
			want := fmt.Sprintf("catalog.toml:%d:%d: %s", line, col, tt.msg)
			if r.code != 1 || !strings.Contains(r.stderr, want) {
				t.Errorf("exit %d, stderr:\n%s\nwant exit 1 and %q", r.code, r.stderr, want)
			}
		})
	}
	// The command line overrides: --profile mpc drops the paper [print]
	// gives for its sheets, --gutter drops its shared cuts.
	for _, tt := range []struct{ table, flag, value string }{
		{"profile = \"pnp-letter\"\npaper = \"letter\"\n", "--profile", "mpc"},
		{"shared_cuts = true\n", "--gutter", "4"},
	} {
		text := strings.Replace(string(src), "[colors.red]", "[print]\n"+tt.table+"\n[colors.red]", 1)
		os.WriteFile(cat, []byte(text), 0o644)
		if r := cardpress(t, dir, "cards", game, "--out", "o", "-q", tt.flag, tt.value); r.code != 0 {
			t.Errorf("[print] %q with %s %s: exit %d\n%s", tt.table, tt.flag, tt.value, r.code, r.stderr)
		}
	}
}

// --stamp with a character no font prints fails before anything is
// written, as a usage error naming the flag.
func TestStampWithAnEmoji(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	r := cardpress(t, dir, "cards", "--out", "o", "--stamp", "v1 😀")
	if r.code != 2 || !strings.Contains(r.stderr, `--stamp "v1 😀": character '😀' (U+1F600) is not in the stamp's font`) {
		t.Errorf("exit %d\n%s", r.code, r.stderr)
	}
	if _, err := os.Stat(dir + "/o"); err == nil {
		t.Error("the output folder was made")
	}
	if r := cardpress(t, dir, "cards", "--out", "o", "--stamp", "試作 v1 · 2026", "--only", "skip", "-q"); r.code != 0 {
		t.Errorf("a Japanese stamp: exit %d\n%s", r.code, r.stderr)
	}
}

// positionOf is the line and column (in characters) of at inside the
// first occurrence of table in text.
func positionOf(text, table, at string) (int, int) {
	i := strings.Index(text, table)
	i += strings.Index(table, at)
	before := text[:i]
	line := 1 + strings.Count(before, "\n")
	col := 1 + len([]rune(before[strings.LastIndex(before, "\n")+1:]))
	return line, col
}
