package catalog

import (
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"unicode/utf8"

	"cardpress/diag"
)

var cardKeys = []string{"id", "name", "kind", "set", "colors", "copies", "points", "tableau", "tableau_points",
	"number", "icons", "stats", "text", "flavor", "art", "layout", "rules"}

func (d *decoder) cards(c *Catalog, top *table, fsys fs.FS) {
	v, ok := top.m["card"]
	if !ok && !top.has("card_files") {
		d.report(diag.Pos{File: d.x.File, Line: 1, Col: 1}, false, "the catalog has no cards: add [[card]] entries (or card_files = [\"cards.csv\"])")
		return
	}
	list, ok := asList(v)
	if !ok && v != nil {
		d.errorf("card", "card must be an array of tables ([[card]]), got %s", Describe(v))
		return
	}
	list = append(list, d.cardFiles(c, top, fsys, len(list))...)
	firstAt := map[string]diag.Pos{}
	for i, item := range list {
		p := "card." + strconv.Itoa(i)
		e := d.card(c, d.table(p, fmt.Sprintf("card #%d", i+1), item, append(cardKeys, ids(c.Fields, func(f Field) string { return f.ID })...)...))
		if e.ID == "" {
			continue
		}
		if at, dup := firstAt[e.ID]; dup {
			d.report(d.keyPos(p+".id"), false, "duplicate card id %q: it is already used at %s; give each card its own id", e.ID, at)
			continue
		}
		firstAt[e.ID] = d.keyPos(p + ".id")
		c.Cards = append(c.Cards, e)
		if c.entries == nil {
			c.entries = map[string]*Entry{}
		}
		c.entries[e.ID] = e
	}
}

func (d *decoder) card(c *Catalog, t *table) *Entry {
	e := &Entry{path: t.path, Pos: d.keyPos(t.path), copies: map[string]int{}}
	if id, ok := t.str("id"); ok && d.id(t.keyPath("id"), t.what, id) {
		e.ID = id
		t.what = fmt.Sprintf("card %q", id)
	} else if !t.has("id") {
		t.missing("id", `a unique lowercase id, like "skip"`)
	}
	t.check()
	e.Number, e.HasNumber = t.integer("number")
	e.Name, _ = t.str("name")
	if !t.has("name") {
		if e.HasNumber {
			e.Name = strconv.Itoa(e.Number)
		} else {
			t.missing("name", "the printed name")
		}
	}
	d.cardKind(c, t, e)
	d.cardSet(c, t, e)
	d.cardColors(c, t, e)
	d.cardCopies(c, t, e)
	d.cardPoints(t, e)
	d.cardIcons(c, t, e)
	d.cardStats(c, t, e)
	e.Text, _ = t.str("text")
	e.Flavor, _ = t.str("flavor")
	e.Art, _ = t.str("art")
	d.cardFields(c, t, e)
	e.Rules = d.cardRules(t)
	return e
}

func (d *decoder) cardKind(c *Catalog, t *table, e *Entry) {
	k, ok := t.str("kind")
	switch {
	case !ok && !t.has("kind"):
		t.missing("kind", "one of "+strings.Join(c.KindIDs(), ", "))
	case ok && !contains(c.KindIDs(), k):
		d.errorf(t.keyPath("kind"), "%s: unknown kind %q%s", t.what, k, DidYouMean(k, c.KindIDs()))
	}
	e.Kind = k
	if k == "number" && !e.HasNumber && !t.has("number") {
		t.missing("number", "the number a number card shows")
	}
}

func (d *decoder) cardSet(c *Catalog, t *table, e *Entry) {
	ids := c.SetIDs()
	s, ok := t.str("set")
	switch {
	case !ok && !t.has("set") && len(c.Sets) == 1:
		e.Set = c.Sets[0].ID
	case !ok && !t.has("set"):
		t.missing("set", "the set the card first appears in: "+strings.Join(ids, ", "))
	case ok && c.Set(s) == nil:
		d.errorf(t.keyPath("set"), "%s: unknown set %q%s", t.what, s, DidYouMean(s, ids))
	default:
		e.Set = s
	}
}

