package ruleset

import "slices"

// This file splits an action's checks for LegalActions, which asks them
// of every card in the hand (or every value of a choice): the part of a
// condition that reads neither the card nor the choice is read once for
// all of them. "phase != 'follow' || any(hand, it == card && …)" holds
// for every card outside the follow phase, and its any is not read; the
// cards are asked only what depends on them.

// split gives check ch its parts pre and rest when its condition src is
// a run of ||, or of &&, some of whose terms read no card or choice:
// pre joins those, rest the others (nil when none). A condition that
// reads no card or choice at all is its own pre.
func (c *compiler) split(ch *check, src string, e env) {
	n, err := c.parse(src, false)
	if err != nil {
		return
	}
	c.phaseDecided(ch, n, e)
	c.gatesOf(ch, n, e)
	if c.readsOf(n)&(perItem|rRandom) == 0 {
		ch.pre, ch.test = ch.cond, c.testOf(n, e)
		return
	}
	if e.card {
		if ch.set, ch.setByPhase = c.setOfConst(n, e); ch.set == nil {
			ch.passCond = c.passOf(n, e)
		}
	}
	if e.choice != tBad {
		ch.mask = c.maskOf(n, e)
	}
	if n.op != "binary" || n.s != "||" && n.s != "&&" {
		return
	}
	var fixed, varied []*node
	for _, t := range operands(n, n.s) {
		if c.readsOf(t)&(perItem|rRandom) == 0 {
			fixed = append(fixed, t)
		} else {
			varied = append(varied, t)
		}
	}
	if len(fixed) == 0 {
		return
	}
	rest := join(varied, n.s)
	c.again(func() {
		ch.pre = c.typed(join(fixed, n.s), e, tBool)
		ch.rest = c.typed(rest, e, tBool)
	})
	if ch.pre == nil || ch.rest == nil {
		ch.pre, ch.rest = nil, nil
		return
	}
	ch.test = c.testOf(join(fixed, n.s), e)
	ch.and = n.s == "&&"
	if !slices.ContainsFunc(fixed, func(t *node) bool { return !phaseOnly(t) }) {
		ch.preByPhase = c.g.byPhaseOf(ch.pre)
	}
	if e.card {
		if ch.restSet = c.setOf(rest, e); ch.restSet == nil {
			ch.restPassCond = c.passOf(rest, e)
		}
	}
	if e.choice != tBad {
		ch.restMask = c.maskOf(rest, e)
	}
}

// inPhase is ch as LegalActions asks it in phase ph: when its pre reads
// the phase alone and leaves rest to decide there (a || b with a false,
// a && b with a true: "phase == 'follow' || matches" outside the follow
// phase), a check of rest alone, its pre not read again at each listing;
// else ch. LegalActions asks a check only in the phases its pre leaves
// open (phaseDecided), so the pre's test here is a guard no listing
// trips: without it a caller asking another phase would get rest alone.
func (ch *check) inPhase(ph int) *check {
	if ch.preByPhase == nil || ch.preByPhase[ph] != ch.and || ch.rest == nil {
		return ch
	}
	return &check{cond: ch.rest, key: ch.key, paid: ch.paid, target: ch.target, names: ch.names, set: ch.restSet, mask: ch.restMask, passCond: ch.restPassCond}
}

// passOf is the terms of condition n's || that read nothing but the
// card's catalog values ("!card.rules.follow.required" of
// "!card.rules.follow.required || any(hand, …)"), joined: where they
// hold, n holds whatever its other terms read. nil when no term is such,
// or n draws at random (hoisted may leave it unread).
func (c *compiler) passOf(n *node, e env) eval {
	if c.drawsRandom(n) {
		return nil
	}
	var terms []*node
	for _, t := range operands(n, "||") {
		if src, ok := c.faceOf(t, e, 0); ok && src == "card" {
			terms = append(terms, t)
		}
	}
	if len(terms) == 0 {
		return nil
	}
	var f eval
	c.again(func() { f = c.typed(join(terms, "||"), e, tBool) })
	return f
}

// passFaces gives ch its pass, the faces its passCond holds for, once; none
// when passCond cannot be read without a state after all.
func (g *Game) passFaces(ch *check) {
	if ch.passCond == nil || ch.pass != nil {
		return
	}
	var set faceSet
	x := &ctx{s: &State{g: g}, it: -1, outer: -1}
	for k, f := range g.cardFace {
		x.card = k
		v, ok := valueAt(ch.passCond, x)
		if !ok {
			ch.passCond = nil
			return
		}
		if v != 0 {
			set.add(int(f))
		}
	}
	ch.pass = &set
}

// operands are the operands of a run of operator op: a, b and c of
// a || b || c.
func operands(n *node, op string) []*node {
	if n.op != "binary" || n.s != op {
		return []*node{n}
	}
	return append(operands(n.args[0], op), operands(n.args[1], op)...)
}

