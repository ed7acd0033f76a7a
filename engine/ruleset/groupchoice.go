package ruleset

import (
	"fmt"
	"slices"
	"strings"

	"cardpress/catalog"
	"cardpress/engine"
)

// This file holds an action's group: several cards of a zone the player
// chooses at once, from min to max of them — CLAMP in CARDLAND's
// characters sent to a challenge (1 to 3 active ones of the stage) and
// the opposing characters removed in its exit judgement. The action is
// offered once for each choice of kinds of card (up to maxPaid cards); its
// conditions and effects read the cards chosen with paid(card), the same
// question a cost of cards answers: each_card(stage, if paid(it) then
// it.resting = true).

func init() {
	builtinReasons = append(builtinReasons, engine.ReasonText{Key: "group-size", Text: "{player} chooses {min} to {max} cards, not {n}", Say: map[string]string{"en": "chooses too few or too many cards", "ja": "選ぶカードの枚数が違う", "zh-Hant": "選擇的牌數不對"}})
}

// group is the cards an action chooses: of zone ref, those that fit which
// (it: each card), min to max of them. reason is the rule a card of the
// zone that does not fit which is refused by (CLAMP in CARDLAND's resting
// character: 「該角色是休息狀態」); "" refuses it as a card not held.
type group struct {
	ref      *zref
	which    eval
	min, max int
	reason   string
}

// group reads an action's group = { zone, which, min, max }.
func (r *reader) group(v any, p string, e env) *group {
	m := r.table(v, p, "zone", "which", "min", "max", "reason")
	if m == nil {
		return nil
	}
	out := &group{which: func(*ctx) int64 { return 1 }, min: 1, max: 1}
	if zs, ok := r.str(m, p, "zone"); ok {
		out.ref = r.zoneText(p+".zone", zs, e, true)
	} else {
		r.errorf(p, "%s needs zone: the zone whose cards are chosen, like \"stage\"", p)
	}
	inner := e
	inner.it = true
	if w, ok := r.str(m, p, "which"); ok {
		out.which = r.cp.expression(p+".which", w, tBool, inner)
	}
	if n, ok := r.integer(m, p, "min", 0, maxPaid); ok {
		out.min = n
	}
	if n, ok := r.integer(m, p, "max", 1, maxPaid); ok {
		out.max = n
	}
	if key, ok := r.str(m, p, "reason"); ok {
		if !slices.ContainsFunc(r.cp.g.reasons, func(x engine.ReasonText) bool { return x.Key == key }) {
			r.valueErrorf(p+".reason", "unknown reason %q: declare it in [reasons.%s]%s", key, key, catalog.DidYouMean(key, r.reasonKeys()))
		}
		out.reason = key
	}
	if out.min > out.max {
		r.errorf(p, "%s chooses %d to %d cards: min is more than max", p, out.min, out.max)
	}
	if out.ref == nil || out.which == nil {
		return nil
	}
	return out
}

// eligible lists the cards the group may choose now, in the zone's order
// (bottom first), with the faces and how many of each.
func (s *State) eligible(gr *group, x *ctx) (cards []int, faces, count []int) {
	inst := gr.ref.one(x)
	saved := x.it
	for _, k := range s.zones[inst] {
		x.it = int(k)
		if gr.which(x) == 0 {
			continue
		}
		cards = append(cards, int(k))
		f := int(s.g.cardFace[k])
		i := indexInt(faces, f)
		if i < 0 {
			faces, count = append(faces, f), append(count, 0)
			i = len(faces) - 1
		}
		count[i]++
	}
	x.it = saved
	return cards, faces, count
}

func indexInt(list []int, v int) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	return -1
}

// offerGroups appends action t once for every choice of min to max cards
// of its group that its checks allow.
func (s *State) offerGroups(buf []engine.Action, t int, a *action, x *ctx) []engine.Action {
	gr := a.group
	if s.checked(a, x, false) != "" {
		return buf
	}
	cards, faces, count := s.eligible(gr, x)
	m := move{t: t}
	for n := gr.min; n <= gr.max && n <= len(cards); n++ {
		engine.Multisets(count, n, func(pick []int) {
			m.npaid = len(pick)
			for i, j := range pick {
				m.paid[i] = faces[j]
			}
			x.paid = s.chosen(cards, m.paid[:m.npaid])
			if s.checked(a, x, true) == "" {
				buf = append(buf, m.action())
			}
		})
	}
	x.paid = nil
	return buf
}

// chosen are the cards of faces among cards: the first copies, in order.
func (s *State) chosen(cards []int, faces []int) []int {
	out := make([]int, 0, len(faces))
	for _, f := range faces {
		for _, k := range cards {
			if int(s.g.cardFace[k]) == f && indexInt(out, k) < 0 {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// applyGroup plays group action a with the cards m names.
func (s *State) applyGroup(a *action, x *ctx, m *move) error {
	if !a.phases[s.phase] {
		return s.refuse(refusal{"not-now"}, x, engine.Param{Name: "action", Value: a.id}, engine.Param{Name: "phase", Value: s.g.phases[s.phase]})
	}
	if key := s.checked(a, x, false); key != "" {
		return s.refuse(described(key), x)
	}
	gr := a.group
	if m.npaid < gr.min || m.npaid > gr.max {
		return s.refuseSize(gr, x, m.npaid)
	}
	cards, _, _ := s.eligible(gr, x)
	x.paid = s.chosen(cards, m.paid[:m.npaid])
	if len(x.paid) != m.npaid {
		if gr.reason != "" && s.holdsFaces(gr, x, m.paid[:m.npaid]) {
			return s.refuse(described(gr.reason), x)
		}
		return s.refuse(refusal{"not-held"}, x, engine.Param{Name: "action", Value: fmt.Sprintf("%s of %d cards", a.id, m.npaid)})
	}
	if key := s.checked(a, x, true); key != "" {
		return s.refuse(described(key), x)
	}
	s.play(a, x, nil)
	return nil
}

// holdsFaces reports whether the group's zone holds a card of each of
// faces (as many copies as named), whether or not they fit which: the
// cards are there, so a choice of them is refused by the group's reason.
func (s *State) holdsFaces(gr *group, x *ctx, faces []int) bool {
	zone := s.zones[gr.ref.one(x)]
	used := make([]bool, len(zone))
	for _, f := range faces {
		found := false
		for i, k := range zone {
			if !used[i] && int(s.g.cardFace[k]) == f {
				used[i], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// refuseSize refuses n cards chosen for group gr.
func (s *State) refuseSize(gr *group, x *ctx, n int) error {
	return s.refuse(refusal{"group-size"}, x, engine.Param{Name: "n", Value: n}, engine.Param{Name: "min", Value: gr.min}, engine.Param{Name: "max", Value: gr.max})
}

// groupString is the cards a group action chooses in words: " (A, B)".
func (s *State) groupString(act engine.Action) string {
	m := moveOf(act)
	names := make([]string, m.npaid)
	for i, f := range m.paid[:m.npaid] {
		names[i] = s.faceParamAs("", f).Value.(string)
	}
	return " (" + strings.Join(names, ", ") + ")"
}
