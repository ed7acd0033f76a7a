package catalog

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"cardpress/diag"
)

// DeckRules are a game's deck-building rules, the [deck] table: the main
// deck and any separate parts (a story-card pile, a summon zone).
type DeckRules struct {
	DeckPart
	MaxCopies int // at most this many copies of one card in the whole deck; 0 = no limit
	Parts     []DeckPart
}

// DeckPart is what one part of a deck must hold.
type DeckPart struct {
	ID            string // "" for the main deck
	Name          string
	Size          int      // exact card count; 0 = see MinSize/MaxSize
	MinSize       int      // with MaxSize: a range of card counts
	MaxSize       int      // 0 = no upper limit
	Kinds         []string // allowed kinds; empty = any
	MaxPoints     int      // the cards' points may add up to this at most; 0 = no limit
	DistinctNames bool     // no two cards of the part share a name
}

// Deck is a player's deck from decks/*.toml, checked against the rules.
type Deck struct {
	Name  string
	Path  string
	Parts map[string][]DeckLine // "" is the main deck
}

// DeckLine is a card of a deck and how many copies it holds.
type DeckLine struct {
	Entry *Entry
	Count int
}

// Count is the number of cards in a part of the deck.
func (d *Deck) Count(part string) int {
	n := 0
	for _, l := range d.Parts[part] {
		n += l.Count
	}
	return n
}

var deckRuleKeys = []string{"name", "size", "min_size", "max_size", "kinds", "max_points", "distinct_names"}

// deckRules reads the optional [deck] table.
func (d *decoder) deckRules(c *Catalog, top *table) {
	t := top.sub("deck", "[deck]", append([]string{"max_copies", "parts"}, deckRuleKeys...)...)
	if t == nil {
		return
	}
	t.check()
	c.DeckRules = &DeckRules{DeckPart: d.deckPart(c, t, "")}
	c.DeckRules.MaxCopies, _ = t.integer("max_copies")
	parts := t.sub("parts", "[deck.parts]")
	if parts == nil {
		return
	}
	for _, id := range parts.ordered() {
		pt := d.table(parts.keyPath(id), fmt.Sprintf("deck part %q", id), parts.m[id], deckRuleKeys...)
		pt.check()
		d.id(pt.path, pt.what, id)
		c.DeckRules.Parts = append(c.DeckRules.Parts, d.deckPart(c, pt, id))
	}
}

func (d *decoder) deckPart(c *Catalog, t *table, id string) DeckPart {
	p := DeckPart{ID: id, Name: id}
	if n, ok := t.str("name"); ok {
		p.Name = n
	}
	p.Size, _ = t.integer("size")
	p.MinSize, _ = t.integer("min_size")
	p.MaxSize, _ = t.integer("max_size")
	p.MaxPoints, _ = t.integer("max_points")
	if v, ok := t.m["distinct_names"]; ok {
		b, isBool := v.(bool)
		if !isBool {
			t.wrongType("distinct_names", "true or false")
		}
		p.DistinctNames = b
	}
	if p.Size > 0 && (t.has("min_size") || t.has("max_size")) {
		d.errorf(t.keyPath("size"), "%s: give either size or min_size/max_size, not both", t.what)
	}
	if p.MaxSize > 0 && p.MinSize > p.MaxSize {
		d.errorf(t.keyPath("min_size"), "%s: min_size %d is larger than max_size %d", t.what, p.MinSize, p.MaxSize)
	}
	kinds, _ := t.strings("kinds")
	for i, k := range kinds {
		if !contains(c.KindIDs(), k) {
			d.errorf(fmt.Sprintf("%s.%d", t.keyPath("kinds"), i), "%s: unknown kind %q%s", t.what, k, DidYouMean(k, c.KindIDs()))
		}
	}
	p.Kinds = kinds
	return p
}

// DecksDir is the folder of a game that holds its players' decks.
const DecksDir = "decks"

// loadDecks reads and checks every decks/*.toml of the game folder.
func loadDecks(c *Catalog, fsys fs.FS, shown string) []diag.Diagnostic {
	names, _ := fs.Glob(fsys, DecksDir+"/*.toml")
	sort.Strings(names)
	var diags []diag.Diagnostic
	for _, n := range names {
		file := path.Join(shown, n)
		src, err := fs.ReadFile(fsys, n)
		if err != nil {
			diags = append(diags, diag.Diagnostic{Pos: diag.Pos{File: file}, Msg: unwrapPath(err).Error()})
			continue
		}
		deck, ds := parseDeck(c, file, src)
		diags = append(diags, ds...)
		if deck != nil {
			c.Decks = append(c.Decks, deck)
		}
	}
	return diags
}

