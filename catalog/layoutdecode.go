package catalog

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"path"
	"sort"
	"strconv"
	"strings"

	"cardpress/diag"
	"cardpress/fonts"
)

// LayoutsFile is the optional file of layouts beside the catalog.
const LayoutsFile = "layouts.toml"

//go:embed builtin/*.toml
var builtin embed.FS

// BuiltinLayout returns the source of a built-in layout file ("small",
// "large", "back"), for `cardpress init` and the documentation.
func BuiltinLayout(name string) ([]byte, error) { return builtin.ReadFile("builtin/" + name + ".toml") }

// layoutsIn gathers the [layouts] and [groups] of one parsed file into src;
// they are read once every file is gathered (see readLayouts).
func (d *decoder) layoutsIn(src *layoutSource, top *table, isBuiltin bool) {
	if g := top.sub("groups", "[groups]"); g != nil {
		for _, id := range g.ordered() {
			what := fmt.Sprintf("group %q", id)
			gt := d.table(g.keyPath(id), what, g.m[id], "element")
			gt.check()
			d.id(gt.path, what, id)
			if prev, dup := src.groups[id]; dup {
				d.report(d.keyPos(gt.path), false, "%s is declared twice (first at %s)", what, prev.o.d.keyPos(prev.o.path))
				continue
			}
			src.groups[id] = &rawLayout{id: id, o: origin{d, gt.path}, m: gt.m, builtin: isBuiltin}
		}
	}
	t := top.sub("layouts", "[layouts]")
	if t == nil {
		return
	}
	for _, id := range t.ordered() {
		what := fmt.Sprintf("layout %q", id)
		lt := d.table(t.keyPath(id), what, t.m[id], "side", "kinds", "back", "design", "size", "extends", "element")
		lt.check()
		d.id(lt.path, what, id)
		if prev := src.byID(id); prev != nil {
			d.report(d.keyPos(lt.path), false, "%s is declared twice (first at %s)", what, prev.o.d.keyPos(prev.o.path))
			continue
		}
		src.layouts = append(src.layouts, &rawLayout{id: id, o: origin{d, lt.path}, m: lt.m, builtin: isBuiltin})
	}
}

// handOn takes the diagnostics of the private decoder of a merged table;
// those of a file's decoder reach d with the file's (layoutSource.flush).
func (d *decoder) handOn(from *decoder) {
	if from.private {
		d.diags = append(d.diags, from.diags...)
	}
}

// readLayout reads a layout with its parents merged in.
func (d *decoder) readLayout(src *layoutSource, raw *rawLayout) *Layout {
	r := src.resolve(d, raw.id)
	what := fmt.Sprintf("layout %q", raw.id)
	lt := r.top.table(what, "side", "kinds", "back", "design", "size", "element")
	l := &Layout{ID: raw.id, Side: "face", Builtin: raw.builtin, Pos: raw.o.d.keyPos(raw.o.path)}
	if s, ok := lt.str("side"); ok {
		if s != "face" && s != "back" {
			lt.d.errorf(lt.keyPath("side"), `%s: side must be "face" or "back", got %q`, what, s)
		}
		l.Side = s
	}
	if raw.id == "back" {
		l.Side = "back"
	}
	l.Kinds, _ = lt.strings("kinds")
	l.Back, _ = lt.str("back")
	l.backAt = lt.d.valPos(lt.keyPath("back"))
	if v, ok := lt.m["design"]; ok {
		if list, ok := asList(v); ok && len(list) == 2 {
			for i := range list {
				n, _ := lt.numberAt(list[i])
				l.Design[i] = n
			}
		}
		if !(l.Design[0] >= 1 && l.Design[0] <= maxLengthMM && l.Design[1] >= 1 && l.Design[1] <= maxLengthMM) {
			lt.d.errorf(lt.keyPath("design"), "%s: design must be the card size the layout is written for, [width, height] in mm, like [63, 88]", what)
		}
	}
	if lt.has("size") {
		l.Size = layoutSize(lt, what)
		l.sizeAt = lt.d.valPos(lt.keyPath("size"))
	}
	if v, ok := raw.m["element"]; ok {
		if _, ok := asList(v); !ok {
			raw.o.d.errorf(raw.o.path+".element", "%s: element must be an array of tables ([[layouts.%s.element]])", what, raw.id)
		}
	}
	d.handOn(lt.d)
	for i, e := range r.elements {
		ewhat := fmt.Sprintf("%s element #%d", what, i+1)
		if n := e.name(); n != "" {
			ewhat = fmt.Sprintf("%s element %q", what, n)
		}
		et := e.table(ewhat)
		for _, k := range layoutControlKeys {
			delete(et.m, k)
		}
		el := et.d.element(et)
		el.Name = e.name()
		l.Elements = append(l.Elements, el)
		d.handOn(et.d)
	}
	return l
}

