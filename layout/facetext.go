package layout

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/fonts"
)

// Text on cards: the Markdown subset of card texts (paragraphs, **bold**,
// *italic*, `code`, :icon:, hard line breaks, short lists), broken into
// lines by the same line breaker as the manual, shrunk step by step down to
// the element's minimum size.

// run is inline text in one emphasis.
type run struct {
	text         string
	bold, italic bool
}

// cardParagraphs splits a card's Markdown text into paragraphs of runs. Lines
// of a paragraph join as the manual joins them; a line ending in two spaces
// or a backslash, and every line of a list, end a line on the card too.
// Ordered items are numbered by their level with numbering (the catalog's
// ListNumbering: 1. → (1) → ①, as in the manual); nil keeps the numbers
// as typed.
func cardParagraphs(md string, numbering []string) [][]run {
	var paras []string
	var cur string
	var indents []int // the leading spaces of the open list levels
	var counts []int  // the ordered items so far at each open level
	flush := func() {
		if strings.TrimSpace(cur) != "" {
			paras = append(paras, cur)
		}
		cur = ""
		indents, counts = nil, nil
	}
	for _, line := range strings.Split(md, "\n") {
		hard := strings.HasSuffix(line, "  ") || strings.HasSuffix(line, `\`)
		trimmed := strings.TrimRight(strings.TrimSuffix(strings.TrimRight(line, " \t\r"), `\`), " \t")
		if strings.TrimSpace(trimmed) == "" {
			flush()
			continue
		}
		item := isListItem(trimmed)
		lead := len(trimmed) - len(strings.TrimLeft(trimmed, " \t"))
		trimmed = strings.TrimLeft(trimmed, " \t")
		if item {
			// a nested item keeps its depth as an ideographic space a level
			for len(indents) > 0 && indents[len(indents)-1] > lead {
				indents, counts = indents[:len(indents)-1], counts[:len(counts)-1]
			}
			if len(indents) == 0 || indents[len(indents)-1] < lead {
				indents, counts = append(indents, lead), append(counts, 0)
			}
			if strings.HasPrefix(trimmed, "- ") || strings.HasPrefix(trimmed, "* ") {
				trimmed = "・" + trimmed[2:]
			} else if numbering != nil {
				level := len(indents) - 1
				counts[level]++
				_, rest, _ := strings.Cut(trimmed, " ")
				trimmed = catalog.ListMarker(numbering, level, counts[level]) + " " + rest
			}
			trimmed = strings.Repeat("\u3000", len(indents)-1) + trimmed
			if cur != "" {
				cur += "\n"
			}
			cur += trimmed
		} else if strings.HasSuffix(cur, "\n") {
			cur += trimmed
		} else {
			cur = JoinLines(cur, trimmed)
		}
		if hard {
			cur += "\n"
		}
	}
	flush()
	out := make([][]run, len(paras))
	for i, p := range paras {
		out[i] = emphasis(strings.TrimRight(p, "\n"))
	}
	return out
}

// emphasis splits text at ** / __ (bold), * / _ (italic) and ` (code, set
// plain) marks. An unmatched mark stays as written.
func emphasis(s string) []run {
	var out []run
	var b strings.Builder
	bold, italic := false, false
	emit := func() {
		if b.Len() > 0 {
			out = append(out, run{b.String(), bold, italic})
			b.Reset()
		}
	}
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], "**") || strings.HasPrefix(s[i:], "__"):
			if bold || strings.Contains(s[i+2:], s[i:i+2]) {
				emit()
				bold = !bold
				i += 2
				continue
			}
		case s[i] == '*' || s[i] == '_':
			if italic || strings.IndexByte(s[i+1:], s[i]) > 0 {
				emit()
				italic = !italic
				i++
				continue
			}
		case s[i] == '`':
			i++
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	emit()
	return out
}

// spans turns runs into the line breaker's spans: emphasis picks the face,
// :icon: marks become icons drawn at text size.
func (x *faceCtx) spans(runs []run, regular, bold fonts.Style, size float64, col Color) []Span {
	var out []Span
	for _, r := range runs {
		st := regular
		if r.bold {
			st = bold
		}
		if r.italic && st == fonts.Sans {
			st = fonts.SansItalic
		}
		out = append(out, x.inlineIcons(Span{Text: r.text, Style: st, Size: size, Color: col})...)
	}
	return out
}

// inlineIcons draws the catalog's :icon: marks of a span as icons.
func (x *faceCtx) inlineIcons(s Span) []Span {
	var out []Span
	rest := s.Text
	for {
		loc := catalog.IconMark.FindStringSubmatchIndex(rest)
		if loc == nil {
			break
		}
		ic := x.c.Icon(rest[loc[2]:loc[3]])
		if ic == nil {
			// Not an icon: keep the text as written, including the
			// closing colon, and look further.
			out = append(out, Span{Text: rest[:loc[3]], Style: s.Style, Size: s.Size, Color: s.Color})
			rest = rest[loc[3]:]
			continue
		}
		if loc[0] > 0 {
			out = append(out, Span{Text: rest[:loc[0]], Style: s.Style, Size: s.Size, Color: s.Color})
		}
		sp := IconSpan(ic.Shape, ic.Image, s.Size, s.Color)
		sp.KeepColor = !x.o.Gray
		out = append(out, sp)
		rest = rest[loc[1]:]
	}
	if rest != "" || len(out) == 0 {
		out = append(out, Span{Text: rest, Style: s.Style, Size: s.Size, Color: s.Color})
	}
	return out
}

// shrinkStep is how much text shrinks per try, in points.
const shrinkStep = 0.25

// text lays out a text element in r at the largest size from size down to
// min_size at which it fits.
func (x *faceCtx) text(e *catalog.Element, r Rect) ([]Box, error) {
	var src string
	if e.Field != "" {
		src, _ = x.value(e.Field)
	} else {
		src = x.template(e.Text)
	}
	if strings.TrimSpace(src) == "" {
		return nil, nil
	}
	var paras [][]run
	if e.Field == "text" || e.Field == "flavor" {
		paras = cardParagraphs(src, x.c.ListNumbering())
	} else {
		paras = [][]run{emphasis(src)}
	}
	regular := x.style(e)
	bold := regular
	switch {
	case regular == fonts.Sans:
		bold = fonts.SansBold
	case e.Font != "" && x.c.Font(e.Font) != nil && x.c.Font(e.Font).Bold != "":
		bold = x.c.Font(e.Font).BoldStyle
	}
	col := x.paint(e.Color, Ink)
	max, min := e.Size*x.s, e.MinSize*x.s
	var over overflow
	last := max
	for size := max; size >= min-1e-9; size -= shrinkStep {
		boxes, ok, o := x.setText(e, paras, regular, bold, size, col, r, true)
		if ok {
			return boxes, nil
		}
		over, last = o, size
	}
	if len(src) < exactText {
		// Where the text really overflows, for the error's position: a
		// large text's estimate stops later than its lines do.
		_, _, over = x.setText(e, paras, regular, bold, last, col, r, false)
	}
	need := 0.0
	for size := min - shrinkStep; size >= 1; size -= shrinkStep {
		if _, ok, _ := x.setText(e, paras, regular, bold, size, col, r, true); ok {
			need = size
			break
		}
	}
	msg := fmt.Sprintf("the text does not fit its %.1f × %.1f mm box even at min_size %.2g pt", r.W, r.H, min)
	if need > 0 {
		msg += fmt.Sprintf(" (it would need %.2f pt)", need)
	}
	return nil, &fitError{msg: msg + "; shorten the text, enlarge the box or lower min_size", over: over}
}

// largeText is the size of a paragraph (bytes) from which setText makes
// sure it can fit before preparing it: a card text of a quarter megabyte,
// tried at thirty sizes, kept thirty prepared paragraphs of 15 MB each
// (840 MB). A card's text is a few hundred bytes; below this, nothing
// changes.
const largeText = 2048

// exactText is the size of a text (bytes) up to which a text that cannot
// fit is set once more, line by line, to find the line that overflows.
const exactText = 64 << 10

// textBytes is the length of the spans' text.
func textBytes(spans []Span) int {
	n := 0
	for _, s := range spans {
		n += len(s.Text)
	}
	return n
}

// surelyOverflows reports whether spans cannot fit lines lines of w mm
// even with every character at half its advance (no trimming or
// squeezing takes more), measured without preparing them; over is the
// text from the character at which they run out of room, and before it.
func surelyOverflows(spans []Span, w float64, lines int) (over overflow, ok bool) {
	room := w * float64(max(lines, 0))
	used := 0.0
	for k, s := range spans {
		if !prefixOverflows(s, used, room) {
			if half := s.width(s.Text) / 2; used+half <= room {
				used += half
				continue
			}
		}
		for j, r := range s.Text {
			used += s.width(s.Text[j:j+utf8.RuneLen(r)]) / 2
			if used > room+1e-9 {
				var before strings.Builder
				for _, t := range spans[:k] {
					before.WriteString(t.Text)
				}
				before.WriteString(s.Text[:j])
				return overflow{firstRunes(s.Text[j:], 40), before.String()}, true
			}
		}
	}
	return overflow{}, false
}

// prefixOverflows reports whether a prefix of a span longer than
// largeText already runs past room at half its advance, after used: then
// so does the whole span (a sum of advances only grows), and
// surelyOverflows goes character by character without measuring all of it
// first. The prefixes double from largeText bytes, so that a text is
// measured about as far as it fits, twice at most: a card text of half a
// megabyte ran out of room some three thousand characters in.
func prefixOverflows(s Span, used, room float64) bool {
	for n := largeText; n < len(s.Text); n *= 2 {
		end := n
		for !utf8.RuneStart(s.Text[end]) {
			end--
		}
		if used+s.width(s.Text[:end])/2 > room {
			return true
		}
	}
	return false
}

// firstRunes is the first n characters of text.
func firstRunes(text string, n int) string {
	for i := range text {
		if n == 0 {
			return text[:i]
		}
		n--
	}
	return text
}

// faceParagraphs keeps the prepared paragraphs of card faces by content,
// for the whole process: a rebuild lays out every face again to find the
// ones that changed, and a face's text is set at several sizes, by the
// sheets, the card images and the manual's figures alike. Card faces are
// not hyphenated, so far.
var faceParagraphs = newParagraphs(1<<14, false)

// fitError is text that cannot fit its box; over is the first line that
// overflows at the smallest size, for the error's position.
type fitError struct {
	msg  string
	over overflow
}

// overflow is the first line of a text that does not fit, and the text
// set before it: the line's place in the text, which may repeat its words.
type overflow struct{ line, before string }

func (e *fitError) Error() string { return e.msg }

// setText sets the paragraphs at one size; it gives up at the first line
// that overflows the box and returns that line's text. With estimate, a
// large paragraph that surely cannot fit is given up on unprepared.
func (x *faceCtx) setText(e *catalog.Element, paras [][]run, regular, bold fonts.Style, size float64, col Color, r Rect, estimate bool) ([]Box, bool, overflow) {
	sz := size * PtToMM
	lh := sz * e.Leading
	type placed struct {
		p *paragraph
		l brokenLine
		y float64 // top of the line's em box, from the block's top
	}
	var lines []placed
	y := 0.0
	before := ""
	for i, runs := range paras {
		spans := x.spans(runs, regular, bold, size, col)
		if estimate && textBytes(spans) >= largeText {
			lines := int(math.Floor((r.H-y-sz)/lh+1e-9)) + 1
			if !e.Wrap {
				lines = min(lines, 1)
			}
			if over, ok := surelyOverflows(spans, r.W, lines); ok {
				over.before = before + over.before
				return nil, false, over
			}
		}
		p, _ := faceParagraphs.get(spans)
		if !e.Wrap {
			if w := p.naturalWidth(); w > r.W+1e-9 {
				return nil, false, overflow{p.text, before}
			}
		}
		for _, l := range p.breakAt(r.W, false) {
			if !e.Wrap && len(lines) > 0 && lines[len(lines)-1].p == p {
				return nil, false, overflow{p.text, before} // a one-line field must stay on one line
			}
			if y+sz > r.H+1e-9 {
				at := len(p.text)
				if l.from < len(p.chars) {
					at = p.chars[l.from].at
				}
				return nil, false, overflow{p.lineText(l), before + p.text[:at]}
			}
			lines = append(lines, placed{p, l, y})
			y += lh
		}
		if i < len(paras)-1 {
			y += lh * 0.25
		}
		before += p.text + "\n"
	}
	if len(lines) == 0 {
		return nil, true, overflow{}
	}
	height := lines[len(lines)-1].y + sz
	top := r.Y
	switch e.VAlign {
	case "middle":
		top += (r.H - height) / 2
	case "bottom":
		top += r.H - height
	}
	var boxes []Box
	for _, pl := range lines {
		left := r.X
		lw, _, _ := pl.p.lineMetrics(pl.l.from, pl.l.to)
		switch e.Align {
		case "center":
			left += (r.W - lw) / 2
		case "right":
			left += r.W - lw
		}
		boxes = pl.p.place(boxes, pl.l, left, top+pl.y+0.88*sz, r.W, e.Align == "justify")
	}
	return boxes, true, overflow{}
}
