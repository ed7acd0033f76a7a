// Package build is cardpress's build pipeline: from a loaded game to the
// files of its output folder — card sheets, card images, the manual and the
// check report. The build, watch and serve commands share it; the command
// line only turns flags into Options.
package build

import (
	"bytes"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"sync"
	"time"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/folder"
	"cardpress/manual"
	"cardpress/output"
)

// Options say what a full build of a game writes, and where.
type Options struct {
	Dir   string      // the game's output folder, OUT/GAME_ID
	Cards CardOptions // sheet and image options; its Dir, Set and PNG are set by Game
	Color bool        // manual with card faces in color
	Log   io.Writer   // progress lines; nil for none
}

// Result is what a full build found besides its files.
type Result struct {
	Passed, Failed int    // rule examples of the check report
	Report         string // path of the check report
	// Dir is where the build went: o.Dir, or o.Dir + ".failed" beside it
	// when rule examples fail (o.Dir then keeps the last good build).
	Dir string
	// Failures are the failing examples, one line each, with file:line.
	Failures []string
	// NoManual says the game has no rulebook (no Markdown files in its
	// manual/ folder): the build wrote the cards only, no manual.pdf and
	// no check.txt, whose examples would be the rulebook's.
	NoManual bool
}

// Game builds everything of game g into o.Dir: the sheets of every set
// that no other set contains (the default one as cards.pdf), one PNG per
// card design, manual.pdf and check.txt. Failing rule examples are counted
// in the result, not returned as an error; everything is written first.
// The build is staged beside o.Dir and swapped in whole (see stage.go): an
// error leaves o.Dir as it was.
func Game(g *folder.Game, o Options) (*Result, error) {
	c := g.Catalog
	if err := CheckOutput(c, o.Dir, true); err != nil {
		return nil, err
	}
	s, err := newStage(o.Dir)
	if err != nil {
		return nil, err
	}
	staged := o
	staged.Dir, staged.Log = s.dir, s.log(o.Log)
	staged.Cards.FinalDir = o.Dir // addresses written into files name the folder where it ends up
	staged.Cards.ArtCache = artCache(o.Dir)
	output.PruneArtCache(staged.Cards.ArtCache)
	res, err := gameInto(g, staged)
	if err != nil {
		s.abort()
		return nil, s.err(err)
	}
	res.Dir = o.Dir
	failed := o.Dir + ".failed"
	if res.Failed > 0 {
		res.Dir = failed
	}
	var stale []string
	if res.Failed == 0 {
		stale = append(stale, failed) // a failing build of before is stale now
	}
	if err := s.commit(res.Dir, stale...); err != nil {
		return nil, s.err(err)
	}
	if res.Report != "" {
		res.Report = filepath.Join(res.Dir, filepath.Base(res.Report))
	}
	return res, nil
}

// gameInto writes the files of a full build into o.Dir.
//
// The three steps are independent and run at once: the manual, set on one
// core, overlaps the card images drawn on all of them. Their progress lines
// come out in step order all the same.
func gameInto(g *folder.Game, o Options) (*Result, error) {
	c := g.Catalog
	res := &Result{Report: filepath.Join(o.Dir, "check.txt")}
	steps := []func(log io.Writer) error{
		func(log io.Writer) error { return gameCards(c, o, log) },
	}
	if g.Rulebook == nil {
		res.NoManual, res.Report = true, ""
		steps = append(steps, func(log io.Writer) error { skippedManual(g, log); return nil })
	} else {
		steps = append(steps, func(log io.Writer) error {
			return Manual(g, ManualOptions{Path: filepath.Join(o.Dir, "manual.pdf"), Paper: "b5", Color: o.Color, ArtCache: o.Cards.ArtCache}, log)
		}, func(log io.Writer) error {
			rep, err := writeCheck(g, res.Report, log)
			if err == nil {
				res.Passed, res.Failed, res.Failures = rep.Passed, rep.Failed, failures(rep)
			}
			return err
		})
	}
	if err := runSteps(steps, o.Log); err != nil {
		return nil, err
	}
	return res, nil
}

// skippedManual says in the log that the manual and the check were left
// out, and why: a game of cards only is built, not refused.
func skippedManual(g *folder.Game, log io.Writer) {
	if log != nil {
		fmt.Fprintf(log, "manual skipped: %s has no Markdown files; no manual.pdf and no check.txt\n", path.Join(g.Dir, manual.Dir))
	}
}

// gameCards writes the sheets of every set that no other set contains: the
// default one as cards.pdf, others (BlackPoker's reference cards) as
// cards-SET.pdf, and one PNG per card design.
func gameCards(c *catalog.Catalog, o Options, log io.Writer) error {
	co := o.Cards
	co.Dir = o.Dir
	co.PNG = !o.Cards.noImages
	sets := c.OuterSets()
	if o.Cards.Set != "" {
		sets = []string{o.Cards.Set} // --set: that set only
	}
	for _, set := range sets {
		co.Set = set
		if err := Cards(c, co, log); err != nil {
			return err
		}
	}
	return nil
}

// writeCheck plays the rule examples and writes the report to path.
func writeCheck(g *folder.Game, path string, log io.Writer) (*engine.Report, error) {
	p := newProgress(log)
	rep, err := Check(g, CheckOptions{})
	if err != nil {
		return nil, err
	}
	var text bytes.Buffer
	WriteCheckReport(&text, rep)
	if err := output.WriteFile(path, func(w io.Writer) error { _, err := w.Write(text.Bytes()); return err }); err != nil {
		return nil, err
	}
	p.done("%s: %d passed, %d failed", path, rep.Passed, rep.Failed)
	return rep, nil
}

// runSteps runs the steps at once, each logging into its own buffer, and
// copies the buffers to log in step order. The error is the first step's
// in that order, so that a failed build reports what a serial one would.
func runSteps(steps []func(io.Writer) error, log io.Writer) error {
	logs := make([]bytes.Buffer, len(steps))
	errs := make([]error, len(steps))
	var wg sync.WaitGroup
	for i, step := range steps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var w io.Writer
			if log != nil {
				w = &logs[i]
			}
			errs[i] = step(w)
		}()
	}
	wg.Wait()
	for i := range steps {
		if log != nil {
			log.Write(logs[i].Bytes())
		}
		if errs[i] != nil {
			return errs[i]
		}
	}
	return nil
}

// OptionError marks errors in the options (the command's flags) rather
// than in the game.
type OptionError struct{ Err error }

func (e OptionError) Error() string { return e.Err.Error() }

// Unwrap returns the error in the option.
func (e OptionError) Unwrap() error { return e.Err }

// progress prints what a step did and how long it took, unless w is nil.
type progress struct {
	w     io.Writer
	start time.Time
}

func newProgress(w io.Writer) *progress { return &progress{w: w, start: time.Now()} }

func (p *progress) done(format string, args ...any) {
	if p.w != nil {
		fmt.Fprintf(p.w, format+" (%d ms)\n", append(args, time.Since(p.start).Milliseconds())...)
	}
	p.start = time.Now()
}
