package layout

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/fonts"
)

// Large cards (poker size and up) have room for everything the catalog
// holds: name, points, stats, art, icons, the rule text and the flavor
// text. Sizes scale with the card's smaller side (s = 1 on a 63 mm card).

// largeCard is the smallest side from which a card gets the large layout.
const largeCard = 30.0

func largeFace(c *catalog.Catalog, f catalog.Face, colors []Color, o FaceOptions, pal func(Color) Color) ([]Box, error) {
	// A card with much text (a reference card) gives its art area up, step
	// by step, before its text gets too small; real art keeps its size.
	fracs := []float64{0.36, 0.22, 0.1, 0}
	if f.Entry.Art != "" && !f.Entry.ArtMissing {
		fracs = fracs[:1]
	}
	var err error
	for _, frac := range fracs {
		var boxes []Box
		if boxes, err = largeFaceWithArt(c, f, colors, o, pal, frac); err == nil {
			return boxes, nil
		}
	}
	return nil, err
}

func largeFaceWithArt(c *catalog.Catalog, f catalog.Face, colors []Color, o FaceOptions, pal func(Color) Color, artFrac float64) ([]Box, error) {
	w, h := c.Game.CardWidth, c.Game.CardHeight
	s := math.Min(w, h) / 63
	e := f.Entry
	boxes := frame(faceGeometry{w: w, h: h, u: s * 3, inner: Rect{0, 0, w, h}.Inset(2.2 * s)}, colors, o.Bleed, pal)
	inner := Rect{0, 0, w, h}.Inset(2.2 * s)
	boxes = append(boxes, Fill{inner, White})
	pad := 2 * s
	y := inner.Y + 6*s
	head, text := fonts.HeadStyle(c.Game.Language), fonts.TextStyle(c.Game.Language)
	right := inner.X + inner.W - pad

	// Title line: name on the left, points or the number on the right.
	room := inner.W - 2*pad
	if label := pointsLabel(e); label != "" && e.HasPoints {
		size := 9 * s
		lw := TextWidth(fonts.SansBold, label, size)
		boxes = append(boxes, Text{X: right - lw, Y: y, Style: fonts.SansBold, Size: size, Color: pal(Ink), Text: label})
		room -= lw + 2*s
	}
	name := e.Name + Symbols(c, f.Variant) // a playing card's index: "A♠"
	size, err := fit(head, name, room, 11*s, 6*s)
	if err != nil {
		return nil, fmt.Errorf("card %s: name %q %w", f.ID, name, err)
	}
	boxes = append(boxes, Text{X: inner.X + pad, Y: y, Style: head, Size: size, Color: pal(Ink), Text: name})
	y += 2.5 * s

	// Short stats in a row, as "コスト 3　P 5　L 4"; long ones (a condition,
	// a type line) open the text box as paragraphs of their own.
	var parts, long []string
	// The card's kind leads the row (キャラクター, 魔法), except on number
	// cards, whose number says it all.
	if e.Kind != "number" && len(c.Kinds) > 1 {
		for _, k := range c.Kinds {
			if k.ID == e.Kind {
				parts = append(parts, k.Name)
			}
		}
	}
	for _, st := range c.StatValues(e) {
		if utf8.RuneCountInString(st[1]) <= 8 {
			parts = append(parts, st[0]+" "+st[1])
		} else {
			long = append(long, st[0]+"："+st[1])
		}
	}
	if len(parts) > 0 {
		// One line, as large as fits down to 6 pt; else wrapped at 6 pt.
		line := strings.Join(parts, "　")
		room := inner.W - 2*pad
		ss, err := fit(text, line, room, 7.5*s, 6*s)
		if err != nil {
			ss = 6 * s
		}
		p := newParagraph([]Span{{Text: line, Style: text, Size: ss, Color: pal(Ink)}})
		for _, l := range p.breakLines(func(int) float64 { return room }) {
			y += 4 * s * ss / (7.5 * s)
			boxes = append(boxes, p.place(l, inner.X+pad, y, room, false)...)
		}
		y += 1.5 * s
	}

	// Art, big number or placeholder (none at all on a card that needs
	// the room for its text).
	y += 1.5 * s
	if artFrac > 0 {
		art := Rect{inner.X + pad, y, inner.W - 2*pad, inner.H * artFrac}
		g := faceGeometry{w: w, h: h, u: s * 3.7, inner: inner, art: art}
		boxes = append(boxes, artArea(c, g, f, colors, o, pal)...)
		y = art.Y + art.H + 1.5*s
	}

	// Icons under the art.
	if len(e.Icons) > 0 {
		side := 4 * s
		boxes = append(boxes, iconRow(c, e, inner.X+pad, y, side, 1.2*s, pal)...)
		y += side + 1.2*s
	}

	// Footer: the set's name.
	bottom := inner.Y + inner.H - pad
	if showsSet(c, e) {
		label := c.Set(e.Set).Name
		ls := 5.5 * s
		lw := TextWidth(text, label, ls)
		boxes = append(boxes, Text{X: right - lw, Y: bottom, Style: text, Size: ls, Color: pal(Ink.Mix(White, 0.4)), Text: label})
		bottom -= ls*PtToMM + 1*s
	}

	// Rule text and flavor fill the rest, shrinking to fit.
	body, err := textBox(append(long, PlainParagraphs(e.Text)...), PlainParagraphs(e.Flavor), text, c.Icon, Rect{inner.X + pad, y, inner.W - 2*pad, bottom - y}, s, pal)
	if err != nil {
		return nil, fmt.Errorf("card %s: %w", f.ID, err)
	}
	return append(boxes, body...), nil
}

