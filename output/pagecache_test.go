package output

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
	"testing/fstest"

	"cardpress/fonts"
	"cardpress/layout"
)

// keptPagesTestDoc is a document whose pages leave fpdf in different
// states (colors, line width, font) for the page after them, with an
// image, a turned group and an astral character; page changed has a
// line of text more, or a line of another width when text is "".
func keptPagesTestDoc(changed int, text string) []layout.Page {
	page := func(i int) layout.Page {
		c := layout.Color{R: uint8(40 * i), G: 10, B: uint8(200 - 30*i)}
		boxes := []layout.Box{
			layout.Fill{Rect: layout.Rect{X: 10, Y: 10, W: 50, H: 20}, Color: c},
			layout.Text{X: 12, Y: 20, Style: fonts.Serif, Size: 10.5, Color: layout.Ink, Text: "第" + string(rune('0'+i)) + "ページの説明"},
		}
		switch i % 4 {
		case 0:
			boxes = append(boxes, layout.Line{A: layout.Point{X: 10, Y: 40}, B: layout.Point{X: 90, Y: 40}, Width: 0.1 * float64(i+1), Color: c})
		case 1:
			boxes = append(boxes, layout.Image{Rect: layout.Rect{X: 20, Y: 50, W: 29, H: 17}, Path: "art/a.png", Fit: "cover"})
		case 2:
			boxes = append(boxes, layout.Rotated{Rect: layout.Rect{X: 60, Y: 60, W: 20, H: 40}, Turns: 1, Boxes: []layout.Box{
				layout.Text{X: 2, Y: 10, Style: fonts.Sans, Size: 9, Color: c, Text: "Wild D Draw5"},
			}})
		case 3:
			boxes = append(boxes, layout.Text{X: 12, Y: 70, Style: fonts.Sans, Size: 8, Color: c, Text: "𠀋 Skip"})
		}
		if i == changed && text == "" {
			// Only the line width the page leaves behind changes.
			boxes = append(boxes, layout.Line{A: layout.Point{X: 10, Y: 90}, B: layout.Point{X: 90, Y: 90}, Width: 0.77, Color: c})
		} else if i == changed {
			boxes = append(boxes, layout.Text{X: 12, Y: 80, Style: fonts.Sans, Size: 12, Color: layout.Color{R: 200}, Text: text})
		}
		return layout.Page{W: 182, H: 257, Boxes: boxes}
	}
	pages := make([]layout.Page, 9)
	for i := range pages {
		pages[i] = page(i)
	}
	return pages
}

func keptPagesTestImages(t *testing.T) *Images {
	var buf bytes.Buffer
	src := image.NewRGBA(image.Rect(0, 0, 40, 20))
	for x := range 40 {
		src.Set(x, x/2, color.RGBA{R: 255, A: 255})
	}
	if err := png.Encode(&buf, src); err != nil {
		t.Fatal(err)
	}
	return NewImages(fstest.MapFS{"art/a.png": {Data: buf.Bytes()}}, 150)
}

