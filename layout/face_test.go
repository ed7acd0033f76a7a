package layout

import (
	"math"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/fonts"
)

func loadArtGame(t *testing.T) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadDir("testdata/artgame")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0].Msg, `art file "art/ice.png" not found`) {
		t.Fatalf("want one warning for the missing art, got %v", c.Warnings)
	}
	return c
}

func face(t *testing.T, c *catalog.Catalog, id string, o FaceOptions) []Box {
	t.Helper()
	boxes, err := CardFace(c, c.Entry(id).Faces()[0], o)
	if err != nil {
		t.Fatal(err)
	}
	return boxes
}

func texts(boxes []Box) []string {
	var out []string
	for _, b := range boxes {
		if t, ok := b.(Text); ok {
			out = append(out, t.Text)
		}
	}
	return out
}

func TestFaceShowsArtOrPlaceholder(t *testing.T) {
	c := loadArtGame(t)
	tests := []struct {
		id        string
		wantImage bool
		wantTexts []string
	}{
		{"fire", true, []string{"10", "Fire"}},
		{"ice", false, []string{"10", "Ice", "Art Game"}}, // missing art: the "Now Printing" face
		{"void", false, []string{"5", "Void", "Art Game"}},
	}
	for _, tt := range tests {
		boxes := face(t, c, tt.id, FaceOptions{})
		hasImage := false
		for _, b := range boxes {
			if img, ok := b.(Image); ok && img.Path == "art/fire.png" {
				hasImage = true
			}
		}
		if hasImage != tt.wantImage {
			t.Errorf("%s: image %v, want %v", tt.id, hasImage, tt.wantImage)
		}
		if got := strings.Join(texts(boxes), "|"); got != strings.Join(tt.wantTexts, "|") {
			t.Errorf("%s: texts %q, want %q", tt.id, got, strings.Join(tt.wantTexts, "|"))
		}
	}
}

func TestTooLongNameIsAPositionedErrorNamingCardAndElement(t *testing.T) {
	c := loadArtGame(t)
	_, err := CardFace(c, c.Entry("long").Faces()[0], FaceOptions{})
	// At the card's name in its catalog; the hint names the built-in
	// layout, never its internal file.
	want := `testdata/artgame/catalog.toml:40:9: `
	if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), `the built-in layout "default" prints it; to change it, copy the layout into layouts.toml`) || strings.Contains(err.Error(), "builtin/") || !strings.Contains(err.Error(), `card long, layout "default", text element (field name): the text does not fit`) ||
		!strings.Contains(err.Error(), "it would need") {
		t.Fatalf("err = %v", err)
	}
}

// The default game prints at 87 × 51 mm, every design's rule text on its
// face at 6 pt or more, and its manual figures are 29 × 17 mm.
func TestWindiaFacesAtRealSize(t *testing.T) {
	c := loadWindia(t)
	if c.Game.CardWidth != 87 || c.Game.CardHeight != 51 || c.Game.FigureWidth != 29 || c.Game.FigureHeight != 17 {
		t.Fatalf("card %v × %v mm, figure %v × %v mm; want 87 × 51 and 29 × 17", c.Game.CardWidth, c.Game.CardHeight, c.Game.FigureWidth, c.Game.FigureHeight)
	}
	sizes := map[string]float64{}
	designs := map[string]bool{}
	for _, f := range c.FacesIn("expansion") {
		boxes, err := CardFace(c, f, FaceOptions{})
		if err != nil {
			t.Fatal(err)
		}
		effect := f.Entry.Fields["effect"]
		first := []rune(strings.TrimSpace(effect))[:4]
		smallest := 100.0
		seen := false
		for _, b := range boxes {
			tx, ok := b.(Text)
			if !ok {
				continue
			}
			w := TextWidth(tx.Style, tx.Text, tx.Size)
			if tx.X < 2.5 || tx.X+w > c.Game.CardWidth-2.5+0.01 || tx.Y > c.Game.CardHeight-2.5 || tx.Y-tx.Size*PtToMM < 2.5 {
				t.Errorf("%s: text %q (%.1f pt) at %.1f,%.1f, %.1f mm wide, leaves the card's panel", f.ID, tx.Text, tx.Size, tx.X, tx.Y, w)
			}
			if tx.X > 33 && tx.Y > 12 { // the rule text column
				smallest = min(smallest, tx.Size)
				seen = seen || strings.Contains(effect, strings.TrimSpace(tx.Text)) && strings.HasPrefix(strings.TrimSpace(effect), string(first))
			}
		}
		if !seen {
			t.Errorf("%s: the rule text is not on the face", f.ID)
		}
		if smallest < 6 {
			t.Errorf("%s: rule text at %.2f pt, want 6 pt or more", f.ID, smallest)
		}
		sizes[f.Entry.ID] = smallest
		designs[f.Entry.ID] = true
	}
	if len(designs) != 35 {
		t.Errorf("%d designs, want 35", len(designs))
	}
	t.Logf("rule text sizes (pt): %v", sizes)
}

