package manual

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/layout"
)

// The page make-up rules of issue 26, read from the boxes of the four
// manuals as typeset.

// contentBottom is how far down a page its content reaches, mm from the
// page top: the lowest box between the margins (not the running head or
// the folio); the top margin on an empty page.
func contentBottom(p layout.Page, st layout.PageStyle) float64 {
	bottom := st.Top
	for _, b := range p.Boxes {
		var y float64
		switch b := b.(type) {
		case layout.Fill:
			y = b.Y + b.H
		case layout.Image:
			y = b.Y + b.H
		case layout.Text:
			y = b.Y + 0.12*b.Size*layout.PtToMM
		case layout.Line:
			y = math.Max(b.A.Y, b.B.Y)
		case layout.Polygon:
			for _, pt := range b.Points {
				y = math.Max(y, pt.Y)
			}
		case layout.Rotated:
			y = b.Rect.Y + b.Rect.H
		}
		if y > st.Top-1 && y < st.H-st.Bottom+3 {
			bottom = math.Max(bottom, y)
		}
	}
	return bottom
}

// chapterEnds are the pages (from 0) that end a chapter: the last page
// before a chapter's first, and the last page.
func chapterEnds(m *Manual) map[int]bool {
	ends := map[int]bool{len(m.Pages) - 1: true}
	for _, e := range m.TOC {
		if e.Level == 1 && e.Page >= 2 {
			ends[e.Page-2] = true
		}
	}
	return ends
}

// manuals are the six sample manuals whose make-up is checked: the four
// of games and the two English ones.
var manuals = []string{"windia-war", "blackpoker", "world-end", "clamp-in-cardland", "hearts", "color-shed"}

// eachManual calls check with each of the six manuals as printed: with
// their engines, whose situation pictures the example panels show.
func eachManual(t *testing.T, check func(g, lang string, m *Manual, st layout.PageStyle)) {
	for _, g := range manuals {
		c, m := printedManual(t, g)
		check(g, c.Game.Language, m, layout.B5(c.Game.Title))
	}
}

// printedManual typesets a game's rulebook as build does, with the game's
// rules engine (once for the package's tests: typesetOnce); the rulebook
// it typeset is kept in printedBooks.
func printedManual(t testing.TB, id string) (*catalog.Catalog, *Manual) {
	t.Helper()
	return typesetOnce(t, "printed "+id, func() (*catalog.Catalog, *Manual) {
		c, srcs := loadGame(t, id)
		book, eng := readBook(t, c, srcs)
		m, err := Build(c, book, Options{Game: eng, Lines: true})
		if err != nil {
			t.Fatal(err)
		}
		printedBooks.Store(id, book)
		return c, m
	})
}

// No page but a chapter's last (and the cover) is less than 60 % full,
// unless what follows cannot fit: the first thing the make-up keeps
// whole at the top of the next page (keptAtTop), set under this page's
// lowest ink as the flow would set it there (text and headings on the
// next line of the grid, a heading a line of space below the text, a
// panel its gap below), reaches past the page's foot.
func TestPagesAreFull(t *testing.T) {
	eachManual(t, func(g, _ string, m *Manual, st layout.PageStyle) {
		ends := chapterEnds(m)
		for i, p := range m.Pages {
			bottom := contentBottom(p, st)
			fill := (bottom - st.Top) / (st.H - st.Bottom - st.Top)
			if i == 0 || ends[i] || fill >= 0.6 {
				continue
			}
			k := keptAtTop(m.Pages[i+1], st)
			end := k.under(bottom, endsInPanel(p, bottom), st)
			t.Logf("%s p.%d is %.0f%% full: %s from p.%d would end %.1f mm past its foot", g, i+1, fill*100, k.what, i+2, end-(st.H-st.Bottom))
			if end <= st.H-st.Bottom+0.1 {
				t.Errorf("%s p.%d is %.0f%% full: %s from p.%d would end %.1f mm above its foot", g, i+1, fill*100, k.what, i+2, st.H-st.Bottom-end)
			}
		}
	})
}

// topKeep is what the make-up keeps together at the top of a page: how far
// below the page's top it reaches, whether it starts with a line of text
// on the grid (else with a panel), with a heading, and what it is.
type topKeep struct {
	h             float64
	grid, heading bool
	what          string
}

