package layout

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"cardpress/catalog"
)

// pokerGame is the default game printed at poker size.
func pokerGame(t *testing.T) *catalog.Catalog {
	t.Helper()
	c := loadWindia(t)
	c.Game.CardWidth, c.Game.CardHeight = 63, 88
	return c
}

// Duplex registration: every back lands exactly behind its face once the
// sheet is turned over the way the printer turns it, for both edges, both
// orientations, with and without a printer offset. The expected places are
// worked out by hand from how a sheet turns: over a vertical axis the back
// is mirrored left to right, over a horizontal one top to bottom.
func TestDuplexRegistration(t *testing.T) {
	c := pokerGame(t)
	cards := c.Deck("basic")[:9]
	for _, tt := range []struct {
		landscape bool
		edge      Edge
		mirrorX   bool // the turn is about a vertical axis
	}{
		{false, LongEdge, true},   // portrait, long edge vertical
		{false, ShortEdge, false}, // portrait, short edge on top
		{true, LongEdge, false},   // landscape, long edge on top
		{true, ShortEdge, true},   // landscape, short edge vertical
	} {
		for _, off := range []Point{{0, 0}, {1.5, -0.75}} {
			name := fmt.Sprintf("landscape=%v %s offset %v", tt.landscape, tt.edge, off)
			opts := DeckOptions{Sheet: SheetOptions{Paper: Papers["a4"], Landscape: tt.landscape, Margin: 5, Gutter: 0}, Backs: true,
				Duplex: Duplex{Edge: tt.edge, Offset: off}, Label: "t"}
			sh, pages, err := CardSheets(c, cards, opts)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if len(pages) < 2 {
				t.Fatalf("%s: %d pages", name, len(pages))
			}
			n := min(len(cards), sh.PerPage())
			got := backgrounds(pages[1], sh)
			for i := 0; i < n; i++ {
				f := sh.Slot(i)
				want := Point{f.X, sh.PageH - f.Y - f.H}
				if tt.mirrorX {
					want = Point{sh.PageW - f.X - f.W, f.Y}
				}
				want.X += off.X
				want.Y += off.Y
				if b := sh.BackSlot(i, opts.Duplex); !near(b.X, want.X) || !near(b.Y, want.Y) {
					t.Errorf("%s: back %d at %.2f, %.2f; want %.2f, %.2f behind face %.2f, %.2f", name, i, b.X, b.Y, want.X, want.Y, f.X, f.Y)
				}
				if !got[[2]int{int(math.Round(want.X * 10)), int(math.Round(want.Y * 10))}] {
					t.Errorf("%s: the back page has no card back at %.1f, %.1f", name, want.X, want.Y)
				}
			}
			// Turned over top to bottom, a sheet shows its backs upside down
			// to the faces: they are turned 180° in their slots; turned
			// over side to side, they stand as laid out.
			turned := 0
			for _, b := range pages[1].Boxes {
				if r, ok := b.(Rotated); ok && r.Turns == 2 {
					turned++
				}
			}
			if want := map[bool]int{true: 0, false: n}[tt.mirrorX]; turned != want {
				t.Errorf("%s: %d backs turned 180°, want %d", name, turned, want)
			}
			// The back page's trim box follows its backs.
			tb := pages[1].Trim
			a := sh.Back(sh.Area(n), opts.Duplex)
			if !near(tb.X, a.X) || !near(tb.Y, a.Y) || !near(tb.W, a.W) {
				t.Errorf("%s: back trim box %+v, want %+v", name, tb, a)
			}
		}
	}
}

// A shop's file of one card a page (single, pdfx) keeps its backs upright
// whatever the card's orientation and the duplex edge: the shop lays them
// behind the faces, nobody turns the page.
func TestCardPageBacksStandUpright(t *testing.T) {
	c := pokerGame(t)
	cards := c.Deck("basic")[:2]
	for _, size := range [][2]float64{{63, 88}, {88, 63}} {
		c.Game.CardWidth, c.Game.CardHeight = size[0], size[1]
		for _, edge := range []Edge{LongEdge, ShortEdge} {
			_, pages, err := CardSheets(c, cards, DeckOptions{Sheet: SingleSheet(size[0], size[1], 3), Backs: true, Duplex: Duplex{Edge: edge}})
			if err != nil {
				t.Fatal(err)
			}
			for _, b := range pages[1].Boxes {
				if r, ok := b.(Rotated); ok && r.Turns == 2 {
					t.Errorf("%g × %g mm, %s: a back turned 180° on a page of its own", size[0], size[1], edge)
				}
			}
		}
	}
}