func (c *Catalog) removeLayout(id string) {
	for i, l := range c.Layouts {
		if l.ID == id {
			c.Layouts = append(c.Layouts[:i], c.Layouts[i+1:]...)
			return
		}
	}
}

func (t *table) numberAt(v any) (float64, bool) {
	switch x := v.(type) {
	case int64:
		return float64(x), true
	case float64:
		return x, !math.IsNaN(x) && !math.IsInf(x, 0)
	}
	return 0, false
}

// element reads one [[layouts.ID.element]].
func (d *decoder) element(t *table) Element {
	e := Element{Pos: d.keyPos(t.path), Props: map[string]diag.Pos{}, Leading: 1.4, Align: "left", VAlign: "top", Fit: "cover", Anchor: [2]float64{0.5, 0.5}}
	for k := range t.m {
		e.Props[k] = d.valPos(t.keyPath(k))
	}
	typ, ok := t.str("type")
	if !ok {
		if !t.has("type") {
			t.missing("type", "one of "+strings.Join(ElementTypes, ", "))
		}
		return e
	}
	keys, known := elementKeys[typ]
	if !known {
		d.errorf(t.keyPath("type"), "%s: unknown element type %q%s", t.what, typ, DidYouMean(typ, ElementTypes))
		return e
	}
	e.Type = typ
	t.what = fmt.Sprintf("%s (%s)", t.what, typ)
	t.known = append(append([]string{}, commonElementKeys...), keys...)
	t.check()
	d.elementBox(t, &e)
	e.Bleed = t.boolean("bleed")
	if w, ok := t.str("when"); ok {
		terms, err := ParseWhen(w)
		if err != nil {
			d.errorf(t.keyPath("when"), "%s: %v", t.what, err)
		}
		for i := range terms {
			terms[i].fieldAt = d.stringPos(t.keyPath("when"), terms[i].fieldOff)
			terms[i].valueAt = d.stringPos(t.keyPath("when"), terms[i].valueOff)
		}
		e.When = terms
	}
	if r, ok := t.integer("rotate"); ok {
		switch r {
		case 0, 90, 180, 270:
			e.Rotate = r / 90
		default:
			d.errorf(t.keyPath("rotate"), "%s: rotate must be 0, 90, 180 or 270 (degrees clockwise), got %d", t.what, r)
		}
	}
	e.Color = d.paint(t, "color")
	e.Stroke = d.paint(t, "stroke")
	for _, k := range []string{"tint", "shade"} {
		if v, ok := t.number(k); ok {
			if v < 0 || v > 1 {
				d.errorf(t.keyPath(k), "%s: %s must be between 0 and 1, got %v", t.what, k, v)
			}
			if k == "tint" {
				e.Color.Tint, e.Stroke.Tint = v, v
			} else {
				e.Color.Shade, e.Stroke.Shade = v, v
			}
		}
	}
	e.Color.Readable = t.boolean("readable")
	d.positive(t, "width", &e.Width)
	d.positive(t, "radius", &e.Radius)
	d.positive(t, "hatch", &e.Hatch)
	d.positive(t, "gap", &e.Gap)
	d.positive(t, "size", &e.Size)
	d.positive(t, "min_size", &e.MinSize)
	d.positive(t, "leading", &e.Leading)
	if typ == ElemText {
		d.textElement(t, &e)
	}
	if typ == ElemLine || typ == ElemFrame {
		if e.Width == 0 {
			e.Width = 0.3
		}
		if !e.Color.Set {
			e.Color = Paint{Set: true, RGB: [3]uint8{0x22, 0x22, 0x22}}
		}
	}
	e.Path, _ = t.str("path")
	if typ == ElemImage && e.Path == "" && !t.has("path") {
		t.missing("path", `the image file in the game folder, like "img/frame.png" (may hold {field} marks)`)
	}
	if e.Path != "" && !insideFolder(e.Path) {
		d.errorf(t.keyPath("path"), "%s: path %q leaves the game folder; write a path inside it with forward slashes, like \"img/frame.png\"", t.what, e.Path)
	}
	if f, ok := t.str("fit"); ok {
		if f != "cover" && f != "contain" && f != "stretch" {
			d.errorf(t.keyPath("fit"), "%s: fit must be cover, contain or stretch, got %q", t.what, f)
		}
		e.Fit = f
	}
	if v, ok := t.m["anchor"]; ok {
		list, _ := asList(v)
		okA := len(list) == 2
		for i := 0; okA && i < 2; i++ {
			n, isNum := t.numberAt(list[i])
			okA = isNum && n >= 0 && n <= 1
			e.Anchor[i] = n
		}
		if !okA {
			d.errorf(t.keyPath("anchor"), "%s: anchor must be [x, y] with 0 ≤ x, y ≤ 1 (0.5, 0.5 is the center)", t.what)
		}
	}
	if a, ok := t.str("align"); ok {
		if !contains([]string{"left", "center", "right", "justify"}, a) {
			d.errorf(t.keyPath("align"), "%s: align must be left, center, right or justify, got %q", t.what, a)
		}
		e.Align = a
	}
	return e
}

