package ruleset

import (
	"crypto/sha256"
	"fmt"
	"maps"
	"slices"
	"strings"

	"cardpress/catalog"
	"cardpress/engine"
)

// This file makes the example language of a rules description from its
// data: a setting and an expectation for every zone and variable that has
// words (say), a step for every action with its own verb, in each language
// the description words them (en, ja, zh-Hant).

// refusal is a rule the data engine refuses a step by. Its own are
// written refusal{"key"} where it refuses, and nowhere else, so that
// enginetest.RefusalKeys lists every one from the source and the test
// finds each worded in builtinReasons; a description's own come from its
// data through described.
type refusal struct{ key string }

// described is the refusal by a key a description names (a require
// list's, a cost's short, out_of_turn): the loader checks each against
// its [reasons], and the test enumerates those.
func described(key string) refusal { return refusal{key} }

// builtinReasons are the rules every described game refuses by; a
// description may word them anew in [reasons].
var builtinReasons = []engine.ReasonText{
	{Key: "no-card-left", Text: "no {card} left: every {card} of the deck is placed already", Say: map[string]string{"en": "no {card} left", "ja": "{card}はもう残っていない", "zh-Hant": "{card}已經沒有了"}},
	{Key: "cost-short", Text: "{card} costs {n} cards besides itself; {player} has {have}", Say: map[string]string{"en": "not enough cards to pay the cost", "ja": "コストを支払うカードが足りない", "zh-Hant": "支付費用的牌不夠"}},
	{Key: "name-cost", Text: "name the {n} cards {player} pays for {card}", Say: map[string]string{"en": "name the cards paid", "ja": "支払うカードを選ばなくてはならない", "zh-Hant": "必須指定支付的牌"}},
	{Key: "cost-not-held", Text: "{player} has no {paid} to pay for {card}", Say: map[string]string{"en": "does not hold the card to pay with", "ja": "コストに使うカードがない", "zh-Hant": "沒有用來支付的牌"}},
	{Key: "name-target", Text: "{card} may be aimed at several cards: name the one", Say: map[string]string{"en": "name the card aimed at", "ja": "対象を選ばなくてはならない", "zh-Hant": "必須指定目標"}},
	{Key: "no-target", Text: "{card} has no card of that name to aim at", Say: map[string]string{"en": "nothing to aim at", "ja": "対象にできるカードがない", "zh-Hant": "沒有可以指定的目標"}},
	{Key: "round-not-over", Text: "the round is not over", Say: map[string]string{"en": "the round is not over", "ja": "ラウンドはまだ終わっていない", "zh-Hant": "這一局還沒結束"}},
	{Key: "over", Text: "the game is over", Say: map[string]string{"en": "the game is over", "ja": "ゲームは終わっている", "zh-Hant": "遊戲已經結束"}},
	{Key: "not-now", Text: "{action} cannot be done now (phase {phase})", Say: map[string]string{"en": "not now", "ja": "今はできない", "zh-Hant": "現在不能"}},
	{Key: "not-held", Text: "{player} has no {card} to play", Say: map[string]string{"en": "does not hold the card", "ja": "そのカードを持っていない", "zh-Hant": "沒有這張牌"}},
	{Key: "not-your-turn", Text: "it is not {who}'s turn", Say: map[string]string{"en": "not your turn", "ja": "自分のターンではない", "zh-Hant": "不是你的回合"}},
	{Key: "no-such-action", Text: "no action {action} here", Say: map[string]string{"en": "no such action", "ja": "その行動はない", "zh-Hant": "沒有這個行動"}},
}

