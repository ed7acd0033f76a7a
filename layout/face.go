package layout

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/fonts"
)

// Card faces and backs are drawn from the catalog's layouts: lists of
// elements (text, art, icons, images, shapes) with boxes relative to the
// trim. This file is the element renderer; the looks themselves are data
// (the game's layouts.toml, or catalog/builtin/*.toml).

// FaceOptions tune how card faces are drawn.
type FaceOptions struct {
	Bleed float64 // mm of background beyond the cut line
	Gray  bool    // gray palette, for the black-and-white manual
}

// Neutral is the color of colorless cards where a layout paints "card".
var Neutral = Color{0x7D, 0x7A, 0x75}

// CardFace lays out one face in card coordinates: (0, 0) is the top-left
// corner of the cut rectangle. Text that does not fit its element even at
// the element's minimum size is an error naming the card and the element.
func CardFace(c *catalog.Catalog, f catalog.Face, o FaceOptions) ([]Box, error) {
	l := c.FaceLayout(f.Entry)
	if l == nil {
		return nil, fmt.Errorf("card %s: no face layout", f.ID)
	}
	return render(c, l, &f, o)
}

// CardBack lays out the game's default back.
func CardBack(c *catalog.Catalog, o FaceOptions) []Box {
	boxes, _ := BackOf(c, nil, o)
	return boxes
}

// BackOf lays out the back printed behind a face: its face layout's back
// layout, else the game's default back (f nil).
func BackOf(c *catalog.Catalog, f *catalog.Face, o FaceOptions) ([]Box, error) {
	var e *catalog.Entry
	if f != nil {
		e = f.Entry
	}
	l := c.BackLayout(e)
	if l == nil {
		return nil, fmt.Errorf("no back layout")
	}
	return render(c, l, f, o)
}

// BackID names the back a face gets, so that equal backs are laid out once.
func BackID(c *catalog.Catalog, f catalog.Face) string {
	l := c.BackLayout(f.Entry)
	switch {
	case l == nil || l == c.BackLayout(nil) && !usesCard(l):
		return "back"
	case !usesCard(l):
		return "back:" + l.ID
	}
	return "back:" + l.ID + ":" + f.ID
}

// usesCard reports whether a back layout shows anything of the card it is
// behind (its colors or fields), so that it must be laid out per card.
func usesCard(l *catalog.Layout) bool {
	for _, e := range l.Elements {
		// An art element without a path draws the back's own art.
		if e.Color.Card || e.Stroke.Card || e.Type == catalog.ElemIcons {
			return true
		}
		for _, t := range e.When {
			if t.Field != "art" && t.Field != "title" && t.Field != "back_text" {
				return true
			}
		}
		for _, f := range catalog.TemplateFields(e.Text + e.Path) {
			if f != "title" && f != "back_text" {
				return true
			}
		}
		if e.Field != "" && e.Field != "title" && e.Field != "back_text" {
			return true
		}
	}
	return false
}

// faceCtx is one face (or back) being laid out.
type faceCtx struct {
	c      *catalog.Catalog
	f      *catalog.Face // nil on the default back
	l      *catalog.Layout
	o      FaceOptions
	w, h   float64
	s      float64 // scale of the layout's mm and pt on this card
	colors []Color
	pal    func(Color) Color
	radius float64 // of the rect being filled
}

func newFaceCtx(c *catalog.Catalog, l *catalog.Layout, f *catalog.Face, o FaceOptions) *faceCtx {
	x := &faceCtx{c: c, f: f, l: l, o: o, w: c.Game.CardWidth, h: c.Game.CardHeight, pal: palette(c, o.Gray)}
	if f != nil { // a face, or a back behind it, is the card's own size
		x.w, x.h = c.CardSize(f.Entry)
	}
	x.s = l.Scale(x.w, x.h)
	if f != nil {
		x.colors = faceColors(c, *f, x.pal)
	}
	return x
}

func render(c *catalog.Catalog, l *catalog.Layout, f *catalog.Face, o FaceOptions) ([]Box, error) {
	x := newFaceCtx(c, l, f, o)
	var boxes []Box
	for i := range l.Elements {
		e := &l.Elements[i]
		if !x.visible(e) {
			continue
		}
		b, err := x.element(e)
		if err != nil {
			return nil, x.errorAt(e, err)
		}
		boxes = append(boxes, b...)
	}
	return boxes, nil
}

