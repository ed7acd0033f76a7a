package ruleset

// This file reads the conditions, and the parts of conditions, that test
// nothing but the phase ("phase == 'placed'", "phase != 'follow' || …")
// once per phase at load: after every action each [[after]] trigger is
// then a look-up by the phase, not a condition asked; and LegalActions
// asks an action in a phase only the checks the phase does not decide.

// byPhaseOnly is condition f, compiled from src, by phase index when it
// reads nothing but the phase and names of phases (==, !=, !, &&, ||);
// nil otherwise.
func (g *Game) byPhaseOnly(src string, f eval) []bool {
	n, err := parseExpr(src)
	if err != nil || !phaseOnly(n) {
		return nil
	}
	return g.byPhaseOf(f)
}

// byPhaseOf is f, which reads nothing but the phase, by phase index; nil
// when it cannot be read without a state after all.
func (g *Game) byPhaseOf(f eval) []bool {
	return byPhase(g, func(x *ctx) bool { return f(x) != 0 })
}

// byPhase is f read in each phase of an empty state, by phase index; nil
// when f cannot be read without a state after all (it panics there).
func byPhase[T any](g *Game, f func(x *ctx) T) (table []T) {
	defer func() {
		if recover() != nil {
			table = nil
		}
	}()
	table = make([]T, len(g.phases))
	s := &State{g: g}
	x := &ctx{s: s, card: -1, it: -1, outer: -1}
	for ph := range table {
		s.phase = int64(ph)
		table[ph] = f(x)
	}
	return table
}

// phaseOnly reports whether n is made of the phase, strings (the names
// of phases), comparisons and the logical operators alone.
func phaseOnly(n *node) bool {
	switch {
	case n.op == "name":
		return n.s == "phase"
	case n.op == "str":
		return true
	case n.op == "unary" && n.s == "!",
		n.op == "binary" && (n.s == "==" || n.s == "!=" || n.s == "&&" || n.s == "||"):
		for _, a := range n.args {
			if !phaseOnly(a) {
				return false
			}
		}
		return true
	}
	return false
}

// holds reports whether the trigger's condition holds at x.
func (tr *trigger) holds(x *ctx) bool {
	if ph := int(x.s.phase); tr.phases != nil && ph >= 0 && ph < len(tr.phases) {
		return tr.phases[ph]
	}
	return tr.when(x) != 0
}

// Which checks a phase decides: a check is asked, holds whatever else is
// true, or fails whatever else is true.
const (
	askIt int8 = iota
	phaseHolds
	phaseFails
)

// phaseDecided gives check ch, whose condition is n, what each phase
// decides of it: a condition of the phase alone, or a run of || (or of
// &&) one of whose terms is. nil when no phase decides it.
func (c *compiler) phaseDecided(ch *check, n *node, e env) {
	op := "||"
	if n.op == "binary" && n.s == "&&" {
		op = "&&"
	}
	out := make([]int8, len(c.g.phases))
	decided := false
	for _, t := range operands(n, op) {
		if !phaseOnly(t) {
			continue
		}
		var f eval
		c.again(func() { f = c.typed(t, e, tBool) })
		if f == nil {
			continue
		}
		by := c.g.byPhaseOf(f)
		for ph, v := range by {
			switch {
			case op == "||" && v:
				out[ph] = phaseHolds
			case op == "&&" && !v:
				out[ph] = phaseFails
			}
		}
		if by != nil && len(operands(n, op)) == 1 {
			// The condition is the phase's alone: false fails it too.
			for ph, v := range by {
				if !v {
					out[ph] = phaseFails
				}
			}
		}
		decided = decided || by != nil
	}
	if decided {
		ch.byPhase = out
	}
}

// listChecks finds, for each action and each phase it may be taken in,
// the checks LegalActions asks (those the phase does not decide), and
// leaves out of the phase's actions one a check fails in that phase.
func (g *Game) listChecks() {
	g.byPhase = make([][]int, len(g.phases))
	for t := range g.actions {
		a := &g.actions[t]
		a.ask, a.listed = make([][]int, len(g.phases)), make([]bool, len(g.phases))
	phases:
		for ph, ok := range a.phases {
			if !ok {
				continue
			}
			for i := range a.checks {
				switch ch := &a.checks[i]; {
				case ch.byPhase == nil || ch.byPhase[ph] == askIt:
					a.ask[ph] = append(a.ask[ph], i)
				case ch.byPhase[ph] == phaseFails:
					continue phases
				}
			}
			g.byPhase[ph] = append(g.byPhase[ph], t)
			a.listed[ph] = true
		}
		a.foldListed() // checksplit.go
	}
	g.makeListings() // phaselisting.go
}

// passes reports whether every check of a that the phase does not decide
// holds (those read after the cost is paid, or those before it): in a
// phase a is listed in (a.listed), the others hold by the phase. Only
// the first check that fails needs the whole list, in order (checked).
func (s *State) passes(a *action, x *ctx, paid bool) bool {
	for _, i := range a.ask[s.phase] {
		if c := &a.checks[i]; c.paid == paid && c.cond(x) == 0 {
			return false
		}
	}
	return true
}
