package layout

import (
	"cardpress/diag"
	"cardpress/fonts"
)

// The blocks of a typeset document (the manual). A Block is laid out by
// Typeset; the manual package builds them from Markdown.

// Block is one element of a document's flow.
type Block interface{ isBlock() }

// Paragraph is running text.
type Paragraph struct {
	Spans   []Span
	Justify bool
	Indent  float64  // mm from the left edge of the text column
	Marker  []Span   // list marker set before the first line, inside Indent
	Aside   []Figure // small pictures right-aligned on the first line (card faces of an example step)
	Size    float64  // body size in points for the leading; 0 = the page style's
	Leading float64  // line height as a multiple of Size; 0 = the page style's
	After   float64  // mm of space after; 0 = a third of a line
	Pos     diag.Pos // where it comes from, for warnings
}

// Heading is a chapter (level 1, which starts a page) or a section title.
type Heading struct {
	Level int
	Text  string
	Spans []Span // how the title is set; built from Text when empty
}

// PageBreak starts a new page.
type PageBreak struct{}

// FullPage is a page of its own without header or folio (the cover).
type FullPage struct{ Boxes []Box }

// Figure is a picture floated at the left of the text column; the text
// that follows wraps around it.
type Figure struct {
	W, H  float64
	Boxes []Box // relative to the figure's top-left corner
}

// Entry is a card entry: a heading, a floated figure and the text that
// wraps around it. Its heading, figure and first lines stay on one page.
type Entry struct {
	Heading Heading
	Figure  Figure
	Body    []Block
}

// Table is a grid of cells; the first row is a header when Header is set.
type Table struct {
	Rows   [][][]Span
	Header bool
	Pos    diag.Pos // where it comes from, for warnings
}

// Quote is a block quotation, set indented with a bar.
type Quote struct {
	Body []Block
	Pos  diag.Pos // where it comes from, for warnings
}

// Panel is a boxed block on a gray ground (rule examples). A panel taller
// than the room left on its page splits between its blocks (the steps of
// an example), two at least on either side, never inside its opening.
type Panel struct {
	Title     []Span
	Body      []Block
	Continued []Span // heads the part on the next page: "例：…（続き）"
	// Opening is how many of the first blocks of Body stay together on
	// the page the panel starts on: an example's picture and the lines
	// of its situation, which a reader reads as one.
	Opening int
}

// List is a list: the blocks of its items in turn, the first paragraph of
// each carrying its marker; a nested list is a List among them. A short
// list (up to maxWholeItems items, nested ones counted, all paragraphs)
// moves whole to the next page rather than split.
type List struct {
	Items int // the list's own items
	Body  []Block
}

// Figures is a row of small pictures (card faces in an example).
type Figures struct {
	Items  []Figure
	Gap    float64
	Indent float64 // mm from the left edge of the column
	// Float sets one figure (an example's picture) at the right of the
	// column with the blocks that follow wrapped beside it; it floats
	// only when it takes at most floatShare of the column.
	Float Side
}

// Picture is an image of the game folder set as a figure with its caption:
// on a row of its own (centred), or floated left or right with the text
// that follows wrapped around it, as card figures are.
type Picture struct {
	Path    string  // in the game folder
	W, H    float64 // mm
	Float   Side
	Gray    bool   // converted to grayscale (the gray manual)
	Caption []Span // set under it, centred; may be empty
	Pos     diag.Pos
}

// Side is where a picture floats.
type Side int

// The sides a picture can float to.
const (
	NoFloat Side = iota
	FloatLeft
	FloatRight
)

// TOC is the table of contents: the headings up to MaxLevel with their pages.
type TOC struct{ MaxLevel int }

func (Paragraph) isBlock() {}
func (Heading) isBlock()   {}
func (PageBreak) isBlock() {}
func (FullPage) isBlock()  {}
func (Entry) isBlock()     {}
func (Table) isBlock()     {}
func (Quote) isBlock()     {}
func (Panel) isBlock()     {}
func (Figures) isBlock()   {}
func (List) isBlock()      {}
func (TOC) isBlock()       {}
func (Picture) isBlock()   {}

// PageStyle is the geometry and type of document pages.
type PageStyle struct {
	W, H                     float64     // mm
	Top, Bottom, Left, Right float64     // margins, mm
	BodySize                 float64     // points
	Leading                  float64     // line height as a multiple of the size
	Title                    string      // left running header
	Ink                      Color       // text color
	Body                     fonts.Style // style of running text
	Head                     fonts.Style // style of headings
	Label                    fonts.Style // style of running heads and folios
	Indent                   int         // first-line indent of paragraphs, in characters
	EntriesPerPage           int         // most card entries starting on one page; 0 = no limit
	// Paragraphs, when set, keeps prepared paragraphs from typesetting to
	// typesetting (a watch or serve session).
	Paragraphs *ParagraphCache
	// Lines has the flow record the lines it sets in Page.Lines, to
	// measure the typesetting against its boxes (tests); pages to print
	// do without them (64 bytes a line: 15 MB in a manual of 5,446
	// pages).
	Lines bool
}

// B5 is the default manual page: JIS B5 with a text column of 46 em of
// the 9 pt body (146.05 mm), centred: a whole number of characters, so
// that a full line of Japanese is set solid; three or four card entries a
// page, so each card's explanation gets room to be read.
func B5(title string) PageStyle {
	st := PageStyle{W: 182, H: 257, Top: 22, Bottom: 22, BodySize: 9, Leading: 1.75, Title: title, Ink: Ink, Body: fonts.Serif, Head: fonts.SansBold, Label: fonts.Sans, Indent: 1, EntriesPerPage: 4}
	st.Left = (st.W - columnChars*st.BodySize*PtToMM) / 2
	st.Right = st.Left
	return st
}

// columnChars is the measure of body text in characters.
const columnChars = 46

// Plain makes a span of body text.
func (st PageStyle) Plain(text string) Span {
	return Span{Text: text, Style: st.Body, Size: st.BodySize, Color: st.Ink}
}
