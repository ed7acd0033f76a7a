package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tell is how a rulebook tells a statement in running text, in one
// language: sentence patterns written with the slots of the form's
// wordings ("{P}が{cards}を出します"), without their final punctuation.
// They are a form's data beside its compact wordings (Phrases.Tell), so
// a game's table holds both.
type Tell struct {
	// Do, Can and Cannot tell the statement, and the checks that a step
	// is allowed and that it is not; Cannot may hold {reason}.
	Do, Can, Cannot string
	// Link is Do as the first clause of a sentence that goes on (Japanese
	// "色は黄で", "ボブは１枚も引かず"): two outcomes of a step are told in
	// one sentence. Without it the clause ends its sentence, except in a
	// language whose clauses join as they are (Chinese, English).
	Link string
	// None tells the statement when its list of cards is empty
	// ("アリスの公開札はありません" rather than "…はなしです").
	None string
	// By tells the statement by the value of its word slot (the
	// English word): {"none": "まだ勝者はいません"}.
	By map[string]string
	// Refused tells a "cannot" by its reason's key, in place of Cannot:
	// a refusal whose reason is about something else than the step's
	// act itself, said as what is refused. A play refused on a full
	// field is a refusal of the place, not of the card ("{P}は{cards}を
	// ４枚目として場に並べることはできません（…）"), which the next step
	// may play on another character. A case of a reason ("key/case")
	// falls back to the sentence of its rule ("key").
	Refused map[string]string
	// Zero and ZeroLink tell the statement when its count {n} (or its
	// number {value}) is 0, as a sentence and as a leading clause
	// ("ボブの休みは終わります" rather than "…は残り0回です").
	Zero, ZeroLink string
	// One tells the statement when its count {n} (or its number {value})
	// is 1, where the language's noun agrees with it ("Bob has 1 card in
	// hand", not "1 cards"; "Alice has 1 token"), or when its {list}
	// names one card, where words that order several would be odd for
	// one ("プレイ札の下には青1が捨ててあります", not "…下から順に青1…").
	One string
	// Each tells one player's number of a {scores} slot, with {P} and
	// {n} ("{P}が{n}ポイント"); without it a score is the name and the
	// number ("アリス 0").
	Each string
	// Last tells the expectation after a step's other outcomes, with the
	// phase: a step of the turn a game keeps in a variable of its own
	// (CLAMP in CARDLAND's 「…，沒有活動狀態的點數。進入回復階段」).
	Last bool
}

// Told is an example as a rulebook prints it: the situation, then the
// numbered steps, each a sentence followed by its outcome.
type Told struct {
	Situation []ToldLine
	Steps     []ToldLine
}

// Whole reports whether every statement of the example was told with a
// sentence pattern (no line is Compact): a panel mixes no compact line
// into prose.
func (t *Told) Whole() bool {
	if t == nil {
		return false
	}
	for _, l := range append(t.Situation[:len(t.Situation):len(t.Situation)], t.Steps...) {
		if l.Compact {
			return false
		}
	}
	return true
}

// ToldLine is one sentence of a told example, with the source line it
// tells (the cards a panel draws beside it are that line's).
type ToldLine struct {
	Line int
	Text string
	// Outcome is what a step's expectations say, in one or two sentences
	// (a step only; "" when the step has none).
	Outcome string
	// Compact is set when a statement of the line has no sentence pattern
	// in the language: its compact wording stands in.
	Compact bool
}

