package manual

import (
	"slices"
	"strings"

	"cardpress/engine"
	"cardpress/layout"
)

// example renders a rule-example block: its lines as written, each with the
// cards it names drawn as small faces at its right end. A block the example
// parser cannot read is shown as plain lines; Read reports it.
func (cv *converter) example(n *ExampleBlock) layout.Block {
	title := n.Block.Title
	w := bookWords(cv.c.Game.Language)
	head := []layout.Span{{Text: w.example + title, Style: cv.st.Head, Size: 9, Color: cv.st.Ink}}
	cont := []layout.Span{{Text: w.example + title + w.continued, Style: cv.st.Head, Size: 9, Color: cv.st.Ink.Mix(layout.White, 0.35)}}
	body := cv.codeLines(n)
	ex := n.Block.Example
	if ex == nil || len(body) == 0 {
		return layout.Panel{Title: head, Body: body, Continued: cont}
	}
	first := n.Block.Pos.Line + 1
	cards := cardsByLine(ex)
	for i := range body {
		p := body[i].(layout.Paragraph)
		for _, ref := range cards[first+i] {
			if fig, ok := cv.smallFace(ref); ok {
				p.Aside = append(p.Aside, fig)
			}
		}
		body[i] = p
	}
	return layout.Panel{Title: head, Body: body, Continued: cont}
}

// cardsByLine collects the cards each line of an example names.
func cardsByLine(ex *engine.Example) map[int][]*engine.CardRef {
	m := map[int][]*engine.CardRef{}
	for _, s := range ex.Setup {
		m[s.Line] = append(m[s.Line], s.Cards...)
	}
	for _, st := range ex.Steps {
		m[st.Line] = append(m[st.Line], st.Cards...)
		for _, c := range st.Choices {
			if c.Card != nil {
				m[st.Line] = append(m[st.Line], c.Card)
			}
		}
	}
	return m
}

// smallFace is a card as a chip the height of an example line. A card
// named again is drawn once: the chips of a manual are kept by card and
// colors, and shared (the flow copies a figure's boxes where it sets it).
func (cv *converter) smallFace(ref *engine.CardRef) (layout.Figure, bool) {
	key := ref.Entry + "\x00" + strings.Join(ref.Colors, "\x00")
	if fig, ok := cv.chips[key]; ok {
		return fig, true
	}
	e := cv.c.Entry(ref.Entry)
	if e == nil {
		return layout.Figure{}, false
	}
	faces := e.Faces()
	face := faces[0]
	for _, f := range faces {
		if slices.Equal(f.Variant.Colors, ref.Colors) {
			face = f
		}
	}
	fig := layout.CardChip(cv.c, face, exampleSize*1.6*layout.PtToMM*0.8, !cv.o.Color)
	if cv.chips == nil {
		cv.chips = map[string]layout.Figure{}
	}
	cv.chips[key] = fig
	return fig, true
}

// exampleSize is the type size of example lines, in points.
const exampleSize = 8.5
