package manual

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"cardpress/fonts"
	"cardpress/layout"
)

// The measures of issue 16, taken from the laid-out boxes of the four
// manuals: where every glyph of every set line is, against the measure the
// flow set the line to (Page.Lines says which boxes form a line and how it
// was meant to be set; the positions come from the Text boxes alone).

// games are the four games whose manuals are measured.
var games = []string{"windia-war", "blackpoker", "world-end", "clamp-in-cardland"}

// glyph is one visible character of a set line, where it was drawn.
type glyph struct {
	r     rune
	x     float64 // left of its advance, mm
	adv   float64 // advance, mm
	em    float64 // the size of its text, mm
	face  *fonts.Face
	style fonts.Style
	zh    bool // set by Taiwan's conventions: commas and stops centred
	space bool // a space was typed before it
}

func (g glyph) class() punct {
	if g.zh && strings.ContainsRune("，。、．：；！？", g.r) {
		return other
	}
	return punctClass(g.r)
}

// inkLeft and inkRight are the part of the em a glyph's ink occupies in
// Japanese fonts: an opening bracket the right half, a closing bracket or
// comma the left half, a middle dot the middle.
func (g glyph) inkLeft() float64 {
	switch g.class() {
	case opening:
		return g.x + g.adv - g.em/2
	case middle:
		return g.x + g.adv/2 - g.em/4
	}
	return g.x
}

func (g glyph) inkRight() float64 {
	switch g.class() {
	case closing:
		return g.x + g.em/2
	case middle:
		return g.x + g.adv/2 + g.em/4
	}
	return g.x + g.adv
}

type punct int

const (
	other punct = iota
	opening
	closing // closing brackets, commas and full stops
	middle  // middle dots, colons
)

func punctClass(r rune) punct {
	switch {
	case strings.ContainsRune("「『（【〔〈《［｛〘〖", r):
		return opening
	case strings.ContainsRune("」』）】〕〉》］｝〙〗、。，．", r):
		return closing
	case strings.ContainsRune("・：；", r):
		return middle
	}
	return other
}

// japanese reports kana and kanji (not punctuation): the side of a
// Japanese–Latin boundary.
func japanese(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー' || r == '々'
}

func latin(r rune) bool { return r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)) }

// lineGlyphs returns the visible glyphs of a set line in order, and the
// spans of x the line's non-text boxes (icons, card chips) cover. A line
// is read once: half a dozen tests read every line of the shared printed
// manuals, and reading them again was a tenth of the package's CPU. The
// callers only read what it returns.
func lineGlyphs(p layout.Page, l layout.SetLine, zh bool) (gs []glyph, objects [][2]float64, offFace int) {
	if len(p.Boxes) == 0 {
		return readLine(p, l, zh)
	}
	key := lineKey{boxesKey{&p.Boxes[0], len(p.Boxes)}, l, zh}
	if r, ok := readLines.Load(key); ok {
		r := r.(*lineRead)
		return r.gs, r.objects, r.offFace
	}
	gs, objects, offFace = readLine(p, l, zh)
	readLines.Store(key, &lineRead{gs, objects, offFace})
	return gs, objects, offFace
}

// readLines holds what lineGlyphs read of each line, as readPages holds
// each page's boxes: no test changes a page once it has read it.
var readLines sync.Map // lineKey → *lineRead

type lineKey struct {
	page boxesKey
	line layout.SetLine
	zh   bool
}

type lineRead struct {
	gs      []glyph
	objects [][2]float64
	offFace int
}

