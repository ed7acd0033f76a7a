package layout

import (
	"math"
	"testing"

	"cardpress/catalog"
)

const tol = 0.1 // mm

func near(a, b float64) bool { return math.Abs(a-b) <= tol }

func loadWindia(t testing.TB) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadDir("../games/windia-war")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestImpose(t *testing.T) {
	tests := []struct {
		name       string
		paper      string
		landscape  bool
		gutter     float64
		bleed      float64
		cols, rows int
	}{
		{"a4", "a4", false, 3, 0, 6, 14},
		{"a4 landscape", "a4", true, 3, 0, 8, 9},
		{"b5", "b5", false, 3, 0, 5, 12},
		{"letter", "letter", false, 3, 0, 6, 13},
		{"a4 bleed 3", "a4", false, 6, 3, 5, 12},
		{"custom", "100x80", false, 0, 0, 2, 3},
		{"wide custom is landscape", "297x210", false, 3, 0, 8, 9},
		{"landscape of a wide custom stays", "297x210", true, 3, 0, 8, 9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			paper, err := ParsePaper(tt.paper)
			if err != nil {
				t.Fatal(err)
			}
			sh, err := Impose(29, 17, SheetOptions{Paper: paper, Landscape: tt.landscape, Margin: 10, Gutter: tt.gutter, Bleed: tt.bleed})
			if err != nil {
				t.Fatal(err)
			}
			if sh.Cols != tt.cols || sh.Rows != tt.rows {
				t.Errorf("grid %d×%d, want %d×%d", sh.Cols, sh.Rows, tt.cols, tt.rows)
			}
			checkGrid(t, sh, 10)
		})
	}
}

// checkGrid proves the geometry of every slot: size, gutters, margins,
// centring, and back mirroring.
func checkGrid(t *testing.T, sh Sheet, margin float64) {
	t.Helper()
	for i := 0; i < sh.PerPage(); i++ {
		r := sh.Slot(i)
		if !near(r.W, sh.CardW) || !near(r.H, sh.CardH) {
			t.Fatalf("slot %d is %.2f × %.2f mm", i, r.W, r.H)
		}
		if r.X-sh.Bleed < margin-tol || r.Y-sh.Bleed < margin-tol || r.X+r.W+sh.Bleed > sh.PageW-margin+tol || r.Y+r.H+sh.Bleed > sh.PageH-margin+tol {
			t.Errorf("slot %d %+v with bleed %.1f leaves the %.0f mm margin", i, r, sh.Bleed, margin)
		}
		if i%sh.Cols > 0 {
			if left := sh.Slot(i - 1); !near(r.X-(left.X+left.W), sh.Gutter) || !near(r.Y, left.Y) {
				t.Errorf("slot %d: gap to the left %.2f mm, want gutter %.2f", i, r.X-(left.X+left.W), sh.Gutter)
			}
		}
		if i >= sh.Cols {
			if up := sh.Slot(i - sh.Cols); !near(r.Y-(up.Y+up.H), sh.Gutter) {
				t.Errorf("slot %d: gap above %.2f mm, want %.2f", i, r.Y-(up.Y+up.H), sh.Gutter)
			}
		}
		// Long-edge duplex flips a portrait sheet left to right, a
		// landscape one top to bottom.
		b := sh.BackSlot(i, Duplex{})
		want := Rect{sh.PageW - r.X - r.W, r.Y, r.W, r.H}
		if sh.PageW > sh.PageH {
			want = Rect{r.X, sh.PageH - r.Y - r.H, r.W, r.H}
		}
		if !near(b.X, want.X) || !near(b.Y, want.Y) || !near(b.W, r.W) {
			t.Errorf("back %d at %+v does not mirror face %+v on a %.1f × %.1f mm page", i, b, r, sh.PageW, sh.PageH)
		}
	}
	first, last := sh.Slot(0), sh.Slot(sh.PerPage()-1)
	if !near(first.X, sh.PageW-(last.X+last.W)) || !near(first.Y, sh.PageH-(last.Y+last.H)) {
		t.Errorf("grid not centred: left %.2f, right %.2f, top %.2f, bottom %.2f", first.X, sh.PageW-(last.X+last.W), first.Y, sh.PageH-(last.Y+last.H))
	}
}

func TestImposeErrors(t *testing.T) {
	a4 := Papers["a4"]
	if _, err := Impose(29, 17, SheetOptions{Paper: a4, Margin: 10, Gutter: 2, Bleed: 3}); err == nil {
		t.Error("gutter smaller than twice the bleed: want an error")
	}
	if _, err := Impose(300, 17, SheetOptions{Paper: a4, Margin: 10}); err == nil {
		t.Error("card wider than the paper: want an error")
	}
	if _, err := ParsePaper("a9"); err == nil {
		t.Error("unknown paper: want an error")
	}
}

