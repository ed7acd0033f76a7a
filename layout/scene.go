package layout

import (
	"math"

	"cardpress/fonts"
)

// A situation picture is the table of a rule example as a published
// rulebook draws it: each player's area, labelled, with the piles in front
// of them as small card figures — a hand fanned (or its backs, with a
// count), a deck as a stack with its count, cards in play side by side —
// and the piles between the players; the card the example plays is
// lifted and framed. Scene lays it out as boxes; the manual builds its
// areas from the engine's view of the table.

// SceneCard is one card of a picture.
type SceneCard struct {
	// Face is the card's face at the picture's card size (0, 0 to CardW,
	// CardH); nil draws the back.
	Face   []Box
	Turned bool // turned sideways (a driven or resting card)
	Marked bool // the card the example plays, highlighted
}

// PileLie is how a pile's cards lie in a picture.
type PileLie uint8

// The ways a pile lies.
const (
	Fan   PileLie = iota // a hand: overlapping, left to right
	Stack                // one pile: the top card on the edges of the others
	Row                  // side by side
)

// ScenePile is one pile of a picture with its label ("手札 7枚"), set
// under it.
type ScenePile struct {
	Label string
	Cards []SceneCard
	Lie   PileLie
	// Depth is the number of cards of a stack (its edges drawn, up to
	// three); a stack of 0 is an empty outline.
	Depth int
}

// SceneArea is a player's area (Label their name) or the piles between
// the players (Label "").
type SceneArea struct {
	Label   string
	Current bool // the player to move: the label is marked
	Piles   []ScenePile
}

// SceneStyle is how a picture is drawn.
type SceneStyle struct {
	CardW, CardH float64 // the size of a card figure, mm
	Width        float64 // the most the picture may be wide, mm
	Style        fonts.Style
	Size         float64 // the labels' size, points
	Ink, Mark    Color   // labels; the frame of a marked card
	Ground, Edge Color   // an area's ground and outline, and a card's edge
	Back         []Box   // a card's back at the card size
}

// Scene lays out a situation picture: the areas packed in rows, left to
// right, as wide as st.Width allows.
func Scene(areas []SceneArea, st SceneStyle) Figure {
	const gap = 2.0
	var row []sceneFigure
	var rows [][]sceneFigure
	x := 0.0
	for _, a := range areas {
		f := st.area(a)
		if len(row) > 0 && x+gap+f.W > st.Width {
			rows, row, x = append(rows, row), nil, 0
		}
		if len(row) > 0 {
			x += gap
		}
		row, x = append(row, f), x+f.W
	}
	if len(row) > 0 {
		rows = append(rows, row)
	}
	var out sceneFigure
	y := 0.0
	for _, r := range rows {
		x, h := 0.0, 0.0
		for _, f := range r {
			h = math.Max(h, f.H)
		}
		for _, f := range r {
			// An area is as tall as its row: the row reads as one table.
			out.add(Fill{Rect{x, y, f.W, h}, st.Ground})
			out.place(f, x, y)
			x += f.W + gap
		}
		out.W = math.Max(out.W, x-gap)
		y += h + gap
	}
	out.H = math.Max(0, y-gap)
	return out.figure()
}

// sceneFigure is a card, pile or area of a picture being laid out: its
// size, and its boxes in parts, each still to be moved by the places its
// part was put at, in turn. Scene moves a box once, where moving the
// boxes of a card into its pile, the pile into its area and the area
// into the picture made each box anew three times (most of a picture's
// CPU); each coordinate adds up the same.
type sceneFigure struct {
	W, H  float64
	parts []scenePart
}

// scenePart is boxes of a sceneFigure and where they are to be moved.
type scenePart struct {
	boxes []Box
	moves []Point // in turn
}

// add adds boxes where they stand.
func (f *sceneFigure) add(boxes ...Box) {
	f.parts = append(f.parts, scenePart{boxes: boxes})
}

// place adds the boxes of g moved by (x, y).
func (f *sceneFigure) place(g sceneFigure, x, y float64) {
	for _, p := range g.parts {
		p.moves = append(p.moves[:len(p.moves):len(p.moves)], Point{x, y})
		f.parts = append(f.parts, p)
	}
}

// figure is f with its boxes moved into place.
func (f sceneFigure) figure() Figure {
	n := 0
	for _, p := range f.parts {
		n += len(p.boxes)
	}
	out := Figure{W: f.W, H: f.H, Boxes: make([]Box, 0, n)}
	for _, p := range f.parts {
		for _, b := range p.boxes {
			if len(p.moves) > 0 {
				b = shiftedBy(b, p.moves)
			}
			out.Boxes = append(out.Boxes, b)
		}
	}
	return out
}

// lineH is the height of a label line, mm.
func (st SceneStyle) lineH() float64 { return st.Size * 1.3 * PtToMM }

