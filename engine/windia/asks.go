package windia

import (
	"cardpress/engine"
)

// asks is the set of choice kinds card c can ever ask for, whatever the
// state: a declare card can act as any card, so it asks what any can.
// A step's choices are checked against it before the step is played, so a
// choice no card of the step could use is an error (engine.Unused) even
// when the step is refused before reaching it.
func (g *Game) asks(c uint8) uint64 {
	in := g.info[c]
	if in.flags&fDeclare != 0 {
		m := uint64(1)<<engine.ChoiceAs | 1<<engine.ChoiceColor
		for k := range g.rules {
			m |= kindAsks(&g.rules[k])
		}
		return m
	}
	m := kindAsks(&g.rules[in.kind])
	if in.flags&(fWild|fTwoColor) != 0 {
		m |= 1 << engine.ChoiceColor
	}
	return m
}

// kindAsks is the set of choice kinds a card of rules r asks for.
func kindAsks(r *rule) uint64 {
	var m uint64
	set := func(on bool, k engine.ChoiceKind) {
		if on {
			m |= 1 << k
		}
	}
	set(r.is(opReplacesColor), engine.ChoiceColor)
	set(r.turnOpts != 0, engine.ChoiceOption)
	set(r.is(opTargetChosen) || r.is(opProtect) && r.protectTo == toChosen, engine.ChoicePlayer)
	set(r.redraw > 0, engine.ChoiceRedraw)
	set(r.is(opSearch), engine.ChoiceCard)
	return m
}

// unasked is the error of a step of cards (plays, lays) writing a choice
// none of its cards can ask for; nil when each could be asked.
func (t *table) unasked(st *engine.Step, queue []*engine.Choice) error {
	var m uint64
	for _, ref := range st.Cards {
		for i := range t.d.Cards {
			if t.d.Cards[i].Entry.ID == ref.Entry {
				m |= t.s.g.asks(uint8(i))
			}
		}
	}
	for _, ch := range queue {
		if m&(1<<ch.Kind) == 0 {
			return &engine.Unused{Words: ch.Text, Key: "asks/" + ch.Kind.Key(), Messages: messages}
		}
	}
	return nil
}