// under is where k would end set under ink reaching down to bottom
// (a panel's ground there when panel).
func (k topKeep) under(bottom float64, panel bool, st layout.PageStyle) float64 {
	pitch := st.BodySize * st.Leading * layout.PtToMM
	em := st.BodySize * layout.PtToMM
	if !k.grid {
		gap := 1.5 + pitch/2 - 0.48*em // a panel's gap, off a line's descent
		if panel {
			gap = 2 * (1.5 + (pitch-em)/2) // panels one after another
		}
		return bottom + gap + k.h
	}
	y := bottom
	if panel {
		y += 1.5
	}
	y = st.Top + math.Ceil((y-st.Top)/pitch-1e-6)*pitch // the next grid line
	if k.heading {
		y += pitch // a line of space above a section heading
	}
	return y + k.h
}

// endsInPanel reports whether a page's lowest ink, at bottom, is a
// panel's ground.
func endsInPanel(p layout.Page, bottom float64) bool {
	for _, b := range p.Boxes {
		if f, ok := b.(layout.Fill); ok && f.Color == (layout.Color{R: 0xEE, G: 0xEE, B: 0xEE}) && math.Abs(f.Y+f.H-bottom) < 0.01 {
			return true
		}
	}
	return false
}

// keptAtTop is what the make-up keeps together at the top of a page: a
// section heading and what it keeps with it; a paragraph of up to three
// lines right before an example, with the example's part on the page; an
// example's part; a table's; else the lines a paragraph must take to a
// page (two starting it, one going on, all of one of three lines).
func keptAtTop(p layout.Page, st layout.PageStyle) topKeep {
	lines, grounds := p.Lines, panelParts(&Manual{Pages: []layout.Page{p}})
	// A line's ink reaches its descent below the baseline.
	foot := func(l layout.SetLine) float64 { return l.Baseline + 0.12*l.Size*layout.PtToMM - st.Top }
	// An example's part reaches its ground's foot, or, when it is long
	// enough to split, the foot of its shortest first part.
	in := func(l layout.SetLine) (layout.Rect, bool) {
		for _, g := range grounds {
			if l.Baseline > g.ground.Y && l.Baseline < g.ground.Y+g.ground.H {
				r := g.ground
				if cut := firstPart(p, g); cut > 0 {
					r.H = foot(g.lines[cut]) + st.Top + 1 - r.Y
				}
				return r, true
			}
		}
		return layout.Rect{}, false
	}
	k, i := topKeep{grid: true}, 0
	for i < len(lines) && lines[i].Kind == layout.HeadingLine {
		k.heading, k.what = true, "a heading and "
		i++
	}
	if i == len(lines) {
		k.what += "nothing"
		return k
	}
	l := lines[i]
	if g, ok := in(l); ok {
		k.h, k.grid, k.what = g.Y+g.H-st.Top, k.heading, k.what+"an example"
		return k
	}
	if l.Kind == layout.TableLine {
		end := i
		for end+1 < len(lines) && lines[end+1].Kind == layout.TableLine {
			end++
		}
		k.h, k.what = foot(lines[end])+tablePadBelow, k.what+"a table"
		return k
	}
	// A paragraph: its lines on this page.
	end := i
	for end+1 < len(lines) && lines[end+1].Para == l.Para && lines[end+1].Kind == l.Kind {
		end++
	}
	n := end - i + 1
	if l.Index == 0 && lines[end].Last && n <= 3 && end+1 < len(lines) {
		if g, ok := in(lines[end+1]); ok {
			k.h, k.what = g.Y+g.H-st.Top, k.what+"a lead and its example"
			return k
		}
	}
	take := min(n, 2)
	switch {
	case l.Index == 0 && n <= 3 && lines[end].Last:
		take = n
	case l.Index > 0 && n > 2:
		take = 1
	}
	k.h, k.what = foot(lines[i+take-1]), k.what+fmt.Sprintf("%d lines", take)
	return k
}

