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

// PlainParagraphs turns a card's short Markdown text into plain paragraphs,
// read as card faces read it (cardParagraphs): blank lines separate
// paragraphs, lines join, list items and hard breaks start lines ("\n"),
// and the marks of emphasis and code are dropped.
func PlainParagraphs(md string) []string {
	var paras []string
	for _, p := range cardParagraphs(md, nil) {
		var b strings.Builder
		for _, r := range p {
			b.WriteString(r.text)
		}
		paras = append(paras, b.String())
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
