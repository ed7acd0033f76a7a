package clitest

import (
	"bufio"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"cardpress/engine/enginetest"
	"cardpress/internal/gametest"
)

// leftovers lists the temporaries below dir: files and folders of a build
// on its way (.NAME.*.tmp, .OUT.PID-*.new, .OUT.PID-*.old).
func leftovers(t *testing.T, dir string) []string {
	var found []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && (strings.HasSuffix(p, ".tmp") || strings.HasSuffix(p, ".new") || strings.HasSuffix(p, ".old")) {
			found = append(found, p)
		}
		return err
	})
	return found
}

// kills is how many times each command is stopped at a random moment:
// in the quick run once by each signal, under CARDPRESS_LONG (.ci/run) 60
// times. Only part of a build has a temporary on its way, so the quick
// run is a sample: serve not removing its temporaries on a stop failed
// 15 of 30 quick runs (a review, load 3-6), a build not removing them 14
// of 16; the long run in CI is what holds them.
func kills() int {
	if enginetest.Long() {
		return 60
	}
	return 2
}

// killGame is the game the kill tests build, Skirmish's PNGs at 30 dpi: a
// build that writes every kind of output (cards.pdf, the png folder inside
// the output folder, manual.pdf, check.txt) through the same temporaries
// as the default game's, in an eighth of its CPU (0.06 against 0.45 s at
// 30 dpi, 0.75 s at 300): a stop at a random moment of it costs half a
// build on average, and each moment falls inside the span the process
// works, measured by the test, not after it.
var killGame = filepath.Join("..", "..", "..", "games", "skirmish")

// A build stopped by SIGTERM or SIGINT at any moment leaves no temporary
// file or folder, and the output folder as it was or whole.
func TestBuildKilledAtRandomLeavesNoTemporaries(t *testing.T) {
	t.Parallel()
	parent := t.TempDir()
	out := filepath.Join(parent, "out")
	args := []string{"build", killGame, "-q", "--png", "--dpi", "30", "--out", out}
	// The first build, whole, run to its end: how long a build works, the
	// span the stops are drawn over (on a busy machine, longer).
	start := time.Now()
	if r := cardpress(t, "", args...); r.code != 0 {
		t.Fatalf("build: exit %d: %s", r.code, r.stderr)
	}
	span := time.Since(start)
	sigs := []syscall.Signal{syscall.SIGTERM, syscall.SIGINT}
	for i := range kills() {
		cmd := exec.Command(binary, args...)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(rand.N(span))
		sig := sigs[i%2]
		cmd.Process.Signal(sig)
		err := cmd.Wait()
		noteRun(t, cmd)
		// A signal that comes before the process has set its handler (a
		// busy machine starting it slowly) ends it the default way, before
		// it has written anything: the leftovers check below still holds.
		ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
		early := ws.Signaled() && ws.Signal() == sig
		if err != nil && cmd.ProcessState.ExitCode() != 128+int(sig) && !early {
			t.Errorf("stopped by %v: %v, want exit %d", sig, err, 128+int(sig))
		}
		if left := leftovers(t, parent); len(left) > 0 {
			t.Fatalf("stopped by %v after %v: left %v", sig, cmd.ProcessState.UserTime(), left)
		}
		if _, err := os.Stat(filepath.Join(out, "png", "back.png")); err != nil {
			t.Fatalf("stopped by %v: the output folder is not whole: %v", sig, err)
		}
	}
}

// serve stopped during a build or a rebuild leaves no temporary file in
// its output.
func TestServeKilledAtRandomLeavesNoTemporaries(t *testing.T) {
	t.Parallel()
	game := gametest.Copy(t, "skirmish")
	parent := t.TempDir()
	names, edits := [2]string{`name = "Knight"`, `name = "Knightly"`}, 0
	edit := func() { // a change of the sources, back and forth: serve rebuilds
		gametest.Edit(t, filepath.Join(game, "catalog.toml"), names[edits%2], names[(edits+1)%2])
		edits++
	}
	// Each run builds into an output folder of its own: into a folder of
	// a whole build, serve writes only what changed, and a stop would
	// almost never find a file on its way. The spans the stops are drawn
	// over are measured by a first run, stopped while idle: its first build
	// (the first stop's span), then that and a rebuild after a change (the
	// later stops', which change the sources as soon as serve is up).
	serve := func(out string) (*exec.Cmd, *bufio.Reader) {
		cmd := exec.Command(binary, "serve", game, "--addr", "127.0.0.1:0", "--png", "--dpi", "30", "--out", filepath.Join(parent, out))
		stdout, _ := cmd.StdoutPipe()
		stderr, _ := cmd.StderrPipe() // a few lines a build: the pipe holds them unread
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() }) // after a failure; else stopped already
		bufio.NewReader(stdout).ReadString('\n')
		return cmd, bufio.NewReader(stderr)
	}
	cmd, log := serve("first")
	rebuilt := func(since time.Time) time.Duration {
		for {
			line, err := log.ReadString('\n')
			if err != nil || strings.HasPrefix(line, "not rebuilt") || strings.HasPrefix(line, "rebuild failed") {
				t.Fatalf("serve did not build: %q %v", line, err)
			}
			if strings.HasPrefix(line, "rebuilt in ") {
				return time.Since(since)
			}
		}
	}
	first := rebuilt(time.Now())
	changed := time.Now()
	edit()
	spans := []time.Duration{first, first + rebuilt(changed)}
	stop(t, cmd, syscall.SIGTERM, parent)
	for i := range kills() {
		cmd, _ := serve(fmt.Sprint("out", i))
		if i > 0 {
			edit()
		}
		time.Sleep(rand.N(spans[min(i, 1)]))
		stop(t, cmd, []syscall.Signal{syscall.SIGTERM, syscall.SIGINT}[i%2], parent)
	}
}

// stop stops serve by sig and fails t if it leaves a temporary in the
// folder of its output folders, parent.
func stop(t *testing.T, cmd *exec.Cmd, sig syscall.Signal, parent string) {
	t.Helper()
	cmd.Process.Signal(sig)
	cmd.Wait()
	noteRun(t, cmd)
	if left := leftovers(t, parent); len(left) > 0 {
		t.Fatalf("stopped by %v after %v: left %v", sig, cmd.ProcessState.UserTime(), left)
	}
}
