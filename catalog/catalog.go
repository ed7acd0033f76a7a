// Package catalog reads a game's TOML card catalog: the schema, loading with
// positioned errors, validation, and the expansion of entries into the
// physical cards of a set. docs/catalog.md documents the format.
package catalog

import (
	"io/fs"
	"strings"

	"cardpress/diag"
)

// FileName is the catalog's file name inside a game folder.
const FileName = "catalog.toml"

// Default card size in millimetres (width × height).
const (
	DefaultCardWidth  = 29.0
	DefaultCardHeight = 17.0
)

// Catalog is a loaded, validated game catalog.
type Catalog struct {
	// Path is the catalog file as shown in messages ("games/windia-war/catalog.toml").
	Path string
	// FS is the game folder; art and manual paths are relative to it.
	FS fs.FS
	// Dir is the game folder on disk (absolute, symbolic links resolved),
	// or "" for the built-in game; outputs must stay out of it.
	Dir string

	Game   Game
	Colors []Color
	Icons  []Icon
	Sets   []Set
	Kinds  []Kind
	Stats  []Stat
	Back   Back
	Print  Print // [print]: how the cards are printed by default
	// Manual is the [manual] table: the manual's typographic style.
	Manual ManualStyle
	Cards  []*Entry
	// Layouts are the card designs: the game's own, then the built-in ones
	// it does not replace ("small" or "large" as "default", and "back").
	Layouts []*Layout
	// Fields are the custom card fields the layouts print ([fields]).
	Fields []Field
	// Fonts are fonts shipped in the game folder ([fonts]): TrueType, or
	// OpenType with CFF outlines, which the fonts package converts.
	Fonts []FontFile
	// DeckRules are the deck-building rules, or nil when the game has none.
	DeckRules *DeckRules
	// Decks are the players' decks of the game folder's decks/, each checked
	// against the rules.
	Decks []*Deck

	// Warnings are findings that do not stop a build (a missing art file).
	Warnings []diag.Diagnostic

	named map[string]namedFile // see Where
	// valuePos finds text inside the source of the value at a locator
	// path (see ValuePos).
	valuePos func(path, sub string, skip int) (diag.Pos, bool)

	entries map[string]*Entry // Cards by id, filled as they are loaded
	layouts *layoutIndex      // Layouts by id and by kind, made once they are read

	// defaultSet is DefaultSet as found once the catalog is loaded ("":
	// not found yet): the builds ask for it per set and per card.
	defaultSet string
	// sets index Sets by id once the catalog is loaded: a set's copies
	// look its sets up, for every card of every set.
	sets map[string]int
}

// Game is the catalog's [game] table.
type Game struct {
	ID         string
	Title      string
	Language   string // BCP 47 tag of the source texts: "ja", "zh-Hant"
	MinPlayers int
	MaxPlayers int
	CardWidth  float64 // mm, as printed and cut
	CardHeight float64 // mm
	// Engine names the rules engine the game is played by: "data" for a
	// game whose rules are its rules/game.toml (docs/rules-language.md);
	// "" means the engine registered for ID.
	Engine string
	// Version names the round of prototypes ("v0.3 · 2026-12-01"); it is
	// stamped on every face when given.
	Version string
	// FigureWidth and FigureHeight are the size of the manual's card
	// figures (Windia War: one third of the card).
	FigureWidth  float64 // mm
	FigureHeight float64 // mm
}

// RulesID is the id the game's rules engine is registered under: Engine,
// or the game's own id.
func (g Game) RulesID() string {
	if g.Engine != "" {
		return g.Engine
	}
	return g.ID
}

// Color is one card color (a suit, a frame color) with its print RGB.
type Color struct {
	ID     string
	Name   string // in the source language
	Symbol string // printed beside a number card's number (a suit: ♠), or ""
	RGB    [3]uint8
	// Gray is the gray level the colour prints as in gray (the gray manual,
	// gray card images) when GrayGiven; otherwise cardpress chooses grays
	// that keep the game's colours apart (layout.GrayPalette).
	Gray      uint8
	GrayGiven bool
	// CMYK is the colour in a PDF/X file, in per cent of cyan, magenta,
	// yellow and black, when CMYKGiven; otherwise converted from RGB
	// (output.CMYKOf).
	CMYK      [4]float64
	CMYKGiven bool
}

// Icon is a symbol printed on cards: a named shape or an image file.
type Icon struct {
	ID          string
	Name        string
	Shape       string // one of Shapes, or ""
	Image       string // path in the game folder, or ""
	Description string // for the manual's icon legend
}

// Shapes are the icon shapes cardpress draws itself.
var Shapes = []string{"triangle", "shield", "square", "circle", "diamond", "arrow-down", "star", "plus"}

// Set is a named collection of cards; a set may extend another one.
type Set struct {
	ID      string
	Name    string
	Extends string // set id, or ""
	Total   int    // expected number of physical cards; 0 = not checked
	pos     diag.Pos
}

// Kind is a card kind ("number", "action", or a game's own).
type Kind struct {
	ID   string
	Name string
}

// Stat is a game-specific printed value (cost, power, life, …).
type Stat struct {
	ID   string
	Name string
}

// Back is the design of the card backs.
type Back struct {
	Text  string // printed in the middle; default: the game title
	Color [3]uint8
	Art   string // image path in the game folder, or ""
	// ArtMissing is set when Art names a file that does not exist.
	ArtMissing bool
}