// firstPart is the last line (in part.lines) of the shortest first part
// of an example long enough to split (more than 15 lines, its title's
// counting): its title, its situation (the lines before its first
// numbered step) and three lines at least, to the end of a step, with
// three lines at least left; 0 when the example cannot split.
func firstPart(p layout.Page, part panelPart) int {
	n := len(part.lines) - 1
	if n+1 <= 15 {
		return 0
	}
	cut := 1
	for cut < n {
		if mk, _ := itemMarker(p, part.lines[cut+1]); mk != "" {
			break
		}
		cut++
	}
	cut = max(cut, 3)
	for cut < n && !part.lines[cut].Last {
		cut++
	}
	if n-cut < 3 {
		return 0
	}
	return cut
}

// tablePadBelow is a table's cell padding under its last line, mm.
const tablePadBelow = 1.6

// panelPart is the part of an example panel on one page: its gray ground
// and the lines set on it.
type panelPart struct {
	page   int
	ground layout.Rect
	lines  []layout.SetLine
}

// panelParts finds the panels' grounds page by page, with their lines.
func panelParts(m *Manual) []panelPart {
	var parts []panelPart
	for pi, p := range m.Pages {
		for _, b := range p.Boxes {
			f, ok := b.(layout.Fill)
			if !ok || f.Color != (layout.Color{R: 0xEE, G: 0xEE, B: 0xEE}) {
				continue
			}
			part := panelPart{page: pi, ground: f.Rect}
			for _, l := range p.Lines {
				if l.Kind == layout.PanelLine && l.Baseline > f.Y && l.Baseline < f.Y+f.H {
					part.lines = append(part.lines, l)
				}
			}
			parts = append(parts, part)
		}
	}
	return parts
}

// A panel splits over a page only when it has more than 15 lines of text
// (its title's counting, not its continued mark), and then with three
// lines at least on either side besides its title and continued mark: in
// the six manuals (one panel splits, CLAMP's on p.18) and in a panel of
// 20 steps set after 20 to 37 lines, which splits at every line of the
// page (the check, seen to fail).
func TestPanelsSplitByTheirLength(t *testing.T) {
	eachManual(t, func(g, lang string, m *Manual, st layout.PageStyle) {
		checkPanelSplits(t, g, lang, m, st)
	})
	st := layout.B5("t")
	p := layout.Panel{Title: []layout.Span{st.Plain("例：題")}, Continued: []layout.Span{st.Plain("例：題（続き）")}, Opening: 1}
	for i := range 20 {
		p.Body = append(p.Body, layout.Paragraph{Spans: []layout.Span{st.Plain(fmt.Sprintf("手順 %d", i))}, Size: 8.5, Leading: 1.6, After: 0.01})
	}
	splits := 0
	for _, m := range sweep(st, p) {
		splits += checkPanelSplits(t, "a panel of 20 steps", "ja", m, st)
	}
	if splits < 10 {
		t.Errorf("a panel of 20 steps split %d times after 20 to 37 lines", splits)
	}
}

// sweep typesets blocks after 20 to 37 lines of text, one manual each:
// what the blocks start with comes at every line of a page.
func sweep(st layout.PageStyle, blocks ...layout.Block) []*Manual {
	st.Lines = true
	var out []*Manual
	for n := 20; n <= 37; n++ {
		var doc []layout.Block
		for range n {
			doc = append(doc, layout.Paragraph{Spans: []layout.Span{st.Plain("本文の一行です。")}})
		}
		pages, _ := layout.Typeset(append(doc, blocks...), st)
		out = append(out, &Manual{Pages: pages})
	}
	return out
}

// checkPanelSplits reports the panels of m that split against the rule,
// and returns how many split.
func checkPanelSplits(t *testing.T, g, lang string, m *Manual, st layout.PageStyle) int {
	t.Helper()
	splits := 0
	continued := strings.ReplaceAll(bookWords(lang).continued, " ", "") // as lineString reads it
	parts := panelParts(m)
	for i := 0; i+1 < len(parts); i++ {
		a, b := parts[i], parts[i+1]
		if b.page != a.page+1 || math.Abs(b.ground.Y-st.Top) > 0.5 || len(b.lines) == 0 {
			continue
		}
		gs, _, _ := lineGlyphs(m.Pages[b.page], b.lines[0], false)
		if !strings.Contains(lineString(gs), continued) {
			continue // another panel
		}
		splits++
		if n := len(a.lines) + len(b.lines) - 1; n <= 15 {
			t.Errorf("%s: a panel of %d lines split at p.%d", g, n, a.page+1)
		}
		if len(a.lines)-1 < 3 || len(b.lines)-1 < 3 {
			t.Errorf("%s: a panel split %d + %d lines at p.%d", g, len(a.lines)-1, len(b.lines)-1, a.page+1)
		}
	}
	return splits
}

