package ruleset

// This file reads a run of variables set to constants ("placed = 0",
// "context = 0", "outer_color = none", "turns += 1", one after the
// other) as one effect: the start of a play or of a turn resets many
// variables at once, and one call setting them all saves a call each.

// constSet is variable i set to k, or k added to it.
type constSet struct {
	i   int
	k   int64
	add bool
}

// constAssign is n as a constSet when it sets a variable to a value that
// reads nothing (or adds one to it or takes it away).
func (c *compiler) constAssign(n *node, e env) (cs constSet, ok bool) {
	if n.op != "assign" || n.args[0].op != "name" || c.readsOf(n.args[1]) != 0 {
		return constSet{}, false
	}
	name := n.args[0].s
	i := c.g.varIndex(name)
	if i < 0 || notVars[name] || name == "phase" || name == "player" {
		return constSet{}, false
	}
	var v eval
	c.again(func() { v = c.typed(n.args[1], e, c.g.vars[i].t) })
	if v == nil {
		return constSet{}, false
	}
	k, ok := valueAt(v, &ctx{card: -1, it: -1, outer: -1})
	switch n.s {
	case "=":
		return constSet{i: i, k: k}, ok
	case "+=":
		return constSet{i: i, k: k, add: true}, ok
	case "-=":
		return constSet{i: i, k: -k, add: true}, ok
	}
	return constSet{}, false
}

// fuse joins the runs of two or more effects of list that set variables
// to constants (sets[i] ok) into one effect each.
func fuse(list []stmt, sets []constSet, ok []bool) []stmt {
	var out []stmt
	for i := 0; i < len(list); {
		j := i
		for j < len(list) && ok[j] {
			j++
		}
		if j-i < 2 {
			out = append(out, list[i])
			i++
			continue
		}
		out = append(out, setConsts(sets[i:j:j]))
		i = j
	}
	return out
}

// setConsts sets each variable of run in turn; one an example's set-up
// fixed is left as it is.
func setConsts(run []constSet) stmt {
	return func(x *ctx) { setRun(x.s, run) }
}

// setRun sets each variable of run in turn, but one fixed by an
// example's set-up.
func setRun(s *State, run []constSet) {
	for _, c := range run {
		if s.frozenVars != nil && s.frozenVars[c.i] {
			continue
		}
		if c.add {
			s.vars[c.i] += c.k
		} else {
			s.vars[c.i] = c.k
		}
	}
}

// setFlat sets each variable of run in turn, as setRun does on a state
// no example fixed a variable of: the flat programs' step (fConsts),
// which runs only on such states (State.flatOn).
func setFlat(vars []int64, run []constSet) {
	for _, c := range run {
		if c.add {
			vars[c.i] += c.k
		} else {
			vars[c.i] = c.k
		}
	}
}
