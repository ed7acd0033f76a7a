package ruleset

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/engine"
)

// A number ([numbers.NAME]) is a value the rules compute that an example
// checks: CLAMP in CARDLAND's acting total (演技力總分), the interference
// bonus (妨礙修正), how many cards a player can remove (可刪除的張數).
//
//	[numbers.acting_total]
//	value = "acting_p"
//	terms = { zone = "stage", which = "it.challenging", each = "acting_of" }
//	say = { en = "{P} acting total: {n}", zh-Hant = "{P}的演技力總分:{n}" }
//
// value is an expression of p, the player the example names ({P}). An
// example writes the number ("7") or the sum it is made of ("4+3=7"),
// which must add up; with terms, the sum's parts are, in any order, each
// card's number (each, of the cards of the player's zone that fit which)
// and what value adds to them; terms may instead list the parts'
// expressions (terms = ["acting_p", "bonus"]: a part of 0 after the first
// is left out).
//
// With card = "stage[*]" the number is a card's own, value an expression
// of it, the card the example names ({card}) as found first in that zone:
// CLAMP in CARDLAND's 「烈焰劍士的演技力：6」.
type number struct {
	id    string
	value eval
	terms *terms // nil: a sum's parts are not checked
	parts []eval
	card  *zref // the zone a card's own number finds its card in; nil: a player's
}

// terms are the parts of a number: each card's, of the cards of a zone
// that fit which.
type terms struct {
	zone        int
	which, each eval
}

// numbers reads [numbers].
func (r *reader) numbers(m map[string]any) {
	g := r.cp.g
	for _, id := range slices.Sorted(maps.Keys(m)) {
		p := "numbers." + id
		nm := r.table(m[id], p, "value", "terms", "say", "card")
		if nm == nil {
			continue
		}
		r.ident(p, id)
		n := number{id: id}
		e, slot := env{p: true}, "{P}"
		if zs, ok := r.str(nm, p, "card"); ok {
			if n.card = r.zoneText(p+".card", zs, env{}, false); n.card == nil {
				continue
			}
			e, slot = env{p: true, it: true}, "{card}"
		}
		if src, ok := r.str(nm, p, "value"); ok {
			n.value = r.cp.expression(p+".value", src, tInt, e)
		} else {
			r.errorf(p, "%s needs value: the expression of the number, p its player, like \"count(hand[p])\"", p)
		}
		if _, ok := nm["terms"].([]any); ok {
			for i, src := range r.strs(nm, p, "terms") {
				n.parts = append(n.parts, r.cp.expression(p+".terms."+strconv.Itoa(i), src, tInt, e))
			}
		} else if v, ok := nm["terms"]; ok {
			n.terms = r.terms(v, p+".terms")
		}
		say, ok := nm["say"]
		if !ok {
			r.errorf(p, "%s needs say: its words in examples, like { en = \"{P} acting total: {n}\" }", p)
			continue
		}
		w := r.wordings(say, p+".say")
		r.needSlot(p+".say", w, "{n}")
		if n.card != nil {
			r.needSlot(p+".say", w, slot)
		}
		if n.value == nil {
			continue
		}
		g.forms = append(g.forms, form(engine.ExpectForm, id, w, "{n}", "{n}", map[string]engine.Slot{"n": engine.Text(nil)}))
		g.numbers = append(g.numbers, n)
	}
}

// terms reads a number's terms = { zone, which, each }.
func (r *reader) terms(v any, p string) *terms {
	m := r.table(v, p, "zone", "which", "each")
	if m == nil {
		return nil
	}
	t := &terms{zone: -1}
	if zs, ok := r.str(m, p, "zone"); ok {
		if t.zone = r.cp.g.zoneIndex(zs); t.zone < 0 {
			r.valueErrorf(p+".zone", "unknown zone %q%s", zs, catalog.DidYouMean(zs, r.cp.g.zoneIDs()))
		}
	}
	e := env{p: true, it: true}
	t.which = func(*ctx) int64 { return 1 }
	if src, ok := r.str(m, p, "which"); ok {
		t.which = r.cp.expression(p+".which", src, tBool, e)
	}
	if src, ok := r.str(m, p, "each"); ok {
		t.each = r.cp.expression(p+".each", src, tInt, e)
	} else {
		r.errorf(p, "%s needs each: each card's number, like \"it.acting\"", p)
	}
	if t.zone < 0 || t.which == nil || t.each == nil {
		return nil
	}
	return t
}

