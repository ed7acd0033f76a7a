package output

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"codeberg.org/go-pdf/fpdf"

	"cardpress/fonts"
	"cardpress/layout"
)

// fpdf parses a whole font file for every document that uses the font,
// and again to cut the subset it embeds: for a Japanese font of several
// megabytes, most of the time a PDF takes. A document whose pages are
// known before drawing (WritePages) therefore gives fpdf a copy of each
// font cut down to the characters the pages draw, by cutTrueType (fpdf's
// own subsetter, byte for byte, reading only what it keeps; fpdf's for a
// font it does not read alike) and kept by content from document to
// document: a rebuild whose pages draw the same characters cuts nothing
// again, and fpdf parses a small font. The embedded subset is the same
// glyphs.

// glyphsOf collects, for every font the pages draw text in (an astral twin
// counting as a font of its own), the characters drawn in it, sorted. Text
// that cannot be drawn is left out: drawing it reports the error. sums hash
// each page's boxes (boxesSum): a page's characters are kept for the
// process by its sum, so that a rebuild collects those of the pages that
// changed.
func glyphsOf(pages []layout.Page, sums [][32]byte) map[string]string {
	sets := map[string]map[rune]bool{}
	for i, p := range pages {
		page, _ := pageGlyphs.get(sums[i], func() (map[string]string, int64, error) {
			g := pageGlyphsOf(p)
			var n int64
			for name, glyphs := range g {
				n += int64(len(name) + len(glyphs))
			}
			return g, n, nil
		})
		for name, glyphs := range page {
			addGlyphs(sets, name, glyphs)
		}
	}
	return sortedGlyphs(sets)
}

// pageGlyphs keeps the characters of each page by the sum of its boxes.
var pageGlyphs = newBudgeted[[32]byte, map[string]string](4 << 20)

// pageGlyphsOf is glyphsOf for one page.
func pageGlyphsOf(p layout.Page) map[string]string {
	sets := map[string]map[rune]bool{}
	add := func(name, text string) { addGlyphs(sets, name, text) }
	layout.EachBox(p.Boxes, func(b layout.Box) {
		t, ok := b.(layout.Text)
		if !ok {
			return
		}
		var runBuf [4]fonts.Run
		var partBuf [4]astralRun
		runs, _ := fonts.AppendRuns(runBuf[:0], t.Style, t.Text)
		for _, r := range runs {
			parts, _ := splitAstral(partBuf[:0], r.Face, r.Text)
			for _, p := range parts {
				if p.twin != nil {
					add(p.twin.name, p.text)
				} else {
					add(r.Face.Name, p.text)
				}
			}
		}
	})
	return sortedGlyphs(sets)
}

// addGlyphs adds the characters of text to the set of font name.
func addGlyphs(sets map[string]map[rune]bool, name, text string) {
	set := sets[name]
	if set == nil {
		set = map[rune]bool{}
		sets[name] = set
	}
	for _, r := range text {
		set[r] = true
	}
}

// sortedGlyphs is each font's set of characters as a sorted string.
func sortedGlyphs(sets map[string]map[rune]bool) map[string]string {
	glyphs := make(map[string]string, len(sets))
	for name, set := range sets {
		rs := make([]rune, 0, len(set))
		for r := range set {
			rs = append(rs, r)
		}
		slices.Sort(rs)
		glyphs[name] = string(rs)
	}
	return glyphs
}

// cutFonts keeps the cut fonts of the process, by the font file they were
// cut from (the data of a font never changes once loaded, so its address
// names it) and the characters kept.
var cutFonts = newBudgeted[cutKey, []byte](48 << 20)

type cutKey struct {
	font   *byte
	size   int
	glyphs string
}

// cutFont is font data cut down to the characters of glyphs.
func cutFont(data []byte, glyphs string) ([]byte, error) {
	if len(data) == 0 || glyphs == "" {
		return data, nil
	}
	return cutFonts.get(cutKey{&data[0], len(data), glyphs}, func() ([]byte, int64, error) {
		cut, err := cutTrueType(data, glyphs)
		if errors.Is(err, errUnread) {
			cut, err = fpdf.UTF8CutFont(fpdfCopy(data), glyphs), nil // as it fails, or copes
		}
		return cut, int64(len(cut)), err
	})
}

