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
// as a gray GrayGap apart in lightness from the other colours' grays (the
// given ones included, which stay where the catalog puts them), in their
// order of lightness and as near their own lightness as that allows (up to
// five colours; more share the range evenly); any other colour (ink,
// paper, frames, art tints) as the gray of its own lightness. It is the one
// colour-to-gray mapping of cardpress: card faces, chips and card images
// in gray all go through it.
func GrayPalette(c *catalog.Catalog) func(Color) Color {
	grays := gameGrays(c)
	return func(col Color) Color {
		if g, ok := grays[col]; ok {
			return g
		}
		return grayOfLightness(lightness(col))
	}
}

// gameGrays maps the catalog's colours to their grays. Colours of the
// same RGB (BlackPoker's spades and clubs) are one colour and get one gray.
func gameGrays(c *catalog.Catalog) map[Color]Color {
	grays := map[Color]Color{}
	var cols []Color
	var ls []float64
	var fixed []bool
	for _, col := range c.Colors {
		rgb := RGB(col.RGB)
		if slices.Contains(cols, rgb) {
			continue
		}
		l := lightness(rgb)
		if col.GrayGiven {
			grays[rgb] = Color{col.Gray, col.Gray, col.Gray}
			l = lightness(grays[rgb])
		}
		cols, ls, fixed = append(cols, rgb), append(ls, l), append(fixed, col.GrayGiven)
	}
	order := make([]int, len(cols))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmpFloat(ls[a], ls[b]) })
	sorted, sfixed := make([]float64, len(order)), make([]bool, len(order))
	for k, i := range order {
		sorted[k], sfixed[k] = ls[i], fixed[i]
	}
	for k, l := range spreadLightness(sorted, sfixed) {
		if i := order[k]; !fixed[i] {
			grays[cols[i]] = grayOfLightness(l)
		}
	}
	return grays
}

// spreadLightness moves sorted lightnesses apart to at least GrayGap, each
// as little as it can, leaving the fixed ones (grays the catalog gives)
// where they are: between two fixed ones (or a fixed one and the ends of
// the range, 0 and grayTop), the others move up from the lower bound, then
// down from the upper one where that overshoots; when even that does not
// fit, they share the room between the bounds evenly.
func spreadLightness(ls []float64, fixed []bool) []float64 {
	out := slices.Clone(ls)
	lo, start := 0.0, 0
	for i := 0; i <= len(out); i++ {
		if i < len(out) && !fixed[i] {
			continue
		}
		hi := grayTop
		if i < len(out) {
			hi = out[i] - GrayGap
		}
		spreadBetween(out[start:i], lo, hi)
		if i < len(out) {
			lo, start = out[i]+GrayGap, i+1
		}
	}
	return out
}

// spreadBetween spreads sorted lightnesses GrayGap apart within lo..hi,
// each as little as it can; when they do not fit, evenly over lo..hi (or
// at its middle, for one, or when there is no room at all).
func spreadBetween(ls []float64, lo, hi float64) {
	n := len(ls)
	if n == 0 {
		return
	}
	ls[0] = max(ls[0], lo)
	for i := 1; i < n; i++ {
		ls[i] = max(ls[i], ls[i-1]+GrayGap)
	}
	if ls[n-1] > hi {
		ls[n-1] = hi
		for i := n - 2; i >= 0; i-- {
			ls[i] = min(ls[i], ls[i+1]-GrayGap)
		}
	}
	if ls[0] >= lo-1e-9 {
		return
	}
	if n == 1 || hi <= lo {
		for i := range ls {
			ls[i] = (lo + hi) / 2
		}
		return
	}
	for i := range ls {
		ls[i] = lo + (hi-lo)*float64(i)/float64(n-1)
	}
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
