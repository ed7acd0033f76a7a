//go:build !unix

package output

import "io/fs"

// umask is the usual mask where the system has none to read.
var umask fs.FileMode = 0o022
