package windia

import "cardpress/engine"

// Apply plays action a for the player to move. An action the rules do not
// allow returns an *engine.Rejection saying why, and leaves the state unchanged.
func (s *State) Apply(a Action) error {
	if s.phase == PhaseOver {
		return ErrOver
	}
	if r := s.check(a); r != ok {
		return s.rejection(a, r)
	}
	arg := ArgOf(a)
	p := s.turn
	switch KindOf(a) {
	case ActPointOut:
		// Optional rule: the penalty is two cards and one rest on the
		// forgetful player's next turn.
		s.rest[s.forgot]++
		s.restExtra[s.forgot]++
		s.forgot = -1
	case ActPlay:
		if s.phase == PhaseTurn || s.phase == PhaseAfterDraw {
			s.play = play{target: -1, option: -1}
		}
		if s.phase == PhaseDefend {
			s.play = play{target: -1, option: -1, defence: true}
		}
		s.place(uint8(arg))
	case ActLay:
		s.lay(uint8(arg))
	case ActDraw:
		s.drewN = uint8(arg)
		s.drawCards(p, arg)
		if s.phase == PhaseOver {
			return nil
		}
		if arg == 1 {
			s.phase = PhaseAfterDraw
		} else {
			s.phase = PhaseRelease
		}
	case ActPass:
		s.endTurn(s.nextFrom(p, 1))
	case ActEndPlay:
		s.finishPlay()
	case ActRelease:
		s.release(p, arg)
		if s.phase == PhaseRelease {
			s.drewN--
			if s.drewN > 0 {
				return nil
			}
		}
		s.endTurn(s.nextFrom(p, 1))
	case ActColor:
		s.color = 1 << arg
		s.afterChoice()
	case ActTurnOption:
		s.play.option = int8(arg)
		s.finishPlay()
	case ActTarget:
		s.play.target = int8(arg)
		if s.play.defence && s.g.rules[s.play.lastKind].is(opProtect) {
			s.protect(s.play.lastKind)
			return nil
		}
		s.finishPlay()
	case ActRedraw:
		if arg == 1 {
			s.deadCards(p)
			s.drawCards(p, int(s.g.rules[s.play.lastKind].redraw))
			if s.phase == PhaseOver {
				return nil
			}
		}
		s.endTurn(s.nextFrom(p, 1))
	case ActPick:
		s.removeDiscard(uint8(arg))
		s.hands[p] = append(s.hands[p], uint8(arg))
		s.reached[p] = false
		s.endTurn(s.nextFrom(p, 1))
	case ActDeclare:
		s.placeAs(s.play.last, Kind(arg))
	case ActTake:
		s.take()
	case ActReach:
		if arg == 1 {
			s.reached[p] = true
			s.checkProtectReach(p)
		} else {
			s.forgot = p
		}
		s.beginTurn(s.next)
	}
	return nil
}

// place takes card c out of the hand as the next card of the play.
func (s *State) place(c uint8) {
	s.removeHand(s.turn, c)
	s.turnOut++
	s.play.count++
	s.play.last = c
	k := s.g.info[c].kind
	if s.g.info[c].flags&fDeclare != 0 {
		s.play.lastKind = k
		s.phase = PhaseDeclare
		return
	}
	s.placeAs(c, k)
}

// placeAs carries on placing card c acting as a card of kind k (k differs
// from the card's own kind only for a declare card).
func (s *State) placeAs(c uint8, k Kind) {
	pl := &s.play
	pl.lastKind = k
	p := s.turn
	r := &s.g.rules[k]
	if pl.defence && r.is(opProtect) {
		s.protect(k)
		return
	}
	if r.is(opUnder) {
		// A colorless card played on one's turn goes under the discard
		// pile and leaves the play card as it was.
		s.disc = append(s.disc, 0)
		copy(s.disc[1:], s.disc)
		s.disc[0] = c
		switch {
		case r.redraw > 0:
			s.phase = PhaseRedraw
		case r.is(opSearch):
			s.phase = PhasePick
		default:
			s.endTurn(s.nextFrom(p, 1))
		}
		return
	}
	s.disc = append(s.disc, c)
	s.setTop(c, k)
	in := s.g.info[c]
	s.color = in.colors
	switch {
	case r.is(opReplacesColor) && in.flags&fDeclare == 0:
		// The color choice is owed only if no follow-up card replaces it.
		s.color = s.g.Deck.allColors
		pl.resume = resumePlaced
		s.afterPlaced()
	case in.flags&(fDeclare|fWild|fTwoColor) != 0:
		s.color = 0
		pl.resume = resumePlaced
		s.phase = PhaseColor
	default:
		s.afterPlaced()
	}
}