// messages say why words of a step are not used (engine.Unused), in
// each manual language: no action of the game makes a kind of choice
// ("chooses/" and the kind's Key), or a card is named beyond a cost.
var messages = []engine.ReasonText{
	{Key: "chooses/color", Say: map[string]string{"en": "no action of {game} chooses a color", "ja": "{game}のどの行動も色を選ばない", "zh-Hant": "{game}沒有任何行動會選擇顏色"}},
	{Key: "chooses/option", Say: map[string]string{"en": "no action of {game} chooses a turn option", "ja": "{game}のどの行動も手番の進め方を選ばない", "zh-Hant": "{game}沒有任何行動會選擇回合的進行方式"}},
	{Key: "chooses/player", Say: map[string]string{"en": "no action of {game} chooses a player", "ja": "{game}のどの行動もプレイヤーを選ばない", "zh-Hant": "{game}沒有任何行動會選擇玩家"}},
	{Key: "chooses/as", Say: map[string]string{"en": "no action of {game} chooses a card to stand for", "ja": "{game}のどの行動も何として出すかを選ばない", "zh-Hant": "{game}沒有任何行動會選擇代替的牌"}},
	{Key: "chooses/card", Say: map[string]string{"en": "no action of {game} chooses a card", "ja": "{game}のどの行動もカードを選ばない", "zh-Hant": "{game}沒有任何行動會選擇牌"}},
	{Key: "chooses/redraw", Say: map[string]string{"en": "no action of {game} chooses whether to redraw", "ja": "{game}のどの行動も引き直すかどうかを選ばない", "zh-Hant": "{game}沒有任何行動會選擇是否重抽"}},
	{Key: "step-chooses/color", Say: map[string]string{"en": "the card of this step chooses no color", "ja": "この手順のカードは色を選ばない", "zh-Hant": "這一步的牌不選擇顏色"}},
	{Key: "step-chooses/player", Say: map[string]string{"en": "the card of this step chooses no player", "ja": "この手順のカードはプレイヤーを選ばない", "zh-Hant": "這一步的牌不選擇玩家"}},
	{Key: "beyond-cost", Say: map[string]string{"en": "{card} is paid with {n} cards", "ja": "{card}のコストで支払うカードは{n}枚", "zh-Hant": "{card}的費用只需支付{n}張牌"}},
}

// builtinForms are the expectations every described game reads.
var builtinForms = []*engine.Form{
	{Kind: engine.ExpectForm, Key: roundOverKey, Say: map[string]engine.Phrases{
		"en": {Do: []string{"round over"}, Tell: engine.Tell{Do: "the round is over"}}, "ja": {Do: []string{"ラウンド終了"}}, "zh-Hant": {Do: []string{"本局結束"}}}},
	{Kind: engine.ExpectForm, Key: roundContinuesKey, Say: map[string]engine.Phrases{
		"en": {Do: []string{"round continues"}, Tell: engine.Tell{Do: "the round goes on"}}, "ja": {Do: []string{"ラウンド続行"}}, "zh-Hant": {Do: []string{"本局繼續"}}}},
	{Kind: engine.ExpectForm, Key: "game over", Say: map[string]engine.Phrases{
		"en": {Do: []string{"game over"}, Tell: engine.Tell{Do: "the game is over"}}, "ja": {Do: []string{"ゲーム終了"}}, "zh-Hant": {Do: []string{"遊戲結束"}}}},
}

// winnerForm is the expectation of the winner, "none" for no winner yet,
// in the words of noneWords and the description's own ([words] none).
func (g *Game) winnerForm() *engine.Form {
	words := append(slices.Clone(noneWords), g.noneWords...)
	// A rulebook prints no winner in the description's own words first.
	shown := append(slices.Clone(g.noneWords), noneWords[1:]...)
	say := map[string]engine.Phrases{
		"en": {Do: []string{"winner: {who}"}, Tell: engine.Tell{Do: "{who} wins", By: map[string]string{"none": "nobody has won yet"}}}, "ja": {Do: []string{"勝者:{who}"}}, "zh-Hant": {Do: []string{"勝者:{who}"}}}
	for lang, w := range g.winnerWords {
		// The description's own words first: a rulebook tells them.
		ph := say[lang]
		ph.Do = append([]string{w}, ph.Do...)
		say[lang] = ph
	}
	return &engine.Form{Kind: engine.ExpectForm, Key: "winner", Slots: map[string]engine.Slot{"who": {Read: engine.PlayerOr(words...), Words: map[string][]string{"none": shown}}}, Say: say}
}

// dirWords are a direction's words.
var dirWords = map[string][]string{"clockwise": {"時計回り", "順時針"}, "counterclockwise": {"反時計回り", "逆時針"}}

// noneWords are "none" in each language, the first the value read.
var noneWords = []string{"none", "なし", "無"}

// colorWords are the catalog's colors as a variable's values: the id,
// with the name and symbol, and none.
func (r *reader) colorWords() map[string][]string {
	words := map[string][]string{noneWords[0]: noneWords[1:]}
	for _, c := range r.cp.g.cat.Colors {
		for _, w := range []string{c.Name, c.Symbol} {
			if w != "" && w != c.ID {
				words[c.ID] = append(words[c.ID], w)
			}
		}
	}
	return words
}