func (d *decoder) textElement(t *table, e *Element) {
	e.Field, _ = t.str("field")
	e.Text, _ = t.str("text")
	switch {
	case t.has("field") && t.has("text"):
		d.errorf(t.keyPath("text"), "%s: give either field or text, not both", t.what)
	case !t.has("field") && !t.has("text"):
		t.missing("field", `the field printed, like "name", or text = "a template with {field} marks"`)
	}
	e.Wrap = e.Field == "text" || e.Field == "flavor"
	if t.has("wrap") {
		e.Wrap = t.boolean("wrap")
	}
	e.Font, _ = t.str("font")
	if w, ok := t.str("weight"); ok {
		if w != "regular" && w != "bold" {
			d.errorf(t.keyPath("weight"), "%s: weight must be regular or bold, got %q", t.what, w)
		}
		e.Bold = w == "bold"
	}
	if e.Size == 0 {
		e.Size = 8
	}
	if e.MinSize == 0 || e.MinSize > e.Size {
		if t.has("min_size") {
			d.errorf(t.keyPath("min_size"), "%s: min_size %v is above size %v", t.what, e.MinSize, e.Size)
		}
		e.MinSize = e.Size
	}
	if v, ok := t.str("valign"); ok {
		if v != "top" && v != "middle" && v != "bottom" {
			d.errorf(t.keyPath("valign"), "%s: valign must be top, middle or bottom, got %q", t.what, v)
		}
		e.VAlign = v
	}
}

func (d *decoder) positive(t *table, key string, to *float64) {
	if v, ok := t.number(key); ok {
		if v < 0 || v > maxLengthMM {
			d.errorf(t.keyPath(key), "%s: %s must be a number from 0 to %d, got %v", t.what, key, maxLengthMM, v)
			return
		}
		*to = v
	}
}

func (t *table) boolean(key string) bool {
	v, ok := t.m[key]
	if !ok {
		return false
	}
	b, ok := v.(bool)
	if !ok {
		t.wrongType(key, "true or false")
	}
	return b
}