// errorAt positions a layout error, naming the card: a card's text that
// cannot fit is reported where the card writes it (at its first line that
// overflows, when that can be found in the source), with the element
// named in the hint; any other error at the element.
func (x *faceCtx) errorAt(e *catalog.Element, err error) error {
	what := "the back"
	if x.f != nil {
		what = "card " + x.f.ID
	}
	d := diag.Diagnostic{Pos: e.Pos, Msg: fmt.Sprintf("%s, layout %q, %s: %v", what, x.l.ID, describeElement(e), err)}
	var fit *fitError
	if errors.As(err, &fit) && x.f != nil {
		// A field the card writes, printed alone or in a template: the
		// designer's own file, not a layout they may not have.
		fields := catalog.TemplateFields(e.Text)
		if e.Field != "" {
			fields = []string{e.Field}
		}
		for _, f := range fields {
			if pos, ok := x.c.ValuePosAfter(x.f.Entry, f, fit.over.line, fit.over.before); ok {
				d.Pos, d.Hint = pos, fmt.Sprintf("the %s is at %s", describeElement(e), e.Pos)
				break
			}
		}
	}
	if x.l.Builtin {
		// The designer has no file of a built-in layout to point at.
		d.Hint = fmt.Sprintf("the built-in layout %q prints it; to change it, copy the layout into layouts.toml (docs/layouts.md)", x.l.ID)
		if d.Pos == e.Pos && x.f != nil {
			d.Pos = x.f.Entry.Pos
		}
	}
	return diag.List{d}
}

func describeElement(e *catalog.Element) string {
	switch {
	case e.Field != "":
		return fmt.Sprintf("%s element (field %s)", e.Type, e.Field)
	case e.Text != "":
		return fmt.Sprintf("%s element (text %q)", e.Type, e.Text)
	}
	return e.Type + " element"
}

func faceColors(c *catalog.Catalog, f catalog.Face, pal func(Color) Color) []Color {
	colors := make([]Color, len(f.Variant.Colors))
	for i, id := range f.Variant.Colors {
		colors[i] = pal(RGB(c.Color(id).RGB))
	}
	return colors
}

func palette(c *catalog.Catalog, gray bool) func(Color) Color {
	if gray {
		return GrayPalette(c)
	}
	return func(c Color) Color { return c }
}

// rect is an element's box in card coordinates, grown into the bleed where
// asked.
func (x *faceCtx) rect(e *catalog.Element) Rect {
	b := e.Box
	r := Rect{b.X.Resolve(x.w, x.s), b.Y.Resolve(x.h, x.s), b.W.Resolve(x.w, x.s), b.H.Resolve(x.h, x.s)}
	if e.Bleed && x.o.Bleed > 0 {
		const eps = 1e-6
		if r.X <= eps {
			r.X, r.W = r.X-x.o.Bleed, r.W+x.o.Bleed
		}
		if r.Y <= eps {
			r.Y, r.H = r.Y-x.o.Bleed, r.H+x.o.Bleed
		}
		if r.X+r.W >= x.w-eps {
			r.W += x.o.Bleed
		}
		if r.Y+r.H >= x.h-eps {
			r.H += x.o.Bleed
		}
	}
	return r
}

// element lays out one element; a rotated element is laid out in a box
// of its own orientation and turned into place.
func (x *faceCtx) element(e *catalog.Element) ([]Box, error) {
	r := x.rect(e)
	local := r
	if e.Rotate%2 == 1 {
		local = Rect{r.X, r.Y, r.H, r.W}
	}
	if e.Rotate != 0 {
		local.X, local.Y = 0, 0
	}
	var boxes []Box
	var err error
	switch e.Type {
	case catalog.ElemRect:
		boxes = x.rectShape(e, local)
	case catalog.ElemCircle:
		boxes = x.circle(e, local)
	case catalog.ElemLine:
		boxes = []Box{Line{A: Point{local.X, local.Y}, B: Point{local.X + local.W, local.Y + local.H}, Width: e.Width * x.s, Color: x.paint(e.Color, Ink)}}
	case catalog.ElemFrame:
		boxes = x.frame(e, local)
	case catalog.ElemArt:
		boxes = x.art(e, local)
	case catalog.ElemImage:
		boxes = []Box{Image{Rect: local, Path: x.template(e.Path), Gray: x.o.Gray, Fit: e.Fit, Anchor: Point{e.Anchor[0], e.Anchor[1]}}}
	case catalog.ElemIcons:
		boxes = x.icons(e, local)
	case catalog.ElemText:
		boxes, err = x.text(e, local)
	}
	if err != nil || e.Rotate == 0 {
		return boxes, err
	}
	return []Box{Rotated{Rect: r, Turns: e.Rotate, Boxes: boxes}}, nil
}

