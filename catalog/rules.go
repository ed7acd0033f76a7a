package catalog

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"strconv"
	"strings"

	"cardpress/diag"
)

// Rules are what a card does, as its [[card]] key rules writes it: every
// value by its dotted path ("attack.draw"), with positions. The catalog
// knows no game's rules; a rules engine declares its Vocabulary, lints the
// rules against it (Vocabulary.Check) and compiles them. docs/rules-data.md
// describes Windia War's.
type Rules struct {
	Pos    diag.Pos // of the rules key
	Table  diag.Pos // of its value, the table
	Values map[string]RuleValue
}

// RuleValue is one value of a card's rules. Tables are kept too (Value is
// then a map), so that an engine can tell a table given from one left out.
type RuleValue struct {
	Value any        // string, int64, bool, []any or map[string]any, as TOML reads them
	Pos   diag.Pos   // of the value
	Key   diag.Pos   // of the key
	Items []diag.Pos // of each item of a list
}

// Has reports whether key is given.
func (r *Rules) Has(key string) bool {
	if r == nil {
		return false
	}
	_, ok := r.Values[key]
	return ok
}

// Value returns the value of key and whether it is given (a table
// included).
func (r *Rules) Value(key string) (any, bool) {
	if r == nil {
		return nil, false
	}
	v, ok := r.Values[key]
	return v.Value, ok
}

// At is where key is written or, when it is not, where it would be
// written: the table that would hold it (the nearest given parent), else
// the rules' own table.
func (r *Rules) At(key string) diag.Pos {
	for k := key; k != ""; {
		if v, ok := r.Values[k]; ok {
			return v.Pos
		}
		i := strings.LastIndexByte(k, '.')
		if i < 0 {
			break
		}
		k = k[:i]
	}
	return r.Table
}

// Int returns an integer value (def when absent). Check has made sure the
// type is right.
func (r *Rules) Int(key string, def int) int {
	if r != nil {
		if n, ok := r.Values[key].Value.(int64); ok {
			return int(n)
		}
	}
	return def
}

// Bool returns a boolean value (def when absent).
func (r *Rules) Bool(key string, def bool) bool {
	if r != nil {
		if b, ok := r.Values[key].Value.(bool); ok {
			return b
		}
	}
	return def
}

// Word returns a word value ("" when absent).
func (r *Rules) Word(key string) string {
	if r != nil {
		if s, ok := r.Values[key].Value.(string); ok {
			return s
		}
	}
	return ""
}

