package manual

import (
	"math"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/internal/gametest"
	"cardpress/layout"
)

func windia(t testing.TB) (*catalog.Catalog, []Source) {
	t.Helper()
	return loadGame(t, "windia-war")
}

func TestWindiaManualHasEveryCard(t *testing.T) {
	c, m := printedManual(t, "windia-war")
	has := map[string]bool{}
	for _, id := range m.Cards {
		if has[id] {
			t.Errorf("card %s has two entries", id)
		}
		has[id] = true
	}
	for _, e := range c.Cards {
		// One entry, @card 1, presents the number cards 1–10.
		if !has[e.ID] && !(e.Kind == "number" && e.Number <= 10 && has["1"]) {
			t.Errorf("card %s (%s) has no entry in the manual", e.ID, e.Name)
		}
	}
}

// Card chapters hold three or four entries a page, as the Windia War manual
// asks: every card page but the last of its section (a chapter, or a
// section the designer starts on a new page, like Expansionカード) holds
// three or four entry headings; an entry's text going on from the page
// before does not count.
func TestCardChaptersHoldThreeToFourEntriesAPage(t *testing.T) {
	c, m := printedManual(t, "windia-war")
	headed := map[int]int{}
	section := map[int]string{} // in force at the top of each page's entries
	first, last, sec := 1<<30, 0, ""
	for _, e := range m.TOC {
		if e.Level <= 2 {
			sec = e.Text
		}
		if e.Level == 3 && c.Entry(entryID(c, e.Text)) != nil {
			headed[e.Page]++
			section[e.Page] = sec
			first, last = min(first, e.Page), max(last, e.Page)
		}
	}
	t.Logf("entry headings per card page: %v", headed)
	if len(headed) < 5 {
		t.Fatalf("only %d card pages: %v", len(headed), headed)
	}
	for p := first; p <= last; p++ {
		n := headed[p]
		lastOfSection := p == last || section[p+1] != section[p]
		if n > 4 || n < 3 && !lastOfSection {
			t.Errorf("page %d holds %d card entry headings, want 3–4: %v", p, n, headed)
		}
	}
}

func entryID(c *catalog.Catalog, name string) string {
	for _, e := range c.Cards {
		if e.Name == name {
			return e.ID
		}
	}
	return ""
}

// The grayscale manual has no color anywhere: every fill, line and text is
// gray and every image is turned gray. (The gray one is the shared
// printed manual, typeset without Color; the colored one, which shows that
// the check sees color, is Skip's card entry alone: the whole manual again
// in color was a tenth of the package's CPU.)
func TestGrayManualHasNoColor(t *testing.T) {
	c, _ := windia(t)
	_, gray := printedManual(t, "windia-war")
	for _, color := range []bool{false, true} {
		m := gray
		if color {
			var err error
			if m, err = buildSources(c, []Source{{Name: "m.md", Data: []byte("# Cards\n\n@card skip\n")}}, Options{Color: true}); err != nil {
				t.Fatal(err)
			}
		}
		colored := 0
		for _, p := range m.Pages {
			for _, b := range p.Boxes {
				if col, ok := boxColor(b); ok && (col.R != col.G || col.G != col.B) {
					colored++
				}
				if img, ok := b.(layout.Image); ok && !img.Gray && !color {
					t.Errorf("image %s is not gray", img.Path)
				}
			}
		}
		if !color && colored > 0 {
			t.Errorf("gray manual: %d colored boxes", colored)
		}
		if color && colored == 0 {
			t.Error("--color manual has no color at all")
		}
	}
}

func boxColor(b layout.Box) (layout.Color, bool) {
	switch b := b.(type) {
	case layout.Fill:
		return b.Color, true
	case layout.Polygon:
		return b.Color, true
	case layout.Line:
		return b.Color, true
	case layout.Text:
		return b.Color, true
	}
	return layout.Color{}, false
}

