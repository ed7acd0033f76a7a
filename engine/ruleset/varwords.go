package ruleset

import (
	"fmt"
	"slices"
	"strings"

	"cardpress/engine"
)

// This file reads the words of a variable beyond its say: other words an
// example checks it by (expect = { ja = "次の親:{value}" }: Windia War's
// dealer, set as 親 and expected, once the round is over, as 次の親), and
// a player's variable checked for several players at once (each = { ja =
// "ポイント:{scores}" }: 「ポイント：アリス ３０、ボブ ０」).

// eachSuffix ends the key of a player variable's expectation for several
// players.
const eachSuffix = " each"

// varMoreWords reads a variable's expect and each words.
func (r *reader) varMoreWords(vm map[string]any, p, id string, t typ, perPlayer bool, values []map[string]string) {
	g := r.cp.g
	if v, ok := vm["expect"]; ok {
		w := r.wordings(v, p+".expect")
		r.needSlot(p+".expect", w, "{value}")
		if slot, ok := r.valueSlot(t, values); ok {
			g.forms = append(g.forms, form(engine.ExpectForm, id, w, "{value}", "{value}", map[string]engine.Slot{"value": slot}))
		}
	}
	if v, ok := vm["each"]; ok {
		if !perPlayer || t != tInt {
			r.errorf(p+".each", "each checks a player's number for several players: it is for a player_vars variable of type int")
			return
		}
		w := r.wordings(v, p+".each")
		r.needSlot(p+".each", w, "{scores}")
		g.forms = append(g.forms, form(engine.ExpectForm, id+eachSuffix, w, "", "", nil))
	}
}

// checkEach checks a player variable's value for each player the
// expectation lists ("points: Alice 30, Bob 0").
func (t *table) checkEach(s *State, e *engine.Expectation) (bool, string, error) {
	id := strings.TrimSuffix(e.Key, eachSuffix)
	j := t.g.pvarIndex(id)
	if j < 0 {
		return false, "", engine.ErrCommon
	}
	ok := true
	var got []string
	for i, name := range e.Players {
		p := slices.Index(t.players, name)
		v := int(s.vars[t.g.playerVar(p, j)])
		got = append(got, fmt.Sprintf("%s %d", name, v))
		ok = ok && v == e.Numbers[i]
	}
	return ok, strings.Replace(t.formWords(e.Key), "{scores}", strings.Join(got, ", "), 1), nil
}
