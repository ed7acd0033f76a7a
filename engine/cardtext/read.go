package cardtext

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/diag"
)

// Read reads every card of c into its rules table, by catalog index (nil
// for a card the grammar reads nothing of). Every text no phrase reads is
// an error at its place in the catalog, all of them at once (a
// diag.List).
func (g *Grammar) Read(c *catalog.Catalog) ([]*catalog.Rules, error) {
	colors := map[string]string{}
	for _, col := range c.Colors {
		colors[col.Name], colors[col.ID] = col.ID, col.ID
	}
	out := make([]*catalog.Rules, len(c.Cards))
	var errs diag.List
	for i, e := range c.Cards {
		t, d := g.card(c, e, colors)
		if d != nil {
			errs = append(errs, *d)
			continue
		}
		if len(t) > 0 {
			out[i] = flatRules(e.Pos, t)
		}
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return out, nil
}

// card reads the texts of entry e into its rules values.
func (g *Grammar) card(c *catalog.Catalog, e *catalog.Entry, colors map[string]string) (map[string]any, *diag.Diagnostic) {
	t := map[string]any{}
	if g.name != "" {
		t[g.name] = e.Name
	}
	for _, sp := range g.splits {
		if sp.kind != e.Kind {
			continue
		}
		var list []any
		for _, w := range strings.Split(value(e, sp.from), sp.sep) {
			if w = strings.TrimSpace(w); w != "" {
				list = append(list, w)
			}
		}
		if list == nil {
			list = []any{}
		}
		t[sp.into] = list
	}
	for _, rd := range g.reads {
		if rd.kind != e.Kind {
			continue
		}
		text := value(e, rd.from)
		m, err := rd.read(text, e, colors)
		if err != nil {
			d := diagnostic(c, e, rd.from, text, err)
			return nil, &d
		}
		if m != nil {
			t[rd.into] = m
		}
	}
	return t, nil
}

// read reads one value: nil when it is empty and may be.
func (rd *reading) read(text string, e *catalog.Entry, colors map[string]string) (map[string]any, *textError) {
	start := skipSpace(text, 0)
	if strings.TrimSpace(text) == "" {
		if rd.need != "" {
			return nil, &textError{msg: rd.need, hint: rd.needHint}
		}
		if rd.label != "" {
			return map[string]any{}, nil // a story without a bonus effect says none
		}
		return nil, nil
	}
	m := map[string]any{}
	for icon, key := range rd.icons {
		m[key] = slices.Contains(e.Icons, icon)
	}
	at := start
	if rd.label != "" {
		if !strings.HasPrefix(text[start:], rd.label) {
			return nil, &textError{at: start, msg: fmt.Sprintf("a %s's text is its %s", rd.kind, rd.grammar.what), hint: rd.labelHint}
		}
		at += len(rd.label)
	}
	if err := rd.grammar.readText(text, at, m, colors); err != nil {
		return nil, err
	}
	return m, nil
}

// readText reads text from byte at into m: the flags and head that open
// it, then its clauses; the keys left unset take their defaults, and the
// whole must pass the checks.
func (g *grammar) readText(text string, at int, m map[string]any, colors map[string]string) *textError {
	body := g
	if g.body != nil {
		body = g.body
	}
	set := map[string]bool{}
	for {
		at = skipSpace(text, at)
		flagged := false
		for mark, key := range g.flags {
			if strings.HasPrefix(text[at:], mark) {
				m[key], set[key], flagged = true, true, true
				at += len(mark)
			}
		}
		if !flagged {
			break
		}
	}
	if len(g.head) > 0 {
		k, loc := longest(g.head, text[at:])
		if k < 0 {
			return &textError{at: at, msg: g.headMsg, hint: g.headHint}
		}
		if err := g.apply(&g.head[k], text[at:], loc, m, set, colors); err != nil {
			err.at += at
			return err
		}
		at += loc[1]
	}
	start := skipSpace(text, at)
	clauses := strings.TrimRight(text, " \t\r\n\u3000")
	if body.end != "" {
		clauses = strings.TrimSuffix(clauses, body.end)
	}
	if len(clauses) < start {
		clauses = text[:start] // the text ends with the head
	}
	if err := body.clauses(clauses, start, m, set, colors); err != nil {
		return err
	}
	for _, gr := range []*grammar{g, body} {
		for k, v := range gr.defaults {
			if _, ok := m[k]; !ok {
				m[k] = v
			}
		}
	}
	shown := strings.TrimSpace(clauses[min(start, len(clauses)):])
	for _, c := range body.checks {
		if (len(c.ifAny) == 0 || saysAny(m, c.ifAny)) && !saysAny(m, c.needAny) {
			return &textError{at: start, msg: strings.ReplaceAll(c.msg, "{text}", strconv.Quote(shown)), hint: c.hint}
		}
	}
	for k := range m {
		if strings.HasPrefix(k, "_") {
			delete(m, k) // a key the grammar checks, not a rule
		}
	}
	return nil
}

func saysAny(m map[string]any, keys []string) bool {
	return slices.ContainsFunc(keys, func(k string) bool { return said(m[k]) })
}

// clauses reads text from byte i clause by clause: each clause is the
// longest phrase matching at that place; a clause followed by neither a
// separator nor the end, or matching no phrase, is an error there with
// the nearest known phrase.
func (g *grammar) clauses(text string, i int, m map[string]any, set map[string]bool, colors map[string]string) *textError {
	i = skipSpace(text, i)
	for i < len(text) {
		k, loc := longest(g.phrases, text[i:])
		if k < 0 {
			return g.unknown(text, i)
		}
		if err := g.apply(&g.phrases[k], text[i:], loc, m, set, colors); err != nil {
			err.at += i
			return err
		}
		i = skipSpace(text, i+loc[1])
		if i == len(text) {
			break
		}
		s := g.sep.FindStringIndex(text[i:])
		if s == nil {
			return g.unknown(text, i)
		}
		i = skipSpace(text, i+s[1])
	}
	return nil
}

// longest is the phrase of list matching longest at the start of text and
// its match, -1 for none.
func longest(list []phrase, text string) (int, []int) {
	best, m := -1, []int(nil)
	for k, p := range list {
		if loc := p.re.FindStringSubmatchIndex(text); loc != nil && (m == nil || loc[1] > m[1]) {
			best, m = k, loc
		}
	}
	return best, m
}

// apply sets what phrase p matched at loc of text says: its set keys and
// its named groups, each once (a key of again may be set again to the
// same value), after checking the keys it needs.
func (g *grammar) apply(p *phrase, text string, loc []int, m map[string]any, set map[string]bool, colors map[string]string) *textError {
	clause := text[:loc[1]]
	fail := func(problem string) *textError {
		return &textError{msg: fmt.Sprintf("%s %q: %s", g.what, clause, problem)}
	}
	for _, k := range slices.Sorted(maps.Keys(p.needs)) {
		if !slices.Contains(p.needs[k], m[k]) {
			return fail(p.unmet)
		}
	}
	values := map[string]any{}
	maps.Copy(values, p.set)
	for j, name := range p.re.SubexpNames() {
		if name == "" || loc[2*j] < 0 {
			continue
		}
		v, problem := g.capture(name, text[loc[2*j]:loc[2*j+1]], colors)
		if problem != "" {
			return fail(problem)
		}
		values[name] = v
	}
	for _, k := range slices.Sorted(maps.Keys(values)) {
		v := values[k]
		if set[k] && !(g.again[k] && m[k] == v) {
			why := g.twice[k]
			if why == "" {
				why = fmt.Sprintf("it says %s twice", strings.TrimPrefix(k, "_"))
			}
			return fail(why)
		}
		m[k], set[k] = v, true
	}
	return nil
}

// capture is the value a named group reads: a number, a color id, true,
// or the text.
func (g *grammar) capture(name, s string, colors map[string]string) (any, string) {
	switch {
	case g.numbers[name]:
		sign := int64(1)
		switch {
		case strings.HasPrefix(s, "－"), strings.HasPrefix(s, "-"):
			sign = -1
		}
		digits := strings.TrimLeft(s, "＋－+-")
		n, err := strconv.ParseInt(digits, 10, 64)
		if err != nil {
			return nil, fmt.Sprintf("%q is not a number", s)
		}
		return sign * n, ""
	case g.colors[name]:
		id, ok := colors[strings.ToLower(strings.TrimSpace(s))]
		if !ok {
			return nil, fmt.Sprintf("unknown color %q: name a color of the catalog", s)
		}
		return id, ""
	case g.bools[name]:
		return true, ""
	}
	return s, ""
}

// unknown reports the clause at i that no phrase reads: as many of the
// text's clauses as the nearest known phrase spans.
func (g *grammar) unknown(text string, i int) *textError {
	shape, hint := g.nearest(text[i:])
	clause, parts := text[i:], strings.Count(shape, "，")+strings.Count(shape, "。")
	for j, r := range clause {
		if r == '，' || r == '。' {
			if parts == 0 {
				clause = clause[:j]
				break
			}
			parts--
		}
	}
	if clause == "" {
		return &textError{at: i, msg: fmt.Sprintf("the %s has an empty clause", g.what), hint: "remove the extra punctuation"}
	}
	return &textError{at: i, span: utf8.RuneCountInString(clause), msg: fmt.Sprintf("the %s has a clause the rules do not read: %q", g.what, clause), hint: hint}
}

// nearest returns the known phrase closest to the start of rest and the
// hint naming it: each shape is compared with as many characters of rest
// as it has, and the one with the fewest edits per character wins, so that
// a short phrase like 無 is not nearest to everything.
func (g *grammar) nearest(rest string) (shape, hint string) {
	best, bestDist, bestScore := "", 0, 1.0e9
	for _, p := range g.phrases {
		n := utf8.RuneCountInString(p.shape)
		head := []rune(rest)
		head = head[:min(n, len(head))]
		d := catalog.EditDistance(string(head), p.shape)
		if score := float64(d) / float64(n); score < bestScore {
			best, bestDist, bestScore = p.shape, d, score
		}
	}
	if bestDist <= max(2, utf8.RuneCountInString(best)/3) && bestScore < 0.5 {
		return best, fmt.Sprintf("did you mean %q?", best)
	}
	return best, fmt.Sprintf("the nearest known phrase is %q (the game's grammar of card texts lists them all)", best)
}

func skipSpace(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsSpace(r) {
			break
		}
		i += n
	}
	return i
}

// flatRules writes nested values as a catalog's rules: every value by its
// dotted path, tables kept, all at the card's position.
func flatRules(pos diag.Pos, t map[string]any) *catalog.Rules {
	r := &catalog.Rules{Pos: pos, Table: pos, Values: map[string]catalog.RuleValue{}}
	var walk func(prefix string, m map[string]any)
	walk = func(prefix string, m map[string]any) {
		for _, k := range slices.Sorted(maps.Keys(m)) {
			v := m[k]
			r.Values[prefix+k] = catalog.RuleValue{Value: v, Pos: pos, Key: pos}
			if sub, ok := v.(map[string]any); ok {
				walk(prefix+k+".", sub)
			}
		}
	}
	walk("", t)
	return r
}
