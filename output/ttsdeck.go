package output

import (
	"fmt"

	"cardpress/catalog"
	"cardpress/layout"
)

// The deck as Tabletop Simulator saves it: the fields below are those its
// own saved objects carry for a custom deck (docs/printing.md says what they
// were checked against). Fields it fills in itself when it loads the object
// (GUID, colour tint, snapping) are left out; it assigns them.

// ttsSave is a saved object: a save file whose table settings are empty and
// whose ObjectStates hold the one object saved.
type ttsSave struct {
	SaveName, GameMode, Date, VersionNumber string
	Gravity, PlayArea                       float64
	Table, Sky, Note                        string
	TabStates                               struct{}
	LuaScript, LuaScriptState               string
	XmlUI                                   string `json:"XmlUI"`
	ObjectStates                            []ttsObject
}

// ttsObject is a deck ("DeckCustom") or a card ("Card").
type ttsObject struct {
	Name         string
	Transform    ttsTransform
	Nickname     string
	Description  string
	Hands        bool // may be held in a hand: cards, not decks
	SidewaysCard bool // landscape cards, on landscape cells
	CardID       int  `json:",omitempty"`
	// DeckIDs are the deck's cards, top first: the CardIDs of
	// ContainedObjects in the same order.
	DeckIDs          []int `json:",omitempty"`
	CustomDeck       map[string]ttsCustomDeck
	ContainedObjects []ttsObject `json:",omitempty"`
}

// ttsTransform places an object on the table.
type ttsTransform struct {
	PosX   float64 `json:"posX"`
	PosY   float64 `json:"posY"`
	PosZ   float64 `json:"posZ"`
	RotX   float64 `json:"rotX"`
	RotY   float64 `json:"rotY"`
	RotZ   float64 `json:"rotZ"`
	ScaleX float64 `json:"scaleX"`
	ScaleY float64 `json:"scaleY"`
	ScaleZ float64 `json:"scaleZ"`
}

// ttsCustomDeck is one deck sheet: a card's CardID is its key × 100 plus
// its cell, counted from 0 along the rows.
type ttsCustomDeck struct {
	FaceURL, BackURL    string
	NumWidth, NumHeight int  // the sheet's columns and rows
	BackIsHidden        bool // hidden cards show their back, not the sheet's last cell
	UniqueBack          bool // BackURL is a sheet of backs, cell for cell
	Type                int  // card shape: 0, a rectangle with rounded corners
}

// ttsDeck is the deck as a Tabletop Simulator saved object: one custom
// deck per sheet, card ids 100·sheet + cell, the cell of the card's design
// among faces (the copies of a design share it); every card of the deck is
// a contained object named by layout.FaceName. One card is a single card.
// The sheets' keys follow those of the before sheets of other card sizes.
func ttsDeck(c *catalog.Catalog, cards []catalog.Card, faces []catalog.Face, o DeckSheets, sheets, before int) ttsObject {
	// Face down, as a deck lies on the table.
	down := ttsTransform{PosY: 1, RotY: 180, RotZ: 180, ScaleX: 1, ScaleY: 1, ScaleZ: 1}
	sideways := c.Game.CardWidth > c.Game.CardHeight
	decks := map[string]ttsCustomDeck{}
	for s := 1; s <= sheets; s++ {
		cd := ttsCustomDeck{
			FaceURL: o.URL + fmt.Sprintf(o.files.faces, s), BackURL: o.URL + o.files.back,
			NumWidth: layout.TTSCols, NumHeight: layout.TTSRows, BackIsHidden: true,
		}
		if o.uniqueBacks {
			cd.BackURL, cd.UniqueBack = o.URL+fmt.Sprintf(o.files.backs, s), true
		}
		decks[fmt.Sprint(before+s)] = cd
	}
	cell := map[string]int{}
	for i, f := range faces {
		cell[f.ID] = i
	}
	names := layout.FaceNames(c, faces)
	d := ttsObject{Name: "DeckCustom", Nickname: o.Title, Transform: down, SidewaysCard: sideways, CustomDeck: decks}
	per := layout.TTSCols*layout.TTSRows - 1
	for _, k := range cards {
		i := cell[k.Face.ID]
		key := fmt.Sprint(before + i/per + 1)
		id := (before+i/per+1)*100 + i%per
		d.DeckIDs = append(d.DeckIDs, id)
		d.ContainedObjects = append(d.ContainedObjects, ttsObject{
			Name: "Card", Nickname: names[k.Face.ID], Transform: down, Hands: true, SidewaysCard: sideways,
			CardID: id, CustomDeck: map[string]ttsCustomDeck{key: decks[key]},
		})
	}
	if len(cards) == 1 {
		// One card is no deck to Tabletop Simulator: it saves a lone card
		// as the card itself.
		return d.ContainedObjects[0]
	}
	return d
}
