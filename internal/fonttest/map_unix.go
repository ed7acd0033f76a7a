//go:build unix

package fonttest

import (
	"os"
	"syscall"
)

// mapFile maps the file read-only, as the embedded files are the
// binary's data: a test touches the pages of the tables it reads, not
// the whole 46 MB (a copy faulted in every page).
func mapFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if info.Size() == 0 {
		return []byte{}, nil
	}
	return syscall.Mmap(int(f.Fd()), 0, int(info.Size()), syscall.PROT_READ, syscall.MAP_SHARED)
}
