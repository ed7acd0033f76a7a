package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"cardpress/diag"
)

// LoadDir loads the catalog of the game folder dir. Every file of the game
// is read through the folder's checks: symbolic links must not lead out of
// it and text sources must be within MaxSourceSize.
func LoadDir(dir string) (*Catalog, error) {
	fsys, root, err := OpenDir(dir)
	if err != nil {
		return nil, err
	}
	c, err := LoadFS(fsys, filepath.ToSlash(dir))
	if c != nil {
		c.Dir = root
	}
	return c, err
}

// OpenDir checks that dir is a game folder and opens it with the folder's
// checks (see LoadDir); root is the folder on disk, absolute with its
// symbolic links resolved.
func OpenDir(dir string) (fsys fs.FS, root string, err error) {
	f, err := openFolder(dir)
	if err != nil {
		return nil, "", err
	}
	return f, f.root, nil
}

// LoadFS loads the catalog of a game folder given as a file system; shown is
// the folder's name in messages.
func LoadFS(fsys fs.FS, shown string) (*Catalog, error) {
	name := path.Join(shown, FileName)
	src, err := fs.ReadFile(fsys, FileName)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s: no catalog: a game folder holds a %s (cardpress init DIR writes a starter game)", name, FileName)
		}
		return nil, diag.List{{Pos: diag.Pos{File: name}, Msg: unwrapPath(err).Error()}}
	}
	return Parse(name, src, fsys)
}

// Parse reads catalog source; name is the file as shown in messages and fsys
// the game folder that relative paths point into. It returns every error of
// the file as a diag.List; the catalog is nil when there are errors.
func Parse(name string, src []byte, fsys fs.FS) (*Catalog, error) {
	x := diag.NewIndex(name, diag.WithoutBOM(src))
	raw, perr := parseTOML(x)
	if perr != nil {
		return nil, diag.List{*perr}
	}
	d := &decoder{x: x, spans: locate(x.Src)}
	c := &Catalog{Path: name, FS: fsys, valuePos: d.valueText}
	d.catalog(c, raw, fsys)
	if fsys != nil {
		d.files(c, fsys)
	}
	d.glyphs(c)
	if fsys != nil && len(d.diags) == 0 {
		d.diags = append(d.diags, loadDecks(c, fsys, path.Dir(name))...)
	}
	diag.List(d.diags).Sort()
	var errs diag.List
	for _, dg := range d.diags {
		if dg.Severity == diag.Warning {
			c.Warnings = append(c.Warnings, dg)
		} else {
			errs = append(errs, dg)
		}
	}
	if len(errs) > 0 {
		return nil, append(errs, c.Warnings...)
	}
	c.sets = map[string]int{} // the catalog changes no more
	for i, set := range c.Sets {
		c.sets[set.ID] = i
	}
	c.defaultSet = c.largestSet()
	return c, nil
}

