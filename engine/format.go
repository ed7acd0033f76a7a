package engine

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"cardpress/catalog"
)

// FormatOptions say how Format writes an example.
type FormatOptions struct {
	// Lang is the language to write in ("en", "ja", "zh-Hant").
	Lang string
	// Names renames players ("Alice" → "アリス").
	Names map[string]string
	// WideDigits writes numbers with full-width digits (５枚, 赤５), for a
	// source typed that way; the manual sets digits by its own style
	// ([manual] digits), whatever the source types.
	WideDigits bool
}

// Format writes a parsed example in a language: the text of each line of
// the block that holds a statement, by line number (lines without one —
// blank lines, comments — are not in the map). It is how a rulebook's
// examples are moved from one language to another; every statement must
// have been parsed from text (not built in Go).
func (v *Vocabulary) Format(ex *Example, o FormatOptions) (map[int]string, error) {
	f := &formatter{v: v, o: o, p: &parser{v: v, ex: ex}}
	lines := map[int]string{}
	expects := map[int][]string{}
	var order []int
	add := func(line int) {
		if _, ok := lines[line]; !ok {
			order = append(order, line)
			lines[line] = ""
		}
	}
	for _, s := range ex.Setup {
		t, err := f.statement(s.said)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", s.Line, err)
		}
		add(s.Line)
		lines[s.Line] = t
	}
	exp := func(list []*Expectation) error {
		for _, e := range list {
			sd := e.said
			if e.Key == "drew" && e.N == 0 && sd != nil {
				sd = f.nothing(sd) // "ボブは引いていない", not "ボブが０枚引いた"
			}
			t, err := f.statement(sd)
			if err != nil {
				return fmt.Errorf("line %d: %v", e.Line, err)
			}
			add(e.Line)
			expects[e.Line] = append(expects[e.Line], t)
		}
		return nil
	}
	if err := exp(ex.Initial); err != nil {
		return nil, err
	}
	for _, st := range ex.Steps {
		t, err := f.statement(st.said)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", st.Line, err)
		}
		add(st.Line)
		lines[st.Line] = t
		for _, s := range st.Setup {
			t, err := f.statement(s.said)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", s.Line, err)
			}
			add(s.Line)
			lines[s.Line] = t
		}
		if err := exp(st.Expect); err != nil {
			return nil, err
		}
	}
	sort.Ints(order)
	for _, l := range order {
		if es := expects[l]; len(es) > 0 {
			t := f.arrow() + strings.Join(es, f.sep())
			if lines[l] != "" {
				t = lines[l] + " " + t
			}
			lines[l] = t
		}
	}
	return lines, nil
}

// Restate writes expectation e of ex in the language and wording it was
// written in, with slot holding text instead of what e wrote ("ターン：ボブ"
// for "ターン：アリス" with target ボブ): what the game shows, in the words
// of the example, so a failure does not mix the example's language with
// English labels. ok is false for an expectation not read from text, or a
// text the slot cannot hold.
func (ex *Example) Restate(e *Expectation, slot, text string) (said string, ok bool) {
	if e.said == nil || ex.vocab == nil {
		return "", false
	}
	f := ex.in(e.said.ph.lang)
	said, err := f.render(e.said, f.wording(e.said.ph), map[string]string{slot: text})
	return said, err == nil
}

type formatter struct {
	v *Vocabulary
	o FormatOptions
	p *parser
	// each is the Tell.Each of the sentence being told: how its scores
	// are written; "" in a compact wording, which must read back.
	each string
	// telling is set when the example is told as sentences (Tell), which
	// are printed, not read back.
	telling bool
	// written is the line of the step being told as written, before
	// folding: its reason is printed from it.
	written string
	// ready holds slots a told sentence writes as they are, already in
	// the target language ({paid}, {chosen}: choiceSlots); bare is set
	// while such a sentence is told, so that the step's card is written
	// without the parentheses those slots say in words.
	ready map[string]string
	bare  bool
	// refusal is the reason key of the refused step being told, for a
	// refusal the game tells in words of its own (Tell.Refused).
	refusal string
}

func (f *formatter) wide() bool { return f.o.Lang != "en" }

func (f *formatter) arrow() string { return "→ " }

// sep separates expectations on a line.
func (f *formatter) sep() string {
	if f.wide() {
		return "；"
	}
	return "; "
}

