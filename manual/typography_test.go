package manual

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/layout"
)

func jaTypography() typography {
	return typographyOf(&catalog.Catalog{Game: catalog.Game{Language: "ja"}})
}

func TestTypographyText(t *testing.T) {
	ty := jaTypography()
	for in, want := range map[string]string{
		"3枚 コスト１ Ｐ１ Ｌ１":   "3枚 コスト1 P1 L1",
		"−２５ポイント":         "−25ポイント",
		"演技力－2。":          "演技力−2。",
		"得点 -20、残り 1-2 枚": "得点 −20、残り 1-2 枚", // a range stays a hyphen
		"Draw-2":          "Draw-2",
		"＋５０ポイント":         "+50ポイント",
		"Joker，Ａ，Ｊ":       "Joker，A，J",
	} {
		if got := ty.text(in); got != want {
			t.Errorf("text(%q) = %q, want %q", in, got, want)
		}
	}
	full := ty
	full.digits = "full"
	if got := full.text("3枚"); got != "３枚" {
		t.Errorf("full-width digits: %q", got)
	}
}

// Traditional Chinese sets plus and equals signs by digits full-width,
// as Taiwan's books do (「4＋3＝7」, 「演技力＋1」), its digits half-width;
// a sign away from digits stays as typed.
func TestChineseSigns(t *testing.T) {
	ty := typographyOf(&catalog.Catalog{Game: catalog.Game{Language: "zh-Hant"}})
	for in, want := range map[string]string{
		"演技力總分為4+3=7。": "演技力總分為4＋3＝7。",
		"演技力＋１":        "演技力＋1",
		"C++ a=b":      "C++ a=b",
	} {
		if got := ty.text(in); got != want {
			t.Errorf("text(%q) = %q, want %q", in, got, want)
		}
	}
}

// 「」 inside 「」 are set as 『』, across the spans of a paragraph; code
// is left as typed.
func TestNestedQuotes(t *testing.T) {
	ty := jaTypography()
	spans := []layout.Span{{Text: "「外「内"}, {Text: "側」と「次」", Literal: true}, {Text: "」と「別」"}}
	got := ty.spans(spans)
	var b strings.Builder
	for _, s := range got {
		b.WriteString(s.Text + "|")
	}
	if want := "「外『内|側」と「次」|』と『別』|"; b.String() != want {
		t.Errorf("spans = %q, want %q", b.String(), want)
	}
}

// A hyphen after a digit in the span before (**1**-2枚) is a range, not a
// minus; a text of its own (a heading) nests its quotes too.
func TestStyleAcrossSpans(t *testing.T) {
	ty := jaTypography()
	got := ty.spans([]layout.Span{{Text: "1"}, {Text: "-2枚、"}, {Text: "-3点"}})
	if got[1].Text != "-2枚、" || got[2].Text != "−3点" {
		t.Errorf("spans = %q, %q: want -2枚、 (a range) and −3点 (a minus)", got[1].Text, got[2].Text)
	}
	if got := ty.text("「外「内」」"); got != "「外『内』」" {
		t.Errorf("text = %q, want 「外『内』」", got)
	}
}

// A number that starts an item's text is its own number, unless it is a
// decimal (1.5倍) or runs on without a space (1.A).
func TestTypedNumber(t *testing.T) {
	for text, want := range map[string]string{"① 復帰": "①", "1. 準備": "1.", "(1) 配る": "(1)", "１．準備": "１．", "1.5倍になる": "", "1.A列": "", "1)2": ""} {
		if got, _ := typedNumber(text, 1); got != want {
			t.Errorf("typedNumber(%q) = %q, want %q", text, got, want)
		}
	}
}

func TestListMarkersByLevel(t *testing.T) {
	ty := jaTypography()
	for _, tt := range []struct {
		level, n int
		want     string
	}{{0, 1, "1."}, {0, 12, "12."}, {1, 2, "(2)"}, {2, 3, "③"}, {5, 4, "④"}, {2, 21, "㉑"}, {2, 60, "(60)"}} {
		if got := ty.marker(tt.level, tt.n); got != tt.want {
			t.Errorf("marker(%d, %d) = %q, want %q", tt.level, tt.n, got, tt.want)
		}
	}
	ty.numbering = []string{"a)", "Phase 1"}
	if got := ty.marker(0, 27); got != "aa)" {
		t.Errorf("item 27 of a)-numbering: %q, want aa)", got)
	}
	if got := ty.marker(1, 3); got != "Phase 3" {
		t.Errorf("item 3 of Phase 1-numbering: %q, want Phase 3", got)
	}
}

