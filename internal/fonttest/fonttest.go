// Package fonttest lends a test binary cardpress's built-in fonts, mapped
// from the source tree's fonts/files/ when a face first loads, in place of
// package cardpress/fonts/files, which embeds them: its 46 MB cost each
// test binary that links it about 0.15 CPU s of linking, and a dozen test
// binaries set text. A test package whose tests set text imports it for
// its side effect.
package fonttest

import (
	"errors"
	"os"
	"path/filepath"

	"cardpress/fonts"
)

func init() {
	dir, err := filesFolder()
	fonts.UseBuiltinFiles(func(file string) ([]byte, error) {
		if err != nil {
			panic(err) // the test is run outside the module: a wiring mistake
		}
		return mapFile(filepath.Join(dir, file))
	})
}

// filesFolder is the module's fonts/files/, found from the folder the
// test binary starts in (go test starts it in its package's folder): the
// module's root is the nearest folder up with a go.mod.
func filesFolder() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "fonts", "files"), nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", errors.New("fonttest: no go.mod above the test's folder, so no fonts/files/ to read the built-in fonts from")
		}
		dir = up
	}
}