func TestGrayFacesHaveNoColor(t *testing.T) {
	c := loadWindia(t)
	for _, f := range c.FacesIn("expansion") {
		boxes, err := CardFace(c, f, FaceOptions{Gray: true})
		if err != nil || len(boxes) == 0 {
			t.Fatalf("%s: %d boxes, err %v", f.ID, len(boxes), err)
		}
		for _, b := range boxes {
			var col Color
			switch b := b.(type) {
			case Fill:
				col = b.Color
			case Polygon:
				col = b.Color
			case Line:
				col = b.Color
			case Text:
				col = b.Color
			case Image:
				if !b.Gray {
					t.Fatalf("%s: image %s in color on a gray face", f.ID, b.Path)
				}
				continue
			default:
				continue
			}
			if col.R != col.G || col.G != col.B {
				t.Fatalf("%s: gray face has color %v", f.ID, col)
			}
		}
	}
}

func TestMultiColorFrames(t *testing.T) {
	c := loadWindia(t)
	count := func(id string) int {
		n := map[Color]bool{}
		// The frame is everything before the white inner panel.
		for _, b := range face(t, c, id, FaceOptions{}) {
			if p, ok := b.(Polygon); ok && p.Color == White {
				break
			}
			if p, ok := b.(Polygon); ok {
				n[p.Color] = true
			}
		}
		return len(n)
	}
	for id, want := range map[string]int{"wild": 4, "skip": 0} {
		if got := count(id); got != want {
			t.Errorf("%s: %d frame colors in polygons, want %d", id, got, want)
		}
	}
}

func BenchmarkCardSheets(b *testing.B) {
	c := loadWindia(b)
	cards := c.Deck("expansion")
	opts := DeckOptions{Sheet: SheetOptions{Paper: Papers["a4"], Margin: 10, Gutter: 3}, Backs: true}
	for i := 0; i < b.N; i++ {
		if _, _, err := CardSheets(c, cards, opts); err != nil {
			b.Fatal(err)
		}
	}
}

// testGame loads a catalog with the given layouts (TOML appended to a small
// valid game).
func testGame(t *testing.T, extra string) (*catalog.Catalog, error) {
	t.Helper()
	src := `[game]
id = "t"
title = "T"
language = "en"
card_size = { width = 63, height = 88 }
[colors.red]
name = "Red"
rgb = "#C62828"
[icons.attack]
name = "Attack"
shape = "triangle"
` + extra
	return catalog.Parse("t/catalog.toml", []byte(src), fstest.MapFS{})
}

const markdownLayout = `
[layouts.default]
[[layouts.default.element]]
type = "text"
field = "text"
box = [5, 5, 53, 70]
size = 9
min_size = 6
`

func TestCardTextMarkdown(t *testing.T) {
	c, err := testGame(t, markdownLayout+`
[[card]]
id = "a"
name = "A"
kind = "action"
text = """
Deal **two** damage, *then* draw :attack: one.
First line  
second line.

- item one
- item two
"""
`)
	if err != nil {
		t.Fatal(err)
	}
	boxes := face(t, c, "a", FaceOptions{})
	styles := map[string]fonts.Style{}
	ys := map[string]float64{}
	icons := 0
	for _, b := range boxes {
		switch b := b.(type) {
		case Text:
			styles[strings.TrimSpace(b.Text)] = b.Style
			ys[strings.TrimSpace(b.Text)] = b.Y
		case Polygon:
			icons++
		}
	}
	if styles["two"] != fonts.SansBold {
		t.Errorf("**two** set in %v, want sans bold (texts %v)", styles["two"], texts(boxes))
	}
	if styles["then"] != fonts.SansItalic {
		t.Errorf("*then* set in %v, want sans italic", styles["then"])
	}
	if icons != 1 {
		t.Errorf("%d inline icons, want 1", icons)
	}
	joined := strings.Join(texts(boxes), "|")
	if strings.Contains(joined, "*") || strings.Contains(joined, ":attack:") {
		t.Errorf("marks printed: %q", joined)
	}
	if !(ys["second line."] > ys["First line"]) || !(strings.Contains(joined, "・item one") || strings.Contains(joined, "・|item one") && ys["・"] == ys["item two"]) {
		t.Errorf("line break or list lost: %q", joined)
	}
}

