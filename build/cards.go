package build

import (
	"fmt"
	"io"
	"math"
	"path/filepath"

	"cardpress/catalog"
	"cardpress/layout"
	"cardpress/output"
)

// CardOptions say how the cards are printed: the sheets' paper and spacing,
// which cards, and which images besides the PDF.
type CardOptions struct {
	Dir       string // output folder: cards.pdf (or cards-SET.pdf), png/, png-gray/, tts/
	Paper     string // a4, a3, b5, b4, letter, legal, or WxH in mm
	Landscape bool
	Margin    float64 // page margin in mm
	Gutter    float64 // mm between cards; negative: chosen by autoGutter
	Bleed     float64 // mm of background beyond the cut line
	Set       string  // the set to print; empty: the largest
	OneEach   bool    // one copy per design instead of the full deck
	Only      []string
	NoBacks   bool
	PNG       bool // one PNG per design
	Gray      bool // with PNG: grayscale PNGs too
	TTS       bool // Tabletop Simulator deck sheets
	DPI       float64
}

// Cards writes the card sheets of one set as a PDF and the card images o
// asks for; log gets a progress line per file group.
func Cards(c *catalog.Catalog, o CardOptions, log io.Writer) error {
	if err := CheckOutput(c, o.Dir, false); err != nil {
		return err
	}
	opts, err := o.sheetOptions(c)
	if err != nil {
		return err
	}
	sel := catalog.Selection{Set: o.Set, OneEach: o.OneEach, Only: o.Only}
	cards, err := c.Select(sel)
	if err != nil {
		return OptionError{err}
	}
	set := sel.Set
	if set == "" {
		set = c.DefaultSet()
	}
	p := newProgress(log)
	_, pages, err := layout.CardSheets(c, cards, layout.DeckOptions{
		Sheet: opts, Backs: !o.NoBacks,
		Label: c.Game.Title + " · " + c.Set(set).Name,
	})
	if err != nil {
		return err
	}
	imgs := output.NewImages(c.FS, o.DPI)
	name := "cards.pdf"
	if o.Set != "" && o.Set != c.DefaultSet() {
		name = "cards-" + o.Set + ".pdf"
	}
	pdf := filepath.Join(o.Dir, name)
	err = output.WriteFile(pdf, func(w io.Writer) error {
		return output.WritePages(w, c.Game.Title+" — cards", pages, imgs)
	})
	if err != nil {
		return err
	}
	p.done("%s: %d cards on %d pages", pdf, len(cards), len(pages))
	if !o.PNG && !o.TTS {
		return nil
	}
	designs, sheets, err := output.WriteCardImages(c, cards, output.CardImages{Dir: o.Dir, PNG: o.PNG, Gray: o.Gray, Sheet: o.TTS}, imgs)
	if err != nil {
		return err
	}
	if o.PNG {
		p.done("%s: %d card images at %v dpi", filepath.Join(o.Dir, "png"), designs, o.DPI)
	}
	if o.TTS {
		p.done("%s: %d deck sheets of %d × %d", filepath.Join(o.Dir, "tts"), sheets, output.DeckSheetCols, output.DeckSheetRows)
	}
	return nil
}

func (o *CardOptions) sheetOptions(c *catalog.Catalog) (layout.SheetOptions, error) {
	paper, err := layout.ParsePaper(o.Paper)
	if err != nil {
		return layout.SheetOptions{}, OptionError{err}
	}
	gutter := o.Gutter
	if gutter < 0 {
		gutter = autoGutter(c, layout.SheetOptions{Paper: paper, Landscape: o.Landscape, Margin: o.Margin, Bleed: o.Bleed})
	}
	if err := layout.CheckGutter(gutter, o.Bleed); err != nil {
		return layout.SheetOptions{}, OptionError{err}
	}
	if o.DPI < 30 || o.DPI > 1200 {
		return layout.SheetOptions{}, OptionError{fmt.Errorf("--dpi %v is outside 30–1200", o.DPI)}
	}
	return layout.SheetOptions{Paper: paper, Landscape: o.Landscape, Margin: o.Margin, Gutter: gutter, Bleed: o.Bleed}, nil
}

// autoGutter is 3 mm (twice the bleed if more), so that a cut a little off
// never shows the neighbour's frame. Only large cards without bleed are
// butted, when that fits more on a page: nine poker cards on A4 need it.
func autoGutter(c *catalog.Catalog, o layout.SheetOptions) float64 {
	o.Gutter = max(3, 2*o.Bleed)
	spaced, err := layout.Impose(c.Game.CardWidth, c.Game.CardHeight, o)
	if o.Bleed > 0 || math.Min(c.Game.CardWidth, c.Game.CardHeight) < 50 {
		return o.Gutter
	}
	butted, err2 := layout.Impose(c.Game.CardWidth, c.Game.CardHeight, layout.SheetOptions{Paper: o.Paper, Landscape: o.Landscape, Margin: o.Margin})
	if err2 == nil && (err != nil || butted.PerPage() > spaced.PerPage()) {
		return 0
	}
	return o.Gutter
}
