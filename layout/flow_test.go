package layout

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// lineExtents groups the text boxes of a page by baseline and returns, per
// baseline, the leftmost x and the rightmost end.
func lineExtents(p Page) (ys []float64, left, right map[float64]float64) {
	left, right = map[float64]float64{}, map[float64]float64{}
	for _, b := range p.Boxes {
		t, ok := b.(Text)
		if !ok || t.Size != 9 {
			continue
		}
		y := math.Round(t.Y*100) / 100
		if _, seen := left[y]; !seen {
			ys = append(ys, y)
			left[y], right[y] = t.X, t.X
		}
		left[y] = math.Min(left[y], t.X)
		right[y] = math.Max(right[y], t.X+TextWidth(t.Style, t.Text, t.Size))
	}
	sort.Float64s(ys)
	return ys, left, right
}

// Text wraps around a floated figure: lines beside it start right of it and
// are shorter, lines below it use the full measure again.
func TestTextWrapsAroundFigure(t *testing.T) {
	st := B5("t")
	long := strings.Repeat("山札からカードを一枚引きます。", 30)
	fig := Figure{W: 29, H: 17, Boxes: []Box{Fill{Rect{0, 0, 29, 17}, Black}}}
	pages, _ := Typeset([]Block{Entry{
		Heading: Heading{Level: 3, Text: "Skip"},
		Figure:  fig,
		Body:    []Block{Paragraph{Spans: []Span{st.Plain(long)}, Justify: true}},
	}}, st)
	if len(pages) != 1 {
		t.Fatalf("%d pages", len(pages))
	}
	var figRect Rect
	for _, b := range pages[0].Boxes {
		if f, ok := b.(Fill); ok && f.Color == Black {
			figRect = f.Rect
		}
	}
	if figRect.X != st.Left || figRect.W != 29 {
		t.Fatalf("figure at %+v, want at the left margin", figRect)
	}
	ys, left, right := lineExtents(pages[0])
	beside, below := 0, 0
	measure := st.W - st.Left - st.Right
	for i, y := range ys {
		top := y - 9*PtToMM
		last := i == len(ys)-1
		if top < figRect.Y+figRect.H {
			beside++
			if want := figRect.X + figRect.W + 4; !near(left[y], want) {
				t.Errorf("line at %.1f beside the figure starts at %.1f, want %.1f", y, left[y], want)
			}
		} else {
			below++
			if !near(left[y], st.Left) {
				t.Errorf("line at %.1f below the figure starts at %.1f, want the margin %.1f", y, left[y], st.Left)
			}
		}
		// Justified lines end at the right margin; no line passes it.
		if right[y] > st.Left+measure+tol || (!last && !near(right[y], st.Left+measure)) {
			t.Errorf("line at %.1f ends at %.2f, want %.2f", y, right[y], st.Left+measure)
		}
	}
	if beside < 2 || below < 5 {
		t.Errorf("%d lines beside and %d below the figure", beside, below)
	}
}

// An entry that would not fit with its figure and first lines moves whole
// to the next page.
func TestEntryStaysTogether(t *testing.T) {
	st := B5("t")
	entry := Entry{
		Heading: Heading{Level: 3, Text: "Skip"},
		Figure:  Figure{W: 29, H: 17, Boxes: []Box{Fill{Rect{0, 0, 29, 17}, Black}}},
		Body:    []Block{Paragraph{Spans: []Span{st.Plain(strings.Repeat("い", 200))}}},
	}
	pages, toc := Typeset([]Block{filler(st, 36), entry}, st) // 36 of the page's 38 lines
	headingPage := toc[0].Page
	figPage := -1
	for i, p := range pages {
		for _, b := range p.Boxes {
			if f, ok := b.(Fill); ok && f.Color == Black {
				figPage = i + 1
			}
		}
	}
	firstText := -1
	for i, p := range pages {
		for _, b := range p.Boxes {
			if tx, ok := b.(Text); ok && strings.HasPrefix(tx.Text, "い") && firstText < 0 {
				firstText = i + 1
			}
		}
	}
	if headingPage != figPage || figPage != firstText {
		t.Errorf("heading on page %d, figure on %d, first text line on %d: want one page", headingPage, figPage, firstText)
	}
	if headingPage != 2 {
		t.Errorf("entry starts on page %d; the filler leaves too little room on page 1, want page 2", headingPage)
	}
}

func TestChapterStartsAPageAndTOCListsPages(t *testing.T) {
	st := B5("t")
	pages, toc := Typeset([]Block{
		Heading{Level: 1, Text: "目次"}, TOC{MaxLevel: 2},
		Heading{Level: 1, Text: "一章"}, Paragraph{Spans: []Span{st.Plain("本文")}},
		Heading{Level: 2, Text: "一節"},
		Heading{Level: 1, Text: "二章"},
	}, st)
	if len(pages) != 3 {
		t.Fatalf("%d pages, want 3", len(pages))
	}
	want := map[string]int{"目次": 1, "一章": 2, "一節": 2, "二章": 3}
	for _, e := range toc {
		if want[e.Text] != e.Page {
			t.Errorf("%s on page %d, want %d", e.Text, e.Page, want[e.Text])
		}
	}
	// The contents page lists the chapters with their page numbers, not itself.
	var texts []string
	for _, b := range pages[0].Boxes {
		if tx, ok := b.(Text); ok {
			texts = append(texts, tx.Text)
		}
	}
	got := strings.Join(texts, " ")
	if !strings.Contains(got, "一章 2 一節 2 二章 3") || strings.Count(got, "目次") != 2 {
		t.Errorf("contents page: %q", got)
	}
}

