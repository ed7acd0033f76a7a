// Package manual typesets a game's rulebook: Markdown files (goldmark) with
// a few extensions — card entries, the icon legend, inline icons, page
// breaks, the table of contents and rule-example blocks — turned into the
// blocks of package layout. docs/manual.md documents the syntax.
package manual

import (
	"regexp"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Directive is a block extension: a line "@name argument".
type Directive struct {
	ast.BaseBlock
	Name   string
	Arg    string
	Offset int // byte offset of the '@' in the source
}

// KindDirective is the node kind of Directive.
var KindDirective = ast.NewNodeKind("Directive")

// Kind implements ast.Node.
func (n *Directive) Kind() ast.NodeKind { return KindDirective }

// Dump implements ast.Node.
func (n *Directive) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Name": n.Name, "Arg": n.Arg}, nil)
}

// Icon is an inline extension: ":icon-id:".
type Icon struct {
	ast.BaseInline
	ID     string
	Offset int
}

// KindIcon is the node kind of Icon.
var KindIcon = ast.NewNodeKind("Icon")

// Kind implements ast.Node.
func (n *Icon) Kind() ast.NodeKind { return KindIcon }

// Dump implements ast.Node.
func (n *Icon) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"ID": n.ID}, nil)
}

var directiveLine = regexp.MustCompile(`^@([A-Za-z][A-Za-z0-9-]*)[ \t]*([^\n]*?)[ \t]*\n?$`)

type directiveParser struct{}

func (directiveParser) Trigger() []byte { return []byte{'@'} }

func (directiveParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	m := directiveLine.FindSubmatch(line)
	if m == nil {
		return nil, parser.NoChildren
	}
	reader.Advance(seg.Len())
	return &Directive{Name: string(m[1]), Arg: string(m[2]), Offset: seg.Start}, parser.NoChildren
}

func (directiveParser) Continue(ast.Node, text.Reader, parser.Context) parser.State {
	return parser.Close
}
func (directiveParser) Close(ast.Node, text.Reader, parser.Context) {}
func (directiveParser) CanInterruptParagraph() bool                 { return true }
func (directiveParser) CanAcceptIndentedLine() bool                 { return false }

var iconPattern = regexp.MustCompile(`^:([a-z][a-z0-9-]*):`)

type iconParser struct{}

func (iconParser) Trigger() []byte { return []byte{':'} }

func (iconParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, seg := block.PeekLine()
	m := iconPattern.FindSubmatch(line)
	if m == nil {
		return nil
	}
	block.Advance(len(m[0]))
	return &Icon{ID: string(m[1]), Offset: seg.Start}
}

// markdown is the parser with cardpress's extensions.
var markdown = goldmark.New(
	goldmark.WithExtensions(extension.Table),
	goldmark.WithParserOptions(
		parser.WithBlockParsers(util.Prioritized(directiveParser{}, 90)),
		parser.WithInlineParsers(util.Prioritized(iconParser{}, 90)),
	),
)

// parse returns the document tree of a Markdown source.
func parse(src []byte) ast.Node {
	return markdown.Parser().Parse(text.NewReader(src))
}
