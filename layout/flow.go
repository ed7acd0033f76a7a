package layout

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"cardpress/diag"
)

// TOCEntry is a heading of the table of contents and the page it is on.
type TOCEntry struct {
	Level int
	Text  string
	Page  int // 1-based, the cover being page 1
}

// Typeset flows blocks onto pages. It runs twice when the document has a
// table of contents: the first pass finds the headings' pages.
func Typeset(blocks []Block, st PageStyle) ([]Page, []TOCEntry) {
	pages, toc, _ := TypesetChecked(blocks, st)
	return pages, toc
}

// TypesetChecked is Typeset that also says, as warnings at the blocks'
// source positions, what did not fit as asked and how it was set instead:
// a table too wide for the page (set smaller, words broken), lists or
// quotes nested too deep (indent clamped), a line that cannot be broken
// within the measure.
func TypesetChecked(blocks []Block, st PageStyle) ([]Page, []TOCEntry, []diag.Diagnostic) {
	if st.Paragraphs != nil {
		st.Paragraphs.turn.Lock()
		defer st.Paragraphs.sweep()
	}
	if !hasTOC(blocks) {
		f := newFlow(st, nil, st.Paragraphs)
		f.run(blocks)
		return f.finish(), f.toc, f.warnings
	}
	// The first pass sets the contents with every heading but unknown pages,
	// so that it takes as many lines as in the end and no page shifts.
	first := newFlow(st, headings(blocks), st.Paragraphs)
	first.unnumbered = true
	first.run(blocks)
	if first.renumber() {
		return first.finish(), first.toc, first.warnings
	}
	second := newFlow(st, first.toc, st.Paragraphs)
	second.run(blocks)
	return second.finish(), second.toc, second.warnings
}

// headings lists the headings of blocks in order, pages unknown.
func headings(blocks []Block) []TOCEntry {
	var out []TOCEntry
	for _, b := range blocks {
		switch b := b.(type) {
		case Heading:
			out = append(out, TOCEntry{Level: b.Level, Text: b.Text})
		case Entry:
			out = append(out, TOCEntry{Level: b.Heading.Level, Text: b.Heading.Text})
		}
	}
	return out
}

func hasTOC(blocks []Block) bool {
	for _, b := range blocks {
		if _, ok := b.(TOC); ok {
			return true
		}
	}
	return false
}

// flow is the state of one typesetting pass.
type flow struct {
	st       PageStyle
	pages    []Page
	bare     map[int]bool   // pages without header and folio
	chapters map[int]string // chapter title in force on each page
	chapter  string
	y        float64 // top of the next content on the current page
	indent   float64 // left indent of the current container (quotes, panels)
	float    *Rect   // floated figure on the current page
	// hang says a list that began beside the floated figure is being
	// set: its lines stay in the column beside the figure, also below it,
	// so that no item stands left of the item it belongs to.
	hang     bool
	tail     float64 // what must fit below the paragraph being set (it leads into it)
	toc      []TOCEntry
	known    []TOCEntry // the previous pass's headings, for the TOC
	kind     LineKind   // what the lines being set belong to
	para     int        // paragraphs set so far
	prepared preparedParagraphs
	warnings []diag.Diagnostic        // what could not be set as asked, where
	warned   map[diag.Diagnostic]bool // the warnings, to give each once
	deep     bool                     // nesting is clamped (warned once a run)
	// entryPitch is the line pitch of the entry being set (0 outside one)
	// for its text of entrySize points.
	entryPitch, entrySize float64
	entries               int // card entries started on the current page
	// feet are how far down each page but the current its content
	// reached when the flow went on to the next: a container's ground
	// ends there, not at the page's foot.
	feet       []float64
	nest       int  // containers (entries, quotes, panels) being set
	afterPanel bool // the block being set follows a panel directly
	// contents are the lines of the contents set so far; nested says one
	// was set inside a container, whose ground or bar is drawn under it
	// afterwards (see renumber). An unnumbered pass (the first) leaves
	// their page numbers to renumber.
	contents   []contentsLine
	nested     bool
	unnumbered bool
}

// contentsLine is a line of the table of contents as set: its page number
// and dot leaders go at pages[page].Boxes[at].
type contentsLine struct {
	page, at    int
	entry       int     // in known
	from, right float64 // where the leaders may start, the number end
	baseline    float64
	size        float64
}

// renumber gives the contents of an unnumbered pass the pages it found,
// when it knew every heading it set (as headings lists them): a second
// pass would then set every line as this one did, with the page numbers
// and dot leaders, which are put in place. It reports whether it did; a
// contents nested in a container is set again by a second pass.
func (f *flow) renumber() bool {
	if !f.unnumbered || f.nested || len(f.known) != len(f.toc) {
		return false
	}
	for i, e := range f.known {
		if e.Level != f.toc[i].Level || e.Text != f.toc[i].Text {
			return false
		}
	}
	// Page by page, the lines in order: each page's boxes copied once.
	for k := 0; k < len(f.contents); {
		pg := &f.pages[f.contents[k].page]
		boxes, from := make([]Box, 0, len(pg.Boxes)+16), 0
		for ; k < len(f.contents) && &f.pages[f.contents[k].page] == pg; k++ {
			l := f.contents[k]
			boxes = append(boxes, pg.Boxes[from:l.at]...)
			boxes = f.pageNumber(boxes, f.toc[l.entry].Page, l)
			from = l.at
		}
		pg.Boxes = append(boxes, pg.Boxes[from:]...)
	}
	return true
}

// warn notes, at the source position of the block, something that could not
// be set as asked; once per position and message.
func (f *flow) warn(pos diag.Pos, format string, args ...any) {
	d := *diag.Warningf(pos, format, args...)
	if f.warned[d] {
		return
	}
	if f.warned == nil {
		f.warned = map[diag.Diagnostic]bool{}
	}
	f.warned[d] = true
	f.warnings = append(f.warnings, d)
}

// preparedParagraphs holds the paragraphs of the pages being set prepared
// for breaking (characters, advances, gaps), for every measuring and
// setting of them, and, with a ParagraphCache, from document to document.
// It keeps them by page, in two generations: a paragraph not asked for
// since the page before the current one began is let go, so that what a
// typesetting holds besides its pages does not grow with them (a manual of
// 5,445 pages kept some 500 MB of prepared paragraphs to its end). A
// second pass prepares its paragraphs again.
type preparedParagraphs struct {
	cur, old map[spanKey]*paragraph
	kept     *ParagraphCache
}

// spanKey names a paragraph's content by its spans' backing array.
type spanKey struct {
	first *Span
	n     int
}

// prep returns the prepared paragraph of spans.
func (f *flow) prep(spans []Span) *paragraph {
	if len(spans) == 0 {
		return newParagraph(spans)
	}
	pp := &f.prepared
	k := spanKey{&spans[0], len(spans)}
	p := pp.cur[k]
	if p == nil {
		if p = pp.old[k]; p == nil {
			p = pp.kept.get(spans)
		}
		pp.cur[k] = p
	}
	return p
}

// next begins a page's generation of prepared paragraphs.
func (pp *preparedParagraphs) next() {
	pp.cur, pp.old = make(map[spanKey]*paragraph, len(pp.cur)), pp.cur
}

// newFlow begins a pass of typesetting, which takes prepared paragraphs
// from kept (none: it prepares them).
func newFlow(st PageStyle, known []TOCEntry, kept *ParagraphCache) *flow {
	prepared := preparedParagraphs{cur: map[spanKey]*paragraph{}, kept: kept}
	return &flow{st: st, bare: map[int]bool{}, chapters: map[int]string{}, known: known, prepared: prepared}
}

func (f *flow) left() float64   { return f.st.Left + f.indent }
func (f *flow) width() float64  { return f.st.W - f.st.Right - f.left() }
func (f *flow) bottom() float64 { return f.st.H - f.st.Bottom }
func (f *flow) lineHeight(size float64) float64 {
	if size == 0 {
		size = f.st.BodySize
	}
	return size * f.st.Leading * PtToMM
}

