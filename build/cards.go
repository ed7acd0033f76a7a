package build

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/layout"
	"cardpress/output"
)

// CardOptions say how the cards are printed: the print profile, the sheets'
// paper, spacing, guides and duplex, which cards, and which images besides
// the PDF (docs/printing.md).
type CardOptions struct {
	Dir      string // output folder: cards.pdf (or cards-SET.pdf), png/, png-gray/, tts/, tgc/, mpc/
	FinalDir string // where Dir ends up when it is a staging folder; empty: Dir
	// Profile is a print profile of layout.Profiles, or "" for plain
	// sheets. It chooses what is made (sheets, single pages, shop images,
	// deck sheets); its paper, margin, bleed and guides are defaults the
	// caller fills in (cmd/cardpress does, under the flags and [print]).
	Profile   string
	Paper     string // a4, a3, b5, b4, letter, legal, or WxH in mm
	Landscape bool
	// MayTurn lets a profile that fits the most cards (pnp-*) turn the page
	// when the other orientation holds more: no orientation was asked for.
	MayTurn    bool
	Margin     float64 // page margin in mm: nothing is printed in it
	Gutter     float64 // mm between cards; negative: chosen for the profile
	Bleed      float64 // mm of background beyond the cut line, in PDFs and PNGs
	SharedCuts bool    // butted cards, bleed on the outer edges only
	Guides     string  // marks, lines or none
	NoLabel    bool
	NoBacks    bool
	Duplex     string              // long or short
	Offset     layout.Point        // mm the backs move by, for the printer
	Stamp      layout.VersionStamp // version stamp on every face, or none
	Set        string              // the set to print; empty: the largest
	OneEach    bool                // one copy per design instead of the full deck
	Only       []string
	PNG        bool    // one PNG per design, and back.png
	Gray       bool    // with PNG: grayscale PNGs too
	TTS        bool    // Tabletop Simulator deck sheets
	TTSURL     string  // where the tts folder will be found; empty: its file:/// path
	DPI        float64 // resolution of the PNGs; art in PDFs keeps its own
	// StrictArt makes art placed below MinPPI an error rather than a
	// warning; Warn gets the warnings (nil: they are dropped).
	StrictArt bool
	Warn      func(diag.List)
	// ArtCache is a folder that keeps resampled art between builds, by
	// content; empty: none. Game and Session keep it beside the output.
	ArtCache string

	images   *output.ImageCache // a Session's card images, kept between rebuilds
	docs     *documents         // a Session's record of the sheets it wrote
	noSheets bool               // card images only: a Session writes the sheets after
	noImages bool               // sheets only: a Session wrote the card images before
}

// newImages serves the game's art at dpi (0: its own, as PDFs want),
// through the art cache.
func (o *CardOptions) newImages(c *catalog.Catalog, dpi float64) *output.Images {
	imgs := output.NewImages(c.FS, dpi)
	imgs.Cache = o.ArtCache
	return imgs
}

// profile is the chosen print profile; an unknown name is an OptionError.
func (o *CardOptions) profile() (layout.Profile, error) {
	if o.Profile == "" {
		return layout.Profile{Kind: layout.SheetsProfile}, nil
	}
	p, err := layout.ParseProfile(o.Profile)
	if err != nil {
		return layout.Profile{}, OptionError{err}
	}
	return p, nil
}

// Cards writes the cards of one set as the profile makes them — sheets as a
// PDF, or a shop's card images, or deck sheets — and the images o asks for
// besides; log gets a progress line per file group. An image that cannot
// be read is reported where the catalog names it.
func Cards(c *catalog.Catalog, o CardOptions, log io.Writer) error {
	if err := CheckOutput(c, o.Dir, false); err != nil {
		return err
	}
	return located(c, writeCards(c, o, log))
}

