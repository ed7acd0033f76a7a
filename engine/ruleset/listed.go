package ruleset

import "cardpress/engine"

// This file keeps what LegalActions found for Apply: in self-play the
// action applied is nearly always one LegalActions has just listed on
// the same state, whose checks it has just asked. Apply plays such an
// action without asking them again (play.go).

// listed is an action LegalActions offered that Apply may play without
// its checks: a card action aimed at nothing and paying nothing, with
// the copy of the card whose checks held, a choice or an action of
// neither. Actions aimed at a card, paid for or of a group are not kept.
type listed struct {
	act  engine.Action
	card int16 // -1 for an action without a card
}

// listedCache is the state's list of the actions LegalActions offered
// (ok) since nothing changed it: Apply clears ok before it plays, and a
// copy of the state starts with none. Only a state a dealer dealt
// keeps one (self-play): an example's table is changed between steps
// by its settings, which LegalActions would not know.
type listedCache struct {
	on   bool // a dealt state: LegalActions fills the list
	ok   bool
	list []listed
}

// start empties the list for a new LegalActions.
func (l *listedCache) start() {
	l.ok = false
	l.list = l.list[:0]
}

// add records act, offered on card (-1 for none).
func (l *listedCache) add(act engine.Action, card int) {
	if l.on {
		l.list = append(l.list, listed{act, int16(card)})
	}
}

// find is the entry of act while the list holds, nil otherwise; it
// clears the list, which the action is about to make stale.
func (l *listedCache) find(act engine.Action) *listed {
	if !l.ok {
		return nil
	}
	l.ok = false
	for i := range l.list {
		if l.list[i].act == act {
			return &l.list[i]
		}
	}
	return nil
}
