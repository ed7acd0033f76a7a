// Package files holds cardpress's built-in fonts (README.md lists them
// and their licenses) embedded in the program, for package fonts. A
// program that sets text imports it for its side effect, as a program
// imports time/tzdata; the CLI does. Test binaries leave its 46 MB out and
// read the same files from the source tree (internal/fonttest).
package files

import (
	_ "embed" // the font files
	"fmt"

	"cardpress/fonts"
)

// Each file its own variable: an embedded []byte is the binary's data,
// read in place, where embed.FS.ReadFile would copy 4 to 15 MB a face in
// every process before its first glyph.
var (
	//go:embed BIZUDMincho-Regular.ttf
	mincho []byte
	//go:embed BIZUDPGothic-Regular.ttf
	gothic []byte
	//go:embed BIZUDPGothic-Bold.ttf
	gothicBold []byte
	//go:embed LXGWWenKai-Regular.ttf
	wenKai []byte
	//go:embed LXGWWenKaiTC-Regular.ttf
	wenKaiTC []byte
	//go:embed LXGWWenKaiTC-Bold.ttf
	wenKaiTCBold []byte
	//go:embed DejaVuSans-Oblique.ttf
	oblique []byte
	//go:embed BIZUDPMincho-Latin.ttf
	pminchoLatin []byte
)

func init() { fonts.UseBuiltinFiles(read) }

// read returns the embedded font file named file.
func read(file string) ([]byte, error) {
	switch file {
	case "BIZUDMincho-Regular.ttf":
		return mincho, nil
	case "BIZUDPGothic-Regular.ttf":
		return gothic, nil
	case "BIZUDPGothic-Bold.ttf":
		return gothicBold, nil
	case "LXGWWenKai-Regular.ttf":
		return wenKai, nil
	case "LXGWWenKaiTC-Regular.ttf":
		return wenKaiTC, nil
	case "LXGWWenKaiTC-Bold.ttf":
		return wenKaiTCBold, nil
	case "DejaVuSans-Oblique.ttf":
		return oblique, nil
	case "BIZUDPMincho-Latin.ttf":
		return pminchoLatin, nil
	}
	return nil, fmt.Errorf("no built-in font file %s", file)
}