func (d *decoder) elementBox(t *table, e *Element) {
	v, ok := t.m["box"]
	if !ok {
		e.Box = Box{W: Length{Pct: 100}, H: Length{Pct: 100}}
		return
	}
	list, ok := asList(v)
	if !ok || len(list) != 4 {
		d.errorf(t.keyPath("box"), `%s: box must be [x, y, width, height], each mm or a percentage of the card ("50%%", "100%% - 4")`, t.what)
		return
	}
	var ls [4]Length
	bad := false
	for i, item := range list {
		l, err := ParseLength(item)
		if err != nil {
			d.errorf(t.keyPath("box")+"."+strconv.Itoa(i), "%s: box: %v", t.what, err)
			bad = true
		}
		ls[i] = l
	}
	if bad { // one error, not a second one about the box it leaves
		e.Box = Box{W: Length{Pct: 100}, H: Length{Pct: 100}}
		return
	}
	e.Box = Box{ls[0], ls[1], ls[2], ls[3]}
}

// paint reads a color: "#RRGGBB", "card", or a color id of the catalog.
func (d *decoder) paint(t *table, key string) Paint {
	s, ok := t.str(key)
	if !ok {
		return Paint{}
	}
	switch {
	case s == "card":
		return Paint{Set: true, Card: true}
	case s == "back":
		return Paint{Set: true, Back: true}
	case s == "back-contrast":
		return Paint{Set: true, Contrast: true}
	case s == "card-contrast":
		return Paint{Set: true, CardContrast: true}
	case rgbPattern.MatchString(s):
		rgb, _ := d.rgb(t, key)
		return Paint{Set: true, RGB: rgb}
	}
	return Paint{Set: true, colorID: s}
}

// resolvePaints turns color ids into RGB once the colors are known.
func (d *decoder) resolvePaints(c *Catalog, l *Layout) {
	for i := range l.Elements {
		e := &l.Elements[i]
		for prop, p := range map[string]*Paint{"color": &e.Color, "stroke": &e.Stroke} {
			if p.colorID == "" {
				continue
			}
			if col := c.Color(p.colorID); col != nil {
				p.RGB = col.RGB
			} else {
				d.report(e.at(prop), false, "layout %q: unknown color %q; write \"#RRGGBB\", \"card\" or a color id%s", l.ID, p.colorID, DidYouMean(p.colorID, c.ColorIDs()))
			}
			p.colorID = ""
		}
	}
}

// layouts reads the game's layouts (catalog and layouts.toml), adds the
// built-in ones the game does not replace, merges each with the layouts it
// extends, and checks every reference.
func (d *decoder) layouts(c *Catalog, top *table, fsys fs.FS, dir string) {
	src := newLayoutSource()
	d.layoutsIn(src, top, false)
	if fsys != nil {
		if data, err := fs.ReadFile(fsys, LayoutsFile); err == nil {
			var file *decoder
			d.sub(path.Join(dir, LayoutsFile), data, func(sd *decoder, t *table) {
				t.known = []string{"layouts", "groups"}
				t.check()
				sd.layoutsIn(src, t, false)
				file = sd
			})
			src.later(file)
		} else if !errors.Is(err, fs.ErrNotExist) {
			d.report(diag.Pos{File: path.Join(dir, LayoutsFile)}, false, "cannot read %s: %v", LayoutsFile, unwrapPath(err))
		}
	}
	small := c.Game.CardWidth < 30 || c.Game.CardHeight < 30
	for _, name := range []string{"small", "large", "back"} {
		if name == "small" && !small || name == "large" && small {
			continue
		}
		data, _ := BuiltinLayout(name)
		var file *decoder
		d.sub("builtin/"+name+".toml", data, func(sd *decoder, t *table) {
			own := newLayoutSource()
			sd.layoutsIn(own, t, true)
			for _, l := range own.layouts {
				if src.byID(l.id) == nil { // the game's own layout replaces the built-in one
					src.layouts = append(src.layouts, l)
				}
			}
			for id, g := range own.groups {
				if src.groups[id] == nil {
					src.groups[id] = g
				}
			}
			file = sd
		})
		src.later(file)
	}
	// An inherited element is read once for each layout that has it: a
	// mistake in it is said once, at the line that writes it.
	from := len(d.diags)
	for _, raw := range src.layouts {
		c.Layouts = append(c.Layouts, d.readLayout(src, raw))
	}
	src.flush(d)
	d.diags = append(d.diags[:from], onePerPos(d.diags[from:])...)
}

