package worldend

import "cardpress/engine"

// Syntax is World End's part of the example language, in English and in
// the manual's Japanese (docs/examples-world-end.md): the zones, phases,
// refreshes and the first turn; playing from the summon zone, attacks,
// upkeep and the start of the game; the choices of a play (the hand cards
// paid, "at CARD", "take CARD").
var Syntax = engine.Dialect{Forms: forms, Reasons: reasons, Tells: map[string]map[string]engine.Tell{"passes": {"ja": engine.Tell{Do: "{P}は何もせずに次へ進みます", Can: "{P}は何もせずに次へ進めます", Cannot: "{P}は何もせずに次へ進むことはできません（{reason}）"}}}}

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
	(&engine.Form{Kind: engine.SettingForm, Key: "turn", Say: say("turn: {target}", "ターン:{target}")}).Told("ja", engine.Tell{Do: "{target}のターンから始めます"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "turn", Say: say("turn: {target}", "ターン:{target}")}).Told("ja", engine.Tell{Do: "{target}のターンです", Link: "{target}のターンで"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "first turn", Say: say("first turn: {target}", "先攻１ターン目:{target}")}).Told("ja", engine.Tell{Do: "{target}の先攻１ターン目です"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "phase", Slots: map[string]engine.Slot{"phase": phase}, Say: say("phase: {phase}", "フェイズ:{phase}")}).Told("ja", engine.Tell{Do: "{phase}から始めます"}),
	{Kind: engine.SettingForm, Key: "refreshes", Say: say("{P} refreshes: {n}", "{P}のリフレッシュ:{n}回")},

	step("plays", [3]string{"{P} plays {cards}", "{P} can play {cards}", "{P} cannot play {cards}"},
		[3]string{"{P}が{cards}をプレイする", "{P}は{cards}をプレイできる", "{P}は{cards}をプレイできない"}, "{P} play {cards}"),
	// Magic is used (使用), a character played (プレイ), as seed 003
	// says them: the same step, in the rulebook's words for each.
	step("plays", [3]string{"{P} uses {cards}", "{P} can use {cards}", "{P} cannot use {cards}"},
		[3]string{"{P}が{cards}を使用する", "{P}は{cards}を使用できる", "{P}は{cards}を使用できない"}, "{P} use {cards}"),
	step("summons", [3]string{"{P} uses {cards} from the summon zone", "{P} can use {cards} from the summon zone", "{P} cannot use {cards} from the summon zone"},
		[3]string{"{P}がサモンゾーンの{cards}を使用する", "{P}はサモンゾーンの{cards}を使用できる", "{P}はサモンゾーンの{cards}を使用できない"}, "{P} use {cards} from the summon zone"),
	step("summons", [3]string{"{P} summons {cards}", "{P} can summon {cards}", "{P} cannot summon {cards}"},
		[3]string{"{P}がサモンゾーンの{cards}をプレイする", "{P}はサモンゾーンの{cards}をプレイできる", "{P}はサモンゾーンの{cards}をプレイできない"}, "{P} summon {cards}"),
	{Kind: engine.StepForm, Key: "attacks", Slots: map[string]engine.Slot{"what": engine.PlayerOrCard, "with": engine.OneCard}, Args: "{what} with {with}", Say: map[string]engine.Phrases{
		"en": {Do: []string{"{P} attacks {what} with {with}", "{P} attack {what} with {with}"}, Can: []string{"{P} can attack {what} with {with}"}, Cannot: []string{"{P} cannot attack {what} with {with}: {reason}"}},
		"ja": {Do: []string{"{P}が{with}で{what}にアタックする"}, Can: []string{"{P}は{with}で{what}にアタックできる"}, Cannot: []string{"{P}は{with}で{what}にアタックできない:{reason}"}},
	}},
	step("keeps", [3]string{"{P} keeps {cards}", "{P} can keep {cards}", "{P} cannot keep {cards}"},
		[3]string{"{P}が{cards}の維持コストを支払う", "{P}は{cards}の維持コストを支払える", "{P}は{cards}の維持コストを支払えない"}, "{P} keep {cards}"),
	step("releases", [3]string{"{P} releases {cards}", "{P} can release {cards}", "{P} cannot release {cards}"},
		[3]string{"{P}が{cards}の維持コストを支払わない", "{P}は{cards}の維持コストを支払わないことを選べる", "{P}は{cards}の維持コストを支払わないことを選べない"}, "{P} release {cards}").
		// A sentence that says what a player does not do takes は, not が.
		Told("ja", engine.Tell{Do: "{P}は{cards}の維持コストを支払いません"}),
	step("starts", [3]string{"{P} starts the game", "{P} can start the game", "{P} cannot start the game"},
		[3]string{"{P}の先攻でゲームを始める", "{P}の先攻でゲームを始められる", "{P}の先攻でゲームを始められない"}, "{P} <starts|start>"),

	{Kind: engine.ExpectForm, Key: "refreshes", Say: say("{P} refreshes: {n}", "{P}のリフレッシュ:{n}回")},
	(&engine.Form{Kind: engine.ExpectForm, Key: "phase", Slots: map[string]engine.Slot{"phase": phase}, Say: say("phase: {phase}", "フェイズ:{phase}")}).Told("ja", engine.Tell{Do: "{phase}に進みます", Link: "{phase}に進み", By: map[string]string{"over": "ゲームが終わります"}}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "winner", Slots: map[string]engine.Slot{"who": who}, Say: say("winner: {who}", "勝者:{who}")}).Told("ja", engine.Tell{Do: "{who}の勝ちです", Link: "{who}の勝ちで", By: map[string]string{"none": "まだ勝者はいません"}}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "loser", Slots: map[string]engine.Slot{"who": who}, Say: say("loser: {who}", "敗者:{who}")}).Told("ja", engine.Tell{Do: "{who}の負けです", Link: "{who}の負けで", By: map[string]string{"none": "まだ敗者はいません"}}),

	{Kind: engine.ChoiceForm, Choice: engine.ChoiceCard, Value: "at", Say: map[string]engine.Phrases{
		"en": {Do: []string{"<at|target|to> {card}"}}, "ja": {Do: []string{"{card}に", "{card}の上に"}}}},
	{Kind: engine.ChoiceForm, Choice: engine.ChoiceCard, Value: "take", Say: map[string]engine.Phrases{
		"en": {Do: []string{"take {card}"}}, "ja": {Do: []string{"{card}を手札に"}}}},
}, zoneForms(engine.SettingForm)...), zoneForms(engine.ExpectForm)...)

