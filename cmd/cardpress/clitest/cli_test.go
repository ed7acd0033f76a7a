package clitest

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"flag"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"cardpress/engine/enginetest"
	"cardpress/internal/testpace"
)

var binary string

// TestMain builds the real binary once, for every test of the package;
// the tests run it as a user would. The tests mostly wait for the binary
// they run (a build, a server, a sleep before a signal), so more of them
// run at once than there are cores, unless -test.parallel says otherwise.
func TestMain(m *testing.M) {
	flag.Parse()
	var err error
	binary, err = buildBinary() // kept in the disk's temporary folder
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	testpace.UseRAMDisk() // the good builds' folder too
	run, err := os.MkdirTemp("", "cardpress-cli")
	if err != nil {
		panic(err)
	}
	goodRoot = filepath.Join(run, "good")
	parallelSet := false
	flag.Visit(func(f *flag.Flag) { parallelSet = parallelSet || f.Name == "test.parallel" })
	if !parallelSet {
		flag.Set("test.parallel", strconv.Itoa(2*runtime.GOMAXPROCS(0)))
	}
	code := testpace.Run(m)
	printRunCPU()
	os.RemoveAll(run)
	os.Exit(code)
}

// buildBinary builds the binary, package main of the folder above, into a
// folder of the machine's temporary folder named after this checkout, kept
// from run to run: go build finds it up to date there and does not link it
// again (2 s of CPU, before any test can start). It is stamped with the
// checkout's revision for TestVersion (GOFLAGS may say -buildvcs=false),
// which so needs no build of its own; where stamping fails (no git),
// unstamped.
func buildBinary() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(wd))
	bin := filepath.Join(os.TempDir(), fmt.Sprintf("cardpress-cli-%x", sum[:8]), "cardpress")
	if _, err := exec.Command("go", "build", "-buildvcs=true", "-o", bin, "..").CombinedOutput(); err != nil {
		if out, err := exec.Command("go", "build", "-o", bin, "..").CombinedOutput(); err != nil {
			return "", fmt.Errorf("go build: %v\n%s", err, out)
		}
	}
	return bin, nil
}

// goodBuild returns the output folder of a good build of the game
// games/BASE (`cardpress build -q`, run under memoryLimitKB), made once per
// test run and shared by every test that reads a whole build or starts from
// one: a build of the default game is half a second of CPU. The folder is
// read-only to its users; a test that changes it copies it first (copyTree).
func goodBuild(t *testing.T, base string) string {
	t.Helper()
	goodMu.Lock()
	g := goodBuilds[base]
	if g == nil {
		g = &good{}
		goodBuilds[base] = g
	}
	goodMu.Unlock()
	// Each game built once, the builds of two games side by side.
	g.once.Do(func() {
		out := filepath.Join(goodRoot, base)
		cmd := underMemoryLimit(append([]string{"build", filepath.Join("..", "..", "..", "games", base), "--out", out, "-q"}, goodFlags(base)...)...)
		b, err := cmd.CombinedOutput()
		noteRunAs("goodBuild "+base, cmd) // shared: not the first caller's
		if err != nil {
			g.err = fmt.Sprintf("good build of %s under ulimit -v %d KB: %v\n%s", base, memoryLimitKB, err, b)
			return
		}
		g.dir = out
	})
	if g.err != "" {
		t.Fatal(g.err)
	}
	return g.dir
}

// goodFlags are the flags of goodBuild's build of the game base besides
// its output folder: PNGs at 40 dpi, as the builds' users read the files
// and not their pixels (PNGs at 300 were half of each build's CPU: 0.1 s
// of the starter game's and Skirmish's, 0.5 of the default game's 0.9).
// Under CARDPRESS_LONG, which .ci/run sets, the default game's PNGs are at
// the default 300 dpi: TestGoodBuildRunsUnderTheMemoryLimit holds that
// build to the memory limit, as the quick run holds the one at 40 (the
// address space either needs is the runtime's and the fonts' more than
// the pictures': 0.99 and 0.92 GB of the limit's 2).
func goodFlags(base string) []string {
	if base == "windia-war" && enginetest.Long() {
		return nil
	}
	return []string{"--dpi", "40"}
}

// good is the good build of a game: its folder, or why there is none.
type good struct {
	once     sync.Once
	dir, err string
}

var (
	goodRoot   string // the folder of the good builds
	goodMu     sync.Mutex
	goodBuilds = map[string]*good{}
)

