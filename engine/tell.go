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
// outcome, the turn last. Scaffold settings are left out, and so is the
// players setting of a game for a fixed number of players (the steps name
// them). A statement whose form has no sentence pattern in lang is
// written in its compact wording, and its line is marked Compact.
func (v *Vocabulary) Tell(ex *Example, lang string) (*Told, error) {
	f := &formatter{v: v, o: FormatOptions{Lang: lang}, p: &parser{v: v, ex: ex}}
	out := &Told{}
	fixed := v.Catalog.Game.MinPlayers == v.Catalog.Game.MaxPlayers
	for _, s := range ex.Setup {
		if s.said == nil || s.said.ph.form.Scaffold || s.Key == "players" && fixed {
			continue
		}
		extra := map[string]string{"count": strconv.Itoa(len(ex.Players))}
		c, err := f.tell(s.said, moodDo, extra)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", s.Line, err)
		}
		out.Situation = append(out.Situation, ToldLine{Line: s.Line, Text: f.sentences([]clause{c}), Compact: c.compact})
	}
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
		out.Steps = append(out.Steps, l)
	}
	return out, nil
}

// clause is one statement told: as a sentence's last clause (text) and,
// where the language needs another form, as a first clause (link).
type clause struct {
	text, link string
	compact    bool
}

// step tells a step and its outcome.
func (f *formatter) step(st *Step) (ToldLine, error) {
	if st.said == nil {
		return ToldLine{}, fmt.Errorf("a statement not read from text cannot be told")
	}
	m := st.said.ph.mood
	var extra map[string]string
	var rest []*Expectation
	for _, e := range st.Expect {
		if e.Key == "rejected" && m == moodDo && e.said != nil {
			// Told as "アリスは…を出せません（理由）".
			m, extra = moodCannot, map[string]string{"reason": e.said.slot("reason")}
			continue
		}
		rest = append(rest, e)
	}
	c, err := f.tell(st.said, m, extra)
	if err != nil {
		return ToldLine{}, err
	}
	l := ToldLine{Line: st.Line, Text: f.sentences([]clause{c}), Compact: c.compact}
	// The turn is what a reader looks for last.
	slices.SortStableFunc(rest, func(a, b *Expectation) int {
		return boolInt(a.Key == "turn") - boolInt(b.Key == "turn")
	})
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

func boolInt(b bool) int {
	if b {
		return 1
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
	return f.tell(sd, moodDo, nil)
}

// tell tells a statement with its form's sentence pattern in the target
// language, or writes it compactly when the form has none.
func (f *formatter) tell(s *said, m mood, extra map[string]string) (clause, error) {
	t := s.ph.form.Say[f.o.Lang].Tell
	tpl := [...]string{t.Do, t.Can, t.Cannot}[m]
	link := ""
	if m == moodDo {
		link = t.Link
		if t.None != "" && f.saysNone(s) {
			tpl, link = t.None, ""
		}
	}
	if tpl == "" {
		text, err := f.render(s, f.wording(s.ph), extra)
		if m == moodCannot && s.ph.mood != moodCannot && err == nil {
			// A step the example rejects, in a form without a "cannot"
			// sentence: its wording and the reason.
			text, err = f.render(s, f.wording(&phrase{form: s.ph.form, mood: moodCannot}), extra)
		}
		return clause{text: text, compact: true}, err
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
		c := cs[i]
		first := c.link
		if first == "" && f.o.Lang != "ja" && !c.compact {
			first = c.text
		}
		if i+1 < len(cs) && first != "" && !cs[i+1].compact {
			out = append(out, capital(first)+comma+cs[i+1].text+end)
			i += 2
			continue
		}
		out = append(out, capital(c.text)+end)
		i++
	}
	return strings.Join(out, space)
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
