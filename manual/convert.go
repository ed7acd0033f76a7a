package manual

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

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
	file    string
	src     []byte
	errs    diag.List
	entries []string
	vocab   *engine.Vocabulary // reads rule examples, built on first use
	names   *strings.Replacer  // card names made unbreakable, built on first use
}

func (cv *converter) convertFile(s Source) []layout.Block {
	// A byte order mark is not text; without it, offsets are columns.
	cv.file, cv.src = s.Name, bytes.TrimPrefix(s.Data, []byte("\ufeff"))
	if i := catalog.InvalidUTF8(cv.src); i >= 0 {
		cv.errorf(i, "invalid UTF-8 (byte 0x%02X): Markdown files must be saved as UTF-8; check the characters here", cv.src[i])
		return nil
	}
	return cv.blocks(parse(cv.src), 0)
}

// errorf reports a problem at a byte offset of the current file.
func (cv *converter) errorf(offset int, format string, args ...any) {
	cv.errs = append(cv.errs, diag.Diagnostic{Pos: diag.Position(cv.file, cv.src, offset), Msg: fmt.Sprintf(format, args...)})
}

// pos is the position of a byte offset of the current file, its column in
// characters, for the warnings of page make-up.
func (cv *converter) pos(offset int) diag.Pos {
	head := cv.src[:min(max(offset, 0), len(cv.src))]
	start := bytes.LastIndexByte(head, '\n') + 1
	return diag.Pos{File: cv.file, Line: 1 + bytes.Count(head, []byte("\n")), Col: 1 + utf8.RuneCount(head[start:])}
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
		text := plainText(n, cv.src)
		cv.checkGlyphs(text, cv.st.Head, offset(n))
		return []layout.Block{layout.Heading{Level: level, Text: text}}
	case *ast.Paragraph, *ast.TextBlock:
		if pic, ok := cv.picture(n); ok {
			if pic == nil {
				return nil
			}
			return []layout.Block{pic}
		}
		return []layout.Block{layout.Paragraph{Spans: cv.indentFirst(cv.inlines(n, cv.body())), Justify: true, Indent: indent, Pos: cv.pos(offset(n))}}
	case *ast.List:
		return cv.list(n, indent)
	case *ast.Blockquote:
		return []layout.Block{layout.Quote{Body: cv.blocks(n, 0), Pos: cv.pos(offset(n))}}
	case *ast.FencedCodeBlock:
		return []layout.Block{cv.fenced(n)}
	case *ast.CodeBlock:
		return []layout.Block{layout.Panel{Body: cv.codeLines(n)}}
	case *ast.ThematicBreak:
		return nil
	case *ast.HTMLBlock:
		cv.errorf(offset(n), "HTML is not supported in the manual; use Markdown")
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

func (cv *converter) list(l *ast.List, indent float64) []layout.Block {
	var out []layout.Block
	num := l.Start
	for item := l.FirstChild(); item != nil; item = item.NextSibling() {
		marker := "・"
		if l.IsOrdered() {
			marker = strconv.Itoa(num) + "."
			num++
		}
		blocks := cv.blocks(item, indent+6)
		if len(blocks) > 0 {
			if p, ok := blocks[0].(layout.Paragraph); ok {
				m := cv.body()
				m.Text = marker
				p.Marker = []layout.Span{m}
				blocks[0] = p // items follow each other on the line grid
			}
		}
		out = append(out, blocks...)
	}
	return out
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
	pos := cv.pos(offset(t))
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
		cv.checkGlyphs(text, style, seg.Start)
		out = append(out, layout.Paragraph{Spans: []layout.Span{{Text: text, Style: style, Size: exampleSize, Color: cv.st.Ink, Literal: true}}, Size: exampleSize, Leading: 1.6, After: 0.01})
	}
	return out
}

// fenced renders a fenced block; "example" blocks become example panels.
func (cv *converter) fenced(n *ast.FencedCodeBlock) layout.Block {
	info := ""
	if n.Info != nil {
		info = strings.TrimSpace(string(n.Info.Segment.Value(cv.src)))
	}
	kind, title, _ := strings.Cut(info, " ")
	if kind != "example" {
		return layout.Panel{Body: cv.codeLines(n)}
	}
	return cv.example(n, strings.TrimSpace(title))
}

func (cv *converter) directive(d *Directive) []layout.Block {
	if msg, at := d.argProblem(); msg != "" {
		cv.errorf(at, "%s", msg)
		return nil
	}
	switch d.Name {
	case "card":
		return cv.cardEntry(d)
	case "icons":
		return cv.iconLegend()
	case "toc":
		return []layout.Block{layout.TOC{MaxLevel: 2}}
	case "pagebreak":
		return []layout.Block{layout.PageBreak{}}
	}
	known := []string{"card", "icons", "toc", "pagebreak"}
	msg := fmt.Sprintf("unknown directive @%s; directives: @card ID, @icons, @toc, @pagebreak", d.Name)
	if s := catalog.Suggest(d.Name, known); s != "" {
		msg = fmt.Sprintf("unknown directive @%s; did you mean @%s?", d.Name, s)
	}
	cv.errorf(d.Offset, "%s", msg)
	return nil
}

func (cv *converter) iconLegend() []layout.Block {
	var out []layout.Block
	for _, ic := range cv.c.Icons {
		name := cv.body()
		name.Text, name.Style = ic.Name, cv.st.Head
		desc := cv.body()
		desc.Text = ic.Description
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
				cv.checkGlyphs(s.Text, s.Style, c.Segment.Start)
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
					cv.errorf(c.Offset, "unknown icon :%s:%s", c.ID, catalog.DidYouMean(c.ID, cv.c.IconIDs()))
					continue
				}
				spans = append(spans, layout.IconSpan(ic.Shape, ic.Image, st.Size, st.Color))
			case *ast.RawHTML:
				cv.errorf(offset(n), "HTML is not supported in the manual; use Markdown")
			case *ast.Image:
				cv.errorf(offset(n), "a picture inside running text: put ![caption](file.png) on a line of its own (show cards with @card ID)")
			default:
				walk(c, st)
			}
		}
	}
	walk(n, base)
	return joinSoftBreaks(spans)
}

// keepNamesWhole joins the words of the catalog's card names with no-break
// spaces, so that "Wild D Draw5" never breaks across lines.
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

// checkGlyphs reports characters no embedded font covers.
func (cv *converter) checkGlyphs(text string, style fonts.Style, at int) {
	for _, r := range fonts.Missing(style, text) {
		cv.errorf(cv.find(at, r), "character %q (U+%04X) is not covered by any embedded font; replace it", r, r)
	}
}

// find returns the offset of the first r at or after offset at in the
// source (where the character is written), or at.
func (cv *converter) find(at int, r rune) int {
	if at < 0 || at > len(cv.src) {
		return at
	}
	if i := bytes.IndexRune(cv.src[at:], r); i >= 0 {
		return at + i
	}
	return at
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