// sharedRun returns the output folder and the answer of one run of the
// binary with args and --out into a folder of its own, made once per test
// run for every test that asks for the same args: tests that assert on
// different things of one command's files share its CPU (and, where they
// check the PDFs with qpdf or poppler, ask those of the one file). The
// folder is read-only to its users, as goodBuild's; a run that failed is
// returned as it ended, for its users to report.
func sharedRun(t *testing.T, args ...string) (string, result) {
	t.Helper()
	key := strings.Join(args, "\x00")
	sharedMu.Lock()
	s := sharedRuns[key]
	if s == nil {
		s = &shared{dir: filepath.Join(goodRoot, fmt.Sprintf("run-%d", len(sharedRuns)))}
		sharedRuns[key] = s
	}
	sharedMu.Unlock()
	s.once.Do(func() {
		s.r = cardpress(t, "", append(args, "--out", s.dir)...)
	})
	return s.dir, s.r
}

// shared is one run of sharedRun: its output folder and its answer.
type shared struct {
	once sync.Once
	dir  string
	r    result
}

var (
	sharedMu   sync.Mutex
	sharedRuns = map[string]*shared{}
)

// underMemoryLimit is the binary run with args under the address-space
// limit memoryLimitKB (ulimit -v), as the broken corpus runs.
func underMemoryLimit(args ...string) *exec.Cmd {
	return exec.Command("sh", append([]string{"-c", fmt.Sprintf(`ulimit -v %d && exec "$0" "$@"`, memoryLimitKB), binary}, args...)...)
}

type result struct {
	code           int
	stdout, stderr string
}

func cardpress(t *testing.T, dir string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	r, err := runCmd(cmd)
	noteRun(t, cmd)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// runAs is a run of the binary with args that several tests share,
// counted under name (noteRunAs); the error is a run that could not start.
func runAs(name string, args ...string) (result, error) {
	cmd := exec.Command(binary, args...)
	r, err := runCmd(cmd)
	noteRunAs(name, cmd)
	return r, err
}

// runCmd runs cmd and returns its exit code and output; the error is a
// run that could not start.
func runCmd(cmd *exec.Cmd) (result, error) {
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		return result{}, err
	}
	return result{code, out.String(), errb.String()}, nil
}

// runCPU is, with CARDPRESS_TESTCPU set, the CPU (user and system) of the
// runs of the binary by each top-level test (by each subtest with
// CARDPRESS_TESTCPU=sub), which printRunCPU prints as a table when the
// tests end: -cpuprofile sees only the test process, and most of this
// package's CPU is the processes it starts.
var runCPU struct {
	sync.Mutex
	byTest map[string]*[3]float64 // runs, user s, system s
}

// noteRun counts the finished run cmd for t's top-level test.
func noteRun(t *testing.T, cmd *exec.Cmd) {
	name := t.Name()
	if os.Getenv("CARDPRESS_TESTCPU") != "sub" {
		name, _, _ = strings.Cut(name, "/")
	}
	noteRunAs(name, cmd)
}

// noteRunAs counts the finished run cmd under name: a run several tests
// share (goodBuild's) has a row of its own, not the row of the test that
// happened to ask first (the good build of Windia War, 1.9 s, made
// TestBrokenInputs' case of Windia War look 14 times its own cost).
func noteRunAs(name string, cmd *exec.Cmd) {
	if cmd.ProcessState == nil || os.Getenv("CARDPRESS_TESTCPU") == "" {
		return
	}
	runCPU.Lock()
	defer runCPU.Unlock()
	if runCPU.byTest == nil {
		runCPU.byTest = map[string]*[3]float64{}
	}
	c := runCPU.byTest[name]
	if c == nil {
		c = new([3]float64)
		runCPU.byTest[name] = c
	}
	c[0]++
	c[1] += cmd.ProcessState.UserTime().Seconds()
	c[2] += cmd.ProcessState.SystemTime().Seconds()
}

