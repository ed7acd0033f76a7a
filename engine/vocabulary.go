package engine

import (
	"crypto/sha256"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"cardpress/catalog"
)

// Vocabulary resolves the card and color names an example writes against
// a game's catalog: card names as printed ("Wild Draw4") or entry ids
// ("wild-draw4"), colors by id ("red") or by their name in the game's
// language ("赤").
type Vocabulary struct {
	Catalog *catalog.Catalog
	entries map[string]*catalog.Entry // normalized name or id → entry
	names   []string                  // printed names, for suggestions
	colors  map[string]string         // lowercased word → color id
	words   []string                  // color words, longest first
	dialect Dialect                   // the game's own words, if it has any
	book    *phrasebook               // the dialect's wordings, compiled

	reasonOnce  sync.Once
	reasonNames *reasonNames
	ruleOnce    sync.Once          // reasonTables
	rules       []tableWords       // the reasons table's words
	sentences   []reasonSentenceOf // each reason's sentence, in table order

	keyOnce    sync.Once
	base, full vocabKey
}

// vocabKey names what a vocabulary reads of its catalog and rules (the
// dialect, by its Sum or else by identity, and a sum of the rest): see
// Reading.
type vocabKey struct {
	words   [sha256.Size]byte // the dialect's Sum, if it has one
	book    *phrasebook
	reasons *ReasonText // the dialect's reasons table, by identity
	n       int         // its length
	sum     [sha256.Size]byte
}

// keys are the vocabulary's keys, made once: base sums the game's title
// and language and every color's id, name and symbol; full every card's
// id, name and variants' colors too. A parser reading more of the
// catalog must sum it here or note it in its Reading.
func (v *Vocabulary) keys() (base, full vocabKey) {
	v.keyOnce.Do(func() {
		v.base, v.full = v.sum(false), v.sum(true)
	})
	return v.base, v.full
}

func (v *Vocabulary) sum(cards bool) vocabKey {
	k := vocabKey{words: v.dialect.Sum}
	if k.words == ([sha256.Size]byte{}) {
		k.book, k.n = v.book, len(v.dialect.Reasons)
		if len(v.dialect.Reasons) > 0 {
			k.reasons = &v.dialect.Reasons[0]
		}
	}
	h := sha256.New()
	var buf []byte
	str := func(s string) { buf = append(strconv.AppendInt(append(buf, ' '), int64(len(s)), 10), s...) }
	c := v.Catalog
	str(c.Game.Title)
	str(c.Game.Language)
	for _, col := range c.Colors {
		str(col.ID)
		str(col.Name)
		str(col.Symbol)
	}
	buf = append(buf, '\n')
	if cards {
		for _, e := range c.Cards {
			str(e.ID)
			str(e.Name)
			for _, va := range e.Variants {
				buf = append(buf, 'v')
				for _, col := range va.Colors {
					str(col)
				}
			}
			buf = append(buf, '\n')
			h.Write(buf)
			buf = buf[:0]
		}
	}
	h.Write(buf)
	h.Sum(k.sum[:0])
	return k
}

// lookup is the entry a squashed name or id names, noted in rd.
func (v *Vocabulary) lookup(key string, rd *Reading) *catalog.Entry {
	e := v.entries[key]
	rd.note(key, false, e)
	return e
}

// entry is the entry of id, noted in rd.
func (v *Vocabulary) entry(id string, rd *Reading) *catalog.Entry {
	e := v.Catalog.Entry(id)
	rd.note(id, true, e)
	return e
}

// reasonNames are the catalog's card names as written reasons name them
// (catalogNames), each as a pattern (wholeWord), and each normalized
// name's entry id.
type reasonNames struct {
	names, alts []string
	byName      map[string]string
}

// cardNames are the reasons' card names, made when a reason first needs
// them.
func (v *Vocabulary) cardNames() *reasonNames {
	v.reasonOnce.Do(func() {
		v.reasonNames = &reasonNames{names: catalogNames(v.Catalog), byName: map[string]string{}}
		for _, n := range v.reasonNames.names {
			v.reasonNames.alts = append(v.reasonNames.alts, "(?-i:"+wholeWord(n)+")")
		}
		for _, e := range v.Catalog.Cards {
			v.reasonNames.byName[normalize(e.Name)] = e.ID
		}
	})
	return v.reasonNames
}

// NewVocabulary indexes a catalog's card and color names, with the words
// of the game's rules r (nil: the common words only).
func NewVocabulary(c *catalog.Catalog, r *Rules) *Vocabulary {
	v := &Vocabulary{Catalog: c, entries: map[string]*catalog.Entry{}, colors: map[string]string{}, dialect: r.dialect()}
	v.book = phrasebookOf(v.dialect)
	for _, e := range c.Cards {
		v.entries[squash(e.Name)] = e
		v.entries[squash(e.ID)] = e
		v.names = append(v.names, e.Name)
	}
	for _, col := range c.Colors {
		for _, w := range []string{col.ID, col.Name, col.Symbol} {
			if w != "" {
				v.colors[strings.ToLower(w)] = col.ID
				v.words = append(v.words, w)
			}
		}
	}
	sort.Slice(v.words, func(i, j int) bool { return len(v.words[i]) > len(v.words[j]) })
	return v
}

