package clamp

import "cardpress/engine"

// Syntax is CLAMP in CARDLAND's part of the example language, in English
// and in the manual's Traditional Chinese
// (docs/examples-clamp-in-cardland.md): stages, point areas, decks,
// stories, the phase; laying point cards, challenges, sending characters,
// abilities, the mulligan, the exit judgement and the recovery; the
// expectations of a challenge and of the win/lose judgement.
var Syntax = engine.Dialect{Forms: forms, Reasons: reasons}

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
var zones = []struct {
	key, en, zh string
	slot        engine.Slot
}{
	{"stage", "stage", "的舞台區", cards},
	{"point area", "point area", "的點數區", points},
	{"deck", "deck", "的牌組", cards},
	{"stories", "stories", "的故事牌", cards},
	{"completed", "completed", "已完成的故事", cards},
	{"retired", "retired", "的退牌區", cards},
	{"resting", "resting", "休息狀態的角色", cards},
	{"active points", "active points", "活動狀態的點數", points},
	{"resting points", "resting points", "休息狀態的點數", points},
	{"deck top", "deck top", "的牌組最上面", cards},
	{"deck bottom", "deck bottom", "的牌組最底下", cards},
	{"in the challenge", "in the challenge", "參予進攻的角色", cards},
	{"turned away", "turned away", "無效的角色", cards},
	{"acting total", "acting total", "的演技力總分", totals},
	{"stamina total", "stamina total", "的體力總分", totals},
	{"judgement total", "judgement total", "的判定總分", totals},
	{"can remove", "can remove", "可刪除的張數", totals},
}

var settingZones = map[string]bool{"stage": true, "point area": true, "deck": true, "stories": true, "completed": true, "retired": true}

func zoneForms() []*engine.Form {
	var out []*engine.Form
	for _, z := range zones {
		for _, kind := range []engine.FormKind{engine.SettingForm, engine.ExpectForm} {
			if kind == engine.SettingForm && !settingZones[z.key] {
				continue
			}
			out = append(out, &engine.Form{Kind: kind, Key: z.key, Slots: map[string]engine.Slot{"v": z.slot},
				Say: say("{P} "+z.en+": {v}", "{P}"+z.zh+":{v}")})
		}
	}
	return out
}

var forms = append([]*engine.Form{
	{Kind: engine.SettingForm, Key: "phase", Slots: map[string]engine.Slot{"phase": startPhase}, Say: say("phase: {phase}", "階段:{phase}")},
	{Kind: engine.SettingForm, Key: "first turn", Slots: map[string]engine.Slot{"yes": yesNo}, Say: say("first turn: {yes}", "先攻的第一回合:{yes}")},

	step("lays", [3]string{"{P} lays {what}", "{P} can lay {what}", "{P} cannot lay {what}"},
		[3]string{"{P}把{what}放到點數區", "{P}可以把{what}放到點數區", "{P}不能把{what}放到點數區"}, "{P} lay {what}"),
	{Kind: engine.StepForm, Key: "draws", N: 1, Say: map[string]engine.Phrases{
		"en":      {Do: []string{"{P} <draws|draw>[ {n}][ <cards|card>]"}, Can: []string{"{P} can draw[ {n}]"}, Cannot: []string{"{P} cannot draw[ {n}]: {reason}"}},
		"zh-Hant": {Do: []string{"{P}翻[{n}張]牌"}, Can: []string{"{P}可以翻[{n}張]牌"}, Cannot: []string{"{P}不能翻[{n}張]牌:{reason}"}},
	}},
	{Kind: engine.StepForm, Key: "passes", Say: map[string]engine.Phrases{
		"en":      {Do: []string{"{P} <passes|pass>"}, Can: []string{"{P} can pass"}, Cannot: []string{"{P} cannot pass: {reason}"}},
		"zh-Hant": {Do: []string{"{P}跳過"}, Can: []string{"{P}可以跳過"}, Cannot: []string{"{P}不能跳過:{reason}"}},
	}},
	step("challenges", [3]string{"{P} challenges {what}", "{P} can challenge {what}", "{P} cannot challenge {what}"},
		[3]string{"{P}進攻{what}", "{P}可以進攻{what}", "{P}不能進攻{what}"}, "{P} challenge {what}"),
	step("sends", [3]string{"{P} sends {what}", "{P} can send {what}", "{P} cannot send {what}"},
		[3]string{"{P}派{what}參予進攻", "{P}可以派{what}參予進攻", "{P}不能派{what}參予進攻"}, "{P} send {what}"),
	{Kind: engine.StepForm, Key: "uses", Say: map[string]engine.Phrases{
		"en":      {Do: []string{"{P} <uses|use> {cards}"}, Can: []string{"{P} can use {cards}"}, Cannot: []string{"{P} cannot use {cards}: {reason}"}},
		"zh-Hant": {Do: []string{"{P}使用{cards}的條文"}, Can: []string{"{P}可以使用{cards}的條文"}, Cannot: []string{"{P}不能使用{cards}的條文:{reason}"}},
	}},
	step("mulligans", [3]string{"{P} mulligans[ {what}]", "{P} can mulligan[ {what}]", "{P} cannot mulligan[ {what}]"},
		[3]string{"{P}換牌[({what})]", "{P}可以換牌[({what})]", "{P}不能換牌[({what})]"}, "{P} mulligan[ {what}]"),
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

	{Kind: engine.ExpectForm, Key: "phase", Slots: map[string]engine.Slot{"phase": phase}, Say: say("phase: {phase}", "階段:{phase}")},
	{Kind: engine.ExpectForm, Key: "interference bonus", Slots: map[string]engine.Slot{"v": totals}, Say: map[string]engine.Phrases{"en": {Do: []string{"interference bonus: {v}"}}, "zh-Hant": {Do: []string{"妨礙修正:{v}", "妨害修正:{v}"}}}},
	// One character's value reads "見習魔法少女的演技力：4"; a list keeps
	// the list form.
	{Kind: engine.ExpectForm, Key: "acting", Slots: map[string]engine.Slot{"who": engine.OneCard, "n": engine.Integer}, Args: "{who} {n}", Say: say("acting: {who} {n}", "{who}的演技力:{n}")},
	{Kind: engine.ExpectForm, Key: "stamina", Slots: map[string]engine.Slot{"who": engine.OneCard, "n": engine.Integer}, Args: "{who} {n}", Say: say("stamina: {who} {n}", "{who}的體力:{n}")},
	{Kind: engine.ExpectForm, Key: "acting", Slots: map[string]engine.Slot{"v": totals}, Say: say("acting: {v}", "演技力:{v}")},
	{Kind: engine.ExpectForm, Key: "stamina", Slots: map[string]engine.Slot{"v": totals}, Say: say("stamina: {v}", "體力:{v}")},
	{Kind: engine.ExpectForm, Key: "judgement", Slots: map[string]engine.Slot{"r": result}, Say: say("judgement: {r}", "完結判定:{r}")},
	{Kind: engine.ExpectForm, Key: "winner", Slots: map[string]engine.Slot{"who": who}, Say: say("winner: {who}", "勝者:{who}")},
	{Kind: engine.ExpectForm, Key: "challenges left", Say: say("challenges left: {n}", "剩下的進攻次數:{n}")},
}, zoneForms()...)

