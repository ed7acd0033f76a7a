package manual

import (
	"slices"
	"strconv"
	"strings"

	"cardpress/engine"
	"cardpress/fonts"
	"cardpress/layout"
)

// sceneHeight and sceneWidth bound a picture's card figure, mm: a card of
// the catalog's figure size (figure_size) reduced to 10.5 mm tall (a poker
// card's), or 15 mm wide for a card lying wide, so that three players'
// areas share a row.
const sceneHeight, sceneWidth = 10.5, 15.0

// situation is the situation picture of an example: the table as the
// example's settings set it up, from the engine's view of it
// (engine.SceneOf), with the cards of the first step lifted and framed.
// ok is false when the game has no engine or the settings do not start a
// game (an example that says the settings are refused).
func (cv *converter) situation(ex *engine.Example) (layout.Figure, bool) {
	if cv.o.Game == nil || cv.vocab == nil || len(ex.Players) == 0 {
		return layout.Figure{}, false
	}
	t, err := cv.o.Game.Start(ex)
	if err != nil {
		return layout.Figure{}, false
	}
	return cv.tableAt(ex, t.State(), shownHands(ex.Setup), plays(ex.Steps), unsetHands(ex)), true
}

// unsetHands are the players whose hands an example's settings leave
// unset: the engine starts them empty, which the game would not (it
// deals them), so the situation picture leaves such an empty hand out
// rather than show 「手牌 0張」 that is not true.
func unsetHands(ex *engine.Example) map[string]bool {
	out := map[string]bool{}
	for _, p := range ex.Players {
		out[p] = true
	}
	for _, s := range ex.Setup {
		if s.Key == "hand" {
			delete(out, s.Player)
		}
	}
	return out
}

// dealt are the pictures of the rounds an example's dealing steps
// (engine.Step.Setup, "next round") deal, by step: the table after the
// deal, as the engine plays the example up to it, with the hands the
// step names and the cards of the step after it marked.
func (cv *converter) dealt(ex *engine.Example) map[*engine.Step]layout.Figure {
	if cv.o.Game == nil || cv.vocab == nil || len(ex.Players) == 0 || !slices.ContainsFunc(ex.Steps, deals) {
		return nil
	}
	out := map[*engine.Step]layout.Figure{}
	engine.Watch(cv.o.Game, ex, func(st *engine.Step, s engine.State) {
		if !deals(st) {
			return
		}
		i := slices.Index(ex.Steps, st)
		out[st] = cv.tableAt(ex, s, shownHands(st.Setup), plays(ex.Steps[i+1:]), nil)
	})
	return out
}

// deals reports whether a step deals a new round with its own settings.
func deals(st *engine.Step) bool { return len(st.Setup) > 0 }

// tableAt draws the table of state s for example ex: the hands' cards
// shown faces up, the cards marked lifted and framed, an empty hand of
// the players of unset left out.
func (cv *converter) tableAt(ex *engine.Example, s engine.State, shown, marked map[string][]*engine.CardRef, unset map[string]bool) layout.Figure {
	sc := engine.SceneOf(s)
	current := s.CurrentPlayer()
	if th, ok := s.(engine.TurnHolder); ok {
		current = th.TurnPlayer()
	}
	var areas []layout.SceneArea
	for _, a := range sc.Areas {
		if a.Player >= len(ex.Players) {
			continue
		}
		name := ex.Players[a.Player]
		area := layout.SceneArea{Label: name, Current: a.Player == current}
		for _, p := range a.Piles {
			if p.Zone == "hand" && p.Count == 0 && unset[name] {
				continue
			}
			area.Piles = append(area.Piles, cv.scenePile(p, shown[name], marked[name]))
		}
		areas = append(areas, area)
	}
	if len(sc.Middle) > 0 {
		mid := layout.SceneArea{}
		for _, p := range sc.Middle {
			mid.Piles = append(mid.Piles, cv.scenePile(p, nil, nil))
		}
		areas = append(areas, mid)
	}
	return layout.Scene(areas, cv.sceneStyle())
}

// shownHands are the cards of each player's hand the settings name: the
// picture shows those faces up and the rest of the hand (cards the
// example leaves to the deal, "他3枚") as backs.
func shownHands(setup []*engine.Setting) map[string][]*engine.CardRef {
	out := map[string][]*engine.CardRef{}
	for _, s := range setup {
		if s.Key == "hand" {
			out[s.Player] = append(out[s.Player], s.Cards...)
		}
	}
	return out
}

// plays is what the first of steps plays, by player: the cards the
// picture marks.
func plays(steps []*engine.Step) map[string][]*engine.CardRef {
	out := map[string][]*engine.CardRef{}
	if len(steps) == 0 {
		return out
	}
	st := steps[0]
	out[st.Player] = append(out[st.Player], st.Cards...)
	for _, c := range st.Choices {
		if c.Card != nil {
			out[st.Player] = append(out[st.Player], c.Card)
		}
	}
	return out
}

