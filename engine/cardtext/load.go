package cardtext

import (
	"maps"
	"regexp"
	"slices"
	"strconv"

	"cardpress/catalog"
	"cardpress/diag"
)

// Load reads a grammar of card texts (shown is the file as messages name
// it). Every problem is reported at once, at its line, as a diag.List:
// unknown keys, patterns that do not compile, a reading of a grammar that
// does not exist.
//
//	name = "name"                     # each card's printed name: card.rules.name
//	[[read]]                          # story cards' stats.condition into card.rules.condition.*
//	kind = "story"
//	from = "stats.condition"
//	into = "condition"
//	grammar = "condition"
//	[[split]]                         # a list of words: 「男／魔法」
//	kind = "character"
//	from = "stats.trait"
//	into = "traits"
//	sep = "／"
//	[grammars.condition]
//	what = "challenge condition"
//	sep = '，且|且'
//	end = "。"
//	numbers = ["acting"]
//	phrases = [{ shape = "必須演技力總分N以上", pattern = '必須演技力總分(?P<acting>\d+)以上' }]
func Load(shown string, src []byte) (*Grammar, error) {
	doc, d := catalog.ReadLocated(shown, src)
	if d != nil {
		return nil, diag.List{*d}
	}
	l := &loader{doc: doc, g: &Grammar{file: shown, grammars: map[string]*grammar{}}}
	l.read()
	if len(l.errs) > 0 {
		l.errs.Sort()
		return nil, l.errs
	}
	return l.g, nil
}

type loader struct {
	doc  *catalog.Located
	g    *Grammar
	errs diag.List
}

func (l *loader) errorf(path, format string, args ...any) {
	l.errs.Add(l.doc.Key(path), format, args...)
}

// table is the table at path with only the keys allowed, nil (and an
// error) when it is not one.
func (l *loader) table(v any, path string, keys ...string) map[string]any {
	m, ok := v.(map[string]any)
	if !ok {
		l.errorf(path, "%s is a table", path)
		return nil
	}
	for _, k := range slices.Sorted(maps.Keys(m)) {
		if !slices.Contains(keys, k) {
			l.errorf(path+"."+k, "unknown key %q%s", k, catalog.DidYouMean(k, keys))
		}
	}
	return m
}

// str is the string at key of m, "" when it is not given.
func (l *loader) str(m map[string]any, path, key string) string {
	v, ok := m[key]
	if !ok {
		return ""
	}
	s, ok := v.(string)
	if !ok {
		l.errorf(path+"."+key, "%s is a string", key)
	}
	return s
}

// strs is the list of strings at key of m.
func (l *loader) strs(m map[string]any, path, key string) []string {
	v, ok := m[key]
	if !ok {
		return nil
	}
	list, ok := v.([]any)
	var out []string
	for _, x := range list {
		s, isStr := x.(string)
		ok = ok && isStr
		out = append(out, s)
	}
	if !ok {
		l.errorf(path+"."+key, "%s is a list of strings", key)
	}
	return out
}

// list is the tables of an array of tables at key.
func (l *loader) list(m map[string]any, key string) []map[string]any {
	return l.listAt(m[key], key)
}

func (l *loader) read() {
	raw := l.table(l.doc.Raw, "", "name", "read", "split", "grammars")
	if raw == nil {
		return
	}
	l.g.name = l.str(raw, "", "name")
	gm, _ := raw["grammars"].(map[string]any)
	for _, id := range slices.Sorted(maps.Keys(gm)) {
		l.g.grammars[id] = &grammar{id: id}
	}
	for _, id := range slices.Sorted(maps.Keys(gm)) {
		l.grammar(l.g.grammars[id], gm[id], "grammars."+id)
	}
	for i, m := range l.list(raw, "read") {
		l.reading(m, "read."+strconv.Itoa(i))
	}
	for i, m := range l.list(raw, "split") {
		p := "split." + strconv.Itoa(i)
		if m = l.table(m, p, "kind", "from", "into", "sep"); m == nil {
			continue
		}
		sp := split{kind: l.str(m, p, "kind"), from: l.str(m, p, "from"), into: l.str(m, p, "into"), sep: l.str(m, p, "sep")}
		if sp.kind == "" || sp.from == "" || sp.into == "" || sp.sep == "" {
			l.errorf(p, "a split needs kind, from, into and sep: { kind = \"character\", from = \"stats.trait\", into = \"traits\", sep = \"／\" }")
			continue
		}
		l.g.splits = append(l.g.splits, sp)
	}
}