// The contents list indents a section 6 mm under its chapter, and a
// section of a section 6 mm more.
func TestTOCIndentsByLevel(t *testing.T) {
	st := B5("t")
	pages, _ := Typeset([]Block{
		Heading{Level: 1, Text: "目次"}, TOC{MaxLevel: 3},
		Heading{Level: 1, Text: "一章"}, Heading{Level: 2, Text: "一節"}, Heading{Level: 3, Text: "一項"},
	}, st)
	x := map[string]float64{}
	for _, b := range pages[0].Boxes {
		if tx, ok := b.(Text); ok {
			if _, seen := x[tx.Text]; !seen {
				x[tx.Text] = tx.X
			}
		}
	}
	if d2, d3 := x["一節"]-x["一章"], x["一項"]-x["一節"]; math.Abs(d2-6) > 1e-6 || math.Abs(d3-6) > 1e-6 {
		t.Errorf("indents %g and %g mm, want 6 and 6 (x: %v)", d2, d3, x)
	}
}

// A contents list longer than a page must not shift the pages it lists:
// the printed numbers are where the chapters really are.
func TestLongTOCKeepsPageNumbersRight(t *testing.T) {
	st := B5("t")
	blocks := []Block{Heading{Level: 1, Text: "目次"}, TOC{MaxLevel: 2}}
	for i := 0; i < 60; i++ {
		blocks = append(blocks, Heading{Level: 1, Text: fmt.Sprintf("第%d章", i+1)}, Paragraph{Spans: []Span{st.Plain("本文")}})
	}
	pages, toc := Typeset(blocks, st)
	actual := map[string]int{}
	for _, e := range toc {
		actual[e.Text] = e.Page
	}
	listed := 0
	for _, p := range pages[:3] {
		title := "" // a title is set in runs by script: 第, 1, 章
		for i, b := range p.Boxes {
			tx, ok := b.(Text)
			if !ok || tx.Size != st.BodySize*tocScale {
				title = ""
				continue
			}
			title += tx.Text
			if actual[title] == 0 || i+1 >= len(p.Boxes) {
				continue
			}
			num, _ := p.Boxes[i+1].(Text)
			if num.Text != strconv.Itoa(actual[title]) {
				t.Errorf("contents list %s on page %s; it is on page %d", title, num.Text, actual[title])
			}
			listed++
			title = ""
		}
	}
	if listed != 60 || actual["第1章"] != 3 {
		t.Errorf("listed %d chapters, first on page %d; want 60, after a two-page contents", listed, actual["第1章"])
	}
}

func TestColumnWidths(t *testing.T) {
	// A narrow column keeps its natural width; the wide one takes the rest.
	w := columnWidths([]float64{10, 20}, []float64{18, 400}, 146)
	if !near(w[0], 18) || !near(w[1], 128) {
		t.Errorf("widths %v", w)
	}
	// Everything fits: natural widths, the spare room to the last column.
	w = columnWidths([]float64{5, 5}, []float64{20, 30}, 146)
	if !near(w[0], 20) || !near(w[1], 126) {
		t.Errorf("widths %v", w)
	}
}

// A table that runs over a page repeats its header row on the next one.
func TestTableHeaderRepeats(t *testing.T) {
	st := B5("t")
	rows := [][][]Span{{{st.Plain("記号")}, {st.Plain("内容")}}}
	for i := 0; i < 60; i++ {
		rows = append(rows, [][]Span{{st.Plain(strconv.Itoa(i))}, {st.Plain("行")}})
	}
	pages, _ := Typeset([]Block{Table{Rows: rows, Header: true}}, st)
	if len(pages) < 2 {
		t.Fatalf("%d pages; the table should run over", len(pages))
	}
	for i, p := range pages {
		var first string
		for _, b := range p.Boxes {
			if tx, ok := b.(Text); ok && tx.Y > st.Top {
				first = tx.Text
				break
			}
		}
		if first != "記号" {
			t.Errorf("page %d starts with %q, want the header row", i+1, first)
		}
	}
}

// Six narrow columns too wide together shrink to the measure.
func TestManyNarrowColumnsFit(t *testing.T) {
	min6 := []float64{8, 8, 8, 8, 8, 8}
	nat6 := []float64{30, 30, 30, 30, 30, 30}
	if w := columnWidths(min6, nat6, 146); sum(w) > 146+tol {
		t.Errorf("widths %v add up to %.1f mm, want at most 146", w, sum(w))
	}
	if w := columnWidths(nil, nil, 146); len(w) != 0 {
		t.Errorf("no columns: %v", w)
	}
}