// cardColors reads colors: one element per variant; "a/b" is a two-color
// card, "all" a card of every color; no colors at all is a colorless card.
func (d *decoder) cardColors(c *Catalog, t *table, e *Entry) {
	list, ok := t.strings("colors")
	if !ok {
		e.Variants = []Variant{{}}
		return
	}
	if len(list) == 0 {
		d.errorf(t.keyPath("colors"), "%s: colors is empty; leave the key out for a colorless card", t.what)
	}
	ids := c.ColorIDs()
	seen := map[string]bool{}
	for i, item := range list {
		p := t.keyPath("colors") + "." + strconv.Itoa(i)
		var v Variant
		unknown := false
		if item == "all" {
			v.Colors = append(v.Colors, ids...)
		} else {
			for _, id := range strings.Split(item, "/") {
				switch {
				case c.Color(id) == nil:
					// At the color itself: "red/grene" is one item.
					d.report(d.textPos(p, id), false, "%s: unknown color %q%s (\"all\" means every color)", t.what, id, DidYouMean(id, ids))
					d.diags[len(d.diags)-1].Span = utf8.RuneCountInString(id)
					unknown = true
				case contains(v.Colors, id):
					d.errorf(p, "%s: color %q appears twice in %q", t.what, id, item)
				default:
					v.Colors = append(v.Colors, id)
				}
			}
		}
		if unknown {
			continue // already reported; not a variant listed twice
		}
		if seen[v.Key()] {
			d.errorf(p, "%s: color variant %q is listed twice; raise copies instead", t.what, item)
			continue
		}
		seen[v.Key()] = true
		e.Variants = append(e.Variants, v)
	}
	if len(e.Variants) == 0 {
		e.Variants = []Variant{{}}
	}
}

// cardCopies reads copies: a count per variant, or a table of counts by set
// for cards whose count grows in a larger set.
func (d *decoder) cardCopies(c *Catalog, t *table, e *Entry) {
	v, ok := t.m["copies"]
	if !ok {
		e.copies[e.Set] = 1
		return
	}
	p := t.keyPath("copies")
	if n, isInt := v.(int64); isInt {
		if n < 1 || n > 1000 {
			d.errorf(p, "%s: copies must be between 1 and 1000, got %d", t.what, n)
			return
		}
		e.copies[e.Set] = int(n)
		return
	}
	m, isTable := v.(map[string]any)
	if !isTable {
		d.errorf(p, "%s: copies must be an integer or a table of counts by set (copies = { basic = 1, expansion = 2 }), got %s", t.what, Describe(v))
		return
	}
	ct := d.table(p, t.what+" copies", m)
	for _, s := range ct.ordered() {
		kp := p + "." + s
		n, isInt := m[s].(int64)
		switch {
		case c.Set(s) == nil:
			d.report(d.keyPos(kp), false, "%s: copies names unknown set %q", t.what, s)
		case !isInt || n < 0 || n > 1000:
			d.errorf(kp, "%s: copies in set %q must be an integer from 0 to 1000, got %s", t.what, s, Describe(m[s]))
		case e.Set != "" && !c.includes(s, e.Set):
			d.report(d.keyPos(kp), false, "%s: copies names set %q, which does not include the card's set %q", t.what, s, e.Set)
		default:
			e.copies[s] = int(n)
		}
	}
	if _, ok := e.copies[e.Set]; !ok && e.Set != "" {
		d.errorf(p, "%s: copies gives no count for the card's own set %q", t.what, e.Set)
	}
}

func (d *decoder) cardPoints(t *table, e *Entry) {
	if p, ok := t.integer("points"); ok {
		e.Points, e.HasPoints = p, true
	} else if !t.has("points") && e.HasNumber {
		e.Points = e.Number // counted as its number, but not printed as points
	}
	if tab, ok := t.str("tableau"); ok {
		if tab != "self" && tab != "next" {
			d.errorf(t.keyPath("tableau"), `%s: tableau must be "self" (laid in front of the player) or "next" (in front of the next player), got %q`, t.what, tab)
		}
		e.Tableau = tab
	}
	if tp, ok := t.integer("tableau_points"); ok {
		if !t.has("tableau") {
			d.errorf(t.keyPath("tableau_points"), `%s: tableau_points is only for tableau cards; add tableau = "self" or "next"`, t.what)
		}
		e.TableauPoints = tp
	}
}

func (d *decoder) cardIcons(c *Catalog, t *table, e *Entry) {
	list, _ := t.strings("icons")
	ids := c.IconIDs()
	for i, id := range list {
		p := t.keyPath("icons") + "." + strconv.Itoa(i)
		switch {
		case c.Icon(id) == nil:
			d.errorf(p, "%s: unknown icon %q%s", t.what, id, DidYouMean(id, ids))
		case contains(e.Icons, id):
			d.errorf(p, "%s: icon %q is listed twice", t.what, id)
		default:
			e.Icons = append(e.Icons, id)
		}
	}
}

func (d *decoder) cardStats(c *Catalog, t *table, e *Entry) {
	st := t.sub("stats", t.what+" stats")
	if st == nil {
		return
	}
	ids := c.StatIDs()
	e.Stats = map[string]string{}
	for _, k := range st.ordered() {
		kp := st.keyPath(k)
		switch v := st.m[k].(type) {
		case string:
			e.Stats[k] = v
		case int64:
			e.Stats[k] = strconv.FormatInt(v, 10)
		default:
			d.errorf(kp, "%s: stat %q must be an integer or a string, got %s", t.what, k, Describe(v))
		}
		if !contains(ids, k) {
			d.report(d.keyPos(kp), false, "%s: unknown stat %q%s (declare it under [stats])", t.what, k, DidYouMean(k, ids))
		}
	}
}
