package layout

// Page is one laid-out page.
type Page struct {
	W, H  float64
	Boxes []Box
	// Lines records the lines of text the page flow set, in order, so that
	// tests can measure the typesetting against its boxes; only when
	// PageStyle.Lines asks for them. Output ignores it.
	Lines []SetLine
	// Floats are the figures floated on the page with text around them
	// (card entries' faces, floated pictures), for measuring the gutters.
	Floats []Rect
	// Trim and Bleed are the page's TrimBox and BleedBox (the cut area and
	// how far the printing may reach beyond it); zero for pages with none.
	Trim, Bleed Rect
}

// SetLine is one line of text a document's page flow set.
type SetLine struct {
	Kind     LineKind
	Para     int     // paragraph number in the document, from 1
	Index    int     // line number in the paragraph, from 0
	Last     bool    // the paragraph's last line, or one ended by a hard break
	Justify  bool    // set flush left and right (a last line: flush left)
	X0, X1   float64 // the measure the line was set to, mm
	Baseline float64 // mm from the page top
	Size     float64 // points
}

// LineKind says what a set line belongs to.
type LineKind int

// The kinds of set lines.
const (
	BodyLine    LineKind = iota // running text: paragraphs, lists, quotes
	HeadingLine                 // a chapter or section title, or a card entry's name
	EntryLine                   // the text of a card entry, beside and below its face
	PanelLine                   // the lines of an example panel
	TableLine                   // a line of a table cell
	TOCLine                     // a line of the table of contents
	CaptionLine                 // a line of a picture's caption
)
