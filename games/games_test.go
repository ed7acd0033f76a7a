package games

import (
	"io/fs"
	"os"
	"path"
	"testing"

	"cardpress/catalog"
	"cardpress/fonts"
)

// Every character of every game source shipped in games/ must have a glyph
// in the embedded fonts.
func TestGameSourcesAreCovered(t *testing.T) {
	n := 0
	err := fs.WalkDir(os.DirFS("."), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch path.Ext(p) {
		case ".toml", ".md", ".txt":
		default:
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		n++
		for _, s := range []fonts.Style{fonts.Serif, fonts.Sans} {
			if m := fonts.Missing(s, string(data)); len(m) > 0 {
				t.Errorf("%s: no embedded %s font covers %q", p, s, string(m))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 2 {
		t.Fatalf("checked %d source files, want the catalogs at least", n)
	}
}

func TestEmbeddedGamesLoad(t *testing.T) {
	all := map[string]fs.FS{DefaultPath: Default()}
	for _, name := range Templates {
		all[name] = Template(name)
	}
	for name, fsys := range all {
		if _, err := catalog.LoadFS(fsys, name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
