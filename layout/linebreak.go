package layout

import (
	"math"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"

	"cardpress/layout/hyphen"
)

// Line breaking for mixed Japanese and Latin text.
//
// A paragraph is prepared once (newParagraph): its characters with their
// advances, and between every two neighbours a gap with its natural width
// and how far it may stretch or shrink, per JIS X 4051 (spacing.go). Break
// opportunities come from UAX #14 (uniseg), which already keeps closing
// brackets, small kana, 「ー」 and 。、 off the start of a line and opening
// brackets off its end (kinsoku shori); tailored on top: digits stay
// together (「１５」 never splits), and a unit wider than a line may be cut
// between graphemes where kinsoku allows.
//
// breakLines then chooses the breaks of the whole paragraph at once, in the
// manner of Knuth and Plass: every line's cost comes from how far its gaps
// must stretch or shrink within JLReq's limits, a last line of one or two
// characters costs a penalty, and the cheapest sequence wins. Candidate
// lines that would overflow are dropped as soon as they do, so the work is
// linear in the paragraph's length (a line holds a bounded number of
// breaks).
//
// Callers outside this file (the flow, card faces) use newParagraph,
// breakLines (breakAt), place and naturalWidth; lines are opaque to them.

// char is one drawn character (a grapheme: a base and its combining marks).
type char struct {
	at, end      int // byte range in the paragraph's text
	span         int
	r            rune // the base character
	class        punct
	script       script  // of r, for the spacing between neighbours
	adv          float64 // advance in mm, as the font measures it
	trimL, trimR float64 // empty parts of the em given to the gaps around, mm
	em           float64 // the size of its text, mm
}

// w is the part of the advance a line counts for the character.
func (c char) w() float64 { return c.adv - c.trimL - c.trimR }

// gap is the space between two neighbouring characters.
type gap struct {
	w, stretch, shrink float64 // natural width, and how far it may adjust, mm
	lead               float64 // width kept at the start of a line broken here
	typed              float64 // advance of what was typed between the two (spaces), mm
	hyphen             float64 // width of the hyphen a line broken here ends with, mm
	kind               adjust
	brk                breakKind
}

type breakKind uint8

const (
	noBreak     breakKind = iota
	canBreak              // a UAX #14 opportunity
	emergency             // inside a unit too wide for a line (per breaking)
	mustBreak             // a hard line break
	hyphenBreak           // inside a Latin word, where it may take a hyphen
	nameBreak             // at a no-break space (inside a card name): only at a cost
)

// paragraph is inline content prepared for breaking.
type paragraph struct {
	spans []Span
	text  string // all span texts, concatenated
	ends  []int  // byte offset where each span ends in text
	chars []char
	gaps  []gap // gaps[i] lies between chars[i] and chars[i+1]
	// prefix sums over the characters: natural width with the gaps between
	// them, and the gaps' stretch and shrink, so that any line is measured
	// in constant time.
	sumW, sumStretch, sumShrink []float64
	// sumEarly is the prefix sum of the stretch of the gaps that stretch
	// before those between Japanese characters (word spaces, the space
	// between Japanese and Latin): what a line can take up without
	// spacing out its Japanese characters.
	sumEarly []float64
	// mu guards what breakLines keeps, as the paragraphs of card faces are
	// shared by the faces laid out at once (see faceParagraphs).
	mu     sync.Mutex
	tried  int        // candidate lines breakLines looked at, for tests of its cost
	broken []breaking // breakings found, by the rooms of the lines
}

// breaking is the lines a paragraph was broken into for rooms: the rooms
// of the lines up to the last change of width, the lines after it being
// alike (rooms.same).
type breaking struct {
	rooms []float64
	lines []brokenLine
}

func newParagraph(spans []Span) *paragraph {
	p := &paragraph{spans: spans}
	var b strings.Builder
	for _, s := range spans {
		b.WriteString(s.Text)
		p.ends = append(p.ends, b.Len())
	}
	p.text = b.String()
	p.prepare()
	return p
}