// Tell tells a parsed example in a language with the sentence patterns of
// its forms (Phrases.Tell): the settings and the expectations written
// before the first step as the situation, each step as a sentence — its
// "cannot" wording with the reason when an expectation says it is
// rejected — and the other expectations of a step combined into its
// outcome, the turn last, or told in the words the example wrote after
// the step (Step.Told). Scaffold settings are left out, and so is the
// players setting of a game for a fixed number of players (the steps name
// them). A statement whose form has no sentence pattern in lang is
// written in its compact wording, and its line is marked Compact.
func (v *Vocabulary) Tell(ex *Example, lang string) (*Told, error) {
	f := &formatter{v: v, o: FormatOptions{Lang: lang}, p: &parser{v: v, ex: ex}, telling: true}
	out := &Told{}
	fixed := v.Catalog.Game.MinPlayers == v.Catalog.Game.MaxPlayers
	situation, err := f.settings(ex.Setup, fixed)
	if err != nil {
		return nil, err
	}
	out.Situation = situation
	for _, e := range ex.Initial {
		c, err := f.expectation(e)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", e.Line, err)
		}
		out.Situation = append(out.Situation, ToldLine{Line: e.Line, Text: f.sentences([]clause{c}), Compact: c.compact})
	}
	for _, st := range ex.Steps {
		l, err := f.step(st)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", st.Line, err)
		}
		// A step that deals a new round tells how that round is dealt
		// after it, in the same item: "次のラウンドを始めます。アリスの手札は…".
		round, err := f.settings(st.Setup, fixed)
		if err != nil {
			return nil, err
		}
		for _, r := range round {
			l.Text = f.joinSentences(l.Text, r.Text)
			l.Compact = l.Compact || r.Compact
		}
		out.Steps = append(out.Steps, l)
	}
	return out, nil
}

// settings tells settings as sentences of the situation, leaving out
// scaffold settings, and the players of a game for a fixed number of
// players (fixed).
func (f *formatter) settings(list []*Setting, fixed bool) ([]ToldLine, error) {
	var out []ToldLine
	for _, s := range list {
		if s.said == nil || s.said.ph.form.Scaffold || s.Key == "players" && fixed {
			continue
		}
		extra := map[string]string{"count": strconv.Itoa(len(f.p.ex.Players))}
		c, err := f.tell(s.said, moodDo, extra)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", s.Line, err)
		}
		out = append(out, ToldLine{Line: s.Line, Text: f.sentences([]clause{c}), Compact: c.compact})
	}
	return out, nil
}

// joinSentences writes two told sentences one after the other: with a
// space in English, run on in Japanese and Chinese.
func (f *formatter) joinSentences(a, b string) string {
	if f.o.Lang == "en" {
		return a + " " + b
	}
	return a + b
}

// clause is one statement told: as a sentence's last clause (text) and,
// where the language needs another form, as a first clause (link).
type clause struct {
	text, link string
	compact    bool
	late       int // the expectation's place among the last (lastly), if one's
}

// step tells a step and its outcome.
func (f *formatter) step(st *Step) (ToldLine, error) {
	if st.said == nil {
		return ToldLine{}, fmt.Errorf("a statement not read from text cannot be told")
	}
	m := st.said.ph.mood
	f.written, f.refusal = st.written, st.Reason
	defer func() { f.written, f.refusal = "", "" }()
	var extra map[string]string
	var rest []*Expectation
	for _, e := range st.Expect {
		if e.Key == "rejected" && m == moodDo && e.said != nil {
			// Told as "アリスは…を出せません（理由）".
			m, extra = moodCannot, map[string]string{"reason": e.said.slot("reason")}
			f.refusal = e.Value
			continue
		}
		if e.Key == "drew" && st.Verb == "draws" && e.Player == st.Player && e.N == st.Count && m == moodDo {
			continue // "アリスがカードを2枚引きます" says it already
		}
		rest = append(rest, e)
	}
	c, err := f.tell(st.said, m, extra)
	if err != nil {
		return ToldLine{}, err
	}
	l := ToldLine{Line: st.Line, Text: f.sentences([]clause{c}), Compact: c.compact}
	if st.Told != "" {
		// The example tells its outcome in its own words (">" lines).
		l.Outcome = st.Told
		return l, nil
	}
	// The turn is what a reader looks for last, then the phase of it.
	slices.SortStableFunc(rest, func(a, b *Expectation) int { return f.lastly(a) - f.lastly(b) })
	var cs []clause
	for _, e := range rest {
		c, err := f.expectation(e)
		if err != nil {
			return ToldLine{}, fmt.Errorf("line %d: %v", e.Line, err)
		}
		l.Compact = l.Compact || c.compact
		cs = append(cs, c)
	}
	l.Outcome = f.sentences(cs)
	return l, nil
}