// fpdfCopy is a copy of a face's font data for fpdf, which writes into
// the font data it cuts (codeberg.org/go-pdf/fpdf v0.12.0:
// utf8FontFile.getMetrics appends to a slice of the file, so a glyph past
// the font's numberOfHMetrics overwrites the last long metric's left side
// bearing). A face's data is shared by every document of the process:
// written into, it would make a later PDF differ. A cut needs no copy: it
// has a long metric for every glyph, as fpdf's own cut has.
func fpdfCopy(data []byte) []byte { return bytes.Clone(data) }

// maxComponentDepth is how deep composite glyphs may nest: fonts nest
// them a level or two; a glyph among its own components would recurse
// for good in the cut and in fpdf's (a stack overflow, which no recover
// catches, ending serve too). maxComponentWalk bounds the glyphs fpdf's
// walk visits, which walks a component again each time it is named: a
// few composites naming each other many times would keep it busy for
// ages at any depth.
const (
	maxComponentDepth = 16
	maxComponentWalk  = 1 << 20
)

var (
	// errUnread is cutTrueType's for a font it does not read as fpdf.
	errUnread = errors.New("font not read as fpdf reads it")
	// errTooDeep is cutTrueType's for composite glyphs nested too deep.
	errTooDeep = fmt.Errorf("composite glyphs nested deeper than %d levels, or among their own components, or naming others more than %d times in all", maxComponentDepth, maxComponentWalk)
)

// cutTrueType is fpdf.UTF8CutFont(data, glyphs), byte for byte, without
// its parse of the whole font: fpdf maps every character of the font to
// its glyph and reads every advance and glyph offset (tens of thousands
// for a Japanese font, most of a PDF's font work) to keep a few hundred.
// This reads only the characters and glyphs kept. It reports errUnread
// for a font it does not read as fpdf would (no Unicode cmap of format 4,
// overlapping cmap segments, offsets outside the file or table): fpdf's
// own cut then says what it says of such a font; and errTooDeep for
// composite glyphs nested deeper than maxComponentDepth or walked more
// than maxComponentWalk times, where fpdf's would not return soon.
func cutTrueType(data []byte, glyphs string) ([]byte, error) {
	f := &ttf{data: data}
	if !f.readTables() {
		return nil, errUnread
	}
	for _, name := range []string{"cmap", "glyf", "loca", "hmtx"} {
		if _, ok := f.tables[name]; !ok {
			return nil, errUnread
		}
	}
	head, hhea, maxp, post := f.tables["head"], f.tables["hhea"], f.tables["maxp"], f.tables["post"]
	if head.size < 52 || hhea.size < 36 || maxp.size < 6 || post.size < 16 {
		return nil, errUnread
	}
	f.locaFormat, f.oldMetrics, f.numGlyphs = f.u16(head.pos+50), f.u16(hhea.pos+34), f.u16(maxp.pos+4)
	if f.locaFormat > 1 {
		return nil, errUnread
	}
	cmap, ok := f.unicodeCmap()
	if !ok {
		return nil, errUnread
	}
	// The characters kept, with their glyphs, and the glyphs in fpdf's
	// order: the characters' glyphs sorted (0 first), then the components
	// of composite glyphs as found.
	runeGlyph := map[int]int{}
	kept := map[int]int{0: 0} // old glyph → new
	for _, r := range glyphs {
		if g, ok := cmap.glyph(f, int(r)); ok {
			runeGlyph[int(r)] = g
			kept[g] = 0
		}
	}
	order := make([]int, 0, len(kept))
	for g := range kept {
		order = append(order, g)
	}
	slices.Sort(order)
	for i, g := range order {
		kept[g] = i
	}
	f.walks = map[int]int{}
	for i, n, walked := 0, len(order), 0; i < n && !f.bad; i++ {
		var w int
		order, w = f.addComponents(order[i], kept, order, 0)
		if walked += w; walked > maxComponentWalk {
			f.deep, f.bad = true, true
		}
	}
	if f.deep {
		return nil, errTooDeep
	}
	if f.bad {
		return nil, errUnread
	}
	delete(runeGlyph, 0)
	for r, g := range runeGlyph {
		runeGlyph[r] = kept[g]
	}
	out := map[string][]byte{}
	for _, name := range []string{"name", "cvt ", "fpgm", "prep", "gasp", "OS/2"} {
		if t := f.tables[name]; t.size > 0 {
			out[name] = f.table(t)
		}
	}
	out["post"] = append(append([]byte{0, 3, 0, 0}, f.table(post)[4:16]...), make([]byte, 16)...)
	out["cmap"] = cmapTable(runeGlyph, len(order))
	glyf, hmtx, loca := f.glyphTables(order, kept)
	out["glyf"], out["hmtx"], out["loca"] = glyf, hmtx, loca
	if f.bad {
		return nil, errUnread
	}
	out["head"] = slices.Clone(f.table(head))
	binary.BigEndian.PutUint16(out["head"][50:], uint16(f.locaFormat))
	copy(out["head"][8:12], []byte{0, 0, 0, 0})
	out["hhea"] = slices.Clone(f.table(hhea))
	binary.BigEndian.PutUint16(out["hhea"][34:], uint16(len(order)))
	out["maxp"] = slices.Clone(f.table(maxp))
	binary.BigEndian.PutUint16(out["maxp"][4:], uint16(len(order)))
	if f.bad { // a table outside the file
		return nil, errUnread
	}
	return fonts.AssembleTrueType(out), nil
}

