package layout

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// pageOf is the page (from 0) each text starting with prefix is set on.
func pageOf(pages []Page, prefix string) []int {
	var out []int
	for pi, p := range pages {
		for _, b := range p.Boxes {
			if tx, ok := b.(Text); ok && strings.HasPrefix(tx.Text, prefix) {
				out = append(out, pi)
			}
		}
	}
	return out
}

// filler is a paragraph of lines lines of text on the page's grid, for the
// make-up of what follows it: a character a line, each ended by a hard
// break. Everything set after it stands where it stands after as many
// full lines of あ (compared box for box, 1 to 40 lines before panels,
// headings and leads, 1 to 60 before panels and an entry, across pages),
// and those cost a breaking whose every gap between characters is a
// break, most of the make-up tests' CPU.
func filler(st PageStyle, lines int) Paragraph {
	return Paragraph{Spans: []Span{st.Plain(strings.TrimSuffix(strings.Repeat("あ\n", lines), "\n"))}, Justify: true}
}

func item(st PageStyle, text string, indent float64) Paragraph {
	m := st.Plain("1.")
	return Paragraph{Spans: []Span{st.Plain(text)}, Marker: []Span{m}, Indent: indent}
}

// A list of up to six items and a table of up to eight rows (and its
// header) move whole to the next page rather than split; longer ones
// split. A B5 page holds 38 lines: after 35 of text, three items fit.
func TestShortListsAndTablesMoveWhole(t *testing.T) {
	st := B5("t")
	list := func(n int) Block {
		l := List{Items: n}
		for i := 0; i < n; i++ {
			l.Body = append(l.Body, item(st, fmt.Sprintf("part%d", i), 6))
		}
		return l
	}
	table := func(n int) Block {
		tb := Table{Header: true, Rows: [][][]Span{{{st.Plain("head")}, {st.Plain("h2")}}}}
		for i := 0; i < n; i++ {
			tb.Rows = append(tb.Rows, [][]Span{{st.Plain(fmt.Sprintf("part%d", i))}, {st.Plain("x")}})
		}
		return tb
	}
	for _, tt := range []struct {
		what  string
		make  func(int) Block
		lines int
		whole map[int]bool
	}{
		{"list", list, 35, map[int]bool{2: true, 6: true, 7: false}},
		{"table", table, 34, map[int]bool{5: true, 8: true, 9: false}},
	} {
		for n, whole := range tt.whole {
			pages, _ := Typeset([]Block{filler(st, tt.lines), tt.make(n)}, st)
			got := pageOf(pages, "part")
			if split := got[0] != got[len(got)-1]; split == whole {
				t.Errorf("a %s of %d on pages %v", tt.what, n, got)
			}
		}
	}
}

// A paragraph ending in a colon keeps its last lines with what it leads
// into; one ending otherwise stays where it fits.
func TestColonLeadsIntoWhatFollows(t *testing.T) {
	st := B5("t")
	l := List{Items: 4}
	for i := 0; i < 4; i++ {
		l.Body = append(l.Body, item(st, fmt.Sprintf("item%d", i), 6))
	}
	for end, together := range map[string]bool{"次の通り：": true, "with:": true, "終わり。": false} {
		lead := Paragraph{Spans: []Span{st.Plain("lead" + strings.Repeat("い", columnChars*3) + end)}, Justify: true}
		pages, _ := Typeset([]Block{filler(st, 33), lead, l}, st)
		leadPage, itemPage := pageOf(pages, "い"), pageOf(pages, "item0")
		last := leadPage[len(leadPage)-1]
		if (last == itemPage[0]) != together {
			t.Errorf("%q: the lead's last line on page %d, the list on %d", end, last+1, itemPage[0]+1)
		}
	}
}

// A run of short paragraphs each ending in a colon fills its pages like any
// other run: each keeps with the start of the next, not with the whole run
// (which once gave every one of them a page of its own).
func TestColonRunsFillPages(t *testing.T) {
	st := B5("t")
	pagesOf := func(end string) int {
		var blocks []Block
		for i := 0; i < 300; i++ {
			blocks = append(blocks, Paragraph{Spans: []Span{st.Plain(fmt.Sprintf("line %d%s", i, end))}, Justify: true})
		}
		pages, _ := Typeset(blocks, st)
		return len(pages)
	}
	if colon, stop := pagesOf("："), pagesOf("。"); colon > stop+1 {
		t.Errorf("300 one-line paragraphs: %d pages ending in ：, %d ending in 。", colon, stop)
	}
}

// stepLine is a one-line step of an example panel.
func stepLine(st PageStyle, text string) Paragraph {
	return Paragraph{Spans: []Span{st.Plain(text)}, Size: 8.5, Leading: 1.6, After: 0.01}
}

