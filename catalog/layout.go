package catalog

import (
	"fmt"
	"io/fs"
	"math"

	"cardpress/diag"
	"cardpress/fonts"

	"strconv"
	"strings"
	"unicode"
)

// A Layout is a named card design: elements drawn in order onto a card face
// (or back). Layouts are data: the game folder declares them in its catalog
// ([layouts.ID]) or in a layouts.toml beside it; cardpress ships built-in ones
// in the same format (catalog/builtin). docs/layouts.md documents the format.
type Layout struct {
	ID    string
	Side  string   // "face" or "back"
	Kinds []string // a face layout serves the cards of these kinds unless a card names its own
	Back  string   // a face layout's back layout; "" = the game's default back
	// Design is the card size (mm) the layout's millimetres and points are
	// written for; on a card of another size they scale with the smaller
	// side. Zero: no scaling.
	Design [2]float64
	// Size is the card size (mm) of the cards this face layout draws, when
	// it is not the game's card_size (see CardSize); for a back layout, the
	// size of the faces it may stand behind. Zero: the game's.
	Size     [2]float64
	Elements []Element
	Builtin  bool
	Pos      diag.Pos
	backAt   diag.Pos // where Back is written
	sizeAt   diag.Pos // where Size is written
}

// Element types.
const (
	ElemText   = "text"
	ElemArt    = "art"
	ElemIcons  = "icons"
	ElemImage  = "image"
	ElemRect   = "rect"
	ElemCircle = "circle"
	ElemLine   = "line"
	ElemFrame  = "frame"
)

// Element is one drawn part of a layout.
type Element struct {
	Type string
	// Name is the element's name (name = "title"), or "": a layout that
	// extends this one overrides, replaces or removes it by name.
	Name  string
	Box   Box
	Bleed bool // the box grows into the bleed on every side that touches the trim
	When  []Term
	// Rotate turns the element's content clockwise by quarter turns (0–3);
	// the box stays where it is written.
	Rotate int

	Color Paint // fill (shapes) or ink (text); default: Ink for text
	// Stroke is the outline of rect and circle (none when unset), the
	// color of line and frame.
	Stroke Paint
	Width  float64 // mm: stroke width
	Radius float64 // mm: rounded corners of rect and frame
	Hatch  float64 // mm: a rect drawn as 45° hatching of this pitch instead of a fill

	// Text
	Field   string // the field printed; or Text, a template with {field} marks
	Text    string
	Font    string // "sans", "serif", "kai" or an id of [fonts]; "" = the game's card text style
	Bold    bool
	Size    float64 // pt
	MinSize float64 // pt: shrink-to-fit stops here
	Leading float64 // line height in em
	Align   string  // left, center, right, justify
	VAlign  string  // top, middle, bottom
	Wrap    bool    // several lines (rule text); single-line fields shrink to the width

	// Art and images
	Path   string     // image: a file of the game folder, may hold {field} marks
	Fit    string     // cover, contain, stretch
	Anchor [2]float64 // cover: the point of the image kept in view (0–1); contain: where the image sits
	Gap    float64    // icons: mm between icons

	Pos diag.Pos // the element's [[…element]] header
	// Props gives the position of each property, for errors found while laying out.
	Props map[string]diag.Pos
}

// Length is a position or size on the card: a percentage of the card's width
// (x, w) or height (y, h), plus millimetres.
type Length struct {
	Pct float64
	MM  float64
}

// Box is an element's rectangle relative to the card's trim.
type Box struct{ X, Y, W, H Length }

// Paint is a color: fixed, a catalog color, or the card's own colors (bands
// when a card has several), lightened (Tint) or darkened (Shade).
type Paint struct {
	Set      bool
	Card     bool
	RGB      [3]uint8
	Tint     float64 // toward white, 0–1
	Shade    float64 // toward black, 0–1
	Readable bool    // darkened as needed to read on white
	Back     bool    // the [back] color
	Contrast bool    // white or ink, whichever reads on the [back] color
	// CardContrast is white or ink, whichever reads on the card's color.
	CardContrast bool
	colorID      string // a catalog color id, resolved once the colors are read
}