func TestBadLayoutsArePositionedErrors(t *testing.T) {
	card := "\n[[card]]\nid = \"a\"\nname = \"A\"\nkind = \"action\"\ntext = \"Short.\"\n"
	el := func(body string) string {
		return "\n[layouts.default]\n[[layouts.default.element]]\n" + body + "\n"
	}
	tests := []struct {
		name, src, want string
	}{
		{"unknown element", el(`type = "txt"`), `t/catalog.toml:15:8: layout "default" element #1: unknown element type "txt"; did you mean "text"?`},
		{"unknown property", el("type = \"text\"\nfield = \"name\"\ncolour = \"#000000\""), `t/catalog.toml:17:1: unknown key "colour" in layout "default" element #1 (text); did you mean "color"?`},
		{"box outside the card", el("type = \"rect\"\nbox = [60, 0, 20, 10]\ncolor = \"#000000\""), `t/catalog.toml:16:7: layout "default": box (60.0, 0.0, 20.0 × 10.0 mm) lies outside the 63 × 88 mm card`},
		{"length out of range", el("type = \"rect\"\nbox = [0, 0, 1e300, 10]\ncolor = \"#000000\""), `t/catalog.toml:16:14: layout "default" element #1 (rect): box: length 1e+300 is out of range: lengths are within ±1000 mm and ±1000%`},
		{"length not a number", el("type = \"rect\"\nbox = [0, 0, \"nan%\", 10]\ncolor = \"#000000\""), `t/catalog.toml:16:14: layout "default" element #1 (rect): box: length nan% is out of range`},
		{"design size out of range", "\n[layouts.default]\ndesign = [1e-300, 88]\n[[layouts.default.element]]\ntype = \"rect\"\ncolor = \"#000000\"\n", `design must be the card size the layout is written for, [width, height] in mm, like [63, 88]`},
		{"unknown field", el("type = \"text\"\nfield = \"nmae\""), `t/catalog.toml:16:9: layout "default": unknown field "nmae"; did you mean "name"?`},
		{"unknown font", el("type = \"text\"\nfield = \"name\"\nfont = \"fancy\""), `t/catalog.toml:17:8: layout "default": unknown font "fancy"`},
		{"unknown field in a condition", el("type = \"text\"\nfield = \"name\"\nwhen = \"!flavour\""), `t/catalog.toml:17:10: layout "default": condition names unknown field "flavour"; did you mean "flavor"?`},
		{"custom field not declared on the card", "\n[fields.motto]\ntype = \"string\"\n" + el("type = \"text\"\nfield = \"motto\"") + "\n[[card]]\nid = \"a\"\nname = \"A\"\nkind = \"action\"\nmotto = 3\n", `motto must be a string (field motto has type string), got integer 3`},
		{"missing custom field", "\n[fields.motto]\ntype = \"string\"\n" + el("type = \"text\"\nfield = \"motto\"") + card, `card "a": missing field "motto", which layout "default" prints`},
		{"unused custom field", "\n[fields.motto]\ntype = \"string\"\n" + el("type = \"text\"\nfield = \"name\"") + card, `t/catalog.toml:13:1: field "motto" is used by no layout`},
	}
	for _, tt := range tests {
		src := tt.src
		if !strings.Contains(src, "[[card]]") {
			src += card
		}
		_, err := testGame(t, src)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v\nwant %q", tt.name, err, tt.want)
		}
	}
}

func TestTextThatCannotFitNamesCardElementAndSize(t *testing.T) {
	c, err := testGame(t, markdownLayout+"\n[[card]]\nid = \"long\"\nname = \"L\"\nkind = \"action\"\ntext = \""+strings.Repeat("A long rule text. ", 200)+"\"\n")
	if err != nil {
		t.Fatal(err)
	}
	_, err = CardFace(c, c.Entry("long").Faces()[0], FaceOptions{})
	// At the first line that overflows, found in the card's text in the
	// catalog although its words repeat: 61 of the 18-character sentences
	// fit, and the line that does not starts with the 62nd, at column
	// 16 + 61 × 18 (the first occurrence of its words is column 16). The
	// layout element is named in the hint.
	want := `t/catalog.toml:25:1114: card long, layout "default", text element (field text): the text does not fit its 53.0 × 70.0 mm box even at min_size 6 pt (it would need `
	if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.HasSuffix(err.Error(), "; the text element (field text) is at t/catalog.toml:14:1") {
		t.Fatalf("err = %v\nwant %q", err, want)
	}
}

