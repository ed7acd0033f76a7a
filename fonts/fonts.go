// Package fonts holds the embedded TrueType fonts of cardpress, answers which
// font covers a character, and measures text with the fonts' own advance
// widths, so that layout never needs the PDF library.
//
// Every style has a primary face; characters it lacks fall back, one by one,
// to a wide-coverage face (LXGW WenKai, Traditional Chinese included), which
// is parsed only when a text needs it.
package fonts

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Face is one TrueType font, built in or a game's own, parsed on first use.
type Face struct {
	// Name is the PostScript-like name the PDF writer registers the face under.
	Name string
	src  []byte // a game's own font file
	file string // a built-in face's file, read through builtinFiles

	once sync.Once
	err  error
	data []byte
	sf   *sfnt.Font
	upem float64

	// bmp holds, for each character of the Basic Multilingual Plane, its
	// metrics packed by pack once looked up: text measuring asks for every
	// character many times from all cores, and reads take no lock. It is
	// by pages of 256 characters, made when one of theirs is first looked
	// up: a whole plane was 256 KB a face loaded, most never written (a
	// run of validate made 0.75 MB of them for three faces).
	bmp [0x100]atomic.Pointer[metricsPage]

	mu     sync.Mutex // guards buf and astral
	buf    sfnt.Buffer
	astral map[rune]uint32 // packed metrics of characters beyond the BMP

	// A font with CFF outlines is measured from its own file and made
	// TrueType only for the PDF writer (cff.go): whole once Data is asked
	// for, else as many glyphs as a document sets (DataFor).
	cff      bool
	convOnce sync.Once
	conv     []byte
	convErr  error
	cutMu    sync.Mutex
	cuts     map[string][]byte // by the characters converted
}

// Packed metrics: known, covered, and the advance in 26.6 font units.
const (
	metricsKnown   = 1 << 31
	metricsCovered = 1 << 30
	advanceMask    = metricsCovered - 1
)

// The built-in faces, by their files in files/ (package cardpress/fonts/files
// embeds them; sizes and licenses are in files/README.md).
var (
	Mincho     = &Face{Name: "BIZUDMincho", file: "BIZUDMincho-Regular.ttf"}
	Gothic     = &Face{Name: "BIZUDPGothic", file: "BIZUDPGothic-Regular.ttf"}
	GothicBold = &Face{Name: "BIZUDPGothicBold", file: "BIZUDPGothic-Bold.ttf"}
	WenKai     = &Face{Name: "LXGWWenKai", file: "LXGWWenKai-Regular.ttf"}
	// WenKaiTC and WenKaiTCBold are LXGW WenKai TC, the Traditional
	// Chinese variant: its ，。、：；！？ sit centred in the em as Taiwan's
	// standard asks (the base WenKai puts them low left, as in mainland
	// China and Japan), and its bold is a real bold for **strong**.
	WenKaiTC     = &Face{Name: "LXGWWenKaiTC", file: "LXGWWenKaiTC-Regular.ttf"}
	WenKaiTCBold = &Face{Name: "LXGWWenKaiTCBold", file: "LXGWWenKaiTC-Bold.ttf"}
	// Oblique sets the Latin letters of italic card text (DejaVu Sans
	// Oblique, Bitstream Vera license); Japanese has no italic and stays
	// upright in the Gothic.
	Oblique = &Face{Name: "DejaVuSansOblique", file: "DejaVuSans-Oblique.ttf"}
	// MinchoLatin is the Latin of BIZ UDPMincho, the proportional member
	// of the Mincho's family, cut to ASCII, Latin-1 and the dashes and
	// quotes (files/README.md says how): Latin letters and digits in Mincho
	// text are set in it, matching the body in design, weight and size,
	// and digits in Chinese text, where LXGW WenKai's 9 reads as a q.
	MinchoLatin = &Face{Name: "BIZUDPMinchoLatin", file: "BIZUDPMincho-Latin.ttf"}
)

// Builtin lists the built-in faces.
var Builtin = []*Face{Mincho, Gothic, GothicBold, WenKai, WenKaiTC, WenKaiTCBold, Oblique, MinchoLatin}