// paint resolves a layout color on this card; def is used when none is set.
func (x *faceCtx) paint(p catalog.Paint, def Color) Color {
	col := def
	switch {
	case p.Card:
		col = x.cardColor()
	case p.Back:
		col = RGB(x.c.Back.Color)
	case p.Contrast:
		col = contrast(RGB(x.c.Back.Color))
	case p.CardContrast:
		col = contrast(x.cardColor())
	case p.Set:
		col = RGB(p.RGB)
	}
	return x.pal(x.adjust(col, p))
}

// contrast is white or ink, whichever reads on bg.
func contrast(bg Color) Color {
	if bg.Luminance() > 0.6 {
		return Ink
	}
	return White
}

func (x *faceCtx) adjust(col Color, p catalog.Paint) Color {
	if p.Tint > 0 {
		col = col.Mix(White, p.Tint)
	}
	if p.Shade > 0 {
		col = col.Mix(Black, p.Shade)
	}
	if p.Readable && col.Luminance() > 0.55 {
		col = col.Mix(Black, 0.25)
	}
	return col
}

// cardColor is the card's one color; a colorless card's is Neutral, and a
// card of several colors prints its text in ink.
func (x *faceCtx) cardColor() Color {
	switch len(x.colors) {
	case 0:
		return Neutral
	case 1:
		return x.colors[0]
	}
	return Ink
}

// cardFill paints r in the card's colors: one color, or slanted bands.
func (x *faceCtx) cardFill(r Rect, p catalog.Paint, shape []Point) []Box {
	if len(x.colors) < 2 {
		col := x.paint(p, Neutral)
		if shape != nil {
			return roundedFill(r, x.radius, col)
		}
		return []Box{Fill{r, col}}
	}
	tints := make([]Color, len(x.colors))
	for i, col := range x.colors {
		tints[i] = x.adjust(col, p)
	}
	return bands(r, tints, r.H*0.25)
}

func (x *faceCtx) rectShape(e *catalog.Element, r Rect) []Box {
	var boxes []Box
	rad := e.Radius * x.s
	switch {
	case e.Hatch > 0:
		boxes = hatch(r, rad, e.Hatch*x.s, 0.12*x.s*e.Hatch/1.6, x.paint(e.Color, Ink))
	case e.Color.Card:
		var shape []Point
		if rad > 0 {
			shape = roundedRect(r, rad)
		}
		x.radius = rad
		boxes = x.cardFill(r, e.Color, shape)
	case e.Color.Set && rad > 0:
		boxes = roundedFill(r, rad, x.paint(e.Color, White))
	case e.Color.Set:
		boxes = []Box{Fill{r, x.paint(e.Color, White)}}
	}
	if e.Stroke.Set {
		boxes = append(boxes, outline(roundedRect(r, rad), e.Width*x.s, x.paint(e.Stroke, Ink))...)
	}
	return boxes
}

func (x *faceCtx) frame(e *catalog.Element, r Rect) []Box {
	w := e.Width * x.s
	in := r.Inset(w / 2) // the stroke stays inside the box
	col := x.paint(e.Color, Ink)
	return outline(roundedRect(in, e.Radius*x.s), w, col)
}

func (x *faceCtx) circle(e *catalog.Element, r Rect) []Box {
	pts := ellipse(r)
	var boxes []Box
	if e.Color.Set {
		boxes = append(boxes, Polygon{Points: pts, Color: x.paint(e.Color, White)})
	}
	if e.Stroke.Set {
		w := e.Width * x.s
		boxes = append(boxes, outline(ellipse(r.Inset(w/2)), w, x.paint(e.Stroke, Ink))...)
	}
	return boxes
}