// boolWords are a true-or-false variable's words.
var boolWords = map[string][]string{"yes": {"はい", "あり", "是"}, "no": {"いいえ", "なし", "否"}}

// wordings reads a table of one wording per language at p.
func (r *reader) wordings(v any, p string) map[string]string {
	m := r.table(v, p, engine.Languages...)
	out := map[string]string{}
	for _, lang := range engine.Languages {
		if s, ok := r.str(m, p, lang); ok {
			out[lang] = s
		}
	}
	if m != nil && out["en"] == "" {
		r.errorf(p, "%s needs an English wording (en): examples are read in English in every game", p)
	}
	return out
}

// form makes a setting or expectation form of key from wordings, with
// slot renamed to the slot that reads it.
func form(kind engine.FormKind, key string, w map[string]string, from, to string, slots map[string]engine.Slot) *engine.Form {
	f := &engine.Form{Kind: kind, Key: key, Say: map[string]engine.Phrases{}, Slots: slots}
	for lang, s := range w {
		f.Say[lang] = engine.Phrases{Do: []string{strings.ReplaceAll(s, from, to)}}
	}
	return f
}

// zoneForms are a zone's settings and expectations.
func (r *reader) zoneForms(zm map[string]any, p, id string) {
	g := r.cp.g
	if v, ok := zm["say"]; ok {
		w := r.wordings(v, p+".say")
		r.needSlot(p+".say", w, "{cards}")
		if z := g.zoneIndex(id); z >= 0 && g.zones[z].byColor {
			slots := map[string]engine.Slot{"zone": g.colorZoneSlot(g.states())}
			g.forms = append(g.forms, form(engine.SettingForm, id, w, "{cards}", "{zone}", slots), form(engine.ExpectForm, id, w, "{cards}", "{zone}", slots))
			r.tell(zm, p, "{cards}", "{zone}", "{zone}")
		} else if states := g.states(); states != nil {
			// Cards with states in parentheses: "炎の獣 (exhausted), 2 more".
			slots := map[string]engine.Slot{"zone": engine.Zone(states)}
			g.forms = append(g.forms, form(engine.SettingForm, id, w, "{cards}", "{zone}", slots), form(engine.ExpectForm, id, w, "{cards}", "{zone}", slots))
			r.tell(zm, p, "{cards}", "{zone}", "{zone}")
		} else {
			g.forms = append(g.forms, form(engine.SettingForm, id, w, "{cards}", "{hand}", nil), form(engine.ExpectForm, id, w, "{cards}", "{list}", nil))
			r.tell(zm, p, "{cards}", "{hand}", "{list}")
		}
	}
	if v, ok := zm["top"]; ok {
		w := r.wordings(v, p+".top")
		r.needSlot(p+".top", w, "{card}")
		g.forms = append(g.forms, form(engine.SettingForm, id+" top", w, "{card}", "{card}", nil), form(engine.ExpectForm, id+" top", w, "{card}", "{card}", nil))
	}
	if v, ok := zm["none"]; ok {
		// The zone without a card: "山札:なし" (a setting of the deck keeps
		// no card of it).
		w := r.wordings(v, p+".none")
		g.forms = append(g.forms, form(engine.SettingForm, id+" none", w, "", "", nil), form(engine.ExpectForm, id+" none", w, "", "", nil))
	}
	if v, ok := zm["bottom"]; ok {
		// The cards at the bottom: the bottom card ({card}: 捨て札の一番下),
		// or the last cards, the very bottom last ({cards}: 牌組最底下).
		w := r.wordings(v, p+".bottom")
		if slices.ContainsFunc(slices.Collect(maps.Values(w)), func(s string) bool { return strings.Contains(s, "{cards}") }) {
			r.needSlot(p+".bottom", w, "{cards}")
			g.forms = append(g.forms, form(engine.ExpectForm, id+" bottom", w, "{cards}", "{list}", nil))
		} else {
			r.needSlot(p+".bottom", w, "{card}")
			g.forms = append(g.forms, form(engine.ExpectForm, id+" bottom", w, "{card}", "{card}", nil))
		}
	}
	if v, ok := zm["count"]; ok {
		w := r.wordings(v, p+".count")
		r.needSlot(p+".count", w, "{n}")
		g.forms = append(g.forms, form(engine.SettingForm, id+" count", w, "{n}", "{n}", nil), form(engine.ExpectForm, id+" count", w, "{n}", "{n}", nil))
	}
}

