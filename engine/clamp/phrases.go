package clamp

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"cardpress/catalog"
)

// A card's printed text is the single source of what it does, so it is read
// by a closed grammar: the text is a sequence of clauses, each of which must
// match one known phrase in full, joined by separators. Text that no phrase
// reads is an error at that place, never dropped.

// phrase is one known phrase of CLAMP's printed text: its shape as
// documented (N for an amount, 「名稱」 for a name), the pattern that reads
// it, and what it sets on the T being read. set returns a problem, or "".
type phrase[T any] struct {
	shape string
	re    *regexp.Regexp
	set   func(into *T, m []string) string
}

// newPhrase compiles a phrase; pattern is anchored at the clause's start.
func newPhrase[T any](shape, pattern string, set func(*T, []string) string) phrase[T] {
	return phrase[T]{shape: shape, re: regexp.MustCompile(`^(?:` + pattern + `)`), set: set}
}

// grammar is the phrase list of one kind of text (an effect, a challenge
// condition, a bonus effect) and what may stand between two phrases.
type grammar[T any] struct {
	what    string // "effect", …: named in errors
	phrases []phrase[T]
	sep     *regexp.Regexp // anchored; between two phrases
}

// textError is a problem at a byte offset of the text being read.
type textError struct {
	at   int // byte offset of the problem in the text read
	span int // characters the problem covers, for the excerpt's underline
	msg  string
	hint string
}

func (e *textError) Error() string {
	if e.hint == "" {
		return e.msg
	}
	return e.msg + "; " + e.hint
}

// read reads text clause by clause into into. Each clause is the longest
// phrase matching at that place; a clause followed by neither a separator
// nor the end, or matching no phrase, is an error there with the nearest
// known phrase.
func (g *grammar[T]) read(text string, into *T) *textError {
	i := skipSpace(text, 0)
	for i < len(text) {
		best, m := -1, []int(nil)
		for k, p := range g.phrases {
			if loc := p.re.FindStringSubmatchIndex(text[i:]); loc != nil && (m == nil || loc[1] > m[1]) {
				best, m = k, loc
			}
		}
		if best < 0 {
			return g.unknown(text, i)
		}
		groups := make([]string, len(m)/2)
		for j := range groups {
			if m[2*j] >= 0 {
				groups[j] = text[i+m[2*j] : i+m[2*j+1]]
			}
		}
		if problem := g.phrases[best].set(into, groups); problem != "" {
			return &textError{at: i, msg: fmt.Sprintf("%s %q: %s", g.what, groups[0], problem)}
		}
		i = skipSpace(text, i+m[1])
		if i == len(text) {
			break
		}
		s := g.sep.FindStringIndex(text[i:])
		if s == nil {
			return g.unknown(text, i)
		}
		i = skipSpace(text, i+s[1])
	}
	return nil
}

// unknown reports the clause at i that no phrase reads: as many of the
// text's clauses as the nearest known phrase spans.
func (g *grammar[T]) unknown(text string, i int) *textError {
	shape, hint := g.nearest(text[i:])
	clause, parts := text[i:], strings.Count(shape, "，")+strings.Count(shape, "。")
	for j, r := range clause {
		if r == '，' || r == '。' {
			if parts == 0 {
				clause = clause[:j]
				break
			}
			parts--
		}
	}
	if clause == "" {
		return &textError{at: i, msg: fmt.Sprintf("the %s has an empty clause", g.what), hint: "remove the extra punctuation"}
	}
	return &textError{at: i, span: utf8.RuneCountInString(clause), msg: fmt.Sprintf("the %s has a clause the rules do not read: %q", g.what, clause), hint: hint}
}

// nearest returns the known phrase closest to the start of rest and the
// hint naming it: each shape is compared with as many characters of rest
// as it has, and the one with the fewest edits per character wins, so that
// a short phrase like 無 is not nearest to everything.
func (g *grammar[T]) nearest(rest string) (shape, hint string) {
	best, bestDist, bestScore := "", 0, 1.0e9
	for _, p := range g.phrases {
		n := utf8.RuneCountInString(p.shape)
		head := []rune(rest)
		head = head[:min(n, len(head))]
		d := catalog.EditDistance(string(head), p.shape)
		if score := float64(d) / float64(n); score < bestScore {
			best, bestDist, bestScore = p.shape, d, score
		}
	}
	if bestDist <= max(2, utf8.RuneCountInString(best)/3) && bestScore < 0.5 {
		return best, fmt.Sprintf("did you mean %q?", best)
	}
	return best, fmt.Sprintf("the nearest known phrase is %q (docs/rules-data.md lists them all)", best)
}

// shapes lists the documented shapes of the grammar's phrases.
func (g *grammar[T]) shapes() []string {
	out := make([]string, len(g.phrases))
	for i, p := range g.phrases {
		out[i] = p.shape
	}
	return out
}

func skipSpace(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsSpace(r) {
			break
		}
		i += n
	}
	return i
}