// spanAt is the index of the span holding byte offset i.
func (p *paragraph) spanAt(i, from int) int {
	for from < len(p.ends)-1 && i >= p.ends[from] {
		from++
	}
	return from
}

// isSpace is a typed space that becomes part of a gap.
func isSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\u00a0' }

// prepare finds the characters and the gaps between them.
func (p *paragraph) prepare() {
	type pending struct {
		spaces    float64 // mm of typed spaces since the last character
		nobreak   bool    // one of them was a no-break space
		hard      bool    // a line break was typed
		hasSpaces bool
	}
	var pend pending
	span := 0
	code := 0                              // 【 open: a code such as a cost 【紅1紫1】 is set solid
	most := utf8.RuneCountInString(p.text) // characters, at most
	p.chars = make([]char, 0, most)
	p.gaps = make([]gap, 0, max(0, most-1))
	for i, r := range p.text {
		span = p.spanAt(i, span)
		s := p.spans[span]
		n := utf8.RuneLen(r)
		switch {
		case r == '\n' || r == '\r':
			pend.hard = pend.hard || r == '\n'
			continue
		case isSpace(r):
			pend.spaces += TextWidth(s.Style, " ", s.Size)
			pend.nobreak = pend.nobreak || r == '\u00a0'
			pend.hasSpaces = true
			continue
		case len(p.chars) > 0 && !pend.hasSpaces && !pend.hard && joins(r) && p.chars[len(p.chars)-1].span == span:
			c := &p.chars[len(p.chars)-1]
			c.end = i + n
			c.adv += s.width(p.text[i : i+n])
			continue
		}
		c := char{at: i, end: i + n, span: span, r: r, script: scriptOf(r), adv: s.width(p.text[i : i+n]), em: s.Size * PtToMM}
		if s.Icon == "" && s.Image == "" {
			c.class = classOf(r, s.Style.Chinese())
		}
		c.trimL, c.trimR = c.class.trimsOf(c.adv, c.em)
		if len(p.chars) > 0 {
			g := p.gapBetween(p.chars[len(p.chars)-1], c, pend.spaces)
			if pend.nobreak {
				g.brk = nameBreak
			}
			if code > 0 && g.kind == jlGap && !pend.hasSpaces {
				g = gap{}
			}
			if pend.hard {
				g = gap{brk: mustBreak}
			}
			if prev := p.chars[len(p.chars)-1]; prev.end < i {
				g.typed = s.width(p.text[prev.end:i])
			}
			p.gaps = append(p.gaps, g)
		}
		p.chars = append(p.chars, c)
		pend = pending{}
		switch r {
		case '【':
			code++
		case '】':
			code = max(0, code-1)
		case '。', '．', '\n':
			code = 0 // an unclosed 【 ends with its sentence, not the paragraph
		}
	}
	p.findBreaks()
	p.sums()
}

// hyphenated turns on hyphenation (findHyphens) for a prepared paragraph;
// the manual's flow sets its text so. Card faces do not, so far: a face's
// layout may call it to let English card text take hyphens.
func (p *paragraph) hyphenated() *paragraph {
	p.findHyphens() // the sums do not count hyphens: they stay
	p.broken = nil
	return p
}

// findHyphens lets lowercase English words of body text take a hyphen
// where TeX's patterns allow. Capitalised words (card names, names of
// players), words joined by no-break spaces and literal text (code,
// example lines) stay whole.
func (p *paragraph) findHyphens() {
	isLetter := func(i int) bool {
		r := p.chars[i].r
		sp := p.spans[p.chars[i].span]
		return r < 0x80 && unicode.IsLetter(r) && sp.Icon == "" && !sp.Literal
	}
	for i := 0; i < len(p.chars); {
		if !isLetter(i) {
			i++
			continue
		}
		j := i + 1
		for j < len(p.chars) && isLetter(j) && p.chars[j-1].end == p.chars[j].at {
			j++
		}
		word := p.text[p.chars[i].at:p.chars[j-1].end]
		before, after := p.text[:p.chars[i].at], p.text[p.chars[j-1].end:]
		if unicode.IsLower(p.chars[i].r) && !strings.HasSuffix(before, "\u00a0") && !strings.HasPrefix(after, "\u00a0") {
			for _, at := range hyphen.Points(word) {
				g := &p.gaps[i+at-1]
				if g.brk == noBreak {
					g.brk = hyphenBreak
					g.hyphen = p.spans[p.chars[i+at-1].span].width("-")
				}
			}
		}
		i = j
	}
}

