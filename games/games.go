// Package games embeds the games that ship with cardpress: the default game,
// built when no game folder is given, and the starter games `cardpress init`
// writes.
package games

import (
	"embed"
	"io/fs"
)

// DefaultID is the folder of the default game, Windia War.
const DefaultID = "windia-war"

// DefaultPath is how messages name the default game's folder.
const DefaultPath = "games/" + DefaultID

//go:embed windia-war starter shedding color-shed hearts veiled-court
var files embed.FS

// Default returns the default game's folder.
func Default() fs.FS { return sub(DefaultID) }

// Templates are the games `cardpress init --template NAME` starts from:
// the starter (a catalog and a rulebook without rules), the shedding game
// on the Windia War engine, and Color Shed, Hearts and Veiled Court, whose
// rules are data (rules/game.toml, docs/rules-language.md).
var Templates = []string{"starter", "shedding", "color-shed", "hearts", "veiled-court"}

// Template returns the template game NAME, or nil when there is none.
func Template(name string) fs.FS {
	for _, t := range Templates {
		if t == name {
			return sub(name)
		}
	}
	return nil
}

func sub(dir string) fs.FS {
	f, err := fs.Sub(files, dir)
	if err != nil {
		panic(err) // dir is a constant embedded above
	}
	return f
}
