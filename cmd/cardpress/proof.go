package main

import (
	"flag"
	"path/filepath"
	"strconv"
	"strings"

	"cardpress/build"
	"cardpress/catalog"
)

var proofCommand = command{
	name: "proof",
	args: "[GAME_DIR] [flags]",
	summary: `Write proofs of the card faces: each face enlarged with its bleed, the cut
line, the safe zone and the box of every element, labelled with what it
prints; text in the safe zone is marked. Writes OUT/proof.pdf (the figures
on pages) and OUT/png/FACE.png (one per design); OUT is out/GAME_ID-proof.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		out := fs.String("out", "", "output folder (default out/GAME_ID-proof)")
		set := fs.String("set", "", "the set whose designs are proofed (default: the largest)")
		only := fs.String("only", "", "comma-separated card ids to proof (entry ids like skip, or faces like skip/red)")
		bleed := fs.Float64("bleed", -1, "`mm` of bleed shown beyond the cut")
		showDefault(fs, "bleed", "[print] bleed, else 3")
		limit(fs, "bleed", 0, 10)
		safe := fs.Float64("safe-zone", -1, "`mm` inside the cut that card text keeps clear of")
		showDefault(fs, "safe-zone", "[print] safe_zone, else 3")
		limit(fs, "safe-zone", 0, 20)
		paper := fs.String("paper", "a4", "paper of proof.pdf: a4, a3, b5, b4, letter, legal, or WxH in mm")
		dpi := fs.Float64("dpi", 150, "resolution of the proof PNGs in `dpi`")
		limit(fs, "dpi", 30, 600)
		noPNG := fs.Bool("no-png", false, "proof.pdf only, no PNGs")
		quiet := fs.Bool("q", false, "quiet: no progress on stderr")
		return func() int {
			g, code := loadCatalog(fs.Args(), e)
			if g == nil {
				return code
			}
			c := g.Catalog
			o := build.ProofOptions{Dir: *out, Set: *set, Bleed: *bleed, Safe: safeZone(c, *safe), Paper: *paper, DPI: *dpi, PNG: !*noPNG}
			if o.Dir == "" {
				o.Dir = filepath.Join("out", c.Game.ID+"-proof")
			}
			if *only != "" {
				o.Only = strings.Split(*only, ",")
			}
			if o.Bleed < 0 {
				o.Bleed = printNumber(c, "bleed", 3)
			}
			log := e.stderr
			if *quiet {
				log = nil
			}
			if code := reportError(e, "proof", build.Proof(c, o, log)); code != exitOK {
				return code
			}
			return exitOK
		}
	},
}

// printNumber is the number [print] gives key, else def.
func printNumber(c *catalog.Catalog, key string, def float64) float64 {
	if s, ok := c.Print.Setting(key); ok {
		if v, err := strconv.ParseFloat(s.Value, 64); err == nil {
			return v
		}
	}
	return def
}
