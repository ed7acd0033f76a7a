package ruleset

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"cardpress/engine"
)

// An action packs its template and its choices in 64 bits: bits 0–11
// its argument (the face of the card played, or the value chosen plus
// one; zero for none), 12–15 the holder of the card it is aimed at plus
// one (a target per_player; zero for none), 16–23 its template, 24–31
// the face of the card it is aimed at plus one, and 32–63 the faces of
// up to four cards paid, plus one each.
const (
	maxPaid = 4
	maxArg  = 1<<12 - 1
	maxSeat = 1<<4 - 2
)

// move is an action taken apart.
type move struct {
	t, arg, aim int
	// seat is the holder of the card aimed at plus one, 0 when the
	// target is not named with its holder.
	seat  int
	paid  [maxPaid]int
	npaid int
}

func encode(t, arg int) engine.Action { return engine.Action(t<<16 | arg) }

func decode(a engine.Action) (t, arg int) { return int(a >> 16 & 0xff), int(a & maxArg) }

func (m *move) action() engine.Action {
	a := encode(m.t, m.arg) | engine.Action(m.seat)<<12 | engine.Action(m.aim)<<24
	for i, f := range m.paid[:m.npaid] {
		a |= engine.Action(f+1) << (32 + 8*i)
	}
	return a
}

func moveOf(a engine.Action) move {
	m := move{aim: int(a >> 24 & 0xff), seat: int(a >> 12 & 0xf)}
	m.t, m.arg = decode(a)
	for i := range maxPaid {
		if f := int(a >> (32 + 8*i) & 0xff); f != 0 {
			m.paid[m.npaid] = f - 1
			m.npaid++
		}
	}
	return m
}

// LegalActions appends every action the player to move may take.
func (s *State) LegalActions(buf []engine.Action) []engine.Action {
	if s.over {
		return buf
	}
	g := s.g
	// The scratch context of LegalActions, apart from Apply's: Apply
	// asks for the legal actions of the next chooser while it plays.
	x := &s.legalCtx
	s.listed.start()
	s.memo.begin(len(g.memoSlot))
	s.heldIn = -1
	if x.s != s || x.paid != nil || x.colors != nil {
		*x = ctx{s: s, memo: &s.memo} // a copy's, or one a caller left with its slices
	}
	// the rest as a new context, without writing the pointers again
	x.card, x.choice, x.it, x.outer, x.p, x.actor, x.tgt = -1, 0, -1, 0, 0, int(s.player), 0
	pl := &g.listings[s.phase]
	if !pl.masked {
		return s.listAll(buf, pl, x)
	}
	for mask := s.toList(pl); mask != 0; mask &= mask - 1 {
		switch l := &pl.entries[bits.TrailingZeros64(mask)]; l.kind {
		case listCard:
			if l.held {
				// its faces anded with those toList kept (a card action of
				// another zone listed before may have taken s.held: they are
				// read again), without listCards' tests of which case it is
				inst, h := s.firstIn, &s.held
				if s.heldIn != inst {
					h = s.facesIn(inst)
				}
				f, cand := l.faces, &s.cand
				if cand[0], cand[1], cand[2], cand[3] = f[0]&h[0], f[1]&h[1], f[2]&h[2], f[3]&h[3]; !cand.empty() {
					buf = s.listFound(buf, l, x, inst, cand)
				}
			} else {
				buf = s.listCards(buf, l, x) // without list's frame
			}
		case listPlain:
			if len(l.checks) > 0 {
				buf = s.listPlain(buf, l, x) // nor for an action of no card or choice
				break
			}
			// checks all decided by the phase (draw, pass): listed as it is
			buf = append(buf, encode(l.t, 0))
			s.listed.add(encode(l.t, 0), -1)
		default:
			buf = s.list(buf, l, x)
		}
	}
	s.listed.ok = s.listed.on
	return buf
}