func (f *flow) page() *Page { return &f.pages[len(f.pages)-1] }

// Body text sits on a line grid: its baselines are a whole number of line
// pitches below the first line of the page, whatever blocks come between
// (JLReq's 行送り). Headings take whole lines of it; other blocks (tables,
// panels, figures) end where they end, and the text after them starts on
// the next grid line.

// pitch is the line pitch of body text, mm.
func (f *flow) pitch() float64 { return f.lineHeight(0) }

// gridUp is y moved down to the next grid line (or y, if on one).
func (f *flow) gridUp(y float64) float64 {
	k := math.Ceil((y-f.st.Top)/f.pitch() - 1e-6)
	return f.st.Top + math.Max(0, k)*f.pitch()
}

// onGrid reports whether a paragraph is body text set on the line grid.
func (f *flow) onGrid(p Paragraph) bool {
	return f.kind == BodyLine && (p.Size == 0 || p.Size == f.st.BodySize) && (p.Leading == 0 || p.Leading == f.st.Leading)
}

// empty reports whether the current page has no content yet.
func (f *flow) empty() bool { return len(f.pages) == 0 || f.y <= f.st.Top+1e-9 }

func (f *flow) newPage() {
	if len(f.pages) > 0 {
		f.feet = append(f.feet, f.y)
		f.settle(f.page())
	}
	f.pages = append(f.pages, Page{W: f.st.W, H: f.st.H})
	f.prepared.next()
	f.y = f.st.Top
	f.float = nil
	f.entries = 0
	f.chapters[len(f.pages)-1] = f.chapter
}

// settle gives a page the flow leaves the memory its boxes and lines take,
// not what appending them one by one grew to (a quarter more on average):
// a long manual holds every page until it is written. Its boxes keep room
// for the running heads and the folio finish adds.
func (f *flow) settle(pg *Page) {
	pg.Boxes = append(make([]Box, 0, len(pg.Boxes)+runningBoxes), pg.Boxes...)
	pg.Lines = slices.Clone(pg.Lines)
}

// runningBoxes is how many boxes finish adds to a page at most.
const runningBoxes = 4

// room makes sure h mm fit below the current position, or starts a page.
func (f *flow) room(h float64) {
	if len(f.pages) == 0 || (f.y+h > f.bottom()+1e-9 && !f.empty()) {
		f.newPage()
	}
}

func (f *flow) add(boxes ...Box) { f.page().Boxes = append(f.page().Boxes, boxes...) }

// addShifted adds boxes moved by (dx, dy) to the current page.
func (f *flow) addShifted(boxes []Box, dx, dy float64) {
	pg := f.page()
	pg.Boxes = AppendShift(pg.Boxes, boxes, dx, dy)
}

// place draws line l of p on the current page (see paragraph.place).
func (f *flow) place(p *paragraph, l brokenLine, x, y, room float64, justify bool) {
	pg := f.page()
	pg.Boxes = p.place(pg.Boxes, l, x, y, room, justify)
}

// record notes a line set on the current page, for measuring, when the
// style asks for the lines.
func (f *flow) record(l SetLine) {
	if f.st.Lines {
		f.page().Lines = append(f.page().Lines, l)
	}
}

// clearFloat ends the float: what follows starts below the figure, a
// gutter's width under it, as text beside it keeps a gutter's width off it.
func (f *flow) clearFloat() {
	if f.float != nil {
		f.y = math.Max(f.y, f.float.Y+f.float.H+figureGutter)
		f.float = nil
	}
}

func (f *flow) run(blocks []Block) {
	for i, b := range blocks {
		f.block(b, blocks[i+1:])
	}
}

// block lays out b; rest are the blocks after it, the start of which a
// heading (or a lead sentence before an example) keeps with.
func (f *flow) block(b Block, rest []Block) {
	switch b := b.(type) {
	case Paragraph:
		if len(rest) > 0 {
			if pn, ok := rest[0].(Panel); ok && f.paragraphLines(b) <= maxLeadLines {
				// A short paragraph right before an example introduces
				// it, as a heading heads it: it goes with the example's
				// start (Windia War's 「次の 2 つは、ラウンドをまたいで
				// 続くゲームの実例です。…」 stood alone at a page's foot,
				// its examples over the page).
				f.room(math.Min(f.paragraphHeight(b)+f.panelStart(pn), f.longestKeep()))
			}
			if leadsIn(b) {
				// A sentence ending in a colon stays with what it leads
				// into: its last lines go with the start of it.
				f.tail = f.need(rest, false)
				defer func() { f.tail = 0 }()
			}
		}
		f.paragraph(b)
	case List:
		f.list(b)
	case Heading:
		f.heading(b, rest)
	case PageBreak:
		if !f.empty() {
			f.newPage()
		}
	case FullPage:
		f.newPage()
		f.bare[len(f.pages)-1] = true
		f.add(b.Boxes...)
		f.y = f.bottom() + 1 // nothing else on this page
	case Entry:
		f.entry(b)
	case Table:
		f.table(b)
	case Quote:
		f.quote(b)
	case Panel:
		f.panel(b, rest)
	case Figures:
		f.figures(b)
	case TOC:
		f.tableOfContents(b)
	case Picture:
		f.picture(b)
	default:
		panic(fmt.Sprintf("layout: unknown block %T", b))
	}
}

// lineRoom is the width of line i of a paragraph that starts at the current
// position: shorter beside the floated figure, full below it and on later
// pages.
func (f *flow) lineRoom(i int, lh, indent float64) float64 {
	room := f.width() - indent
	fitting := int((f.bottom() - f.y + 1e-9) / lh)
	if f.float == nil || i >= fitting {
		return room
	}
	top := f.y + float64(i)*lh
	if f.besideFloat(top, lh) {
		if f.float.X > f.left()+1e-9 { // floated right
			return room - (f.left() + f.width() - f.float.X + figureGutter)
		}
		return room - (f.float.X + f.float.W + figureGutter - f.left())
	}
	return room
}

// figureGutter is the space between a floated figure and the text beside
// it, mm; text below it keeps at least as much from its ink to the figure.
const figureGutter = 4.0

// besideFloat reports whether a line whose top is at y sits beside the
// floated figure: its ink (a fifth of the line below its top) starts
// above the figure's bottom plus the gutter.
func (f *flow) besideFloat(y, lh float64) bool {
	if f.hang {
		return y+lh > f.float.Y
	}
	return y+0.2*lh < f.float.Y+f.float.H+figureGutter && y+lh > f.float.Y
}

func (f *flow) lineX(lh float64) float64 {
	if f.float != nil && f.besideFloat(f.y, lh) && f.float.X <= f.left()+1e-9 {
		return f.float.X + f.float.W + figureGutter
	}
	return f.left()
}

// paragraphMetrics are a paragraph's line height and the room its aside
// figures take on the right; figures wider than this share of the measure go
// on a row of their own under the text instead.
const asideShare = 0.45

func (f *flow) paragraphMetrics(p Paragraph) (size, lh, aside float64, below bool) {
	size = p.Size
	if size == 0 {
		size = f.st.BodySize
	}
	lh = f.lineHeight(size)
	if p.Leading > 0 {
		lh = size * p.Leading * PtToMM
	}
	if f.onEntryPitch(size) {
		lh = f.entryPitch
	}
	for _, fig := range p.Aside {
		aside += fig.W + 1
	}
	if aside > 0 {
		aside += 2 // keep the text off the figures
	}
	// Figures go under the text when they would take too much of the line
	// (of its room beside a floated picture: a row of seven chips there
	// left the text a column two characters wide), or when the text would
	// wrap beside them into more height than it takes with them on a row
	// of their own under it: a step of two lines keeps its chip beside it
	// rather than on a third line of its own (Hearts' "4. Dave plays ♦3.
	// The round is over…"), and a step of one line across the measure
	// wraps beside its chip rather than leave it alone on the next line
	// (Color Shed's "1. Alice plays red Reverse. Play goes…").
	// The room is the first line's: beside a floated picture, narrower
	// (as the panel's height was measured, in the column beside it).
	room := f.lineRoom(0, lh, p.Indent)
	if aside > f.lineRoom(0, lh, 0)*asideShare || aside > 0 && f.naturalWidth(p) > room-aside && !f.wrapsBeside(p, room, aside, lh) {
		return size, lh, 0, true
	}
	return size, lh, aside, false
}

