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
	eachManual(t, func(t *testing.T, id string, m *Manual, text func(layout.Page, layout.SetLine) string) {
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
				paras[l.Para] += text(p, l)
			}
		}
		if len(order) < 100 {
			t.Fatalf("only %d panel paragraphs set: the boxes were not read", len(order))
		}
		bad, sentences := 0, 0
		for _, n := range order {
			text := paras[n]
			if machineLog.MatchString(text) {
				bad++
				if bad <= 5 {
					t.Errorf("a panel line reads like a log: %q", text)
				}
			}
			if strings.HasSuffix(text, "。") {
				sentences++
			}
		}
		if bad > 0 {
			t.Errorf("%d of %d panel paragraphs chain results with ；or print → key：value", bad, len(order))
		}
		if sentences*2 < len(order) {
			t.Errorf("only %d of %d panel paragraphs end a sentence with 。", sentences, len(order))
		}
	})
}

// eachManual builds the four sample manuals, each in a subtest, and
// hands f the manual and a reader of the text of its set lines (from
// the boxes).
func eachManual(t *testing.T, f func(t *testing.T, id string, m *Manual, text func(layout.Page, layout.SetLine) string)) {
	if testing.Short() {
		t.Skip("builds four manuals")
	}
	for _, id := range games {
		t.Run(id, func(t *testing.T) {
			c, m := buildGame(t, id)
			zh := strings.HasPrefix(c.Game.Language, "zh")
			f(t, id, m, func(p layout.Page, l layout.SetLine) string {
				gs, _, _ := lineGlyphs(p, l, zh)
				var b strings.Builder
				for _, g := range gs {
					b.WriteRune(g.r)
				}
				return b.String()
			})
		})
	}
}