// readLine is lineGlyphs of a line not read before.
func readLine(p layout.Page, l layout.SetLine, zh bool) (gs []glyph, objects [][2]float64, offFace int) {
	em := l.Size * layout.PtToMM
	boxes := boxesOf(p)
	for _, i := range boxes.textNear(l.Baseline) {
		b := p.Boxes[i].(layout.Text)
		if math.Abs(b.Y-l.Baseline) > 0.01 || b.Size != l.Size && l.Kind != layout.HeadingLine {
			continue
		}
		end := b.X + layout.TextWidth(b.Style, b.Text, b.Size)
		if end <= l.X0+0.1 || b.X >= l.X1+0.1 || b.X < l.X0-em {
			continue // a list marker, or the next cell
		}
		x, space := b.X, false
		for _, r := range b.Text {
			adv := layout.TextWidth(b.Style, string(r), b.Size)
			if r < 0x80 && b.Style == fonts.Serif && fonts.FaceFor(b.Style, r) != fonts.MinchoLatin {
				offFace++
			}
			if r != ' ' && r != '\u00a0' && r != '\n' {
				gs = append(gs, glyph{r: r, x: x, adv: adv, em: b.Size * layout.PtToMM, face: fonts.FaceFor(b.Style, r), style: b.Style, zh: zh, space: space})
			}
			space = r == ' ' || r == '\u00a0'
			x += adv
		}
	}
	for _, o := range boxes.objects {
		if o.top < l.Baseline && o.bot > l.Baseline-em/2 && (!o.fill || o.h < 3*em && o.w < 3*em) {
			objects = append(objects, [2]float64{o.lo, o.hi})
		}
	}
	sort.SliceStable(gs, func(i, j int) bool { return gs[i].x < gs[j].x })
	return gs, objects, offFace
}

// pageBoxes is what lineGlyphs reads of a page: its Text boxes by
// baseline, and the extents of its images, polygons and fills.
type pageBoxes struct {
	text    []textAt // by y, then by index
	objects []extent // in the page's order
}

// textAt is the index of a Text box on its page, and its y.
type textAt struct {
	y float64
	i int
}

// extent is the rectangle a non-text box covers; a fill's counts only
// when under 3 em a side (a chip's ground, not a panel's), so it keeps its
// width and height.
type extent struct {
	lo, hi, top, bot float64
	fill             bool
	w, h             float64
}

// textNear is the indices of the Text boxes within 0.02 mm of y (those
// lineGlyphs reads are within 0.01), in the page's order.
func (b *pageBoxes) textNear(y float64) []int {
	from, _ := slices.BinarySearchFunc(b.text, y-0.02, func(t textAt, y float64) int { return cmp.Compare(t.y, y) })
	var near []int
	for _, t := range b.text[from:] {
		if t.y > y+0.02 {
			break
		}
		near = append(near, t.i)
	}
	slices.Sort(near)
	return near
}

// readPages holds each page's pageBoxes, keyed by its boxes (the first's
// address and their number): lineGlyphs reads a page once for each of its
// lines, and going through all its boxes (the pictures' polygons point by
// point) for each was a third of the package's CPU. No test changes a
// page's boxes once it has read them.
var readPages sync.Map // boxesKey → *pageBoxes

type boxesKey struct {
	first *layout.Box
	n     int
}

// boxesOf is p's pageBoxes.
func boxesOf(p layout.Page) *pageBoxes {
	if len(p.Boxes) == 0 {
		return &pageBoxes{}
	}
	key := boxesKey{&p.Boxes[0], len(p.Boxes)}
	if b, ok := readPages.Load(key); ok {
		return b.(*pageBoxes)
	}
	b := &pageBoxes{}
	for i, box := range p.Boxes {
		switch box := box.(type) {
		case layout.Text:
			b.text = append(b.text, textAt{box.Y, i})
		case layout.Image:
			b.objects = append(b.objects, extent{lo: box.X, hi: box.X + box.W, top: box.Y, bot: box.Y + box.H})
		case layout.Fill:
			b.objects = append(b.objects, extent{lo: box.X, hi: box.X + box.W, top: box.Y, bot: box.Y + box.H, fill: true, w: box.W, h: box.H})
		case layout.Polygon:
			e := extent{lo: math.Inf(1), hi: math.Inf(-1), top: math.Inf(1), bot: math.Inf(-1)}
			for _, pt := range box.Points {
				e.lo, e.hi, e.top, e.bot = math.Min(e.lo, pt.X), math.Max(e.hi, pt.X), math.Min(e.top, pt.Y), math.Max(e.bot, pt.Y)
			}
			b.objects = append(b.objects, e)
		}
	}
	slices.SortStableFunc(b.text, func(a, c textAt) int { return cmp.Compare(a.y, c.y) })
	readPages.Store(key, b)
	return b
}

