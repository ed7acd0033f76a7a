package ruleset

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"cardpress/engine"
)

// State is a game of a rules description in progress: the cards of every
// zone, the variables, the player to move and the phase. It implements
// engine.State, engine.Hands and engine.Invariants.
type State struct {
	g     *Game
	n     int
	zb    []int     // first zone instance of each zone; zb[len(zones)] is the box
	zones [][]int16 // cards by zone instance, bottom first
	where []int16   // the zone instance of each card
	vars  []int64   // global variables, then each player's
	cvars []int64   // each card's variables, card by card
	// player is the player to move, phase the phase (index in g.phases).
	player, phase int64
	// pv is where the player to move's variables start in vars (those of
	// player 0 while player is -1): a step reading or setting one adds
	// the variable's index to it. setPlayer keeps it with player.
	pv       int
	drawn    []int32 // cards each player drew into the hand
	over     bool
	winner   int
	endRound bool
	rounds   int
	oneRound bool // the game ends with its first round (self-play without --match)
	// dealByStep: a round that ends waits for an example's step to deal
	// the next (engine.Form.Deals); self-play deals it at once.
	dealByStep bool
	waiting    bool // the round ended and waits for that step
	rng        engine.Rand
	// handLo and handN are the hand's first zone instance and how many
	// it has, deckLo and deckN the deck zone's (0 without one): count's
	// two range tests, set with zb at newState.
	handLo, deckLo int
	handN, deckN   uint
	// frozen are the zone instances and variables an example set, which
	// the set-up must leave as they are; nil outside an example's set-up.
	frozen     []bool
	frozenVars []bool
	// pending are the zone and phase triggers a move or a phase's start
	// set off, to run once the effect under way is done.
	pending []fired
	// by is the player taking an action out of turn plus one (an
	// example's step of an action any player may take), 0 for the player
	// to move.
	by int
	// named marks the cards an example's settings name, which its
	// pictures show face up; nil outside an example or in one that names
	// a seed (every card shown).
	named []bool
	// runaway is the first while that stopped at maxLoops with its
	// condition still true, which CheckInvariants reports: a loop nothing
	// ends is a mistake of the description, not a rule of the game.
	runaway string
	// legalCtx, applyCtx and greedyCtx are the contexts LegalActions,
	// Apply and GreedyScore evaluate in, kept here so that a step
	// allocates none.
	legalCtx, applyCtx, greedyCtx ctx
	// rest is LegalActions' scratch list of the checks left to ask of
	// each card or choice (checksplit.go).
	rest []eval
	// cand is LegalActions' scratch set of the faces a card action may
	// play (faceset.go).
	cand faceSet
	// held are the faces of the cards in zone instance heldIn, which
	// LegalActions found (faceset.go); heldIn is -1 when it has not yet.
	held   faceSet
	heldIn int
	// firstIn is the zone instance whose faces toList kept in held (the
	// held entries' zone; a later facesIn may have taken held since).
	firstIn int
	// memo is LegalActions' store of the values of the state-only parts
	// of conditions (memo.go).
	memo memo
	// listed are the actions LegalActions offered, for Apply (listed.go).
	listed listedCache
	// plainAny reads an any card by card, not by sets of faces
	// (anyset.go): the tests' other way.
	plainAny bool
	// plainWalk reads a sum or each_card asking every card all of its
	// expression (catalogwalk.go): the tests' other way.
	plainWalk bool
}

// fired is a trigger set off: the trigger and the card that moved (-1
// for a phase's start).
type fired struct{ on, card, p int }

// newState is a table for n players with every card of the deck in the
// deck zone, in catalog order, and the variables at their start values.
func (g *Game) newState(n int, seed uint64) *State {
	zb := g.layout(n)
	s := &State{g: g, n: n, zb: zb, winner: -1, rng: engine.NewRand(seed)}
	if g.hand >= 0 {
		s.handLo, s.handN = zb[g.hand], uint(n)
	}
	if g.deck >= 0 {
		s.deckLo, s.deckN = zb[g.deck], uint(zb[g.deck+1]-zb[g.deck])
	}
	nc := len(g.cardFace)
	backing := make([]int16, (zb[len(g.zones)]+1)*nc)
	s.zones = make([][]int16, zb[len(g.zones)]+1)
	for i := range s.zones {
		s.zones[i] = backing[i*nc : i*nc : (i+1)*nc]
	}
	s.where = make([]int16, nc)
	s.vars = make([]int64, len(g.vars)+n*len(g.pvars))
	s.cvars = make([]int64, len(g.cardFace)*len(g.cvars))
	s.drawn = make([]int32, n)
	s.reset()
	for i, v := range g.pvars {
		for p := range n {
			s.vars[g.playerVar(p, i)] = v.start
		}
	}
	return s
}

