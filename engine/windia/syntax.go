package windia

import "cardpress/engine"

// Syntax is Windia War's part of the example language, in English and in
// the manual's Japanese (docs/examples.md): the play card, the piles, the
// tableau, rests, optional rules and scoring; laying, releasing, ending
// the play, taking the attack, reach; Almighty's declared card, Reset's
// redraw and the turn options; the expectations of a round and a match.
var Syntax = engine.Dialect{Forms: forms, Reasons: reasons}

func say(en, ja string) map[string]engine.Phrases { return engine.Say("ja", en, ja) }

// step makes a step form with its can / cannot wordings: en and ja are
// the step, the check that it is allowed and that it is not ({reason}
// is added).
func step(key string, en, ja [3]string, more ...string) *engine.Form {
	return engine.NewStep(key, "ja", en, ja, more...)
}

var direction = engine.Words(map[string][]string{"clockwise": {"時計回り"}, "counterclockwise": {"反時計回り", "逆回り"}})

var forms = []*engine.Form{
	{Kind: engine.SettingForm, Key: "play card", Say: say("play card: {card}", "プレイ札:{card}")},
	{Kind: engine.SettingForm, Key: "draw pile", Value: "exact", Say: say("draw pile: {n} <cards|card>", "山札:{n}枚")},
	{Kind: engine.SettingForm, Key: "draw pile", Say: say("draw pile: {hand}", "山札:{hand}")},
	{Kind: engine.SettingForm, Key: "draw pile", Value: "none", Say: say("draw pile: <none|empty>", "山札:なし")},
	{Kind: engine.SettingForm, Key: "discard pile", Say: say("discard pile: {list}", "捨て札:{list}")},
	{Kind: engine.SettingForm, Key: "tableau", Say: say("{P} tableau: {list}", "{P}の公開札:{list}")},
	{Kind: engine.SettingForm, Key: "rests", Say: say("{P} rests: {n}", "{P}の休み:{n}回")},
	{Kind: engine.SettingForm, Key: "score", Slots: map[string]engine.Slot{"score": engine.Integer}, Say: say("{P} score: {score}", "{P}の持ち点:{score}")},
	{Kind: engine.SettingForm, Key: "direction", Slots: map[string]engine.Slot{"dir": direction}, Say: say("direction: {dir}", "進行方向:{dir}")},
	{Kind: engine.SettingForm, Key: "option", Say: map[string]engine.Phrases{
		"en": {Do: []string{"option {item}: {value}", "optional rule {item}: {value}"}},
		"ja": {Do: []string{"選択ルール{item}:{value}"}},
	}},
	{Kind: engine.SettingForm, Key: "scoring option", Slots: map[string]engine.Slot{"on": engine.Words(map[string][]string{"on": {"あり", "yes", "true"}, "off": {"なし", "no", "false"}})},
		Say: say("scoring option {item}: {on}", "ポイント計算の選択ルール{item}:{on}")},
	{Kind: engine.SettingForm, Key: "scoring", Slots: map[string]engine.Slot{"rule": engine.Words(map[string][]string{"limit": {"リミット"}, "pennant": {"ペナント"}})},
		Say: say("scoring: {rule}", "ポイント計算:{rule}")},
	{Kind: engine.SettingForm, Key: "rounds", Say: say("rounds: {n}", "ラウンド数:{n}")},
	{Kind: engine.SettingForm, Key: "limit", Say: say("limit: {n}", "リミット:{n}")},
	{Kind: engine.SettingForm, Key: "round", Say: say("round: {n}", "ラウンド:{n}回目")},

	step("lays", [3]string{"{P} lays {cards}", "{P} can lay {cards}", "{P} cannot lay {cards}"},
		[3]string{"{P}が{cards}を公開する", "{P}は{cards}を公開できる", "{P}は{cards}を公開できない"}, "{P} lay {cards}"),
	step("releases", [3]string{"{P} releases {cards}", "{P} can release {cards}", "{P} cannot release {cards}"},
		[3]string{"{P}が{cards}を解除する", "{P}は{cards}を解除できる", "{P}は{cards}を解除できない"}, "{P} release {cards}"),
	step("ends", [3]string{"{P} ends the play", "{P} can end the play", "{P} cannot end the play"},
		[3]string{"{P}がプレイを終える", "{P}はプレイを終えられる", "{P}はプレイを終えられない"}, "{P} <ends|end>"),
	step("takes", [3]string{"{P} takes the attack", "{P} can take the attack", "{P} cannot take the attack"},
		[3]string{"{P}が攻撃を受ける", "{P}は攻撃を受けられる", "{P}は攻撃を受けられない"}, "{P} <takes|take>[ it]"),
	step("reach", [3]string{"{P} declares reach", "{P} can declare reach", "{P} cannot declare reach"},
		[3]string{"{P}がリーチを宣言する", "{P}はリーチを宣言できる", "{P}はリーチを宣言できない"}, "{P} declare reach"),
	step("no reach", [3]string{"{P} does not declare reach", "{P} can leave reach undeclared", "{P} cannot leave reach undeclared"},
		[3]string{"{P}がリーチを宣言しない", "{P}はリーチを宣言しなくてよい", "{P}はリーチを宣言しないままにできない"}),
	step("points out", [3]string{"{P} points out the missing reach", "{P} can point out the missing reach", "{P} cannot point out the missing reach"},
		[3]string{"{P}がリーチ忘れを指摘する", "{P}はリーチ忘れを指摘できる", "{P}はリーチ忘れを指摘できない"}, "{P} <points|point> out"),

	{Kind: engine.ExpectForm, Key: "direction", Slots: map[string]engine.Slot{"dir": direction}, Say: say("direction: {dir}", "進行方向:{dir}")},
	{Kind: engine.ExpectForm, Key: "play card", Say: say("play card: {card}", "プレイ札:{card}")},
	{Kind: engine.ExpectForm, Key: "color", Say: say("color: {color}", "色:{color}")},
	{Kind: engine.ExpectForm, Key: "pending draw", Say: map[string]engine.Phrases{"en": {Do: []string{"pending draw: {n}[ <cards|card>]"}}, "ja": {Do: []string{"引く枚数:{n}枚", "引く枚数:{n}"}}}},
	{Kind: engine.ExpectForm, Key: "no attack", Say: say("no attack", "攻撃なし")},
	{Kind: engine.ExpectForm, Key: "rests", Say: map[string]engine.Phrases{
		"en": {Do: []string{"{P} rests: {n}", "{P} rests {n}"}}, "ja": {Do: []string{"{P}の休み:{n}回", "{P}の休み:{n}"}}}},
	{Kind: engine.ExpectForm, Key: "rests", Say: say("{P} is not resting", "{P}は休みではない")},
	{Kind: engine.ExpectForm, Key: "tableau", Say: say("{P} tableau: {list}", "{P}の公開札:{list}")},
	{Kind: engine.ExpectForm, Key: "under the discard pile", Say: say("under the discard pile: {card}", "捨て札の一番下:{card}")},
	{Kind: engine.ExpectForm, Key: "draw pile", Say: say("draw pile: {n}[ <cards|card>]", "山札:{n}枚")},
	{Kind: engine.ExpectForm, Key: "goes out", Say: map[string]engine.Phrases{
		"en": {Do: []string{"{P} goes out", "{P} went out"}}, "ja": {Do: []string{"{P}が上がる"}}}},
	{Kind: engine.ExpectForm, Key: "round over", Say: say("round over", "ラウンド終了")},
	{Kind: engine.ExpectForm, Key: "round continues", Say: say("round continues", "ラウンド続行")},
	{Kind: engine.ExpectForm, Key: "points", Say: say("points: {scores}", "ポイント:{scores}")},
	{Kind: engine.ExpectForm, Key: "score", Say: say("score: {scores}", "持ち点:{scores}")},
	{Kind: engine.ExpectForm, Key: "round winner", Say: say("round winner: {target}", "ラウンドの勝者:{target}")},
	{Kind: engine.ExpectForm, Key: "match over", Say: say("match over", "試合終了")},
	{Kind: engine.ExpectForm, Key: "match continues", Say: say("match continues", "試合続行")},
	{Kind: engine.ExpectForm, Key: "next dealer", Say: say("next dealer: {target}", "次の親:{target}")},
	{Kind: engine.ExpectForm, Key: "below 0", Say: say("{P} is below 0", "{P}の持ち点が０を割る")},
	{Kind: engine.ExpectForm, Key: "refused", Say: say("the settings are refused: {reason}", "この設定はできない:{reason}")},

	{Kind: engine.ChoiceForm, Choice: engine.ChoiceOption, Slots: map[string]engine.Slot{"opt": engine.Words(map[string][]string{
		"skip": {"スキップ"}, "reverse": {"リバース"}, "next": {"そのまま"}})}, Say: say("{opt}", "{opt}")},
	{Kind: engine.ChoiceForm, Choice: engine.ChoiceRedraw, Slots: map[string]engine.Slot{"redraw": engine.Words(map[string][]string{
		"redraw": {"引き直す"}, "keep": {"引き直さない"}})}, Say: say("{redraw}", "{redraw}")},
	{Kind: engine.ChoiceForm, Choice: engine.ChoiceAs, Slots: map[string]engine.Slot{"as": engine.AnyColorCard}, Say: say("as {as}", "{as}として")},
}

