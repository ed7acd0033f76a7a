package layout

import (
	"math"
	"strings"
	"testing"

	"cardpress/fonts"
)

// testScene is a picture style with marked faces: a face is one Fill of
// the face color, a back one Fill of the back color.
var (
	faceColor = Color{1, 2, 3}
	backColor = Color{9, 9, 9}
	markColor = Color{200, 0, 0}
)

func testSceneStyle(width float64) SceneStyle {
	return SceneStyle{CardW: 10, CardH: 14, Width: width, Style: fonts.Sans, Size: 6.5,
		Ink: Ink, Mark: markColor, Ground: White, Edge: Color{0x99, 0x99, 0x99},
		Back: []Box{Fill{Rect{0, 0, 10, 14}, backColor}}}
}

func sceneFace() []Box { return []Box{Fill{Rect{0, 0, 10, 14}, faceColor}} }

// fills are the rectangles of a color in boxes.
func fills(boxes []Box, c Color) []Rect {
	var out []Rect
	for _, b := range boxes {
		if f, ok := b.(Fill); ok && f.Color == c {
			out = append(out, f.Rect)
		}
	}
	return out
}

func labels(boxes []Box) map[string]Text {
	out := map[string]Text{}
	for _, b := range boxes {
		if t, ok := b.(Text); ok {
			out[t.Text] = t
		}
	}
	return out
}

// A picture draws each area with its label, a hand's faces fanned left
// to right, a hidden hand's backs, a stack with its count, and lifts and
// frames the played card; every box lies inside the figure.
func TestScenePicture(t *testing.T) {
	areas := []SceneArea{
		{Label: "アリス", Current: true, Piles: []ScenePile{{Label: "手札 3枚", Lie: Fan, Cards: []SceneCard{{Face: sceneFace()}, {Face: sceneFace(), Marked: true}, {Face: sceneFace()}}}}},
		{Label: "ボブ", Piles: []ScenePile{{Label: "手札 7枚", Lie: Fan, Cards: []SceneCard{{}, {}, {}}}}},
		{Piles: []ScenePile{{Label: "山札 20枚", Lie: Stack, Depth: 20}, {Label: "場", Lie: Row, Cards: []SceneCard{{Face: sceneFace()}, {Face: sceneFace(), Turned: true}}}}},
	}
	fig := Scene(areas, testSceneStyle(200))
	tx := labels(fig.Boxes)
	for _, want := range []string{"▶ アリス", "ボブ", "手札 3枚", "手札 7枚", "山札 20枚", "場"} {
		if _, ok := tx[want]; !ok {
			t.Errorf("no label %q in %v", want, tx)
		}
	}
	faces := fills(fig.Boxes, faceColor)
	if len(faces) != 4 { // three in the hand, one in the row (the turned one is Rotated)
		t.Fatalf("%d upright faces, want 4: %v", len(faces), faces)
	}
	if !(faces[0].X < faces[1].X && faces[1].X < faces[2].X) || faces[1].X-faces[0].X >= 10 {
		t.Errorf("the hand is not fanned left to right, overlapping: %v", faces[:3])
	}
	if !(faces[1].Y < faces[0].Y) {
		t.Errorf("the played card is not lifted out of the hand: %v vs %v", faces[1], faces[0])
	}
	if m := fills(fig.Boxes, markColor); len(m) != 1 || m[0].X > faces[1].X || m[0].X+m[0].W < faces[1].X+faces[1].W {
		t.Errorf("the played card is not framed: frames %v around %v", m, faces[1])
	}
	// Bob's three backs, the stack's top back and three edges under it.
	if backs := fills(fig.Boxes, backColor); len(backs) != 3+1+3 {
		t.Errorf("%d backs, want 7", len(backs))
	}
	// The areas stand side by side, each right of the one before, and the
	// piles of an area too: Bob's label right of Alice's hand, the stack
	// right of Bob's, the row's card right of the stack.
	if !(tx["ボブ"].X > faces[2].X+10 && tx["山札 20枚"].X > tx["ボブ"].X && faces[3].X > tx["山札 20枚"].X+10) {
		t.Errorf("the areas and piles are not side by side: Alice's hand to %.1f, Bob at %.1f, the stack at %.1f, the row's card at %.1f", faces[2].X+10, tx["ボブ"].X, tx["山札 20枚"].X, faces[3].X)
	}
	if tx["手札 3枚"].Y <= faces[0].Y+14 {
		t.Errorf("a pile's label is not under its cards: %v, cards to %v", tx["手札 3枚"].Y, faces[0].Y+14)
	}
	rot := 0
	for _, b := range fig.Boxes {
		if r, ok := b.(Rotated); ok {
			rot++
			if r.Rect.W != 14 || r.Rect.H != 10 {
				t.Errorf("a turned card lies in %v, want 14×10", r.Rect)
			}
		}
	}
	if rot != 1 {
		t.Errorf("%d turned cards, want 1", rot)
	}
	inside(t, fig)
}