// refusedBy is the sentence of refused for a refusal by reason key, or
// by the rule of which key is a case ("field-full/summon" → "field-full").
func refusedBy(refused map[string]string, key string) (string, bool) {
	for key != "" {
		if s, ok := refused[key]; ok {
			return s, true
		}
		i := strings.LastIndexByte(key, '/')
		if i < 0 {
			break
		}
		key = key[:i]
	}
	return "", false
}

// lastly orders the outcome of a step: the turn, then the phase (and an
// expectation told with it), after everything else.
func (f *formatter) lastly(e *Expectation) int {
	switch {
	case e.Key == "turn":
		return 1
	case e.Key == "phase", e.said != nil && e.said.ph.form.Say[f.o.Lang].Tell.Last:
		return 2
	}
	return 0
}

// expectation tells one expectation ("drew 0" with the wording "drew
// nothing", as Format writes it).
func (f *formatter) expectation(e *Expectation) (clause, error) {
	sd := e.said
	if sd == nil {
		return clause{}, fmt.Errorf("a statement not read from text cannot be told")
	}
	if e.Key == "drew" && e.N == 0 {
		sd = f.nothing(sd)
	}
	c, err := f.tell(sd, moodDo, nil)
	c.late = f.lastly(e)
	return c, err
}

// tell tells a statement with its form's sentence pattern in the target
// language, or writes it compactly when the form has none.
func (f *formatter) tell(s *said, m mood, extra map[string]string) (clause, error) {
	t := s.ph.form.Say[f.o.Lang].Tell
	if o, ok := f.v.dialect.Tells[s.ph.form.Key][f.o.Lang]; ok && slices.Contains(CoreForms, s.ph.form) {
		t = o
	}
	tpl := [...]string{t.Do, t.Can, t.Cannot}[m]
	if m == moodCannot {
		if r, ok := refusedBy(t.Refused, f.refusal); ok {
			tpl = r
		}
	}
	link := ""
	if m == moodDo {
		link = t.Link
		if t.None != "" && f.saysNone(s) {
			tpl, link = t.None, ""
		}
		if by, ok := t.By[f.word(s)]; ok {
			tpl, link = by, ""
		}
		if t.One != "" && f.single(s) {
			tpl, link = t.One, ""
		}
		if t.Zero != "" && s.number() == "0" {
			tpl, link = t.Zero, t.ZeroLink
		}
	}
	if tpl == "" {
		var ok bool
		tpl, link, ok = f.derive(s, m)
		if !ok {
			text, err := f.render(s, f.wording(&phrase{form: s.ph.form, mood: m, text: s.ph.text}), extra)
			return clause{text: text, compact: true}, err
		}
	}
	f.each = t.Each
	defer func() { f.each, f.ready, f.bare = "", nil, false }()
	if usesChoiceSlots(tpl) || usesChoiceSlots(link) {
		ready, err := f.choiceSlots(s)
		if err != nil {
			return clause{}, err
		}
		f.ready, f.bare = ready, true
	}
	text, err := f.render(s, tpl, extra)
	if err != nil {
		return clause{}, err
	}
	if link != "" {
		if link, err = f.render(s, link, extra); err != nil {
			return clause{}, err
		}
	}
	return clause{text: text, link: link}, nil
}

// ChoiceSlots are the slots a told sentence may write the choices
// of its step's card with, in parentheses in the compact wording: {paid},
// the plain cards among them (the hand cards paid for a cost), and
// {chosen}, the others, each in its wording ("灰の不死鳥の上に"). A
// sentence with them tells "アリスが炎の獣（街の衛兵）の維持コストを支払う"
// as "アリスは街の衛兵をトラッシュして、炎の獣の維持コストを支払います".
var ChoiceSlots = []string{"paid", "chosen"}

// usesChoiceSlots reports whether a sentence pattern writes a choice slot.
func usesChoiceSlots(tpl string) bool {
	for _, n := range ChoiceSlots {
		if strings.Contains(tpl, "{"+n+"}") {
			return true
		}
	}
	return false
}

