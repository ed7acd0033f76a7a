package layout

import (
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"cardpress/fonts"
)

// breakText breaks text set in 10 pt Mincho into lines of the given width
// (mm) and returns their characters.
func breakText(text string, width float64) []string {
	lines, _ := breakAndSet(text, width)
	return lines
}

// breakAndSet also returns where each line ends once set (shrunk if it has
// to be), in mm.
func breakAndSet(text string, width float64) (lines []string, rights []float64) {
	p := newParagraph([]Span{{Text: text, Style: fonts.Serif, Size: 10, Color: Black}})
	for _, l := range p.breakAt(width, false) {
		lines = append(lines, p.lineText(l))
		xs := p.positions(nil, l, width, false)
		rights = append(rights, xs[len(xs)-1]+p.chars[l.to-1].w())
	}
	return lines, rights
}

// em is the width of one full-width character at 10 pt, in mm.
const em = 10 * PtToMM

func TestLineBreaking(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		width float64 // in em
		want  []string
	}{
		{"between any two kanji", "山札から一枚引く", 4, []string{"山札から", "一枚引く"}},
		// 。 would start line 2: the character before it goes down with it
		// (UAX #14 keeps 「す。」 together).
		{"no line starts with 。", "引きます。次へ", 4, []string{"引きま", "す。次へ"}},
		{"no line starts with 、", "山札、手札", 2, []string{"山", "札、", "手札"}},
		{"no line starts with 」 or ）", "「Skip」（１５）", 6.5, []string{"「Skip」", "（１５）"}},
		{"no line ends with 「", "次の「Wild」", 5, []string{"次の", "「Wild」"}},
		{"no line ends with （", "カード（赤）", 3.5, []string{"カード", "（赤）"}},
		{"prolonged sound mark stays", "カードカード", 2, []string{"カー", "ド", "カー", "ド"}},
		{"small kana stays, even overflowing", "シャッフル", 2, []string{"シャッ", "フル"}},
		{"closing bracket stays when a word is cut", "Reverse）。", 3, []string{"Reve", "rse）。"}},
		{"middle dot stays", "赤・青・黄", 2, []string{"赤・", "青・", "黄"}},
		{"digits stay together", "合計１１６枚", 3, []string{"合計", "１１６", "枚"}},
		{"a sign stays with its number", "演技力－２になる", 4, []string{"演技力", "－２にな", "る"}},
		{"Latin words stay whole", "カードWild Draw3を出す", 6, []string{"カードWild", "Draw3を出", "す"}},
		{"word longer than the line is cut", "Supercalifragilistic", 4, []string{"Superc", "alifragi", "listic"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := breakText(tt.text, tt.width*em)
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("lines %q, want %q", got, tt.want)
			}
		})
	}
}

// No character is lost or doubled at a break, and no line breaks kinsoku,
// over a long stretch of real manual text at many widths.
func TestLineBreakingKeepsEveryCharacter(t *testing.T) {
	text := "　このカードは単体で出す事はできず、このカードに続いて出せるカードを追加カードとして同時に出さなければなりません。続けて出したカードはもちろん効果を発揮するので、Escortカードを追加カードとして出した場合、更にもう１枚カードを出さなくてはなりません。例えば「黄Escort→赤Escort→赤の数字カード」というように色を変えて連続でカードを出す事もできます（Chain・５・Draw2・Skip・Reverse）。"
	noStart := "。、」）・ーぁぃぅぇぉっゃゅょ！？"
	noEnd := "「（"
	for w := 3.0; w <= 40; w += 0.7 {
		lines, lineRights := breakAndSet(text, w*em)
		joined := strings.Join(lines, "")
		if strings.ReplaceAll(joined, " ", "") != strings.ReplaceAll(text, " ", "") {
			t.Fatalf("width %.1f em: characters lost or added:\n%q\n%q", w, joined, text)
		}
		for i, l := range lines {
			first, _ := utf8.DecodeRuneInString(l)
			last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(l, " "))
			if i > 0 && strings.ContainsRune(noStart, first) {
				t.Errorf("width %.1f em: line %d starts with %q: %q", w, i, first, l)
			}
			if i < len(lines)-1 && strings.ContainsRune(noEnd, last) {
				t.Errorf("width %.1f em: line %d ends with %q: %q", w, i, last, l)
			}
			if right := lineRights[i]; right > w*em+1e-6 && utf8.RuneCountInString(l) > 2 {
				t.Errorf("width %.1f em: line %d is too wide: %q", w, i, l)
			}
		}
	}
}