// reset gathers every card into the deck zone and sets the global
// variables to their start values: a new round.
func (s *State) reset() {
	g := s.g
	for i := range s.zones {
		s.zones[i] = s.zones[i][:0]
	}
	for k := range g.cardFace {
		d := s.zb[g.deck]
		if g.decks {
			// A player's own cards start in the player's deck; those of
			// seats nobody sits in are out of play.
			d += int(g.cardOwner[k])
			if int(g.cardOwner[k]) >= s.n {
				d = len(s.zones) - 1
			}
		}
		s.zones[d] = append(s.zones[d], int16(k))
		s.where[k] = int16(d)
	}
	for i, v := range g.vars {
		if !v.keep || s.rounds == 0 {
			s.vars[i] = v.start
		}
	}
	for i := range s.cvars {
		s.cvars[i] = g.cvars[i%len(g.cvars)].start
	}
	s.setPlayer(0)
	s.phase, s.endRound = 0, false
}

// setPlayer makes p the player to move, and pv the start of p's
// variables.
func (s *State) setPlayer(p int64) {
	s.player = p
	s.pv = s.g.playerVar(int(p), 0)
}

// playerVar is the index in State.vars of player p's variable i (player
// 0's while p is below 0, before a player moves): each player's
// variables follow the game's, player after player.
func (g *Game) playerVar(p, i int) int { return len(g.vars) + max(p, 0)*len(g.pvars) + i }

// deal runs the set-up effects, and the start of play's when first.
func (s *State) deal(first bool) {
	x := &ctx{s: s, card: -1, it: -1, actor: -1}
	for _, f := range s.g.setup {
		f(x)
	}
	if first {
		for _, f := range s.g.first {
			f(x)
		}
	}
	s.fire()
}

// Players is the number of players.
func (s *State) Players() int { return s.n }

// CurrentPlayer is the player to move, -1 once the game is over.
func (s *State) CurrentPlayer() int {
	if s.over {
		return -1
	}
	return int(s.player)
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.over }

// Returns is 1 for the winner, -1 for the others, 0 for all without one.
func (s *State) Returns() []float64 {
	out := make([]float64, s.n)
	if !s.over || s.winner < 0 {
		return out
	}
	for p := range out {
		out[p] = -1
	}
	out[s.winner] = 1
	return out
}

// WinningPlayer is the winner of a finished game, -1 for none.
func (s *State) WinningPlayer() int { return s.winner }

// Clone is an independent copy.
func (s *State) Clone() engine.State { return s.clone() }

// CloneInto is an independent copy made in the memory of dst, a state
// of the same game that its holder no longer needs (a search's
// determinization of the iteration before): the same as Clone, without
// allocating. A dst of another game or table, or nil, is not used.
func (s *State) CloneInto(dst engine.State) engine.State {
	d, _ := dst.(*State)
	return s.cloneInto(d)
}

func (s *State) clone() *State { return s.cloneInto(nil) }

