package manual

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/layout"
)

// typography is the typographic style the manual is set in: the catalog's
// [manual] table over the defaults of the game's language. The converter
// applies it to the text it sets — running text, headings, tables, list
// markers, example panels and card entries — never to code.
type typography struct {
	digits    string    // "half", "full" or "as-typed"
	minus     string    // the sign of a negative number; "" as typed
	signs     string    // plus and equals by digits: "half", "full" or "as-typed"
	quotes    [][2]rune // by depth: opening and closing; nil as typed
	numbering []string  // ordered list markers by level
}

// typographyOf is a game's typography: Japanese and Traditional Chinese
// set digits half-width, a minus as "−", 「」 inside 「」 as 『』 and
// nested lists 1. → (1) → ①; Japanese sets a plus sign by a digit
// half-width (「+1」), Traditional Chinese plus and equals signs
// full-width (「4＋3＝7」, as Taiwan's books do); other languages leave
// digits, signs and quotes as typed and number every level 1.
func typographyOf(c *catalog.Catalog) typography {
	ty := typography{digits: "as-typed", minus: "−", signs: "as-typed", numbering: c.ListNumbering()}
	if lang := c.Game.Language; strings.HasPrefix(lang, "ja") || strings.HasPrefix(lang, "zh") {
		ty = typography{digits: "half", minus: "−", signs: "half", quotes: [][2]rune{{'「', '」'}, {'『', '』'}}, numbering: c.ListNumbering()}
		if strings.HasPrefix(lang, "zh") {
			ty.signs = "full"
		}
	}
	s := c.Manual
	if s.Digits != "" {
		ty.digits = s.Digits
	}
	if s.Signs != "" {
		ty.signs = s.Signs
	}
	if s.Minus != "" {
		ty.minus = s.Minus
	}
	if len(s.Quotes) > 0 {
		ty.quotes = nil
		for _, q := range s.Quotes {
			open, n := utf8.DecodeRuneInString(q)
			closing, _ := utf8.DecodeRuneInString(q[n:])
			ty.quotes = append(ty.quotes, [2]rune{open, closing})
		}
	}
	return ty
}

// setting is what setting a paragraph carries from one of its texts to
// the next: the depth of quotation marks and the character before.
type setting struct {
	depth int
	prev  rune
}

// text sets a text of its own (a heading, a description) in the style.
func (ty typography) text(s string) string {
	var at setting
	return ty.set(s, &at)
}

// glyphs sets a text's digits and minus signs in the style; prev is the
// character before it (a minus after a digit in the span before is a dash
// of a range, not a sign).
func (ty typography) glyphs(s string, prev *rune) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case ty.digits == "half" && (r >= '０' && r <= '９' || r >= 'Ａ' && r <= 'Ｚ' || r >= 'ａ' && r <= 'ｚ'):
			r = r - '０' + '0'
		case ty.signs == "half" && r == '＋' && i+1 < len(rs) && isDigit(rs[i+1]):
			r = '+' // a sign as wide as its number
		case ty.signs == "full" && r == '+' && i+1 < len(rs) && isDigit(rs[i+1]):
			r = '＋'
		case ty.signs == "full" && r == '=' && isDigit(*prev) && i+1 < len(rs) && isDigit(rs[i+1]):
			r = '＝'
		case ty.digits == "full" && r >= '0' && r <= '9':
			r = r - '0' + '０'
		case ty.minus != "" && isMinus(r) && i+1 < len(rs) && isDigit(rs[i+1]) && !isDigit(*prev) && !latinLetter(*prev) || ty.minus != "" && r == '−' && i+1 < len(rs) && isDigit(rs[i+1]):
			b.WriteString(ty.minus)
			*prev = r
			continue
		}
		b.WriteRune(r)
		*prev = r
	}
	return b.String()
}

// isMinus reports the characters typed for a minus: the hyphen-minus,
// its full-width form and the minus sign.
func isMinus(r rune) bool { return r == '-' || r == '－' || r == '−' }

func latinLetter(r rune) bool {
	return r < 0x80 && unicode.IsLetter(r) || r >= 'Ａ' && r <= 'Ｚ' || r >= 'ａ' && r <= 'ｚ'
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' || r >= '０' && r <= '９' }

// spans sets a paragraph's spans in the style (see set); code is left as
// typed.
func (ty typography) spans(spans []layout.Span) []layout.Span {
	var at setting
	for i, sp := range spans {
		if !sp.Literal {
			spans[i].Text = ty.set(sp.Text, &at)
		}
	}
	return spans
}

// set sets a text in the style: digits, minus signs, and quotation marks
// by their depth (「a「b」c」 → 「a『b』c」); at carries the depth and the
// last character from text to text of one paragraph.
func (ty typography) set(s string, at *setting) string {
	s = ty.glyphs(s, &at.prev)
	if len(ty.quotes) > 1 {
		s = ty.nestQuotes(s, &at.depth)
	}
	return s
}

// nestQuotes sets the outer quotation marks met at an even depth (inside
// another pair) as the nested ones; depth is carried from span to span.
func (ty typography) nestQuotes(s string, depth *int) string {
	outer, inner := ty.quotes[0], ty.quotes[1]
	if !strings.ContainsRune(s, outer[0]) && !strings.ContainsRune(s, outer[1]) {
		return s
	}
	rs := []rune(s)
	for i, r := range rs {
		switch r {
		case outer[0]:
			*depth++
			if *depth%2 == 0 {
				rs[i] = inner[0]
			}
		case outer[1]:
			if *depth%2 == 0 && *depth > 0 {
				rs[i] = inner[1]
			}
			*depth = max(0, *depth-1)
		}
	}
	return string(rs)
}

// marker is the marker of item n (from 1) of an ordered list at level
// (from 0); levels past the last marker take the last.
func (ty typography) marker(level, n int) string {
	return catalog.ListMarker(ty.numbering, level, n)
}

// typedNumber is a number an item's text starts with that says its own
// number n — ①, (1), （1）, 1., １．, 1) — and the length in bytes it takes
// with the space after it; "" when there is none. A list's marker and a
// typed number read as double numbering (「1. ①復帰フェイズ」): the typed
// one, which the text may refer to (a heading 「①復帰フェイズ」), becomes
// the item's marker.
func typedNumber(text string, n int) (string, int) {
	num := strconv.Itoa(n)
	wide := []rune(num)
	for i := range wide {
		wide[i] = wide[i] - '0' + '０'
	}
	var forms []string
	if c := catalog.Circled(n); !strings.HasPrefix(c, "(") {
		forms = append(forms, c)
	}
	for _, d := range []string{num, string(wide)} {
		forms = append(forms, "("+d+")", "（"+d+"）", d+".", d+"．", d+")", d+"）")
	}
	for _, f := range forms {
		if rest, ok := strings.CutPrefix(text, f); ok {
			if next, _ := utf8.DecodeRuneInString(rest); isDigit(next) || strings.HasSuffix(f, ".") && next != ' ' && next != '　' {
				continue // 1.5倍: a decimal, not a number of its own
			}
			trimmed := strings.TrimLeft(rest, " 　")
			if trimmed == "" {
				return "", 0 // the number is all the item says
			}
			return f, len(text) - len(trimmed)
		}
	}
	return "", 0
}