// wrapsBeside reports whether a paragraph too long for one line beside
// its aside figures, with lines lh high, takes no more height beside them
// than across the whole room with them on a row under it: then they stay
// beside it, at the right of its first line like every step's.
func (f *flow) wrapsBeside(p Paragraph, room, aside, lh float64) bool {
	para := f.prep(p.Spans)
	beside := float64(len(para.breakAt(room-aside, p.Justify))) * lh
	under := float64(len(para.breakAt(room, p.Justify)))*lh + f.figuresHeight(Figures{Items: p.Aside, Gap: 1, Indent: p.Indent})
	return beside <= under+1e-9
}

// naturalWidth is the width of a paragraph set on one line.
func (f *flow) naturalWidth(p Paragraph) float64 {
	return f.prep(p.Spans).naturalWidth()
}

func (f *flow) paragraph(p Paragraph) {
	if len(p.Spans) == 0 {
		return
	}
	if most := f.width() - f.minMeasure(); p.Indent > most {
		if !f.deep {
			f.warn(p.Pos, "lists or quotes nested too deep for the page: from here indented no further than %.0f mm", math.Max(0, most))
		}
		f.deep = true
		p.Indent = math.Max(0, most)
	} else {
		f.deep = false
	}
	size, lh, aside, below := f.paragraphMetrics(p)
	para := f.prep(p.Spans)
	f.para++
	// Widows (a last line of one or two characters) are a cost of the
	// breaking itself.
	breakAll := func() []brokenLine {
		return para.breakLines(func(i int) float64 { return f.lineRoom(i, lh, p.Indent) - aside }, p.Justify)
	}
	grid := f.onGrid(p)
	if grid && len(f.pages) > 0 {
		f.y = f.gridUp(f.y)
	}
	lines := breakAll()
	// No orphan, no widow: a paragraph that goes on to the next page leaves
	// at least two lines here and takes at least two there.
	if len(f.pages) == 0 {
		f.newPage()
		lines = breakAll()
	}
	fit := f.linesThatFit(lh)
	if n := len(lines); fit >= n && f.tail > 0 && f.y+float64(n)*lh+f.spaceAfter(p, size, lh, grid)+f.tail > f.bottom()+1e-9 &&
		float64(min(n, 2))*lh+f.tail <= f.bottom()-f.st.Top {
		// What it leads into does not fit: its last lines go with it, when
		// they fit together on the next page.
		fit = n - 2
	}
	if n := len(lines); fit < n {
		if n-fit < 2 {
			fit = n - 2
		}
		if fit < 2 && !f.empty() {
			f.newPage()
			lines = breakAll()
			fit = f.linesThatFit(lh)
		}
	}
	for i, l := range lines {
		if i > 0 && i >= fit && f.y > f.st.Top+1e-9 {
			f.newPage()
			fit = i + f.linesThatFit(lh)
		}
		x := f.lineX(lh) + p.Indent
		baseline := f.y + lh/2 + 0.36*size*PtToMM
		room := f.lineRoom(0, lh, p.Indent) - aside // this line's, beside a float or not
		f.place(para, l, x, baseline, room, p.Justify)
		if over := para.overflow(l, room); over > 0.05 {
			f.warn(p.Pos, "%q runs %.1f mm past the margin: it cannot be broken", para.lineText(l), over)
		}
		f.record(SetLine{Kind: f.kind, Para: f.para, Index: i, Last: l.last, Justify: p.Justify, X0: x, X1: x + room, Baseline: baseline, Size: size})
		if i == 0 && !below {
			ax := x - p.Indent + f.lineRoom(0, lh, 0) - aside + 2 // at the line's end, beside a float or not
			for _, fig := range p.Aside {
				f.addShifted(fig.Boxes, ax, f.y+(lh-fig.H)/2)
				ax += fig.W + 1
			}
		}
		if i == 0 && len(p.Marker) > 0 {
			mp := f.prep(p.Marker)
			mw := mp.naturalWidth()
			for _, ml := range mp.breakAt(mw, false) {
				f.place(mp, ml, x-mw-1.2, baseline, mw, false)
			}
		}
		f.y += lh
	}
	if below {
		f.figures(Figures{Items: p.Aside, Gap: 1, Indent: p.Indent})
	}
	f.y += f.spaceAfter(p, size, lh, grid)
}

// spaceAfter is the space below a paragraph: none in text on a line grid
// (the body's or an entry's), where the indent marks a new paragraph as in
// a Japanese book; else p.After, by default a third of a line.
func (f *flow) spaceAfter(p Paragraph, size, lh float64, grid bool) float64 {
	switch {
	case grid || f.onEntryPitch(size):
		return 0
	case p.After > 0:
		return p.After
	}
	return lh * 0.35
}

// onEntryPitch reports whether text of the size is set on the pitch of the
// entry being set.
func (f *flow) onEntryPitch(size float64) bool {
	return f.entryPitch > 0 && size == f.entrySize && f.kind == EntryLine
}

// linesThatFit is how many lines of height lh fit below the current
// position on this page.
func (f *flow) linesThatFit(lh float64) int {
	return int(math.Max(0, math.Floor((f.bottom()-f.y)/lh+1e-6)))
}

func headingSize(level int) float64 {
	switch level {
	case 1:
		return 16
	case 2:
		return 12
	}
	return 10.5
}

// headingHeight is the space a one-line heading takes with the space
// around it, as placeHeading sets it: a section heading takes two lines of
// the grid (one at the top of a page).
func (f *flow) headingHeight(level int) float64 {
	size := headingSize(level) * PtToMM
	if level == 1 {
		return size*1.5 + 6
	}
	if f.kind == BodyLine {
		if f.empty() {
			return f.pitch()
		}
		return 2 * f.pitch()
	}
	h := size * 1.5
	if !f.empty() {
		h += size * 0.6
	}
	return h + size*0.3
}

// keepNeed is how much of the blocks that follow must fit under a heading
// placed above them: an entry's start, a whole example (with its lead
// sentence), two lines of text — from as many blocks as it takes.
func (f *flow) keepNeed(rest []Block) float64 { return f.need(rest, true) }

// longestKeep is the most a heading or a lead paragraph keeps with it of
// what follows: a page less the heading's own room. A heading and the
// lead under it ask the same, so that the lead never leaves the heading.
func (f *flow) longestKeep() float64 { return f.bottom() - f.st.Top - 20 }

