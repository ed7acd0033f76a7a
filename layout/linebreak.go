package layout

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

// Line breaking for mixed Japanese and Latin text. Break opportunities come
// from UAX #14 (uniseg), which already keeps closing brackets, small kana,
// 「ー」 and 。、 off the start of a line and opening brackets off its end
// (kinsoku shori). Tailored on top: digits stay together (「１５」 never
// splits), and a unit wider than a whole line is cut between graphemes.

// atom is an unbreakable unit of a paragraph: the text between two break
// opportunities, as a byte range of the paragraph's flat text.
type atom struct {
	start, end int     // bytes, including trailing spaces
	trail      int     // bytes of trailing spaces (not drawn at a line end)
	width      float64 // mm, without the trailing spaces
	space      float64 // mm of the trailing spaces
	hard       bool    // a mandatory break follows
}

// paragraph is inline content prepared for breaking.
type paragraph struct {
	spans []Span
	text  string // all span texts, concatenated
	ends  []int  // byte offset where each span ends in text
	atoms []atom
	// squeeze holds, by byte offset, the mm taken off the advance of a
	// closing mark that another mark follows (「」。」 → 「」。」 set
	// tight, as Japanese typesetting does); sorted by offset.
	squeeze []squeezed
}

type squeezed struct {
	at int     // byte offset of the mark
	mm float64 // advance removed
}

func newParagraph(spans []Span) *paragraph {
	p := &paragraph{spans: spans}
	var b strings.Builder
	for _, s := range spans {
		b.WriteString(s.Text)
		p.ends = append(p.ends, b.Len())
	}
	p.text = b.String()
	p.squeeze = p.findSqueezes()
	p.atoms = p.segment()
	return p
}

// Punctuation whose glyph sits in one half of its em box: a closing mark
// (left half) next to another mark loses its empty half.
const (
	closingMarks = "、。，．」』）】〕〉》］｝"
	openingMarks = "「『（【〔〈《［｛"
)

func (p *paragraph) findSqueezes() []squeezed {
	var out []squeezed
	span := 0
	for i, r := range p.text {
		for span < len(p.ends)-1 && i >= p.ends[span] {
			span++
		}
		if !strings.ContainsRune(closingMarks, r) || p.spans[span].Icon != "" || p.spans[span].Image != "" {
			continue
		}
		next, _ := utf8.DecodeRuneInString(p.text[i+utf8.RuneLen(r):])
		if strings.ContainsRune(closingMarks, next) || strings.ContainsRune(openingMarks, next) {
			out = append(out, squeezed{at: i, mm: p.spans[span].Size * 0.5 * PtToMM})
		}
	}
	return out
}

// squeezedIn is the advance removed from marks in text[from:to].
func (p *paragraph) squeezedIn(from, to int) float64 {
	w := 0.0
	for _, q := range p.squeeze {
		if q.at >= from && q.at < to {
			w += q.mm
		}
	}
	return w
}

// segment splits the text at its break opportunities.
func (p *paragraph) segment() []atom {
	var atoms []atom
	rest, state, pos := p.text, -1, 0
	for len(rest) > 0 {
		var seg string
		var must bool
		seg, rest, must, state = uniseg.FirstLineSegmentInString(rest, state)
		a := atom{start: pos, end: pos + len(seg), hard: must && len(rest) > 0}
		pos = a.end
		if n := len(atoms); n > 0 && keepTogether(p.text[atoms[n-1].start:atoms[n-1].end], seg) && !atoms[n-1].hard {
			atoms[n-1].end = a.end
			atoms[n-1].hard = a.hard
			continue
		}
		atoms = append(atoms, a)
	}
	for i := range atoms {
		a := &atoms[i]
		body := strings.TrimRight(p.text[a.start:a.end], " \t\n\r")
		a.trail = a.end - a.start - len(body)
		a.width = p.measure(a.start, a.start+len(body))
		a.space = p.measure(a.start+len(body), a.end)
	}
	return atoms
}

