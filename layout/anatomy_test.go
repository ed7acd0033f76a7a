package layout

import (
	"math"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/fonts"
)

func clampCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadDir("../games/clamp-in-cardland")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// The parts of a face are where its layout puts them: CLAMP's story card
// has 妨礙修正 in the circle at the top right and the points at the lower
// left of the picture; a template's fields are parts of its element.
func TestFacePartsAreTheLayoutsBoxes(t *testing.T) {
	c := clampCatalog(t)
	parts, err := FaceParts(c, c.Entry("first-day-of-magic").Faces()[0])
	if err != nil {
		t.Fatal(err)
	}
	// Numbers in circles are the circles; a text is its box narrowed to
	// where its text is set.
	want := map[string]Rect{
		"kind":         {4.5, 3.6, 30, 3.4},
		"interference": {49, 3.6, 10, 10},
		"points":       {5.8, 42.5, 10, 10},
		"condition":    {4.5, 55.5, 54, 8.5},
	}
	narrowed := map[string]bool{"kind": true, "condition": true}
	got := map[string]Rect{}
	for _, p := range parts {
		got[p.Field] = p.Rect
	}
	for f, r := range want {
		g, ok := got[f]
		dw := math.Abs(g.W - r.W)
		if narrowed[f] {
			dw = 0
			if g.W < 3 || g.W > r.W-3 {
				dw = 1 // the text of either is a few mm shorter than its box
			}
		}
		dy, dh := math.Abs(g.Y-r.Y), math.Abs(g.H-r.H)
		if narrowed[f] && g.Y >= r.Y-1e-6 && g.Y+g.H <= r.Y+r.H+1e-6 && g.H > 2 {
			dy, dh = 0, 0 // within its box, a line high at least
		}
		if !ok || math.Abs(g.X-r.X)+dy+dw+dh > 1e-6 {
			t.Errorf("part %s at %v (found %v), want %v", f, g, ok, r)
		}
	}
	// A character card's fields are not on a story card, nor is the
	// flavor text a story card does not have.
	for _, f := range []string{"acting", "flavor", "cost-colored", "colors"} {
		if _, ok := got[f]; ok {
			t.Errorf("story card has part %s", f)
		}
	}
}