// reading reads a [[read]] table at p.
func (l *loader) reading(m map[string]any, p string) {
	if m = l.table(m, p, "kind", "from", "into", "grammar", "label", "label_hint", "need", "need_hint", "icons"); m == nil {
		return
	}
	rd := reading{kind: l.str(m, p, "kind"), from: l.str(m, p, "from"), into: l.str(m, p, "into"),
		label: l.str(m, p, "label"), labelHint: l.str(m, p, "label_hint"), need: l.str(m, p, "need"), needHint: l.str(m, p, "need_hint")}
	if rd.from != "text" && (len(rd.from) < len("stats.") || rd.from[:len("stats.")] != "stats.") {
		l.errorf(p+".from", "from names the value read: \"text\" or \"stats.NAME\", not %q", rd.from)
	}
	if rd.kind == "" || rd.into == "" {
		l.errorf(p, "a reading needs kind (the cards read) and into (the rules table it gives)")
	}
	id := l.str(m, p, "grammar")
	if rd.grammar = l.g.grammars[id]; rd.grammar == nil {
		l.errorf(p+".grammar", "no grammar %q%s", id, catalog.DidYouMean(id, l.g.grammarIDs()))
		return
	}
	if v, ok := m["icons"]; ok {
		im := l.table(v, p+".icons", keys(v)...)
		rd.icons = map[string]string{}
		for _, k := range slices.Sorted(maps.Keys(im)) {
			rd.icons[k] = l.str(im, p+".icons", k)
		}
	}
	l.g.reads = append(l.g.reads, rd)
}

// grammar reads [grammars.ID] into gr.
func (l *loader) grammar(gr *grammar, v any, p string) {
	m := l.table(v, p, "what", "sep", "end", "phrases", "flags", "head", "head_error", "head_hint", "body",
		"numbers", "colors", "bools", "defaults", "again", "twice", "checks")
	if m == nil {
		return
	}
	gr.what = l.str(m, p, "what")
	if gr.what == "" {
		gr.what = gr.id
	}
	gr.sep = l.regexp(l.str(m, p, "sep"), p+".sep")
	gr.end = l.str(m, p, "end")
	gr.numbers, gr.colors, gr.bools = l.set(m, p, "numbers"), l.set(m, p, "colors"), l.set(m, p, "bools")
	gr.again = l.set(m, p, "again")
	gr.phrases = l.phrases(m, p, "phrases")
	gr.head = l.phrases(m, p, "head")
	gr.headMsg, gr.headHint = l.str(m, p, "head_error"), l.str(m, p, "head_hint")
	if len(gr.head) > 0 && gr.headMsg == "" {
		gr.headMsg = "cannot read how the " + gr.what + " opens"
	}
	if id, ok := m["body"].(string); ok {
		if gr.body = l.g.grammars[id]; gr.body == nil || gr.body == gr {
			l.errorf(p+".body", "body names another grammar whose phrases read the rest: no grammar %q%s", id, catalog.DidYouMean(id, l.g.grammarIDs()))
		}
	}
	if len(gr.phrases) == 0 && gr.body == nil {
		l.errorf(p, "%s needs phrases (or a body grammar that has them)", p)
	}
	gr.flags = l.words(m, p, "flags")
	gr.twice = l.words(m, p, "twice")
	if v, ok := m["defaults"]; ok {
		gr.defaults = l.table(v, p+".defaults", keys(v)...)
	}
	if _, ok := m["checks"]; ok {
		for i, cm := range l.listAt(m["checks"], p+".checks") {
			cp := p + ".checks." + strconv.Itoa(i)
			if cm = l.table(cm, cp, "if_any", "need_any", "error", "hint"); cm == nil {
				continue
			}
			c := check{ifAny: l.strs(cm, cp, "if_any"), needAny: l.strs(cm, cp, "need_any"), msg: l.str(cm, cp, "error"), hint: l.str(cm, cp, "hint")}
			if len(c.needAny) == 0 || c.msg == "" {
				l.errorf(cp, "a check needs need_any (the keys one of which the text must say) and error")
				continue
			}
			gr.checks = append(gr.checks, c)
		}
	}
}

