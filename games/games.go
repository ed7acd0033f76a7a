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

//go:embed windia-war starter shedding color-shed hearts veiled-court skirmish
var files embed.FS

// Default returns the default game's folder.
func Default() fs.FS { return sub(DefaultID) }

// Templates are the games `cardpress init --template NAME` starts from:
// the starter (a catalog and a rulebook without rules), and the shedding
// game, Color Shed, Hearts, Veiled Court and Skirmish, whose rules are
// data (rules/game.toml, docs/rules-language.md; the shedding game's are
// Windia War's trimmed to its cards). Families sorts them by kind of game.
var Templates = []string{"starter", "shedding", "color-shed", "hearts", "veiled-court", "skirmish"}

// Family is a kind of game the rules engines play, with the templates
// that are complete small games of it (faces, rulebook, checked
// examples).
type Family struct {
	Name, What string
	Templates  []string
}

// Families are the kinds of game a template starts, in the order init's
// help lists them.
var Families = []Family{
	{"shedding", "play out your hand first", []string{"shedding", "color-shed"}},
	{"tricks", "follow suit, take tricks, count points", []string{"hearts"}},
	{"duel", "two players: hidden cards, or characters and magic", []string{"veiled-court", "skirmish"}},
}

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
