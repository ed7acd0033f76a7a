package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"cardpress/output"
)

// stopOnSignal makes SIGINT and SIGTERM stop a command without leaving a
// temporary file or folder behind, at whatever moment they come: the
// temporaries are removed once what is being renamed into place is, and
// the process exits 128 + the signal's number, as a shell reports it.
// serve and watch stop in their own way (serve.go, watch.go).
func stopOnSignal(args []string) {
	if len(args) > 0 && (args[0] == "serve" || args[0] == "watch") {
		return
	}
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		sig := <-ch
		output.RemoveTemporaries()
		fmt.Fprintf(os.Stderr, "cardpress: stopped by %v; the outputs are as they were or whole, no temporary file left\n", sig)
		n := 2
		if s, ok := sig.(syscall.Signal); ok {
			n = int(s)
		}
		os.Exit(128 + n)
	}()
}
