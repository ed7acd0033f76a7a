package worldend

import "cardpress/engine"

// Syntax is World End's part of the example language, in English and in
// the manual's Japanese (docs/examples-world-end.md): the zones, phases,
// refreshes and the first turn; playing from the summon zone, attacks,
// upkeep and the start of the game; the choices of a play (the hand cards
// paid, "at CARD", "take CARD").
var Syntax = engine.Dialect{Forms: forms, Reasons: reasons}

func say(en, ja string) map[string]engine.Phrases { return engine.Say("ja", en, ja) }

// step makes a step form with its can / cannot wordings.
func step(key string, en, ja [3]string, more ...string) *engine.Form {
	return engine.NewStep(key, "ja", en, ja, more...)
}

var (
	// zone holds cards by name or count; field characters have states.
	zone  = engine.Zone(nil)
	field = engine.Zone(map[string][]string{"exhausted": {"待機状態", "待機"}, "ready": {"復帰状態", "復帰"}})
	phase = engine.Words(map[string][]string{
		"setup": {"ゲームの準備", "準備"}, "draw": {"ドローフェイズ"}, "main": {"メインフェイズ"}, "battle": {"バトルフェイズ"},
		"support": {"応援ステップ"}, "end": {"エンドフェイズ"}, "over": {"ゲーム終了"}})
	who = engine.Slot{Read: engine.PlayerOr("none", "まだいない", "なし"), Words: map[string][]string{"none": {"まだいない"}}}
)

// zoneForms are a player's zones, as settings and as expectations.
func zoneForms(kind engine.FormKind) []*engine.Form {
	var out []*engine.Form
	for _, z := range []struct{ key, ja string }{
		{"deck", "デッキ"}, {"trash", "トラッシュ"}, {"extra zone", "エクストラゾーン"}, {"summon zone", "サモンゾーン"}, {"removed", "除外ゾーン"}, {"field", "場"},
	} {
		if z.key == "removed" && kind == engine.SettingForm {
			continue
		}
		sl := zone
		if z.key == "field" {
			sl = field
		}
		out = append(out, &engine.Form{Kind: kind, Key: z.key, Slots: map[string]engine.Slot{"zone": sl},
			Say: say("{P} "+z.key+": {zone}", "{P}の"+z.ja+":{zone}")})
	}
	return out
}

