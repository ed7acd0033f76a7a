package windia

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/diag"
)

// OptionsFile is the file of a game folder that holds its choices of
// optional rules and scoring: its rules description, whose variables the
// options are ([vars.pass_on] start = 2 for optional rule 3 C), the one
// place they are written for both engines.
const OptionsFile = "rules/game.toml"

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
	3: {"pass_on", "ABC", "which cards pass a pass-on attack on"},
	4: {"finishing_cards", "ABC", "which cards may be the last card"},
	5: {"empty_draw_pile", "ABC", "what happens when the draw pile runs out"},
	6: {"going_out_with_attack", "ABC", "going out with an attack card"},
	7: {"defend_out", "ABCD", "going out with a protect card when attacked"},
	8: {"protect_reach", "AB", "reach on a protect card given to the attacker, with a hand_points tableau card laid out"},
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

// LoadOptions reads the options of a game folder from its rules
// description (OptionsFile); shown is the folder's name in messages. A
// missing file means the official defaults.
func LoadOptions(fsys fs.FS, shown string) (Options, error) {
	src, err := fs.ReadFile(fsys, OptionsFile)
	if errors.Is(err, fs.ErrNotExist) {
		return DefaultOptions(), nil
	}
	name := path.Join(shown, OptionsFile)
	if err != nil {
		return Options{}, fmt.Errorf("%s: %w", name, err)
	}
	return ParseOptions(name, src)
}

// ParseOptions reads the options from a rules description's source: the
// start values of its variables named as the options are
// (optionalItems' keys, scoringItems, pennant, limit, rounds). An optional
// rule's value is its letter's place (0 for A, 1 for B, …), a scoring
// option's and pennant's 0 or 1. A variable left out keeps the official
// choice. Values out of range are errors with file:line:col, all of them
// in a diag.List; the rest of the description is its engine's to check.
func ParseOptions(name string, src []byte) (Options, error) {
	o := DefaultOptions()
	src = bytes.TrimPrefix(src, []byte(diag.BOM)) // as ReadTOML does, for keyPositions
	raw, perr := catalog.ReadTOML(name, src)
	if perr != nil {
		return o, diag.List{*perr}
	}
	var errs diag.List
	pos := keyPositions(name, string(src))
	at := func(key string) diag.Pos {
		if p, ok := pos["vars."+key+".start"]; ok {
			return p
		}
		if p, ok := pos["vars."+key]; ok {
			return p
		}
		return diag.Pos{File: name, Line: 1, Col: 1}
	}
	vars, _ := raw["vars"].(map[string]any)
	// start is the start value of variable key, false when not written.
	start := func(key string, lo, hi int64, what string) (int64, bool) {
		vm, _ := vars[key].(map[string]any)
		v, ok := vm["start"]
		if !ok {
			return 0, false
		}
		n, isInt := v.(int64)
		if !isInt || n < lo || n > hi {
			errs.Add(at(key), "[vars.%s] start %s; got %s", key, what, catalog.Describe(v))
			return 0, false
		}
		return n, true
	}
	for i := 1; i <= 8; i++ {
		it := optionalItems[i]
		letters := strings.Split(it.letters, "")
		if n, ok := start(it.key, 0, int64(len(letters)-1), fmt.Sprintf("chooses optional rule %d (%s): %s", i, it.what, letterPlaces(letters))); ok {
			o.Optional[i] = it.letters[n]
		}
	}
	for i := 3; i <= 5; i++ {
		if n, ok := start(scoringItems[i], 0, 1, fmt.Sprintf("turns scoring option %d off (0) or on (1)", i)); ok {
			o.Scoring[i] = n == 1
		}
	}
	if n, ok := start("pennant", 0, 1, "chooses the scoring rule: 0 the limit rule, 1 the pennant rule"); ok {
		o.Pennant = n == 1
	}
	if n, ok := start("limit", 1, 100000, "is the limit rule's starting score, a whole number from 1 to 100000"); ok {
		o.Limit = int(n)
	}
	if n, ok := start("rounds", 1, 100000, "is the pennant rule's number of rounds, a whole number from 1 to 100000"); ok {
		o.Rounds = int(n)
	}
	if len(errs) > 0 {
		errs.Sort()
		return o, errs
	}
	if err := o.Validate(); err != nil {
		return o, diag.List{{Pos: at(o.invalid()), Msg: err.Error()}}
	}
	return o, nil
}

// letterPlaces says an optional rule's values: "0 for A, 1 for B".
func letterPlaces(letters []string) string {
	out := make([]string, len(letters))
	for i, l := range letters {
		out[i] = fmt.Sprintf("%d for %s", i, l)
	}
	return strings.Join(out, ", ")
}

// invalid is the variable of the choice Validate refuses (the later of a
// forbidden pair).
func (o *Options) invalid() string {
	switch {
	case o.Optional[7] == 'C' || o.Optional[7] == 'D':
		return optionalItems[7].key
	case o.Pennant && o.Scoring[4]:
		return scoringItems[4]
	}
	return "pennant"
}

// keyPositions finds where each "table.key" of a TOML file starts. The
// TOML parser reports no positions, and a variable of the rules
// description is a [vars.NAME] header with key = value lines, so a line
// scan finds them.
func keyPositions(name, src string) map[string]diag.Pos {
	pos := map[string]diag.Pos{}
	table := ""
	for n, line := range strings.Split(src, "\n") {
		trimmed := strings.TrimLeft(line, " \t")
		col := utf8.RuneCountInString(line[:len(line)-len(trimmed)]) + 1
		p := diag.Pos{File: name, Line: n + 1, Col: col}
		switch {
		case strings.HasPrefix(trimmed, "["):
			end := strings.IndexByte(trimmed, ']')
			if end > 0 {
				table = strings.Trim(strings.TrimSpace(trimmed[1:end]), `"`)
				p.Col++
				pos[table] = p
			}
		case trimmed == "" || trimmed[0] == '#':
		default:
			key, _, ok := strings.Cut(trimmed, "=")
			if ok {
				pos[table+"."+strings.Trim(strings.TrimSpace(key), `"`)] = p
			}
		}
	}
	return pos
}
