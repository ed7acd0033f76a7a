package layout

import (
	"strings"
	"testing"
	"unicode/utf8"

	"cardpress/fonts"
)

// breakText breaks text set in 10 pt Mincho into lines of the given width
// (mm) and returns their characters.
func breakText(text string, width float64) []string {
	p := newParagraph([]Span{{Text: text, Style: fonts.Serif, Size: 10, Color: Black}})
	var out []string
	for _, l := range p.breakLines(func(int) float64 { return width }) {
		out = append(out, p.lineText(l))
	}
	return out
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
		{"closing bracket stays when a word is cut", "Reverse）。", 3, []string{"Reve", "rs", "e）。"}},
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
		lines := breakText(text, w*em)
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
			lp := newParagraph([]Span{{Text: strings.TrimRight(l, " "), Style: fonts.Serif, Size: 10}})
			if lp.measure(0, len(lp.text)) > w*em+1e-6 && utf8.RuneCountInString(l) > 2 {
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
	want := TextWidth(fonts.Serif, "赤の", 10) + TextWidth(fonts.SansBold, "Wild", 10) + TextWidth(fonts.Serif, "カード", 10)
	got := p.measure(0, len(p.text))
	if got < want-1e-9 || got > want+1e-9 {
		t.Errorf("measure = %v, want %v", got, want)
	}
	// Proportional Latin is narrower than the same letters set full-width.
	if latin := TextWidth(fonts.SansBold, "Wild", 10); latin > 3*em || latin < 1*em {
		t.Errorf("Wild at 10 pt is %.2f mm", latin)
	}
}

// A closing mark followed by another mark loses its empty half: 「」。」 is
// one and a half em, not two, and what follows is drawn closer.
func TestPunctuationPairsAreSetTight(t *testing.T) {
	p := newParagraph([]Span{{Text: "「赤」。次（１）、", Style: fonts.Serif, Size: 10}})
	if got, want := p.measure(0, len(p.text)), 9*em-2*em/2; got < want-1e-9 || got > want+1e-9 {
		t.Errorf("width %.3f mm, want %.3f (two squeezed marks)", got, want)
	}
	var xs []float64
	for _, b := range p.draw(0, len(p.text), 0, 0) {
		xs = append(xs, b.(Text).X)
	}
	// Pieces end after each squeezed mark: 「赤」 | 。次（１） | 、
	if len(xs) != 3 || xs[1] > 2.5*em+1e-9 || xs[1] < 2.5*em-1e-9 {
		t.Errorf("pieces start at %v mm, want the second at %.3f", xs, 2.5*em)
	}
}

// A hard line break ends a line where it stands, and that line is not
// justified.
func TestHardBreak(t *testing.T) {
	p := newParagraph([]Span{{Text: "一二\n三四五六", Style: fonts.Serif, Size: 10}})
	lines := p.breakLines(func(int) float64 { return 10 * em })
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
	})
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
	lines := p.breakLines(func(int) float64 { return room })
	for _, l := range lines[:len(lines)-1] {
		boxes := p.place(l, 0, 0, room, true)
		last := boxes[len(boxes)-1].(Text)
		right := last.X + TextWidth(last.Style, last.Text, last.Size)
		if right < room-0.01 || right > room+0.01 {
			t.Errorf("justified line %q ends at %.2f mm, want %.2f", p.lineText(l), right, room)
		}
	}
}