// A card painted in its color shows it where the layout paints the card's
// color first: CLAMP's event cards in their frame, the whole card.
func TestFacePartsShowTheColor(t *testing.T) {
	c := clampCatalog(t)
	parts, err := FaceParts(c, c.Entry("warm-cheers").Faces()[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range parts {
		if p.Field == "colors" {
			if p.Rect != (Rect{0, 0, 63, 88}) {
				t.Errorf("colors at %v, want the whole card", p.Rect)
			}
			return
		}
	}
	t.Errorf("no colors in %v", parts)
}

func TestFacePartsHaveEachIcon(t *testing.T) {
	c, err := catalog.LoadDir("../games/windia-war")
	if err != nil {
		t.Fatal(err)
	}
	parts, err := FaceParts(c, c.Entry("bind").Faces()[0])
	if err != nil {
		t.Fatal(err)
	}
	var attack, tableau *Part
	for i := range parts {
		switch parts[i].Field {
		case "icon:attack":
			attack = &parts[i]
		case "icon:tableau":
			tableau = &parts[i]
		}
	}
	if attack == nil || tableau == nil {
		t.Fatalf("parts %v: want both icons", parts)
	}
	if attack.Rect.X+attack.Rect.W > tableau.Rect.X || attack.Rect.Y != tableau.Rect.Y {
		t.Errorf("icons at %v and %v: want side by side, attack first", attack.Rect, tableau.Rect)
	}
}

// Every callout's leader ends next to its part, on the card as drawn; the
// numbers do not overlap; the legend lists the labels in order.
func TestAnatomyPointsAtItsParts(t *testing.T) {
	calls := []Callout{
		{At: Rect{4.5, 3.6, 30, 3.4}, Label: "卡片種類"},
		{At: Rect{4.5, 7.4, 42, 6.2}, Label: "名稱"},
		{At: Rect{49, 3.6, 10, 10}, Label: "妨礙修正"},
		{At: Rect{5.8, 42.5, 10, 10}, Label: "點數"},
		{At: Rect{3.6, 20, 9, 9}, Label: "使用點數"},
		{At: Rect{23, 25, 7, 3}, Label: "活動牌"},
		{At: Rect{20, 80, 4, 4}, Label: "圖示", Row: true},
		{At: Rect{25, 80, 4, 4}, Label: "圖示二", Row: true},
	}
	st := AnatomyStyle{Width: 146, Label: fonts.Serif, Number: fonts.SansBold, Size: 9, Ink: Ink, MaxHeight: 90, CardW: 63, CardH: 88, Background: White}
	card := []Box{Fill{Rect{0, 0, 63, 88}, Color{1, 2, 3}}}
	fig := Anatomy(card, calls, st)
	var at Rect
	for _, b := range fig.Boxes {
		if f, ok := b.(Fill); ok && f.Color == (Color{1, 2, 3}) {
			at = f.Rect
		}
	}
	scale := at.H / 88
	if at.W == 0 || at.X < 0 || at.X+at.W > st.Width || fig.W > st.Width {
		t.Fatalf("card drawn at %v in a figure %v wide", at, fig.W)
	}
	// Leaders are the thin ink lines; each ends within 1.5 mm of its part.
	var ends []Point
	for _, b := range fig.Boxes {
		if l, ok := b.(Line); ok && l.Color == Ink {
			ends = append(ends, l.B)
		}
	}
	if len(ends) != len(calls) {
		t.Fatalf("%d leaders, want %d", len(ends), len(calls))
	}
	for _, c := range calls {
		r := Rect{at.X + c.At.X*scale, at.Y + c.At.Y*scale, c.At.W * scale, c.At.H * scale}.Inset(-1.5)
		found := false
		for _, e := range ends {
			if e.X >= r.X && e.X <= r.X+r.W && e.Y >= r.Y && e.Y <= r.Y+r.H {
				found = true
			}
		}
		if !found {
			t.Errorf("no leader ends at %q (%v)", c.Label, r)
		}
	}
	// No leader runs through another part when a side lets it go clear:
	// here every part has one.
	for _, b := range fig.Boxes {
		l, ok := b.(Line)
		if !ok || l.Color != Ink {
			continue
		}
		for _, c := range calls {
			r := Rect{at.X + c.At.X*scale, at.Y + c.At.Y*scale, c.At.W * scale, c.At.H * scale}.Inset(0.3)
			if l.B.X >= r.X-1.5 && l.B.X <= r.X+r.W+1.5 && l.B.Y >= r.Y-1.5 && l.B.Y <= r.Y+r.H+1.5 {
				continue // its own part
			}
			for k := 0; k <= 20; k++ {
				p := Point{l.A.X + (l.B.X-l.A.X)*float64(k)/20, l.A.Y + (l.B.Y-l.A.Y)*float64(k)/20}
				if p.X > r.X && p.X < r.X+r.W && p.Y > r.Y && p.Y < r.Y+r.H {
					t.Errorf("the leader to %v runs through %q", l.B, c.Label)
					break
				}
			}
		}
	}
	var numbers []Text
	var labels []string
	for _, b := range fig.Boxes {
		if tx, ok := b.(Text); ok {
			if tx.Style == fonts.SansBold {
				numbers = append(numbers, tx)
			} else {
				labels = append(labels, tx.Text)
			}
		}
	}
	for i, l := range labels {
		if l != calls[i].Label {
			t.Errorf("legend %d = %q, want %q", i, l, calls[i].Label)
		}
	}
	// Numbers: once on the card's callouts, once in the legend; no two
	// discs closer than a disc apart.
	if len(numbers) != 2*len(calls) {
		t.Errorf("%d numbers, want %d", len(numbers), 2*len(calls))
	}
	for i := range numbers {
		for j := i + 1; j < len(numbers); j++ {
			if math.Hypot(numbers[i].X-numbers[j].X, numbers[i].Y-numbers[j].Y) < 2*calloutRadius {
				t.Errorf("numbers %s and %s overlap at %v, %v", numbers[i].Text, numbers[j].Text, numbers[i], numbers[j])
			}
		}
	}
}

// A legend too wide to stand beside the card goes under it, inside the
// figure.
func TestAnatomyLegendUnderAWideCard(t *testing.T) {
	long := strings.Repeat("長い説明", 5)
	calls := []Callout{{At: Rect{5, 3, 58, 6}, Label: long}, {At: Rect{63, 3, 19, 6}, Label: "ポイント"}}
	st := AnatomyStyle{Width: 146, Label: fonts.Serif, Number: fonts.SansBold, Size: 9, Ink: Ink, MaxHeight: 90, CardW: 87, CardH: 51, Background: White}
	fig := Anatomy([]Box{Fill{Rect{0, 0, 87, 51}, Color{1, 2, 3}}}, calls, st)
	var card Rect
	for _, b := range fig.Boxes {
		if f, ok := b.(Fill); ok && f.Color == (Color{1, 2, 3}) {
			card = f.Rect
		}
	}
	for _, b := range fig.Boxes {
		tx, ok := b.(Text)
		if !ok || tx.Style != fonts.Serif {
			continue
		}
		if tx.Y < card.Y+card.H || tx.Y > fig.H {
			t.Errorf("legend %q at y %.1f: want under the card (%.1f) inside the figure (%.1f)", tx.Text, tx.Y, card.Y+card.H, fig.H)
		}
		if end := tx.X + TextWidth(tx.Style, tx.Text, tx.Size); tx.X < 0 || end > st.Width {
			t.Errorf("legend %q from %.1f to %.1f mm, the figure %.0f wide", tx.Text, tx.X, end, st.Width)
		}
	}
}

// A legend taller than the card goes under it too: every legend line
// stands inside the figure (20 callouts on a poker card overprinted the
// text above and below it).
func TestAnatomyLegendTallerThanTheCard(t *testing.T) {
	var calls []Callout
	for i := 0; i < 20; i++ {
		calls = append(calls, Callout{At: Rect{5, 3 + 4*float64(i), 10, 3}, Label: "部分"})
	}
	st := AnatomyStyle{Width: 146, Label: fonts.Serif, Number: fonts.SansBold, Size: 9, Ink: Ink, MaxHeight: 90, CardW: 63, CardH: 88, Background: White}
	fig := Anatomy([]Box{Fill{Rect{0, 0, 63, 88}, Color{1, 2, 3}}}, calls, st)
	n := 0
	for _, b := range fig.Boxes {
		if tx, ok := b.(Text); ok && tx.Style == fonts.Serif {
			n++
			if tx.Y < 0 || tx.Y > fig.H {
				t.Errorf("legend %q at y %.1f, outside the figure (0 to %.1f)", tx.Text, tx.Y, fig.H)
			}
		}
	}
	if n != len(calls) {
		t.Errorf("%d legend lines, want %d", n, len(calls))
	}
}
