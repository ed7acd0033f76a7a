package blackpoker

import "cardpress/engine"

// Syntax is BlackPoker's part of the example language, in English and in
// the manual's Japanese (docs/examples-blackpoker.md): the field, bulwarks,
// life and graveyard; summons, bulwarks, equipment, attacks, blocks, spells,
// discards and the rare draw; the expectations of the field, the life, the
// stage and a character's size, labels and kind.
var Syntax = engine.Dialect{Forms: forms, Reasons: reasons}

func say(en, ja string) map[string]engine.Phrases { return engine.Say("ja", en, ja) }

// step makes a step form with its can / cannot wordings and own slots.
func step(key string, slots map[string]engine.Slot, args string, en, ja [3]string, more ...string) *engine.Form {
	f := engine.NewStep(key, "ja", en, ja, more...)
	f.Slots, f.Args = slots, args
	return f
}

var (
	piles     = engine.Piles()
	zoneCards = engine.Zone(nil)
	// who is a character as an example names it: "♠5", "Bob's ♠5", "the
	// bulwark ♦7", "Soldier Summon" (an action on the stage), a player.
	who   = engine.Text(map[string][]string{"the bulwark": {"防壁"}, "bulwark": {"防壁"}, "cards": {"枚", "card"}})
	state = engine.Words(map[string][]string{"driven": {"ドライブ状態"}, "charged": {"チャージ状態"}})
	kind  = engine.Words(map[string][]string{"common soldier": {"一般兵"}, "hero": {"英雄"}, "ace": {"エース"}, "magician": {"魔術士"},
		"equipped soldier": {"装備兵"}, "bulwark": {"防壁"}, "soldier": {"兵士"}})
	labels = engine.Text(map[string][]string{"attacker": {"アタッカー"}, "blocker": {"ブロッカー"}, "haste": {"速攻"}})
)

// zone is a player's setting and expectation of cards: key, Japanese name,
// slot.
func zone(kind engine.FormKind, key, ja string, sl engine.Slot) *engine.Form {
	return &engine.Form{Kind: kind, Key: key, Slots: map[string]engine.Slot{"v": sl}, Say: say("{P} "+key+": {v}", "{P}の"+ja+":{v}")}
}