// numberIndex is the number of id, -1 for none.
func (g *Game) numberIndex(id string) int {
	return slices.IndexFunc(g.numbers, func(n number) bool { return n.id == id })
}

// checkNumber checks number i for the player the expectation names.
func (t *table) checkNumber(s *State, i int, e *engine.Expectation) (bool, string, error) {
	n := &t.g.numbers[i]
	p := max(slices.Index(t.players, e.Player), 0)
	x := &ctx{s: s, card: -1, actor: -1, p: int64(p)}
	if n.card != nil {
		if len(e.Cards) != 1 {
			return false, "", fmt.Errorf("%s: name one card", e.Key)
		}
		if x.it = t.findIn(s, n.card, x, e.Cards[0]); x.it < 0 {
			return false, "", fmt.Errorf("%s: %s is not in %s", e.Key, e.Cards[0].Text, t.g.zones[n.card.z].id)
		}
		x.p = int64(s.holder(x.it))
	}
	got := int(n.value(x))
	want, parts, err := readSum(e.Value)
	if err != nil {
		return false, "", fmt.Errorf("%s: %v", e.Key, err)
	}
	list := []int{got}
	if n.terms != nil {
		list = n.terms.of(s, x, got)
	}
	for j, f := range n.parts {
		if v := int(f(x)); j == 0 {
			list = []int{v}
		} else if v != 0 {
			list = append(list, v)
		}
	}
	shown := strconv.Itoa(got)
	if len(list) > 1 {
		shown = joinInts(list, "+") + "=" + shown
	}
	if parts != nil {
		a, b := slices.Clone(parts), slices.Clone(list)
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			return false, shown, nil
		}
	}
	return got == want, shown, nil
}

// findIn is the first card of the zones ref names that ref names, -1 for
// none.
func (t *table) findIn(s *State, ref *zref, x *ctx, card *engine.CardRef) int {
	found := -1
	ref.each(x, func(inst int) {
		for _, k := range s.zones[inst] {
			if found < 0 && t.g.faces[t.g.cardFace[k]].card.Is(card) {
				found = int(k)
			}
		}
	})
	return found
}

// of are the parts of total: each fitting card's number, then what the
// total adds to them when it is not 0.
func (tm *terms) of(s *State, x *ctx, total int) []int {
	inst := s.zb[tm.zone]
	if s.g.zones[tm.zone].perPlayer {
		inst += int(x.p)
	}
	var out []int
	sum := 0
	for _, k := range s.zones[inst] {
		x.it = int(k)
		if tm.which(x) != 0 {
			v := int(tm.each(x))
			out, sum = append(out, v), sum+v
		}
	}
	if extra := total - sum; extra != 0 || len(out) == 0 {
		out = append(out, extra)
	}
	return out
}

// readSum reads "7" or "4+3=7": the number and, for a sum, its parts; a
// sum that does not add up is an error.
func readSum(text string) (int, []int, error) {
	text = strings.TrimSpace(text)
	left, right, isSum := strings.Cut(text, "=")
	if !isSum {
		right = left
	}
	n, err := strconv.Atoi(strings.TrimSpace(right))
	if err != nil {
		return 0, nil, fmt.Errorf("write a number, like 7, or the sum it is, like 4+3=7; got %q", text)
	}
	if !isSum {
		return n, nil, nil
	}
	var parts []int
	sum := 0
	for _, part := range strings.Split(left, "+") {
		k, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil {
			return 0, nil, fmt.Errorf("cannot read the sum %q", text)
		}
		parts, sum = append(parts, k), sum+k
	}
	if sum != n {
		return 0, nil, fmt.Errorf("%s does not add up (it is %d)", text, sum)
	}
	return n, parts, nil
}

// joinInts writes numbers with sep between them.
func joinInts(list []int, sep string) string {
	s := make([]string, len(list))
	for i, n := range list {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, sep)
}