// join is terms joined by op again.
func join(terms []*node, op string) *node {
	n := terms[0]
	for _, t := range terms[1:] {
		n = &node{op: "binary", s: op, args: []*node{n, t}, off: t.off}
	}
	return n
}

// again compiles once more what has compiled without a problem (a part
// of it), leaving no trace: no problem and no rules key read twice.
func (c *compiler) again(f func()) {
	errs, rr := len(c.errs), len(c.ruleReads)
	paid, target := c.readsPaid, c.readsTarget
	f()
	c.errs, c.ruleReads = c.errs[:errs], c.ruleReads[:rr]
	c.readsPaid, c.readsTarget = paid, target
}

// foldListed makes a's listFaces and listAsk from ask: a check whose
// set of faces depends on nothing but the card's catalog values and the
// phase narrows which's set of that phase at load, and is not asked when
// LegalActions lists a plain card action (Windia War's "!card.icons.tableau",
// "phase != 'follow' || nth_color(card, 0) != none"). It holds for a face
// exactly when the face is in its set, so the listing is the same. A
// check read after the cost or of the target is left as it is.
func (a *action) foldListed() {
	a.listAsk = a.ask
	if a.whichByPhase == nil {
		return
	}
	a.listFaces = slices.Clone(a.whichByPhase)
	a.listAsk = make([][]int, len(a.ask))
	for ph, ask := range a.ask {
		for _, i := range ask {
			ch := &a.checks[i]
			if ch.setByPhase != nil && !ch.paid && !ch.target {
				a.listFaces[ph].and(&ch.setByPhase[ph])
				continue
			}
			a.listAsk[ph] = append(a.listAsk[ph], i)
		}
	}
}

// hoisted are the conditions of checks (a listing's: its action's
// listAsk's or ask's of the phase) left to ask of each card or choice
// once those that read neither are read; ok is false when one of those
// fails, so that the action offers nothing. The checks the phase decides
// are not asked (phaseonly.go). The list is the state's scratch
// one, good until the next call. A card action with a set of faces is
// asked by hoistedFaces.
//
// When values is not nil, a check that has a set of the choice's values
// narrows values to it (choiceset.go).
func (s *State) hoisted(checks []*check, x *ctx, values *choiceSet) (rest []eval, ok bool) {
	rest = s.rest[:0]
	for _, ch := range checks {
		f, mask := ch.cond, ch.mask
		if ch.pre != nil {
			if fails, left := ch.preLeaves(ch.pre(x) != 0); fails {
				return nil, false
			} else if !left {
				continue
			}
			f, mask = ch.rest, ch.restMask
		}
		if values != nil && mask != nil {
			if *values &= mask(x); *values == 0 {
				return nil, false
			}
			continue
		}
		rest = append(rest, f)
	}
	s.rest = rest
	return rest, true
}

// hoistedFaces is hoisted for a card action whose faces are cand (which's
// set and those of the checks of the phase alone, faceset.go): a check
// that has a set of faces narrows cand to it instead of joining the
// list, and one whose terms read only the card's catalog values hold
// for every face of cand (pass) is not asked. Apart from hoisted, with
// fewer values to keep across the checks' calls.
func (s *State) hoistedFaces(checks []*check, x *ctx, cand *faceSet) (rest []eval, ok bool) {
	n := 0 // the conditions left, in s.rest: one count kept across the calls, not a slice
	for i := 0; i < len(checks); i++ {
		ch := checks[i]
		set := ch.set
		if ch.pre != nil {
			// the pre's first term read in line where it decides (in a
			// function, the call cost what the test saves)
			var h bool
			if t := &ch.test; !t.on {
				h = ch.pre(x) != 0
			} else if h = t.holds(s); !t.whole && h == t.and {
				h = t.rest(x) != 0
			}
			if fails, left := ch.preLeaves(h); fails {
				return nil, false
			} else if !left {
				continue
			}
			if set = ch.restSet; set == nil {
				s.rest = append(s.rest[:n], ch.rest)
				n++
				continue
			}
		} else if set == nil {
			if ch.pass == nil || !cand.within(ch.pass) {
				s.rest = append(s.rest[:n], ch.cond)
				n++
			} // else it holds for every face the action may offer
			continue
		}
		t := set(x)
		if cand.and(&t); cand.empty() {
			return nil, false
		}
	}
	return s.rest[:n], true
}

// preLeaves is what ch's pre, read once for every card or choice
// (holds), leaves: fails, the check fails whatever the card or choice;
// rest, its rest decides (a && b with a true, a || b with a false);
// neither, it holds whatever them.
func (ch *check) preLeaves(holds bool) (fails, rest bool) {
	if ch.and != holds {
		return ch.and, false // a && b with a false; a || b with a true
	}
	if ch.rest == nil {
		return !ch.and, false
	}
	return false, true
}

// holds reports whether every condition of list holds.
func holds(list []eval, x *ctx) bool {
	for _, f := range list {
		if f(x) == 0 {
			return false
		}
	}
	return true
}
