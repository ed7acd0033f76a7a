package engine

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/diag"
)

// ParseExample parses the body of one example block of file; line is the
// line of the opening fence (the body starts on the next line) and title
// the rest of its info string. Card and color names are resolved against
// the catalog c, with the words of the game's rules r (nil: the common
// words only). A malformed block returns a *diag.Diagnostic naming the
// line and column and what would be right; ParseExample never panics.
func ParseExample(c *catalog.Catalog, r *Rules, file string, line int, title, body string) (*Example, error) {
	return NewVocabulary(c, r).Parse(file, line, title, body)
}

// Parse is ParseExample with a vocabulary built once for many examples.
func (v *Vocabulary) Parse(file string, line int, title, body string) (*Example, error) {
	return v.parse(nil, file, line, title, body)
}

// ParseReading is Parse, saying what the parse read of the catalog.
func (v *Vocabulary) ParseReading(file string, line int, title, body string) (*Example, *Reading, error) {
	rd := &Reading{}
	rd.base, rd.full = v.keys()
	ex, err := v.parse(rd, file, line, title, body)
	if err != nil {
		rd.readAll() // the message may name any card
	}
	return ex, rd, err
}

func (v *Vocabulary) parse(rd *Reading, file string, line int, title, body string) (ex *Example, err error) {
	defer func() {
		// The parser must never take the run down; a slip in it costs
		// this example only, with its position.
		if r := recover(); r != nil {
			ex, err = nil, exampleError(file, line, 0, fmt.Sprintf("internal error reading this example (%v); please report it", r))
		}
	}()
	p := &parser{v: v, rd: rd, ex: &Example{Pos: diag.Pos{File: file, Line: line}, Title: strings.TrimSpace(title), vocab: v}}
	if p.ex.Title == "" {
		return nil, exampleError(file, line, 0, "the example has no title: write it after the word example, like ```example Skip: the next player loses the turn")
	}
	lines := strings.Split(body, "\n")
	p.slabSets = len(lines) + len(lines)/4 + 2 // a line asks for 1.25 sets (the games' manuals)
	for i, raw := range lines {
		p.line = line + 1 + i
		if err := p.parseLine(raw); err != nil {
			col := 0
			if ce, ok := err.(*colError); ok {
				col = ce.col
			}
			return nil, exampleError(file, p.line, col, err.Error())
		}
	}
	if len(p.ex.Players) == 0 {
		return nil, exampleError(file, line, 0, "the example names no players: start it with a line like \"players: Alice, Bob, Carol\"")
	}
	if len(p.ex.Steps) == 0 && len(p.ex.Initial) == 0 {
		return nil, exampleError(file, line, 0, "the example has no steps and no expectations: add a step like \"Alice plays red 5\" and what must follow, like \"→ turn: Bob\"")
	}
	return p.ex, nil
}

// exampleError is how every problem of an example block is made.
func exampleError(file string, line, col int, msg string) error {
	return &diag.Diagnostic{Pos: diag.Pos{File: file, Line: line, Col: col}, Msg: msg}
}

type parser struct {
	v    *Vocabulary
	rd   *Reading // what the parse reads of the catalog, or nil
	ex   *Example
	line int
	// written is the line being read as written, before folding: what a
	// told reason is printed from.
	written string
	// lang is the language the example is written in, as its players
	// line shows: hints are given in it.
	lang string
	mt   matcher
	// found are the literal words of the phrasebook that lineLower holds.
	found     []uint64
	lineLower string
	slab      []uint64 // where found sets are taken from, never reused
	// slabSets is how many found sets a slab is made for: about what the
	// example's lines ask for, where 64 each made seven times too many
	// (a fifth of the bytes reading a rulebook's examples made).
	slabSets int
}

// at is the position of column c of the line being read.
func (p *parser) at(c int) diag.Pos { return diag.Pos{File: p.ex.File, Line: p.line, Col: c} }

// fold maps full-width ASCII and Japanese punctuation to plain ASCII, one
// character for one, so that "赤５（スキップ）、青３" reads like "赤5
// (スキップ), 青3" and columns stay those of the line as written. Bytes
// that are not UTF-8 become U+FFFD. Text with nothing to fold is returned
// as it is.
func fold(s string) string {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c == '\t' {
				return foldFrom(s, i)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if foldRune(r) != r || r == utf8.RuneError && size == 1 {
			return foldFrom(s, i)
		}
		i += size
	}
	return s
}

