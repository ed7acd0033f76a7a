package build

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/layout"
)

// Crop marks, cut lines and the page label stay inside the printable area
// (the margin) for every sheet profile, paper, orientation, card size and
// guide: never in the strip a printer cannot print, never off the page,
// never on a card's bleed; a crop mark is at least layout.MinMarkLength
// long, and every cut of the page has its marks. The closest mark to an
// edge is logged per profile and paper (go test -v -run TestMarksInside).
func TestMarksInsideThePrintableArea(t *testing.T) {
	t.Parallel()
	// A copy: the shared game is read by the tests running beside this
	// one, and this one changes the card size.
	copied := *defaultGame(t).Catalog
	c := &copied
	all, err := c.Select(catalog.Selection{})
	if err != nil {
		t.Fatal(err)
	}
	// One card in every slot: the guides and the label are what is
	// checked, and a sheet lays a design out once (forty designs laid
	// out for each sheet were half the test).
	cards := slices.Repeat(all[:1], 40)
	sizes := [][2]float64{{63, 88}, {87, 51}, {29, 17}, {88, 63}, {57, 89}, {70, 120}, {44.5, 63.5}}
	papers := []string{"a4", "letter", "a3", "b5", "b4", "legal"}
	type profile struct {
		name            string
		margin, bleed   float64
		landscape, turn bool
	}
	var profiles []profile
	for _, p := range []string{"", "pnp-a4", "pnp-letter"} {
		prof := layout.Profile{Margin: layout.HomeMargin}
		if p != "" {
			prof = layout.Profiles[p]
		}
		profiles = append(profiles,
			profile{p, prof.Margin, prof.Bleed, false, true},
			profile{p, prof.Margin, prof.Bleed, true, false})
	}
	closest := map[string]float64{}
	for _, p := range profiles {
		for _, paper := range papers {
			for _, size := range sizes {
				for _, guides := range []string{"marks", "lines"} {
					c.Game.CardWidth, c.Game.CardHeight = size[0], size[1]
					o := CardOptions{Profile: p.name, Paper: paper, Landscape: p.landscape, MayTurn: p.turn, Margin: p.margin, Bleed: p.bleed, Gutter: -1, Guides: guides, Duplex: "long"}
					prof, _ := o.profile()
					name := fmt.Sprintf("%s %s landscape=%v %g×%g %s", or(p.name, "none"), paper, p.landscape, size[0], size[1], guides)
					opts, err := o.deckOptions(c, prof)
					if err != nil {
						if strings.Contains(err.Error(), "does not fit") {
							continue // a card larger than the page: refused, not misprinted
						}
						t.Fatalf("%s: %v", name, err)
					}
					opts.Label = "Windia War · base"
					opts.Backs = true
					// Up to 40 cards, and no more than the first sheet
					// holds: only its face and back pages are checked,
					// and laying out later sheets was half the test.
					n := len(cards)
					if sh, err := layout.Impose(size[0], size[1], opts.Sheet); err == nil {
						n = min(n, sh.PerPage())
					}
					sh, pages, err := layout.CardSheets(c, cards[:n], opts)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					d := checkSheetGuides(t, name, sh, pages[:2], guides == "marks", p.margin)
					key := fmt.Sprintf("%s on %s, %g × %g mm cards", or(p.name, "none"), paper, size[0], size[1])
					if v, ok := closest[key]; guides == "marks" && (!ok || d < v) {
						closest[key] = d
					}
				}
			}
		}
	}
	keys := slices.Sorted(maps.Keys(closest))
	for _, k := range keys {
		t.Logf("%s: closest crop mark %.2f mm from the page edge", k, closest[k])
	}
}

