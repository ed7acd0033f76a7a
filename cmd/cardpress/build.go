package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"cardpress/output"
)

var buildCommand = command{
	name: "build",
	args: "[GAME_DIR] [flags]",
	summary: `Build everything of a game: card sheets, card images, manual and rule check.
Writes into OUT/GAME_ID: cards.pdf (full deck, duplex backs), png/ (one PNG
per card design), manual.pdf, and check.txt, the report of every rule example
played on the rules engine. The exit code is 1 when an example fails.`,
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
				if code := reportError(e, "build", writeCards(c, &f, e)); code != exitOK {
					return code
				}
			}
			mf := manualFlags{out: filepath.Join(f.out, "manual.pdf"), paper: "b5", color: *color}
			p := &progress{w: e.stderr, quiet: f.quiet, start: time.Now()}
			if code := reportError(e, "build", writeManual(c, &mf, p)); code != exitOK {
				return code
			}
			// The check report goes to OUT/GAME_ID/check.txt; a failing
			// example fails the build, after everything else is written.
			var report bytes.Buffer
			p = &progress{w: e.stderr, quiet: f.quiet, start: time.Now()}
			passed, failed, err := runCheck(c, checkOptions{}, &env{stdout: &report, stderr: e.stderr})
			if err == nil {
				err = output.WriteFile(filepath.Join(f.out, "check.txt"), func(w io.Writer) error { _, err := w.Write(report.Bytes()); return err })
			}
			if code := reportError(e, "build", err); code != exitOK {
				return code
			}
			p.done("%s: %d passed, %d failed", filepath.Join(f.out, "check.txt"), passed, failed)
			if failed > 0 {
				fmt.Fprintf(e.stderr, "cardpress build: %d rule examples fail; see %s\n", failed, filepath.Join(f.out, "check.txt"))
				return exitGame
			}
			fmt.Fprintf(e.stdout, "built %s into %s\n", c.Game.Title, f.out)
			return exitOK
		}
	},
}
