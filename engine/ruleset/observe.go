package ruleset

import (
	"cmp"
	"slices"

	"cardpress/engine"
)

// Observe is the state as player p sees it (engine.Observer): the cards of
// the zones p cannot see — a zone seen by nobody, another player's zone seen
// by its owner — dealt back in a canonical order, the variables p cannot
// see at their start values, no random stream.
func (s *State) Observe(p int) engine.State { return s.hide(p, nil) }

// Determinize is a state p may believe the game to be in: the cards p
// cannot see shuffled among the zones that hide them, and the variables p
// cannot see set by their guess (engine.Observer).
func (s *State) Determinize(p int, r *engine.Rand) engine.State { return s.hide(p, r) }

func (s *State) hide(p int, r *engine.Rand) *State {
	c := s.clone()
	// With decks of their own, a player's hidden cards are shuffled only
	// among that player's hidden zones: nobody's card goes into another's
	// deck. Group n holds the shared zones.
	groups := make([][][]int16, c.n+1)
	hid := make([]bool, len(c.zones))
	for i, z := range c.g.zones {
		for q := 0; q < c.n; q++ {
			if (!z.perPlayer && q > 0) || z.seen == "all" || (z.seen == "owner" && q == p) {
				continue
			}
			g := 0
			if c.g.decks {
				g = c.n
				if z.perPlayer {
					g = q
				}
			}
			groups[g] = append(groups[g], c.zones[c.zb[i]+q])
			hid[c.zb[i]+q] = true
		}
	}
	// A card lying face down in a zone p sees is hidden too: dealt among
	// its group's hidden places from a place of its own.
	down := make([]bool, len(c.where))
	fd := c.faceDownCards(p, hid, down, func(inst int) int {
		if q := c.playerOf(inst); c.g.decks && q >= 0 {
			return q
		} else if c.g.decks {
			return c.n
		}
		return 0
	}, len(groups))
	for g, cards := range fd.cards {
		if len(cards) > 0 {
			groups[g] = append(groups[g], cards)
		}
	}
	slots := c.slots(hid, down)
	for _, places := range groups {
		engine.Resample(r, cmp.Compare[int16], places...)
	}
	fd.deal(c)
	for i, z := range c.g.zones {
		for q := 0; q < c.n && (z.perPlayer || q == 0); q++ {
			for _, k := range c.zones[c.zb[i]+q] {
				c.where[k] = int16(c.zb[i] + q)
			}
		}
	}
	slots.restore(c)
	c.hideVars(p, r)
	engine.Reseed(&c.rng, r)
	return c
}

// cardSlots is what belongs to the place of a hidden card rather than to
// the card: a card variable naming it (the card drawn this turn is the top
// card of the hand, whichever it is) and the card's own variables (a
// counter on a face-down card). p knows where they are, not which card.
type cardSlots struct {
	vars []slotVar // card variables of the game or of a player
	rows []slotRow // card variables of each hidden card
}

type slotVar struct{ v, inst, at int }

type slotRow struct {
	inst, at int
	row      []int64
}

// slots records the places of the hidden cards (in a hidden zone, or
// face down: down) that variables name and the variables of every hidden
// card.
func (s *State) slots(hid, down []bool) cardSlots {
	var out cardSlots
	g := s.g
	nv := len(g.vars)
	for i, v := range s.vars {
		var t typ
		if i < nv {
			t = g.vars[i].t
		} else {
			t = g.pvars[(i-nv)%len(g.pvars)].t
		}
		if t != tCard || v < 0 || !hid[s.where[v]] && !down[v] {
			continue
		}
		inst := int(s.where[v])
		out.vars = append(out.vars, slotVar{v: i, inst: inst, at: slices.Index(s.zones[inst], int16(v))})
	}
	if stride := len(g.cvars); stride > 0 {
		for inst, z := range s.zones {
			for at, k := range z {
				if !hid[inst] && !down[k] {
					continue
				}
				row := append([]int64(nil), s.cvars[int(k)*stride:(int(k)+1)*stride]...)
				out.rows = append(out.rows, slotRow{inst: inst, at: at, row: row})
			}
		}
	}
	return out
}

// restore gives the cards now in the recorded places what was recorded.
func (cs cardSlots) restore(s *State) {
	for _, sv := range cs.vars {
		s.vars[sv.v] = int64(s.zones[sv.inst][sv.at])
	}
	stride := len(s.g.cvars)
	for _, sr := range cs.rows {
		k := int(s.zones[sr.inst][sr.at])
		copy(s.cvars[k*stride:(k+1)*stride], sr.row)
	}
}

// hideVars sets the variables p cannot see: to their start for an
// observation (r nil), else by their guess, read once every hidden one is
// at its start and the cards are dealt, or drawn at random among the
// values of their type.
func (s *State) hideVars(p int, r *engine.Rand) {
	g := s.g
	nv, np := len(g.vars), len(g.pvars)
	type at struct{ i, q int }
	var hidden []at
	for i := range g.vars {
		if g.vars[i].hidden(p, -1) {
			hidden = append(hidden, at{i, -1})
		}
	}
	for q := range s.n {
		for i := range g.pvars {
			if g.pvars[i].hidden(p, q) {
				hidden = append(hidden, at{i, q})
			}
		}
	}
	slot := func(h at) (*variable, *int64) {
		if h.q < 0 {
			return &g.vars[h.i], &s.vars[h.i]
		}
		return &g.pvars[h.i], &s.vars[nv+h.q*np+h.i]
	}
	for _, h := range hidden {
		v, val := slot(h)
		*val = v.start
	}
	if r == nil {
		return
	}
	x := &ctx{s: s, card: -1, it: -1, actor: -1}
	for _, h := range hidden {
		v, val := slot(h)
		x.p = int64(h.q)
		if v.guess != nil {
			*val = v.guess(x)
			continue
		}
		switch v.t {
		case tBool:
			*val = int64(r.Intn(2))
		case tColor:
			*val = int64(r.Intn(len(g.colors)))
		case tPlayer:
			*val = int64(r.Intn(s.n))
		case tDir:
			*val = int64(1 - 2*r.Intn(2))
		}
	}
}
