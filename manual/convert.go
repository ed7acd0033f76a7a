package manual

import (
	"sort"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/fonts"
	"cardpress/layout"
)

// converter turns Markdown trees into layout blocks, collecting errors.
type converter struct {
	c       *catalog.Catalog
	st      layout.PageStyle
	o       Options
	src     []byte
	at      func(offset int) diag.Pos // the position of a byte offset of src, for errors and page make-up's warnings
	errs    diag.List
	entries []string
	names   *strings.Replacer        // card names made unbreakable, built on first use
	chips   map[string]layout.Figure // example chips by card and colors (smallFace)
	faces   map[string][]layout.Box  // pictures' card faces by card and colors (sceneFace)
	scene   *layout.SceneStyle       // how pictures are drawn, made on first use
	vocab   *engine.Vocabulary       // the rulebook's example words (zone names)
	ty      typography               // the manual's typographic style
	ordered int                      // ordered lists being converted, for their markers' level
}

func (cv *converter) convertChapter(ch Chapter) []layout.Block {
	x := diag.NewIndex(ch.Name, string(ch.Src))
	cv.src, cv.at = ch.Src, x.Pos
	return cv.blocks(ch.Doc, 0)
}

// errorf reports a problem at a byte offset of the current source.
func (cv *converter) errorf(offset int, format string, args ...any) {
	cv.errs = append(cv.errs, *diag.Errorf(cv.at(offset), format, args...))
}

// offset is where a node starts in the source, as well as it can tell.
func offset(n ast.Node) int {
	for ; n != nil; n = n.FirstChild() {
		if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
			return n.Lines().At(0).Start
		}
		switch t := n.(type) {
		case *ast.Text:
			return t.Segment.Start
		case *Directive:
			return t.Offset
		case *Icon:
			return t.Offset
		}
	}
	return 0
}

func (cv *converter) blocks(parent ast.Node, indent float64) []layout.Block {
	var out []layout.Block
	for n := parent.FirstChild(); n != nil; n = n.NextSibling() {
		out = append(out, cv.block(n, indent)...)
	}
	return out
}

func (cv *converter) block(n ast.Node, indent float64) []layout.Block {
	switch n := n.(type) {
	case *ast.Heading:
		level := min(n.Level, 3)
		var at setting
		text := cv.ty.set(plainText(n, cv.src), &at)
		return []layout.Block{layout.Heading{Level: level, Text: text}}
	case *ast.Paragraph, *ast.TextBlock:
		if pic, ok := cv.picture(n); ok {
			if pic == nil {
				return nil
			}
			return []layout.Block{pic}
		}
		return []layout.Block{layout.Paragraph{Spans: cv.indentFirst(cv.inlines(n, cv.body())), Justify: true, Indent: indent, Pos: cv.at(offset(n))}}
	case *ast.List:
		return cv.list(n, indent)
	case *ast.Blockquote:
		return []layout.Block{layout.Quote{Body: cv.blocks(n, 0), Pos: cv.at(offset(n))}}
	case *ExampleBlock:
		return []layout.Block{cv.example(n)}
	case *ast.FencedCodeBlock:
		return []layout.Block{cv.fenced(n)}
	case *ast.CodeBlock:
		return []layout.Block{layout.Panel{Body: cv.codeLines(n)}}
	case *ast.ThematicBreak:
		return nil
	case *ast.HTMLBlock:
		return nil // Read reports it
	case *east.Table:
		return []layout.Block{cv.table(n)}
	case *Directive:
		return cv.directive(n)
	default:
		cv.errorf(offset(n), "%s blocks are not supported in the manual", n.Kind())
	}
	return nil
}

// indentFirst sets the full-width indent a paragraph starts with to the
// page style's: two characters in Traditional Chinese, one in Japanese.
func (cv *converter) indentFirst(spans []layout.Span) []layout.Span {
	if len(spans) == 0 || cv.st.Indent < 1 || !strings.HasPrefix(spans[0].Text, "　") {
		return spans
	}
	spans[0].Text = strings.Repeat("　", cv.st.Indent) + strings.TrimLeft(spans[0].Text, "　")
	return spans
}

