package blackpoker

import (
	"sync"

	"cardpress/engine"
)

// Syntax is BlackPoker's part of the example language, in English and in
// the manual's Japanese (docs/examples-blackpoker.md): the field, bulwarks,
// life and graveyard; summons, bulwarks, equipment, attacks, blocks, spells,
// discards and the rare draw; the expectations of the field, the life, the
// stage and a character's size, labels and kind. Made at its first
// use: most starts of the program read no BlackPoker game.
var Syntax = sync.OnceValue(func() engine.Dialect {
	return engine.Dialect{Forms: forms(), Reasons: reasons(), Tells: map[string]map[string]engine.Tell{"passes": {"ja": engine.Tell{Do: "{P}は何もしません", Can: "{P}は何もしないでいられます", Cannot: "{P}は何もしないでいることはできません（{reason}）"}}}}
})

func say(en, ja string) map[string]engine.Phrases { return engine.Say("ja", en, ja) }

// step makes a step form with its can / cannot wordings and own slots.
func step(key string, slots map[string]engine.Slot, args string, en, ja [3]string, more ...string) *engine.Form {
	f := engine.NewStep(key, "ja", en, ja, more...)
	f.Slots, f.Args = slots, args
	return f
}

// zone is a player's setting and expectation of cards: key, Japanese name,
// slot.
func zone(kind engine.FormKind, key, ja string, sl engine.Slot) *engine.Form {
	return &engine.Form{Kind: kind, Key: key, Slots: map[string]engine.Slot{"v": sl}, Say: say("{P} "+key+": {v}", "{P}の"+ja+":{v}")}
}

