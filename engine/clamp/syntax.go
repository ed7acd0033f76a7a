package clamp

import "cardpress/engine"

// Syntax is CLAMP in CARDLAND's part of the example language, in English
// and in the manual's Traditional Chinese
// (docs/examples-clamp-in-cardland.md): stages, point areas, decks,
// stories, the phase; laying point cards, challenges, sending characters,
// abilities, the mulligan, the exit judgement and the recovery; the
// expectations of a challenge and of the win/lose judgement.
var Syntax = engine.Dialect{Forms: forms, Reasons: reasons, Tells: tells}

// tells are CLAMP's sentences of core statements: a hand is told as what
// a player holds ("愛麗絲手上有4張牌", like "愛麗絲手上有6張牌" after a
// mulligan), not "愛麗絲的手牌是任意4張".
var tells = map[string]map[string]engine.Tell{
	"hand": {"zh-Hant": {Do: "{P}手上有{hand}", None: "{P}沒有手牌"}},
	// The points paid and the card a play designates are told in words,
	// not in parentheses: "愛麗絲用藍、紅的點數打出海邊的歌姬",
	// "愛麗絲打出熱烈的聲援，指定烈焰劍士".
	"plays": {"zh-Hant": {Do: "{P}[用{chosen}的點數]打出{cards}[，指定{paid}]", Can: "{P}可以[用{chosen}的點數]打出{cards}[，指定{paid}]",
		Cannot: "{P}不能[用{chosen}的點數]打出{cards}[並指定{paid}]，因為{reason}"}},
}

func say(en, zh string) map[string]engine.Phrases { return engine.Say("zh-Hant", en, zh) }

// step makes a step form with its can / cannot wordings.
func step(key string, en, zh [3]string, more ...string) *engine.Form {
	f := engine.NewStep(key, "zh-Hant", en, zh, more...)
	f.Slots, f.Args = map[string]engine.Slot{"what": cards}, argsOf(en[0])
	return f
}

// nothing is a step that names no card: its engine reads "nothing".
func nothing(f *engine.Form) *engine.Form {
	f.Args = "nothing"
	return f
}

// argsOf is "{what}" for a wording that has that slot.
func argsOf(w string) string {
	for i := 0; i+6 <= len(w); i++ {
		if w[i:i+6] == "{what}" {
			return "{what}"
		}
	}
	return ""
}

var (
	// cards are characters or stories by name, some resting, or "N more".
	cards  = engine.Zone(map[string][]string{"resting": {"休息狀態", "休息"}})
	points = engine.Counted(map[string][]string{"resting": {"休息狀態", "休息"}})
	totals = engine.Text(nil)
	phase  = engine.Words(map[string][]string{"setup": {"準備階段"}, "start": {"回合開始"}, "main": {"主要階段"},
		"challenge": {"進攻階段"}, "recovery": {"回復階段"}, "over": {"遊戲結束"}})
	// startPhase is a phase an example may start in.
	startPhase = engine.Words(map[string][]string{"setup": {"準備階段"}, "start": {"回合開始"}, "main": {"主要階段"}, "challenge": {"進攻階段"}})
	yesNo      = engine.Words(map[string][]string{"yes": {"是", "true", "on"}, "no": {"否", "false", "off"}})
	result     = engine.Words(map[string][]string{"completed": {"過關"}, "failed": {"失敗"}, "none": {"無"}})
	who        = engine.Slot{Read: engine.PlayerOr("none", "無"), Words: map[string][]string{"none": {"無"}}}
)