// keepTogether tailors UAX #14: no break inside a number, nor between a
// sign and its number (「１５」, 「－２」).
func keepTogether(prev, next string) bool {
	if strings.TrimRight(prev, " ") != prev {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(prev)
	first, _ := utf8.DecodeRuneInString(next)
	return unicode.IsDigit(first) && (unicode.IsDigit(last) || strings.ContainsRune("-−－+＋±", last))
}

// measure is the width in mm of text[from:to], span by span.
func (p *paragraph) measure(from, to int) float64 {
	var w float64
	start := 0
	for i, s := range p.spans {
		end := p.ends[i]
		lo, hi := max(from, start), min(to, end)
		if lo < hi {
			w += s.width(p.text[lo:hi])
		}
		start = end
	}
	return w - p.squeezedIn(from, to)
}

// brokenLine is one line of a broken paragraph.
type brokenLine struct {
	atoms []atom
	width float64 // natural width in mm
	last  bool    // the paragraph's last line, or one ended by a hard break
}

// breakLines fills lines greedily; width(i) is the room of line i, so lines
// beside a figure can be shorter than those below it.
func (p *paragraph) breakLines(width func(i int) float64) []brokenLine {
	var lines []brokenLine
	var cur brokenLine
	pending := 0.0 // trailing space of the last atom on the line
	atoms := p.atoms
	for i := 0; i < len(atoms); i++ {
		a := atoms[i]
		room := width(len(lines))
		if len(cur.atoms) > 0 && cur.width+pending+a.width > room+1e-9 {
			lines = append(lines, cur)
			cur, pending = brokenLine{}, 0
		}
		if len(cur.atoms) == 0 && a.width > room+1e-9 {
			// Longer than a whole line: cut it between graphemes.
			head, tail := p.cut(a, room)
			if tail != nil {
				cur.atoms, cur.width = []atom{head}, head.width
				lines = append(lines, cur)
				cur, pending = brokenLine{}, 0
				atoms = append(atoms[:i+1:i+1], append([]atom{*tail}, atoms[i+1:]...)...)
				continue
			}
		}
		cur.width += pending + a.width
		cur.atoms = append(cur.atoms, a)
		pending = a.space
		if a.hard {
			cur.last = true
			lines = append(lines, cur)
			cur, pending = brokenLine{}, 0
		}
	}
	if len(cur.atoms) > 0 {
		cur.last = true
		lines = append(lines, cur)
	}
	return lines
}

// Kinsoku sets: characters that must not start a line, and characters that
// must not end one. UAX #14 applies them between atoms; cut applies them
// inside an atom that has to be split.
const (
	noLineStart = "。、，．・：；？！ー‐゠–〜～」』）］｝〕〉》】〙〗〟｠ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿゝゞヽヾ々〻…‥,.:;?!)]}"
	noLineEnd   = "「『（［｛〔〈《【〘〖〝｟([{"
)

// cut splits an over-long atom at the last grapheme boundary that fits and
// keeps kinsoku; failing that, at the first boundary that keeps kinsoku. An
// atom with no such boundary (「シャッ」) stays whole and overflows: kinsoku
// wins over the measure.
func (p *paragraph) cut(a atom, room float64) (atom, *atom) {
	body := a.end - a.trail
	var allowed []int
	pos, state := a.start, -1
	for pos < body {
		cluster, _, _, st := uniseg.FirstGraphemeClusterInString(p.text[pos:body], state)
		pos, state = pos+len(cluster), st
		if pos >= body {
			break
		}
		ok := p.kinsokuAllows(pos)
		if p.measure(a.start, pos) <= room+1e-9 {
			if ok {
				allowed = append(allowed, pos)
			}
		} else if ok && len(allowed) == 0 {
			allowed = append(allowed, pos)
			break
		}
	}
	if len(allowed) == 0 {
		return a, nil
	}
	at := allowed[len(allowed)-1]
	head := atom{start: a.start, end: at, width: p.measure(a.start, at)}
	tail := atom{start: at, end: a.end, trail: a.trail, width: p.measure(at, body), space: a.space, hard: a.hard}
	return head, &tail
}

// kinsokuAllows reports whether a line may break at byte offset pos.
func (p *paragraph) kinsokuAllows(pos int) bool {
	next, _ := utf8.DecodeRuneInString(p.text[pos:])
	prev, _ := utf8.DecodeLastRuneInString(p.text[:pos])
	return !strings.ContainsRune(noLineStart, next) && !strings.ContainsRune(noLineEnd, prev)
}

// place draws a broken line with its baseline at (x, y). A justified line
// spreads its spare room over the gaps between its atoms.
func (p *paragraph) place(l brokenLine, x, y, room float64, justify bool) []Box {
	gap := 0.0
	if justify && !l.last && len(l.atoms) > 1 {
		// Kinsoku pushes a character or two down: spread that. A line
		// short by more (a long Latin word went down) stays ragged, since
		// spreading it would letter-space the whole line.
		spare := room - l.width
		if spare > 0 && spare <= 2.5*p.spans[0].Size*PtToMM {
			gap = spare / float64(len(l.atoms)-1)
		}
	}
	if gap == 0 {
		last := l.atoms[len(l.atoms)-1]
		return p.draw(l.atoms[0].start, last.end-last.trail, x, y)
	}
	var boxes []Box
	for i, a := range l.atoms {
		end := a.end - a.trail
		if i < len(l.atoms)-1 {
			end = a.end // inner spaces are drawn
		}
		boxes = append(boxes, p.draw(a.start, end, x, y)...)
		x += a.width + gap
		if i < len(l.atoms)-1 {
			x += a.space
		}
	}
	return boxes
}

// draw places text[from:to] span by span starting at x.
func (p *paragraph) draw(from, to int, x, y float64) []Box {
	var boxes []Box
	start := 0
	for i, s := range p.spans {
		end := p.ends[i]
		lo, hi := max(from, start), min(to, end)
		for lo < hi {
			// A squeezed mark ends a piece: what follows starts closer.
			cut, tight := hi, 0.0
			for _, q := range p.squeeze {
				if q.at >= lo && q.at < hi {
					_, n := utf8.DecodeRuneInString(p.text[q.at:])
					cut, tight = q.at+n, q.mm
					break
				}
			}
			piece := strings.TrimRight(p.text[lo:cut], "\n")
			if piece != "" {
				boxes = append(boxes, s.draw(piece, x, y)...)
			}
			x += s.width(p.text[lo:cut]) - tight
			lo = cut
		}
		start = end
	}
	return boxes
}

// runes counts the characters of a line.
func (p *paragraph) runes(l brokenLine) int { return utf8.RuneCountInString(p.lineText(l)) }

// lineText returns the characters of a line, for tests and diagnostics.
func (p *paragraph) lineText(l brokenLine) string {
	var b strings.Builder
	for i, a := range l.atoms {
		end := a.end
		if i == len(l.atoms)-1 {
			end -= a.trail
		}
		b.WriteString(p.text[a.start:end])
	}
	return b.String()
}
