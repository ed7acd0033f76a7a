package engine

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strconv"
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
	runs  []string // the runs of card names as written, one a {card} slot
	entry int      // the table entry whose words it was read by: -1 for none
}

// reason reads a written reason against the game's reasons table: the
// words of one rule in any language, whole or an unambiguous beginning of
// them, with card names in its {card} slots; or the sentence the engine
// prints when it rejects a step by the rule, so that a "got" line pasted
// back names its rule. A beginning several rules share is an error listing
// them: a short reason never quietly names one of them.
func (p *parser) reason(s string) (*Reason, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, fmt.Errorf("name the reason after the colon")
	}
	table := p.v.dialect.Reasons
	if len(table) == 0 {
		return &Reason{Key: s, Text: s, Words: s, entry: -1}, nil
	}
	ns := normalize(s)
	templ, runs := p.cardRuns(ns)
	m, candidates, how := p.reasonWords(ns, templ), []string(nil), "begin with it"
	if m.w == nil {
		m, candidates = broadest(table, m.begins)
	}
	if m.w == nil && candidates == nil {
		// The runs of the sentence's slots, when it is one; the whole
		// reason's otherwise, for the rule words held in it.
		var sentence []string
		if m.i, sentence = p.engineSentence(ns); m.i >= 0 {
			runs = sentence
		}
	}
	if m.i < 0 && candidates == nil {
		m, candidates = broadest(table, p.reasonWithin(ns, templ))
		how = "are held in it"
	}
	if m.w != nil && m.w.parts == nil {
		runs = nil // words without slots name no card, whatever they say
	}
	switch {
	case m.i >= 0:
		r := &table[m.i]
		return &Reason{Key: r.Key, Text: s, Cards: entriesNamed(p.v, runs), Words: fillCards(normalize(r.Say["en"]), runs), runs: runs, entry: m.i}, nil
	case len(candidates) > 1 && reasonErrors[p.lang].ambiguous != "":
		return nil, fmt.Errorf(reasonErrors[p.lang].ambiguous, s, len(candidates), strings.Join(p.inLang(candidates), "」「"))
	case len(candidates) > 1:
		return nil, fmt.Errorf("reason %q is ambiguous: the words of %d rules %s: %s; write the words of the one you mean", s, len(candidates), how, strings.Join(candidates, "; "))
	}
	var known []string
	lang := p.v.Catalog.Game.Language
	names := catalogNames(p.v.Catalog)
	for _, r := range table {
		// An example in the game's language is offered its words first.
		if t := r.Say[lang]; t != "" && lang != "en" && p.lang == lang {
			known = append(known, withCards(normalize(t), names)...)
		}
		known = append(known, withCards(normalize(r.Say["en"]), names)...)
		if t := r.Say[lang]; t != "" && lang != "en" && p.lang != lang {
			known = append(known, withCards(normalize(t), names)...)
		}
	}
	say, ok := reasonErrors[p.lang]
	if !ok {
		say = reasonErrors["en"]
	}
	if sug := catalog.Suggest(s, known); sug != "" {
		return nil, fmt.Errorf(say.suggest, s, sug)
	}
	return nil, fmt.Errorf(say.unknown, s, p.v.Catalog.Game.Title, known[0])
}

// reasonErrors say, in the language of the example, that a written
// reason names no rule (suggest: with the nearest rule's words; unknown:
// with the game's title and a rule's words for example) or several
// (ambiguous: the reason, how many rules, their words).
var reasonErrors = map[string]struct{ suggest, unknown, ambiguous string }{
	"en": {suggest: "unknown reason %q; did you mean %q?", unknown: "unknown reason %q: the reasons of %s are listed in its reasons table, like %q"},
	"ja": {suggest: "理由「%s」はルールの言葉にない。「%s」のことか",
		unknown:   "理由「%s」は%sのルールの言葉にない。ルールの言葉で書く（例：「%s」）",
		ambiguous: "理由「%s」に当たるルールが%d個ある：「%s」。そのうちの一つの言葉で書く"},
	"zh-Hant": {suggest: "規則中沒有「%s」這個理由。是指「%s」嗎？",
		unknown:   "「%[1]s」不是%[2]s規則中的理由。請寫規則的字句，例如「%[3]s」",
		ambiguous: "理由「%s」符合%d條規則：「%s」。請寫其中一條規則的字句"},
}

