package ruleset

// This file reads a trigger's condition that tests nothing but the phase
// ("phase == 'placed'") once per phase at load: after every action each
// [[after]] trigger is then a look-up by the phase, not a condition
// asked.

// byPhaseOnly is condition f, compiled from src, by phase index when it
// reads nothing but the phase and names of phases (==, !=, !, &&, ||);
// nil otherwise.
func (g *Game) byPhaseOnly(src string, f eval) []bool {
	n, err := parseExpr(src)
	if err != nil || !phaseOnly(n) {
		return nil
	}
	out := make([]bool, len(g.phases))
	s := &State{g: g}
	x := &ctx{s: s, card: -1, it: -1, outer: -1}
	for ph := range out {
		s.phase = int64(ph)
		v, ok := valueAt(f, x)
		if !ok {
			return nil
		}
		out[ph] = v != 0
	}
	return out
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
