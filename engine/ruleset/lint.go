package ruleset

import (
	"maps"
	"slices"
	"strconv"
)

// This file holds lints of what compiles but cannot be meant, besides
// those of reader.lint: zones no player can see where a player must, and
// requirements that never hold.

// sight reports the zones whose cards a player must see and nobody can:
// the hands, a row laid face up, the zones an action aims at.
func (r *reader) sight() {
	g := r.cp.g
	for i, z := range g.zones {
		p := "zones." + z.id
		switch {
		case z.seen != "nobody":
		case i == g.hand:
			r.errorf(p+".seen", "nobody can see zone %s, the players' hands: a player sees their own hand (seen = \"owner\")", z.id)
		case z.row:
			r.errorf(p+".seen", "nobody can see zone %s, which a picture lays face up as a row: give it seen = \"all\" (or \"owner\"), or picture = \"stack\"", z.id)
		}
	}
	am, _ := r.doc.Raw["actions"].(map[string]any)
	for _, a := range g.actions {
		if a.aim == nil {
			continue
		}
		for _, ref := range a.aim.refs {
			if ref.z >= 0 && g.zones[ref.z].seen == "nobody" {
				p := "actions." + a.id + ".target"
				if m, ok := am[a.id].(map[string]any); ok && m["target"] != nil {
					p += ".zone"
				}
				r.valueErrorf(p, "action %s aims at a card of zone %s, which nobody can see: the player names the card aimed at", a.id, g.zones[ref.z].id)
			}
		}
	}
}

// neverHolds reports a requirement that holds for no state: a condition
// of literals alone that is false. Its action could never be taken.
func (r *reader) neverHolds() {
	am, _ := r.doc.Raw["actions"].(map[string]any)
	for _, id := range slices.Sorted(maps.Keys(am)) {
		m, _ := am[id].(map[string]any)
		list, _ := m["require"].([]any)
		for i, item := range list {
			cm, _ := item.(map[string]any)
			w, _ := cm["when"].(string)
			n, err := r.cp.parse(w, false)
			if err != nil {
				continue // reported where it was compiled
			}
			if v, ok := constant(n); ok && v == 0 {
				p := "actions." + id + ".require." + strconv.Itoa(i) + ".when"
				r.cp.errs.Add(r.doc.Inside(p, start(n)), "this requirement never holds: action %s could never be taken", id)
			}
		}
	}
}

// constant is the value of an expression of literals alone (numbers,
// true, false, and operators on them), ok false when it reads anything
// else. A && or || whose first operand decides it is constant too.
func constant(n *node) (int64, bool) {
	switch n.op {
	case "int":
		return n.n, true
	case "name":
		switch n.s {
		case "true":
			return 1, true
		case "false":
			return 0, true
		}
	case "unary":
		v, ok := constant(n.args[0])
		if !ok {
			return 0, false
		}
		if n.s == "!" {
			return 1 - v, true
		}
		return -v, true
	case "binary":
		a, aok := constant(n.args[0])
		switch {
		case n.s == "&&" && aok && a == 0:
			return 0, true
		case n.s == "||" && aok && a != 0:
			return 1, true
		}
		b, bok := constant(n.args[1])
		if !aok || !bok {
			return 0, false
		}
		switch n.s {
		case "&&", "*":
			return a * b, true
		case "||":
			return b2i(a != 0 || b != 0), true
		case "==":
			return b2i(a == b), true
		case "!=":
			return b2i(a != b), true
		case "<":
			return b2i(a < b), true
		case "<=":
			return b2i(a <= b), true
		case ">":
			return b2i(a > b), true
		case ">=":
			return b2i(a >= b), true
		case "+":
			return a + b, true
		case "-":
			return a - b, true
		}
	}
	return 0, false
}