// forms are the example forms of Syntax.
func forms() []*engine.Form {
	var (
		piles     = engine.Piles()
		zoneCards = engine.Zone(nil)
		// who is a character as an example names it: "♠5", "Bob's ♠5", "the
		// bulwark ♦7", "Soldier Summon" (an action on the stage), a player.
		who   = engine.Text(map[string][]string{"the bulwark": {"防壁"}, "bulwark": {"防壁"}, "cards": {"枚", "card"}})
		state = engine.Words(map[string][]string{"driven": {"ドライブ状態"}, "charged": {"チャージ状態"}})
		kind  = engine.Words(map[string][]string{"common soldier": {"一般兵"}, "hero": {"英雄"}, "ace": {"エース"}, "magician": {"魔術士"},
			"equipped soldier": {"装備兵"}, "bulwark": {"防壁"}, "soldier": {"兵士"}})
		labels   = engine.Text(map[string][]string{"attacker": {"アタッカー"}, "blocker": {"ブロッカー"}, "haste": {"速攻"}})
		blocking = engine.Words(map[string][]string{"at once": {"一度に"}, "per attacker": {"アタッカーごとに"}})
		// summonKind is a summon action by name (召喚アクション).
		summonKind = engine.Words(map[string][]string{"soldier summon": {"兵士召喚"}, "hero summon": {"英雄召喚"}, "ace summon": {"エース召喚"},
			"quick summon": {"クイック召喚"}, "magician summon": {"魔術士召喚"}})
		blockOrder = engine.Words(map[string][]string{"any": {"好きな順に"}, "attack order": {"アタッカーの順に"}})
		// player is a player, or none while the game goes on.
		player = engine.Slot{Read: engine.PlayerOr("none", "まだいない", "なし"), Words: map[string][]string{"none": {"まだいない"}}}
	)
	return []*engine.Form{
		zone(engine.SettingForm, "field", "場", piles),
		zone(engine.SettingForm, "bulwarks", "防壁", piles),
		zone(engine.SettingForm, "graveyard", "墓地", zoneCards),
		zone(engine.SettingForm, "driven", "ドライブ状態", piles).Told("ja", engine.Tell{Do: "{P}の{v}はドライブ状態です"}),
		zone(engine.SettingForm, "entered this turn", "このターンに出たキャラクター", piles).Told("ja", engine.Tell{Do: "{P}の{v}は、このターンに場に出たキャラクターです"}),
		zone(engine.SettingForm, "life", "ライフ", zoneCards),
		{Kind: engine.SettingForm, Key: "rare cards", Say: say("{P} rare cards: {n}", "{P}のレアカード:{n}枚")},
		// The readings of seed 002's ブロック an example may choose
		// (docs/rules-decisions.md): blockers designated for every attacker
		// in one block step, or attacker by attacker; in any order, or in
		// the order of the attack.
		(&engine.Form{Kind: engine.SettingForm, Key: "blockers", Slots: map[string]engine.Slot{"how": blocking},
			Say: say("blockers: {how}", "ブロッカーの指定:{how}")}).Told("ja", engine.Tell{Do: "ブロッカーは{how}指定します"}),
		(&engine.Form{Kind: engine.SettingForm, Key: "block order", Slots: map[string]engine.Slot{"order": blockOrder},
			Say: say("block order: {order}", "ブロックの順番:{order}")}).Told("ja", engine.Tell{Do: "ブロッカーは{order}指定します"}),

		step("summons", map[string]engine.Slot{"card": engine.OneCard}, "{card} as a bulwark",
			[3]string{"{P} summons {card} as a bulwark", "{P} can summon {card} as a bulwark", "{P} cannot summon {card} as a bulwark"},
			[3]string{"{P}が{card}を防壁としてクイック召喚する", "{P}は{card}を防壁としてクイック召喚できる", "{P}は{card}を防壁としてクイック召喚できない"}, "{P} summons {card} face down").
			// Told with the action named as every other: 「♣Aでクイック召喚を起こし、
			// 防壁として場に出します」.
			Told("ja", engine.Tell{Do: "{P}が{card}でクイック召喚を起こし、防壁として場に出します", Can: "{P}は{card}でクイック召喚を起こし、防壁として場に出せます",
				Cannot: "{P}は{card}でクイック召喚を起こして、防壁として場に出すことはできません（{reason}）",
				// On one's own turn the refusal is of the action itself.
				Refused: map[string]string{"timing/quick": "{P}は{card}でクイック召喚を起こせません（{reason}）"}}),
		// A summon told as the action list names it: 「♦7で兵士召喚を起こす」,
		// the action checked against the key card and the turn.
		step("summons", map[string]engine.Slot{"card": engine.OneCard, "how": summonKind}, "{card} by {how}",
			[3]string{"{P} summons {card} by {how}", "{P} can summon {card} by {how}", "{P} cannot summon {card} by {how}"},
			[3]string{"{P}が{card}で{how}を起こす", "{P}は{card}で{how}を起こせる", "{P}は{card}で{how}を起こせない"}, "{P} summon {card} by {how}"),
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
			[3]string{"{P}が{with}でアタックする", "{P}は{with}でアタックできる", "{P}は{with}でアタックできない"}, "{P} attack with {with}").
			// Told as the rule says it: the attackers are driven as they
			// are designated, not a state said after the act.
			Told("ja", engine.Tell{Do: "{P}は{with}をドライブしてアタックします", Can: "{P}は{with}でアタックできます", Cannot: "{P}は{with}でアタックできません（{reason}）"}),
		step("blocks", nil, "nothing",
			[3]string{"{P} blocks nothing", "{P} can block nothing", "{P} cannot block nothing"},
			[3]string{"{P}はブロックしない", "{P}はブロックしないでいられる", "{P}はブロックしないでいられない"}),
		// An attacker left unblocked, said when blockers are designated
		// attacker by attacker (blockers: per attacker).
		step("blocks", map[string]engine.Slot{"attacker": who}, "{attacker} with nothing",
			[3]string{"{P} does not block {attacker}", "{P} can leave {attacker} unblocked", "{P} cannot leave {attacker} unblocked"},
			[3]string{"{P}は{attacker}をブロックしない", "{P}は{attacker}をブロックしないでいられる", "{P}は{attacker}をブロックしないでいられない"}),
		step("blocks", map[string]engine.Slot{"attacker": who, "bulwark": engine.OneCard}, "{attacker} with the bulwark {bulwark}",
			[3]string{"{P} blocks {attacker} with the bulwark {bulwark}", "{P} can block {attacker} with the bulwark {bulwark}", "{P} cannot block {attacker} with the bulwark {bulwark}"},
			[3]string{"{P}が防壁{bulwark}で{attacker}をブロックする", "{P}は防壁{bulwark}で{attacker}をブロックできる", "{P}は防壁{bulwark}で{attacker}をブロックできない"}).
			// Told as a rulebook writes it: "防壁の♣3で", not the log's "防壁♣3で".
			Told("ja", engine.Tell{Do: "{P}が防壁の{bulwark}で{attacker}をブロックします", Can: "{P}は防壁の{bulwark}で{attacker}をブロックできます",
				Cannot: "{P}は防壁の{bulwark}で{attacker}をブロックできません（{reason}）"}),
		// Two attackers, each blocked by its own blockers in one block (seed
		// 002: "アタッカー毎にそれをブロックするキャラクター（ブロッカー）を指定する").
		step("blocks", map[string]engine.Slot{"a1": who, "b1": piles, "a2": who, "b2": piles}, "{a1} with {b1} and {a2} with {b2}",
			[3]string{"{P} blocks {a1} with {b1} and {a2} with {b2}", "{P} can block {a1} with {b1} and {a2} with {b2}", "{P} cannot block {a1} with {b1} and {a2} with {b2}"},
			[3]string{"{P}が{b1}で{a1}を、{b2}で{a2}をブロックする", "{P}は{b1}で{a1}を、{b2}で{a2}をブロックできる", "{P}は{b1}で{a1}を、{b2}で{a2}をブロックできない"}),
		step("blocks", map[string]engine.Slot{"attacker": who, "blockers": piles}, "{attacker} with {blockers}",
			[3]string{"{P} blocks {attacker} with {blockers}", "{P} can block {attacker} with {blockers}", "{P} cannot block {attacker} with {blockers}"},
			[3]string{"{P}が{blockers}で{attacker}をブロックする", "{P}は{blockers}で{attacker}をブロックできる", "{P}は{blockers}で{attacker}をブロックできない"}),
		// A retarget (対象変更) told as the seed says what it does: the spell
		// changes the target of the action it targets ("キルの対象を♠6に変え"),
		// not "キルを対象に、対象を♠6に変える対象変更".
		step("casts", map[string]engine.Slot{"spell": engine.OneCard, "keys": zoneCards, "on": who, "to": who},
			"{spell} with {keys} on {on} to {to}",
			[3]string{"{P} casts {spell} with {keys} on {on} to {to}", "{P} can cast {spell} with {keys} on {on} to {to}", "{P} cannot cast {spell} with {keys} on {on} to {to}"},
			[3]string{"{P}が{keys}で{on}に{spell}を起こす(対象を{to}へ)", "{P}は{keys}で{on}に{spell}を起こせる(対象を{to}へ)", "{P}は{keys}で{on}に{spell}を起こせない(対象を{to}へ)"},
			"{P} cast {spell} with {keys} on {on} to {to}").
			Told("ja", engine.Tell{Do: "{P}が{keys}で{spell}を起こし、{on}の対象を{to}に変えます",
				Can:    "{P}は{keys}で{spell}を起こし、{on}の対象を{to}に変えられます",
				Cannot: "{P}は{keys}で{spell}を起こしても、{on}の対象を{to}に変えることはできません（{reason}）"}),
		step("casts", map[string]engine.Slot{"spell": engine.OneCard, "keys": zoneCards, "on": who, "to": who, "taking": who, "as": state},
			"{spell} with {keys}[ on {on}][ to {to}][ taking {taking}][ as {as}]",
			[3]string{"{P} casts {spell} with {keys}[ on {on}][ to {to}][ taking {taking}][ as {as}]",
				"{P} can cast {spell} with {keys}[ on {on}][ to {to}][ taking {taking}][ as {as}]",
				"{P} cannot cast {spell} with {keys}[ on {on}][ to {to}][ taking {taking}][ as {as}]"},
			[3]string{"{P}が{keys}で[{on}に]{spell}を起こす[(対象を{to}へ)][({taking}を取る)][({as}にする)]",
				"{P}は{keys}で[{on}に]{spell}を起こせる[(対象を{to}へ)][({taking}を取る)][({as}にする)]",
				"{P}は{keys}で[{on}に]{spell}を起こせない[(対象を{to}へ)][({taking}を取る)][({as}にする)]"},
			"{P} cast {spell} with {keys}[ on {on}][ to {to}][ taking {taking}][ as {as}]").
			// Told with the target said as the action list says it ("…を対象に")
			// and the choices as clauses of the sentence, not as trailing
			// parentheses beside the reason of a "cannot".
			Told("ja", engine.Tell{Do: "{P}が{keys}で[{on}を対象に]{spell}を起こし[、対象を{to}に変え][、ライフから{taking}を取り出し][、{as}にし]ます",
				Can:    "{P}は{keys}で[{on}を対象に][、対象を{to}に変える][、ライフから{taking}を取り出す][、{as}にする]{spell}を起こせます",
				Cannot: "{P}は{keys}で[{on}を対象に][、対象を{to}に変える][、ライフから{taking}を取り出す][、{as}にする]{spell}を起こせません（{reason}）"}),
		step("discards", map[string]engine.Slot{"what": zoneCards}, "{what}",
			[3]string{"{P} discards {what}", "{P} can discard {what}", "{P} cannot discard {what}"},
			[3]string{"{P}が{what}を捨てる", "{P}は{what}を捨てられる", "{P}は{what}を捨てられない"}, "{P} discard {what}").
			// A refused discard is told as what is refused: ending with those
			// cards alone ("♠2だけを捨てて終える"), not the card itself, which
			// the next step discards.
			Told("ja", engine.Tell{Do: "{P}が{what}を捨てます", Can: "{P}は{what}を捨てられます", Cannot: "{P}は{what}だけを捨てて終えることはできません（{reason}）"}),
		step("rare-draws", nil, "",
			[3]string{"{P} rare-draws", "{P} can rare-draw", "{P} cannot rare-draw"},
			[3]string{"{P}がレアドローする", "{P}はレアドローできる", "{P}はレアドローできない"}, "{P} rare-draw").
			Told("ja", engine.Tell{Do: "{P}がレアドローを起こします", Can: "{P}はレアドローを起こせます", Cannot: "{P}はレアドローを起こせません（{reason}）"}),
		step("ends", nil, "",
			[3]string{"{P} ends", "{P} can end", "{P} cannot end"},
			[3]string{"{P}がエンドする", "{P}はエンドできる", "{P}はエンドできない"}, "{P} end").Told("ja", engine.Tell{Do: "{P}がエンドアクションを起こします", Can: "{P}はエンドアクションを起こせます", Cannot: "{P}はエンドアクションを起こせません（{reason}）"}),

		// The field lists the soldiers (the bulwarks are their own list):
		// an empty one is told "ボブの場に兵士はいません", not "場には何もありません"
		// beside bulwarks that are on the field too.
		zone(engine.ExpectForm, "field", "場", piles).Told("ja", engine.Tell{None: "{P}の場に兵士はいません"}),
		// "ボブの場に防壁はありません", not "ボブの防壁には何もありません": the
		// bulwarks are on the field, not a place of their own.
		zone(engine.ExpectForm, "bulwarks", "防壁", piles).Told("ja", engine.Tell{Do: "{P}の防壁は{v}です", Link: "{P}の防壁は{v}で", None: "{P}の場に防壁はありません"}),
		zone(engine.ExpectForm, "hand", "手札", piles),
		zone(engine.ExpectForm, "graveyard", "墓地", piles),
		zone(engine.ExpectForm, "fog", "フォグ", piles),
		// The top and bottom cards of a life, told in order ("上から順に♥5・♥6
		// があります"), not as several cards "一番上".
		zone(engine.ExpectForm, "life top", "ライフの一番上", piles).Told("ja", engine.Tell{Do: "{P}のライフの上から順に{v}があります"}),
		zone(engine.ExpectForm, "life bottom", "ライフの一番下", piles).Told("ja", engine.Tell{Do: "{P}のライフの下の方には{v}があります"}),
		// The life after a step has become its count: "…墓地に移し、ライフは45枚になります".
		(&engine.Form{Kind: engine.ExpectForm, Key: "life", Say: say("{P} life: {n}[ <cards|card>]", "{P}のライフ:{n}枚")}).Told("ja", engine.Tell{Do: "{P}のライフは{n}枚になります", Link: "{P}のライフは{n}枚になり"}),
		(&engine.Form{Kind: engine.ExpectForm, Key: "damage", Say: say("{P} damage: {n}", "{P}のダメージ:{n}点")}).Told("ja", engine.Tell{
			// Told as what happens (seed 002's 補足ルール): the damage moves as
			// many cards from the top of the life to the graveyard.
			Do: "{P}は{n}点のダメージを受け、ライフの一番上から{n}枚を墓地に移します", Link: "{P}は{n}点のダメージを受け、ライフの一番上から{n}枚を墓地に移し",
			Zero: "{P}はダメージを受けません", ZeroLink: "{P}はダメージを受けず"}),
		(&engine.Form{Kind: engine.ExpectForm, Key: "generation changes", Say: say("{P} generation changes: {n}", "{P}の世代交代:{n}回")}).Told("ja", engine.Tell{Do: "{P}の世代交代が{n}回誘発します", Link: "{P}の世代交代が{n}回誘発し"}),
		{Kind: engine.ExpectForm, Key: "rare cards in hand", Say: say("{P} rare cards in hand: {n}", "{P}の手札のレアカード:{n}枚")},
		{Kind: engine.ExpectForm, Key: "size", Slots: map[string]engine.Slot{"who": who, "n": engine.Integer}, Args: "{who} is {n}", Say: say("size: {who} is {n}", "{who}のサイズ:{n}")},
		{Kind: engine.ExpectForm, Key: "labels", Slots: map[string]engine.Slot{"who": who, "l": labels}, Args: "{who} is {l}", Say: say("labels: {who} is {l}", "{who}のラベル:{l}")},
		// Told "♣Kは英雄です", as a rulebook says what a card became, not the
		// log's "♣Kの種類は英雄です".
		(&engine.Form{Kind: engine.ExpectForm, Key: "kind", Slots: map[string]engine.Slot{"who": who, "k": kind}, Args: "{who} is {k}", Say: say("kind: {who} is {k}", "{who}の種類:{k}")}).Told("ja", engine.Tell{Do: "{who}は{k}です", Link: "{who}は{k}で"}),
		(&engine.Form{Kind: engine.ExpectForm, Key: "driven", Slots: map[string]engine.Slot{"v": piles}, Say: say("{P} driven: {v}", "{P}のドライブ状態:{v}")}).Told("ja", engine.Tell{Do: "{P}の{v}はドライブ状態です", Link: "{P}の{v}はドライブ状態で", None: "{P}のキャラクターにドライブ状態のものはありません"}),
		// A character becomes charged by the step, or by the charge action
		// of a new turn: told last, after the turn ("ボブのターンです。ボブの♠9は
		// チャージ状態になります").
		(&engine.Form{Kind: engine.ExpectForm, Key: "charged", Slots: map[string]engine.Slot{"v": piles}, Say: say("{P} charged: {v}", "{P}のチャージ状態:{v}")}).Told("ja", engine.Tell{Do: "{P}の{v}はチャージ状態になります", Last: true}),
		(&engine.Form{Kind: engine.ExpectForm, Key: "driven", Slots: map[string]engine.Slot{"v": piles}, Say: say("driven: {v}", "ドライブ状態:{v}")}).Told("ja", engine.Tell{Do: "{v}はドライブ状態です", Link: "{v}はドライブ状態で"}),
		(&engine.Form{Kind: engine.ExpectForm, Key: "charged", Slots: map[string]engine.Slot{"v": piles}, Say: say("charged: {v}", "チャージ状態:{v}")}).Told("ja", engine.Tell{Do: "{v}はチャージ状態です", Link: "{v}はチャージ状態で"}),
		{Kind: engine.ExpectForm, Key: "attackers", Slots: map[string]engine.Slot{"v": piles}, Say: say("attackers: {v}", "アタッカー:{v}")},
		(&engine.Form{Kind: engine.ExpectForm, Key: "winner", Slots: map[string]engine.Slot{"who": player}, Say: say("winner: {who}", "勝者:{who}")}).Told("ja", engine.Tell{Do: "{who}の勝ちです", Link: "{who}の勝ちで", By: map[string]string{"none": "まだ勝者はいません"}}),
		(&engine.Form{Kind: engine.ExpectForm, Key: "loser", Slots: map[string]engine.Slot{"who": player}, Say: say("loser: {who}", "敗者:{who}")}).Told("ja", engine.Tell{Do: "{who}の負けです", Link: "{who}の負けで", By: map[string]string{"none": "まだ敗者はいません"}}),
		(&engine.Form{Kind: engine.ExpectForm, Key: "stage", Slots: map[string]engine.Slot{"v": zoneCards}, Say: say("stage: {v}", "ステージ:{v}")}).Told("ja", engine.Tell{Do: "ステージには{v}があります", Link: "ステージには{v}があり", None: "ステージには何もありません"}),
	}
}