// Nested ordered lists are numbered 1. → (1) → ①; an item that types its
// own number (「1. ①復帰」) is numbered once, by it.
func TestListsInTheManual(t *testing.T) {
	c, _ := windia(t)
	src := "# A\n\n1. 準備\n   1. 山札を作る\n      1. 混ぜる\n      2. 配る\n   2. 並べる\n2. ②手番\n3. 終わり\n"
	m, err := buildSources(c, []Source{{Name: "m.md", Data: []byte(src)}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(pageLines(m.Pages[1]), " / ")
	for _, want := range []string{"1. 準備", "(1) 山札を作る", "① 混ぜる", "② 配る", "(2) 並べる", "② 手番", "3. 終わり"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q on the page: %q", want, got)
		}
	}
	if strings.Contains(got, "2. ") || strings.Contains(got, "②手番") {
		t.Errorf("double numbering: %q", got)
	}
}

// The [manual] table sets the style: full-width digits where a game asks.
func TestManualTableSetsTheStyle(t *testing.T) {
	c, _ := loadOwn(t, "windia-war")
	c.Manual = catalog.ManualStyle{Digits: "full", Quotes: []string{"“”", "‘’"}, Numbering: []string{"a)"}}
	src := "# A\n\n手札は7枚。“外“内”外”\n\n1. 一\n2. 二\n"
	texts := chapterTexts(t, c, src)
	got := strings.Join(texts, " ")
	for _, want := range []string{"７", "‘内’", "a)", "b)"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q on the page: %q", want, got)
		}
	}
}

// signByDigit is a plus or equals sign before a digit.
var signByDigit = regexp.MustCompile(`[+=＋＝][0-9０-９]`)

// In the six manuals as typeset, the text follows each one's numeral and
// quotation style as configured (the [manual] table over its language's
// defaults): half-width digits leave no full-width one, full-width ones no
// ASCII digit in CJK text, plus and equals signs by digits are set as
// wide as configured, and with nested marks no outer mark opens
// inside another.
func TestManualsSetTheirNumeralsAndQuotes(t *testing.T) {
	for _, g := range manuals {
		c, m := printedManual(t, g)
		ty := typographyOf(c)
		zh := strings.HasPrefix(c.Game.Language, "zh")
		for pi, p := range m.Pages {
			for _, l := range p.Lines {
				gs, _, _ := lineGlyphs(p, l, zh)
				text := lineString(gs)
				if ty.digits == "half" && strings.ContainsAny(text, "０１２３４５６７８９") {
					t.Errorf("%s p.%d: full-width digits: %s", g, pi+1, text)
				}
				if ty.digits == "full" && strings.ContainsAny(text, "0123456789") {
					t.Errorf("%s p.%d: half-width digits: %s", g, pi+1, text)
				}
				if sign := signByDigit.FindString(text); ty.signs == "full" && strings.ContainsAny(sign, "+=") || ty.signs == "half" && strings.Contains(sign, "＋") {
					t.Errorf("%s p.%d: %q by a digit, signs %s: %s", g, pi+1, sign, ty.signs, text)
				}
				if len(ty.quotes) < 2 {
					continue
				}
				depth := 0
				for _, r := range text {
					switch r {
					case ty.quotes[0][0]:
						if depth++; depth > 1 {
							t.Errorf("%s p.%d: %c inside %c: %s", g, pi+1, r, r, text)
						}
					case ty.quotes[0][1]:
						depth--
					}
				}
			}
		}
	}
}

// pageLines are the texts of a page line by line: its Text boxes by
// baseline, left to right, joined by spaces.
func pageLines(p layout.Page) []string {
	var texts []layout.Text
	for _, b := range p.Boxes {
		if tx, ok := b.(layout.Text); ok {
			texts = append(texts, tx)
		}
	}
	sort.SliceStable(texts, func(i, j int) bool {
		if math.Abs(texts[i].Y-texts[j].Y) > 0.1 {
			return texts[i].Y < texts[j].Y
		}
		return texts[i].X < texts[j].X
	})
	var lines []string
	for i, tx := range texts {
		if i > 0 && math.Abs(tx.Y-texts[i-1].Y) <= 0.1 {
			lines[len(lines)-1] += " " + tx.Text
		} else {
			lines = append(lines, tx.Text)
		}
	}
	return lines
}

// chapterTexts typesets src as a manual of c and returns the texts of its
// first page after the cover.
func chapterTexts(t *testing.T, c *catalog.Catalog, src string) []string {
	t.Helper()
	m, err := buildSources(c, []Source{{Name: "m.md", Data: []byte(src)}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, b := range m.Pages[1].Boxes {
		if tx, ok := b.(layout.Text); ok {
			texts = append(texts, tx.Text)
		}
	}
	return texts
}