// joins reports characters drawn with the one before: combining marks,
// variation selectors, joiners.
func joins(r rune) bool {
	if r < 0x300 { // below the first combining mark
		return false
	}
	return unicode.In(r, unicode.Mn, unicode.Me) || r >= 0xFE00 && r <= 0xFE0F || r == 0x200D || r >= 0xE0100 && r <= 0xE01EF
}

// gapBetween is the space between two neighbours with typed spaces of
// width spaces between them (break opportunities are added later).
func (p *paragraph) gapBetween(a, b char, spaces float64) gap {
	em := math.Max(a.em, b.em)
	switch {
	case a.class != plain || b.class != plain:
		// JIS X 4051 spacing; a space typed next to a full-width mark
		// goes ("、 「" is set as "、「").
		w := jisGap(a, b)
		g := gap{w: w, shrink: w * punctShrink, kind: punctGap, lead: b.trimL}
		if a.class == plain || b.class == plain {
			// Beside a character (not between two marks) the space may
			// grow as between Japanese characters, last of all.
			g.stretch = kanjiFlex * em
		}
		return g
	case a.script.has(japanese) && b.script.has(latin) || a.script.has(latin) && b.script.has(japanese):
		// A quarter em between Japanese and Latin, whatever was typed.
		return gap{w: jlSpace * em, stretch: jlFlex * em, shrink: jlFlex * em, kind: jlGap}
	case spaces > 0 && a.script.has(wide) && b.script.has(wide):
		// A space typed between Japanese words (「分類 基本」) is a
		// quarter em, as between Japanese and Latin, and stays one.
		return gap{w: jlSpace * em, kind: jlGap}
	case spaces > 0:
		return gap{w: spaces, stretch: math.Max(0, wordMax*em-spaces), shrink: spaces * wordShrink, kind: wordGap}
	case a.script.has(wide) && b.script.has(wide):
		return gap{stretch: kanjiFlex * em, kind: kanjiGap}
	}
	return gap{}
}

// findBreaks marks the gaps where a line may break.
func (p *paragraph) findBreaks() {
	if len(p.chars) < 2 {
		return
	}
	rest, state, pos := p.text, -1, 0
	j := 0 // the first character at or after pos: segments only go on
	for len(rest) > 0 {
		var seg string
		seg, rest, _, state = uniseg.FirstLineSegmentInString(rest, state)
		pos += len(seg)
		// The segment ends after its trailing spaces: the break lies
		// before the next character.
		for j < len(p.chars) && p.chars[j].at < pos {
			j++
		}
		if j == len(p.chars) || j == 0 {
			continue
		}
		g := &p.gaps[j-1]
		if g.brk == noBreak && !p.keepTogether(j) && !strings.Contains(p.text[p.chars[j-1].end:p.chars[j].at], "\u00a0") {
			g.brk = canBreak
		}
	}
	p.keepGroups()
}

// shortGroup is the most characters between parentheses that stay on one
// line: 「（Ｐ１・Ｌ１）」 is read as one item, and split across lines
// (「（Ｐ」 / 「１・Ｌ１）」) it reads as two broken ones.
const shortGroup = 8

// keepGroups takes the break opportunities out of parenthesised groups of
// up to shortGroup characters (a line too narrow for one still breaks it,
// as an emergency).
func (p *paragraph) keepGroups() {
	for i, c := range p.chars {
		if c.r != '（' && c.r != '(' {
			continue
		}
		for j := i + 1; j < len(p.chars) && j-i-1 <= shortGroup; j++ {
			r := p.chars[j].r
			if r == '（' || r == '(' || p.gaps[j-1].brk == mustBreak {
				break
			}
			if r != '）' && r != ')' {
				continue
			}
			for k := i; k < j; k++ {
				if p.gaps[k].brk == canBreak {
					p.gaps[k].brk = noBreak
				}
			}
			break
		}
	}
}