// states are the words of the cards' states in examples, each English
// word with its words in the other languages; nil when the description
// gives none.
func (g *Game) states() map[string][]string {
	var out map[string][]string
	add := func(en string, say map[string]string) {
		if en == "" {
			return
		}
		if out == nil {
			out = map[string][]string{}
		}
		out[en] = nil
		for _, lang := range engine.Languages {
			if w := say[lang]; w != "" && lang != "en" {
				out[en] = append(out[en], w)
			}
		}
	}
	for _, w := range g.cardWords {
		add(w.en, w.say)
		add(w.off, w.offSay)
	}
	return out
}

// needSlot checks that every wording has slot.
func (r *reader) needSlot(p string, w map[string]string, slot string) {
	for _, lang := range slices.Sorted(maps.Keys(w)) {
		if !strings.Contains(w[lang], slot) {
			r.valueErrorf(p+"."+lang, "the %s wording needs %s, where the example writes it", lang, slot)
		}
	}
}

// varForms makes a variable's setting and expectation; false when its
// type has no words in examples.
func (r *reader) varForms(v any, p, id string, t typ, perPlayer bool, values []map[string]string) bool {
	w := r.wordings(v, p+".say")
	r.needSlot(p+".say", w, "{value}")
	if perPlayer {
		r.needSlot(p+".say", w, "{P}")
	}
	slot, ok := r.valueSlot(t, values)
	if !ok {
		r.errorf(p+".say", "a variable of type %s has no words in examples", t)
		return false
	}
	slots := map[string]engine.Slot{"value": slot}
	r.cp.g.forms = append(r.cp.g.forms, form(engine.SettingForm, id, w, "{value}", "{value}", slots), form(engine.ExpectForm, id, w, "{value}", "{value}", slots))
	return true
}

// valueSlot is the slot that reads a value of a variable of type t (with
// values, its named values); false for a type without words.
func (r *reader) valueSlot(t typ, values []map[string]string) (engine.Slot, bool) {
	switch t {
	case tColor:
		return engine.Words(r.colorWords()), true
	case tPlayer:
		return engine.Slot{Read: engine.PlayerOr(noneWords...)}, true
	case tInt:
		if values != nil {
			return valueSlot(values), true
		}
		return engine.Integer, true
	case tDir:
		return engine.Words(dirWords), true
	case tBool:
		return engine.Words(boolWords), true
	}
	return engine.Slot{}, false
}

// toldSentence is one told sentence of a setting or an expectation, as
// a zone's or variable's tell key writes it: the same as [tell.KIND.KEY]
// LANG = { do = … }, which tells applies.
type toldSentence struct {
	kind, key, lang, path string
	tell                  engine.Tell
}

// tell reads the sentence a rulebook tells a zone's or a variable's
// statement with (tell = { en = "{P}'s token count is {value}" }), as the
// wording's slot from names it: short for [tell.setting.ID] and
// [tell.expect.ID] with do = that sentence, each with the slot it reads
// (toSet, toExpect). Without it the sentence is derived from the wording
// (engine.Tell).
func (r *reader) tell(m map[string]any, p, from, toSet, toExpect string) {
	v, ok := m["tell"]
	if !ok {
		return
	}
	w := r.wordings(v, p+".tell")
	r.needSlot(p+".tell", w, from)
	key := r.cp.g.forms[len(r.cp.g.forms)-1].Key
	for _, lang := range slices.Sorted(maps.Keys(w)) {
		r.told = append(r.told,
			toldSentence{"setting", key, lang, p + ".tell", engine.Tell{Do: strings.ReplaceAll(w[lang], from, toSet)}},
			toldSentence{"expect", key, lang, p + ".tell", engine.Tell{Do: strings.ReplaceAll(w[lang], from, toExpect)}})
	}
}

// coreVerbs are the steps of the core example language an action may
// take as its verb.
var coreVerbs = []string{"plays", "draws", "passes", "chooses", "ends"}

