package engine

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// FormKind says where a Form stands in an example: a setting, a step or an
// expectation.
type FormKind uint8

// The kinds of form.
const (
	SettingForm FormKind = iota + 1
	StepForm
	ExpectForm
	// ChoiceForm is a choice written in parentheses after a card, or
	// after "chooses": Form.Choice is its kind, Form.Value its value.
	ChoiceForm
)

// Form is one statement of the example language — a setting, a step or an
// expectation — with its wording in each language and the typed slots it
// holds. The core grammar (players, hands, turn, plays, draws, can /
// cannot, holds, has N cards, …) is made of forms, and so is each game's
// syntax; the parser tries them all, the formatter prints with the first
// wording of a language.
//
// A wording is literal text with slots in braces: "{P} plays {cards}",
// "{P}が{cards}を出す". Spaces match any run of spaces; around a slot,
// spaces are optional. "[…]" is an optional part, "<a|b>" literal
// alternatives. Slots are typed (Slot) by their name: the standard names
// are listed at Slot; a form's own slots are declared in Slots.
type Form struct {
	Kind FormKind
	// Key is what the form sets, does or checks: Setting.Key, Step.Verb,
	// Expectation.Key.
	Key string
	// Say holds the wordings per language code ("en", "ja", "zh-Hant").
	Say map[string]Phrases
	// Slots types the form's own slot names (those not standard).
	Slots map[string]Slot
	// Args is how the form's own slots read in Step.Args, Setting.Value
	// or Expectation.Value, in English words: "{spell} with {keys}". A
	// game's engine reads them there, whatever the example's language.
	Args string
	// Value is a fixed Setting.Value or Expectation.Value ("none").
	Value string
	// N is a fixed count (Expectation.N, Step.Count) when the wording has
	// no number.
	N int
	// Not marks a negated expectation ("does not hold").
	Not bool
	// Choice is the kind of a ChoiceForm.
	Choice ChoiceKind
	// Scaffold marks a setting the checker needs and a reader does not
	// (the seed of the shuffle, the card set): a told example leaves it
	// out.
	Scaffold bool
	// Deals marks a step that deals a new round of a match ("next
	// round"): the settings written after it, before its expectations and
	// the next step, are that round's (Step.Setup), so that one example
	// plays a match across rounds.
	Deals bool
}

// Phrases are a form's wordings in one language: the step itself, and the
// checks "can" and "cannot … : reason" (steps only). The first wording of
// each list is the one printed.
type Phrases struct {
	Do, Can, Cannot []string
	// Tell is how a rulebook tells the statement in running text
	// (Vocabulary.Tell); the compact wordings above are what the checker
	// reads.
	Tell Tell
}

// Slot is the type of a slot: how its text is read and printed.
type Slot struct {
	// Read parses the slot's text into the statement.
	Read func(p *parser, text string, into *item) error
	// Words translates the fixed words of an enumerated slot: each
	// English word (the value the engine reads) with its forms in other
	// languages, for instance {"exhausted": {"待機", "待機状態"}}.
	Words map[string][]string
	// States are the state words of a Zone slot, as Words.
	States  map[string][]string
	zone    bool // a Zone slot
	number  bool // an Integer slot
	piles   bool // a Piles slot
	card    bool // a OneCard slot
	counted bool // a Counted slot
	// Text are the words a Text slot translates, as Words.
	Text map[string][]string
}

// item is what a form's slots read, before it becomes a Setting, Step or
// Expectation.
type item struct {
	player   string
	cards    []*CardRef
	more     int
	exact    bool // the list ends in "N more"
	value    string
	n        int
	hasN     bool
	num      int
	choices  []*Choice
	reason   *Reason
	players  []string
	numbers  []int
	args     map[string]string     // a form's own slots, in English words
	argCards map[string][]*CardRef // the cards they name
}

// phrase is one compiled wording.
type phrase struct {
	form  *Form
	lang  string
	mood  mood
	text  string
	pat   pattern
	slots []string // slot names, in the order of the pattern's slots
	fixed int      // runes of literal text: a longer one is more specific
	// lits are the literal words the line must contain (lowercase) for the
	// wording to fit: the phrasebook looks for them all in one pass over a
	// line, before the pattern, which most lines fail.
	lits []string
}

