package layout

import (
	"math"
	"slices"

	"cardpress/catalog"
)

// GrayGap is how far apart in lightness (CIE L*, 0 black to 100 white) the
// grays of a game's colours are kept, so that red and blue cards stay
// apart in the black-and-white manual and the gray card images: taken as
// they are, red and blue are both a middle gray (83 and 88 of 255).
const GrayGap = 20.0

// The lightness the grays of the game's colours are spread within: the
// lightest stays visibly darker than the paper.
const grayTop = 90.0

// GrayPalette is how the game's cards are printed in gray: each colour of
// the catalog as the gray its [colors] entry gives (gray = "#767676"), else
// as a gray GrayGap apart in lightness from the other colours' grays, in
// their order of lightness and as near their own lightness as that allows
// (up to five colours; more share the range evenly); any other colour (ink,
// paper, frames, art tints) as the gray of its own lightness. It is the one
// colour-to-gray mapping of cardpress: card faces, chips and card images
// in gray all go through it.
func GrayPalette(c *catalog.Catalog) func(Color) Color {
	grays := gameGrays(c)
	return func(col Color) Color {
		if g, ok := grays[col]; ok {
			return g
		}
		return col.Gray()
	}
}

// gameGrays maps the catalog's colours to their grays. Colours of the
// same RGB (BlackPoker's spades and clubs) are one colour and get one gray.
func gameGrays(c *catalog.Catalog) map[Color]Color {
	grays := map[Color]Color{}
	var auto []Color
	for _, col := range c.Colors {
		rgb := RGB(col.RGB)
		if _, done := grays[rgb]; done || slices.Contains(auto, rgb) {
			continue
		}
		if col.GrayGiven {
			grays[rgb] = Color{col.Gray, col.Gray, col.Gray}
			continue
		}
		auto = append(auto, rgb)
	}
	slices.SortStableFunc(auto, func(a, b Color) int { return cmpFloat(lightness(a), lightness(b)) })
	ls := make([]float64, len(auto))
	for i, col := range auto {
		ls[i] = lightness(col)
	}
	for i, l := range spreadLightness(ls) {
		grays[auto[i]] = grayOfLightness(l)
	}
	return grays
}

// spreadLightness moves sorted lightnesses apart to at least GrayGap, each
// as little as it can: up from the darkest, then down from grayTop where
// that overshoots; when even that does not fit, evenly over 0–grayTop.
func spreadLightness(ls []float64) []float64 {
	n := len(ls)
	out := slices.Clone(ls)
	for i := 1; i < n; i++ {
		out[i] = max(out[i], out[i-1]+GrayGap)
	}
	if n > 0 && out[n-1] > grayTop {
		out[n-1] = grayTop
		for i := n - 2; i >= 0; i-- {
			out[i] = min(out[i], out[i+1]-GrayGap)
		}
	}
	if n > 1 && out[0] < 0 {
		for i := range out {
			out[i] = grayTop * float64(i) / float64(n-1)
		}
	}
	return out
}

// lightness is a colour's CIE L*, from its relative luminance (sRGB
// decoded to linear light).
func lightness(c Color) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	y := 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
	if y <= 216.0/24389 {
		return y * 24389 / 27
	}
	return 116*math.Cbrt(y) - 16
}

// grayOfLightness is the sRGB gray of lightness l.
func grayOfLightness(l float64) Color {
	var y float64
	if l > 8 {
		y = math.Pow((l+16)/116, 3)
	} else {
		y = l * 27 / 24389
	}
	v := 12.92 * y
	if y > 0.0031308 {
		v = 1.055*math.Pow(y, 1/2.4) - 0.055
	}
	g := uint8(math.Round(255 * min(1, max(0, v))))
	return Color{g, g, g}
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
