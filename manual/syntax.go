// Package manual typesets a game's rulebook: Markdown files (goldmark) with
// a few extensions — card entries, the icon legend, inline icons, page
// breaks, the table of contents and rule-example blocks — turned into the
// blocks of package layout. docs/manual.md documents the syntax.
package manual

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

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
	Name      string
	Arg       string
	Offset    int // byte offset of the '@' in the source
	ArgOffset int // byte offset of the argument
}

// directiveArgs is how many arguments each directive takes.
var directiveArgs = map[string]int{"card": 1, "icons": 0, "toc": 0, "pagebreak": 0}

// argProblem checks the arguments of a known directive: it returns what is
// wrong and the byte offset to report it at, or "" when they are right.
// An extra argument is an error, never silently ignored.
func (n *Directive) argProblem() (string, int) {
	want, known := directiveArgs[n.Name]
	fields := strings.Fields(n.Arg)
	if !known || len(fields) <= want {
		return "", 0
	}
	extra := fields[want]
	at := n.ArgOffset + strings.Index(n.Arg, extra)
	if want == 0 {
		return fmt.Sprintf("@%s takes no argument; remove %q", n.Name, n.Arg), at
	}
	return fmt.Sprintf("@%s takes one card id; remove %q (one @%s line per card)", n.Name, strings.Join(fields[want:], " "), n.Name), at
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
	argAt := seg.Start + bytes.Index(line, m[2])
	if len(m[2]) == 0 {
		argAt = seg.Start + len(m[1]) + 1
	}
	return &Directive{Name: string(m[1]), Arg: string(m[2]), Offset: seg.Start, ArgOffset: argAt}, parser.NoChildren
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