// ttf reads a TrueType font as fpdf's subsetter does; bad records a read
// outside the file, deep composite glyphs nested too deep.
type ttf struct {
	data       []byte
	tables     map[string]ttfTable
	locaFormat int
	oldMetrics int // advances in hmtx (hhea's numberOfHMetrics)
	numGlyphs  int
	bad, deep  bool
	// walks is, by composite glyph, how many glyphs fpdf's walk of it
	// visits (-1 while it is walked).
	walks map[int]int
}

type ttfTable struct{ pos, size int }

func (f *ttf) u16(pos int) int {
	if pos < 0 || pos+2 > len(f.data) {
		f.bad = true
		return 0
	}
	return int(binary.BigEndian.Uint16(f.data[pos:]))
}

func (f *ttf) u32(pos int) int {
	if pos < 0 || pos+4 > len(f.data) {
		f.bad = true
		return 0
	}
	return int(binary.BigEndian.Uint32(f.data[pos:]))
}

// bytes is the n bytes at pos; outside the file, zeros, no more of them
// than a fixed header needs (a size read from a broken font can be 4 GB).
func (f *ttf) bytes(pos, n int) []byte {
	if pos < 0 || n < 0 || pos+n > len(f.data) {
		f.bad = true
		return make([]byte, min(max(n, 0), 64))
	}
	return f.data[pos : pos+n]
}

func (f *ttf) table(t ttfTable) []byte { return f.bytes(t.pos, t.size) }

// readTables reads the table directory (a later entry of a name wins).
func (f *ttf) readTables() bool {
	n := f.u16(4)
	f.tables = make(map[string]ttfTable, n)
	for i := range n {
		at := 12 + 16*i
		f.tables[string(f.bytes(at, 4))] = ttfTable{f.u32(at + 8), f.u32(at + 12)}
	}
	return !f.bad
}

// loca is where glyph g starts in the glyf table.
func (f *ttf) loca(g int) int {
	if g < 0 || g > f.numGlyphs {
		f.bad = true
		return 0
	}
	if f.locaFormat == 0 {
		return f.u16(f.tables["loca"].pos+2*g) * 2
	}
	return f.u32(f.tables["loca"].pos + 4*g)
}

// glyph is the bytes of glyph g in the glyf table.
func (f *ttf) glyph(g int) []byte {
	start, end := f.loca(g), f.loca(g+1)
	glyf := f.tables["glyf"]
	if end < start || end > glyf.size {
		f.bad = true
		return nil
	}
	return f.bytes(glyf.pos+start, end-start)
}

// Flags of a composite glyph's component.
const (
	argsAreWords   = 1 << 0
	haveScale      = 1 << 3
	moreComponents = 1 << 5
	haveXYScale    = 1 << 6
	have2x2        = 1 << 7
)