// phrases reads a list of phrases at key of m.
func (l *loader) phrases(m map[string]any, p, key string) []phrase {
	var out []phrase
	for i, pm := range l.listAt(m[key], p+"."+key) {
		pp := p + "." + key + "." + strconv.Itoa(i)
		if pm = l.table(pm, pp, "shape", "pattern", "set", "needs", "unmet"); pm == nil {
			continue
		}
		ph := phrase{shape: l.str(pm, pp, "shape"), re: l.regexp(l.str(pm, pp, "pattern"), pp+".pattern"), unmet: l.str(pm, pp, "unmet")}
		if ph.shape == "" || ph.re == nil {
			l.errorf(pp, "a phrase needs its shape (as documented: 此角色演技力＋N) and its pattern")
			continue
		}
		if v, ok := pm["set"]; ok {
			ph.set = l.table(v, pp+".set", keys(v)...)
		}
		if v, ok := pm["needs"]; ok {
			nm := l.table(v, pp+".needs", keys(v)...)
			ph.needs = map[string][]any{}
			for _, k := range slices.Sorted(maps.Keys(nm)) {
				list, ok := nm[k].([]any)
				if !ok {
					list = []any{nm[k]}
				}
				ph.needs[k] = list
			}
			if ph.unmet == "" {
				l.errorf(pp, "a phrase with needs says why in unmet")
			}
		}
		out = append(out, ph)
	}
	return out
}

// listAt is the tables of the list v at p.
func (l *loader) listAt(v any, p string) []map[string]any {
	switch list := v.(type) {
	case nil:
		return nil
	case []map[string]any:
		return list
	case []any:
		out := make([]map[string]any, len(list))
		for i, x := range list {
			out[i], _ = x.(map[string]any)
		}
		return out
	}
	l.errorf(p, "%s is a list of tables", p)
	return nil
}

// regexp compiles an anchored pattern; "" is nil.
func (l *loader) regexp(src, p string) *regexp.Regexp {
	if src == "" {
		return nil
	}
	re, err := regexp.Compile(`^(?:` + src + `)`)
	if err != nil {
		l.errorf(p, "the pattern does not compile: %v", err)
		return nil
	}
	return re
}

// set is the list of strings at key as a set.
func (l *loader) set(m map[string]any, p, key string) map[string]bool {
	out := map[string]bool{}
	for _, s := range l.strs(m, p, key) {
		out[s] = true
	}
	return out
}

// words is the table of strings at key.
func (l *loader) words(m map[string]any, p, key string) map[string]string {
	v, ok := m[key]
	if !ok {
		return nil
	}
	wm := l.table(v, p+"."+key, keys(v)...)
	out := map[string]string{}
	for _, k := range slices.Sorted(maps.Keys(wm)) {
		out[k] = l.str(wm, p+"."+key, k)
	}
	return out
}

// keys are the keys of a table, so that any is allowed.
func keys(v any) []string {
	m, _ := v.(map[string]any)
	return slices.Collect(maps.Keys(m))
}