// listAll is LegalActions' listing of every entry of pl in turn, a card
// action only when its zone holds a card of its listFaces.
func (s *State) listAll(buf []engine.Action, pl *phaseListing, x *ctx) []engine.Action {
	for i := range pl.entries {
		l := &pl.entries[i]
		if l.kind != listCard || l.faces == nil || s.facesIn(s.handOf(l.a.zone)).meets(l.faces) {
			buf = s.list(buf, l, x)
		}
	}
	s.listed.ok = s.listed.on
	return buf
}

// list appends the actions of entry l.
func (s *State) list(buf []engine.Action, l *listing, x *ctx) []engine.Action {
	switch l.kind {
	case listGroup:
		buf = s.offerGroups(buf, l.t, l.a, x)
	case listCard:
		buf = s.listCards(buf, l, x)
	case listChoice:
		t, a := l.t, l.a
		n := s.choices(a.choose)
		values, vp := choiceSet(1)<<n-1, (*choiceSet)(nil)
		if n <= 64 {
			vp = &values
		}
		rest, ok := s.hoisted(l.checks, x, vp)
		if !ok {
			return buf
		}
		for v := range n {
			if v < 64 && values&(1<<v) == 0 {
				continue
			}
			x.choice = int64(v)
			if holds(rest, x) {
				buf = append(buf, encode(t, v+1))
				s.listed.add(encode(t, v+1), -1)
			}
		}
	default:
		buf = s.listPlain(buf, l, x)
	}
	return buf
}

// listPlain appends action l of no card and no choice when its checks
// hold.
func (s *State) listPlain(buf []engine.Action, l *listing, x *ctx) []engine.Action {
	if s.listable(l, x) {
		buf = append(buf, encode(l.t, 0))
		s.listed.add(encode(l.t, 0), -1)
	}
	return buf
}

// listCards appends the actions of card action t (a) on the cards of
// its zone: one copy of a kind of card offers them, the first that has
// any (another may be exhausted, or waiting). Apart from LegalActions,
// whose loop over the actions then keeps its values in registers.
func (s *State) listCards(buf []engine.Action, l *listing, x *ctx) []engine.Action {
	g, t, a := s.g, l.t, l.a
	inst := s.handOf(a.zone)
	// cand are the faces which and the checks with a set of faces allow
	// (faceset.go), less those offered already; nil when which has none.
	cand := &s.cand
	switch {
	case a.whichSet == nil:
		cand = nil
	case l.faces != nil:
		// which's set and the checks' of the phase alone, word by word
		// (a copy of the whole set calls memmove)
		f := l.faces
		cand[0], cand[1], cand[2], cand[3] = f[0], f[1], f[2], f[3]
	default:
		*cand = a.whichSet(x)
	}
	switch {
	case cand == nil:
	case l.faces == nil || s.heldIn == inst:
		// Only the faces in the zone can be offered: an action none of
		// whose cards is there asks none of its checks.
		if cand.and(s.facesIn(inst)); cand.empty() {
			return buf
		}
	case !s.holdsOne(inst, cand):
		return buf // the only card action of its zone (alwaysAlone)
	}
	plain := l.plain
	if plain && cand != nil {
		return s.listFound(buf, l, x, inst, cand)
	}
	var rest []eval
	if plain {
		var ok bool
		if rest, ok = s.hoisted(l.checks, x, nil); !ok {
			return buf
		}
	}
	var seen faceSet // faces offered already, without cand
	for _, k := range s.zones[inst] {
		f := int(g.cardFace[k])
		if cand != nil {
			if !cand.has(f) {
				continue
			}
		} else if seen.has(f) {
			continue
		}
		x.card = int(k)
		if cand == nil && a.which(x) == 0 {
			continue
		}
		before := len(buf)
		if plain {
			// a plain action without a set of faces (cand nil): with
			// one, listFound and listAsked list it
			if holds(rest, x) {
				buf = append(buf, encode(t, f))
				s.listed.add(encode(t, f), int(k))
			}
		} else {
			buf = s.offer(buf, move{t: t, arg: f}, a, x)
		}
		if len(buf) == before || f >= maxFaces {
			continue
		}
		if cand == nil {
			seen.add(f)
		} else if cand.clear(f); cand.empty() {
			break // every face that may be offered is
		}
	}
	x.card = -1
	return buf
}

