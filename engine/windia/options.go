package windia

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/diag"
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

// LoadOptions reads GAME_DIR/rules.toml from a game folder; shown is the
// folder's name in messages. A missing file means the official defaults.
func LoadOptions(fsys fs.FS, shown string) (Options, error) {
	src, err := fs.ReadFile(fsys, RulesFile)
	if errors.Is(err, fs.ErrNotExist) {
		return DefaultOptions(), nil
	}
	name := path.Join(shown, RulesFile)
	if err != nil {
		return Options{}, fmt.Errorf("%s: %w", name, err)
	}
	return ParseOptions(name, src)
}

// ParseOptions reads rules.toml source. Unknown tables and keys, wrong types
// and letters a rule does not offer are errors with file:line:col; the
// error is a diag.List of all of them.
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
		if p, ok := pos[key]; ok {
			return p
		}
		return diag.Pos{File: name, Line: 1, Col: 1}
	}
	fail := func(key, format string, args ...any) { errs.Add(at(key), format, args...) }
	tables := []string{"optional_rules", "scoring_options", "scoring"}
	for _, t := range slices.Sorted(maps.Keys(raw)) {
		if !contains(tables, t) {
			fail(t, "unknown table [%s]%s", t, didYouMean(t, tables))
			continue
		}
		if _, ok := raw[t].(map[string]any); !ok {
			fail(t, "%s must be a table", t)
		}
	}
	if m, ok := raw["optional_rules"].(map[string]any); ok {
		var keys []string
		for i := 1; i <= 8; i++ {
			keys = append(keys, optionalItems[i].key)
		}
		for _, k := range slices.Sorted(maps.Keys(m)) {
			item := indexOf(keys, k) + 1
			if item == 0 {
				fail("optional_rules."+k, "unknown optional rule %q%s", k, didYouMean(k, keys))
				continue
			}
			s, ok := m[k].(string)
			if !ok || len(s) != 1 || !strings.Contains(optionalItems[item].letters, s) {
				fail("optional_rules."+k, "optional rule %d %s (%s) must be one of %q, got %v", item, k, optionalItems[item].what, strings.Split(optionalItems[item].letters, ""), m[k])
				continue
			}
			o.Optional[item] = s[0]
		}
	}
	if m, ok := raw["scoring_options"].(map[string]any); ok {
		keys := scoringItems[1:]
		for _, k := range slices.Sorted(maps.Keys(m)) {
			item := indexOf(keys, k) + 1
			if item == 0 {
				fail("scoring_options."+k, "unknown scoring option %q%s", k, didYouMean(k, keys))
				continue
			}
			b, ok := m[k].(bool)
			if !ok {
				fail("scoring_options."+k, "scoring option %d %s must be true or false, got %v", item, k, m[k])
				continue
			}
			o.Scoring[item] = b
		}
	}
	if m, ok := raw["scoring"].(map[string]any); ok {
		for _, k := range slices.Sorted(maps.Keys(m)) {
			switch k {
			case "rule":
				s, _ := m[k].(string)
				switch s {
				case "limit":
					o.Pennant = false
				case "pennant":
					o.Pennant = true
				default:
					fail("scoring.rule", `scoring rule must be "limit" or "pennant", got %v`, m[k])
				}
			case "limit", "rounds":
				n, ok := m[k].(int64)
				if !ok || n <= 0 || n > 100000 {
					fail("scoring."+k, "%s must be an integer from 1 to 100000, got %s", k, catalog.Describe(m[k]))
					continue
				}
				if k == "limit" {
					o.Limit = int(n)
				} else {
					o.Rounds = int(n)
				}
			default:
				fail("scoring."+k, "unknown key %q in [scoring]%s", k, didYouMean(k, []string{"rule", "limit", "rounds"}))
			}
		}
	}
	if len(errs) > 0 {
		errs.Sort()
		return o, errs
	}
	if err := o.Validate(); err != nil {
		return o, diag.List{{Pos: diag.Pos{File: name, Line: 1, Col: 1}, Msg: err.Error()}}
	}
	return o, nil
}

// keyPositions finds where each "table.key" of a flat TOML file starts. The
// TOML parser reports no positions, and rules.toml is only [table] headers
// and key = value lines, so a line scan is enough.
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

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func contains(list []string, s string) bool { return indexOf(list, s) >= 0 }

func didYouMean(s string, known []string) string {
	if m := catalog.Suggest(s, known); m != "" {
		return fmt.Sprintf("; did you mean %q?", m)
	}
	return "; known: " + strings.Join(known, ", ")
}