// perPage counts the texts starting with prefix on each page.
func perPage(pages []Page, prefix string) []int {
	n := make([]int, len(pages))
	for _, pg := range pageOf(pages, prefix) {
		n[pg]++
	}
	return n
}

// A panel of up to 15 lines (its title's counting) moves whole to the
// next page when it does not fit where it starts; a longer one splits
// between its steps, with three lines at least on either side.
func TestPanelSplitsByItsLength(t *testing.T) {
	t.Parallel()
	st := B5("t")
	panel := func(n int) Panel {
		p := Panel{Title: []Span{st.Plain("例：題")}, Continued: []Span{st.Plain("例：題（続き）")}}
		for i := 0; i < n; i++ {
			p.Body = append(p.Body, stepLine(st, fmt.Sprintf("step %d", i)))
		}
		return p
	}
	for _, n := range []int{3, 14, 15, 24} {
		split := false
		for lines := 1; lines <= 37; lines++ {
			pages, _ := Typeset([]Block{filler(st, lines), panel(n)}, st)
			var sides []int
			for _, k := range perPage(pages, "step") {
				if k > 0 {
					sides = append(sides, k)
				}
			}
			if len(sides) == 1 {
				continue
			}
			split = true
			if n+1 <= 15 || len(sides) != 2 || sides[0] < 3 || sides[1] < 3 {
				t.Errorf("after %d lines, a panel of %d steps split %v", lines, n, sides)
			}
		}
		if n+1 > 15 && !split {
			t.Errorf("a panel of %d steps never split, whatever stood above it", n)
		}
	}
}

// A long panel may split after its opening when three lines follow it,
// never inside it: two steps alone never go over the page under the
// continued mark, so such a panel moves whole.
func TestPanelSplitsAfterItsOpening(t *testing.T) {
	t.Parallel()
	st := B5("t")
	panel := func(steps int) Panel {
		p := Panel{Title: []Span{st.Plain("例：題")}, Continued: []Span{st.Plain("例：題（続き）")}, Opening: 13}
		for i := range 13 {
			p.Body = append(p.Body, stepLine(st, fmt.Sprintf("situation %d", i)))
		}
		for i := range steps {
			p.Body = append(p.Body, stepLine(st, fmt.Sprintf("step %d", i)))
		}
		return p
	}
	for steps, want := range map[int]bool{2: false, 3: true} {
		split := false
		for lines := 1; lines <= 37; lines++ {
			pages, _ := Typeset([]Block{filler(st, lines), panel(steps)}, st)
			sit, step := pageOf(pages, "situation"), pageOf(pages, "step")
			if sit[0] != sit[len(sit)-1] {
				t.Errorf("after %d lines: situation on pages %v", lines, sit)
			}
			if step[0] != sit[len(sit)-1] {
				split = true
				if step[0] != step[len(step)-1] {
					t.Errorf("after %d lines: situation on pages %v, steps on %v", lines, sit, step)
				}
			}
		}
		if split != want {
			t.Errorf("an opening of 13 lines and %d steps: split %v, want %v", steps, split, want)
		}
	}
}

// A split panel's ground ends under its last line on the page it goes on
// from, not at the page's foot: grey padding below the text read as an
// empty step.
func TestSplitPanelGroundEndsUnderItsText(t *testing.T) {
	st := B5("t")
	st.Lines = true // measured below
	p := Panel{Title: []Span{st.Plain("例：題")}, Continued: []Span{st.Plain("例：題（続き）")}}
	for i := range 24 {
		p.Body = append(p.Body, stepLine(st, fmt.Sprintf("step %d", i)))
	}
	ground := Color{0xEE, 0xEE, 0xEE}
	checked := 0
	for lines := 20; lines <= 37; lines++ {
		pages, _ := Typeset([]Block{filler(st, lines), p}, st)
		if len(pages) < 2 || perPage(pages, "step")[0] == 0 {
			continue
		}
		last := 0.0
		for _, l := range pages[0].Lines {
			if l.Kind == PanelLine {
				last = math.Max(last, l.Baseline)
			}
		}
		g := fills(pages[0].Boxes, ground)
		lh := 8.5 * 1.6 * PtToMM
		if len(g) != 1 || g[0].Y+g[0].H > last+lh {
			t.Errorf("after %d lines: ground %v, last line's baseline at %.1f", lines, g, last)
		}
		checked++
	}
	if checked == 0 {
		t.Error("the panel never split")
	}
}

