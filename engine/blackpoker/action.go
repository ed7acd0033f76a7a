package blackpoker

import (
	"strings"
)

// Action is an action on the stage: who started it, its key cards and its
// targets. Its ID is the reference card's catalog id ("kill",
// "soldier-summon", "damage-judgement").
type Action struct {
	ID     string
	Player int
	Keys   []Card
	// Targets: a character, a player or an action on the stage.
	TargetChar   int
	TargetPlayer int // -1: none
	TargetAction *Action
	// Choices made when the action was started.
	FaceDown bool   // クイック召喚 as a bulwark
	Set      string // "driven" or "charged" (ツイスト, リバース)
	Take     []Face // cards chosen (B・J, 再会, ハンデス, リアニメイト)
	Count    int    // 防壁補充: 1 (charged) or 2 (driven)
	NewChar  int    // 対象変更: the new character target
	NewPl    int    // 対象変更: the new player target (-1: none)
	NewAct   *Action
	// Judged are the attackers and blockers a damage judgement compares.
	Attackers []int
	Blocks    map[int][]int
}

func (a *Action) clone() *Action {
	b := *a
	b.Keys = append([]Card(nil), a.Keys...)
	b.Take = append([]Face(nil), a.Take...)
	b.Attackers = append([]int(nil), a.Attackers...)
	if a.Blocks != nil {
		b.Blocks = map[int][]int{}
		for k, v := range a.Blocks {
			b.Blocks[k] = append([]int(nil), v...)
		}
	}
	return &b
}

// target is what an action may target.
type target uint8

const (
	noTarget       target = iota
	soldierTarget         // 兵士1体
	charTarget            // キャラクター1体
	ownCharTarget         // 自分の場のキャラクター1体
	bulwarkTarget         // 防壁1体
	opponentTarget        // 対戦相手1人
	playerTarget          // プレイヤー1人
	keyedAction           // キーカードが1枚または2枚のアクション (カウンター)
	judgement             // ダメージ判定アクション (停戦)
	targetedAction        // 対象が指定されているアクション (対象変更)
)

// spec is an action of the action list as the engine needs it.
type spec struct {
	name  string // as printed
	quick bool   // タイプ …-クイック: may be started at any time by either player
	// immediate actions (即時) resolve at once instead of waiting on the
	// stage.
	immediate bool
	// uncounterable: "このアクションはカウンターアクションの対象にならない".
	uncounterable bool
	target        target
	keys          keyRule
}

// spells are the quick and normal spells (速攻魔法, 通常魔法) by catalog id.
var spells = map[string]spec{
	"up":               {name: "アップ", quick: true, target: soldierTarget, keys: oneOf(Ace, 10)},
	"down":             {name: "ダウン", quick: true, target: soldierTarget, keys: oneOf(Ace, 10)},
	"twist":            {name: "ツイスト", quick: true, target: charTarget, keys: oneOf(Ace, 10)},
	"counter":          {name: "カウンター", quick: true, target: keyedAction, keys: oneOf(Ace, 10)},
	"reunion":          {name: "再会", quick: true, keys: twoOf(10)},
	"kill":             {name: "キル", quick: true, target: soldierTarget, keys: twoOf(10)},
	"ceasefire":        {name: "停戦", quick: true, target: judgement, keys: twoOf(10)},
	"retarget":         {name: "対象変更", quick: true, target: targetedAction, keys: twoOf(10)},
	"bj":               {name: "B・J", quick: true, keys: blackjack},
	"rsf":              {name: "R・S・F", quick: true, uncounterable: true, target: playerTarget, keys: royalStraightFlush},
	"reverse":          {name: "リバース", quick: true, target: charTarget, keys: sameRank},
	"return":           {name: "帰還", quick: true, target: ownCharTarget, keys: sameSuit},
	"bulwark-break":    {name: "防壁破壊", target: bulwarkTarget, keys: twoOf(King)},
	"throw":            {name: "投擲", target: opponentTarget, keys: twoOf(King)},
	"death-spear":      {name: "死の槍", target: soldierTarget, keys: twoOf(King)},
	"bulwark-refill":   {name: "防壁補充", keys: twoOf(King)},
	"reanimate":        {name: "リアニメイト", target: ownCharTarget, keys: twoOf(King)},
	"hand-destruction": {name: "ハンデス", target: opponentTarget, keys: twoOf(King)},
	"force":            {name: "フォース", uncounterable: true, keys: twoOf(10)},
	"sword-rain":       {name: "剣の雨", uncounterable: true, keys: twoOf(10)},
	"recruit":          {name: "徴募", uncounterable: true, keys: twoOf(10)},
	"surprise-attack":  {name: "奇襲", uncounterable: true, keys: twoOf(10)},
}

// actionNames are the printed names of the actions that are not spells,
// for messages and for naming a counter's target.
var actionNames = map[string]string{
	"soldier-summon": "兵士召喚", "hero-summon": "英雄召喚", "ace-summon": "エース召喚",
	"quick-summon": "クイック召喚", "magician-summon": "魔術士召喚", "equip": "装備",
	"attack": "アタック", "damage-judgement": "ダメージ判定", "end": "エンド",
	"draw": "ドロー", "charge": "チャージ", "bulwark": "防壁設置", "rare-draw": "レアドロー",
}

// name is an action's printed name.
func name(id string) string {
	if sp, ok := spells[id]; ok {
		return sp.name
	}
	return actionNames[id]
}

