package catalog

import (
	"sync"

	"cardpress/diag"
)

// Located is a TOML file of a game other than the catalog (a rules
// description) read with where each key and value starts, so that its
// reader reports problems at their line and column as the catalog does.
// Paths join keys with "." and add array indexes: "actions.play.do.2".
type Located struct {
	// Raw is the document as the TOML parser reads it: read-only, as
	// every read of the same text shares it (readDocs).
	Raw   map[string]any
	x     *diag.Index
	spans map[string]span
}

// ReadLocated parses src (name is the file as messages show it) with the
// catalog's checks and positions. A text read lately, under any name, is
// not parsed again (readDocs).
func ReadLocated(name string, src []byte) (*Located, *diag.Diagnostic) {
	if l := readDocs.get(src); l != nil {
		x := *l.x
		x.File = name
		return &Located{Raw: l.Raw, x: &x, spans: l.spans}, nil
	}
	x := diag.NewIndex(name, diag.WithoutBOM(src))
	raw, d := parseTOML(x)
	if d != nil {
		return nil, d
	}
	l := &Located{Raw: raw, x: x, spans: locate(x.Src)}
	readDocs.put(src, l)
	return l, nil
}

// readDocs are the documents of the last texts ReadLocated read, by
// text: a game's rules are read again, unchanged, at every reload after a
// change to its catalog (watch, serve), and the tests load the games many
// times (engine/ruleset's compiled 151 texts 331 times). Reading the text
// was about a fifth of a data game's compile.
var readDocs = docCache{docs: map[string]*Located{}}

// docCacheSize is how many documents readDocs keeps: a game's rules and
// card texts, and the tests' games loaded side by side.
const docCacheSize = 16

// docCache keeps the documents of up to docCacheSize texts, the one read
// first dropped first.
type docCache struct {
	mu    sync.Mutex
	docs  map[string]*Located
	order []string
}

func (c *docCache) get(src []byte) *Located {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.docs[string(src)]
}

func (c *docCache) put(src []byte, l *Located) {
	c.mu.Lock()
	defer c.mu.Unlock()
	key := string(src)
	if _, ok := c.docs[key]; ok {
		return
	}
	if len(c.order) == docCacheSize {
		delete(c.docs, c.order[0])
		c.order = append(c.order[:0], c.order[1:]...)
	}
	c.docs[key] = l
	c.order = append(c.order, key)
}

// spanOf is the span of path, or of its nearest recorded parent.
func (l *Located) spanOf(path string) span {
	d := decoder{x: l.x, spans: l.spans}
	return d.span(path)
}

// Key is where the key of path is written (its nearest parent's when the
// scanner missed it).
func (l *Located) Key(path string) diag.Pos { return l.x.Pos(l.spanOf(path).key) }

// Value is where the value of path starts: for a string, its opening
// quote.
func (l *Located) Value(path string) diag.Pos { return l.x.Pos(l.spanOf(path).val) }

// Inside is where byte off of a string value's text is written: after its
// opening quote (or the newline that follows triple quotes). Escapes are
// not undone, so a position after one is a little early.
func (l *Located) Inside(path string, off int) diag.Pos {
	s := l.spanOf(path)
	at := s.val
	src := l.x.Src
	switch {
	case at+3 <= len(src) && (src[at:at+3] == `"""` || src[at:at+3] == `'''`):
		at += 3
		if at < len(src) && src[at] == '\n' {
			at++
		} else if at+1 < len(src) && src[at:at+2] == "\r\n" {
			at += 2
		}
	case at < len(src) && (src[at] == '"' || src[at] == '\''):
		at++
	}
	return l.x.Pos(at + off)
}
