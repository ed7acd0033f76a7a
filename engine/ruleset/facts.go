package ruleset

import (
	"maps"
	"slices"
	"strings"

	"cardpress/engine"
)

// A fact ([facts.NAME]) is a condition of the game an example states
// holds, in words without a value: Windia War's 「攻撃なし」 (no attack
// waits), 「ボブが攻撃を受けている」 (Bob is under attack).
//
//	[facts.under_attack]
//	when = "attacking && victim == p"
//	say = { en = "{P} is under attack", ja = "{P}が攻撃を受けている" }
//
// when is a condition of p, the player {P} names; not words the fact
// when it does not hold, for a failure to say what is so instead
// (not = { en = "{P} is not under attack" }); without it the failure
// says the fact's words after "not:".
type fact struct {
	id   string
	when eval
	not  string // the English words of the fact not holding, "" for none
}

// facts reads [facts].
func (r *reader) facts(m map[string]any) {
	g := r.cp.g
	for _, id := range slices.Sorted(maps.Keys(m)) {
		p := "facts." + id
		fm := r.table(m[id], p, "when", "say", "not")
		if fm == nil {
			continue
		}
		r.ident(p, id)
		f := fact{id: id}
		if src, ok := r.str(fm, p, "when"); ok {
			f.when = r.cp.expression(p+".when", src, tBool, env{p: true})
		} else {
			r.errorf(p, "%s needs when: the condition that makes it so, p the player it names, like \"attacking && victim == p\"", p)
		}
		say, ok := fm["say"]
		if !ok {
			r.errorf(p, "%s needs say: its words in examples, like { en = \"no attack\" }", p)
			continue
		}
		w := r.wordings(say, p+".say")
		if v, ok := fm["not"]; ok {
			f.not = r.wordings(v, p+".not")["en"]
		}
		if f.when == nil {
			continue
		}
		g.forms = append(g.forms, form(engine.ExpectForm, id, w, "", "", nil))
		g.facts = append(g.facts, f)
		if f.not != "" {
			// The words of the fact not holding read as an expectation too.
			g.forms = append(g.forms, form(engine.ExpectForm, id+" not", r.wordings(fm["not"], p+".not"), "", "", nil))
		}
	}
}

// factIndex is the fact of an expectation's key, -1 for none; not says
// that the key is the fact's words for not holding.
func (g *Game) factIndex(key string) (i int, not bool) {
	for i, f := range g.facts {
		switch key {
		case f.id:
			return i, false
		case f.id + " not":
			return i, true
		}
	}
	return -1, false
}

// checkFact checks fact i, or that it does not hold (not), for the
// player the expectation names.
func (t *table) checkFact(s *State, i int, not bool, e *engine.Expectation) (bool, string, error) {
	f := &t.g.facts[i]
	p := max(slices.Index(t.players, e.Player), 0)
	holds := f.when(&ctx{s: s, card: -1, it: -1, actor: -1, p: int64(p)}) != 0
	got := t.factWords(f, holds, e.Player)
	return holds != not, got, nil
}

// factWords says whether fact f holds, in English, for player.
func (t *table) factWords(f *fact, holds bool, player string) string {
	for _, fm := range t.g.forms {
		key := f.id
		if !holds {
			key += " not"
		}
		if fm.Kind == engine.ExpectForm && fm.Key == key {
			return strings.ReplaceAll(fm.Say["en"].Do[0], "{P}", player)
		}
	}
	return "not: " + strings.ReplaceAll(t.formWords(f.id), "{P}", player)
}

// formWords are the English words of the expectation of key.
func (t *table) formWords(key string) string {
	for _, fm := range t.g.forms {
		if fm.Kind == engine.ExpectForm && fm.Key == key {
			return fm.Say["en"].Do[0]
		}
	}
	return key
}
