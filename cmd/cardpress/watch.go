package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"cardpress/build"
	"cardpress/diag"
	"cardpress/watch"
)

var watchCommand = command{
	name: "watch",
	args: "GAME_DIR [flags]",
	summary: `Rebuild a game into OUT (default out/GAME_ID) whenever one of its sources changes.
Writes what build writes, redrawing only the cards that changed: after a
save, the card images and sheets come first, then the manual and the check.
Errors are printed with their position and the last good output stays.
Stop with Ctrl-C.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var w watcher
		color := fs.Bool("color", false, "manual with card faces in color (default: grayscale)")
		fs.DurationVar(&w.interval, "interval", 50*time.Millisecond, "how often the game folder is scanned for changes")
		w.flags.define(fs)
		return func() int {
			if len(fs.Args()) != 1 {
				fmt.Fprintln(e.stderr, "cardpress watch: give the GAME_DIR to watch (the built-in game never changes; 'cardpress init DIR' writes one to edit)")
				return exitUsage
			}
			w.dir, w.fs, w.e, w.color = fs.Args()[0], fs, e, *color
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return w.run(ctx)
		}
	},
}

// watcher is the state of one watch command.
type watcher struct {
	dir      string
	interval time.Duration
	flags    cardFlags
	color    bool
	fs       *flag.FlagSet
	e        *env

	session *build.Session
	cards   *build.CardOptions // resolved with the first game that loads
}

func (w *watcher) run(ctx context.Context) int {
	folder, err := watch.New(w.dir)
	if err != nil {
		fmt.Fprintf(w.e.stderr, "cardpress watch: %v\n", err)
		return exitGame
	}
	w.session = build.NewSession()
	if code := w.rebuild(nil); code == exitUsage {
		return code
	}
	fmt.Fprintf(w.e.stderr, "watching %s; Ctrl-C stops\n", w.dir)
	watch.Poll(ctx, folder, w.interval, func(changed []string) { w.rebuild(changed) })
	return exitOK
}

// rebuild loads the game again and rebuilds it, printing what happened.
// It returns exitUsage for flags that can never work, to stop watching.
func (w *watcher) rebuild(changed []string) int {
	e := w.e
	if len(changed) > 0 {
		fmt.Fprintf(e.stderr, "changed: %s\n", strings.Join(changed, ", "))
	}
	start := time.Now()
	g, code := loadGame([]string{w.dir}, e)
	if g == nil {
		fmt.Fprintln(e.stderr, "cardpress watch: not rebuilt; the output keeps the last good build")
		return code
	}
	c := g.Catalog
	if w.cards == nil {
		co, err := w.flags.options(w.fs, c)
		if err != nil {
			return reportError(e, "watch", err)
		}
		w.cards = &co
	}
	o := build.Options{Dir: w.cards.Dir, Cards: *w.cards, Color: w.color, Log: w.flags.log(e)}
	var cards time.Duration
	r, err := w.session.Rebuild(g, o, func(*build.Rebuild) { cards = time.Since(start) })
	if err != nil {
		code := reportError(e, "watch", err)
		if errors.As(err, new(build.OptionError)) && r == nil && cards == 0 {
			return code
		}
		fmt.Fprintln(e.stderr, "cardpress watch: the output keeps the last good files of the failed step")
		return exitGame
	}
	for _, f := range r.Failures {
		fmt.Fprintln(e.stderr, f)
	}
	fmt.Fprintf(e.stdout, "rebuilt %s into %s in %d ms (cards in %d ms, %s drawn; %s)\n",
		c.Game.Title, o.Dir, time.Since(start).Milliseconds(), cards.Milliseconds(), diag.Count(r.Drawn, "card image"), r.Checked())
	return exitOK
}
