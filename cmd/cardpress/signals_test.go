package main

import (
	"bufio"
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
// times.
func kills() int {
	if enginetest.Long() {
		return 60
	}
	return 2
}

// A build stopped by SIGTERM or SIGINT at any moment leaves no temporary
// file or folder, and the output folder as it was or whole.
func TestBuildKilledAtRandomLeavesNoTemporaries(t *testing.T) {
	t.Parallel()
	parent := t.TempDir()
	out := filepath.Join(parent, "out")
	copyTree(t, goodBuild(t, "windia-war"), out) // the first build, whole
	sigs := []syscall.Signal{syscall.SIGTERM, syscall.SIGINT}
	for i := range kills() {
		cmd := exec.Command(binary, "build", "-q", "--png", "--dpi", "200", "--out", out)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rand.IntN(1200)) * time.Millisecond)
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

// serve stopped during a rebuild leaves no temporary file in its output.
func TestServeKilledAtRandomLeavesNoTemporaries(t *testing.T) {
	t.Parallel()
	game := gametest.Copy(t, "windia-war")
	out := filepath.Join(t.TempDir(), "out")
	for i := range kills() {
		cmd := exec.Command(binary, "serve", game, "--addr", "127.0.0.1:0", "--png", "--out", out, "-q")
		stdout, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		bufio.NewReader(stdout).ReadString('\n')
		if i > 0 { // later ones rebuild after a change of the sources
			gametest.Edit(t, filepath.Join(game, "catalog.toml"), "Skip", "Skip"+strings.Repeat("p", i%2))
		}
		time.Sleep(time.Duration(rand.IntN(1500)) * time.Millisecond)
		cmd.Process.Signal([]os.Signal{syscall.SIGTERM, os.Interrupt}[i%2])
		cmd.Wait()
		noteRun(t, cmd)
		if left := leftovers(t, filepath.Dir(out)); len(left) > 0 {
			t.Fatalf("stopped after %v: left %v", cmd.ProcessState.UserTime(), left)
		}
	}
}