// sub decodes another TOML file (layouts.toml, a built-in layout) into the
// same diagnostics, with that file's positions.
func (d *decoder) sub(name string, src []byte, read func(sd *decoder, t *table)) {
	x := diag.NewIndex(name, diag.WithoutBOM(src))
	raw, perr := parseTOML(x)
	if perr != nil {
		d.diags = append(d.diags, *perr)
		return
	}
	sd := &decoder{x: x, spans: locate(x.Src)}
	read(sd, sd.table("", name, raw))
	d.diags = append(d.diags, sd.diags...)
}

// checkLayouts validates what the layouts refer to, once the whole catalog
// is read: fields, fonts, colors, back layouts, boxes on the card.
func (d *decoder) checkLayouts(c *Catalog) {
	known := append(append(append([]string{}, BuiltinFields...), c.StatIDs()...), ids(c.Fields, func(f Field) string { return f.ID })...)
	used := map[string]bool{}
	// An inherited element is checked in each layout that has it: a
	// mistake in it is said once, at the line that writes it.
	defer func(from int) { d.diags = append(d.diags[:from], onePerPos(d.diags[from:])...) }(len(d.diags))
	for _, l := range c.Layouts {
		d.resolvePaints(c, l)
		if l.Back != "" {
			if b := c.LayoutByID(l.Back); b == nil || b.Side != "back" {
				d.report(l.backAt, false, "layout %q: back %q is not a back layout (side = \"back\")%s", l.ID, l.Back, DidYouMean(l.Back, c.layoutIDs("back")))
			}
		}
		for _, k := range l.Kinds {
			if !contains(c.KindIDs(), k) {
				d.report(l.Pos, false, "layout %q: kinds names unknown kind %q%s", l.ID, k, DidYouMean(k, c.KindIDs()))
			}
		}
		for i := range l.Elements {
			e := &l.Elements[i]
			for _, f := range e.fields() {
				used[f] = true
				if !contains(known, f) {
					d.report(e.at("field"), false, "layout %q: unknown field %q%s (declare custom fields under [fields])", l.ID, f, DidYouMean(f, known))
				}
			}
			for _, t := range e.When {
				used[t.Field] = true
				if !contains(known, t.Field) {
					d.report(t.fieldAt, false, "layout %q: condition names unknown field %q%s", l.ID, t.Field, DidYouMean(t.Field, known))
				} else if msg := c.conditionValue(t); msg != "" && !l.Builtin {
					d.report(t.valueAt, false, "layout %q: condition \"%s %s %s\": %s", l.ID, t.Field, map[bool]string{false: "=", true: "!="}[t.Not], t.Value, msg)
				}
			}
			if e.Font != "" && !contains([]string{"sans", "serif", "kai"}, e.Font) && c.Font(e.Font) == nil {
				d.report(e.at("font"), false, "layout %q: unknown font %q; fonts: sans, serif, kai%s", l.ID, e.Font, strings.TrimPrefix(DidYouMean(e.Font, c.fontIDs()), "; known:"))
			}
			if f := c.Font(e.Font); e.Font != "" && e.Bold && f != nil && f.Bold == "" && !f.broken {
				d.report(e.at("weight"), false, "layout %q: font %q has no bold face; add bold = \"fonts/….ttf\" to [fonts.%s]", l.ID, e.Font, e.Font)
			}
			if e.Type != "" { // an unknown type is reported already; it has no box
				d.checkBox(c, l, e)
			}
		}
	}
	for _, f := range c.Fields {
		if !used[f.ID] {
			d.report(f.Pos, false, "field %q is used by no layout; print it with an element (field = %q) or remove it", f.ID, f.ID)
		}
	}
}