// listFound lists plain card action l on the cards of zone instance inst
// whose faces are in cand (those its which and the checks of the phase
// alone allow, and the zone holds): its checks asked by hoistedFaces;
// with none left to ask card by card, the first card of each face of
// cand, in their order, listed in a loop of its own, which keeps its
// values in registers and does not write the context's card; else
// listAsked. cand is emptied on the way.
func (s *State) listFound(buf []engine.Action, l *listing, x *ctx, inst int, cand *faceSet) []engine.Action {
	rest, ok := s.hoistedFaces(l.checks, x, cand)
	switch {
	case !ok:
		return buf
	case len(rest) > 0:
		return s.listAsked(buf, l.t, x, s.zones[inst], cand, rest)
	}
	t, cardFace := l.t, s.g.cardFace
	for _, k := range s.zones[inst] {
		f := uint(cardFace[k])
		if f >= maxFaces || cand[f/64]&(1<<(f%64)) == 0 {
			continue
		}
		buf = append(buf, encode(t, int(f)))
		s.listed.add(encode(t, int(f)), int(k))
		if cand[f/64] &^= 1 << (f % 64); cand.empty() {
			break // every face that may be offered is
		}
	}
	return buf
}

// listAsked appends plain card action t on the first card of each face
// of cand in cards for which rest holds, in their order (listFound's
// cards asked their checks one by one). cand loses the faces listed.
func (s *State) listAsked(buf []engine.Action, t int, x *ctx, cards []int16, cand *faceSet, rest []eval) []engine.Action {
	cardFace := s.g.cardFace
	for _, k := range cards {
		f := int(cardFace[k])
		if !cand.has(f) {
			continue
		}
		if x.card = int(k); holds(rest, x) {
			buf = append(buf, encode(t, f))
			s.listed.add(encode(t, f), int(k))
			if cand.clear(f); cand.empty() {
				break // every face that may be offered is
			}
		}
	}
	x.card = -1
	return buf
}

// holdsOne reports whether a card of zone instance inst has a face of
// fs: a look at the zone's cards up to the first, where facesIn looks
// at all of them.
func (s *State) holdsOne(inst int, fs *faceSet) bool {
	for _, k := range s.zones[inst] {
		if fs.has(int(s.g.cardFace[k])) {
			return true
		}
	}
	return false
}

// offer appends the actions of card action a on x.card: one for each
// kind of card it may be aimed at and each way of paying its cost.
func (s *State) offer(buf []engine.Action, m move, a *action, x *ctx) []engine.Action {
	var paid []int // the cards of a way of paying, one list for every way
	try := func(tgt int) {
		x.tgt, x.paid = tgt+1, nil
		if !s.passes(a, x, false) {
			return
		}
		if tgt >= 0 {
			m.aim = int(s.g.cardFace[tgt]) + 1
		}
		if a.pay == nil {
			buf = append(buf, m.action())
			return
		}
		n := int(a.pay.count(x))
		if n < 0 || n > maxPaid {
			return
		}
		faces, count := s.payable(a, x)
		engine.Multisets(count, n, func(pick []int) {
			m.npaid = len(pick)
			for i, j := range pick {
				m.paid[i] = faces[j]
			}
			var r refusal
			if paid, r, _ = s.payment(a, x, &m, paid); r != (refusal{}) {
				return
			}
			x.paid = paid
			if s.passes(a, x, true) {
				buf = append(buf, m.action())
			}
		})
		x.paid = nil
	}
	if a.aim == nil {
		try(-1)
	} else {
		var seen [4]uint64
		a.aim.eachHeld(x, func(inst, holder int) {
			if a.aim.perPlayer {
				// Each player's card of a kind is an action of its own.
				seen, m.seat = [4]uint64{}, holder+1
			}
			for _, k := range s.zones[inst] {
				f := int(s.g.cardFace[k])
				if f >= 255 || seen[f/64]&(1<<(f%64)) != 0 || !s.fits(a.aim, x, int(k)) {
					continue
				}
				seen[f/64] |= 1 << (f % 64)
				try(int(k))
			}
		})
	}
	x.tgt = 0
	return buf
}

