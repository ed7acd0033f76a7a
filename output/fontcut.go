package output

import (
	"slices"

	"codeberg.org/go-pdf/fpdf"

	"cardpress/fonts"
	"cardpress/layout"
)

// fpdf parses a whole font file for every document that uses the font,
// and again to cut the subset it embeds: for a Japanese font of several
// megabytes, most of the time a PDF takes. A document whose pages are
// known before drawing (WritePages) therefore gives fpdf a copy of each
// font cut down to the characters the pages draw, made by fpdf's own
// subsetter and kept by content from document to document: a rebuild
// whose pages draw the same characters cuts nothing again, and fpdf
// parses a small font. The embedded subset is the same glyphs.

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
	eachBox(p.Boxes, func(b layout.Box) {
		t, ok := b.(layout.Text)
		if !ok {
			return
		}
		runs, _ := fonts.Runs(t.Style, t.Text)
		for _, r := range runs {
			parts, _ := splitAstral(r.Face, r.Text)
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
func cutFont(data []byte, glyphs string) []byte {
	if len(data) == 0 || glyphs == "" {
		return data
	}
	cut, _ := cutFonts.get(cutKey{&data[0], len(data), glyphs}, func() ([]byte, int64, error) {
		cut := fpdf.UTF8CutFont(data, glyphs)
		return cut, int64(len(cut)), nil
	})
	return cut
}