// choiceSlots are the choice slots of a statement: those of the first
// card it names with choices, each "" when it has none of the kind.
func (f *formatter) choiceSlots(s *said) (map[string]string, error) {
	out := map[string]string{"paid": "", "chosen": ""}
	for i, name := range s.names {
		sl, own := s.ph.form.Slots[name]
		if s.wrote&(1<<i) == 0 || !(own && sl.card || name == "cards" || name == "card") {
			continue
		}
		ref, err := f.p.cardWithChoices(strings.TrimSpace(s.texts[i]))
		if err != nil || len(ref.Choices) == 0 {
			continue
		}
		var paid, chosen []string
		for _, ch := range ref.Choices {
			if ch.Kind == ChoiceCard && ch.Value == "" {
				t, err := f.card(ch.Card)
				if err != nil {
					return nil, err
				}
				paid = append(paid, t)
				continue
			}
			t, err := f.choice(ch)
			if err != nil {
				return nil, err
			}
			chosen = append(chosen, t)
		}
		out["paid"] = strings.Join(paid, f.listSep(true))
		out["chosen"] = strings.Join(chosen, f.listSep(false))
		return out, nil
	}
	return out, nil
}

// single reports whether a statement counts one: its {n} (or its
// {value}) is 1, or its {list} (or a setting's {hand}) names one card
// ("draw pile: red 9", not "3 more").
func (f *formatter) single(s *said) bool {
	if s.number() == "1" {
		return true
	}
	l := strings.TrimSpace(s.slot("list"))
	if l == "" {
		l = strings.TrimSpace(s.slot("hand"))
	}
	if l == "" || isNoneWord(l) || len(SplitTop(l, ',')) != 1 {
		return false
	}
	_, more := f.p.more(l)
	return !more
}

// number is the statement's count {n}, or its variable's {value} (or a
// zone's {v}) when it has no count: what One and Zero agree with.
func (s *said) number() string {
	for _, name := range []string{"n", "value", "v"} {
		if n := s.slot(name); n != "" {
			return normalize(n)
		}
	}
	return ""
}

// word is the English word of the statement's first slot of fixed words
// (Slot.Words), "" when it has none.
func (f *formatter) word(s *said) string {
	for i, name := range s.names {
		sl, ok := s.ph.form.Slots[name]
		if !ok || sl.Words == nil || s.wrote&(1<<i) == 0 {
			continue
		}
		text := strings.TrimSpace(s.texts[i])
		for w, others := range sl.Words {
			if strings.EqualFold(text, w) || slices.Contains(others, text) {
				return w
			}
		}
	}
	return ""
}

// saysNone reports whether a slot of the statement is an empty list.
func (f *formatter) saysNone(s *said) bool {
	for i := range s.names {
		if s.wrote&(1<<i) != 0 && isNoneWord(strings.TrimSpace(s.texts[i])) {
			return true
		}
	}
	return false
}

// sentences joins told clauses into sentences, two clauses to a
// sentence where the first can lead into the second: in Japanese by its
// Link form and "、", in Chinese by "，", in English by ", and".
func (f *formatter) sentences(cs []clause) string {
	end, comma, space := "。", "、", ""
	switch f.o.Lang {
	case "zh-Hant":
		comma = "，"
	case "en":
		end, comma, space = ".", ", and ", " "
	}
	var out []string
	for i := 0; i < len(cs); {
		if i+1 < len(cs) && f.leads(cs[i+1], cs[i]) {
			cs = slices.Clone(cs)
			cs[i], cs[i+1] = cs[i+1], cs[i]
		}
		c := cs[i]
		first := c.link
		if first == "" && f.o.Lang != "ja" && !c.compact {
			first = c.text
		}
		if i+1 < len(cs) && first != "" && !cs[i+1].compact {
			if f.joins(c, first, cs[i+1]) {
				second, join := f.elide(first, cs[i+1].text), comma
				if f.o.Lang == "en" && second != cs[i+1].text && !strings.Contains(first, " and ") {
					join = " and " // one subject, two predicates: no comma
				}
				out = append(out, stopped(capital(first)+join+second, end))
				i += 2
				continue
			}
		}
		out = append(out, stopped(capital(c.text), end))
		i++
	}
	return strings.Join(out, space)
}

