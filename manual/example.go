package manual

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"cardpress/engine"
	"cardpress/fonts"
	"cardpress/layout"
)

// example renders a rule-example block as a rulebook prints it (told):
// the situation in sentences, then the numbered steps, each with its
// outcome, and the cards a line names drawn as small faces at its right
// end. An "example:compact" block, or one the patterns cannot tell, shows
// its lines as written. A block the example parser cannot read is shown
// as plain lines; Read reports it.
func (cv *converter) example(n *ExampleBlock) layout.Block {
	var at setting
	w := bookWords(cv.c.Game.Language)
	title := cv.ty.set(exampleHeading(w.example, n.Block.Title), &at)
	head := []layout.Span{{Text: title, Style: cv.st.Head, Size: 9, Color: cv.st.Ink}}
	cont := []layout.Span{{Text: title + w.continued, Style: cv.st.Head, Size: 9, Color: cv.st.Ink.Mix(layout.White, 0.35)}}
	ex := n.Block.Example
	if ex != nil && n.Told.Whole() && !n.Compact {
		return opened(layout.Panel{Title: head, Body: cv.withSituation(ex, cv.told(n)), Continued: cont})
	}
	body := cv.codeLines(n)
	for i, b := range body {
		p := b.(layout.Paragraph)
		var at setting
		for j := range p.Spans {
			p.Spans[j].Text = cv.ty.set(p.Spans[j].Text, &at)
		}
		body[i] = p
	}
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
	p := layout.Panel{Title: head, Body: cv.withSituation(ex, body), Continued: cont}
	if len(ex.Steps) > 0 {
		p.Opening = ex.Steps[0].Line - first
		if len(p.Body) > len(body) {
			p.Opening++ // the picture
		}
	}
	return p
}

// exampleHeading is an example panel's heading: the book's word for an
// example, then the title. In a book whose word ends in a full-width
// colon (Japanese 「例：」), a title that names its topic before a colon
// (「エンド：手札が9枚なら…」) puts the topic in parentheses after the word,
// so that the heading has one colon, not two: 「例（エンド）：手札が9枚なら…」.
// A topic of more than 20 characters is not one, and stays.
func exampleHeading(word, title string) string {
	lead, ok := strings.CutSuffix(word, "：")
	if !ok {
		return word + title
	}
	topic, rest, found := strings.Cut(title, "：")
	if !found || strings.TrimSpace(topic) == "" || strings.TrimSpace(rest) == "" || utf8.RuneCountInString(topic) > 20 || strings.ContainsAny(topic, "（(") {
		return word + title
	}
	return lead + "（" + strings.TrimSpace(topic) + "）：" + strings.TrimSpace(rest)
}

// opened marks a told panel's opening, its picture and the lines of its
// situation (the blocks before the first numbered step), to stay together.
func opened(p layout.Panel) layout.Panel {
	p.Opening = len(p.Body)
	for i, b := range p.Body {
		if para, ok := b.(layout.Paragraph); ok && len(para.Marker) > 0 {
			p.Opening = i
			break
		}
	}
	return p
}

// withSituation puts the example's situation picture at the right of
// its lines, or above them when it is too wide for lines beside it.
func (cv *converter) withSituation(ex *engine.Example, body []layout.Block) []layout.Block {
	pic, ok := cv.situation(ex)
	if !ok {
		return body
	}
	return append([]layout.Block{layout.Figures{Items: []layout.Figure{pic}, Float: layout.FloatRight}}, body...)
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

// told renders a told example: the situation's sentences and the notes
// of the block (lines of "#", "//" or "※", shown after "※"), then the
// steps as a numbered list, each paragraph the step and its outcome, in
// the order of their lines.
func (cv *converter) told(n *ExampleBlock) []layout.Block {
	cards := cardsByLine(n.Block.Example)
	style := fonts.TextStyle(cv.c.Game.Language)
	para := func(text string, line int) layout.Paragraph {
		var at setting
		p := layout.Paragraph{Spans: []layout.Span{{Text: cv.ty.set(cv.keepNamesWhole(text), &at), Style: style, Size: exampleSize, Color: cv.st.Ink}}, Size: exampleSize, Leading: 1.6, After: 0.01}
		for _, ref := range cards[line] {
			if fig, ok := cv.smallFace(ref); ok {
				p.Aside = append(p.Aside, fig)
			}
		}
		return p
	}
	type line struct {
		at  int
		p   layout.Paragraph
		pic []layout.Figure // the table the step deals, set before it
	}
	ex := n.Block.Example
	dealt := cv.dealt(ex)
	var out []line
	for _, l := range n.Told.Situation {
		out = append(out, line{l.Line, para(l.Text, l.Line), nil})
	}
	for i, l := range n.Told.Steps {
		text := l.Text
		if l.Outcome != "" {
			text += l.Outcome
			if cv.c.Game.Language == "en" {
				text = l.Text + " " + l.Outcome
			}
		}
		p := para(text, l.Line)
		p.Indent = 4
		p.Marker = []layout.Span{{Text: strconv.Itoa(i+1) + ".", Style: style, Size: exampleSize, Color: cv.st.Ink}}
		var pic []layout.Figure
		if j := slices.IndexFunc(ex.Steps, func(st *engine.Step) bool { return st.Line == l.Line }); j >= 0 && deals(ex.Steps[j]) {
			// A new round's deal is told in the step: its hands and play
			// card show at the right, its table in a picture.
			for _, ref := range dealtCards(ex.Steps[j]) {
				if fig, ok := cv.smallFace(ref); ok {
					p.Aside = append(p.Aside, fig)
				}
			}
			if fig, ok := dealt[ex.Steps[j]]; ok {
				pic = []layout.Figure{fig}
			}
		}
		out = append(out, line{l.Line, p, pic})
	}
	first := n.Block.Pos.Line + 1
	for i, text := range strings.Split(n.Block.Body, "\n") {
		if note, ok := exampleNote(text); ok {
			out = append(out, line{first + i, para("※"+note, 0), nil})
		}
	}
	slices.SortStableFunc(out, func(a, b line) int { return a.at - b.at })
	var blocks []layout.Block
	for _, l := range out {
		if len(l.pic) > 0 {
			blocks = append(blocks, layout.Figures{Items: l.pic, Indent: 4})
		}
		blocks = append(blocks, l.p)
	}
	return blocks
}

// dealtCards are the cards a dealing step's settings name, in order.
func dealtCards(st *engine.Step) []*engine.CardRef {
	var out []*engine.CardRef
	for _, s := range st.Setup {
		out = append(out, s.Cards...)
	}
	return out
}

// exampleNote is the text of a note line of an example ("# …", "// …",
// "※…"), which the example language does not read.
func exampleNote(line string) (string, bool) {
	line = strings.TrimSpace(line)
	for _, mark := range []string{"#", "//", "※"} {
		if rest, ok := strings.CutPrefix(line, mark); ok {
			return strings.TrimSpace(rest), true
		}
	}
	return "", false
}
