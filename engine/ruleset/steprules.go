package ruleset

import (
	"slices"
	"strconv"

	"cardpress/engine"
)

// This file holds what a description says of an example's step of
// several cards, one play (a card and the follow-ups it allows):
// the action that ends the play once the step's cards are placed
// (ends_step = true), and the rules a card written after the one that
// ended the play is refused by (ended = [{ when, reason }]: 「アリスは赤５・
// 赤６を出せない：数字カードは１枚ずつしか出せない」). A check of require or
// ended may name cards besides the card played (cards = ["last",
// "ctx_card"]), for a reason that names them (a card that may only end
// the play of another, naming both).

// checkNames reads a check's cards: card expressions its refusal names.
// A card id (a variable of type "id": the card a card is played as)
// names its card too.
func (r *reader) checkNames(cm map[string]any, ip string, e env) []nameRef {
	var out []nameRef
	for i, src := range r.strs(cm, ip, "cards") {
		if f, id := r.cp.cardOrID(ip+".cards."+strconv.Itoa(i), src, e); f != nil {
			out = append(out, nameRef{f, id})
		}
	}
	return out
}

// cardOrID compiles the text at path as a card or a card id (id).
func (c *compiler) cardOrID(path, src string, e env) (eval, bool) {
	c.path = path
	n, err := c.parse(src, false)
	if err != nil {
		c.syntax(err)
		return nil, false
	}
	f, t := c.expr(n, e)
	if f == nil {
		return nil, false
	}
	if t != tCard && t != tEntry {
		c.errorf(start(n), "a card or a card id is wanted here, this is %s", t)
		return nil, false
	}
	return f, t == tEntry
}

// nameRef is a card a refusal names: a card, or a card id (id).
type nameRef struct {
	of eval
	id bool
}

// namedParam is the parameter naming the card n evaluates to at x,
// false for none.
func (s *State) namedParam(n nameRef, x *ctx) (engine.Param, bool) {
	k := n.of(x)
	switch {
	case k < 0:
		return engine.Param{}, false
	case n.id:
		e := s.g.cat.Cards[k]
		return engine.Param{Name: "named", Value: e.Name, Entries: []string{e.ID}}, true
	}
	return s.faceParamAs("named", int(s.g.cardFace[k])), true
}

// refuseCheck refuses action a by its check of key, naming the cards its
// cards name besides the card played.
func (s *State) refuseCheck(a *action, x *ctx, key string) error {
	return s.refuseBy(a.checks, x, key)
}

// refuseBy refuses by the first check of list with key.
func (s *State) refuseBy(list []check, x *ctx, key string) error {
	var more []engine.Param
	if i := slices.IndexFunc(list, func(c check) bool { return c.key == key }); i >= 0 {
		for _, n := range list[i].names {
			if p, ok := s.namedParam(n, x); ok {
				more = append(more, p)
			}
		}
	}
	return s.refuse(described(key), x, more...)
}

// endStep takes the action that ends a play (ends_step) once a step's
// cards are placed, when the rules allow it now: the step's play is
// over. It reports whether it did.
func (t *table) endStep(s *State) bool {
	for i := range t.g.actions {
		if a := &t.g.actions[i]; a.endsStep && a.phases[s.phase] {
			if s.Apply(encode(i, 0)) == nil {
				return true
			}
		}
	}
	return false
}

// ended refuses the card ref written after the card that ended the play
// (the step's player p no longer moves, or a new play would start) by the
// ended rules of the first action of acts that has them, read as p's (the
// card from p's hand, hand in them p's); nil when none refuses.
func (t *table) ended(s *State, acts []int, ref *engine.CardRef, p int) error {
	for _, i := range acts {
		a := &t.g.actions[i]
		if len(a.ended) == 0 {
			continue
		}
		mover := s.player
		s.setPlayer(int64(p))
		defer func() { s.setPlayer(mover) }()
		x := &ctx{s: s, card: -1, it: -1, actor: p}
		if a.zone >= 0 {
			for _, c := range s.zones[s.handOf(a.zone)] {
				if t.g.faces[t.g.cardFace[c]].card.Is(ref) {
					x.card = int(c)
					break
				}
			}
		}
		for _, c := range a.ended {
			if c.cond(x) == 0 {
				return s.refuseBy(a.ended, x, c.key)
			}
		}
		return nil
	}
	return nil
}

// notThere is the rule a step naming a card its zone does not hold is
// refused by: the action's missing ("search-pick/not-there": no such
// dead card to pick), else not-held.
func (a *action) notThere() refusal {
	if a.missing != "" {
		return described(a.missing)
	}
	return refusal{"not-held"}
}
