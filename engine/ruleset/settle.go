package ruleset

import (
	"slices"

	"cardpress/engine"
)

// maxSettle bounds the answers one settling plays: a description whose
// settling action never changes what its condition reads would loop.
const maxSettle = 256

// settling reports whether examples leave some answers unwritten: an
// action with settles (BlackPoker's pass, its end of the blocks).
func (g *Game) settling() bool {
	return slices.ContainsFunc(g.actions, func(a action) bool { return a.settles != nil })
}

// settle plays the answers an example leaves unwritten: while an action
// with settles may be taken now and its condition holds, the player to
// move takes it. BlackPoker's 「アリスが♦7を召喚する → アリスの場：♦7」 so lets
// Bob pass and the summon resolve. It reports whether it played any.
func (t *table) settle(s *State) bool {
	played := false
	for range maxSettle {
		if s.over || !t.settleOnce(s) {
			break
		}
		played = true
	}
	return played
}

// settleOnce plays the first settling action that holds now.
func (t *table) settleOnce(s *State) bool {
	x := &ctx{s: s, card: -1, it: -1, outer: -1}
	for i := range t.g.actions {
		a := &t.g.actions[i]
		if a.settles == nil || !a.phases[s.phase] || a.settles(x) == 0 {
			continue
		}
		if s.Apply(encode(i, 0)) == nil {
			return true
		}
	}
	return false
}

// stepSettled plays st once the answers left unwritten before it are
// played, one at a time: as soon as the player to move takes an action
// of its verb in the phase and the rules allow it (an answer on the
// stage), or when none is left (a summon of the turn player after its
// last one resolved). A step refused before and after is refused as it
// was first.
func (t *table) stepSettled(s *State, st *engine.Step) error {
	var first error
	p := slices.Index(t.players, st.Player)
	for range maxSettle {
		if p == int(s.player) && slices.ContainsFunc(t.g.actions, func(a action) bool { return a.verb == st.Verb && a.phases[s.phase] }) {
			c := s.Clone().(*State)
			err := t.step(c, st)
			if err == nil {
				*s = *c
				return nil
			}
			if first == nil {
				first = err
			}
		}
		if s.over || !t.settleOnce(s) {
			break
		}
	}
	if err := t.step(s, st); err == nil || first == nil {
		return err
	}
	return first
}
