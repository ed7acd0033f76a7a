package engine

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"cardpress/catalog"
)

// ReasonText is one rule a game's engine rejects steps by. Key is stable
// and named by the rule ("follow-not-allowed"), never by a card; Say holds
// the words an example names the rule by in each language, and Text the
// engine's sentence, with {slots} for a Rejection's parameters. Where the
// words name a card, they write {card}: "{card} cannot be played alone"
// is what an example writes as "Convoy cannot be played alone", for
// whatever the catalog calls the card. Several entries may share a key:
// other words for the same rule.
type ReasonText struct {
	Key  string
	Say  map[string]string
	Text string
}

// cardSlot stands for a card name (or a list of them) in a reason's words.
const cardSlot = "{card}"

// Reason is the rule a "cannot" step or a "rejected" expectation names.
type Reason struct {
	Key   string   // the game's reason key, the text itself for a game without a table
	Text  string   // as written
	Cards []string // the entry ids of the cards the written reason names
	Words string   // the table's English words: what a refused setup's message contains
}

// reason reads a written reason against the game's reasons table.
func (p *parser) reason(s string) (*Reason, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, fmt.Errorf("name the reason after the colon")
	}
	table := p.v.dialect.Reasons
	if len(table) == 0 {
		return &Reason{Key: s, Text: s, Words: s}, nil
	}
	// The longest rule the written reason contains: "no red 3 in the
	// discard pile under the play card" names the rule "in the discard
	// pile under the play card".
	var best *ReasonText
	var named []string
	size, lower := 0, toLower(s)
	for _, r := range p.v.ruleWords() {
		if r.w.size > size {
			if runs, ok := reasonFits(p, r.w, s, lower); ok {
				best, size, named = &table[r.i], r.w.size, runs
			}
		}
	}
	if best != nil {
		return &Reason{Key: best.Key, Text: s, Cards: entriesNamed(p.v, named), Words: fillCards(normalize(best.Say["en"]), named)}, nil
	}
	var known []string
	lang := p.v.Catalog.Game.Language
	names := catalogNames(p.v.Catalog)
	for _, r := range table {
		known = append(known, withCards(normalize(r.Say["en"]), names)...)
		if t := r.Say[lang]; t != "" && lang != "en" {
			known = append(known, withCards(normalize(t), names)...)
		}
	}
	msg := fmt.Sprintf("unknown reason %q", s)
	if sug := catalog.Suggest(s, known); sug != "" {
		return nil, fmt.Errorf("%s; did you mean %q?", msg, sug)
	}
	return nil, fmt.Errorf("%s: the reasons of %s are listed in its reasons table, like %q", msg, p.v.Catalog.Game.Title, known[0])
}

// sayReason writes a written reason in language lang: the words of its
// rule in that language with the cards the reason names, or the reason as
// written when the table has no words for lang.
func (p *parser) sayReason(text, lang string) (string, error) {
	r, err := p.reason(text)
	if err != nil {
		return "", err
	}
	s := normalize(text)
	var named []string
	for _, rt := range p.v.dialect.Reasons {
		if rt.Key != r.Key {
			continue
		}
		for _, t := range rt.Say {
			if runs, ok := reasonFits(p, ruleWordsOf(t), s, toLower(s)); ok && len(runs) > len(named) {
				named = runs
			}
		}
	}
	for _, rt := range p.v.dialect.Reasons {
		say := rt.Say[lang]
		if rt.Key == r.Key && say != "" && strings.Count(say, cardSlot) <= len(named) {
			return fillCards(say, named), nil
		}
	}
	return text, nil
}

// withCards is a rule's words as an example may write them: with each
// card of the catalog in its {card} slots, so that a misspelt card or word
// finds the nearest ("Convy cannot be played alone": "Convoy …").
func withCards(t string, names []string) []string {
	if !strings.Contains(t, cardSlot) || len(names) == 0 {
		return []string{t}
	}
	out := make([]string, 0, len(names))
	for _, n := range names {
		out = append(out, strings.ReplaceAll(t, cardSlot, n))
	}
	return out
}

// fillCards writes the runs of card names into the {card} slots of words.
func fillCards(words string, runs []string) string {
	for _, r := range runs {
		words = strings.Replace(words, cardSlot, r, 1)
	}
	return words
}

// reasonFits reports whether written reason s (lower, lowercased)
// contains the words w of a rule; where w has {card} slots, s must name
// cards of the catalog there, and runs are the names as written ("Convoy,
// Wild Draw4 or Skip" is one run).
func reasonFits(p *parser, w *ruleWords, s, lower string) (runs []string, ok bool) {
	if w.parts == nil {
		return nil, strings.Contains(lower, w.lower)
	}
	for _, part := range w.parts {
		if !containsWord(s, part) {
			return nil, false // the rule's words are not all there
		}
	}
	names := p.v.cardNames().in(s)
	p.rd.noteNames(s, names)
	if names.pattern == "" {
		return nil, false // no card named
	}
	m := slotPattern(names.pattern, w.text).FindStringSubmatch(s)
	if m == nil {
		return nil, false
	}
	return m[1:], true
}

// ruleWords are the words of a reasons table in the forms a written
// reason is compared with, made once per text.
type ruleWords struct {
	text  string        // normalized
	lower string        // text lowercased
	parts [][]foldRunes // the words around its {card} slots; nil without slots
	size  int           // its length without the slots: a longer rule is more specific
}

var ruleWordsCache sync.Map // a table's text → *ruleWords