// MaxPlayers is the most players a game may declare.
const MaxPlayers = 100

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`)

// id checks a name used as an identifier in card ids and references.
func (d *decoder) id(path, what, id string) bool {
	if !idPattern.MatchString(id) {
		d.report(d.keyPos(path), false, "%s: id %q must be lowercase ASCII letters, digits, '-' and '_' (like \"wild-draw4\")", what, id)
		return false
	}
	return true
}

func (d *decoder) catalog(c *Catalog, raw map[string]any, fsys fs.FS) {
	top := d.table("", "the catalog", raw, "game", "colors", "icons", "sets", "kinds", "stats", "back", "deck", "card", "print", "manual", "layouts", "groups", "fields", "fonts", "card_files")
	top.check()
	d.game(c, top)
	d.colors(c, top)
	d.icons(c, top)
	d.sets(c, top)
	d.kinds(c, top)
	d.stats(c, top)
	d.back(c, top)
	d.print(c, top)
	d.manualStyle(c, top)
	d.fields(c, top)
	d.gameFonts(c, top, fsys)
	d.layouts(c, top, fsys, path.Dir(d.x.File))
	c.indexLayouts()
	d.resolveSizes(c)
	d.cards(c, top, fsys)
	// Layout boxes are checked against the card size: a wrong size would
	// make every box an echo of its error.
	if !d.badCardSize {
		d.checkLayouts(c)
		d.checkCardLayouts(c)
	}
	d.deckRules(c, top)
	// A wrong total is most often the echo of an error above; report it
	// only when the entries themselves are right.
	if len(d.diags) == 0 {
		d.totals(c)
	}
}

func (d *decoder) game(c *Catalog, top *table) {
	g := top.sub("game", "[game]", "id", "title", "language", "players", "card_size", "version", "figure_size", "engine")
	c.Game = Game{CardWidth: DefaultCardWidth, CardHeight: DefaultCardHeight, MinPlayers: 1, MaxPlayers: 1}
	if g == nil {
		d.report(diag.Pos{File: d.x.File, Line: 1, Col: 1}, false, "missing [game] table (id, title, language)")
		return
	}
	g.check()
	if id, ok := g.str("id"); ok {
		d.id(g.keyPath("id"), "[game]", id)
		c.Game.ID = id
	} else if !g.has("id") {
		g.missing("id", `the game's folder-style id, like "windia-war"`)
	}
	if t, ok := g.str("title"); ok && t != "" {
		c.Game.Title = t
	} else if !g.has("title") {
		g.missing("title", "the game's printed title")
	}
	if l, ok := g.str("language"); ok {
		if !regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$`).MatchString(l) {
			d.errorf(g.keyPath("language"), `[game]: language %q is not a language tag; write one like "ja", "en" or "zh-Hant"`, l)
		}
		c.Game.Language = l
	} else if !g.has("language") {
		g.missing("language", `language tag of the texts, like "ja" or "zh-Hant"`)
	}
	c.Game.Version, _ = g.str("version")
	if e, ok := g.str("engine"); ok {
		d.id(g.keyPath("engine"), "[game] engine", e)
		c.Game.Engine = e
	}
	if p := g.sub("players", "[game] players", "min", "max"); p != nil {
		p.check()
		lo, _ := p.integer("min")
		hi, _ := p.integer("max")
		if lo < 1 || hi < lo || hi > MaxPlayers {
			d.errorf(p.path, "[game] players: need 1 ≤ min ≤ max ≤ %d, got min = %d, max = %d", MaxPlayers, lo, hi)
		}
		c.Game.MinPlayers, c.Game.MaxPlayers = lo, hi
	}
	if s := g.sub("card_size", "[game] card_size", "width", "height"); s != nil {
		s.check()
		for _, k := range []string{"width", "height"} {
			v, ok := s.number(k)
			if !ok {
				if !s.has(k) {
					s.missing(k, "millimetres")
				}
				d.badCardSize = true
				continue
			}
			if v < 10 || v > 300 {
				d.badCardSize = true
				d.errorf(s.keyPath(k), "[game] card_size: %s %v mm is outside 10–300 mm", k, v)
				continue
			}
			if k == "width" {
				c.Game.CardWidth = v
			} else {
				c.Game.CardHeight = v
			}
		}
	}
	d.figureSize(c, g)
}

var rgbPattern = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

func (d *decoder) rgb(t *table, key string) ([3]uint8, bool) {
	s, ok := t.str(key)
	if !ok {
		return [3]uint8{}, false
	}
	if !rgbPattern.MatchString(s) {
		d.errorf(t.keyPath(key), "%s: %s %q must be a color like \"#D0312D\"", t.what, key, s)
		return [3]uint8{}, false
	}
	v, _ := strconv.ParseUint(s[1:], 16, 32)
	return [3]uint8{uint8(v >> 16), uint8(v >> 8), uint8(v)}, true
}

func (d *decoder) colors(c *Catalog, top *table) {
	t := top.sub("colors", "[colors]")
	if t == nil {
		return
	}
	for _, id := range t.ordered() {
		what := fmt.Sprintf("color %q", id)
		ct := d.table(t.keyPath(id), what, t.m[id], "name", "symbol", "rgb", "gray", "cmyk")
		ct.check()
		if id == "all" {
			d.report(d.keyPos(ct.path), false, `color id "all" is reserved: it means every color in a card's colors`)
		}
		d.id(ct.path, what, id)
		col := Color{ID: id}
		col.Name, _ = ct.str("name")
		col.Symbol, _ = ct.str("symbol")
		if !ct.has("name") {
			ct.missing("name", "the color's name in the game's language")
		}
		var ok bool
		if col.RGB, ok = d.rgb(ct, "rgb"); !ok && !ct.has("rgb") {
			ct.missing("rgb", `print color, like "#D0312D"`)
		}
		if gray, ok := d.rgb(ct, "gray"); ok {
			if gray[0] != gray[1] || gray[1] != gray[2] {
				d.errorf(ct.keyPath("gray"), "%s: gray %q is not a gray: its red, green and blue must be equal, like \"#767676\"", what, fmt.Sprintf("#%02X%02X%02X", gray[0], gray[1], gray[2]))
			} else {
				col.Gray, col.GrayGiven = gray[0], true
			}
		}
		if ct.has("cmyk") {
			col.CMYK, col.CMYKGiven = d.cmyk(ct)
			// A print file knows a colour by its RGB only: two colours of
			// one RGB cannot print as two CMYKs.
			for _, other := range c.Colors {
				if col.CMYKGiven && other.CMYKGiven && other.RGB == col.RGB && other.CMYK != col.CMYK {
					d.errorf(ct.keyPath("cmyk"), "%s: cmyk differs from color %q's, which has the same rgb; give them the same cmyk, or different rgb", what, other.ID)
				}
			}
		}
		c.Colors = append(c.Colors, col)
	}
}