// afterChoice continues after a color choice.
func (s *State) afterChoice() {
	if s.play.resume == resumeFinish {
		s.play.owesColor = false
		s.finishPlay()
		return
	}
	s.afterPlaced()
}

// afterPlaced updates the follow-up context with the card just placed and
// decides whether the play goes on.
func (s *State) afterPlaced() {
	pl := &s.play
	c, k := pl.last, pl.lastKind
	r := &s.g.rules[k]
	in := s.g.info[c]
	// outer is a follow of any number of cards the card was placed in
	// (follow.count = 0), or that waits around a one-card follow inside it.
	prev, outer, outerColor := pl.ctx, pl.outerKind, pl.outerColor
	many := prev == ctxCard && s.g.rules[pl.ctxKind].fCount == 0
	if many {
		outer, outerColor = pl.ctxKind, pl.ctxColor
	}
	// more: a follow of several cards (follow.count > 1) allows another.
	more := prev == ctxCard && !many && pl.left > 1
	pl.owesColor = false
	pl.outerColor = 0
	switch {
	case pl.defence:
		pl.ctx = ctxNone
	case r.is(opFollow):
		pl.ctx, pl.ctxKind, pl.ctxColor, pl.left = ctxCard, k, s.color, r.fCount
		if r.fCount == 1 && outerColor != 0 && s.color == outerColor {
			pl.outerColor, pl.outerKind = outerColor, outer
		}
		pl.owesColor = r.is(opReplacesColor)
	case (many || prev == ctxCard && outerColor != 0) && s.lastOnlyIn(outer, in):
		pl.ctx, pl.lastOnly = ctxNone, true
	case more && s.lastOnlyIn(pl.ctxKind, in):
		pl.ctx, pl.lastOnly = ctxNone, true
	case many:
		pl.ctx, pl.ctxKind, pl.ctxColor = ctxCard, outer, outerColor
	case more:
		pl.left--
	case prev == ctxCard && outerColor != 0 && s.follows(outer, outerColor, in) == ok:
		pl.ctx, pl.ctxKind, pl.ctxColor = ctxCard, outer, outerColor
	case prev == ctxNone && pl.count == 1 && r.is(opNumber) && s.g.Options.Optional[2] == 'B':
		pl.ctx = ctxSame
	default:
		pl.ctx = ctxNone
	}
	if pl.ctx == ctxNone {
		s.finishPlay()
		return
	}
	if s.mustFollow() || s.hasFollowUp() {
		s.phase = PhasePlay
		return
	}
	s.finishPlay()
}

// hasFollowUp reports whether any card of the hand may follow now.
func (s *State) hasFollowUp() bool {
	for _, c := range s.hands[s.turn] {
		if s.checkFollow(c) == ok {
			return true
		}
	}
	return false
}

// finishPlay ends the play: only the last card takes effect, after the
// choices it still needs.
func (s *State) finishPlay() {
	s.prevPlay = s.play
	pl := &s.play
	p := s.turn
	if pl.owesColor {
		pl.resume = resumeFinish
		s.phase = PhaseColor
		return
	}
	out := len(s.hands[p]) == 0
	r := &s.g.rules[pl.lastKind]
	if out && !r.isDrawAttack() {
		s.roundOver(p, WentOut)
		return
	}
	if out && s.g.Options.Optional[6] == 'B' {
		s.roundOver(p, WentOut)
		return
	}
	switch {
	case r.is(opTargetChosen) && pl.target < 0:
		s.phase = PhaseTarget
		return
	case r.turnOpts != 0 && pl.option < 0:
		s.phase = PhaseTurnOption
		return
	}
	if pl.defence {
		s.passedOn()
		return
	}
	s.effect()
}