// inside checks that every filled box lies within the figure.
func inside(t *testing.T, fig Figure) {
	t.Helper()
	for _, b := range fig.Boxes {
		if f, ok := b.(Fill); ok && (f.X < -1 || f.Y < -1 || f.X+f.W > fig.W+1 || f.Y+f.H > fig.H+1) {
			t.Errorf("%v lies outside the figure %.1f×%.1f", f.Rect, fig.W, fig.H)
		}
	}
}

// Areas go side by side while they fit the width, then on a new row; an
// area wider than the picture fans its hand closer.
func TestSceneRows(t *testing.T) {
	hand := func(n int) SceneArea {
		a := SceneArea{Label: "P", Piles: []ScenePile{{Label: "手札", Lie: Fan}}}
		for range n {
			a.Piles[0].Cards = append(a.Piles[0].Cards, SceneCard{Face: sceneFace()})
		}
		return a
	}
	areas := []SceneArea{hand(3), hand(3), hand(3)}
	wide := Scene(areas, testSceneStyle(200))
	narrow := Scene(areas, testSceneStyle(40))
	if narrow.H < 2.5*wide.H || narrow.W > 40 {
		t.Errorf("three areas in a 40 mm picture: %.1f×%.1f, in 200 mm: %.1f×%.1f; want three rows", narrow.W, narrow.H, wide.W, wide.H)
	}
	big := Scene([]SceneArea{hand(20)}, testSceneStyle(80))
	if big.W > 80 {
		t.Errorf("a hand of 20 is %.1f mm wide in an 80 mm picture", big.W)
	}
	if math.IsNaN(big.H) || big.H <= 0 {
		t.Errorf("height %v", big.H)
	}
}

// A narrow picture floats at the right of an example's lines: the lines
// and their card chips end left of it, the panel's ground reaches below
// it, and what follows the panel starts below it. A wide one sits above
// the lines.
func TestPanelPictureBeside(t *testing.T) {
	st := B5("t")
	picColor := Color{7, 7, 7}
	pic := func(w float64) Figure {
		return Figure{W: w, H: 30, Boxes: []Box{Fill{Rect{0, 0, w, 30}, picColor}}}
	}
	chip := Figure{W: 8, H: 3, Boxes: []Box{Fill{Rect{0, 0, 8, 3}, faceColor}}}
	line := Paragraph{Spans: []Span{st.Plain(strings.Repeat("あ", 40))}, Size: 8.5, Leading: 1.6, Aside: []Figure{chip}}
	after := Paragraph{Spans: []Span{st.Plain("後の段落")}}
	for _, w := range []float64{50, 120} {
		panel := Panel{Title: []Span{st.Plain("例：題")}, Body: []Block{Figures{Items: []Figure{pic(w)}, Float: FloatRight}, line, line}}
		pages, _ := Typeset([]Block{panel, after}, st)
		p := fills(pages[0].Boxes, picColor)[0]
		ground := fills(pages[0].Boxes, Color{0xEE, 0xEE, 0xEE})[0]
		var text, below Text
		for _, b := range pages[0].Boxes {
			if tx, ok := b.(Text); ok && strings.HasPrefix(tx.Text, "あ") && text.Text == "" {
				text = tx
			}
			if tx, ok := b.(Text); ok && tx.Text == "後の段落" {
				below = tx
			}
		}
		chips := fills(pages[0].Boxes, faceColor)
		if w == 50 {
			if text.Y > p.Y+p.H || chips[0].X+chips[0].W > p.X {
				t.Errorf("beside: first line at %.1f, chip to %.1f, picture %v", text.Y, chips[0].X+chips[0].W, p)
			}
		} else if text.Y < p.Y+p.H {
			t.Errorf("a wide picture is not above the lines: line at %.1f, picture %v", text.Y, p)
		}
		if ground.Y+ground.H < p.Y+p.H || below.Y < p.Y+p.H {
			t.Errorf("picture %v: ground %v, next text at %.1f", p, ground, below.Y)
		}
	}
}

