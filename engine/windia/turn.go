package windia

// endTurn ends the acting player's turn; next is whose turn follows. A
// player left with one card first decides about reach.
func (s *State) endTurn(next int8) {
	p := s.turn
	for i := uint8(0); i < s.ntab[p]; i++ {
		s.tab[p][i].flags &^= tabFresh
	}
	if s.forgot >= 0 && s.forgot != p {
		s.forgot = -1 // the next player ended a turn: too late to point out
	}
	if len(s.hands[p]) != 1 {
		s.reached[p] = false
		s.protectReach[p] = false
	}
	if len(s.hands[p]) == 1 && !s.reached[p] {
		s.next = next
		s.phase = PhaseReach
		return
	}
	s.beginTurn(next)
}

// checkProtectReach applies optional rule 8 A when player p declares reach: with a hand_points tableau card
// laid out and only a protect card given to the attacker left, it is shown and p
// goes out on the next turn unless an ongoing.others_draw card is laid meanwhile.
func (s *State) checkProtectReach(p int8) {
	if s.g.Options.Optional[8] != 'A' || len(s.hands[p]) != 1 || !s.g.rules[s.g.info[s.hands[p][0]].kind].is(opGiveAttacker) {
		return
	}
	for i := uint8(0); i < s.ntab[p]; i++ {
		if s.g.rules[s.g.info[s.tab[p][i].card].kind].is(opHandNumbers) {
			s.protectReach[p] = true
			s.protectMark[p] = s.othersDrawn
			return
		}
	}
}

// beginTurn starts player p's turn, playing out what needs no decision:
// redirected attacks and attacks on a resting player are taken, rest turns
// draw and pass, ongoing.others_draw draws are made.
func (s *State) beginTurn(p int8) {
	for guard := 0; guard < 64; guard++ {
		s.turn = p
		s.turns++
		s.drewN = 0
		s.turnOut = 0
		s.play = play{target: -1, option: -1}
		if s.atk.on && s.atk.victim == p {
			if s.rest[p] > 0 || s.atk.forced {
				// Taken unconditionally; a resting player's rest is not
				// released by it.
				s.atk.on = false
				s.drawCards(p, int(s.atk.count)+s.incoming(p))
				if s.phase == PhaseOver || s.resolveOut(p) {
					return
				}
				p = s.nextFrom(p, 1)
				continue
			}
			s.phase = PhaseDefend
			return
		}
		if i := s.pendingRest(p); i >= 0 {
			t := s.tab[p][i]
			if s.rest[p] > 0 || t.flags&tabForced != 0 {
				s.tab[p][i].flags &^= tabPending | tabForced
				s.rest[p] += s.g.rules[s.g.info[t.card].kind].rest
				p = s.nextFrom(p, 1)
				continue
			}
			s.removeTab(p, i)
			s.atk = attack{on: true, kind: s.g.info[t.card].kind, victim: p, attacker: t.from, restCard: t.card}
			s.phase = PhaseDefend
			return
		}
		if s.lose[p] > 0 {
			// A turn lost to a reflected attack drawn at once.
			s.lose[p]--
			p = s.nextFrom(p, 1)
			continue
		}
		if s.rest[p] > 0 {
			s.restTurn(p)
			if s.phase == PhaseOver {
				return
			}
			p = s.nextFrom(p, 1)
			continue
		}
		if s.protectReach[p] {
			s.protectReach[p] = false
			if s.protectMark[p] == s.othersDrawn && len(s.hands[p]) == 1 {
				s.roundOver(p, ProtectReach)
				return
			}
		}
		s.othersDraw(p)
		if s.phase == PhaseOver {
			return
		}
		s.phase = PhaseTurn
		return
	}
	s.phase = PhaseTurn
}

// pendingRest returns the tableau index of a rest attack laid in front of p that
// p has not answered yet, or -1.
func (s *State) pendingRest(p int8) int {
	for i := 0; i < int(s.ntab[p]); i++ {
		if s.tab[p][i].flags&tabPending != 0 {
			return i
		}
	}
	return -1
}

// restTurn is one rest turn: draw one card (two under a reach penalty); the
// last rest returns the rest attack cards under the discard pile.
func (s *State) restTurn(p int8) {
	n := 1 + int(s.restExtra[p])
	s.restExtra[p] = 0
	s.rest[p]--
	if s.forgot >= 0 && s.forgot != p {
		s.forgot = -1
	}
	s.drawCards(p, n)
	if s.phase == PhaseOver {
		return
	}
	if s.rest[p] == 0 {
		for i := 0; i < int(s.ntab[p]); i++ {
			t := s.tab[p][i]
			if s.g.rules[s.g.info[t.card].kind].rest > 0 && t.flags&tabPending == 0 {
				s.removeTab(p, i)
				s.putUnder(t.card)
				i--
			}
		}
	}
}

// othersDraw applies ongoing.others_draw at the start of p's turn: p's own
// such cards go back under the discard pile, then p draws their others_draw
// for each one in front of another player, plus the ongoing.outgoing of that
// player and the ongoing.incoming of p.
func (s *State) othersDraw(p int8) {
	if s.othersDrawLaid == 0 {
		return
	}
	for i := 0; i < int(s.ntab[p]); i++ {
		t := s.tab[p][i]
		if s.g.rules[s.g.info[t.card].kind].othersDraw > 0 {
			s.removeTab(p, i)
			s.putUnder(t.card)
			i--
		}
	}
	n := 0
	for q := int8(0); q < int8(s.g.Players); q++ {
		if q == p || s.ntab[q] == 0 {
			continue
		}
		for i := uint8(0); i < s.ntab[q]; i++ {
			if d := s.g.rules[s.g.info[s.tab[q][i].card].kind].othersDraw; d > 0 {
				n += int(d) + s.outgoing(q) + s.incoming(p)
			}
		}
	}
	if n > 0 {
		s.drawCards(p, n)
	}
}