// checked is the key of the first check of a that fails among those
// read before the cost is paid (paid false) or after it, "" for none.
func (s *State) checked(a *action, x *ctx, paid bool) string {
	if ph := int(s.phase); ph >= 0 && ph < len(a.listed) && a.listed[ph] && s.passes(a, x, paid) {
		return "" // the checks the phase does not decide hold, and the others by the phase
	}
	for i := range a.checks {
		if a.checks[i].paid == paid && a.checks[i].cond(x) == 0 {
			return a.checks[i].key
		}
	}
	return ""
}

// onlyAim is the face of the cards a may be aimed at and how many kinds
// there are.
func (s *State) onlyAim(a *action, x *ctx) (face, kinds int) {
	face = -1
	a.aim.each(x, func(inst int) {
		for _, k := range s.zones[inst] {
			if f := int(s.g.cardFace[k]); f != face && s.fits(a.aim, x, int(k)) {
				face = f
				kinds++
			}
		}
	})
	return face, kinds
}

// fits reports whether card k may be aimed at.
func (s *State) fits(am *aim, x *ctx, k int) bool {
	saved := x.it
	x.it = k
	ok := am.which(x) != 0
	x.it = saved
	return ok
}

// payable lists the faces of the cards the player could pay a's cost
// with (the card played left out), with how many of each.
func (s *State) payable(a *action, x *ctx) (faces, count []int) {
	for _, k := range s.zones[s.zb[a.pay.from]+int(s.player)] {
		if int(k) == x.card {
			continue
		}
		f := int(s.g.cardFace[k])
		i := slices.Index(faces, f)
		if i < 0 {
			faces, count = append(faces, f), append(count, 0)
			i = len(faces) - 1
		}
		count[i]++
	}
	return faces, count
}

// aimed is a card of face f that a may be aimed at, held by seat-1
// (any holder for seat 0), -1 for none.
func (s *State) aimed(a *action, x *ctx, f, seat int) int {
	found := -1
	a.aim.eachHeld(x, func(inst, holder int) {
		if seat > 0 && holder != seat-1 {
			return
		}
		for _, k := range s.zones[inst] {
			if found < 0 && int(s.g.cardFace[k]) == f && s.fits(a.aim, x, int(k)) {
				found = int(k)
			}
		}
	})
	return found
}

// payment finds the cards of m's faces that pay a's cost, appended to
// out[:0], or the rule that refuses the payment: the cost's own (short)
// when the description names one. LegalActions hands it one list for
// every way of paying it asks about (a list per way was most of what
// listing a cost allocated); Apply, whose cards are played, none.
func (s *State) payment(a *action, x *ctx, m *move, out []int) ([]int, refusal, []engine.Param) {
	n := int(a.pay.count(x))
	zone := s.zones[s.zb[a.pay.from]+int(s.player)]
	have := len(zone)
	if slices.Contains(zone, int16(x.card)) {
		have--
	}
	switch {
	case have < n:
		short := refusal{"cost-short"}
		if a.pay.short != "" {
			short = described(a.pay.short)
		}
		return nil, short, []engine.Param{{Name: "n", Value: n}, {Name: "have", Value: have}}
	case m.npaid != n || n > maxPaid:
		return nil, refusal{"name-cost"}, []engine.Param{{Name: "n", Value: n}}
	}
	out = out[:0]
	for _, f := range m.paid[:m.npaid] {
		k := slices.IndexFunc(zone, func(c int16) bool {
			return int(c) != x.card && int(s.g.cardFace[c]) == f && !slices.Contains(out, int(c))
		})
		if k < 0 {
			return nil, refusal{"cost-not-held"}, []engine.Param{s.faceParamAs("paid", f)}
		}
		out = append(out, int(zone[k]))
	}
	return out, refusal{}, nil
}

// choices is how many values a choice of type t has.
func (s *State) choices(t typ) int {
	switch t {
	case tColor:
		return len(s.g.colors)
	case tEntry:
		return len(s.g.cat.Cards)
	case tInt:
		return maxNumber + 1
	}
	return s.n
}