// A paragraph does not end on a line of one or two characters.
func TestNoWidows(t *testing.T) {
	st := B5("t")
	measure := st.W - st.Left - st.Right
	perLine := int(measure / (st.BodySize * PtToMM)) // full-width characters a line
	text := strings.Repeat("あ", perLine) + "う。"      // a lone 「う。」 without widow control
	pages, _ := Typeset([]Block{Paragraph{Spans: []Span{st.Plain(text)}, Justify: true}}, st)
	ys, left, _ := lineExtents(pages[0])
	if len(ys) != 2 {
		t.Fatalf("%d lines", len(ys))
	}
	var last []string
	for _, b := range pages[0].Boxes {
		if tx, ok := b.(Text); ok && math.Round(tx.Y*100)/100 == ys[1] {
			last = append(last, tx.Text)
		}
	}
	if got := strings.Join(last, ""); utf8.RuneCountInString(got) < 3 {
		t.Errorf("last line %q (at x %.1f): a widow", got, left[ys[1]])
	}
}

// A long panel taller than the room left splits between its steps,
// minSplitLines lines at least on either side, and its part on the next page
// starts with the continued mark; one that fits stays whole.
func TestPanelSplitsBetweenSteps(t *testing.T) {
	st := B5("t")
	var steps []Block
	for i := 0; i < 20; i++ {
		steps = append(steps, Paragraph{Spans: []Span{st.Plain(fmt.Sprintf("step %d", i))}, Size: 8.5, Leading: 1.6, After: 0.01})
	}
	panel := Panel{Title: []Span{st.Plain("例：題")}, Body: steps, Continued: []Span{st.Plain("例：題（続き）")}}
	pages, _ := Typeset([]Block{filler(st, 30), panel}, st)
	if len(pages) != 2 {
		t.Fatalf("%d pages", len(pages))
	}
	onPage := func(p Page, prefix string) (n int) {
		for _, b := range p.Boxes {
			if tx, ok := b.(Text); ok && strings.HasPrefix(tx.Text, prefix) {
				n++
			}
		}
		return n
	}
	first, second := onPage(pages[0], "step"), onPage(pages[1], "step")
	if first < minSplitLines || second < minSplitLines || first+second != 20 {
		t.Errorf("steps %d on page 1, %d on page 2", first, second)
	}
	if onPage(pages[0], "例：題") != 1 || onPage(pages[1], "例：題（続き）") != 1 {
		t.Error("want the title on page 1 and the continued mark on page 2")
	}
	whole, _ := Typeset([]Block{panel}, st)
	if len(whole) != 1 || onPage(whole[0], "例：題（続き）") != 0 {
		t.Error("a panel that fits is split")
	}
}

// A short panel that does not fit where it starts moves whole to the next
// page, even when some of its steps would fit: three steps torn into one
// and two read as stray lines.
func TestShortPanelMovesWhole(t *testing.T) {
	st := B5("t")
	var steps []Block
	for i := 0; i < 3; i++ {
		steps = append(steps, Paragraph{Spans: []Span{st.Plain(fmt.Sprintf("step %d", i))}, Size: 8.5, Leading: 1.6, After: 0.01})
	}
	panel := Panel{Title: []Span{st.Plain("例：題")}, Body: steps, Continued: []Span{st.Plain("例：題（続き）")}}
	for lines := 30; lines <= 42; lines++ {
		pages, _ := Typeset([]Block{filler(st, lines), panel}, st)
		var perPage []int
		for _, p := range pages {
			n := 0
			for _, b := range p.Boxes {
				if tx, ok := b.(Text); ok && strings.HasPrefix(tx.Text, "step") {
					n++
				}
			}
			perPage = append(perPage, n)
		}
		whole := false
		for _, n := range perPage {
			whole = whole || n == len(steps)
		}
		if !whole {
			t.Errorf("after %d lines of text the panel's steps are %v by page; want all on one", lines, perPage)
		}
	}
}

// A line of the contents is set as its heading is: a quarter em between
// Latin and Japanese (「Basic カード」), not the two run together.
func TestTOCSpacesScriptsAsTheHeading(t *testing.T) {
	st := B5("t")
	blocks := []Block{Heading{Level: 1, Text: "目次"}, TOC{MaxLevel: 2}, Heading{Level: 1, Text: "Basicカード"}}
	pages, _ := Typeset(blocks, st)
	var latin, kana *Text
	for _, b := range pages[0].Boxes {
		if tx, ok := b.(Text); ok && tx.Size == st.BodySize*tocScale {
			switch tx.Text {
			case "Basic":
				latin = &tx
			case "カード":
				kana = &tx
			}
		}
	}
	if latin == nil || kana == nil {
		t.Fatalf("the contents line is not set as Basic and カード: %v", pages[0].Boxes)
	}
	end := latin.X + TextWidth(latin.Style, latin.Text, latin.Size)
	if gap, quarter := kana.X-end, latin.Size*PtToMM/4; gap < quarter*0.8 {
		t.Errorf("カード starts %.2f mm after Basic; want about a quarter em (%.2f mm)", gap, quarter)
	}
}
