package output

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/fonts"
	"cardpress/layout"
)

// samplePDF is writeSample's document, written once for the tests that
// read it (none changes it).
func samplePDF(t *testing.T) []byte {
	t.Helper()
	pdf, err := sharedSample()
	if err != nil {
		t.Fatal(err)
	}
	return pdf
}

var sharedSample = sync.OnceValues(writeSample)

// writeSample writes a page of text in two faces and a fallback face, as a
// build writes its PDFs (NewPDF: the fonts cut to the page's characters),
// the page drawn anew each time (LetGo: not kept from an earlier write).
func writeSample() ([]byte, error) {
	p := NewPDF("テスト", []layout.Page{{W: 182, H: 257, Boxes: []layout.Box{
		// Mincho with a Traditional Chinese character from the fallback face.
		layout.Text{X: 20, Y: 30, Style: fonts.Serif, Size: 10.5, Text: "カードの説明と故事說明"},
		layout.Text{X: 20, Y: 40, Style: fonts.SansBold, Size: 14, Text: "Wild D Draw5"},
	}}}, NewImages(nil, 0))
	p.LetGo = true
	var buf bytes.Buffer
	if err := p.Write(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Two writes of the same document, the shared one and another, give the
// same bytes.
func TestPDFIsReproducible(t *testing.T) {
	t.Parallel()
	a := samplePDF(t)
	b, err := writeSample()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatalf("two builds of the same document differ (%d vs %d bytes)", len(a), len(b))
	}
	for _, face := range []string{"utf8bizudmincho", "utf8lxgwwenkai", "utf8bizudpgothicbold"} {
		// Each named as a subset: a tag of six capitals, "+", the name.
		if !regexp.MustCompile(`/BaseFont /[A-Z]{6}\+` + face + `\s`).Match(a) {
			t.Errorf("font %s is not embedded as a tagged subset", face)
		}
	}
	if len(a) > 300_000 {
		t.Errorf("PDF is %d bytes: fonts are not subset", len(a))
	}
}

func TestPDFPassesQPDF(t *testing.T) {
	qpdf, err := exec.LookPath("qpdf")
	if err != nil {
		t.Skip("qpdf not installed")
	}
	p := filepath.Join(t.TempDir(), "t.pdf")
	if err := os.WriteFile(p, samplePDF(t), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(qpdf, "--check", p).CombinedOutput(); err != nil {
		t.Fatalf("qpdf --check: %v\n%s", err, out)
	}
}

func TestTextRejectsUncoveredCharacter(t *testing.T) {
	d := NewDocument(100, 100, "x")
	d.AddPage()
	if err := d.Text(10, 10, fonts.Serif, 10, "a\U000F0000"); err == nil {
		t.Fatal("want an error for a character no font covers")
	}
}

// Workers share one image cache: every one gets the same resampled image.
func TestImagesConcurrently(t *testing.T) {
	var buf bytes.Buffer
	src := image.NewRGBA(image.Rect(0, 0, 40, 20))
	png.Encode(&buf, src)
	imgs := NewImages(fstest.MapFS{"art/a.png": {Data: buf.Bytes()}}, 300)
	got := make([]image.Image, 8)
	var wg sync.WaitGroup
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			img, _, err := imgs.Fitted("art/a.png", 29, 17, i%2 == 0)
			if err != nil {
				t.Error(err)
			}
			got[i] = img
		}()
	}
	wg.Wait()
	if got[0] != got[2] || got[1] != got[3] || got[0] == got[1] {
		t.Error("the cache made an image twice, or gave the gray one for the color one")
	}
	if b := got[0].Bounds(); b.Dx() != 343 || b.Dy() != 201 {
		t.Errorf("fitted to %v, want 343×201 px (29×17 mm at 300 dpi)", b)
	}
	if _, _, err := imgs.Fitted("art/missing.png", 10, 10, false); err == nil {
		t.Error("a missing image gives no error")
	}
}

// Card images: one PNG per design and back.png, with the bleed around the
// card; gray variants are 8-bit gray. At 30 dpi, the lowest a build takes:
// the files, their size and kind are what is tested (at 100 dpi drawing
// and encoding the 150 images was most of the test).
func TestWriteCardImages(t *testing.T) {
	t.Parallel()
	c, err := catalog.LoadDir("../games/windia-war")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cards, _ := c.Select(catalog.Selection{Set: "basic"})
	for _, gray := range []bool{false, true} {
		sub := filepath.Join(dir, fmt.Sprint(gray))
		w, err := WriteCardImages(c, cards, CardImages{Dir: sub, Gray: gray, Bleed: 3.175}, NewImages(c.FS, 30))
		if err != nil {
			t.Fatal(err)
		}
		// 116 cards of 75 designs, and the back.
		if n, _ := filepath.Glob(filepath.Join(sub, "*.png")); w.Designs != 75 || w.Backs != 0 || !w.Shared || len(n) != 76 {
			t.Errorf("%+v, %d files; want 75 designs, the shared back and 76 files", w, len(n))
		}
		for _, name := range []string{"skip.red.png", BackName} {
			img := decodePNG(t, filepath.Join(sub, name))
			// (87 + 2 × 3.175) × (51 + 2 × 3.175) mm at 30 dpi, 110.3 ×
			// 67.7 px (without the bleed 102.8 × 60.2).
			if b := img.Bounds(); b.Dx() != 110 || b.Dy() != 68 {
				t.Errorf("%s is %v, want 110 × 68 px with the bleed", name, b)
			}
			if _, isGray := img.(*image.Gray); isGray != gray {
				t.Errorf("%s is %T, gray %v", name, img, gray)
			}
		}
	}
}