// onePerPos keeps the first diagnostic at each position.
func onePerPos(diags []diag.Diagnostic) []diag.Diagnostic {
	seen := map[diag.Pos]bool{}
	var out []diag.Diagnostic
	for _, dg := range diags {
		if !seen[dg.Pos] {
			seen[dg.Pos] = true
			out = append(out, dg)
		}
	}
	return out
}

// maxBleed is how far (mm) an element may reach beyond the trim.
const maxBleed = 5

// checkBox reports a box that leaves the card (beyond the bleed) or has no
// area, on each card size the layout is drawn at.
func (d *decoder) checkBox(c *Catalog, l *Layout, e *Element) {
	for _, sz := range c.sizesOf(l) {
		w, h := sz[0], sz[1]
		s := l.Scale(w, h)
		x, y := e.Box.X.Resolve(w, s), e.Box.Y.Resolve(h, s)
		bw, bh := e.Box.W.Resolve(w, s), e.Box.H.Resolve(h, s)
		if e.Type != ElemLine && (bw <= 0 || bh <= 0) {
			d.report(e.at("box"), false, "layout %q: box is %.1f × %.1f mm on this %g × %g mm card; give it a positive width and height", l.ID, bw, bh, w, h)
			return
		}
		if x < -maxBleed-1e-6 || y < -maxBleed-1e-6 || x+bw > w+maxBleed+1e-6 || y+bh > h+maxBleed+1e-6 {
			d.report(e.at("box"), false, "layout %q: box (%.1f, %.1f, %.1f × %.1f mm) lies outside the %g × %g mm card (elements may reach %d mm into the bleed at most)", l.ID, x, y, bw, bh, w, h, maxBleed)
			return
		}
	}
}

// Scale is the factor the layout's mm and pt values take on a w × h card.
func (l *Layout) Scale(w, h float64) float64 {
	if l.Design[0] == 0 {
		return 1
	}
	return min(w, h) / min(l.Design[0], l.Design[1])
}

// at is the position of an element's property, or of the element.
func (e *Element) at(prop string) diag.Pos {
	if p, ok := e.Props[prop]; ok {
		return p
	}
	return e.Pos
}

// At is the position of an element's property (or of the element), for
// errors found while laying out a card.
func (e *Element) At(prop string) diag.Pos { return e.at(prop) }

// fields lists the fields an element prints.
func (e *Element) fields() []string {
	var out []string
	if e.Field != "" {
		out = append(out, e.Field)
	}
	for _, src := range []string{e.Text, e.Path} {
		for _, m := range TemplateFields(src) {
			out = append(out, m)
		}
	}
	return out
}