// A panel stands as far below the line above it as above the line below
// it, on one page among body text.
func TestPanelsHaveEqualSpaceAround(t *testing.T) {
	eachManual(t, func(g, _ string, m *Manual, st layout.PageStyle) {
		pitch := st.BodySize * st.Leading * layout.PtToMM
		for _, part := range panelParts(m) {
			lines := m.Pages[part.page].Lines
			first, last := -1, -1
			for i, l := range lines {
				if l.Kind == layout.PanelLine && l.Baseline > part.ground.Y && l.Baseline < part.ground.Y+part.ground.H {
					if first < 0 {
						first = i
					}
					last = i
				}
			}
			if first < 1 || last+1 >= len(lines) || lines[first-1].Kind != layout.BodyLine || lines[last+1].Kind != layout.BodyLine {
				continue
			}
			above, below := lines[first-1], lines[last+1]
			// The lines' boxes: a pitch high, the baseline set in them as
			// the flow sets it.
			bottomAbove := above.Baseline + pitch/2 - 0.36*above.Size*layout.PtToMM
			topBelow := below.Baseline - pitch/2 - 0.36*below.Size*layout.PtToMM
			up, down := part.ground.Y-bottomAbove, topBelow-(part.ground.Y+part.ground.H)
			if math.Abs(up-down) > 0.3 {
				t.Errorf("%s p.%d: a panel %.1f mm below the line above, %.1f mm above the line below", g, part.page+1, up, down)
			}
		}
	})
}

// A paragraph that ends in a colon never ends a page: what it leads into
// follows it on the same page. In the six manuals, and after 20 to 37
// lines of text a paragraph of three lines ending in 「：」 and its list
// (the check, seen to fail).
func TestLeadSentencesStayWithWhatFollows(t *testing.T) {
	eachManual(t, func(g, _ string, m *Manual, _ layout.PageStyle) {
		checkColonEnds(t, g, m)
	})
	st := layout.B5("t")
	lead := layout.Paragraph{Spans: []layout.Span{st.Plain(strings.Repeat("手札を配ったら、次の順に遊びます。", 7) + "次の通り：")}, Justify: true}
	l := layout.List{Items: 3}
	for i := range 3 {
		l.Body = append(l.Body, layout.Paragraph{Spans: []layout.Span{st.Plain(fmt.Sprintf("項目 %d", i))}, Marker: []layout.Span{st.Plain("1.")}, Indent: 6})
	}
	for _, m := range sweep(st, lead, l) {
		checkColonEnds(t, "a lead of three lines", m)
	}
}

// checkColonEnds reports the pages of m but its last that end in a
// paragraph ending in a colon.
func checkColonEnds(t *testing.T, g string, m *Manual) {
	t.Helper()
	for pi, p := range m.Pages[:len(m.Pages)-1] {
		if len(p.Lines) == 0 {
			continue
		}
		last := p.Lines[len(p.Lines)-1]
		gs, _, _ := lineGlyphs(p, last, false)
		text := strings.TrimSpace(lineString(gs))
		if last.Last && (strings.HasSuffix(text, "：") || strings.HasSuffix(text, ":")) {
			t.Errorf("%s p.%d ends with %q", g, pi+1, text)
		}
	}
}

// itemMarker is the marker set left of a line's measure (a list item's
// first line), and its left; "" when the line has none.
func itemMarker(p layout.Page, l layout.SetLine) (string, float64) {
	em := l.Size * layout.PtToMM
	for _, b := range p.Boxes {
		if tx, ok := b.(layout.Text); ok && math.Abs(tx.Y-l.Baseline) < 0.01 && tx.X < l.X0-0.5 && tx.X > l.X0-4*em {
			return strings.TrimSpace(tx.Text), tx.X
		}
	}
	return "", 0
}

// pageLine is a set line and the page it is on.
type pageLine struct {
	page int
	l    layout.SetLine
}

