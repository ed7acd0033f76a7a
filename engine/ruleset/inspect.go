package ruleset

import "slices"

// This file lets tests and tools read a game in progress by the names its
// description declares: a zone's cards, a variable, a card's variable.

// Cards are the printed names of the cards of player p's zone (the
// shared one's for a shared zone), top first; nil for an unknown zone.
func (s *State) Cards(zone string, p int) []string {
	inst := s.instance(zone, p)
	if inst < 0 {
		return nil
	}
	out := make([]string, 0, len(s.zones[inst]))
	for _, k := range slices.Backward(s.zones[inst]) {
		out = append(out, s.g.faces[s.g.cardFace[k]].card.Name)
	}
	return out
}

// CardVars are the values of the card variables names of each card of
// player p's zone, top first.
func (s *State) CardVars(zone string, p int, names ...string) [][]int64 {
	inst := s.instance(zone, p)
	if inst < 0 {
		return nil
	}
	var out [][]int64
	for _, k := range slices.Backward(s.zones[inst]) {
		row := make([]int64, len(names))
		for i, n := range names {
			if v := s.g.cvarIndex(n); v >= 0 {
				row[i] = s.cvars[int(k)*len(s.g.cvars)+v]
			}
		}
		out = append(out, row)
	}
	return out
}

// Var is the value of a game's variable, or of player p's variable; -1
// is none.
func (s *State) Var(name string, p int) int64 {
	if i := s.g.varIndex(name); i >= 0 {
		return s.vars[i]
	}
	if i := s.g.pvarIndex(name); i >= 0 && p >= 0 && p < s.n {
		return s.vars[s.g.playerVar(p, i)]
	}
	return -1
}

// Phase is the name of the phase the player to move decides in.
func (s *State) Phase() string { return s.g.phases[s.phase] }

func (s *State) instance(zone string, p int) int {
	z := s.g.zoneIndex(zone)
	switch {
	case z < 0:
		return -1
	case s.g.zones[z].perPlayer:
		if p < 0 || p >= s.n {
			return -1
		}
		return s.zb[z] + p
	}
	return s.zb[z]
}
