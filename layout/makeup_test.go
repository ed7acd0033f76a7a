package layout

import (
	"fmt"
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

func filler(st PageStyle, lines int) Paragraph {
	return Paragraph{Spans: []Span{st.Plain(strings.Repeat("あ", columnChars*lines))}, Justify: true}
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

// A panel of up to 15 lines never splits; a longer one splits with three
// lines at least on either side.
func TestPanelSplitsByLines(t *testing.T) {
	st := B5("t")
	panel := func(n int) Panel {
		p := Panel{Title: []Span{st.Plain("例：題")}, Continued: []Span{st.Plain("例：題（続き）")}}
		for i := 0; i < n; i++ {
			p.Body = append(p.Body, Paragraph{Spans: []Span{st.Plain(fmt.Sprintf("step %d", i))}, Size: 8.5, Leading: 1.6, After: 0.01})
		}
		return p
	}
	for _, n := range []int{15, 16, 24} {
		split := false
		for lines := 20; lines <= 37; lines++ {
			pages, _ := Typeset([]Block{filler(st, lines), panel(n)}, st)
			got := pageOf(pages, "step")
			first := 0
			for _, pg := range got {
				if pg == got[0] {
					first++
				}
			}
			second := len(got) - first
			split = split || second > 0
			switch {
			case n <= 15 && second > 0: // issue 26: up to 15 lines stay whole
				t.Errorf("after %d lines, a panel of %d lines split %d + %d", lines, n, first, second)
			case second > 0 && (first < 3 || second < 3):
				t.Errorf("after %d lines, a panel of %d lines split %d + %d", lines, n, first, second)
			}
		}
		if n == 24 && !split {
			t.Errorf("a panel of 24 lines never split, whatever stood above it")
		}
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

// Nested list items keep their indents beside a floated figure and below
// it: each level stands its indent off the edge the text starts from.
func TestNestedListsBesideAndAfterAFigure(t *testing.T) {
	st := B5("t")
	fig := Figure{W: 30, H: 20, Boxes: []Box{Fill{Rect{0, 0, 30, 20}, Black}}}
	var body []Block
	for i := 0; i < 8; i++ {
		body = append(body, item(st, fmt.Sprintf("outer%d", i), 6), item(st, fmt.Sprintf("inner%d", i), 12))
	}
	entry := Entry{Heading: Heading{Level: 3, Text: "card"}, Figure: fig, Body: []Block{List{Items: 8, Body: body}}}
	pages, _ := Typeset([]Block{entry}, st)
	p := pages[0]
	if len(p.Floats) != 1 {
		t.Fatalf("%d floats", len(p.Floats))
	}
	fl := p.Floats[0]
	beside, below := 0, 0
	for _, l := range p.Lines {
		if l.Kind != EntryLine {
			continue
		}
		edge := st.Left
		if l.X0 > fl.X+fl.W { // beside the figure (or its gutter below)
			edge = fl.X + fl.W + figureGutter
			beside++
		} else {
			below++
		}
		indent := l.X0 - edge
		var text string
		for _, b := range p.Boxes {
			if tx, ok := b.(Text); ok && tx.Y == l.Baseline && tx.X >= l.X0-0.01 {
				text = tx.Text
			}
		}
		want := 6.0
		if strings.HasPrefix(text, "inner") {
			want = 12
		}
		if indent < want-0.01 || indent > want+0.01 {
			t.Errorf("%q indented %.1f mm from its edge, want %.0f", text, indent, want)
		}
	}
	if beside == 0 || below == 0 {
		t.Errorf("%d lines beside the figure, %d below: want both", beside, below)
	}
}
