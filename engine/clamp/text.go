package clamp

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// CondKind is the kind of a challenge condition (進攻條件).
type CondKind uint8

// The kinds of challenge condition the source names.
const (
	CondTrait   CondKind = iota + 1 // 必須有【女】牌參加: a challenging character has the trait
	CondActing                      // 必須演技力總分N以上: the acting total is at least N
	CondPresent                     // 「X」必須存在: X is on the challenger's stage
	CondHand                        // 自己的手牌必須在N張以下: at most N cards in hand
)

// Condition is one part of a story's challenge condition; a combined
// condition (…，且…) holds when all its parts hold.
type Condition struct {
	Kind  CondKind
	Trait string // CondTrait
	Name  string // CondPresent: the character's printed name
	N     int    // CondActing, CondHand
}

var (
	reCondTrait   = regexp.MustCompile(`^必須有【(.+)】牌參加$`)
	reCondActing  = regexp.MustCompile(`^(?:必須)?演技力總分(\d+)以上$`)
	reCondPresent = regexp.MustCompile(`^「(.+)」必須存在$`)
	reCondHand    = regexp.MustCompile(`^自己的手牌必須在(\d+)張以下$`)
)

// readCondition reads a story's condition text.
func readCondition(text string) ([]Condition, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, fmt.Errorf("a story card needs its challenge condition (stats.condition)")
	}
	var out []Condition
	for _, part := range regexp.MustCompile(`，且|，並且|且`).Split(text, -1) {
		part = strings.TrimSuffix(strings.TrimSpace(part), "。")
		switch {
		case reCondTrait.MatchString(part):
			out = append(out, Condition{Kind: CondTrait, Trait: reCondTrait.FindStringSubmatch(part)[1]})
		case reCondActing.MatchString(part):
			n, _ := strconv.Atoi(reCondActing.FindStringSubmatch(part)[1])
			out = append(out, Condition{Kind: CondActing, N: n})
		case reCondPresent.MatchString(part):
			out = append(out, Condition{Kind: CondPresent, Name: reCondPresent.FindStringSubmatch(part)[1]})
		case reCondHand.MatchString(part):
			n, _ := strconv.Atoi(reCondHand.FindStringSubmatch(part)[1])
			out = append(out, Condition{Kind: CondHand, N: n})
		default:
			return nil, fmt.Errorf("cannot read the challenge condition %q: the rules know 必須有【特徵】牌參加, 必須演技力總分N以上, 「名稱」必須存在 and 自己的手牌必須在N張以下", part)
		}
	}
	return out, nil
}

// String writes the condition as printed.
func (c Condition) String() string {
	switch c.Kind {
	case CondTrait:
		return "必須有【" + c.Trait + "】牌參加"
	case CondActing:
		return fmt.Sprintf("演技力總分%d以上", c.N)
	case CondPresent:
		return "「" + c.Name + "」必須存在"
	default:
		return fmt.Sprintf("自己的手牌必須在%d張以下", c.N)
	}
}

// Bonus is a story's bonus effect (加分效果) on the active player's side
// of a challenge on it.
type Bonus struct {
	Trait   string // Acting goes to challenging characters with this trait ("" = all)
	Acting  int    // added to each such character's acting
	Stamina int    // added to each challenging character's stamina
	// Present and Total: the acting total gains Total while the character
	// named Present is on the active player's stage.
	Present string
	Total   int
}

var (
	reBonusTrait   = regexp.MustCompile(`^參予進攻此故事的主場角色中，特徵為「(.+)」的角色演技力＋(\d+)$`)
	reBonusStamina = regexp.MustCompile(`^參予進攻此故事的主場角色，體力各＋(\d+)$`)
	reBonusTotal   = regexp.MustCompile(`^「(.+)」在自己的舞台區時，主場的演技力總分＋(\d+)$`)
)

// readBonus reads the bonus effect of a story's text ("加分效果：…").
func readBonus(text string) (Bonus, error) {
	t := strings.TrimSpace(strings.ReplaceAll(text, "\u3000", ""))
	t = strings.TrimPrefix(t, "加分效果：")
	t = strings.TrimSuffix(strings.TrimSpace(t), "。")
	var b Bonus
	switch {
	case t == "" || t == "無":
	case reBonusTrait.MatchString(t):
		m := reBonusTrait.FindStringSubmatch(t)
		b.Trait = m[1]
		b.Acting, _ = strconv.Atoi(m[2])
	case reBonusStamina.MatchString(t):
		b.Stamina, _ = strconv.Atoi(reBonusStamina.FindStringSubmatch(t)[1])
	case reBonusTotal.MatchString(t):
		m := reBonusTotal.FindStringSubmatch(t)
		b.Present = m[1]
		b.Total, _ = strconv.Atoi(m[2])
	default:
		return b, fmt.Errorf("cannot read the bonus effect %q", t)
	}
	return b, nil
}

// Target says which character an effect acts on.
type Target uint8

// The targets of effects.
const (
	NoTarget Target = iota
	Self            // 此角色: the character whose ability it is
	Own             // 選擇自己一張參予進攻中的角色牌
	Opposing        // 選擇一張參予進攻中的對手角色牌
	Anyone          // 選擇一張參予進攻中的角色牌
)

