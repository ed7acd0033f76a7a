package catalog

import (
	"strings"
	"testing"
	"testing/fstest"
)

// SVG art is checked as PNG and JPEG art is: a drawing cardpress cannot
// draw is an error at the cell naming it.
func TestSVGArtIsChecked(t *testing.T) {
	for svg, want := range map[string]string{
		`<svg viewBox="0 0 10 10"><rect width="5" height="5"/></svg>`:    "",
		`<svg viewBox="0 0 10 10"><text>Hi</text></svg>`:                 `g/cards.csv:2:18: card "fire": "art/fire.svg" is not a readable PNG, JPEG or SVG image (SVG: the element <text> is not drawn by cardpress`,
		`<svg><rect width="5" height="5"/></svg>`:                        `g/cards.csv:2:18: card "fire": "art/fire.svg" is not a readable PNG, JPEG or SVG image (SVG: the drawing has no size`,
		"<svg " + strings.Repeat(" ", MaxSourceSize) + "/>":              `is over 8 MB`,
		`<svg viewBox="0 0 1e300 10"><rect width="5" height="5"/></svg>`: `the drawing's viewBox is 1e+300 × 10 units, too large`,
	} {
		_, err := Parse("g/catalog.toml", []byte(csvGame), fstest.MapFS{
			"cards.csv":    {Data: []byte("id,name,kind,art\nfire,Fire,action,art/fire.svg\n")},
			"art/fire.svg": {Data: []byte(svg)},
		})
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("%.40s…: got %v, want %q", svg, err, want)
		}
	}
}