// components calls visit with the offset in glyph data d of each
// component's glyph index, while visit returns true.
func components(d []byte, visit func(at int) bool) bool {
	for at, flags := 10, moreComponents; flags&moreComponents != 0; {
		if at+4 > len(d) {
			return false
		}
		flags = int(binary.BigEndian.Uint16(d[at:]))
		if !visit(at + 2) {
			return false
		}
		at += 4
		if flags&argsAreWords != 0 {
			at += 4
		} else {
			at += 2
		}
		switch {
		case flags&haveScale != 0:
			at += 2
		case flags&haveXYScale != 0:
			at += 4
		case flags&have2x2 != 0:
			at += 8
		}
	}
	return true
}

// addComponents appends to order, depth first, the components of glyph g
// not kept yet, numbering them in kept, as fpdf's getSymbols does; depth
// is how many composites g lies within. It returns how many glyphs
// getSymbols visits in walking g, which walks every component's own
// components again, kept or not: here a composite is walked once (a walk
// again would add nothing to order) and its count remembered.
func (f *ttf) addComponents(g int, kept map[int]int, order []int, depth int) ([]int, int) {
	if w := f.walks[g]; w != 0 {
		if w < 0 { // among its own components
			f.deep, f.bad = true, true
		}
		return order, w
	}
	if depth > maxComponentDepth {
		f.deep, f.bad = true, true
		return order, 0
	}
	d := f.glyph(g)
	if f.bad || len(d) == 0 {
		return order, 1
	}
	if len(d) < 2 {
		f.bad = true // fpdf reads the next glyph's bytes
		return order, 0
	}
	if int16(binary.BigEndian.Uint16(d)) >= 0 {
		return order, 1 // a simple glyph
	}
	f.walks[g] = -1
	walked := 1
	ok := components(d, func(at int) bool {
		c := int(binary.BigEndian.Uint16(d[at:]))
		if _, ok := kept[c]; !ok {
			kept[c] = len(order)
			order = append(order, c)
		}
		var w int
		order, w = f.addComponents(c, kept, order, depth+1)
		if walked += w; walked > maxComponentWalk {
			f.deep, f.bad = true, true
		}
		return !f.bad
	})
	if !ok {
		f.bad = true
	}
	f.walks[g] = walked
	return order, walked
}

// glyphTables are the glyf, hmtx and loca tables of the glyphs of order,
// composite glyphs pointing at their components' new numbers.
func (f *ttf) glyphTables(order []int, kept map[int]int) (glyf, hmtx, loca []byte) {
	hmtxPos := f.tables["hmtx"].pos
	offsets := make([]int, 0, len(order)+1)
	size := 0
	for _, g := range order {
		size += (f.loca(g+1) - f.loca(g) + 3) &^ 3
	}
	size = min(max(size, 0), len(f.data)+3*len(order)) // offsets of a broken font can be 4 GB
	glyf, hmtx = make([]byte, 0, size), make([]byte, 0, 4*len(order))
	for _, g := range order {
		if g < f.oldMetrics {
			hmtx = append(hmtx, f.bytes(hmtxPos+4*g, 4)...)
		} else {
			hmtx = append(hmtx, f.bytes(hmtxPos+4*(f.oldMetrics-1), 2)...)
			hmtx = append(hmtx, f.bytes(hmtxPos+2*f.oldMetrics+2*g, 2)...)
		}
		offsets = append(offsets, len(glyf))
		d := f.glyph(g)
		start := len(glyf)
		glyf = append(glyf, d...)
		if len(d) > 2 && d[0]&0x80 != 0 {
			c := glyf[start:]
			if !components(c, func(at int) bool {
				binary.BigEndian.PutUint16(c[at:], uint16(kept[int(binary.BigEndian.Uint16(c[at:]))]))
				return true
			}) {
				f.bad = true
			}
		}
		glyf = append(glyf, make([]byte, -len(glyf)&3)...)
	}
	end := len(glyf)
	offsets = append(offsets, end)
	if (end+1)>>1 > 0xFFFF {
		f.locaFormat = 1
		for _, o := range offsets {
			loca = binary.BigEndian.AppendUint32(loca, uint32(o))
		}
	} else {
		f.locaFormat = 0
		for _, o := range offsets {
			loca = binary.BigEndian.AppendUint16(loca, uint16(o/2))
		}
	}
	return glyf, hmtx, loca
}

// format4 is a font's Unicode cmap subtable of format 4.
type format4 struct {
	at, end    int // where the subtable starts, and where fpdf takes it to end
	segs       int
	rangeStart int // where its idRangeOffset array starts
}

