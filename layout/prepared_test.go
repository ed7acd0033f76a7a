package layout

import (
	"fmt"
	"strings"
	"testing"
)

// A flow keeps the prepared paragraphs of the pages it is setting, not of
// every page it set: a long manual held its whole text prepared (some 500
// MB at 5,445 pages) until its last page.
func TestFlowLetsGoOfParagraphsOfSetPages(t *testing.T) {
	st := B5("t")
	var blocks []Block
	for i := range 300 {
		text := fmt.Sprintf("第%d段落。", i) + strings.Repeat("山札からカードを一枚引き、手札に加えます。", 8)
		blocks = append(blocks, Paragraph{Spans: []Span{st.Plain(text)}, Justify: true})
	}
	f := newFlow(st, nil, nil)
	f.run(blocks)
	pages := f.finish()
	held := len(f.prepared.cur) + len(f.prepared.old)
	perPage := len(blocks) / len(pages)
	if len(pages) < 20 || held > 3*perPage {
		t.Errorf("%d paragraphs on %d pages: %d still held prepared, want at most those of the last two pages (%d)", len(blocks), len(pages), held, 3*perPage)
	}
}

// A paragraph asked for again on the page it was prepared on, or the next,
// is the one prepared (measuring and setting it prepare it once); past
// that it is prepared anew, alike.
func TestFlowPreparesAParagraphOncePerPage(t *testing.T) {
	st := B5("t")
	spans := []Span{st.Plain("手札に加えます。")}
	f := newFlow(st, nil, nil)
	f.newPage()
	p := f.prep(spans)
	if f.prep(spans) != p {
		t.Error("asked for twice on a page, the paragraph was prepared twice")
	}
	f.newPage()
	if f.prep(spans) != p {
		t.Error("asked for on the next page, the paragraph was prepared again")
	}
	f.newPage()
	f.newPage()
	q := f.prep(spans)
	if q == p {
		t.Error("a paragraph not asked for on two pages is still held")
	}
	if len(q.chars) != len(p.chars) || q.naturalWidth() != p.naturalWidth() {
		t.Errorf("prepared anew: %d characters %.2f mm wide, first %d, %.2f mm", len(q.chars), q.naturalWidth(), len(p.chars), p.naturalWidth())
	}
}