// Term is one condition of an element's when: the field is set (or not),
// or equals (or not) a value.
type Term struct {
	Field string
	Not   bool
	Value string // "" = only whether the field is set
	HasOp bool
	// fieldOff and valueOff are the byte offsets of Field and Value in the
	// condition, and fieldAt and valueAt their positions in the source,
	// for errors found once the catalog is read.
	fieldOff, valueOff int
	fieldAt, valueAt   diag.Pos
}

// Field is a card field declared for layouts: cards give its value under its
// id, like the built-in keys.
type Field struct {
	ID       string
	Name     string
	Type     string // "string" or "integer"
	Required bool
	Pos      diag.Pos
}

// FontFile is a font (.ttf or .otf) shipped in the game folder.
type FontFile struct {
	ID      string
	File    string // path in the game folder
	Bold    string // optional bold face
	License string // path of the license text in the game folder
	Pos     diag.Pos
	// Style and BoldStyle measure and draw the font (fonts.Register).
	Style, BoldStyle fonts.Style
	// faces keep the faces of the styles: the registry holds those of a
	// font saved since only while a catalog does.
	faces []*fonts.Face
	// broken is set when the entry has an error already (its id, a file
	// that cannot be read), so that the elements set in it are not
	// reported for it again.
	broken bool
}

// elementKeys are the properties each element type takes.
var elementKeys = map[string][]string{
	ElemText:   {"field", "text", "font", "weight", "size", "min_size", "leading", "align", "valign", "wrap", "readable"},
	ElemArt:    {"fit", "anchor", "path"},
	ElemImage:  {"path", "fit", "anchor"},
	ElemIcons:  {"gap", "align"},
	ElemRect:   {"stroke", "width", "radius", "hatch"},
	ElemCircle: {"stroke", "width"},
	ElemLine:   {"width"},
	ElemFrame:  {"width", "radius"},
}

var commonElementKeys = []string{"type", "box", "bleed", "when", "rotate", "color", "tint", "shade"}

// ElementTypes lists the element types in documentation order.
var ElementTypes = []string{ElemText, ElemArt, ElemIcons, ElemImage, ElemRect, ElemCircle, ElemLine, ElemFrame}

// BuiltinFields are the fields every card has, for text elements and
// conditions.
var BuiltinFields = []string{"id", "name", "kind", "number", "points", "text", "flavor", "title", "set",
	"set_mark", "stats", "copies", "symbols", "colors", "art", "icons", "back_text", "color", "card_art"}

// Lengths a layout may use: boxes may reach past the card into the bleed,
// but no card is a metre wide, and a NaN or 1e300 would only surface as a
// box of nonsense (or a 300-digit message) much later.
const (
	maxLengthMM  = 1000
	maxLengthPct = 1000
)

// ParseLength reads a length: a number of mm, "N%" or "N% + M" / "N% - M".
// Values that are not finite or lie beyond ±1000 mm or ±1000 % are errors.
func ParseLength(v any) (Length, error) {
	l, err := parseLength(v)
	if err == nil && !(math.Abs(l.MM) <= maxLengthMM && math.Abs(l.Pct) <= maxLengthPct) {
		return Length{}, fmt.Errorf("length %v is out of range: lengths are within ±%d mm and ±%d%%", v, maxLengthMM, maxLengthPct)
	}
	return l, err
}

