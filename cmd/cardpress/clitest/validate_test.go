package clitest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// validate lays out every face as the build does: a name too long for its
// box and a rule text too long for its box are errors at the card's value,
// every one of them (the build stops at the first), so what validate
// passes builds.
func TestValidateLaysOutEveryFace(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game, cat, src := starterGame(t, dir)
	long := strings.Repeat("Play it on a card of the same color or number. ", 30)
	edited := strings.Replace(string(src), "id = \"2\"\n", "id = \"2\"\nname = \"A Name So Long That No Card Could Ever Print It On One Line\"\n", 1)
	edited = strings.Replace(edited, "id = \"3\"\nkind = \"number\"\nnumber = 3\ncolors = [\"red\", \"blue\"]\ncopies = 1\ntext = \"Play it on a card of the same color or number.\"",
		"id = \"3\"\nkind = \"number\"\nnumber = 3\ncolors = [\"red\", \"blue\"]\ncopies = 1\ntext = \""+long+"\"", 1)
	if edited == string(src) || !strings.Contains(edited, long) {
		t.Fatal("the starter catalog has changed: edit the test")
	}
	os.WriteFile(cat, []byte(edited), 0o644)
	r := cardpress(t, dir, "validate", game)
	if r.code != 1 {
		t.Errorf("exit %d, want 1\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, want := range []string{
		`catalog.toml:46:9: card 2/red, layout "default", text element (text "{name}{symbols}"): the text does not fit its 54.6 × 4.6 mm box even at min_size 6 pt`,
		`card 2/blue, layout "default", text element (text "{name}{symbols}")`,
		`card 3/red, layout "default", text element (field text): the text does not fit its 54.6 × 25.5 mm box`,
		`card 3/blue, layout "default", text element (field text)`,
		"4 errors, 0 warnings",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	// The build refuses the same game: validate found what it would.
	if b := cardpress(t, dir, "build", game, "-q"); b.code != 1 || !strings.Contains(b.stderr, "the text does not fit") {
		t.Errorf("build of the game validate refused: exit %d\n%s", b.code, b.stderr)
	}
}

// Text inside the safe zone is a warning naming the layout, the element
// and the cards, with its distance from the cut; safe_zone in [print] and
// --safe-zone set the zone, and a zone that leaves no card is an error at
// its value.
func TestValidateSafeZone(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game, cat, src := starterGame(t, dir)
	r := cardpress(t, dir, "validate", game)
	if r.code != 0 || strings.Contains(r.stderr, "safe zone") || !strings.Contains(r.stdout, "none with text in the 3 mm safe zone") {
		t.Fatalf("the starter game keeps 3 mm clear: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// The starter's names and rule text stand 4.2 mm inside the cut.
	r = cardpress(t, dir, "validate", game, "--safe-zone", "5")
	warn := regexp.MustCompile(`layouts.toml:55:1: warning: layout "default", text element \(text "\{name\}\{symbols\}"\): its text comes 4.2 mm from the cut on 6 cards \(Red 1, Blue 1, Red 2, …\), inside the 5 mm safe zone`)
	if r.code != 0 || !warn.MatchString(r.stderr) {
		t.Errorf("--safe-zone 5: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	os.WriteFile(cat, []byte(strings.Replace(string(src), "[game]\n", "[print]\nsafe_zone = 5\n\n[game]\n", 1)), 0o644)
	if r2 := cardpress(t, dir, "validate", game); !warn.MatchString(r2.stderr) {
		t.Errorf("safe_zone = 5 in [print]: no warning\n%s", r2.stderr)
	}
	if r3 := cardpress(t, dir, "validate", game, "--safe-zone", "1"); strings.Contains(r3.stderr, "safe zone") {
		t.Errorf("--safe-zone 1 over [print]'s 5: still warned\n%s", r3.stderr)
	}
	os.WriteFile(cat, []byte(strings.Replace(string(src), "[game]\n", "[print]\nsafe_zone = 40\n\n[game]\n", 1)), 0o644)
	r = cardpress(t, dir, "validate", game)
	if r.code != 1 || !strings.Contains(r.stderr, filepath.Join(game, "catalog.toml")+":6:13: [print]: safe_zone 40 mm: want the margin inside the cut") {
		t.Errorf("safe_zone = 40: exit %d\n%s", r.code, r.stderr)
	}
}
