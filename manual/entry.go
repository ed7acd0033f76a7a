package manual

import (
	"fmt"
	"strings"
	"unicode"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/fonts"
	"cardpress/layout"
)

// cardEntry builds the entry of @card ID: the card's name, its face floated
// left at print size, its count and points, and its rule text wrapped
// around the face.
func (cv *converter) cardEntry(d *Directive) []layout.Block {
	id := strings.TrimSpace(d.Arg)
	e := cv.c.Entry(id)
	if e == nil {
		ids := cv.c.EntryIDs()
		if id == "" {
			cv.errorf(d.Offset, "@card needs a card id, like @card %s", ids[0])
		} else {
			cv.errorf(d.Offset, "@card %s: no such card in the catalog%s", id, catalog.DidYouMean(id, ids))
		}
		return nil
	}
	face, err := layout.CardFace(cv.c, e.Faces()[0], layout.FaceOptions{Gray: !cv.o.Color})
	if err != nil {
		cv.errorf(d.Offset, "@card %s: %v", id, err)
		return nil
	}
	// The figure has the catalog's figure size (Windia War: one third of
	// the card); a card of another size keeps that scale.
	s := cv.c.Game.FigureWidth / cv.c.Game.CardWidth
	w, h := cv.c.CardSize(e)
	w, h = w*s, h*s
	face = layout.Scale(face, s)
	cv.entries = append(cv.entries, id)
	meta := cv.body()
	meta.Text, meta.Style, meta.Size = cv.facts(e), fonts.TextStyle(cv.c.Game.Language), entrySize
	body := []layout.Block{layout.Paragraph{Spans: []layout.Span{meta}, Size: entrySize, Leading: entryLeading}}
	body = append(body, cv.cardText(e)...)
	return []layout.Block{layout.Entry{
		Heading: layout.Heading{Level: 3, Text: cv.ty.text(e.Name)},
		Figure:  layout.Figure{W: w, H: h, Boxes: face},
		Body:    body,
	}}
}

// Card entries are set a little smaller and tighter than running text, so
// that three or four fit on a page as the Windia War manual asks.
const (
	entrySize    = 8
	entryLeading = 1.55
)

// cardText converts the catalog's Markdown rule text of a card. Problems in
// it are reported against the catalog.
func (cv *converter) cardText(e *catalog.Entry) []layout.Block {
	src, at, size := cv.src, cv.at, cv.st.BodySize
	cv.src = []byte(e.Text)
	// Problems are reported where the catalog writes the text.
	cv.at = func(off int) diag.Pos {
		pos, _ := cv.c.ValuePos(e, "text", e.Text[max(0, min(off, len(e.Text))):])
		return pos
	}
	cv.st.BodySize = entrySize
	defer func() { cv.src, cv.at, cv.st.BodySize = src, at, size }()
	blocks := cv.blocks(parse(cv.src, nil), 0)
	if e.Flavor != "" {
		flavor := cv.body()
		flavor.Style, flavor.Color = fonts.TextStyle(cv.c.Game.Language), cv.st.Ink.Mix(layout.White, 0.35)
		for _, para := range layout.PlainParagraphs(e.Flavor) {
			flavor.Text = cv.ty.text(para)
			blocks = append(blocks, layout.Paragraph{Spans: []layout.Span{flavor}})
		}
	}
	return entryText(blocks)
}

// entryText sets a card's text, lists included, at the size and leading
// of entries.
func entryText(blocks []layout.Block) []layout.Block {
	for i, b := range blocks {
		switch b := b.(type) {
		case layout.Paragraph:
			b.Size, b.Leading = entrySize, entryLeading
			blocks[i] = b
		case layout.List:
			b.Body = entryText(b.Body)
			blocks[i] = b
		}
	}
	return blocks
}

