package catalog

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"cardpress/diag"
)

// MaxInteger bounds every integer of a catalog, so that sums of points or
// card counts can never overflow.
const MaxInteger = 1_000_000_000

// decoder turns the parser's generic tree into catalog values, collecting
// every problem with its position instead of stopping at the first.
type decoder struct {
	x     *diag.Index
	spans map[string]span
	diags []diag.Diagnostic
	// cardW and cardH are the card size in mm, for messages about art.
	cardW, cardH float64
	fileAt       map[string]namedFile // files by path, where the catalog names them
	badCardSize  bool                 // [game] card_size has an error
	// private is set on the decoder of a merged layout table (see
	// merged.table): whoever reads it hands its diagnostics on.
	private bool
}

// span returns the recorded span of path or, when the scanner missed it, of
// its nearest recorded parent.
func (d *decoder) span(path string) span {
	for p := path; ; {
		if s, ok := d.spans[p]; ok {
			return s
		}
		i := strings.LastIndexByte(p, '.')
		if i < 0 {
			return span{}
		}
		p = p[:i]
	}
}

func (d *decoder) keyPos(path string) diag.Pos {
	s := d.span(path)
	if s.cell != nil && s.cell.Sheet != "" {
		return *s.cell
	}
	return d.file(s).Pos(s.key)
}

func (d *decoder) valPos(path string) diag.Pos { return d.spanPos(d.span(path)) }

// spanPos is the position of a span's value.
func (d *decoder) spanPos(s span) diag.Pos {
	if s.cell != nil && s.cell.Sheet != "" {
		return *s.cell
	}
	return d.file(s).Pos(s.val)
}

// file is the source a span's offsets point into.
func (d *decoder) file(s span) *diag.Index {
	if s.in != nil {
		return s.in
	}
	return d.x
}

func (d *decoder) report(p diag.Pos, warning bool, format string, args ...any) {
	sev := diag.Error
	if warning {
		sev = diag.Warning
	}
	d.diags = append(d.diags, diag.Diagnostic{Pos: p, Severity: sev, Msg: fmt.Sprintf(format, args...)})
}

// errorf reports a problem with the value at path, the value underlined.
func (d *decoder) errorf(path, format string, args ...any) {
	d.report(d.valPos(path), false, format, args...)
	d.diags[len(d.diags)-1].Span = d.valSpan(path)
}

func (d *decoder) warnf(path, format string, args ...any) {
	d.report(d.valPos(path), true, format, args...)
	d.diags[len(d.diags)-1].Span = d.valSpan(path)
}

// valSpan is the width in characters of the value at path when it is
// written on one line, for the excerpt's underline; else 0. A path not
// recorded, a table header and a workbook's cell have no text of their
// value (val == valEnd), so no test of their own.
func (d *decoder) valSpan(path string) int {
	s := d.spans[path]
	x := d.file(s)
	if s.valEnd > len(x.Src) || s.val > s.valEnd {
		return 0 // offsets into another text: no excerpt to underline
	}
	if v := x.Src[s.val:s.valEnd]; !strings.Contains(v, "\n") {
		return utf8.RuneCountInString(v)
	}
	return 0
}

// table reads one TOML table; it remembers the keys it knows so that check
// can report the others.
type table struct {
	d     *decoder
	path  string
	what  string // how messages name the table: "[game]", `card "skip"`
	m     map[string]any
	known []string
}

func (d *decoder) table(path, what string, v any, known ...string) *table {
	m, ok := v.(map[string]any)
	if !ok {
		d.errorf(path, "%s must be a table, got %s", what, Describe(v))
		m = map[string]any{}
	}
	return &table{d: d, path: path, what: what, m: m, known: known}
}

func (t *table) keyPath(key string) string {
	if t.path == "" {
		return key
	}
	return t.path + "." + key
}

// check reports keys the schema does not know, with the nearest known key.
func (t *table) check() {
	var unknown []string
	for k := range t.m {
		if !contains(t.known, k) {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		msg := fmt.Sprintf("unknown key %q in %s", k, t.what)
		if s := Suggest(k, t.known); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		} else {
			msg += "; known keys: " + strings.Join(t.known, ", ")
		}
		t.d.report(t.d.keyPos(t.keyPath(k)), false, "%s", msg)
		t.d.diags[len(t.d.diags)-1].Span = utf8.RuneCountInString(k)
	}
}