// cmyk reads a colour's [c, m, y, k] in per cent.
func (d *decoder) cmyk(t *table) ([4]float64, bool) {
	list, ok := asList(t.m["cmyk"])
	var k [4]float64
	if ok && len(list) == 4 {
		for i, v := range list {
			switch n := v.(type) {
			case int64:
				k[i] = float64(n)
			case float64:
				k[i] = n
			default:
				ok = false
			}
			ok = ok && k[i] >= 0 && k[i] <= 100
		}
	}
	if !ok || len(list) != 4 {
		d.errorf(t.keyPath("cmyk"), "%s: cmyk must be four per cents [C, M, Y, K], each 0–100, like [0, 85, 80, 0]", t.what)
		return k, false
	}
	return k, true
}

func (d *decoder) icons(c *Catalog, top *table) {
	t := top.sub("icons", "[icons]")
	if t == nil {
		return
	}
	for _, id := range t.ordered() {
		what := fmt.Sprintf("icon %q", id)
		it := d.table(t.keyPath(id), what, t.m[id], "name", "shape", "image", "description")
		it.check()
		d.id(it.path, what, id)
		ic := Icon{ID: id}
		ic.Name, _ = it.str("name")
		if !it.has("name") {
			it.missing("name", "the icon's name for the legend")
		}
		ic.Description, _ = it.str("description")
		ic.Shape, _ = it.str("shape")
		ic.Image, _ = it.str("image")
		switch {
		case it.has("shape") && it.has("image"):
			d.errorf(it.keyPath("image"), "%s: give either shape or image, not both", what)
		case ic.Shape != "" && !contains(Shapes, ic.Shape):
			msg := fmt.Sprintf("%s: unknown shape %q; shapes: %s", what, ic.Shape, strings.Join(Shapes, ", "))
			if s := Suggest(ic.Shape, Shapes); s != "" {
				msg = fmt.Sprintf("%s: unknown shape %q; did you mean %q?", what, ic.Shape, s)
			}
			d.errorf(it.keyPath("shape"), "%s", msg)
		case !it.has("shape") && !it.has("image"):
			it.missing("shape", "one of "+strings.Join(Shapes, ", ")+`, or image = "icons/x.png"`)
		}
		c.Icons = append(c.Icons, ic)
	}
}