// need is keepNeed; follow says whether a short paragraph ending in a colon
// brings the start of what it leads into. It does only one level deep: a
// run of such paragraphs would otherwise chain to a whole page each, and
// every one of them would start a new page (and the walk be quadratic).
func (f *flow) need(rest []Block, follow bool) float64 {
	page := f.longestKeep()
	need, lines := 0.0, 0
	for i, b := range rest {
		switch b := b.(type) {
		case Entry:
			return need + f.entryNeed(b)
		case Panel:
			return math.Min(need+f.panelStart(b), page)
		case Paragraph:
			_, lh, _, _ := f.paragraphMetrics(b)
			n := f.paragraphLines(b)
			// A short paragraph leading into an example brings the
			// example's start, as block keeps them: a heading with only
			// its lead paragraph at a page's foot leaves its section's
			// example over the page (Windia War's 「試合の実例」), and a
			// lead that goes with its example leaves the heading alone.
			if i+1 < len(rest) && n <= maxLeadLines {
				if pn, ok := rest[i+1].(Panel); ok {
					return math.Min(need+f.paragraphHeight(b)+f.panelStart(pn), page)
				}
			}
			take := min(n, 2-lines)
			if lines == 0 && n < 4 {
				take = n // two lines each side of a page break: it moves whole
			}
			if follow && take == n && i+1 < len(rest) && leadsIn(b) {
				// Taken whole, it brings the start of what it leads into.
				return math.Min(need+f.paragraphHeight(b)+f.need(rest[i+1:], false), page)
			}
			need += float64(take) * lh
			lines += take
			if take == n {
				need += f.paragraphHeight(b) - float64(n)*lh // its space after
			}
		case Table:
			if h, whole := f.tableWhole(b); whole {
				return math.Min(need+h, page)
			}
			return need + 3*f.lineHeight(0)
		case List:
			if h, whole := f.listWhole(b); whole {
				return math.Min(need+h, page)
			}
			return need + 2*f.lineHeight(0)
		case Figures:
			return math.Min(need+f.figuresHeight(b), page)
		default:
			return need + 2*f.lineHeight(0)
		}
		if lines >= 2 {
			break
		}
	}
	return need
}

func (f *flow) heading(h Heading, rest []Block) {
	f.clearFloat()
	if h.Level == 1 {
		if !f.empty() {
			f.newPage()
		}
		f.room(0)
		f.chapter = h.Text
		f.chapters[len(f.pages)-1] = h.Text
	} else {
		// Keep a heading with the start of what follows.
		if f.kind == BodyLine && len(f.pages) > 0 {
			f.y = f.gridUp(f.y)
		}
		f.room(f.headingHeight(h.Level) + f.keepNeed(rest))
	}
	f.placeHeading(h)
}

func (f *flow) placeHeading(h Heading) {
	size := headingSize(h.Level)
	spans := h.Spans
	if len(spans) == 0 {
		spans = []Span{{Text: h.Text, Style: f.st.Head, Size: size, Color: f.st.Ink}}
	}
	f.toc = append(f.toc, TOCEntry{Level: h.Level, Text: h.Text, Page: len(f.pages)})
	para := f.prep(spans)
	lines := para.breakAt(f.width(), false)
	f.para++
	lh := size * PtToMM * 1.5
	grid := h.Level > 1 && f.kind == BodyLine
	top := func(i int) float64 { return f.y + float64(i)*lh } // of line i
	baseline := func(i int) float64 { return top(i) + lh*0.75 }
	switch {
	case grid:
		// Whole lines of the grid: a line of space above (none at the top
		// of a page), then each line of the heading on a grid line.
		f.y = f.gridUp(f.y)
		if !f.empty() {
			f.y += f.pitch()
		}
		pitch, y0 := f.pitch(), f.y
		top = func(i int) float64 { return y0 + float64(i)*pitch }
		baseline = func(i int) float64 { return top(i) + pitch/2 + 0.36*size*PtToMM }
	case !f.empty() && h.Level > 1:
		f.y += size * PtToMM * 0.6
	}
	for i, l := range lines {
		f.place(para, l, f.left(), baseline(i), f.width(), false)
		f.record(SetLine{Kind: HeadingLine, Para: f.para, Index: i, Last: l.last, X0: f.left(), X1: f.left() + f.width(), Baseline: baseline(i), Size: size})
	}
	f.y = top(len(lines))
	switch {
	case h.Level == 1:
		f.add(Line{A: Point{f.left(), f.y + 1}, B: Point{f.left() + f.width(), f.y + 1}, Width: 0.5, Color: f.st.Ink})
		f.y += 6
	case !grid:
		f.y += size * PtToMM * 0.3
	}
}

// entryNeed is the room of an entry's heading, figure and first three lines
// of text (the facts line and two of the rule text), which stay together.
func (f *flow) entryNeed(e Entry) float64 {
	size, lh := f.entryText(e)
	pitch := figurePitch(e.Figure.H, lh)
	return entryGap + f.headingHeight(e.Heading.Level) + math.Max(figureInset(pitch, size)+e.Figure.H, 3*pitch) + 1
}

// entryText is the size and line height of an entry's text, from its first
// paragraph.
func (f *flow) entryText(e Entry) (size, lh float64) {
	size, lh = f.st.BodySize, f.lineHeight(0)
	if len(e.Body) > 0 {
		if p, ok := e.Body[0].(Paragraph); ok && p.Size > 0 && p.Leading > 0 {
			size, lh = p.Size, p.Size*p.Leading*PtToMM
		}
	}
	return size, lh
}

// figurePitch is the line pitch of the text around a floated figure h mm
// high: the pitch nearest lh at which the figure and the gutter below it
// take whole lines, so that the text below starts the gutter's width under
// the figure, as the text beside it does; lh itself when that would change
// it by more than a tenth (the gutter below then grows by up to a line).
func figurePitch(h, lh float64) float64 {
	n := math.Max(1, math.Round((h+figureGutter)/lh))
	if pitch := (h + figureGutter) / n; math.Abs(pitch/lh-1) <= 0.1 {
		return pitch
	}
	return lh
}

// figureInset is how far below the top of the first line beside it a
// figure starts: at the top of the line's em, where its ink starts.
func figureInset(pitch, size float64) float64 {
	return (pitch - size*PtToMM) / 2
}

// entryGap is the space above an entry's heading beyond the heading's own,
// mm: entries follow each other closely, three or four to a page.
const entryGap = 3.0

// entry sets a card entry: heading, figure floated left, text around it on
// the entry's own line pitch (figurePitch).
func (f *flow) entry(e Entry) {
	f.clearFloat()
	kind := f.kind
	f.kind = EntryLine // an entry is set tighter, off the body's grid
	f.nest++
	defer func() { f.nest-- }()
	if most := f.st.EntriesPerPage; most > 0 && f.entries >= most && !f.empty() {
		f.newPage()
	}
	f.room(f.entryNeed(e))
	f.entries++
	if !f.empty() {
		f.y += entryGap
	}
	f.placeHeading(e.Heading)
	size, lh := f.entryText(e)
	f.entryPitch, f.entrySize = figurePitch(e.Figure.H, lh), size
	top := f.y + figureInset(f.entryPitch, size)
	f.addShifted(e.Figure.Boxes, f.left(), top)
	f.setFloat(Rect{f.left(), top, e.Figure.W, e.Figure.H})
	f.run(e.Body)
	f.kind, f.entryPitch = kind, 0
	f.clearFloat()
}

// setFloat floats a figure at r on the current page, and records it there.
func (f *flow) setFloat(r Rect) {
	f.float = &r
	f.page().Floats = append(f.page().Floats, r)
}

// region remembers where a container started, to draw its ground or bar
// under its content once its extent is known.
type region struct {
	page, box int
	y         float64
}

func (f *flow) mark() region {
	return region{page: len(f.pages) - 1, box: len(f.page().Boxes), y: f.y}
}

// underlay inserts, on every page the region spans, the boxes that draw(y0,
// y1) returns for the region's vertical extent there, beneath its content.
func (f *flow) underlay(r region, draw func(y0, y1 float64) []Box) {
	for p := r.page; p < len(f.pages); p++ {
		y0, at := f.st.Top, 0
		if p == r.page {
			y0, at = r.y, r.box
		}
		y1 := f.y
		if p < len(f.pages)-1 {
			y1 = math.Min(f.feet[p]+containerFoot, f.bottom())
		}
		if y1 <= y0 {
			continue
		}
		pg := &f.pages[p]
		under := draw(y0, y1)
		pg.Boxes = append(pg.Boxes[:at], append(under, pg.Boxes[at:]...)...)
	}
}

// containerFoot is the space a container (a panel's ground, a quote's
// bar) reaches below its last line on a page it goes on from, mm: as
// much as a panel has below its last line where it ends.
const containerFoot = 1.0