// zones are a player's card zones, as settings or expectations: key,
// English and Chinese names, slot.
//
// tell and none are the Chinese sentences of the expectation when the
// derived "{P}…為{v}" does not read naturally ("流浪的小貓無效": whose is
// clear, and a second 的 after a name with 的 would stumble; a place holds
// its cards, "舞台區有烈焰劍士", where "舞台區為烈焰劍士" equates a place with
// a card), and when its list is empty
// ("鮑伯沒有休息狀態的角色" rather than "…一張也沒有"); "" keeps the derived one.
var zones = []struct {
	key, en, zh string
	slot        engine.Slot
	tell, none  string
}{
	{"stage", "stage", "的舞台區", cards, "{P}的舞台區有{v}", "{P}的舞台區沒有角色"},
	{"point area", "point area", "的點數區", points, "{P}的點數區有{v}", "{P}的點數區沒有牌"},
	{"deck", "deck", "的牌組", cards, "{P}的牌組有{v}", "{P}的牌組沒有牌"},
	{"stories", "stories", "的故事牌", cards, "{P}的故事牌有{v}", "{P}沒有故事牌"},
	{"completed", "completed", "已完成的故事", cards, "{P}已經完成了{v}", "{P}還沒有完成任何故事"},
	{"retired", "retired", "的退牌區", cards, "{P}的退牌區有{v}", "{P}的退牌區沒有牌"},
	{"resting", "resting", "休息狀態的角色", cards, "{P}休息狀態的角色是{v}", "{P}沒有休息狀態的角色"},
	{"active points", "active points", "活動狀態的點數", points, "{P}活動狀態的點數牌是{v}", "{P}沒有活動狀態的點數"},
	{"resting points", "resting points", "休息狀態的點數", points, "{P}休息狀態的點數牌是{v}", "{P}沒有休息狀態的點數"},
	{"deck top", "deck top", "的牌組最上面", cards, "{P}的牌組最上面是{v}", ""},
	{"deck bottom", "deck bottom", "的牌組最底下", cards, "{P}的牌組最底下依序是{v}", ""},
	{"in the challenge", "in the challenge", "參與進攻的角色", cards, "{P}參與進攻的角色是{v}", "{P}沒有參與進攻的角色"},
	{"turned away", "turned away", "無效的角色", cards, "{v}無效", "{P}沒有無效的角色"},
	{"acting total", "acting total", "的演技力總分", totals, "", ""},
	{"stamina total", "stamina total", "的體力總分", totals, "", ""},
	{"judgement total", "judgement total", "修正後的演技力總分", totals, "", ""},
	{"can remove", "can remove", "可刪除的張數", totals, "{P}可刪除{v}張", ""},
}

// zeroTells are the Chinese sentences of a zone's expectation when its
// number is 0: "愛麗絲一張也不能刪除", not "愛麗絲可刪除0張".
var zeroTells = map[string]string{"can remove": "{P}一張也不能刪除"}

var settingZones = map[string]bool{"stage": true, "point area": true, "deck": true, "stories": true, "completed": true, "retired": true}

func zoneForms() []*engine.Form {
	var out []*engine.Form
	for _, z := range zones {
		for _, kind := range []engine.FormKind{engine.SettingForm, engine.ExpectForm} {
			if kind == engine.SettingForm && !settingZones[z.key] {
				continue
			}
			f := &engine.Form{Kind: kind, Key: z.key, Slots: map[string]engine.Slot{"v": z.slot},
				Say: say("{P} "+z.en+": {v}", "{P}"+z.zh+":{v}")}
			if z.tell != "" || z.none != "" {
				f.Told("zh-Hant", engine.Tell{Do: z.tell, None: z.none, Zero: zeroTells[z.key]})
			}
			out = append(out, f)
		}
	}
	return out
}

