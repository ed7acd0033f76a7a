package catalog

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
	"strings"
)

// A face layout may give its cards a size of their own (size = "tarot",
// size = [88, 63]): portrait, landscape, tarot and mini cards in one game.
// The cards of one size are printed together: a sheet holds one size, a
// shop has a canvas per size, Tabletop Simulator a deck per size.

// CardSizes are the named card sizes a layout's size may give, in mm,
// portrait; "NAME landscape" turns one.
var CardSizes = map[string][2]float64{
	"poker":  {63, 88},
	"bridge": {57, 89},
	"tarot":  {70, 120},
	"mini":   {44, 63},
	"square": {70, 70},
}

// cardSizeRange bounds a card side, as [game] card_size does.
const minCardSide, maxCardSide = 10, 300

// layoutSize reads a layout's size: [width, height] in mm, a named size
// ("tarot", "mini landscape"), or "landscape": the game's card turned.
func layoutSize(lt *table, what string) [2]float64 {
	v := lt.m["size"]
	names := slices.Sorted(maps.Keys(CardSizes))
	bad := func() [2]float64 {
		lt.d.errorf(lt.keyPath("size"), "%s: size must be [width, height] in mm from %d to %d, like [88, 63], or a named size: %s, each may add \" landscape\" (\"poker landscape\"); or \"landscape\", the game's card turned",
			what, minCardSide, maxCardSide, strings.Join(names, ", "))
		return [2]float64{}
	}
	if s, ok := v.(string); ok {
		name, turned := strings.CutSuffix(strings.TrimSpace(s), " landscape")
		if s == "landscape" {
			return [2]float64{-1, -1} // the game's card turned, once card_size is known
		}
		sz, known := CardSizes[name]
		if !known {
			if m := Suggest(name, names); m != "" {
				lt.d.errorf(lt.keyPath("size"), "%s: unknown card size %q; did you mean %q? (or give [width, height] in mm)", what, s, m)
				return [2]float64{}
			}
			return bad()
		}
		if turned {
			sz[0], sz[1] = sz[1], sz[0]
		}
		return sz
	}
	list, ok := asList(v)
	if !ok || len(list) != 2 {
		return bad()
	}
	var sz [2]float64
	for i := range list {
		n, isNum := lt.numberAt(list[i])
		if !isNum || n < minCardSide || n > maxCardSide {
			return bad()
		}
		sz[i] = n
	}
	return sz
}

// CardSize is the size in mm of the cards of entry e: its face layout's
// size, else the game's card_size (also for e nil).
func (c *Catalog) CardSize(e *Entry) (w, h float64) {
	if e != nil {
		if l := c.FaceLayout(e); l != nil && l.Size[0] > 0 {
			return l.Size[0], l.Size[1]
		}
	}
	return c.Game.CardWidth, c.Game.CardHeight
}

// SizeGroup is the cards of one size, in deck order, with the catalog as
// seen by their printing: its card_size is theirs.
type SizeGroup struct {
	W, H  float64
	Cards []Card
	// Catalog is the game with card_size set to this size; it shares
	// everything else with the game.
	Catalog *Catalog
	// Tag names the size in file names and labels ("88x63"); "" for the
	// game's own card_size, whose files keep their plain names.
	Tag string
}

// BySize splits cards by size: the game's card_size first, then the
// others in the order their first card comes in the deck. A game of one
// size is one group, the catalog itself.
func (c *Catalog) BySize(cards []Card) []SizeGroup {
	var groups []SizeGroup
	at := map[[2]float64]int{}
	base := [2]float64{c.Game.CardWidth, c.Game.CardHeight}
	at[base] = 0
	groups = append(groups, SizeGroup{W: base[0], H: base[1], Catalog: c})
	for _, k := range cards {
		w, h := c.CardSize(k.Entry)
		i, ok := at[[2]float64{w, h}]
		if !ok {
			i = len(groups)
			at[[2]float64{w, h}] = i
			view := *c
			view.Game.CardWidth, view.Game.CardHeight = w, h
			groups = append(groups, SizeGroup{W: w, H: h, Catalog: &view, Tag: SizeTag(w, h)})
		}
		groups[i].Cards = append(groups[i].Cards, k)
	}
	if len(groups[0].Cards) == 0 && len(groups) > 1 {
		groups = groups[1:]
	}
	return groups
}

// SizeTag names a card size in file names: "88x63", "63.5x88".
func SizeTag(w, h float64) string { return fmt.Sprintf("%gx%g", w, h) }

// resolveSizes turns size = "landscape" into the game's card turned and
// checks that every back is as large as the faces it stands behind.
func (d *decoder) resolveSizes(c *Catalog) {
	for _, l := range c.Layouts {
		if l.Size[0] < 0 {
			l.Size = [2]float64{c.Game.CardHeight, c.Game.CardWidth}
		}
	}
	for _, l := range c.Layouts {
		if l.Side != "face" {
			continue
		}
		id := l.Back
		if id == "" {
			id = "back"
		}
		b := c.LayoutByID(id)
		if b == nil || b.Side != "back" || b.Size[0] == 0 && l.Size[0] == 0 {
			continue
		}
		fw, fh := c.sizeOf(l)
		bw, bh := c.sizeOf(b)
		if b.Size[0] > 0 && (bw != fw || bh != fh) {
			d.report(b.sizeAt, false, "back layout %q is %g × %g mm, but face layout %q (%g × %g mm) prints it behind its cards; a back is its face's size: give the face layout a back of its own size (back = \"…\")", b.ID, bw, bh, l.ID, fw, fh)
		}
	}
}

// sizeOf is the card size a layout is drawn at: its own, else the game's.
func (c *Catalog) sizeOf(l *Layout) (w, h float64) {
	if l.Size[0] > 0 {
		return l.Size[0], l.Size[1]
	}
	return c.Game.CardWidth, c.Game.CardHeight
}

// sizesOf lists the sizes, in mm, of the faces a back layout stands behind
// (its own size first when it has one), for checking its boxes.
func (c *Catalog) sizesOf(b *Layout) [][2]float64 {
	w, h := c.sizeOf(b)
	out := [][2]float64{{w, h}}
	if b.Side != "back" || b.Size[0] > 0 {
		return out
	}
	for _, l := range c.Layouts {
		if l.Side == "face" && (l.Back == b.ID || l.Back == "" && b.ID == "back") {
			fw, fh := c.sizeOf(l)
			if !containsSize(out, fw, fh) {
				out = append(out, [2]float64{fw, fh})
			}
		}
	}
	sort.SliceStable(out[1:], func(i, j int) bool { return out[1+i][0]*out[1+i][1] < out[1+j][0]*out[1+j][1] })
	return out
}

func containsSize(list [][2]float64, w, h float64) bool {
	for _, s := range list {
		if math.Abs(s[0]-w) < 1e-9 && math.Abs(s[1]-h) < 1e-9 {
			return true
		}
	}
	return false
}
