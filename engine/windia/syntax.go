package windia

import "cardpress/engine"

// Syntax is Windia War's part of the example language, in English and in
// the manual's Japanese (docs/examples.md): the play card, the piles, the
// tableau, rests, optional rules and scoring; laying, releasing, ending
// the play, taking the attack, reach; a declare card's declared card, the
// redraw and the turn options; the expectations of a round and a match.
var Syntax = engine.Dialect{Forms: forms, Reasons: reasons, Retired: retired, Tells: map[string]map[string]engine.Tell{
	// The rulebook writes 事 for the noun こと (出す事ができます).
	"passes": {"ja": engine.Tell{Do: "{P}はカードを出さずにターンを終えます", Can: "{P}はカードを出さずにターンを終えられます", Cannot: "{P}はカードを出さずにターンを終える事はできません（{reason}）"}}}}

func say(en, ja string) map[string]engine.Phrases { return engine.Say("ja", en, ja) }

// step makes a step form with its can / cannot wordings: en and ja are
// the step, the check that it is allowed and that it is not ({reason}
// is added).
func step(key string, en, ja [3]string, more ...string) *engine.Form {
	return engine.NewStep(key, "ja", en, ja, more...)
}

// playDirection tells the direction in English as a rulebook does
// ("Play goes counterclockwise", not "The direction is counterclockwise").
var playDirection = engine.Tell{By: map[string]string{"clockwise": "play goes clockwise", "counterclockwise": "play goes counterclockwise"}}

var direction = engine.Words(map[string][]string{"clockwise": {"時計回り"}, "counterclockwise": {"逆周り", "反時計回り", "逆回り"}})

// retired: the rules say ターン and 順番 (seeds 000, 001), never 手番, the
// word examples used to write for whose turn it is.
var retired = map[string]string{"手番": "ターン"}