// foldFrom is fold of s, which has nothing to fold before byte i.
func foldFrom(s string, i int) string {
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for _, r := range s[i:] {
		b.WriteRune(foldRune(r))
	}
	return b.String()
}

func foldRune(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFEE0
	case r == '\u3000' || r == '\t':
		return ' '
	case r == '、' || r == '・':
		return ','
	case r == '⇒':
		return '→'
	case r == '−': // the minus sign of Japanese text: －２０, −２０
		return '-'
	}
	return r
}

// toLower is strings.ToLower, quicker on Japanese and Chinese text, whose
// characters have no case, and returning text without capitals as it is.
func toLower(s string) string {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				return lowerFrom(s, i)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !caseless(r) && (unicode.ToLower(r) != r || r == utf8.RuneError && size == 1) {
			return lowerFrom(s, i)
		}
		i += size
	}
	return s
}

// lowerFrom is toLower of s, which has nothing to lower before byte i.
func lowerFrom(s string, i int) string {
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b = append(b, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			return strings.ToLower(s) // not UTF-8: as strings.ToLower writes it
		}
		if !caseless(r) {
			r = unicode.ToLower(r)
		}
		b = utf8.AppendRune(b, r)
		i += size
	}
	return string(b)
}

// caseless reports whether r is in the blocks of kana and CJK ideographs,
// none of which has a case.
func caseless(r rune) bool { return r >= 0x3000 && r < 0xA000 }

// normalize is fold without surrounding spaces.
func normalize(s string) string { return strings.TrimSpace(fold(s)) }

// col is the column (characters, from 1) of byte offset i of s.
func col(s string, i int) int { return utf8.RuneCountInString(s[:i]) + 1 }

// arrow finds the first expectation arrow of s outside parentheses.
func arrow(s string) (at, size int) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '(':
			depth++
		case c == ')':
			depth--
		case depth > 0:
		case (c == '-' || c == '=') && i+1 < len(s) && s[i+1] == '>':
			return i, 2
		case c == "→"[0] && strings.HasPrefix(s[i:], "→"):
			return i, len("→")
		}
	}
	return -1, 0
}

func (p *parser) parseLine(raw string) error {
	p.written = raw
	s := strings.TrimRight(fold(raw), " \r")
	t := strings.TrimLeft(s, " ")
	if t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "//") || strings.HasPrefix(t, "※") {
		return nil
	}
	if strings.HasPrefix(t, ">") {
		return p.toldOutcome(raw)
	}
	at, size := arrow(s)
	main := s
	if at >= 0 {
		main = s[:at]
	}
	if strings.TrimSpace(main) != "" {
		lead := len(main) - len(strings.TrimLeft(main, " "))
		if err := p.statement(strings.TrimSpace(main), col(s, lead)); err != nil {
			return err
		}
	}
	if at < 0 {
		return nil
	}
	if len(p.ex.Players) == 0 {
		return fmt.Errorf("declare the players first, like \"players: Alice, Bob, Carol\"")
	}
	// After the first arrow, expectations are separated by ";" or by
	// further arrows.
	rest, off := s[at+size:], at+size
	for rest != "" {
		end, next := len(rest), len(rest)
		if i := strings.IndexByte(rest, ';'); i >= 0 {
			end, next = i, i+1
		}
		if i, n := arrow(rest); i >= 0 && i < end {
			end, next = i, i+n
		}
		part := rest[:end]
		if t := strings.TrimSpace(part); t != "" {
			lead := len(part) - len(strings.TrimLeft(part, " "))
			e, err := p.expectation(t, col(s, off+lead))
			if err != nil {
				return err
			}
			if n := len(p.ex.Steps); n > 0 {
				p.ex.Steps[n-1].Expect = append(p.ex.Steps[n-1].Expect, e)
			} else {
				p.ex.Initial = append(p.ex.Initial, e)
			}
		}
		rest, off = rest[next:], off+next
	}
	return nil
}

