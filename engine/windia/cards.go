package windia

import (
	"fmt"
	"slices"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
)

// Kind is what a card does: the index of its rules in the deck (Deck.Rules),
// one per catalog entry of the set. A card declared as another (declare)
// acts with the declared card's Kind.
type Kind uint8

// Card is one physical card of the deck the engine plays with.
type Card struct {
	ID     string // catalog card id: "skip/red", "skip/red#2", "wild#3"
	Entry  *catalog.Entry
	Kind   Kind
	Colors uint8 // bit i = the catalog's i-th color; 0 = colorless
	Number int   // number cards only; -1 otherwise
	// Points in hand and in a tableau.
	Points, TableauPoints int
}

// Name is the card as printed with its colors: "red Skip", "red/green 7".
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
	Set    string
	Colors []catalog.Color
	Cards  []Card
	// Rules are the compiled rules of the set's entries, by Kind.
	Rules     []rule
	shown     []engine.Card // each card as examples name it (Hand); its Colors are shared
	allColors uint8
	entry     []int16 // each card's index among the catalog's entries (Dealer)
}

// NewDeck builds the deck of a catalog set, with the rules of its entries
// compiled from the catalog (docs/rules-data.md). Rules the engine cannot
// play are errors with their positions in the catalog.
func NewDeck(c *catalog.Catalog, set string) (*Deck, error) {
	if c.Set(set) == nil {
		return nil, fmt.Errorf("unknown set %q", set)
	}
	if len(c.Colors) > 8 {
		return nil, fmt.Errorf("the rules engine handles at most 8 colors, the catalog has %d", len(c.Colors))
	}
	rules, err := compileRules(c)
	if err != nil {
		return nil, err
	}
	d := &Deck{Set: set, Colors: c.Colors}
	d.allColors = uint8(1<<len(c.Colors) - 1)
	kinds := map[*catalog.Entry]Kind{}
	for _, k := range c.Deck(set) {
		card := Card{ID: k.ID, Entry: k.Entry, Number: -1, Points: k.Entry.Points, TableauPoints: k.Entry.TableauPoints}
		kind, seen := kinds[k.Entry]
		if !seen {
			if len(d.Rules) == 255 {
				return nil, fmt.Errorf("set %q has more than 255 card entries; the engine handles at most 255", set)
			}
			kind = Kind(len(d.Rules))
			kinds[k.Entry] = kind
			d.Rules = append(d.Rules, rules[slices.Index(c.Cards, k.Entry)])
		}
		card.Kind = kind
		if k.Entry.HasNumber {
			card.Number = k.Entry.Number
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
	d.shown = make([]engine.Card, len(d.Cards))
	for i := range d.Cards {
		c := &d.Cards[i]
		d.shown[i] = engine.Card{Entry: c.Entry.ID, Colors: d.colorIDs(c.Colors), Name: d.Name(i)}
	}
	return d, nil
}

// isWild reports a card of every color.
func (d *Deck) isWild(i uint8) bool { return d.Cards[i].Colors == d.allColors && d.allColors != 0 }

// isTwoColor reports a card of two colors, with a color choice when played.
func (d *Deck) isTwoColor(i uint8) bool {
	m := d.Cards[i].Colors
	return m != 0 && m&(m-1) != 0 && m != d.allColors
}

// isSingle reports a card of exactly one color.
func (d *Deck) isSingle(i uint8) bool {
	m := d.Cards[i].Colors
	return m != 0 && m&(m-1) == 0
}

// isTableau reports a card laid in front of a player.
func (d *Deck) isTableau(i uint8) bool { return d.Rules[d.Cards[i].Kind].is(opTableau) }

// isNumber reports a number card.
func (d *Deck) isNumber(i uint8) bool { return d.Rules[d.Cards[i].Kind].is(opNumber) }

// fits checks that every card of a catalog is one the engine can play: a
// number card, a Wild card (every color), or a card whose rules say what
// it does. Any other card (a creature with a power, an attack card whose
// text alone says it attacks) would be played as a plain colored card: its
// text never checked, and a deck of them deals games that never end.
func fits(c *catalog.Catalog) diag.List {
	var out diag.List
	for _, e := range c.Cards {
		if !e.HasNumber && e.Rules == nil && !everyColor(c, e) {
			out.Add(e.Pos, "card %q: the Windia War rules engine plays number cards (number = …), Wild cards (every color) and cards whose rules say what they do (rules = { … }, docs/rules-data.md); this card is none of them", e.ID)
		}
	}
	return out
}

// everyColor reports an entry each of whose faces has every color of the
// catalog: a Wild card.
func everyColor(c *catalog.Catalog, e *catalog.Entry) bool {
	for _, v := range e.Variants {
		if len(v.Colors) != len(c.Colors) {
			return false
		}
	}
	return len(e.Variants) > 0 && len(c.Colors) > 0
}