// The page label stays clear of every card, bleed and crop mark, inside
// the printable area, and is left out when asked or when there is no room.
func TestPageLabel(t *testing.T) {
	c := pokerGame(t)
	cards := c.Deck("basic")[:9]
	for _, tt := range []struct {
		name   string
		sheet  SheetOptions
		label  string
		wanted bool
	}{
		{"a4 poker", SheetOptions{Paper: Papers["a4"], Margin: 5, Gutter: 0}, "Game · Set", true},
		{"a4 poker with bleed", SheetOptions{Paper: Papers["a4"], Margin: 4, Bleed: 3, SharedCuts: true}, "Game · Set", true},
		{"a4 poker with bleed has no room in 5 mm margins", SheetOptions{Paper: Papers["a4"], Margin: 5, Bleed: 3, SharedCuts: true}, "Game · Set", false},
		{"turned off", SheetOptions{Paper: Papers["a4"], Margin: 10, Gutter: 0}, "", false},
		{"single card page", SingleSheet(63, 88, 3), "Game · Set", false},
	} {
		sh, pages, err := CardSheets(c, cards, DeckOptions{Sheet: tt.sheet, Backs: true, Label: tt.label, Guides: CropMarks})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		for p, page := range pages {
			var labels []Text
			for _, b := range page.Boxes {
				if tx, ok := b.(Text); ok && strings.Contains(tx.Text, "page ") {
					labels = append(labels, tx)
				}
			}
			if (len(labels) == 1) != tt.wanted || len(labels) > 1 {
				t.Errorf("%s page %d: %d labels, want one: %v", tt.name, p+1, len(labels), tt.wanted)
				continue
			}
			for _, l := range labels {
				em := l.Size * PtToMM
				box := Rect{l.X, l.Y - 0.8*em, TextWidth(l.Style, l.Text, l.Size), em}
				clear := page.Trim.Inset(-sh.Bleed - sh.guideReach(CropMarks, 9))
				if m := sh.Margin; box.X < m || box.Y < m || box.X+box.W > sh.PageW-m || box.Y+box.H > sh.PageH-m {
					t.Errorf("%s page %d: label %+v leaves the printable area", tt.name, p+1, box)
				}
				if box.X < clear.X+clear.W && box.X+box.W > clear.X && box.Y < clear.Y+clear.H && box.Y+box.H > clear.Y {
					t.Errorf("%s page %d: label %+v runs into the cards, bleed or marks %+v", tt.name, p+1, box, clear)
				}
			}
		}
	}
}

// A page of exactly card + bleed, no margin, holds its card; its trim box
// is the card and its bleed box the page.
func TestSingleCardPage(t *testing.T) {
	c := pokerGame(t)
	for _, bleed := range []float64{0, 3, 3.175} {
		sh, pages, err := CardSheets(c, c.Deck("basic")[:3], DeckOptions{Sheet: SingleSheet(63, 88, bleed), Backs: true, Guides: NoGuides})
		if err != nil {
			t.Fatalf("bleed %v: %v", bleed, err)
		}
		if sh.PerPage() != 1 || len(pages) != 6 {
			t.Fatalf("bleed %v: %d a page, %d pages; want 1 and 6", bleed, sh.PerPage(), len(pages))
		}
		for _, p := range pages {
			if !near(p.W, 63+2*bleed) || !near(p.H, 88+2*bleed) {
				t.Errorf("bleed %v: page %.2f × %.2f", bleed, p.W, p.H)
			}
			if want := (Rect{bleed, bleed, 63, 88}); !nearRect(p.Trim, want) {
				t.Errorf("bleed %v: trim %+v, want %+v", bleed, p.Trim, want)
			}
			if want := (Rect{0, 0, p.W, p.H}); !nearRect(p.Bleed, want) {
				t.Errorf("bleed %v: bleed box %+v, want %+v", bleed, p.Bleed, want)
			}
		}
	}
}

