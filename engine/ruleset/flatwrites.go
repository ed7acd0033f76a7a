package ruleset

import "slices"

// flatWrites is what an effect run as its closure (fStmt, fStmtZ,
// fStmtM) may write, told at compile time so the threading
// (flatthread.go) keeps the facts it does not touch: Windia War's
// move(card, discard) between two tests of the phase leaves the phase
// known. A write it does not describe is a write of everything: writes
// gives nil for an effect it does not know.
type flatWrites struct {
	vars  []int32 // the variables it may set
	pvars []int32 // the player's variables it may set, of any player
	mover bool    // it may set the player to move
	phase bool    // it may enter a phase (which sets [[on]] triggers off)
	cards bool    // it may move cards
	fires bool    // it may set [[on]] triggers of zones off (a move, where the game has any)
	halt  bool    // it may end the round or the game
}

// drops reports whether a fact on k may no longer hold after the effect.
func (w *flatWrites) drops(k flatKey) bool {
	switch k.src {
	case sVar, sFace, sEntry: // the variable, and a catalog value of the card it holds
		return slices.Contains(w.vars, k.i)
	case sPVar:
		return w.mover || slices.Contains(w.pvars, k.i)
	case sPlayer:
		return w.mover
	case sCount:
		return w.mover || w.cards
	case sPhase:
		return w.phase
	case sPending:
		return w.phase || w.fires
	case sHalt:
		return w.halt
	case sCardT: // the action's card: no effect changes it
		return false
	}
	return true
}

// writes is what effect n may write, nil for what it does not know
// (everything).
func (c *compiler) writes(n *node) *flatWrites {
	w := &flatWrites{}
	if !c.addWrites(w, n) {
		return nil
	}
	return w
}

// addWrites adds what n may write to w; false when it does not know.
// Expressions write nothing (a random draw moves only the generator).
func (c *compiler) addWrites(w *flatWrites, n *node) bool {
	switch {
	case n == nil:
		return true
	case n.op == "if":
		return c.addWrites(w, n.args[1]) && (len(n.args) < 3 || c.addWrites(w, n.args[2]))
	case n.op == "assign":
		return c.assignWrites(w, n.args[0])
	case n.op != "call":
		return false
	}
	switch n.s {
	case "do":
		for _, a := range n.args {
			if !c.addWrites(w, a) {
				return false
			}
		}
		return true
	case "each_player":
		return len(n.args) == 1 && c.addWrites(w, n.args[0])
	case "each_card":
		return len(n.args) == 2 && c.addWrites(w, n.args[1])
	case "move", "move_top", "move_pile", "move_under", "shuffle", "turn_up":
		c.moves(w)
		return true
	case "end_round", "win":
		w.halt = true
		return true
	}
	return false
}

// assignWrites adds what an assignment to lhs writes to w, as
// compiler.assign reads lhs.
func (c *compiler) assignWrites(w *flatWrites, lhs *node) bool {
	switch {
	case lhs.op == "name" && lhs.s == "phase":
		w.phase = true
	case lhs.op == "name" && lhs.s == "player":
		w.mover = true
	case lhs.op == "name" && c.g.varIndex(lhs.s) >= 0:
		w.vars = append(w.vars, int32(c.g.varIndex(lhs.s)))
	case lhs.op == "index" && lhs.args[0].op == "name" && c.g.pvarIndex(lhs.args[0].s) >= 0:
		w.pvars = append(w.pvars, int32(c.g.pvarIndex(lhs.args[0].s)))
	case lhs.op == "member" && c.g.cvarIndex(lhs.s) >= 0:
		// a card's variable: no fact reads one
	default:
		return false
	}
	return true
}

// moves adds to w that cards move: a move sets off the [[on]] triggers
// of the zones it leaves and enters, and of a zone it empties that is
// refreshed (State.moved), none in a game without such triggers (Windia
// War): there the triggers set off are known after a move.
func (c *compiler) moves(w *flatWrites) {
	w.cards = true
	w.fires = w.fires || slices.ContainsFunc(c.g.on, func(tr zoneTrigger) bool { return tr.phase < 0 })
}
