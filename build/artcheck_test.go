package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/output"
)

// Art on the back is checked as art on a face is: the showcase's back
// given its 600 × 400 px sea picture prints under 300 ppi, one warning at
// the [back] table's art value for all the cards it is behind, shared with
// the card that shows the same picture at the same size; with no backs
// printed, the warning is the card's alone.
func TestBackArtResolution(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "showcase")
	if err := os.CopyFS(dir, os.DirFS("../testdata/showcase")); err != nil {
		t.Fatal(err)
	}
	cat := filepath.Join(dir, "catalog.toml")
	src, _ := os.ReadFile(cat)
	text := strings.Replace(string(src), "[back]\n", "[back]\nart = \"art/sea.png\"\n", 1)
	if text == string(src) {
		t.Fatal("the showcase has no [back] table")
	}
	os.WriteFile(cat, []byte(text), 0o644)
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	cards, err := c.Select(catalog.Selection{})
	if err != nil {
		t.Fatal(err)
	}
	line := strings.Count(text[:strings.Index(text, "art = \"art/sea.png\"")], "\n") + 1
	backs := 0
	for _, d := range artResolution(c, cards, output.NewImages(c.FS, 0), true, false) {
		if strings.HasPrefix(d.Msg, "the back, card tidecaller: art art/sea.png prints at 115 ppi") {
			backs++
			if d.Pos.Line != line || d.Pos.Col != 7 || !strings.HasSuffix(d.Pos.File, "catalog.toml") {
				t.Errorf("the back's art warned at %v, want catalog.toml:%d:7", d.Pos, line)
			}
		}
	}
	if backs != 1 {
		t.Errorf("%d warnings of the back's art, want 1", backs)
	}
	for _, d := range artResolution(c, cards, output.NewImages(c.FS, 0), false, false) {
		if strings.Contains(d.Msg, "the back") || strings.HasPrefix(d.Msg, "card tidecaller:") && d.Pos.Line == line {
			t.Errorf("no backs printed, yet: %s", d.Msg)
		}
	}
}
