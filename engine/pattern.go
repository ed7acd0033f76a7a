package engine

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// pattern is a wording compiled for matching: a small program run by a
// backtracking matcher. A line fits a wording when the whole line (less
// surrounding spaces) is the wording's literal words, in any letter case,
// with any runs of spaces where the wording has spaces, and at least one
// character for each slot. Where several splits fit, the matcher takes
// the first in a fixed order: each slot as short as it can be, each
// optional part written rather than left out, alternatives in the order
// given, runs of spaces as long as they can be. So a line is split the
// same way whatever the text of its slots, and the slots are read after.
type pattern struct {
	ops   []op
	slots int // slot count: a match is 2 offsets per slot
}

type opKind uint8

const (
	opSpaces opKind = iota // a run of at least min spaces, longest first
	opWord                 // a literal word, in any letter case
	opSlot                 // a slot: one character or more, shortest first
	opSplit                // try the next op, then op x
	opJump                 // go on at op x
	opEnd                  // the end of the text
)

type op struct {
	kind opKind
	min  int         // opSpaces
	word []foldRunes // opWord
	slot int         // opSlot: index of the slot
	x    int         // opSplit, opJump
	// follow is, for a slot followed by spaces (at least followMin) and a
	// word, the word's first character: the only ends worth trying are
	// before a space or before it.
	follow    *foldRunes
	followMin int
}

// patternBuilder emits a pattern's ops; label marks the last op index a
// jump lands on, before which runs of spaces must not be merged.
type patternBuilder struct {
	p     pattern
	label int
}

func (b *patternBuilder) emit(o op) int {
	b.p.ops = append(b.p.ops, o)
	return len(b.p.ops) - 1
}

// spaces emits a run of at least min spaces; a run right after another is
// merged with it (two runs, longest first, fit where one would).
func (b *patternBuilder) spaces(min int) {
	if n := len(b.p.ops); n > 0 && b.label < n && b.p.ops[n-1].kind == opSpaces {
		b.p.ops[n-1].min += min
		return
	}
	b.emit(op{kind: opSpaces, min: min})
}

// here is the index of the next op, as a jump target.
func (b *patternBuilder) here() int {
	b.label = len(b.p.ops)
	return b.label
}

func (b *patternBuilder) slot() {
	b.spaces(0)
	b.emit(op{kind: opSlot, slot: b.p.slots})
	b.p.slots++
	b.spaces(0)
}

// literal emits literal text: its words, any run of spaces matching any
// run (at least one) where the text has spaces, at its ends too.
func (b *patternBuilder) literal(s string) {
	words := strings.Fields(s)
	if len(words) == 0 {
		return
	}
	if strings.HasPrefix(s, " ") {
		b.spaces(1)
	}
	for i, w := range words {
		if i > 0 {
			b.spaces(1)
		}
		b.emit(op{kind: opWord, word: foldWord(w)})
	}
	if strings.HasSuffix(s, " ") {
		b.spaces(1)
	}
}

// alternatives emits literal alternatives, tried in order.
func (b *patternBuilder) alternatives(alts []string) {
	var jumps []int
	for _, a := range alts[:len(alts)-1] {
		// Try a; past it, jump over the others; else try the next one.
		split := b.emit(op{kind: opSplit})
		b.literal(a)
		jumps = append(jumps, b.emit(op{kind: opJump}))
		b.p.ops[split].x = b.here()
	}
	b.literal(alts[len(alts)-1])
	end := b.here()
	for _, j := range jumps {
		b.p.ops[j].x = end
	}
}

// end finishes the pattern, noting what follows each slot.
func (b *patternBuilder) end() pattern {
	b.spaces(0)
	b.emit(op{kind: opEnd})
	ops := b.p.ops
	for i := range ops {
		if ops[i].kind != opSlot || ops[i+1].kind != opSpaces || ops[i+2].kind != opWord {
			continue
		}
		ops[i].follow, ops[i].followMin = &ops[i+2].word[0], ops[i+1].min
	}
	return b.p
}

// matcher runs patterns; its buffers are reused from line to line.
type matcher struct {
	s       string
	ops     []op
	caps    []int
	visited []uint64 // (op, offset) pairs already tried: they failed
}

