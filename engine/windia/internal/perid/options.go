package perid

import (
	"errors"
	"fmt"
	"strings"
)

// RulesFile is the file of a game folder holding its optional-rule choices.
const RulesFile = "rules.toml"

// Options are the optional rules (選択ルール, items 1–8, one letter each),
// the scoring options (items 1–5, on or off) and the scoring rule of a game.
// The zero value is not valid; start from DefaultOptions.
type Options struct {
	// Optional rules, by item number of the rulebook: Optional[1] is item 1.
	// Each is 'A', 'B', 'C' or 'D'. Optional[0] is unused.
	Optional [9]byte
	// Scoring options, by item number: Scoring[3] is item 3. Scoring[0] is unused.
	Scoring [6]bool
	// Pennant selects the pennant rule (points add up over Rounds rounds,
	// lowest wins) instead of the limit rule (start at Limit, subtract,
	// below 0 loses).
	Pennant bool
	Limit   int
	Rounds  int
}

// DefaultOptions are the official choices: A for every optional rule but
// item 7, where the card texts (seed 000, newer) allow defend out and so
// make B official (docs/rules-decisions.md); no scoring option; the limit
// rule at 500 points.
func DefaultOptions() Options {
	o := Options{Limit: 500, Rounds: 8}
	for i := 1; i <= 8; i++ {
		o.Optional[i] = 'A'
	}
	o.Optional[7] = 'B'
	return o
}

// optionalItem describes one optional rule: its TOML key and the letters it
// offers.
type optionalItem struct {
	key     string
	letters string
	what    string
}

var optionalItems = [9]optionalItem{
	1: {"shot_target_self", "AB", "Shot target may be yourself"},
	2: {"same_number_together", "AB", "same color, same number cards played together"},
	3: {"pass_on", "ABC", "which cards pass a Draw2 attack on"},
	4: {"finishing_cards", "ABC", "which cards may be the last card"},
	5: {"empty_draw_pile", "ABC", "what happens when the draw pile runs out"},
	6: {"going_out_with_attack", "ABC", "going out with an attack card"},
	7: {"defend_out", "ABCD", "going out with a protect card when attacked"},
	8: {"haunted_shield_reach", "AB", "reach on Haunted Shield with Clear laid out"},
}

var scoringItems = [6]string{
	1: "dealing_mistake",
	2: "exact_grab",
	3: "out_without_reach",
	4: "round_number",
	5: "exact_zero",
}

// Validate checks the combinations the rulebook forbids.
func (o *Options) Validate() error {
	for i := 1; i <= 8; i++ {
		if !strings.ContainsRune(optionalItems[i].letters, rune(o.Optional[i])) {
			return fmt.Errorf("optional rule %d (%s) must be one of %s, got %q", i, optionalItems[i].what, strings.Join(strings.Split(optionalItems[i].letters, ""), ", "), string(o.Optional[i]))
		}
	}
	if o.Optional[7] == 'C' && o.Optional[6] != 'A' {
		return errors.New("optional rule 7 C needs optional rule 6 A (the rulebook allows 7 C only with 6 A)")
	}
	if o.Optional[7] == 'D' && o.Optional[6] != 'C' {
		return errors.New("optional rule 7 D needs optional rule 6 C (the rulebook allows 7 D only with 6 C)")
	}
	if o.Pennant && o.Scoring[4] {
		return errors.New("scoring option 4 (round-number bonus) cannot be used with the pennant rule")
	}
	if !o.Pennant && o.Limit <= 0 {
		return fmt.Errorf("the limit must be positive, got %d", o.Limit)
	}
	if o.Pennant && o.Rounds <= 0 {
		return fmt.Errorf("the pennant rule needs a positive number of rounds, got %d", o.Rounds)
	}
	return nil
}
