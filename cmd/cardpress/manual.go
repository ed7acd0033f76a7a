package main

import (
	"flag"
	"io"
	"path/filepath"
	"time"

	"cardpress/catalog"
	"cardpress/layout"
	"cardpress/manual"
	"cardpress/output"
)

// manualFlags are the options of the manual command, shared with build.
type manualFlags struct {
	out   string
	color bool
	paper string
}

var manualCommand = command{
	name: "manual",
	args: "[GAME_DIR] [flags]",
	summary: `Typeset a game's rulebook (GAME_DIR/manual/*.md) as a PDF.
B5 pages, Japanese line breaking, card entries with the text wrapped around
the card, rule examples with their cards.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var f manualFlags
		fs.StringVar(&f.out, "out", "", "output PDF (default out/GAME_ID/manual.pdf)")
		fs.BoolVar(&f.color, "color", false, "card faces in color, for screen versions (default: grayscale for cheap printing)")
		fs.StringVar(&f.paper, "paper", "b5", "paper: b5, a4, letter, … or WxH in mm")
		quiet := fs.Bool("q", false, "quiet: no progress on stderr")
		return func() int {
			c, code := loadGame(fs.Args(), e)
			if c == nil {
				return code
			}
			if f.out == "" {
				f.out = filepath.Join("out", c.Game.ID, "manual.pdf")
			}
			p := &progress{w: e.stderr, quiet: *quiet, start: time.Now()}
			return reportError(e, "manual", writeManual(c, &f, p))
		}
	},
}

func writeManual(c *catalog.Catalog, f *manualFlags, p *progress) error {
	paper, err := layout.ParsePaper(f.paper)
	if err != nil {
		return usageError{err}
	}
	srcs, err := manual.Sources(c.FS, filepath.Dir(c.Path))
	if err != nil {
		return err
	}
	m, err := manual.Build(c, srcs, manual.Options{Color: f.color, Paper: paper})
	if err != nil {
		return err
	}
	imgs := output.NewImages(c.FS, 300)
	err = output.WriteFile(f.out, func(w io.Writer) error {
		return output.WritePages(w, c.Game.Title+" — "+"manual", m.Pages, imgs)
	})
	if err != nil {
		return err
	}
	p.done("%s: %d pages, %d card entries", f.out, len(m.Pages), len(m.Cards))
	return nil
}