// Effect is a character's ability or an event's effect.
type Effect struct {
	Text string
	Cost Cost // an ability's usage cost; an event's is the card's cost
	// Action marks the ACTION icon: usable while a challenge's cards are
	// played. Main marks 主要階段中 effects; ActiveOnly 主場才可使用.
	Action, Main, ActiveOnly bool
	// Challenge is true for effects on characters in a challenge (本次進攻中).
	Challenge bool
	Target    Target
	Acting    int  // added to the target's acting for this challenge
	Stamina   int  // added to the target's stamina for this challenge
	Withdraw  bool // the target returns to the stage resting, out of the challenge
	Draw      int  // cards drawn from the deck
	Retrieve  bool // a character card from the retired pile into the hand
}

var (
	reCost     = regexp.MustCompile(`^【(?:(休)|(.)(\d+)紫(\d+))】：`)
	reActing   = regexp.MustCompile(`演技力([＋－])(\d+)`)
	reStamina  = regexp.MustCompile(`體力([＋－])(\d+)`)
	reDraw     = regexp.MustCompile(`抽出(\d+)張牌，加到手牌中`)
	reRetrieve = regexp.MustCompile(`從自己的退牌區選擇一張角色牌，加到手牌中`)
)

// readAbility reads a character's ability: an optional :action: icon, the
// usage cost (【紅1紫1】, 【紫0紫0】 or 【休】), then the effect.
func (cs *Cards) readAbility(text string) (*Effect, error) {
	action := strings.HasPrefix(text, ":action:")
	text = strings.TrimSpace(strings.TrimPrefix(text, ":action:"))
	m := reCost.FindStringSubmatch(text)
	if m == nil {
		return nil, fmt.Errorf("cannot read the usage cost of %q: write 【紅1紫1】, 【紫0紫0】 or 【休】 before the effect", text)
	}
	var cost Cost
	if m[1] != "" {
		cost.Rest = true
	} else {
		cost.Colored, _ = strconv.Atoi(m[3])
		cost.Colorless, _ = strconv.Atoi(m[4])
		if cost.Colored > 0 {
			cost.Color = cs.Color(m[2])
			if cost.Color == "" || cost.Color == Colorless {
				return nil, fmt.Errorf("unknown colored point %q in %q", m[2], m[0])
			}
		}
	}
	return readEffect(text[len(m[0]):], cost, action)
}

// readEffect reads what an effect does.
func readEffect(text string, cost Cost, action bool) (*Effect, error) {
	t := strings.TrimSpace(text)
	e := &Effect{Text: t, Cost: cost, Action: action}
	e.Main = strings.Contains(t, "主要階段中")
	e.ActiveOnly = strings.Contains(t, "主場才可使用")
	e.Challenge = strings.Contains(t, "進攻中")
	switch {
	case strings.Contains(t, "選擇自己一張參予進攻中的角色牌"):
		e.Target = Own
	case strings.Contains(t, "選擇一張參予進攻中的對手角色牌"):
		e.Target = Opposing
	case strings.Contains(t, "選擇一張參予進攻中的角色牌"):
		e.Target = Anyone
	case strings.Contains(t, "此角色"):
		e.Target = Self
	}
	sign := func(s string) int {
		if s == "－" {
			return -1
		}
		return 1
	}
	if m := reActing.FindStringSubmatch(t); m != nil {
		n, _ := strconv.Atoi(m[2])
		e.Acting = sign(m[1]) * n
	}
	if m := reStamina.FindStringSubmatch(t); m != nil {
		n, _ := strconv.Atoi(m[2])
		e.Stamina = sign(m[1]) * n
	}
	e.Withdraw = strings.Contains(t, "退回舞台區")
	if m := reDraw.FindStringSubmatch(t); m != nil {
		e.Draw, _ = strconv.Atoi(m[1])
	}
	e.Retrieve = reRetrieve.MatchString(t)
	does := e.Acting != 0 || e.Stamina != 0 || e.Withdraw || e.Draw > 0 || e.Retrieve
	switch {
	case !does:
		return nil, fmt.Errorf("cannot read the effect %q: the rules know 演技力＋N/－N, 體力＋N, 退回舞台區, 抽出N張牌 and 從自己的退牌區選擇一張角色牌", t)
	case (e.Acting != 0 || e.Stamina != 0 || e.Withdraw) && e.Target == NoTarget:
		return nil, fmt.Errorf("the effect %q changes a character but names none (此角色, 選擇自己一張參予進攻中的角色牌, …)", t)
	case e.Target != NoTarget && !e.Challenge:
		return nil, fmt.Errorf("the effect %q acts on a character in a challenge but does not say 本次進攻中 or 參予進攻中", t)
	}
	return e, nil
}

// costText writes a cost the way cards print it: 【紅2紫2】, 【紫0紫1】, 【休】.
func (g *Rules) costText(c Cost) string {
	if c.Rest {
		return "【休】"
	}
	col := g.colorName(Colorless)
	if c.Colored > 0 {
		col = g.colorName(c.Color)
	}
	return fmt.Sprintf("【%s%d%s%d】", col, c.Colored, g.colorName(Colorless), c.Colorless)
}