// flowLines are the lines of running text of a manual in order: body and
// entry lines, headings and tables, not panels' or the contents'.
func flowLines(m *Manual) []pageLine {
	var out []pageLine
	for pi, p := range m.Pages {
		for _, l := range p.Lines {
			if l.Kind != layout.TOCLine && l.Kind != layout.CaptionLine {
				out = append(out, pageLine{pi, l})
			}
		}
	}
	return out
}

// A list of up to six items (its nested ones counting) and a table of up
// to eight rows (its header aside) never go on over a page: they move
// whole to the next.
func TestShortListsAndTablesStayWhole(t *testing.T) {
	splitLists, splitTables := 0, 0
	eachManual(t, func(g, _ string, m *Manual, _ layout.PageStyle) {
		lines := flowLines(m)
		for i := 0; i+1 < len(lines); i++ {
			a, b := lines[i], lines[i+1]
			if a.page == b.page {
				continue
			}
			switch {
			case a.l.Kind == layout.TableLine && b.l.Kind == layout.TableLine:
				splitTables++
				rows := tableRows(m, lines, i, -1) + tableRows(m, lines, i+1, 1)
				if rows <= 8 {
					t.Errorf("%s: a table of %d rows split at p.%d", g, rows, a.page+1)
				}
			case isItem(m, lines, i) && isItem(m, lines, i+1):
				splitLists++
				items := listItems(m, lines, i, -1) + listItems(m, lines, i+1, 1)
				if items <= 6 {
					t.Errorf("%s: a list of %d items split at p.%d", g, items, a.page+1)
				}
			}
		}
	})
	t.Logf("lists split over pages %d, tables %d", splitLists, splitTables)
}

// paraStart is the index in lines of the first line of line i's paragraph.
func paraStart(lines []pageLine, i int) int {
	for i > 0 && lines[i-1].l.Para == lines[i].l.Para && lines[i-1].l.Kind == lines[i].l.Kind {
		i--
	}
	return i
}

// isItem reports whether line i belongs to a list item: its paragraph's
// first line has a marker left of it.
func isItem(m *Manual, lines []pageLine, i int) bool {
	k := lines[i].l.Kind
	if k != layout.BodyLine && k != layout.EntryLine {
		return false
	}
	s := paraStart(lines, i)
	mk, _ := itemMarker(m.Pages[lines[s].page], lines[s].l)
	return mk != ""
}

// listItems counts the items of the list line i is in on its page, from
// line i on in the direction dir (-1 back, 1 on).
func listItems(m *Manual, lines []pageLine, i, dir int) int {
	n, page := 0, lines[i].page
	for j := i; j >= 0 && j < len(lines) && lines[j].page == page && isItem(m, lines, j); j += dir {
		if lines[j].l.Index == 0 {
			n++
		}
	}
	return n
}

// tableRows counts the rows but the header of the table line i is in on
// its page, from line i on in the direction dir.
func tableRows(m *Manual, lines []pageLine, i, dir int) int {
	page := lines[i].page
	left := math.Inf(1)
	var firsts []layout.SetLine
	for j := i; j >= 0 && j < len(lines) && lines[j].page == page && lines[j].l.Kind == layout.TableLine; j += dir {
		left = math.Min(left, lines[j].l.X0)
		if lines[j].l.Index == 0 {
			firsts = append(firsts, lines[j].l)
		}
	}
	n := 0
	for _, l := range firsts {
		if math.Abs(l.X0-left) < 0.01 && !inHeader(m.Pages[page], l) {
			n++
		}
	}
	return n
}

// inHeader reports whether a table line is set on a header row's ground.
func inHeader(p layout.Page, l layout.SetLine) bool {
	for _, b := range p.Boxes {
		if f, ok := b.(layout.Fill); ok && f.Color == (layout.Color{R: 0xE4, G: 0xE4, B: 0xE4}) && l.Baseline > f.Y && l.Baseline < f.Y+f.H && l.X0 > f.X && l.X0 < f.X+f.W {
			return true
		}
	}
	return false
}