// art draws the card's art; without art (or with a missing file) the
// element draws nothing, so that a placeholder can take its place (when = "!art").
func (x *faceCtx) art(e *catalog.Element, r Rect) []Box {
	path := x.artPath()
	if e.Path != "" {
		path = x.template(e.Path)
	}
	if path == "" {
		return nil
	}
	return []Box{Image{Rect: r, Path: path, Gray: x.o.Gray, Fit: e.Fit, Anchor: Point{e.Anchor[0], e.Anchor[1]}}}
}

// artPath is the card's art for this variant ("art/skip-{color}.png" takes
// the variant's colors), or "".
func (x *faceCtx) artPath() string {
	if x.f == nil || x.l.Side == "back" {
		if x.c.Back.Art != "" && !x.c.Back.ArtMissing {
			return x.c.Back.Art
		}
		return ""
	}
	e := x.f.Entry
	if e.Art == "" || e.ArtMissing {
		return ""
	}
	return strings.ReplaceAll(e.Art, "{color}", x.f.Variant.Key())
}

// icons draws the card's icons in a row as tall as the box.
func (x *faceCtx) icons(e *catalog.Element, r Rect) []Box {
	var boxes []Box
	ink := x.paint(e.Color, Ink)
	for i, at := range x.iconRects(e, r) {
		ic := x.c.Icon(x.f.Entry.Icons[i])
		if ic.Image != "" {
			boxes = append(boxes, Image{Rect: at, Path: ic.Image, Gray: x.o.Gray, Fit: "contain", Anchor: Point{0.5, 0.5}})
		} else {
			boxes = append(boxes, IconShape(ic.Shape, at.X, at.Y, at.W, ink))
		}
	}
	return boxes
}

// iconRects are the squares the card's icons take in an icons element's
// box r, in the order of the card's icons.
func (x *faceCtx) iconRects(e *catalog.Element, r Rect) []Rect {
	if x.f == nil || len(x.f.Entry.Icons) == 0 {
		return nil
	}
	side, gap := r.H, e.Gap*x.s
	n := float64(len(x.f.Entry.Icons))
	total := n*side + (n-1)*gap
	left := r.X
	switch e.Align {
	case "center":
		left = r.X + (r.W-total)/2
	case "right":
		left = r.X + r.W - total
	}
	out := make([]Rect, len(x.f.Entry.Icons))
	for i := range out {
		out[i] = Rect{left, r.Y, side, side}
		left += side + gap
	}
	return out
}

// visible evaluates an element's condition on this card.
func (x *faceCtx) visible(e *catalog.Element) bool {
	for _, t := range e.When {
		v := x.condValue(t.Field)
		ok := v != "" && v != "0"
		if t.HasOp {
			ok = v == t.Value
		}
		if ok == t.Not {
			return false
		}
	}
	return true
}

// condValue is a field as conditions see it: kind is the kind's id, colors
// and icons their count.
func (x *faceCtx) condValue(field string) string {
	if x.f == nil {
		v, _ := x.value(field)
		return v
	}
	switch field {
	case "kind":
		return x.f.Entry.Kind
	case "colors":
		return strconv.Itoa(len(x.f.Variant.Colors))
	case "icons":
		return strconv.Itoa(len(x.f.Entry.Icons))
	}
	v, _ := x.value(field)
	return v
}