type mood uint8

const (
	moodDo mood = iota
	moodCan
	moodCannot
)

// phraseCache holds the compiled wordings of the forms a process met, up
// to maxPhraseForms forms, then starts anew: a data game's forms are made
// anew at each load, and watch and serve reload a game at every save.
var (
	phraseCache   = map[*Form][]*phrase{}
	phraseCacheMu sync.Mutex
)

// maxPhraseForms bounds phraseCache: a check of Windia War compiles the
// wordings of 115 forms, the core grammar's and the game's.
const maxPhraseForms = 4096

// phrases compiles a form's wordings once.
func (f *Form) phrases() []*phrase {
	phraseCacheMu.Lock()
	defer phraseCacheMu.Unlock()
	if ps, ok := phraseCache[f]; ok {
		return ps
	}
	if len(phraseCache) >= maxPhraseForms {
		clear(phraseCache)
	}
	var out []*phrase
	langs := make([]string, 0, len(f.Say))
	for lang := range f.Say {
		langs = append(langs, lang)
	}
	sort.Strings(langs)
	for _, lang := range langs {
		say := f.Say[lang]
		for m, list := range [][]string{say.Do, say.Can, say.Cannot} {
			for _, text := range list {
				out = append(out, compilePhrase(f, lang, mood(m), text))
			}
		}
	}
	phraseCache[f] = out
	return out
}

// compilePhrase compiles a wording into its pattern.
func compilePhrase(f *Form, lang string, m mood, text string) *phrase {
	ph := &phrase{form: f, lang: lang, mood: m, text: text}
	b := &patternBuilder{}
	b.spaces(0)
	src := normalize(text)
	var open []int // the splits of the optional parts open
	for i := 0; i < len(src); {
		switch c := src[i]; {
		case c == '{':
			j := strings.IndexByte(src[i:], '}')
			ph.slots = append(ph.slots, src[i+1:i+j])
			b.slot()
			i += j + 1
		case c == '[':
			open = append(open, b.emit(op{kind: opSplit}))
			i++
		case c == ']':
			b.p.ops[open[len(open)-1]].x = b.here()
			open = open[:len(open)-1]
			i++
		case c == '<':
			j := strings.IndexByte(src[i:], '>')
			alts := strings.Split(src[i+1:i+j], "|")
			for _, a := range alts {
				ph.fixed += altWeight(a)
			}
			b.alternatives(alts)
			i += j + 1
		default:
			j := strings.IndexAny(src[i:], "{[]<")
			if j < 0 {
				j = len(src) - i
			}
			lit := src[i : i+j]
			ph.fixed += utf8.RuneCountInString(strings.TrimSpace(lit))
			if len(open) == 0 {
				for _, w := range strings.Fields(strings.ToLower(lit)) {
					ph.lits = append(ph.lits, w)
				}
			}
			b.literal(lit)
			i += j
		}
	}
	ph.pat = b.end()
	return ph
}

// altWeight is what an alternative adds to a wording's specificity: its
// characters, a run of spaces weighing three and a punctuation mark two.
func altWeight(a string) int {
	words := strings.Fields(a)
	if len(words) == 0 {
		return 0
	}
	n := 3 * (len(words) - 1)
	for _, w := range words {
		n += utf8.RuneCountInString(w)
		for _, r := range w {
			if strings.ContainsRune(`\.+*?()|[]{}^$`, r) {
				n++
			}
		}
	}
	if strings.HasPrefix(a, " ") {
		n += 3
	}
	if strings.HasSuffix(a, " ") {
		n += 3
	}
	return n
}

// match is a wording that fitted a line, with what its slots read, or why
// they could not be read.
type match struct {
	ph   *phrase
	said *said
	it   *item
	err  error
	col  int // column of the slot that failed
	// weak is set when the acting player could not be read: the line is
	// more likely another statement than a typo in this one.
	weak bool
}

