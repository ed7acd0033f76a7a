package layout

import (
	"strings"

	"cardpress/fonts"
)

// Span is a run of inline content in one style: text, or an icon drawn the
// size of the text around it.
type Span struct {
	Text  string
	Style fonts.Style
	Size  float64 // points
	Color Color
	Icon  string // icon shape name; Text is then iconRune
	Image string // icon image path, for icons given as images
	// KeepColor draws an icon image in its own colors (card faces in
	// color); otherwise in gray.
	KeepColor bool
	// Literal text is read as typed (code, example lines): its words are
	// never hyphenated.
	Literal bool
}

// iconRune stands for an inline icon in the text being broken: U+FFFC, the
// object replacement character, which line breaking treats like an ideograph.
const iconRune = "\uFFFC"

// IconSpan is an inline icon of the given shape (or image) at text size.
func IconSpan(shape, image string, size float64, c Color) Span {
	return Span{Text: iconRune, Style: fonts.Serif, Size: size, Color: c, Icon: shape, Image: image}
}

// width measures part of a span in mm.
func (s Span) width(text string) float64 {
	if s.Icon != "" || s.Image != "" {
		return float64(strings.Count(text, iconRune)) * s.Size * 1.05 * PtToMM
	}
	return TextWidth(s.Style, text, s.Size)
}

// draw appends to boxes those of part of a span with its baseline at (x, y).
func (s Span) draw(boxes []Box, text string, x, y float64) []Box {
	if s.Icon == "" && s.Image == "" {
		return append(boxes, Text{X: x, Y: y, Style: s.Style, Size: s.Size, Color: s.Color, Text: text})
	}
	side := s.Size * 0.85 * PtToMM
	for range strings.Count(text, iconRune) {
		top := y - side*0.92
		if s.Image != "" {
			boxes = append(boxes, Image{Rect: Rect{x + 0.08*side, top, side, side}, Path: s.Image, Gray: !s.KeepColor, Fit: "contain", Anchor: Point{0.5, 0.5}})
		} else {
			boxes = append(boxes, IconShape(s.Icon, x+0.08*side, top, side, s.Color))
		}
		x += s.Size * 1.05 * PtToMM
	}
	return boxes
}
