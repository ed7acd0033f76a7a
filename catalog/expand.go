package catalog

import (
	"fmt"
	"strconv"
)

// Face is one printed design: an entry in one color variant.
type Face struct {
	// ID is stable across sets: the entry id, plus "/" and the variant key
	// when the entry has several variants ("skip/red", "direct/red-green").
	ID      string
	Entry   *Entry
	Variant Variant
}

// Card is one physical card of a deck.
type Card struct {
	Face
	// ID is the face id, plus "#n" when the entry has more than one copy of
	// a face in any set ("skip/red#2"), so ids do not change between sets.
	ID   string
	Copy int // 1-based
}

// Faces returns the faces of an entry, in variant order.
func (e *Entry) Faces() []Face {
	faces := make([]Face, len(e.Variants))
	for i, v := range e.Variants {
		id := e.ID
		if len(e.Variants) > 1 {
			id += "/" + v.Key()
		}
		faces[i] = Face{ID: id, Entry: e, Variant: v}
	}
	return faces
}

// Copies returns how many copies of each face of e the set holds: the count
// written for the set itself or, failing that, for the nearest set it extends.
func (c *Catalog) Copies(e *Entry, set string) int {
	if !c.includes(set, e.Set) {
		return 0
	}
	for s, n := set, 0; s != "" && n <= len(c.Sets); n++ {
		if k, ok := e.copies[s]; ok {
			return k
		}
		if c.Set(s) == nil {
			break
		}
		s = c.Set(s).Extends
	}
	return 0
}

func (e *Entry) maxCopies() int {
	m := 0
	for _, k := range e.copies {
		m = max(m, k)
	}
	return m
}

// Deck returns every physical card of a set, in catalog order.
func (c *Catalog) Deck(set string) []Card {
	var cards []Card
	for _, e := range c.Cards {
		n := c.Copies(e, set)
		for _, f := range e.Faces() {
			for k := 1; k <= n; k++ {
				id := f.ID
				if e.maxCopies() > 1 {
					id += "#" + strconv.Itoa(k)
				}
				cards = append(cards, Card{Face: f, ID: id, Copy: k})
			}
		}
	}
	return cards
}

// FacesIn returns one face of every design in a set (one copy per card type).
func (c *Catalog) FacesIn(set string) []Face {
	var faces []Face
	for _, e := range c.Cards {
		if c.Copies(e, set) > 0 {
			faces = append(faces, e.Faces()...)
		}
	}
	return faces
}

// Selection chooses the cards to print.
type Selection struct {
	Set     string   // set id; "" = the default set
	OneEach bool     // one copy of each face instead of the full deck
	Only    []string // entry, face or card ids; empty = all
}

// Select returns the cards of a selection, in catalog order. Unknown ids
// and sets are errors that list what exists.
func (c *Catalog) Select(s Selection) ([]Card, error) {
	set := s.Set
	if set == "" {
		set = c.DefaultSet()
	}
	if c.Set(set) == nil {
		ids := c.SetIDs()
		return nil, fmt.Errorf("unknown set %q%s", set, DidYouMean(set, ids))
	}
	deck := c.Deck(set)
	if len(s.Only) > 0 {
		var err error
		if deck, err = only(deck, s.Only); err != nil {
			return nil, err
		}
	}
	if s.OneEach {
		var one []Card
		for _, k := range deck {
			if k.Copy == 1 {
				one = append(one, k)
			}
		}
		deck = one
	}
	return deck, nil
}

func only(deck []Card, ids []string) ([]Card, error) {
	match := map[string]bool{}
	var known []string
	for _, k := range deck {
		if !contains(known, k.Entry.ID) {
			known = append(known, k.Entry.ID)
		}
	}
	for _, id := range ids {
		found := false
		for _, k := range deck {
			if k.Entry.ID == id || k.Face.ID == id || k.ID == id {
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("no card %q in this set%s", id, DidYouMean(id, known))
		}
		match[id] = true
	}
	var out []Card
	for _, k := range deck {
		if match[k.Entry.ID] || match[k.Face.ID] || match[k.ID] {
			out = append(out, k)
		}
	}
	return out, nil
}
