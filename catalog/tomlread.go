package catalog

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/BurntSushi/toml"
	gotoml "github.com/pelletier/go-toml/v2"
	"github.com/pelletier/go-toml/v2/unstable"

	"cardpress/diag"
)

// parseTOML reads every TOML file of cardpress (catalogs, rules, layouts,
// decks) after the preflight checks (UTF-8, nesting).
//
// It asks two TOML libraries, for two reasons. go-toml reads a file about
// three times faster than BurntSushi/toml, with a quarter to a third of the
// memory, its values brought to BurntSushi's types included
// (BenchmarkReadTOML, instructions under callgrind: Windia War's rules, 75
// KB, 0.35x, 0.38 against 1.63 MB; its catalog, 52 KB, 0.28x, 0.19 against
// 0.59 MB), and every command and many tests read the games' files; but
// BurntSushi's messages say what would be right ("expected '.' or '=', but
// got '1' instead", where go-toml says "expected '=' after key"), and users
// read them, at the positions the tests hold. So go-toml reads first, its
// values brought to the types BurntSushi gives (burntSushiShape); only a
// file go-toml rejects goes to BurntSushi, whose result stands either way:
// its message when it rejects the file too, its values when it accepts what
// go-toml did not.
func parseTOML(x *diag.Index) (raw map[string]any, perr *diag.Diagnostic) {
	if d := preflight(x); d != nil {
		return nil, d
	}
	if raw, ok := readGoTOML(x.Src); ok {
		return raw, nil
	}
	return readBurntSushi(x)
}

// readBurntSushi parses with BurntSushi/toml, turning its errors (and any
// panic) into a positioned diagnostic. The parser's own column counts bytes
// and, for a bad escape, points at the string's start, so the position is
// computed here.
func readBurntSushi(x *diag.Index) (raw map[string]any, perr *diag.Diagnostic) {
	defer func() {
		if r := recover(); r != nil {
			raw, perr = nil, &diag.Diagnostic{Pos: diag.Pos{File: x.File, Line: 1, Col: 1}, Msg: fmt.Sprintf("the TOML parser failed on this file (%v); check the syntax near recent edits", r)}
		}
	}()
	if _, err := toml.Decode(x.Src, &raw); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			start := pe.Position.Start
			if i := badEscape(x.Src, start, pe.Message); i >= 0 {
				start = i
			}
			p := x.Pos(start)
			if start == 0 && pe.Position.Line > 1 {
				p = diag.Pos{File: x.File, Line: pe.Position.Line, Col: 1}
			}
			return nil, &diag.Diagnostic{Pos: p, Msg: "TOML syntax: " + pe.Message}
		}
		return nil, &diag.Diagnostic{Pos: diag.Pos{File: x.File, Line: 1, Col: 1}, Msg: "TOML: " + err.Error()}
	}
	return raw, nil
}

// badEscape finds, for the parser's "invalid escape in string '\\q'",
// the escape itself in the string that starts at offset start (one line or
// multi-line), or returns -1.
func badEscape(src string, start int, msg string) int {
	_, quoted, ok := strings.Cut(msg, "'")
	seq, _, ok2 := strings.Cut(quoted, "'")
	if !ok || !ok2 || !strings.Contains(msg, "escape") || start < 0 || start > len(src) {
		return -1
	}
	for i := start; i < len(src); i++ {
		if src[i] != '\\' {
			continue
		}
		if strings.HasPrefix(src[i:], seq) {
			return i
		}
		i++ // an escape that is fine, like \\ or \n
	}
	return -1
}

// readGoTOML parses src with go-toml and brings the values to
// BurntSushi's types; ok is false when go-toml rejects src (or panics) or
// when those types cannot be told from its result.
func readGoTOML(src string) (raw map[string]any, ok bool) {
	defer func() {
		if recover() != nil {
			raw, ok = nil, false
		}
	}()
	b := []byte(src)
	if gotoml.Unmarshal(b, &raw) != nil {
		return nil, false
	}
	headers, ok := arrayTableHeaders(b)
	if !ok {
		return nil, false
	}
	s := burntSushiShape{src: src}
	if !s.table(raw, headers) || !headers.allSeen() {
		return nil, false
	}
	return raw, true
}

// headerPaths counts a file's [[array.of.tables]] headers by key path: a
// trie of keys, the root for the file's top level.
type headerPaths struct {
	next    map[string]*headerPaths
	headers int // [[...]] headers that end here
	seen    int // elements of arrays found here and made arrays of tables
}

// arrayTableHeaders finds the [[...]] headers of a file go-toml accepted,
// with go-toml's own parser (a tenth of the decoding's time); a file without
// "[[" has none.
func arrayTableHeaders(b []byte) (*headerPaths, bool) {
	root := &headerPaths{}
	if !bytes.Contains(b, []byte("[[")) {
		return root, true
	}
	var p unstable.Parser
	p.Reset(b)
	for p.NextExpression() {
		e := p.Expression()
		if e.Kind != unstable.ArrayTable {
			continue
		}
		t := root
		for k := e.Key(); k.Next(); {
			t = t.child(string(k.Node().Data))
		}
		t.headers++
	}
	return root, p.Error() == nil
}

