// Tests of behaviour the rest of the suite left unchecked, each found by a
// mutant of internal/mutate that survived it.

package layout

import (
	"math"
	"slices"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/fonts"
)

// A proof shows the card's face: every text of the face is in the figure,
// which is as large as the face and its bleed, scaled.
func TestProofFigureDrawsTheFace(t *testing.T) {
	c := pokerGame(t)
	f := c.Entry(c.EntryIDs()[0]).Faces()[0]
	fig, err := ProofFigure(c, f, ProofOptions{Bleed: 3, Safe: 3, Scale: 2})
	if err != nil {
		t.Fatal(err)
	}
	if want := (63.0 + 6) * 2; fig.W != want {
		t.Errorf("figure %.1f mm wide, want %.1f (63 mm and 3 mm of bleed each side, twice)", fig.W, want)
	}
	face, err := CardFace(c, f, FaceOptions{Bleed: 3})
	if err != nil {
		t.Fatal(err)
	}
	got := texts(fig.Boxes)
	if len(texts(face)) == 0 {
		t.Fatal("the face has no text to look for")
	}
	for _, s := range texts(face) {
		if !slices.Contains(got, s) {
			t.Errorf("the proof lacks the face's text %q", s)
		}
	}
}

// An element's label is the field it prints.
func TestElementLabelIsItsField(t *testing.T) {
	if got := ElementLabel(&catalog.Element{Field: "cost", Type: catalog.ElemText, Text: "{name}"}); got != "cost" {
		t.Errorf("label %q, want cost", got)
	}
}

// Rectangles that only touch share nothing: the clip is empty, not a line.
func TestClipOfTouchingRectanglesIsEmpty(t *testing.T) {
	r := Rect{0, 0, 10, 10}
	for _, other := range []Rect{{10, 0, 5, 5}, {0, 10, 5, 5}} {
		if got := clip(r, other); got != (Rect{}) {
			t.Errorf("clip(%v, %v) = %v, want none", r, other, got)
		}
	}
	if got := clip(r, Rect{5, 5, 10, 10}); got != (Rect{5, 5, 5, 5}) {
		t.Errorf("overlap: %v", got)
	}
}

// A text that comes into the safe zone is reported with the cards whose
// face prints it, by name.
func TestSafeZoneWarningNamesTheCard(t *testing.T) {
	c, err := testGame(t, `
[layouts.default]
[[layouts.default.element]]
type = "text"
field = "name"
box = [1, 1, 40, 8]
size = 9
[[card]]
id = "a"
name = "Edgy"
kind = "action"
`)
	if err != nil {
		t.Fatal(err)
	}
	_, found := CheckFaces(c, 3)
	if len(found) != 1 || !strings.Contains(found[0].Msg, "from the cut on Edgy,") {
		t.Errorf("want one warning on Edgy, got %v", found)
	}
}

// An empty stack is an outline of a card, no card back.
func TestSceneEmptyStackIsAnOutline(t *testing.T) {
	fig := Scene([]SceneArea{{Piles: []ScenePile{{Label: "山札 0枚", Lie: Stack}}}}, testSceneStyle(100))
	if backs := fills(fig.Boxes, backColor); len(backs) != 0 {
		t.Errorf("an empty stack draws %d card backs", len(backs))
	}
	lines := 0
	for _, b := range fig.Boxes {
		if _, ok := b.(Line); ok {
			lines++
		}
	}
	if lines != 4 {
		t.Errorf("an empty stack draws %d lines, want the 4 sides of its outline", lines)
	}
}

// A list item's marker stands on its first line, before the text, and
// only there.
func TestListMarkerOnTheFirstLine(t *testing.T) {
	st := B5("t")
	long := strings.Repeat("あ", columnChars*2)
	pages, _ := Typeset([]Block{List{Items: 1, Body: []Block{item(st, long, 6)}}}, st)
	var markers, first []Text
	for _, b := range pages[0].Boxes {
		if tx, ok := b.(Text); ok {
			switch {
			case tx.Text == "1.":
				markers = append(markers, tx)
			case strings.HasPrefix(tx.Text, "あ") && len(first) == 0:
				first = append(first, tx)
			}
		}
	}
	if len(markers) != 1 || len(first) != 1 {
		t.Fatalf("%d markers and %d first lines", len(markers), len(first))
	}
	if m, l := markers[0], first[0]; m.Y != l.Y || m.X >= l.X {
		t.Errorf("marker at (%.1f, %.1f), first line at (%.1f, %.1f): want it before the line, on its baseline", m.X, m.Y, l.X, l.Y)
	}
}