// scenePile is a pile of the engine's view as the picture draws it: of
// a hand only the cards the example names (named) face up, the others as
// backs, a few at most; the cards the first step plays marked (each
// reference once); and the pile's label with its count.
func (cv *converter) scenePile(p engine.Pile, named, marks []*engine.CardRef) layout.ScenePile {
	out := layout.ScenePile{Label: cv.pileLabel(p), Depth: p.Count}
	switch p.Lie {
	case engine.Held:
		out.Lie = layout.Fan
	case engine.Stacked:
		out.Lie = layout.Stack
	default:
		out.Lie = layout.Row
	}
	named, marks = slices.Clone(named), slices.Clone(marks)
	take := func(refs []*engine.CardRef, c engine.Card) bool {
		j := slices.IndexFunc(refs, func(r *engine.CardRef) bool { return r != nil && c.Is(r) })
		if j >= 0 {
			refs[j] = nil
		}
		return j >= 0
	}
	backs := 0
	for i, c := range p.Cards {
		sc := layout.SceneCard{Turned: i < len(p.Turned) && p.Turned[i]}
		if p.Lie == engine.Held && !take(named, c) {
			if backs++; backs <= maxBacks {
				out.Cards = append(out.Cards, sc) // a back
			}
			continue
		}
		sc.Face = cv.sceneFace(c)
		sc.Marked = p.Lie != engine.Stacked && take(marks, c)
		out.Cards = append(out.Cards, sc)
	}
	if p.Lie == engine.Spread {
		for range p.Count - len(p.Cards) {
			out.Cards = append(out.Cards, layout.SceneCard{}) // face down (bulwarks)
		}
	}
	return out
}

// maxBacks is the most backs a hidden hand is drawn with; its label
// gives the count.
const maxBacks = 3

// pileLabel is a pile's word in the game's language with its count:
// 「手札 7枚」, "hand: 7 cards"; a row whose cards all show goes without
// its count, a pile the example language has no word for with its count
// alone.
//
// A stack pictured by its top card (a zone's picture = "top", its words
// the top card's: 「プレイ札」) is that card's name alone while it is the
// only card; under it lie others, and the pile is the zone's
// (「捨て札 5枚」): the play card is only its top card.
func (cv *converter) pileLabel(p engine.Pile) string {
	lang := cv.c.Game.Language
	name, _ := cv.vocab.ZoneName(p.Zone, lang)
	if zone, ok := strings.CutSuffix(p.Zone, " top"); ok {
		if p.Count == 1 && name != "" {
			return name
		}
		if whole, ok := cv.vocab.ZoneName(zone, lang); ok {
			name = whole
		}
	}
	// The count stands apart from its counter as in the text beside the
	// picture, where digits and Japanese or Chinese keep a quarter em
	// apart (「手牌 6 張」; 「6張」 ran together).
	n := strings.ReplaceAll(bookWords(lang).copies, "%d", strconv.Itoa(p.Count)+" ")
	if lang == "en" {
		n = strings.ReplaceAll(bookWords(lang).copies, "%d", strconv.Itoa(p.Count))
		if p.Count == 1 {
			n = "1 card"
		}
	}
	switch {
	case p.Lie == engine.Spread && p.Count == len(p.Cards):
		return name
	case name == "":
		return n
	case lang == "en":
		return name + ": " + n
	}
	return name + " " + n
}

// sceneFace is a card's face at the picture's size, kept by card and
// colors; a card the catalog does not know shows its back (nil).
func (cv *converter) sceneFace(c engine.Card) []layout.Box {
	key := c.Entry + "\x00" + strings.Join(c.Colors, "\x00")
	if f, ok := cv.faces[key]; ok {
		return f
	}
	var boxes []layout.Box
	if e := cv.c.Entry(c.Entry); e != nil {
		face := e.Faces()[0]
		for _, f := range e.Faces() {
			if slices.Equal(f.Variant.Colors, c.Colors) {
				face = f
			}
		}
		if b, err := layout.CardFace(cv.c, face, layout.FaceOptions{Gray: !cv.o.Color}); err == nil {
			boxes = layout.Scale(b, cv.sceneCardW()/cv.c.Game.CardWidth)
		}
	}
	if cv.faces == nil {
		cv.faces = map[string][]layout.Box{}
	}
	cv.faces[key] = boxes
	return boxes
}

// sceneScale is the picture's card figure size relative to the catalog's
// figure size.
func (cv *converter) sceneScale() float64 {
	g := cv.c.Game
	return min(sceneHeight/g.FigureHeight, sceneWidth/g.FigureWidth)
}

func (cv *converter) sceneCardW() float64 { return cv.c.Game.FigureWidth * cv.sceneScale() }

// sceneStyle is how the manual draws its pictures: labels in the text
// face at the size of an example's notes, on white areas inside the gray
// panel, a played card framed in ink.
func (cv *converter) sceneStyle() layout.SceneStyle {
	if cv.scene != nil {
		return *cv.scene
	}
	w := cv.sceneCardW()
	cv.scene = &layout.SceneStyle{
		CardW: w, CardH: cv.c.Game.FigureHeight * cv.sceneScale(),
		Width: cv.st.W - cv.st.Left - cv.st.Right - 8, // the panel's insets
		Style: fonts.TextStyle(cv.c.Game.Language), Size: 6.5,
		Ink: cv.st.Ink, Mark: cv.st.Ink, Ground: layout.White, Edge: layout.Color{R: 0x99, G: 0x99, B: 0x99},
		Back: layout.Scale(layout.CardBack(cv.c, layout.FaceOptions{Gray: !cv.o.Color}), w/cv.c.Game.CardWidth),
	}
	return *cv.scene
}
