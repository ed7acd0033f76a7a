package output

import (
	"io"
	"testing"

	"cardpress/fonts"
	"cardpress/layout"
)

// A game's font file, whatever its bytes, is refused with an error or
// read, measured, drawn into a PNG, cut and embedded into a PDF, and
// twinned for the characters above U+FFFF, without a panic: the readers
// of a font are fonts' (the check, sfnt), the rasterizer's (opentype),
// the cut's and the twin's. Registering under one name again and again
// also holds only the latest (register.go). Seeds: testdata/fuzz.
func FuzzFontFile(f *testing.F) {
	data, err := fonts.Oblique.Data()
	if err != nil {
		f.Fatal(err)
	}
	for _, glyphs := range []string{"A", "Aé", "Saved again"} {
		cut, err := cutTrueType(data, glyphs)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(cut)
	}
	f.Add([]byte("\x00\x01\x00\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		style, err := fonts.Register("fuzz", data, fonts.Sans)
		if err != nil {
			return
		}
		face := style.Primary()
		for _, r := range "Aé漢𠀋 " {
			face.Advance(r)
			face.InkX(r)
		}
		fonts.Runs(style, "Aé漢")
		makeTwin(face)
		page := layout.Page{W: 20, H: 10, Boxes: []layout.Box{layout.Text{X: 1, Y: 1, Style: style, Size: 10, Text: "Aé"}}}
		RenderArea(page.Boxes, layout.Rect{W: 20, H: 10}, NewImages(nil, 72))
		WritePages(io.Discard, "fuzz", []layout.Page{page}, NewImages(nil, 0))
	})
}