// toldOutcome reads a line starting with ">": how the rulebook tells
// the outcome of the step above it, in the words written (unfolded), in
// place of the sentences its expectations would be told in.
func (p *parser) toldOutcome(raw string) error {
	n := len(p.ex.Steps)
	if n == 0 {
		return fmt.Errorf("a line starting with \">\" tells the outcome of the step above it, and no step comes before it: write it after a step, or make it a note with \"※\"")
	}
	text := strings.TrimSpace(raw)
	for _, mark := range []string{">", "＞"} {
		text = strings.TrimPrefix(text, mark)
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return fmt.Errorf("the told outcome after \">\" is empty: write how the rulebook tells what the step did")
	}
	st := p.ex.Steps[n-1]
	if st.Told != "" && p.v.Catalog.Game.Language == "en" {
		st.Told += " "
	}
	st.Told += text
	return nil
}

// forms are the forms of a kind the parser tries: the game's first.
func (p *parser) forms(kind FormKind) []*Form { return p.v.book.forms[kind] }

// statement reads a setting or a step starting at column c.
func (p *parser) statement(s string, c int) error {
	raw := s
	var settingErr error
	if len(p.ex.Steps) == 0 || len(p.ex.Players) > 0 {
		m, err := p.best(SettingForm, s, c)
		switch {
		case m != nil && len(p.ex.Steps) > 0 && p.dealing() != nil:
			return p.roundSetting(p.dealing(), m, raw, c)
		case m != nil && len(p.ex.Steps) > 0:
			key, _, _ := cutTop(s, ':')
			return &colError{col: c, err: fmt.Errorf("settings come before the first step: move %q up, or write an expectation with an arrow: → %s", strings.TrimSpace(key), s)}
		case m != nil:
			set := p.setting(m, raw, c)
			if set.Key != "players" && len(p.ex.Players) == 0 {
				return fmt.Errorf("declare the players first, like \"players: Alice, Bob, Carol\"")
			}
			p.ex.Setup = append(p.ex.Setup, set)
			return nil
		}
		settingErr = err
	}
	if len(p.ex.Players) == 0 {
		if settingErr != nil {
			return settingErr
		}
		return fmt.Errorf("declare the players first, like \"players: Alice, Bob, Carol\"")
	}
	m, err := p.best(StepForm, s, c)
	if m != nil {
		p.ex.Steps = append(p.ex.Steps, p.step(m, raw, c))
		return nil
	}
	if _, rest := p.leadingPlayer(s); rest != s && !strings.Contains(rest, ":") {
		if verb, _, _ := strings.Cut(rest, " "); strings.EqualFold(verb, "cannot") {
			return &colError{col: c, err: fmt.Errorf("a cannot step gives the reason after a colon, like %q", p.hint(p.form(StepForm, "plays"), moodCannot))}
		}
	}
	if key, _, ok := cutTop(s, ':'); ok && len(p.ex.Steps) == 0 && (settingErr == nil || isWeak(settingErr)) && (err == nil || isWeak(err)) {
		if w := p.whose(SettingForm, strings.TrimSpace(key)); w != nil {
			return w
		}
		// "愛莉絲的手牌：…": the words of a player's setting fitted, the
		// player did not.
		if ce, ok := settingErr.(*colError); ok && ce.fixed >= 3 {
			return ce
		}
		if name, _ := p.leadingPlayer(strings.TrimSpace(key)); name != "" || p.startsWithPlayer(key) {
			return &colError{col: c, err: fmt.Errorf("cannot read %q: %s", s, p.verbHint())}
		}
		return &colError{col: c, err: fmt.Errorf("%s has no %q setting; the settings are %s", p.v.Catalog.Game.Title, strings.TrimSpace(key), p.settingHint())}
	}
	switch {
	case err != nil && settingErr != nil:
		if ce, ok := err.(*colError); ok && !isWeak(err) {
			return ce
		}
		return settingErr
	case err != nil:
		return err
	case settingErr != nil:
		return settingErr
	}
	if _, rest := p.leadingPlayer(s); rest != s {
		verb, _, _ := strings.Cut(rest, " ")

		return &colError{col: c, err: fmt.Errorf("unknown action %q: %s", verb, p.verbHint())}
	}
	return &colError{col: c, err: fmt.Errorf("cannot read %q: write a setting (\"%s\"), a step starting with a player (\"%s\") or an expectation (\"→ %s\")", s,
		p.named(hint(p.example(SettingForm, "turn", p.ex.Players[0]))), p.named(hint(p.example(StepForm, "plays", p.ex.Players[0]))), p.named(hint(p.example(ExpectForm, "turn", p.ex.Players[0]))))}
}