// say makes the step form of an action with its own verb.
func (r *reader) say(am map[string]any, p string, a *action) {
	v, ok := am["say"]
	if !ok {
		if _, told := am["tell"]; told {
			r.errorf(p+".tell", "tell tells the action's own words in sentences: give them first (say = { en = [\"{P} %s\", …] })", a.id)
		}
		if !slices.Contains(coreVerbs, a.verb) {
			// Another action of the verb may word it: checked once all are read.
			r.unworded = append(r.unworded, unworded{p, a.id, a.verb})
		}
		return
	}
	m := r.table(v, p+".say", engine.Languages...)
	f := &engine.Form{Kind: engine.StepForm, Key: a.verb, Say: map[string]engine.Phrases{}}
	for _, lang := range slices.Sorted(maps.Keys(m)) {
		list := r.strs(m, p+".say", lang)
		if len(list) != 3 {
			r.valueErrorf(p+".say."+lang, "say.%s lists three wordings: the step, the check that it can be done, the check that it cannot (\"{P} challenges\", \"{P} can challenge\", \"{P} cannot challenge\")", lang)
			continue
		}
		sep := ": {reason}"
		if lang != "en" {
			sep = ":{reason}"
		}
		f.Say[lang] = engine.Phrases{Do: []string{list[0]}, Can: []string{list[1]}, Cannot: []string{list[2] + sep}}
	}
	if _, ok := f.Say["en"]; !ok {
		r.errorf(p+".say", "say needs English wordings (en)")
	}
	if tv, ok := am["tell"]; ok {
		// The step's told sentences, its own: a verb's [tell.step.KEY]
		// would tell every action of the verb alike (プレイ and 使用).
		lm := r.table(tv, p+".tell", engine.Languages...)
		for _, lang := range slices.Sorted(maps.Keys(lm)) {
			if _, ok := f.Say[lang]; !ok {
				r.errorf(p+".tell."+lang, "tell.%s tells the action's say.%s in sentences: give say.%s first", lang, lang, lang)
				continue
			}
			t := r.toldTable(lm[lang], p+".tell."+lang)
			r.toldSlots(t, p+".tell."+lang, "step", a.verb, []*engine.Form{f})
			f.Told(lang, t)
		}
	}
	r.cp.g.forms = append(r.cp.g.forms, f)
}

// unworded is an action whose verb is neither a core one nor worded by
// the action itself.
type unworded struct{ path, id, verb string }

// checkVerbs reports the actions whose verb no action words.
func (r *reader) checkVerbs() {
	for _, u := range r.unworded {
		if !slices.ContainsFunc(r.cp.g.forms, func(f *engine.Form) bool { return f.Kind == engine.StepForm && f.Key == u.verb }) {
			r.errorf(u.path, "action %s needs verb = one of %v, or its own words: say = { en = [\"{P} %s\", \"{P} can %s\", \"{P} cannot %s\"] }", u.id, coreVerbs, u.id, u.id, u.id)
		}
	}
}