// reasons are the rules of Windia War's engine as the examples name them.
var reasons = []engine.ReasonText{
	{Key: "no-match", Say: map[string]string{"en": "does not match the play card", "ja": "プレイ札と色も数字も合わない"}},
	{Key: "no-match-short", Say: map[string]string{"en": "does not match", "ja": "合わない"}},
	{Key: "choose-color", Say: map[string]string{"en": "choose a color", "ja": "色を選ばなくてはならない"}},
	{Key: "after-voluntary-draw", Say: map[string]string{"en": "right after a voluntary draw", "ja": "自発ドローの直後だけ"}},
	{Key: "one-at-a-time", Say: map[string]string{"en": "played one at a time", "ja": "数字カードは１枚ずつしか出せない"}},
	{Key: "play-or-draw", Say: map[string]string{"en": "must play a card or draw", "ja": "カードを出すか引かなくてはならない"}},
	{Key: "already-drawn", Say: map[string]string{"en": "already drawn", "ja": "もう引いている"}},
	{Key: "escort-alone", Say: map[string]string{"en": "Escort cannot be played alone", "ja": "Escortは単体では出せない"}},
	{Key: "needs-follow-up", Say: map[string]string{"en": "it needs a follow-up card", "ja": "追加カードが必要"}},
	{Key: "not-last", Say: map[string]string{"en": "cannot be the last card", "ja": "最後の１枚にはできない"}},
	{Key: "almighty-last", Say: map[string]string{"en": "Almighty cannot be the last card", "ja": "Almightyで上がる事はできない"}},
	{Key: "almighty-after-wnc", Say: map[string]string{"en": "Almighty cannot follow Wild Number Chain", "ja": "AlmightyはWild Number Chainの後に出せない"}},
	{Key: "reset-out", Say: map[string]string{"en": "Reset cannot go out", "ja": "Resetで上がる事はできない"}},
	{Key: "tableau-last", Say: map[string]string{"en": "a tableau card cannot empty the hand", "ja": "公開札で手札を０枚にする事はできない"}},
	{Key: "no-pass-on", Say: map[string]string{"en": "cannot be passed on", "ja": "受け流しできない"}},
	{Key: "cannot-take", Say: map[string]string{"en": "cannot be taken", "ja": "手札に加えられない"}},
	{Key: "follow-chain", Say: map[string]string{"en": "cannot follow Chain", "ja": "Chainの後に続けられない"}},
	{Key: "follow-escort", Say: map[string]string{"en": "cannot follow Escort", "ja": "Escortの後に続けられない"}},
	{Key: "colorless-follow", Say: map[string]string{"en": "colorless cards cannot follow", "ja": "色を持たないカードは続けられない"}},
	{Key: "tableau-follow", Say: map[string]string{"en": "tableau cards cannot follow", "ja": "公開札は続けられない"}},
	{Key: "no-defend-out", Say: map[string]string{"en": "defend out is not allowed", "ja": "防御上がりは認められない"}},
	{Key: "laid-this-turn", Say: map[string]string{"en": "laid before this turn", "ja": "このターンより前に公開したカードだけ"}},
	{Key: "more-than-pending", Say: map[string]string{"en": "more than the pending draw", "ja": "プールされている枚数より多く引かせるカードだけ"}},
	{Key: "another-player", Say: map[string]string{"en": "must be another player", "ja": "自分以外のプレイヤーでなくてはならない"}},
	{Key: "target-another", Say: map[string]string{"en": "must target another player", "ja": "自分以外のプレイヤーを指定しなくてはならない"}},
	{Key: "almighty-never", Say: map[string]string{"en": "never Bind, Clear, Amplify, All Draw1 or a number card", "ja": "Bind・Clear・Amplify・All Draw1・数字カードにはなれない"}},
	{Key: "almighty-never-tableau", Say: map[string]string{"en": "never Bind, Clear, Amplify, All Draw1", "ja": "公開札にはなれない"}},
	{Key: "almighty-never-number", Say: map[string]string{"en": "or a number card", "ja": "数字カードにはなれない"}},
	{Key: "almighty-never-bind", Say: map[string]string{"en": "never Bind", "ja": "Bindにはなれない"}},
	{Key: "search-not-there", Say: map[string]string{"en": "in the discard pile under the play card", "ja": "プレイ札の下の捨て札にない"}},
	{Key: "nobody-to-point-out", Say: map[string]string{"en": "nobody can be pointed out", "ja": "指摘できる人はいない"}},
	{Key: "color-not-choosable", Say: map[string]string{"en": "not a color you can choose", "ja": "選べる色ではない"}},
	{Key: "chain-last-only", Say: map[string]string{"en": "only be the last card of a Chain", "ja": "Chainの最後の１枚にしかできない"}},
	{Key: "only-numbers", Say: map[string]string{"en": "only number cards", "ja": "数字カードだけ"}},
	{Key: "only-numbers-out", Say: map[string]string{"en": "only number cards can go out", "ja": "上がれるのは数字カードだけ"}},
	{Key: "only-numbers-matching", Say: map[string]string{"en": "only number cards matching", "ja": "合う数字カードだけ"}},
	{Key: "only-play-card", Say: map[string]string{"en": "only the play card", "ja": "捨て札がプレイ札だけ"}},
	{Key: "same-as-play-card", Say: map[string]string{"en": "only the same card as the play card", "ja": "プレイ札と同じカードだけ"}},
	{Key: "release-as-drawn", Say: map[string]string{"en": "release as many tableau cards as drawn", "ja": "引いた枚数だけ公開札を解除する"}},
	{Key: "releasing-as-many", Say: map[string]string{"en": "releasing as many", "ja": "解除する枚数だけ"}},
	{Key: "tableau-card", Say: map[string]string{"en": "tableau card", "ja": "公開札"}},
	{Key: "under-attack", Say: map[string]string{"en": "under attack", "ja": "攻撃を受けている"}},
	{Key: "pennant-bonus", Say: map[string]string{"en": "cannot be used with the pennant rule", "ja": "ペナントルールでは使えない"}},
	{Key: "draw-n", Say: map[string]string{"en": "is only for releasing as many", "ja": "公開札を同じ枚数だけ解除する時だけ"}},
	{Key: "two-player-skip", Say: map[string]string{"en": "2-player game Wild D Draw5 cannot skip", "ja": "２人の時、Wild D Draw5でスキップはできない"}},
}
