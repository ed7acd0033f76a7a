package manual

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/fonts"
)

// Rulebook is a game's manual read once: the document tree of every
// chapter, its rule examples parsed in place (ExampleBlock), for the
// typesetter and the checker alike.
type Rulebook struct {
	Chapters []Chapter
	vocab    *engine.Vocabulary // the words its examples were read with
	toldOnce sync.Once          // tell
}

// Chapter is one Markdown file of the manual with its document tree.
type Chapter struct {
	Name string // as shown in messages
	Src  []byte // the source without a byte order mark
	Doc  ast.Node
}

// Examples lists the rule examples of every chapter, in manual order.
func (b *Rulebook) Examples() []*engine.Block {
	var out []*engine.Block
	for _, n := range b.blocks() {
		out = append(out, n.Block)
	}
	return out
}

// tell tells the examples (ExampleBlock.Told), once: the typesetter
// prints them told, and the commands that do not typeset the manual
// (validate, check, cards) never tell them.
func (b *Rulebook) tell() {
	if b == nil {
		return
	}
	b.toldOnce.Do(func() {
		for _, n := range b.blocks() {
			n.Told = n.telling.get()
		}
	})
}

// blocks lists the example blocks of every chapter, in manual order, as
// read.
func (b *Rulebook) blocks() []*ExampleBlock {
	if b == nil {
		return nil
	}
	var out []*ExampleBlock
	for _, ch := range b.Chapters {
		ast.Walk(ch.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if ex, ok := n.(*ExampleBlock); ok && entering {
				out = append(out, ex)
			}
			return ast.WalkContinue, nil
		})
	}
	return out
}

// Read parses a game's manual: every chapter with goldmark and cardpress's
// extensions, every rule example with the example language of the game's
// rules r (nil: the common words only). It checks what can be checked
// without typesetting — UTF-8, the examples, directives, card ids, icons,
// HTML — and returns the rulebook with every problem as a diag.List; the
// rulebook is complete even when there are errors, for the checker to
// report each failing example.
func Read(c *catalog.Catalog, r *engine.Rules, srcs []Source) (*Rulebook, diag.List) {
	var errs diag.List
	vocab := engine.NewVocabulary(c, r)
	cov := fonts.NewCoverage(manualStyles(c.Game.Language)...) // for every chapter
	book := &Rulebook{vocab: vocab}
	for _, s := range srcs {
		// A byte order mark is not text; without it, offsets are columns.
		src := bytes.TrimPrefix(s.Data, []byte(diag.BOM))
		if i := catalog.InvalidUTF8(src); i >= 0 {
			errs.Add(diag.Position(s.Name, src, i), "invalid UTF-8 (byte 0x%02X): Markdown files must be saved as UTF-8; check the characters here", src[i])
			continue
		}
		x := diag.NewIndex(s.Name, string(src))
		r := &exampleReading{file: s.Name, vocab: vocab, errs: &errs, index: x, last: keptExamples(s.Name), next: map[exampleKey]parsedExample{}}
		doc := parse(src, r)
		keepExamples(s.Name, r.next)
		lint(c, cov, x, src, doc, &errs)
		book.Chapters = append(book.Chapters, Chapter{Name: s.Name, Src: src, Doc: doc})
	}
	errs.Sort()
	return book, errs
}

// directives lists the directives, for messages.
var directives = []string{"card", "anatomy", "icons", "toc", "pagebreak"}

// lint reports the directives, card ids, icons, HTML and characters of a
// chapter that the typesetter could not print; cov, the glyph checks, is
// shared by the chapters of a manual.
func lint(c *catalog.Catalog, cov *fonts.Coverage, x *diag.Index, src []byte, doc ast.Node, errs *diag.List) {
	at := x.Pos
	glyphs := func(text string, off int) {
		for _, r := range cov.Missing(text) {
			if i := bytes.IndexRune(src[min(max(off, 0), len(src)):], r); i >= 0 {
				off += i
			}
			errs.Add(at(off), "character %q (U+%04X) is not covered by any embedded font; replace it", r, r)
		}
	}
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *Directive:
			if msg, off := n.argProblem(); msg != "" {
				errs.Add(at(off), "%s", msg)
				break
			}
			switch {
			case n.Name == "card":
				lintCard(c, n, at(n.Offset), errs)
			case n.Name == "anatomy":
				if _, p := planAnatomy(c, n); p != nil {
					errs.Add(at(p.offset), "%s", p.msg)
				}
			case !slices.Contains(directives, n.Name):
				msg := fmt.Sprintf("unknown directive @%s; directives: @card ID, @anatomy ID PART…, @icons, @toc, @pagebreak", n.Name)
				if s := catalog.Suggest(n.Name, directives); s != "" {
					msg = fmt.Sprintf("unknown directive @%s; did you mean @%s?", n.Name, s)
				}
				errs.Add(at(n.Offset), "%s", msg)
				(*errs)[len(*errs)-1].Span = 1 + utf8.RuneCountInString(n.Name)
			}
		case *ast.Text:
			glyphs(string(n.Segment.Value(src)), n.Segment.Start)
		case *ast.String:
			glyphs(string(n.Value), offset(n.Parent()))
		case *ExampleBlock:
			glyphs(n.Block.Title, n.TitleOffset)
			lines(n, func(s text.Segment) { glyphs(string(s.Value(src)), s.Start) })
		case *ast.FencedCodeBlock, *ast.CodeBlock:
			lines(n, func(s text.Segment) { glyphs(string(s.Value(src)), s.Start) })
		case *Icon:
			if c.Icon(n.ID) == nil {
				errs.Add(at(n.Offset), "unknown icon :%s:%s", n.ID, catalog.DidYouMean(n.ID, c.IconIDs()))
				(*errs)[len(*errs)-1].Span = 2 + utf8.RuneCountInString(n.ID)
			}
		case *ast.HTMLBlock:
			errs.Add(at(offset(n)), "HTML is not supported in the manual; use Markdown")
		case *ast.RawHTML:
			errs.Add(at(offset(n.Parent())), "HTML is not supported in the manual; use Markdown")
		}
		return ast.WalkContinue, nil
	})
}

// manualStyles are the styles a manual sets text in: body, headings and
// strong text, card text and code. A character must be covered by all.
func manualStyles(lang string) []fonts.Style {
	return []fonts.Style{fonts.BodyStyle(lang), fonts.HeadStyle(lang), fonts.TextStyle(lang)}
}

// lines calls f with each source line of a block.
func lines(n ast.Node, f func(text.Segment)) {
	l := n.Lines()
	for i := 0; i < l.Len(); i++ {
		f(l.At(i))
	}
}

// lintCard checks the card id of @card.
func lintCard(c *catalog.Catalog, d *Directive, pos diag.Pos, errs *diag.List) {
	id := strings.TrimSpace(d.Arg)
	if c.Entry(id) != nil {
		return
	}
	ids := c.EntryIDs()
	if id == "" {
		errs.Add(pos, "@card needs a card id, like @card %s", ids[0])
		return
	}
	errs.Add(pos, "@card %s: no such card in the catalog%s", id, catalog.DidYouMean(id, ids))
}