// words reads [words]: the phases' names in examples ("turn: Bob
// (choosing a color)").
func (r *reader) words(m map[string]any) {
	if v, ok := m["target"]; ok {
		r.targetWords(v)
	}
	if v, ok := m["as"]; ok {
		r.asWords(v)
	}
	if v, ok := m["next_round"]; ok {
		r.nextRoundWords(v)
	}
	r.gameWords(m)
	if v, ok := m["refused"]; ok {
		// Settings the rules refuse: "この設定はできない:{reason}".
		w := r.wordings(v, "words.refused")
		r.needSlot("words.refused", w, "{reason}")
		r.cp.g.forms = append(r.cp.g.forms, form(engine.ExpectForm, "refused", w, "", "", nil))
	}
	if v, ok := m["turn"]; ok {
		// The game's word for the turn: "ターン:{target}".
		w := r.wordings(v, "words.turn")
		r.needSlot("words.turn", w, "{target}")
		g := r.cp.g
		g.forms = append(g.forms, form(engine.SettingForm, "turn", w, "", "", nil), form(engine.ExpectForm, "turn", w, "", "", nil))
	}
	if v, ok := m["none"]; ok {
		// More words for no player: "勝者:まだいない".
		nm := r.table(v, "words.none", engine.Languages...)
		for _, lang := range slices.Sorted(maps.Keys(nm)) {
			r.cp.g.noneWords = append(r.cp.g.noneWords, r.strs(nm, "words.none", lang)...)
		}
	}
	pm := r.table(m["phases"], "words.phases", r.cp.g.phases...)
	if pm == nil {
		return
	}
	// A phase is read and told by its words, never by its id: each is
	// keyed by its English words, with its words in the other languages
	// (the game's own first: a rulebook prints a phase by its first).
	words := map[string][]string{}
	for _, ph := range r.cp.g.phases {
		if pm[ph] == nil {
			r.errorf("words.phases", "phase %s has no words: give it words.phases.%s = { en = \"…\" }, for examples and the rulebook to name it", ph, ph)
			continue
		}
		w := r.wordings(pm[ph], "words.phases."+ph)
		if w["en"] == "" {
			r.errorf("words.phases."+ph, "phase %s needs English words (en): the rulebook's examples read and tell it by them", ph)
			continue
		}
		if prev := r.cp.g.phaseOf(w["en"]); prev >= 0 {
			r.valueErrorf("words.phases."+ph+".en", "phase %s has the words of phase %s, %q: an example could not tell them apart", ph, r.cp.g.phases[prev], w["en"])
			continue
		}
		r.cp.g.phaseWords = append(r.cp.g.phaseWords, phaseWord{phase: ph, say: w})
		langs := append([]string{r.cp.g.cat.Game.Language}, engine.Languages...)
		words[w["en"]] = []string{}
		for _, lang := range slices.Compact(append(langs[:1], slices.DeleteFunc(slices.Clone(langs[1:]), func(l string) bool { return l == langs[0] })...)) {
			if w[lang] != "" && lang != "en" {
				words[w["en"]] = append(words[w["en"]], w[lang])
			}
		}
	}
	// "phase: choosing a color" sets and checks the phase by its words.
	slots := map[string]engine.Slot{"value": engine.Words(words)}
	say := map[string]string{"en": "phase: {value}", "ja": "フェイズ:{value}", "zh-Hant": "階段:{value}"}
	r.cp.g.forms = append(r.cp.g.forms, form(engine.SettingForm, "phase", say, "{value}", "{value}", slots), form(engine.ExpectForm, "phase", say, "{value}", "{value}", slots))
}

// targetWords reads [words] target: how a step names the card an action
// is aimed at, in parentheses after the card played, each language a
// wording or a list of them with {card}: { en = "at {card}", ja =
// ["{card}に", "{card}の上に"] }.
func (r *reader) targetWords(v any) { r.targetForm(v, "words.target", targetChoice) }

// targetForm makes the choice form of wordings v at p, with value.
func (r *reader) targetForm(v any, p, value string) *engine.Form {
	m := r.table(v, p, engine.Languages...)
	if m == nil {
		return nil
	}
	f := &engine.Form{Kind: engine.ChoiceForm, Choice: engine.ChoiceCard, Value: value, Say: map[string]engine.Phrases{}}
	for _, lang := range slices.Sorted(maps.Keys(m)) {
		list := r.strs(m, p, lang)
		r.needSlot(p, map[string]string{lang: strings.Join(list, " ")}, "{card}")
		f.Say[lang] = engine.Phrases{Do: list}
	}
	if _, ok := f.Say["en"]; !ok {
		r.errorf(p, "%s needs an English wording (en)", p)
	}
	r.cp.g.forms = append(r.cp.g.forms, f)
	return f
}

// asWords reads [words] as: how a step names the card a card is played
// as, in parentheses after it, each language a wording or a list of them
// with {card}, a card written with or without a color: { en = "as
// {card}", ja = "{card}として" } reads a step's 「…（…として、赤）」. The
// choosing action (choose = "card") takes it.
func (r *reader) asWords(v any) {
	if f := r.targetForm(v, "words.as", ""); f != nil {
		f.Choice = engine.ChoiceAs
		f.Slots = map[string]engine.Slot{"card": engine.AnyColorCard}
		r.cp.g.asWorded = true
	}
}