func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// Page boxes: every page carries its MediaBox, TrimBox and BleedBox, in
// the same order every time, and a wide page is landscape.
func TestPageBoxes(t *testing.T) {
	pages := []layout.Page{
		{W: 69, H: 94, Trim: layout.Rect{X: 3, Y: 3, W: 63, H: 88}, Bleed: layout.Rect{W: 69, H: 94}},
		{W: 297, H: 210, Trim: layout.Rect{X: 10, Y: 20, W: 270, H: 160}, Bleed: layout.Rect{X: 7, Y: 17, W: 276, H: 166}},
	}
	write := func() []byte {
		var buf bytes.Buffer
		if err := WritePages(&buf, "boxes", pages, NewImages(nil, 0)); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	first := write()
	for i := 0; i < 20; i++ {
		if !bytes.Equal(first, write()) {
			t.Fatal("the same pages gave different bytes: box order not fixed")
		}
	}
	pdfinfo, err := exec.LookPath("pdfinfo")
	if err != nil {
		t.Skip("pdfinfo not installed")
	}
	p := filepath.Join(t.TempDir(), "b.pdf")
	os.WriteFile(p, first, 0o644)
	out, err := exec.Command(pdfinfo, "-box", "-f", "1", "-l", "2", p).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfinfo: %v\n%s", err, out)
	}
	boxes := map[string][4]float64{}
	for _, m := range regexp.MustCompile(`Page +(\d+) (\w+): +([\d.]+) +([\d.]+) +([\d.]+) +([\d.]+)`).FindAllStringSubmatch(string(out), -1) {
		var b [4]float64
		for i := range b {
			pts, _ := strconv.ParseFloat(m[3+i], 64)
			b[i] = pts / 72 * 25.4
		}
		boxes[m[1]+" "+m[2]] = b
	}
	for key, want := range map[string][4]float64{
		"1 MediaBox": {0, 0, 69, 94}, "1 TrimBox": {3, 3, 66, 91}, "1 BleedBox": {0, 0, 69, 94},
		// y counts up from the bottom: 210 − 20 − 160 = 30 mm.
		"2 MediaBox": {0, 0, 297, 210}, "2 TrimBox": {10, 30, 280, 190}, "2 BleedBox": {7, 27, 283, 193},
	} {
		got, ok := boxes[key]
		for i := range want {
			if !ok || math.Abs(got[i]-want[i]) > 0.1 {
				t.Errorf("page %s is %v mm, want %v\n%s", key, got, want, out)
				break
			}
		}
	}
}

// A long document, whose pages fpdf compresses as it assembles the file
// (fpdfCompressesFrom), is the same bytes as one whose pages it writes
// plain: the pages are inflated and compressed again as every page is,
// those drawn and those kept from an earlier document alike.
func TestPagesCompressedByFpdfAreTheSameBytes(t *testing.T) {
	var pages []layout.Page
	for i := range 3 {
		pages = append(pages, layout.Page{W: 182, H: 257, Boxes: []layout.Box{
			layout.Text{X: 20, Y: 30, Style: fonts.Serif, Size: 10.5, Text: fmt.Sprintf("カードの説明 %d", i)},
			layout.Line{A: layout.Point{X: 10, Y: 10}, B: layout.Point{X: 100, Y: 10 + float64(i)}, Width: 0.3, Color: layout.Black},
		}})
	}
	write := func(from int) []byte {
		defer func(was int) { fpdfCompressesFrom = was }(fpdfCompressesFrom)
		fpdfCompressesFrom = from
		var buf bytes.Buffer
		if err := NewPDF("t", pages, NewImages(nil, 0)).Write(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	plain := write(1 << 30)
	drawn := pagesDrawn.Load()
	compressed := write(1) // its pages kept from the first
	if pagesDrawn.Load() != drawn {
		t.Errorf("the second document drew %d pages, want them kept", pagesDrawn.Load()-drawn)
	}
	pages[1].Boxes = append(pages[1].Boxes, layout.Text{X: 20, Y: 50, Style: fonts.Serif, Size: 10.5, Text: "追加"})
	changedCompressed := write(1) // page 2 drawn, 1 and 3 kept
	changedPlain := write(1 << 30)
	if !bytes.Equal(plain, compressed) || !bytes.Equal(changedPlain, changedCompressed) {
		t.Errorf("pages compressed by fpdf give other bytes: %d and %d, %d and %d", len(plain), len(compressed), len(changedPlain), len(changedCompressed))
	}
	if bytes.Equal(plain, changedPlain) {
		t.Error("the changed page changed nothing")
	}
}