// maxNumber is the largest number a choice of a number chooses (a count
// of cards drawn).
const maxNumber = 15

// listable reports whether every check of ask, those of an action the
// phase does not decide, holds (the phase fails none of an action
// LegalActions asks).
func (s *State) listable(l *listing, x *ctx) bool {
	for _, ch := range l.checks {
		if ch.cond(x) == 0 {
			return false
		}
	}
	return true
}

// Apply plays action a for the player to move; a refused action returns
// a *engine.Rejection and changes nothing.
func (s *State) Apply(act engine.Action) error {
	g := s.g
	if s.over {
		return s.refuse(refusal{"over"}, nil)
	}
	if l := s.listed.find(act); l != nil && s.by == 0 {
		// Listed by LegalActions on this very state: its checks hold, and
		// it is neither aimed nor paid for (decoded in full below).
		t, arg := decode(act)
		a, x := &g.actions[t], &s.applyCtx
		*x = ctx{s: s, card: int(l.card), it: -1, actor: int(s.player)}
		if a.zone < 0 && a.choose != tBad {
			x.choice = int64(arg - 1)
		}
		s.play(a, x, nil)
		return nil
	}
	m := moveOf(act)
	t, arg := m.t, m.arg
	if t >= len(g.actions) {
		return s.refuse(refusal{"no-such-action"}, nil, engine.Param{Name: "action", Value: act})
	}
	a := &g.actions[t]
	x := &s.applyCtx
	*x = ctx{s: s, card: -1, it: -1, actor: int(s.player)}
	if s.by > 0 && s.by-1 != int(s.player) {
		if !a.anyone {
			return s.refuse(s.outOfTurn(), nil, engine.Param{Name: "who", Value: fmt.Sprintf("player %d", s.by)})
		}
		x.actor = s.by - 1
	}
	switch {
	case a.group != nil:
		return s.applyGroup(a, x, &m)
	case a.zone >= 0:
		k := s.find(a.zone, arg)
		if k < 0 {
			return s.refuse(refusal{"not-held"}, nil, s.faceParam(arg))
		}
		x.card = k
		if a.which(x) == 0 {
			return s.refuse(refusal{"no-such-action"}, nil, engine.Param{Name: "action", Value: a.id + " " + g.faces[arg].name})
		}
		// Another copy of the card may be the one the rules allow: the
		// first that is.
		var first error
		for _, c := range s.zones[s.handOf(a.zone)] {
			if int(g.cardFace[c]) != arg {
				continue
			}
			x.card, x.tgt, x.paid = int(c), 0, nil
			err := s.applyCard(a, x, &m)
			if err == nil {
				return nil
			}
			if first == nil {
				first = err
			}
		}
		return first
	case a.choose != tBad:
		if arg < 1 || arg > s.choices(a.choose) {
			return s.refuse(refusal{"no-such-action"}, nil, engine.Param{Name: "action", Value: a.id})
		}
		x.choice = int64(arg - 1)
	}
	return s.applyCard(a, x, &m)
}

// outOfTurn is the rule a step of a player not to move is refused by in
// this phase: [game] out_of_turn's, else not-your-turn (a game without
// out_of_turn has none by phase).
func (s *State) outOfTurn() refusal {
	if int(s.phase) < len(s.g.outOfTurn) && s.g.outOfTurn[s.phase] != "" {
		return described(s.g.outOfTurn[s.phase])
	}
	return refusal{"not-your-turn"}
}