// cloneInto copies s into dst's zones, variables and scratch lists when
// dst is a state of the same game and table (not s), else into new ones.
func (s *State) cloneInto(dst *State) *State {
	nc := len(s.g.cardFace)
	if dst == nil || dst == s || dst.g != s.g || dst.n != s.n || len(dst.zones) != len(s.zones) {
		backing := make([]int16, len(s.zones)*nc)
		dst = &State{zones: make([][]int16, len(s.zones)), where: make([]int16, len(s.where)),
			vars: make([]int64, len(s.vars)), cvars: make([]int64, len(s.cvars)), drawn: make([]int32, len(s.drawn))}
		for i := range dst.zones {
			dst.zones[i] = backing[i*nc : i*nc : (i+1)*nc]
		}
	}
	zones, where, vars, cvars, drawn := dst.zones, dst.where, dst.vars, dst.cvars, dst.drawn
	pending, m, list := dst.pending[:0], dst.memo, dst.listed.list[:0]
	rest := dst.rest[:0]
	*dst = *s
	// LegalActions' scratch list of its own: appending into s's would
	// write under s (or another copy of s) listing at the same time.
	dst.rest = rest
	dst.legalCtx, dst.applyCtx, dst.greedyCtx = ctx{}, ctx{}, ctx{}
	for i, z := range s.zones {
		if cap(zones[i]) < len(z) {
			zones[i] = make([]int16, 0, nc)
		}
		zones[i] = append(zones[i][:0], z...)
	}
	dst.zones = zones
	dst.where = append(where[:0], s.where...)
	dst.vars = append(vars[:0], s.vars...)
	dst.cvars = append(cvars[:0], s.cvars...)
	dst.drawn = append(drawn[:0], s.drawn...)
	dst.frozen, dst.frozenVars = nil, nil
	dst.pending = pending
	// The memo's values of dst's last listing are stale: its next
	// listing begins a new generation.
	dst.memo = m
	dst.listed = listedCache{on: s.listed.on, list: list} // a list of its own, empty
	return dst
}

// move puts card k on top of zone instance to.
func (s *State) move(k, to int) { s.put(k, to, false) }

// moved sets off the triggers of card k leaving zone instance from and
// entering to. Small enough to be inlined where a card moves: a game
// without [[on]] triggers (most) pays a test a move, not a call.
func (s *State) moved(k, from, to int) {
	if len(s.g.on) != 0 {
		s.movedOn(k, from, to)
	}
}

// movedOn is moved in a game with [[on]] triggers.
func (s *State) movedOn(k, from, to int) {
	zf, zt := s.zoneOf(from), s.zoneOf(to)
	if zf == zt {
		return
	}
	for i, tr := range s.g.on {
		switch {
		case tr.phase >= 0 || tr.refresh:
		case tr.enter && tr.zone == zt && (tr.other < 0 || tr.other == zf):
			s.pending = append(s.pending, fired{on: i, card: k, p: s.playerOf(to)})
		case !tr.enter && tr.zone == zf && (tr.other < 0 || tr.other == zt):
			s.pending = append(s.pending, fired{on: i, card: k, p: s.playerOf(from)})
		}
	}
	if zf >= 0 && s.g.zones[zf].refresh >= 0 && len(s.zones[from]) == 0 && s.frozen == nil {
		s.refresh(from, zf)
	}
}

// playerOf is the player of zone instance inst, -1 for a shared zone.
func (s *State) playerOf(inst int) int {
	z := s.zoneOf(inst)
	if z < 0 || !s.g.zones[z].perPlayer {
		return -1
	}
	return inst - s.zb[z]
}

// refresh shuffles every card of the refresh zone into zone instance
// inst of zone z, which has run out, and sets off its refresh triggers.
func (s *State) refresh(inst, z int) {
	src := s.zb[s.g.zones[z].refresh]
	p := s.playerOf(inst)
	if p >= 0 && s.g.zones[s.g.zones[z].refresh].perPlayer {
		src += p
	}
	for _, k := range s.zones[src] {
		s.zones[inst] = append(s.zones[inst], k)
		s.where[k] = int16(inst)
	}
	s.zones[src] = s.zones[src][:0]
	s.shuffle(inst)
	for i, tr := range s.g.on {
		if tr.refresh && tr.zone == z {
			s.pending = append(s.pending, fired{on: i, card: -1, p: p})
		}
	}
}

// began resets what lasts until phase ph and sets off its triggers.
// g.until is nil in a game without card variables that last until a
// phase: its phase triggers fire all the same.
func (s *State) began(ph int) {
	if ph < 0 {
		return
	}
	if vs := s.g.untilPhase(ph); len(vs) > 0 {
		stride := len(s.g.cvars)
		for k := range len(s.cvars) / max(stride, 1) {
			for _, i := range vs {
				s.cvars[k*stride+i] = s.g.cvars[i].start
			}
		}
	}
	for i, tr := range s.g.on {
		if tr.phase == ph {
			s.pending = append(s.pending, fired{on: i, card: -1, p: -1})
		}
	}
}

// untilPhase is the card variables that go back to their start when
// phase ph begins.
func (g *Game) untilPhase(ph int) []int {
	if ph < 0 || ph >= len(g.until) {
		return nil
	}
	return g.until[ph]
}

