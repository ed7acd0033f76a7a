package manual

import (
	"math"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/internal/gametest"
	"cardpress/layout"
)

// The page make-up rules of issue 26, read from the boxes of the four
// manuals as typeset.

// contentBottom is how far down a page its content reaches, mm from the
// page top: the lowest box between the margins (not the running head or
// the folio); the top margin on an empty page.
func contentBottom(p layout.Page, st layout.PageStyle) float64 {
	bottom := st.Top
	for _, b := range p.Boxes {
		var y float64
		switch b := b.(type) {
		case layout.Fill:
			y = b.Y + b.H
		case layout.Image:
			y = b.Y + b.H
		case layout.Text:
			y = b.Y + 0.12*b.Size*layout.PtToMM
		case layout.Line:
			y = math.Max(b.A.Y, b.B.Y)
		case layout.Polygon:
			for _, pt := range b.Points {
				y = math.Max(y, pt.Y)
			}
		case layout.Rotated:
			y = b.Rect.Y + b.Rect.H
		}
		if y > st.Top-1 && y < st.H-st.Bottom+3 {
			bottom = math.Max(bottom, y)
		}
	}
	return bottom
}

// chapterEnds are the pages (from 0) that end a chapter: the last page
// before a chapter's first, and the last page.
func chapterEnds(m *Manual) map[int]bool {
	ends := map[int]bool{len(m.Pages) - 1: true}
	for _, e := range m.TOC {
		if e.Level == 1 && e.Page >= 2 {
			ends[e.Page-2] = true
		}
	}
	return ends
}

// manuals are the six sample manuals whose make-up is checked: the four
// of games and the two English ones.
var manuals = []string{"windia-war", "blackpoker", "world-end", "clamp-in-cardland", "hearts", "color-shed"}

// eachManual calls check with each of the six manuals as printed: with
// their engines, whose situation pictures the example panels show.
func eachManual(t *testing.T, check func(g, lang string, m *Manual, st layout.PageStyle)) {
	for _, g := range manuals {
		c, m := printedManual(t, g)
		check(g, c.Game.Language, m, layout.B5(c.Game.Title))
	}
}

// printedManual typesets a game's rulebook as build does, with the game's
// rules engine (once for the package's tests: typesetOnce).
func printedManual(t testing.TB, id string) (*catalog.Catalog, *Manual) {
	t.Helper()
	return typesetOnce(t, "printed "+id, func() (*catalog.Catalog, *Manual) {
		c, srcs := loadGame(t, id)
		r, err := gametest.Rules(c)
		if err != nil {
			t.Fatal(err)
		}
		eng, err := r.Load(c)
		if err != nil {
			t.Fatal(err)
		}
		book, errs := Read(c, r, srcs)
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		m, err := Build(c, book, Options{Game: eng, Lines: true})
		if err != nil {
			t.Fatal(err)
		}
		return c, m
	})
}

// No page but a chapter's last (and the cover) is less than 60 % full,
// unless what follows cannot fit: an example panel too short to split,
// with what keeps with it above it on the next page (a heading, a lead
// paragraph of up to three lines), taller than the room left with the
// least gap above it (a panel's, or panels' one after another).
func TestPagesAreFull(t *testing.T) {
	eachManual(t, func(g, _ string, m *Manual, st layout.PageStyle) {
		ends := chapterEnds(m)
		pitch := st.BodySize * st.Leading * layout.PtToMM
		apart := 2 * (1.5 + (pitch-st.BodySize*layout.PtToMM)/2)
		opens := map[int]float64{} // a panel and what leads into it, at the top of a page
		for _, part := range panelParts(m) {
			if _, seen := opens[part.page]; seen {
				continue
			}
			above := 0
			for _, l := range m.Pages[part.page].Lines {
				if l.Baseline < part.ground.Y && (l.Kind == layout.BodyLine || l.Kind == layout.HeadingLine) {
					above++
				}
			}
			if above <= 4 {
				opens[part.page] = part.ground.Y + part.ground.H - st.Top
			} else {
				opens[part.page] = 0
			}
		}
		for i, p := range m.Pages {
			bottom := contentBottom(p, st)
			fill := (bottom - st.Top) / (st.H - st.Bottom - st.Top)
			if i > 0 && !ends[i] && fill < 0.6 && opens[i+1]+apart < st.H-st.Bottom-bottom {
				t.Errorf("%s p.%d is %.0f%% full (what follows %.1f, room %.1f)", g, i+1, fill*100, opens[i+1], st.H-st.Bottom-bottom)
			}
		}
	})
}