// A paragraph of up to three lines right before an example introduces it
// and stands on the example's page (Windia War p.93's 「次の 2 つは、
// ラウンドをまたいで続くゲームの実例です。…」 stood alone at the page's
// foot, its examples on p.94).
func TestLeadsStandWithTheirExamples(t *testing.T) {
	leads := 0
	eachManual(t, func(g, lang string, m *Manual, _ layout.PageStyle) {
		var all []pageLine
		for pi, p := range m.Pages {
			for _, l := range p.Lines {
				if l.Kind != layout.TOCLine {
					all = append(all, pageLine{pi, l})
				}
			}
		}
		for i := 1; i < len(all); i++ {
			title, before := all[i], all[i-1]
			if title.l.Kind != layout.PanelLine || before.l.Kind != layout.BodyLine || !before.l.Last {
				continue
			}
			s := paraStart(all, i-1)
			if i-s > 3 || all[s].l.Index != 0 || isItem(m, all, s) {
				continue // a longer paragraph, or a list's last item
			}
			leads++
			if all[s].page != title.page {
				gs, _, _ := lineGlyphs(m.Pages[all[s].page], all[s].l, false)
				t.Errorf("%s: the lead %q on p.%d, its example on p.%d", g, lineString(gs), all[s].page+1, title.page+1)
			}
		}
	})
	if leads < 20 {
		t.Errorf("only %d leads found: the test lost the panels", leads)
	}
	t.Logf("%d short paragraphs right before an example", leads)
}

// A list keeps its indentation beside and after a floated figure: no item
// of it stands left of its first item, which is of its outermost level
// (BlackPoker's ダメージ判定, beside a card's picture, had its ① and ②
// wrapped under the picture left of their (1)).
func TestListsKeepTheirIndentAroundFigures(t *testing.T) {
	beside := 0
	eachManual(t, func(g, _ string, m *Manual, _ layout.PageStyle) {
		lines := flowLines(m)
		first, floated := -1, false // the run's first item line
		for i, pl := range lines {
			if i > 0 && lines[i-1].page != pl.page {
				first = -1
			}
			l := pl.l
			if !isItem(m, lines, i) {
				if first >= 0 && (l.Kind != layout.BodyLine && l.Kind != layout.EntryLine || l.X0 < lines[first].l.X0-0.5) {
					first = -1 // the list ended
				}
				continue
			}
			if first < 0 {
				first, floated = i, besideAFloat(m.Pages[pl.page], l)
				if floated {
					beside++
				}
				continue
			}
			if l.Index == 0 && l.X0 < lines[first].l.X0-0.5 {
				gs, _, _ := lineGlyphs(m.Pages[pl.page], l, false)
				t.Errorf("%s p.%d: an item %.1f mm left of its list's first (beside a figure: %v): %s", g, pl.page+1, lines[first].l.X0-l.X0, floated, lineString(gs))
			}
		}
	})
	if beside == 0 {
		t.Error("no list begins beside a figure: the test lost the floats")
	}
	t.Logf("%d lists begin beside a floated figure", beside)
}

// besideAFloat reports whether a line stands beside a figure floated on
// its page, right of it.
func besideAFloat(p layout.Page, l layout.SetLine) bool {
	for _, f := range p.Floats {
		if l.Baseline > f.Y && l.Baseline < f.Y+f.H+5 && l.X0 > f.X+f.W {
			return true
		}
	}
	return false
}

// No example's heading has two colons (「例：X：Y」, "Example: X: y"): a
// topic before the title's colon goes in parentheses (exampleHeading), and
// the sources write no other colon in a title.
func TestExampleHeadingsHaveOneColon(t *testing.T) {
	titles := 0
	eachManual(t, func(g, lang string, m *Manual, _ layout.PageStyle) {
		zh := strings.HasPrefix(lang, "zh")
		for _, part := range panelParts(m) {
			if len(part.lines) == 0 {
				continue
			}
			title := ""
			for _, l := range part.lines {
				if l.Para == part.lines[0].Para {
					gs, _, _ := lineGlyphs(m.Pages[part.page], l, zh)
					title += lineString(gs)
				}
			}
			if strings.Contains(title, strings.ReplaceAll(bookWords(lang).continued, " ", "")) {
				continue // its title was counted on the page before
			}
			titles++
			if n := strings.Count(title, "：") + strings.Count(title, ":"); n > 1 {
				t.Errorf("%s p.%d: %d colons in %q", g, part.page+1, n, title)
			}
		}
	})
	if titles < 300 {
		t.Errorf("only %d example headings read", titles)
	}
}