// tableWords is the words of one text of the reasons table: of entry i.
type tableWords struct {
	i int
	w *ruleWords
}

// ruleWords are the words of every text of the dialect's reasons table, in
// table order, each entry's languages in order, made once.
func (v *Vocabulary) ruleWords() []tableWords {
	v.ruleOnce.Do(func() {
		for i, r := range v.dialect.Reasons {
			for _, lang := range slices.Sorted(maps.Keys(r.Say)) {
				v.rules = append(v.rules, tableWords{i, ruleWordsOf(r.Say[lang])})
			}
		}
	})
	return v.rules
}

func ruleWordsOf(text string) *ruleWords {
	if w, ok := ruleWordsCache.Load(text); ok {
		return w.(*ruleWords)
	}
	t := normalize(text)
	w := &ruleWords{text: t, lower: toLower(t), size: len(t) - len(cardSlot)*strings.Count(t, cardSlot)}
	if strings.Contains(t, cardSlot) {
		for _, part := range strings.Split(t, cardSlot) {
			w.parts = append(w.parts, foldWord(part))
		}
	}
	ruleWordsCache.Store(text, w)
	return w
}

var (
	slotPatterns   = map[slotKey]*regexp.Regexp{}
	slotPatternsMu sync.Mutex
)

// slotKey is a rule's words with the pattern of the card names they are
// read with: a catalog reloaded with the same names finds its patterns
// compiled.
type slotKey struct {
	names, t string
}

// slotPattern compiles the words t of a rule with {card} slots into a
// regexp whose groups are the runs of card names, once per names; t ""
// is one card name.
func slotPattern(names, t string) *regexp.Regexp {
	slotPatternsMu.Lock()
	defer slotPatternsMu.Unlock()
	k := slotKey{names, t}
	if re, ok := slotPatterns[k]; ok {
		return re
	}
	if len(slotPatterns) > 5000 {
		clear(slotPatterns) // names edited many times over in one process
	}
	if t == "" {
		slotPatterns[k] = regexp.MustCompile(names)
		return slotPatterns[k]
	}
	run := "(" + names + `(?:\s*(?:,|and|or|と|或)\s*` + names + ")*)"
	var b strings.Builder
	b.WriteString("(?i)")
	for i, part := range strings.Split(t, cardSlot) {
		if i > 0 {
			b.WriteString(run)
		}
		b.WriteString(regexp.QuoteMeta(part))
	}
	re := regexp.MustCompile(b.String())
	slotPatterns[k] = re
	return re
}

// namesIn are the card names a text may name, of a reasonNames: the
// pattern of one of them, as printed (case matters: "cannot skip" names
// no card Skip) and whole, longest first, and their entries' ids.
type namesIn struct {
	pattern, ids string
}

// in are the names s contains: the others cannot match in s, and a
// pattern of fewer names compiles quicker, and again only when one of
// them changed (names of digits only are numbers, not cards: "2-player
// game", "１枚").
func (n *reasonNames) in(s string) namesIn {
	var alts, ids []string
	for i, name := range n.names {
		if strings.Contains(s, name) {
			alts, ids = append(alts, n.alts[i]), append(ids, n.byName[name])
		}
	}
	if len(alts) == 0 {
		return namesIn{}
	}
	return namesIn{pattern: "(?:" + strings.Join(alts, "|") + ")", ids: strings.Join(ids, "\x00")}
}

// catalogNames are the catalog's card names with a letter, longest first.
func catalogNames(c *catalog.Catalog) []string {
	var names []string
	for _, e := range c.Cards {
		if n := normalize(e.Name); strings.IndexFunc(n, unicode.IsLetter) >= 0 {
			names = append(names, n)
		}
	}
	sort.SliceStable(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	return names
}

// wholeWord is a regexp for name that does not continue an ASCII word.
func wholeWord(name string) string {
	q := regexp.QuoteMeta(name)
	if r, _ := utf8.DecodeRuneInString(name); asciiWord(r) {
		q = `\b` + q
	}
	if r, _ := utf8.DecodeLastRuneInString(name); asciiWord(r) {
		q += `\b`
	}
	return q
}

func asciiWord(r rune) bool { return r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) }

// entriesNamed lists the ids of the entries runs of names name.
func entriesNamed(v *Vocabulary, runs []string) []string {
	if len(runs) == 0 {
		return nil
	}
	names := v.cardNames()
	var out []string
	for _, run := range runs {
		in := names.in(run)
		if in.pattern == "" {
			continue
		}
		for _, n := range slotPattern(in.pattern, "").FindAllString(run, -1) {
			out = append(out, names.byName[n])
		}
	}
	return out
}

// reasonSentence is the Text of key in table: its own, or the words of
// the key, or of the broader rule it is a case of.
func reasonSentence(table []ReasonText, key string) string {
	for k := key; k != ""; {
		for _, r := range table {
			if r.Key == k && r.Text != "" {
				return r.Text
			}
		}
		i := strings.LastIndexByte(k, '/')
		if i < 0 {
			break
		}
		k = k[:i]
	}
	for _, r := range table {
		if r.Key == key && r.Say["en"] != "" {
			return r.Say["en"]
		}
	}
	return key
}

// fillReason writes the parameters into the {slots} of a sentence.
func fillReason(text string, params []Param) string {
	if !strings.Contains(text, "{") {
		return text
	}
	for _, p := range params {
		text = strings.ReplaceAll(text, "{"+p.Name+"}", fmt.Sprint(p.Value))
	}
	return text
}
