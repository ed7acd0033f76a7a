package main

import (
	"flag"
	"io"
	"path/filepath"

	"cardpress/build"
)

var manualCommand = command{
	name: "manual",
	args: "[GAME_DIR] [flags]",
	summary: `Typeset a game's rulebook (GAME_DIR/manual/*.md) as a PDF.
B5 pages, Japanese line breaking, card entries with the text wrapped around
the card, rule examples with their cards.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var o build.ManualOptions
		out := fs.String("out", "", "output folder: writes OUT/manual.pdf (default out/GAME_ID)")
		fs.BoolVar(&o.Color, "color", false, "card faces in color, for screen versions (default: grayscale for cheap printing)")
		fs.StringVar(&o.Paper, "paper", "b5", "paper: b5, a4, letter, … or WxH in mm (wider than tall for landscape)")
		fs.BoolVar(&o.Landscape, "landscape", false, "landscape pages")
		quiet := fs.Bool("q", false, "quiet: no progress on stderr")
		return func() int {
			g, code := loadGame(fs.Args(), e)
			if g == nil {
				return code
			}
			c := g.Catalog
			if *out == "" {
				*out = filepath.Join("out", c.Game.ID)
			}
			o.Path = filepath.Join(*out, "manual.pdf")
			var log io.Writer = e.stderr
			if *quiet {
				log = nil
			}
			return reportError(e, "manual", build.Manual(g, o, log))
		}
	},
}