var forms = append([]*engine.Form{
	(&engine.Form{Kind: engine.SettingForm, Key: "phase", Slots: map[string]engine.Slot{"phase": startPhase}, Say: say("phase: {phase}", "階段:{phase}")}).Told("zh-Hant", engine.Tell{Do: "現在是{phase}", By: map[string]string{"start": "回合剛開始"}}),
	(&engine.Form{Kind: engine.SettingForm, Key: "first turn", Slots: map[string]engine.Slot{"yes": yesNo}, Say: say("first turn: {yes}", "先攻的第一回合:{yes}")}).Told("zh-Hant",
		engine.Tell{By: map[string]string{"yes": "這是先攻玩家的第一回合", "no": "這不是先攻玩家的第一回合"}}),

	step("lays", [3]string{"{P} lays {what}", "{P} can lay {what}", "{P} cannot lay {what}"},
		[3]string{"{P}把{what}放到點數區", "{P}可以把{what}放到點數區", "{P}不能把{what}放到點數區"}, "{P} lay {what}"),
	{Kind: engine.StepForm, Key: "draws", N: 1, Say: map[string]engine.Phrases{
		"en":      {Do: []string{"{P} <draws|draw>[ {n}][ <cards|card>]"}, Can: []string{"{P} can draw[ {n}]"}, Cannot: []string{"{P} cannot draw[ {n}]: {reason}"}},
		"zh-Hant": {Do: []string{"{P}翻[{n}張]牌"}, Can: []string{"{P}可以翻[{n}張]牌"}, Cannot: []string{"{P}不能翻[{n}張]牌:{reason}"}},
	}},
	{Kind: engine.StepForm, Key: "passes", Say: map[string]engine.Phrases{
		"en": {Do: []string{"{P} <passes|pass>"}, Can: []string{"{P} can pass"}, Cannot: []string{"{P} cannot pass: {reason}"}},
		// One step, three acts the rulebook names apart: 不參與進攻 (the
		// non-active player joins no challenge), 不再出牌 (a pass while
		// playing in a challenge), 結束回合 (the active player's turn ends).
		// This engine reads all three; the data description tells them apart.
		"zh-Hant": {Do: []string{"{P}不出牌", "{P}不參與進攻", "{P}不再出牌", "{P}結束回合", "{P}跳過"}, Can: []string{"{P}可以不出牌", "{P}可以跳過"}, Cannot: []string{"{P}不能不出牌:{reason}", "{P}不能跳過:{reason}"},
			// "不能不出牌" is a double negative a reader stumbles on.
			Tell: engine.Tell{Do: "{P}不出牌", Can: "{P}可以不出牌", Cannot: "{P}無法宣告不出牌，因為{reason}"}},
	}},
	step("challenges", [3]string{"{P} challenges {what}", "{P} can challenge {what}", "{P} cannot challenge {what}"},
		[3]string{"{P}進攻{what}", "{P}可以進攻{what}", "{P}不能進攻{what}"}, "{P} challenge {what}"),
	step("sends", [3]string{"{P} sends {what}", "{P} can send {what}", "{P} cannot send {what}"},
		[3]string{"{P}派{what}參與進攻", "{P}可以派{what}參與進攻", "{P}不能派{what}參與進攻"}, "{P} send {what}"),
	{Kind: engine.StepForm, Key: "uses", Say: map[string]engine.Phrases{
		"en": {Do: []string{"{P} <uses|use> {cards}"}, Can: []string{"{P} can use {cards}"}, Cannot: []string{"{P} cannot use {cards}: {reason}"}},
		"zh-Hant": {Do: []string{"{P}使用{cards}的條文"}, Can: []string{"{P}可以使用{cards}的條文"}, Cannot: []string{"{P}不能使用{cards}的條文:{reason}"},
			Tell: engine.Tell{Do: "{P}[用{chosen}的點數]使用{cards}的條文[，指定{paid}]", Can: "{P}可以[用{chosen}的點數]使用{cards}的條文[，指定{paid}]",
				Cannot: "{P}不能[用{chosen}的點數]使用{cards}的條文[並指定{paid}]，因為{reason}"}},
	}},
	// Told, the cards of a mulligan are the order they go under the deck,
	// and a refused part of a hand is what would be exchanged: not two
	// parentheses in a row ("不能換牌（烈焰劍士、黑衣魔術師）（必須6張全換）").
	step("mulligans", [3]string{"{P} mulligans[ {what}]", "{P} can mulligan[ {what}]", "{P} cannot mulligan[ {what}]"},
		[3]string{"{P}換牌[({what})]", "{P}可以換牌[({what})]", "{P}不能換牌[({what})]"}, "{P} mulligan[ {what}]").Told("zh-Hant",
		engine.Tell{Do: "{P}換牌[，將{what}依序放到牌組最底下]", Can: "{P}可以換牌[，將{what}依序放到牌組最底下]", Cannot: "{P}不能[只拿{what}]換牌，因為{reason}"}),
	step("keeps", [3]string{"{P} keeps", "{P} can keep", "{P} cannot keep"},
		[3]string{"{P}不換牌", "{P}可以不換牌", "{P}不能不換牌"}, "{P} keep"),
	nothing(step("removes", [3]string{"{P} removes nothing", "{P} can remove nothing", "{P} cannot remove nothing"},
		[3]string{"{P}不刪除任何角色", "{P}可以不刪除任何角色", "{P}不能不刪除任何角色"})),
	step("removes", [3]string{"{P} removes {what}", "{P} can remove {what}", "{P} cannot remove {what}"},
		[3]string{"{P}刪除{what}", "{P}可以刪除{what}", "{P}不能刪除{what}"}, "{P} remove {what}"),
	{Kind: engine.StepForm, Key: "recovers", Say: map[string]engine.Phrases{
		"en":      {Do: []string{"{P} <recovers|recover> {cards}"}, Can: []string{"{P} can recover {cards}"}, Cannot: []string{"{P} cannot recover {cards}: {reason}"}},
		"zh-Hant": {Do: []string{"{P}回復{cards}"}, Can: []string{"{P}可以回復{cards}"}, Cannot: []string{"{P}不能回復{cards}:{reason}"}},
	}},

	(&engine.Form{Kind: engine.ExpectForm, Key: "phase", Slots: map[string]engine.Slot{"phase": phase}, Say: say("phase: {phase}", "階段:{phase}")}).Told("zh-Hant", engine.Tell{Do: "進入{phase}", By: map[string]string{"over": "遊戲結束", "start": "新的回合開始"}}),
	{Kind: engine.ExpectForm, Key: "interference bonus", Slots: map[string]engine.Slot{"v": totals}, Say: map[string]engine.Phrases{"en": {Do: []string{"interference bonus: {v}"}}, "zh-Hant": {Do: []string{"妨礙修正:{v}", "妨害修正:{v}"}}}},
	// One character's value reads "見習魔法少女的演技力：4"; a list keeps
	// the list form.
	{Kind: engine.ExpectForm, Key: "acting", Slots: map[string]engine.Slot{"who": engine.OneCard, "n": engine.Integer}, Args: "{who} {n}", Say: say("acting: {who} {n}", "{who}的演技力:{n}")},
	{Kind: engine.ExpectForm, Key: "stamina", Slots: map[string]engine.Slot{"who": engine.OneCard, "n": engine.Integer}, Args: "{who} {n}", Say: say("stamina: {who} {n}", "{who}的體力:{n}")},
	{Kind: engine.ExpectForm, Key: "acting", Slots: map[string]engine.Slot{"v": totals}, Say: say("acting: {v}", "演技力:{v}")},
	{Kind: engine.ExpectForm, Key: "stamina", Slots: map[string]engine.Slot{"v": totals}, Say: say("stamina: {v}", "體力:{v}")},
	(&engine.Form{Kind: engine.ExpectForm, Key: "judgement", Slots: map[string]engine.Slot{"r": result}, Say: say("judgement: {r}", "完結判定:{r}")}).Told("zh-Hant",
		engine.Tell{By: map[string]string{"completed": "完結判定為過關", "failed": "完結判定為過關失敗", "none": "尚未進行完結判定"}}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "winner", Slots: map[string]engine.Slot{"who": who}, Say: say("winner: {who}", "勝者:{who}")}).Told("zh-Hant",
		engine.Tell{Do: "{who}獲勝", By: map[string]string{"none": "尚未分出勝負"}}),
	(&engine.Form{Kind: engine.ExpectForm, Key: "challenges left", Say: say("challenges left: {n}", "剩下的進攻次數:{n}")}).Told("zh-Hant", engine.Tell{Do: "本回合剩下{n}次進攻機會", Zero: "本回合已經不能再進攻了"}),
}, zoneForms()...)