// applyCard checks action a on x (its card, if any, chosen) and plays it
// when the rules allow it.
func (s *State) applyCard(a *action, x *ctx, mp *move) error {
	g, m := s.g, *mp
	if !a.phases[s.phase] {
		return s.refuse(refusal{"not-now"}, x, engine.Param{Name: "action", Value: a.id}, engine.Param{Name: "phase", Value: g.phases[s.phase]})
	}
	switch {
	case a.aim != nil:
		k := -1
		if m.aim > 0 {
			k = s.aimed(a, x, m.aim-1, m.seat)
		} else if f, n := s.onlyAim(a, x); n > 1 {
			for i := range a.checks {
				if c := &a.checks[i]; !c.target && !c.paid && c.cond(x) == 0 {
					return s.refuse(described(c.key), x)
				}
			}
			return s.refuse(refusal{"name-target"}, x)
		} else if n == 1 {
			// The only kind of card it may be aimed at need not be named.
			k = s.aimed(a, x, f, 0)
		}
		if k < 0 {
			// A rule that does not read the target refuses first.
			for i := range a.checks {
				if c := &a.checks[i]; !c.target && !c.paid && c.cond(x) == 0 {
					return s.refuse(described(c.key), x)
				}
			}
			return s.refuse(refusal{"no-target"}, x)
		}
		x.tgt = k + 1
	case m.aim != 0:
		return s.refuse(refusal{"no-such-action"}, x, engine.Param{Name: "action", Value: a.id + " aimed at a card"})
	}
	if a.nameColors && m.npaid > 0 {
		x.colors = slices.Clone(m.paid[:m.npaid]) // a step's colors: examples only
	}
	if key := s.checked(a, x, false); key != "" {
		return s.refuseCheck(a, x, key)
	}
	if a.pay != nil {
		paid, r, ps := s.payment(a, x, &m, nil)
		if r != (refusal{}) {
			return s.refuse(r, x, ps...)
		}
		x.paid = paid
		if key := s.checked(a, x, true); key != "" {
			return s.refuseCheck(a, x, key)
		}
	} else if m.npaid > 0 && !a.nameColors {
		return s.refuse(refusal{"no-such-action"}, x, engine.Param{Name: "action", Value: a.id + " with a cost of cards"})
	}
	s.play(a, x, x.paid)
	return nil
}

// play runs an allowed action's effects, the triggers, and the end of a
// round.
func (s *State) play(a *action, x *ctx, paid []int) {
	if len(paid) > 0 {
		to := a.pay.to.one(x)
		for _, k := range paid {
			s.move(k, to)
		}
	}
	if a.flat != nil && s.flatOn() && len(s.pending) == 0 {
		// the action, the triggers it sets off and the [[after]]
		// triggers, as one program (afterprog.go: then, playEntry)
		a.flat.run(x)
	} else {
		for _, f := range a.do {
			f(x)
		}
		if len(s.pending) > 0 {
			s.fire()
		}
		s.runAfter(x)
	}
	if s.endRound && !s.over {
		s.nextRound(x)
	}
	if !s.over && s.g.simultaneous[s.phase] {
		s.nextChooser()
	}
}

// nextChooser makes the player to move, in a phase every player chooses
// in at once, one who still has a choice to make: the player to move if
// they have, else the first on their left who has. Each sees only their
// own choices (a zone seen by its owner) until the effects reveal them.
func (s *State) nextChooser() {
	var buf [64]engine.Action
	from := s.player
	for k := range int64(s.n) {
		s.setPlayer((from + k) % int64(s.n))
		if len(s.LegalActions(buf[:0])) > 0 {
			return
		}
	}
	s.setPlayer(from)
	s.listed.ok = false // listed for another player
}

// nextRound ends the round: the match ends when its end condition holds
// (or it has none), else the cards are dealt again.
func (s *State) nextRound(x *ctx) {
	s.endRound = false
	s.rounds++
	if s.oneRound {
		s.over, s.winner = true, -1
		if s.g.roundWinner != nil {
			s.winner = int(s.g.roundWinner(x))
		}
		return
	}
	if s.g.matchEnd == nil || s.g.matchEnd(x) != 0 || s.rounds >= maxRounds {
		s.over = true
		s.winner = -1
		if s.g.winner != nil {
			s.winner = int(s.g.winner(x))
		}
		return
	}
	if s.dealByStep {
		s.waiting = true
		return
	}
	s.reset()
	s.deal(true)
}

// maxRounds ends a match that would never end (a score that never grows).
const maxRounds = 1000

