package layout

import (
	"math"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"

	"cardpress/catalog"
)

// Every face of every game, as laid out: no line ends inside a
// parenthesised group of up to eight characters (「（Ｐ」 / 「１・Ｌ１）」 on
// World End's cards) or between a Latin letter and its number (「P５ L」 /
// 「４」), and no two characters of a line are spaced more than a quarter
// em beyond their natural spacing (JLReq's limit for the space between
// Japanese characters; the Japanese–Latin quarter em is natural spacing).
func TestFaceLinesKeepGroupsAndSpacing(t *testing.T) {
	files, _ := filepath.Glob("../games/*/catalog.toml")
	faces := 0
	for _, file := range files {
		c, err := catalog.LoadDir(filepath.Dir(file))
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, k := range c.Deck(c.DefaultSet()) {
			if seen[k.Face.ID] {
				continue
			}
			seen[k.Face.ID] = true
			faces++
			boxes, err := CardFace(c, k.Face, FaceOptions{})
			if err != nil {
				t.Fatal(err)
			}
			lines := faceLines(boxes)
			for i, l := range lines {
				checkSpacing(t, c.Game.ID+" "+k.Face.ID, l)
				if i+1 == len(lines) {
					continue
				}
				a, b := []rune(l.text()), []rune(lines[i+1].text())
				next := lines[i+1][0]
				if len(a) == 0 || len(b) == 0 || next.Size != l[0].Size || next.Y-l[0].Y > 1.8*next.Size*PtToMM {
					continue // not the next line of the same text
				}
				if last := a[len(a)-1]; unicode.In(last, unicode.Latin) && unicode.IsLetter(last) && unicode.IsDigit(b[0]) {
					t.Errorf("%s %s: a line ends in %q before %q: a letter parted from its number", c.Game.ID, k.Face.ID, string(a), string(b))
				}
				if open := strings.LastIndexAny(string(a), "（("); open >= 0 && !strings.ContainsAny(string(a)[open:], "）)") {
					inside := []rune(string(a)[open:])[1:]
					if end := strings.IndexAny(string(b), "）)"); end >= 0 && len(inside)+len([]rune(string(b)[:end])) <= shortGroup {
						t.Errorf("%s %s: %q / %q splits a short parenthesised group", c.Game.ID, k.Face.ID, string(a), string(b))
					}
				}
			}
		}
	}
	if faces < 150 {
		t.Errorf("%d faces checked", faces)
	}
}

// faceLine is the text boxes of one baseline, left to right.
type faceLine []Text

func (l faceLine) text() string {
	var b strings.Builder
	for _, t := range l {
		b.WriteString(t.Text)
	}
	return b.String()
}

// faceLines groups a face's text boxes (not turned ones) by baseline, top
// to bottom.
func faceLines(boxes []Box) []faceLine {
	by := map[float64]faceLine{}
	for _, b := range boxes {
		if t, ok := b.(Text); ok && strings.TrimSpace(t.Text) != "" {
			y := math.Round(t.Y * 100)
			by[y] = append(by[y], t)
		}
	}
	var ys []float64
	for y := range by {
		ys = append(ys, y)
	}
	sort.Float64s(ys)
	var lines []faceLine
	for _, y := range ys {
		l := by[y]
		sort.Slice(l, func(i, j int) bool { return l[i].X < l[j].X })
		lines = append(lines, l)
	}
	return lines
}

// checkSpacing measures the space between neighbouring text boxes of a
// line: where a box ends (its advance) and the next begins, less the
// natural Japanese–Latin quarter em, is at most a quarter em.
func checkSpacing(t *testing.T, what string, l faceLine) {
	t.Helper()
	for i := 1; i < len(l); i++ {
		a, b := l[i-1], l[i]
		if a.Size != b.Size || strings.HasSuffix(a.Text, " ") || strings.HasPrefix(b.Text, " ") {
			continue // another element, or a word space
		}
		em := a.Size * PtToMM
		gap := b.X - (a.X + TextWidth(a.Style, a.Text, a.Size))
		if gap > em {
			continue // another element on the same baseline
		}
		ra, rb := []rune(a.Text), []rune(b.Text)
		x, y := scriptOf(ra[len(ra)-1]), scriptOf(rb[0])
		limit := 0.25 * em
		switch {
		case !x.has(wide) && !y.has(wide):
			limit = wordMax * em // a Latin word space, at most half an em
		case x.has(japanese) && y.has(latin) || x.has(latin) && y.has(japanese):
			gap -= jlSpace * em
		}
		if gap > limit+1e-6 {
			t.Errorf("%s: %q and %q %.2f em apart beyond their natural spacing", what, a.Text, b.Text, gap/em)
		}
	}
}

// A short parenthesised group and a letter with its number stay on one
// line at every measure that could part them; a group longer than eight
// characters still breaks, and so does a line too narrow for a group.
func TestBreaksKeepShortGroups(t *testing.T) {
	const text = "ダメージ計算の例のキャラクターＣ（Ｐ５・Ｌ４）と同じ数値ですＰ５の値"
	for w := 6.0; w <= 40; w += 0.25 {
		lines := breakText(text, w*em)
		for i := 0; i+1 < len(lines); i++ {
			a := []rune(lines[i])
			if strings.ContainsRune(lines[i], '（') && !strings.ContainsRune(lines[i], '）') {
				t.Errorf("at %.2f em: %q / %q parts the group", w, lines[i], lines[i+1])
			}
			if a[len(a)-1] == 'Ｐ' || a[len(a)-1] == 'Ｌ' {
				t.Errorf("at %.2f em: %q / %q parts a letter from its number", w, lines[i], lines[i+1])
			}
		}
	}
	long := breakText("ああああああ（いいいいいいいいいい）ううううう", 9*em)
	split := false
	for _, l := range long {
		split = split || strings.ContainsRune(l, '（') && !strings.ContainsRune(l, '）')
	}
	if !split {
		t.Errorf("a group of ten characters was kept whole: %q", long)
	}
	if narrow := breakText("（Ｐ５・Ｌ４）", 3*em); len(narrow) < 2 {
		t.Errorf("a group wider than its line: %q", narrow)
	}
}