// startsSomething says whether phase ph's start does anything: a card
// variable lasts until it or an [[on]] trigger is set off by it.
func (g *Game) startsSomething(ph int) bool {
	if ph < 0 { // no phase: a zone's trigger has phase -1
		return false
	}
	return len(g.untilPhase(ph)) > 0 || slices.ContainsFunc(g.on, func(tr zoneTrigger) bool { return tr.phase == ph })
}

// maxFired bounds the triggers one action sets off, so that two that set
// each other off end.
const maxFired = 10000

// fire runs the triggers set off, in order, and those they set off.
func (s *State) fire() {
	for n := 0; len(s.pending) > 0 && n < maxFired && !s.over; n++ {
		f := s.pending[0]
		s.pending = s.pending[1:]
		tr := &s.g.on[f.on]
		x := &ctx{s: s, card: f.card, it: -1, actor: int(s.player), p: int64(f.p)}
		if tr.when != nil && tr.when(x) == 0 {
			continue
		}
		for _, st := range tr.do {
			st(x)
		}
	}
	s.pending = s.pending[:0]
}

// count notes a card drawn into a player's hand: one that comes from the
// deck zone (two range tests on the instances newState noted, where
// zoneOf walks the zones from the last: a move's most frequent test,
// every draw asks it).
func (s *State) count(from, to int) {
	if uint(to-s.handLo) < s.handN && uint(from-s.deckLo) < s.deckN {
		s.drawn[to-s.handLo]++
	}
}

// moveTop moves the top card of zone instance from onto to, refilling
// from first when it is empty; nothing happens when no card is left.
func (s *State) moveTop(from, to int) {
	if s.frozen != nil && s.frozen[to] {
		return
	}
	if len(s.zones[from]) == 0 {
		if s.refill(from); len(s.zones[from]) == 0 {
			return
		}
	}
	s.shift(from, to)
}

// movePile lifts the top n cards of zone instance from (as many as it
// has) and puts them on to as they lay: the top card stays on top.
func (s *State) movePile(n, from, to int) {
	if s.frozen != nil && s.frozen[to] {
		return
	}
	z := s.zones[from]
	n = min(max(n, 0), len(z))
	pile := slices.Clone(z[len(z)-n:])
	s.zones[from] = z[:len(z)-n]
	for _, k := range pile {
		s.zones[to] = append(s.zones[to], k)
		s.where[k] = int16(to)
		s.count(from, to)
	}
	for _, k := range pile {
		s.moved(int(k), from, to)
	}
}

// shift moves the top card of zone instance from, which has one, onto to.
func (s *State) shift(from, to int) {
	z := s.zones[from]
	k := z[len(z)-1]
	s.zones[from] = s.zones[from][:len(z)-1] // the length alone is written
	s.zones[to] = append(s.zones[to], k)
	s.where[k] = int16(to)
	s.count(from, to)
	s.moved(int(k), from, to)
}

// refill shuffles the cards of the zone's refill zone but its top card
// into it.
func (s *State) refill(inst int) {
	z := s.zoneOf(inst)
	if z < 0 || s.g.zones[z].refill < 0 {
		return
	}
	if w := s.g.zones[z].refillWhen; w != nil && w(&ctx{s: s, card: -1, it: -1, actor: -1}) == 0 {
		return
	}
	src := s.zb[s.g.zones[z].refill]
	pile := s.zones[src]
	if len(pile) < 2 {
		return
	}
	moved := pile[:len(pile)-1]
	for _, k := range moved {
		s.zones[inst] = append(s.zones[inst], k)
		s.where[k] = int16(inst)
		s.moved(int(k), src, inst)
	}
	top := pile[len(pile)-1]
	s.zones[src] = append(pile[:0], top)
	s.shuffle(inst)
}

// holder is the player whose zone holds card k, -1 for a shared zone.
func (s *State) holder(k int) int {
	inst := int(s.where[k])
	z := s.zoneOf(inst)
	if z < 0 || !s.g.zones[z].perPlayer {
		return -1
	}
	return inst - s.zb[z]
}

// zoneOf is the zone an instance belongs to.
func (s *State) zoneOf(inst int) int {
	for z := len(s.g.zones) - 1; z >= 0; z-- {
		if inst >= s.zb[z] {
			return z
		}
	}
	return -1
}