func (t *headerPaths) child(key string) *headerPaths {
	if t.next == nil {
		t.next = map[string]*headerPaths{}
	}
	c := t.next[key]
	if c == nil {
		c = &headerPaths{}
		t.next[key] = c
	}
	return c
}

// allSeen tells whether every header's element was found in an array made
// an array of tables, and nothing else was: an array of tables has exactly
// one element per header, so an inline array of tables on the same path (as
// in `[[a]] b = [{}]`, then `[[a]] [[a.b]]`) shows as a surplus.
func (t *headerPaths) allSeen() bool {
	if t.seen != t.headers {
		return false
	}
	for _, c := range t.next {
		if !c.allSeen() {
			return false
		}
	}
	return true
}

// burntSushiShape rewrites go-toml's values, in place, to the types
// BurntSushi/toml gives for a map[string]any: arrays of tables are
// []map[string]any (inline arrays stay []any), and datetimes are time.Time,
// those without an offset in BurntSushi's own zones (datetime-local,
// date-local, time-local). Integers, floats (but -nan), strings, booleans,
// tables and inline tables are the same in both.
type burntSushiShape struct {
	src string // the file
}

// table rewrites the values of m, found at the header path t (nil when no
// header lies below).
func (s burntSushiShape) table(m map[string]any, t *headerPaths) bool {
	for k, v := range m {
		var c *headerPaths
		if t != nil {
			c = t.next[k]
		}
		nv, ok := s.value(v, c)
		if !ok {
			return false
		}
		switch v.(type) {
		case []any, time.Time, gotoml.LocalDateTime, gotoml.LocalDate, gotoml.LocalTime:
			m[k] = nv
		}
	}
	return true
}

func (s burntSushiShape) value(v any, t *headerPaths) (any, bool) {
	switch x := v.(type) {
	case map[string]any:
		return x, s.table(x, t)
	case []any:
		if t != nil && t.headers > 0 && len(x) > 0 {
			return s.arrayOfTables(x, t)
		}
		for i, e := range x {
			nv, ok := s.value(e, t)
			if !ok {
				return nil, false
			}
			x[i] = nv
		}
		return x, true
	case float64:
		// go-toml reads -nan as nan, BurntSushi keeps the sign; a file
		// with both is left to BurntSushi.
		return x, !math.IsNaN(x) || !strings.Contains(s.src, "-nan")
	case time.Time:
		return offsetDatetime(x)
	case gotoml.LocalDateTime:
		return time.Date(x.Year, time.Month(x.Month), x.Day, x.Hour, x.Minute, x.Second, x.Nanosecond, burntSushiZones().datetime), true
	case gotoml.LocalDate:
		return time.Date(x.Year, time.Month(x.Month), x.Day, 0, 0, 0, 0, burntSushiZones().date), true
	case gotoml.LocalTime:
		return time.Date(0, time.January, 1, x.Hour, x.Minute, x.Second, x.Nanosecond, burntSushiZones().time), true
	}
	return v, true
}

// arrayOfTables makes x, an array at the path of [[...]] headers, the
// []map[string]any BurntSushi gives; every element is a table.
func (s burntSushiShape) arrayOfTables(x []any, t *headerPaths) (any, bool) {
	out := make([]map[string]any, len(x))
	for i, e := range x {
		m, ok := e.(map[string]any)
		if !ok || !s.table(m, t) {
			return nil, false
		}
		out[i] = m
	}
	t.seen += len(x)
	return out, true
}

// offsetDatetime gives a datetime with an offset as BurntSushi parses it:
// in time.Local when the offset is Local's at that time, in a fixed zone
// otherwise. go-toml gives UTC both for "Z" (UTC for BurntSushi too) and
// for "+00:00" (Local or a fixed zone), so a zero offset is left to
// BurntSushi.
func offsetDatetime(t time.Time) (any, bool) {
	if _, off := t.Zone(); off == 0 {
		return nil, false
	}
	bt, err := time.ParseInLocation(time.RFC3339Nano, t.Format(time.RFC3339Nano), time.Local)
	return bt, err == nil
}

// burntSushiZones are the zones BurntSushi gives datetimes without an
// offset (its internal package holds them), taken from a decoded sample.
var burntSushiZones = sync.OnceValue(func() (z struct{ datetime, date, time *time.Location }) {
	var m map[string]any
	if _, err := toml.Decode("a = 2000-01-01T00:00:00\nb = 2000-01-01\nc = 00:00:00", &m); err != nil {
		panic(err) // a constant sample
	}
	z.datetime = m["a"].(time.Time).Location()
	z.date = m["b"].(time.Time).Location()
	z.time = m["c"].(time.Time).Location()
	return z
})
