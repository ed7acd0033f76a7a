package ruleset

import (
	"iter"
	"maps"
	"slices"
	"strings"

	"cardpress/catalog"
	"cardpress/engine"
)

// This file checks a told sentence ([tell], a zone's or variable's tell
// key) against the statement it tells: every slot it names is one the
// statement has, and every word its by table names is one the statement
// can say. A sentence naming what the statement lacks would print empty
// or never be used; both are errors at load.

// slotMarks yields the {name} marks of text: the byte offset of each
// mark's opening brace, and its name. A name holds no brace: "{a{b}"
// marks b, and "{}" nothing. (A scan of the bytes: the regular expression
// it replaces, run over every wording of every form a tell tells, was a
// thirtieth of Windia War's load.)
func slotMarks(text string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i := 0; i < len(text); i++ {
			if text[i] != '{' {
				continue
			}
			j := i + 1
			for j < len(text) && text[j] != '{' && text[j] != '}' {
				j++
			}
			if j < len(text) && text[j] == '}' && j > i+1 {
				if !yield(i, text[i+1:j]) {
					return
				}
				i = j
			}
		}
	}
}

// slotsOf are the slots the statements of forms name in any wording, and
// those the rulebook adds: a setting's {count} of players, a refused
// step's {reason}, a step's {paid} and {chosen} (engine.ChoiceSlots).
func slotsOf(forms []*engine.Form, kind string) []string {
	set := map[string]bool{}
	for _, f := range forms {
		for name := range f.Slots {
			set[name] = true
		}
		for _, ph := range f.Say {
			for _, ws := range [][]string{ph.Do, ph.Can, ph.Cannot} {
				for _, w := range ws {
					for _, name := range slotMarks(w) {
						set[name] = true
					}
				}
			}
		}
	}
	switch kind {
	case "setting":
		set["count"] = true
	case "step":
		set["reason"] = true
		for _, n := range engine.ChoiceSlots {
			set[n] = true // the choices of its card, in words
		}
	}
	return slices.Sorted(maps.Keys(set))
}

// coreForms are the forms of the core example language of kind and key:
// what a [tell.step.VERB] of a verb no action words tells, or
// [tell.setting.hand] the hand a setting gives.
func coreForms(kind engine.FormKind, key string) []*engine.Form {
	var out []*engine.Form
	for _, f := range engine.CoreForms {
		if f.Kind == kind && f.Key == key {
			out = append(out, f)
		}
	}
	return out
}

// toldSlots reports each slot of told sentence t (at p) that the
// statements it tells do not have.
func (r *reader) toldSlots(t engine.Tell, p, kind, key string, forms []*engine.Form) {
	if len(forms) == 0 {
		return
	}
	have := slotsOf(forms, kind)
	// A zone's or variable's tell key (short) is told renamed: its slots
	// are shown at the sentence's start, the others' where they stand.
	short := strings.HasSuffix(strings.TrimSuffix(p, "."+lastPart(p)), ".tell")
	check := func(at, text string) {
		for off, name := range slotMarks(text) {
			if slices.Contains(have, name) {
				continue
			}
			pos := r.doc.Inside(at, off)
			if short {
				pos = r.doc.Value(at)
			}
			hint := ""
			if m := catalog.Suggest(name, have); m != "" {
				hint = "; did you mean {" + m + "}?"
			}
			r.cp.errs.Add(pos, "{%s} is not a slot of the %s %q, which has %s%s", name, kind, key, braced(have), hint)
		}
	}
	for _, f := range []struct{ key, text string }{{"do", t.Do}, {"can", t.Can}, {"cannot", t.Cannot}, {"link", t.Link}, {"none", t.None}, {"zero", t.Zero}, {"zero_link", t.ZeroLink}, {"one", t.One}} {
		if f.text == "" {
			continue
		}
		if short {
			check(p, f.text)
		} else {
			check(p+"."+f.key, f.text)
		}
	}
	for _, w := range slices.Sorted(maps.Keys(t.By)) {
		check(p+".by."+w, t.By[w])
	}
	for _, k := range slices.Sorted(maps.Keys(t.Refused)) {
		check(p+".refused."+k, t.Refused[k])
	}
	if t.Each != "" {
		// One player's number of the {scores} slot: "{P}が{n}ポイント".
		at := p + ".each"
		if short {
			at = p
		}
		if !slices.Contains(have, "scores") {
			r.cp.errs.Add(r.doc.Value(at), "each tells one player's number of a {scores} slot; the %s %q has none: leave each out", kind, key)
			return
		}
		have = []string{"P", "n"}
		check(at, t.Each)
	}
}

// lastPart is the last key of a TOML path.
func lastPart(p string) string { return p[strings.LastIndexByte(p, '.')+1:] }

// braced writes slot names as a sentence names them: {n}, {P}.
func braced(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = "{" + n + "}"
	}
	return strings.Join(out, ", ")
}

// toldBy checks the words of a by table (at p) against the fixed words
// the statements can say, and gives a phase's by its English words: a
// description names a phase by its id, a rulebook reads and tells it by
// its words.
func (r *reader) toldBy(by map[string]string, p, key string, forms []*engine.Form) map[string]string {
	if len(by) == 0 {
		return by
	}
	g := r.cp.g
	if key == "phase" {
		out := map[string]string{}
		for _, id := range slices.Sorted(maps.Keys(by)) {
			k := slices.Index(g.phases, id)
			if k < 0 {
				r.errorf(p+"."+id, "unknown phase %q%s", id, catalog.DidYouMean(id, g.phases))
				continue
			}
			if w := slices.IndexFunc(g.phaseWords, func(w phaseWord) bool { return w.phase == id }); w >= 0 {
				out[g.phaseWords[w].say["en"]] = by[id]
			}
		}
		return out
	}
	var words []string
	for _, f := range forms {
		for _, sl := range f.Slots {
			words = append(words, slices.Collect(maps.Keys(sl.Words))...)
		}
	}
	if len(words) == 0 {
		return by
	}
	words = append(words, "none")
	slices.Sort(words)
	words = slices.Compact(words)
	for _, w := range slices.Sorted(maps.Keys(by)) {
		if !slices.Contains(words, w) {
			r.errorf(p+"."+w, "%q is not a word of the %q statement, which says %s%s", w, key, strings.Join(words, ", "), catalog.DidYouMean(w, words))
		}
	}
	return by
}