// value is a field's printed text on this card ("" when the card has none).
func (x *faceCtx) value(field string) (string, bool) {
	c := x.c
	switch field {
	case "title":
		return c.Game.Title, true
	case "back_text":
		if c.Back.Text != "" {
			return c.Back.Text, true
		}
		return c.Game.Title, true
	}
	if field == "art" { // the card's art on faces, the [back] art on backs
		p := x.artPath()
		return p, p != ""
	}
	if x.f == nil {
		return "", false
	}
	e := x.f.Entry
	switch field {
	case "id":
		return x.f.ID, true
	case "name":
		return e.Name, true
	case "kind":
		for _, k := range c.Kinds {
			if k.ID == e.Kind {
				return k.Name, true
			}
		}
	case "number":
		if e.HasNumber {
			return strconv.Itoa(e.Number), true
		}
	case "points":
		if e.HasPoints {
			if e.IsTableau() {
				return fmt.Sprintf("%d/%d", e.Points, e.TableauPoints), true
			}
			return strconv.Itoa(e.Points), true
		}
	case "text":
		return e.Text, e.Text != ""
	case "flavor":
		return e.Flavor, e.Flavor != ""
	case "set":
		if s := c.Set(e.Set); s != nil {
			return s.Name, true
		}
	case "set_mark":
		if len(c.Sets) > 1 && e.Set != c.Sets[0].ID {
			return c.Set(e.Set).Name, true
		}
	case "stats":
		var parts []string
		for _, st := range c.StatValues(e) {
			// A no-break space: a line never parts a stat's name from its
			// value (「L」 / 「４」).
			parts = append(parts, st[0]+"\u00a0"+st[1])
		}
		return strings.Join(parts, "　"), len(parts) > 0
	case "copies":
		return strconv.Itoa(c.Copies(e, c.DefaultSet())), true
	case "symbols":
		s := Symbols(c, x.f.Variant)
		return s, s != ""
	case "colors":
		names := make([]string, len(x.f.Variant.Colors))
		for i, id := range x.f.Variant.Colors {
			names[i] = c.Color(id).Name
		}
		return strings.Join(names, "/"), len(names) > 0
	case "card_art": // the card's own art, on its back too
		if e.Art == "" || e.ArtMissing {
			return "", false
		}
		return strings.ReplaceAll(e.Art, "{color}", x.f.Variant.Key()), true
	case "icons":
		return strings.Join(e.Icons, " "), len(e.Icons) > 0
	}
	if v, ok := e.Stats[field]; ok {
		return v, true
	}
	if v, ok := e.Fields[field]; ok {
		return v, true
	}
	return "", false
}

// template replaces the {field} marks of s with the card's values.
func (x *faceCtx) template(s string) string {
	for _, f := range catalog.TemplateFields(s) {
		v, _ := x.value(f)
		if f == "color" && x.f != nil {
			v = x.f.Variant.Key()
		}
		s = strings.Replace(s, "{"+f+"}", v, 1)
	}
	return s
}

// FaceName names a card design in words: its name and suit symbol ("A♠"),
// or its colours' names and its name ("赤 Skip", "黄/緑 15") when it has
// some but not every colour and no symbol, or its name alone ("Wild").
func FaceName(c *catalog.Catalog, f catalog.Face) string {
	sym := Symbols(c, f.Variant)
	if sym != "" || len(f.Variant.Colors) == 0 || len(f.Variant.Colors) >= len(c.Colors) {
		return f.Entry.Name + sym
	}
	names := make([]string, len(f.Variant.Colors))
	for i, id := range f.Variant.Colors {
		names[i] = c.Color(id).Name
	}
	return strings.Join(names, "/") + " " + f.Entry.Name
}

// FaceNames names card designs, each uniquely, by face id: FaceName, and
// where two designs share it (two entries of one name) the face id after
// it, "Skip (skip-2/red)".
func FaceNames(c *catalog.Catalog, faces []catalog.Face) map[string]string {
	count := map[string]int{}
	for _, f := range faces {
		count[FaceName(c, f)]++
	}
	names := map[string]string{}
	for _, f := range faces {
		n := FaceName(c, f)
		if count[n] > 1 {
			n += " (" + f.ID + ")"
		}
		names[f.ID] = n
	}
	return names
}

// Symbols are the color symbols of a variant (a playing card's suit).
func Symbols(c *catalog.Catalog, v catalog.Variant) string {
	var b strings.Builder
	for _, id := range v.Colors {
		b.WriteString(c.Color(id).Symbol)
	}
	return b.String()
}

// style is the font an element's text is set in.
func (x *faceCtx) style(e *catalog.Element) fonts.Style {
	lang := x.c.Game.Language
	switch e.Font {
	case "":
		if e.Bold {
			return fonts.HeadStyle(lang)
		}
		return fonts.TextStyle(lang)
	case "sans":
		if e.Bold {
			return fonts.SansBold
		}
		return fonts.Sans
	case "serif":
		return fonts.Serif
	case "kai":
		return fonts.Kai
	}
	f := x.c.Font(e.Font)
	if e.Bold {
		return f.BoldStyle
	}
	return f.Style
}