// listSep separates the items of a list: cards in Japanese with "・",
// everything else with "、".
func (f *formatter) listSep(cards bool) string {
	switch {
	case !f.wide():
		return ", "
	case cards && f.o.Lang == "ja":
		return "・"
	}
	return "、"
}

// statement writes one statement with the wording of its form in the
// target language.
func (f *formatter) statement(s *said) (string, error) {
	if s == nil {
		return "", fmt.Errorf("a statement not read from text cannot be written")
	}
	return f.render(s, f.wording(s.ph), nil)
}

// render writes a statement with the wording tpl: the text of each slot
// the statement wrote (or extra gives) in the target language.
func (f *formatter) render(s *said, tpl string, extra map[string]string) (string, error) {
	text := func(name string) string {
		if t, ok := extra[name]; ok {
			return t
		}
		return s.slot(name)
	}
	var b strings.Builder
	for i := 0; i < len(tpl); {
		switch c := tpl[i]; {
		case c == '{':
			j := strings.IndexByte(tpl[i:], '}')
			name := tpl[i+1 : i+j]
			if t, ok := f.ready[name]; ok {
				b.WriteString(t)
				i += j + 1
				continue
			}
			t, err := f.slot(s.ph.form, name, text(name))
			if err != nil {
				return "", err
			}
			b.WriteString(t)
			i += j + 1
		case c == '[':
			// An optional part: written when its slots were.
			j := strings.IndexByte(tpl[i:], ']')
			part := tpl[i+1 : i+j]
			if name := slotIn(part); name != "" && (text(name) != "" || f.ready[name] != "") {
				t, ready := f.ready[name]
				if !ready {
					var err error
					if t, err = f.slot(s.ph.form, name, text(name)); err != nil {
						return "", err
					}
				}
				lit := strings.Split(stripAlts(part), "{"+name+"}")
				for i := range lit {
					lit[i] = f.puncts(lit[i])
				}
				b.WriteString(strings.Join(lit, t))
			}
			i += j + 1
		case c == '<':
			j := strings.IndexByte(tpl[i:], '>')
			b.WriteString(strings.Split(tpl[i+1:i+j], "|")[0])
			i += j + 1
		default:
			r, size := utf8.DecodeRuneInString(tpl[i:])
			b.WriteString(f.punct(string(r)))
			i += size
		}
	}
	return strings.TrimSpace(b.String()), nil
}

// wording is the first wording of a phrase's form and mood in the target
// language, or the phrase itself when the form has none.
func (f *formatter) wording(ph *phrase) string {
	if say, ok := ph.form.Say[f.o.Lang]; ok {
		if list := [][]string{say.Do, say.Can, say.Cannot}[ph.mood]; len(list) > 0 {
			return list[0]
		}
	}
	if say, ok := ph.form.Say["en"]; ok {
		if list := [][]string{say.Do, say.Can, say.Cannot}[ph.mood]; len(list) > 0 {
			return list[0]
		}
	}
	return ph.text
}

func slotIn(s string) string {
	i := strings.IndexByte(s, '{')
	if i < 0 {
		return ""
	}
	return s[i+1 : i+strings.IndexByte(s[i:], '}')]
}

func stripAlts(s string) string {
	for {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			return s
		}
		j := strings.IndexByte(s[i:], '>')
		s = s[:i] + strings.Split(s[i+1:i+j], "|")[0] + s[i+j+1:]
	}
}

// punct writes the punctuation of a wording: full-width in Japanese and
// Chinese.
func (f *formatter) punct(s string) string {
	if !f.wide() {
		return s
	}
	switch s {
	case ":":
		return "："
	case "(":
		return "（"
	case ")":
		return "）"
	}
	return s
}

// puncts is punct for every character of s.
func (f *formatter) puncts(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteString(f.punct(string(r)))
	}
	return b.String()
}

func (f *formatter) name(player string) string {
	if n, ok := f.o.Names[player]; ok {
		return n
	}
	return player
}

func (f *formatter) number(n int) string { return f.widen(strconv.Itoa(n)) }

