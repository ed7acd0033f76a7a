package manual

import (
	"regexp"
	"strings"
	"testing"

	"cardpress/layout"
)

// machineLog is what a panel read like before examples were told: results
// chained with "；", or a line "→ key：value".
var machineLog = regexp.MustCompile(`；|→[^：\n]*：`)

// TestPanelsAreTold reads the lines the four sample manuals set in their
// example panels, from the boxes: none chains results with "；" or
// prints "→ key：value", and the steps are numbered sentences.
func TestPanelsAreTold(t *testing.T) {
	if testing.Short() {
		t.Skip("builds four manuals")
	}
	eachManual(t, func(id, lang string, m *Manual, _ layout.PageStyle) {
		zh := strings.HasPrefix(lang, "zh")
		paras := map[int]string{}
		var order []int
		for _, p := range m.Pages {
			for _, l := range p.Lines {
				if l.Kind != layout.PanelLine {
					continue
				}
				if _, ok := paras[l.Para]; !ok {
					order = append(order, l.Para)
				}
				paras[l.Para] += lineText(p, l, zh)
			}
		}
		if len(order) < 100 {
			t.Fatalf("%s: only %d panel paragraphs set: the boxes were not read", id, len(order))
		}
		bad, sentences := 0, 0
		for _, n := range order {
			text := paras[n]
			if machineLog.MatchString(text) {
				bad++
				if bad <= 5 {
					t.Errorf("%s: a panel line reads like a log: %q", id, text)
				}
			}
			if strings.HasSuffix(text, "。") {
				sentences++
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d panel paragraphs chain results with ；or print → key：value", id, bad, len(order))
		}
		if sentences*2 < len(order) {
			t.Errorf("%s: only %d of %d panel paragraphs end a sentence with 。", id, sentences, len(order))
		}
	})
}

// lineText is the text of a set line, read from the boxes.
func lineText(p layout.Page, l layout.SetLine, zh bool) string {
	gs, _, _ := lineGlyphs(p, l, zh)
	var b strings.Builder
	for _, g := range gs {
		b.WriteRune(g.r)
	}
	return b.String()
}