// panelPart is the part of an example panel on one page: its gray ground
// and the lines set on it.
type panelPart struct {
	page   int
	ground layout.Rect
	lines  []layout.SetLine
}

// panelParts finds the panels' grounds page by page, with their lines.
func panelParts(m *Manual) []panelPart {
	var parts []panelPart
	for pi, p := range m.Pages {
		for _, b := range p.Boxes {
			f, ok := b.(layout.Fill)
			if !ok || f.Color != (layout.Color{R: 0xEE, G: 0xEE, B: 0xEE}) {
				continue
			}
			part := panelPart{page: pi, ground: f.Rect}
			for _, l := range p.Lines {
				if l.Kind == layout.PanelLine && l.Baseline > f.Y && l.Baseline < f.Y+f.H {
					part.lines = append(part.lines, l)
				}
			}
			parts = append(parts, part)
		}
	}
	return parts
}

// A panel splits over a page only when it has more than 15 lines of text
// (its title's counting, not its continued mark), and then with three
// lines at least on either side besides its title and continued mark.
func TestPanelsSplitByTheirLength(t *testing.T) {
	eachManual(t, func(g, lang string, m *Manual, st layout.PageStyle) {
		parts := panelParts(m)
		for i := 0; i+1 < len(parts); i++ {
			a, b := parts[i], parts[i+1]
			if b.page != a.page+1 || math.Abs(b.ground.Y-st.Top) > 0.5 || len(b.lines) == 0 {
				continue
			}
			gs, _, _ := lineGlyphs(m.Pages[b.page], b.lines[0], false)
			if !strings.Contains(lineString(gs), bookWords(lang).continued) {
				continue // another panel
			}
			if n := len(a.lines) + len(b.lines) - 1; n <= 15 {
				t.Errorf("%s: a panel of %d lines split at p.%d", g, n, a.page+1)
			}
			if len(a.lines)-1 < 3 || len(b.lines)-1 < 3 {
				t.Errorf("%s: a panel split %d + %d lines at p.%d", g, len(a.lines)-1, len(b.lines)-1, a.page+1)
			}
		}
	})
}

// A panel stands as far below the line above it as above the line below
// it, on one page among body text.
func TestPanelsHaveEqualSpaceAround(t *testing.T) {
	eachManual(t, func(g, _ string, m *Manual, st layout.PageStyle) {
		pitch := st.BodySize * st.Leading * layout.PtToMM
		for _, part := range panelParts(m) {
			lines := m.Pages[part.page].Lines
			first, last := -1, -1
			for i, l := range lines {
				if l.Kind == layout.PanelLine && l.Baseline > part.ground.Y && l.Baseline < part.ground.Y+part.ground.H {
					if first < 0 {
						first = i
					}
					last = i
				}
			}
			if first < 1 || last+1 >= len(lines) || lines[first-1].Kind != layout.BodyLine || lines[last+1].Kind != layout.BodyLine {
				continue
			}
			above, below := lines[first-1], lines[last+1]
			// The lines' boxes: a pitch high, the baseline set in them as
			// the flow sets it.
			bottomAbove := above.Baseline + pitch/2 - 0.36*above.Size*layout.PtToMM
			topBelow := below.Baseline - pitch/2 - 0.36*below.Size*layout.PtToMM
			up, down := part.ground.Y-bottomAbove, topBelow-(part.ground.Y+part.ground.H)
			if math.Abs(up-down) > 0.3 {
				t.Errorf("%s p.%d: a panel %.1f mm below the line above, %.1f mm above the line below", g, part.page+1, up, down)
			}
		}
	})
}

// A paragraph that ends in a colon never ends a page: what it leads into
// follows it on the same page.
func TestLeadSentencesStayWithWhatFollows(t *testing.T) {
	eachManual(t, func(g, _ string, m *Manual, _ layout.PageStyle) {
		for pi, p := range m.Pages[:len(m.Pages)-1] {
			if len(p.Lines) == 0 {
				continue
			}
			last := p.Lines[len(p.Lines)-1]
			gs, _, _ := lineGlyphs(p, last, false)
			text := strings.TrimSpace(lineString(gs))
			if last.Last && (strings.HasSuffix(text, "：") || strings.HasSuffix(text, ":")) {
				t.Errorf("%s p.%d ends with %q", g, pi+1, text)
			}
		}
	})
}
