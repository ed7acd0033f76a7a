package ruleset

import (
	"slices"

	"cardpress/engine"
)

// Observe is the state as player p sees it (engine.Observer): the cards of
// the zones p cannot see — a zone seen by nobody, another player's zone seen
// by its owner — dealt back in a canonical order, the variables p cannot
// see at their start values, no random stream.
func (s *State) Observe(p int) engine.State { return s.dealing(p).deal(nil, nil) }

// Determinize is a state p may believe the game to be in: the cards p
// cannot see shuffled among the zones that hide them, and the variables p
// cannot see set by their guess (engine.Observer).
func (s *State) Determinize(p int, r *engine.Rand) engine.State { return s.dealing(p).deal(nil, r) }

// Determinizer deals many determinizations of s for p, as a search asks
// one per iteration: the function gives what Determinize(p, r) gives for
// the same stream, made in the memory of into (a state it gave before
// that is no longer needed; nil for new memory). Which places hide which
// cards is found once, not at every call; s must not change while the
// function is in use.
func (s *State) Determinizer(p int) func(into engine.State, r *engine.Rand) engine.State {
	d := s.dealing(p)
	return func(into engine.State, r *engine.Rand) engine.State {
		st, _ := into.(*State)
		return d.deal(st, r)
	}
}

// dealing is what hiding s from player p takes, found from s once: the
// cards of each group of hidden places, sorted (so that a deal depends
// on which cards are hidden, not on where they truly are), the places
// they are dealt to in order, what belongs to those places (slots) and
// the variables p cannot see.
type dealing struct {
	s      *State
	p      int
	groups []dealGroup
	slots  cardSlots
	vars   []hiddenVar
	buf    []int16
}

// dealGroup is one group of hidden places: its cards, sorted, and the
// places they are dealt to, in order — each hidden zone bottom first,
// then the face-down places in the order found.
type dealGroup struct {
	cards []int16
	to    []place
}

type place struct{ inst, at int32 }

func (s *State) dealing(p int) *dealing {
	// With decks of their own, a player's hidden cards are shuffled only
	// among that player's hidden zones: nobody's card goes into another's
	// deck. Group n holds the shared zones.
	d := &dealing{s: s, p: p, groups: make([]dealGroup, s.n+1)}
	hid := make([]bool, len(s.zones))
	for i, z := range s.g.zones {
		for q := 0; q < s.n; q++ {
			if (!z.perPlayer && q > 0) || z.seen == "all" || (z.seen == "owner" && q == p) {
				continue
			}
			g := 0
			if s.g.decks {
				g = s.n
				if z.perPlayer {
					g = q
				}
			}
			inst := s.zb[i] + q
			d.groups[g].add(inst, s.zones[inst])
			hid[inst] = true
		}
	}
	// A card lying face down in a zone p sees is hidden too: dealt among
	// its group's hidden places from a place of its own.
	down := make([]bool, len(s.where))
	fd := s.faceDownCards(p, hid, down, func(inst int) int {
		if q := s.playerOf(inst); s.g.decks && q >= 0 {
			return q
		} else if s.g.decks {
			return s.n
		}
		return 0
	})
	for _, at := range fd {
		g := &d.groups[at.group]
		g.cards = append(g.cards, s.zones[at.inst][at.at])
		g.to = append(g.to, place{int32(at.inst), int32(at.at)})
	}
	for i := range d.groups {
		slices.Sort(d.groups[i].cards)
	}
	d.slots = s.slots(hid, down)
	d.vars = s.hiddenVars(p)
	return d
}

// add puts the cards of zone instance inst into the group, and its
// places.
func (g *dealGroup) add(inst int, cards []int16) {
	for at, k := range cards {
		g.cards = append(g.cards, k)
		g.to = append(g.to, place{int32(inst), int32(at)})
	}
}

// deal is a copy of s, in into's memory when it can, with each group's
// cards shuffled with r (left sorted when r is nil: an observation) and
// dealt to its places; then what belongs to the places, the hidden
// variables and the random stream (engine.Resample, engine.Reseed).
func (d *dealing) deal(into *State, r *engine.Rand) *State {
	c := d.s.cloneInto(into)
	for _, g := range d.groups {
		d.buf = append(d.buf[:0], g.cards...)
		if r != nil {
			engine.Shuffle(r, d.buf)
		}
		for i, pl := range g.to {
			k := d.buf[i]
			c.zones[pl.inst][pl.at] = k
			c.where[k] = int16(pl.inst)
		}
	}
	d.slots.restore(c)
	c.hideVars(d.vars, r)
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

// hiddenVar is a variable p cannot see: a game's (q -1) or player q's.
type hiddenVar struct{ i, q int }

// hiddenVars are the variables p cannot see.
func (s *State) hiddenVars(p int) []hiddenVar {
	g := s.g
	var hidden []hiddenVar
	for i := range g.vars {
		if g.vars[i].hidden(p, -1) {
			hidden = append(hidden, hiddenVar{i, -1})
		}
	}
	for q := range s.n {
		for i := range g.pvars {
			if g.pvars[i].hidden(p, q) {
				hidden = append(hidden, hiddenVar{i, q})
			}
		}
	}
	return hidden
}

// hideVars sets the variables hidden from the player: to their start for
// an observation (r nil), else by their guess, read once every hidden one
// is at its start and the cards are dealt, or drawn at random among the
// values of their type.
func (s *State) hideVars(hidden []hiddenVar, r *engine.Rand) {
	g := s.g
	nv, np := len(g.vars), len(g.pvars)
	slot := func(h hiddenVar) (*variable, *int64) {
		if h.q < 0 {
			return &g.vars[h.i], &s.vars[h.i]
		}
		return &g.pvars[h.i], &s.vars[nv+h.q*np+h.i]
	}
	for _, h := range hidden {
		v, val := slot(h)
		*val = v.start
	}
	if r == nil || len(hidden) == 0 {
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