func writeCards(c *catalog.Catalog, o CardOptions, log io.Writer) error {
	prof, err := o.profile()
	if err != nil {
		return err
	}
	if o.DPI < 30 || o.DPI > 1200 {
		return OptionError{fmt.Errorf("--dpi %v is outside 30–1200", o.DPI)}
	}
	if o.Gray && !o.PNG {
		return OptionError{errors.New("--gray makes grayscale PNGs: give --png too")}
	}
	sel := catalog.Selection{Set: o.Set, OneEach: o.OneEach, Only: o.Only}
	cards, err := c.Select(sel)
	if err != nil {
		return OptionError{err}
	}
	var lowArt diag.List
	// A Tabletop Simulator deck is seen on a screen at its own 165 ppi: art
	// under 300 ppi is not a print fault there.
	if (!o.noSheets || !o.noImages) && prof.Kind != layout.TTSProfile {
		if lowArt = artResolution(c, cards, o.newImages(c, 0), !o.NoBacks, o.StrictArt); o.StrictArt && len(lowArt) > 0 {
			return lowArt
		}
	}
	if err := writeSelection(c, cards, o, prof, sel, log); err != nil {
		return err // an art file that cannot be read says more than its size
	}
	if len(lowArt) > 0 && o.Warn != nil {
		o.Warn(lowArt)
	}
	return nil
}

// writeSelection writes the selected cards as writeCards says.
func writeSelection(c *catalog.Catalog, cards []catalog.Card, o CardOptions, prof layout.Profile, sel catalog.Selection, log io.Writer) error {
	suffix := ""
	if o.Set != "" && o.Set != c.DefaultSet() {
		suffix = "-" + o.Set
	}
	p := newProgress(log)
	switch prof.Kind {
	case layout.ShopProfile:
		return shopImages(c, cards, o, prof, filepath.Join(o.Dir, prof.Name+suffix), p)
	case layout.TTSProfile:
		return deckSheets(c, cards, o, filepath.Join(o.Dir, "tts"+suffix), p)
	}
	opts, err := o.deckOptions(c, prof)
	if err != nil {
		return err
	}
	groups := c.BySize(cards)
	for _, g := range groups {
		if !o.PNG {
			break
		}
		if err := checkImageDPI(g.W+2*opts.Sheet.Bleed, g.H+2*opts.Sheet.Bleed, output.NewImages(nil, o.DPI)); err != nil {
			return err
		}
	}
	if opts.Label != "" {
		set := sel.Set
		if set == "" {
			set = c.DefaultSet()
		}
		opts.Label += " · " + c.Set(set).Name
	}
	if !o.noSheets {
		if err := o.sheets(c, groups, prof, opts, filepath.Join(o.Dir, "cards"+suffix+".pdf"), p); err != nil {
			return err
		}
	}
	imgs := o.newImages(c, o.DPI)
	if o.PNG {
		for _, gray := range []bool{false, true} {
			if gray && !o.Gray {
				continue
			}
			dir := filepath.Join(o.Dir, "png")
			if gray {
				dir += "-gray"
			}
			dir += suffix
			var n output.Written
			write := func(to string) error {
				n = output.Written{}
				for _, g := range groups {
					w, err := output.WriteCardImages(g.Catalog, g.Cards, output.CardImages{Dir: to, Gray: gray, Bleed: opts.Sheet.Bleed, Stamp: o.Stamp, Cache: o.images, Tag: g.Tag}, imgs)
					if err != nil {
						return err
					}
					n.Add(w)
				}
				return nil
			}
			if o.images != nil { // a Session: only what changed, in place
				err = inPlace(dir, write, func() []string { return n.Files })
			} else {
				err = wholeFolder(dir, write)
			}
			if err != nil {
				return err
			}
			p.done("%s: %s at %v dpi", dir, n, o.DPI)
		}
	}
	if o.TTS {
		return deckSheets(c, cards, o, filepath.Join(o.Dir, "tts"+suffix), p)
	}
	return nil
}

