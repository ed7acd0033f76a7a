// Command cardpress builds a card game from its sources: card sheets, the
// rulebook manual and the check of the rule examples.
//
// Exit codes: 0 success, 1 the game has errors, 2 usage errors.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// Exit codes.
const (
	exitOK    = 0
	exitGame  = 1
	exitUsage = 2
)

// command is one subcommand: run defines its flags on fs and returns the
// function that does the work once they are parsed.
type command struct {
	name    string
	args    string
	summary string
	run     func(fs *flag.FlagSet, env *env) func() int
}

var commands = []command{
	buildCommand,
	validateCommand,
	initCommand,
	cardsCommand,
	checkCommand,
	simCommand,
	manualCommand,
}

// env is what a command talks to; tests replace the streams.
type env struct {
	stdout, stderr io.Writer
}

func main() {
	os.Exit(run(os.Args[1:], &env{stdout: os.Stdout, stderr: os.Stderr}))
}

func run(args []string, e *env) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(e.stdout)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	for _, c := range commands {
		if c.name != args[0] {
			continue
		}
		fs := flag.NewFlagSet("cardpress "+c.name, flag.ContinueOnError)
		fs.SetOutput(e.stderr)
		if asksHelp(args[1:]) {
			fs.SetOutput(e.stdout) // asked-for help is output, not an error
		}
		body := c.run(fs, e)
		fs.Usage = func() {
			fmt.Fprintf(fs.Output(), "usage: cardpress %s %s\n\n%s\n", c.name, c.args, c.summary)
			if hasFlags(fs) {
				fmt.Fprintln(fs.Output(), "\nflags:")
				fs.PrintDefaults()
			}
		}
		if err := fs.Parse(interleaved(fs, args[1:])); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return exitOK
			}
			return exitUsage
		}
		return body()
	}
	fmt.Fprintf(e.stderr, "cardpress: unknown command %q\n\n", args[0])
	usage(e.stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: cardpress COMMAND [GAME_DIR] [flags]")
	fmt.Fprintln(w, "\nWithout GAME_DIR, commands work on the built-in default game, Windia War.")
	fmt.Fprintln(w, "\ncommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, firstLine(c.summary))
	}
	fmt.Fprintln(w, "\nRun 'cardpress COMMAND --help' for a command's flags.")
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// interleaved moves flags after positional arguments to the front, so that
// "cardpress cards games/x --png" works as people type it.
func interleaved(fs *flag.FlagSet, args []string) []string {
	var flags, pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			pos = append(pos, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil && !isBool(f) && i+1 < len(args) {
			flags = append(flags, args[i+1])
			i++
		}
	}
	return append(flags, pos...)
}

func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

func asksHelp(args []string) bool {
	for _, a := range args {
		if a == "-h" || a == "-help" || a == "--help" {
			return true
		}
	}
	return false
}