// stopped ends an English sentence with its full stop, unless it already
// ends in a quoted call's own mark: 'Alice calls “Last card!”', not
// 'Alice calls “Last card!”.'.
func stopped(s, end string) string {
	if end == "." && (strings.HasSuffix(s, "!”") || strings.HasSuffix(s, "?”") || strings.HasSuffix(s, ".”")) {
		return s
	}
	return s + end
}

// leads reports whether Japanese clause a, about a thing, goes before b,
// about a part of it ("プレイ札は…" before "プレイ札の色は…"): joined, b
// then names the part alone ("プレイ札は赤5で、色は赤です").
func (f *formatter) leads(a, b clause) bool {
	if f.o.Lang != "ja" || a.link == "" || a.compact || b.compact {
		return false
	}
	pa, ra := f.owner(a.text)
	pb, rb := f.owner(b.text)
	ta, tb := topic(ra), topic(rb)
	return pa == pb && ta != "" && strings.HasPrefix(tb, ta+"の")
}

// elide drops from the second clause of a Japanese sentence the player
// its first clause already names, as a native writer would: "ボブは2枚引き、
// ボブの休みは残り1回です" reads "ボブは2枚引き、休みは残り1回です", "ボブが上がり、
// ボブは1枚も引きません" reads "ボブが上がり、1枚も引きません". A player's
// "の前" (the tableau in front of them) and "のターン" stay: without the
// name they would name nobody's ("…があり、ターンです").
func (f *formatter) elide(first, second string) string {
	if f.o.Lang == "zh-Hant" {
		return f.elideZh(first, second)
	}
	if f.o.Lang == "en" {
		return f.elideEn(first, second)
	}
	if f.o.Lang != "ja" {
		return second
	}
	_, ra := f.owner(first)
	if t := topic(ra); t != "" {
		if _, rb := f.owner(second); strings.HasPrefix(topic(rb), t+"の") {
			return strings.TrimPrefix(rb, t+"の") // プレイ札は…、色は…
		}
	}
	for _, pl := range f.p.ex.Players {
		n := f.name(pl)
		subject := strings.HasPrefix(first, n+"は") || strings.HasPrefix(first, n+"が")
		owner := strings.HasPrefix(first, n+"の") && !strings.HasPrefix(first, n+"の前")
		switch {
		case !subject && !owner:
		case strings.HasPrefix(second, n+"の前"), strings.HasPrefix(second, n+"のターン"):
		case strings.HasPrefix(second, n+"の"):
			return strings.TrimPrefix(second, n+"の")
		case subject && strings.HasPrefix(second, n+"は"):
			return strings.TrimPrefix(second, n+"は")
		}
	}
	return second
}

// elideEn drops from the second clause of an English sentence the player
// its first clause begins with, as a native writer would: "Bob draws 2,
// and Bob has 9 cards in hand" reads "Bob draws 2 and now has 9 cards in
// hand"; a state after an act takes "now", an act follows as it is ("Bob
// plays ♣2 and wins").
func (f *formatter) elideEn(first, second string) string {
	for _, pl := range f.p.ex.Players {
		n := f.name(pl)
		rest, ok := strings.CutPrefix(second, n+" ")
		if !ok || !strings.HasPrefix(first, n+" ") {
			continue
		}
		verb, _, _ := strings.Cut(rest, " ")
		if slices.Contains(enStates, verb) && !slices.Contains(enStates, firstWord(strings.TrimPrefix(first, n+" "))) {
			return "now " + rest
		}
		return rest
	}
	return second
}

// enStates are the English verbs of a state, which "now" introduces
// after an act.
var enStates = []string{"has", "holds", "is"}

// firstWord is a text's first word.
func firstWord(s string) string {
	w, _, _ := strings.Cut(s, " ")
	return w
}