// printRunCPU prints runCPU, the costliest test first.
func printRunCPU() {
	if len(runCPU.byTest) == 0 {
		return
	}
	names := slices.SortedFunc(maps.Keys(runCPU.byTest), func(a, b string) int {
		ca, cb := runCPU.byTest[a], runCPU.byTest[b]
		return cmp.Compare(cb[1]+cb[2], ca[1]+ca[2])
	})
	var total [3]float64
	fmt.Fprintf(os.Stderr, "%-60s %5s %7s %7s\n", "runs of the binary by test", "runs", "user s", "sys s")
	for _, n := range names {
		c := runCPU.byTest[n]
		fmt.Fprintf(os.Stderr, "%-60s %5.0f %7.2f %7.2f\n", n, c[0], c[1], c[2])
		for i := range total {
			total[i] += c[i]
		}
	}
	fmt.Fprintf(os.Stderr, "%-60s %5.0f %7.2f %7.2f\n", "total", total[0], total[1], total[2])
	// The rest of the package's CPU: the other programs the tests start
	// (qpdf, poppler, Ghostscript, go build) and the test process itself.
	var self, children syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &self)
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &children)
	sec := func(t syscall.Timeval) float64 { return float64(t.Nano()) / 1e9 }
	fmt.Fprintf(os.Stderr, "%-60s %5s %7.2f %7.2f\n", "other programs", "", sec(children.Utime)-total[1], sec(children.Stime)-total[2])
	fmt.Fprintf(os.Stderr, "%-60s %5s %7.2f %7.2f\n", "the test process", "", sec(self.Utime), sec(self.Stime))
}

func TestCLI(t *testing.T) {
	t.Parallel()
	broken, _ := filepath.Abs("../../../catalog/testdata/broken/many-errors-all-reported")
	tests := []cliCase{
		{name: "default game", args: []string{"validate"}, code: exitOK,
			stdout: `(?s)Windia War — games/windia-war/catalog.toml\n  Basic +116 cards .*total 116 ✓\n  Expansion +128 cards .*total 128 ✓\n  faces +86 faces and backs laid out ✓ \(text fits; none with text in the 3 mm safe zone\)\n  manual +8 chapters, 173 rule examples read ✓ \(played by check\)\n0 errors, 0 warnings`},
		{name: "all errors with positions", args: []string{"validate", broken}, code: exitGame,
			stderr: `(?s)catalog.toml:16:9: icon "attack": unknown shape "triangel"; did you mean "triangle"\?.*catalog.toml:39:8: card #2: unknown kind "special".*\n5 errors, 0 warnings\n$`},
		{name: "decks are checked", args: []string{"validate", "../../../games/clamp-in-cardland"}, code: exitOK,
			stdout: `deck 範例牌組 +40 cards \+ 故事牌 5 ✓`},
		{name: "missing folder", args: []string{"validate", "no/such/game"}, code: exitGame,
			stderr: `no/such/game: no such game folder; give the folder that holds the game.s catalog.toml`},
		{name: "two folders", args: []string{"validate", "a", "b"}, code: exitUsage, stderr: `want at most one GAME_DIR`},
		{name: "unknown command", args: []string{"frobnicate"}, code: exitUsage, stderr: `unknown command "frobnicate"`},
		{name: "unknown flag", args: []string{"validate", "--frob"}, code: exitUsage, stderr: `flag provided but not defined: -frob`},
		{name: "init help", args: []string{"init", "-h"}, code: exitOK, stdout: `usage: cardpress init DIR`},
		{name: "no command", args: nil, code: exitUsage, stdout: `usage: cardpress`},
		{name: "init without dir", args: []string{"init"}, code: exitUsage, stderr: `want exactly one DIR`},
	}
	runCLICases(t, tests)
}

// cliCase is a run of the binary and what it must answer.
type cliCase struct {
	name   string
	args   []string
	code   int
	stdout string // regexp the output must match
	stderr string
}

func runCLICases(t *testing.T, tests []cliCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := cardpress(t, "", tt.args...)
			if r.code != tt.code {
				t.Errorf("exit code %d, want %d\nstdout: %s\nstderr: %s", r.code, tt.code, r.stdout, r.stderr)
			}
			if tt.stdout != "" && !regexp.MustCompile(tt.stdout).MatchString(r.stdout) {
				t.Errorf("stdout does not match %q:\n%s", tt.stdout, r.stdout)
			}
			if tt.stderr != "" && !regexp.MustCompile(tt.stderr).MatchString(r.stderr) {
				t.Errorf("stderr does not match %q:\n%s", tt.stderr, r.stderr)
			}
		})
	}
}