func TestManualErrors(t *testing.T) {
	c, _ := windia(t)
	tests := []struct {
		name, src string
		want      []string
	}{
		{"unknown card", "# A\n\n@card skp\n", []string{`m.md:3:1: @card skp: no such card in the catalog; did you mean "skip"?`}},
		{"card without id", "@card\n", []string{`m.md:1:1: @card needs a card id, like @card 1`}},
		{"unknown directive", "text\n\n@crad skip\n", []string{`m.md:3:1: unknown directive @crad; did you mean @card?`}},
		{"unknown icon", "# A\n\nこの:atack:カード\n", []string{`m.md:3:3: unknown icon :atack:; did you mean "attack"?`}},
		{"html", "<div>x</div>\n", []string{`m.md:1:1: HTML is not supported in the manual; use Markdown`}},
		{"missing glyph", "# A\n\n一行目\n二行目に\U000F0000がある\n", []string{`m.md:4:5: character '\U000f0000' (U+F0000) is not covered by any embedded font; replace it`}},
		{"all errors", "@card x\n\n@card y\n", []string{"m.md:1:1: @card x", "m.md:3:1: @card y"}},
		{"anatomy of an unknown card", "@anatomy bnd name\n", []string{`m.md:1:10: @anatomy bnd: no such card in the catalog; did you mean "bind"?`}},
		{"anatomy without parts", "@anatomy bind\n", []string{`m.md:1:1: @anatomy bind: name the parts of the card to point at`}},
		{"anatomy of a part the card lacks", "@anatomy bind name icon:protect\n", []string{`m.md:1:20: @anatomy bind: the card's face shows no "icon:protect"; it shows colors, name, points, `}},
		{"anatomy of a misspelt part after its right spelling", "@anatomy bind name nam\n", []string{`m.md:1:20: @anatomy bind: the card's face shows no "nam"`}},
		{"anatomy of a part named twice", "@anatomy bind name points name=名前\n", []string{`m.md:1:27: @anatomy bind: "name" is named twice; a part gets one callout`}},
		{"anatomy of a part without a name", "@anatomy bind title\n", []string{`m.md:1:15: @anatomy bind: "title" has no name to print in the legend; give it one: title=label`}},
		{"missing glyph in a heading", "# 見出し\U000F0000\n", []string{`m.md:1:6: character '\U000f0000'`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := buildSources(c, []Source{{Name: "m.md", Data: []byte(tt.src)}}, Options{})
			if err == nil {
				t.Fatal("no error")
			}
			got := strings.Split(err.Error(), "\n")
			if len(got) != len(tt.want) {
				t.Fatalf("errors:\n%s\nwant %d", err, len(tt.want))
			}
			for i, w := range tt.want {
				if !strings.HasPrefix(got[i], w) {
					t.Errorf("error %d = %q, want prefix %q", i, got[i], w)
				}
			}
		})
	}
}

func TestSoftBreaksJoinJapanese(t *testing.T) {
	c, _ := windia(t)
	cv := &converter{c: c, st: layout.B5("t")}
	cv.src = []byte("山札から\n引きます。Wild\nDraw3を\n出す。\n")
	var got strings.Builder
	for _, s := range cv.inlines(parse(cv.src, nil).FirstChild(), cv.body()) {
		got.WriteString(s.Text)
	}
	if want := "山札から引きます。Wild Draw3を出す。"; got.String() != want {
		// "Wild" and "Draw3" are Latin words: a space; the others join.
		t.Errorf("got %q, want %q", got.String(), "山札から引きます。Wild Draw3を出す。")
	}
}

func TestSources(t *testing.T) {
	fsys := fstest.MapFS{"manual/20-b.md": {Data: []byte("b")}, "manual/10-a.md": {Data: []byte("a")}, "manual/notes.txt": {Data: []byte("x")}}
	srcs, err := Sources(fsys, "g")
	if err != nil {
		t.Fatal(err)
	}
	if len(srcs) != 2 || srcs[0].Name != "g/manual/10-a.md" || srcs[1].Name != "g/manual/20-b.md" {
		t.Errorf("sources %+v", srcs)
	}
	if _, err := Sources(fstest.MapFS{}, "g"); err == nil || !strings.Contains(err.Error(), "g/manual: no manual") {
		t.Errorf("err = %v", err)
	}
}

// A card's figure has the same gutter beside it and below it: from the
// figure's edge to the em of the text beside it, and from its bottom to
// the em top of the first line under it (issue 16).
func TestEntryFigureGutters(t *testing.T) {
	_, m := printedManual(t, "windia-war")
	figures, below := 0, 0
	for pi, p := range m.Pages {
		for _, fig := range p.Floats {
			figures++
			right, bottom := fig.X+fig.W, fig.Y+fig.H
			beside, under := math.Inf(1), math.Inf(1)
			for _, l := range p.Lines {
				if l.Kind == layout.HeadingLine && !math.IsInf(beside, 1) {
					break // the next entry
				}
				if l.Kind != layout.EntryLine {
					continue
				}
				em := l.Size * layout.PtToMM
				top := l.Baseline - 0.36*em - em/2 // of the line's em
				switch {
				case top < bottom && top+em > fig.Y:
					beside = math.Min(beside, l.X0-right)
				case top >= bottom && l.X0 < right && !math.IsInf(beside, 1):
					under = math.Min(under, top-bottom)
				}
			}
			if math.Abs(beside-4) > 0.05 {
				t.Errorf("page %d: the gutter beside the figure is %.2f mm, want 4", pi+1, beside)
			}
			if !math.IsInf(under, 1) {
				below++
				if math.Abs(under-beside) > 0.05 {
					t.Errorf("page %d: the gutter below the figure is %.2f mm, beside it %.2f", pi+1, under, beside)
				}
			}
		}
	}
	if figures < 26 || below < 20 {
		t.Errorf("%d figures measured, %d with text below", figures, below)
	}
}

// buildSources reads and typesets Markdown sources as one manual, with the
// Windia War rules' example words, the set lines recorded for the tests
// to measure; the errors of reading come first.
func buildSources(c *catalog.Catalog, srcs []Source, o Options) (*Manual, error) {
	o.Lines = true
	r, err := gametest.RulesOnce(c)
	if err != nil {
		return nil, err
	}
	book, errs := Read(c, r, srcs)
	if len(errs) > 0 {
		return nil, errs
	}
	return Build(c, book, o)
}