// insideFolder reports whether the path template p, its {field} marks
// standing for one name each, stays inside the game folder.
func insideFolder(p string) bool {
	for _, f := range TemplateFields(p) {
		p = strings.Replace(p, "{"+f+"}", "x", 1)
	}
	clean := path.Clean(p)
	return !strings.Contains(p, `\`) && fs.ValidPath(clean) && clean != "."
}

// TemplateFields lists the {field} marks of a template.
func TemplateFields(s string) []string {
	var out []string
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return out
		}
		out = append(out, s[i+1:i+j])
		s = s[i+j+1:]
	}
}

func (c *Catalog) layoutIDs(side string) []string {
	var out []string
	for _, l := range c.Layouts {
		if l.Side == side {
			out = append(out, l.ID)
		}
	}
	sort.Strings(out)
	return out
}

func (c *Catalog) fontIDs() []string { return ids(c.Fonts, func(f FontFile) string { return f.ID }) }

// entries calls read for every [key.ID] table of top in file order, with
// its unknown keys reported and its id checked.
func (d *decoder) entries(top *table, key, kind string, known []string, read func(id string, t *table)) {
	t := top.sub(key, "["+key+"]")
	if t == nil {
		return
	}
	for _, id := range t.ordered() {
		et := d.table(t.keyPath(id), fmt.Sprintf("%s %q", kind, id), t.m[id], known...)
		et.check()
		d.id(et.path, et.what, id)
		read(id, et)
	}
}

// fields reads [fields]: custom card fields for layouts.
func (d *decoder) fields(c *Catalog, top *table) {
	d.entries(top, "fields", "field", []string{"name", "type", "required"}, func(id string, ft *table) {
		if contains(BuiltinFields, id) || contains(cardKeys, id) {
			d.report(d.keyPos(ft.path), false, "%s: %q is a built-in field; choose another id", ft.what, id)
		}
		f := Field{ID: id, Name: id, Type: "string", Pos: d.keyPos(ft.path)}
		if n, ok := ft.str("name"); ok {
			f.Name = n
		}
		if ty, ok := ft.str("type"); ok {
			if ty != "string" && ty != "integer" {
				d.errorf(ft.keyPath("type"), `%s: type must be "string" or "integer", got %q`, ft.what, ty)
			}
			f.Type = ty
		}
		f.Required = ft.boolean("required")
		c.Fields = append(c.Fields, f)
	})
}

// cardFields reads the custom field values of a card.
func (d *decoder) cardFields(c *Catalog, t *table, e *Entry) {
	for _, f := range c.Fields {
		v, ok := t.m[f.ID]
		if !ok {
			if f.Required {
				t.missing(f.ID, fmt.Sprintf("the card's %s, a %s, which the layouts print", f.Name, f.Type))
			}
			continue
		}
		if e.Fields == nil {
			e.Fields = map[string]string{}
		}
		switch x := v.(type) {
		case string:
			if f.Type == "integer" {
				t.wrongType(f.ID, "an integer (field "+f.ID+" has type integer)")
				continue
			}
			e.Fields[f.ID] = x
		case int64:
			if f.Type == "string" {
				t.wrongType(f.ID, "a string (field "+f.ID+" has type string)")
				continue
			}
			e.Fields[f.ID] = strconv.FormatInt(x, 10)
		default:
			t.wrongType(f.ID, "a "+f.Type)
		}
	}
	if l, ok := t.str("layout"); ok {
		e.Layout = l
	}
}

// checkCardLayouts checks each card's layout choice and the fields its
// layout prints without a condition.
func (d *decoder) checkCardLayouts(c *Catalog) {
	for _, e := range c.Cards {
		if e.Layout != "" {
			if l := c.LayoutByID(e.Layout); l == nil || l.Side != "face" {
				d.errorf(e.path+".layout", "card %q: unknown face layout %q%s", e.ID, e.Layout, DidYouMean(e.Layout, c.layoutIDs("face")))
				continue
			}
		}
		l := c.FaceLayout(e)
		if l == nil {
			d.report(e.Pos, false, "card %q: no layout for kind %q; give the card layout = \"…\" or add a layout named \"default\"", e.ID, e.Kind)
			continue
		}
		for _, el := range l.Elements {
			for _, f := range el.fields() {
				fd := c.FieldByID(f)
				if fd == nil || len(el.When) > 0 {
					continue
				}
				if _, ok := e.Fields[f]; !ok && !fd.Required {
					d.report(e.Pos, false, "card %q: missing field %q, which layout %q prints (at %s); give it a value or make the element conditional (when = %q)", e.ID, f, l.ID, el.Pos, f)
				}
			}
		}
	}
}

// gameFonts reads [fonts]: font files (.ttf, .otf) of the game folder, registered
// for measuring and drawing.
func (d *decoder) gameFonts(c *Catalog, top *table, fsys fs.FS) {
	d.entries(top, "fonts", "font", []string{"file", "bold", "license"}, func(id string, ft *table) {
		what := ft.what
		f := FontFile{ID: id, Pos: d.keyPos(ft.path)}
		if contains([]string{"sans", "serif", "kai"}, id) {
			d.report(d.keyPos(ft.path), false, "%s: %q names a built-in font; choose another id", what, id)
			f.broken = true // its elements are not also wrong
		}
		f.broken = f.broken || !idPattern.MatchString(id)
		f.File, _ = ft.str("file")
		f.Bold, _ = ft.str("bold")
		f.License, _ = ft.str("license")
		if !ft.has("file") {
			ft.missing("file", `the font file (.ttf or .otf) in the game folder, like "fonts/MyFont.ttf"`)
		}
		if !ft.has("license") {
			ft.missing("license", `the font's license text in the game folder, like "fonts/OFL.txt": a shipped font needs its license`)
		}
		if fsys != nil {
			d.registerFont(c, ft, &f, fsys)
		}
		c.Fonts = append(c.Fonts, f)
	})
}

