package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"cardpress/build"
	"cardpress/catalog"
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
	limit(fs, "margin", 0, 100)
	limit(fs, "gutter", 0, 100)
	limit(fs, "bleed", 0, 20)
	limit(fs, "dpi", 30, 1200)
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
			return reportError(e, "cards", build.Cards(c, f.options(), f.log(e)))
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
	if errors.As(err, new(build.OptionError)) {
		return exitUsage
	}
	return exitGame
}

// usageError marks an error in the flags rather than in the game.
func usageError(err error) error { return build.OptionError{Err: err} }

// options turns the flags into the build's card options.
func (f *cardFlags) options() build.CardOptions {
	o := build.CardOptions{
		Dir: f.out, Paper: f.paper, Landscape: f.landscape,
		Margin: f.margin, Gutter: f.gutter, Bleed: f.bleed,
		Set: f.set, OneEach: f.oneEach, NoBacks: f.noBacks,
		PNG: f.png, Gray: f.gray, TTS: f.tts, DPI: f.dpi,
	}
	if f.only != "" {
		o.Only = strings.Split(f.only, ",")
	}
	return o
}

// log is where progress goes: stderr, or nowhere with -q.
func (f *cardFlags) log(e *env) io.Writer {
	if f.quiet {
		return nil
	}
	return e.stderr
}