// reasons are the rules of CLAMP in CARDLAND's engine as the examples
// name them.
var reasons = []engine.ReasonText{
	{Key: "not-turn", Say: map[string]string{"en": "'s turn", "zh-Hant": "還沒輪到他出牌"}},
	{Key: "action-only", Say: map[string]string{"en": "[ACTION]", "zh-Hant": "進攻中只能打出有ACTION圖示的牌"}},
	{Key: "active", Say: map[string]string{"en": "active", "zh-Hant": "已經是活動狀態"}},
	{Key: "adds-up", Say: map[string]string{"en": "adds up to", "zh-Hant": "體力合計超過演技力總分"}},
	{Key: "all-six", Say: map[string]string{"en": "all 6 cards", "zh-Hant": "必須6張全換"}},
	{Key: "completed", Say: map[string]string{"en": "already completed", "zh-Hant": "這個故事已經完成"}},
	{Key: "on-stage", Say: map[string]string{"en": "already on", "zh-Hant": "舞台區內已有相同的角色牌"}},
	{Key: "two-stories", Say: map[string]string{"en": "at most 2", "zh-Hant": "每回合最多進攻2個故事"}},
	{Key: "three-characters", Say: map[string]string{"en": "at most 3", "zh-Hant": "每次進攻最多3張"}},
	{Key: "cannot-pay", Say: map[string]string{"en": "cannot pay", "zh-Hant": "點數不足"}},
	{Key: "draw-first", Say: map[string]string{"en": "draws first", "zh-Hant": "必須先翻牌"}},
	{Key: "not-in-hand", Say: map[string]string{"en": "in hand", "zh-Hant": "手牌中沒有這張牌"}},
	{Key: "colored-short", Say: map[string]string{"en": "it takes", "zh-Hant": "有色點數不足"}},
	{Key: "colored-point", Say: map[string]string{"en": "must be", "zh-Hant": "有色點數必須以指定顏色支付"}},
	{Key: "no-active", Say: map[string]string{"en": "no active character", "zh-Hant": "沒有活動狀態的角色"}},
	{Key: "ability-once", Say: map[string]string{"en": "once a turn", "zh-Hant": "每回合限用一次"}},
	{Key: "point-once", Say: map[string]string{"en": "one a turn", "zh-Hant": "每回合只能出一張點數牌"}},
	{Key: "mulligan-once", Say: map[string]string{"en": "only once", "zh-Hant": "換牌僅限一次"}},
	{Key: "active-player", Say: map[string]string{"en": "only the active player", "zh-Hant": "只有主場才能使用"}},
	{Key: "recovery", Say: map[string]string{"en": "recovery phase", "zh-Hant": "已經進入回復階段"}},
	{Key: "resting", Say: map[string]string{"en": "resting", "zh-Hant": "該角色是休息狀態"}},
	{Key: "first-draw", Say: map[string]string{"en": "the first player does not draw on the first turn", "zh-Hant": "先攻的第一回合不能翻牌"}},
	{Key: "over", Say: map[string]string{"en": "the game is over", "zh-Hant": "遊戲已經結束"}},
	{Key: "used", Say: map[string]string{"en": "used this turn", "zh-Hant": "本回合已經使用過"}},
}