func TestRotatedElement(t *testing.T) {
	c, err := testGame(t, `
[layouts.default]
[[layouts.default.element]]
type = "text"
field = "name"
box = [0, 0, 10, 60]
rotate = 90
size = 12
[[card]]
id = "a"
name = "Sideways"
kind = "action"
`)
	if err != nil {
		t.Fatal(err)
	}
	boxes := face(t, c, "a", FaceOptions{})
	r, ok := boxes[0].(Rotated)
	if !ok || r.Turns != 1 || r.Rect != (Rect{0, 0, 10, 60}) {
		t.Fatalf("boxes = %#v", boxes)
	}
	if w, h := r.Local(); w != 60 || h != 10 {
		t.Errorf("local box %v × %v, want 60 × 10", w, h)
	}
	// Clockwise: the local top-left lands at the box's top-right.
	if p := r.Map(Point{0, 0}); p != (Point{10, 0}) {
		t.Errorf("Map(0,0) = %v, want (10, 0)", p)
	}
}

// TestHatchRoundedCorners checks that hatching stops at a box's rounded
// corners: no line ends outside the corner arc, and a square box keeps its
// lines running into the corners.
func TestHatchRoundedCorners(t *testing.T) {
	r := Rect{X: 4, Y: 4, W: 55, H: 80}
	for _, rad := range []float64{0, 2, 6} {
		boxes := hatch(r, rad, 5, 0.3, Ink)
		if len(boxes) < 20 {
			t.Fatalf("radius %v: %d lines, want a box full of them", rad, len(boxes))
		}
		nearCorner := false
		for _, b := range boxes {
			l := b.(Line)
			for _, p := range []Point{l.A, l.B} {
				// the distance past the corner arc nearest to p
				cx := math.Min(math.Max(p.X, r.X+rad), r.X+r.W-rad)
				cy := math.Min(math.Max(p.Y, r.Y+rad), r.Y+r.H-rad)
				if d := math.Hypot(p.X-cx, p.Y-cy); d > rad+1e-6 {
					t.Errorf("radius %v: line end %v lies %.3f mm outside the corner", rad, p, d-rad)
				}
				// outside where a 2 mm corner would be
				cx = math.Min(math.Max(p.X, r.X+2), r.X+r.W-2)
				cy = math.Min(math.Max(p.Y, r.Y+2), r.Y+r.H-2)
				if math.Hypot(p.X-cx, p.Y-cy) > 2.01 {
					nearCorner = true
				}
			}
		}
		if rad == 0 && !nearCorner {
			t.Errorf("square box: no line reaches a corner")
		}
	}
}