func TestInitWritesAValidGameAndNeverOverwrites(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "my-game")
	if r := cardpress(t, "", "init", dir); r.code != 0 {
		t.Fatalf("init: exit %d: %s", r.code, r.stderr)
	}
	r := cardpress(t, "", "validate", dir)
	if r.code != 0 || !strings.Contains(r.stdout, "My Game") {
		t.Fatalf("validate of the starter game: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// The starter game builds whole: cards, manual and the (empty) check.
	// Its PNGs at 40 dpi: at 300 they were half the build's CPU.
	out := filepath.Join(filepath.Dir(dir), "out")
	if r := cardpress(t, "", "build", dir, "--out", filepath.Join(out, "my-game"), "--dpi", "40", "-q"); r.code != 0 {
		t.Fatalf("build of the starter game: exit %d\n%s", r.code, r.stderr)
	}
	for _, f := range []string{"cards.pdf", "manual.pdf", "check.txt"} {
		if _, err := os.Stat(filepath.Join(out, "my-game", f)); err != nil {
			t.Errorf("starter build: %v", err)
		}
	}
	cat := filepath.Join(dir, "catalog.toml")
	os.WriteFile(cat, []byte("# my edits\n"), 0o644)
	if r := cardpress(t, "", "init", dir); r.code != 1 || !strings.Contains(r.stderr, "already exists") {
		t.Errorf("init over an existing game: exit %d, stderr %q", r.code, r.stderr)
	}
	if data, _ := os.ReadFile(cat); string(data) != "# my edits\n" {
		t.Errorf("init overwrote the designer's catalog: %q", data)
	}
}

// The exit codes, as README.md states them to scripts.
const (
	exitOK    = 0 // success
	exitGame  = 1 // the game has errors
	exitUsage = 2 // usage errors
)

// commands are the commands `cardpress --help` lists, in its order: a
// command missing from the help, or one the help lists and this test does
// not know, fails TestHelpShowsNoSentinel.
var commands = []string{"build", "watch", "serve", "validate", "init", "proof", "showcase", "cards", "check", "sim", "manual"}

// helpCommands returns the commands the help text lists: the first word of
// each indented line of its "commands:" paragraph.
func helpCommands(help string) []string {
	_, list, _ := strings.Cut(help, "\ncommands:\n")
	list, _, _ = strings.Cut(list, "\n\n")
	var names []string
	for _, line := range strings.Split(list, "\n") {
		if f := strings.Fields(line); len(f) > 0 && strings.HasPrefix(line, "  ") {
			names = append(names, f[0])
		}
	}
	return names
}

// TestHelpShowsNoSentinel runs the --help of every command `cardpress
// --help` lists: a default the code replaces by something chosen later
// (-1 for "automatic", "none") reads as what it means, never as the
// negative number that stands for it; and each says what helpWants says
// it must, the one run of each help for the tests.
func TestHelpShowsNoSentinel(t *testing.T) {
	t.Parallel()
	help := cardpress(t, t.TempDir(), "--help")
	if listed := helpCommands(help.stdout); help.code != exitOK || !strings.HasPrefix(help.stdout, "usage: cardpress COMMAND") || !slices.Equal(listed, commands) {
		t.Fatalf("--help: exit %d, lists the commands %q, want %q\n%s", help.code, listed, commands, help.stdout)
	}
	sentinel := regexp.MustCompile(`default:? -[0-9]`)
	helps := map[string]string{} // each command's --help, by its name
	for _, c := range commands {
		r := cardpress(t, t.TempDir(), c, "--help")
		helps[c] = r.stdout
		if r.code != exitOK || !strings.Contains(r.stdout, "usage: cardpress "+c) {
			t.Fatalf("%s --help: exit %d\n%s%s", c, r.code, r.stdout, r.stderr)
		}
		for _, line := range strings.Split(r.stdout, "\n") {
			if sentinel.MatchString(line) {
				t.Errorf("%s --help shows a sentinel default: %s", c, strings.TrimSpace(line))
			}
		}
	}
	for c, wants := range helpWants {
		for _, want := range wants {
			if !strings.Contains(helps[c], want) {
				t.Errorf("%s --help lacks %q:\n%s", c, want, helps[c])
			}
		}
	}
}

// helpWants is what a command's --help must say, by command, besides its
// usage line and its flags.
var helpWants = map[string][]string{
	"cards": {
		"-gutter mm\n", "(default auto: 3, or twice the bleed",
		"(default 5; --profile pdfx, single: 0; pnp-a4, pnp-letter: 5)", "(default 0; --profile pdfx, pnp-a4, pnp-letter, single: 3)",
	},
	"validate": {"usage: cardpress validate [GAME_DIR]"},
	"sim":      {"usage: cardpress sim [GAME_DIR]", "-replay"},
	// init lists the templates by the family of game they are.
	"init": {"shedding (play out your hand first): shedding, color-shed", "tricks (follow suit, take tricks, count points): hearts", "duel (two players: hidden cards, or characters and magic): veiled-court, skirmish"},
}