// unicodeCmap finds the first Unicode subtable of format 4, as fpdf does.
func (f *ttf) unicodeCmap() (format4, bool) {
	pos := f.tables["cmap"].pos
	for i := range f.u16(pos + 2) {
		rec := pos + 4 + 8*i
		system, coding, offset := f.u16(rec), f.u16(rec+2), f.u32(rec+4)
		if (system == 3 && coding == 1) || system == 0 {
			if at := pos + offset; f.u16(at) == 4 {
				c := format4{at: at, end: at + f.u16(at+2), segs: f.u16(at+6) / 2}
				c.rangeStart = at + 16 + 6*c.segs
				return c, !f.bad && c.sorted(f)
			}
		}
	}
	return format4{}, false
}

func (c format4) endCode(f *ttf, i int) int   { return f.u16(c.at + 14 + 2*i) }
func (c format4) startCode(f *ttf, i int) int { return f.u16(c.at + 16 + 2*c.segs + 2*i) }

// sorted reports whether the segments follow each other without
// overlapping, so that a character lies in one segment at most (fpdf
// takes the last segment that holds it).
func (c format4) sorted(f *ttf) bool {
	prev := -1
	for i := range c.segs {
		start, end := c.startCode(f, i), c.endCode(f, i)
		if start <= prev || end < start {
			return false
		}
		prev = end
	}
	return !f.bad
}

// glyph is the glyph of character r as fpdf reads it; false when no
// segment holds r.
func (c format4) glyph(f *ttf, r int) (int, bool) {
	lo, hi := 0, c.segs
	for lo < hi { // the first segment ending at or after r
		m := int(uint(lo+hi) >> 1)
		if c.endCode(f, m) < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == c.segs || c.startCode(f, lo) > r {
		return 0, false
	}
	delta := int(int16(f.u16(c.at + 16 + 4*c.segs + 2*lo)))
	rangeOffset := f.u16(c.rangeStart + 2*lo)
	if rangeOffset == 0 {
		return (r + delta) & 0xFFFF, true
	}
	at := c.rangeStart + 2*lo + rangeOffset + 2*(r-c.startCode(f, lo))
	if at >= c.end {
		return 0, true
	}
	g := f.u16(at)
	if g != 0 {
		g = (g + delta) & 0xFFFF
	}
	return g, true
}

// cmapTable is the cmap table fpdf writes for a cut font: one format-4
// subtable, a segment for each run of characters whose glyphs follow
// each other.
func cmapTable(runeGlyph map[int]int, numGlyphs int) []byte {
	runes := make([]int, 0, len(runeGlyph))
	for r := range runeGlyph {
		runes = append(runes, r)
	}
	slices.Sort(runes)
	type segment struct {
		start  int
		glyphs []int
	}
	var segs []segment
	for i, r := range runes {
		g := runeGlyph[r]
		if i > 0 && r == runes[i-1]+1 && g == runeGlyph[runes[i-1]]+1 {
			segs[len(segs)-1].glyphs = append(segs[len(segs)-1].glyphs, g)
			continue
		}
		segs = append(segs, segment{r, []int{g}})
	}
	segCount := len(segs) + 1
	searchRange, entrySelector := 1, 0
	for searchRange*2 <= segCount {
		searchRange *= 2
		entrySelector++
	}
	searchRange *= 2
	length := 16 + 8*segCount + numGlyphs + 1 // as fpdf counts it
	words := []int{0, 1, 3, 1, 0, 12, 4, length, 0, segCount * 2, searchRange, entrySelector, segCount*2 - searchRange}
	for _, s := range segs {
		words = append(words, s.start+len(s.glyphs)-1)
	}
	words = append(words, 0xFFFF, 0)
	for _, s := range segs {
		words = append(words, s.start)
	}
	words = append(words, 0xFFFF)
	for _, s := range segs {
		words = append(words, s.glyphs[0]-s.start)
	}
	words = append(words, 1)
	for range segs {
		words = append(words, 0)
	}
	words = append(words, 0)
	for _, s := range segs {
		words = append(words, s.glyphs...)
	}
	words = append(words, 0)
	out := make([]byte, 0, 2*len(words))
	for _, w := range words {
		out = binary.BigEndian.AppendUint16(out, uint16(w))
	}
	return out
}