// dealing is the last step when it deals a new round (Form.Deals) and
// no other step followed it: the settings read now are that round's.
func (p *parser) dealing() *Step {
	if n := len(p.ex.Steps); n > 0 {
		if st := p.ex.Steps[n-1]; st.said != nil && st.said.ph.form.Deals {
			return st
		}
	}
	return nil
}

// roundSetting adds a setting of the round the step d deals. A round's
// settings come before what is expected of it, as the first round's come
// before its first step.
func (p *parser) roundSetting(d *Step, m *match, raw string, c int) error {
	if len(d.Expect) > 0 {
		key, _, _ := cutTop(raw, ':')
		return &colError{col: c, err: fmt.Errorf("a round's settings come before what is expected of it: move %q above line %d", strings.TrimSpace(fold(key)), d.Expect[0].Line)}
	}
	d.Setup = append(d.Setup, p.setting(m, raw, c))
	return nil
}

// startsWithPlayer reports whether s begins with a player's name, as a
// Japanese or Chinese step does ("アリスが…").
func (p *parser) startsWithPlayer(s string) bool {
	for _, n := range p.ex.Players {
		if strings.HasPrefix(strings.ToLower(s), strings.ToLower(n)) {
			return true
		}
	}
	return false
}

func isWeak(err error) bool {
	ce, ok := err.(*colError)
	return ok && ce.weak
}

// whose says that key is written with a player, when a form of kind
// reads "{P} key: …" in some language.
func (p *parser) whose(kind FormKind, key string) *colError {
	for _, f := range p.forms(kind) {
		for _, ph := range f.phrases() {
			w := normalize(ph.text)
			if !strings.HasPrefix(w, "{P}") {
				continue
			}
			rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(w, "{P}"), "'s"))
			if k, _, ok := strings.Cut(rest, ":"); ok && strings.EqualFold(strings.TrimSpace(k), key) {
				return &colError{col: 1, err: fmt.Errorf("whose %s? write it with a player's name, like \"%s\"", key, p.named(hint(strings.Replace(w, "{P}", playerMark, 1))))}
			}
		}
	}
	return nil
}

// settingHint lists the settings an example can write.
func (p *parser) settingHint() string {
	var list []string
	for _, f := range p.v.book.shown[SettingForm] {
		list = append(list, p.hint(f, moodDo))
	}
	return strings.Join(list, ", ")
}

// hint writes a form's wording as an example of what to write: slots
// filled with a sample (the first player, the words of an enumerated
// slot), optional parts and alternatives in their plain form.
func (p *parser) hint(f *Form, m mood) string {
	return p.fill(f, p.wording(f, m))
}

func (p *parser) fill(f *Form, w string) string {
	var b strings.Builder
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c == '{':
			j := strings.IndexByte(w[i:], '}')
			b.WriteString(p.sample(f, w[i+1:i+j]))
			i += j
		case c == '[':
			if j := strings.IndexByte(w[i:], ']'); j > 0 {
				i += j
			}
		case c == '<':
			j := strings.IndexByte(w[i:], '>')
			b.WriteString(strings.Split(w[i+1:i+j], "|")[0])
			i += j
		default:
			b.WriteByte(c)
		}
	}
	return p.named(b.String())
}

// playerMark stands for the first player's name in a wording being made a
// hint, so that a name is never read as a wording's braces, brackets or
// alternatives ("players: <, x").
const playerMark = "\uE000"

// named writes the first player's name where a hint has playerMark.
func (p *parser) named(h string) string {
	if len(p.ex.Players) == 0 {
		return h
	}
	return strings.ReplaceAll(h, playerMark, p.ex.Players[0])
}

