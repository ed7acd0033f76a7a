package perid

import (
	"fmt"

	"cardpress/catalog"
)

// Kind is what a card does. The catalog gives a card's name, colors, count
// and points; the kind, looked up by catalog entry id, gives its rules.
type Kind uint8

// The kinds of Windia War cards. Every number card (1–10 and 15) is
// KindNumber; the others are keyed by their catalog entry id.
const (
	KindNumber Kind = iota
	KindSkip
	KindReverse
	KindEscort
	KindChain
	KindDraw2
	KindShotDraw2
	KindDirect
	KindWild
	KindWildPlus1
	KindWildDraw3
	KindWildDDraw5
	KindBind
	KindBlock
	KindThrough
	KindReflect
	KindReset
	KindWildNumberChain
	KindCurse
	KindHauntedShield
	KindSearch
	KindAlmighty
	KindClear
	KindAmplify
	KindAllDraw1
	numKinds
)

// kindByEntry maps catalog entry ids to their rules. Number cards are found
// by their catalog kind instead, so a designer may add numbers freely.
var kindByEntry = map[string]Kind{
	"skip":              KindSkip,
	"reverse":           KindReverse,
	"escort":            KindEscort,
	"chain":             KindChain,
	"draw2":             KindDraw2,
	"shot-draw2":        KindShotDraw2,
	"direct":            KindDirect,
	"wild":              KindWild,
	"wild-plus1":        KindWildPlus1,
	"wild-draw3":        KindWildDraw3,
	"wild-d-draw5":      KindWildDDraw5,
	"bind":              KindBind,
	"block":             KindBlock,
	"through":           KindThrough,
	"reflect":           KindReflect,
	"reset":             KindReset,
	"wild-number-chain": KindWildNumberChain,
	"curse":             KindCurse,
	"haunted-shield":    KindHauntedShield,
	"search":            KindSearch,
	"almighty":          KindAlmighty,
	"clear":             KindClear,
	"amplify":           KindAmplify,
	"all-draw1":         KindAllDraw1,
}

// isProtect reports the protect cards: they answer an attack on their
// player, and are colorless cards under the discard pile otherwise.
func (k Kind) isProtect() bool {
	return k == KindBlock || k == KindThrough || k == KindReflect || k == KindCurse || k == KindHauntedShield
}

// isTableau reports the cards laid face up in front of a player.
func (k Kind) isTableau() bool {
	return k == KindBind || k == KindClear || k == KindAmplify || k == KindAllDraw1
}

// isUnder reports the colorless cards that always go under the discard
// pile when played on one's turn.
func (k Kind) isUnder() bool { return k == KindReset || k == KindSearch || k.isProtect() }

// isDrawAttack reports the attack cards that make a player draw.
func (k Kind) isDrawAttack() bool {
	return k == KindDraw2 || k == KindShotDraw2 || k == KindWildDraw3 || k == KindWildDDraw5
}

// drawCount is the number of cards a draw attack card makes its victim draw.
func (k Kind) drawCount() int {
	switch k {
	case KindDraw2, KindShotDraw2:
		return 2
	case KindWildDraw3:
		return 3
	case KindWildDDraw5:
		return 5
	}
	return 0
}

// Card is one physical card of the deck the engine plays with.
type Card struct {
	ID     string // catalog card id: "skip/red", "escort/red#2", "wild#3"
	Entry  *catalog.Entry
	Kind   Kind
	Colors uint8 // bit i = the catalog's i-th color; 0 = colorless
	Number int   // number cards only; -1 otherwise
	// Points in hand and in a tableau.
	Points, TableauPoints int
}

// Name is the card as printed with its colors: "red Skip", "red/green Direct".
func (d *Deck) Name(i int) string {
	c := &d.Cards[i]
	if c.Colors == 0 || c.Colors == d.allColors {
		return c.Entry.Name
	}
	return d.ColorName(c.Colors) + " " + c.Entry.Name
}

// colorIDs lists the catalog color ids of a color mask, nil for none.
func (d *Deck) colorIDs(mask uint8) []string {
	var out []string
	for i, col := range d.Colors {
		if mask&(1<<i) != 0 {
			out = append(out, col.ID)
		}
	}
	return out
}

// ColorName writes a color mask with the catalog's color ids: "red", "red/green".
func (d *Deck) ColorName(mask uint8) string {
	s := ""
	for i, col := range d.Colors {
		if mask&(1<<i) != 0 {
			if s != "" {
				s += "/"
			}
			s += col.ID
		}
	}
	if s == "" {
		return "no color"
	}
	return s
}

// Deck is the card list of one set, taken from the catalog: the engine keeps
// cards as small integers indexing Cards.
type Deck struct {
	Set       string
	Colors    []catalog.Color
	Cards     []Card
	allColors uint8
	entry     []int16 // each card's index among the catalog's entries (Dealer)
}

// NewDeck builds the deck of a catalog set. Every entry needs rules: an
// action card whose id the engine does not know is an error, since playing
// it would silently do nothing.
func NewDeck(c *catalog.Catalog, set string) (*Deck, error) {
	if c.Set(set) == nil {
		return nil, fmt.Errorf("unknown set %q", set)
	}
	if len(c.Colors) > 8 {
		return nil, fmt.Errorf("the rules engine handles at most 8 colors, the catalog has %d", len(c.Colors))
	}
	d := &Deck{Set: set, Colors: c.Colors}
	d.allColors = uint8(1<<len(c.Colors) - 1)
	for _, k := range c.Deck(set) {
		card := Card{ID: k.ID, Entry: k.Entry, Number: -1, Points: k.Entry.Points, TableauPoints: k.Entry.TableauPoints}
		switch kind, ok := kindByEntry[k.Entry.ID]; {
		case k.Entry.Kind == "number" && k.Entry.HasNumber:
			card.Kind, card.Number = KindNumber, k.Entry.Number
		case ok:
			card.Kind = kind
		default:
			return nil, fmt.Errorf("card %q (%s): the Windia War rules engine has no rules for it", k.Entry.ID, k.Entry.Name)
		}
		for _, col := range k.Variant.Colors {
			for i := range c.Colors {
				if c.Colors[i].ID == col {
					card.Colors |= 1 << i
				}
			}
		}
		d.Cards = append(d.Cards, card)
	}
	if len(d.Cards) > 250 {
		return nil, fmt.Errorf("set %q has %d cards; the engine handles at most 250", set, len(d.Cards))
	}
	return d, nil
}

// isWild reports a card of every color.
func (d *Deck) isWild(i uint8) bool { return d.Cards[i].Colors == d.allColors && d.allColors != 0 }

// isTwoColor reports Direct and 15: two colors, a color choice when played.
func (d *Deck) isTwoColor(i uint8) bool {
	m := d.Cards[i].Colors
	return m != 0 && m&(m-1) != 0 && m != d.allColors
}

// isSingle reports a card of exactly one color.
func (d *Deck) isSingle(i uint8) bool {
	m := d.Cards[i].Colors
	return m != 0 && m&(m-1) == 0
}
