package layout

import (
	"reflect"
	"strings"
	"testing"
)

// twoPasses typesets blocks as Typeset did before it renumbered the
// contents in place: a first pass finds the headings' pages, a second sets
// everything again with them.
func twoPasses(blocks []Block, st PageStyle) ([]Page, []TOCEntry) {
	first := newFlow(st, headings(blocks), nil)
	first.run(blocks)
	second := newFlow(st, first.toc, nil)
	second.run(blocks)
	return second.finish(), second.toc
}

// contentsDocument is a document of more than ten pages (page numbers of
// one and two digits) with a contents list, chapters, sections, entries,
// examples and quotes; nest puts a heading and a contents into a quote.
func contentsDocument(st PageStyle, nest bool) []Block {
	text := strings.Repeat("山札からカードを一枚引き、手札に加えます。Wild Draw 3 can be played on any card. ", 12)
	para := Paragraph{Spans: []Span{st.Plain(text)}, Justify: true}
	blocks := []Block{Heading{Level: 1, Text: "目次"}, TOC{MaxLevel: 3}}
	for ch := range 6 {
		blocks = append(blocks, Heading{Level: 1, Text: "第" + string(rune('一'+ch)) + "章"}, para)
		for sec := range 3 {
			blocks = append(blocks, Heading{Level: 2, Text: strings.Repeat("節", sec+1)}, para, para)
			blocks = append(blocks, Panel{Title: []Span{st.Plain("例")}, Body: []Block{para, para}})
			blocks = append(blocks, Entry{Heading: Heading{Level: 3, Text: "Skip"}, Figure: Figure{W: 29, H: 17}, Body: []Block{para}})
			blocks = append(blocks, Quote{Body: []Block{para}})
		}
	}
	if nest {
		blocks = append(blocks, Quote{Body: []Block{Heading{Level: 2, Text: "引用の見出し"}, TOC{MaxLevel: 2}, para}})
	}
	return blocks
}

// A document whose headings the first pass knew gets its contents
// renumbered in place: the pages are those a second pass sets, box for box.
func TestContentsRenumberedAsASecondPassSetsThem(t *testing.T) {
	st := B5("t")
	blocks := contentsDocument(st, false)
	f := newFlow(st, headings(blocks), nil)
	f.unnumbered = true
	f.run(blocks)
	if !f.renumber() {
		t.Fatal("the contents were not renumbered in place")
	}
	pages, toc := f.finish(), f.toc
	want, wantTOC := twoPasses(blocks, st)
	if len(want) < 11 {
		t.Fatalf("%d pages, want more than 10", len(want))
	}
	if !reflect.DeepEqual(pages, want) || !reflect.DeepEqual(toc, wantTOC) {
		t.Error("renumbered in place, the pages differ from a second pass's")
	}
	if got, _ := Typeset(blocks, st); !reflect.DeepEqual(got, want) {
		t.Error("Typeset's pages differ from a second pass's")
	}
}

// A heading the first pass did not know of (in a quote), or a contents set
// in a container, takes a second pass.
func TestNestedContentsTakeASecondPass(t *testing.T) {
	st := B5("t")
	blocks := contentsDocument(st, true)
	f := newFlow(st, headings(blocks), nil)
	f.unnumbered = true
	f.run(blocks)
	if f.renumber() {
		t.Error("renumbered in place with a heading the first pass did not know of")
	}
	f = newFlow(st, f.toc, nil)
	f.unnumbered = true
	f.run(blocks)
	if !f.nested || f.renumber() {
		t.Error("renumbered in place a contents set in a quote")
	}
	want, _ := twoPasses(blocks, st)
	if got, _ := Typeset(blocks, st); !reflect.DeepEqual(got, want) {
		t.Error("Typeset's pages differ from a second pass's")
	}
}