// A step too long for one line keeps its card chips beside its first
// line when it takes no more height there than across the whole measure
// with the chips on a row of their own under it (a chip alone on a line
// under a step read as a stray; on a third line, it pushed Hearts'
// example over the page); a step that would wrap into more beside them
// has them below.
func TestChipBesideWrappedStep(t *testing.T) {
	st := B5("t")
	chip := Figure{W: 8, H: 3, Boxes: []Box{Fill{Rect{0, 0, 8, 3}, faceColor}}}
	at := func(words, chips int) (chipY, firstY, lastY float64) {
		text := strings.TrimSpace(strings.Repeat("word ", words))
		p := Paragraph{Spans: []Span{st.Plain(text)}, Size: 8.5, Leading: 1.6}
		for range chips {
			p.Aside = append(p.Aside, chip)
		}
		pages, _ := Typeset([]Block{Panel{Body: []Block{p}}}, st)
		c := fills(pages[0].Boxes, faceColor)[0]
		firstY = math.Inf(1)
		for _, b := range pages[0].Boxes {
			if tx, ok := b.(Text); ok && strings.HasPrefix(tx.Text, "word") {
				firstY, lastY = math.Min(firstY, tx.Y), math.Max(lastY, tx.Y)
			}
		}
		return c.Y, firstY, lastY
	}
	// 20 words take two lines across the measure and two beside the
	// chip: it stays beside the first.
	if c, first, last := at(20, 1); c > first || last <= first {
		t.Errorf("two lines either way: chip at %.1f, lines at %.1f…%.1f; want it beside the first", c, first, last)
	}
	// 30 words take two lines across the measure and three beside it,
	// no more than two and the chip's row: beside.
	if c, first, _ := at(30, 1); c > first {
		t.Errorf("a line more beside the chip, a row less: chip at %.1f, first line at %.1f; want it beside", c, first)
	}
	// 120 words beside five chips take three lines more than across
	// the measure: the chips go under them.
	if c, _, last := at(120, 5); c < last {
		t.Errorf("three lines more beside the chips: chips at %.1f, last line at %.1f; want them below", c, last)
	}
}

// A narrow picture floats beside an example's lines only when that makes
// the panel no taller: beside it, lines whose card chips go under them in
// the narrow column (a row each) take more height than the picture saves,
// and it goes above them.
func TestPanelPictureAboveWhenShorter(t *testing.T) {
	st := B5("t")
	picColor := Color{7, 7, 7}
	pic := Figure{W: 60, H: 20, Boxes: []Box{Fill{Rect{0, 0, 60, 20}, picColor}}}
	chip := Figure{W: 10, H: 12}
	firstLine := func(lines, chips int) (text Text, p Rect) {
		body := []Block{Figures{Items: []Figure{pic}, Float: FloatRight}}
		for range lines {
			para := Paragraph{Spans: []Span{st.Plain(strings.Repeat("あ", 40/max(1, chips*2)))}, Size: 8.5, Leading: 1.6}
			for range chips {
				para.Aside = append(para.Aside, chip)
			}
			body = append(body, para)
		}
		pages, _ := Typeset([]Block{Panel{Title: []Span{st.Plain("例：題")}, Body: body}}, st)
		for _, b := range pages[0].Boxes {
			if tx, ok := b.(Text); ok && strings.HasPrefix(tx.Text, "あ") {
				return tx, fills(pages[0].Boxes, picColor)[0]
			}
		}
		t.Fatal("no line")
		return
	}
	// One line of 40 characters wraps beside the picture into two, which
	// the picture's height holds: beside it.
	if tx, p := firstLine(1, 0); tx.Y > p.Y+p.H {
		t.Errorf("one line: first at %.1f, below the picture %v", tx.Y, p)
	}
	// Eight lines, each with four chips beside it across the panel but
	// under it beside the picture: above them.
	if tx, p := firstLine(8, 4); tx.Y < p.Y+p.H {
		t.Errorf("eight lines with chips: first at %.1f, beside the picture %v", tx.Y, p)
	}
	// Eight lines without chips wrap beside the picture only as long as
	// it lasts: beside it.
	if tx, p := firstLine(8, 0); tx.Y > p.Y+p.H {
		t.Errorf("eight lines: first at %.1f, below the picture %v", tx.Y, p)
	}
}