// keepTogether tailors UAX #14: no break inside a number, nor between a
// sign or a Latin letter and its number (「１５」, 「－２」, 「Ｐ５」,
// 「L1」), when nothing was typed between.
func (p *paragraph) keepTogether(j int) bool {
	a, b := p.chars[j-1], p.chars[j]
	if a.end != b.at || !unicode.IsDigit(b.r) {
		return false
	}
	return unicode.IsDigit(a.r) || strings.ContainsRune("-−－+＋±", a.r) || unicode.In(a.r, unicode.Latin) && unicode.IsLetter(a.r)
}

// sums fills the prefix sums.
func (p *paragraph) sums() {
	n := len(p.chars)
	all := make([]float64, 4*(n+1))
	p.sumW, p.sumStretch, p.sumShrink, p.sumEarly = all[:n+1:n+1], all[n+1:2*(n+1):2*(n+1)], all[2*(n+1):3*(n+1):3*(n+1)], all[3*(n+1):]
	for i, c := range p.chars {
		w, st, sh, early := c.w(), 0.0, 0.0, 0.0
		if i > 0 {
			g := p.gaps[i-1]
			w += g.w
			st, sh = g.stretch, g.shrink
			if g.kind == wordGap || g.kind == jlGap {
				early = g.stretch
			}
		}
		p.sumW[i+1] = p.sumW[i] + w
		p.sumStretch[i+1] = p.sumStretch[i] + st
		p.sumShrink[i+1] = p.sumShrink[i] + sh
		p.sumEarly[i+1] = p.sumEarly[i] + early
	}
}

// brokenLine is one line of a broken paragraph: characters [from, to).
type brokenLine struct {
	from, to int
	last     bool // the paragraph's last line, or one ended by a hard break
}

// lineMetrics are the natural width, stretch and shrink of chars [s, e) set
// as one line.
func (p *paragraph) lineMetrics(s, e int) (w, stretch, shrink float64) {
	return p.lineTo(s, p.endOf(e))
}

// lineEnd is what measuring a line reads of its end, chars[e], read once
// for the lines from every active break to it.
type lineEnd struct {
	e                     int
	sumW, stretch, shrink float64
	hyphen                float64
	hyphenated, hasChars  bool
}

func (p *paragraph) endOf(e int) lineEnd {
	end := lineEnd{e: e, sumW: p.sumW[e], stretch: p.sumStretch[e], shrink: p.sumShrink[e], hasChars: e > 0}
	if e < len(p.chars) {
		end.hyphen, end.hyphenated = p.gaps[e-1].hyphen, true
	}
	return end
}

// lineTo measures chars [s, end.e) as one line (lineMetrics).
func (p *paragraph) lineTo(s int, end lineEnd) (w, stretch, shrink float64) {
	w = end.sumW - p.sumW[s]
	stretch = end.stretch - p.sumStretch[s]
	shrink = end.shrink - p.sumShrink[s]
	if s > 0 {
		g := &p.gaps[s-1]
		w += g.lead - g.w
		stretch -= g.stretch
		shrink -= g.shrink
	} else if end.hasChars {
		w += p.chars[0].trimL
	}
	// A mark ending the line lost its empty half with the gap after it:
	// 。 at a line end ends at its ink. A line broken inside a word ends
	// with a hyphen.
	if end.hyphenated {
		w += end.hyphen
	}
	return w, stretch, shrink
}

// linesAtLeast is a lower bound, in constant time, on the lines the
// paragraph takes at room mm a line: callers that try sizes until a text
// fits a box (card faces) can reject a size at once when even this many
// lines overflow, before breaking anything.
func (p *paragraph) linesAtLeast(room float64) int {
	if len(p.chars) == 0 || room <= 0 {
		return len(p.chars)
	}
	w, _, shrink := p.lineMetrics(0, len(p.chars))
	return max(1, int(math.Ceil((w-shrink)/room-1e-9)))
}

