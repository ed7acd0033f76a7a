package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// --version names the revision a binary was built from: the checkout's
// HEAD. The binary is built with -buildvcs=true here, since GOFLAGS may
// turn the stamp off for the other tests' binary.
func TestVersion(t *testing.T) {
	head, err := exec.Command("git", "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skipf("no git checkout to stamp a revision from: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "cardpress")
	if out, err := exec.Command("go", "build", "-buildvcs=true", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatalf("--version: %v", err)
	}
	if strings.Contains(string(out), "revision unknown") {
		t.Skipf("go build stamped no revision in this checkout (some git worktrees get none); printed %q", out)
	}
	want := "revision " + strings.TrimSpace(string(head)) + " of 20"
	if !strings.HasPrefix(string(out), "cardpress ") || !strings.Contains(string(out), want) {
		t.Errorf("--version printed %q, want it to contain %q", out, want)
	}
	// The test binary may lack the stamp; it says so instead of inventing one.
	if r := cardpress(t, t.TempDir(), "--version"); r.code != 0 || !strings.HasPrefix(r.stdout, "cardpress ") || !strings.Contains(r.stdout, "revision") {
		t.Errorf("--version: exit %d, %q", r.code, r.stdout)
	}
}