// counterable reports whether a counter may target the action: it has one
// or two key cards and does not say it cannot be countered.
func (a *Action) counterable() error {
	if spells[a.ID].uncounterable {
		return reject("counter/uncounterable", name(a.ID))
	}
	if n := len(a.Keys); n < 1 || n > 2 {
		return reject("counter/keys", name(a.ID), n)
	}
	return nil
}

// hasTarget reports whether the action targets something (対象変更).
func (a *Action) hasTarget() bool {
	return a.TargetChar != 0 || a.TargetPlayer >= 0 || a.TargetAction != nil
}

// keyRule is what an action's key cards must be.
type keyRule struct {
	kind   keyKind
	lo, hi int8 // the ranks of oneOf and twoOf
}

type keyKind uint8

const (
	oneKey        keyKind = iota // 1 card of rank lo to hi ("A〜10", "2〜10", "J〜K")
	twoKeys                      // 2 cards of A to hi ("A〜10 を 2枚", "A〜K と A〜K")
	blackjackKeys                // 同じスートの A と J
	royalKeys                    // 同じスートのA,10〜K を 5枚
	sameRankKeys                 // 同じ数字を2枚; Jokers show no number
	sameSuitKeys                 // 同じスートを2枚; Jokers have no suit
)

func oneOf(lo, hi int8) keyRule { return keyRule{kind: oneKey, lo: lo, hi: hi} }
func twoOf(hi int8) keyRule     { return keyRule{kind: twoKeys, lo: Ace, hi: hi} }

var (
	blackjack          = keyRule{kind: blackjackKeys}
	royalStraightFlush = keyRule{kind: royalKeys}
	sameRank           = keyRule{kind: sameRankKeys}
	sameSuit           = keyRule{kind: sameSuitKeys}
)

// fits reports whether cs are key cards the rule accepts. Self-play asks
// for every set of a hand, so it builds no message.
func (r keyRule) fits(cs []Card) bool {
	switch r.kind {
	case oneKey:
		return len(cs) == 1 && !cs[0].IsJoker() && cs[0].Rank >= r.lo && cs[0].Rank <= r.hi
	case twoKeys:
		return len(cs) == 2 && !cs[0].IsJoker() && !cs[1].IsJoker() && cs[0].Rank <= r.hi && cs[1].Rank <= r.hi
	case blackjackKeys:
		return len(cs) == 2 && !cs[0].IsJoker() && cs[0].Suit == cs[1].Suit &&
			(cs[0].Rank == Ace && cs[1].Rank == Jack || cs[0].Rank == Jack && cs[1].Rank == Ace)
	case royalKeys:
		if len(cs) != 5 {
			return false
		}
		var seen uint16
		for _, c := range cs {
			if c.IsJoker() || c.Suit != cs[0].Suit || c.Rank != Ace && c.Rank < 10 {
				return false
			}
			seen |= 1 << c.Rank
		}
		return seen == 1<<Ace|1<<10|1<<Jack|1<<Queen|1<<King
	case sameRankKeys:
		return len(cs) == 2 && !cs[0].IsJoker() && cs[0].Rank == cs[1].Rank
	case sameSuitKeys:
		return len(cs) == 2 && !cs[0].IsJoker() && !cs[1].IsJoker() && cs[0].Suit == cs[1].Suit
	}
	return false
}

// check explains why cs are not key cards the rule accepts (nil when
// they are).
func (r keyRule) check(cs []Card) error {
	if r.fits(cs) {
		return nil
	}
	switch r.kind {
	case oneKey:
		if len(cs) != 1 {
			return reject("keys/count", 1, rankRange(r.lo, r.hi), len(cs))
		}
		return reject("keys/rank", rankRange(r.lo, r.hi), cs[0])
	case twoKeys:
		if len(cs) != 2 {
			return reject("keys/count", 2, rankRange(r.lo, r.hi), len(cs))
		}
		for _, c := range cs {
			if c.IsJoker() || c.Rank > r.hi {
				return reject("keys/rank", rankRange(r.lo, r.hi), c)
			}
		}
	case blackjackKeys:
		return reject("keys/bj", cardList(cs))
	case royalKeys:
		return reject("keys/royal", cardList(cs))
	case sameRankKeys:
		return reject("keys/same-number", cardList(cs))
	case sameSuitKeys:
		return reject("keys/same-suit", cardList(cs))
	}
	return reject("keys", cardList(cs))
}

func rankRange(lo, hi int8) string {
	return rankNames[lo] + "〜" + rankNames[hi]
}

// summonOf is the summon a key card makes on its player's own turn.
func summonOf(c Card) string {
	switch {
	case c.IsJoker():
		return "magician-summon"
	case c.Rank == Ace:
		return "ace-summon"
	case c.Rank >= Jack:
		return "hero-summon"
	}
	return "soldier-summon"
}

// lookupAction finds an action by its printed name or catalog id ("Kill",
// "キル", "soldier summon", "the soldier summon").
func lookupAction(word string) (string, bool) {
	w := squash(strings.TrimPrefix(strings.TrimSpace(strings.ToLower(word)), "the "))
	for id, sp := range spells {
		if w == squash(id) || w == squash(sp.name) {
			return id, true
		}
	}
	for id, n := range actionNames {
		if w == squash(id) || w == squash(n) {
			return id, true
		}
	}
	return "", false
}

// squash lowercases and drops spaces, hyphens and the middle dots of
// "R・S・F" (the example parser reads ・ as a comma).
func squash(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case ' ', '-', '・', ',', '_':
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
