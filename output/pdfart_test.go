package output

import (
	"bytes"
	"fmt"
	"image"
	"testing"

	"codeberg.org/go-pdf/fpdf"

	"cardpress/layout"
)

// A picture given to fpdf as a stand-in comes out as fpdf writes it when
// given the picture itself: the same bytes, the pictures' names and their
// order in the resources included. (A PNG with a text chunk is one fpdf
// reads itself: it skips the chunk.)
func TestSplicedArtIsAsFpdfWritesIt(t *testing.T) {
	var pics []image.Image
	for i, w := range []int{40, 23, 31, 57} {
		rgb := image.NewNRGBA(image.Rect(0, 0, w, 20))
		for p := range rgb.Pix {
			rgb.Pix[p] = byte(p*7 + i*13)
			if p%4 == 3 {
				rgb.Pix[p] = 0xff
			}
		}
		pics = append(pics, rgb)
	}
	gray := image.NewGray(image.Rect(0, 0, 35, 12))
	for p := range gray.Pix {
		gray.Pix[p] = byte(p * 3)
	}
	pics = append(pics, gray)
	write := func(read bool) []byte {
		d := NewDocument(100, 100, "art")
		d.AddPage()
		for i, img := range pics {
			png, err := EncodePNG(img)
			if err != nil {
				t.Fatal(err)
			}
			if read {
				png = append(append(bytes.Clone(png[:33]), appendChunk(nil, "tEXt", []byte("Comment\x00read"))...), png[33:]...)
			}
			a := newArtStream(png)
			if (a.data == nil) != read {
				t.Fatalf("picture %d: spliced %v, want %v", i, a.data != nil, !read)
			}
			key := fmt.Sprint("pic", i)
			if err := d.embed(key, a); err != nil {
				t.Fatal(err)
			}
			d.pdf.ImageOptions(key, float64(5+10*i), 10, 8, 8, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
		}
		var buf bytes.Buffer
		if err := d.Write(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	spliced, read := write(false), write(true)
	if !bytes.Equal(spliced, read) {
		t.Errorf("with stand-ins the PDF is %d bytes, %d as fpdf writes it", len(spliced), len(read))
	}
	if !bytes.Contains(spliced, []byte("/Subtype /Image")) || bytes.Contains(spliced, []byte("%cardpress art")) {
		t.Errorf("the pictures are not in place of their stand-ins")
	}
}

// The pictures of a PDF are encoded on all cores before its pages are
// drawn, at the widths drawing gives them: drawing encodes none again,
// pictures of one width widened included.
func TestArtEncodedBeforeDrawing(t *testing.T) {
	imgs := keptPagesTestImages(t)
	var pages []layout.Page
	for _, ax := range []float64{0, 0.5, 1} {
		box := layout.Image{Rect: layout.Rect{X: 20, Y: 50, W: 29, H: 17}, Path: "art/a.png", Fit: "cover", Anchor: layout.Point{X: ax, Y: 0.5}}
		pages = append(pages, layout.Page{W: 100, H: 100, Boxes: []layout.Box{box, layout.Rotated{Rect: layout.Rect{W: 40, H: 40}, Turns: 1, Boxes: []layout.Box{box}}}})
	}
	saved := encodedArt
	defer func() { encodedArt = saved }()
	encodedArt = newBudgeted[streamKey, *artStream](64 << 20)
	before := artEncoded.Load()
	encodeArt(pictures(pages), imgs)
	if n := artEncoded.Load() - before; n != 3 {
		t.Errorf("%d pictures encoded, want 3", n)
	}
	before = artEncoded.Load()
	var buf bytes.Buffer
	d := NewDocument(100, 100, "art")
	for _, p := range pages {
		d.AddPage()
		if err := d.Draw(p.Boxes, imgs); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if n := artEncoded.Load() - before; n != 0 {
		t.Errorf("drawing the pages encoded %d pictures again", n)
	}
	if len(d.widths) != 3 {
		t.Errorf("the pictures have %d widths, want 3", len(d.widths))
	}
}