func (s *State) shuffle(inst int) {
	if s.frozen != nil && s.frozen[inst] {
		return
	}
	// The order shuffled is read from the top, as the Go engines list a
	// pile top first: the same seed shuffles a pile the same way in both
	// ([game] shuffle = "bottom first" for an engine listing it bottom first).
	engine.Shuffle(&s.rng, s.zones[inst])
	if !s.g.shuffleBottom {
		slices.Reverse(s.zones[inst])
	}
}

// turnUp moves the top card of from onto to until one for which ok holds
// lies there; one that does not goes back into from, which is shuffled.
func (s *State) turnUp(from, to int, ok eval, x *ctx) {
	if s.frozen != nil && s.frozen[to] {
		return
	}
	for range len(s.g.cardFace) {
		s.moveTop(from, to)
		z := s.zones[to]
		if len(z) == 0 {
			return
		}
		saved := x.it
		x.it = int(z[len(z)-1])
		good := ok(x) != 0
		x.it = saved
		if good {
			return
		}
		s.shift(to, from)
		s.shuffle(from)
	}
}

func (s *State) win(p int) {
	s.over, s.winner = true, p
}

// Hand lists the cards of player p's hand, bottom first.
func (s *State) Hand(p int) []engine.Card {
	if s.g.hand < 0 {
		return nil
	}
	return s.cards(s.zb[s.g.hand] + p)
}

func (s *State) cards(inst int) []engine.Card {
	z := s.zones[inst]
	out := make([]engine.Card, len(z))
	for i, k := range z {
		out[i] = s.g.faces[s.g.cardFace[k]].card
	}
	return out
}

// Drawn counts the cards p has drawn into the hand.
func (s *State) Drawn(p int) int { return int(s.drawn[p]) }

// CheckInvariants checks what holds after every action: every card in
// exactly one zone, where it is recorded to be; the player and phase in
// range.
func (s *State) CheckInvariants() error {
	// seen has a bit a card, on the stack for decks of up to 1,024 cards:
	// self-play with --check asks after every action.
	var small [16]uint64
	seen := small[:]
	if n := (len(s.where) + 63) / 64; n > len(small) {
		seen = make([]uint64, n)
	}
	total := 0
	for inst, z := range s.zones {
		for _, k := range z {
			switch {
			case seen[k/64]&(1<<(k%64)) != 0:
				return fmt.Errorf("card %d (%s) is in two places", k, s.g.faces[s.g.cardFace[k]].name)
			case int(s.where[k]) != inst:
				return fmt.Errorf("card %d is in zone instance %d, recorded in %d", k, inst, s.where[k])
			}
			seen[k/64] |= 1 << (k % 64)
			total++
		}
	}
	switch {
	case total != len(s.where):
		return fmt.Errorf("%d cards in the zones, the deck has %d", total, len(s.where))
	case !s.over && (s.player < 0 || s.player >= int64(s.n)):
		return fmt.Errorf("player %d to move of %d", s.player, s.n)
	case s.pv != s.g.playerVar(int(s.player), 0):
		return fmt.Errorf("player %d's variables start at %d, noted at %d", s.player, s.g.playerVar(int(s.player), 0), s.pv)
	case s.phase < 0 || s.phase >= int64(len(s.g.phases)):
		return fmt.Errorf("phase %d of %d", s.phase, len(s.g.phases))
	}
	if s.runaway != "" {
		return errors.New(s.runaway)
	}
	x := &ctx{s: s, card: -1, it: -1, actor: -1}
	for _, inv := range s.g.invariants {
		if inv.holds(x) == 0 {
			return fmt.Errorf("invariant %s does not hold: %s", inv.id, s)
		}
	}
	return nil
}

// String shows the zones and variables, for failed self-play reports.
func (s *State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "player %d, phase %s", s.player, s.g.phases[s.phase])
	for i, v := range s.g.vars {
		fmt.Fprintf(&b, ", %s %s", v.id, s.g.describe(v.t, s.vars[i]))
	}
	for z, zn := range s.g.zones {
		k := 1
		if zn.perPlayer {
			k = s.n
		}
		for q := range k {
			fmt.Fprintf(&b, "; %s", zn.id)
			if zn.perPlayer {
				fmt.Fprintf(&b, "[%d]", q)
			}
			fmt.Fprintf(&b, ": %d", len(s.zones[s.zb[z]+q]))
		}
	}
	return b.String()
}
