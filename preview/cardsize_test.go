package preview

import (
	"os"
	"path/filepath"
	"testing"

	"cardpress/catalog"
	"cardpress/output"
)

// A card of another size than the game's (the showcase's landscape site)
// is shown at its own size on the page: its face says it; the others take
// the game's.
func TestFacesSayTheirOwnSize(t *testing.T) {
	c, err := catalog.LoadDir("../testdata/showcase")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "png"), 0o755)
	os.WriteFile(filepath.Join(dir, "png", output.BackName), []byte("back"), 0o644)
	for _, e := range c.Cards {
		for _, f := range e.Faces() {
			os.WriteFile(filepath.Join(dir, "png", output.PNGName(f.ID)), []byte(f.ID), 0o644)
		}
	}
	s, err := withCards(&State{}, c, dir)
	if err != nil {
		t.Fatal(err)
	}
	site, unit := face(s, "sunken-shrine"), face(s, "tidecaller")
	if site == nil || unit == nil || site.W != 88 || site.H != 63 || unit.W != 0 || s.CardW != 63 || s.CardH != 88 {
		t.Errorf("site %+v, unit %+v, game %g × %g: want the site 88 × 63 mm, the unit the game's 63 × 88", site, unit, s.CardW, s.CardH)
	}
}
