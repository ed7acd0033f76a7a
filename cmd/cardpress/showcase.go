package main

import (
	"flag"
	"fmt"
	"image/color"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"cardpress/build"
	"cardpress/output"
)

var showcaseCommand = command{
	name: "showcase",
	args: "[GAME_DIR] [flags]",
	summary: `Write a picture of chosen cards for a store page or a post: in a grid,
fanned, or held as a hand, each with a soft shadow, at a given pixel size.
The same cards and flags make the same PNG, byte for byte.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		out := fs.String("out", "", "the PNG to write (default out/GAME_ID-ARRANGE.png)")
		arrange := fs.String("arrange", "fan", "how the cards lie: "+strings.Join(output.ShowcaseArrangements, ", ")+" (a hand is a tight fan, as held)")
		set := fs.String("set", "", "the set the cards come from (default: the largest)")
		only := fs.String("only", "", "comma-separated card ids to show, in this order (default: the first designs of the set)")
		count := fs.Int("count", 5, "without --only: how many designs, from the first")
		limit(fs, "count", 1, 60)
		size := fs.String("size", "1600x900", "the picture's size in pixels, WxH")
		bg := fs.String("background", "none", "background color #RRGGBB, or none (transparent)")
		gray := fs.Bool("gray", false, "the cards in grayscale")
		quiet := fs.Bool("q", false, "quiet: no progress on stderr")
		return func() int {
			if !slices.Contains(output.ShowcaseArrangements, *arrange) {
				return reportError(e, "showcase", usageError(fmt.Errorf("--arrange %q: want %s", *arrange, strings.Join(output.ShowcaseArrangements, ", "))))
			}
			w, h, err := parseSize(*size)
			if err != nil {
				return reportError(e, "showcase", usageError(err))
			}
			back, err := parseBackground(*bg)
			if err != nil {
				return reportError(e, "showcase", usageError(err))
			}
			g, code := loadCatalog(fs.Args(), e)
			if g == nil {
				return code
			}
			c := g.Catalog
			o := build.ShowcaseOptions{Path: *out, Set: *set, First: *count,
				ShowcaseOptions: output.ShowcaseOptions{Arrange: *arrange, W: w, H: h, Background: back, Gray: *gray}}
			if o.Path == "" {
				o.Path = filepath.Join("out", c.Game.ID+"-"+*arrange+".png")
			}
			if *only != "" {
				o.Only = strings.Split(*only, ",")
			}
			log := e.stderr
			if *quiet {
				log = nil
			}
			return reportError(e, "showcase", build.Showcase(c, o, log))
		}
	},
}

// parseSize reads a picture size "WxH" in pixels.
func parseSize(s string) (w, h int, err error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil || w < 64 || h < 64 || w > 8192 || h > 8192 {
		return 0, 0, fmt.Errorf("--size %q: want WxH in pixels, each from 64 to 8192, like 1600x900", s)
	}
	return w, h, nil
}

// parseBackground reads "#RRGGBB", or "none" for a transparent picture.
func parseBackground(s string) (color.Color, error) {
	if s == "none" {
		return nil, nil
	}
	v, err := strconv.ParseUint(strings.TrimPrefix(s, "#"), 16, 32)
	if err != nil || len(s) != 7 || s[0] != '#' {
		return nil, fmt.Errorf("--background %q: want a color #RRGGBB, like #F4F1EA, or none", s)
	}
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xFF}, nil
}