// The laid-out pages of the full Windia War deck: every card background
// sits on its slot (with bleed), every crop mark lines up with a card edge,
// and every back page mirrors its face page.
func TestCardSheetsGeometry(t *testing.T) {
	c := loadWindia(t)
	for _, bleed := range []float64{0, 3} {
		cards := c.Deck("expansion")
		opts := DeckOptions{Sheet: SheetOptions{Paper: Papers["a4"], Margin: 10, Gutter: max(3, 2*bleed), Bleed: bleed}, Backs: true, Label: "t"}
		sh, pages, err := CardSheets(c, cards, opts)
		if err != nil {
			t.Fatal(err)
		}
		per := sh.PerPage()
		if want := 2 * ((len(cards) + per - 1) / per); len(pages) != want {
			t.Fatalf("bleed %v: %d pages, want %d", bleed, len(pages), want)
		}
		placed := 0
		for p, page := range pages {
			n := min(per, len(cards)-p/2*per)
			backs := p%2 == 1
			got := backgrounds(page, sh)
			if len(got) != n {
				t.Fatalf("bleed %v page %d: %d card backgrounds, want %d", bleed, p+1, len(got), n)
			}
			for i := 0; i < n; i++ {
				want := sh.Slot(i)
				if backs {
					want = sh.BackSlot(i, Duplex{})
				}
				if !got[[2]int{int(math.Round(want.X * 10)), int(math.Round(want.Y * 10))}] {
					t.Errorf("bleed %v page %d: no card at %.1f, %.1f", bleed, p+1, want.X, want.Y)
				}
			}
			if !backs {
				placed += n
			}
			checkMarks(t, page, sh, n, backs)
		}
		if placed != len(cards) {
			t.Errorf("placed %d cards, want %d", placed, len(cards))
		}
	}
}

// backgrounds finds the card backgrounds of a page: the first Fill of each
// card, exactly card size plus bleed. Multi-color frames are polygons, so
// those cards are found by their white inner panel instead: a white fill or
// polygon centered on the card (a rounded panel's middle part).
func backgrounds(page Page, sh Sheet) map[[2]int]bool {
	found := map[[2]int]bool{}
	for _, b := range flatten(page.Boxes) {
		var r Rect
		var col Color
		switch b := b.(type) {
		case Fill:
			r, col = b.Rect, b.Color
		case Polygon:
			r, col = bounds(b.Points), b.Color
		default:
			continue
		}
		dx, dy := (sh.CardW-r.W)/2, (sh.CardH-r.H)/2
		var x, y float64
		switch {
		case near(r.W, sh.CardW+2*sh.Bleed) && near(r.H, sh.CardH+2*sh.Bleed):
			x, y = r.X+sh.Bleed, r.Y+sh.Bleed
		case col == White && dx > 0.5 && dx < 8 && dy > 0.5 && dy < 8:
			x, y = r.X-dx, r.Y-dy
		default:
			continue
		}
		found[[2]int{int(math.Round(x * 10)), int(math.Round(y * 10))}] = true
	}
	return found
}

func bounds(pts []Point) Rect {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		x0, y0, x1, y1 = math.Min(x0, p.X), math.Min(y0, p.Y), math.Max(x1, p.X), math.Max(y1, p.Y)
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

func checkMarks(t *testing.T, page Page, sh Sheet, n int, mirrored bool) {
	t.Helper()
	var xs, ys []float64
	for i := 0; i < n; i++ {
		r := sh.Slot(i)
		if mirrored {
			r = sh.BackSlot(i, Duplex{})
		}
		xs = append(xs, r.X, r.X+r.W)
		ys = append(ys, r.Y, r.Y+r.H)
	}
	marks := 0
	for _, b := range page.Boxes {
		l, ok := b.(Line)
		if !ok || l.Color != Black {
			continue
		}
		marks++
		vertical := near(l.A.X, l.B.X)
		at, edges := l.A.Y, ys
		if vertical {
			at, edges = l.A.X, xs
		}
		hit := false
		for _, e := range edges {
			hit = hit || near(at, e)
		}
		if !hit {
			t.Errorf("crop mark %+v is not in line with a card edge", l)
		}
		// Marks stay outside the cards and their bleed.
		for i := 0; i < n; i++ {
			r := sh.Slot(i)
			if mirrored {
				r = sh.BackSlot(i, Duplex{})
			}
			r = r.Inset(-sh.Bleed)
			if overlaps(l, r) {
				t.Errorf("crop mark %+v runs into card %d", l, i)
			}
		}
	}
	if marks == 0 {
		t.Error("page has no crop marks")
	}
}

func overlaps(l Line, r Rect) bool {
	x0, x1 := math.Min(l.A.X, l.B.X), math.Max(l.A.X, l.B.X)
	y0, y1 := math.Min(l.A.Y, l.B.Y), math.Max(l.A.Y, l.B.Y)
	return x1 > r.X+tol && x0 < r.X+r.W-tol && y1 > r.Y+tol && y0 < r.Y+r.H-tol
}

// flatten puts the fills and polygons of turned groups where they land on
// the page, for tests that look for card backgrounds.
func flatten(boxes []Box) []Box {
	var out []Box
	for _, b := range boxes {
		rot, ok := b.(Rotated)
		if !ok {
			out = append(out, b)
			continue
		}
		for _, in := range flatten(rot.Boxes) {
			switch in := in.(type) {
			case Fill:
				a, z := rot.Map(Point{in.X, in.Y}), rot.Map(Point{in.X + in.W, in.Y + in.H})
				in.Rect = Rect{min(a.X, z.X), min(a.Y, z.Y), math.Abs(z.X - a.X), math.Abs(z.Y - a.Y)}
				out = append(out, in)
			case Polygon:
				pts := make([]Point, len(in.Points))
				for i, p := range in.Points {
					pts[i] = rot.Map(p)
				}
				in.Points = pts
				out = append(out, in)
			}
		}
	}
	return out
}
