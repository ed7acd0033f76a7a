package clitest

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"cardpress/fonts"
	_ "cardpress/fonts/files" // the CLI's embedded faces, 0.07 s of this binary's link
)

// TestBinaryEmbedsTheFontFiles: each built-in face of the CLI is the file
// of fonts/files/ it is named for, and every font file there is a face's.
// The other packages' tests read those files from the source tree
// (internal/fonttest), so only here is the table of package fonts/files
// tested: a face given another face's file (mutation: the Gothic's two
// files swapped) fails, as does a face fonts/files does not embed.
func TestBinaryEmbedsTheFontFiles(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "fonts", "files")
	files, err := filepath.Glob(filepath.Join(dir, "*.ttf"))
	if err != nil {
		t.Fatal(err)
	}
	faces := map[string]bool{}
	for _, face := range fonts.Builtin {
		faces[face.File()] = true
		want, err := os.ReadFile(filepath.Join(dir, face.File()))
		if err != nil {
			t.Fatal(err)
		}
		got, err := face.Outlines()
		if err != nil {
			t.Fatalf("%s: %v", face.Name, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: the embedded file is not %s (%d bytes, want %d)", face.Name, face.File(), len(got), len(want))
		}
	}
	for _, f := range files {
		if !faces[filepath.Base(f)] {
			t.Errorf("fonts/files/%s is no built-in face's (fonts.Builtin)", filepath.Base(f))
		}
	}
}