// elideZh drops from the second clause of a Chinese sentence the player
// its first clause begins with, as a native writer would: "鮑伯的手牌中有
// 白翼天使，鮑伯的牌組有10張" reads "鮑伯的手牌中有白翼天使，牌組有10張".
func (f *formatter) elideZh(first, second string) string {
	for _, pl := range f.p.ex.Players {
		n := f.name(pl)
		if !strings.HasPrefix(first, n) {
			continue
		}
		if rest, ok := strings.CutPrefix(second, n+"的"); ok {
			return rest
		}
		return strings.TrimPrefix(second, n)
	}
	return second
}

// joins reports whether two clauses make one sentence (first is a's
// form leading into b): only when they tell of the same subject. Whose
// turn it is, and the phase, join nothing: 「アリスの手札には火の矢があり、
// ボブのターンです」 joined two unrelated facts. In Japanese, a player's
// act or state joins what follows of the same player ("ボブは2枚引き、休み
// は残り1回です") or of no player ("ボブが上がり、試合が終わります"), one
// player's two things join ("アリスの手札は7枚で、墓地
// は♠2です"), and so do two players' same thing, as a contrast ("アリスの
// 墓地は♠7で、ボブの墓地は♥7です") and a thing and a part of it ("プレイ札は
// 赤3で、色は赤です"); the same thing said twice over does not ("手札には
// 炎の獣があり、手札は1枚です"), nor two things of no one's or of different
// players.
func (f *formatter) joins(a clause, first string, b clause) bool {
	if a.late > 0 || b.late > 0 {
		return false
	}
	if f.o.Lang != "ja" {
		return true
	}
	second := b.text
	for _, p := range f.p.ex.Players {
		n := f.name(p)
		if strings.HasPrefix(first, n+"は") || strings.HasPrefix(first, n+"が") {
			// The player's act, then the player again or what it
			// brings about ("ボブが上がり、試合が終わります").
			other, _ := f.owner(second)
			return other == "" || strings.HasPrefix(second, n+"は") || strings.HasPrefix(second, n+"の") || strings.HasPrefix(second, n+"が")
		}
	}
	pa, ra := f.owner(first)
	pb, rb := f.owner(second)
	ta, tb := topicOf(ra), topicOf(rb)
	switch {
	case ta == "" || tb == "":
		return false
	case strings.HasPrefix(tb, strings.TrimSuffix(ta, "に")+"の"):
		return pa == pb // a thing, then a part of it
	case pa == "" || pb == "":
		return false
	case pa == pb:
		return topic(ra) != topic(rb) // one player's two things, not one twice
	}
	return topic(ra) == topic(rb) // a contrast of two players' same thing
}

// owner splits a Japanese clause that begins with a player's thing
// ("アリスの手札は…") into the player and the rest ("手札は…").
func (f *formatter) owner(text string) (player, rest string) {
	for _, p := range f.p.ex.Players {
		if r, ok := strings.CutPrefix(text, f.name(p)+"の"); ok {
			return p, r
		}
	}
	return "", text
}

// topic is what a clause is about, up to its particle は (手札 in
// "手札は7枚で", 墓地 in "墓地には何もありません").
func topic(rest string) string {
	return strings.TrimSuffix(topicOf(rest), "に")
}

// topicOf is a clause's topic with its particle's に ("墓地に" in
// "墓地には何もありません"): "手札には…があり" and "手札は1枚です" tell of
// one thing in two ways. "" when the clause has no は.
func topicOf(rest string) string {
	t, _, ok := strings.Cut(rest, "は")
	if !ok {
		return ""
	}
	return t
}

// capital begins an English sentence with a capital letter.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r < utf8.RuneSelf && unicode.IsLower(r) {
		return string(unicode.ToUpper(r)) + s[n:]
	}
	return s
}

// Told attaches sentence patterns in lang to a form (Phrases.Tell) and
// returns it: a game's table writes a form's compact wordings and its
// sentences side by side.
func (f *Form) Told(lang string, t Tell) *Form {
	p := f.Say[lang]
	p.Tell = t
	f.Say[lang] = p
	return f
}