// between reports whether an object lies in the gap (a, b).
func between(objects [][2]float64, a, b float64) bool {
	for _, o := range objects {
		if o[1] > a-0.05 && o[0] < b+0.05 {
			return true
		}
	}
	return false
}

// figures are the counts issue 16 asks to bring to zero (or, for the
// Japanese–Latin spacing, to 99 % of boundaries).
type figures struct {
	lines, justified     int
	short                int // justified lines ending > 0.5 em short of the measure
	tracked              int // lines spaced beyond JLReq's limits
	jlPairs, jlSpaced    int // Japanese–Latin boundaries, those with 0.2–0.3 em
	codePairs, codeSolid int // the same inside 【】 (codes), those set solid
	latinOffFace         int // Latin characters of body text not in the body's Latin face
	punctPairs, loose    int // adjacent punctuation pairs, those set uncompressed
	widows, orphans      int
	stranded             int // headings without two lines under them on their page
	singleLine           int // pages holding a single line
	gridLines, offGrid   int // body lines, those off the line grid
	examples             []string
	centred, offCentred  int // zh-Hant ，。、：；！？, those not centred in the em
	fallback             int // zh-Hant characters set in the fallback face
}

func (fg *figures) example(s string) {
	if len(fg.examples) < 12 {
		fg.examples = append(fg.examples, s)
	}
}