var forms = []*engine.Form{
	engine.Reworded(engine.SettingForm, "turn", "ja", "ターン:{target}", "順番:{target}"),
	engine.Reworded(engine.ExpectForm, "turn", "ja", "ターン:{target}", "順番:{target}"),
	(&engine.Form{Kind: engine.SettingForm, Key: "play card", Say: say("play card: {card}", "プレイ札:{card}")}).Told("ja", engine.Tell{Do: "プレイ札は{card}です"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "draw pile", Value: "exact", Say: say("draw pile: {n} <cards|card>", "山札:{n}枚")}).Told("ja", engine.Tell{Do: "山札は{n}枚です"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "draw pile", Say: say("draw pile: {hand}", "山札:{hand}")}).Told("ja", engine.Tell{Do: "山札には上から{hand}があります"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "draw pile", Value: "none", Say: say("draw pile: <none|empty>", "山札:なし")}).Told("ja", engine.Tell{Do: "山札は残っていません"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "discard pile", Say: say("discard pile: {list}", "捨て札:{list}")}).Told("ja", engine.Tell{Do: "プレイ札の下には、一番下から順に{list}が捨ててあります", One: "プレイ札の下には{list}が捨ててあります", None: "プレイ札の下に捨て札はありません"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "tableau", Say: say("{P} tableau: {list}", "{P}の公開札:{list}")}).Told("ja", engine.Tell{Do: "{P}の前には公開札{list}があります", None: "{P}の前に公開札はありません"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "rests", Say: say("{P} rests: {n}", "{P}の休み:{n}回")}).Told("ja", engine.Tell{Do: "{P}の休みは残り{n}回です"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "score", Slots: map[string]engine.Slot{"score": engine.Integer}, Say: say("{P} score: {score}", "{P}の持ち点:{score}")}).Told("ja", engine.Tell{Do: "{P}の持ち点は{score}ポイントです"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "direction", Slots: map[string]engine.Slot{"dir": direction}, Say: say("direction: {dir}", "進行方向:{dir}")}).Told("ja", engine.Tell{Do: "進行方向は{dir}です"}).
		Told("en", playDirection),
	(&engine.Form{Kind: engine.SettingForm, Key: "option", Say: map[string]engine.Phrases{
		"en": {Do: []string{"option {item}: {value}", "optional rule {item}: {value}"}},
		"ja": {Do: []string{"選択ルール{item}:{value}"}},
	}}).Told("ja", engine.Tell{Do: "選択ルール{item}は{value}を使います"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "scoring option", Slots: map[string]engine.Slot{"on": engine.Words(map[string][]string{"on": {"採用する", "あり", "yes", "true"}, "off": {"採用しない", "なし", "no", "false"}})},
		Say: say("scoring option {item}: {on}", "ポイント計算の選択ルール{item}:{on}")}).Told("ja", engine.Tell{Do: "ポイント計算の選択ルール{item}を{on}事にします"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "scoring", Slots: map[string]engine.Slot{"rule": engine.Words(map[string][]string{"limit": {"リミット"}, "pennant": {"ペナント"}})},
		Say: say("scoring: {rule}", "ポイント計算:{rule}")}).Told("ja", engine.Tell{Do: "ポイント計算は{rule}ルールです"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "rounds", Say: say("rounds: {n}", "ラウンド数:{n}")}).Told("ja", engine.Tell{Do: "{n}ラウンドでゲームを行います"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "limit", Say: say("limit: {n}", "リミット:{n}")}).Told("ja", engine.Tell{Do: "リミットは{n}ポイントです"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "dealer", Say: say("dealer: {target}", "親:{target}")}).Told("ja", engine.Tell{Do: "親は{target}です"}),
	(&engine.Form{Kind: engine.SettingForm, Key: "round", Say: say("round: {n}", "ラウンド:{n}回目")}).Told("ja", engine.Tell{Do: "{n}ラウンド目です"}),
	// A whole match in one example: this step deals the next round, the
	// settings after it say how.
	(&engine.Form{Kind: engine.StepForm, Key: "next round", Deals: true, Say: map[string]engine.Phrases{
		"en": {Do: []string{"next round"}, Cannot: []string{"no next round: {reason}"}},
		"ja": {Do: []string{"次のラウンド"}, Cannot: []string{"次のラウンドはない:{reason}"}},
	}}).Told("ja", engine.Tell{Do: "次のラウンドを始めます", Cannot: "次のラウンドは始められません（{reason}）"}),

	step("lays", [3]string{"{P} lays {cards}", "{P} can lay {cards}", "{P} cannot lay {cards}"},
		[3]string{"{P}が{cards}を公開する", "{P}は{cards}を公開できる", "{P}は{cards}を公開できない"}, "{P} lay {cards}").Told("ja", engine.Tell{Do: "{P}が{cards}を公開します", Can: "{P}は{cards}を公開できます", Cannot: "{P}は{cards}を公開できません（{reason}）"}),
	step("releases", [3]string{"{P} releases {cards}", "{P} can release {cards}", "{P} cannot release {cards}"},
		[3]string{"{P}が{cards}を解除する", "{P}は{cards}を解除できる", "{P}は{cards}を解除できない"}, "{P} release {cards}").Told("ja", engine.Tell{Do: "{P}が{cards}を解除します", Can: "{P}は{cards}を解除できます", Cannot: "{P}は{cards}を解除できません（{reason}）"}),
	step("ends", [3]string{"{P} ends the play", "{P} can end the play", "{P} cannot end the play"},
		[3]string{"{P}がプレイを終える", "{P}はプレイを終えられる", "{P}はプレイを終えられない"}, "{P} <ends|end>").Told("ja", engine.Tell{Do: "{P}がプレイを終えます", Can: "{P}はここでプレイを終えられます", Cannot: "{P}はここでプレイを終えられません（{reason}）"}),
	step("takes", [3]string{"{P} takes the attack", "{P} can take the attack", "{P} cannot take the attack"},
		[3]string{"{P}が攻撃を受ける", "{P}は攻撃を受けられる", "{P}は攻撃を受けられない"}, "{P} <takes|take>[ it]").Told("ja", engine.Tell{Do: "{P}は攻撃をそのまま受けます", Can: "{P}は攻撃をそのまま受けられます", Cannot: "{P}は攻撃をそのまま受ける事はできません（{reason}）"}),
	step("reach", [3]string{"{P} declares reach", "{P} can declare reach", "{P} cannot declare reach"},
		[3]string{"{P}がリーチを宣言する", "{P}はリーチを宣言できる", "{P}はリーチを宣言できない"}, "{P} declare reach").Told("ja", engine.Tell{Do: "{P}が「リーチ」を宣言します", Can: "{P}は「リーチ」を宣言できます", Cannot: "{P}は「リーチ」を宣言できません（{reason}）"}),
	step("no reach", [3]string{"{P} does not declare reach", "{P} can leave reach undeclared", "{P} cannot leave reach undeclared"},
		[3]string{"{P}がリーチを宣言しない", "{P}はリーチを宣言しなくてよい", "{P}はリーチを宣言しないままにできない"}).Told("ja", engine.Tell{Do: "{P}は「リーチ」を宣言しません", Can: "{P}は「リーチ」を宣言しなくてもかまいません", Cannot: "{P}は「リーチ」の宣言を省けません（{reason}）"}),
	step("points out", [3]string{"{P} points out the missing reach", "{P} can point out the missing reach", "{P} cannot point out the missing reach"},
		[3]string{"{P}がリーチ忘れを指摘する", "{P}はリーチ忘れを指摘できる", "{P}はリーチ忘れを指摘できない"}, "{P} <points|point> out").Told("ja", engine.Tell{Do: "{P}がリーチ忘れを指摘します", Can: "{P}はリーチ忘れを指摘できます", Cannot: "{P}はリーチ忘れを指摘できません（{reason}）"}),

	(&engine.Form{Kind: engine.ExpectForm, Key: "direction", Slots: map[string]engine.Slot{"dir": direction}, Say: say("direction: {dir}", "進行方向:{dir}")}).Told("ja", engine.Tell{Do: "進行方向は{dir}です", Link: "進行方向は{dir}で"}).
		Told("en", playDirection),
	(&engine.Form{Kind: engine.ExpectForm, Key: "play card", Say: say("play card: {card}", "プレイ札:{card}")}).Told("ja", engine.Tell{Do: "プレイ札は{card}です", Link: "プレイ札は{card}で"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "color", Say: say("color: {color}", "色:{color}")}).Told("ja", engine.Tell{Do: "プレイ札の色は{color}です", Link: "プレイ札の色は{color}で"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "pending draw", Say: map[string]engine.Phrases{"en": {Do: []string{"pending draw: {n}[ <cards|card>]"}}, "ja": {Do: []string{"引く枚数:{n}枚", "引く枚数:{n}"}}}}).Told("ja", engine.Tell{Do: "プールされている枚数は{n}枚になります", Link: "プールされている枚数は{n}枚になり"}).
		Told("en", engine.Tell{Do: "there are now {n} cards to draw", One: "there is now 1 card to draw"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "under attack", Say: say("{P} is under attack", "{P}が攻撃を受けている")}).Told("ja", engine.Tell{Do: "{P}が攻撃を受けています", Link: "{P}が攻撃を受けていて"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "no attack", Say: say("no attack", "攻撃なし")}).Told("ja", engine.Tell{Do: "攻撃は残っていません", Link: "攻撃は残っておらず"}).
		Told("en", engine.Tell{Do: "no attack is left"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "rests", Say: map[string]engine.Phrases{
		"en": {Do: []string{"{P} rests: {n}", "{P} rests {n}"}}, "ja": {Do: []string{"{P}の休み:{n}回", "{P}の休み:{n}"}}}}).Told("ja", engine.Tell{Do: "{P}の休みは残り{n}回です", Link: "{P}の休みは残り{n}回で", Zero: "{P}の休みは終わります", ZeroLink: "{P}の休みは終わり"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "rests", Say: say("{P} is not resting", "{P}は休みではない")}).Told("ja", engine.Tell{Do: "{P}は休みではありません", Link: "{P}は休みではなく"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "tableau", Say: say("{P} tableau: {list}", "{P}の公開札:{list}")}).Told("ja", engine.Tell{Do: "{P}の前には公開札{list}があります", Link: "{P}の前には公開札{list}があり", None: "{P}の前に公開札はありません"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "under the discard pile", Say: say("under the discard pile: {card}", "捨て札の一番下:{card}")}).Told("ja", engine.Tell{Do: "捨て札の一番下には{card}が入ります", Link: "捨て札の一番下には{card}が入り"}).
		Told("en", engine.Tell{Do: "{card} goes under the discard pile"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "draw pile", Say: say("draw pile: {n}[ <cards|card>]", "山札:{n}枚")}).Told("ja", engine.Tell{Do: "山札は残り{n}枚です", Link: "山札は残り{n}枚で", Zero: "山札は残っていません", ZeroLink: "山札は残っておらず"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "goes out", Say: map[string]engine.Phrases{
		"en": {Do: []string{"{P} goes out", "{P} went out"}}, "ja": {Do: []string{"{P}が上がる"}}}}).Told("ja", engine.Tell{Do: "{P}が上がります", Link: "{P}が上がり"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "round over", Say: say("round over", "ラウンド終了")}).Told("ja", engine.Tell{Do: "ラウンドが終わります", Link: "ラウンドが終わり"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "round continues", Say: say("round continues", "ラウンド続行")}).Told("ja", engine.Tell{Do: "ラウンドは続きます", Link: "ラウンドは続き"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "points", Say: say("points: {scores}", "ポイント:{scores}")}).Told("ja", engine.Tell{Do: "ポイントは{scores}です", Link: "ポイントは{scores}で", Each: "{P}が{n}ポイント"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "score", Say: say("score: {scores}", "持ち点:{scores}")}).Told("ja", engine.Tell{Do: "持ち点は{scores}になります", Link: "持ち点は{scores}になり", Each: "{P}が{n}ポイント"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "round winner", Say: say("round winner: {target}", "ラウンドの勝者:{target}")}).Told("ja", engine.Tell{Do: "このラウンドの勝者は{target}です", Link: "このラウンドの勝者は{target}で"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "round of", Slots: map[string]engine.Slot{"x": engine.Integer, "y": engine.Integer}, Args: "{x} of {y}", Say: say("round {x} of {y}", "{y}ラウンド中{x}ラウンド目")}).Told("ja", engine.Tell{Do: "{y}ラウンド中{x}ラウンド目です", Link: "{y}ラウンド中{x}ラウンド目で"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "match over", Say: say("match over", "試合終了")}).Told("ja", engine.Tell{Do: "ゲームが終わります", Link: "ゲームが終わり"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "match continues", Say: say("match continues", "試合続行")}).Told("ja", engine.Tell{Do: "ゲームは続きます", Link: "ゲームは続き"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "match winner", Say: say("match winner: {target}", "試合の勝者:{target}")}).Told("ja", engine.Tell{Do: "ゲームの勝者は{target}です", Link: "ゲームの勝者は{target}で"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "next dealer", Say: say("next dealer: {target}", "次の親:{target}")}).Told("ja", engine.Tell{Do: "次の親は{target}です", Link: "次の親は{target}で"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "below 0", Say: say("{P} is below 0", "{P}の持ち点が０を割る")}).Told("ja", engine.Tell{Do: "{P}の持ち点は0を割ります", Link: "{P}の持ち点は0を割り"}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "refused", Say: say("the settings are refused: {reason}", "この設定はできない:{reason}")}).Told("ja", engine.Tell{Do: "この設定では遊べません（{reason}）"}),

	{Kind: engine.ChoiceForm, Choice: engine.ChoiceOption, Slots: map[string]engine.Slot{"opt": engine.Words(map[string][]string{
		"skip": {"スキップ"}, "reverse": {"リバース"}, "next": {"そのまま"}})}, Say: say("{opt}", "{opt}")},
	{Kind: engine.ChoiceForm, Choice: engine.ChoiceRedraw, Slots: map[string]engine.Slot{"redraw": engine.Words(map[string][]string{
		"redraw": {"引き直す"}, "keep": {"引き直さない"}})}, Say: say("{redraw}", "{redraw}")},
	{Kind: engine.ChoiceForm, Choice: engine.ChoiceAs, Slots: map[string]engine.Slot{"as": engine.AnyColorCard}, Say: say("as {as}", "{as}として")},
}