func nearRect(a, b Rect) bool {
	return near(a.X, b.X) && near(a.Y, b.Y) && near(a.W, b.W) && near(a.H, b.H)
}

// Sheets: the trim box is the cut area of the page's cards, the bleed box
// that area and its bleed.
func TestSheetPageBoxes(t *testing.T) {
	c := loadWindia(t)
	cards := c.Deck("expansion")
	sh, pages, err := CardSheets(c, cards, DeckOptions{Sheet: SheetOptions{Paper: Papers["a4"], Margin: 10, Gutter: 6, Bleed: 3}, Backs: true})
	if err != nil {
		t.Fatal(err)
	}
	full := sh.Slot(sh.PerPage() - 1)
	want := Rect{sh.Origin.X, sh.Origin.Y, full.X + full.W - sh.Origin.X, full.Y + full.H - sh.Origin.Y}
	if !nearRect(pages[0].Trim, want) || !nearRect(pages[0].Bleed, want.Inset(-3)) {
		t.Errorf("full page: trim %+v bleed %+v, want %+v and 3 mm more", pages[0].Trim, pages[0].Bleed, want)
	}
	// The last page: its trim box holds its cards only.
	last := pages[len(pages)-2]
	n := len(cards) % sh.PerPage()
	if n == 0 { // the deck fills its last page
		n = sh.PerPage()
	}
	lastSlot := sh.Slot(n - 1)
	if lt := last.Trim; !near(lt.Y+lt.H, lastSlot.Y+lastSlot.H) {
		t.Errorf("partial page: trim %+v ends at %.1f, its last card at %.1f", lt, lt.Y+lt.H, lastSlot.Y+lastSlot.H)
	}
}

// Shared cut lines: poker cards with 3 mm bleed and crop marks go 9 to an
// A4 page only butted; the bleed shows around the grid, and every card's
// own background is drawn last exactly on its cut rectangle.
func TestSharedCuts(t *testing.T) {
	c := pokerGame(t)
	o := SheetOptions{Paper: Papers["a4"], Margin: 5, Bleed: 3, Marks: true}
	if sh, _ := ImposeMost(63, 88, o); sh.PerPage() != 9 || !sh.SharedCuts || sh.Gutter != 0 {
		t.Fatalf("ImposeMost: %d a page, shared %v, gutter %v; want 9, shared, 0", sh.PerPage(), sh.SharedCuts, sh.Gutter)
	}
	o.SharedCuts = true
	sh, pages, err := CardSheets(c, c.Deck("basic")[:9], DeckOptions{Sheet: o, Guides: CropMarks})
	if err != nil {
		t.Fatal(err)
	}
	if sh.Cols != 3 || sh.Rows != 3 {
		t.Fatalf("grid %d × %d", sh.Cols, sh.Rows)
	}
	for i := 1; i < 9; i++ {
		if i%3 > 0 && !near(sh.Slot(i).X, sh.Slot(i-1).X+63) {
			t.Errorf("card %d does not touch its left neighbour", i)
		}
	}
	a := pages[0].Trim.Inset(-3)
	if a.X < 5-tol || a.Y < 5-tol || a.X+a.W > sh.PageW-5+tol || a.Y+a.H > sh.PageH-5+tol {
		t.Errorf("the grid's bleed %+v leaves the 5 mm margin of %.1f × %.1f", a, sh.PageW, sh.PageH)
	}
	// Crop marks: one per shared cut, 4 vertical cuts and 4 horizontal
	// ones, two marks each.
	marks := 0
	for _, b := range pages[0].Boxes {
		if l, ok := b.(Line); ok && l.Color == Black && l.Width == guideWidth {
			marks++
		}
	}
	if marks != 16 {
		t.Errorf("%d crop marks, want 16", marks)
	}
	// Only the eight cards around the grid's edge are drawn with their
	// bleed; the centre card's bleed would be covered by its neighbours.
	bled := 0
	for _, b := range pages[0].Boxes {
		if f, ok := b.(Fill); ok && near(f.W, 69) && near(f.H, 94) {
			bled++
		}
	}
	if bled != 8 {
		t.Errorf("%d cards drawn with bleed, want the 8 on the edge", bled)
	}
}