// measureManual takes the figures of a typeset manual.
func measureManual(m *Manual, st layout.PageStyle, zh bool) figures {
	var fg figures
	type paraLines struct{ pages []int }
	paras := map[int]*paraLines{}
	pitch := st.BodySize * st.Leading * layout.PtToMM
	origin := st.Top + pitch/2 + 0.36*st.BodySize*layout.PtToMM
	for pi, p := range m.Pages {
		textLines := 0
		for _, l := range p.Lines {
			if l.Kind == layout.TOCLine {
				textLines = -1 << 20 // the contents page is a page of lines
				continue
			}
			textLines++
			gs, objects, offFace := lineGlyphs(p, l, zh)
			fg.latinOffFace += offFace
			if len(gs) == 0 {
				continue
			}
			fg.lines++
			em := l.Size * layout.PtToMM
			text := lineString(gs)
			if l.Kind != layout.HeadingLine && l.Kind != layout.TableLine {
				pl := paras[l.Para]
				if pl == nil {
					pl = &paraLines{}
					paras[l.Para] = pl
				}
				pl.pages = append(pl.pages, pi)
			}
			if l.Justify && !l.Last {
				fg.justified++
				if end := gs[len(gs)-1].inkRight(); end < l.X1-0.5*em {
					fg.short++
					fg.example("short by " + ems(l.X1-end, em) + ": " + text)
				}
			}
			if l.Kind == layout.BodyLine && math.Abs(l.Size-st.BodySize) < 1e-9 {
				fg.gridLines++
				k := (l.Baseline - origin) / pitch
				if math.Abs(k-math.Round(k))*pitch > 0.05 {
					fg.offGrid++
				}
			}
			tracked, why := false, ""
			code := 0 // inside 【】, a code such as 【紅1紫1】 is set solid
			for i := 1; i < len(gs); i++ {
				a, b := gs[i-1], gs[i]
				switch a.r {
				case '【':
					code++
				case '】':
					code = max(0, code-1)
				}
				gap := b.x - (a.x + a.adv)
				if between(objects, a.x+a.adv, b.x) {
					continue
				}
				ca, cb := a.class(), b.class()
				switch {
				case code > 0 && (japanese(a.r) && latin(b.r) || latin(a.r) && japanese(b.r)):
					fg.codePairs++
					if math.Abs(gap) > 0.01 {
						fg.example("a code spaced: " + text)
					} else {
						fg.codeSolid++
					}
				case japanese(a.r) && latin(b.r) || latin(a.r) && japanese(b.r):
					fg.jlPairs++
					if gap >= 0.2*em-1e-6 && gap <= 0.3*em+1e-6 {
						fg.jlSpaced++
					}
				case ca != other || cb != other:
					if ca == other || cb == other {
						break
					}
					fg.punctPairs++
					ink := b.inkLeft() - a.inkRight()
					if ink > jisSpace(ca, cb)*em+0.1*em {
						fg.loose++
						fg.example("loose " + string([]rune{a.r, b.r}) + " " + ems(ink, em) + ": " + text)
					}
				case layout.Wide(a.r) && layout.Wide(b.r) && ca == other && cb == other:
					// A typed space between Japanese words is a quarter
					// em, within the Japanese–Latin space's range.
					if gap > 0.25*em+1e-3 && !b.space || gap > 0.3*em+1e-3 {
						tracked = true
						why = string([]rune{a.r, b.r}) + " " + ems(gap, em)
					}
				case latin(a.r) && latin(b.r):
					// Inside a Latin word no letter-spacing; a word space
					// at most half an em.
					if gap > 0.01 && gap < 0.15*em || gap > 0.6*em {
						tracked = true
						why = string([]rune{a.r, b.r}) + " " + ems(gap, em)
					}
				}
			}
			if tracked {
				fg.tracked++
				fg.example("tracked (" + why + "): " + text)
			}
			for _, g := range gs {
				if zh && g.face == fonts.Fallback {
					fg.fallback++
				}
				if zh && strings.ContainsRune("，。、：；！？", g.r) {
					fg.centred++
					if c, ok := inkCentre(g); ok && math.Abs(c-0.5) > 0.12 {
						fg.offCentred++
					}
				}
			}
		}
		if textLines == 1 {
			fg.singleLine++
			fg.example("single-line page " + strconv.Itoa(pi+1))
		}
	}
	fg.stranded += strandedHeadings(m.Pages, &fg)
	for _, pl := range paras {
		n := len(pl.pages)
		if n < 2 {
			continue
		}
		if pl.pages[0] != pl.pages[1] {
			fg.orphans++
		}
		if pl.pages[n-1] != pl.pages[n-2] {
			fg.widows++
		}
	}
	return fg
}

// strandedHeadings counts headings with fewer than two lines of their
// section under them on their page (or fewer than the section has).
func strandedHeadings(pages []layout.Page, fg *figures) int {
	type at struct {
		page int
		l    layout.SetLine
	}
	var all []at
	for pi, p := range pages {
		for _, l := range p.Lines {
			if l.Kind != layout.TOCLine {
				all = append(all, at{pi, l})
			}
		}
	}
	n := 0
	for i, h := range all {
		if h.l.Kind != layout.HeadingLine || !h.l.Last {
			continue
		}
		section, here := 0, 0
		for _, x := range all[i+1:] {
			if x.l.Kind == layout.HeadingLine {
				break
			}
			section++
			if x.page == h.page {
				here++
			}
		}
		if here < min(2, section) {
			n++
			fg.example("stranded heading on page " + strconv.Itoa(h.page+1))
		}
	}
	return n
}

// jisSpace is the space JIS X 4051 leaves between the ink of two marks, in em.
func jisSpace(a, b punct) float64 {
	switch {
	case a == closing && b == opening:
		return 0.5
	case a == middle || b == middle:
		return 0.25
	}
	return 0
}

// inkCentre is the horizontal centre of a glyph's ink as a share of its em.
func inkCentre(g glyph) (float64, bool) {
	if g.face == nil {
		return 0, false
	}
	lo, hi, ok := g.face.InkX(g.r)
	return (lo + hi) / 2, ok
}

func lineString(gs []glyph) string {
	rs := make([]rune, len(gs))
	for i, g := range gs {
		rs[i] = g.r
	}
	return string(rs)
}