// try matches one wording against s (normalized; base is the column of
// its first character) and reads its slots.
func (p *parser) try(ph *phrase, s string, base int) *match {
	return p.tryLower(ph, s, toLower(s), base)
}

// tryLower is try with s in lowercase too, for the literal check.
func (p *parser) tryLower(ph *phrase, s, lower string, base int) *match {
	for _, w := range ph.lits {
		if !strings.Contains(lower, w) {
			return nil
		}
	}
	return p.fit(ph, s, base)
}

// fit matches one wording whose literal words s holds and reads its slots.
func (p *parser) fit(ph *phrase, s string, base int) *match {
	found := p.mt.match(&ph.pat, s)
	if found == nil {
		return nil
	}
	// A slot's reading may match other wordings (a card's choices): the
	// offsets are copied out of the matcher first.
	var buf [8]int
	caps := append(buf[:0], found...)
	f := &fitted{sd: said{ph: ph, names: ph.slots}}
	f.sd.texts = f.texts[:0]
	if len(ph.slots) > len(f.texts) {
		f.sd.texts = make([]string, 0, len(ph.slots))
	}
	f.sd.texts = f.sd.texts[:len(ph.slots)]
	m := &f.m
	m.ph, m.it, m.said = ph, &f.it, &f.sd
	for i, name := range ph.slots {
		a, b := caps[2*i], caps[2*i+1]
		if a < 0 {
			continue // an optional part not written
		}
		text := s[a:b]
		sl, ok := p.slot(ph.form, name)
		if !ok {
			m.err, m.col = fmt.Errorf("internal error: the form %q has no slot %q", ph.form.Key, name), base
			return m
		}
		text = strings.TrimSpace(text)
		m.said.texts[i], m.said.wrote = text, m.said.wrote|1<<i
		into := m.it
		_, own := ph.form.Slots[name]
		if own {
			into = &item{}
		}
		if err := sl.Read(p, text, into); err != nil {
			m.err, m.col, m.weak = err, base+utf8.RuneCountInString(s[:a]), name == "P"
			if in, ok := err.(*inSlot); ok && text != "" {
				// At the item of the slot the problem is about.
				m.err, m.col = in.err, m.col+utf8.RuneCountInString(s[a:a+strings.Index(s[a:b], text)])+in.col
			}
			return m
		}
		if own {
			if m.it.args == nil {
				m.it.args, m.it.argCards = map[string]string{}, map[string][]*CardRef{}
			}
			m.it.args[name] = into.english(text)
			m.it.argCards[name] = into.cards
		}
	}
	return m
}

// fitted is what one fit allocates, together.
type fitted struct {
	m     match
	it    item
	sd    said
	texts [4]string // sd's, for wordings of up to 4 slots
}

// slot returns the type of a slot name: the form's own, else a standard one.
func (p *parser) slot(f *Form, name string) (Slot, bool) {
	if sl, ok := f.Slots[name]; ok {
		return sl, true
	}
	sl, ok := standardSlots[name]
	return sl, ok
}

// best reads s with the first wording of kind that fits it entirely;
// when none does, it returns the error of the most specific wording whose
// words fitted but whose slots could not be read (a typo in a card or a
// player), or nil, nil when no wording fits at all.
func (p *parser) best(kind FormKind, s string, base int) (*match, error) {
	var failed *match
	found := p.wordsIn(toLower(s))
	for i := range p.v.book.tries[kind] {
		c := &p.v.book.tries[kind][i]
		if !c.fits(found) {
			continue
		}
		m := p.fit(c.ph, s, base)
		switch {
		case m == nil:
		case m.err == nil:
			return m, nil
		case failed == nil || failed.weak && !m.weak || failed.weak == m.weak && c.ph.fixed > failed.ph.fixed:
			failed = m
		}
	}
	if failed != nil {
		return nil, &colError{col: failed.col, err: failed.err, weak: failed.weak, fixed: failed.ph.fixed}
	}
	return nil, nil
}