// minMeasure is the narrowest measure nesting may leave, mm: a third of
// the column, so that deeply nested lists and quotes stay readable.
func (f *flow) minMeasure() float64 { return (f.st.W - f.st.Left - f.st.Right) / 3 }

// maxWholeItems is the most items of a list that moves whole to the next
// page rather than split; maxWholeRows the most rows (the header aside)
// of such a table. Split, they would leave an item or two, a row or two,
// on a page with room to spare on the one before.
const (
	maxWholeItems = 6
	maxWholeRows  = 8
)

// list sets a list: a short one (see listWhole) where it fits whole. A
// list that begins beside a floated figure stays in the column beside it
// to its end (hang): wrapped under the figure, its nested items would
// stand left of the items they belong to (BlackPoker's ダメージ判定, whose
// ① and ② stood left of their (1)).
func (f *flow) list(l List) {
	if h, whole := f.listWhole(l); whole && !f.empty() && f.y+h > f.bottom()+1e-9 && h <= f.bottom()-f.st.Top {
		f.clearFloat()
		f.newPage()
	}
	if !f.hang && f.float != nil && f.besideFloat(f.y, f.textPitch()) {
		f.hang = true
		defer func() { f.hang = false }()
	}
	f.run(l.Body)
}

// textPitch is the line pitch of the text being set: an entry's, or the
// body's.
func (f *flow) textPitch() float64 {
	if f.entryPitch > 0 {
		return f.entryPitch
	}
	return f.pitch()
}

// listWhole is a list's height, and whether it is short enough to be kept
// whole: up to maxWholeItems items with nested ones, all paragraphs.
func (f *flow) listWhole(l List) (h float64, whole bool) {
	items := l.Items
	for _, b := range l.Body {
		switch b := b.(type) {
		case Paragraph:
			h += f.paragraphHeight(b)
		case List:
			nh, ok := f.listWhole(b)
			if !ok {
				return 0, false
			}
			h += nh
			items += b.Items
		default:
			return 0, false
		}
	}
	return h, items <= maxWholeItems
}

// maxLeadLines is the most lines of a paragraph that introduces the
// example right after it and keeps with its start; a paragraph this short
// never splits (two lines at least each side of a page break).
const maxLeadLines = 3

// leadsIn reports whether a paragraph ends in a colon: it leads into what
// follows (a list, a table, an example) and stays with it.
func leadsIn(p Paragraph) bool {
	if len(p.Spans) == 0 {
		return false
	}
	text := strings.TrimRight(p.Spans[len(p.Spans)-1].Text, " \n　")
	return strings.HasSuffix(text, "：") || strings.HasSuffix(text, ":")
}

func (f *flow) quote(q Quote) {
	f.clearFloat()
	f.room(2 * f.lineHeight(0)) // as a paragraph would: no bar left alone
	start := f.mark()
	indent := 6.0
	if f.width()-indent < f.minMeasure() {
		f.warn(q.Pos, "quotes nested too deep for the page: this one is not indented further")
		indent = 0
	}
	f.indent += indent
	f.nest++
	f.run(q.Body)
	f.nest--
	f.indent -= indent
	x := f.left() + 1.5
	f.underlay(start, func(y0, y1 float64) []Box {
		return []Box{Line{A: Point{x, y0}, B: Point{x, y1 - 1.5}, Width: 0.8, Color: f.st.Ink.Mix(White, 0.6)}}
	})
}

// paragraphHeight is the height a paragraph takes at the current indent
// (ignoring floats), with the space after it.
func (f *flow) paragraphHeight(p Paragraph) float64 {
	size, lh, aside, below := f.paragraphMetrics(p)
	room := f.width() - p.Indent - aside
	h := float64(len(f.prep(p.Spans).breakAt(room, p.Justify))) * lh
	if below {
		h += f.figuresHeight(Figures{Items: p.Aside, Gap: 1, Indent: p.Indent})
	}
	return h + f.spaceAfter(p, size, lh, f.onGrid(p))
}

// paragraphLines is how many lines a paragraph takes at the current
// indent (ignoring floats).
func (f *flow) paragraphLines(p Paragraph) int {
	_, _, aside, _ := f.paragraphMetrics(p)
	room := f.width() - p.Indent - aside
	return len(f.prep(p.Spans).breakAt(room, p.Justify))
}

// panelHeight is the height of a panel, from its top to its end.
func (f *flow) panelHeight(p Panel) float64 {
	defer f.inPanel()()
	h := panelGap + panelPad + 1
	if len(p.Title) > 0 {
		h += f.paragraphHeight(Paragraph{Spans: p.Title, After: 1})
	}
	for _, x := range f.stepHeights(p) {
		h += x
	}
	return h
}

// Panels (rule examples) stay whole when they fit where they start. One
// that does not fit splits between its steps when it has more than
// maxWholePanelLines lines, never inside its opening (Panel.Opening), with
// at least minSplitLines lines on either side, and the part on the next
// page starts with the panel's continued mark; a shorter panel moves
// whole to the next page. A panel stands panelGap off
// the text above and below it, more by equal shares in body text, where
// the text after it starts on the next line of the grid.
func (f *flow) panel(p Panel, rest []Block) {
	p = f.settled(p)
	f.clearFloat()
	if len(f.pages) == 0 {
		f.newPage()
	}
	// Panels one after another stand panelsApart from each other, the
	// room to the grid going under the last of them.
	after := f.afterPanel
	f.afterPanel = false
	if len(rest) > 0 {
		_, f.afterPanel = rest[0].(Panel)
	}
	above, below := panelGap, panelGap
	if after {
		above = f.panelsApart()
	}
	if h := f.panelHeight(p) - panelGap + above; f.y+h > f.bottom()+1e-9 && !f.empty() && f.stepsHere(p, above) == 0 {
		f.newPage()
	}
	// In body text the panel stands on the line grid with equal space
	// above and below: the room up to the grid line after it is shared.
	if f.empty() {
		above = 0
	}
	if h := f.panelHeight(p) - panelGap; f.kind == BodyLine && !f.afterPanel && f.y+above+h <= f.bottom()+1e-9 {
		end := f.y + above + h + panelGap
		share := (f.gridUp(end) - end) / 2
		if f.empty() || after {
			share *= 2 // at a page's top, or under a panel, the panel starts there
		}
		below += share
		if !f.empty() && !after {
			above += math.Min(share, f.bottom()-(f.y+above+h))
		}
	}
	if f.afterPanel {
		below = 0
	}
	f.y += above
	start := f.mark()
	f.y += panelPad
	out := f.inPanel()
	f.nest++
	defer func() { f.nest-- }()
	if len(p.Title) > 0 {
		f.paragraph(Paragraph{Spans: p.Title, After: 1})
	}
	heights, lines := f.stepHeights(p), f.textLines(p)
	for i := 0; i < len(p.Body); {
		k := i + f.fitting(heights[i:])
		if k < len(p.Body) {
			// Not all fit: break where both sides keep minSplitLines.
			for k > i && !p.splitsAt(i, k, lines) {
				k--
			}
			if k == i {
				// No split keeps the rules (an opening or a step taller
				// than a page): as much as fits goes here, one block at least.
				k = i + max(1, f.fitting(heights[i:]))
			}
		}
		for ; i < k; i++ {
			f.block(p.Body[i], p.Body[i+1:])
		}
		if i < len(p.Body) {
			f.newPage()
			f.y += panelPad
			if mark := p.Continued; len(mark) > 0 {
				f.paragraph(Paragraph{Spans: mark, After: 1})
			}
		}
	}
	f.clearFloat() // the panel's ground reaches below its picture
	out()
	f.y += 1
	x, w := f.left(), f.width()
	f.underlay(start, func(y0, y1 float64) []Box {
		return []Box{Fill{Rect{x, y0, w, y1 - y0}, Color{0xEE, 0xEE, 0xEE}}}
	})
	f.y += below
}

