package engine

import (
	"strings"
)

// A failure is reported in the example's language, in the game's
// wordings: what happened is said as statements of the example language
// (docs/examples.md, "what happened is said in the example's own words"),
// so a Japanese example reads 「アリスの手札：２枚；アリスの手札に青１・青２がある」
// and 「アリスは青１を出せない：プレイ札と色も数字も合わない」, never the engine's
// English. What the example language cannot say stays as the engine said it.

// failureLabels are the words of a failure report in each language: the
// step, what the example expected, what happened.
var failureLabels = map[string][3]string{
	"en":      {"step: ", "expected: ", "got: "},
	"ja":      {"手順：", "期待：", "実際："},
	"zh-Hant": {"步驟：", "預期：", "實際："},
}

// Labels are the report's words for a failure's step, expected and got,
// each with its colon, in its example's language (English when it has
// none).
func (f *Failure) Labels() (step, expected, got string) {
	l, ok := failureLabels[f.Lang]
	if !ok {
		l = failureLabels["en"]
	}
	return l[0], l[1], l[2]
}

// unusedWords say that words of a step are not used, {why}, and that
// {words} are to be taken out of it, in each language (English keeps the
// runner's words: "words the rules do not use: " and Unused.Error).
var unusedWords = map[string]string{
	"ja":      "ルールが使わない言葉：{why}。手順から「{words}」を取り除く",
	"zh-Hant": "規則用不到的字：{why}。請從步驟中刪去「{words}」",
}

// unused is what a failure says of words of step st the engine does not
// use (u), and where they start in the step, in characters: in the
// example's language where the engine has words for why, else in its
// English.
func (ex *Example) unused(st *Step, u *Unused) (said string, at int) {
	words := u.Words
	if u.Slot != "" && st.said != nil && !strings.Contains(toLower(fold(st.Text)), toLower(fold(words))) {
		if w := st.said.slot(u.Slot); w != "" {
			words = w
		}
	}
	at = wordsAt(st.Text, words)
	frame, why := unusedWords[ex.Lang], u.Said(ex.Lang)
	if frame == "" || why == "" {
		return "words the rules do not use: " + u.Error(), at
	}
	r := strings.NewReplacer("{why}", why, "{words}", words)
	return r.Replace(frame), at
}

// setupWords say that the settings cannot be set up, for the {reason}
// of a rule, in a language whose game has no form "refused" to say it
// with; setupAccepted that they can, where the example said they cannot.
var (
	setupWords    = map[string]string{"ja": "この設定はできない：{reason}", "zh-Hant": "無法這樣設定：{reason}"}
	setupAccepted = map[string]string{"ja": "この設定でゲームを始められる", "zh-Hant": "可以這樣設定"}
)

// setupRefused is what a failure says of settings the engine cannot set
// up, msg its English message: in the example's language, the game's form
// "refused" with the words of the rule msg reads as (「この設定はできない：
// ペナントルールでは使えない」, which pasted back names it), or setupWords
// with them; the engine's English where msg names no rule.
func (ex *Example) setupRefused(msg string) string {
	lang := ex.Lang
	if ex.vocab == nil || lang == "en" || setupWords[lang] == "" {
		return "setup: " + msg
	}
	if said, ok := ex.sayIn(lang, "the settings are refused: "+msg); ok && !strings.Contains(msg, "; ") {
		return said
	}
	p := &parser{v: ex.vocab, ex: ex, lang: lang}
	if said, err := p.sayReason(msg, lang, ex.in(lang).listSep(true)); err == nil && said != msg {
		return strings.ReplaceAll(setupWords[lang], "{reason}", said)
	}
	return "setup: " + msg
}

// allowedWords say "the step is allowed" where a step's form has no "can"
// wording in the language.
var allowedWords = map[string]string{"ja": "できる", "zh-Hant": "可以"}

