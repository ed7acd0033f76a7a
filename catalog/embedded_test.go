package catalog

import (
	"io/fs"
	"testing"

	"cardpress/games"
)

// The games cardpress embeds, the default game and the templates init
// writes, load without an error.
func TestEmbeddedGamesLoad(t *testing.T) {
	all := map[string]fs.FS{games.DefaultPath: games.Default()}
	for _, name := range games.Templates {
		all[name] = games.Template(name)
	}
	for name, fsys := range all {
		if _, err := LoadFS(fsys, name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
