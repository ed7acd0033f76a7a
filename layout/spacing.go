package layout

import (
	"math"
	"strings"
	"unicode"
)

// The spacing of Japanese text per JIS X 4051 and JLReq: which characters
// are punctuation with an empty half (or quarter) of their em, what space is
// left between two neighbours, and how far each kind of space may stretch
// or shrink when a line is justified.

// punct is a JLReq character class, as far as spacing cares.
type punct uint8

const (
	plain   punct = iota // ideographs, kana, Latin, symbols: no built-in space
	opening              // 「（ and the like: ink in the right half (cl-01)
	closing              // 」） and 、。，．: ink in the left half (cl-02, cl-06, cl-07)
	middle               // ・：；: ink in the middle, a quarter em each side (cl-05)
)

// Marks whose glyphs sit in part of their em box.
const (
	openingMarks = "「『（【〔〈《［｛〘〖〝｟"
	closingMarks = "」』）】〕〉》］｝〙〗〟｠、。，．"
	middleMarks  = "・：；"
	// centredInTaiwan are set centred in their em in Traditional Chinese
	// as Taiwan's standard asks, so they keep their whole em.
	centredInTaiwan = "，。、．：；！？"
)

// classOf is the class of r; chinese says whether the text follows Taiwan's
// conventions, where commas and stops are centred and never compressed.
func classOf(r rune, chinese bool) punct {
	if r < 0x3000 { // every mark below is CJK punctuation or full-width
		return plain
	}
	m, ok := marks[r]
	if !ok || chinese && m.centredInTaiwan {
		return plain
	}
	return m.class
}

// markClass is what classOf needs to know of a mark.
type markClass struct {
	class           punct
	centredInTaiwan bool
}

// marks are the classes of the marks above, by character (an opening
// mark first, as classOf looked them up).
var marks = func() map[rune]markClass {
	m := map[rune]markClass{}
	for _, r := range centredInTaiwan {
		m[r] = markClass{plain, true}
	}
	for _, set := range []struct {
		marks string
		class punct
	}{{middleMarks, middle}, {closingMarks, closing}, {openingMarks, opening}} {
		for _, r := range set.marks {
			m[r] = markClass{set.class, strings.ContainsRune(centredInTaiwan, r)}
		}
	}
	return m
}()

// trims are the empty parts of a mark's em, in em: the left and right
// space that spacing takes over.
func (c punct) trims() (left, right float64) {
	switch c {
	case opening:
		return 0.5, 0
	case closing:
		return 0, 0.5
	case middle:
		return 0.25, 0.25
	}
	return 0, 0
}

// adjust classes, in JLReq's order of priority: when a line is too long,
// punctuation space shrinks first, then the Japanese–Latin space, then Latin
// word spaces; when it is too short, word spaces stretch first, then the
// Japanese–Latin space, then the space between Japanese characters.
type adjust uint8

const (
	rigid     adjust = iota
	punctGap         // space of brackets, commas, stops and middle dots
	jlGap            // between Japanese and Latin letters or numerals
	wordGap          // a Latin word space
	kanjiGap         // between two Japanese characters
	numAdjust        // count of classes
)

var (
	shrinkOrder  = []adjust{punctGap, jlGap, wordGap}
	stretchOrder = []adjust{wordGap, jlGap, kanjiGap, punctGap}
)

// JLReq's limits, in em. The space between Japanese and Latin text is a
// quarter em and stays within 0.2–0.3 em; between Japanese characters up
// to a quarter em may be added (jlreq's kanjiskip); a word space may grow
// to half an em and shrink by a fifth.
const (
	jlSpace     = 0.25
	jlFlex      = 0.05
	kanjiFlex   = 0.25
	wordMax     = 0.5
	wordShrink  = 0.2
	punctShrink = 1.0 // punctuation space may close completely
)

// trimsOf are the empty parts, in mm, of a mark whose glyph advances adv
// in a font of em mm. The trims of JIS X 4051 assume a full-width mark; a
// proportional font (BIZ UDPGothic's ）。) has already taken some of the
// empty part away, so only what its advance still holds beyond the ink is
// trimmed — trimming the full half em would draw ）。 over each other.
func (c punct) trimsOf(adv, em float64) (left, right float64) {
	l, r := c.trims()
	if l+r == 0 {
		return 0, 0
	}
	empty := math.Max(0, adv-(1-l-r)*em) // what the advance holds beyond the ink
	return empty * l / (l + r), empty * r / (l + r)
}

// jisGap is the space between neighbours a and b, in mm, per JIS X 4051:
// a closing and an opening bracket half an em apart, two closing (or two
// opening) marks touching, a middle dot a quarter em from anything. It is
// counted in the empty parts the marks really have (trimsOf), so full-width
// marks get the standard's figures and a proportional font's narrower marks
// only what they gave up.
func jisGap(a, b char) float64 {
	switch {
	case b.class == opening:
		switch a.class {
		case opening:
			return 0
		case middle:
			return a.trimR + b.trimL
		case closing:
			return math.Max(a.trimR, b.trimL)
		}
		return b.trimL
	case b.class == closing:
		if a.class == middle {
			return a.trimR
		}
		return 0
	case b.class == middle:
		if a.class == middle {
			return a.trimR + b.trimL
		}
		return b.trimL
	}
	return a.trimR
}

// lead is the part of the space before a mark that stays at the start of a
// line: an opening bracket keeps its full em there, as does a middle dot.
func lead(b punct) float64 {
	left, _ := b.trims()
	return left
}

// script says which of the sides of spacing a character is on, each
// looked up once a character.
type script uint8

const (
	wide     script = 1 << iota // Wide: set in full-width cells
	japanese                    // japaneseLetter
	latin                       // western
)

// scriptOf is scriptByPredicates, at once for the common ranges.
func scriptOf(r rune) script {
	switch {
	case r < 0x250: // Latin, below every wide or Japanese character
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return latin
		}
		return 0
	case r >= 0x3041 && r <= 0x3096, r >= 0x30A1 && r <= 0x30FA, r >= 0x4E00 && r <= 0x9FFF:
		return wide | japanese // kana, and the kanji of the main block
	}
	return scriptByPredicates(r)
}

// scriptByPredicates asks each side's predicate of r.
func scriptByPredicates(r rune) script {
	var s script
	if Wide(r) {
		s |= wide
	}
	if japaneseLetter(r) {
		s |= japanese
	}
	if western(r) {
		s |= latin
	}
	return s
}

func (s script) has(t script) bool { return s&t != 0 }

// japaneseLetter reports kana and kanji, the Japanese side of a
// Japanese–Latin boundary.
func japaneseLetter(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー' || r == '々' || r == '〆'
}

// western reports the letters and numerals of Latin (and Greek, Cyrillic)
// text, the other side of that boundary; Western punctuation such as the
// hyphen in 「誘発-通常」 takes no space.
func western(r rune) bool {
	return (r < 0x250 || unicode.In(r, unicode.Greek, unicode.Cyrillic)) && (unicode.IsLetter(r) || unicode.IsDigit(r))
}