// File is the name of a built-in face's file in fonts/files/, "" for a
// game's own font.
func (f *Face) File() string { return f.file }

// Style is the typographic role of a text: it picks the primary face.
// It is 32 bits so that a layout.Text, of which a long manual holds
// millions, fits the allocator's 48-byte class instead of its 64.
type Style int32

// The styles cardpress sets text in.
const (
	Serif      Style = iota // manual body text
	Sans                    // card text, tables
	SansBold                // card names, headings
	Kai                     // body text in Chinese: one face for every character
	SansItalic              // italic card text: Latin oblique, the rest as Sans
	KaiBold                 // headings and strong text in Chinese
)

// Chinese reports the styles of Chinese text, set by Taiwan's conventions.
func (s Style) Chinese() bool { return s == Kai || s == KaiBold }

// BodyStyle is the style of running text in a language: Chinese text is
// set in LXGW WenKai throughout, since the Japanese faces lack some
// Traditional Chinese characters and a mix of faces would show.
func BodyStyle(lang string) Style {
	if chinese(lang) {
		return Kai
	}
	return Serif
}

// HeadStyle is the style of headings, card names and strong text in a
// language.
func HeadStyle(lang string) Style {
	if chinese(lang) {
		return KaiBold
	}
	return SansBold
}

// TextStyle is the style of card text, labels and tables in a language.
func TextStyle(lang string) Style {
	if chinese(lang) {
		return Kai
	}
	return Sans
}

func chinese(lang string) bool { return strings.HasPrefix(lang, "zh") }

// String names the style for error messages.
func (s Style) String() string {
	switch s {
	case Serif:
		return "serif"
	case Sans:
		return "sans"
	case SansBold:
		return "sans bold"
	case Kai:
		return "kai"
	case SansItalic:
		return "sans italic"
	case KaiBold:
		return "kai bold"
	}
	if f, _ := registered(s); f != nil {
		return f.Name
	}
	return fmt.Sprintf("style(%d)", int(s))
}

// Primary is the face a style is set in before any fallback.
func (s Style) Primary() *Face {
	if f, _ := registered(s); f != nil {
		return f
	}
	switch s {
	case Sans:
		return Gothic
	case SansBold:
		return GothicBold
	case Kai:
		return WenKaiTC
	case KaiBold:
		return WenKaiTCBold
	case SansItalic:
		return Oblique
	}
	return Mincho
}

// Fallback is the face used for characters a primary face lacks.
var Fallback = WenKai

// Data returns the font file's bytes with TrueType outlines, as the PDF
// writer embeds them: a CFF font's all converted (cff.go).
func (f *Face) Data() ([]byte, error) {
	if err := f.load(); err != nil {
		return nil, err
	}
	if !f.cff {
		return f.data, nil
	}
	f.convOnce.Do(func() {
		if f.conv, f.convErr = trueTypeFromCFF(f.data, nil); f.convErr != nil {
			f.convErr = fmt.Errorf("font %s: %w", f.Name, f.convErr)
		}
	})
	return f.conv, f.convErr
}

// DataFor is Data for a document that sets only the characters chars in
// the face: the glyphs of other characters may be left empty (a CFF
// font's are not converted), for a PDF writer that embeds those of chars.
func (f *Face) DataFor(chars string) ([]byte, error) {
	if err := f.load(); err != nil || !f.cff {
		return f.data, err
	}
	f.cutMu.Lock()
	defer f.cutMu.Unlock()
	if data, ok := f.cuts[chars]; ok {
		return data, nil
	}
	keep := map[sfnt.GlyphIndex]bool{0: true}
	var buf sfnt.Buffer
	for _, r := range chars {
		if g, err := f.sf.GlyphIndex(&buf, r); err == nil {
			keep[g] = true
		}
	}
	data, err := trueTypeFromCFF(f.data, keep)
	if err != nil {
		return nil, fmt.Errorf("font %s: %w", f.Name, err)
	}
	if len(f.cuts) >= 8 { // a process's documents set a few sets of characters
		clear(f.cuts)
	}
	if f.cuts == nil {
		f.cuts = map[string][]byte{}
	}
	f.cuts[chars] = data
	return data, nil
}

