package manual

import (
	"strings"
	"testing"

	"cardpress/layout"
)

// An entry's facts never end a line with a label (「対象：」) parted from its
// value: a stat that is a sentence starts a line of its own, after the
// short ones (BlackPoker's 「…キーカード：A〜10 を 2 枚　対象：」 / 「対象ア
// クションを…」).
func TestEntryFactsKeepLabelsWithValues(t *testing.T) {
	_, m := printedManual(t, "blackpoker")
	starts := 0
	for pi, p := range m.Pages {
		for _, l := range p.Lines {
			if l.Kind != layout.EntryLine {
				continue
			}
			gs, _, _ := lineGlyphs(p, l, false)
			s := lineString(gs)
			if strings.HasSuffix(s, "：") {
				t.Errorf("page %d: %q ends with a label, its value on the next line", pi+1, s)
			}
			if strings.HasPrefix(s, "対象：") {
				starts++
			}
		}
	}
	if starts < 10 {
		t.Errorf("%d entries' lines start with 対象：, want every targeting action's (at least 10)", starts)
	}
}
