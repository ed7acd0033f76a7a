package output

import (
	"io"
	"runtime"
	"slices"
	"testing"
	"weak"

	"cardpress/fonts"
	"cardpress/layout"
)

// A game font saved again (registered anew under its name) is not kept
// alive by what the process made from it: its parsed font, glyph masks,
// cut and kept pages are forgotten, and once no catalog holds the old
// face it is collected. serve re-registering a 50 MB font a dozen times
// held each of them.
func TestSupersededFaceIsCollected(t *testing.T) {
	data, err := fonts.Oblique.Data()
	if err != nil {
		t.Fatal(err)
	}
	draw := func(style fonts.Style) {
		page := layout.Page{W: 60, H: 30, Boxes: []layout.Box{layout.Text{X: 5, Y: 5, Style: style, Size: 10, Text: "Saved again"}}}
		if err := WritePages(io.Discard, "resaved", []layout.Page{page}, NewImages(nil, 0)); err != nil {
			t.Fatal(err)
		}
		if _, err := RenderArea(page.Boxes, layout.Rect{W: 60, H: 30}, NewImages(nil, 150)); err != nil {
			t.Fatal(err)
		}
	}
	var old []weak.Pointer[fonts.Face]
	for i := range 4 {
		v := append(slices.Clone(data), make([]byte, 4*(i+1))...) // another file each save
		style, err := fonts.Register("test-resaved", v, fonts.Sans)
		if err != nil {
			t.Fatal(err)
		}
		face := style.Primary()
		draw(style)
		old = append(old, weak.Make(face))
		runtime.KeepAlive(face)
	}
	for range 3 {
		runtime.GC()
	}
	for i, w := range old[:len(old)-1] {
		if w.Value() != nil {
			t.Errorf("save %d of the font is still held after %d saves", i+1, len(old))
		}
	}
	if old[len(old)-1].Value() == nil {
		t.Error("the latest save of the font was collected: the registry holds it")
	}
}