// sample is what a hint shows for a slot.
func (p *parser) sample(f *Form, name string) string {
	if sl, ok := f.Slots[name]; ok && sl.Words != nil {
		var list []string
		for en, others := range sl.Words {
			if p.lang != "en" && p.lang != "" && len(others) > 0 {
				list = append(list, others[0])
			} else {
				list = append(list, en)
			}
		}
		return strings.Join(sorted(list), "/")
	}
	switch name {
	case "P", "target":
		if len(p.ex.Players) > 0 {
			return p.ex.Players[0]
		}
	case "color":
		if len(p.v.Catalog.Colors) > 0 {
			return p.v.Catalog.Colors[0].ID
		}
	case "n", "item":
		return "2"
	}
	return "…"
}

// hint writes a wording with its slots as "…".
func hint(w string) string { return (&parser{ex: &Example{}}).fill(&Form{}, w) }

// verbHint lists the steps a player can write.
func (p *parser) verbHint() string {
	var list []string
	seen := map[string]bool{}
	for _, f := range p.forms(StepForm) {
		if !seen[f.Key] && !f.Deals { // a player's steps: dealing a round is nobody's
			seen[f.Key] = true
			list = append(list, p.hint(f, moodDo))
		}
	}
	return "write a step like " + strings.Join(list, ", ")
}

// wording is a form's first wording in the game's language (or English),
// with the slot names as written, the acting player as playerMark.
func (p *parser) wording(f *Form, m mood) string {
	for _, lang := range []string{p.lang, p.v.Catalog.Game.Language, "en"} {
		if say, ok := f.Say[lang]; ok {
			list := [][]string{say.Do, say.Can, say.Cannot}[m]
			if len(list) > 0 {
				if len(p.ex.Players) == 0 {
					return list[0]
				}
				return strings.ReplaceAll(list[0], "{P}", playerMark)
			}
		}
	}
	return f.Key
}

// form is the form of kind and key the parser tries first, or the first
// form of kind.
func (p *parser) form(kind FormKind, key string) *Form {
	list := p.forms(kind)
	for _, f := range list {
		if f.Key == key {
			return f
		}
	}
	return list[0]
}

// example is a wording of the form key as a hint.
func (p *parser) example(kind FormKind, key, player string) string {
	for _, f := range p.forms(kind) {
		if f.Key == key {
			return p.wording(f, moodDo)
		}
	}
	return key
}

// setting builds a Setting from a matched form.
func (p *parser) setting(m *match, raw string, c int) *Setting {
	f, it := m.ph.form, m.it
	set := &Setting{Pos: p.at(c), Text: raw, Key: f.Key, Player: it.player, Item: it.num, Value: p.value(m), Cards: append(it.cards, m.ownCards()...), More: it.more, Exact: it.exact, said: m.said}
	if f.Value == "exact" {
		set.More, set.Exact = it.n, true // "draw pile: 5 cards"
	}
	if f.Key == "players" {
		p.ex.Players, p.lang, p.ex.Lang = it.players, m.ph.lang, m.ph.lang
	}
	return set
}

// value is the Value a matched form gives its statement.
func (p *parser) value(m *match) string {
	f, it := m.ph.form, m.it
	switch {
	case f.Value != "":
		return f.Value
	case f.Args != "":
		return renderArgs(f.Args, it.args)
	case it.value != "":
		return it.value
	case len(it.args) == 1:
		for _, v := range it.args {
			return v
		}
	case it.hasN:
		return strconv.Itoa(it.n)
	}
	return ""
}

// step builds a Step from a matched form.
func (p *parser) step(m *match, raw string, c int) *Step {
	f, it := m.ph.form, m.it
	st := &Step{Pos: p.at(c), Text: raw, written: p.written, Player: it.player, Verb: f.Key, Cards: append(it.cards, m.ownCards()...), Choices: it.choices, Count: f.N, said: m.said}
	if st.Count == 0 {
		st.Count = 1
	}
	if it.hasN {
		st.Count = it.n
	}
	if f.Args != "" || len(it.args) > 0 {
		st.Args = p.value(m)
	}
	st.Can, st.Cannot = m.ph.mood == moodCan, m.ph.mood == moodCannot
	if it.reason != nil {
		st.Reason, st.ReasonText, st.why = it.reason.Key, it.reason.Text, it.reason
	}
	return st
}