func parseLength(v any) (Length, error) {
	switch x := v.(type) {
	case int64:
		return Length{MM: float64(x)}, nil
	case float64:
		return Length{MM: x}, nil
	case string:
		s := strings.ReplaceAll(x, " ", "")
		i := strings.IndexByte(s, '%')
		if i < 0 {
			mm, err := strconv.ParseFloat(strings.TrimSuffix(s, "mm"), 64)
			if err != nil {
				return Length{}, fmt.Errorf("length %q: write mm as a number, or a percentage like \"50%%\" or \"100%% - 4\"", x)
			}
			return Length{MM: mm}, nil
		}
		pct, err := strconv.ParseFloat(s[:i], 64)
		if err != nil {
			return Length{}, fmt.Errorf("length %q: %q is not a percentage", x, s[:i+1])
		}
		l := Length{Pct: pct}
		if rest := strings.TrimSuffix(s[i+1:], "mm"); rest != "" {
			mm, err := strconv.ParseFloat(rest, 64)
			if err != nil || (rest[0] != '+' && rest[0] != '-') {
				return Length{}, fmt.Errorf("length %q: after the percentage write + or - and mm, like \"100%% - 4\"", x)
			}
			l.MM = mm
		}
		return l, nil
	}
	return Length{}, fmt.Errorf("a length must be a number of mm or a string like \"50%%\", got %s", Describe(v))
}

// Resolve gives a length in mm on a side of the given size; mm values scale
// by s (a layout drawn for another card size).
func (l Length) Resolve(side, s float64) float64 { return l.Pct/100*side + l.MM*s }

// ParseWhen reads a condition: terms joined by "&", each "field", "!field",
// "field = value" or "field != value".
func ParseWhen(s string) ([]Term, error) {
	var terms []Term
	start := 0
	for _, part := range strings.SplitAfter(s, "&") {
		off := start
		start += len(part)
		part = strings.TrimSuffix(part, "&")
		t := Term{Field: part}
		if field, value, ok := strings.Cut(part, "="); ok {
			t = Term{Field: field, Value: value, HasOp: true, valueOff: off + len(field) + 1}
			if f, not := strings.CutSuffix(field, "!"); not {
				t.Field, t.Not = f, true
			}
			t.Value = strings.TrimPrefix(value, "=") // "kind == number" reads as "kind = number"
			t.valueOff += len(value) - len(t.Value)
			t.Value, t.valueOff = trimmed(t.Value, t.valueOff)
		} else if f := strings.TrimSpace(part); strings.HasPrefix(f, "!") {
			t.Field, t.Not = part[strings.Index(part, "!")+1:], true
			off += strings.Index(part, "!") + 1
		}
		t.Field, t.fieldOff = trimmed(t.Field, off)
		if !idPattern.MatchString(t.Field) || (t.HasOp && t.Value == "") {
			return nil, fmt.Errorf("condition %q: write terms like \"art\", \"!flavor\", \"kind = number\", \"colors != 1\", joined by &", s)
		}
		terms = append(terms, t)
	}
	return terms, nil
}

// trimmed trims the spaces around s, which starts at byte off, and returns
// it with its new offset.
func trimmed(s string, off int) (string, int) {
	t := strings.TrimLeftFunc(s, unicode.IsSpace)
	return strings.TrimRightFunc(t, unicode.IsSpace), off + len(s) - len(t)
}

// layoutIndex finds layouts by id and the face layout serving a kind
// without a walk of Layouts: faces are laid out by card, each asking for
// its layouts, and a game may give every card a layout of its own.
type layoutIndex struct {
	of     []*Layout // the Layouts indexed, to notice a later change
	byID   map[string]*Layout
	byKind map[string]*Layout // the first face layout listing the kind
}

// indexLayouts indexes the layouts once they are all read.
func (c *Catalog) indexLayouts() {
	x := &layoutIndex{of: c.Layouts, byID: make(map[string]*Layout, len(c.Layouts)), byKind: map[string]*Layout{}}
	for _, l := range c.Layouts {
		if _, ok := x.byID[l.ID]; !ok {
			x.byID[l.ID] = l
		}
		if l.Side != "face" {
			continue
		}
		for _, k := range l.Kinds {
			if _, ok := x.byKind[k]; !ok {
				x.byKind[k] = l
			}
		}
	}
	c.layouts = x
}

// index is the layout index when it still describes Layouts, else nil (a
// catalog made or changed by hand is searched instead).
func (c *Catalog) index() *layoutIndex {
	x := c.layouts
	if x == nil || len(x.of) != len(c.Layouts) || len(c.Layouts) > 0 && &x.of[0] != &c.Layouts[0] {
		return nil
	}
	return x
}

