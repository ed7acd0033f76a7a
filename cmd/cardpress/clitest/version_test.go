package clitest

import (
	"os/exec"
	"strings"
	"testing"
)

// --version names the revision a binary was built from: the checkout's
// HEAD. TestMain builds the binary with -buildvcs=true, since GOFLAGS may
// turn the stamp off.
func TestVersion(t *testing.T) {
	t.Parallel()
	head, err := exec.Command("git", "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skipf("no git checkout to stamp a revision from: %v", err)
	}
	out, err := exec.Command(binary, "--version").Output()
	if err != nil {
		t.Fatalf("--version: %v", err)
	}
	// A binary without the stamp says so instead of inventing one.
	if !strings.HasPrefix(string(out), "cardpress ") || !strings.Contains(string(out), "revision") {
		t.Errorf("--version printed %q", out)
	}
	if strings.Contains(string(out), "revision unknown") {
		t.Skipf("go build stamped no revision in this checkout (some git worktrees get none); printed %q", out)
	}
	want := "revision " + strings.TrimSpace(string(head)) + " of 20"
	if !strings.HasPrefix(string(out), "cardpress ") || !strings.Contains(string(out), want) {
		t.Errorf("--version printed %q, want it to contain %q", out, want)
	}
}