// Outlines returns the font file as given, TrueType or CFF outlines, for
// a renderer that reads both (golang.org/x/image/font/opentype).
func (f *Face) Outlines() ([]byte, error) {
	if err := f.load(); err != nil {
		return nil, err
	}
	return f.data, nil
}

// Made returns the font data the face has handed out (Data, DataFor,
// Outlines), without making any, for caches keyed by them to forget.
func (f *Face) Made() [][]byte {
	if f.load() != nil {
		return nil
	}
	made := [][]byte{f.data}
	if f.cff {
		f.cutMu.Lock()
		for _, d := range f.cuts {
			made = append(made, d)
		}
		f.cutMu.Unlock()
		if f.conv != nil {
			made = append(made, f.conv)
		}
	}
	return made
}

func (f *Face) load() error {
	f.once.Do(func() {
		data := f.src
		if f.file != "" {
			if data, f.err = builtinFile(f.file); f.err != nil {
				f.err = fmt.Errorf("font %s: %w", f.Name, f.err)
				return
			}
		}
		if err := CheckTrueType(data); err != nil {
			f.err = fmt.Errorf("font %s: %w", f.Name, err)
			return
		}
		sf, err := sfnt.Parse(data)
		if err != nil {
			f.err = fmt.Errorf("font %s: %w", f.Name, err)
			return
		}
		if f.cff = isCFF(data); f.cff {
			// Its outlines are converted when a PDF needs them; one is
			// read now, so that a font that cannot be is refused here.
			var buf sfnt.Buffer
			if _, err := sf.LoadGlyph(&buf, 0, fixed.I(int(sf.UnitsPerEm())), nil); err != nil {
				f.err = fmt.Errorf("font %s: its CFF outlines cannot be read: %w", f.Name, err)
				return
			}
		}
		f.data, f.sf = data, sf
		f.upem = float64(sf.UnitsPerEm())
		f.astral = make(map[rune]uint32)
	})
	return f.err
}

// Covers reports whether the face has a glyph for r.
func (f *Face) Covers(r rune) bool {
	return f.metrics(r)&metricsCovered != 0
}

// Advance returns the advance width of r in em (1 em = the font size).
// An uncovered character measures 0.
func (f *Face) Advance(r rune) float64 {
	m := f.metrics(r)
	if m&metricsCovered == 0 {
		return 0
	}
	return float64(m&advanceMask) / 64 / f.upem
}