var forms = append(append([]*engine.Form{
	// The game's word is ターン, not 手番 (seed 003).
	{Kind: engine.SettingForm, Key: "turn", Say: say("turn: {target}", "ターン:{target}")},
	{Kind: engine.ExpectForm, Key: "turn", Say: say("turn: {target}", "ターン:{target}")},
	{Kind: engine.SettingForm, Key: "first turn", Say: say("first turn: {target}", "先攻１ターン目:{target}")},
	{Kind: engine.SettingForm, Key: "phase", Slots: map[string]engine.Slot{"phase": phase}, Say: say("phase: {phase}", "フェイズ:{phase}")},
	{Kind: engine.SettingForm, Key: "refreshes", Say: say("{P} refreshes: {n}", "{P}のリフレッシュ:{n}回")},

	step("plays", [3]string{"{P} plays {cards}", "{P} can play {cards}", "{P} cannot play {cards}"},
		[3]string{"{P}が{cards}をプレイする", "{P}は{cards}をプレイできる", "{P}は{cards}をプレイできない"}, "{P} play {cards}"),
	step("summons", [3]string{"{P} summons {cards}", "{P} can summon {cards}", "{P} cannot summon {cards}"},
		[3]string{"{P}がサモンゾーンの{cards}をプレイする", "{P}はサモンゾーンの{cards}をプレイできる", "{P}はサモンゾーンの{cards}をプレイできない"}, "{P} summon {cards}"),
	{Kind: engine.StepForm, Key: "attacks", Slots: map[string]engine.Slot{"what": engine.PlayerOrCard, "with": engine.OneCard}, Args: "{what} with {with}", Say: map[string]engine.Phrases{
		"en": {Do: []string{"{P} attacks {what} with {with}", "{P} attack {what} with {with}"}, Can: []string{"{P} can attack {what} with {with}"}, Cannot: []string{"{P} cannot attack {what} with {with}: {reason}"}},
		"ja": {Do: []string{"{P}が{with}で{what}にアタックする"}, Can: []string{"{P}は{with}で{what}にアタックできる"}, Cannot: []string{"{P}は{with}で{what}にアタックできない:{reason}"}},
	}},
	step("keeps", [3]string{"{P} keeps {cards}", "{P} can keep {cards}", "{P} cannot keep {cards}"},
		[3]string{"{P}が{cards}の維持コストを支払う", "{P}は{cards}の維持コストを支払える", "{P}は{cards}の維持コストを支払えない"}, "{P} keep {cards}"),
	step("releases", [3]string{"{P} releases {cards}", "{P} can release {cards}", "{P} cannot release {cards}"},
		[3]string{"{P}が{cards}の維持コストを支払わない", "{P}は{cards}の維持コストを支払わないことを選べる", "{P}は{cards}の維持コストを支払わないことを選べない"}, "{P} release {cards}"),
	step("starts", [3]string{"{P} starts the game", "{P} can start the game", "{P} cannot start the game"},
		[3]string{"{P}の先攻でゲームを始める", "{P}の先攻でゲームを始められる", "{P}の先攻でゲームを始められない"}, "{P} <starts|start>"),

	{Kind: engine.ExpectForm, Key: "refreshes", Say: say("{P} refreshes: {n}", "{P}のリフレッシュ:{n}回")},
	{Kind: engine.ExpectForm, Key: "phase", Slots: map[string]engine.Slot{"phase": phase}, Say: say("phase: {phase}", "フェイズ:{phase}")},
	{Kind: engine.ExpectForm, Key: "winner", Slots: map[string]engine.Slot{"who": who}, Say: say("winner: {who}", "勝者:{who}")},
	{Kind: engine.ExpectForm, Key: "loser", Slots: map[string]engine.Slot{"who": who}, Say: say("loser: {who}", "敗者:{who}")},

	{Kind: engine.ChoiceForm, Choice: engine.ChoiceCard, Value: "at", Say: map[string]engine.Phrases{
		"en": {Do: []string{"<at|target|to> {card}"}}, "ja": {Do: []string{"{card}に", "{card}の上に"}}}},
	{Kind: engine.ChoiceForm, Choice: engine.ChoiceCard, Value: "take", Say: map[string]engine.Phrases{
		"en": {Do: []string{"take {card}"}}, "ja": {Do: []string{"{card}を手札に"}}}},
}, zoneForms(engine.SettingForm)...), zoneForms(engine.ExpectForm)...)