var forms = []*engine.Form{
	zone(engine.SettingForm, "field", "場", piles),
	zone(engine.SettingForm, "bulwarks", "防壁", piles),
	zone(engine.SettingForm, "graveyard", "墓地", zoneCards),
	zone(engine.SettingForm, "driven", "ドライブ状態", piles),
	zone(engine.SettingForm, "entered this turn", "このターンに出たキャラクター", piles),
	zone(engine.SettingForm, "life", "ライフ", zoneCards),
	{Kind: engine.SettingForm, Key: "rare cards", Say: say("{P} rare cards: {n}", "{P}のレアカード:{n}枚")},

	step("summons", map[string]engine.Slot{"card": engine.OneCard}, "{card} as a bulwark",
		[3]string{"{P} summons {card} as a bulwark", "{P} can summon {card} as a bulwark", "{P} cannot summon {card} as a bulwark"},
		[3]string{"{P}が{card}を防壁として召喚する", "{P}は{card}を防壁として召喚できる", "{P}は{card}を防壁として召喚できない"}, "{P} summons {card} face down"),
	step("summons", map[string]engine.Slot{"card": engine.OneCard}, "{card}",
		[3]string{"{P} summons {card}", "{P} can summon {card}", "{P} cannot summon {card}"},
		[3]string{"{P}が{card}を召喚する", "{P}は{card}を召喚できる", "{P}は{card}を召喚できない"}, "{P} summon {card}"),
	step("places", map[string]engine.Slot{"card": engine.OneCard}, "{card}",
		[3]string{"{P} places {card}", "{P} can place {card}", "{P} cannot place {card}"},
		[3]string{"{P}が{card}で防壁を設置する", "{P}は{card}で防壁を設置できる", "{P}は{card}で防壁を設置できない"}, "{P} place {card}"),
	step("equips", map[string]engine.Slot{"key": engine.OneCard, "to": who}, "{key} to {to}",
		[3]string{"{P} equips {key} to {to}", "{P} can equip {key} to {to}", "{P} cannot equip {key} to {to}"},
		[3]string{"{P}が{to}に{key}を装備する", "{P}は{to}に{key}を装備できる", "{P}は{to}に{key}を装備できない"}, "{P} equip {key} to {to}"),
	step("attacks", map[string]engine.Slot{"with": piles}, "with {with}",
		[3]string{"{P} attacks with {with}", "{P} can attack with {with}", "{P} cannot attack with {with}"},
		[3]string{"{P}が{with}でアタックする", "{P}は{with}でアタックできる", "{P}は{with}でアタックできない"}, "{P} attack with {with}"),
	step("blocks", nil, "nothing",
		[3]string{"{P} blocks nothing", "{P} can block nothing", "{P} cannot block nothing"},
		[3]string{"{P}はブロックしない", "{P}はブロックしないでいられる", "{P}はブロックしないでいられない"}),
	step("blocks", map[string]engine.Slot{"attacker": who, "bulwark": engine.OneCard}, "{attacker} with the bulwark {bulwark}",
		[3]string{"{P} blocks {attacker} with the bulwark {bulwark}", "{P} can block {attacker} with the bulwark {bulwark}", "{P} cannot block {attacker} with the bulwark {bulwark}"},
		[3]string{"{P}が防壁{bulwark}で{attacker}をブロックする", "{P}は防壁{bulwark}で{attacker}をブロックできる", "{P}は防壁{bulwark}で{attacker}をブロックできない"}),
	step("blocks", map[string]engine.Slot{"attacker": who, "blockers": piles}, "{attacker} with {blockers}",
		[3]string{"{P} blocks {attacker} with {blockers}", "{P} can block {attacker} with {blockers}", "{P} cannot block {attacker} with {blockers}"},
		[3]string{"{P}が{blockers}で{attacker}をブロックする", "{P}は{blockers}で{attacker}をブロックできる", "{P}は{blockers}で{attacker}をブロックできない"}),
	step("casts", map[string]engine.Slot{"spell": engine.OneCard, "keys": zoneCards, "on": who, "to": who, "taking": who, "as": state},
		"{spell} with {keys}[ on {on}][ to {to}][ taking {taking}][ as {as}]",
		[3]string{"{P} casts {spell} with {keys}[ on {on}][ to {to}][ taking {taking}][ as {as}]",
			"{P} can cast {spell} with {keys}[ on {on}][ to {to}][ taking {taking}][ as {as}]",
			"{P} cannot cast {spell} with {keys}[ on {on}][ to {to}][ taking {taking}][ as {as}]"},
		[3]string{"{P}が{keys}で[{on}に]{spell}を起こす[(対象を{to}へ)][({taking}を取る)][({as}にする)]",
			"{P}は{keys}で[{on}に]{spell}を起こせる[(対象を{to}へ)][({taking}を取る)][({as}にする)]",
			"{P}は{keys}で[{on}に]{spell}を起こせない[(対象を{to}へ)][({taking}を取る)][({as}にする)]"},
		"{P} cast {spell} with {keys}[ on {on}][ to {to}][ taking {taking}][ as {as}]"),
	step("discards", map[string]engine.Slot{"what": zoneCards}, "{what}",
		[3]string{"{P} discards {what}", "{P} can discard {what}", "{P} cannot discard {what}"},
		[3]string{"{P}が{what}を捨てる", "{P}は{what}を捨てられる", "{P}は{what}を捨てられない"}, "{P} discard {what}"),
	step("rare-draws", nil, "",
		[3]string{"{P} rare-draws", "{P} can rare-draw", "{P} cannot rare-draw"},
		[3]string{"{P}がレアドローする", "{P}はレアドローできる", "{P}はレアドローできない"}, "{P} rare-draw"),
	step("ends", nil, "",
		[3]string{"{P} ends", "{P} can end", "{P} cannot end"},
		[3]string{"{P}がエンドする", "{P}はエンドできる", "{P}はエンドできない"}, "{P} end"),

	zone(engine.ExpectForm, "field", "場", piles),
	zone(engine.ExpectForm, "bulwarks", "防壁", piles),
	zone(engine.ExpectForm, "hand", "手札", piles),
	zone(engine.ExpectForm, "graveyard", "墓地", piles),
	zone(engine.ExpectForm, "fog", "フォグ", piles),
	zone(engine.ExpectForm, "life top", "ライフの一番上", piles),
	zone(engine.ExpectForm, "life bottom", "ライフの一番下", piles),
	{Kind: engine.ExpectForm, Key: "life", Say: say("{P} life: {n}[ <cards|card>]", "{P}のライフ:{n}枚")},
	{Kind: engine.ExpectForm, Key: "damage", Say: say("{P} damage: {n}", "{P}のダメージ:{n}点")},
	{Kind: engine.ExpectForm, Key: "generation changes", Say: say("{P} generation changes: {n}", "{P}の世代交代:{n}回")},
	{Kind: engine.ExpectForm, Key: "rare cards in hand", Say: say("{P} rare cards in hand: {n}", "{P}の手札のレアカード:{n}枚")},
	{Kind: engine.ExpectForm, Key: "size", Slots: map[string]engine.Slot{"who": who, "n": engine.Integer}, Args: "{who} is {n}", Say: say("size: {who} is {n}", "{who}のサイズ:{n}")},
	{Kind: engine.ExpectForm, Key: "labels", Slots: map[string]engine.Slot{"who": who, "l": labels}, Args: "{who} is {l}", Say: say("labels: {who} is {l}", "{who}のラベル:{l}")},
	{Kind: engine.ExpectForm, Key: "kind", Slots: map[string]engine.Slot{"who": who, "k": kind}, Args: "{who} is {k}", Say: say("kind: {who} is {k}", "{who}の種類:{k}")},
	{Kind: engine.ExpectForm, Key: "driven", Slots: map[string]engine.Slot{"v": piles}, Say: say("{P} driven: {v}", "{P}のドライブ状態:{v}")},
	{Kind: engine.ExpectForm, Key: "charged", Slots: map[string]engine.Slot{"v": piles}, Say: say("{P} charged: {v}", "{P}のチャージ状態:{v}")},
	{Kind: engine.ExpectForm, Key: "driven", Slots: map[string]engine.Slot{"v": piles}, Say: say("driven: {v}", "ドライブ状態:{v}")},
	{Kind: engine.ExpectForm, Key: "charged", Slots: map[string]engine.Slot{"v": piles}, Say: say("charged: {v}", "チャージ状態:{v}")},
	{Kind: engine.ExpectForm, Key: "attackers", Slots: map[string]engine.Slot{"v": piles}, Say: say("attackers: {v}", "アタッカー:{v}")},
	{Kind: engine.ExpectForm, Key: "stage", Slots: map[string]engine.Slot{"v": zoneCards}, Say: say("stage: {v}", "ステージ:{v}")},
}