// A document written with pages kept from earlier documents is the same
// bytes as one whose every page is drawn, whatever page changed (and so
// left fpdf in another state for the pages after it), and the unchanged
// pages are not drawn again.
func TestKeptPagesMatchDrawnPages(t *testing.T) {
	imgs := keptPagesTestImages(t)
	write := func(pages []layout.Page) []byte {
		t.Helper()
		var buf bytes.Buffer
		if err := WritePages(&buf, "kept", pages, imgs); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	saved := keptPages
	defer func() { keptPages = saved }()
	keptPages = newBudgeted[[32]byte, *keptPage](32 << 20)
	write(keptPagesTestDoc(-1, ""))
	for _, c := range []struct {
		page int
		text string
	}{{4, ""}, {0, "Skip Over"}, {4, "Skip Over"}, {5, "新しい字"}, {8, "Skip"}, {2, "Skip"}} {
		before := pagesDrawn.Load()
		warm := write(keptPagesTestDoc(c.page, c.text))
		if drawn := pagesDrawn.Load() - before; drawn == 0 || drawn > 9 {
			t.Errorf("page %d changed: %d pages drawn again", c.page, drawn)
		}
		keptPages = newBudgeted[[32]byte, *keptPage](32 << 20)
		before = pagesDrawn.Load()
		cold := write(keptPagesTestDoc(c.page, c.text))
		if drawn := pagesDrawn.Load() - before; drawn != 9 {
			t.Errorf("page %d changed, nothing kept: %d pages drawn, want all 9", c.page, drawn)
		}
		if !bytes.Equal(warm, cold) {
			t.Fatalf("page %d changed to %q: the document with kept pages differs from one drawn anew (%d vs %d bytes)", c.page, c.text, len(warm), len(cold))
		}
	}
	// Each part of the state a page starts in is in its key on its own:
	// in a document of pages 0 and 2 (page 2 sets "Wild" in the sans),
	// page 0 ends in the serif at 10.5 pt in ink, with a line 0.1 mm
	// wide, and a last box in characters the document has changes only
	// one part for the next page (the cases above change two or three at
	// once). fpdf starts a page in the font and the draw and fill colors
	// the last one left; the text color it does not write, and every text
	// box sets its own.
	two := func(last layout.Box) []layout.Page {
		pages := keptPagesTestDoc(-1, "")
		if last != nil {
			pages[0].Boxes = append(pages[0].Boxes, last)
		}
		return []layout.Page{pages[0], pages[2]}
	}
	keptPages = newBudgeted[[32]byte, *keptPage](32 << 20)
	write(two(nil))
	red := layout.Color{R: 200}
	for _, c := range []struct {
		what string
		last layout.Box
	}{
		{"font", layout.Text{X: 12, Y: 80, Style: fonts.Sans, Size: 10.5, Color: layout.Ink, Text: "Wild"}},
		{"size", layout.Text{X: 12, Y: 80, Style: fonts.Serif, Size: 9, Color: layout.Ink, Text: "説明"}},
		{"text color", layout.Text{X: 12, Y: 80, Style: fonts.Serif, Size: 10.5, Color: red, Text: "説明"}},
		{"draw color", layout.Line{A: layout.Point{X: 10, Y: 90}, B: layout.Point{X: 90, Y: 90}, Width: 0.1, Color: red}},
		{"fill color", layout.Fill{Rect: layout.Rect{X: 10, Y: 90, W: 5, H: 5}, Color: red}},
	} {
		warm := write(two(c.last))
		saved := keptPages
		keptPages = newBudgeted[[32]byte, *keptPage](32 << 20)
		if cold := write(two(c.last)); !bytes.Equal(warm, cold) {
			t.Errorf("page 0 left another %s for the next page: the document with kept pages differs from one drawn anew (%d vs %d bytes)", c.what, len(warm), len(cold))
		}
		keptPages = saved
	}
	// A change of characters that leaves the fonts' characters as they
	// were redraws only the changed page and the pages whose start state
	// it changed.
	keptPages = newBudgeted[[32]byte, *keptPage](32 << 20)
	write(keptPagesTestDoc(3, "Skip"))
	before := pagesDrawn.Load()
	write(keptPagesTestDoc(3, "pikS"))
	if drawn := pagesDrawn.Load() - before; drawn != 1 {
		t.Errorf("one page's text changed within the same characters and state: %d pages drawn again, want 1", drawn)
	}
}

// A PDF that lets its pages go as it draws them (PDF.LetGo) is the same
// file, and holds none of their boxes once written, nor keeps the pages it
// drew for a later PDF; one that does not leaves them to the caller.
func TestPDFLetsGoOfDrawnPages(t *testing.T) {
	saved := keptPages
	defer func() { keptPages = saved }()
	keptPages = newBudgeted[[32]byte, *keptPage](32 << 20)
	imgs := keptPagesTestImages(t)
	write := func(letGo bool) ([]layout.Page, []byte) {
		pages := keptPagesTestDoc(-1, "")
		p := NewPDF("let go", pages, imgs)
		p.LetGo = letGo
		var buf bytes.Buffer
		if err := p.Write(&buf); err != nil {
			t.Fatal(err)
		}
		return pages, buf.Bytes()
	}
	gone, let := write(true)
	before := pagesDrawn.Load()
	kept, held := write(false)
	if drawn, n := pagesDrawn.Load()-before, int64(len(kept)); drawn != n {
		t.Errorf("after a PDF that let its pages go, the same pages: %d drawn, want all %d (none kept)", drawn, n)
	}
	if !bytes.Equal(held, let) {
		t.Errorf("letting the pages go changed the file (%d bytes, %d kept)", len(let), len(held))
	}
	for i := range gone {
		if len(kept[i].Boxes) == 0 {
			t.Errorf("page %d: its boxes let go without LetGo", i+1)
		}
		if gone[i].Boxes != nil {
			t.Errorf("page %d: %d boxes still held with LetGo", i+1, len(gone[i].Boxes))
		}
	}
}