// wordsIn are the phrasebook's literal words that lower contains. The
// last line's are kept (a statement is tried as a setting, then as a
// step); a slot's reading may ask for another's, so a set once returned is
// never written again.
func (p *parser) wordsIn(lower string) []uint64 {
	if p.found != nil && lower == p.lineLower {
		return p.found
	}
	words := p.v.book.words
	n := (words.words + 63) / 64
	if len(p.slab)+n > cap(p.slab) {
		p.slab = make([]uint64, 0, n*max(p.slabSets, 8))
	}
	found := p.slab[len(p.slab) : len(p.slab)+n : len(p.slab)+n]
	p.slab = p.slab[:len(p.slab)+n]
	words.find(lower, found)
	p.found, p.lineLower = found, lower
	return found
}

// inSlot is a problem at col characters (from 0) into the text a slot
// reads: the misspelt name of a card in a hand, not the hand's start.
type inSlot struct {
	col int
	err error
}

func (e *inSlot) Error() string { return e.err.Error() }
func (e *inSlot) Unwrap() error { return e.err }

// within moves err col characters further into a slot's text.
func within(col int, err error) error {
	if in, ok := err.(*inSlot); ok {
		return &inSlot{col: col + in.col, err: in.err}
	}
	return &inSlot{col: col, err: err}
}

// colError is a problem at a column of the line being read.
type colError struct {
	col   int
	err   error
	weak  bool // see match.weak
	fixed int  // the literal characters of the wording that fitted
}

func (e *colError) Error() string { return e.err.Error() }
func (e *colError) Unwrap() error { return e.err }

// english is what a form's own slot read, in the English words a game's
// engine reads: the value of an enumerated slot, a player's name, or the
// text as written (card names are the game's in every language).
func (it *item) english(text string) string {
	switch {
	case it.value != "":
		return it.value
	case it.player != "":
		return it.player
	case it.hasN:
		return strconv.Itoa(it.n)
	}
	return text
}

// renderArgs fills a form's Args template with its slots' English values;
// an optional part whose slots were not written is left out.
func renderArgs(tpl string, args map[string]string) string {
	var b strings.Builder
	var part strings.Builder
	inPart, partOK := false, true
	out := &b
	for i := 0; i < len(tpl); i++ {
		switch c := tpl[i]; c {
		case '[':
			inPart, partOK, out = true, true, &part
			part.Reset()
		case ']':
			if partOK {
				b.WriteString(part.String())
			}
			inPart, out = false, &b
		case '{':
			j := strings.IndexByte(tpl[i:], '}')
			v, ok := args[tpl[i+1:i+j]]
			if !ok && inPart {
				partOK = false
			}
			out.WriteString(v)
			i += j
		default:
			out.WriteByte(c)
		}
	}
	return strings.TrimSpace(b.String())
}

// ownCards are the cards a form's own slots name, in the order they are
// written: the chips of "アリスがさすらいの騎士で見習い剣士にアタックする"
// follow the sentence.
func (m *match) ownCards() []*CardRef {
	var out []*CardRef
	for _, name := range m.ph.slots {
		out = append(out, m.it.argCards[name]...)
	}
	return out
}

// Say is a single wording in English and in another language: what most
// settings and expectations need.
func Say(lang, en, other string) map[string]Phrases {
	return map[string]Phrases{"en": {Do: []string{en}}, lang: {Do: []string{other}}}
}

// Wordings are a step's wordings in one language: the step, the check that
// it is allowed, the check that it is not (": {reason}" is added).
type Wordings [3]string

// NewStep makes a step form worded in English and in lang; more are
// further English wordings of the step ("{P} lay {cards}").
func NewStep(key, lang string, en, other Wordings, more ...string) *Form {
	return &Form{Kind: StepForm, Key: key, Say: map[string]Phrases{
		"en": {Do: append([]string{en[0]}, more...), Can: []string{en[1]}, Cannot: []string{en[2] + ": {reason}"}},
		lang: {Do: []string{other[0]}, Can: []string{other[1]}, Cannot: []string{other[2] + ":{reason}"}},
	}}
}
