package output

import (
	"io"
	"path/filepath"
	"strconv"
	"testing"

	"cardpress/catalog"
	"cardpress/layout"
)

func BenchmarkRenderFacePNG(b *testing.B) {
	c, err := catalog.LoadDir("../games/windia-war")
	if err != nil {
		b.Fatal(err)
	}
	faces := c.FacesIn("expansion")
	imgs := NewImages(c.FS, 300)
	area := layout.Rect{W: c.Game.CardWidth, H: c.Game.CardHeight}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f := faces[i%len(faces)]
		boxes, err := layout.CardFace(c, f, layout.FaceOptions{})
		if err != nil {
			b.Fatal(err)
		}
		img, err := RenderArea(boxes, area, imgs)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := EncodePNG(img); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDeckPDF lays out and writes the full 128-card Windia War deck
// with duplex backs, as `cardpress cards` does.
func BenchmarkDeckPDF(b *testing.B) {
	c, err := catalog.LoadDir("../games/windia-war")
	if err != nil {
		b.Fatal(err)
	}
	cards := c.Deck("expansion")
	opts := layout.DeckOptions{Sheet: layout.SheetOptions{Paper: layout.Papers["a4"], Margin: 10, Gutter: 3}, Backs: true, Label: "Windia War"}
	imgs := NewImages(c.FS, 300)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, pages, err := layout.CardSheets(c, cards, opts)
		if err != nil {
			b.Fatal(err)
		}
		if err := WritePages(io.Discard, "bench", pages, imgs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCardImages is the card-image stage of a build: every face and
// the back of the default Windia War set drawn, encoded and written into a
// new staging folder, as `cardpress build` does without a session's cache.
// The art is resampled before the timer starts: that is the art cache's
// part, not this stage's.
func BenchmarkCardImages(b *testing.B) {
	c, err := catalog.LoadDir("../games/windia-war")
	if err != nil {
		b.Fatal(err)
	}
	cards := c.Deck(c.DefaultSet())
	imgs := NewImages(c.FS, 300)
	dir := b.TempDir()
	write := func(name string) {
		to := filepath.Join(dir, name)
		st := Stage(to) // as a build writes its folders
		if _, err := WriteCardImages(c, cards, CardImages{Dir: to}, imgs); err != nil {
			b.Fatal(err)
		}
		if err := st.End(); err != nil {
			b.Fatal(err)
		}
	}
	write("warm")
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		write(strconv.Itoa(i))
	}
}
