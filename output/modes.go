package output

import "io/fs"

// The modes of what a build writes are the umask's, as a shell's redirect
// or mkdir would make them: temporary files and staging folders, which
// are made private (0600, 0700), take them before they are renamed into
// place, so that an output folder made under umask 022 is 0755 and its
// files 0644, and one made under 077 stays private.

// FileMode is the mode of a file a build writes.
func FileMode() fs.FileMode { return 0o666 &^ umask }

// DirMode is the mode of a folder a build writes.
func DirMode() fs.FileMode { return 0o777 &^ umask }
