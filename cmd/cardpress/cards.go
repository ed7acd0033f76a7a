package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"
	"time"

	"cardpress/catalog"
	"cardpress/layout"
	"cardpress/output"
)

// cardFlags are the options of the cards command, shared with build.
type cardFlags struct {
	out       string
	paper     string
	landscape bool
	margin    float64
	gutter    float64
	bleed     float64
	set       string
	oneEach   bool
	only      string
	noBacks   bool
	png       bool
	gray      bool
	tts       bool
	dpi       float64
	quiet     bool
}

func (f *cardFlags) define(fs *flag.FlagSet, withOut bool) {
	if withOut {
		fs.StringVar(&f.out, "out", "", "output folder (default out/GAME_ID)")
	}
	fs.StringVar(&f.paper, "paper", "a4", "paper: a4, a3, b5, b4, letter, legal, or WxH in mm")
	fs.BoolVar(&f.landscape, "landscape", false, "landscape pages")
	fs.Float64Var(&f.margin, "margin", 10, "page margin in mm (crop marks and the page label sit in it)")
	fs.Float64Var(&f.gutter, "gutter", -1, "mm between neighbouring cards (default: 3, or twice the bleed if larger; 0 when butted cards fit more on a page)")
	fs.Float64Var(&f.bleed, "bleed", 0, "bleed in mm: card background printed beyond the cut line")
	fs.StringVar(&f.set, "set", "", "set to print (default: the largest set)")
	fs.BoolVar(&f.oneEach, "one-each", false, "one copy of each card design instead of the full deck")
	fs.StringVar(&f.only, "only", "", "comma-separated card ids to print (entry ids like skip, or faces like skip/red)")
	fs.BoolVar(&f.noBacks, "no-backs", false, "no back pages (backs follow each face page, mirrored for long-edge duplex)")
	fs.BoolVar(&f.png, "png", false, "also write one PNG per card design into OUT/png")
	fs.BoolVar(&f.gray, "gray", false, "with --png: also write grayscale PNGs into OUT/png-gray")
	fs.BoolVar(&f.tts, "tts", false, "also write Tabletop Simulator deck sheets (10×7 grid) into OUT/tts")
	fs.Float64Var(&f.dpi, "dpi", 300, "resolution of images (PNG and resampled art)")
	fs.BoolVar(&f.quiet, "q", false, "quiet: no progress on stderr")
}

var cardsCommand = command{
	name: "cards",
	args: "[GAME_DIR] [flags]",
	summary: `Print a game's cards as PDF sheets ready to cut, and as PNG images.
The sheets have crop marks, optional bleed and mirrored back pages for
duplex printing.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var f cardFlags
		f.define(fs, true)
		return func() int {
			c, code := loadGame(fs.Args(), e)
			if c == nil {
				return code
			}
			if f.out == "" {
				f.out = filepath.Join("out", c.Game.ID)
			}
			return reportError(e, "cards", writeCards(c, &f, e))
		}
	},
}

// reportError prints a step's error; it returns the exit code.
func reportError(e *env, step string, err error) int {
	if err == nil {
		return exitOK
	}
	var list catalog.ErrorList
	if errors.As(err, &list) {
		printDiagnostics(e.stderr, err)
		return exitGame
	}
	fmt.Fprintf(e.stderr, "cardpress %s: %v\n", step, err)
	if errors.As(err, new(usageError)) {
		return exitUsage
	}
	return exitGame
}

// usageError marks errors in the flags rather than in the game.
type usageError struct{ error }

// progress prints what a step did, unless quiet.
type progress struct {
	w     io.Writer
	quiet bool
	start time.Time
}

func (p *progress) done(format string, args ...any) {
	if !p.quiet {
		fmt.Fprintf(p.w, format+" (%d ms)\n", append(args, time.Since(p.start).Milliseconds())...)
	}
	p.start = time.Now()
}

func (f *cardFlags) sheetOptions(c *catalog.Catalog) (layout.SheetOptions, error) {
	paper, err := layout.ParsePaper(f.paper)
	if err != nil {
		return layout.SheetOptions{}, usageError{err}
	}
	gutter := f.gutter
	if gutter < 0 {
		gutter = autoGutter(c, layout.SheetOptions{Paper: paper, Landscape: f.landscape, Margin: f.margin, Bleed: f.bleed})
	}
	if err := layout.CheckGutter(gutter, f.bleed); err != nil {
		return layout.SheetOptions{}, usageError{err}
	}
	if f.dpi < 30 || f.dpi > 1200 {
		return layout.SheetOptions{}, usageError{fmt.Errorf("--dpi %v is outside 30–1200", f.dpi)}
	}
	return layout.SheetOptions{Paper: paper, Landscape: f.landscape, Margin: f.margin, Gutter: gutter, Bleed: f.bleed}, nil
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

func writeCards(c *catalog.Catalog, f *cardFlags, e *env) error {
	opts, err := f.sheetOptions(c)
	if err != nil {
		return err
	}
	sel := catalog.Selection{Set: f.set, OneEach: f.oneEach}
	if f.only != "" {
		sel.Only = strings.Split(f.only, ",")
	}
	cards, err := c.Select(sel)
	if err != nil {
		return usageError{err}
	}
	set := sel.Set
	if set == "" {
		set = c.DefaultSet()
	}
	p := &progress{w: e.stderr, quiet: f.quiet, start: time.Now()}
	_, pages, err := layout.CardSheets(c, cards, layout.DeckOptions{
		Sheet: opts, Backs: !f.noBacks,
		Label: c.Game.Title + " · " + c.Set(set).Name,
	})
	if err != nil {
		return err
	}
	imgs := output.NewImages(c.FS, f.dpi)
	name := "cards.pdf"
	if f.set != "" && f.set != c.DefaultSet() {
		name = "cards-" + f.set + ".pdf"
	}
	pdf := filepath.Join(f.out, name)
	err = output.WriteFile(pdf, func(w io.Writer) error {
		return output.WritePages(w, c.Game.Title+" — cards", pages, imgs)
	})
	if err != nil {
		return err
	}
	p.done("%s: %d cards on %d pages", pdf, len(cards), len(pages))
	if !f.png && !f.tts {
		return nil
	}
	designs, sheets, err := output.WriteCardImages(c, cards, output.CardImages{Dir: f.out, PNG: f.png, Gray: f.gray, Sheet: f.tts}, imgs)
	if err != nil {
		return err
	}
	if f.png {
		p.done("%s: %d card images at %v dpi", filepath.Join(f.out, "png"), designs, f.dpi)
	}
	if f.tts {
		p.done("%s: %d deck sheets of %d × %d", filepath.Join(f.out, "tts"), sheets, output.DeckSheetCols, output.DeckSheetRows)
	}
	return nil
}