// naturalWidth is the width of the paragraph set on one line.
func (p *paragraph) naturalWidth() float64 {
	w, _, _ := p.lineMetrics(0, len(p.chars))
	return w
}

// widestUnit is the width of the widest stretch the paragraph cannot break.
func (p *paragraph) widestUnit() float64 {
	widest, s := 0.0, 0
	for i := 1; i <= len(p.chars); i++ {
		if i == len(p.chars) || p.gaps[i-1].brk != noBreak {
			w, _, _ := p.lineMetrics(s, i)
			widest = math.Max(widest, w)
			s = i
		}
	}
	return widest
}

// Costs of the total-fit breaking, in TeX's units.
const (
	linePenalty      = 10
	emergencyPenalty = 3000 // cutting a unit that fits no line
	widowPenalty     = 2000 // a last line of one or two characters
	// spacedPenalty is a line whose Japanese characters stand more than
	// letterSpacing apart: a reader sees it as letter-spaced (「チ ャ ー ジ」),
	// which is worse than a last line of two characters (「る。」).
	spacedPenalty = 2500
	hyphenPenalty = 50 // a word hyphenated at a line end (TeX's)
	// namePenalty is a break at a no-break space: a card name is broken
	// only where keeping it whole would space a line out to JLReq's limit
	// (a line of badness 25 or more), as a reader would rather see
	// "Wild Number / Chain" than every character of a line a quarter em apart.
	namePenalty = 30
	maxBadness  = 1e5 // a line that cannot be justified within the limits
)

// node is a feasible break: the best way found to end a line there.
type node struct {
	at       int     // first character of the next line
	line     int     // lines before it
	demerits float64 // total of the lines before it
	prev     int     // index of the node before it in breakLines' nodes; -1 for the start
	key      int     // line key, while it competes for its place
	// looked says the node was looked at from a break before: the line
	// from it to a later break holds more than one unit, and may not
	// overflow.
	looked bool
}

// breakLines chooses the breaks; width(i) is the room of line i, so lines
// beside a figure can be shorter than those below it. Lines to be
// justified avoid spacing their Japanese characters apart (spacedOut).
func (p *paragraph) breakLines(width func(i int) float64, justify bool) []brokenLine {
	if len(p.chars) == 0 {
		return nil
	}
	rooms := rooms{justify: justify}
	rooms.measure(width)
	return p.breakFor(&rooms)
}

// breakAt chooses the breaks of lines all room mm wide.
func (p *paragraph) breakAt(room float64, justify bool) []brokenLine {
	if len(p.chars) == 0 {
		return nil
	}
	rooms := rooms{justify: justify}
	rooms.fill(room)
	return p.breakFor(&rooms)
}

// breakFor chooses the breaks for the rooms of the lines. The answer is
// kept by the rooms: a paragraph is measured more than once, and set again
// by every rebuild of a session.
func (p *paragraph) breakFor(rooms *rooms) []brokenLine {
	key := rooms.memoKey()
	p.mu.Lock()
	lines, ok := p.known(key)
	p.mu.Unlock()
	if ok {
		return lines
	}
	lines, tried := p.breakAnew(rooms)
	p.mu.Lock()
	defer p.mu.Unlock()
	p.tried += tried
	if _, ok := p.known(key); !ok {
		p.broken = append(p.broken, breaking{rooms: slices.Clone(key), lines: lines})
	}
	return lines
}

// known returns the lines of a breaking found before for the rooms key.
func (p *paragraph) known(key []float64) ([]brokenLine, bool) {
	for _, b := range p.broken {
		if sameRooms(b.rooms, key) {
			return b.lines, true
		}
	}
	return nil, false
}

// sameRooms compares rooms bit for bit.
func sameRooms(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float64bits(a[i]) != math.Float64bits(b[i]) {
			return false
		}
	}
	return true
}