// body is the style of running text.
func (cv *converter) body() layout.Span { return cv.st.Plain("") }

// list converts a list: its items indented, each with its marker — a
// bullet, or its number in the style of the list's level of ordered lists
// (1. → (1) → ①), or the number its text starts with (see typedNumber).
func (cv *converter) list(l *ast.List, indent float64) []layout.Block {
	var out []layout.Block
	items := 0
	num := l.Start
	level := cv.ordered
	if l.IsOrdered() {
		cv.ordered++
		defer func() { cv.ordered-- }()
	}
	for item := l.FirstChild(); item != nil; item = item.NextSibling() {
		marker := "・"
		if l.IsOrdered() {
			marker = cv.ty.marker(level, num)
		}
		blocks := cv.blocks(item, indent+6)
		if len(blocks) > 0 {
			if p, ok := blocks[0].(layout.Paragraph); ok {
				if l.IsOrdered() && len(p.Spans) > 0 {
					if typed, n := typedNumber(p.Spans[0].Text, num); n > 0 {
						marker, p.Spans[0].Text = cv.ty.text(typed), p.Spans[0].Text[n:]
					}
				}
				m := cv.body()
				m.Text = marker
				p.Marker = []layout.Span{m}
				blocks[0] = p // items follow each other on the line grid
			}
		}
		if l.IsOrdered() {
			num++
		}
		items++
		out = append(out, blocks...)
	}
	return []layout.Block{layout.List{Items: items, Body: out}}
}

func (cv *converter) table(t *east.Table) layout.Block {
	var rows [][][]layout.Span
	header := false
	for r := t.FirstChild(); r != nil; r = r.NextSibling() {
		var row [][]layout.Span
		base := cv.body()
		base.Size *= 0.95
		if _, ok := r.(*east.TableHeader); ok {
			header = true
			base.Style = cv.st.Head
		}
		for cell := r.FirstChild(); cell != nil; cell = cell.NextSibling() {
			row = append(row, cv.inlines(cell, base))
		}
		rows = append(rows, row)
	}
	pos := cv.at(offset(t))
	pos.Col = 1 // the table's line
	return layout.Table{Rows: rows, Header: header, Pos: pos}
}

func (cv *converter) codeLines(n ast.Node) []layout.Block {
	var out []layout.Block
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		text := cv.keepNamesWhole(strings.TrimRight(string(seg.Value(cv.src)), "\n"))
		style := fonts.TextStyle(cv.c.Game.Language)
		out = append(out, layout.Paragraph{Spans: []layout.Span{{Text: text, Style: style, Size: exampleSize, Color: cv.st.Ink, Literal: true}}, Size: exampleSize, Leading: 1.6, After: 0.01})
	}
	return out
}

// fenced renders a fenced block as code. Examples are ExampleBlocks by now,
// except in a card's text, where nothing would check them.
func (cv *converter) fenced(n *ast.FencedCodeBlock) layout.Block {
	if isExample(n, cv.src) {
		cv.errorf(n.Info.Segment.Start, "a rule example in a card's text would be printed but never checked; write it in a chapter of the manual")
	}
	return layout.Panel{Body: cv.codeLines(n)}
}

// directive renders a directive; Read has reported the ones that are wrong.
func (cv *converter) directive(d *Directive) []layout.Block {
	if msg, _ := d.argProblem(); msg != "" {
		return nil
	}
	switch d.Name {
	case "card":
		return cv.cardEntry(d)
	case "anatomy":
		return cv.anatomy(d)
	case "icons":
		return cv.iconLegend()
	case "toc":
		return []layout.Block{layout.TOC{MaxLevel: 2}}
	case "pagebreak":
		return []layout.Block{layout.PageBreak{}}
	}
	return nil
}

func (cv *converter) iconLegend() []layout.Block {
	var out []layout.Block
	for _, ic := range cv.c.Icons {
		name := cv.body()
		name.Text, name.Style = ic.Name, cv.st.Head
		desc := cv.body()
		desc.Text = cv.ty.text(ic.Description)
		icon := layout.IconSpan(ic.Shape, ic.Image, cv.st.BodySize*1.3, cv.st.Ink)
		out = append(out, layout.Paragraph{Spans: []layout.Span{name, {Text: "　", Style: cv.st.Body, Size: cv.st.BodySize, Color: cv.st.Ink}, desc}, Marker: []layout.Span{icon}, Indent: 8, Justify: true})
	}
	return out
}

