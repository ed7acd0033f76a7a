package ruleset

// This file runs the [[after]] triggers in their order after an action
// where the flat programs do not run (a state an example fixed a variable
// of, a game before its first deal), skipping at once those whose
// condition, read by the phase alone at load (phaseonly.go), cannot hold
// in the phase the game is in when their turn comes. Where the flat
// programs run, the triggers run as one program (afterprog.go), which
// starts where this table says.

// tableTriggers fills g.afterFrom: for each phase ph and each trigger i
// (and one past the last), the first trigger j >= i that may hold in ph,
// len(g.after) for none, as j<<1, plus 1 when j's condition reads the
// phase alone (it holds: runAfter asks nothing). A trigger whose
// condition reads more than the phase may hold in every phase.
func (g *Game) tableTriggers() {
	n := len(g.after)
	g.afterFrom = make([]int32, len(g.phases)*(n+1))
	for ph := range g.phases {
		row := g.afterFrom[ph*(n+1) : (ph+1)*(n+1)]
		row[n] = int32(n) << 1
		for i := n - 1; i >= 0; i-- {
			switch tr := &g.after[i]; {
			case tr.phases == nil:
				row[i] = int32(i) << 1
			case tr.phases[ph]:
				row[i] = int32(i)<<1 | 1
			default:
				row[i] = row[i+1]
			}
		}
	}
}

// nextAfter is the first trigger from i (at most one past the last) on
// that may hold in the current phase, and whether the table says it
// holds (afterIn).
func (s *State) nextAfter(i int) (int, bool) { return s.g.afterIn(int(s.phase), i) }

// afterIn is the first trigger from i (at most one past the last) on
// that may hold in phase ph, and whether the table says it holds.
// Without a row for the phase (a game loaded without tableTriggers, a
// phase out of range) it is i itself, to be asked.
func (g *Game) afterIn(ph, i int) (int, bool) {
	if k := ph*(len(g.after)+1) + i; ph >= 0 && k < len(g.afterFrom) {
		e := g.afterFrom[k]
		return int(e >> 1), e&1 != 0
	}
	return i, false
}

// runAfter runs the [[after]] triggers in order, each whose condition
// holds when its turn comes, until the round or the game ends: by their
// program (afterprog.go) where the flat programs run, else by their
// closures.
func (s *State) runAfter(x *ctx) {
	if s.g.afterProg != nil && s.flatOn() {
		s.g.afterProg.run(x)
		return
	}
	after := s.g.after
	i, holds := s.nextAfter(0)
	for ; i < len(after) && !s.over && !s.endRound; i, holds = s.nextAfter(i + 1) {
		tr := &after[i]
		if !holds && !tr.holds(x) {
			continue
		}
		tr.closures(x)
		if len(s.pending) > 0 {
			s.fire()
		}
	}
}