// bands paints several colors as slanted bands across r.
func bands(r Rect, colors []Color, slant float64) []Box {
	width := r.W / float64(len(colors))
	var boxes []Box
	for i, col := range colors {
		x0, x1 := r.X+float64(i)*width, r.X+float64(i+1)*width
		if i == 0 {
			x0 -= 2 * slant
		}
		if i == len(colors)-1 {
			x1 += 2 * slant
		}
		top, bottom := r.Y, r.Y+r.H
		band := []Point{{x0 + slant, top}, {x1 + slant, top}, {x1 - slant, bottom}, {x0 - slant, bottom}}
		boxes = append(boxes, Polygon{Points: clipX(band, r.X, r.X+r.W), Color: col})
	}
	return boxes
}

// clipX cuts a convex polygon to the vertical strip lo ≤ x ≤ hi.
func clipX(pts []Point, lo, hi float64) []Point {
	return clipSide(clipSide(pts, lo, 1), hi, -1)
}

// clipSide keeps the part of a polygon where dir·(x − at) ≥ 0
// (one step of Sutherland–Hodgman).
func clipSide(pts []Point, at, dir float64) []Point {
	var out []Point
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		pin, qin := dir*(p.X-at) >= 0, dir*(q.X-at) >= 0
		if pin {
			out = append(out, p)
		}
		if pin != qin {
			t := (at - p.X) / (q.X - p.X)
			out = append(out, Point{at, p.Y + t*(q.Y-p.Y)})
		}
	}
	return out
}

// hatch fills r with 45° lines step mm apart, clipped to its corners of
// radius rad so that no line runs past a rounded frame drawn on the same box.
func hatch(a Rect, rad, step, width float64, col Color) []Box {
	shape := roundedRect(a, rad)
	var boxes []Box
	for x := a.X - a.H; x < a.X+a.W; x += step {
		p, q, ok := clipConvex(Point{x, a.Y + a.H}, Point{x + a.H, a.Y}, shape)
		if ok {
			boxes = append(boxes, Line{A: p, B: q, Width: width, Color: col})
		}
	}
	return boxes
}

// clipConvex clips the segment p–q to the convex polygon poly (either
// winding), Cyrus–Beck; ok is false when nothing of it is inside.
func clipConvex(p, q Point, poly []Point) (Point, Point, bool) {
	d := Point{q.X - p.X, q.Y - p.Y}
	area := 0.0
	for i, a := range poly {
		b := poly[(i+1)%len(poly)]
		area += a.X*b.Y - b.X*a.Y
	}
	t0, t1 := 0.0, 1.0
	for i, a := range poly {
		b := poly[(i+1)%len(poly)]
		// n points inward for either winding.
		n := Point{-(b.Y - a.Y), b.X - a.X}
		if area < 0 {
			n = Point{-n.X, -n.Y}
		}
		num := n.X*(p.X-a.X) + n.Y*(p.Y-a.Y)
		den := n.X*d.X + n.Y*d.Y
		switch {
		case den == 0:
			if num < 0 {
				return p, q, false
			}
		case den > 0:
			t0 = math.Max(t0, -num/den)
		default:
			t1 = math.Min(t1, -num/den)
		}
	}
	if t1-t0 <= 1e-9 {
		return p, q, false
	}
	return Point{p.X + t0*d.X, p.Y + t0*d.Y}, Point{p.X + t1*d.X, p.Y + t1*d.Y}, true
}

// roundedRect is the outline of r with corners of radius rad.
func roundedRect(r Rect, rad float64) []Point {
	rad = math.Min(rad, math.Min(r.W, r.H)/2)
	if rad <= 0 {
		return []Point{{r.X, r.Y}, {r.X + r.W, r.Y}, {r.X + r.W, r.Y + r.H}, {r.X, r.Y + r.H}}
	}
	var pts []Point
	corners := []struct{ cx, cy, from float64 }{
		{r.X + r.W - rad, r.Y + rad, -math.Pi / 2},
		{r.X + r.W - rad, r.Y + r.H - rad, 0},
		{r.X + rad, r.Y + r.H - rad, math.Pi / 2},
		{r.X + rad, r.Y + rad, math.Pi},
	}
	for _, c := range corners {
		for i := 0; i <= 8; i++ {
			t := c.from + float64(i)*math.Pi/16
			pts = append(pts, Point{c.cx + rad*math.Cos(t), c.cy + rad*math.Sin(t)})
		}
	}
	return pts
}