// inlines converts the inline content of n; base gives the style of plain
// text. Soft line breaks join Japanese text without a space.
func (cv *converter) inlines(n ast.Node, base layout.Span) []layout.Span {
	var spans []layout.Span
	var walk func(n ast.Node, st layout.Span)
	walk = func(n ast.Node, st layout.Span) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Text:
				s := st
				s.Text = cv.keepNamesWhole(string(c.Segment.Value(cv.src)))
				spans = append(spans, s)
				switch {
				case c.HardLineBreak():
					spans = append(spans, layout.Span{Text: "\n", Style: st.Style, Size: st.Size, Color: st.Color})
				case c.SoftLineBreak():
					spans = append(spans, layout.Span{Text: softBreak, Style: st.Style, Size: st.Size, Color: st.Color})
				}
			case *ast.String:
				s := st
				s.Text = string(c.Value)
				spans = append(spans, s)
			case *ast.Emphasis:
				s := st
				s.Style = fonts.TextStyle(cv.c.Game.Language)
				if c.Level >= 2 {
					s.Style = cv.st.Head
				}
				walk(c, s)
			case *ast.CodeSpan:
				s := st
				s.Style, s.Color = fonts.TextStyle(cv.c.Game.Language), st.Color.Mix(layout.White, 0.25)
				s.Literal = true
				walk(c, s)
			case *ast.Link:
				walk(c, st)
			case *ast.AutoLink:
				s := st
				s.Text = string(c.URL(cv.src))
				spans = append(spans, s)
			case *Icon:
				ic := cv.c.Icon(c.ID)
				if ic == nil {
					continue // Read, or the catalog for card texts, reports it
				}
				spans = append(spans, layout.IconSpan(ic.Shape, ic.Image, st.Size, st.Color))
			case *ast.RawHTML:
				// Read reports it.
			case *ast.Image:
				cv.errorf(offset(n), "a picture inside running text: put ![caption](file.png) on a line of its own (show cards with @card ID)")
			default:
				walk(c, st)
			}
		}
	}
	walk(n, base)
	return cv.ty.spans(joinSoftBreaks(spans))
}

// keepNamesWhole joins the words of the catalog's card names with no-break
// spaces, so that "Wild Draw4" never breaks across lines.
func (cv *converter) keepNamesWhole(text string) string {
	if cv.names == nil {
		var names []string
		for _, e := range cv.c.Cards {
			if strings.Contains(e.Name, " ") {
				names = append(names, e.Name)
			}
		}
		// Longer names first: the replacer tries them in order.
		sort.SliceStable(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
		var pairs []string
		for _, n := range names {
			pairs = append(pairs, n, strings.ReplaceAll(n, " ", "\u00a0"))
		}
		cv.names = strings.NewReplacer(pairs...)
	}
	return cv.names.Replace(text)
}

// softBreak marks a soft line break until its neighbours are known.
const softBreak = "\x00soft"

// joinSoftBreaks resolves soft line breaks: nothing between Japanese (or
// other wide) characters, a space between Latin words.
func joinSoftBreaks(spans []layout.Span) []layout.Span {
	out := spans[:0:0]
	for i, s := range spans {
		if s.Text != softBreak {
			out = append(out, s)
			continue
		}
		var prev, next string
		if len(out) > 0 {
			prev = out[len(out)-1].Text
		}
		if i+1 < len(spans) {
			next = spans[i+1].Text
		}
		if joined := layout.JoinLines(prev, next); len(joined) > len(prev)+len(next) {
			s.Text = " "
			out = append(out, s)
		}
	}
	return out
}

// plainText is the text content of a node, for headings and the TOC.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	var walk func(n ast.Node)
	walk = func(n ast.Node) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Text:
				b.Write(c.Segment.Value(src))
			case *ast.String:
				b.Write(c.Value)
			default:
				walk(c)
			}
		}
	}
	walk(n)
	return b.String()
}