// Every profile's geometry: cards a page, bleed, and for shops the exact
// canvas, the trim and where the card lands on it, to the pixel.
func TestProfiles(t *testing.T) {
	for _, tt := range []struct {
		profile    string
		w, h       float64
		perPage    int
		canvasW    int
		canvasH    int
		trimW      float64
		trimH      float64
		wantErrMsg string
	}{
		{profile: "pnp-a4", w: 63, h: 88, perPage: 9},
		{profile: "pnp-letter", w: 63, h: 88, perPage: 8}, // on a landscape page: 6 on a portrait one
		{profile: "pnp-a4", w: 87, h: 51, perPage: 10},
		{profile: "pnp-a4", w: 29, h: 17, perPage: 99}, // 9 × 11 on a landscape page, 96 on a portrait one
		{profile: "tgc", w: 63, h: 88, canvasW: 825, canvasH: 1125, trimW: 750, trimH: 1050},
		{profile: "tgc", w: 63.5, h: 88.9, canvasW: 825, canvasH: 1125, trimW: 750, trimH: 1050},
		{profile: "tgc", w: 57, h: 89, canvasW: 750, canvasH: 1125, trimW: 675, trimH: 1050},
		{profile: "tgc", w: 44.5, h: 63.5, canvasW: 600, canvasH: 825, trimW: 525, trimH: 750},
		{profile: "tgc", w: 88.9, h: 50.8, canvasW: 1125, canvasH: 675, trimW: 1050, trimH: 600},
		{profile: "tgc", w: 87, h: 51, wantErrMsg: "has no card product of 87 × 51 mm: the nearest is business"},
		{profile: "mpc", w: 63, h: 88, canvasW: 822, canvasH: 1122, trimW: 750, trimH: 1050},
		{profile: "mpc", w: 70, h: 120, canvasW: 897, canvasH: 1497, trimW: 825, trimH: 1425},
		{profile: "mpc", w: 29, h: 17, wantErrMsg: "MakePlayingCards has no card product of 29 × 17 mm"},
	} {
		name := fmt.Sprintf("%s %g×%g", tt.profile, tt.w, tt.h)
		p, err := ParseProfile(tt.profile)
		if err != nil {
			t.Fatal(err)
		}
		if p.Kind == SheetsProfile {
			paper, _ := ParsePaper(p.Paper)
			sh, err := ImposeMost(tt.w, tt.h, SheetOptions{Paper: paper, Margin: p.Margin, Bleed: p.Bleed, Marks: true, MayTurn: true})
			if err != nil || sh.PerPage() != tt.perPage {
				t.Errorf("%s: %d a page (%v), want %d", name, sh.PerPage(), err, tt.perPage)
			}
			if a := sh.Area(sh.PerPage()).Inset(-p.Bleed); a.X < p.Margin-tol || a.Y < p.Margin-tol {
				t.Errorf("%s: bleed area %+v inside the %.0f mm margin", name, a, p.Margin)
			}
			continue
		}
		cv, err := p.Shop.Canvas(tt.w, tt.h)
		if tt.wantErrMsg != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErrMsg) {
				t.Errorf("%s: err %v, want %q", name, err, tt.wantErrMsg)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if cv.W != tt.canvasW || cv.H != tt.canvasH || math.Abs(cv.TrimW-tt.trimW) > 0.5 || math.Abs(cv.TrimH-tt.trimH) > 0.5 {
			t.Errorf("%s: canvas %d × %d trim %.1f × %.1f, want %d × %d trim %.0f × %.0f", name, cv.W, cv.H, cv.TrimW, cv.TrimH, tt.canvasW, tt.canvasH, tt.trimW, tt.trimH)
		}
		// The card, scaled, covers the trim centred on the canvas: exactly
		// (to a pixel) on one axis, overshooting by at most what it is off
		// the product on the other.
		cardX, cardY := -cv.Area.X*cv.Scale, -cv.Area.Y*cv.Scale
		trimX, trimY := (float64(cv.W)-cv.TrimW)/2, (float64(cv.H)-cv.TrimH)/2
		if cardX > trimX+0.01 || cardY > trimY+0.01 || min(trimX-cardX, trimY-cardY) > 1 || max(trimX-cardX, trimY-cardY) > SnapTolerance*cv.Scale {
			t.Errorf("%s: card from %.1f, %.1f px, trim from %.1f, %.1f px", name, cardX, cardY, trimX, trimY)
		}
		if !near(cv.Area.W*cv.Scale, float64(cv.W)) || !near(cv.Area.H*cv.Scale, float64(cv.H)) {
			t.Errorf("%s: area %+v at %.3f px/mm is not the canvas", name, cv.Area, cv.Scale)
		}
	}
	if _, err := ParseProfile("tcg"); err == nil || !strings.Contains(err.Error(), "mpc, pdfx, pnp-a4, pnp-letter, single, tgc, tts") {
		t.Errorf("unknown profile: %v", err)
	}
}