// area lays out one area: its label, then its piles side by side, each
// with its label under it. The piles of an area too wide for the picture
// are fanned closer.
func (st SceneStyle) area(a SceneArea) sceneFigure {
	const pad, gap = 1.2, 2.5
	fan := st.CardW * 0.42
	// The labels of an area's piles stand on one line, under the tallest.
	foot := 0.0
	for _, p := range a.Piles {
		foot = math.Max(foot, st.cardsHeight(p))
	}
	piles := make([]sceneFigure, len(a.Piles))
	for {
		w := 2*pad + gap*float64(max(0, len(a.Piles)-1))
		for i, p := range a.Piles {
			piles[i] = st.pile(p, fan, foot)
			w += piles[i].W
		}
		if w <= st.Width || fan <= st.CardW*0.12 {
			break
		}
		fan *= 0.8
	}
	var out sceneFigure
	y := pad
	if a.Label != "" {
		label := a.Label
		if a.Current {
			label = "▶ " + label
		}
		out.add(st.text(pad, y, label))
		out.W = 2*pad + TextWidth(st.Style, label, st.Size)
		y += st.lineH() + 0.5
	}
	// Piles that do not fit beside each other go on another line.
	x, h := pad, 0.0
	for _, p := range piles {
		if x > pad && x+p.W+pad > st.Width {
			x, y, h = pad, y+h+gap, 0
		}
		out.place(p, x, y)
		x += p.W + gap
		h = math.Max(h, p.H)
		out.W = math.Max(out.W, x-gap+pad)
	}
	out.H = y + h + pad
	return out
}

// lift is how far a pile's marked card stands out of a hand.
func (st SceneStyle) lift(p ScenePile) float64 {
	for _, c := range p.Cards {
		if c.Marked && p.Lie == Fan {
			return st.CardH * 0.15
		}
	}
	return 0
}

// edges is the number of card edges drawn under a stack's top card.
func (p ScenePile) edges() int {
	if p.Lie != Stack {
		return 0
	}
	return min(max(p.Depth-1, 0), 3)
}

// cardsHeight is the height of a pile's cards.
func (st SceneStyle) cardsHeight(p ScenePile) float64 {
	return st.lift(p) + st.CardH + float64(p.edges())*0.5
}

// pile lays out a pile: its cards, then its label under them, its top at
// foot.
func (st SceneStyle) pile(p ScenePile, fan, foot float64) sceneFigure {
	lift := st.lift(p)
	var out sceneFigure
	x, edges := 0.0, p.edges()
	switch p.Lie {
	case Stack:
		for i := edges; i > 0; i-- {
			d := float64(i) * 0.5
			st.card(&out, SceneCard{}, d, d)
		}
		switch {
		case p.Depth == 0:
			out.add(st.outline(Rect{0, 0, st.CardW, st.CardH})...)
		case len(p.Cards) > 0:
			st.card(&out, p.Cards[len(p.Cards)-1], 0, 0)
		default:
			st.card(&out, SceneCard{}, 0, 0)
		}
		x = st.CardW + float64(edges)*0.5
	case Fan:
		if len(p.Cards) == 0 {
			out.add(st.outline(Rect{0, lift, st.CardW, st.CardH})...)
			x = st.CardW
		}
		at := 0.0
		for i, c := range p.Cards {
			y := lift
			if c.Marked {
				y = 0
			}
			if i > 0 {
				// Backs, which show nothing, lie closer than faces.
				at += fan
				if c.Face == nil && p.Cards[i-1].Face == nil {
					at -= fan * 0.75
				}
			}
			st.card(&out, c, at, y)
			x = at + st.CardW
		}
	case Row:
		for i, c := range p.Cards {
			if i > 0 {
				x += 1
			}
			y := 0.0
			if c.Turned {
				y = st.CardH - st.CardW // sideways cards sit on the row's foot
			}
			st.card(&out, c, x, y)
			x += st.cardW(c)
		}
	}
	y := foot + 0.8
	out.add(st.text(0, y, p.Label))
	out.W = math.Max(x, TextWidth(st.Style, p.Label, st.Size))
	out.H = y + st.lineH()
	return out
}

// cardW is a card's width as it lies.
func (st SceneStyle) cardW(c SceneCard) float64 {
	if c.Turned {
		return st.CardH
	}
	return st.CardW
}

// card adds to out a card at (x, y): its face (or back) with an edge,
// turned when it lies sideways, framed when marked.
func (st SceneStyle) card(out *sceneFigure, c SceneCard, x, y float64) {
	face := c.Face
	if face == nil {
		face = st.Back
	}
	r := Rect{x, y, st.CardW, st.CardH}
	if c.Turned {
		r.W, r.H = st.CardH, st.CardW
	}
	var edge []Box
	if c.Marked {
		edge = append(edge, Fill{r.Inset(-0.7), st.Mark})
	}
	edge = append(edge, Fill{r.Inset(-0.15), st.Edge}, Fill{r, White})
	if c.Turned {
		out.add(append(edge, Rotated{Rect: r, Turns: 1, Boxes: face})...)
		return
	}
	out.add(edge...)
	out.parts = append(out.parts, scenePart{boxes: face, moves: []Point{{x, y}}})
}

// outline is the dashed-free outline of an empty place.
func (st SceneStyle) outline(r Rect) []Box {
	w := 0.2
	return []Box{
		Line{Point{r.X, r.Y}, Point{r.X + r.W, r.Y}, w, st.Edge},
		Line{Point{r.X + r.W, r.Y}, Point{r.X + r.W, r.Y + r.H}, w, st.Edge},
		Line{Point{r.X + r.W, r.Y + r.H}, Point{r.X, r.Y + r.H}, w, st.Edge},
		Line{Point{r.X, r.Y + r.H}, Point{r.X, r.Y}, w, st.Edge},
	}
}

// text is a label with its top at y.
func (st SceneStyle) text(x, y float64, s string) Box {
	return Text{X: x, Y: y + st.Size*0.95*PtToMM, Style: st.Style, Size: st.Size, Color: st.Ink, Text: s}
}
