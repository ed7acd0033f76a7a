package layout

import (
	"math"
	"testing"
)

// Every icon shape stays in its square and spans it from top to bottom
// (within 10%), so icons of different shapes line up; the arrow points
// down, its tip at the middle of the square's bottom edge.
func TestIconShapesSpanTheirSquare(t *testing.T) {
	const x, y, size = 10.0, 20.0, 8.0
	for _, shape := range []string{"triangle", "shield", "square", "diamond", "arrow-down", "plus", "star", "circle"} {
		p := IconShape(shape, x, y, size, Black)
		top, bottom := math.Inf(1), math.Inf(-1)
		for _, pt := range p.Points {
			if pt.X < x-1e-9 || pt.X > x+size+1e-9 || pt.Y < y-1e-9 || pt.Y > y+size+1e-9 {
				t.Errorf("%s: point %v leaves the square (%g, %g) of side %g", shape, pt, x, y, size)
			}
			top, bottom = min(top, pt.Y), max(bottom, pt.Y)
		}
		if top > y+0.1*size || bottom < y+0.9*size {
			t.Errorf("%s: spans %g to %g, want about %g to %g", shape, top, bottom, y, y+size)
		}
	}
	tip := Point{}
	for _, pt := range IconShape("arrow-down", x, y, size, Black).Points {
		if pt.Y > tip.Y {
			tip = pt
		}
	}
	if tip != (Point{x + size/2, y + size}) {
		t.Errorf("arrow-down: lowest point %v, want the tip at %v", tip, Point{x + size/2, y + size})
	}
}

// A turned group maps its own upright box onto the page: each quarter
// turn clockwise takes the local top-left corner to the next corner of
// the landing rectangle (top-right, bottom-right, bottom-left), and the
// opposite corner to the one across; no point leaves the rectangle.
func TestRotatedMapsCornersToCorners(t *testing.T) {
	r := Rect{X: 10, Y: 20, W: 30, H: 50}
	tl, tr, br, bl := Point{10, 20}, Point{40, 20}, Point{40, 70}, Point{10, 70}
	for turns, want := range [][2]Point{{tl, br}, {tr, bl}, {br, tl}, {bl, tr}} {
		b := Rotated{Rect: r, Turns: turns}
		w, h := b.Local()
		if got := [2]Point{b.Map(Point{0, 0}), b.Map(Point{w, h})}; got != want {
			t.Errorf("%d turns: corners go to %v, want %v", turns, got, want)
		}
		if m := b.Map(Point{w / 2, 0}); m.X < r.X || m.X > r.X+r.W || m.Y < r.Y || m.Y > r.Y+r.H {
			t.Errorf("%d turns: the middle of the top edge lands at %v, outside %v", turns, m, r)
		}
	}
}

// Rectangles overlap when they share area; touching edges, side by side
// or one above the other, is no overlap.
func TestOverlapsAny(t *testing.T) {
	r := Rect{X: 0, Y: 0, W: 10, H: 10}
	for _, tt := range []struct {
		o    Rect
		want bool
	}{
		{Rect{5, 5, 10, 10}, true},
		{Rect{2, 2, 2, 2}, true},
		{Rect{10, 0, 5, 10}, false}, // touching on the right
		{Rect{0, 10, 10, 5}, false}, // touching below
		{Rect{20, 0, 5, 10}, false}, // beside, at the same height
		{Rect{0, 20, 10, 5}, false}, // below, at the same columns
		{Rect{-5, -5, 4, 4}, false},
	} {
		if got := overlapsAny(r, []Rect{tt.o}); got != tt.want {
			t.Errorf("%v and %v: overlap %v, want %v", r, tt.o, got, tt.want)
		}
	}
}

// Scaling a row of dots scales its step with its rectangle, so the dots
// keep their places relative to the row.
func TestScaleDots(t *testing.T) {
	out := Scale([]Box{Dots{Rect: Rect{1, 2, 3, 4}, Step: 5, N: 3, Color: Black}}, 2)
	if d := out[0].(Dots); d.Rect != (Rect{2, 4, 6, 8}) || d.Step != 10 || d.N != 3 {
		t.Errorf("got %+v", d)
	}
}

// Only crop marks reach beyond the bleed; cut lines and no guides keep
// the page's clear area at the bleed.
func TestGuideReach(t *testing.T) {
	sh, err := Impose(63, 88, SheetOptions{Paper: Papers["a4"], Margin: 5, Bleed: 3, Gutter: 6, Marks: true})
	if err != nil {
		t.Fatal(err)
	}
	if r := sh.guideReach(CropMarks, 9); r < MinMarkLength {
		t.Errorf("crop marks reach %g mm, want at least %g", r, MinMarkLength)
	}
	for _, g := range []Guides{CutLines, NoGuides} {
		if r := sh.guideReach(g, 9); r != 0 {
			t.Errorf("guides %d reach %g mm beyond the bleed, want 0", g, r)
		}
	}
}