// inLang are rules' English words, quoted (candidates of an ambiguous reason),
// in the example's language where the table words them in it.
func (p *parser) inLang(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		if u, err := strconv.Unquote(w); err == nil {
			w = u
		}
		out[i] = w
		for _, r := range p.v.dialect.Reasons {
			if normalize(r.Say["en"]) == w && r.Say[p.lang] != "" {
				out[i] = r.Say[p.lang]
				break
			}
		}
	}
	return out
}

// Reason reads a written reason, as the text after "cannot …:" or
// "rejected:", against the game's reasons table.
func (v *Vocabulary) Reason(text string) (*Reason, error) {
	return (&parser{v: v}).reason(text)
}

// cardRuns finds the runs of card names a written reason s holds ("Convoy,
// Wild Draw4 or Skip" is one run) and returns s with {card} in their
// places, to be compared with a rule's words.
func (p *parser) cardRuns(s string) (templ string, runs []string) {
	names := p.v.cardNames().in(s)
	p.rd.noteNames(s, names)
	if names.pattern == "" {
		return s, nil
	}
	re := slotPattern(names.pattern, cardSlot)
	templ = re.ReplaceAllStringFunc(s, func(run string) string {
		runs = append(runs, run)
		return cardSlot
	})
	return templ, runs
}

// wordsMatch is the rule words a written reason matched, or none (i -1),
// and the words it begins.
type wordsMatch struct {
	tableWords
	begins []tableWords
}

// reasonWords finds the words of a rule, in any language, that written
// reason s is (templ is s with {card} for its runs of card names), or else
// the words it begins.
func (p *parser) reasonWords(s, templ string) wordsMatch {
	table := p.v.dialect.Reasons
	lower, lowerT := toLower(s), toLower(templ)
	m := wordsMatch{tableWords: tableWords{i: -1}}
	for _, r := range p.v.ruleWords() {
		written := lower
		if r.w.parts != nil {
			written = lowerT
		}
		switch {
		case written == r.w.lower:
			if m.w == nil || isCaseOf(table[m.i].Key, table[r.i].Key) {
				m.tableWords = r
			}
		case strings.HasPrefix(r.w.lower, written):
			m.begins = append(m.begins, r)
		}
	}
	return m
}

// reasonWithin lists the words of rules, in any language, that written
// reason s holds among words of its own ("no red 3 in the discard pile
// under the play card" holds "in the discard pile under the play card"):
// the words a rule has no slot for, like a count or a player. Words inside
// the words of another rule held are part of them ("tableau card" in
// "release as many tableau cards as drawn").
func (p *parser) reasonWithin(s, templ string) []tableWords {
	lower, lowerT := toLower(s), toLower(templ)
	var held []tableWords
	for _, r := range p.v.ruleWords() {
		written := lower
		if r.w.parts != nil {
			written = lowerT
		}
		if strings.Contains(written, r.w.lower) {
			held = append(held, r)
		}
	}
	var outer []tableWords
	for _, h := range held {
		if !slices.ContainsFunc(held, func(o tableWords) bool { return o.w != h.w && strings.Contains(o.w.lower, h.w.lower) }) {
			outer = append(outer, h)
		}
	}
	return outer
}

// broadest is the one rule of the matches that all others are the rule or
// a case of: only one rule may match, never the longest of several
// quietly. With several, it is none (i -1) and the candidates are the
// English words of every rule matched.
func broadest(table []ReasonText, matches []tableWords) (best wordsMatch, candidates []string) {
	best.i = -1
	for _, m := range matches {
		if best.w == nil || isCaseOf(table[best.i].Key, table[m.i].Key) {
			best.tableWords = m
		}
	}
	for _, m := range matches {
		if !isCaseOf(table[m.i].Key, table[best.i].Key) {
			for _, o := range matches {
				candidates = append(candidates, normalize(table[o.i].Say["en"]))
			}
			slices.Sort(candidates)
			candidates = slices.Compact(candidates)
			for i, w := range candidates {
				candidates[i] = strconv.Quote(w)
			}
			return wordsMatch{tableWords: tableWords{i: -1}}, candidates
		}
	}
	return best, nil
}