// breakAnew breaks the paragraph for rooms; tried is how many candidate
// lines it looked at.
func (p *paragraph) breakAnew(rooms *rooms) (lines []brokenLine, tried int) {
	n := len(p.chars)
	cuts := p.emergencies(rooms.narrowest())
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	nodes := append(sc.nodes[:0], node{prev: -1})
	active := append(sc.active[:0], 0)
	best := sc.best[:0] // the best new node for each line key
	defer func() { sc.nodes, sc.active, sc.best = nodes, active, best }()
	for e := 1; e <= n; e++ {
		kind := mustBreak // the paragraph's end
		if e < n {
			kind = p.gaps[e-1].brk
			if kind == noBreak && cuts != nil && cuts[e-1] {
				kind = emergency
			}
		}
		if kind == noBreak {
			continue
		}
		last := e == n || kind == mustBreak
		best = best[:0]
		kept := active[:0]
		end := p.endOf(e)
		for _, ai := range active {
			a := &nodes[ai]
			tried++
			w, stretch, shrink := p.lineTo(a.at, end)
			bad, overfull := badness(rooms.at(a.line)-w, stretch, shrink, last)
			if !overfull || !a.looked { // a single unit may overflow
				d := linePenalty + bad
				d *= d
				switch {
				case kind == emergency:
					d += emergencyPenalty * emergencyPenalty
				case kind == hyphenBreak:
					d += hyphenPenalty * hyphenPenalty
				case kind == nameBreak:
					d += namePenalty * namePenalty
				case last && e == n && e-a.at <= 2 && a.at > 0:
					d += widowPenalty * widowPenalty
				}
				if rooms.justify && !last && p.spacedOut(a.at, e, rooms.at(a.line)-w, stretch) {
					d += spacedPenalty * spacedPenalty
				}
				if overfull {
					d += maxBadness * maxBadness
				}
				best = keepBest(best, node{at: e, line: a.line + 1, demerits: a.demerits + d, prev: ai}, rooms.key(a.line+1))
			}
			a.looked = true
			if !overfull && !last {
				kept = append(kept, ai)
			}
		}
		active = kept
		if kind == mustBreak {
			active = active[:0]
		}
		for _, nd := range best {
			active = append(active, len(nodes))
			nodes = append(nodes, nd)
		}
	}
	end := -1
	for _, ai := range active {
		if a := nodes[ai]; a.at == n && (end < 0 || a.demerits < nodes[end].demerits) {
			end = ai
		}
	}
	if end < 0 {
		return []brokenLine{{from: 0, to: n, last: true}}, tried
	}
	count := 0
	for x := end; nodes[x].prev >= 0; x = nodes[x].prev {
		count++
	}
	lines = make([]brokenLine, count)
	for x := end; nodes[x].prev >= 0; x = nodes[x].prev {
		at := nodes[x].at
		count--
		lines[count] = brokenLine{from: nodes[nodes[x].prev].at, to: at, last: at == n || p.gaps[at-1].brk == mustBreak}
	}
	return lines, tried
}

// letterSpacing is the most space, in em, that justifying a line may put
// between two Japanese characters before it reads as letter-spaced: a
// character's worth spread over a line of 32.
const letterSpacing = 1.0 / 20

// spacedOut reports whether justifying chars [s, e), spare mm short of the
// room with stretch mm of stretch, spaces its Japanese characters more
// than letterSpacing apart: word spaces and the space between Japanese and
// Latin take up the spare first (stretchOrder), the rest is spread between
// the characters, each gap by up to kanjiFlex of its em.
func (p *paragraph) spacedOut(s, e int, spare, stretch float64) bool {
	early := p.sumEarly[e] - p.sumEarly[s]
	if s > 0 {
		if g := p.gaps[s-1]; g.kind == wordGap || g.kind == jlGap {
			early -= g.stretch
		}
	}
	late := stretch - early
	if spare <= early+1e-9 || late <= 1e-9 {
		return false
	}
	return (spare-early)/late*kanjiFlex > letterSpacing+1e-9
}

// scratch is the working memory of a breaking, kept for the next one.
type scratch struct {
	nodes, best []node
	active      []int
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}

// keepBest keeps cand in best if it beats the node of its line key there.
func keepBest(best []node, cand node, key int) []node {
	for i := range best {
		if best[i].key == key {
			if cand.demerits < best[i].demerits {
				cand.key = key
				best[i] = cand
			}
			return best
		}
	}
	cand.key = key
	return append(best, cand)
}

