package output

import (
	"encoding/binary"
	"fmt"
	"sync"

	"golang.org/x/image/font/sfnt"

	"cardpress/fonts"
)

// The PDF library encodes text as 16-bit character codes equal to the code
// points and reads only a font's BMP character map: a character above
// U+FFFF (𠀋, an emoji, a CJK extension B ideograph) panics inside it even
// when the font has the glyph. The workaround stays here: for such a font,
// an "astral twin" is embedded beside it, the same font whose character map
// sends private-use code points U+E000… to the glyphs of the characters
// above U+FFFF it covers, in code point order, so that the bytes are the
// same on every run. Text draws those characters in the twin under their
// private-use stand-ins. (A PDF reader copies them as the stand-ins.)

// astralFirst is the first stand-in code point; the private-use area
// U+E000–U+F8FF holds 6400 of them.
const (
	astralFirst = 0xE000
	astralLast  = 0xF8FF
)

// astralTwin is the twin of one face.
type astralTwin struct {
	name  string
	data  []byte
	stand map[rune]rune // character above U+FFFF → its stand-in
	err   error
}

var (
	astralMu    sync.Mutex
	astralTwins = map[*fonts.Face]*astralTwin{}
)

// twinOf returns the astral twin of face f, made on first use.
func twinOf(f *fonts.Face) (*astralTwin, error) {
	astralMu.Lock()
	defer astralMu.Unlock()
	if t, ok := astralTwins[f]; ok {
		return t, t.err
	}
	t := &astralTwin{name: f.Name + "Astral"}
	t.data, t.stand, t.err = makeTwin(f)
	astralTwins[f] = t
	return t, t.err
}

func makeTwin(f *fonts.Face) ([]byte, map[rune]rune, error) {
	data, err := f.Data()
	if err != nil {
		return nil, nil, err
	}
	sf, err := sfnt.Parse(data)
	if err != nil {
		return nil, nil, fmt.Errorf("font %s: %w", f.Name, err)
	}
	var buf sfnt.Buffer
	stand := map[rune]rune{}
	var glyphs []uint16
	// Planes 1–3 hold every character with a glyph in practice (symbols,
	// emoji, CJK extensions); plane 14 holds only selectors.
	for r := rune(0x10000); r < 0x40000; r++ {
		g, err := sf.GlyphIndex(&buf, r)
		if err != nil || g == 0 {
			continue
		}
		if astralFirst+len(glyphs) > astralLast {
			break
		}
		stand[r] = rune(astralFirst + len(glyphs))
		glyphs = append(glyphs, uint16(g))
	}
	twin, err := withCmap(data, standInCmap(glyphs))
	if err != nil {
		return nil, nil, fmt.Errorf("font %s: %w", f.Name, err)
	}
	return twin, stand, nil
}

// standInCmap is a cmap table with one format 4 subtable (Windows,
// Unicode BMP) mapping U+E000 + i to glyphs[i].
func standInCmap(glyphs []uint16) []byte {
	const segs = 2
	sub := []uint16{4, 0, 0, segs * 2, 4, 1, 0, // format, length, language, segCountX2, searchRange, entrySelector, rangeShift
		uint16(astralFirst + max(len(glyphs), 1) - 1), 0xFFFF, // endCode
		0,                   // reservedPad
		astralFirst, 0xFFFF, // startCode
		0, 1, // idDelta
		4, 0, // idRangeOffset: the first segment's glyphs follow the array
	}
	if len(glyphs) == 0 {
		glyphs = []uint16{0}
	}
	sub = append(sub, glyphs...)
	sub[1] = uint16(2 * len(sub))
	table := []uint16{0, 1, 3, 1, 0, 12} // version, one subtable: platform 3, encoding 1, at offset 12
	out := make([]byte, 0, 2*(len(table)+len(sub)))
	for _, v := range append(table, sub...) {
		out = binary.BigEndian.AppendUint16(out, v)
	}
	return out
}

// withCmap returns a copy of the TrueType font data whose cmap table is
// replaced by cmap, appended at the end; the other tables stay in place.
func withCmap(data, cmap []byte) ([]byte, error) {
	if len(data) < 12 {
		return nil, fmt.Errorf("font too short")
	}
	n := int(binary.BigEndian.Uint16(data[4:]))
	if len(data) < 12+16*n {
		return nil, fmt.Errorf("font table directory cut short")
	}
	out := append([]byte{}, data...)
	for len(out)%4 != 0 {
		out = append(out, 0)
	}
	at := len(out)
	out = append(out, cmap...)
	for len(out)%4 != 0 {
		out = append(out, 0)
	}
	for i := 0; i < n; i++ {
		e := out[12+16*i:]
		if string(e[:4]) != "cmap" {
			continue
		}
		binary.BigEndian.PutUint32(e[4:], fonts.TableChecksum(out[at:at+len(cmap)]))
		binary.BigEndian.PutUint32(e[8:], uint32(at))
		binary.BigEndian.PutUint32(e[12:], uint32(len(cmap)))
		return out, nil
	}
	return nil, fmt.Errorf("font has no cmap table")
}

// astralRun is a stretch of a run: either text in the face itself, or
// characters above U+FFFF written as their stand-ins in the twin.
type astralRun struct {
	twin *astralTwin // nil: the face itself
	text string      // as written into the PDF
	orig string      // as in the source, for measuring
}

// splitAstral splits a run of face f at its characters above U+FFFF,
// appending the parts to runs (a buffer on the caller's stack: no list
// is made for each run drawn).
func splitAstral(runs []astralRun, f *fonts.Face, text string) ([]astralRun, error) {
	start := 0
	var twin *astralTwin
	var stand []rune
	flush := func(end int) {
		if end > start {
			if twin == nil {
				runs = append(runs, astralRun{text: text[start:end], orig: text[start:end]})
			} else {
				runs = append(runs, astralRun{twin: twin, text: string(stand), orig: text[start:end]})
			}
		}
		start, stand = end, nil
	}
	var cur *astralTwin
	for i, r := range text {
		cur = nil
		if r > 0xFFFF {
			t, err := twinOf(f)
			if err != nil {
				return nil, err
			}
			if _, ok := t.stand[r]; !ok {
				return nil, &fonts.MissingGlyphError{Char: r}
			}
			cur = t
		}
		if cur != twin {
			flush(i)
			twin = cur
		}
		if cur != nil {
			stand = append(stand, cur.stand[r])
		}
	}
	flush(len(text))
	return runs, nil
}