// Every box of a card's face lands in a situation picture moved by what
// its face's ground is moved by, whatever its kind: shiftedBy moves each
// kind in its own way (a polygon's points, a line's ends, the rest by
// their Shift), and the shipped games' faces reach each of them.
func TestSceneMovesEveryKindOfBox(t *testing.T) {
	ground := Color{1, 2, 3}
	face := []Box{
		Fill{Rect{0, 0, 10, 14}, ground},
		Text{X: 1, Y: 2, Size: 6, Text: "t"},
		Line{A: Point{1, 1}, B: Point{9, 13}, Width: 0.2},
		Polygon{Points: []Point{{2, 3}, {8, 3}, {5, 9}}},
		Dots{Rect: Rect{1, 12, 8, 1}, Step: 1, N: 3},
		Image{Rect: Rect{2, 2, 6, 6}, Path: "art/x.png"},
		Rotated{Rect: Rect{3, 3, 4, 2}, Turns: 1},
	}
	areas := []SceneArea{
		{Label: "A", Piles: []ScenePile{{Label: "hand", Lie: Fan, Cards: []SceneCard{{Face: face}, {Face: face}}}}},
		{Label: "B", Piles: []ScenePile{{Label: "x", Lie: Stack, Depth: 2}, {Label: "row", Lie: Row, Cards: []SceneCard{{Face: face}}}}},
	}
	fig := Scene(areas, testSceneStyle(200))
	var at []Point // where each face's ground landed
	for i, b := range fig.Boxes {
		f, ok := b.(Fill)
		if !ok || f.Color != ground {
			continue
		}
		at = append(at, Point{f.X, f.Y})
		if i+len(face) > len(fig.Boxes) {
			t.Fatalf("face at %v cut short", f.Rect)
		}
		d := Point{f.X, f.Y}
		near := func(got, want float64) bool { return got-want < 1e-9 && want-got < 1e-9 }
		for k, want := range face[1:] {
			got := fig.Boxes[i+1+k]
			ok := false
			switch w := want.(type) {
			case Text:
				g, is := got.(Text)
				ok = is && near(g.X, w.X+d.X) && near(g.Y, w.Y+d.Y)
			case Line:
				g, is := got.(Line)
				ok = is && near(g.A.X, w.A.X+d.X) && near(g.A.Y, w.A.Y+d.Y) && near(g.B.X, w.B.X+d.X) && near(g.B.Y, w.B.Y+d.Y)
			case Polygon:
				g, is := got.(Polygon)
				ok = is && len(g.Points) == len(w.Points)
				for j := 0; ok && j < len(w.Points); j++ {
					ok = near(g.Points[j].X, w.Points[j].X+d.X) && near(g.Points[j].Y, w.Points[j].Y+d.Y)
				}
			case Dots:
				g, is := got.(Dots)
				ok = is && near(g.X, w.X+d.X) && near(g.Y, w.Y+d.Y)
			case Image:
				g, is := got.(Image)
				ok = is && near(g.X, w.X+d.X) && near(g.Y, w.Y+d.Y)
			case Rotated:
				g, is := got.(Rotated)
				ok = is && near(g.Rect.X, w.Rect.X+d.X) && near(g.Rect.Y, w.Rect.Y+d.Y)
			}
			if !ok {
				t.Errorf("face at (%.2f, %.2f): %T %+v, want %+v moved by the same", d.X, d.Y, want, got, want)
			}
		}
	}
	if len(at) != 3 {
		t.Fatalf("%d faces in the picture, want 3", len(at))
	}
	// The last face is in the second area's row: moved by the card, the
	// pile and the area, three moves, none of them zero.
	if !(at[2].X > at[1].X+10) {
		t.Errorf("the row's face at %v, not right of the hand's %v", at[2], at[1])
	}
}
