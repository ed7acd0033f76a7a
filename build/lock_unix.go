//go:build unix

package build

import (
	"errors"
	"os"
	"syscall"
)

// lockFolder takes the exclusive lock of a folder, waiting for it, and
// returns its release. Locks are the kernel's (flock), so they hold
// between processes and end with the process.
func lockFolder(dir string) (func(), error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil // closing releases the lock
}

// processAlive reports whether a process with that id runs.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
