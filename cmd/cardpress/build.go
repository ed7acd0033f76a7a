package main

import (
	"flag"
	"fmt"
	"path/filepath"
	"time"
)

var buildCommand = command{
	name: "build",
	args: "[GAME_DIR] [flags]",
	summary: `Build everything of a game into OUT/GAME_ID: the catalog check, cards.pdf
(full deck, duplex backs), one PNG per card design, and manual.pdf.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var f cardFlags
		out := fs.String("out", "out", "output folder; the game goes into OUT/GAME_ID")
		color := fs.Bool("color", false, "manual with card faces in color (default: grayscale)")
		f.define(fs, false)
		return func() int {
			c, code := loadGame(fs.Args(), e)
			if c == nil {
				return code
			}
			f.out = filepath.Join(*out, c.Game.ID)
			f.png = true
			// Every set that no other set contains gets its sheets: the
			// default one as cards.pdf, others (BlackPoker's reference
			// cards) as cards-SET.pdf.
			for _, set := range c.OuterSets() {
				f.set = set
				if code := report(e, "build", writeCards(c, &f, e)); code != exitOK {
					return code
				}
			}
			mf := manualFlags{out: filepath.Join(f.out, "manual.pdf"), paper: "b5", color: *color}
			p := &progress{w: e.stderr, quiet: f.quiet, start: time.Now()}
			if code := report(e, "build", writeManual(c, &mf, p)); code != exitOK {
				return code
			}
			fmt.Fprintf(e.stdout, "built %s into %s\n", c.Game.Title, f.out)
			return exitOK
		}
	},
}
