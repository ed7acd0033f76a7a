package catalog

import (
	"strconv"
	"strings"

	"cardpress/diag"
)

// The TOML parser reports no positions for keys and values, so the locator
// scans the (already valid) document once and records where every key and
// value starts. Paths join keys with "."; array-of-tables elements and array
// items add their index: "card.3.colors.1".

type span struct {
	key, val   int // byte offsets of the key and of its value
	valEnd     int
	headerOnly bool // a [table] header: no value
	// in is the file the offsets point into when it is not the decoder's
	// own (the rows of a CSV card file).
	in *diag.Index
	// cell is where the value is when its file is a workbook, which has
	// cells instead of offsets; nil otherwise. A pointer, so that the span
	// of every key of a TOML file (the map locate makes, a tenth of the
	// bytes a game's load made) is half the size.
	cell *diag.Pos
}

type locator struct {
	src    string
	i      int
	spans  map[string]span
	counts map[string]int // array-of-tables element counts by resolved path
	// keys and joined are scratch: the keys of the key path being read,
	// and a path joined with "." to look up; a map key is made a string
	// only when it is new.
	keys   []string
	joined []byte
}

func locate(src string) (spans map[string]span) {
	// A span for about every line and list item: made at its size, the
	// map is not grown (and rehashed) a dozen times.
	l := &locator{src: src, spans: make(map[string]span, strings.Count(src, "\n")+strings.Count(src, ",")), counts: map[string]int{}}
	defer func() {
		// The scanner only sees valid TOML, but a missed corner must cost a
		// position, never the run.
		if recover() != nil {
			spans = l.spans
		}
	}()
	l.document()
	return l.spans
}

func (l *locator) peek(k int) byte {
	if l.i+k < len(l.src) {
		return l.src[l.i+k]
	}
	return 0
}

func (l *locator) done() bool { return l.i >= len(l.src) }

func (l *locator) skipBlank(newlines bool) {
	for !l.done() {
		switch c := l.src[l.i]; {
		case c == ' ' || c == '\t' || c == '\r':
			l.i++
		case c == '\n' && newlines:
			l.i++
		case c == '#':
			for !l.done() && l.src[l.i] != '\n' {
				l.i++
			}
		default:
			return
		}
	}
}

func (l *locator) document() {
	var cur []string
	for {
		l.skipBlank(true)
		if l.done() {
			return
		}
		start := l.i
		switch {
		case strings.HasPrefix(l.src[l.i:], "[["):
			l.i += 2
			keys := l.keyPath()
			if len(keys) == 0 {
				continue
			}
			// The header's own name is not resolved: it names the array.
			path := append(l.resolve(keys[:len(keys)-1]), keys[len(keys)-1])
			name := strings.Join(path, ".")
			l.recordPrefixes(path, start)
			n := l.counts[name]
			l.counts[name] = n + 1
			cur = append(path, strconv.Itoa(n))
			l.record(cur, span{key: start, val: start, valEnd: start, headerOnly: true})
			l.skipTo(']')
			l.i += 2
		case l.src[l.i] == '[':
			l.i++
			cur = l.resolve(l.keyPath())
			l.recordPrefixes(cur, start)
			l.record(cur, span{key: start, val: start, valEnd: start, headerOnly: true})
			l.skipTo(']')
			l.i++
		default:
			before := l.i
			l.keyValue(cur)
			if l.i == before {
				l.i++ // never stall on something unexpected
			}
		}
	}
}

func (l *locator) skipTo(c byte) {
	for !l.done() && l.src[l.i] != c {
		l.i++
	}
}

// resolve inserts the current index after every prefix that names an array
// of tables, so that [card.art] after [[card]] lands in the last card. The
// path it returns is new: a table's path is kept while its keys are read.
func (l *locator) resolve(keys []string) []string {
	out := make([]string, 0, 2*len(keys)+2)
	for _, k := range keys {
		out = append(out, k)
		if n, ok := l.counts[string(l.join(out))]; ok && n > 0 {
			out = append(out, strconv.Itoa(n-1))
		}
	}
	return out
}

// join is path joined with ".", in l.joined until the next join.
func (l *locator) join(path []string) []byte {
	b := l.joined[:0]
	for i, k := range path {
		if i > 0 {
			b = append(b, '.')
		}
		b = append(b, k...)
	}
	l.joined = b
	return b
}

func (l *locator) record(path []string, s span) {
	key := l.join(path)
	if _, ok := l.spans[string(key)]; !ok {
		l.spans[string(key)] = s
	}
}