// A rounded rectangle's outline stays inside it and its straight sides run
// whole between the arcs: each arc starts and ends where a side meets it.
func TestRoundedRectMeetsItsSides(t *testing.T) {
	r, rad := Rect{1, 2, 20, 10}, 2.0
	pts := roundedRect(r, rad)
	for _, p := range pts {
		if p.X < r.X-1e-9 || p.X > r.X+r.W+1e-9 || p.Y < r.Y-1e-9 || p.Y > r.Y+r.H+1e-9 {
			t.Errorf("%v lies outside %v", p, r)
		}
	}
	x0, y0, x1, y1 := r.X, r.Y, r.X+r.W, r.Y+r.H
	for _, want := range []Point{
		{x1 - rad, y0}, {x1, y0 + rad}, // top right
		{x1, y1 - rad}, {x1 - rad, y1}, // bottom right
		{x0 + rad, y1}, {x0, y1 - rad}, // bottom left
		{x0, y0 + rad}, {x0 + rad, y0}, // top left
	} {
		found := false
		for _, p := range pts {
			found = found || math.Abs(p.X-want.X) < 1e-9 && math.Abs(p.Y-want.Y) < 1e-9
		}
		if !found {
			t.Errorf("no point of the outline at %v, where a side meets its arc", want)
		}
	}
}

// A text element without a field is labelled by the fields its template
// prints.
func TestElementLabelOfATemplate(t *testing.T) {
	if got := ElementLabel(&catalog.Element{Type: catalog.ElemText, Text: "{name}{symbols}"}); got != "name+symbols" {
		t.Errorf("label %q, want name+symbols", got)
	}
}

// A stack shows its top card's face (one card is enough), and an empty
// stack's outline stands where that card would.
func TestSceneStackShowsItsTopCard(t *testing.T) {
	one := Scene([]SceneArea{{Piles: []ScenePile{{Label: "山札", Lie: Stack, Depth: 1, Cards: []SceneCard{{Face: sceneFace()}}}}}}, testSceneStyle(100))
	faces := fills(one.Boxes, faceColor)
	if len(faces) != 1 {
		t.Fatalf("a stack of one card shows %d faces", len(faces))
	}
	empty := Scene([]SceneArea{{Piles: []ScenePile{{Label: "山札", Lie: Stack}}}}, testSceneStyle(100))
	var pts []Point
	for _, b := range empty.Boxes {
		if l, ok := b.(Line); ok {
			pts = append(pts, l.A, l.B)
		}
	}
	if got := bounds(pts); got != faces[0] {
		t.Errorf("the empty stack's outline is %v, the card's place %v", got, faces[0])
	}
}

// Callouts of a card as wide as the figure allows stay inside the figure.
func TestAnatomyCalloutsInsideANarrowFigure(t *testing.T) {
	calls := []Callout{{At: Rect{0, 20, 3, 5}, Label: "左"}, {At: Rect{137, 20, 3, 5}, Label: "右"}}
	st := AnatomyStyle{Width: 146, Label: fonts.Serif, Number: fonts.SansBold, Size: 9, Ink: Ink, MaxHeight: 90, CardW: 140, CardH: 60, Background: White}
	fig := Anatomy([]Box{Fill{Rect{0, 0, 140, 60}, Color{1, 2, 3}}}, calls, st)
	n := 0
	for _, b := range fig.Boxes {
		if p, ok := b.(Polygon); ok {
			for _, pt := range p.Points {
				n++
				if pt.X < -1e-9 || pt.X > fig.W+1e-9 {
					t.Fatalf("a callout's point at x %.2f, outside the figure (0 to %.1f)", pt.X, fig.W)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no callout drawn")
	}
}
