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

//go:embed windia-war starter shedding
var files embed.FS

// Default returns the default game's folder.
func Default() fs.FS { return sub(DefaultID) }

// Starter returns the starter game that `cardpress init` copies.
func Starter() fs.FS { return sub("starter") }

// Shedding returns the shedding game `cardpress init --shedding` copies: a
// game played by the Windia War engine, its cards written as rules data.
func Shedding() fs.FS { return sub("shedding") }

func sub(dir string) fs.FS {
	f, err := fs.Sub(files, dir)
	if err != nil {
		panic(err) // dir is a constant embedded above
	}
	return f
}
