package clamp

import (
	"fmt"
	"io/fs"
	"path"

	"cardpress/catalog"
	"cardpress/engine/cardtext"
)

// This file reads what each card's printed text says from the game's
// closed grammar of card texts, written as data in rules/text.toml and
// read by engine/cardtext (the data engine reads the same tables): a
// story's challenge condition and bonus effect, a character's ability, an
// event's effect.

// textFile is the game's grammar of card texts, in its folder.
const textFile = "rules/text.toml"

// textRules reads every card of c with the game's grammar, by catalog
// index; a text the grammar cannot read is an error at its catalog line.
func textRules(c *catalog.Catalog) ([]*catalog.Rules, error) {
	shown := path.Join(c.Path[:max(0, len(c.Path)-len(path.Base(c.Path)))], textFile)
	if c.FS == nil {
		return nil, fmt.Errorf("%s: the game folder cannot be read", shown)
	}
	src, err := fs.ReadFile(c.FS, textFile)
	if err != nil {
		return nil, fmt.Errorf("%s: the grammar of card texts cannot be read: %w", shown, err)
	}
	g, err := cardtext.Load(shown, src)
	if err != nil {
		return nil, err
	}
	return g.Read(c)
}

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

// ruleWord, ruleNumber and ruleFlag read a rules value of the card's text.
func ruleWord(r *catalog.Rules, key string) string {
	v, _ := r.Value(key)
	s, _ := v.(string)
	return s
}

func ruleNumber(r *catalog.Rules, key string) int {
	v, _ := r.Value(key)
	n, _ := v.(int64)
	return int(n)
}

func ruleFlag(r *catalog.Rules, key string) bool {
	v, _ := r.Value(key)
	b, _ := v.(bool)
	return b
}

// conditionOf is a story's challenge condition, its parts in the order
// trait, acting total, character present, hand size.
func conditionOf(r *catalog.Rules) []Condition {
	var out []Condition
	if t := ruleWord(r, "condition.trait"); t != "" {
		out = append(out, Condition{Kind: CondTrait, Trait: t})
	}
	if r.Has("condition.acting") {
		out = append(out, Condition{Kind: CondActing, N: ruleNumber(r, "condition.acting")})
	}
	if n := ruleWord(r, "condition.present"); n != "" {
		out = append(out, Condition{Kind: CondPresent, Name: n})
	}
	if r.Has("condition.hand") {
		out = append(out, Condition{Kind: CondHand, N: ruleNumber(r, "condition.hand")})
	}
	return out
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

// bonusOf is a story's bonus effect.
func bonusOf(r *catalog.Rules) Bonus {
	return Bonus{Trait: ruleWord(r, "bonus.trait"), Acting: ruleNumber(r, "bonus.acting"), Stamina: ruleNumber(r, "bonus.stamina"),
		Present: ruleWord(r, "bonus.present"), Total: ruleNumber(r, "bonus.total")}
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

var targets = map[string]Target{"self": Self, "own": Own, "opposing": Opposing, "anyone": Anyone}

// Effect is a character's ability or an event's effect.
type Effect struct {
	Cost Cost // an ability's usage cost; an event's is the card's cost
	// Action marks the ACTION icon: usable while a challenge's cards are
	// played. Main marks 主要階段中 effects; ActiveOnly 主場才可使用.
	Action, Main, ActiveOnly bool
	Target                   Target
	Acting                   int  // added to the target's acting for this challenge
	Stamina                  int  // added to the target's stamina for this challenge
	Withdraw                 bool // the target returns to the stage resting, out of the challenge
	Draw                     int  // cards drawn from the deck
	Retrieve                 bool // a character card from the retired pile into the hand
}

// abilityCost is a character's ability's usage cost (【紅1紫1】, 【休】).
func abilityCost(r *catalog.Rules) Cost {
	return Cost{Color: ruleWord(r, "ability.color"), Colored: ruleNumber(r, "ability.colored"), Colorless: ruleNumber(r, "ability.colorless"), Rest: ruleFlag(r, "ability.rest")}
}

// effectOf is the effect the rules table under prefix says, nil for none.
func effectOf(r *catalog.Rules, prefix string, cost Cost) *Effect {
	if !r.Has(prefix[:len(prefix)-1]) {
		return nil
	}
	return &Effect{Cost: cost, Action: ruleFlag(r, prefix+"action"), Main: ruleFlag(r, prefix+"main"), ActiveOnly: ruleFlag(r, prefix+"active_only"),
		Target: targets[ruleWord(r, prefix+"target")], Acting: ruleNumber(r, prefix+"acting"), Stamina: ruleNumber(r, prefix+"stamina"),
		Withdraw: ruleFlag(r, prefix+"withdraw"), Draw: ruleNumber(r, prefix+"draw"), Retrieve: ruleFlag(r, prefix+"retrieve")}
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