// reasons are the rules of BlackPoker's engine as the examples name them.
var reasons = []engine.ReasonText{
	{Key: "draw-more", Say: map[string]string{"en": "1 more if needed", "ja": "引けるのは2枚まで"}},
	{Key: "key-count", Say: map[string]string{"en": "1 or 2 key cards", "ja": "キーカードが1枚か2枚のアクションだけ"}},
	{Key: "chooser", Say: map[string]string{"en": "chooses", "ja": "選ぶのはアクションを起こしたプレイヤー"}},
	{Key: "up-rank", Say: map[string]string{"en": "A〜10", "ja": "キーカードはA〜10だけ"}},
	{Key: "joker-target", Say: map[string]string{"en": "a Joker cannot be the target", "ja": "Jokerは対象にできない"}},
	{Key: "bulwark", Say: map[string]string{"en": "a bulwark", "ja": "対象は防壁だけ"}},
	{Key: "bulwark-alone", Say: map[string]string{"en": "a bulwark blocks alone", "ja": "防壁は単独でブロックする"}},
	{Key: "rare-life", Say: map[string]string{"en": "a life of 9 or fewer cards", "ja": "ライフが9枚以下の時だけ"}},
	{Key: "soldier", Say: map[string]string{"en": "a soldier", "ja": "対象は兵士だけ"}},
	{Key: "bj-pair", Say: map[string]string{"en": "an A and a J of the same suit", "ja": "同じスートのAとJ"}},
	{Key: "opponent", Say: map[string]string{"en": "an opponent", "ja": "対戦相手だけ"}},
	{Key: "entered", Say: map[string]string{"en": "came onto the field this turn", "ja": "このターンに場に出たキャラクター"}},
	{Key: "uncounterable", Say: map[string]string{"en": "cannot be the target of a counter", "ja": "カウンターの対象にならない"}},
	{Key: "discard-count", Say: map[string]string{"en": "discard 2 cards", "ja": "2枚捨てなければならない"}},
	{Key: "driven", Say: map[string]string{"en": "driven", "ja": "ドライブ状態"}},
	{Key: "no-attacker", Say: map[string]string{"en": "no attacker label", "ja": "アタッカーのラベルがない"}},
	{Key: "retarget", Say: map[string]string{"en": "can target", "ja": "対象にできない"}},
	{Key: "not-there", Say: map[string]string{"en": "not there", "ja": "選べる場所にない"}},
	{Key: "one-suit", Say: map[string]string{"en": "of one suit", "ja": "全て同じスート"}},
	{Key: "once", Say: map[string]string{"en": "once per turn", "ja": "1ターンに1回まで"}},
	{Key: "quick-only", Say: map[string]string{"en": "only be started when you do not hold the turn", "ja": "自分のターンでない時だけ"}},
	{Key: "turn-holder", Say: map[string]string{"en": "only the player holding the turn", "ja": "ターンを持っているプレイヤーだけ"}},
	{Key: "same-number", Say: map[string]string{"en": "same number", "ja": "キーカードは同じ数字の2枚"}},
	{Key: "same-suit", Say: map[string]string{"en": "same suit", "ja": "キーカードは同じスートの2枚"}},
	{Key: "key-suit", Say: map[string]string{"en": "the key card's suit", "ja": "兵士と同じスートのカードだけ"}},
	{Key: "nothing-to-discard", Say: map[string]string{"en": "there is nothing to discard", "ja": "捨てるカードはない"}},
}