// settled is a panel with its picture at the right of its lines only
// when that makes it no taller than the picture above them: beside a
// tall picture (CLAMP's two players' areas one above the other) the
// lines wrap in a narrow column into more height than the picture saves.
func (f *flow) settled(p Panel) Panel {
	if len(p.Body) == 0 {
		return p
	}
	fs, _ := p.Body[0].(Figures)
	if _, ok := f.floated(fs); !ok {
		return p
	}
	defer f.inPanel()()
	above := slices.Clone(p.Body)
	fs.Float = NoFloat
	above[0] = fs
	q := p
	q.Body = above
	if sum(f.stepHeights(q)) < sum(f.stepHeights(p)) {
		return q
	}
	return p
}

// panelPad is the space inside a panel above its first line, mm.
const panelPad = 2.5

// panelsApart is the space between two panels one after the other, mm:
// as far as a panel's ground stands from the ink of text next to it, its
// panelGap and the lines' half-leading, on both sides.
func (f *flow) panelsApart() float64 {
	return 2 * (panelGap + (f.pitch()-f.st.BodySize*PtToMM)/2)
}

// panelGap is the space between a panel and the text above and below it,
// mm: with the half-leading of the lines, about as much as the text has
// between a panel and its own first line.
const panelGap = 1.5

// maxWholePanelLines is the most lines of text (its title's one
// counting) a panel may have and still move whole to the next page rather
// than split (issue 26): a short example read across a page turn loses
// its point. A panel taller than the room left on its page but this short
// leaves the room empty.
const maxWholePanelLines = 15

// minSplitLines is the fewest lines of text on either side of a split
// panel, besides its title and its continued mark: one or two lines alone
// under the continued mark read as a stray, not as part of the example.
const minSplitLines = 3

// inPanel sets the indents and the line kind of a panel's content, and
// returns what ends them: a panel's steps are measured as they are set.
func (f *flow) inPanel() (out func()) {
	kind := f.kind
	f.indent += 4
	f.st.Right += 4
	f.kind = PanelLine
	return func() { f.indent -= 4; f.st.Right -= 4; f.kind = kind }
}

// fitting is how many of the steps of heights fit below the current
// position with the panel's bottom padding.
func (f *flow) fitting(heights []float64) int {
	y := f.y + 1
	for i, h := range heights {
		if y+h > f.bottom()+1e-9 {
			return i
		}
		y += h
	}
	return len(heights)
}

// stepHeights are the heights of a panel's blocks, as set inside it.
func (f *flow) stepHeights(p Panel) []float64 {
	hs := make([]float64, len(p.Body))
	if len(p.Body) > 0 {
		if fig, ok := f.floated(p.Body[0]); ok {
			return f.besideHeights(p, fig, hs)
		}
	}
	for i, b := range p.Body {
		switch b := b.(type) {
		case Paragraph:
			hs[i] = f.paragraphHeight(b)
		case Figures:
			hs[i] = f.figuresHeight(b)
		default:
			hs[i] = 3 * f.lineHeight(0)
		}
	}
	return hs
}

// besideHeights are the heights of a panel's blocks after a floated
// picture, their lines beside it measured in the column narrowed by it:
// the picture takes its own height, and a block beside it only what it
// reaches below the picture's foot. A page that takes the
// picture holds it whole, and the lines beside it with it.
func (f *flow) besideHeights(p Panel, fig Figure, hs []float64) []float64 {
	pic, w := fig.H+figureGutter, fig.W+figureGutter
	hs[0] = pic
	total := 0.0
	for i, b := range p.Body[1:] {
		var h float64
		if para, ok := b.(Paragraph); ok && total < pic {
			h = f.besideHeight(para, total, pic, w)
		} else {
			h = f.stepHeights(Panel{Body: []Block{b}})[0]
		}
		hs[i+1] = math.Max(0, total+h-pic) - math.Max(0, total-pic)
		total += h
	}
	return hs
}

// besideHeight is the height of a paragraph whose top is off below the
// top of a floated figure pic high and w wide (with their gutters): its
// lines beside the figure narrower, as paragraph sets them.
func (f *flow) besideHeight(p Paragraph, off, pic, w float64) float64 {
	f.st.Right += w
	size, lh, aside, below := f.paragraphMetrics(p)
	f.st.Right -= w
	full := f.width() - p.Indent - aside
	h := float64(len(f.prep(p.Spans).breakLines(func(i int) float64 {
		if off+(float64(i)+0.2)*lh < pic {
			return full - w
		}
		return full
	}, p.Justify))) * lh
	if below {
		h += f.figuresHeight(Figures{Items: p.Aside, Gap: 1, Indent: p.Indent})
	}
	return h + f.spaceAfter(p, size, lh, f.onGrid(p))
}

// splitsAt reports whether a panel whose part on this page starts at its
// block from may split before its block k: only a panel of more than
// maxWholePanelLines lines, not inside its opening (its picture and
// situation), not after a picture, which shows what its next lines tell,
// and with minSplitLines lines of text at least on either side, the
// opening's counting on the first page. lines are its blocks' lines of
// text (textLines).
func (p Panel) splitsAt(from, k int, lines []float64) bool {
	if k <= from || k < p.Opening || k >= len(p.Body) || 1+sum(lines) <= maxWholePanelLines {
		return false
	}
	if _, pic := p.Body[k-1].(Figures); pic {
		return false
	}
	return sum(lines[from:k]) >= minSplitLines && sum(lines[k:]) >= minSplitLines
}

// textLines are the lines of text of a panel's blocks, as set inside it;
// a picture has none: a split panel keeps lines of its text on the first
// page, not its picture and one line under it (BlackPoker's 対象変更
// example stood on its page as its picture and 「ボブのターンから始めま
// す。」, its setup over the page).
func (f *flow) textLines(p Panel) []float64 {
	ls := make([]float64, len(p.Body))
	for i, b := range p.Body {
		switch b := b.(type) {
		case Paragraph:
			ls[i] = float64(f.paragraphLines(b))
		case Figures:
		default:
			ls[i] = 3
		}
	}
	return ls
}

// stepsHere is how many blocks of a panel go on the current page if it
// splits here, above its ground away from what precedes it: as many as
// fit, leaving enough for the next page (splitsAt); 0 when no split fits.
func (f *flow) stepsHere(p Panel, above float64) int {
	defer f.inPanel()()
	y := f.y + above + panelPad
	if len(p.Title) > 0 {
		y += f.paragraphHeight(Paragraph{Spans: p.Title, After: 1})
	}
	saved := f.y
	f.y = y
	n := f.fitting(f.stepHeights(p))
	f.y = saved
	lines := f.textLines(p)
	for n > 0 && !p.splitsAt(0, n, lines) {
		n--
	}
	return n
}

// panelStart is the height of what of a panel must stay with the sentence
// or heading that leads into it: all of it, or its title, its opening and
// its first steps up to where it may split.
func (f *flow) panelStart(p Panel) float64 {
	p = f.settled(p)
	whole := f.panelHeight(p)
	lines := f.textLines(p)
	first := 1
	for first < len(p.Body) && !p.splitsAt(0, first, lines) {
		first++
	}
	if first >= len(p.Body) {
		return whole
	}
	defer f.inPanel()()
	h := panelGap + panelPad + 1
	if len(p.Title) > 0 {
		h += f.paragraphHeight(Paragraph{Spans: p.Title, After: 1})
	}
	return math.Min(whole, h+sum(f.stepHeights(p)[:first]))
}

