//go:build unix

package output

import (
	"io/fs"
	"syscall"
)

// fileID is where a file is on disk (device and inode), when the system
// says.
func fileID(st fs.FileInfo) ([2]uint64, bool) {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return [2]uint64{uint64(s.Dev), uint64(s.Ino)}, true
	}
	return [2]uint64{}, false
}