func TestMixedScriptsAreMeasuredWithTheFont(t *testing.T) {
	p := newParagraph([]Span{
		{Text: "赤の", Style: fonts.Serif, Size: 10},
		{Text: "Wild", Style: fonts.SansBold, Size: 10},
		{Text: "カード", Style: fonts.Serif, Size: 10},
	})
	// With a quarter em on either side of the Latin word.
	want := TextWidth(fonts.Serif, "赤の", 10) + TextWidth(fonts.SansBold, "Wild", 10) + TextWidth(fonts.Serif, "カード", 10) + 2*0.25*em
	got := p.naturalWidth()
	if got < want-1e-9 || got > want+1e-9 {
		t.Errorf("measure = %v, want %v", got, want)
	}
	// Proportional Latin is narrower than the same letters set full-width.
	if latin := TextWidth(fonts.SansBold, "Wild", 10); latin > 3*em || latin < 1*em {
		t.Errorf("Wild at 10 pt is %.2f mm", latin)
	}
}

// Punctuation pairs are set per JIS X 4051: 「」。 touch, a closing and an
// opening bracket are half an em apart, two opening brackets touch, and a
// mark ending the paragraph ends at its ink.
func TestPunctuationPairsAreSetTight(t *testing.T) {
	tests := []struct {
		text  string
		width float64  // em
		xs    []string // "char@x" of each text box, x in em
	}{
		{"「赤」。次（１）、", 7.5, []string{"「赤」@0", "。次（１）@2.5", "、@7"}},
		{"「（赤）」", 3.5, []string{"「@0", "（赤）@0.5", "」@3"}},
		{"赤、 「青」", 4, []string{"赤、@0", "「青」@1.5"}}, // the typed space goes
		{"赤・青", 3, []string{"赤・青@0"}},
		{"赤」・青", 3.5, []string{"赤」@0", "・青@1.5"}},
	}
	for _, tt := range tests {
		p := newParagraph([]Span{{Text: tt.text, Style: fonts.Serif, Size: 10}})
		if got := p.naturalWidth(); math.Abs(got-tt.width*em) > 1e-6 {
			t.Errorf("%s: width %.3f em, want %.3f", tt.text, got/em, tt.width)
		}
		var got []string
		for _, l := range p.breakLines(func(int) float64 { return 40 * em }, false) {
			for _, b := range p.place(nil, l, 0, 0, 40*em, true) {
				tb := b.(Text)
				got = append(got, tb.Text+"@"+strconv.FormatFloat(math.Round(tb.X/em*1000)/1000, 'f', -1, 64))
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.xs, " ") {
			t.Errorf("%s: boxes %q, want %q", tt.text, got, tt.xs)
		}
	}
}

// In a proportional font (BIZ UDPGothic, the cards' face) the marks are
// narrower than an em; pairs are compressed only by the empty part they
// have, so ）。 never draw over each other and a lone 。 keeps its advance.
func TestProportionalMarksNeverOverlap(t *testing.T) {
	for _, text := range []string{"せん）。次", "赤」、「青", "（「赤」）"} {
		p := newParagraph([]Span{{Text: text, Style: fonts.Sans, Size: 10}})
		for i, c := range p.chars {
			// A mark is drawn from its start less trimL; what is left of
			// its advance (w) is where the next one may start.
			if c.w() <= 0 {
				t.Errorf("%s: %q keeps %.3f em of its %.3f em advance: the next mark draws over it", text, string(c.r), c.w()/em, c.adv/em)
			}
			if i > 0 && p.gaps[i-1].w < 0 {
				t.Errorf("%s: negative space before %q", text, string(c.r))
			}
		}
	}
	p := newParagraph([]Span{{Text: "す。効", Style: fonts.Sans, Size: 10}})
	if got, want := p.naturalWidth(), TextWidth(fonts.Sans, "す。効", 10); math.Abs(got-want) > 1e-6 {
		t.Errorf("す。効 set %.3f em wide, its advances %.3f em", got/em, want/em)
	}
}

// A quarter em separates Japanese from Latin letters and numerals, typed
// or not, and a typed space between Japanese words is a quarter em too.
func TestJapaneseLatinSpacing(t *testing.T) {
	for _, text := range []string{"赤のWildを", "赤の Wild を"} {
		p := newParagraph([]Span{{Text: text, Style: fonts.Serif, Size: 10}})
		n := 0
		for _, g := range p.gaps {
			if g.w > 0 {
				n++
				if math.Abs(g.w-0.25*em) > 1e-9 || g.kind != jlGap {
					t.Errorf("%s: gap of %.3f em (kind %d), want a quarter em", text, g.w/em, g.kind)
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: no space", text)
		}
	}
}

// A code in 【】 is set solid; an unclosed 【 ends with its sentence, so
// the digits of the next one are spaced as usual.
func TestCodesSetSolid(t *testing.T) {
	spaced := func(text string) int {
		p := newParagraph([]Span{{Text: text, Style: fonts.Serif, Size: 10}})
		n := 0
		for _, g := range p.gaps {
			if g.kind == jlGap && g.w > 0 {
				n++
			}
		}
		return n
	}
	if n := spaced("【紅1紫1】"); n != 0 {
		t.Errorf("【紅1紫1】: %d spaced gaps, want none", n)
	}
	if n := spaced("【紅1。次は3枚"); n != 2 {
		t.Errorf("【紅1。次は3枚: %d spaced gaps, want 2 (around 3)", n)
	}
}

// A hard line break ends a line where it stands, and that line is not
// justified.
func TestHardBreak(t *testing.T) {
	p := newParagraph([]Span{{Text: "一二\n三四五六", Style: fonts.Serif, Size: 10}})
	lines := p.breakLines(func(int) float64 { return 10 * em }, false)
	if len(lines) != 2 || p.lineText(lines[0]) != "一二" || !lines[0].last {
		var got []string
		for _, l := range lines {
			got = append(got, p.lineText(l))
		}
		t.Errorf("lines %q, want a break after 一二 that ends its line", got)
	}
}

func TestVaryingWidths(t *testing.T) {
	p := newParagraph([]Span{{Text: "一二三四五六七八九十", Style: fonts.Serif, Size: 10}})
	// Beside a figure the first two lines have 3 em, then 5 em below it.
	lines := p.breakLines(func(i int) float64 {
		if i < 2 {
			return 3 * em
		}
		return 5 * em
	}, false)
	var got []string
	for _, l := range lines {
		got = append(got, p.lineText(l))
	}
	if want := "一二三|四五六|七八九十"; strings.Join(got, "|") != want {
		t.Errorf("lines %q, want %s", got, want)
	}
}

func TestJustifiedLinesFillTheMeasure(t *testing.T) {
	p := newParagraph([]Span{{Text: "山札からカードを一枚引きます。引いたカードが出せるなら出せます。", Style: fonts.Serif, Size: 10, Color: Black}})
	room := 7.5 * em
	lines := p.breakAt(room, false)
	for _, l := range lines[:len(lines)-1] {
		boxes := p.place(nil, l, 0, 0, room, true)
		last := boxes[len(boxes)-1].(Text)
		right := last.X + TextWidth(last.Style, last.Text, last.Size)
		if strings.HasSuffix(last.Text, "。") {
			right -= em / 2 // a stop ends the line at its ink
		}
		if right < room-0.01 || right > room+0.01 {
			t.Errorf("justified line %q ends at %.2f mm, want %.2f", p.lineText(l), right, room)
		}
	}
}

// Breaking costs work linear in the paragraph's length, even for one
// unbreakable word of thousands of letters (issue 17): the candidate
// lines looked at grow as the text does, not as its square.
func TestBreakingIsLinear(t *testing.T) {
	tried := func(text string) float64 {
		p := newParagraph([]Span{{Text: text, Style: fonts.Serif, Size: 10}})
		lines := p.breakLines(func(int) float64 { return 20 * em }, false)
		if len(lines) < 2 {
			t.Fatalf("%d lines", len(lines))
		}
		return float64(p.tried) / float64(len(p.chars))
	}
	for _, unit := range []string{"x", "山札から引く。", "Draw "} {
		short, long := tried(strings.Repeat(unit, 500)), tried(strings.Repeat(unit, 5000))
		if long > 1.2*short || long > 200 {
			t.Errorf("%q: %.1f candidates a character for 500 repeats, %.1f for 5000", unit, short, long)
		}
	}
}

// Chinese text keeps its commas and stops off the start of a line too, and
// sets them centred at their full em (never compressed), as Taiwan's
// standard asks.
func TestChineseKinsokuAndFullWidthPunctuation(t *testing.T) {
	p := newParagraph([]Span{{Text: "支付點數，即可使用。", Style: fonts.Kai, Size: 10}})
	if got, want := p.naturalWidth(), 10*em; math.Abs(got-want) > 1e-6 {
		t.Errorf("width %.3f em, want 10 (punctuation at full width)", got/em)
	}
	var got []string
	for _, l := range p.breakLines(func(int) float64 { return 4 * em }, false) {
		got = append(got, p.lineText(l))
	}
	for i, l := range got {
		if i > 0 && (strings.HasPrefix(l, "，") || strings.HasPrefix(l, "。")) {
			t.Errorf("line %d starts with a mark: %q", i, got)
		}
	}
}

// The bound on lines never exceeds the lines a breaking takes.
func TestLinesAtLeast(t *testing.T) {
	text := "　このカードは単体で出す事はできず、このカードに続いて出せるカードを追加カードとして同時に出さなければなりません。Escort・Chain・Draw2。"
	p := newParagraph([]Span{{Text: text, Style: fonts.Serif, Size: 10}})
	for w := 3.0; w < 60; w += 1.3 {
		bound, got := p.linesAtLeast(w*em), len(p.breakLines(func(int) float64 { return w * em }, false))
		if bound > got || bound < got/2 {
			t.Errorf("width %.1f em: bound %d, %d lines", w, bound, got)
		}
	}
}

// A lowercase English word may take a hyphen at a line end where TeX's
// patterns allow, when that sets the paragraph better; capitalised words
// and no-break names stay whole.
func TestHyphenation(t *testing.T) {
	text := "the tournament organizer explains the hyphenation of extraordinary international regulations to competitors"
	p := newParagraph([]Span{{Text: text, Style: fonts.Sans, Size: 10}}).hyphenated()
	room := 14 * em
	hyphens := 0
	for _, l := range p.breakAt(room, false) {
		boxes := p.place(nil, l, 0, 0, room, true)
		last := boxes[len(boxes)-1].(Text)
		if last.Text == "-" {
			hyphens++
			// Pure English at a narrow measure cannot always be set
			// flush within JLReq's word spaces, but it never overflows.
			if right := last.X + TextWidth(last.Style, "-", last.Size); right > room+0.01 || right < room-2*em {
				t.Errorf("hyphenated line %q ends at %.2f, want about %.2f", p.lineText(l), right, room)
			}
		}
	}
	if hyphens == 0 {
		t.Error("no word hyphenated")
	}
	for _, text := range []string{"Supercalifragilistic Supercalifragilistic", "Wild\u00a0Number\u00a0Chain"} {
		q := newParagraph([]Span{{Text: text, Style: fonts.Sans, Size: 10}}).hyphenated()
		for _, g := range q.gaps {
			if g.brk == hyphenBreak {
				t.Errorf("%q takes a hyphen", text)
			}
		}
	}
}

// An empty paragraph (an empty table cell) measures zero and sets nothing.
func TestEmptyParagraph(t *testing.T) {
	for _, text := range []string{"", " ", "\n", "  \n "} {
		p := newParagraph([]Span{{Text: text, Style: fonts.Serif, Size: 10}})
		if w := p.naturalWidth(); w != 0 || p.widestUnit() != 0 {
			t.Errorf("%q: width %v", text, w)
		}
		for _, l := range p.breakAt(em, false) {
			p.place(nil, l, 0, 0, em, true)
		}
	}
}

// FuzzBreakLines: any text at any width breaks and sets without a panic,
// its lines covering every character once, in order.
func FuzzBreakLines(f *testing.F) {
	for _, s := range []string{"山札から「Wild Draw5」を引く。", "a\u00a0b c\nd", "」」」「「「", "tournament organizer", "\u0301x", ""} {
		f.Add(s, 7.5)
	}
	f.Fuzz(func(t *testing.T, text string, width float64) {
		if !utf8.ValidString(text) || len(text) > 2000 || math.IsNaN(width) || width < 0.5 || width > 100 {
			t.Skip()
		}
		p := newParagraph([]Span{{Text: text, Style: fonts.Sans, Size: 10}}).hyphenated()
		lines := p.breakLines(func(int) float64 { return width * em }, false)
		for _, l := range lines {
			p.place(nil, l, 0, 0, width*em, true)
		}
		if len(lines) > 0 && lines[len(lines)-1].to != len(p.chars) {
			t.Fatalf("lines end at %d of %d characters", lines[len(lines)-1].to, len(p.chars))
		}
		for i := 1; i < len(lines); i++ {
			if lines[i].from != lines[i-1].to {
				t.Fatalf("line %d starts at %d, the one before ends at %d", i, lines[i].from, lines[i-1].to)
			}
		}
	})
}

// A paragraph broken again for the same rooms (a rebuild, a second pass)
// gives the lines found before without looking at a candidate; other rooms
// (beside a figure that ends elsewhere) are broken anew.
func TestBreakingKeptByRooms(t *testing.T) {
	p := newParagraph([]Span{{Text: strings.Repeat("山札から一枚引き、手札に加える。", 12), Style: fonts.Serif, Size: 10}})
	beside := func(n int) func(int) float64 {
		return func(i int) float64 {
			if i < n {
				return 12 * em
			}
			return 20 * em
		}
	}
	first := p.breakLines(beside(3), false)
	tried := p.tried
	if again := p.breakLines(beside(3), false); !reflect.DeepEqual(again, first) || p.tried != tried {
		t.Errorf("broken again for the same rooms: %d more candidates, same lines %v", p.tried-tried, reflect.DeepEqual(again, first))
	}
	other := p.breakLines(beside(5), false)
	if p.tried == tried || reflect.DeepEqual(other, first) {
		t.Errorf("broken for other rooms: %d more candidates, lines as before %v", p.tried-tried, reflect.DeepEqual(other, first))
	}
}

// A justified line of Japanese is not spaced out to keep a short last
// line off the next: 「…チャージ状態に」 / 「する。」 spread the first line's
// characters 0.06 em apart (BlackPoker's チャージ entry, p.44), which reads
// as letter-spacing; 「…状態にす」 / 「る。」 is set solid. Text set ragged
// keeps the last line of three.
func TestJustifiedLinesAreNotLetterSpaced(t *testing.T) {
	const text = "　ターンを持っているプレイヤーの場にいるキャラクターを全てチャージ状態にする。"
	room := 37.5 * em // 「する。」 does not fit after the 36 characters before it
	p := newParagraph([]Span{{Text: text, Style: fonts.Serif, Size: 10, Color: Black}})
	var got []string
	for _, l := range p.breakAt(room, true) {
		got = append(got, p.lineText(l))
		if l.last {
			continue
		}
		xs := p.positions(nil, l, room, true)
		natural := p.positions(nil, l, room, false)
		widest := 0.0 // the most space justifying adds between two characters
		for i := 1; i < len(xs); i++ {
			widest = math.Max(widest, xs[i]-xs[i-1]-(natural[i]-natural[i-1]))
		}
		if widest > letterSpacing*em+1e-9 {
			t.Errorf("line %q justified with %.3f em more between two of its characters", p.lineText(l), widest/em)
		}
	}
	if want := "る。"; got[len(got)-1] != want {
		t.Errorf("justified: last line %q, want %q (all: %q)", got[len(got)-1], want, got)
	}
	ragged := p.breakAt(room, false)
	if last := p.lineText(ragged[len(ragged)-1]); last != "する。" {
		t.Errorf("ragged: last line %q, want する。", last)
	}
}