// Deck sheet cells keep ten cards within 4096 px.
func TestTTSCell(t *testing.T) {
	for _, tt := range []struct {
		w, h, dpi float64
		cw, ch    int
	}{{63, 88, 300, 409, 571}, {29, 17, 150, 171, 100}, {87, 51, 300, 409, 240}} {
		cw, ch := TTSCell(tt.w, tt.h, tt.dpi)
		if cw != tt.cw || ch != tt.ch || cw*TTSCols > TTSMaxWidth {
			t.Errorf("%g × %g at %g dpi: cell %d × %d, want %d × %d", tt.w, tt.h, tt.dpi, cw, ch, tt.cw, tt.ch)
		}
	}
}

// The version stamp sits inside the card, in its bottom-right corner, on
// small and large cards; no text, no stamp.
func TestStamp(t *testing.T) {
	if len(Stamp(63, 88, VersionStamp{})) != 0 {
		t.Error("an empty stamp draws boxes")
	}
	for _, size := range [][2]float64{{29, 17}, {63, 88}, {87, 51}} {
		w, h := size[0], size[1]
		boxes := Stamp(w, h, VersionStamp{Text: "v0.3 · 2026-12-01"})
		tag := boxes[0].(Fill)
		text := boxes[1].(Text)
		if tag.X < w/2 || tag.X+tag.W > w-0.5 || tag.Y+tag.H > h-0.5 || tag.Y < h/2 {
			t.Errorf("%g × %g: stamp tag %+v not in the bottom-right corner inside the card", w, h, tag.Rect)
		}
		if tw := TextWidth(text.Style, text.Text, text.Size); text.X < tag.X || text.X+tw > tag.X+tag.W || text.Size < 3 {
			t.Errorf("%g × %g: stamp text %+v (%.1f mm) outside its tag %+v", w, h, text, tw, tag.Rect)
		}
	}
}

// stamp_position moves the stamp off a designer's stat box: into each
// corner or the middle of an edge, inside the card; stamp_size sets its
// text.
func TestStampPosition(t *testing.T) {
	w, h := 63.0, 88.0
	for _, tt := range []struct {
		pos       string
		left, top bool
		centred   bool
	}{
		{"bottom-right", false, false, false}, {"bottom-left", true, false, false}, {"bottom", false, false, true},
		{"top-right", false, true, false}, {"top-left", true, true, false}, {"top", false, true, true},
	} {
		tag := Stamp(w, h, VersionStamp{Text: "v0.3", Position: tt.pos})[0].(Fill)
		if tag.X < 0 || tag.Y < 0 || tag.X+tag.W > w || tag.Y+tag.H > h {
			t.Errorf("%s: tag %+v outside the card", tt.pos, tag.Rect)
		}
		mid := tag.X + tag.W/2
		switch {
		case tt.centred && math.Abs(mid-w/2) > 0.01:
			t.Errorf("%s: tag centred at %.2f, want %.2f", tt.pos, mid, w/2)
		case !tt.centred && (mid < w/2) != tt.left:
			t.Errorf("%s: tag at x %.2f on the wrong side", tt.pos, tag.X)
		}
		if (tag.Y < h/2) != tt.top {
			t.Errorf("%s: tag at y %.2f on the wrong edge", tt.pos, tag.Y)
		}
	}
	if text := Stamp(w, h, VersionStamp{Text: "v0.3", Size: 7})[1].(Text); text.Size != 7 {
		t.Errorf("stamp_size 7 set the text at %v pt", text.Size)
	}
}