func ems(mm, em float64) string { return strconv.FormatFloat(mm/em, 'f', 2, 64) + " em" }

// TestTypesettingFigures measures the four manuals. The figures are logged
// (go test -v -run TypesettingFigures ./manual/) and held to the limits
// issue 16 sets where the typesetting meets them.
func TestTypesettingFigures(t *testing.T) {
	if testing.Short() {
		t.Skip("builds four manuals")
	}
	for _, id := range games {
		t.Run(id, func(t *testing.T) {
			c, m := printedManual(t, id)
			st := layout.B5(c.Game.Title)
			st.Body = fonts.BodyStyle(c.Game.Language)
			zh := strings.HasPrefix(c.Game.Language, "zh")
			fg := measureManual(m, st, zh)
			t.Logf("%s: %d pages, %d lines (%d justified)", id, len(m.Pages), fg.lines, fg.justified)
			t.Logf("short justified lines %d, tracked lines %d, Japanese–Latin spaced %d of %d (in 【】 codes solid %d of %d), Latin off-face %d",
				fg.short, fg.tracked, fg.jlSpaced, fg.jlPairs, fg.codeSolid, fg.codePairs, fg.latinOffFace)
			t.Logf("punctuation pairs %d, uncompressed %d; widows %d, orphans %d, stranded headings %d, single-line pages %d; off-grid body lines %d of %d; zh centred punctuation: %d of %d off, %d characters in the fallback face",
				fg.punctPairs, fg.loose, fg.widows, fg.orphans, fg.stranded, fg.singleLine, fg.offGrid, fg.gridLines, fg.offCentred, fg.centred, fg.fallback)
			for _, e := range fg.examples {
				t.Log("  ", e)
			}
			checkFigures(t, fg)
		})
	}
}

// checkFigures holds the figures to issue 16's limits.
func checkFigures(t *testing.T, fg figures) {
	t.Helper()
	if fg.lines < 500 || fg.justified < 40 {
		t.Fatalf("only %d lines (%d justified) measured: the measuring lost the boxes", fg.lines, fg.justified)
	}
	if fg.short > 0 {
		t.Errorf("%d justified lines end more than 0.5 em short of the measure", fg.short)
	}
	if fg.tracked > 0 {
		t.Errorf("%d lines spaced beyond JLReq's limits", fg.tracked)
	}
	// A manual whose Latin words are all in card names may have none
	// (World End: its examples are written in Japanese).
	if fg.codeSolid != fg.codePairs {
		t.Errorf("%d of %d Japanese–Latin boundaries in 【】 codes are set solid, want all", fg.codeSolid, fg.codePairs)
	}
	if float64(fg.jlSpaced) < 0.99*float64(fg.jlPairs) {
		t.Errorf("%d of %d Japanese–Latin boundaries have 0.2–0.3 em, want 99%%", fg.jlSpaced, fg.jlPairs)
	}
	if fg.loose > 0 {
		t.Errorf("%d of %d punctuation pairs are not compressed", fg.loose, fg.punctPairs)
	}
	if fg.widows+fg.orphans+fg.stranded+fg.singleLine > 0 {
		t.Errorf("page make-up: %d widows, %d orphans, %d stranded headings, %d single-line pages", fg.widows, fg.orphans, fg.stranded, fg.singleLine)
	}
	if fg.gridLines == 0 || fg.offGrid > 0 {
		t.Errorf("%d of %d body lines off the line grid", fg.offGrid, fg.gridLines)
	}
	if fg.offCentred > 0 {
		t.Errorf("%d of %d Chinese commas and stops not centred in their em", fg.offCentred, fg.centred)
	}
	if fg.latinOffFace > 0 {
		t.Errorf("%d Latin characters of body text are not in the Latin face", fg.latinOffFace)
	}
}

