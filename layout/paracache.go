package layout

import (
	"math"
	"strconv"
	"sync"
)

// paragraphs keeps prepared paragraphs, and the breakings found for them,
// by content, in two generations: a paragraph asked for is kept in the
// current one; one not asked for since the generation before began is
// forgotten when the next begins. It is safe for concurrent use. Card
// faces keep theirs in one for the process (faceParagraphs), a session's
// manual in its ParagraphCache.
type paragraphs struct {
	mu       sync.Mutex
	cur, old map[string]*paragraph
	key      []byte // the content of the paragraph being looked up, under mu
	// limit is how many a generation holds before the next begins; 0:
	// it begins when next is called.
	limit     int
	hyphenate bool // prepare paragraphs for hyphenation (findHyphens)
}

func newParagraphs(limit int, hyphenate bool) *paragraphs {
	return &paragraphs{cur: map[string]*paragraph{}, limit: limit, hyphenate: hyphenate}
}

// get returns the prepared paragraph of spans; made says it was prepared
// now, none of the same content being kept.
func (ps *paragraphs) get(spans []Span) (p *paragraph, made bool) {
	ps.mu.Lock()
	ps.key = appendContent(ps.key[:0], spans)
	if p = ps.cur[string(ps.key)]; p != nil {
		ps.mu.Unlock()
		return p, false
	}
	key := string(ps.key)
	p = ps.old[key]
	ps.mu.Unlock()
	if p == nil {
		p, made = newParagraph(spans), true
		if ps.hyphenate {
			p.hyphenated()
		}
	}
	ps.mu.Lock()
	if ps.limit > 0 && len(ps.cur) >= ps.limit {
		ps.cur, ps.old = map[string]*paragraph{}, ps.cur
	}
	ps.cur[key] = p
	ps.mu.Unlock()
	return p, made
}

// next begins the next generation: what was not asked for in the current
// one is forgotten.
func (ps *paragraphs) next() {
	ps.mu.Lock()
	ps.cur, ps.old = map[string]*paragraph{}, ps.cur
	ps.mu.Unlock()
}

// ParagraphCache keeps the prepared paragraphs of a manual from document
// to document: a session that typesets a manual again after a small
// change prepares only the paragraphs that changed. A typesetting uses it
// through PageStyle.Paragraphs; the paragraphs it did not use are
// forgotten after it. Typesettings sharing one take turns.
type ParagraphCache struct {
	turn       sync.Mutex // held by the typesetting using it
	paragraphs *paragraphs
	Made, Kept int // paragraphs prepared and reused, for tests
}

// NewParagraphCache returns an empty cache.
func NewParagraphCache() *ParagraphCache {
	return &ParagraphCache{paragraphs: newParagraphs(0, true)}
}

// get returns the prepared paragraph of spans, from the cache when it has
// one of the same content; a nil cache prepares it.
func (pc *ParagraphCache) get(spans []Span) *paragraph {
	if pc == nil {
		return newParagraph(spans).hyphenated()
	}
	p, made := pc.paragraphs.get(spans)
	if made {
		pc.Made++
	} else {
		pc.Kept++
	}
	return p
}

// sweep keeps the paragraphs of the typesetting that ends, and lets the
// next one in.
func (pc *ParagraphCache) sweep() {
	pc.paragraphs.next()
	pc.turn.Unlock()
}

// appendContent appends to b everything of spans that preparing them
// reads, as a key.
func appendContent(b []byte, spans []Span) []byte {
	for _, s := range spans {
		b = strconv.AppendInt(b, int64(len(s.Text)), 10)
		b = append(b, ':')
		b = append(b, s.Text...)
		b = strconv.AppendInt(b, int64(s.Style), 10)
		b = strconv.AppendUint(b, math.Float64bits(s.Size), 16)
		b = append(b, s.Color.R, s.Color.G, s.Color.B, '|')
		b = append(b, s.Icon...)
		b = append(b, '|')
		b = append(b, s.Image...)
		b = append(b, '|', flag(s.KeepColor), flag(s.Literal), '\n')
	}
	return b
}

func flag(b bool) byte {
	if b {
		return '1'
	}
	return '0'
}
