package catalog

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// ManualStyle is the catalog's [manual] table: the typographic style the
// manual is set in, where the game's language's defaults are not wanted
// (docs/manual.md). Empty fields take the language's default.
type ManualStyle struct {
	// Digits is "half" (full-width digits and Latin letters set
	// half-width), "full" (digits set full-width) or "as-typed".
	Digits string
	// Minus is the sign a minus before a number is set with, like "−".
	Minus string
	// Signs is how plus and equals signs next to digits are set: "half"
	// (「＋1」 set 「+1」), "full" (「4+3=7」 set 「4＋3＝7」, as Taiwan's
	// books set them) or "as-typed".
	Signs string
	// Quotes are the quotation marks by depth, each its opening and closing
	// mark: ["「」", "『』"] sets 「」 inside 「」 as 『』.
	Quotes []string
	// Numbering are the markers of ordered lists by level, each with one
	// number mark — 1 (1, 2, 3), ① (①, ②, ③) or a (a, b, c) — like
	// ["1.", "(1)", "①"].
	Numbering []string
}

// DigitStyles are the values of [manual] digits.
var DigitStyles = []string{"half", "full", "as-typed"}

// SignStyles are the values of [manual] signs.
var SignStyles = []string{"half", "full", "as-typed"}

// NumberMarks are the marks a [manual] numbering marker counts with.
var NumberMarks = []string{"1", "①", "a"}

func (d *decoder) manualStyle(c *Catalog, top *table) {
	t := top.sub("manual", "[manual]", "digits", "minus", "signs", "quotes", "numbering")
	if t == nil {
		return
	}
	t.check()
	s := &c.Manual
	if v, ok := t.str("digits"); ok {
		if !contains(DigitStyles, v) {
			d.errorf(t.keyPath("digits"), "[manual]: digits %q is not one of %s", v, strings.Join(DigitStyles, ", "))
		}
		s.Digits = v
	}
	if v, ok := t.str("minus"); ok {
		if utf8.RuneCountInString(v) != 1 {
			d.errorf(t.keyPath("minus"), "[manual]: minus %q must be one character, like \"−\" (U+2212)", v)
		}
		s.Minus = v
	}
	if v, ok := t.str("signs"); ok {
		if !contains(SignStyles, v) {
			d.errorf(t.keyPath("signs"), "[manual]: signs %q is not one of %s", v, strings.Join(SignStyles, ", "))
		}
		s.Signs = v
	}
	if v, ok := t.strings("quotes"); ok {
		for i, q := range v {
			if rs := []rune(q); len(rs) != 2 || rs[0] == rs[1] {
				d.errorf(t.keyPath("quotes"), "[manual]: quotes[%d] %q must be an opening and a different closing mark, like \"「」\"", i, q)
			}
		}
		if len(v) == 0 || len(v) > 2 {
			d.errorf(t.keyPath("quotes"), "[manual]: quotes must give the outer marks and, optionally, the nested ones, like [\"「」\", \"『』\"]")
		}
		s.Quotes = v
	}
	if v, ok := t.strings("numbering"); ok {
		if len(v) == 0 {
			d.errorf(t.keyPath("numbering"), "[manual]: numbering must give a marker for each level, like [\"1.\", \"(1)\", \"①\"]")
		}
		for i, m := range v {
			if n := numberMarks(m); n != 1 {
				d.errorf(t.keyPath("numbering"), "[manual]: numbering[%d] %q must hold one number mark (%s), like \"(1)\"", i, m, strings.Join(NumberMarks, ", "))
			}
		}
		s.Numbering = v
	}
}

// numberMarks counts the number marks of a list marker.
func numberMarks(m string) int {
	n := 0
	for i := 0; i < len(m); {
		if _, size := markAt(m, i); size > 0 {
			n++
			i += size
			continue
		}
		_, size := utf8.DecodeRuneInString(m[i:])
		i += size
	}
	return n
}

// NumberMark finds the number mark of a list marker (see NumberMarks): its
// byte offset and the mark; -1 when it has none. A letter a counts only on
// its own, not inside a word ("Phase 1" counts with 1).
func NumberMark(m string) (int, string) {
	for i := range m {
		if mark, size := markAt(m, i); size > 0 {
			return i, mark
		}
	}
	return -1, ""
}

// markAt is the number mark at byte i of m and its length; 0 when none.
func markAt(m string, i int) (string, int) {
	for _, mark := range NumberMarks {
		if !strings.HasPrefix(m[i:], mark) {
			continue
		}
		if mark == "a" && (i > 0 && asciiLetter(m[i-1]) || i+1 < len(m) && asciiLetter(m[i+1])) {
			continue
		}
		return mark, len(mark)
	}
	return "", 0
}

func asciiLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// ListNumbering are the markers of ordered lists by level, in the manual
// and on card faces: [manual] numbering, else the language's default:
// 1. → (1) → ① in Japanese and Chinese, 1. at every level in others.
func (c *Catalog) ListNumbering() []string {
	if len(c.Manual.Numbering) > 0 {
		return c.Manual.Numbering
	}
	if lang := c.Game.Language; strings.HasPrefix(lang, "ja") || strings.HasPrefix(lang, "zh") {
		return []string{"1.", "(1)", "①"}
	}
	return []string{"1."}
}

// ListMarker is the marker of item n (from 1) of an ordered list at level
// (from 0) numbered by markers (ListNumbering); levels past the last
// marker take the last.
func ListMarker(markers []string, level, n int) string {
	m := markers[min(level, len(markers)-1)]
	i, mark := NumberMark(m)
	var num string
	switch mark {
	case "":
		return m
	case "①":
		num = Circled(n)
	case "a":
		num = letters(n)
	default:
		num = strconv.Itoa(n)
	}
	return m[:i] + num + m[i+len(mark):]
}

// letters is n counted in letters: a–z, then aa, ab, ….
func letters(n int) string {
	s := ""
	for ; n > 0; n = (n - 1) / 26 {
		s = string(rune('a'+(n-1)%26)) + s
	}
	return s
}

// Circled is n as a circled number (①–⑳, ㉑–㊿), else in parentheses.
func Circled(n int) string {
	switch {
	case n >= 1 && n <= 20:
		return string(rune('①' + n - 1))
	case n >= 21 && n <= 35:
		return string(rune('㉑' + n - 21))
	case n >= 36 && n <= 50:
		return string(rune('㊱' + n - 36))
	}
	return "(" + strconv.Itoa(n) + ")"
}