func (t *table) has(key string) bool {
	_, ok := t.m[key]
	return ok
}

// missing reports a required key that is absent; hint says what it holds.
func (t *table) missing(key, hint string) {
	t.d.report(t.d.keyPos(t.path), false, "%s: missing key %q (%s)", t.what, key, hint)
}

func (t *table) wrongType(key, want string) {
	t.d.errorf(t.keyPath(key), "%s: %s must be %s, got %s", t.what, key, want, Describe(t.m[key]))
}

func (t *table) str(key string) (string, bool) {
	v, ok := t.m[key]
	if !ok {
		return "", false
	}
	s, ok := v.(string)
	if !ok {
		t.wrongType(key, "a string")
	}
	return s, ok
}

func (t *table) integer(key string) (int, bool) {
	v, ok := t.m[key]
	if !ok {
		return 0, false
	}
	n, ok := v.(int64)
	if !ok {
		t.wrongType(key, "an integer")
		return 0, false
	}
	if n < -MaxInteger || n > MaxInteger {
		t.d.errorf(t.keyPath(key), "%s: %s = %d is out of range; cardpress reads integers from -%d to %d", t.what, key, n, MaxInteger, MaxInteger)
		return 0, false
	}
	return int(n), true
}

func (t *table) number(key string) (float64, bool) {
	switch v := t.m[key].(type) {
	case nil:
		return 0, false
	case int64:
		return float64(v), true
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			t.d.errorf(t.keyPath(key), "%s: %s must be a finite number, got %v", t.what, key, v)
			return 0, false
		}
		return v, true
	}
	t.wrongType(key, "a number")
	return 0, false
}

func (t *table) strings(key string) ([]string, bool) {
	v, ok := t.m[key]
	if !ok {
		return nil, false
	}
	list, ok := asList(v)
	if !ok {
		t.wrongType(key, "an array of strings")
		return nil, false
	}
	out := make([]string, 0, len(list))
	for i, item := range list {
		s, ok := item.(string)
		if !ok {
			t.d.errorf(t.keyPath(key)+"."+strconv.Itoa(i), "%s: %s[%d] must be a string, got %s", t.what, key, i, Describe(item))
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

func (t *table) sub(key, what string, known ...string) *table {
	v, ok := t.m[key]
	if !ok {
		return nil
	}
	return t.d.table(t.keyPath(key), what, v, known...)
}

// ordered returns the keys of a table in the order they appear in the file,
// since Go maps forget it and colors, icons and sets are listed in order.
func (t *table) ordered() []string {
	keys := make([]string, 0, len(t.m))
	for k := range t.m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := t.d.span(t.keyPath(keys[i])).key, t.d.span(t.keyPath(keys[j])).key
		if a != b {
			return a < b
		}
		return keys[i] < keys[j]
	})
	return keys
}

func asList(v any) ([]any, bool) {
	switch l := v.(type) {
	case []any:
		return l, true
	case []map[string]any:
		out := make([]any, len(l))
		for i, m := range l {
			out[i] = m
		}
		return out, true
	}
	return nil, false
}

// Describe names a value's TOML type for messages.
func Describe(v any) string {
	switch x := v.(type) {
	case string:
		return fmt.Sprintf("string %q", x)
	case int64:
		return fmt.Sprintf("integer %d", x)
	case float64:
		return fmt.Sprintf("float %v", x)
	case bool:
		return fmt.Sprintf("boolean %v", x)
	case time.Time:
		return "date-time"
	case map[string]any:
		return "table"
	case []any, []map[string]any:
		return "array"
	}
	return fmt.Sprintf("%T", v)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Suggest returns the candidate closest to s, if it is close enough to be a
// likely typo, or "". Of candidates as close, the first in sorted order:
// callers pass candidates in a map's order too, and one input must give
// one message.
func Suggest(s string, candidates []string) string {
	best, bestDist := "", 1<<30
	for _, c := range candidates {
		d := EditDistance(strings.ToLower(s), strings.ToLower(c))
		if d < bestDist || d == bestDist && c < best {
			best, bestDist = c, d
		}
	}
	if bestDist <= max(2, len([]rune(s))/3) {
		return best
	}
	return ""
}

// EditDistance is the number of characters (runes) to insert, delete or
// replace to turn a into b, for "did you mean" hints here and outside the
// catalog.
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
