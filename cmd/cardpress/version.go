package main

import (
	"fmt"
	"io"
	"runtime/debug"
)

// printVersion prints the module version and the source revision the
// binary was built from, as Go's build info records them, so that a
// designer can tell which build made a file.
func printVersion(w io.Writer) {
	version, settings := "(unknown)", map[string]string{}
	if info, ok := debug.ReadBuildInfo(); ok {
		version = info.Main.Version
		for _, s := range info.Settings {
			settings[s.Key] = s.Value
		}
	}
	fmt.Fprintf(w, "cardpress %s", version)
	if rev := settings["vcs.revision"]; rev != "" {
		fmt.Fprintf(w, ", revision %s", rev)
		if t := settings["vcs.time"]; t != "" {
			fmt.Fprintf(w, " of %s", t)
		}
		if settings["vcs.modified"] == "true" {
			fmt.Fprint(w, ", with uncommitted changes")
		}
	} else {
		fmt.Fprint(w, ", source revision unknown (built outside a git checkout, or with -buildvcs=false)")
	}
	fmt.Fprintln(w)
}
