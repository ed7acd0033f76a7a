package clitest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
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
		{"offset too far", "duplex_offset = [30, 0]\n", nil, "[30, 0]", "[print] duplex_offset: want [X, Y] in mm, each within ±20, like [1.5, -0.5]"},
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
	// gives for its sheets, --gutter drops its shared cuts. The starter's
	// first card (--only 1): the overrides are settled before any card is
	// drawn, and the shop's 300 dpi images of all six of its designs made
	// the mpc run 0.07 CPU s (one card's, 0.015).
	for _, tt := range []struct{ table, flag, value string }{
		{"profile = \"pnp-letter\"\npaper = \"letter\"\n", "--profile", "mpc"},
		{"shared_cuts = true\n", "--gutter", "4"},
	} {
		text := strings.Replace(string(src), "[colors.red]", "[print]\n"+tt.table+"\n[colors.red]", 1)
		os.WriteFile(cat, []byte(text), 0o644)
		if r := cardpress(t, dir, "cards", game, "--out", "o", "-q", "--only", "1", tt.flag, tt.value); r.code != 0 {
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

// stamp_position and stamp_size in [print] move the stamp off a stat box
// in the bottom-right corner and size it; --stamp-position overrides
// them, and a place that is none of the six is an error at its value.
func TestStampPositionInPrint(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed")
	}
	dir := t.TempDir()
	game, cat, src := starterGame(t, dir)
	edit := func(print string) {
		os.WriteFile(cat, []byte(strings.Replace(string(src), "[game]\n", "[print]\n"+print+"\n\n[game]\nversion = \"r7\"\n", 1)), 0o644)
	}
	// where runs the cards of one design on a page of its own and says
	// in which half of the page the stamp stands.
	where := func(args ...string) (string, float64) {
		t.Helper()
		out := filepath.Join(dir, "o")
		r := cardpress(t, dir, append([]string{"cards", game, "--out", out, "--profile", "single", "--only", "1", "--one-each", "--no-backs", "-q"}, args...)...)
		if r.code != 0 {
			t.Fatalf("exit %d\n%s", r.code, r.stderr)
		}
		html, err := exec.Command("pdftotext", "-f", "1", "-l", "1", "-bbox", filepath.Join(out, "cards.pdf"), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		page := regexp.MustCompile(`<page width="([\d.]+)" height="([\d.]+)"`).FindStringSubmatch(string(html))
		word := regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">r7</word>`).FindStringSubmatch(string(html))
		if page == nil || word == nil {
			t.Fatalf("no stamp on the page:\n%s", html)
		}
		f := func(s string) float64 { v, _ := strconv.ParseFloat(s, 64); return v }
		v, hz := "bottom", "right"
		if f(word[2]) < f(page[2])/2 {
			v = "top"
		}
		if f(word[3]) < f(page[1])/2 {
			hz = "left"
		}
		return v + "-" + hz, f(word[4]) - f(word[2])
	}
	edit(`stamp_position = "top-left"`)
	at, small := where()
	if at != "top-left" {
		t.Errorf("stamp_position top-left: the stamp is %s", at)
	}
	if at, _ := where("--stamp-position", "bottom-right"); at != "bottom-right" {
		t.Errorf("--stamp-position bottom-right over [print]: the stamp is %s", at)
	}
	edit("stamp_position = \"top-left\"\nstamp_size = 12")
	if at, large := where(); at != "top-left" || large < 2*small {
		t.Errorf("stamp_size 12: the stamp is %s, %.1f pt high, against %.1f pt scaled to the card", at, large, small)
	}
	edit(`stamp_position = "middle"`)
	r := cardpress(t, dir, "cards", game, "--out", filepath.Join(dir, "o"), "-q")
	if r.code != 1 || !strings.Contains(r.stderr, `catalog.toml:6:18: [print]: stamp_position "middle" is not one of bottom-right, bottom-left, bottom, top-right, top-left, top`) {
		t.Errorf("a wrong stamp_position: exit %d\n%s", r.code, r.stderr)
	}
}