// sayIn writes got, what a game shows as English statements of the
// example language separated by "; " ("Alice has 2 cards; Alice holds
// blue 1, blue 2"), in lang with the game's wordings. ok is false when a
// statement cannot be read or written: got is then kept as it is.
func (ex *Example) sayIn(lang, got string) (said string, ok bool) {
	if ex.vocab == nil || lang == "" || lang == "en" {
		return got, lang == "en"
	}
	defer func() {
		// A report must not take the run down: a slip keeps the
		// engine's words.
		if recover() != nil {
			said, ok = got, false
		}
	}()
	f := ex.in(lang)
	p := &parser{v: ex.vocab, ex: ex, lang: "en"}
	var out []string
	for _, part := range strings.Split(got, "; ") {
		e, err := p.expectation(normalize(part), 1)
		if err != nil || e.said == nil {
			return got, false
		}
		sd := e.said
		if e.Key == "drew" && e.N == 0 {
			sd = f.nothing(sd)
		}
		t, err := f.statement(sd)
		if err != nil {
			return got, false
		}
		out = append(out, t)
	}
	return strings.Join(out, f.sep()), true
}

// in is a formatter writing in lang, reading with the example's players.
func (ex *Example) in(lang string) *formatter {
	return &formatter{v: ex.vocab, o: FormatOptions{Lang: lang}, p: &parser{v: ex.vocab, ex: ex, lang: lang}}
}

// again is a statement (sd, read from text) as a failure report shows it:
// in English as written; in another language written again with its
// wording's punctuation (「アリスの手札：３枚」, not the folded
// 「アリスの手札:3枚」), as what happened is.
func (ex *Example) again(sd *said, text string) string {
	if sd == nil || ex.vocab == nil || sd.ph.lang == "en" {
		return text
	}
	if s, err := ex.in(sd.ph.lang).statement(sd); err == nil {
		return s
	}
	return text
}

// expected is expectation e as a failure report shows it (again).
func (ex *Example) expected(e *Expectation) string { return ex.again(e.said, e.Text) }

// stepText is a step as a failure report shows it (again), "" for none.
func (ex *Example) stepText(st *Step) string {
	if st == nil {
		return ""
	}
	return ex.again(st.said, st.Text)
}

// outcome writes what a step's check found — "allowed" or "rejected:
// REASON", as the runner says them — in the step's language: the step
// itself in its "can" or "cannot …: REASON" wording (「アリスは青１を出せない：
// プレイ札と色も数字も合わない」), or 「できない：REASON」 for a step without
// one. The engine's sentence of a rejection reads back as its rule (a
// reason may be the sentence) and is written with the rule's words.
// English steps keep the runner's words.
func (ex *Example) outcome(st *Step, text string) string {
	if st.said == nil || ex.vocab == nil || st.said.ph.lang == "en" {
		return text
	}
	lang := st.said.ph.lang
	reason, rejected := strings.CutPrefix(text, "rejected: ")
	if !rejected && text != "allowed" {
		return text
	}
	m := moodCan
	extra := map[string]string{}
	if rejected {
		m, extra["reason"] = moodCannot, reason
	}
	f := ex.in(lang)
	if say := st.said.ph.form.Say[lang]; len([][]string{say.Do, say.Can, say.Cannot}[m]) > 0 {
		if s, err := f.render(st.said, [][]string{say.Do, say.Can, say.Cannot}[m][0], extra); err == nil {
			return s
		}
	}
	if !rejected {
		return allowedWords[lang]
	}
	if s, ok := ex.sayIn(lang, text); ok {
		return s
	}
	return text
}

// gameIsOver is what the runner finds when an example expects a turn of
// a game that has ended, in English.
const gameIsOver = "the game is over"

// gameOver says that the game is over in language lang: the words of
// the game's rule "game-over" in its reasons table (「ゲームはもう終わって
// いる」, 「遊戲已經結束」), the engine's English where the game has none in
// that language.
func (ex *Example) gameOver(lang string) string {
	if ex.vocab != nil {
		for _, r := range ex.vocab.dialect.Reasons {
			if say := r.Say[lang]; r.Key == "game-over" && say != "" {
				return say
			}
		}
	}
	return gameIsOver
}
