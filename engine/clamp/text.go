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

// amount reads a printed amount; the patterns only let digits through.
func amount(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// signed reads ＋N or －N.
func signed(sign, n string) int {
	if sign == "－" {
		return -amount(n)
	}
	return amount(n)
}

// conditionText is the vocabulary of challenge conditions; parts are
// joined by 且, ，且 or ，並且.
var conditionText = &grammar[[]Condition]{
	what: "challenge condition",
	sep:  regexp.MustCompile(`^(?:，並且|，且|且)`),
	phrases: []phrase[[]Condition]{
		newPhrase("必須有【特徵】牌參加", `必須有【([^】]+)】牌參加`, func(c *[]Condition, m []string) string {
			*c = append(*c, Condition{Kind: CondTrait, Trait: m[1]})
			return ""
		}),
		newPhrase("必須演技力總分N以上", `(?:必須)?演技力總分(\d+)以上`, func(c *[]Condition, m []string) string {
			*c = append(*c, Condition{Kind: CondActing, N: amount(m[1])})
			return ""
		}),
		newPhrase("「名稱」必須存在", `「([^」]+)」必須存在`, func(c *[]Condition, m []string) string {
			*c = append(*c, Condition{Kind: CondPresent, Name: m[1]})
			return ""
		}),
		newPhrase("自己的手牌必須在N張以下", `自己的手牌必須在(\d+)張以下`, func(c *[]Condition, m []string) string {
			*c = append(*c, Condition{Kind: CondHand, N: amount(m[1])})
			return ""
		}),
	},
}

// readCondition reads a story's condition text.
func readCondition(text string) ([]Condition, *textError) {
	t := strings.TrimSuffix(strings.TrimSpace(text), "。")
	if t == "" {
		return nil, &textError{msg: "a story card needs its challenge condition (stats.condition)", hint: "like condition = \"必須有【女】牌參加\""}
	}
	var out []Condition
	if err := conditionText.read(t, &out); err != nil {
		err.at += strings.Index(text, t)
		return nil, err
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
	none    bool // 無 was read
}

func (b *Bonus) empty() bool { return b.Acting == 0 && b.Stamina == 0 && b.Total == 0 && !b.none }

// bonusText is the vocabulary of a story's bonus effect, after its
// 加分效果： label.
var bonusText = &grammar[Bonus]{
	what: "bonus effect",
	sep:  regexp.MustCompile(`^[，。]`),
	phrases: []phrase[Bonus]{
		newPhrase("無", `無`, func(b *Bonus, _ []string) string {
			if !b.empty() {
				return "無 stands alone: a bonus effect is either 無 or what it adds"
			}
			b.none = true
			return ""
		}),
		newPhrase("參與進攻此故事的主場角色中，特徵為「特徵」的角色演技力＋N", `參與進攻此故事的主場角色中，特徵為「([^」]+)」的角色演技力＋(\d+)`, func(b *Bonus, m []string) string {
			if !b.empty() {
				return "a bonus effect says one thing; this story's says more"
			}
			b.Trait, b.Acting = m[1], amount(m[2])
			return ""
		}),
		newPhrase("參與進攻此故事的主場角色，體力各＋N", `參與進攻此故事的主場角色，體力各＋(\d+)`, func(b *Bonus, m []string) string {
			if !b.empty() {
				return "a bonus effect says one thing; this story's says more"
			}
			b.Stamina = amount(m[1])
			return ""
		}),
		newPhrase("「名稱」在自己的舞台區時，主場的演技力總分＋N", `「([^」]+)」在自己的舞台區時，主場的演技力總分＋(\d+)`, func(b *Bonus, m []string) string {
			if !b.empty() {
				return "a bonus effect says one thing; this story's says more"
			}
			b.Present, b.Total = m[1], amount(m[2])
			return ""
		}),
	},
}

// bonusLabel opens a story's bonus effect.
const bonusLabel = "加分效果："

// readBonus reads the bonus effect of a story's text ("加分效果：…"); no
// text is no bonus.
func readBonus(text string) (Bonus, *textError) {
	var b Bonus
	start := skipSpace(text, 0)
	t := strings.TrimRight(text, " \t\r\n\u3000")
	if start >= len(t) {
		return b, nil
	}
	if !strings.HasPrefix(t[start:], bonusLabel) {
		return b, &textError{at: start, msg: "a story's text is its bonus effect", hint: "write it as 加分效果：… (or 加分效果：無。)"}
	}
	body := strings.TrimSuffix(t, "。")[start+len(bonusLabel):]
	if err := bonusText.read(body, &b); err != nil {
		err.at += start + len(bonusLabel)
		return b, err
	}
	if b.empty() {
		return b, &textError{at: start, msg: "the bonus effect says nothing", hint: "write 加分效果：無。 when the story has none"}
	}
	b.none = false
	return b, nil
}

// Target says which character an effect acts on.
type Target uint8

// The targets of effects.
const (
	NoTarget Target = iota
	Self            // 此角色: the character whose ability it is
	Own             // 選擇自己一張參與進攻中的角色牌
	Opposing        // 選擇一張參與進攻中的對手角色牌
	Anyone          // 選擇一張參與進攻中的角色牌
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

// choose sets the effect's chosen target, once.
func (e *Effect) choose(t Target) string {
	if e.Target != NoTarget {
		return "the effect already names its character"
	}
	e.Target, e.Challenge = t, true
	return ""
}

// onChosen checks that 該角色 or 其 has a chosen character to stand for.
func (e *Effect) onChosen() string {
	if e.Target == NoTarget || e.Target == Self {
		return "該角色 and 其 stand for the character chosen before them: write 選擇自己一張參與進攻中的角色牌 (or another choice) first"
	}
	return ""
}

// change adds a change of acting or stamina to the effect's target, once.
func (e *Effect) change(stat *int, n int) string {
	if *stat != 0 {
		return "the effect changes this value twice"
	}
	*stat = n
	return ""
}

// effectText is the vocabulary of character abilities (after the usage
// cost) and event effects.
var effectText = &grammar[Effect]{
	what: "effect",
	sep:  regexp.MustCompile(`^[，。]`),
	phrases: []phrase[Effect]{
		newPhrase("主要階段中", `主要階段中(?:使用)?`, func(e *Effect, _ []string) string { e.Main = true; return "" }),
		newPhrase("主場才可使用", `主場才可使用`, func(e *Effect, _ []string) string { e.ActiveOnly = true; return "" }),
		newPhrase("本次進攻中", `本次進攻中`, func(e *Effect, _ []string) string { e.Challenge = true; return "" }),
		newPhrase("選擇自己一張參與進攻中的角色牌", `選擇自己一張參與進攻中的角色牌`, func(e *Effect, _ []string) string { return e.choose(Own) }),
		newPhrase("選擇一張參與進攻中的對手角色牌", `選擇一張參與進攻中的對手角色牌`, func(e *Effect, _ []string) string { return e.choose(Opposing) }),
		newPhrase("選擇一張參與進攻中的角色牌", `選擇一張參與進攻中的角色牌`, func(e *Effect, _ []string) string { return e.choose(Anyone) }),
		newPhrase("此角色演技力＋N", `此角色演技力([＋－])(\d+)`, func(e *Effect, m []string) string {
			if p := e.self(); p != "" {
				return p
			}
			return e.change(&e.Acting, signed(m[1], m[2]))
		}),
		newPhrase("此角色體力＋N", `此角色體力([＋－])(\d+)`, func(e *Effect, m []string) string {
			if p := e.self(); p != "" {
				return p
			}
			return e.change(&e.Stamina, signed(m[1], m[2]))
		}),
		newPhrase("本次進攻中該角色演技力＋N", `本次進攻中該角色演技力([＋－])(\d+)`, func(e *Effect, m []string) string {
			if p := e.onChosen(); p != "" {
				return p
			}
			return e.change(&e.Acting, signed(m[1], m[2]))
		}),
		newPhrase("本次進攻中該角色體力＋N", `本次進攻中該角色體力([＋－])(\d+)`, func(e *Effect, m []string) string {
			if p := e.onChosen(); p != "" {
				return p
			}
			return e.change(&e.Stamina, signed(m[1], m[2]))
		}),
		newPhrase("將其退回舞台區，成為休息狀態。該角色不再參與本次進攻", `將其退回舞台區，成為休息狀態(?:。該角色不再參與本次進攻)?`, func(e *Effect, _ []string) string {
			if p := e.onChosen(); p != "" {
				return p
			}
			e.Withdraw = true
			return ""
		}),
		newPhrase("從自己的牌組區最上方抽出N張牌，加到手牌中", `(?:從自己的牌組區最上方)?抽出(\d+)張牌，加到手牌中`, func(e *Effect, m []string) string {
			if e.Draw > 0 {
				return "the effect draws twice"
			}
			e.Draw = amount(m[1])
			if e.Draw == 0 {
				return "drawing 0 cards does nothing"
			}
			return ""
		}),
		newPhrase("從自己的退牌區選擇一張角色牌，加到手牌中", `從自己的退牌區選擇一張角色牌，加到手牌中`, func(e *Effect, _ []string) string { e.Retrieve = true; return "" }),
	},
}

// self makes the effect act on its own character.
func (e *Effect) self() string {
	if e.Target != NoTarget && e.Target != Self {
		return "the effect already names its character"
	}
	e.Target = Self
	return ""
}

var reCost = regexp.MustCompile(`^【(?:(休)|(.)(\d+)紫(\d+))】：`)

// readAbility reads a character's ability: an optional :action: icon, the
// usage cost (【紅1紫1】, 【紫0紫0】 or 【休】), then the effect.
func (cs *Cards) readAbility(text string) (*Effect, *textError) {
	action := strings.HasPrefix(text, ":action:")
	at := skipSpace(text, len(text)-len(strings.TrimPrefix(text, ":action:")))
	m := reCost.FindStringSubmatch(text[at:])
	if m == nil {
		return nil, &textError{at: at, msg: "cannot read the ability's usage cost", hint: "write 【紅1紫1】, 【紫0紫0】 or 【休】 and ： before the effect"}
	}
	var cost Cost
	if m[1] != "" {
		cost.Rest = true
	} else {
		cost.Colored, cost.Colorless = amount(m[3]), amount(m[4])
		if cost.Colored > 0 {
			cost.Color = cs.Color(m[2])
			if cost.Color == "" || cost.Color == Colorless {
				return nil, &textError{at: at, msg: fmt.Sprintf("unknown colored point %q in %q", m[2], m[0]), hint: "name a color of the catalog, like 紅"}
			}
		}
	}
	e, err := readEffect(text[at+len(m[0]):], cost, action)
	if err != nil {
		err.at += at + len(m[0])
	}
	return e, err
}

// readEffect reads what an effect does: every clause must be a phrase of
// effectText.
func readEffect(text string, cost Cost, action bool) (*Effect, *textError) {
	start := skipSpace(text, 0)
	t := strings.TrimSuffix(strings.TrimRight(text[start:], " \t\r\n\u3000"), "。")
	e := &Effect{Text: strings.TrimSpace(text), Cost: cost, Action: action}
	if err := effectText.read(t, e); err != nil {
		err.at += start
		return nil, err
	}
	does := e.Acting != 0 || e.Stamina != 0 || e.Withdraw || e.Draw > 0 || e.Retrieve
	switch {
	case !does:
		return nil, &textError{at: start, msg: fmt.Sprintf("the effect %q does nothing the rules play", t), hint: "say what it does: 演技力＋N/－N, 體力＋N, 將其退回舞台區, 抽出N張牌 or 從自己的退牌區選擇一張角色牌"}
	case (e.Acting != 0 || e.Stamina != 0) && e.Target == NoTarget:
		return nil, &textError{at: start, msg: fmt.Sprintf("the effect %q changes a character but names none", t), hint: "write 此角色 or 選擇自己一張參與進攻中的角色牌"}
	case e.Target != NoTarget && !e.Challenge:
		return nil, &textError{at: start, msg: fmt.Sprintf("the effect %q acts on a character in a challenge but does not say so", t), hint: "write 本次進攻中 before it"}
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