// Backs per kind on sheets: each back page puts the action cards' own back
// behind them and the game's back behind the others.
func TestSheetBacksPerKind(t *testing.T) {
	c, err := catalog.LoadDir("../output/testdata/kind-backs")
	if err != nil {
		t.Fatal(err)
	}
	cards, _ := c.Select(catalog.Selection{})
	sh, pages, err := CardSheets(c, cards, DeckOptions{Sheet: SheetOptions{Paper: Papers["a4"], Margin: 10, Gutter: 6, Bleed: 3}, Backs: true})
	if err != nil {
		t.Fatal(err)
	}
	yellow, navy := Color{0xE8, 0xB4, 0x00}, Color{0x2B, 0x2D, 0x42}
	for i, k := range cards {
		want := navy
		if k.Entry.Kind == "action" {
			want = yellow
		}
		r := sh.BackSlot(i, Duplex{}).Inset(-3)
		found := false
		for _, b := range pages[1].Boxes {
			if f, ok := b.(Fill); ok && nearRect(f.Rect, r) && f.Color == want {
				found = true
			}
		}
		if !found {
			t.Errorf("card %d (%s): no %v back at %+v", i, k.Entry.Kind, want, r)
		}
	}
}

// The calibration page: the zeros of the back scales sit where the face's
// crosshairs land once the sheet is turned, for every edge and orientation;
// with an offset they move by it, so that a reading printed again reads 0.
func TestCalibrationRegistration(t *testing.T) {
	for _, tt := range []struct {
		w, h    float64
		edge    Edge
		mirrorX bool
	}{{210, 297, LongEdge, true}, {210, 297, ShortEdge, false}, {297, 210, LongEdge, false}, {297, 210, ShortEdge, true}} {
		for _, off := range []Point{{}, {-1.5, 2}} {
			pages := CalibrationPages(tt.w, tt.h, Duplex{Edge: tt.edge, Offset: off})
			// Face crosshair centres: where a horizontal and a vertical arm cross.
			var centres []Point
			for _, b := range pages[0].Boxes {
				if l, ok := b.(Line); ok && near(l.A.X, l.B.X) {
					centres = append(centres, Point{l.A.X, (l.A.Y + l.B.Y) / 2})
				}
			}
			if len(centres) != 3 {
				t.Fatalf("%v: %d crosshairs", tt, len(centres))
			}
			zeros := map[[2]int]bool{}
			for _, b := range pages[1].Boxes {
				l, ok := b.(Line)
				if !ok || !near(math.Hypot(l.B.X-l.A.X, l.B.Y-l.A.Y), 6) {
					continue
				}
				if near(l.A.X, l.B.X) {
					zeros[[2]int{0, int(math.Round(l.A.X * 10))}] = true // X scale: its zero's x
				} else {
					zeros[[2]int{1, int(math.Round(l.A.Y * 10))}] = true // Y scale: its zero's y
				}
			}
			for _, c := range centres {
				want := Point{c.X, tt.h - c.Y}
				if tt.mirrorX {
					want = Point{tt.w - c.X, c.Y}
				}
				want.X += off.X
				want.Y += off.Y
				if !zeros[[2]int{0, int(math.Round(want.X * 10))}] || !zeros[[2]int{1, int(math.Round(want.Y * 10))}] {
					t.Errorf("%v offset %v: no scale zeros at %.1f, %.1f behind the crosshair at %.1f, %.1f", tt, off, want.X, want.Y, c.X, c.Y)
				}
			}
		}
	}
}
