package ruleset

// This file holds cards lying face down in a zone everyone sees:
// [card_vars.NAME] face_down = true makes a card whose variable is true
// one only its zone's player sees (nobody, in a shared zone) — BlackPoker's
// bulwarks on the field, a face-down card of any game. A search deals the
// cards a player cannot see anew among those places and the zones hidden
// from it; the place keeps the card's variables (it stays face down).

// faceDownVar reads a card variable's face_down key: true for a
// true-or-false variable whose cards lie face down while it holds.
func (r *reader) faceDownVar(vm map[string]any, p string, i int, t typ) {
	b, ok := vm["face_down"].(bool)
	if _, given := vm["face_down"]; given && !ok {
		r.valueErrorf(p+".face_down", "face_down is true or false")
		return
	}
	if !b {
		return
	}
	if t != tBool {
		r.valueErrorf(p+".face_down", "a card lies face down by a true-or-false state (type = \"bool\")")
		return
	}
	r.cp.g.downVars = append(r.cp.g.downVars, i)
}

// faceDown reports whether card k lies face down.
func (s *State) faceDown(k int) bool {
	stride := len(s.g.cvars)
	for _, v := range s.g.downVars {
		if s.cvars[k*stride+v] != 0 {
			return true
		}
	}
	return false
}

// downAt is the place of a card lying face down that p cannot see in a
// zone p sees, and the group of hidden places it is dealt among.
type downAt struct{ inst, at, group int }

// faceDownCards finds the face-down cards p cannot see in the zones p
// sees (hid false), marked in down, in the order found; groupOf is the
// group of hidden places a zone instance's cards are dealt among.
func (s *State) faceDownCards(p int, hid, down []bool, groupOf func(inst int) int) []downAt {
	if len(s.g.downVars) == 0 {
		return nil
	}
	var out []downAt
	box := s.zb[len(s.g.zones)]
	for inst, z := range s.zones[:box] {
		if hid[inst] || s.playerOf(inst) == p {
			continue
		}
		for at, k := range z {
			if s.faceDown(int(k)) {
				down[k] = true
				out = append(out, downAt{inst, at, groupOf(inst)})
			}
		}
	}
	return out
}