// picture sets an image with its caption: floated, the text that follows
// wraps around it; otherwise centred on a row of its own. A picture wider
// than the column is reduced to fit it (and warned about).
func (f *flow) picture(pic Picture) {
	f.clearFloat()
	if len(f.pages) == 0 {
		f.newPage()
	}
	w, h := pic.W, pic.H
	if most := f.width(); w > most+1e-9 {
		f.warn(pic.Pos, "the picture is %.0f mm wide, the column %.0f mm: set at the column's width", w, most)
		w, h = most, h*most/w
	}
	if most := f.bottom() - f.st.Top - 12; h > most {
		f.warn(pic.Pos, "the picture is %.0f mm high, more than a page: set smaller", h)
		w, h = w*most/h, most
	}
	capSize := f.st.BodySize * 0.85
	capLH := capSize * 1.5 * PtToMM
	var capLines []brokenLine
	var caption *paragraph
	if len(pic.Caption) > 0 {
		caption = f.prep(pic.Caption)
		capLines = caption.breakAt(w, false)
	}
	total := h + float64(len(capLines))*capLH + 1.5
	gap := f.lineHeight(0) / 2
	if !f.empty() && pic.Float == NoFloat {
		f.y += gap
	}
	f.room(total)
	x := f.left() + (f.width()-w)/2
	switch pic.Float {
	case FloatLeft:
		x = f.left()
	case FloatRight:
		x = f.left() + f.width() - w
	}
	top := f.y + 0.8
	if pic.Float != NoFloat {
		top = f.y + 1.2 // level with the cap height of the first line beside
	}
	f.add(Image{Rect: Rect{x, top, w, h}, Path: pic.Path, Gray: pic.Gray})
	y := top + h + 1.5
	f.para++
	for i, l := range capLines {
		lw := caption.naturalWidth()
		if len(capLines) > 1 {
			lw = w
		}
		baseline := y + capLH*0.72
		f.place(caption, l, x+(w-math.Min(lw, w))/2, baseline, w, false)
		f.record(SetLine{Kind: CaptionLine, Para: f.para, Index: i, Last: l.last, X0: x, X1: x + w, Baseline: baseline, Size: capSize})
		y += capLH
	}
	if pic.Float != NoFloat {
		f.setFloat(Rect{x, top, w, y - top})
		return
	}
	f.y = y + gap
}

// figuresHeight is the height of a row (or rows) of small pictures.
func (f *flow) figuresHeight(fs Figures) float64 {
	left := f.left() + fs.Indent
	x, h, rowH := left, 0.0, 0.0
	for _, it := range fs.Items {
		if x > left && x+it.W > f.left()+f.width() {
			h += rowH + fs.Gap
			x, rowH = left, 0
		}
		x += it.W + fs.Gap
		rowH = math.Max(rowH, it.H)
	}
	return h + rowH + 2
}

// floatShare is the most of the column a floated row of figures takes.
const floatShare = 0.55

// floated reports whether a row of figures floats at the right: one
// figure, asked to float and narrow enough for text beside it.
func (f *flow) floated(b Block) (Figure, bool) {
	fs, ok := b.(Figures)
	if !ok || fs.Float != FloatRight || len(fs.Items) != 1 || fs.Items[0].W > f.width()*floatShare {
		return Figure{}, false
	}
	return fs.Items[0], true
}

// figures sets a row of small pictures, wrapping to more rows when needed.
func (f *flow) figures(fs Figures) {
	if fig, ok := f.floated(fs); ok {
		f.room(fig.H)
		x := f.left() + f.width() - fig.W
		f.addShifted(fig.Boxes, x, f.y)
		f.setFloat(Rect{x, f.y, fig.W, fig.H})
		return
	}
	left := f.left() + fs.Indent
	x := left
	rowH := 0.0
	for _, it := range fs.Items {
		if x > left && x+it.W > f.left()+f.width() {
			f.y += rowH + fs.Gap
			x, rowH = left, 0
		}
		if rowH == 0 {
			f.room(it.H)
		}
		f.addShifted(it.Boxes, x, f.y)
		x += it.W + fs.Gap
		rowH = math.Max(rowH, it.H)
	}
	f.y += rowH + 2
}

// tocScale is the size of the contents list relative to body text.
const tocScale = 0.92

func (f *flow) tableOfContents(t TOC) {
	// Smaller and tighter than text: a contents list reads down, and it
	// should fit one page.
	size := f.st.BodySize * tocScale
	lh := size * 1.35 * PtToMM
	f.nested = f.nested || f.nest > 0
	// Headings before the contents (its own title) are not listed.
	skip := len(f.toc)
	for i, e := range f.known {
		if i < skip || e.Level > t.MaxLevel || e.Text == "" {
			continue
		}
		f.room(lh)
		indent := float64(e.Level-1) * 6
		style := f.st.Body
		if e.Level == 1 {
			style = f.st.Head
			if !f.empty() {
				f.y += lh * 0.4
			}
		}
		baseline := f.y + lh/2 + 0.36*size*PtToMM
		// The title is set as the heading is, with the spacing of its
		// language (「1．準備」 with a half-width full stop, a quarter em
		// between 「Basicカード」's scripts), on one line.
		title := f.prep([]Span{{Text: e.Text, Style: style, Size: size, Color: f.st.Ink}})
		x, w := f.left()+indent, title.naturalWidth()
		f.place(title, title.breakAt(math.Inf(1), false)[0], x, baseline, w, false)
		l := contentsLine{page: len(f.pages) - 1, at: len(f.page().Boxes), entry: i, from: x + w + 2, right: f.left() + f.width(), baseline: baseline, size: size}
		if !f.unnumbered {
			pg := f.page()
			pg.Boxes = f.pageNumber(pg.Boxes, e.Page, l)
		}
		f.contents = append(f.contents, l)
		f.para++
		f.record(SetLine{Kind: TOCLine, Para: f.para, Last: true, X0: x, X1: l.right, Baseline: baseline, Size: size})
		f.y += lh
	}
	f.y += lh
}

// pageNumber appends to boxes the page number of a line of the contents,
// flush right, with dot leaders from the title to it.
func (f *flow) pageNumber(boxes []Box, page int, l contentsLine) []Box {
	num := strconv.Itoa(page)
	nw := TextWidth(f.st.Body, num, l.size)
	boxes = append(boxes, Text{X: l.right - nw, Y: l.baseline, Style: f.st.Body, Size: l.size, Color: f.st.Ink, Text: num})
	first := math.Ceil(l.from/1.6) * 1.6
	n := 0
	for x := first; x < l.right-nw-2; x += 1.6 {
		n++
	}
	if n == 0 {
		return boxes
	}
	return append(boxes, Dots{Rect: Rect{first, l.baseline - 0.5, 0.3, 0.3}, Step: 1.6, N: n, Color: f.st.Ink.Mix(White, 0.4)})
}

// table sets a grid: columns get their natural width when it fits, else
// the room beyond their longest unbreakable word in proportion. A short
// table (see tableWhole) moves whole to the next page rather than split.
func (f *flow) table(t Table) {
	f.clearFloat()
	ts, ok := f.tableSetUp(t, true)
	if !ok {
		return
	}
	f.y += 1
	if h, whole := ts.whole(); whole && h <= f.bottom()-f.st.Top {
		f.room(h)
	} else if len(ts.rows) > 1 {
		f.room(ts.rows[0].h + ts.rows[1].h) // the header and the first row start together
	} else {
		f.room(ts.rows[0].h)
	}
	gray := f.st.Ink.Mix(White, 0.55)
	for ri, row := range ts.rows {
		if f.y+row.h > f.bottom() && !f.empty() {
			f.newPage()
			// The header row heads the table again on the new page.
			if t.Header && ri > 0 {
				f.drawRow(ts.rows[0], ts.widths, tablePad, ts.lh, ts.size, gray, true)
			}
		}
		f.drawRow(row, ts.widths, tablePad, ts.lh, ts.size, gray, t.Header && ri == 0)
	}
	f.y += f.lineHeight(0) * 0.6
}

// tablePad is the space inside a table's cells, mm.
const tablePad = 1.6

// tableSet is a table broken into rows at the current measure.
type tableSet struct {
	rows     []tableRow
	widths   []float64
	size, lh float64
	header   bool
}