// find is a card of face f in the player's zone z, -1 for none.
func (s *State) find(z, f int) int {
	for _, k := range s.zones[s.handOf(z)] {
		if int(s.g.cardFace[k]) == f {
			return int(k)
		}
	}
	return -1
}

// refuse is the rejection for rule key: the card and choice of the
// action as its parameters {card} and {choice}, with the player to move.
func (s *State) refuse(r refusal, x *ctx, more ...engine.Param) error {
	ps := []engine.Param{{Name: "player", Value: fmt.Sprintf("player %d", s.player+1)}}
	if x != nil && x.card >= 0 {
		ps = append(ps, s.faceParam(int(s.g.cardFace[x.card])))
	}
	if x != nil && x.tgt > 0 {
		ps = append(ps, s.faceParamAs("target", int(s.g.cardFace[x.tgt-1])))
	}
	ps = append(ps, more...)
	return &engine.Rejection{Key: r.key, Params: ps, Reasons: s.g.reasons}
}

func (s *State) faceParam(f int) engine.Param { return s.faceParamAs("card", f) }

// faceParamAs is the parameter name naming the card of face f.
func (s *State) faceParamAs(name string, f int) engine.Param {
	if f < 0 || f >= len(s.g.faces) {
		return engine.Param{Name: name, Value: "no card"}
	}
	fc := &s.g.faces[f]
	return engine.Param{Name: name, Value: fc.name, Entries: []string{fc.card.Entry}}
}

// ActionString is "play red 5", "color green", "draw".
func (s *State) ActionString(act engine.Action) string {
	t, arg := decode(act)
	if t >= len(s.g.actions) {
		return "?"
	}
	a := &s.g.actions[t]
	switch {
	case a.group != nil:
		return a.id + s.groupString(act)
	case a.zone >= 0 && arg < len(s.g.faces):
		return a.id + " " + s.g.faces[arg].name + s.extras(act)
	case a.choose == tColor && arg >= 1 && arg <= len(s.g.colors):
		return a.id + " " + s.g.colors[arg-1]
	case a.choose == tEntry && arg >= 1 && arg <= len(s.g.cat.Cards):
		return a.id + " " + s.g.cat.Cards[arg-1].Name
	case a.choose == tPlayer:
		return fmt.Sprintf("%s player %d", a.id, arg)
	case a.choose == tInt:
		return fmt.Sprintf("%s %d", a.id, arg-1)
	}
	return a.id
}

// extras are an action's cost and aim in words: " (paying A, B, at C)".
func (s *State) extras(act engine.Action) string {
	m := moveOf(act)
	var parts []string
	for _, f := range m.paid[:m.npaid] {
		parts = append(parts, "paying "+s.faceParamAs("", f).Value.(string))
	}
	if m.aim > 0 {
		at := "at " + s.faceParamAs("", m.aim-1).Value.(string)
		if m.seat > 0 {
			at += fmt.Sprintf(" of player %d", m.seat)
		}
		parts = append(parts, at)
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// ParseAction reads what ActionString wrote.
func (s *State) ParseAction(text string) (engine.Action, error) {
	return engine.ParseActionText(s, text)
}

// ActionCard is the catalog entry index of the card an action plays, -1
// for none.
func (s *State) ActionCard(act engine.Action) int {
	t, arg := decode(act)
	if t >= len(s.g.actions) || s.g.actions[t].zone < 0 || arg >= len(s.g.faces) {
		return -1
	}
	return int(s.g.faces[arg].entry)
}

// GreedyScore is how much a greedy player likes action act: its action's
// greedy expression, 0 without one (sim --policy greedy).
func (s *State) GreedyScore(act engine.Action) int {
	t, arg := decode(act)
	if t >= len(s.g.actions) || s.g.actions[t].greedy == nil {
		return 0
	}
	a, x := &s.g.actions[t], &s.greedyCtx
	*x = ctx{s: s, card: -1, it: -1, actor: int(s.player)}
	switch {
	case a.zone >= 0:
		x.card = s.find(a.zone, arg)
	case a.choose != tBad:
		x.choice = int64(arg - 1)
	}
	return int(a.greedy(x))
}
