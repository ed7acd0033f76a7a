package catalog

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"cardpress/diag"
)

// MaxNesting is how deeply a TOML source may nest tables, arrays and
// dotted keys: a catalog needs four or five levels ([[card]] stats.cost),
// while a few thousand make the TOML parser take seconds and gigabytes.
const MaxNesting = 32

// preflight checks a TOML source before it is parsed: it must be UTF-8,
// and its nesting must stay within MaxNesting. The diagnostic points at the
// offending byte or at the bracket, key or dot that goes one level too deep.
func preflight(x *diag.Index) *diag.Diagnostic {
	src := x.Src
	if i := invalidUTF8(src); i >= 0 {
		return &diag.Diagnostic{Pos: x.Pos(i), Msg: fmt.Sprintf("invalid UTF-8 (byte 0x%02X): TOML files must be saved as UTF-8; check the characters here", src[i])}
	}
	deep := func(at int) *diag.Diagnostic {
		return &diag.Diagnostic{Pos: x.Pos(at), Msg: fmt.Sprintf("nesting deeper than %d levels (tables, arrays and dotted keys in one another); cardpress reads at most %d", MaxNesting, MaxNesting)}
	}
	// A small scanner that knows just enough of TOML: strings and comments
	// hide brackets, '=' ends a key, a key's dots nest like brackets.
	var stack []byte // '[' arrays and '{' inline tables open around i
	header := 0      // depth of the current [table] header
	keyDepth := 0    // dots seen in the key being read, plus one
	inKey := true    // reading a key (or a header) rather than a value
	inHeader := false
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			i--
		case c == '"' || c == '\'':
			i = skipString(src, i) - 1
			if inKey && keyDepth == 0 {
				keyDepth = 1
			}
		case c == '\n':
			if len(stack) == 0 {
				inKey, inHeader, keyDepth = true, false, 0
			}
		case inKey && c == '[' && len(stack) == 0 && keyDepth == 0:
			inHeader = true
			header = 0
			keyDepth = 0
		case inHeader && c == ']':
			header = keyDepth
			inHeader, inKey, keyDepth = false, false, 0
		case inKey && c == '.':
			keyDepth++
			if header+len(stack)+keyDepth > MaxNesting {
				return deep(i)
			}
		case inKey && c == '=':
			inKey, keyDepth = false, 0
		case inKey && isBare(c):
			if keyDepth == 0 {
				keyDepth = 1
			}
		case !inKey && (c == '[' || c == '{'):
			stack = append(stack, c)
			if c == '{' {
				inKey, keyDepth = true, 0
			}
			if header+len(stack) > MaxNesting {
				return deep(i)
			}
		case !inKey && (c == ']' || c == '}') && len(stack) > 0:
			stack = stack[:len(stack)-1]
		case inKey && c == '}' && len(stack) > 0 && stack[len(stack)-1] == '{':
			stack = stack[:len(stack)-1] // an empty inline table
			inKey = false
		case !inKey && c == ',' && len(stack) > 0 && stack[len(stack)-1] == '{':
			inKey, keyDepth = true, 0
		}
	}
	return nil
}

// skipString returns the offset after the string that starts at src[i]
// (basic or literal, one line or multi-line), or len(src).
func skipString(src string, i int) int {
	q, triple := src[i], `"""` // not strings.Repeat, which allocated for every string of a file
	if q == '\'' {
		triple = "'''"
	}
	if strings.HasPrefix(src[i:], triple) {
		end := strings.Index(src[i+3:], triple)
		for q == '"' && end >= 0 && escaped(src, i+3+end) {
			next := strings.Index(src[i+3+end+1:], `"""`)
			if next < 0 {
				return len(src)
			}
			end += 1 + next
		}
		if end < 0 {
			return len(src)
		}
		return i + 3 + end + 3
	}
	for j := i + 1; j < len(src); j++ {
		switch {
		case src[j] == '\\' && q == '"':
			j++
		case src[j] == q || src[j] == '\n':
			return j + 1
		}
	}
	return len(src)
}

// escaped reports whether the byte at j follows an odd number of
// backslashes.
func escaped(src string, j int) bool {
	n := 0
	for k := j - 1; k >= 0 && src[k] == '\\'; k-- {
		n++
	}
	return n%2 == 1
}

// invalidUTF8 returns the offset of the first byte that is not UTF-8, or -1.
func invalidUTF8(s string) int {
	if utf8.ValidString(s) {
		return -1 // most files: the quick check, eight ASCII bytes at a time
	}
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}