// reasons are the rules of World End's engine as the examples name them.
var reasons = []engine.ReasonText{
	{Key: "draw-count", Say: map[string]string{"en": "1 to 3 cards", "ja": "引けるのは１枚から３枚まで"}},
	{Key: "first-turn-draw", Say: map[string]string{"en": "draws 1 or 2 cards", "ja": "先攻１ターン目に引けるのは１枚か２枚"}},
	{Key: "drawn-already", Say: map[string]string{"en": "drawn this turn already", "ja": "このターンはもう引いた"}},
	{Key: "attack-field-first", Say: map[string]string{"en": "attack them before attacking", "ja": "先に相手の場のキャラクターにアタックしなくてはならない"}},
	{Key: "first-turn-attack", Say: map[string]string{"en": "attacks only once", "ja": "先攻１ターン目のアタックは１回だけ"}},
	{Key: "cost-hand", Say: map[string]string{"en": "costs 3 cards from the hand", "ja": "コストは手札３枚"}},
	{Key: "cost-besides", Say: map[string]string{"en": "costs 3 cards from the hand besides itself", "ja": "コストはそのカードを含まない手札３枚"}},
	{Key: "field-full", Say: map[string]string{"en": "holds 3 characters already", "ja": "場にはもうキャラクターが３枚いる"}},
	{Key: "name-character", Say: map[string]string{"en": "name the character", "ja": "対象のキャラクターを選ばなくてはならない"}},
	{Key: "after-start-step", Say: map[string]string{"en": "no more cards are played this turn", "ja": "このターンはもうカードをプレイできない"}},
	{Key: "one-per-attack", Say: map[string]string{"en": "one card per attack", "ja": "１回のアタックに１枚だけ"}},
	{Key: "ready-attacks", Say: map[string]string{"en": "only a ready character attacks", "ja": "アタックできるのは復帰状態のキャラクターだけ"}},
	{Key: "support-step", Say: map[string]string{"en": "only in the support step", "ja": "応援ステップでしか使えない"}},
	{Key: "attacked-player", Say: map[string]string{"en": "only the attacked player", "ja": "応援を使えるのはアタックされている側だけ"}},
	{Key: "two-characters", Say: map[string]string{"en": "only while its player has 2 or more characters", "ja": "自分の場にキャラクターが２枚以上いる時だけ"}},
	{Key: "draw-1-2", Say: map[string]string{"en": "1 or 2", "ja": "１枚か２枚"}},
	{Key: "draw-1-3", Say: map[string]string{"en": "1 to 3", "ja": "１枚から３枚"}},
	{Key: "has-no", Say: map[string]string{"en": "has no", "ja": "そのカードがない"}},
	{Key: "started", Say: map[string]string{"en": "already started", "ja": "ゲームはもう始まっている"}},
	{Key: "not-started", Say: map[string]string{"en": "has not started", "ja": "ゲームはまだ始まっていない"}},
	{Key: "cost-count", Say: map[string]string{"en": "cards from the hand, not", "ja": "コストの枚数と支払うカードの枚数が合わない"}},
	{Key: "cost-short-besides", Say: map[string]string{"en": "cards from the hand besides itself", "ja": "そのカードを含まない手札がコストに足りない"}},
	{Key: "not-held", Say: map[string]string{"en": "does not hold", "ja": "手札にない"}},
	{Key: "draw-first", Say: map[string]string{"en": "draws first", "ja": "先に引かなくてはならない"}},
	{Key: "no-upkeep", Say: map[string]string{"en": "has no upkeep", "ja": "維持コストがない"}},
	{Key: "has-room", Say: map[string]string{"en": "has room", "ja": "場にまだ空きがある"}},
	{Key: "name-cost", Say: map[string]string{"en": "name the", "ja": "支払うカードを選ばなくてはならない"}},
	{Key: "not-in-summon-zone", Say: map[string]string{"en": "in the summon zone", "ja": "サモンゾーンにない"}},
	{Key: "not-on-field", Say: map[string]string{"en": "on the field", "ja": "場にいない"}},
	{Key: "not-waiting", Say: map[string]string{"en": "waiting", "ja": "維持コストの判断を待っていない"}},
	{Key: "waits-upkeep", Say: map[string]string{"en": "waits for the upkeep", "ja": "維持コストの判断を待っている"}},
	{Key: "not-turn", Say: map[string]string{"en": "'s turn", "ja": "手番ではない"}},
	{Key: "not-support", Say: map[string]string{"en": "not a support or quick card", "ja": "応援カードでもクイックカードでもない"}},
	{Key: "pass-first", Say: map[string]string{"en": "passes to end the turn first", "ja": "先にパスしてターンを終えなくてはならない"}},
	{Key: "support-step-of-attack", Say: map[string]string{"en": "support step of an attack", "ja": "アタックの応援ステップでしか使えない"}},
	{Key: "in-support-step", Say: map[string]string{"en": "support step", "ja": "応援ステップ"}},
	{Key: "over", Say: map[string]string{"en": "the game is over", "ja": "ゲームは終わっている"}},
	{Key: "other-player", Say: map[string]string{"en": "the other player", "ja": "相手のプレイヤーだけ"}},
}