// LayoutByID returns the layout with the given id, or nil.
func (c *Catalog) LayoutByID(id string) *Layout {
	if x := c.index(); x != nil {
		return x.byID[id]
	}
	for _, l := range c.Layouts {
		if l.ID == id {
			return l
		}
	}
	return nil
}

// FaceLayout is the layout a card's faces are drawn with: the card's own
// layout, else the face layout serving its kind, else "default".
func (c *Catalog) FaceLayout(e *Entry) *Layout {
	if e.Layout != "" {
		return c.LayoutByID(e.Layout)
	}
	if x := c.index(); x != nil {
		if l := x.byKind[e.Kind]; l != nil {
			return l
		}
		return c.LayoutByID("default")
	}
	for _, l := range c.Layouts {
		if l.Side == "face" && contains(l.Kinds, e.Kind) {
			return l
		}
	}
	return c.LayoutByID("default")
}

// BackLayout is the layout of the backs of a card: its face layout's back,
// else "back".
func (c *Catalog) BackLayout(e *Entry) *Layout {
	if e != nil {
		if l := c.FaceLayout(e); l != nil && l.Back != "" {
			return c.LayoutByID(l.Back)
		}
	}
	return c.LayoutByID("back")
}

// FieldByID returns the declared custom field with the given id, or nil.
func (c *Catalog) FieldByID(id string) *Field {
	for i := range c.Fields {
		if c.Fields[i].ID == id {
			return &c.Fields[i]
		}
	}
	return nil
}

// Font returns the game font with the given id, or nil.
func (c *Catalog) Font(id string) *FontFile {
	for i := range c.Fonts {
		if c.Fonts[i].ID == id {
			return &c.Fonts[i]
		}
	}
	return nil
}

// figureSize reads [game] figure_size, the size of the manual's card
// figures. Without it a figure is the card itself, reduced to at most 36 mm
// wide so that the text beside it keeps its room.
func (d *decoder) figureSize(c *Catalog, g *table) {
	w, h := c.Game.CardWidth, c.Game.CardHeight
	if s := min(1, 36/w); s < 1 {
		w, h = w*s, h*s
	}
	c.Game.FigureWidth, c.Game.FigureHeight = w, h
	s := g.sub("figure_size", "[game] figure_size", "width", "height")
	if s == nil {
		return
	}
	s.check()
	fw, okW := s.number("width")
	fh, okH := s.number("height")
	switch {
	case !okW || !okH:
		d.errorf(s.path, "[game] figure_size: give width and height in mm, like { width = 29, height = 17 }")
	case fw < 5 || fh < 5 || fw > 150 || fh > 150:
		d.errorf(s.path, "[game] figure_size: %v × %v mm is outside 5–150 mm", fw, fh)
	case math.Abs(fw/fh-c.Game.CardWidth/c.Game.CardHeight) > 0.03*c.Game.CardWidth/c.Game.CardHeight:
		d.errorf(s.path, "[game] figure_size: %v × %v mm does not have the card's proportions (%v × %v mm); for one third of the card write { width = %.1f, height = %.1f }",
			fw, fh, c.Game.CardWidth, c.Game.CardHeight, c.Game.CardWidth/3, c.Game.CardHeight/3)
	default:
		c.Game.FigureWidth, c.Game.FigureHeight = fw, fh
	}
}

// variantArt checks the art of every color variant of a card whose art
// path holds {color} ("art/skip-{color}.png" → "art/skip-red.png"); a
// missing one leaves the card's faces without art.
func (d *decoder) variantArt(e *Entry, fsys fs.FS) {
	for _, v := range e.Variants {
		p := strings.ReplaceAll(e.Art, "{color}", v.Key())
		if d.image(fsys, e.path+".art", fmt.Sprintf("card %q (%s)", e.ID, v.Key()), &p, "the card gets placeholder faces") {
			e.ArtMissing = true
		}
	}
}