// metrics returns the packed metrics of r, 0 when the face cannot load.
func (f *Face) metrics(r rune) uint32 {
	if f.load() != nil || r < 0 {
		return 0
	}
	if r < 0x10000 {
		if pg := f.bmp[r>>8].Load(); pg != nil {
			if m := pg[r&0xff].Load(); m != 0 {
				return m
			}
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if m, ok := f.astral[r]; ok {
		return m
	}
	m := f.lookupLocked(r)
	if r < 0x10000 {
		pg := f.bmp[r>>8].Load()
		if pg == nil { // made under f.mu: no two for one page
			pg = new(metricsPage)
			f.bmp[r>>8].Store(pg)
		}
		pg[r&0xff].Store(m)
	} else {
		f.astral[r] = m
	}
	return m
}

// metricsPage is the packed metrics of 256 characters of the BMP, 0 for
// not looked up.
type metricsPage [0x100]atomic.Uint32

// lookupLocked reads r's glyph and advance from the font file.
func (f *Face) lookupLocked(r rune) uint32 {
	idx, err := f.sf.GlyphIndex(&f.buf, r)
	if err != nil || idx == 0 {
		return metricsKnown
	}
	adv, err := f.sf.GlyphAdvance(&f.buf, idx, fixed.Int26_6(f.sf.UnitsPerEm())<<6, font.HintingNone)
	if err != nil || adv < 0 || adv > advanceMask {
		return metricsKnown | metricsCovered // as before: covered, measuring 0
	}
	return metricsKnown | metricsCovered | uint32(adv)
}

// FaceFor returns the face that sets r in style s, or nil when no embedded
// font covers it. Control characters need no glyph and get the primary face.
func FaceFor(s Style, r rune) *Face {
	// Latin letters and digits in Mincho text are set in the Mincho's
	// proportional Latin: the Mincho's own is half-width and monospaced,
	// reads like a typewriter and its "1" like an "l" ("All Draw1"); the
	// Gothic's is a sans, larger and heavier than the body. Whole Latin
	// runs (letters, digits, spaces, ASCII punctuation) are set in that one
	// face, so that "hand: ♠2" or "v8.0" never mixes in the half-width
	// forms. Digits in Chinese kai text are set in it too: the kai's 9
	// has a straight tail and reads as a q.
	// The minus sign, too: the full-width one is a thin dash an em long.
	if s == Serif && (r >= ' ' && r < 0x7F || r >= 0xA0 && r <= 0xFF) || (s == Serif || s == Kai) && r == '−' || s == Kai && r >= '0' && r <= '9' {
		return MinchoLatin
	}
	// LXGW WenKai TC draws 為 as 爲 (a claw on top), a form Taiwan's
	// standard does not use; the base WenKai, the same design, has 為.
	// Its bold has the same 爲 and no base bold stands in for it.
	if s == Kai && r == '為' {
		return WenKai
	}
	// Bold kai has the same 9, and the Mincho's Latin no bold: the digits
	// of bold Chinese headings are the Gothic's bold ones, a heading face.
	if s == KaiBold && r >= '0' && r <= '9' {
		return GothicBold
	}
	if s == SansItalic && (r >= 0x2000 || unicode.IsSpace(r)) {
		s = Sans // punctuation, kana and kanji stay upright
	}
	p := s.Primary()
	if unicode.IsControl(r) || p.Covers(r) {
		return p
	}
	if f, fallback := registered(s); f != nil {
		// A game font falls back to the style it stands in for.
		return FaceFor(fallback, r)
	}
	if Fallback.Covers(r) {
		return Fallback
	}
	return nil
}

// Run is a stretch of text set in one face.
type Run struct {
	Face *Face
	Text string
}

// Runs splits text into runs of one face each. It fails with a
// MissingGlyphError when a character is covered by no embedded font.
func Runs(s Style, text string) ([]Run, error) {
	return AppendRuns(nil, s, text)
}

// AppendRuns is Runs appending the runs to runs: a caller that draws them
// at once passes a buffer of its own (on its stack), and no list is made
// for each text drawn (7% of the objects a build of Windia War made).
func AppendRuns(runs []Run, s Style, text string) ([]Run, error) {
	start := 0
	var cur *Face
	for i, r := range text {
		f := FaceFor(s, r)
		if f == nil {
			return nil, &MissingGlyphError{Char: r}
		}
		if f != cur {
			if cur != nil {
				runs = append(runs, Run{cur, text[start:i]})
			}
			cur, start = f, i
		}
	}
	if cur != nil {
		runs = append(runs, Run{cur, text[start:]})
	}
	return runs, nil
}

// Width measures text set in style s at the given size; the result is in the
// unit of size (points in, points out). Uncovered characters measure 0.
func Width(s Style, text string, size float64) float64 {
	var w float64
	for _, r := range text {
		if f := FaceFor(s, r); f != nil {
			w += f.Advance(r)
		}
	}
	return w * size
}

// MissingGlyphError reports a character no embedded font covers.
type MissingGlyphError struct {
	Char rune
}

func (e *MissingGlyphError) Error() string {
	return fmt.Sprintf("character %q (U+%04X) is not covered by any embedded font", e.Char, e.Char)
}

// Missing returns, in order of first appearance, the characters of text that
// no embedded font covers in style s.
func Missing(s Style, text string) []rune { return MissingIn([]Style{s}, text) }

// MissingIn returns, in order of first appearance, the characters of text
// that some style of styles cannot set.
func MissingIn(styles []Style, text string) []rune { return missing(styles, text, nil) }

// Coverage is MissingIn for the many texts of one check (a catalog's, a
// chapter's): the characters every style covers are remembered, so that
// each is asked of the faces once. It is not safe for concurrent use.
type Coverage struct {
	styles  []Style
	covered []uint64 // bit r: every style covers r, for r in the BMP
}

// NewCoverage returns the Coverage of styles.
func NewCoverage(styles ...Style) *Coverage {
	return &Coverage{styles: styles, covered: make([]uint64, 0x10000/64)}
}

// Missing is MissingIn of text in the coverage's styles.
func (c *Coverage) Missing(text string) []rune { return missing(c.styles, text, c) }

// missing is MissingIn, remembering in c (when not nil) what is covered.
// Asking the faces again for a character seen before is quicker than a
// map of them per text (most of a load's glyph checks were such maps);
// only the few missing ones are looked up in out.
func missing(styles []Style, text string, c *Coverage) []rune {
	var out []rune
	for _, r := range text {
		bmp := c != nil && r < 0x10000
		if bmp && c.covered[r/64]&(1<<(r%64)) != 0 {
			continue
		}
		if coveredIn(styles, r) {
			if bmp {
				c.covered[r/64] |= 1 << (r % 64)
			}
		} else if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

// coveredIn reports whether every style of styles can set r.
func coveredIn(styles []Style, r rune) bool {
	for _, s := range styles {
		if FaceFor(s, r) == nil {
			return false
		}
	}
	return true
}

// ErrNotTrueType is wrapped by CheckTrueType's errors.
var ErrNotTrueType = errors.New("not a TrueType font")

// MaxFileSize is the largest font file cardpress takes: 64 MB, twice the
// largest CJK TrueType fonts. Readers of font files refuse a larger one
// before reading it (catalog's game folder does).
const MaxFileSize = 64 << 20

// CheckTrueType tells whether data is a single font cardpress reads: one
// with TrueType outlines, the only kind the PDF writer embeds, or an
// OpenType font with CFF outlines, which loading makes one (cff.go). (The
// writer itself only prints "not supported" for other kinds and fails
// later, far from the cause.)
func CheckTrueType(data []byte) error {
	if len(data) > MaxFileSize {
		return fmt.Errorf("%w: the file is %.1f MB; cardpress reads fonts of at most %d MB", ErrNotTrueType, float64(len(data))/(1<<20), MaxFileSize>>20)
	}
	if len(data) < 12 {
		return fmt.Errorf("%w: file too short (%d bytes)", ErrNotTrueType, len(data))
	}
	switch tag := string(data[:4]); tag {
	case "\x00\x01\x00\x00", "true", "OTTO":
		return nil
	case "ttcf":
		return fmt.Errorf("%w: it is a TrueType collection (.ttc); extract the one font you want into a .ttf", ErrNotTrueType)
	case "wOFF", "wOF2":
		return fmt.Errorf("%w: it is a compressed web font (WOFF); use the .ttf it was made from", ErrNotTrueType)
	default:
		return fmt.Errorf("%w: unknown file signature %q", ErrNotTrueType, tag)
	}
}

// InkX is the horizontal extent of r's ink as shares of its advance (0 the
// left edge of the em box, 1 the right), for checking where punctuation
// sits; ok is false for an uncovered or empty glyph.
func (f *Face) InkX(r rune) (lo, hi float64, ok bool) {
	if f.load() != nil {
		return 0, 0, false
	}
	if !f.Covers(r) {
		return 0, 0, false
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	idx, _ := f.sf.GlyphIndex(&f.buf, r)
	ppem := fixed.Int26_6(f.sf.UnitsPerEm()) << 6
	b, adv, err := f.sf.GlyphBounds(&f.buf, idx, ppem, font.HintingNone)
	if err != nil || adv <= 0 || b.Max.X <= b.Min.X {
		return 0, 0, false
	}
	return float64(b.Min.X) / float64(adv), float64(b.Max.X) / float64(adv), true
}
