package testpace

import (
	"os"
	"testing"
)

// A TMPDIR the environment sets is obeyed: the RAM disk is only taken
// where nobody said where temporary files go.
func TestRAMDiskLeavesASetTMPDIR(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	if UseRAMDisk() || os.TempDir() != dir {
		t.Errorf("TMPDIR %s became %s", dir, os.TempDir())
	}
}

// Where it is taken, the temporary folder is the RAM disk, and a test's
// temporary folder can be made in it.
func TestRAMDiskTakesTheTemporaryFolder(t *testing.T) {
	t.Setenv("TMPDIR", "") // put back after the test
	os.Unsetenv("TMPDIR")
	if !UseRAMDisk() {
		t.Skip("no RAM disk with room here")
	}
	if os.TempDir() != ramDisk {
		t.Fatalf("temporary folder %s, want %s", os.TempDir(), ramDisk)
	}
	dir, err := os.MkdirTemp("", "testpace")
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(dir)
}