// recordPrefixes points the parents of a header's path, which the header
// defines implicitly, at the header.
func (l *locator) recordPrefixes(path []string, at int) {
	for k := 1; k < len(path); k++ {
		l.record(path[:k], span{key: at, val: at, valEnd: at, headerOnly: true})
	}
}

func (l *locator) keyValue(table []string) {
	start := l.i
	keys := l.keyPath()
	if len(keys) == 0 {
		return
	}
	l.skipBlank(false)
	if l.peek(0) != '=' {
		return
	}
	l.i++
	l.skipBlank(false)
	// path may share table's array: the paths below it are read before
	// this one is given up, and nothing keeps one.
	path := append(table, keys...)
	// Dotted keys also define their parents: point those at the key too.
	for k := len(table) + 1; k < len(path); k++ {
		l.record(path[:k], span{key: start, val: start, valEnd: start})
	}
	l.value(path, start)
}

// keyPath reads a dotted key's names, into l.keys until the next call.
func (l *locator) keyPath() []string {
	keys := l.keys[:0]
	for {
		l.skipBlank(false)
		k, ok := l.key()
		if !ok {
			break
		}
		keys = append(keys, k)
		l.skipBlank(false)
		if l.peek(0) != '.' {
			break
		}
		l.i++
	}
	l.keys = keys
	return keys
}

func (l *locator) key() (string, bool) {
	switch c := l.peek(0); {
	case c == '"':
		s := l.i
		l.basicString()
		k, err := strconv.Unquote(l.src[s:l.i])
		return k, err == nil
	case c == '\'':
		s := l.i
		l.literalString()
		return strings.Trim(l.src[s:l.i], "'"), true
	case isBare(c):
		s := l.i
		for !l.done() && isBare(l.src[l.i]) {
			l.i++
		}
		return l.src[s:l.i], true
	}
	return "", false
}

func isBare(c byte) bool {
	return c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func (l *locator) value(path []string, keyStart int) {
	start := l.i
	switch {
	case strings.HasPrefix(l.src[l.i:], `"""`):
		l.multiline(`"""`, true)
	case strings.HasPrefix(l.src[l.i:], `'''`):
		l.multiline(`'''`, false)
	case l.peek(0) == '"':
		l.basicString()
	case l.peek(0) == '\'':
		l.literalString()
	case l.peek(0) == '[':
		l.array(path)
	case l.peek(0) == '{':
		l.inlineTable(path)
	default:
		for !l.done() && !strings.ContainsRune(",]}\n#", rune(l.src[l.i])) {
			l.i++
		}
	}
	end := strings.TrimRight(l.src[start:l.i], " \t\r")
	l.record(path, span{key: keyStart, val: start, valEnd: start + len(end)})
}

func (l *locator) basicString() {
	l.i++
	for !l.done() {
		switch l.src[l.i] {
		case '\\':
			l.i += 2
			continue
		case '"', '\n':
			l.i++
			return
		}
		l.i++
	}
}

func (l *locator) literalString() {
	l.i++
	for !l.done() {
		c := l.src[l.i]
		l.i++
		if c == '\'' || c == '\n' {
			return
		}
	}
}

func (l *locator) multiline(delim string, escapes bool) {
	l.i += 3
	for !l.done() {
		if escapes && l.src[l.i] == '\\' {
			l.i += 2
			continue
		}
		if strings.HasPrefix(l.src[l.i:], delim) {
			l.i += 3
			for n := 0; n < 2 && l.peek(0) == delim[0]; n++ {
				l.i++ // up to two quotes may end the content
			}
			return
		}
		l.i++
	}
}

func (l *locator) array(path []string) {
	l.i++
	for n := 0; ; n++ {
		l.skipBlank(true)
		if l.done() || l.peek(0) == ']' {
			l.i++
			return
		}
		before := l.i
		l.value(append(path, strconv.Itoa(n)), l.i)
		l.skipBlank(true)
		if l.peek(0) == ',' {
			l.i++
		} else if l.i == before {
			l.i++
		}
	}
}

func (l *locator) inlineTable(path []string) {
	l.i++
	for {
		l.skipBlank(true)
		if l.done() || l.peek(0) == '}' {
			l.i++
			return
		}
		before := l.i
		l.keyValue(path)
		l.skipBlank(true)
		if l.peek(0) == ',' {
			l.i++
		} else if l.i == before {
			l.i++
		}
	}
}
