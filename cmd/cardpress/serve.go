package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"cardpress/build"
	"cardpress/catalog"
	"cardpress/folder"
	"cardpress/games"
	"cardpress/output"
	"cardpress/preview"
)

var serveCommand = command{
	name: "serve",
	args: "[GAME_DIR] [--addr 127.0.0.1:8080] [flags]",
	summary: `Show a game in the browser, updated live as its sources change.
A local page with every card face and back by set, at real size or zoomed,
the manual's pages, the check report and every error with its position. It
rebuilds into OUT (default out/GAME_ID) like watch, and the page updates
itself after each save; errors show on the page beside the last good build.
It listens on the loopback address unless --addr says otherwise, answers
only requests for localhost or the --addr host (another site's page cannot
read the game), and opens nothing by itself. Stop with Ctrl-C.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var f cardFlags
		addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one)")
		color := fs.Bool("color", false, "manual with card faces in color (default: grayscale)")
		interval := fs.Duration("interval", 50*time.Millisecond, "how often the game folder is scanned for changes")
		f.define(fs)
		return func() int {
			args := fs.Args()
			if len(args) > 1 {
				fmt.Fprintf(e.stderr, "cardpress: want at most one GAME_DIR, got %d arguments\n", len(args))
				return exitUsage
			}
			ln, err := net.Listen("tcp", *addr)
			if err != nil {
				fmt.Fprintf(e.stderr, "cardpress serve: %v\n", err)
				return exitUsage
			}
			o := preview.Options{Addr: *addr, Interval: *interval, Log: e.stderr, Load: func() (*folder.Game, error) {
				return folder.LoadFS(games.Default(), games.DefaultPath, rulesEngines)
			}}
			if len(args) == 1 {
				o.Dir = args[0]
				o.Load = func() (*folder.Game, error) { return folder.Load(args[0], rulesEngines) }
			}
			var once sync.Once
			var cards build.CardOptions
			var cardsErr error
			o.Build = func(c *catalog.Catalog) (build.Options, error) {
				once.Do(func() { cards, cardsErr = f.options(fs, c) }) // flags resolve with the first game that loads
				return build.Options{Dir: cards.Dir, Cards: cards, Color: *color, Log: f.log(e)}, cardsErr
			}
			if !f.quiet {
				o.Log = e.stderr
			} else {
				o.Log = nil
			}
			return serve(ln, preview.New(o), e)
		}
	},
}

// serve runs the preview server on ln until an interrupt.
func serve(ln net.Listener, s *preview.Server, e *env) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(e.stdout, "serving on http://%s/ (Ctrl-C stops)\n", ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	go s.Run(ctx)
	select {
	case <-ctx.Done():
	case err := <-done:
		if !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintf(e.stderr, "cardpress serve: %v\n", err)
			return exitGame
		}
	}
	shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	srv.Shutdown(shut)
	// A rebuild may be under way: what it has half-written goes, and it
	// writes nothing more before the process exits.
	output.RemoveTemporaries()
	return exitOK
}
