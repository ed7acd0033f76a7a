package catalog

import "strconv"

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
	// a face in any set ("escort/red#2"), so ids do not change between sets.
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