func (d *decoder) sets(c *Catalog, top *table) {
	t := top.sub("sets", "[sets]")
	if t == nil {
		c.Sets = []Set{{ID: "all", Name: "All cards"}}
		return
	}
	for _, id := range t.ordered() {
		what := fmt.Sprintf("set %q", id)
		st := d.table(t.keyPath(id), what, t.m[id], "name", "extends", "total")
		st.check()
		d.id(st.path, what, id)
		s := Set{ID: id, pos: d.keyPos(st.path)}
		s.Name, _ = st.str("name")
		if !st.has("name") {
			s.Name = id
		}
		s.Extends, _ = st.str("extends")
		if n, ok := st.integer("total"); ok {
			if n < 1 {
				d.errorf(st.keyPath("total"), "%s: total must be at least 1, got %d", what, n)
			}
			s.Total = n
			s.pos = d.valPos(st.keyPath("total"))
		}
		c.Sets = append(c.Sets, s)
	}
	ids := c.SetIDs()
	for _, s := range c.Sets {
		p := t.keyPath(s.ID) + ".extends"
		switch {
		case s.Extends == "":
		case c.Set(s.Extends) == nil:
			d.errorf(p, "set %q extends unknown set %q%s", s.ID, s.Extends, DidYouMean(s.Extends, ids))
		case c.includes(s.Extends, s.ID):
			d.errorf(p, "set %q extends %q, which extends it back: sets must not form a cycle", s.ID, s.Extends)
		}
	}
}

// DidYouMean formats, for a message about an unknown s, the likely typo it
// is ("; did you mean \"skip\"?") or the list of what is known (cut after
// a dozen).
func DidYouMean(s string, known []string) string {
	if m := Suggest(s, known); m != "" {
		return fmt.Sprintf("; did you mean %q?", m)
	}
	if len(known) == 0 {
		return "; none is declared"
	}
	if len(known) > 12 {
		known = append(known[:12:12], "…")
	}
	return "; known: " + strings.Join(known, ", ")
}

func (d *decoder) kinds(c *Catalog, top *table) {
	if !top.has("kinds") {
		c.Kinds = []Kind{{ID: "number", Name: "number card"}, {ID: "action", Name: "action card"}}
		return
	}
	for _, n := range d.named(top, "kinds", "kind") {
		c.Kinds = append(c.Kinds, Kind(n))
	}
}

func (d *decoder) stats(c *Catalog, top *table) {
	for _, n := range d.named(top, "stats", "stat") {
		c.Stats = append(c.Stats, Stat(n))
	}
}

// named reads a table of entries that only have a name ([kinds], [stats]);
// the name defaults to the id.
func (d *decoder) named(top *table, key, what string) []struct{ ID, Name string } {
	t := top.sub(key, "["+key+"]")
	if t == nil {
		return nil
	}
	var out []struct{ ID, Name string }
	for _, id := range t.ordered() {
		w := fmt.Sprintf("%s %q", what, id)
		nt := d.table(t.keyPath(id), w, t.m[id], "name")
		nt.check()
		d.id(nt.path, w, id)
		name := id
		if n, ok := nt.str("name"); ok {
			name = n
		}
		out = append(out, struct{ ID, Name string }{id, name})
	}
	return out
}

func (d *decoder) back(c *Catalog, top *table) {
	c.Back = Back{Color: [3]uint8{0x2B, 0x2D, 0x42}}
	b := top.sub("back", "[back]", "text", "color", "art")
	if b == nil {
		return
	}
	b.check()
	c.Back.Text, _ = b.str("text")
	if col, ok := d.rgb(b, "color"); ok {
		c.Back.Color = col
	}
	c.Back.Art, _ = b.str("art")
}