// expectation reads the text after an arrow, starting at column c.
func (p *parser) expectation(s string, c int) (*Expectation, error) {
	m, err := p.best(ExpectForm, s, c)
	if m != nil {
		f, it := m.ph.form, m.it
		e := &Expectation{Pos: p.at(c), Text: s, Key: f.Key, Player: it.player, Not: f.Not, Value: p.value(m), N: f.N,
			Cards: append(it.cards, m.ownCards()...), Players: it.players, Numbers: it.numbers, said: m.said}
		if it.hasN {
			e.N = it.n
		}
		if it.reason != nil {
			e.Value, e.ReasonText, e.why = it.reason.Key, it.reason.Text, it.reason
		}
		if f.Key == "rejected" && it.reason == nil {
			return nil, &colError{col: c, err: fmt.Errorf("name the reason of the rejection, like \"→ %s\"", p.named(hint(p.example(ExpectForm, "rejected", ""))))}
		}
		return e, nil
	}
	if err != nil && !isWeak(err) {
		return nil, err
	}
	if strings.EqualFold(s, "rejected") || s == "できない" || s == "不能" {
		return nil, &colError{col: c, err: fmt.Errorf("name the reason of the rejection, like \"→ %s\"", p.named(hint(p.example(ExpectForm, "rejected", ""))))}
	}
	if err != nil {
		return nil, err
	}
	if key, _, ok := cutTop(s, ':'); ok {
		if w := p.whose(ExpectForm, strings.TrimSpace(key)); w != nil {
			w.col = c
			return nil, w
		}
	}
	var list []string
	for _, f := range p.v.book.shown[ExpectForm] {
		list = append(list, p.hint(f, moodDo))
	}
	return nil, &colError{col: c, err: fmt.Errorf("cannot read the expectation %q; expectations: %s", s, strings.Join(list, ", "))}
}

// player returns the declared name matching word, or "".
func (p *parser) player(word string) string {
	word = strings.TrimSpace(word)
	for _, name := range p.ex.Players {
		if strings.EqualFold(name, word) {
			return name
		}
	}
	return ""
}

func (p *parser) unknownPlayer(word string) error {
	players := p.ex.Players
	return &lateError{msg: func() string {
		msg := fmt.Sprintf("unknown player %q", word)
		if s := catalog.Suggest(word, players); s != "" {
			return fmt.Sprintf("%s; did you mean %q?", msg, s)
		}
		return fmt.Sprintf("%s; the players are %s", msg, strings.Join(players, ", "))
	}}
}

// lateError is an error whose message is written when it is read. While a
// line is tried against the wordings, most slots that fail to read belong
// to wordings the line is not; their messages (with suggestions, which
// take time) are needed only when no wording fits.
type lateError struct {
	msg  func() string
	text string
}

func (e *lateError) Error() string {
	if e.msg != nil {
		e.text, e.msg = e.msg(), nil
	}
	return e.text
}

// leadingPlayer splits "Alice plays …" into "Alice" and "plays …".
func (p *parser) leadingPlayer(s string) (string, string) {
	word, rest, _ := strings.Cut(s, " ")
	word = strings.TrimSuffix(word, "'s")
	if name := p.player(word); name != "" {
		return name, strings.TrimSpace(rest)
	}
	return "", s
}

// cards reads a comma-separated card list. In hands, "3 more" (他３枚,
// 另3張) adds unnamed cards.
func (p *parser) cards(list string, choices, hand bool) ([]*CardRef, int, error) {
	var out []*CardRef
	more := 0
	from := 0
	for _, raw := range SplitTop(list, ',') {
		item := strings.TrimSpace(raw)
		at := utf8.RuneCountInString(list[:from]) + utf8.RuneCountInString(raw[:strings.Index(raw, item)])
		from += len(raw) + 1
		if item == "" {
			return nil, 0, fmt.Errorf("empty card in %q", list)
		}
		if hand {
			if n, ok := p.more(item); ok {
				more += n
				continue
			}
		}
		ref, err := p.cardWithChoices(item)
		if err != nil {
			return nil, 0, within(at, err)
		}
		if !choices && len(ref.Choices) > 0 {
			return nil, 0, fmt.Errorf("%q: choices in parentheses belong to steps, not here", item)
		}
		out = append(out, ref)
	}
	if len(out) == 0 && more == 0 {
		return nil, 0, fmt.Errorf("no cards given")
	}
	return out, more, nil
}