// Panels one after another stand equally far apart, wherever they fall
// on the page's line grid.
func TestPanelsStandEquallyApart(t *testing.T) {
	st := B5("t")
	ground := Color{0xEE, 0xEE, 0xEE}
	gaps := map[string]bool{}
	for lines := 1; lines <= 6; lines++ {
		blocks := []Block{filler(st, lines)}
		for i := range 3 {
			p := Panel{Title: []Span{st.Plain("例：題")}}
			for j := range 1 + i {
				p.Body = append(p.Body, stepLine(st, fmt.Sprintf("step %d", j)))
			}
			blocks = append(blocks, p)
		}
		pages, _ := Typeset(blocks, st)
		g := fills(pages[0].Boxes, ground)
		if len(g) != 3 {
			t.Fatalf("after %d lines: %d panels on the first page", lines, len(g))
		}
		for i := 1; i < 3; i++ {
			gaps[fmt.Sprintf("%.2f", g[i].Y-(g[i-1].Y+g[i-1].H))] = true
		}
	}
	if len(gaps) != 1 {
		t.Errorf("panels stand apart by %v mm; want one distance", gaps)
	}
}

// A heading keeps on its page what it heads: its lead paragraph of up
// to three lines and the start of the example it leads into (Windia War's
// 「試合の実例」 stood at a page's foot with its paragraph, its example
// over the page), or two lines of a longer paragraph.
func TestHeadingKeepsWithNext(t *testing.T) {
	t.Parallel()
	st := B5("t")
	lead := Paragraph{Spans: []Span{st.Plain("lead" + strings.Repeat("い", columnChars*2+10))}, Justify: true}
	long := Paragraph{Spans: []Span{st.Plain("long" + strings.Repeat("う", columnChars*6))}, Justify: true}
	ex := Panel{Title: []Span{st.Plain("例：題")}, Continued: []Span{st.Plain("例：題（続き）")}, Opening: 1}
	ex.Body = []Block{stepLine(st, "situation"), stepLine(st, "step 1")}
	moved := false
	for lines := 20; lines <= 37; lines++ {
		pages, _ := Typeset([]Block{filler(st, lines), Heading{Level: 2, Text: "section"}, lead, ex}, st)
		head, title := pageOf(pages, "section"), pageOf(pages, "例：題")
		if head[0] != title[0] {
			t.Errorf("after %d lines: the heading on p.%d, its example on p.%d", lines, head[0]+1, title[0]+1)
		}
		moved = moved || head[0] > 0
		pages, _ = Typeset([]Block{filler(st, lines), Heading{Level: 2, Text: "section"}, long}, st)
		head, text := pageOf(pages, "section"), perPage(pages, "う")
		if text[head[0]] < 2 && perPage(pages, "long")[head[0]] == 0 {
			t.Errorf("after %d lines: the heading on p.%d with %d lines of its text", lines, head[0]+1, text[head[0]])
		}
	}
	if !moved {
		t.Error("the heading never went to the next page")
	}
}

// A panel that must split keeps its opening (its picture and the lines
// of its situation) together on one page, splitting only between the
// steps after it, with its continued mark on the next page (issue 26:
// Windia War's limit match broke after its third situation line).
func TestPanelKeepsItsOpening(t *testing.T) {
	st := B5("t")
	line := func(text string, step bool) Paragraph {
		p := Paragraph{Spans: []Span{st.Plain(text)}, Size: 8.5, Leading: 1.6, After: 0.01}
		if step {
			p.Marker, p.Indent = []Span{st.Plain("1.")}, 4
		}
		return p
	}
	pic := Figure{W: 40, H: 12, Boxes: []Box{Fill{Rect{0, 0, 40, 12}, Black}}}
	p := Panel{Title: []Span{st.Plain("例：題")}, Continued: []Span{st.Plain("例：題（続き）")}, Opening: 7}
	p.Body = append(p.Body, Figures{Items: []Figure{pic}, Float: FloatRight})
	for i := range 6 {
		p.Body = append(p.Body, line(fmt.Sprintf("situation %d", i), false))
	}
	for i := range 14 {
		p.Body = append(p.Body, line(fmt.Sprintf("step %d", i), true))
	}
	split := false
	for lines := 20; lines <= 37; lines++ {
		pages, _ := Typeset([]Block{filler(st, lines), p}, st)
		sit, steps, cont := pageOf(pages, "situation"), pageOf(pages, "step"), pageOf(pages, "例：題（続き）")
		if sit[0] != sit[len(sit)-1] {
			t.Errorf("after %d lines, the situation is split over pages %v", lines, sit)
		}
		pics := 0
		for _, b := range pages[sit[0]].Boxes {
			if fl, ok := b.(Fill); ok && fl.Color == Black {
				pics++
			}
		}
		if pics != 1 {
			t.Errorf("after %d lines, the picture is not on the situation's page %d", lines, sit[0])
		}
		if last := steps[len(steps)-1]; last != sit[0] {
			split = true
			if len(cont) != 1 || cont[0] != last {
				t.Errorf("after %d lines, a split panel has its continued mark on pages %v, want %d", lines, cont, last)
			}
		}
	}
	if !split {
		t.Error("the panel never split, whatever stood above it")
	}
}