// sheets lays out the cards on sheets, each size on sheets of its own
// (opts are those of the game's card_size), and writes them as the PDF at
// path. Art in PDFs keeps its own resolution (up to 600 ppi): the DPI is
// the PNGs'. A Session's docs skip sheets that did not change.
func (o *CardOptions) sheets(c *catalog.Catalog, groups []catalog.SizeGroup, prof layout.Profile, opts layout.DeckOptions, path string, p *progress) error {
	var pages []layout.Page
	var per []string
	n := 0
	for _, g := range groups {
		gopts := opts
		if g.Catalog != c {
			var err error
			if gopts, err = o.deckOptions(g.Catalog, prof); err != nil {
				return err
			}
			gopts.Label = opts.Label
		}
		size := ""
		if len(groups) > 1 {
			size = fmt.Sprintf("%g × %g mm", g.W, g.H)
			if gopts.Label != "" {
				gopts.Label += " · " + size
			}
			size = " (" + size + ")"
		}
		sh, pp, err := layout.CardSheets(g.Catalog, g.Cards, gopts)
		if err != nil {
			return err
		}
		pages = append(pages, pp...)
		per = append(per, fmt.Sprintf("%d a page%s", sh.PerPage(), size))
		n += len(g.Cards)
	}
	pr := pressFor(c, prof, opts)
	if err := writePDF(path, c.Game.Title+" — cards", pages, o.newImages(c, 0), pr, o.docs, false); err != nil {
		return err
	}
	kind := ""
	if pr.PDFX {
		kind = ", PDF/X-1a in CMYK for Coated FOGRA39"
	}
	p.done("%s: %s on %s, %s%s", path, diag.Count(n, "card"), diag.Count(len(pages), "page"), strings.Join(per, ", "), kind)
	return nil
}

// press is how a PDF of cards is printed: at actual size, and double-sided
// on the duplex edge when it has back pages.
func press(opts layout.DeckOptions) output.Press {
	p := output.Press{ActualSize: true, Duplex: "Simplex"}
	switch {
	case !opts.Backs:
	case opts.Duplex.Edge == layout.ShortEdge:
		p.Duplex = "DuplexFlipShortEdge"
	default:
		p.Duplex = "DuplexFlipLongEdge"
	}
	return p
}

// pressFor is press(opts) for the profile: a PDF/X one has the catalog's
// CMYK colours.
func pressFor(c *catalog.Catalog, prof layout.Profile, opts layout.DeckOptions) output.Press {
	p := press(opts)
	if !prof.PDFX {
		return p
	}
	p.PDFX, p.CMYK = true, map[string][4]float64{}
	for _, col := range c.Colors {
		if col.CMYKGiven {
			var k [4]float64
			for i, v := range col.CMYK {
				k[i] = v / 100
			}
			p.CMYK[output.CMYKKey(layout.RGB(col.RGB))] = k
		}
	}
	return p
}

// shopImages writes one image per card design and the back on the shop's
// canvas for the card's product: a canvas per card size.
func shopImages(c *catalog.Catalog, cards []catalog.Card, o CardOptions, prof layout.Profile, dir string, p *progress) error {
	groups := c.BySize(cards)
	canvases := make([]layout.Canvas, len(groups))
	for i, g := range groups {
		var err error
		if canvases[i], err = prof.Shop.Canvas(g.W, g.H); err != nil {
			return OptionError{fmt.Errorf("profile %s: %w", prof.Name, err)}
		}
	}
	var n output.Written
	err := wholeFolder(dir, func(tmp string) error {
		for i, g := range groups {
			w, err := output.WriteCardImages(g.Catalog, g.Cards, output.CardImages{Dir: tmp, Stamp: o.Stamp, Canvas: &canvases[i], Tag: g.Tag}, o.newImages(c, canvases[i].DPI()))
			if err != nil {
				return err
			}
			n.Add(w)
		}
		return nil
	})
	if err != nil {
		return err
	}
	var on []string
	for _, cv := range canvases {
		on = append(on, fmt.Sprintf("%s size on %d × %d px", cv.Product, cv.W, cv.H))
	}
	p.done("%s: %s, %s (%s)", dir, n, strings.Join(on, ", "), prof.Shop.Name)
	return nil
}