// isCaseOf reports whether rule key is broad or a case of it
// ("timing/turn-holder" of "timing").
func isCaseOf(key, broad string) bool {
	return key == broad || strings.HasPrefix(key, broad+"/")
}

// engineSentence finds the rule whose sentence, as the engine prints a
// rejection by it, written reason s is, with its parameters in their
// slots; runs are the card names of the parameters.
func (p *parser) engineSentence(s string) (best int, runs []string) {
	p.v.reasonTables()
	for i, r := range p.v.sentences {
		if r.pat == nil {
			continue
		}
		if m := r.pat.find(s); m != nil {
			slots := catalog.TemplateFields(r.text)
			for k, v := range m[1:] {
				_, named := p.cardRuns(v)
				if named == nil && k < len(slots) && "{"+slots[k]+"}" == cardSlot {
					// A card the engine named as the example wrote it
					// (赤5: a number of a color), not by a catalog name.
					named = []string{v}
				}
				runs = append(runs, named...)
			}
			return i, runs
		}
	}
	return -1, nil
}

// reasonSentenceOf is a reason's sentence (reasonSentence) and its
// pattern, nil for none.
type reasonSentenceOf struct {
	text string
	pat  *sentence
}

var sentencePatterns sync.Map // a rule's sentence → *sentence, nil for none

// sentence is the pattern of a rejection's sentence, with the words it
// begins and ends with (head, tail): a written reason that does not begin
// and end with them is not the sentence, and only one that does compiles
// the regexp: a fresh process would otherwise compile one for every rule
// of the table ahead of the one a reason names, most of what reading the
// reasons costs.
type sentence struct {
	head, tail string
	expr       string
	once       sync.Once
	re         *regexp.Regexp
}

// sentencePattern is the pattern of a rejection's sentence: its {slots}
// any text, the rest as written, in any letter case; nil for a sentence of
// slots only, which would match anything.
func sentencePattern(text string) *sentence {
	if st, ok := sentencePatterns.Load(text); ok {
		return st.(*sentence)
	}
	var b strings.Builder
	b.WriteString("(?i)^")
	st := &sentence{}
	rest, literal, slots := normalize(text), 0, 0
	for {
		i := strings.IndexByte(rest, '{')
		j := strings.IndexByte(rest[max(i, 0):], '}') + max(i, 0)
		if i < 0 || j < i {
			b.WriteString(regexp.QuoteMeta(rest))
			literal += len(rest)
			st.tail = rest
			if slots == 0 {
				st.head = rest
			}
			break
		}
		b.WriteString(regexp.QuoteMeta(rest[:i]))
		b.WriteString("(.+?)")
		literal += i
		if slots == 0 {
			st.head = rest[:i]
		}
		slots++
		rest = rest[j+1:]
	}
	b.WriteString("$")
	if literal == 0 {
		st = nil
	} else {
		st.expr = b.String()
	}
	sentencePatterns.Store(text, st)
	return st
}

// find is the regexp's FindStringSubmatch of s: nil unless s begins with
// the head and ends with the tail, as the regexp's literals match them
// (rune by rune, in any letter case: simple case folding).
func (st *sentence) find(s string) []string {
	if !hasPrefixFold(s, st.head) || !hasSuffixFold(s, st.tail) {
		return nil
	}
	st.once.Do(func() { st.re = regexp.MustCompile(st.expr) })
	return st.re.FindStringSubmatch(s)
}

