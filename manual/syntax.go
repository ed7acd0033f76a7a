// Package manual typesets a game's rulebook: Markdown files (goldmark) with
// a few extensions — card entries, the icon legend, inline icons, page
// breaks, the table of contents and rule-example blocks — turned into the
// blocks of package layout. docs/manual.md documents the syntax.
package manual

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
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

// iconPattern is the catalog's icon mark where the parser stands.
var iconPattern = regexp.MustCompile("^" + catalog.IconMark.String())

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
		parser.WithASTTransformers(util.Prioritized(exampleTransformer{}, 100)),
	),
)

// parse returns the document tree of a Markdown source; r, when not nil,
// has its examples read (see exampleTransformer).
func parse(src []byte, r *exampleReading) ast.Node {
	pc := parser.NewContext()
	pc.Set(readingKey, r)
	return markdown.Parser().Parse(text.NewReader(src), parser.WithContext(pc))
}

// ExampleBlock is a rule example (```example Title … ```), put in place of
// its fenced code block by the example transformer wherever the block
// stands: in a chapter, a block quote or a list item. It carries the
// example as the checker plays it, so that the typeset panel and the check
// are made from one reading.
type ExampleBlock struct {
	ast.BaseBlock
	Block *engine.Block
	// Told is the example as a rulebook prints it, nil when it cannot be
	// told (engine.Vocabulary.Tell); nil until the rulebook tells its
	// examples (Rulebook.tell).
	Told    *engine.Told
	telling *telling
	// Compact is set by the info string "example:compact": the panel
	// prints the lines as written instead of Told.
	Compact bool
	// TitleOffset is the byte offset of the title in the source.
	TitleOffset int
}

// KindExampleBlock is the node kind of ExampleBlock.
var KindExampleBlock = ast.NewNodeKind("ExampleBlock")

// Kind implements ast.Node.
func (n *ExampleBlock) Kind() ast.NodeKind { return KindExampleBlock }

// IsRaw implements ast.Node: the lines are the example's text.
func (n *ExampleBlock) IsRaw() bool { return true }

// Dump implements ast.Node.
func (n *ExampleBlock) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Title": n.Block.Title, "Pos": n.Block.Pos.String()}, nil)
}

// exampleReading is what the example transformer needs of the file being
// read, passed through the parser's context.
type exampleReading struct {
	file  string
	vocab *engine.Vocabulary
	errs  *diag.List
	index *diag.Index // of the file's source
	// last are the examples of the file's last read (kept.go), next
	// those of this one.
	last, next map[exampleKey]parsedExample
}

var readingKey = parser.NewContextKey()

// exampleTransformer replaces every fenced block whose info string starts
// with the word "example" by an ExampleBlock, parsing the example; and
// reports example fences it cannot make blocks of (inside an indented code
// block or another fence), which would otherwise print unchecked.
type exampleTransformer struct{}

func (exampleTransformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	r, _ := pc.Get(readingKey).(*exampleReading)
	if r == nil {
		return
	}
	src := reader.Source()
	var found []*ast.FencedCodeBlock
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.FencedCodeBlock:
			if isExample(n, src) {
				found = append(found, n)
			} else {
				r.hiddenExample(n, src)
			}
			return ast.WalkSkipChildren, nil
		case *ast.CodeBlock:
			r.hiddenExample(n, src)
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	for _, n := range found {
		ex := r.example(n, src)
		n.Parent().ReplaceChild(n.Parent(), n, ex)
	}
}

// infoWords returns the first word of a fenced block's info string and the
// rest.
func infoWords(n *ast.FencedCodeBlock, src []byte) (word, rest string) {
	if n.Info == nil {
		return "", ""
	}
	word, rest, _ = strings.Cut(strings.TrimSpace(string(n.Info.Segment.Value(src))), " ")
	return word, strings.TrimSpace(rest)
}

func isExample(n *ast.FencedCodeBlock, src []byte) bool {
	word, _ := infoWords(n, src)
	return word == exampleWord || word == compactWord
}

// The first words of an example's info string: a told example, and one
// printed as written.
const (
	exampleWord = "example"
	compactWord = "example:compact"
)

