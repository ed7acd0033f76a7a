//go:build !unix

package fonttest

import "os"

// mapFile reads the file whole: this system has no syscall.Mmap.
func mapFile(name string) ([]byte, error) { return os.ReadFile(name) }