// A list that begins beside a floated figure stays in the column beside
// it to its end, below the figure too, each level its indent off the
// column's edge: wrapped under the figure, a nested item stood left of
// the item it belongs to (BlackPoker's ダメージ判定, ① left of its (1)).
// What follows the list takes the full measure below the figure.
func TestNestedListsBesideAndAfterAFigure(t *testing.T) {
	st := B5("t")
	st.Lines = true // measured below
	fig := Figure{W: 30, H: 20, Boxes: []Box{Fill{Rect{0, 0, 30, 20}, Black}}}
	var body []Block
	for i := 0; i < 8; i++ {
		body = append(body, item(st, fmt.Sprintf("outer%d", i), 6), item(st, fmt.Sprintf("inner%d", i), 12))
	}
	after := Paragraph{Spans: []Span{st.Plain("after")}}
	entry := Entry{Heading: Heading{Level: 3, Text: "card"}, Figure: fig, Body: []Block{List{Items: 8, Body: body}, after}}
	pages, _ := Typeset([]Block{entry}, st)
	p := pages[0]
	if len(p.Floats) != 1 {
		t.Fatalf("%d floats", len(p.Floats))
	}
	fl := p.Floats[0]
	edge := fl.X + fl.W + figureGutter
	below := 0
	for _, l := range p.Lines {
		if l.Kind != EntryLine {
			continue
		}
		var text string
		for _, b := range p.Boxes {
			if tx, ok := b.(Text); ok && tx.Y == l.Baseline && tx.X >= l.X0-0.01 {
				text = tx.Text
			}
		}
		if l.Baseline > fl.Y+fl.H+figureGutter {
			below++
		}
		want := edge + 6
		switch {
		case strings.HasPrefix(text, "inner"):
			want = edge + 12
		case text == "after":
			want = st.Left
			if l.Baseline < fl.Y+fl.H {
				t.Errorf("the text after the list starts beside the figure")
			}
		}
		if math.Abs(l.X0-want) > 0.01 {
			t.Errorf("%q starts at %.1f mm, want %.1f", text, l.X0, want)
		}
	}
	if below < 3 {
		t.Errorf("%d lines below the figure's foot: the list was meant to reach below it", below)
	}
}

// A paragraph of up to three lines right before an example introduces
// it: it goes to the next page with the example's start rather than stay
// alone at a page's foot (Windia War p.93's 「次の 2 つは、ラウンドをまたいで
// 続くゲームの実例です。…」, its examples on p.94); a longer paragraph
// fills its page and leaves the example to the next.
func TestLeadParagraphKeepsWithItsExample(t *testing.T) {
	t.Parallel()
	st := B5("t")
	ex := Panel{Title: []Span{st.Plain("例：題")}, Continued: []Span{st.Plain("例：題（続き）")}, Opening: 1}
	for i := range 8 {
		ex.Body = append(ex.Body, stepLine(st, fmt.Sprintf("step %d", i)))
	}
	for _, tt := range []struct {
		lines int
		keeps bool
	}{{1, true}, {3, true}, {5, false}} {
		lead := Paragraph{Spans: []Span{st.Plain("lead" + strings.Repeat("い", columnChars*tt.lines-10))}, Justify: true}
		moved, apart := false, false
		for lines := 20; lines <= 37; lines++ {
			pages, _ := Typeset([]Block{filler(st, lines), lead, ex}, st)
			text, title := perPage(pages, "い"), pageOf(pages, "例：題")
			last := 0
			for pg, n := range text {
				if n > 0 {
					last = pg
				}
			}
			if last != title[0] {
				apart = true
				if tt.keeps {
					t.Errorf("after %d lines: a lead of %d lines ends on p.%d, its example starts on p.%d", lines, tt.lines, last+1, title[0]+1)
				}
			}
			moved = moved || pageOf(pages, "lead")[0] > 0
		}
		if tt.keeps && !moved {
			t.Errorf("a lead of %d lines never went to the next page", tt.lines)
		}
		if !tt.keeps && !apart {
			t.Errorf("a paragraph of %d lines always went with the example", tt.lines)
		}
	}
}