// reasons are the rules World End's engine rejects a step by: the words
// an example names each by, in English and in the manual's Japanese, and
// the sentence a rejection says, with its parameters. Several entries of
// one key are other words for the rule; a key with a slash is a case of
// the broader rule before it, which an example naming the broader rule
// matches too.
var reasons = []engine.ReasonText{
	{Key: "over", Say: words("the game is over", "ゲームは終わっている"), Text: "the game is over: {loser} lost"},
	{Key: "not-started", Say: words("has not started", "ゲームはまだ始まっていない"), Text: "the game has not started: a player starts it (\"{player} starts the game\")"},
	{Key: "started", Say: words("already started", "ゲームはもう始まっている"), Text: "the game has already started"},
	{Key: "support-step-waits", Say: words("support step", "応援ステップ"), Text: "{attacker}'s attack waits for {defender}'s support step: {defender} uses a support or quick card, or passes"},
	{Key: "not-turn", Say: words("'s turn", "自分のターンではない"), Text: "it is not {player}'s turn: it is {turn}'s"},
	{Key: "draw-first", Say: words("draws first", "先に引かなくてはならない"), Text: "{player} draws first: the draw phase draws 1 to 3 cards"},
	{Key: "upkeep-waits", Say: words("waits for the upkeep", "維持コストの判断を待っている"), Text: "{player}'s end phase waits for the upkeep of {cards}: {player} keeps it (paying the upkeep) or releases it"},
	{Key: "drawn-already", Say: words("drawn this turn already", "このターンはもう引いた"), Text: "{player} has drawn this turn already: cards are drawn in the draw phase"},
	{Key: "first-turn-draw", Say: words("draws 1 or 2 cards", "先攻１ターン目に引けるのは１枚か２枚"), Text: "on the first turn of the game the first player draws 1 or 2 cards, not {n}"},
	{Key: "first-turn-draw", Say: words("1 or 2", "１枚か２枚")},
	{Key: "draw-count", Say: words("1 to 3 cards", "引けるのは１枚から３枚まで"), Text: "the draw phase draws 1 to 3 cards, not {n}"},
	{Key: "draw-count", Say: words("1 to 3", "１枚から３枚")},
	{Key: "attacked-player", Say: words("only the attacked player", "応援を使えるのはアタックされている側だけ"), Text: "{player} is attacking: in the support step only the attacked player, {defender}, uses a card"},
	{Key: "not-support", Say: words("not a support or quick card", "応援カードでもクイックカードでもない"), Text: "{card} is not a support or quick card: only those are used in the support step"},
	{Key: "support-of-attack", Say: words("support step of an attack", "アタックの応援ステップでしか使えない"), Text: "{card} is used by the attacked player in the support step of an attack, one card per attack"},
	{Key: "support-of-attack", Say: words("one card per attack", "１回のアタックに１枚だけ")},
	{Key: "after-start-step", Say: words("no more cards are played this turn", "このターンはもうカードをプレイできない"), Text: "{player} has started the battle phase: no more cards are played this turn"},
	{Key: "support-step", Say: words("only in the support step", "応援ステップでしか使えない"), Text: "{card} is a support card: it is used only in the support step, by the attacked player"},
	{Key: "not-in-summon-zone", Say: words("in the summon zone", "サモンゾーンにない"), Text: "{player} has no {card} in the summon zone"},
	{Key: "not-in-summon-zone", Say: words("no {card} in the summon zone", "サモンゾーンに{card}がない")},
	{Key: "not-held", Say: words("does not hold", "手札にない"), Text: "{player} does not hold {card}"},
	{Key: "not-held", Say: words("does not hold {card}", "{card}が手札にない")},
	{Key: "not-held/cost", Say: words("does not hold the card to pay with", "コストに使うカードが手札にない"), Text: "{player} does not hold {card} to pay for {what}"},
	{Key: "condition", Say: words("only while its player has 2 or more characters", "自分の場にキャラクターが２枚以上いる時だけ"), Text: "{card} cannot be played now: it is played only while its player has {n} or more characters on the field"},
	{Key: "condition", Say: words("or more characters", "以上いる時だけ")},
	{Key: "field-full", Say: words("holds 3 characters already", "場にはもうキャラクターが３枚いる"), Text: "{player}'s field holds {n} characters already: name the one {card} goes on, like (at {example}); it goes to the trash"},
	{Key: "has-room", Say: words("has room", "場にまだ空きがある"), Text: "{player}'s field has room: {card} goes on no other character"},
	{Key: "takes-no-card", Say: words("takes no card from the trash", "トラッシュからカードを戻さない"), Text: "{card} takes no card from the trash"},
	{Key: "aims-at-none", Say: words("aims at no character", "対象のキャラクターがいない"), Text: "{card} aims at no character"},
	{Key: "needs-attacked", Say: words("needs a character under attack", "アタックされているキャラクターが必要"), Text: "{card} needs a character of {player}'s under attack: it is used in the support step of an attack on a character"},
	{Key: "attacked-only", Say: words("aims at the attacked character", "対象はアタックされているキャラクターだけ"), Text: "{card} aims at the attacked character, {attacked}, not {at}"},
	{Key: "not-in-trash", Say: words("not in the trash", "トラッシュにない"), Text: "{player} has no {card} in the trash"},
	{Key: "not-in-trash/character", Say: words("no character in the trash", "トラッシュにキャラクターがいない"), Text: "{player} has no character in the trash for {card} to take"},
	{Key: "name-character", Say: words("name the character", "対象のキャラクターを選ばなくてはならない"), Text: "name the character {card} aims at, like (at {example})"},
	{Key: "name-character/take", Say: words("name the character it takes from the trash", "トラッシュから手札に戻すキャラクターを選ばなくてはならない"), Text: "name the character {card} takes from the trash, like (take {example})"},
	{Key: "not-on-field", Say: words("on the field", "場にいない"), Text: "{player} has no {card} on the field (for {what})"},
	{Key: "not-on-field", Say: words("has no", "そのカードがない")},
	{Key: "not-on-field", Say: words("has no {card}", "{card}がない")},
	{Key: "not-on-field", Say: words("no {card} on the field", "場に{card}がいない")},
	{Key: "not-on-field/attacker", Say: words("the attacker is not on the field", "アタックするキャラクターが場にいない"), Text: "{player} has no {card} on the field"},
	{Key: "not-on-field/any", Say: words("no character on the field to aim at", "対象にできるキャラクターが場にいない"), Text: "{player} has no character on the field for {card} to aim at"},
	{Key: "cost-count", Say: words("cards from the hand, not", "コストの枚数と支払うカードの枚数が合わない"), Text: "{what} costs {n} cards from the hand, not {named}"},
	{Key: "cost-short", Say: words("costs 3 cards from the hand", "コストは手札３枚"), Text: "{what} costs {n} cards from the hand: {player} has {have}"},
	{Key: "cost-short/besides", Say: words("costs 3 cards from the hand besides itself", "コストはそのカードを含まない手札３枚"), Text: "{what} costs {n} cards from the hand besides itself: {player} has {have}"},
	{Key: "cost-short/besides", Say: words("cards from the hand besides itself", "そのカードを含まない手札がコストに足りない")},
	{Key: "name-cost", Say: words("name the", "支払うカードを選ばなくてはならない"), Text: "name the {n} cards {player} trashes from the hand for {what}, in parentheses after the card"},
	{Key: "first-turn-attack", Say: words("attacks only once", "先攻１ターン目のアタックは１回だけ"), Text: "on the first turn of the game the first player attacks only once"},
	{Key: "ready-attacks", Say: words("only a ready character attacks", "アタックできるのは復帰状態のキャラクターだけ"), Text: "{card} is exhausted: only a ready character attacks"},
	{Key: "attack-field-first", Say: words("attack them before attacking", "先に相手の場のキャラクターにアタックしなくてはならない"), Text: "{opponent} has characters on the field ({field}): attack them before attacking {opponent} directly"},
	{Key: "pass-first", Say: words("passes to end the turn first", "先にパスしてターンを終えなくてはならない"), Text: "upkeep is paid in the end phase of one's own turn: {player} passes to end the turn first"},
	{Key: "no-upkeep", Say: words("has no upkeep", "維持コストがない"), Text: "{card} has no upkeep"},
	{Key: "not-waiting", Say: words("waiting", "維持コストの判断を待っていない"), Text: "{player} has no {card} waiting for its upkeep"},
	{Key: "not-waiting", Say: words("no {card} waiting", "{card}は維持コストの判断を待っていない")},
	{Key: "other-player", Say: words("the other player", "相手のプレイヤーだけ"), Text: "{player} attacks the other player, not {target}"},
	{Key: "no-such-card", Say: words("no such card", "そのようなカードはない"), Text: "no such card"},
	{Key: "no-action", Say: words("no such action", "そのような行動はない"), Text: "World End has no action {n}"},
	{Key: "step-one-card", Say: words("play one card per step", "１ステップに出せるカードは１枚"), Text: "play one card per step"},
	{Key: "step-upkeep", Say: words("upkeep is paid with hand cards", "維持コストは手札で払う"), Text: "upkeep is paid with hand cards: write them in parentheses, like {example}"},
	{Key: "step-start", Say: words("write: starts the game", "「ゲームを始める」と書く"), Text: "write \"{player} starts the game\""},
	{Key: "step-verb", Say: words("no such step", "そのような手順はない"), Text: "World End has no {verb} action: a player draws, plays, summons, attacks, passes, keeps, releases or starts the game"},
	{Key: "step-choice", Say: words("not a choice of this card", "このカードの選択ではない"), Text: "{choice}: in parentheses write the hand cards paid for the cost, \"at CARD\" for the character the card aims at or goes on, \"take CARD\" for a card from the trash"},
	{Key: "step-aims-at-one", Say: words("aims at one character", "対象のキャラクターは１体だけ"), Text: "{card} aims at one character"},
}

func words(en, ja string) map[string]string { return map[string]string{"en": en, "ja": ja} }