var moreForm = &Form{Key: "more", Say: moreWords}

// more reads "3 more" in any language.
func (p *parser) more(item string) (int, bool) {
	if !strings.ContainsAny(item, "0123456789") {
		return 0, false // no number to read
	}
	for _, ph := range moreForm.phrases() {
		if !ph.pat.mayFit(item) {
			continue
		}
		if c := p.mt.match(&ph.pat, item); c != nil {
			if n, err := strconv.Atoi(strings.TrimSpace(item[c[0]:c[1]])); err == nil && n >= 0 {
				return n, true
			}
		}
	}
	return 0, false
}

// cardWithChoices reads "Wild Draw4 (blue)", "red 7 (skip)".
func (p *parser) cardWithChoices(item string) (*CardRef, error) {
	text, inside := item, ""
	if strings.HasSuffix(item, ")") {
		i := strings.LastIndexByte(item, '(')
		if i < 0 {
			return nil, fmt.Errorf("%q: a ')' without its '('", item)
		}
		text, inside = strings.TrimSpace(item[:i]), item[i+1:len(item)-1]
	} else if strings.ContainsAny(item, "()") {
		return nil, fmt.Errorf("%q: choices go in parentheses at the end, like \"Wild (green)\"", item)
	}
	ref, err := p.v.cardOrExact(text, p.rd)
	if err != nil {
		return nil, err
	}
	ref.Text = item
	if inside != "" {
		for _, c := range SplitTop(inside, ',') {
			ch, err := p.choice(strings.TrimSpace(c))
			if err != nil {
				return nil, fmt.Errorf("%s: %v", item, err)
			}
			ref.Choices = append(ref.Choices, ch)
		}
	}
	return ref, nil
}

// cardOrExact resolves a card written without its choices; text that is
// a card's whole printed name or id is that card, so that a name starting
// with a color word (黑衣魔術師, 白翼天使) is not read as a color and
// another name. A card of several variants still needs its color.
func (v *Vocabulary) cardOrExact(text string, rd *Reading) (*CardRef, error) {
	if e := v.lookup(squash(text), rd); e != nil && len(e.Variants) == 1 {
		ref := &CardRef{Text: text, Entry: e.ID}
		if vc := e.Variants[0].Colors; len(vc) < len(v.Catalog.Colors) {
			ref.Colors = vc
		}
		return ref, nil
	}
	return v.card(text, false, rd)
}

// choice reads one decision with the game's choice forms, then the core
// ones: a color, a player, a card.
func (p *parser) choice(c string) (*Choice, error) {
	if c == "" {
		return nil, fmt.Errorf("empty choice")
	}
	m, err := p.best(ChoiceForm, c, 1)
	if m != nil {
		ch := &Choice{Text: c, Kind: m.ph.form.Choice, Value: p.value(m)}
		if cards := append(m.it.cards, m.ownCards()...); len(cards) > 0 {
			ch.Card = cards[0]
		}
		return ch, nil
	}
	if ce, ok := err.(*colError); ok && ce.fixed > 0 {
		// "as Shot Drow2": the choice's words fitted, its card did not.
		return nil, ce.err
	}
	var words []string
	for _, f := range p.forms(ChoiceForm) {
		words = append(words, p.hint(f, moodDo))
	}
	return nil, fmt.Errorf("cannot read the choice %q: write %s", c, strings.Join(words, ", "))
}

// SplitTop splits s at sep outside parentheses: "red 5, Wild (blue, skip)"
// is two items. Game dialects read their arguments with it too.
func SplitTop(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case sep:
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// cutTop cuts s at the first sep outside parentheses.
func cutTop(s string, sep byte) (before, after string, found bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case sep:
			if depth == 0 {
				return s[:i], s[i+1:], true
			}
		}
	}
	return s, "", false
}

// playerKey returns the player of keys like "bob", "bob tableau", or "".
func (p *parser) playerKey(k string) string {
	for _, name := range p.ex.Players {
		ln := strings.ToLower(name)
		if k == ln || strings.HasPrefix(k, ln+" ") || strings.HasPrefix(k, ln+"'s ") {
			return name
		}
	}
	return ""
}
