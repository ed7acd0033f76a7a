package fonts

import (
	"bytes"
	"math"
	"os"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// A CFF font made TrueType keeps every glyph's shape within the
// tolerance: its on-curve points lie on the CFF outline, its advances and
// character map are the font's, and the conversion gives the same bytes
// every time.
func TestCFFBecomesTrueType(t *testing.T) {
	otf, err := os.ReadFile("../testdata/otf/Dynalight-Regular.otf")
	if err != nil {
		t.Fatal(err)
	}
	ttf, err := trueTypeFromCFF(otf, nil)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := trueTypeFromCFF(otf, nil)
	if !bytes.Equal(ttf, again) {
		t.Error("two conversions differ")
	}
	if string(ttf[:4]) != "\x00\x01\x00\x00" {
		t.Fatalf("signature %q", ttf[:4])
	}
	src, _ := sfnt.Parse(otf)
	dst, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	if src.NumGlyphs() != dst.NumGlyphs() || src.UnitsPerEm() != dst.UnitsPerEm() {
		t.Fatalf("glyphs %d → %d, upem %d → %d", src.NumGlyphs(), dst.NumGlyphs(), src.UnitsPerEm(), dst.UnitsPerEm())
	}
	var bs, bd sfnt.Buffer
	em := fixed.Int26_6(src.UnitsPerEm()) << 6
	for _, r := range "AgQ&ß@8" {
		gi, _ := src.GlyphIndex(&bs, r)
		gj, _ := dst.GlyphIndex(&bd, r)
		if gi == 0 || gi != gj {
			t.Fatalf("%q: glyph %d → %d", r, gi, gj)
		}
		as, _ := src.GlyphAdvance(&bs, gi, em, 0)
		ad, _ := dst.GlyphAdvance(&bd, gj, em, 0)
		if as != ad {
			t.Errorf("%q: advance %v → %v", r, as, ad)
		}
		// Sample both outlines densely; every point of the TrueType one
		// must lie within a unit of the CFF one.
		cff := sample(t, src, &bs, gi, em)
		tt := sample(t, dst, &bd, gj, em)
		if worst := farthest(tt, cff); worst > 1.0 {
			t.Errorf("%q: the TrueType outline strays %.2f units from the CFF one", r, worst)
		}
		if worst := farthest(cff, tt); worst > 1.0 {
			t.Errorf("%q: the CFF outline strays %.2f units from the TrueType one", r, worst)
		}
	}
}

// sample returns points along a glyph's outline, in font units.
func sample(t *testing.T, f *sfnt.Font, b *sfnt.Buffer, g sfnt.GlyphIndex, em fixed.Int26_6) [][2]float64 {
	segs, err := f.LoadGlyph(b, g, em, nil)
	if err != nil {
		t.Fatal(err)
	}
	var pts [][2]float64
	var at [2]float64
	// Samples every half unit or closer along the control polygon.
	steps := func(ps ...[2]float64) int {
		l := 0.0
		for i := 1; i < len(ps); i++ {
			l += math.Hypot(ps[i][0]-ps[i-1][0], ps[i][1]-ps[i-1][1])
		}
		return max(4, int(2*l))
	}
	p := func(q fixed.Point26_6) [2]float64 { return [2]float64{float64(q.X) / 64, float64(q.Y) / 64} }
	for _, s := range segs {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			at = p(s.Args[0])
		case sfnt.SegmentOpLineTo:
			end := p(s.Args[0])
			n := steps(at, end)
			for i := range n {
				u := float64(i) / float64(n)
				pts = append(pts, [2]float64{at[0] + u*(end[0]-at[0]), at[1] + u*(end[1]-at[1])})
			}
			at = end
		case sfnt.SegmentOpQuadTo:
			c, end := p(s.Args[0]), p(s.Args[1])
			n := steps(at, c, end)
			for i := range n {
				u := float64(i) / float64(n)
				v := 1 - u
				pts = append(pts, [2]float64{v*v*at[0] + 2*v*u*c[0] + u*u*end[0], v*v*at[1] + 2*v*u*c[1] + u*u*end[1]})
			}
			at = end
		case sfnt.SegmentOpCubeTo:
			c1, c2, end := p(s.Args[0]), p(s.Args[1]), p(s.Args[2])
			n := steps(at, c1, c2, end)
			for i := range n {
				u := float64(i) / float64(n)
				v := 1 - u
				pts = append(pts, [2]float64{
					v*v*v*at[0] + 3*v*v*u*c1[0] + 3*v*u*u*c2[0] + u*u*u*end[0],
					v*v*v*at[1] + 3*v*v*u*c1[1] + 3*v*u*u*c2[1] + u*u*u*end[1]})
			}
			at = end
		}
	}
	if len(pts) == 0 {
		t.Fatal("empty outline")
	}
	return pts
}

