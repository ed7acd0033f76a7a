package output

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/fonts"
)

func samplePDF(t *testing.T) []byte {
	t.Helper()
	d := NewDocument(182, 257, "テスト")
	d.AddPage()
	// Mincho with a Traditional Chinese character from the fallback face.
	if err := d.Text(20, 30, fonts.Serif, 10.5, "カードの説明と故事說明"); err != nil {
		t.Fatal(err)
	}
	if err := d.Text(20, 40, fonts.SansBold, 14, "Wild D Draw5"); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := d.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestPDFIsReproducible(t *testing.T) {
	a, b := samplePDF(t), samplePDF(t)
	if !bytes.Equal(a, b) {
		t.Fatalf("two builds of the same document differ (%d vs %d bytes)", len(a), len(b))
	}
	for _, face := range []string{"/utf8bizudmincho", "/utf8lxgwwenkai", "/utf8bizudpgothicbold"} {
		if !bytes.Contains(a, []byte(face)) {
			t.Errorf("font %s is not embedded", face)
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

// Card images: one PNG per design, gray variants, and deck sheets whose
// last cell is the back.
func TestWriteCardImages(t *testing.T) {
	c, err := catalog.LoadDir("../games/windia-war")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cards, _ := c.Select(catalog.Selection{Set: "basic"})
	designs, sheets, err := WriteCardImages(c, cards, CardImages{Dir: dir, PNG: true, Gray: true, Sheet: true}, NewImages(c.FS, 100))
	if err != nil {
		t.Fatal(err)
	}
	// 116 cards of 75 designs; 69 cards a sheet.
	if designs != 75 || sheets != 2 {
		t.Errorf("%d designs, %d sheets; want 75 and 2", designs, sheets)
	}
	for _, sub := range []string{"png", "png-gray"} {
		if n, _ := filepath.Glob(filepath.Join(dir, sub, "*.png")); len(n) != 75 {
			t.Errorf("%s holds %d files, want 75", sub, len(n))
		}
	}
	f, err := os.Open(filepath.Join(dir, "png-gray", "skip.red.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := img.(*image.Gray); !ok {
		t.Errorf("gray variant is %T, want *image.Gray", img)
	}
}