// reasons are the rules of the shedding engine: the words the examples
// name them by ({card} where they name a card: the catalog's name), and
// the sentence a rejection says, with its parameters. A key with a slash
// is a case of the broader rule before it.
var reasons = []engine.ReasonText{
	{Key: "no-match", Say: say2("does not match the play card", "プレイ札と色も数字も合わない"),
		Text: "{card} does not match the play card ({top}, color {color}): play a card of the same color, the same number, or a wild card"},
	{Key: "no-match", Say: say2("does not match", "合わない")},
	{Key: "awaiting", Say: say2("not possible now", "今はできない"), Text: "{action} is not possible now: {expecting}"},
	{Key: "awaiting/color", Say: say2("choose a color", "色を選ばなくてはならない")},
	{Key: "awaiting/release", Say: say2("release as many tableau cards as drawn", "引いた枚数だけ公開札を解除する")},
	{Key: "release-not-allowed", Say: say2("right after a voluntary draw", "自発ドローの直後だけ"),
		Text: "{card} cannot be released: only a {release} laid before this turn, right after a voluntary draw"},
	{Key: "release-not-allowed", Say: say2("laid before this turn", "このターンより前に公開したカードだけ")},
	{Key: "release-not-allowed/after-play", Say: say2("release before playing", "カードを出した後は解除できない"), Text: "nothing can be released now: release right after a voluntary draw, before playing"},
	{Key: "follow-none", Say: say2("allows no follow-up card", "後に追加カードを出せない"), Text: "{card} cannot be added: {last} allows no follow-up card"},
	{Key: "follow-none/one-at-a-time", Say: say2("played one at a time", "数字カードは１枚ずつしか出せない"),
		Text: "{card} cannot be played together with {last}: number cards are played one at a time unless a card allows follow-ups (optional rule 2 {option})"},
	{Key: "follow-none/ended", Say: say2("the play has ended", "プレイはもう終わっている"), Text: "{card} cannot be added: the play ended with {last}, which allows no follow-up card"},
	{Key: "game-over", Say: say2("the game is over", "ゲームはもう終わっている"), Text: "the game is over"},
	{Key: "play-or-draw", Say: say2("must play a card or draw", "カードを出すか引かなくてはならない"), Text: "you must play a card or draw before ending the turn"},
	{Key: "already-drawn", Say: say2("already drawn", "もう引いている"), Text: "you have already drawn this turn: play a card or pass"},
	{Key: "follow-required", Say: say2("it needs a follow-up card", "追加カードが必要"), Text: "the play cannot end on {ctx}: it needs a follow-up card"},
	{Key: "follow-required/alone", Say: say2("{card} cannot be played alone", "{card}は単体では出せない"),
		Text: "{card} cannot be played alone: it needs a follow-up card ({follow}) that may be played after it"},
	{Key: "not-finishing", Say: say2("cannot be the last card", "最後の１枚にはできない"), Text: "{card} cannot be the last card: {finishing}"},
	{Key: "not-finishing", Say: say2("{card} cannot go out", "{card}で上がる事はできない")},
	{Key: "not-finishing/numbers", Say: say2("only number cards can go out", "上がれるのは数字カードだけ")},
	{Key: "not-finishing/under", Say: say2("a card played under the discard pile cannot go out", "捨て札の下に出すカードでは上がれない"), Text: "{kind} cannot be the last card: a card played under the discard pile cannot go out (defend out is only for an attack on you)"},
	{Key: "not-finishing/declare", Say: say2("cannot go out with a declared card", "宣言したカードでは上がれない"), Text: "{card} cannot be the last card: going out with {card} is not allowed, whatever card it stands for"},
	{Key: "not-finishing/tableau", Say: say2("a tableau card cannot empty the hand", "公開札で手札を０枚にする事はできない"),
		Text: "{kind} cannot be laid as the last card: a tableau card cannot empty the hand"},
	{Key: "not-finishing/redraw", Say: say2("must draw new cards", "新しく引き直さなくてはならない"), Text: "{card} was the last card: you must draw {n} new cards ({card} cannot go out)"},
	{Key: "not-finishing/defend-out", Say: say2("defend out is not allowed", "防御上がりは認められない"),
		Text: "defend out is not allowed (optional rule 7 A): a protect card cannot be the last card"},
	{Key: "pass-on-not-allowed", Say: say2("cannot be passed on", "受け流しできない"), Text: "this attack cannot be passed on: only a {passon} attack can, not {attack}"},
	{Key: "pass-on-not-allowed/card", Say: say2("this card cannot pass the attack on", "このカードでは受け流せない"), Text: "{kind} cannot pass the attack on: only {passon} can (optional rule 3 A)"},
	{Key: "pass-on-not-allowed/same", Say: say2("only the same card as the play card", "プレイ札と同じカードだけ"),
		Text: "{kind} cannot pass the attack on: only the same card as the play card ({top}) can (optional rule 3 B)"},
	{Key: "pass-on-not-allowed/more", Say: say2("more than the pending draw", "プールされている枚数より多く引かせるカードだけ"),
		Text: "{kind} cannot pass the attack on: only the same card as the play card, or a card making the victim draw more than the pending draw ({n}) can (optional rule 3 C)"},
	{Key: "pass-on-not-allowed/rest", Say: say2("a rest attack cannot be passed on", "休みの攻撃は受け流せない"), Text: "{attack} cannot be passed on: defend with a protect card or take it"},
	{Key: "search-pick", Say: say2("cannot be taken", "手札に加えられない"),
		Text: "{card} cannot be taken: {search} takes a card of the discard pile other than the play card and the {search} itself"},
	{Key: "search-pick/not-there", Say: say2("in the discard pile under the play card", "プレイ札の下の捨て札にない"),
		Text: "there is no {card} in the discard pile under the play card"},
	{Key: "search-empty", Say: say2("only the play card", "捨て札がプレイ札だけ"),
		Text: "{card} cannot be played: the discard pile holds only the play card, so there is no card to take"},
	{Key: "follow-not-allowed", Say: say2("cannot follow {card}", "{card}の後に続けられない"), Text: "{card} cannot follow {ctx}: only {follow} can follow it"},
	{Key: "follow-not-allowed", Say: say2("{card} cannot follow {card}", "{card}は{card}の後に出せない")},
	{Key: "follow-not-allowed", Say: say2("only number cards matching", "合う数字カードだけ")},
	{Key: "follow-not-allowed", Say: say2("only number cards", "数字カードだけ")},
	{Key: "follow-not-allowed/colorless", Say: say2("colorless cards cannot follow", "色を持たないカードは続けられない"),
		Text: "{kind} cannot be a follow-up card: colorless cards cannot follow"},
	{Key: "follow-not-allowed/tableau", Say: say2("tableau cards cannot follow", "公開札は続けられない"),
		Text: "{kind} cannot be a follow-up card: tableau cards cannot follow"},
	{Key: "follow-last-only", Say: say2("only be the last card of a {card}", "{card}の最後の１枚にしかできない"),
		Text: "{card} cannot follow: {lastonly} can only be the last card of a {ctx}"},
	{Key: "draw-several", Say: say2("is only for releasing as many", "公開札を同じ枚数だけ解除する時だけ"),
		Text: "drawing {n} cards at once is only for releasing as many {release} cards laid before this turn ({m} here)"},
	{Key: "draw-several", Say: say2("releasing as many", "解除する枚数だけ")},
	// Drawing no card: "only for releasing as many" would answer a
	// question the step does not ask.
	{Key: "draw-several/none", Say: say2("a voluntary draw is one card", "自発ドローは１枚だけ"),
		Text: "a voluntary draw is one card, not {n}"},
	{Key: "tableau-laid", Say: say2("a tableau card is laid, not played", "公開札はプレイ札としては出せない")},
	{Key: "tableau-laid", Say: say2("tableau card", "公開札"), Text: "{kind} is a tableau card: it is laid in front of a player, never played on the discard pile"},
	{Key: "not-tableau", Say: say2("not a tableau card", "公開札ではない"), Text: "{kind} is not a tableau card: play it instead"},
	{Key: "under-attack", Say: say2("under attack", "攻撃を受けている"), Text: "you are under attack: pass it on, defend with a protect card, or take it"},
	{Key: "not-an-answer", Say: say2("does not answer an attack", "攻撃への対応にならない"), Text: "{card} does not answer an attack: pass the attack on with {passon}, defend with a protect card, or take the attack"},
	{Key: "no-attack", Say: say2("there is no attack to take", "受ける攻撃がない"), Text: "there is no attack to take"},
	{Key: "target-self", Say: say2("must be another player", "自分以外のプレイヤーでなくてはならない"), Text: "the target must be another player (optional rule 1 A)"},
	{Key: "target-self", Say: say2("must target another player", "自分以外のプレイヤーを指定しなくてはならない")},
	{Key: "target-self/protect", Say: say2("a protect card must target another player", "防御カードは自分以外に向けなくてはならない"), Text: "{card} must target another player"},
	{Key: "no-such-player", Say: say2("no such player", "そのプレイヤーはいない"), Text: "no such player"},
	{Key: "turn-option-not-offered", Say: say2("that turn option is not offered", "その進行は選べない"), Text: "the turn options of {card} are skip, reverse and next"},
	{Key: "turn-option-not-offered/two-players", Say: say2("2-player game {card} cannot skip", "２人の時、{card}でスキップはできない"),
		Text: "in a 2-player game {card} cannot skip: the player two seats ahead would be yourself"},
	{Key: "declare-not-allowed", Say: say2("never {card} or a number card", "{card}・数字カードにはなれない"),
		Text: "{card} cannot be that card: it stands for an action card of this set other than itself"},
	{Key: "declare-not-allowed", Say: say2("never {card}", "{card}にはなれない")},
	{Key: "declare-not-allowed", Say: say2("or a number card", "数字カードにはなれない")},
	{Key: "declare-not-allowed", Say: say2("never a tableau card", "公開札にはなれない")},
	{Key: "declare-not-allowed/excluded", Say: say2("it can never be that card", "そのカードには決してなれない"), Text: "{card} cannot be {kind}: it is never {excluded}"},
	{Key: "nobody-to-point-out", Say: say2("nobody can be pointed out", "指摘できる人はいない"), Text: "nobody can be pointed out: no player forgot to declare reach since the last turn"},
	{Key: "color-not-allowed", Say: say2("not a color you can choose", "選べる色ではない"), Text: "{action} is not a color you can choose now"},
	{Key: "pennant-bonus", Say: say2("cannot be used with the pennant rule", "ペナントルールでは使えない")},
	{Key: "no-card-left", Say: say2("no such card left", "そのカードはもう残っていない"), Text: "no such card left: the {set} set has {n} {card}"},
	{Key: "round-over", Say: say2("the round is over", "ラウンドは終わっている"), Text: "the round is over"},
	{Key: "round-not-over", Say: say2("the round is not over", "ラウンドはまだ終わっていない"), Text: "the round is not over: {expecting}"},
	{Key: "match-over", Say: say2("the match is over", "ゲームは終わっている"), Text: "the match is over"},
	{Key: "match-over", Say: say2("the match is over", "試合は終わっている")},
	{Key: "not-an-action", Say: say2("not an action of this game", "このゲームの行動ではない"), Text: "action {action} is not an action of this game"},
	{Key: "not-in-hand", Say: say2("not in the hand", "手札にない"), Text: "{card} is not in the hand"},
	{Key: "not-in-hand/player", Say: say2("does not hold that card", "そのカードを持っていない"), Text: "{player} has no {card} in hand"},
	{Key: "not-in-tableau", Say: say2("not in the tableau", "公開札の中にない"), Text: "{player} has no {card} in the tableau"},
	{Key: "not-your-turn", Say: say2("not their turn", "自分のターンではない"), Text: "it is not {player}'s turn: {mover} is to move ({expecting})"},
	{Key: "no-such-action", Say: say2("no such action in this game", "このゲームにはない行動"), Text: "there is no action {verb} in this game"},
	{Key: "awaiting/color/unwritten", Text: unwritten},
	{Key: "awaiting/declare/unwritten", Text: unwritten},
	{Key: "awaiting/turn-option/unwritten", Text: unwritten},
	{Key: "awaiting/target/unwritten", Text: unwritten},
	{Key: "awaiting/redraw/unwritten", Text: unwritten},
	{Key: "awaiting/pick/unwritten", Text: unwritten},
	{Key: "not-allowed", Say: say2("not allowed by the rules", "ルール上認められない"), Text: "not allowed ({code})"},
}