// farthest is the largest distance from a point of a to the nearest of b
// (looked for in b's points bucketed by 2 × 2 units around it; a point
// with none within 2 units counts as 2 away, past the tolerance of 1).
func farthest(a, b [][2]float64) float64 {
	cell := func(p [2]float64) [2]int { return [2]int{int(math.Floor(p[0] / 2)), int(math.Floor(p[1] / 2))} }
	grid := map[[2]int][][2]float64{}
	for _, q := range b {
		grid[cell(q)] = append(grid[cell(q)], q)
	}
	worst := 0.0
	for _, p := range a {
		best := 4.0 // squared
		c := cell(p)
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				for _, q := range grid[[2]int{c[0] + dx, c[1] + dy}] {
					best = min(best, (p[0]-q[0])*(p[0]-q[0])+(p[1]-q[1])*(p[1]-q[1]))
				}
			}
		}
		worst = max(worst, best)
	}
	return math.Sqrt(worst)
}

// A registered .otf is a face like a .ttf: it measures and covers.
func TestRegisterOTF(t *testing.T) {
	otf, _ := os.ReadFile("../testdata/otf/Dynalight-Regular.otf")
	s, err := Register("DynalightTest", otf, Sans)
	if err != nil {
		t.Fatal(err)
	}
	f := s.Primary()
	if !f.Covers('A') || f.Advance('A') <= 0 || f.Covers('あ') {
		t.Errorf("A covered %v, advance %v; あ covered %v", f.Covers('A'), f.Advance('A'), f.Covers('あ'))
	}
	data, err := f.Data()
	if err != nil || string(data[:4]) != "\x00\x01\x00\x00" {
		t.Errorf("Data: %v, %q", err, data[:4])
	}
}

// A document's characters convert only their glyphs: the same glyphs as
// the whole conversion's, the others empty; measuring never converts.
func TestDataForConvertsOnlyWhatIsSet(t *testing.T) {
	otf, _ := os.ReadFile("../testdata/otf/Dynalight-Regular.otf")
	f := &Face{Name: "DynalightPart", src: otf}
	if !f.Covers('Z') || f.conv != nil || len(f.cuts) != 0 {
		t.Fatal("measuring converted the font")
	}
	part, err := f.DataFor("Ag")
	if err != nil {
		t.Fatal(err)
	}
	whole, _ := f.Data()
	ps, _ := sfnt.Parse(part)
	ws, _ := sfnt.Parse(whole)
	var b sfnt.Buffer
	em := fixed.Int26_6(ws.UnitsPerEm()) << 6
	for r, kept := range map[rune]bool{'A': true, 'g': true, 'Z': false} {
		g, _ := ws.GlyphIndex(&b, r)
		pw, _ := ps.LoadGlyph(&b, g, em, nil)
		n := len(pw)
		ww, _ := ws.LoadGlyph(&b, g, em, nil)
		if kept && (n == 0 || n != len(ww)) || !kept && n != 0 {
			t.Errorf("%q: %d segments in the document's font, %d in the whole (kept %v)", r, n, len(ww), kept)
		}
	}
	if again, _ := f.DataFor("Ag"); &again[0] != &part[0] {
		t.Error("the same characters converted twice")
	}
}

// A glyph the TrueType format cannot hold (a coordinate past int16, more
// than 65,536 points) is refused, not written with its numbers wrapped.
func TestEncodeGlyphRefusesWhatWraps(t *testing.T) {
	square := func(side int) []tpoint {
		return []tpoint{{0, 0, true}, {side, 0, true}, {side, side, true}, {0, side, true}}
	}
	if _, err := encodeGlyph([][]tpoint{square(32767)}); err != nil {
		t.Errorf("32767: %v", err)
	}
	if _, err := encodeGlyph([][]tpoint{square(40000)}); err == nil || !strings.Contains(err.Error(), "spans 0…40000 × 0…40000 font units, past the −32,768…32,767") {
		t.Errorf("40000: got %v", err)
	}
	many := make([]tpoint, 70000)
	for i := range many {
		many[i] = tpoint{i % 100, i / 1000, true}
	}
	if _, err := encodeGlyph([][]tpoint{many}); err == nil || !strings.Contains(err.Error(), "70000 points in 1 contours, past the 65,536") {
		t.Errorf("70000 points: got %v", err)
	}
}
