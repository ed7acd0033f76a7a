package engine

import (
	"slices"

	"cardpress/catalog"
)

// Reading is what the parse of one example read of its vocabulary's
// catalog: the entries it looked up, by name or id, and the card names
// its reasons contain, or everything when it failed (its message may name
// any card). Another vocabulary parses the example alike when
// Same says so, so that a reader may keep a parse across loads (watch,
// serve) when other cards changed, a card renamed among them.
type Reading struct {
	base, full vocabKey // of the vocabulary read
	all        bool
	cards      []cardRead
	reasons    []reasonRead
}

// reasonRead is a written reason and the card names it contains.
type reasonRead struct {
	text  string
	names namesIn
}

// noteNames notes the card names a written reason contains.
func (rd *Reading) noteNames(s string, names namesIn) {
	if rd == nil || rd.all {
		return
	}
	for _, r := range rd.reasons {
		if r.text == s {
			return
		}
	}
	rd.reasons = append(rd.reasons, reasonRead{s, names})
}

// cardRead is one lookup: its key, and what it found (no entry: id "").
type cardRead struct {
	key      string
	byID     bool // Catalog.Entry(key), else a squashed name or id
	id, name string
	variants []catalog.Variant
}

// note notes a lookup of key and what it found.
func (rd *Reading) note(key string, byID bool, e *catalog.Entry) {
	if rd == nil || rd.all {
		return
	}
	for _, c := range rd.cards {
		if c.key == key && c.byID == byID {
			return
		}
	}
	c := cardRead{key: key, byID: byID}
	if e != nil {
		c.id, c.name, c.variants = e.ID, e.Name, e.Variants
	}
	rd.cards = append(rd.cards, c)
}

// readAll notes that the parse read every card.
func (rd *Reading) readAll() {
	if rd != nil {
		rd.all, rd.cards, rd.reasons = true, nil, nil
	}
}

// Same reports whether v parses the example as the vocabulary read did:
// the same game words, colors and dialect, and every lookup finding the
// same entry id, name and variants (every card the same, after readAll).
func (rd *Reading) Same(v *Vocabulary) bool {
	base, full := v.keys()
	if rd.all {
		return full == rd.full
	}
	if base != rd.base {
		return false
	}
	for _, r := range rd.reasons {
		if v.cardNames().in(r.text) != r.names {
			return false
		}
	}
	for _, c := range rd.cards {
		var e *catalog.Entry
		if c.byID {
			e = v.Catalog.Entry(c.key)
		} else {
			e = v.entries[c.key]
		}
		if e == nil {
			if c.id != "" {
				return false
			}
			continue
		}
		if e.ID != c.id || e.Name != c.name || !slices.EqualFunc(e.Variants, c.variants, func(a, b catalog.Variant) bool { return slices.Equal(a.Colors, b.Colors) }) {
			return false
		}
	}
	return true
}