// messages say why words of a step are not used (engine.Unused), in
// English and Japanese: no card of the step ever asks for a kind of
// choice ("asks/" and the kind's Key), or nothing left to decide takes it.
var messages = []engine.ReasonText{
	{Key: "asks/color", Say: say2("no card of this step ever asks for a color", "この手順のカードは色を選ばない")},
	{Key: "asks/option", Say: say2("no card of this step ever asks for a turn option", "この手順のカードは飛ばす・逆周り・そのままを選ばない")},
	{Key: "asks/player", Say: say2("no card of this step ever asks for a player", "この手順のカードはプレイヤーを選ばない")},
	{Key: "asks/as", Say: say2("no card of this step ever asks for a card to stand for", "この手順のカードは何として出すかを選ばない")},
	{Key: "asks/card", Say: say2("no card of this step ever asks for a card", "この手順のカードは取るカードを選ばない")},
	{Key: "asks/redraw", Say: say2("no card of this step ever asks whether to redraw", "この手順のカードは引き直すかどうかを選ばない")},
	{Key: "unasked", Say: say2("no decision of this step asks for it", "この手順にはそれを選ぶ場面がない"),
		Text: "no decision of this step asks for it (the game now waits for: {expecting})"},
}

// unwritten is the sentence of a step that does not write a choice the
// engine asks for.
const unwritten = "{player} must {expecting}: write it in parentheses after the card, like {hint}"

// say2 is a reason's words in English and Japanese.
func say2(en, ja string) map[string]string { return map[string]string{"en": en, "ja": ja} }