// effect applies the last card's effect and passes the turn.
func (s *State) effect() {
	pl := &s.play
	p := s.turn
	r := &s.g.rules[pl.lastKind]
	next := s.turnEffect(r)
	if r.isDrawAttack() {
		s.attackOn(next, pl.lastKind, true)
	}
	if s.atk.on && len(s.hands[p]) == 0 {
		s.attackOut()
		return
	}
	s.endTurn(next)
}

// turnEffect applies a card's skip, reverse or chosen turn option, and
// returns who plays next — or, for an attack, who is attacked (the target
// chosen for one on a chosen player). A reverse without an attack in a
// 2-player game gives the player another turn; an attack goes on to the
// other player.
func (s *State) turnEffect(r *rule) int8 {
	p := s.turn
	if r.is(opTargetChosen) {
		return s.play.target
	}
	skip, reverse := int(r.skip), r.is(opReverse)
	if r.turnOpts != 0 {
		skip, reverse = b2i(s.play.option == TurnSkip), s.play.option == TurnReverse
	}
	if reverse {
		s.dir = -s.dir
		if skip == 0 && s.g.Players == 2 && !r.isDrawAttack() {
			return p
		}
	}
	return s.nextFrom(p, 1+skip)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// attackOn starts an attack of kind k on victim, or adds to it (pass-on).
func (s *State) attackOn(victim int8, k Kind, fresh bool) {
	p := s.turn
	n := s.g.rules[k].draw + int16(s.outgoing(p))
	if fresh || !s.atk.on {
		s.atk = attack{count: 0}
	}
	s.atk.on = true
	s.atk.kind = k
	s.atk.victim = victim
	s.atk.attacker = p
	s.atk.count += n
	// Only an attack answered by pass-on may be passed on; a card
	// without it that passed one on (optional rule 3 C) ends the passing.
	s.atk.passable = s.g.rules[k].is(opPassOn)
}

// passedOn finishes a pass-on: the pending draw grows and moves on.
func (s *State) passedOn() {
	pl := &s.play
	p := s.turn
	next := s.turnEffect(&s.g.rules[pl.lastKind])
	s.attackOn(next, pl.lastKind, false)
	if len(s.hands[p]) == 0 {
		s.attackOut()
		return
	}
	s.endTurn(next)
}

// attackOut handles going out with an attack card (optional rule 6): A the
// victim takes it without defence, C the attack is fought out first.
func (s *State) attackOut() {
	p := s.turn
	if s.g.Options.Optional[6] == 'C' {
		s.outPlayer = p
		s.beginTurn(s.atk.victim)
		return
	}
	v := s.atk.victim
	s.drawCards(v, int(s.atk.count)+s.incoming(v))
	s.atk.on = false
	s.roundOver(p, WentOut)
}

// protect resolves a protect card (or a declare card as one) answering the attack.
func (s *State) protect(k Kind) {
	p := s.turn
	pl := &s.play
	card := pl.last
	a := &s.atk
	r := &s.g.rules[k]
	out := len(s.hands[p]) == 0
	if pl.target < 0 {
		// Where the protect card goes: under the discard pile, except one
		// pressed on the attacker (protect.card = "attacker"). A declare card
		// going out presses nothing (Windia War's card text).
		if r.is(opGiveAttacker) && !(out && s.g.info[card].flags&fDeclare != 0) {
			s.hands[a.attacker] = append(s.hands[a.attacker], card)
			s.reached[a.attacker] = false
		} else {
			s.putUnder(card)
		}
		if r.protectTo == toChosen {
			s.phase = PhaseTarget
			return
		}
	}
	if out && s.g.Options.Optional[7] == 'B' {
		s.cancelAttack()
		s.roundOver(p, DefendedOut)
		return
	}
	next := s.nextFrom(p, 1)
	if r.is(opProtectReverse) {
		s.dir = -s.dir
		next = s.nextFrom(p, 1)
	}
	switch r.protectTo {
	case toNone:
		s.cancelAttack()
	case toNext:
		s.redirect(s.nextFrom(p, 1), r.protectPlus)
	case toAttacker:
		s.redirect(a.attacker, r.protectPlus)
	case toChosen:
		next = pl.target
		s.redirect(pl.target, r.protectPlus)
	}
	if out {
		// Optional rule 7 C/D: the protect card's effect is judged; a
		// redirected attack must be taken, so the drawer is settled now.
		if s.atk.on {
			v := s.atk.victim
			s.drawCards(v, int(s.atk.count)+s.incoming(v))
			s.atk.on = false
		}
		s.roundOver(p, DefendedOut)
		return
	}
	if !s.atk.on && s.outPlayer >= 0 && r.protectTo == toNone {
		// Optional rule 6 C: the attack made with the going-out card is
		// settled — cancelled, nobody takes it (a protect card with
		// card = "attacker" still goes to the attacker) — so the round ends.
		o := s.outPlayer
		s.outPlayer = -1
		s.roundOver(o, WentOut)
		return
	}
	if s.atk.on && s.atk.victim != next {
		// A reflected attack whose attacker is not next in turn is drawn
		// at once, and the attacker loses their next turn all the same
		// (seed 000: 引かされたプレイヤーは順番を飛ばされます).
		v := s.atk.victim
		s.drawCards(v, int(s.atk.count)+s.incoming(v))
		s.atk.on = false
		if s.phase == PhaseOver {
			return // the draw pile ran out (optional rule 5 B, C): the round is over
		}
		s.lose[v]++
		if s.resolveOut(v) {
			return
		}
	}
	s.endTurn(next)
}

// cancelAttack voids the attack; a cancelled rest attack goes
// under the discard pile.
func (s *State) cancelAttack() {
	if s.atk.on && s.restAttack() {
		s.putUnder(s.atk.restCard)
	}
	s.atk.on = false
}

// redirect sends the attack to a new victim, who must take it. The
// redirecting player's outgoing modifiers (ongoing.outgoing) and the protect card's
// plus add to a draw attack; a rest attack moves in front of the new
// victim and starts their rest at once.
func (s *State) redirect(v int8, plus int16) {
	p := s.turn
	a := &s.atk
	if s.restAttack() {
		s.addTab(v, a.restCard, 0, a.attacker)
		s.rest[v] += s.g.rules[a.kind].rest
		a.on = false
		return
	}
	a.count += int16(s.outgoing(p)) + plus
	a.victim = v
	a.forced = true
	a.passable = false
}

// take makes the victim take the attack: draw the pending draw (plus their
// own ongoing.incoming penalty) and lose the turn, or start resting under a rest attack.
func (s *State) take() {
	v := s.turn
	a := &s.atk
	a.on = false
	if s.restAttack() {
		s.addTab(v, a.restCard, 0, a.attacker)
		s.rest[v] += s.g.rules[a.kind].rest
		s.restTurn(v)
		if s.phase == PhaseOver {
			return
		}
	} else {
		s.drawCards(v, int(a.count)+s.incoming(v))
		if s.phase == PhaseOver || s.resolveOut(v) {
			return
		}
	}
	s.endTurn(s.nextFrom(v, 1))
}

// resolveOut ends the round after an attack made with the going-out card
// is settled (optional rule 6 C), unless its victim was the player who went
// out. It reports whether the round ended.
func (s *State) resolveOut(victim int8) bool {
	if s.outPlayer < 0 {
		return false
	}
	o := s.outPlayer
	s.outPlayer = -1
	if victim == o || len(s.hands[o]) > 0 {
		return false
	}
	s.roundOver(o, WentOut)
	return true
}

// lay puts a tableau card in front of a player: one laid in front of the
// next player (tableau = "next", an attack they answer on their turn), the others in
// front of oneself.
func (s *State) lay(c uint8) {
	p := s.turn
	s.removeHand(p, c)
	s.turnOut++
	r := &s.g.rules[s.g.info[c].kind]
	switch {
	case r.is(opTableauNext):
		s.addTab(s.nextFrom(p, 1), c, tabPending, p)
	case r.othersDraw > 0:
		s.othersDrawn++
		s.addTab(p, c, tabFresh, p)
	default:
		s.addTab(p, c, tabFresh, p)
	}
}

func (s *State) addTab(p int8, c uint8, flags uint8, from int8) {
	s.tab[p][s.ntab[p]] = tabCard{card: c, flags: flags, from: from}
	s.ntab[p]++
	if s.g.rules[s.g.info[c].kind].othersDraw > 0 {
		s.othersDrawLaid++
	}
}

func (s *State) removeTab(p int8, i int) {
	if s.g.rules[s.g.info[s.tab[p][i].card].kind].othersDraw > 0 {
		s.othersDrawLaid--
	}
	copy(s.tab[p][i:], s.tab[p][i+1:s.ntab[p]])
	s.ntab[p]--
}

// release returns a release card of the tableau under the discard pile.
func (s *State) release(p int8, c int) {
	s.removeTab(p, s.tabIndex(p, c))
	s.putUnder(uint8(c))
}

func (s *State) putUnder(c uint8) {
	s.disc = append(s.disc, 0)
	copy(s.disc[1:], s.disc)
	s.disc[0] = c
}

// deadCards puts player p's whole hand into the discard pile, under the
// play card (redraw).
func (s *State) deadCards(p int8) {
	top := s.disc[len(s.disc)-1]
	s.disc = append(s.disc[:len(s.disc)-1], s.hands[p]...)
	s.disc = append(s.disc, top)
	s.hands[p] = s.hands[p][:0]
}

func (s *State) removeDiscard(c uint8) {
	for i, x := range s.disc {
		if x == c {
			s.disc = append(s.disc[:i], s.disc[i+1:]...)
			return
		}
	}
}

func (s *State) removeHand(p int8, c uint8) {
	h := s.hands[p]
	for i, x := range h {
		if x == c {
			s.hands[p] = append(h[:i], h[i+1:]...)
			return
		}
	}
}

// incoming adds up the ongoing modifiers in front of player p to the draws
// p is made to make (ongoing.incoming).
func (s *State) incoming(p int8) int {
	n := 0
	for i := uint8(0); i < s.ntab[p]; i++ {
		n += int(s.g.info[s.tab[p][i].card].incoming)
	}
	return n
}

// outgoing adds up the ongoing modifiers in front of player p to the draws
// p makes others make (ongoing.outgoing).
func (s *State) outgoing(p int8) int {
	n := 0
	for i := uint8(0); i < s.ntab[p]; i++ {
		n += int(s.g.info[s.tab[p][i].card].outgoing)
	}
	return n
}

// restAttack reports whether the attack in progress is a rest attack
// (attack.rest) rather than a draw.
func (s *State) restAttack() bool { return s.g.rules[s.atk.kind].rest > 0 }

// mustFollow reports whether the play in progress needs a follow-up card.
func (s *State) mustFollow() bool {
	return s.play.ctx == ctxCard && s.g.rules[s.play.ctxKind].is(opMustFollow)
}

// nextFrom is the player k seats from p in the current direction.
func (s *State) nextFrom(p int8, k int) int8 {
	n := s.g.Players
	return int8(((int(p)+k*int(s.dir))%n + n) % n)
}

// reshuffle turns the dead cards (the discard pile but the play card) into
// a new draw pile.
func (s *State) reshuffle() {
	top := s.disc[len(s.disc)-1]
	s.draw = append(s.draw, s.disc[:len(s.disc)-1]...)
	if s.g.fault == faultLoseOnReshuffle {
		s.draw = s.draw[1:]
	}
	s.disc = append(s.disc[:0], top)
	engine.Shuffle(&s.rng, s.draw)
}

// drawCards makes player p draw n cards. An empty draw pile is refilled
// from the dead cards (optional rule 5 A) or ends the round (B, C).
func (s *State) drawCards(p int8, n int) {
	for ; n > 0; n-- {
		if len(s.draw) == 0 {
			if s.g.Options.Optional[5] != 'A' {
				s.roundOverEmpty()
				return
			}
			if len(s.disc) <= 1 {
				return // every other card is in a hand or a tableau
			}
			s.reshuffle()
		}
		s.hands[p] = append(s.hands[p], s.pop())
		s.drawn[p]++
		s.reached[p] = false
	}
}