// textBox sets the rule text, then a rule and the flavor in gray, in the
// largest size from 7.5 down to 5 points (scaled) at which all of it fits.
func textBox(rules, flavor []string, style fonts.Style, icons func(string) *catalog.Icon, r Rect, s float64, pal func(Color) Color) ([]Box, error) {
	if len(rules)+len(flavor) == 0 {
		return nil, nil
	}
	for size := 7.5 * s; size >= 5*s-1e-9; size -= 0.25 {
		if boxes, ok := setText(rules, flavor, style, icons, r, size, pal); ok {
			return boxes, nil
		}
	}
	return nil, fmt.Errorf("the rule text does not fit the card even at %.1f pt; shorten it or enlarge [game] card_size", 5*s)
}

func setText(rules, flavor []string, style fonts.Style, icons func(string) *catalog.Icon, r Rect, size float64, pal func(Color) Color) ([]Box, bool) {
	lh := size * 1.4 * PtToMM
	y := r.Y
	var boxes []Box
	set := func(paras []string, style fonts.Style, col Color) bool {
		for _, text := range paras {
			p := newParagraph(inlineIcons(icons, Span{Text: text, Style: style, Size: size, Color: col}))
			for _, l := range p.breakLines(func(int) float64 { return r.W }) {
				if y+lh > r.Y+r.H+1e-9 {
					return false
				}
				boxes = append(boxes, p.place(l, r.X, y+lh*0.75, r.W, true)...)
				y += lh
			}
			y += lh * 0.2
		}
		return true
	}
	if !set(rules, style, pal(Ink)) {
		return nil, false
	}
	if len(flavor) > 0 {
		y += lh * 0.2
		if y+lh > r.Y+r.H {
			return nil, false
		}
		gray := pal(Ink.Mix(White, 0.45))
		boxes = append(boxes, Line{A: Point{r.X, y}, B: Point{r.X + r.W*0.4, y}, Width: 0.2, Color: gray})
		y += lh * 0.3
		if !set(flavor, style, gray) {
			return nil, false
		}
	}
	return boxes, true
}

var iconMark = regexp.MustCompile(`:([a-z][a-z0-9_-]*):`)

// inlineIcons draws the catalog's :icon: marks of a text as icons.
func inlineIcons(icons func(string) *catalog.Icon, s Span) []Span {
	var out []Span
	rest := s.Text
	for {
		loc := iconMark.FindStringSubmatchIndex(rest)
		if loc == nil {
			break
		}
		ic := icons(rest[loc[2]:loc[3]])
		if ic == nil {
			// Not an icon: keep the text as written, including the
			// closing colon, and look further.
			out = append(out, Span{Text: rest[:loc[3]], Style: s.Style, Size: s.Size, Color: s.Color})
			rest = rest[loc[3]:]
			continue
		}
		if loc[0] > 0 {
			out = append(out, Span{Text: rest[:loc[0]], Style: s.Style, Size: s.Size, Color: s.Color})
		}
		out = append(out, IconSpan(ic.Shape, ic.Image, s.Size, s.Color))
		rest = rest[loc[1]:]
	}
	if rest != "" || len(out) == 0 {
		out = append(out, Span{Text: rest, Style: s.Style, Size: s.Size, Color: s.Color})
	}
	return out
}
