package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"cardpress/fonts"
)

// TestBinaryEmbedsTheFontFiles: each built-in face of the CLI is the file
// of fonts/files/ it is named for. The other packages' tests read those
// files from the source tree (internal/fonttest), so only here is the
// table of package fonts/files tested: a face given another face's file
// (mutation: the Gothic's two files swapped) fails.
func TestBinaryEmbedsTheFontFiles(t *testing.T) {
	for _, tt := range []struct {
		face *fonts.Face
		file string
	}{
		{fonts.Mincho, "BIZUDMincho-Regular.ttf"},
		{fonts.Gothic, "BIZUDPGothic-Regular.ttf"},
		{fonts.GothicBold, "BIZUDPGothic-Bold.ttf"},
		{fonts.WenKai, "LXGWWenKai-Regular.ttf"},
		{fonts.WenKaiTC, "LXGWWenKaiTC-Regular.ttf"},
		{fonts.WenKaiTCBold, "LXGWWenKaiTC-Bold.ttf"},
		{fonts.Oblique, "DejaVuSans-Oblique.ttf"},
		{fonts.MinchoLatin, "BIZUDPMincho-Latin.ttf"},
	} {
		want, err := os.ReadFile(filepath.Join("..", "..", "fonts", "files", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		got, err := tt.face.Outlines()
		if err != nil {
			t.Fatalf("%s: %v", tt.face.Name, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: the embedded file is not %s (%d bytes, want %d)", tt.face.Name, tt.file, len(got), len(want))
		}
	}
}