// TestCardParagraphsNestedList checks that a nested list keeps its depth on
// the card: one ideographic space a level, back to none at the outer level.
func TestCardParagraphsNestedList(t *testing.T) {
	md := "1. a\n2. b\n   1. c\n      1. d\n   2. e\n3. f\n\n- g\n  - h\n"
	got := PlainParagraphs(md)
	want := []string{"1. a\n2. b\n\u30001. c\n\u3000\u30001. d\n\u30002. e\n3. f", "・g\n\u3000・h"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Faces laid out at once share the prepared paragraphs of equal texts (a
// card's color variants), and give the boxes they give alone, with nothing
// kept from before.
func TestFacesSharingParagraphs(t *testing.T) {
	c := loadWindia(t)
	faces := c.FacesIn("expansion")
	alone := make([][]Box, len(faces))
	for i, f := range faces {
		faceParagraphs = newParagraphs(1<<14, false)
		var err error
		if alone[i], err = CardFace(c, f, FaceOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	faceParagraphs = newParagraphs(1<<14, false)
	shared := make([][]Box, len(faces))
	var wg sync.WaitGroup
	for i, f := range faces {
		wg.Add(1)
		go func() {
			defer wg.Done()
			shared[i], _ = CardFace(c, f, FaceOptions{})
		}()
	}
	wg.Wait()
	for i, f := range faces {
		if !reflect.DeepEqual(alone[i], shared[i]) {
			t.Errorf("%s: laid out beside the others, its boxes differ from laying it out alone", f.ID)
		}
	}
	kept := len(faceParagraphs.cur)
	for _, f := range faces {
		CardFace(c, f, FaceOptions{})
	}
	if n := len(faceParagraphs.cur); kept == 0 || n != kept {
		t.Errorf("the faces laid out again kept %d paragraphs, first %d: want the same ones", n, kept)
	}
	// Two generations of two: after five paragraphs the first is
	// forgotten, the fourth still kept.
	small := newParagraphs(2, false)
	get := func(text string) (made bool) {
		_, made = small.get([]Span{{Text: text, Size: 9}})
		return made
	}
	for _, text := range []string{"a", "b", "c", "d", "e"} {
		get(text)
	}
	if !get("a") {
		t.Error("a cache of 2 a generation still held the first of five paragraphs")
	}
	if get("d") {
		t.Error("a cache of 2 a generation forgot the fourth of five paragraphs")
	}
	if n := len(small.cur) + len(small.old); n > 4 {
		t.Errorf("a cache of 2 a generation holds %d paragraphs", n)
	}
}

// A card text of an eighth or half a megabyte is refused as too long in
// memory linear in its size: it is measured, not prepared at every size
// tried (a quarter megabyte took 840 MB, a megabyte ran out of memory).
// Both are past exactText, as a quarter and a whole megabyte would be,
// for a quarter of their CPU.
func TestHugeCardTextIsLinearInMemory(t *testing.T) {
	alloc := func(n int) uint64 {
		text := strings.Repeat("A long rule text. ", n/18)
		c, err := testGame(t, markdownLayout+"\n[[card]]\nid = \"long\"\nname = \"L\"\nkind = \"action\"\ntext = \""+text+"\"\n")
		if err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, err = CardFace(c, c.Entry("long").Faces()[0], FaceOptions{})
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), "the text does not fit its 53.0 × 70.0 mm box even at min_size 6 pt; shorten the text") {
			t.Fatalf("%d bytes: %v", n, err)
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	eighth, half := alloc(1<<17), alloc(1<<19)
	t.Logf("laying out 0.125 MB allocates %.1f MB, 0.5 MB %.1f MB", float64(eighth)/(1<<20), float64(half)/(1<<20))
	if half > 32<<20 || half > 6*eighth {
		t.Errorf("laying out 0.125 MB of card text allocates %d bytes, 0.5 MB %d: want linear, under 32 MB", eighth, half)
	}
}

// A card's icons stand in a row as tall as the box, gap apart, aligned
// as the element says: the row of two 8 mm icons 2 mm apart (18 mm) in a
// 40 mm box starts at its left, ends at its right, or leaves 11 mm on
// each side.
func TestIconRowAlignment(t *testing.T) {
	for _, tt := range []struct {
		align       string
		left, right float64 // of the row of icon squares
	}{{"left", 10, 28}, {"center", 21, 39}, {"right", 32, 50}} {
		c, err := testGame(t, `
[icons.guard]
name = "Guard"
shape = "triangle"
[layouts.default]
[[layouts.default.element]]
type = "icons"
box = [10, 10, 40, 8]
gap = 2
align = "`+tt.align+`"
[[card]]
id = "a"
name = "A"
kind = "action"
icons = ["attack", "guard"]
`)
		if err != nil {
			t.Fatal(err)
		}
		var xs []float64
		for _, b := range face(t, c, "a", FaceOptions{}) {
			if p, ok := b.(Polygon); ok {
				// A triangle's points span 0.03 to 0.97 of its square.
				lo, hi := math.Inf(1), math.Inf(-1)
				for _, pt := range p.Points {
					lo, hi = min(lo, pt.X), max(hi, pt.X)
				}
				xs = append(xs, lo-0.03*8, hi+0.03*8)
			}
		}
		if len(xs) != 4 || math.Abs(xs[0]-tt.left) > 1e-6 || math.Abs(xs[3]-tt.right) > 1e-6 || math.Abs(xs[2]-xs[1]-2) > 1e-6 {
			t.Errorf("%s: icon squares span %v, want %g to %g with a 2 mm gap", tt.align, xs, tt.left, tt.right)
		}
	}
}

// Ordered lists on a card face are numbered by level as in the manual
// (1. → (1) → ①), each level counting from 1: BlackPoker's ダメージ判定
// printed 「1.」 at every level.
func TestCardListsNumberedByLevel(t *testing.T) {
	md := "判定：\n1. 兵士\n   1. 防壁\n      1. Joker\n      1. A\n   1. 次\n2. 終わり"
	var got []string
	for _, p := range cardParagraphs(md, []string{"1.", "(1)", "①"}) {
		var b strings.Builder
		for _, r := range p {
			b.WriteString(r.text)
		}
		got = append(got, strings.Split(b.String(), "\n")...)
	}
	want := []string{"判定：", "1. 兵士", "\u3000(1) 防壁", "\u3000\u3000① Joker", "\u3000\u3000② A", "\u3000(2) 次", "2. 終わり"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