// choiceTell reads the told wording of a target's choice form f, the
// tell of its table m at p: how a told step writes the card aimed at
// where its sentence has {chosen} (呼び戻し's { ja = "{card}を手札に戻すために" }).
func (r *reader) choiceTell(m map[string]any, p string, f *engine.Form) {
	v, ok := m["tell"]
	if !ok || f == nil {
		return
	}
	lm := r.table(v, p+".tell", engine.Languages...)
	w := map[string]string{}
	for _, lang := range slices.Sorted(maps.Keys(lm)) {
		if _, ok := f.Say[lang]; !ok {
			r.errorf(p+".tell."+lang, "tell.%s tells the target's say.%s: give say.%s first", lang, lang, lang)
			continue
		}
		if s, ok := r.str(lm, p+".tell", lang); ok {
			w[lang] = s
			f.Told(lang, engine.Tell{Do: s})
		}
	}
	r.needSlot(p+".tell", w, "{card}")
}

// targetChoice is the value of a step's choice that names the card aimed
// at; an action's own words for it give "target/ACTION".
const targetChoice = "target"

// isTarget reports whether a choice names the card aimed at.
func isTarget(ch *engine.Choice) bool {
	return ch.Kind == engine.ChoiceCard && (ch.Value == targetChoice || strings.HasPrefix(ch.Value, targetChoice+"/"))
}

// tellKinds are the kinds of form [tell] words, by its table's name.
var tellKinds = map[string]engine.FormKind{"setting": engine.SettingForm, "expect": engine.ExpectForm, "step": engine.StepForm}

// tellKeys are the keys of a told sentence ([tell.KIND.KEY.LANG]).
var tellKeys = []string{"do", "can", "cannot", "link", "none", "zero", "zero_link", "one", "each", "by", "last", "refused"}

// tells reads [tell]: how the printed rulebook tells a setting, an
// expectation or a step in sentences, by its key and language:
// [tell.expect.turn] ja = { do = "{target}のターンです", link = "{target}のターンで" }.
func (r *reader) tells(m map[string]any) {
	g := r.cp.g
	forms := g.allForms()
	given := map[[3]string]bool{}
	for _, kind := range slices.Sorted(maps.Keys(m)) {
		km := r.table(m[kind], "tell."+kind)
		for _, key := range slices.Sorted(maps.Keys(km)) {
			p := "tell." + kind + "." + key
			lm := r.table(km[key], p, engine.Languages...)
			told := toldForms(forms, kind, key)
			core := told
			if len(told) == 0 {
				// A core statement: a verb's step, the hand a setting gives.
				core = coreForms(tellKinds[kind], key)
			}
			if len(core) == 0 && kind != "step" {
				r.errorf(p, "no %s of this game has the key %q", kind, key)
				continue
			}
			for _, lang := range slices.Sorted(maps.Keys(lm)) {
				t := r.toldTable(lm[lang], p+"."+lang)
				r.toldSlots(t, p+"."+lang, kind, key, core)
				t.By = r.toldBy(t.By, p+"."+lang+".by", key, core)
				given[[3]string{kind, key, lang}] = true
				for _, f := range told {
					if _, ok := f.Say[lang]; ok {
						f.Told(lang, t)
					}
				}
				if len(told) == 0 {
					// A core statement: its sentences in this game.
					if g.tells == nil {
						g.tells = map[string]map[string]engine.Tell{}
					}
					if g.tells[key] == nil {
						g.tells[key] = map[string]engine.Tell{}
					}
					g.tells[key][lang] = t
				}
			}
		}
	}
	for _, t := range r.told {
		r.toldSlots(t.tell, t.path+"."+t.lang, t.kind, t.key, toldForms(slices.Clone(forms), t.kind, t.key))
		if given[[3]string{t.kind, t.key, t.lang}] {
			r.errorf(t.path, "tell.%s: [tell.%s.%s] tells it too; keep one", t.lang, t.kind, t.key)
			continue
		}
		for _, f := range toldForms(forms, t.kind, t.key) {
			f.Told(t.lang, t.tell)
		}
	}
	g.formsTold = forms
}

// toldForms are the forms of kind and key among forms, each replaced by
// a copy it returns to be told: the builtin forms are every game's.
func toldForms(forms []*engine.Form, kind, key string) []*engine.Form {
	var told []*engine.Form
	for i, f := range forms {
		if f.Kind == tellKinds[kind] && f.Key == key {
			c := *f
			c.Say = maps.Clone(f.Say)
			forms[i] = &c
			told = append(told, &c)
		}
	}
	return told
}

