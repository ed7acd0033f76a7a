package build

import (
	"fmt"
	"testing"

	"cardpress/catalog"
	"cardpress/layout"
)

// A game of two card sizes (the showcase: portrait units and spells, a
// landscape site) keeps every guarantee of TestMarksInsideThePrintableArea
// on the sheets of each size: each size is imposed on its own sheets with
// its own gutter and orientation, crop marks and labels inside the margin.
func TestMixedSizesKeepMarksInside(t *testing.T) {
	t.Parallel()
	c, err := catalog.LoadDir("../testdata/showcase")
	if err != nil {
		t.Fatal(err)
	}
	cards, err := c.Select(catalog.Selection{})
	if err != nil {
		t.Fatal(err)
	}
	groups := c.BySize(cards)
	if len(groups) != 2 || groups[0].W != 63 || groups[1].W != 88 || len(groups[1].Cards) != 1 {
		t.Fatalf("groups %+v: want the 63 × 88 mm cards, then the 88 × 63 mm site", groups)
	}
	for _, p := range []string{"", "pnp-a4", "pnp-letter"} {
		prof := layout.Profile{Kind: layout.SheetsProfile, Margin: layout.HomeMargin}
		if p != "" {
			prof = layout.Profiles[p]
		}
		for _, paper := range []string{"a4", "letter", "b5"} {
			for _, guides := range []string{"marks", "lines"} {
				o := CardOptions{Profile: p, Paper: paper, MayTurn: true, Margin: prof.Margin, Bleed: prof.Bleed, Gutter: -1, Guides: guides, Duplex: "long"}
				for _, g := range groups {
					name := fmt.Sprintf("%s %s %s %g×%g", or(p, "none"), paper, guides, g.W, g.H)
					opts, err := o.deckOptions(g.Catalog, prof)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					opts.Label, opts.Backs = "Showcase · 88 × 63 mm", true
					sh, pages, err := layout.CardSheets(g.Catalog, g.Cards, opts)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					if sh.CardW != g.W || sh.CardH != g.H {
						t.Errorf("%s: the sheet holds %g × %g mm cards", name, sh.CardW, sh.CardH)
					}
					checkSheetGuides(t, name, sh, pages[:2], guides == "marks", prof.Margin)
				}
			}
		}
	}
	// A sheet refuses cards of another size than its own.
	if _, _, err := layout.CardSheets(c, cards, layout.DeckOptions{Sheet: layout.SheetOptions{Paper: layout.Papers["a4"], Gutter: 3}}); err == nil {
		t.Error("one sheet of two card sizes: want an error")
	}
}