// derive makes the sentence pattern of a form that has none in the
// language from its compact wording, by the language's telling: "KEY:
// {v}" as "KEYは{v}です" (an empty list as "KEYには何もありません"), a
// step's plain verb in its polite form, a "cannot" with its reason after
// it. ok is false when the language has no telling or the wording fits
// none of its frames.
func (f *formatter) derive(s *said, m mood) (tpl, link string, ok bool) {
	tg, ok := tellings[f.o.Lang]
	if !ok {
		return "", "", false
	}
	w := f.wording(&phrase{form: s.ph.form, mood: m, text: s.ph.text})
	w, reason := strings.CutSuffix(w, ":{reason}")
	if !reason {
		// English writes a space after the colon ("{P} cannot challenge: {reason}").
		w, reason = strings.CutSuffix(w, ": {reason}")
	}
	if key, val, kv := strings.Cut(w, ":"); kv && m == moodDo {
		if f.saysNone(s) {
			return strings.ReplaceAll(tg.none, "{k}", key), "", true
		}
		r := strings.NewReplacer("{k}", strings.TrimSpace(key), "{v}", strings.TrimSpace(val))
		return r.Replace(tg.is), r.Replace(tg.isLink), true
	}
	if strings.Contains(w, ":") {
		return "", "", false
	}
	polite, ok := tg.polite(w)
	if !ok {
		return "", "", false
	}
	if reason {
		polite += strings.ReplaceAll(tg.reason, "{r}", "{reason}")
	}
	return polite, "", true
}

// telling is how a language tells a compact wording that has no
// sentence pattern of its own (Tell): the frame of a "KEY: {v}" wording,
// as a sentence, as a leading clause and for an empty list; the endings
// of a plain verb and its polite form, longest first; how a reason
// follows a "cannot".
type telling struct {
	is, isLink, none string
	endings          [][2]string
	reason           string
}

var tellings = map[string]telling{
	"ja": {is: "{k}は{v}です", isLink: "{k}は{v}で", none: "{k}には何もありません", reason: "（{r}）",
		endings: [][2]string{
			{"できない", "できません"}, {"できる", "できます"}, {"られない", "られません"}, {"られる", "られます"},
			{"しない", "しません"}, {"する", "します"}, {"せない", "せません"}, {"せる", "せます"},
			{"けない", "けません"}, {"わない", "いません"}, {"かない", "きません"}, {"さない", "しません"}, {"たない", "ちません"},
			{"まない", "みません"}, {"らない", "りません"}, {"ばない", "びません"}, {"がない", "ぎません"}, {"ける", "けます"}, {"いない", "いません"}, {"いる", "います"},
			{"える", "えます"}, {"てる", "てます"}, {"ねる", "ねます"}, {"める", "めます"}, {"れる", "れます"}, {"べる", "べます"}, {"げる", "げます"},
			{"る", "ります"}, {"す", "します"}, {"く", "きます"}, {"う", "います"}, {"ぶ", "びます"},
			{"む", "みます"}, {"つ", "ちます"}, {"ぐ", "ぎます"},
		}},
	"zh-Hant": {is: "{k}為{v}", isLink: "{k}為{v}", none: "{k}一張也沒有", reason: "，因為{r}",
		endings: [][2]string{{"", ""}}},
	// English steps are written in the present tense already ("Bob plays
	// ♣2"): the sentence is the wording.
	"en": {is: "the {k} is {v}", isLink: "the {k} is {v}", none: "the {k} is empty", reason: " ({r})",
		endings: [][2]string{{"", ""}}},
}

// polite turns a wording ending in a plain verb into its polite form;
// optional parts and choices after the verb ("[(対象を{to}へ)]") stay.
func (tg telling) polite(w string) (string, bool) {
	tail := ""
	for strings.HasSuffix(w, "]") {
		i := strings.LastIndexByte(w, '[')
		if i < 0 {
			return "", false
		}
		w, tail = w[:i], w[i:]+tail
	}
	for _, e := range tg.endings {
		if rest, ok := strings.CutSuffix(w, e[0]); ok {
			return rest + e[1] + tail, true
		}
	}
	return "", false
}