// widen writes ASCII digits and letters full-width with WideDigits.
func (f *formatter) widen(s string) string {
	if !f.o.WideDigits {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '-':
			r = '−' // U+2212, the minus sign
		case r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z':
			r += 0xFF01 - '!'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// slot writes one slot's text in the target language.
func (f *formatter) slot(form *Form, name, text string) (string, error) {
	p := f.p
	if sl, own := form.Slots[name]; own {
		if sl.Words != nil {
			it := &item{}
			if err := sl.Read(p, text, it); err != nil {
				return "", err
			}
			if it.player != "" {
				return f.name(it.player), nil
			}
			if f.o.Lang != "en" && len(sl.Words[it.value]) > 0 {
				return sl.Words[it.value][0], nil
			}
			return it.value, nil
		}
		if sl.zone {
			return f.zone(text, sl.States)
		}
		if sl.piles {
			return f.piles(text)
		}
		if sl.card {
			// One card, whose name may hold a list mark ("R・S・F").
			if ref, err := f.p.cardWithChoices(text); err == nil {
				return f.card(ref)
			}
			return f.cardList(text, false)
		}
		if sl.number {
			n, err := strconv.Atoi(text)
			if err != nil {
				return "", err
			}
			return f.number(n), nil
		}
		if isNoneWord(text) {
			return f.cardList("none", false)
		}
		if _, err := p.v.cardOrExact(text, nil); err == nil && (sl.Text != nil || sl.Read != nil) && !sl.zone {
			if ref, err := p.cardWithChoices(text); err == nil {
				return f.card(ref) // the whole text is one card, even "R・S・F"
			}
			return f.cardList(text, false)
		}
		if sl.counted && f.wide() {
			return f.counted(text, sl.Text)
		}
		if sl.Text != nil {
			return f.free(translateText(text, sl.Text, normalizeWords(sl.Text), f.o.Lang, p))
		}
		return f.free(text)
	}
	if name == "value" && len(text) <= 2 {
		return f.widen(text), nil // 選択ルール２：Ｂ
	}
	switch name {
	case "P", "target":
		return f.name(p.player(strings.TrimSuffix(text, "'s"))), nil
	case "players":
		var out []string
		for _, n := range SplitTop(text, ',') {
			out = append(out, f.name(strings.TrimSpace(n)))
		}
		if f.telling && f.o.Lang == "en" && len(out) > 1 {
			// Told, "Alice, Bob and Carol play", not "Alice, Bob, Carol play".
			return strings.Join(out[:len(out)-1], f.listSep(false)) + " and " + out[len(out)-1], nil
		}
		return strings.Join(out, f.listSep(false)), nil
	case "n", "item", "count":
		n, err := strconv.Atoi(text)
		if err != nil {
			return "", err
		}
		return f.number(n), nil
	case "reason":
		if f.telling && p.ex != nil && p.ex.Lang == f.o.Lang {
			// Told in the language it is written in: as the author wrote
			// it, not in the rule's words, which may say another case of
			// the rule or only part of what the author wrote.
			if _, err := p.reason(text); err != nil {
				return "", err
			}
			if raw, ok := asWritten(f.written, text); ok {
				text = raw
			}
			return strings.TrimSpace(text), nil
		}
		return p.sayReason(text, f.o.Lang, f.listSep(true))
	case "scores":
		it := &item{}
		if err := standardSlots["scores"].Read(p, text, it); err != nil {
			return "", err
		}
		each := f.each
		if each == "" {
			each = "{P} {n}"
		}
		var out []string
		for i, n := range it.players {
			out = append(out, strings.NewReplacer("{P}", f.name(n), "{n}", f.number(it.numbers[i])).Replace(each))
		}
		if f.telling && f.o.Lang == "en" && len(out) > 1 {
			// Told, "Alice 16, Bob 2 and Carol 0", as a sentence lists them.
			return strings.Join(out[:len(out)-1], f.listSep(false)) + " and " + out[len(out)-1], nil
		}
		return strings.Join(out, f.listSep(false)), nil
	case "color":
		return f.color(p.v.Color(text)), nil
	case "choices":
		return f.choices(text)
	case "cards", "list", "hand", "card":
		return f.cardList(text, name == "hand")
	}
	return f.free(text)
}

// free writes a slot of free text: player names renamed, list commas in
// the target language.
func (f *formatter) free(text string) (string, error) {
	words := strings.Fields(text)
	for i, w := range words {
		n := f.p.player(strings.TrimSuffix(w, "'s"))
		switch {
		case n == "":
		case !strings.HasSuffix(w, "'s"):
			words[i] = f.name(n)
		case f.o.Lang == "ja":
			words[i] = f.name(n) + "の" // "Bob's ♠5" is ボブの♠5
		case f.o.Lang == "zh-Hant":
			words[i] = f.name(n) + "的"
		default:
			words[i] = f.name(n) + "'s"
		}
	}
	out := strings.Join(words, " ")
	if f.wide() {
		out = strings.NewReplacer("の ", "の", "的 ", "的", " 枚", "枚", " 張", "張").Replace(out)
	}
	if f.wide() {
		sep := f.listSep(false)
		if f.allCards(out) {
			sep = f.listSep(true) // ♦K・♥7
		}
		out = strings.NewReplacer(", ", sep, ",", sep, " (", "（", "(", "（", ")", "）").Replace(out)
	}
	return out, nil
}

// color writes a color id in the target language: its id in English, its
// catalog name (in the game's language) otherwise.
func (f *formatter) color(id string) string {
	for _, c := range f.v.Catalog.Colors {
		switch {
		case c.ID != id:
		case c.Symbol != "":
			return c.Symbol // ♠ in every language
		case f.o.Lang != "en" && c.Name != "":
			return c.Name
		}
	}
	return id
}

// cardList writes a list of cards, "N more" included with hand.
func (f *formatter) cardList(text string, hand bool) (string, error) {
	if isNoneWord(text) {
		if f.o.Lang == "en" {
			return "none", nil
		}
		return map[string]string{"ja": "なし", "zh-Hant": "無"}[f.o.Lang], nil
	}
	items := SplitTop(text, ',')
	if n, ok := f.p.more(strings.TrimSpace(items[0])); ok && hand && len(items) == 1 {
		// Nothing named before them: "３枚", "2張牌", "3 cards", not
		// "他３枚", "Bob holds 3 more".
		switch {
		case f.o.Lang == "ja":
			return f.count(n), nil
		case f.wide():
			return f.count(n) + "牌", nil
		case n == 1:
			return "1 card", nil
		}
		return f.count(n) + " cards", nil
	}
	var out []string
	for i, it := range items {
		it = strings.TrimSpace(it)
		if n, ok := f.p.more(it); ok && hand {
			if i == len(items)-1 {
				return f.closeWithMore(out, n), nil
			}
			out = append(out, f.more(n))
			continue
		}
		ref, err := f.p.cardWithChoices(it)
		if err != nil {
			return "", err
		}
		s, err := f.card(ref)
		if err != nil {
			return "", err
		}
		out = append(out, s)
	}
	if f.telling && f.o.Lang == "en" && len(out) > 1 {
		// Told, "♥2, ♥3 and ♥4", as a rulebook's sentence lists them.
		return strings.Join(out[:len(out)-1], f.listSep(true)) + " and " + out[len(out)-1], nil
	}
	return strings.Join(out, f.listSep(true)), nil
}

// count is a number of cards: "28" in English, "２８枚", "26張".
func (f *formatter) count(n int) string {
	switch f.o.Lang {
	case "ja":
		return f.number(n) + "枚"
	case "zh-Hant":
		return f.number(n) + "張"
	}
	return strconv.Itoa(n)
}

// closeWithMore ends a list of cards with "N more": told in Chinese, the
// unnamed rest closes the list with 及 ("烈焰劍士及另外4張牌", not
// "烈焰劍士、另外4張牌" as if it were one more card), in English with "and
// N other cards"; a compact wording, which must read back, keeps the
// list separator.
func (f *formatter) closeWithMore(out []string, n int) string {
	if f.telling && f.o.Lang == "zh-Hant" && len(out) > 0 {
		return strings.Join(out, f.listSep(true)) + "及" + f.more(n)
	}
	if f.telling && f.o.Lang == "en" && len(out) > 0 {
		// "♠Q, ♥A, ♦K and 10 other cards", not "…, 10 more".
		others := " other cards"
		if n == 1 {
			others = " other card"
		}
		return strings.Join(out, f.listSep(true)) + " and " + strconv.Itoa(n) + others
	}
	return strings.Join(append(out, f.more(n)), f.listSep(true))
}

func (f *formatter) more(n int) string {
	switch f.o.Lang {
	case "ja":
		return "他" + f.number(n) + "枚"
	case "zh-Hant":
		return "另外" + f.number(n) + "張牌"
	}
	return strconv.Itoa(n) + " more"
}

// card writes a card as printed, with its color when the entry comes in
// several, and its choices.
func (f *formatter) card(ref *CardRef) (string, error) {
	e := f.v.Catalog.Entry(ref.Entry)
	if e == nil {
		return ref.Text, nil
	}
	name := e.Name
	if n, err := strconv.Atoi(name); err == nil {
		name = f.number(n)
	}
	s := name
	if len(e.Variants) > 1 && len(ref.Colors) > 0 {
		var cs []string
		for _, id := range ref.Colors {
			cs = append(cs, f.color(id))
		}
		col := strings.Join(cs, "/")
		// A suit's symbol sits on its rank in every language (♣5); a
		// color word stands apart in English (red 5).
		if f.o.Lang == "en" && strings.IndexFunc(col, unicode.IsLetter) >= 0 || isASCIIWord(col) {
			s = col + " " + name
		} else {
			s = col + name
		}
	}
	if len(ref.Choices) > 0 && !f.bare {
		// Plain cards among the choices (a cost) are a list of cards:
		// "（見習い剣士・街の衛兵・火の矢）", other choices after "、".
		var cs []string
		for i, ch := range ref.Choices {
			t, err := f.choice(ch)
			if err != nil {
				return "", err
			}
			plain := ch.Kind == ChoiceCard && ch.Value == ""
			if i > 0 && plain && ref.Choices[i-1].Kind == ChoiceCard && ref.Choices[i-1].Value == "" && f.o.Lang == "ja" {
				cs[len(cs)-1] += "・" + t
				continue
			}
			cs = append(cs, t)
		}
		s += f.paren(strings.Join(cs, f.listSep(false)))
	}
	return s, nil
}

func (f *formatter) paren(s string) string {
	if f.wide() {
		return "（" + s + "）"
	}
	return " (" + s + ")"
}

// choices writes the choices of "chooses".
func (f *formatter) choices(text string) (string, error) {
	var out []string
	for _, c := range SplitTop(text, ',') {
		ch, err := f.p.choice(strings.TrimSpace(c))
		if err != nil {
			return "", err
		}
		t, err := f.choice(ch)
		if err != nil {
			return "", err
		}
		out = append(out, t)
	}
	return strings.Join(out, f.listSep(false)), nil
}

// choice writes one choice with its form's wording in the target language.
func (f *formatter) choice(ch *Choice) (string, error) {
	for _, form := range f.p.forms(ChoiceForm) {
		for _, ph := range form.phrases() {
			m := f.p.try(ph, ch.Text, 1)
			if m == nil || m.err != nil {
				continue
			}
			if t := form.Say[f.o.Lang].Tell.Do; f.telling && t != "" {
				return f.render(m.said, t, nil) // "炎の獣を手札に戻すために"
			}
			if f.telling && ph.lang == f.o.Lang {
				// Told as written: "灰の不死鳥の上に", not the form's
				// first wording "灰の不死鳥に".
				return f.render(m.said, ph.text, nil)
			}
			return f.statement(m.said)
		}
	}
	return ch.Text, nil
}

// zone writes a Zone slot: states and "N more" in the target language.
func (f *formatter) zone(text string, states map[string][]string) (string, error) {
	z, err := f.p.zone(text, states, normalizeWords(states))
	if err != nil {
		return "", err
	}
	if len(z.items) == 0 {
		return f.cardList("none", false)
	}
	var out []string
	for i, it := range z.items {
		switch {
		case it.card == nil && it.more && i == len(z.items)-1:
			return f.closeWithMore(out, it.n), nil
		case it.card == nil && it.more:
			out = append(out, f.more(it.n))
		case it.card == nil:
			out = append(out, f.count(it.n))
		default:
			s, err := f.card(it.card)
			if err != nil {
				return "", err
			}
			if len(it.states) > 0 {
				s += f.paren(f.states(it.states, states))
			}
			out = append(out, s)
		}
	}
	return strings.Join(out, f.listSep(true)), nil
}

// piles writes a Piles slot: "♠2 with ♠5" in English, "♠2+♠5" otherwise.
func (f *formatter) piles(text string) (string, error) {
	if isNoneWord(text) {
		return f.cardList("none", false)
	}
	join := " with "
	if f.wide() {
		join = "+"
	}
	var items []string
	for _, item := range SplitTop(text, ',') {
		var cards []string
		for _, c := range splitPile(item) {
			ref, err := f.p.cardWithChoices(c)
			if err != nil {
				return "", err
			}
			s, err := f.card(ref)
			if err != nil {
				return "", err
			}
			cards = append(cards, s)
		}
		items = append(items, strings.Join(cards, join))
	}
	return strings.Join(items, f.listSep(true)), nil
}

// states writes a card's states: words (待機状態) separated by "、", values
// (Ｐ５・Ｌ２) by "・" in Japanese.
func (f *formatter) states(list []string, words map[string][]string) string {
	var ws, vs []string
	for _, w := range list {
		if o := words[w]; len(o) > 0 {
			if f.o.Lang != "en" {
				w = o[0]
			}
			ws = append(ws, w)
			continue
		}
		vs = append(vs, f.widen(w))
	}
	sep := f.listSep(false)
	if f.o.Lang == "ja" && len(vs) > 0 {
		vs = []string{strings.Join(vs, "・")}
	}
	return strings.Join(append(ws, vs...), sep)
}

// nothing is "drew 0" as the wording "drew nothing".
func (f *formatter) nothing(sd *said) *said {
	for _, form := range f.p.forms(ExpectForm) {
		if form.Key == "drew" && form.Value == "nothing" {
			return &said{ph: form.phrases()[0], names: sd.names, texts: sd.texts, wrote: sd.wrote}
		}
	}
	return sd
}

// counted writes a Counted slot with the count after the name: 黑2張.
func (f *formatter) counted(text string, words map[string][]string) (string, error) {
	var out []string
	for _, part := range SplitTop(text, ',') {
		part = strings.TrimSpace(part)
		if m := countedBefore.FindStringSubmatch(part); m != nil {
			n, _ := strconv.Atoi(m[1])
			name, _ := f.free(translateText(m[2], words, normalizeWords(words), f.o.Lang, f.p))
			rest, _ := f.free(translateText(m[3], words, normalizeWords(words), f.o.Lang, f.p))
			out = append(out, name+f.count(n)+rest)
			continue
		}
		t, _ := f.free(translateText(part, words, normalizeWords(words), f.o.Lang, f.p))
		out = append(out, t)
	}
	return strings.Join(out, f.listSep(false)), nil
}

// allCards reports whether every item of a list names a card.
func (f *formatter) allCards(list string) bool {
	items := SplitTop(list, ',')
	for _, it := range items {
		if _, err := f.v.cardOrExact(strings.TrimSpace(it), nil); err != nil {
			return false
		}
	}
	return len(items) > 1
}

// InWords is got, what an engine says a game shows for expectation e of
// ex as its English "label: value" ("color: 赤"), restated in the language
// and wording e was written in ("色：赤"), so a failure report does not
// mix the example's language with the engine's English labels. A got the
// form's wording cannot hold is returned as the engine said it.
func (ex *Example) InWords(e *Expectation, got string) string {
	if e.said == nil || e.said.ph.lang == "en" {
		return got
	}
	if got == gameIsOver {
		return ex.gameOver(e.said.ph.lang)
	}
	for _, w := range e.said.ph.form.Say["en"].Do {
		i := strings.IndexByte(w, '{')
		if i <= 0 || !strings.HasSuffix(w, "}") || strings.Count(w, "{") != 1 || !strings.HasPrefix(got, w[:i]) {
			continue
		}
		if said, ok := ex.Restate(e, w[i+1:len(w)-1], got[i:]); ok {
			return said
		}
	}
	if said, ok := ex.sayIn(e.said.ph.lang, got); ok {
		return said
	}
	// A bare value ("黑, 紫") in the one slot the wording has beside its
	// player.
	for _, w := range e.said.ph.form.Say["en"].Do {
		if slots := slotNames(w); len(slots) == 1 {
			if said, ok := ex.Restate(e, slots[0], got); ok {
				return said
			}
		}
	}
	return got
}

// slotNames are the slots of a wording other than its player {P}.
func slotNames(w string) []string {
	return slices.DeleteFunc(catalog.TemplateFields(w), func(f string) bool { return f == "P" })
}