// toldTable reads one told sentence table of [tell].
func (r *reader) toldTable(v any, p string) engine.Tell {
	m := r.table(v, p, tellKeys...)
	var t engine.Tell
	for _, f := range []struct {
		key string
		to  *string
	}{{"do", &t.Do}, {"can", &t.Can}, {"cannot", &t.Cannot}, {"link", &t.Link}, {"none", &t.None}, {"zero", &t.Zero}, {"zero_link", &t.ZeroLink}, {"one", &t.One}, {"each", &t.Each}} {
		if s, ok := r.str(m, p, f.key); ok {
			*f.to = s
		}
	}
	if v, ok := m["last"]; ok {
		// Told after the step's other outcomes, with the phase.
		b, isBool := v.(bool)
		if !isBool {
			r.valueErrorf(p+".last", "last is true or false: whether a step's outcome tells this after the others, with the phase; got %v", v)
		}
		t.Last = b
	}
	if bm := r.table(m["by"], p+".by"); bm != nil {
		t.By = map[string]string{}
		for _, k := range slices.Sorted(maps.Keys(bm)) {
			if s, ok := r.str(bm, p+".by", k); ok {
				t.By[k] = s
			}
		}
	}
	t.Refused = r.refused(m["refused"], p+".refused")
	return t
}

// refused reads a told sentence's refused table: the "cannot" sentence
// by the key of the reason a step is refused for
// (refused = { field-full = "{P}は{cards}を４枚目として場に並べることはできません（…）" }).
// A key the reasons table does not have is an error: the sentence would
// never be told.
func (r *reader) refused(v any, p string) map[string]string {
	rm := r.table(v, p)
	if rm == nil {
		return nil
	}
	out := map[string]string{}
	for _, k := range slices.Sorted(maps.Keys(rm)) {
		if !slices.ContainsFunc(r.cp.g.reasons, func(x engine.ReasonText) bool { return x.Key == k }) {
			r.errorf(p+"."+k, "%s is not a key of [reasons]: a refused sentence tells a refusal for one of its rules%s", k, catalog.DidYouMean(k, r.reasonKeys()))
			continue
		}
		if s, ok := r.str(rm, p, k); ok {
			out[k] = s
		}
	}
	return out
}

// phaseWord is a phase's name in each language.
type phaseWord struct {
	phase string
	say   map[string]string
}

// phaseOf is the phase whose English words are en, -1 for none.
func (g *Game) phaseOf(en string) int {
	for _, w := range g.phaseWords {
		if w.say["en"] == en {
			return slices.Index(g.phases, w.phase)
		}
	}
	return -1
}

// Dialect is the example language the description words: its zones',
// variables' and actions' forms, and its reasons.
func (g *Game) Dialect() engine.Dialect {
	g.wordsOnce.Do(func() {
		if g.wordsDue {
			g.wordsSum = g.sumWords(g.source, g.wordsText)
		}
	})
	return engine.Dialect{Forms: g.allForms(), Reasons: g.reasons, Tells: g.tells, Sum: g.wordsSum}
}

// sumWords is the fingerprint of what the description's example words
// are made from: the description src, the grammar of card texts text, and
// of the catalog the game's language, its colors and each card's rules
// (words a condition lists). Card ids and names are left out: a parse
// notes the cards it looked up (engine.Reading), so that renaming one
// card keeps the examples that do not name it.
func (g *Game) sumWords(src, text []byte) [sha256.Size]byte {
	h := sha256.New()
	for _, b := range [][]byte{src, text} {
		fmt.Fprintf(h, "%d:", len(b))
		h.Write(b)
	}
	c := g.cat
	fmt.Fprintf(h, "%q %q\n", c.Game.Title, c.Game.Language)
	for _, col := range c.Colors {
		fmt.Fprintf(h, "%q %q %q\n", col.ID, col.Name, col.Symbol)
	}
	for i := range c.Cards {
		if r := g.rulesOf(i); r != nil {
			for _, k := range slices.Sorted(maps.Keys(r.Values)) {
				fmt.Fprintf(h, "%q=%#v ", k, r.Values[k].Value)
			}
		}
		h.Write([]byte{'\n'})
	}
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return sum
}

// allForms are the description's forms, the builtin ones and the
// winner's, with the told sentences of [tell].
func (g *Game) allForms() []*engine.Form {
	if g.formsTold != nil {
		return g.formsTold
	}
	return append(append(slices.Clone(g.forms), builtinForms...), g.winnerForm())
}
