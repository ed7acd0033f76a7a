package manual

import (
	"strings"
	"testing"
)

// Errors in the manual point at the character, the icon or the argument,
// not at column 1.
func TestManualPositionsAreExact(t *testing.T) {
	c, _ := windia(t)
	tests := []struct{ src, want string }{
		{"# 題\n\n本文の :atack: です。\n", "m.md:3:5: unknown icon :atack:"},
		{"# 題\n\n絵文字 \U0001F600 です。\n", "m.md:3:5: character '\U0001F600' (U+1F600) is not covered"},
		{"# 題\n\n本文\xff\xfeです。\n", "m.md:3:3: invalid UTF-8 (byte 0xFF): Markdown files must be saved as UTF-8"},
		{"# 題\n\n@toc contents\n", `m.md:3:6: @toc takes no argument; remove "contents"`},
		{"# 題\n\n@card skip reverse\n", `m.md:3:12: @card takes one card id; remove "reverse"`},
		{"\ufeff# 題\n\n本文の :atack: です。\n", "m.md:3:5: unknown icon :atack:"},
		{"# 題\r\n\r\n本文の :atack: です。\r\n", "m.md:3:5: unknown icon :atack:"},
		// An id with "_" is an icon mark in the rulebook as on a card.
		{"# 題\n\n本文の :at_tack: です。\n", "m.md:3:5: unknown icon :at_tack:"},
	}
	for _, tt := range tests {
		_, err := buildSources(c, []Source{{Name: "m.md", Data: []byte(tt.src)}}, Options{})
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%q:\ngot  %v\nwant %s…", tt.src, err, tt.want)
		}
		if err != nil && strings.Count(err.Error(), "\n") > 0 {
			t.Errorf("%q: want one error, got\n%v", tt.src, err)
		}
	}
}
