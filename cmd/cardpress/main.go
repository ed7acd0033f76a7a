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
	"math"
	"os"
	"strings"

	"cardpress/diag"
	_ "cardpress/fonts/files" // the built-in fonts, embedded
	"cardpress/internal/gcpace"
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
	watchCommand,
	serveCommand,
	validateCommand,
	initCommand,
	proofCommand,
	showcaseCommand,
	cardsCommand,
	checkCommand,
	simCommand,
	manualCommand,
}

// env is what a command talks to; tests replace the streams.
type env struct {
	stdout, stderr io.Writer
	// verbose (--verbose) or terminal (stderr is one) print every
	// diagnostic with its source line and a caret.
	verbose, terminal bool
	// sources reads the files of the loaded game, for those excerpts.
	sources diag.Sources
	// playable asks loadGame for a game whose rulebook has errors but whose
	// examples can be played all the same (check).
	playable bool
}

func main() {
	gcpace.Set(gcpace.SmallHeap)
	stopOnSignal(os.Args[1:])
	os.Exit(run(os.Args[1:], &env{stdout: os.Stdout, stderr: os.Stderr, terminal: isTerminal(os.Stderr)}))
}

func run(args []string, e *env) int {
	if len(args) == 1 && (args[0] == "--version" || args[0] == "-version" || args[0] == "version") {
		printVersion(e.stdout)
		return exitOK
	}
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
		fs.BoolVar(&e.verbose, "verbose", false, "print each error with its source line and a caret under the place")
		body := c.run(fs, e)
		fs.Usage = func() {
			fmt.Fprintf(fs.Output(), "usage: cardpress %s %s\n\n%s\n", c.name, c.args, c.summary)
			if hasFlags(fs) {
				fmt.Fprintln(fs.Output(), "\nflags:")
				fs.PrintDefaults()
			}
		}
		if !asksHelp(args[1:]) {
			// After a mistake, the line that says what is wrong is not
			// buried under every flag the command has.
			fs.Usage = func() {
				fmt.Fprintf(fs.Output(), "usage: cardpress %s %s (cardpress %s --help lists the flags)\n", c.name, c.args, c.name)
			}
		}
		checkNumbers(fs)
		ordered, err := interleaved(fs, args[1:])
		if err != nil {
			fmt.Fprintf(fs.Output(), "%v\n", err)
			fs.Usage()
			return exitUsage
		}
		if err := fs.Parse(ordered); err != nil {
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
	fmt.Fprintln(w, "\nRun 'cardpress COMMAND --help' for a command's flags, 'cardpress --version' for the build.")
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
// "cardpress cards games/x --png" works as people type it. A flag that takes
// a value never takes a positional argument that stood before it, nor
// another flag: "build game --out" is an error, not a build into ./game.
func interleaved(fs *flag.FlagSet, args []string) ([]string, error) {
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
		f := fs.Lookup(name)
		if f == nil || isBool(f) {
			continue
		}
		if i+1 == len(args) {
			return nil, fmt.Errorf("%s: flag %s needs a value", fs.Name(), a)
		}
		if next := args[i+1]; strings.HasPrefix(next, "-") && fs.Lookup(strings.TrimLeft(strings.SplitN(next, "=", 2)[0], "-")) != nil {
			return nil, fmt.Errorf("%s: flag %s needs a value, but %s follows it (write %s=VALUE if the value starts with '-')", fs.Name(), a, next, a)
		}
		flags = append(flags, args[i+1])
		i++
	}
	return append(append(flags, "--"), pos...), nil
}

// numberValue is a numeric flag that refuses NaN, infinities and, when it
// has a range, values outside it.
type numberValue struct {
	flag.Value
	lo, hi float64
	ranged bool
}

// String implements flag.Value, for the zero value too (flag's help asks it).
func (v *numberValue) String() string {
	if v.Value == nil {
		return "0"
	}
	return v.Value.String()
}

func (v *numberValue) Set(s string) error {
	if err := v.Value.Set(s); err != nil {
		return err
	}
	x, ok := number(v.Value)
	switch {
	case !ok:
		return nil
	case math.IsNaN(x) || math.IsInf(x, 0):
		return fmt.Errorf("want a finite number")
	case v.ranged && (x < v.lo || x > v.hi):
		return fmt.Errorf("want a number from %v to %v", v.lo, v.hi)
	}
	return nil
}

// number reads a flag's value as a float64, if it is numeric.
func number(v flag.Value) (float64, bool) {
	g, ok := v.(flag.Getter)
	if !ok {
		return 0, false
	}
	switch x := g.Get().(type) {
	case float64:
		return x, true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case uint64:
		return float64(x), true
	}
	return 0, false
}

// checkNumbers makes every numeric flag of fs refuse NaN and infinities.
func checkNumbers(fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		if _, ok := f.Value.(*numberValue); !ok && !isBool(f) {
			if _, numeric := number(f.Value); numeric {
				f.Value = &numberValue{Value: f.Value}
			}
		}
	})
}

// showDefault makes help print text as the default of the flag name, for a
// flag whose internal default is a sentinel (a -1 meaning "automatic") that
// would mean nothing to the user.
func showDefault(fs *flag.FlagSet, name, text string) {
	fs.Lookup(name).DefValue = text
}

// limit gives a numeric flag already defined on fs the range its values
// must lie in; the default may lie outside it (a -1 meaning "automatic").
func limit(fs *flag.FlagSet, name string, lo, hi float64) {
	f := fs.Lookup(name)
	f.Value = &numberValue{Value: f.Value, lo: lo, hi: hi, ranged: true}
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