// example reads one example block: its position, title and body, parsed.
func (r *exampleReading) example(n *ast.FencedCodeBlock, src []byte) *ExampleBlock {
	word, title := infoWords(n, src)
	open := n.Info.Segment.Start
	at := r.index.Pos(lineStart(src, open))
	at.Col = 0 // examples are named by their fence's line
	var body strings.Builder
	lines := n.Lines()
	var cols []int
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		body.Write(seg.Value(src))
		cols = append(cols, r.index.Pos(seg.Start).Col)
	}
	b := &engine.Block{Pos: at, Title: title, Body: strings.TrimRight(body.String(), "\n"), Columns: cols}
	out := &ExampleBlock{Block: b, Compact: word == compactWord, TitleOffset: open + max(0, bytes.Index(src[open:], []byte(title)))}
	out.SetLines(lines)
	if closed := r.closed(n, src); !closed {
		// Said at the opening line: the steps the block swallowed would
		// otherwise be reported as the problem.
		b.Err = &diag.Diagnostic{Pos: r.index.Pos(fenceStart(src, open)),
			Msg: "the example block opened here is never closed: it runs to the end of its section and swallows what follows; add a closing ``` line after its last step"}
	} else if ex, told, err := r.parse(at, title, b.Body); err != nil {
		b.Err = err
		b.Err.Pos = b.SourcePos(b.Err.Pos)
	} else {
		b.Example, out.telling = ex, told
	}
	if b.Err != nil {
		*r.errs = append(*r.errs, *b.Err)
	}
	return out
}

// asDiagnostic is the parser's error as a diagnostic, at pos when it names
// none.
func asDiagnostic(err error, pos diag.Pos) *diag.Diagnostic {
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		return d
	}
	return &diag.Diagnostic{Pos: pos, Msg: err.Error()}
}

// closed reports whether a closing fence follows the block's last line in
// the source (goldmark ends an unclosed block at the end of its container
// without saying so).
func (r *exampleReading) closed(n *ast.FencedCodeBlock, src []byte) bool {
	open := fenceStart(src, n.Info.Segment.Start)
	ch := src[open]
	width := 0
	for open+width < len(src) && src[open+width] == ch {
		width++
	}
	next := lineEnd(src, n.Info.Segment.Start)
	if l := n.Lines(); l.Len() > 0 {
		next = l.At(l.Len() - 1).Stop
		if next > 0 && src[next-1] != '\n' {
			next = lineEnd(src, next)
		}
	}
	if next >= len(src) {
		return false
	}
	line := src[next:lineEnd(src, next)]
	// The closing line may carry the block's container marks: "> ```".
	line = bytes.TrimLeft(line, " \t>")
	line = bytes.TrimRight(line, " \t\r\n")
	if len(line) < width {
		return false
	}
	for _, c := range line {
		if c != ch {
			return false
		}
	}
	return true
}

// hiddenExample reports an example fence inside a code block: it would be
// printed as code, never checked.
func (r *exampleReading) hiddenExample(n ast.Node, src []byte) {
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		text := bytes.TrimLeft(seg.Value(src), " \t")
		for _, fence := range []string{"```", "~~~"} {
			if rest, ok := bytes.CutPrefix(text, []byte(fence)); ok && bytes.HasPrefix(bytes.TrimLeft(rest, "`~ "), []byte("example")) {
				off := seg.Start + bytes.Index(seg.Value(src), []byte(fence))
				*r.errs = append(*r.errs, diag.Diagnostic{Pos: r.index.Pos(off),
					Msg: "this example is inside a code block, so it would be printed as code and never checked; take it out of the block (unindent it, or close the enclosing fence first)"})
				return
			}
		}
	}
}

// fenceStart is the offset of the fence characters on the line of the
// info string at off.
func fenceStart(src []byte, off int) int {
	i := lineStart(src, off)
	for i < off && src[i] != '`' && src[i] != '~' {
		i++
	}
	return i
}

func lineStart(src []byte, off int) int { return bytes.LastIndexByte(src[:off], '\n') + 1 }

func lineEnd(src []byte, off int) int {
	if i := bytes.IndexByte(src[off:], '\n'); i >= 0 {
		return off + i + 1
	}
	return len(src)
}