// squash lowercases a name and drops spaces and hyphens, so that "Wild
// Draw4", "wild draw4" and "wild-draw4" are the same card. Full-width
// characters are read like their ASCII forms, as in the examples' text, so
// that a card printed "５ハンド" is found when an example writes "５ハンド".
func squash(s string) string {
	s = toLower(normalize(s))
	if !strings.ContainsAny(s, " -") {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r != ' ' && r != '-' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Color returns the color id a word names, or "".
func (v *Vocabulary) Color(word string) string {
	return v.colors[strings.ToLower(strings.TrimSpace(word))]
}

// colorPrefix splits a leading color ("red ", "赤", "red/green ") off text.
func (v *Vocabulary) colorPrefix(text string) (colors []string, rest string) {
	rest = text
	for {
		found := false
		for _, w := range v.words {
			if len(rest) < len(w) || !strings.EqualFold(rest[:len(w)], w) {
				continue
			}
			after := rest[len(w):]
			// An English color word must end at a space or a slash; a
			// Japanese one may run straight into the card name (赤５).
			if isASCIIWord(w) && after != "" && after[0] != ' ' && after[0] != '/' {
				continue
			}
			colors = append(colors, v.colors[strings.ToLower(w)])
			rest = strings.TrimLeft(after, " ")
			found = true
			break
		}
		if !found || !strings.HasPrefix(rest, "/") {
			return colors, strings.TrimSpace(rest)
		}
		rest = strings.TrimLeft(rest[1:], " ")
	}
}

func isASCIIWord(w string) bool {
	for _, r := range w {
		if r > unicode.MaxASCII {
			return false
		}
	}
	return true
}

// card resolves a card written without its choices. With anyColor, a card
// that comes in several colors may be named without one (a declare
// card's declared card).
func (v *Vocabulary) card(text string, anyColor bool, rd *Reading) (*CardRef, error) {
	colors, name := v.colorPrefix(text)
	if name == "" {
		return nil, fmt.Errorf("%q names a color but no card", text)
	}
	e := v.lookup(squash(name), rd)
	if e == nil && strings.Contains(name, "/") {
		var ids []string
		for _, col := range v.Catalog.Colors {
			ids = append(ids, col.ID)
		}
		return nil, fmt.Errorf("unknown color in %q: the colors are %s", name, strings.Join(ids, ", "))
	}
	if e == nil && len(colors) == 0 {
		if word, card, ok := strings.Cut(name, " "); ok && v.lookup(squash(card), rd) != nil && v.Color(word) == "" {
			// "purple 5": a card named after a word that is no color.
			var ids []string
			for _, col := range v.Catalog.Colors {
				ids = append(ids, col.ID)
			}
			return nil, within(utf8.RuneCountInString(text[:strings.LastIndex(text, name)]), fmt.Errorf("unknown color %q%s", word, catalog.DidYouMean(word, ids)))
		}
	}
	if e == nil {
		return nil, within(utf8.RuneCountInString(text[:strings.LastIndex(text, name)]), &lateError{msg: func() string {
			msg := fmt.Sprintf("unknown card %q", name)
			if s := catalog.Suggest(name, v.names); s != "" {
				return msg + fmt.Sprintf("; did you mean %q?", s)
			}
			return msg + "; write a card name as printed (" + strings.Join(v.names[:min(6, len(v.names))], ", ") + ", …)"
		}})
	}
	ref := &CardRef{Text: text, Entry: e.ID}
	all := len(v.Catalog.Colors)
	if len(e.Variants) == 1 {
		vc := e.Variants[0].Colors
		if len(colors) > 0 && !sameSet(colors, vc) {
			if len(vc) == 0 {
				return nil, fmt.Errorf("%s has no color: write just %q", e.Name, e.Name)
			}
			if len(vc) == all {
				return nil, fmt.Errorf("%s has every color: write %q, and its color choice in parentheses: %s (%s)", e.Name, e.Name, e.Name, colors[0])
			}
			return nil, fmt.Errorf("%s is %s, not %s", e.Name, strings.Join(vc, "/"), strings.Join(colors, "/"))
		}
		if len(vc) < all {
			ref.Colors = vc
		}
		return ref, nil
	}
	var match []catalog.Variant
	for _, va := range e.Variants {
		if sameSet(colors, va.Colors) || len(colors) == 1 && containsStr(va.Colors, colors[0]) {
			match = append(match, va)
		}
	}
	var keys []string
	for _, va := range e.Variants {
		keys = append(keys, strings.Join(va.Colors, "/"))
	}
	switch {
	case len(colors) == 0 && anyColor:
		return ref, nil
	case len(colors) == 0:
		return nil, fmt.Errorf("which %s? it comes in %s: write its color first, like %q", e.Name, strings.Join(keys, ", "), keys[0]+" "+e.Name)
	case len(match) != 1:
		return nil, fmt.Errorf("there is no %s %s: %s comes in %s", strings.Join(colors, "/"), e.Name, e.Name, strings.Join(keys, ", "))
	}
	ref.Colors = match[0].Colors
	return ref, nil
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !containsStr(b, x) {
			return false
		}
	}
	return true
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