// badness is the cost of a line that must adjust by spare mm (negative: it
// is too long), with its stretch and shrink; overfull when it cannot shrink
// enough. A last line fills with blank space for free.
func badness(spare, stretch, shrink float64, last bool) (float64, bool) {
	switch {
	case spare < -1e-9:
		if -spare > shrink+1e-9 {
			return maxBadness, true
		}
		r := -spare / shrink
		return 100 * r * r * r, false
	case last:
		return 0, false
	case spare < 1e-9:
		return 0, false
	}
	// A line that cannot be justified within the limits costs more the
	// more it lacks, so that the fuller of two such lines wins.
	r := spare / stretch
	if stretch <= 0 || 100*r*r*r > maxBadness {
		return maxBadness + 100*(spare-stretch), false
	}
	return 100 * r * r * r, false
}

// emergencies are the gaps where units wider than the narrowest line may
// be cut between graphemes, where kinsoku allows (nil: none). They depend
// on the widths of one breaking, so a prepared paragraph keeps none.
func (p *paragraph) emergencies(narrowest float64) []bool {
	var cuts []bool
	s := 0
	for i := 1; i <= len(p.chars); i++ {
		if i < len(p.chars) && p.gaps[i-1].brk == noBreak {
			continue
		}
		if w, _, _ := p.lineMetrics(s, i); w > narrowest+1e-9 {
			for j := s + 1; j < i; j++ {
				if p.gaps[j-1].brk == noBreak && p.kinsokuAllows(j) {
					if cuts == nil {
						cuts = make([]bool, len(p.gaps))
					}
					cuts[j-1] = true
				}
			}
		}
		s = i
	}
	return cuts
}

// rooms caches the widths of lines; lines past the last change of width
// are alike, which keeps one active node per position for them.
type rooms struct {
	widths [probeLines + 1]float64
	same   int // lines from this index on have the same room
	// justify says the lines will be justified: one that would space its
	// Japanese characters apart costs more (spacedOut).
	justify bool
	memo    [probeLines + 2]float64 // memoKey's memory
}

// probeLines is how many lines' rooms are looked at for changes.
const probeLines = 48

// measure takes the rooms of the lines from width.
func (r *rooms) measure(width func(int) float64) {
	for i := range r.widths {
		r.widths[i] = width(i)
	}
	r.same = 0
	for i := probeLines; i > 0 && r.widths[i-1] == r.widths[i]; i-- {
		r.same = i - 1
	}
	if r.widths[probeLines-1] != r.widths[probeLines] {
		r.same = probeLines
	}
}

// fill makes every line w wide.
func (r *rooms) fill(w float64) {
	for i := range r.widths {
		r.widths[i] = w
	}
	r.same = 0
}

// memoKey is what a breaking depends on: the rooms up to the last change
// of width, the lines after it being alike, and then -1 if the lines are
// justified (no room is negative).
func (r *rooms) memoKey() []float64 {
	k := append(r.memo[:0], r.widths[:r.same+1]...)
	if r.justify {
		k = append(k, -1)
	}
	return k
}

func (r *rooms) at(line int) float64 { return r.widths[min(line, probeLines)] }
func (r *rooms) key(line int) int    { return min(line, r.same) }
func (r *rooms) narrowest() float64 {
	w := math.Inf(1)
	for _, x := range r.widths {
		w = math.Min(w, x)
	}
	return w
}

// Kinsoku sets: characters that must not start a line, and characters that
// must not end one. UAX #14 applies them between units; kinsokuAllows
// applies them inside a unit that has to be cut.
const (
	noLineStart = "。、，．・：；？！ー‐゠–〜～」』）］｝〕〉》】〙〗〟｠ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿゝゞヽヾ々〻…‥,.:;?!)]}"
	noLineEnd   = "「『（［｛〔〈《【〘〖〝｟([{"
)

// kinsokuAllows reports whether a line may break before character j.
func (p *paragraph) kinsokuAllows(j int) bool {
	return !strings.ContainsRune(noLineStart, p.chars[j].r) && !strings.ContainsRune(noLineEnd, p.chars[j-1].r)
}