// Words returns a list of words (nil when absent).
func (r *Rules) Words(key string) []string {
	if r == nil {
		return nil
	}
	list, _ := r.Values[key].Value.([]any)
	var out []string
	for _, x := range list {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// AllWords is Words(key) as a sequence, without making the list: the
// rules engine asks it of every card for each contains it compiles.
func (r *Rules) AllWords(key string) iter.Seq[string] {
	return func(yield func(string) bool) {
		if r == nil {
			return
		}
		list, _ := r.Values[key].Value.([]any)
		for _, x := range list {
			if s, ok := x.(string); ok && !yield(s) {
				return
			}
		}
	}
}

// HasWord reports whether Words(key) holds w, without making the list.
func (r *Rules) HasWord(key, w string) bool {
	for s := range r.AllWords(key) {
		if s == w {
			return true
		}
	}
	return false
}

// RuleType is the type of a rules parameter.
type RuleType uint8

// The parameter types of a rules vocabulary.
const (
	RuleBool  RuleType = iota + 1 // true or false
	RuleInt                       // an integer from Min to Max
	RuleWord                      // one of Words
	RuleWords                     // a list of Words
	RuleTable                     // a table of the parameters under it
)

var ruleTypeNames = [...]string{RuleBool: "true or false", RuleInt: "an integer", RuleWord: "a word", RuleWords: "a list of words", RuleTable: "a table"}

// RuleParam declares one key of a rules vocabulary.
type RuleParam struct {
	Key      string // dotted path: "attack", "attack.draw"
	Type     RuleType
	Words    []string // RuleWord, RuleWords: the values allowed
	Min, Max int      // RuleInt
}

// GoKey is the rules key of the escape hatch: a card whose effect the
// vocabulary cannot express names a Go operation of its engine.
const GoKey = "go"

// Vocabulary is what a rules engine reads in its cards' rules: the
// operations and parameters, and the Go operations it offers as an escape
// hatch.
type Vocabulary struct {
	Engine string // the engine's name in messages: "Windia War"
	Params []RuleParam
	GoOps  []string
}

func (v *Vocabulary) param(key string) *RuleParam {
	for i := range v.Params {
		if v.Params[i].Key == key {
			return &v.Params[i]
		}
	}
	return nil
}

// siblings lists the keys a vocabulary allows beside key (same parent).
func (v *Vocabulary) siblings(key string) []string {
	parent := ""
	if i := strings.LastIndexByte(key, '.'); i >= 0 {
		parent = key[:i+1]
	}
	var out []string
	for _, p := range v.Params {
		if rest, ok := strings.CutPrefix(p.Key, parent); ok && !strings.Contains(rest, ".") {
			out = append(out, rest)
		}
	}
	if parent == "" && len(v.GoOps) > 0 {
		out = append(out, GoKey) // offered only by an engine with Go operations
	}
	return out
}

// Check lints the rules of every entry against the vocabulary: unknown
// keys (with the nearest known one), values of the wrong type, words that
// are not offered, integers out of range, unknown Go operations. The
// errors are in file order.
func (v *Vocabulary) Check(c *Catalog) diag.List {
	var out diag.List
	for _, e := range c.Cards {
		out = append(out, v.checkEntry(e)...)
	}
	out.Sort()
	return out
}

func (v *Vocabulary) checkEntry(e *Entry) diag.List {
	r := e.Rules
	if r == nil {
		return nil
	}
	var out diag.List
	bad := func(p diag.Pos, format string, args ...any) {
		out.Add(p, "card %q: %s", e.ID, fmt.Sprintf(format, args...))
	}
	for _, k := range slices.Sorted(maps.Keys(r.Values)) {
		val := r.Values[k]
		if k == GoKey {
			s, ok := val.Value.(string)
			switch {
			case !ok:
				bad(val.Pos, "go must name a Go operation of the %s engine, got %s", v.Engine, Describe(val.Value))
			case len(v.GoOps) == 0:
				bad(val.Pos, "go = %q names a Go operation, but the %s engine has none: write the card with the operations of docs/rules-data.md", s, v.Engine)
			case !contains(v.GoOps, s):
				bad(val.Pos, "unknown Go operation %q of the %s engine%s", s, v.Engine, DidYouMean(s, v.GoOps))
			}
			continue
		}
		p := v.param(k)
		if p == nil {
			name := k[strings.LastIndexByte(k, '.')+1:]
			sib := v.siblings(k)
			if s := Suggest(name, sib); s != "" {
				bad(val.Key, "unknown rules operation %q; did you mean %q?", k, s)
			} else if len(sib) > 0 {
				bad(val.Key, "unknown rules operation %q; known here: %s", k, strings.Join(sib, ", "))
			} else {
				// Only a key under another has no siblings: a
				// vocabulary declares some key at the top level.
				bad(val.Key, "unknown rules operation %q: %q takes no operations under it (docs/rules-data.md lists them)", k, k[:strings.LastIndexByte(k, '.')])
			}
			continue
		}
		if msg, item := p.checkValue(val.Value); msg != "" {
			at := val.Pos
			if item >= 0 && item < len(val.Items) {
				at = val.Items[item]
			}
			bad(at, "%s %s", k, msg)
		}
	}
	return out
}

// checkValue says what is wrong with a value of p, or "", and which item
// of a list it is about (-1: the value itself).
func (p *RuleParam) checkValue(x any) (string, int) {
	if list, ok := x.([]any); ok && p.Type == RuleWords {
		for i, item := range list {
			s, ok := item.(string)
			if !ok {
				return fmt.Sprintf("must list words (%s), got %s", strings.Join(p.Words, ", "), Describe(item)), i
			}
			if msg := p.word(s); msg != "" {
				return "item " + msg, i
			}
		}
		return "", -1
	}
	return p.checkOne(x), -1
}

// word says what is wrong with s as one of p's words, or "".
func (p *RuleParam) word(s string) string {
	if contains(p.Words, s) {
		return ""
	}
	if m := Suggest(s, p.Words); m != "" {
		return fmt.Sprintf("cannot be %q; did you mean %q?", s, m)
	}
	return fmt.Sprintf("cannot be %q; it is one of %s", s, strings.Join(p.Words, ", "))
}

// checkOne says what is wrong with a value of p that is not a list of
// words, or "".
func (p *RuleParam) checkOne(x any) string {
	wrong := func() string { return fmt.Sprintf("must be %s, got %s", ruleTypeNames[p.Type], Describe(x)) }
	switch p.Type {
	case RuleBool:
		if _, ok := x.(bool); !ok {
			return wrong()
		}
	case RuleInt:
		n, ok := x.(int64)
		if !ok {
			return wrong()
		}
		if n < int64(p.Min) || n > int64(p.Max) {
			return fmt.Sprintf("must be from %d to %d, got %d", p.Min, p.Max, n)
		}
	case RuleWord:
		s, ok := x.(string)
		if !ok {
			return fmt.Sprintf("must be one of %s, got %s", strings.Join(p.Words, ", "), Describe(x))
		}
		return p.word(s)
	case RuleWords:
		return fmt.Sprintf("must be a list of %s, got %s", strings.Join(p.Words, ", "), Describe(x))
	case RuleTable:
		if _, ok := x.(map[string]any); !ok {
			return wrong()
		}
	}
	return ""
}

// GoOperationCards lists the entries whose rules name a Go operation (the
// escape hatch): a game is all data when it is empty.
func (c *Catalog) GoOperationCards() []*Entry {
	var out []*Entry
	for _, e := range c.Cards {
		if e.Rules.Has(GoKey) {
			out = append(out, e)
		}
	}
	return out
}

// cardRules reads a [[card]]'s rules table, flattening nested tables into
// dotted keys with the positions of every key and value.
func (d *decoder) cardRules(t *table) *Rules {
	v, ok := t.m["rules"]
	if !ok {
		return nil
	}
	path := t.keyPath("rules")
	m, ok := v.(map[string]any)
	if !ok {
		d.errorf(path, "%s: rules must be a table of operations, like rules = { skip = 1 }, got %s", t.what, Describe(v))
		return nil
	}
	r := &Rules{Pos: d.keyPos(path), Table: d.valPos(path), Values: map[string]RuleValue{}}
	d.flattenRules(r, path, "", m)
	return r
}

func (d *decoder) flattenRules(r *Rules, path, prefix string, m map[string]any) {
	for k, v := range m {
		key, p := prefix+k, path+"."+k
		rv := RuleValue{Value: v, Pos: d.valPos(p), Key: d.keyPos(p)}
		if list, ok := v.([]any); ok {
			for i := range list {
				rv.Items = append(rv.Items, d.valPos(p+"."+strconv.Itoa(i)))
			}
		}
		r.Values[key] = rv
		if sub, ok := v.(map[string]any); ok {
			d.flattenRules(r, p, key+".", sub)
		}
	}
}
