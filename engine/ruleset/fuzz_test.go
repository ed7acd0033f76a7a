package ruleset

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/diag"
)

// FuzzCompile: a rules description of any bytes, compiled for Color Shed's
// cards, gives a game or errors, never a panic, and every error is at a
// line and column of the file as shown, within the file. Seeds: the games'
// own rules descriptions (each compiled for Color Shed's cards, whose
// misfits are errors too).
func FuzzCompile(f *testing.F) {
	c := gameCatalog(f, "color-shed")
	seeds, _ := filepath.Glob("../../games/*/" + File)
	if len(seeds) < 3 {
		f.Fatalf("found %d rules descriptions to start from", len(seeds))
	}
	for _, s := range seeds {
		src, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	const shown = "g/rules/game.toml"
	f.Fuzz(func(t *testing.T, src []byte) {
		_, err := Compile(c, shown, src)
		if err == nil {
			return
		}
		var list diag.List
		if !errors.As(err, &list) || len(list) == 0 {
			t.Fatalf("an error that is not a positioned list: %v", err)
		}
		lines := strings.Count(string(src), "\n") + 1
		for _, d := range list {
			if d.Pos.File != shown || d.Pos.Line < 1 || d.Pos.Line > lines {
				t.Errorf("error outside the file (%d lines): %v", lines, d)
			}
		}
	})
}