// match fits s to pat and returns the byte offsets of each slot's text
// (-1, -1 for a slot of an optional part not written), or nil. The slice
// is the matcher's own until its next match.
func (m *matcher) match(pat *pattern, s string) []int {
	m.s, m.ops = s, pat.ops
	if m.caps == nil {
		// Never nil, even for a wording without slots: nil says "no match"
		// (a fresh matcher's first match of "round over" failed).
		m.caps = make([]int, 0, 8)
	}
	m.caps = m.caps[:0]
	for i := 0; i < 2*pat.slots; i++ {
		m.caps = append(m.caps, -1)
	}
	n := (len(pat.ops)*(len(s)+1) + 63) / 64
	if cap(m.visited) < n {
		m.visited = make([]uint64, n)
	}
	m.visited = m.visited[:n]
	clear(m.visited)
	if !m.run(0, 0) {
		return nil
	}
	return m.caps
}

// run reports whether the ops from pc fit s from offset at; a pair tried
// once is not tried again, which keeps the search polynomial.
func (m *matcher) run(pc, at int) bool {
	for {
		k := pc*(len(m.s)+1) + at
		if m.visited[k/64]&(1<<(k%64)) != 0 {
			return false
		}
		m.visited[k/64] |= 1 << (k % 64)
		o := &m.ops[pc]
		switch o.kind {
		case opSpaces:
			n := 0
			for at+n < len(m.s) && isSpace(m.s[at+n]) {
				n++
			}
			for j := n; j >= o.min; j-- {
				if m.run(pc+1, at+j) {
					return true
				}
			}
			return false
		case opWord:
			n, ok := foldPrefix(m.s[at:], o.word)
			if !ok {
				return false
			}
			pc, at = pc+1, at+n
		case opSlot:
			return m.slot(pc, at, o.slot)
		case opSplit:
			if m.run(pc+1, at) {
				return true
			}
			pc = o.x
		case opJump:
			pc = o.x
		case opEnd:
			return at == len(m.s)
		}
	}
}

// slot tries the slot at pc from offset at, shortest text first.
func (m *matcher) slot(pc, at, i int) bool {
	start, end := m.caps[2*i], m.caps[2*i+1]
	m.caps[2*i] = at
	o := &m.ops[pc]
	for j := at; j < len(m.s) && m.s[j] != '\n'; {
		_, size := utf8.DecodeRuneInString(m.s[j:])
		j += size
		if o.follow != nil && !m.mayFollow(o, j) {
			continue
		}
		m.caps[2*i+1] = j
		if m.run(pc+1, j) {
			return true
		}
	}
	m.caps[2*i], m.caps[2*i+1] = start, end
	return false
}

// mayFollow reports whether the spaces and word after slot op o may start
// at offset j.
func (m *matcher) mayFollow(o *op, j int) bool {
	if j == len(m.s) {
		return false
	}
	if isSpace(m.s[j]) {
		return true
	}
	if o.followMin > 0 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(m.s[j:])
	return r == o.follow.r || slices.Contains(o.follow.other, r)
}

// isSpace is a space between words as a wording matches it.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// foldRunes is a character of a literal word with its other letter cases
// (Unicode's simple case folding: "k" is also "K" and the Kelvin sign).
type foldRunes struct {
	r     rune
	other []rune
}

func foldWord(w string) []foldRunes {
	var out []foldRunes
	for _, r := range w {
		fr := foldRunes{r: r}
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			fr.other = append(fr.other, f)
		}
		out = append(out, fr)
	}
	return out
}

// foldPrefix reports whether s starts with word in any letter case and
// how many bytes of s it takes.
func foldPrefix(s string, word []foldRunes) (int, bool) {
	n := 0
	for _, w := range word {
		if n >= len(s) {
			return 0, false
		}
		r, size := rune(s[n]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[n:])
		}
		if r != w.r && !slices.Contains(w.other, r) {
			return 0, false
		}
		n += size
	}
	return n, true
}

// mayFit reports whether s holds, in any letter case, every word the
// pattern must match before its first optional part or alternative: a
// quick test that most texts that do not fit fail.
func (pat *pattern) mayFit(s string) bool {
	for i := range pat.ops {
		switch o := &pat.ops[i]; o.kind {
		case opSplit, opJump:
			return true
		case opWord:
			if !containsWord(s, o.word) {
				return false
			}
		}
	}
	return true
}

// containsWord reports whether s contains word in any letter case.
func containsWord(s string, word []foldRunes) bool {
	if len(word) == 0 {
		return true
	}
	for i := 0; i < len(s); {
		if _, ok := foldPrefix(s[i:], word); ok {
			return true
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return false
}