// reasons are the rules of CLAMP in CARDLAND's engine: the words the
// examples name them by, and the sentence a rejection says, its slots {0},
// {1}, … filled in order. A key with a slash is a case of the broader rule.
var reasons = []engine.ReasonText{
	{Key: "no-card-left", Say: say2("no {card} left", "{card}已經沒有了")},
	{Key: "priority", Say: say2("'s turn", "還沒輪到他出牌"), Text: "it is {0}'s turn to play cards in the challenge"},
	{Key: "priority/send", Say: say2("sends characters to the challenge", "輪到主場派出角色"), Text: "{0} sends characters to the challenge on {1}"},
	{Key: "priority/join", Say: say2("decides whether to join the challenge", "輪到對手決定是否參與進攻"), Text: "{0} decides whether to join the challenge"},
	{Key: "action-only", Say: say2("[ACTION]", "進攻中只能打出有ACTION圖示的牌"), Text: "{0} has no [ACTION] icon: only [ACTION] cards and abilities are played in a challenge"},
	{Key: "action-only/main", Say: say2("used in the main phase, not in a challenge", "這張牌在主要階段使用，進攻中不能使用"), Text: "{0} is used in the main phase: only [ACTION] cards and abilities are played in a challenge"},
	{Key: "main-phase", Say: say2("used in the main phase", "只能在主要階段使用"), Text: "{0} is used in the main phase"},
	{Key: "challenge-only", Say: say2("used in a challenge", "只能在進攻中使用"), Text: "{0} is used in a challenge, when event cards and abilities are played"},
	{Key: "recover/active", Say: say2("active", "已經是活動狀態"), Text: "{0} is active: only a resting character is recovered"},
	{Key: "recover/when", Say: say2("recovered in the recovery phase", "角色要在回復階段回復"), Text: "characters are recovered after the challenges, in the recovery phase"},
	{Key: "remove/adds-up", Say: say2("adds up to", "體力合計超過演技力總分"), Text: "the stamina of {0} adds up to {1}, more than {2}'s acting total {3}"},
	{Key: "remove/when", Say: say2("removed in the exit judgement", "角色在退場判定時退場"), Text: "characters are removed in the exit judgement, after the completion judgement"},
	{Key: "remove/chosen", Say: say2("already chosen in this exit judgement", "本次退場判定已經選過"), Text: "{0} has already chosen in this exit judgement"},
	{Key: "remove/not-in-challenge", Say: say2("not one of the characters in the challenge", "不是參與進攻的角色"), Text: "{0} is not one of {1}'s characters in the challenge"},
	{Key: "remove/named-twice", Say: say2("named twice", "同一張角色寫了兩次"), Text: "{0} is named twice"},
	{Key: "remove/nothing", Say: say2("removing nothing is a pass", "不讓角色退場就是放棄"), Text: "removing nothing is a pass"},
	{Key: "mulligan/all", Say: say2("all 6 cards", "必須6張全換"), Text: "a mulligan exchanges all {0} cards of the hand, not {1}: {2} would keep {3}"},
	{Key: "mulligan/once", Say: say2("only once", "換牌僅限一次"), Text: "{0} has already mulliganed: each player exchanges the hand only once"},
	{Key: "mulligan/when", Say: say2("a mulligan is made while preparing", "換牌只能在準備階段進行"), Text: "a mulligan is made while preparing, before the first turn"},
	{Key: "mulligan/decision-when", Say: say2("the mulligan is decided while preparing", "換牌與否在準備階段決定"), Text: "the mulligan decision is made while preparing, before the first turn"},
	{Key: "mulligan/not-ready", Say: say2("both players must be ready", "雙方準備完成後才能開始遊戲"), Text: "{0} has not decided on the mulligan yet: the game starts when both players are ready, so nobody can {1} before"},
	{Key: "mulligan/decided", Say: say2("already decided on the mulligan", "已經決定過是否換牌"), Text: "{0} has already decided on the mulligan"},
	{Key: "challenge/completed", Say: say2("already completed", "這個故事已經完成"), Text: "{0} is already completed"},
	{Key: "challenge/two-stories", Say: say2("at most 2", "每回合最多進攻2個故事"), Text: "{0} has challenged {1} stories this turn: at most {2} a turn"},
	{Key: "challenge/no-active", Say: say2("no active character", "沒有活動狀態的角色"), Text: "{0} has no active character on stage to send to a challenge"},
	{Key: "challenge/in-progress", Say: say2("a challenge is in progress", "正在進攻中"), Text: "a challenge on {0} is in progress"},
	{Key: "challenge/not-a-story", Say: say2("not one of the player's stories", "不是自己的故事"), Text: "{0} is not one of {1}'s stories"},
	{Key: "challenge/twice", Say: say2("already challenged this turn", "這個故事本回合已經進攻過"), Text: "{0} has already been challenged this turn"},
	{Key: "on-stage", Say: say2("already on", "舞台區內已有相同的角色牌"), Text: "{0} is already on {1}'s stage: no two of one character on a stage"},
	{Key: "send/three-characters", Say: say2("at most 3", "每次進攻最多3張"), Text: "{0} characters: at most {1} characters go to one challenge"},
	{Key: "send/no-challenge", Say: say2("no challenge is in progress", "沒有正在進行的進攻"), Text: "no challenge is in progress: the active player challenges a story first"},
	{Key: "send/twice", Say: say2("characters already in the challenge", "已經派出角色參與進攻"), Text: "{0}'s characters are already in the challenge"},
	{Key: "send/active-first", Say: say2("the active player sends characters first", "主場先派出角色"), Text: "{0} sends characters first"},
	{Key: "send/late", Say: say2("joins before cards are played", "必須在出牌前參與進攻"), Text: "{0} joins the challenge before cards are played"},
	{Key: "send/none", Say: say2("send at least one character", "至少要派出一張角色"), Text: "send at least one character"},
	{Key: "send/named-twice", Say: say2("sent twice", "同一張角色派出了兩次"), Text: "{0} is sent twice"},
	{Key: "cannot-pay", Say: say2("cannot pay", "點數不足"), Text: "{0} cannot pay {1} for {2}: it takes {3} points of any color; the point area has {4} active"},
	{Key: "cannot-pay/colored", Say: say2("it takes", "有色點數不足"),
		Text: "{0} cannot pay {1} for {2}: it takes {3} {4} and {5} of any color; the point area has {6} active {7} points, {8} active in all"},
	{Key: "pay/count", Say: say2("pay as many points as the cost", "支付的點數必須等於所需點數"), Text: "{0} costs {1}: pay {2} points, not {3}"},
	{Key: "pay/color", Say: say2("not enough points of that color", "這個顏色的活動點數不足"), Text: "{0} has not enough active {1} points for {2}"},
	{Key: "pay/colored", Say: say2("must be", "有色點數必須以指定顏色支付"), Text: "{0} costs {1}: {2} of the points must be {3}, the colored point"},
	{Key: "draw-first", Say: say2("draws first", "必須先翻牌"), Text: "{0} draws first: the turn starts with drawing a card"},
	{Key: "draw/first-turn", Say: say2("the first player does not draw on the first turn", "先攻的第一回合不能翻牌"), Text: "the first player does not draw on the first turn"},
	{Key: "draw/active-player", Say: say2("only the active player draws", "只有主場翻牌"), Text: "only the active player {0} draws at the start of the turn"},
	{Key: "draw/once", Say: say2("already drawn this turn", "本回合已經翻過牌"), Text: "{0} has already drawn this turn: a turn starts with one draw"},
	{Key: "not-in-hand", Say: say2("in hand", "手牌中沒有這張牌"), Text: "{0} has no {1} in hand"},
	{Key: "not-on-stage", Say: say2("not on stage", "舞台區內沒有這張牌"), Text: "{0} has no {1} on stage"},
	{Key: "not-a-character", Say: say2("not a character card", "不是角色牌"), Text: "{0} is not a character card"},
	{Key: "not-an-event", Say: say2("not an event card", "不是活動牌"), Text: "{0} is not an event card"},
	{Key: "ability-once", Say: say2("once a turn", "每回合限用一次"), Text: "the ability of {0} has been used this turn: one character's ability once a turn"},
	{Key: "ability-once", Say: say2("used this turn", "本回合已經使用過")},
	{Key: "ability/not-in-challenge", Say: say2("it is not in the challenge", "這個角色不在進攻中"), Text: "{0} acts on itself in the challenge, and it is not in the challenge"},
	{Key: "no-ability", Say: say2("has no ability", "沒有條文"), Text: "{0} has no ability"},
	{Key: "point-once", Say: say2("one a turn", "每回合只能出一張點數牌"), Text: "{0} has already laid a point card this turn: one a turn"},
	{Key: "active-player", Say: say2("only the active player", "只有主場才能使用"), Text: "only the active player {0} can {1} now"},
	{Key: "active-player/use", Say: say2("only the active player uses it", "只有自己的回合才能使用"), Text: "{0}: only the active player uses it"},
	{Key: "wrong-phase", Say: say2("not in this phase", "現在的階段不能這樣做"), Text: "{0} cannot {1} in the {2} phase: that belongs to the {3} phase"},
	{Key: "wrong-phase/recovery", Say: say2("recovery phase", "已經進入回復階段")},
	{Key: "resting", Say: say2("resting", "該角色是休息狀態")},
	{Key: "resting/ability", Say: say2("its ability makes it resting", "使用條文會使它變成休息狀態"), Text: "{0} is resting: its {1} ability turns it resting"},
	{Key: "resting/send", Say: say2("only active characters go to a challenge", "只有活動狀態的角色才能參與進攻"), Text: "{0} is resting: only active characters go to a challenge"},
	{Key: "choice/none", Say: say2("chooses no card", "沒有選擇牌"), Text: "{0} chooses no card"},
	{Key: "choice/one", Say: say2("choose one card", "必須選擇一張牌"), Text: "{0} chooses one card: write it in parentheses, like {1} ({2})"},
	{Key: "choice/not-retired", Say: say2("not in the retired pile", "不在退牌區中"), Text: "{0} takes a character card from {1}'s retired pile, and {2} is not there"},
	{Key: "choice/not-in-challenge", Say: say2("the chosen character is not in the challenge", "選擇的角色不在進攻中"), Text: "{0} chooses a character in the challenge, and {1} is not in it"},
	{Key: "choice/own", Say: say2("one of one's own characters", "只能選擇自己參與進攻的角色"), Text: "{0} chooses one of {1}'s own characters in the challenge"},
	{Key: "choice/opponent", Say: say2("one of the opponent's characters", "只能選擇對手參與進攻的角色"), Text: "{0} chooses one of the opponent's characters in the challenge"},
	{Key: "game-over", Say: say2("the game is over", "遊戲已經結束"), Text: "the game is over"},
	{Key: "no-such-card", Say: say2("no such card", "沒有這張牌"), Text: "no such card"},
	{Key: "no-such-card/hand", Say: say2("no such character in hand", "手牌中沒有這個角色"), Text: "no such character in hand"},
	{Key: "no-such-action", Say: say2("no such action", "沒有這種行動"), Text: "CLAMP in CARDLAND has no action {0}"},
}

// say2 is a reason's words in English and Traditional Chinese.
func say2(en, zh string) map[string]string { return map[string]string{"en": en, "zh-Hant": zh} }