// place appends to boxes the drawing of a broken line with its baseline
// at (x, y) in room mm. A justified line (but the last) ends flush: its
// gaps stretch in JLReq's order within their limits. Any line too long
// shrinks its gaps.
func (p *paragraph) place(boxes []Box, l brokenLine, x, y, room float64, justify bool) []Box {
	var buf [lineChars]float64
	xs := p.positions(buf[:0], l, room, justify && !l.last)
	for i := l.from; i < l.to; {
		// One text box for each run of characters of a span set at their
		// natural advances.
		c := p.chars[i]
		j := i + 1
		s := p.spans[c.span]
		for j < l.to && p.chars[j].span == c.span {
			prev, next := p.chars[j-1], p.chars[j]
			drawn := xs[j-1-l.from] - prev.trimL + prev.adv + p.gaps[j-1].typed
			if math.Abs(xs[j-l.from]-next.trimL-drawn) > 1e-6 {
				break
			}
			j++
		}
		boxes = s.draw(boxes, p.text[c.at:p.chars[j-1].end], x+xs[i-l.from]-c.trimL, y)
		i = j
	}
	if l.to < len(p.chars) && p.gaps[l.to-1].brk == hyphenBreak {
		last := p.chars[l.to-1]
		boxes = p.spans[last.span].draw(boxes, "-", x+xs[len(xs)-1]+last.w(), y)
	}
	return boxes
}

// overflow is how far a set line runs past its room, mm (0 if it fits).
func (p *paragraph) overflow(l brokenLine, room float64) float64 {
	if l.from >= l.to {
		return 0
	}
	if w, _, _ := p.lineMetrics(l.from, l.to); w <= room {
		return 0 // set at its natural width, it ends within its measure
	}
	var buf [lineChars]float64
	xs := p.positions(buf[:0], l, room, false)
	return math.Max(0, xs[len(xs)-1]+p.chars[l.to-1].w()-room)
}

// lineChars is as many characters as most lines hold: their positions
// are worked out in place, on the stack.
const lineChars = 128

// positions are the x offsets of the line's characters (where each
// character's counted part starts), in xs's memory when it has room.
func (p *paragraph) positions(xs []float64, l brokenLine, room float64, justify bool) []float64 {
	w, _, _ := p.lineMetrics(l.from, l.to)
	spare := room - w
	// The adjustment of each class of gap on this line.
	var total, share [numAdjust]float64
	for i := l.from + 1; i < l.to; i++ {
		g := p.gaps[i-1]
		if spare > 0 {
			total[g.kind] += g.stretch
		} else {
			total[g.kind] += g.shrink
		}
	}
	switch {
	case spare > 1e-9 && justify:
		for _, k := range stretchOrder {
			if total[k] > 0 && spare > 0 {
				t := math.Min(spare, total[k])
				share[k] = t / total[k]
				spare -= t
			}
		}
	case spare < -1e-9:
		for _, k := range shrinkOrder {
			if total[k] > 0 && spare < 0 {
				t := math.Min(-spare, total[k])
				share[k] = -t / total[k]
				spare += t
			}
		}
	}
	xs = slices.Grow(xs[:0], l.to-l.from)[:l.to-l.from]
	if len(xs) == 0 {
		return xs
	}
	pos := p.chars[0].trimL
	if l.from > 0 {
		pos = p.gaps[l.from-1].lead
	}
	for i := l.from; i < l.to; i++ {
		if i > l.from {
			g := p.gaps[i-1]
			pos += g.w
			if share[g.kind] > 0 {
				pos += g.stretch * share[g.kind]
			} else {
				pos += g.shrink * share[g.kind]
			}
		}
		xs[i-l.from] = pos
		pos += p.chars[i].w()
	}
	return xs
}

// lineText returns the characters of a line as typed, for tests and
// diagnostics.
func (p *paragraph) lineText(l brokenLine) string {
	if l.from >= l.to {
		return ""
	}
	return p.text[p.chars[l.from].at:p.chars[l.to-1].end]
}
