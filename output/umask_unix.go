//go:build unix

package output

import (
	"io/fs"
	"syscall"
)

// umask is the process's file mode creation mask, read once before any
// file is written: the system call that reads it sets it, so it is set
// back at once, while the process does nothing else.
var umask = func() fs.FileMode {
	m := syscall.Umask(0o022)
	syscall.Umask(m)
	return fs.FileMode(m)
}()
