// Package hyphen finds where English words may be hyphenated, by Liang's
// algorithm (the one TeX uses) over the patterns of hyph_en_US.dic — TeX's
// US English patterns as packaged by the hyphen library (Debian's
// hyphen-en-us 2.8.8; GPL-2+, LGPL-2.1+ or MPL-1.1+, see COPYING).
package hyphen

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

//go:embed hyph_en_US.dic
var dic string

type patterns struct {
	values      map[string][]uint8 // letters → the digits between them
	longest     int                // letters in the longest pattern
	left, right int                // fewest letters before and after a hyphen
}

var (
	once sync.Once
	en   patterns
)

func load() {
	en = patterns{values: map[string][]uint8{}, left: 2, right: 3}
	for _, line := range strings.Split(dic, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || line == "UTF-8" || strings.HasPrefix(line, "%"):
			continue
		case strings.HasPrefix(line, "LEFTHYPHENMIN "):
			en.left, _ = strconv.Atoi(strings.TrimPrefix(line, "LEFTHYPHENMIN "))
			continue
		case strings.HasPrefix(line, "RIGHTHYPHENMIN "):
			en.right, _ = strconv.Atoi(strings.TrimPrefix(line, "RIGHTHYPHENMIN "))
			continue
		}
		var letters []rune
		digits := []uint8{0}
		for _, r := range line {
			if r >= '0' && r <= '9' {
				digits[len(digits)-1] = uint8(r - '0')
				continue
			}
			letters = append(letters, r)
			digits = append(digits, 0)
		}
		en.values[string(letters)] = digits
		en.longest = max(en.longest, len(letters))
	}
}

// Points returns the positions (in letters, 0 < p < len) before which an
// English word may take a hyphen: "hyphenation" → 2, 6 (hy-phen-ation).
// Words with other than ASCII letters get none.
func Points(word string) []int {
	once.Do(load)
	n := utf8.RuneCountInString(word)
	if n < en.left+en.right || len(word) != n {
		return nil
	}
	for _, r := range word {
		if r > unicode.MaxASCII || !unicode.IsLetter(r) {
			return nil
		}
	}
	w := "." + strings.ToLower(word) + "."
	score := make([]uint8, len(w)+1)
	for i := 0; i < len(w); i++ {
		for j := i + 1; j <= len(w) && j-i <= en.longest; j++ {
			if v, ok := en.values[w[i:j]]; ok {
				for k, d := range v {
					score[i+k] = max(score[i+k], d)
				}
			}
		}
	}
	var out []int
	for p := en.left; p <= n-en.right; p++ {
		if score[p+1]%2 == 1 { // between letter p-1 and p of the word
			out = append(out, p)
		}
	}
	return out
}
