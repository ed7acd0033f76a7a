package manual

import (
	"math"
	"os"
	"testing"

	"cardpress/catalog"
)

// A card of another size than the game's keeps the figure scale of
// figure_size on its own size: the showcase's landscape site (88 × 63 mm)
// is a landscape figure beside its entry, a third of the card like the
// portrait ones (21 × 29.33 mm).
func TestFiguresFollowEachCardsSize(t *testing.T) {
	c, err := catalog.LoadDir("../testdata/showcase")
	if err != nil {
		t.Fatal(err)
	}
	srcs, err := Sources(os.DirFS("../testdata/showcase"), "testdata/showcase")
	if err != nil {
		t.Fatal(err)
	}
	book, errs := Read(c, nil, srcs)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, err := Build(c, book, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var portrait, landscape int
	for _, p := range m.Pages {
		for _, f := range p.Floats {
			switch {
			case math.Abs(f.W-21) < 0.01 && math.Abs(f.H-29.33) < 0.01:
				portrait++
			case math.Abs(f.W-88.0/3) < 0.01 && math.Abs(f.H-21) < 0.01:
				landscape++
			default:
				t.Errorf("a figure of %.2f × %.2f mm", f.W, f.H)
			}
		}
	}
	if portrait != 4 || landscape != 1 {
		t.Errorf("%d portrait and %d landscape figures, want 4 and 1", portrait, landscape)
	}
}