// deckSheets writes the Tabletop Simulator deck sheets, back and deck.json.
func deckSheets(c *catalog.Catalog, cards []catalog.Card, o CardOptions, dir string, p *progress) error {
	url := o.TTSURL
	if url == "" {
		final := dir
		if o.FinalDir != "" {
			final = filepath.Join(o.FinalDir, filepath.Base(dir))
		}
		abs, err := filepath.Abs(final)
		if err != nil {
			return err
		}
		url = "file:///" + strings.TrimPrefix(filepath.ToSlash(abs), "/")
	}
	if !strings.HasSuffix(url, "/") {
		url += "/"
	}
	var n int
	err := wholeFolder(dir, func(tmp string) (err error) {
		n, err = output.WriteDeckSheets(c, cards, output.DeckSheets{Dir: tmp, Stamp: o.Stamp, URL: url, Title: c.Game.Title}, o.newImages(c, o.DPI))
		return err
	})
	if err != nil {
		return err
	}
	backs := output.BackName
	if sizes := len(c.BySize(cards)); sizes > 1 {
		backs = fmt.Sprintf("a deck and a back for each of %d card sizes", sizes)
	}
	p.done("%s: %s of %d × %d, %s and deck.json", dir, diag.Count(n, "deck sheet"), layout.TTSCols, layout.TTSRows, backs)
	return nil
}

// wholeFolder writes a folder of card images whole: into a staging folder
// beside it, swapped in once every image is written, so that no image of a
// card since removed or renamed stays behind and a failure leaves the old
// folder as it was.
func wholeFolder(dir string, write func(tmp string) error) error {
	s, err := newStaging(dir)
	if err != nil {
		return err
	}
	if err := write(s.dir); err != nil {
		s.abort()
		return s.err(err)
	}
	return s.commit(dir)
}

// inPlace writes a folder of card images in place, as a Session does: the
// images whose bytes did not change are left alone, and the images write
// did not write (of a card since removed or renamed) are removed after, so
// the folder ends as wholeFolder would leave it.
func inPlace(dir string, write func(dir string) error, written func() []string) error {
	if err := write(dir); err != nil {
		return err
	}
	keep := map[string]bool{}
	for _, f := range written() {
		keep[filepath.Clean(f)] = true
	}
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if rel, _ := filepath.Rel(dir, p); !keep[rel] {
			return os.Remove(p)
		}
		return nil
	})
}

// deckOptions turn the options into the imposition of the sheets.
func (o *CardOptions) deckOptions(c *catalog.Catalog, prof layout.Profile) (layout.DeckOptions, error) {
	paper, err := layout.ParsePaper(o.Paper)
	if err != nil {
		return layout.DeckOptions{}, OptionError{err}
	}
	guides, err := layout.ParseGuides(o.Guides)
	if err != nil {
		return layout.DeckOptions{}, OptionError{err}
	}
	edge, err := layout.ParseEdge(o.Duplex)
	if err != nil {
		return layout.DeckOptions{}, OptionError{err}
	}
	if o.Bleed < 0 || o.Margin < 0 {
		return layout.DeckOptions{}, OptionError{fmt.Errorf("bleed and margin must not be negative")}
	}
	w, h := c.Game.CardWidth, c.Game.CardHeight
	s := layout.SheetOptions{Paper: paper, Landscape: o.Landscape, Margin: o.Margin, Bleed: o.Bleed, SharedCuts: o.SharedCuts, Marks: guides == layout.CropMarks, MayTurn: o.MayTurn}
	switch {
	case prof.Kind == layout.SingleProfile:
		s = layout.SingleSheet(w, h, o.Bleed)
		guides = layout.NoGuides
	case o.SharedCuts:
	case o.Gutter >= 0:
		s.Gutter = o.Gutter
		if err := layout.CheckGutter(s.Gutter, s.Bleed); err != nil {
			return layout.DeckOptions{}, OptionError{err}
		}
	case prof.MostCards:
		sh, err := layout.ImposeMost(w, h, s)
		if err != nil {
			return layout.DeckOptions{}, OptionError{err}
		}
		s.Gutter, s.SharedCuts = sh.Gutter, sh.SharedCuts
		s.Landscape = sh.Landscape() != (paper.W > paper.H)
	default:
		s.Gutter = autoGutter(c, s)
	}
	sh, err := layout.Impose(w, h, s)
	if err != nil {
		return layout.DeckOptions{}, OptionError{err}
	}
	if sh.MarksLeftOut && guides == layout.CropMarks && o.Warn != nil {
		o.Warn(diag.List{{Severity: diag.Warning,
			Msg:  fmt.Sprintf("a %.1f × %.1f mm card with %.1f mm bleed fills the %.1f × %.1f mm page inside its %.1f mm margins: there is no room for crop marks, and none are printed", w, h, s.Bleed, sh.PageW, sh.PageH, s.Margin),
			Hint: "for marks, give a larger --paper or a smaller --margin; --guides none says you cut without them"}})
	}
	label := ""
	if !o.NoLabel {
		label = c.Game.Title
	}
	return layout.DeckOptions{
		Sheet: s, Backs: !o.NoBacks, Guides: guides, Label: label, Stamp: o.Stamp,
		Duplex: layout.Duplex{Edge: edge, Offset: o.Offset},
	}, nil
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
	butted, err2 := layout.Impose(c.Game.CardWidth, c.Game.CardHeight, layout.SheetOptions{Paper: o.Paper, Landscape: o.Landscape, Margin: o.Margin, Marks: o.Marks})
	if err2 == nil && (err != nil || butted.PerPage() > spaced.PerPage()) {
		return 0
	}
	return o.Gutter
}