// hasPrefixFold reports whether s begins with as many runes as prefix
// holds that are prefix's in any letter case.
func hasPrefixFold(s, prefix string) bool {
	i := 0
	for _, t := range prefix {
		if i == len(s) {
			return false
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !foldEqual(r, t) {
			return false
		}
		i += size
	}
	return true
}

// hasSuffixFold reports whether s ends with as many runes as suffix holds
// that are suffix's in any letter case, compared from the last: most
// sentences a reason is tried against differ there.
func hasSuffixFold(s, suffix string) bool {
	i, j := len(s), len(suffix)
	for j > 0 {
		if i == 0 {
			return false
		}
		r, size := utf8.DecodeLastRuneInString(s[:i])
		t, tsize := utf8.DecodeLastRuneInString(suffix[:j])
		if !foldEqual(r, t) {
			return false
		}
		i, j = i-size, j-tsize
	}
	return true
}

// foldEqual reports whether r and t are one character in any letter case:
// equal under simple case folding, as strings.EqualFold and the regexp
// flag (?i) compare them.
func foldEqual(r, t rune) bool {
	if r == t {
		return true
	}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f == t {
			return true
		}
	}
	return false
}

// sayReason writes a written reason in language lang: the words of its
// rule in that language with the cards the reason names (a run of several
// joined by sep, the language's list separator: "A・B", not "A,B"), the
// words it was read by first (a rule worded several ways may say another
// case of it first); or the reason as written when the table has no
// words for lang.
func (p *parser) sayReason(text, lang, sep string) (string, error) {
	r, err := p.reason(text)
	if err != nil {
		return "", err
	}
	table := p.v.dialect.Reasons
	fits := func(rt ReasonText) bool {
		say := rt.Say[lang]
		return rt.Key == r.Key && say != "" && strings.Count(say, cardSlot) <= len(r.runs)
	}
	say := func(rt ReasonText) string {
		runs := make([]string, len(r.runs))
		for i, run := range r.runs {
			runs[i] = joinRun(run, sep)
		}
		return fillCards(rt.Say[lang], runs)
	}
	if r.entry >= 0 && fits(table[r.entry]) {
		return say(table[r.entry]), nil
	}
	for _, rt := range table {
		if fits(rt) {
			return say(rt), nil
		}
	}
	return text, nil
}

// asWritten is the part of line, as the example wrote it, that reads as
// folded (the text of a slot, read from the folded line): a told reason
// keeps the author's 「、」 and 「・」, which folding made commas. Full-width
// digits and Latin letters are folded still, as the rest of a told
// sentence writes them. ok is false when line holds no such part.
func asWritten(line, folded string) (string, bool) {
	raw, want := []rune(line), []rune(folded)
	for i := 0; i+len(want) <= len(raw); i++ {
		j := 0
		for j < len(want) && foldRune(raw[i+j]) == want[j] {
			j++
		}
		if j < len(want) {
			continue
		}
		out := make([]rune, len(want))
		for k, r := range raw[i : i+len(want)] {
			out[k] = r
			if f := foldRune(r); f >= '0' && f <= '9' || f >= 'A' && f <= 'Z' || f >= 'a' && f <= 'z' {
				out[k] = f
			}
		}
		return string(out), true
	}
	return "", false
}

// joinRun writes a run of card names ("A, B" or "A,B") with
// the list separator sep.
func joinRun(run, sep string) string {
	parts := SplitTop(run, ',')
	for i, s := range parts {
		parts[i] = strings.TrimSpace(s)
	}
	return strings.Join(parts, sep)
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
	v.reasonTables()
	return v.rules
}

// reasonTables makes, once, what written reasons are read against: the
// words of every rule of the reasons table in each language (rules) and
// each rule's sentence with its pattern (sentences).
func (v *Vocabulary) reasonTables() {
	v.ruleOnce.Do(func() {
		for i, r := range v.dialect.Reasons {
			for _, lang := range slices.Sorted(maps.Keys(r.Say)) {
				v.rules = append(v.rules, tableWords{i, ruleWordsOf(r.Say[lang])})
			}
			text := reasonSentence(v.dialect.Reasons, r.Key)
			v.sentences = append(v.sentences, reasonSentenceOf{text, sentencePattern(text)})
		}
	})
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