// Entry is one [[card]] of the catalog: a card design that may come in
// several color variants and copies.
type Entry struct {
	ID            string
	Name          string
	Kind          string
	Set           string
	Variants      []Variant
	Points        int
	HasPoints     bool // the catalog gives points (games without points leave them out)
	TableauPoints int
	Tableau       string // "" (played normally), "self" or "next"
	Number        int
	HasNumber     bool
	Icons         []string
	Stats         map[string]string
	Text          string // Markdown, source language
	Flavor        string
	Art           string // path in the game folder, or ""
	// ArtMissing is set when Art names a file that does not exist: the card
	// gets a placeholder face.
	ArtMissing bool
	// Fields holds the values of custom fields ([fields]), as text.
	Fields map[string]string
	// Layout is the face layout the card names, or "" for its kind's.
	Layout string
	// Rules are what the card does, for the game's rules engine; nil when
	// the catalog gives none (see Rules).
	Rules *Rules
	Pos   diag.Pos // position of the [[card]] header

	copies map[string]int // by set id, as written
	path   string         // locator path of the [[card]] ("card.3")
}

// Variant is one color combination an entry is printed in. No colors means a
// colorless card.
type Variant struct {
	Colors []string
}

// Key names the variant in card ids: "red", "red-green", "" when colorless.
func (v Variant) Key() string { return strings.Join(v.Colors, "-") }

// StatValues returns the card's stats in the order the catalog declares
// them, as "name value" pairs for printing.
func (c *Catalog) StatValues(e *Entry) [][2]string {
	var out [][2]string
	for _, s := range c.Stats {
		if v, ok := e.Stats[s.ID]; ok {
			out = append(out, [2]string{s.Name, v})
		}
	}
	return out
}

// IsTableau reports whether the card is laid face up in front of a player
// instead of being played onto the discard pile.
func (e *Entry) IsTableau() bool { return e.Tableau != "" }

// ids lists the ids of a catalog's named things, for messages.
func ids[T any](list []T, id func(T) string) []string {
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = id(x)
	}
	return out
}

// The ids of the catalog's colors, icons, sets, kinds, stats and entries,
// in catalog order.
func (c *Catalog) ColorIDs() []string { return ids(c.Colors, func(x Color) string { return x.ID }) }
func (c *Catalog) IconIDs() []string  { return ids(c.Icons, func(x Icon) string { return x.ID }) }
func (c *Catalog) SetIDs() []string   { return ids(c.Sets, func(x Set) string { return x.ID }) }
func (c *Catalog) KindIDs() []string  { return ids(c.Kinds, func(x Kind) string { return x.ID }) }
func (c *Catalog) StatIDs() []string  { return ids(c.Stats, func(x Stat) string { return x.ID }) }
func (c *Catalog) EntryIDs() []string { return ids(c.Cards, func(x *Entry) string { return x.ID }) }

// Entry returns the entry with the given id, or nil. Examples name cards
// by id all the time, so it is a map lookup; a catalog whose Cards were
// changed after loading is searched instead.
func (c *Catalog) Entry(id string) *Entry {
	if len(c.entries) == len(c.Cards) {
		return c.entries[id]
	}
	for _, e := range c.Cards {
		if e.ID == id {
			return e
		}
	}
	return nil
}

// Color returns the color with the given id, or nil.
func (c *Catalog) Color(id string) *Color {
	for i := range c.Colors {
		if c.Colors[i].ID == id {
			return &c.Colors[i]
		}
	}
	return nil
}

// Icon returns the icon with the given id, or nil.
func (c *Catalog) Icon(id string) *Icon {
	for i := range c.Icons {
		if c.Icons[i].ID == id {
			return &c.Icons[i]
		}
	}
	return nil
}

// Set returns the set with the given id, or nil.
func (c *Catalog) Set(id string) *Set {
	if c.sets != nil {
		if i, ok := c.sets[id]; ok {
			return &c.Sets[i]
		}
		return nil
	}
	for i := range c.Sets {
		if c.Sets[i].ID == id {
			return &c.Sets[i]
		}
	}
	return nil
}

// DefaultSet is the set with the most cards (the first of equals): the
// complete game, which the designer's other sets are parts of.
func (c *Catalog) DefaultSet() string {
	if c.defaultSet != "" {
		return c.defaultSet
	}
	return c.largestSet()
}

// largestSet finds DefaultSet: the number of cards of each set, counted
// rather than dealt (the deck of every set, for each set asked, was most
// of a build of a hundred sets).
func (c *Catalog) largestSet() string {
	best, most := "", -1
	for _, s := range c.Sets {
		n := 0
		for _, e := range c.Cards {
			if k := c.Copies(e, s.ID); k > 0 {
				n += k * len(e.Faces())
			}
		}
		if n > most {
			best, most = s.ID, n
		}
	}
	return best
}

// OuterSets are the sets no other set extends, the default set first.
func (c *Catalog) OuterSets() []string {
	out := []string{c.DefaultSet()}
	for _, s := range c.Sets {
		extended := false
		for _, t := range c.Sets {
			extended = extended || t.Extends == s.ID
		}
		if !extended && s.ID != out[0] {
			out = append(out, s.ID)
		}
	}
	return out
}

// includes reports whether set s contains the cards of set t (s is t or
// extends it, directly or not).
func (c *Catalog) includes(s, t string) bool {
	for seen := 0; s != "" && seen <= len(c.Sets); seen++ {
		if s == t {
			return true
		}
		set := c.Set(s)
		if set == nil {
			return false
		}
		s = set.Extends
	}
	return false
}
