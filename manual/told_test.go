package manual

import (
	"regexp"
	"strings"
	"testing"

	"cardpress/internal/gametest"
	"cardpress/layout"
)

// machineLog is what a panel read like before examples were told: results
// chained with "；", or a line "→ key：value" (": " in English).
var machineLog = regexp.MustCompile(`；|→[^：:\n]*[：:]`)

// TestPanelsAreTold reads the lines the six sample manuals set in their
// example panels, from the boxes: none chains results with "；" or
// prints "→ key：value", and the steps are sentences.
func TestPanelsAreTold(t *testing.T) {
	if testing.Short() {
		t.Skip("builds six manuals")
	}
	eachManual(t, func(id, lang string, m *Manual, _ layout.PageStyle) {
		zh := strings.HasPrefix(lang, "zh")
		stop := "。"
		if !zh && !strings.HasPrefix(lang, "ja") {
			stop = "."
		}
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
		if len(order) < 40 {
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
			if strings.HasSuffix(text, stop) {
				sentences++
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d panel paragraphs chain results with ；or print → key：value", id, bad, len(order))
		}
		if sentences*2 < len(order) {
			t.Errorf("%s: only %d of %d panel paragraphs end a sentence with %s", id, sentences, len(order), stop)
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

// A panel prints its example told; one opened with example:compact prints
// the lines as written. Both are checked: the block is the same example.
func TestCompactSwitch(t *testing.T) {
	c, _ := windia(t)
	body := "プレイヤー：アリス、ボブ\nアリスの手札：赤５・他２枚\n※赤５は赤３に合う\nアリスが赤５を出す\n→ アリスの手札：２枚；ターン：ボブ\n"
	src := "# 例\n\n```example 出す\n" + body + "```\n\n```example:compact 出す\n" + body + "```\n"
	// The game's words as loaded from its folder (a data description's own).
	r, _, err := gametest.LoadOnce(c)
	if err != nil {
		t.Fatal(err)
	}
	book, errs := Read(c, r, []Source{{Name: "m.md", Data: []byte(src)}})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if n := len(book.Examples()); n != 2 {
		t.Fatalf("%d examples read, want 2", n)
	}
	m, err := Build(c, book, Options{Lines: true})
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	for _, p := range m.Pages {
		for _, l := range p.Lines {
			if l.Kind == layout.PanelLine {
				text.WriteString(lineText(p, l, false) + "\n")
			}
		}
	}
	got := text.String()
	// The manual sets digits half-width in Japanese (its numeral style);
	// a step's number is its list marker, not its text.
	told := "アリス、ボブの2人で遊びます。\nアリスの手札は赤5・他2枚です。\n※赤5は赤3に合う\nアリスが赤5を出します。アリスの手札は2枚です。ボブのターンです。\n"
	compact := "プレイヤー：アリス、ボブ\nアリスの手札：赤5・他2枚\n※赤5は赤3に合う\nアリスが赤5を出す\n→アリスの手札：2枚；ターン：ボブ\n"
	if !strings.Contains(got, told) {
		t.Errorf("the told panel is not\n%s\nin\n%s", told, got)
	}
	if !strings.Contains(got, compact) {
		t.Errorf("the compact panel is not\n%s\nin\n%s", compact, got)
	}
}

// An example's heading has one colon: a title that names its topic
// before a colon puts it in parentheses after the book's word for an
// example in Japanese (review: 「例：エンド：…」 had two); other titles, a
// topic too long to be one, and other languages' headings stay as they are.
func TestExampleHeadingHasOneColon(t *testing.T) {
	for _, c := range []struct{ word, title, want string }{
		{"例：", "エンド：手札が9枚なら2枚を捨てる", "例（エンド）：手札が9枚なら2枚を捨てる"},
		{"例：", "アタックは1ターンに1回まで", "例：アタックは1ターンに1回まで"},
		{"例：", "Chain・５・Draw2・Skip・Reverse・Wild+1：Reverseの効果だけ", "例：Chain・５・Draw2・Skip・Reverse・Wild+1：Reverseの効果だけ"},
		{"Example: ", "First deal: pass to the left", "Example: First deal: pass to the left"},
		{"Example: ", "Follow the suit led", "Example: Follow the suit led"},
		{"範例　", "退場判定例一：演技力總分7", "範例　退場判定例一：演技力總分7"},
	} {
		if got := exampleHeading(c.word, c.title); got != c.want {
			t.Errorf("exampleHeading(%q, %q) = %q, want %q", c.word, c.title, got, c.want)
		}
	}
}
