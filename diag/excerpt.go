package diag

import (
	"fmt"
	"io"
	"strings"
)

// Sources returns the text of a file named in a position, or nil when it is
// not at hand.
type Sources func(file string) []byte

// Excerpt returns the line of src (the text of d's file) that d points at,
// with a caret under its column and the span underlined:
//
//	12 | colr = "red"
//	   | ^^^^
//
// It returns "" when d has no line or src does not reach it, and for a
// cell of a workbook, whose source is not text.
func (d Diagnostic) Excerpt(src []byte) string {
	line, ok := Line(src, d.Pos.Line)
	if !ok || d.Pos.Sheet != "" {
		return ""
	}
	line, col, span := window(line, d.Pos.Col, d.Span)
	num := fmt.Sprint(d.Pos.Line)
	gutter := strings.Repeat(" ", len(num))
	var b strings.Builder
	fmt.Fprintf(&b, " %s | %s\n", num, expandTabs(line))
	if col > 0 {
		fmt.Fprintf(&b, " %s | %s%s\n", gutter, caretPad(line, col), underline(line, col, span))
	}
	return b.String()
}

// excerptWidth is how many characters of a long line an excerpt shows.
const excerptWidth = 100

// window cuts a line longer than excerptWidth to the part around column
// col, marking the cuts with "…"; it returns the column and span in the
// part shown, the span ending with the line (a shorter line is shown
// whole, its span cut at its end all the same).
func window(line string, col, span int) (string, int, int) {
	r := []rune(line)
	start := max(0, min(col-1-excerptWidth/3, len(r)-excerptWidth))
	end := min(len(r), start+excerptWidth)
	shown := string(r[start:end])
	col -= start        // a column of 0 (none) starts the window at 0
	last := end - start // the column of the last character shown
	if start > 0 {
		shown, col, last = "…"+shown, col+1, last+1
	}
	if end < len(r) {
		shown += "…"
	}
	return shown, col, max(1, min(span, last-col+1))
}

// Line returns line n (from 1) of src without its line break, a byte order
// mark or invalid UTF-8; ok is false past the end.
func Line(src []byte, n int) (line string, ok bool) {
	if n < 1 || src == nil {
		return "", false
	}
	text := WithoutBOM(src)
	x := NewIndex("", text)
	if n > x.Lines() {
		return "", false
	}
	line = text[x.LineStart(n):]
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	return strings.ToValidUTF8(strings.TrimRight(line, "\r"), "\uFFFD"), true
}

// underline is the carets under span characters of line from column col,
// each as wide as the character above it (a tab four, a wide character
// two), one a character past the line's end.
func underline(line string, col, span int) string {
	r := []rune(line)
	var b strings.Builder
	for i := col - 1; i < col-1+span; i++ {
		switch {
		case i >= len(r) || i < 0:
			b.WriteByte('^')
		case r[i] == '\t':
			b.WriteString("^^^^")
		case wide(r[i]):
			b.WriteString("^^")
		default:
			b.WriteByte('^')
		}
	}
	return b.String()
}

// caretPad is the blank space before column col of line, as wide as the
// characters it stands under: two columns for wide (CJK) characters.
func caretPad(line string, col int) string {
	var b strings.Builder
	i := 1
	for _, r := range line {
		if i >= col {
			break
		}
		switch {
		case r == '\t':
			b.WriteString("    ")
		case wide(r):
			b.WriteString("  ")
		default:
			b.WriteByte(' ')
		}
		i++
	}
	return b.String()
}

func expandTabs(s string) string { return strings.ReplaceAll(s, "\t", "    ") }

// wide reports whether r takes two columns in a terminal: CJK ideographs,
// kana, Hangul and full-width forms.
func wide(r rune) bool {
	switch {
	case r >= 0x1100 && r <= 0x115F, r >= 0x2E80 && r <= 0xA4CF && r != 0x303F,
		r >= 0xAC00 && r <= 0xD7A3, r >= 0xF900 && r <= 0xFAFF, r >= 0xFE30 && r <= 0xFE4F,
		r >= 0xFF00 && r <= 0xFF60, r >= 0xFFE0 && r <= 0xFFE6, r >= 0x1F300 && r <= 0x1FAFF,
		r >= 0x20000 && r <= 0x3FFFD:
		return true
	}
	return false
}

// Print writes every diagnostic of l on its own line, in order; with src
// set, each is followed by the excerpt of its source line.
func Print(w io.Writer, l List, src Sources) {
	for _, d := range l {
		fmt.Fprintln(w, d.Error())
		if src != nil {
			io.WriteString(w, d.Excerpt(src(d.Pos.File)))
		}
	}
}
