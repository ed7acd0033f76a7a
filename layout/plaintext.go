package layout

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// JoinLines joins two lines of a paragraph the way a reader expects: with
// nothing between East Asian characters, with a space between Latin words.
func JoinLines(a, b string) string {
	last, _ := utf8.DecodeLastRuneInString(a)
	first, _ := utf8.DecodeRuneInString(b)
	if a == "" || b == "" || Wide(last) || Wide(first) {
		return a + b
	}
	return a + " " + b
}

// Wide reports characters of East Asian scripts, which are set without
// spaces between them.
func Wide(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		r >= 0x3000 && r <= 0x303F || r >= 0xFF00 && r <= 0xFFEF || r == 0xFFFC
}

// PlainParagraphs turns a card's short Markdown text into plain paragraphs
// for a card face: blank lines separate paragraphs, lines join, list items
// stay items, and the marks of strong emphasis (** __) and code (`) are
// dropped.
func PlainParagraphs(md string) []string {
	var paras []string
	var cur string
	flush := func() {
		if strings.TrimSpace(cur) != "" {
			paras = append(paras, cur)
		}
		cur = ""
	}
	for _, line := range strings.Split(md, "\n") {
		trimmed := strings.TrimRight(line, " \t\r")
		if strings.TrimSpace(trimmed) == "" {
			flush()
			continue
		}
		if isListItem(trimmed) {
			flush()
		}
		cur = JoinLines(cur, strings.TrimLeft(trimmed, " \t"))
	}
	flush()
	for i, p := range paras {
		paras[i] = strings.NewReplacer("**", "", "__", "", "`", "").Replace(p)
		if strings.HasPrefix(paras[i], "- ") || strings.HasPrefix(paras[i], "* ") {
			paras[i] = "・" + paras[i][2:]
		}
	}
	return paras
}

func isListItem(line string) bool {
	l := strings.TrimLeft(line, " \t")
	if strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "* ") {
		return true
	}
	i := 0
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(l) && (l[i] == '.' || l[i] == ')') && l[i+1] == ' '
}