// reasons are the rules of BlackPoker's engine: the words the examples
// name them by ({card} where they name a card), and the sentence a
// rejection says, its slots {0}, {1}, … filled in order ({in}: the spell
// whose check it is). A key with a slash is a case of the broader rule.
var reasons = sync.OnceValue(func() []engine.ReasonText {
	return []engine.ReasonText{
		{Key: "no-card-left", Say: say2("a deck has one of each card", "デッキには同じカードは１枚しかない")},
		{Key: "draw-count", Say: say2("1 more if needed", "引けるのは2枚まで"), Text: "{0} draws 1 card, and 1 more if needed: not {1}"},
		{Key: "draw-timing", Say: say2("only when a turn begins", "ターンの始めにだけ誘発する"), Text: "{0} triggers only when a turn begins (after {1})"},
		{Key: "counter/keys", Say: say2("1 or 2 key cards", "キーカードが1枚か2枚のアクションだけ"), Text: "{in}a counter targets an action with 1 or 2 key cards; {0} has {1}"},
		{Key: "counter/uncounterable", Say: say2("cannot be the target of a counter", "カウンターの対象にならない"), Text: "{in}{0} cannot be the target of a counter"},
		{Key: "chooser", Say: say2("chooses", "選ぶのはアクションを起こしたプレイヤー"), Text: "{0} chooses the card of {1}, the player who started it"},
		{Key: "keys", Say: say2("not its key cards", "そのアクションのキーカードではない"), Text: "{in}these are not its key cards: {0}"},
		{Key: "keys/count", Say: say2("the number of key cards", "キーカードの枚数が違う"), Text: "{in}it takes {0} key card(s) ({1}), not {2}"},
		{Key: "keys/rank", Say: say2("A〜10", "キーカードはA〜10だけ"), Text: "{in}its key cards are {0}, not {1}"},
		{Key: "keys/bj", Say: say2("an A and a J of the same suit", "キーカードは同じスートのAとJ"), Text: "{in}its key cards are an A and a J of the same suit, not {0}"},
		{Key: "keys/royal", Say: say2("of one suit", "全て同じスート"), Text: "{in}its key cards are A, 10, J, Q and K of one suit, not {0}"},
		{Key: "keys/same-number", Say: say2("same number", "キーカードは同じ数字の2枚"), Text: "{in}its key cards are 2 cards of the same number, not {0}"},
		{Key: "keys/same-suit", Say: say2("same suit", "キーカードは同じスートの2枚"), Text: "{in}its key cards are 2 cards of the same suit, not {0}"},
		{Key: "target", Say: say2("not a target it can take", "対象にできるものではない"), Text: "{in}it targets {0}"},
		{Key: "target/joker", Say: say2("a {card} cannot be the target", "{card}は対象にできない"), Text: "a {0} cannot be the target of {1}"},
		{Key: "target/bulwark", Say: say2("a bulwark", "対象は防壁だけ")},
		{Key: "target/soldier", Say: say2("a soldier", "対象は兵士だけ")},
		{Key: "target/opponent", Say: say2("an opponent", "対戦相手だけ")},
		{Key: "target/own-soldier", Say: say2("a soldier on your own field", "対象は自分の場の兵士だけ"), Text: "{0} targets a soldier on your own field"},
		{Key: "target/not-bulwark", Say: say2("targets a soldier, not a bulwark", "対象は防壁ではなく兵士"), Text: "{0} targets a soldier, not a bulwark"},
		{Key: "target/no-action", Say: say2("no action on the stage", "ステージに対象のアクションがない"), Text: "{in}there is no action on the stage to target"},
		{Key: "target/targeted-action", Say: say2("an action that has a target", "対象を持つアクションだけ"), Text: "{in}it targets an action on the stage that has a target"},
		{Key: "not-on-field", Say: say2("not on the field", "場にいない"), Text: "{0} is not on the field"},
		{Key: "not-on-field/player", Say: say2("not on the player's field", "そのプレイヤーの場にいない"), Text: "{0} is not on {1}'s field"},
		{Key: "target-not-there", Say: say2("the target is not on the field", "対象が場にいない"), Text: "the target is not on the field"},
		{Key: "equip-suit", Say: say2("the key card's suit", "兵士と同じスートのカードだけ"), Text: "{0} targets a soldier of the key card's suit: {1} is not {2}"},
		{Key: "retarget", Say: say2("can target", "対象にできない"), Text: "{in}the new target is not one {0} can target: {1}"},
		{Key: "retarget/action", Say: say2("cannot target an action", "アクションは対象にできない"), Text: "{in}{0} cannot target an action"},
		{Key: "bulwark-alone", Say: say2("a bulwark blocks alone", "防壁は単独でブロックする"), Text: "several blockers for one attacker must all be soldiers: a bulwark blocks alone"},
		{Key: "rare-life", Say: say2("started only with a life of 9 or fewer cards", "起こせるのはライフが9枚以下の時だけ")},
		{Key: "rare-life", Say: say2("a life of 9 or fewer cards", "ライフが9枚以下の時だけ"), Text: "{0} needs a life of 9 or fewer cards, not {1}"},
		{Key: "no-rare-card", Say: say2("no rare card left", "引けるレアカードが残っていない"), Text: "there is no rare card left to draw"},
		// The first words of a rule in a language are what a told example
		// prints: a whole rule, where the examples write a shorter name.
		{Key: "entered", Say: say2("a character that came onto the field this turn cannot attack without haste", "このターンに場に出たキャラクターは、速攻がなければアタックできない")},
		{Key: "entered", Say: say2("came onto the field this turn", "このターンに場に出たキャラクター"), Text: "{0} came onto the field this turn and has no haste"},
		{Key: "discard-count", Say: say2("discard 2 cards", "2枚捨てなければならない"), Text: "discard {0} cards to keep 7, not {1}"},
		{Key: "nothing-to-discard", Say: say2("there is nothing to discard", "捨てるカードはない"), Text: "there is nothing to discard: cards are discarded by {0} when the hand has more than 7"},
		{Key: "driven", Say: say2("a driven character cannot be chosen", "ドライブ状態のキャラクターは指定できない")},
		{Key: "driven", Say: say2("driven", "ドライブ状態")},
		{Key: "driven/attack", Say: say2("a driven soldier cannot attack", "ドライブ状態の兵士はアタックできない"), Text: "{0} is driven: a driven soldier cannot attack"},
		{Key: "driven/block", Say: say2("a driven character cannot block", "ドライブ状態のキャラクターはブロックできない"), Text: "{0} is driven: a driven character cannot block"},
		{Key: "no-attacker-label", Say: say2("no attacker label", "アタッカーのラベルがない"), Text: "{0} is a {1}: it has no attacker label"},
		{Key: "choice-not-there", Say: say2("not there", "選べる場所にない"), Text: "{0} chooses {1}: {2} is not there"},
		// Where the card is not, as a rulebook says it: a key card not yet
		// in the graveyard, a card no longer in the hand.
		{Key: "choice-not-there", Say: say2("not yet in the graveyard", "まだ墓地にない")},
		{Key: "choice-not-there", Say: say2("no longer in the hand", "もう手札にない")},
		{Key: "once-per-turn", Say: say2("once per turn", "1ターンに1回まで")},
		{Key: "once-per-turn/attack", Say: say2("one attack per turn", "アタックは1ターンに1回まで"), Text: "{0} can be started once per turn: there was an attack this turn"},
		{Key: "once-per-turn/bulwark", Say: say2("one bulwark per turn", "防壁の設置は1ターンに1回まで"), Text: "{0} can be started once per turn: a bulwark was already placed this turn"},
		{Key: "timing", Text: "{0} cannot start now"},
		{Key: "timing/quick", Say: say2("a quick summon only when you do not hold the turn", "クイック召喚を起こせるのは、自分のターンでない時だけ")},
		{Key: "timing/quick", Say: say2("only be started when you do not hold the turn", "自分のターンでない時だけ"),
			Text: "{0} can only be started when you do not hold the turn; on your turn an A is summoned face up by {1}"},
		{Key: "timing/turn-holder", Say: say2("a main action is started only by the player holding the turn", "メインのアクションを起こせるのは、ターンを持っているプレイヤーだけ")},
		{Key: "timing/turn-holder", Say: say2("only the player holding the turn", "ターンを持っているプレイヤーだけ"), Text: "{0} is a main action: only the player holding the turn can start it"},
		{Key: "summon-kind", Say: say2("the summon of another key card", "キーカードが違う"), Text: "{0} is summoned by {1}, not by {2}"},
		{Key: "timing/turn-holder/summon", Say: say2("off turn only an A is summoned", "自分のターンでない時に召喚できるのはAだけ"), Text: "{0} is a main action: only the player holding the turn can start it (off turn, only an A can be summoned, by {1})"},
		{Key: "timing/waiting", Say: say2("the game waits for another decision", "ほかの決定を待っている"), Text: "{0} cannot start now: the game waits for {1}"},
		{Key: "timing/stage", Say: say2("the stage must be empty", "ステージが空の時だけ"), Text: "{0} is a main action: the stage must be empty"},
		{Key: "face-down", Say: say2("only a quick summon is face down", "裏向きに召喚できるのはクイック召喚だけ"), Text: "only {0} (an A, off turn) summons a card face down; place a bulwark instead"},
		{Key: "not-in-hand", Say: say2("not in the hand", "手札にない"), Text: "{0} is not in the hand"},
		{Key: "no-attacker", Say: say2("at least one attacker", "アタッカーが1体もいない"), Text: "an attack designates at least one attacker"},
		{Key: "attacker-not-there", Say: say2("the attacker must be on the field", "アタッカーは自分の場にいなければならない"), Text: "the attacker must be on your field"},
		{Key: "no-attack", Say: say2("no attack to block", "ブロックする攻撃がない"), Text: "there is no attack to block: blockers are designated when an attack of the opponent has resolved"},
		{Key: "not-an-attacker", Say: say2("not an attacker", "アタッカーではない"), Text: "{0} is not an attacker"},
		{Key: "blocker-not-there", Say: say2("a blocker must be on the field", "ブロッカーは自分の場にいなければならない"), Text: "a blocker must be on your field"},
		{Key: "no-blocker-label", Say: say2("no blocker label", "ブロッカーのラベルがない"), Text: "{0} has no blocker label"},
		{Key: "answered", Say: say2("its blockers are designated", "ブロッカーはもう指定した"), Text: "the blockers of {0} are already designated"},
		{Key: "block-order", Say: say2("in the order of the attack", "アタッカーの順に指定する"), Text: "blockers are designated in the order of the attack: {0} comes before an attacker already answered"},
		{Key: "blocks-twice", Say: say2("already blocks", "もうブロックしている"), Text: "{0} already blocks"},
		{Key: "not-a-spell", Say: say2("not a spell of the action list", "アクションリストの呪文ではない"), Text: "{0} is not a spell of the action list"},
		{Key: "choice/set", Say: say2("say driven or charged", "ドライブ状態かチャージ状態かを言う"), Text: "{in}say whether the target becomes driven or charged (… as driven)"},
		{Key: "choice/refill", Say: say2("1 card charged or 2 cards driven", "チャージ状態で1枚かドライブ状態で2枚"), Text: "{in}take 1 card (charged) or 2 cards (driven) from the life (… taking 1)"},
		{Key: "choice/bj-take", Say: say2("up to 2 cards from the life", "ライフから取れるのは2枚まで"), Text: "{in}it takes up to 2 cards from the life"},
		{Key: "choice/at-resolution", Say: say2("chosen when the effect resolves", "選ぶのは効果の解決時"), Text: "{in}the card is chosen when the effect resolves, not when the action is started"},
		{Key: "nothing-to-choose", Say: say2("nothing to choose", "選ぶものがない"), Text: "there is nothing to choose: {0} choose their card when they resolve, and none is resolving"},
		{Key: "game-over", Say: say2("the game is over", "ゲームはもう終わっている"), Text: "the game is over: {0} lost"},
		{Key: "no-such-move", Say: say2("no such move here", "ここではできない行動"), Text: "there is no move {0} here"},
		{Key: "no-such-move/kind", Say: say2("no move of that kind", "その種類の行動はない"), Text: "there is no move of kind {0}"},
		{Key: "waiting", Say: say2("waiting for another player", "ほかのプレイヤーの決定を待っている"), Text: "{0}"},
		{Key: "no-such-step", Say: say2("not a BlackPoker step", "ブラックポーカーの行動ではない"), Text: "{0} is not a BlackPoker step"},
		{Key: "not-on-stage", Say: say2("not on the stage", "ステージにない"), Text: "there is no {0} on the stage"},
		{Key: "unwritten/equip", Say: say2("write the key card and the soldier", "キーカードと兵士を書く"), Text: "write the key card and the soldier: {0} equips ♠6 to ♠3"},
		{Key: "unwritten/choice", Say: say2("choose one card", "カードを1枚選ぶ"), Text: "choose one card: {0} chooses ♠3"},
		{Key: "unwritten/block", Say: say2("write the attacker and its blockers", "アタッカーとブロッカーを書く"), Text: "write the attacker and its blockers: {0} blocks ♠9 with ♥4, ♦3 (or {0} blocks nothing)"},
		{Key: "unwritten/keys", Say: say2("name the key cards", "キーカードを書く"), Text: "name the key cards: {0} casts {1} with …"},
		{Key: "unwritten/set", Say: say2("write driven or charged", "ドライブ状態かチャージ状態かを書く"), Text: "write \"as driven\" or \"as charged\", not {0}"},
		{Key: "unwritten/at-resolution", Say: say2("write the choice at resolution", "解決時の選択を書く"), Text: "{0} chooses its card when it resolves, not when it is started: write \"{1} casts {2} with …\", then \"{1} chooses …\""},
	}
})

// messages say why words of a cast are not used (engine.Unused), in
// English and Japanese: a part written twice, a part its spell never
// asks for ("never/" and the part's English word, its slot).
var messages = sync.OnceValue(func() []engine.ReasonText {
	return []engine.ReasonText{
		{Key: "twice", Say: say2("a part is written twice", "同じ部分が２回書かれている"), Text: `"{part}" is written twice: write each part of the cast once`},
		{Key: "never/on", Say: say2("{spell} never asks for a target", "{spell}は対象を選ばない"), Text: `{spell} never asks for "on"`},
		{Key: "never/to", Say: say2("{spell} never asks for a new target", "{spell}は新しい対象を選ばない"), Text: `{spell} never asks for "to"`},
		{Key: "never/as", Say: say2("{spell} never asks for driven or charged", "{spell}はドライブ状態かチャージ状態かを選ばない"), Text: `{spell} never asks for "as"`},
		{Key: "never/taking", Say: say2("{spell} never asks for cards taken", "{spell}はライフから取るカードを選ばない"), Text: `{spell} never asks for "taking"`},
	}
})

// say2 is a message's or a reason's words in English and Japanese.
func say2(en, ja string) map[string]string { return map[string]string{"en": en, "ja": ja} }