// A Traditional Chinese manual follows Taiwan's conventions: paragraphs
// indented two characters, running heads and folios in the Chinese face.
func TestTraditionalChineseConventions(t *testing.T) {
	_, m := printedManual(t, "clamp-in-cardland")
	indented, heads := 0, 0
	for _, p := range m.Pages[1:] {
		for _, l := range p.Lines {
			if l.Kind != layout.BodyLine || l.Index != 0 {
				continue
			}
			gs, _, _ := lineGlyphs(p, l, true)
			if len(gs) == 0 || gs[0].r != '　' || gs[0].x > l.X0+0.01 {
				continue // not an indented paragraph
			}
			indented++
			for _, g := range gs {
				if g.r != '　' {
					if em := l.Size * layout.PtToMM; g.x < l.X0+2*em-0.01 {
						t.Errorf("paragraph indented %.2f em: %s", (g.x-l.X0)/em, lineString(gs))
					}
					break
				}
			}
		}
		for _, b := range p.Boxes {
			if tx, ok := b.(layout.Text); ok && (tx.Size == 7.5 || tx.Size == 8.5) {
				heads++
				if tx.Style != fonts.Kai {
					t.Errorf("running head or folio %q in %v, want the Chinese face", tx.Text, tx.Style)
				}
			}
		}
	}
	if indented < 20 || heads < 20 {
		t.Errorf("%d indented paragraphs, %d heads and folios", indented, heads)
	}
}

// Whatever does not fit the page as written is set smaller, wrapped or
// clamped, never lost and never off the page, and the manual says where
// (issue 17): a 40-column table with long words, lists and quotes nested
// thirty deep.
func TestOverflowDegradesWithWarnings(t *testing.T) {
	c, _ := windia(t)
	var src strings.Builder
	src.WriteString("# 章\n\n")
	row := func(cell func(i int) string) {
		for i := 0; i < 40; i++ {
			src.WriteString("| " + cell(i) + " ")
		}
		src.WriteString("|\n")
	}
	row(func(i int) string { return "列" + strconv.Itoa(i) })
	row(func(int) string { return "---" })
	row(func(i int) string { return "Supercalifragilistic" + strconv.Itoa(i) })
	src.WriteString("\n")
	for i := 0; i < 30; i++ {
		src.WriteString(strings.Repeat("  ", i) + "- 深さ" + strconv.Itoa(i) + "の項目です。\n")
	}
	src.WriteString("\n" + strings.Repeat("> ", 30) + "引用の中の引用です。\n")
	m, err := buildSources(c, []Source{{Name: "m.md", Data: []byte(src.String())}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, w := range m.Warnings {
		msgs = append(msgs, w.String())
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"m.md:3:1: warning: a table of 40 columns is too wide for the page", "m.md:", "nested too deep"} {
		if !strings.Contains(all, want) {
			t.Errorf("warnings:\n%s\nwant %q", all, want)
		}
	}
	st := layout.B5("")
	var text strings.Builder
	for _, p := range m.Pages[1:] {
		for _, b := range p.Boxes {
			if tx, ok := b.(layout.Text); ok {
				text.WriteString(tx.Text)
				if right := tx.X + layout.TextWidth(tx.Style, tx.Text, tx.Size); right > st.W-st.Right+0.1 || tx.Y > st.H {
					t.Errorf("%q ends at %.1f mm, past the margin at %.1f", tx.Text, right, st.W-st.Right)
				}
			}
		}
	}
	for _, want := range []string{"Supercalifragilistic39", "深さ29の項目です。", "引用の中の引用です。"} {
		if got := strings.ReplaceAll(text.String(), " ", ""); !strings.Contains(got, want[:len(want)-2]) && !containsBroken(got, want) {
			t.Errorf("%q is missing from the page", want)
		}
	}
}

// containsBroken reports whether want appears in got, in order, allowing
// breaks between its letters (a word cut over lines of a narrow cell).
func containsBroken(got, want string) bool {
	i := 0
	for _, r := range want {
		j := strings.IndexRune(got[i:], r)
		if j < 0 || j > 200 {
			return false
		}
		i += j + utf8.RuneLen(r)
	}
	return true
}