func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// checkSheetGuides checks the guides and the label of a face page and its
// back page; it returns how close a crop mark comes to the page's edge.
// m is the margin asked for, not the sheet's own: a sheet that lost its
// margin must fail.
func checkSheetGuides(t *testing.T, name string, sh layout.Sheet, pages []layout.Page, marks bool, m float64) float64 {
	t.Helper()
	inside := func(p layout.Point) bool {
		const eps = 1e-6
		return p.X >= m-eps && p.Y >= m-eps && p.X <= sh.PageW-m+eps && p.Y <= sh.PageH-m+eps
	}
	closest := math.Inf(1)
	for pi, page := range pages {
		bled := page.Trim.Inset(-sh.Bleed)
		var count int
		for _, b := range page.Boxes {
			switch b := b.(type) {
			case layout.Line:
				if b.Color != layout.Black || b.Width != 0.15 {
					continue // a line of a card
				}
				if !inside(b.A) || !inside(b.B) {
					t.Errorf("%s page %d: guide %v–%v outside the %.1f mm margin of %.1f × %.1f", name, pi+1, b.A, b.B, m, sh.PageW, sh.PageH)
				}
				if !marks {
					continue
				}
				count++
				if l := math.Hypot(b.B.X-b.A.X, b.B.Y-b.A.Y); l < layout.MinMarkLength-1e-6 {
					t.Errorf("%s page %d: crop mark %.2f mm long", name, pi+1, l)
				}
				mid := layout.Point{X: (b.A.X + b.B.X) / 2, Y: (b.A.Y + b.B.Y) / 2}
				if mid.X > bled.X+1e-6 && mid.X < bled.X+bled.W-1e-6 && mid.Y > bled.Y+1e-6 && mid.Y < bled.Y+bled.H-1e-6 {
					t.Errorf("%s page %d: crop mark %v–%v on the cards or their bleed %+v", name, pi+1, b.A, b.B, bled)
				}
				for _, p := range []layout.Point{b.A, b.B} {
					closest = min(closest, p.X, p.Y, sh.PageW-p.X, sh.PageH-p.Y)
				}
			case layout.Text:
				if !strings.Contains(b.Text, "page ") {
					continue
				}
				em := b.Size * layout.PtToMM
				if !inside(layout.Point{X: b.X, Y: b.Y - 0.8*em}) || !inside(layout.Point{X: b.X + layout.TextWidth(b.Style, b.Text, b.Size), Y: b.Y + 0.2*em}) {
					t.Errorf("%s page %d: label at %.1f, %.1f outside the margin", name, pi+1, b.X, b.Y)
				}
			}
		}
		// Two marks for each cut: the columns' and the rows' edges.
		cols := int(math.Round((page.Trim.W + sh.Gutter) / (sh.CardW + sh.Gutter)))
		rows := int(math.Round((page.Trim.H + sh.Gutter) / (sh.CardH + sh.Gutter)))
		cuts := 2 * (cols + rows)
		if sh.Gutter == 0 { // butted cards share their cuts
			cuts = cols + 1 + rows + 1
		}
		if marks && count != 2*cuts {
			t.Errorf("%s page %d: %d crop marks for %d × %d cards, want %d", name, pi+1, count, cols, rows, 2*cuts)
		}
	}
	return closest
}

// A page that holds only one card and its bleed has no room for crop
// marks: the cards are printed without them, and a warning says so (it
// said nothing); with room for them, or --guides none, nothing is said.
func TestCardFillingThePageWarnsOfNoCropMarks(t *testing.T) {
	t.Parallel()
	c := defaultGame(t).Catalog
	w, h := c.Game.CardWidth, c.Game.CardHeight
	for _, tt := range []struct {
		paper, guides string
		warned        bool
	}{
		{fmt.Sprintf("%gx%g", w+6, h+6), "marks", true},
		{fmt.Sprintf("%gx%g", w+6, h+6), "none", false},
		{fmt.Sprintf("%gx%g", w+6+2*layout.MinMarkLength, h+6+2*layout.MinMarkLength), "marks", false},
	} {
		var got diag.List
		o := CardOptions{Paper: tt.paper, Margin: 0, Bleed: 3, Gutter: -1, Guides: tt.guides, Duplex: "long", Warn: func(l diag.List) { got = append(got, l...) }}
		prof, _ := o.profile()
		if _, err := o.deckOptions(c, prof); err != nil {
			t.Fatalf("%s, guides %s: %v", tt.paper, tt.guides, err)
		}
		want := fmt.Sprintf("warning: a %.1f × %.1f mm card with 3.0 mm bleed fills the %.1f × %.1f mm page inside its 0.0 mm margins: there is no room for crop marks", w, h, w+6, h+6)
		if warned := len(got) == 1 && strings.Contains(got[0].Error(), want); warned != tt.warned || len(got) > 1 {
			t.Errorf("%s, guides %s: warnings %v, want warned %v (%q)", tt.paper, tt.guides, got, tt.warned, want)
		}
	}
}