// facts is the line under a card's name: how many copies in each set and
// its points, in the game's language.
func (cv *converter) facts(e *catalog.Entry) string {
	w := bookWords(cv.c.Game.Language)
	var counts []string
	prev := -1
	for _, s := range cv.c.Sets {
		n := cv.c.Copies(e, s.ID)
		if n == 0 || n == prev {
			continue
		}
		prev = n
		count := cv.countText(w, e, n)
		if len(cv.c.Sets) > 1 && (len(counts) > 0 || cv.setsDiffer(e)) {
			count = fmt.Sprintf(w.sets, s.Name, count)
		}
		counts = append(counts, count)
	}
	facts := []string{strings.Join(counts, "／")}
	switch {
	case e.HasPoints && e.HasNumber && e.Kind == "number" && e.Points == e.Number:
		facts = append(facts, w.pointsIsNumber)
	case e.IsTableau():
		facts = append(facts, fmt.Sprintf(w.inHand, e.Points, e.TableauPoints))
	case e.HasPoints:
		if e.Points == 1 {
			facts = append(facts, fmt.Sprintf(w.point, e.Points))
		} else {
			facts = append(facts, fmt.Sprintf(w.points, e.Points))
		}
	}
	stats := cv.c.StatValues(e)
	colon := false
	for _, st := range stats {
		colon = colon || !isNumber(st[1])
	}
	var sentences []string
	for _, st := range stats {
		if colon && isSentence(st[1]) {
			sentences = append(sentences, cv.stat(st[0], st[1], colon))
			continue
		}
		facts = append(facts, cv.stat(st[0], st[1], colon))
	}
	// A stat that is a sentence starts a line of its own, after the short
	// ones: run on after them, it broke after its name (BlackPoker's
	// 「…キーカード：A〜10 を 2 枚　対象：」 / 「対象アクションを…」).
	line := strings.Join(append([]string{strings.Join(facts, "　")}, sentences...), "\n")
	return cv.ty.text(line) // as the text around it
}

// isSentence reports whether a stat's value is a sentence: it ends as one.
func isSentence(v string) bool {
	v = strings.TrimSpace(v)
	return strings.HasSuffix(v, "。") || strings.HasSuffix(v, ".") || strings.HasSuffix(v, "．")
}

// stat is a stat of an entry's facts: a number after its name
// (「コスト 2」「P 2」), words after a colon in Japanese and Chinese, as a
// card's labelled text has them (「分類：基本」「進攻條件：自己的手牌…」), so
// that a name and a value of words do not run together. colon says a stat
// of the same line has words: then a number takes the colon too
// (「分類：兵士　サイズ：1」, not 「分類：兵士　サイズ 1」), one form a line.
func (cv *converter) stat(name, value string, colon bool) string {
	lang := cv.c.Game.Language
	if lang != "ja" && !strings.HasPrefix(lang, "zh") || !colon {
		return name + " " + value
	}
	return name + "：" + value
}

// isNumber reports whether a stat's value is a number, signed or not.
func isNumber(v string) bool {
	v = strings.TrimLeft(strings.TrimSpace(v), "+-−＋－")
	return v != "" && strings.IndexFunc(v, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

// setsDiffer reports whether the card's count changes between sets.
func (cv *converter) setsDiffer(e *catalog.Entry) bool {
	first := -1
	for _, s := range cv.c.Sets {
		n := cv.c.Copies(e, s.ID)
		if n == 0 {
			continue
		}
		if first >= 0 && n != first {
			return true
		}
		first = n
	}
	return false
}

// countText says how many copies a set holds: "各色1枚（計4枚）" for one-color
// variants, "赤／緑・青／黄 各1枚（計2枚）" for multi-color ones.
func (cv *converter) countText(w words, e *catalog.Entry, copies int) string {
	n := len(e.Variants)
	switch {
	case n == 1 && copies == 1:
		return fmt.Sprintf(w.copy, copies)
	case n == 1:
		return fmt.Sprintf(w.copies, copies)
	case len(e.Variants[0].Colors) == 1 && symbols(cv.c, e) != "":
		// Playing cards: "♠♥♦♣ 各1枚".
		return symbols(cv.c, e) + " " + fmt.Sprintf(w.each, copies) + fmt.Sprintf(w.total, copies*n)
	case len(e.Variants[0].Colors) == 1:
		return fmt.Sprintf(w.perColor, copies) + fmt.Sprintf(w.total, copies*n)
	}
	names := make([]string, n)
	for i, v := range e.Variants {
		cs := make([]string, len(v.Colors))
		for j, id := range v.Colors {
			cs[j] = cv.c.Color(id).Name
		}
		names[i] = strings.Join(cs, "／")
	}
	return strings.Join(names, "・") + " " + fmt.Sprintf(w.each, copies) + fmt.Sprintf(w.total, copies*n)
}

// symbols are the color symbols of an entry's variants, in order (suits).
func symbols(c *catalog.Catalog, e *catalog.Entry) string {
	var b strings.Builder
	for _, v := range e.Variants {
		b.WriteString(layout.Symbols(c, v))
	}
	return b.String()
}