// roundedFill paints a rounded rectangle as rectangles and four small
// corner pieces: the rasterizer fills rectangles pixel by pixel, while a
// card-sized polygon costs it the whole area in anti-aliasing.
func roundedFill(r Rect, rad float64, col Color) []Box {
	rad = math.Min(rad, math.Min(r.W, r.H)/2)
	boxes := []Box{
		Fill{Rect{r.X + rad, r.Y, r.W - 2*rad, r.H}, col},
		Fill{Rect{r.X, r.Y + rad, rad, r.H - 2*rad}, col},
		Fill{Rect{r.X + r.W - rad, r.Y + rad, rad, r.H - 2*rad}, col},
	}
	// Each corner piece overlaps the rectangles a little, so that no seam
	// shows between a pixel-rounded fill and an anti-aliased edge.
	ov := math.Min(0.2, rad)
	for _, c := range []struct{ cx, cy, sx, sy float64 }{
		{r.X + rad, r.Y + rad, -1, -1}, {r.X + r.W - rad, r.Y + rad, 1, -1},
		{r.X + r.W - rad, r.Y + r.H - rad, 1, 1}, {r.X + rad, r.Y + r.H - rad, -1, 1},
	} {
		pts := []Point{{c.cx - c.sx*ov, c.cy - c.sy*ov}}
		for i := 0; i <= 8; i++ {
			t := float64(i) * math.Pi / 16
			pts = append(pts, Point{c.cx + c.sx*rad*math.Cos(t), c.cy + c.sy*rad*math.Sin(t)})
		}
		boxes = append(boxes, Polygon{Points: pts, Color: col})
	}
	return boxes
}

// ellipse is the outline of the ellipse inscribed in r.
func ellipse(r Rect) []Point {
	pts := make([]Point, 48)
	for i := range pts {
		t := float64(i) * 2 * math.Pi / 48
		pts[i] = Point{r.X + r.W/2 + r.W/2*math.Cos(t), r.Y + r.H/2 + r.H/2*math.Sin(t)}
	}
	return pts
}

// outline strokes a closed path as one quadrilateral per side, joints
// filled by a square cap at each corner.
func outline(pts []Point, width float64, col Color) []Box {
	var boxes []Box
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		dx, dy := q.X-p.X, q.Y-p.Y
		n := math.Hypot(dx, dy)
		if n == 0 {
			continue
		}
		// Extend each side by half the width so that corners close.
		ex, ey := dx/n*width/2, dy/n*width/2
		boxes = append(boxes, Line{A: Point{p.X - ex, p.Y - ey}, B: Point{q.X + ex, q.Y + ey}, Width: width, Color: col})
	}
	return boxes
}

// CardChip is a card as a small colored label, for rule examples: the name
// on the card's color (bands for several colors, neutral gray without),
// h mm tall and as wide as the name needs.
func CardChip(c *catalog.Catalog, f catalog.Face, h float64, gray bool) Figure {
	pal := palette(c, gray)
	colors := faceColors(c, f, pal)
	name := f.Entry.Name + Symbols(c, f.Variant)
	// In gray, colours are only shades: the chip names its color.
	if gray {
		name = FaceName(c, f)
	}
	style := fonts.HeadStyle(c.Game.Language)
	size := h * 0.62 / PtToMM
	w := TextWidth(style, name, size) + h*0.7
	r := Rect{0, 0, w, h}
	var boxes []Box
	switch len(colors) {
	case 0:
		boxes = []Box{Fill{r, pal(Neutral)}, Fill{r.Inset(h * 0.08), White}}
	case 1:
		boxes = []Box{Fill{r, colors[0]}}
	default:
		boxes = bands(r, colors, h*0.3)
	}
	ink := White
	if len(colors) == 0 || len(colors) == 1 && colors[0].Luminance() > 0.6 || len(colors) > 1 {
		ink = pal(Ink)
		if len(colors) > 1 {
			boxes = append(boxes, Fill{Rect{h * 0.2, h * 0.15, w - h*0.4, h * 0.7}, White})
		}
	}
	boxes = append(boxes, Text{X: h * 0.35, Y: h/2 + 0.36*size*PtToMM, Style: style, Size: size, Color: ink, Text: name})
	return Figure{W: w, H: h, Boxes: boxes}
}