// whole is the height of a table's rows, and whether it is short enough to
// be kept whole: up to maxWholeRows rows besides the header.
func (ts tableSet) whole() (h float64, whole bool) {
	for _, r := range ts.rows {
		h += r.h
	}
	body := len(ts.rows)
	if ts.header {
		body--
	}
	return h, body <= maxWholeRows
}

// tableWhole is tableSet.whole of a table before it is set.
func (f *flow) tableWhole(t Table) (float64, bool) {
	ts, ok := f.tableSetUp(t, false)
	if !ok {
		return 0, false
	}
	h, whole := ts.whole()
	return h + 1, whole
}

// tableSetUp sizes a table's columns and breaks its cells into lines;
// warn says whether to warn of a table too wide for the page. ok is false
// for a table with no cells.
func (f *flow) tableSetUp(t Table, warn bool) (tableSet, bool) {
	if len(t.Rows) == 0 || len(t.Rows[0]) == 0 && len(t.Rows) == 1 {
		return tableSet{}, false
	}
	cols := 0
	for _, r := range t.Rows {
		cols = max(cols, len(r))
	}
	minW, natW := f.columnExtents(t.Rows, tablePad)
	size := f.st.BodySize * 0.95
	// Too wide for the page: smaller type first (down to 70 %), then
	// columns narrower than their longest words, which are broken.
	if room := f.width(); sum(minW) > room+1e-9 {
		scale := math.Max(0.7, (room-float64(cols)*2*tablePad)/(sum(minW)-float64(cols)*2*tablePad))
		t.Rows = scaleRows(t.Rows, scale)
		size *= scale
		minW, natW = f.columnExtents(t.Rows, tablePad)
		msg := fmt.Sprintf("a table of %d columns is too wide for the page: set at %.1f pt", cols, size)
		if sum(minW) > room+1e-9 {
			msg += ", long words broken"
		}
		if warn {
			f.warn(t.Pos, "%s", msg)
		}
	}
	widths := columnWidths(minW, natW, f.width())
	if total := sum(widths); total > f.width()+1e-9 {
		for i := range widths {
			widths[i] *= f.width() / total
		}
	}
	lh := f.lineHeight(size)
	rows := make([]tableRow, len(t.Rows))
	for ri, r := range t.Rows {
		rows[ri] = newTableRow(r, widths, tablePad, lh, f.prep)
	}
	return tableSet{rows: rows, widths: widths, size: size, lh: lh, header: t.Header}, true
}

// columnExtents are each column's narrowest width (its longest word) and
// natural width (its longest cell on one line), padding included.
func (f *flow) columnExtents(rows [][][]Span, pad float64) (minW, natW []float64) {
	cols := 0
	for _, r := range rows {
		cols = max(cols, len(r))
	}
	minW, natW = make([]float64, cols), make([]float64, cols)
	for _, r := range rows {
		for c, cell := range r {
			p := f.prep(cell)
			natW[c] = math.Max(natW[c], p.naturalWidth()+2*pad)
			minW[c] = math.Max(minW[c], p.widestUnit()+2*pad)
		}
	}
	return minW, natW
}

// scaleRows is a copy of rows with every span's size scaled.
func scaleRows(rows [][][]Span, scale float64) [][][]Span {
	out := make([][][]Span, len(rows))
	for i, r := range rows {
		out[i] = make([][]Span, len(r))
		for j, cell := range r {
			out[i][j] = make([]Span, len(cell))
			for k, sp := range cell {
				sp.Size *= scale
				out[i][j][k] = sp
			}
		}
	}
	return out
}

// tableRow is a table row broken into lines, cell by cell.
type tableRow struct {
	cells []*paragraph
	lines [][]brokenLine
	h     float64
}

func newTableRow(r [][]Span, widths []float64, pad, lh float64, prep func([]Span) *paragraph) tableRow {
	row := tableRow{cells: make([]*paragraph, len(widths)), lines: make([][]brokenLine, len(widths))}
	for c := range widths {
		var spans []Span
		if c < len(r) {
			spans = r[c]
		}
		row.cells[c] = prep(spans)
		room := widths[c] - 2*pad
		row.lines[c] = row.cells[c].breakAt(room, false)
		row.h = math.Max(row.h, float64(len(row.lines[c]))*lh+2*pad)
	}
	return row
}

// drawRow sets a row at the current position, with its rules.
func (f *flow) drawRow(row tableRow, widths []float64, pad, lh, size float64, gray Color, header bool) {
	total := sum(widths)
	if header {
		f.add(Fill{Rect{f.left(), f.y, total, row.h}, Color{0xE4, 0xE4, 0xE4}})
	}
	x := f.left()
	for c := range widths {
		f.para++
		for i, l := range row.lines[c] {
			baseline := f.y + pad + float64(i)*lh + lh/2 + 0.36*size*PtToMM
			f.place(row.cells[c], l, x+pad, baseline, widths[c]-2*pad, false)
			f.record(SetLine{Kind: TableLine, Para: f.para, Index: i, Last: l.last, X0: x + pad, X1: x + widths[c] - pad, Baseline: baseline, Size: size})
		}
		x += widths[c]
	}
	f.add(Line{A: Point{f.left(), f.y}, B: Point{f.left() + total, f.y}, Width: 0.2, Color: gray})
	f.y += row.h
	f.add(Line{A: Point{f.left(), f.y}, B: Point{f.left() + total, f.y}, Width: 0.2, Color: gray})
	x = f.left()
	for c := 0; c <= len(widths); c++ {
		f.add(Line{A: Point{x, f.y - row.h}, B: Point{x, f.y}, Width: 0.2, Color: gray})
		if c < len(widths) {
			x += widths[c]
		}
	}
}

// columnWidths gives narrow columns (a quarter of the room or less) their
// natural width, so that short cells like 「１１６枚」 never wrap, and shares
// the rest among the wide columns in proportion to their natural width.
func columnWidths(minW, natW []float64, room float64) []float64 {
	w := make([]float64, len(minW))
	if len(w) == 0 {
		return w
	}
	if sum(natW) <= room {
		copy(w, natW)
		w[len(w)-1] += room - sum(natW)
		return w
	}
	rest, wide := room, 0.0
	for i := range w {
		if natW[i] <= room/4 {
			w[i] = natW[i]
			rest -= natW[i]
		} else {
			wide += natW[i]
		}
	}
	for i := range w {
		if natW[i] > room/4 {
			w[i] = math.Max(minW[i], rest*natW[i]/wide)
		}
	}
	// Many narrow columns can still be too wide together: shrink them all,
	// but not below their longest word.
	if total := sum(w); total > room {
		for i := range w {
			w[i] = math.Max(minW[i], w[i]*room/total)
		}
	}
	return w
}

func sum(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}

// finish adds the running header and the folio to every page but bare ones.
func (f *flow) finish() []Page {
	gray := f.st.Ink.Mix(White, 0.35)
	for i := range f.pages {
		if f.bare[i] {
			continue
		}
		pg := &f.pages[i]
		top := f.st.Top - 9
		pg.Boxes = append(pg.Boxes,
			Text{X: f.st.Left, Y: top, Style: f.st.Label, Size: 7.5, Color: gray, Text: f.st.Title},
			Line{A: Point{f.st.Left, top + 2}, B: Point{f.st.W - f.st.Right, top + 2}, Width: 0.2, Color: gray})
		if ch := f.chapters[i]; ch != "" {
			w := TextWidth(f.st.Label, ch, 7.5)
			pg.Boxes = append(pg.Boxes, Text{X: f.st.W - f.st.Right - w, Y: top, Style: f.st.Label, Size: 7.5, Color: gray, Text: ch})
		}
		num := strconv.Itoa(i + 1)
		w := TextWidth(f.st.Label, num, 8.5)
		pg.Boxes = append(pg.Boxes, Text{X: (f.st.W - w) / 2, Y: f.st.H - f.st.Bottom + 11, Style: f.st.Label, Size: 8.5, Color: f.st.Ink, Text: num})
	}
	return f.pages
}
