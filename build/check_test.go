package build

import (
	"strings"
	"testing"

	"cardpress/diag"
	"cardpress/engine"
)

// A failure's labels are in its example's language, lined up as in
// English; an example without a known language keeps English.
func TestCheckReportLabelsInTheExamplesLanguage(t *testing.T) {
	t.Parallel()
	fail := func(lang string) *engine.Result {
		return &engine.Result{Pos: diag.Pos{File: "m.md", Line: 1}, Title: "t", Failure: &engine.Failure{
			Pos: diag.Pos{Line: 4, Col: 3}, Step: "S", Expected: "E", Got: "G", Lang: lang}}
	}
	rep := &engine.Report{Results: []*engine.Result{fail("ja"), fail("zh-Hant"), fail("en"), fail("")}, Failed: 4}
	var b strings.Builder
	WriteCheckReport(&b, rep)
	for _, want := range []string{
		"m.md:4:3: 手順：S\n     期待：E\n     実際：G\n",
		"m.md:4:3: 步驟：S\n     預期：E\n     實際：G\n",
		"m.md:4:3: step: S\n     expected: E\n     got:      G\nFAIL m.md:1  t\n     m.md:4:3: step: S\n     expected: E\n     got:      G\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
}