func parseDeck(c *Catalog, file string, src []byte) (*Deck, []diag.Diagnostic) {
	x := diag.NewIndex(file, diag.WithoutBOM(src))
	raw, perr := parseTOML(x)
	if perr != nil {
		return nil, []diag.Diagnostic{*perr}
	}
	d := &decoder{x: x, spans: locate(x.Src)}
	top := d.table("", "the deck", raw, "name", "cards", "parts")
	top.check()
	deck := &Deck{Path: file, Parts: map[string][]DeckLine{}}
	deck.Name, _ = top.str("name")
	if deck.Name == "" {
		deck.Name = strings.TrimSuffix(path.Base(file), ".toml")
	}
	if c.DeckRules == nil {
		d.report(diag.Pos{File: file, Line: 1, Col: 1}, false, "the catalog has no [deck] rules to check this deck against; add a [deck] table to catalog.toml")
		return nil, d.diags
	}
	if t := top.sub("cards", "[cards]"); t != nil {
		deck.Parts[""] = d.deckLines(c, t)
	} else {
		d.report(diag.Pos{File: file, Line: 1, Col: 1}, false, "the deck has no [cards] table (card id = count)")
	}
	if parts := top.sub("parts", "[parts]"); parts != nil {
		for _, id := range parts.ordered() {
			if c.DeckRules.part(id) == nil {
				d.report(d.keyPos(parts.keyPath(id)), false, "unknown deck part %q%s", id, DidYouMean(id, c.DeckRules.partIDs()))
				continue
			}
			deck.Parts[id] = d.deckLines(c, d.table(parts.keyPath(id), fmt.Sprintf("[parts.%s]", id), parts.m[id]))
		}
	}
	if len(d.diags) == 0 {
		d.checkDeck(c, deck)
	}
	return deck, d.diags
}

func (r *DeckRules) part(id string) *DeckPart {
	for i := range r.Parts {
		if r.Parts[i].ID == id {
			return &r.Parts[i]
		}
	}
	return nil
}

func (r *DeckRules) partIDs() []string {
	ids := make([]string, len(r.Parts))
	for i, p := range r.Parts {
		ids[i] = p.ID
	}
	return ids
}

// deckLines reads "card-id = count" lines.
func (d *decoder) deckLines(c *Catalog, t *table) []DeckLine {
	ids := c.EntryIDs()
	var lines []DeckLine
	for _, id := range t.ordered() {
		p := t.keyPath(id)
		e := c.Entry(id)
		n, ok := t.m[id].(int64)
		switch {
		case e == nil:
			d.report(d.keyPos(p), false, "%s: unknown card %q%s", t.what, id, DidYouMean(id, ids))
		case !ok || n < 1:
			d.errorf(p, "%s: the count of %q must be a whole number of at least 1, got %s", t.what, id, Describe(t.m[id]))
		default:
			lines = append(lines, DeckLine{Entry: e, Count: int(n)})
		}
	}
	return lines
}

// checkDeck applies the deck rules; errors point at the deck's table.
func (d *decoder) checkDeck(c *Catalog, deck *Deck) {
	at := func(part string) diag.Pos {
		if part == "" {
			return d.keyPos("cards")
		}
		return d.keyPos("parts." + part)
	}
	copies := map[string]int{}
	for _, lines := range deck.Parts {
		for _, l := range lines {
			copies[l.Entry.ID] += l.Count
		}
	}
	if max := c.DeckRules.MaxCopies; max > 0 {
		for _, e := range c.Cards {
			if copies[e.ID] > max {
				d.report(at(""), false, "deck %q holds %d copies of %q (%s); at most %d of one card are allowed", deck.Name, copies[e.ID], e.Name, e.ID, max)
			}
		}
	}
	for _, part := range append([]DeckPart{c.DeckRules.DeckPart}, c.DeckRules.Parts...) {
		d.checkPart(deck, part, at(part.ID))
	}
}

func (d *decoder) checkPart(deck *Deck, p DeckPart, at diag.Pos) {
	what := "the deck"
	if p.ID != "" {
		what = "part " + p.Name
	}
	n := deck.Count(p.ID)
	switch {
	case p.Size > 0 && n != p.Size:
		d.report(at, false, "deck %q: %s holds %d cards; it must hold exactly %d", deck.Name, what, n, p.Size)
	case p.Size == 0 && (n < p.MinSize || p.MaxSize > 0 && n > p.MaxSize):
		want := fmt.Sprintf("%d to %d", p.MinSize, p.MaxSize)
		if p.MaxSize == 0 {
			want = fmt.Sprintf("at least %d", p.MinSize)
		}
		d.report(at, false, "deck %q: %s holds %d cards; it must hold %s", deck.Name, what, n, want)
	}
	points := 0
	names := map[string]bool{}
	for _, l := range deck.Parts[p.ID] {
		if len(p.Kinds) > 0 && !contains(p.Kinds, l.Entry.Kind) {
			d.report(at, false, "deck %q: %s may hold only %s cards, but %q is a %s card", deck.Name, what, strings.Join(p.Kinds, " or "), l.Entry.ID, l.Entry.Kind)
		}
		points += l.Count * l.Entry.Points
		if p.DistinctNames && (names[l.Entry.Name] || l.Count > 1) {
			d.report(at, false, "deck %q: %s holds %q twice; its cards must all have different names", deck.Name, what, l.Entry.Name)
		}
		names[l.Entry.Name] = true
	}
	if p.MaxPoints > 0 && points > p.MaxPoints {
		d.report(at, false, "deck %q: the points of %s add up to %d; at most %d are allowed", deck.Name, what, points, p.MaxPoints)
	}
}