// Calibration writes calibration.pdf into o.Dir: a face and a back page on
// the sheets' paper that measure a duplex printer's offset.
func Calibration(c *catalog.Catalog, o CardOptions, log io.Writer) error {
	if err := CheckOutput(c, o.Dir, false); err != nil {
		return err
	}
	prof, err := o.profile()
	if err != nil {
		return err
	}
	if prof.Kind != layout.SheetsProfile {
		return OptionError{fmt.Errorf("--calibrate measures a duplex printer: use it with a sheets profile (pnp-a4, pnp-letter) or none, not %s", prof.Name)}
	}
	opts, err := o.deckOptions(c, prof)
	if err != nil {
		return err
	}
	w, h := opts.Sheet.Paper.W, opts.Sheet.Paper.H
	if opts.Sheet.Landscape && w < h {
		w, h = h, w
	}
	p := newProgress(log)
	pdf := filepath.Join(o.Dir, "calibration.pdf")
	calibration := output.NewPDF("cardpress duplex calibration", layout.CalibrationPages(w, h, opts.Duplex), output.NewImages(nil, 0))
	calibration.Press = press(layout.DeckOptions{Backs: true, Duplex: opts.Duplex})
	err = output.WriteFile(pdf, calibration.Write)
	if err != nil {
		return err
	}
	p.done("%s: duplex calibration on %.0f × %.0f mm, %s; print both pages double-sided", pdf, w, h, opts.Duplex.Edge)
	return nil
}

// checkImageDPI refuses a resolution at which a card image of w × h mm
// would be over the image budget, before anything is drawn, naming the
// largest --dpi that fits.
func checkImageDPI(w, h float64, imgs *output.Images) error {
	var big *output.RasterTooLargeError
	if err := output.CheckRaster(w, h, imgs); !errors.As(err, &big) {
		return err
	}
	win, hin := w/layout.Inch, h/layout.Inch
	most := math.Min(math.Sqrt(catalog.MaxImagePixels/(win*hin)), catalog.MaxImageSide/math.Max(win, hin))
	return OptionError{fmt.Errorf("--dpi %v makes card images of %d × %d px (%.1f Mpx); cardpress draws pictures of at most %d px a side and %d Mpx in all: give --dpi %d or less",
		big.DPI, big.W, big.H, float64(big.W)*float64(big.H)/1e6, catalog.MaxImageSide, catalog.MaxImagePixels/1_000_000, int(most))}
}