// registerFont reads a game font's files and registers its faces.
func (d *decoder) registerFont(c *Catalog, ft *table, f *FontFile, fsys fs.FS) {
	for _, k := range []string{"file", "bold", "license"} {
		p, _ := ft.str(k)
		if p == "" {
			continue
		}
		data, msg := readFontFile(fsys, p, k)
		if msg != "" {
			d.errorf(ft.keyPath(k), "%s: %s", ft.what, msg)
			f.broken = true
			continue
		}
		if k == "license" {
			continue
		}
		st, err := fonts.Register(c.Game.ID+"-"+f.ID+"-"+k, data, fonts.TextStyle(c.Game.Language))
		if err != nil {
			d.errorf(ft.keyPath(k), "%s: %s %q: %v", ft.what, k, p, err)
			f.broken = true
			continue
		}
		f.faces = append(f.faces, st.Primary())
		if k == "file" {
			f.Style = st
		} else {
			f.BoldStyle = st
		}
	}
}

// readFontFile reads a file a [fonts] entry names (k: file, bold,
// license), or says what keeps it from being read, naming the real cause.
func readFontFile(fsys fs.FS, p, k string) ([]byte, string) {
	clean := path.Clean(p)
	example := map[bool]string{true: "fonts/OFL.txt", false: "fonts/MyFont.ttf"}[k == "license"]
	if !insideFolder(p) {
		return nil, fmt.Sprintf("%s %q leaves the game folder; write a path inside it with forward slashes, like %q", k, p, example)
	}
	if st, err := fs.Stat(fsys, clean); err == nil && st.IsDir() {
		return nil, fmt.Sprintf("%s %q is a folder; name the file in it, like %q", k, p, example)
	}
	data, err := fs.ReadFile(fsys, clean)
	var outside *OutsideFolderError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		dir, base := path.Split(clean)
		var names []string
		if entries, err := fs.ReadDir(fsys, path.Clean(dir)); err == nil {
			for _, e := range entries {
				names = append(names, e.Name())
			}
		}
		if s := Suggest(base, names); s != "" {
			return nil, fmt.Sprintf("%s %q does not exist in the game folder; did you mean %q?", k, p, path.Join(dir, s))
		}
		return nil, fmt.Sprintf("%s %q does not exist in the game folder", k, p)
	case errors.As(err, &outside):
		return nil, fmt.Sprintf("%s %q %v", k, p, outside)
	case err != nil:
		return nil, fmt.Sprintf("cannot read %s %q in the game folder: %v", k, p, unwrapPath(err))
	}
	return data, ""
}

// conditionValue says what is wrong with the value a condition term
// compares a field with, or "": a kind must be a kind id, and the counted
// fields (colors, icons) and integer fields compare with whole numbers. A
// value no card can have would make the element silently vanish.
func (c *Catalog) conditionValue(t Term) string {
	if !t.HasOp {
		return ""
	}
	counted := t.Field == "colors" || t.Field == "icons"
	integer := counted
	for _, f := range c.Fields {
		integer = integer || f.ID == t.Field && f.Type == "integer"
	}
	switch {
	case t.Field == "kind" && !contains(c.KindIDs(), t.Value):
		return fmt.Sprintf("unknown kind %q%s", t.Value, DidYouMean(t.Value, c.KindIDs()))
	case counted:
		if n, err := strconv.Atoi(t.Value); err != nil || n < 0 {
			return fmt.Sprintf("%s counts the card's %s; write a whole number, like %s = 2", t.Field, t.Field, t.Field)
		}
	case integer:
		if _, err := strconv.Atoi(t.Value); err != nil {
			return fmt.Sprintf("%s is an integer field; write a whole number, like %s = 2", t.Field, t.Field)
		}
	}
	return ""
}
