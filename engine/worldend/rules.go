package worldend

// This file holds the processing the rules describe: drawing, damage,
// refreshes and the extra zone, battles, the ready and end phases.

// draw moves n cards from the top of p's deck to the hand, refreshing
// whenever the deck runs out, then takes the extra-zone cards the
// refreshes call for.
func (s *State) draw(p, n int) {
	pl := &s.P[p]
	for i := 0; i < n && len(pl.Deck) > 0; i++ {
		if !s.fault || s.Drew[p] != 4 {
			pl.Hand = append(pl.Hand, pl.Deck[0])
		}
		pl.Deck = pl.Deck[1:]
		s.Drew[p]++
		if len(pl.Deck) == 0 {
			s.refresh(p)
		}
	}
	s.settle(p)
}

// mill trashes n cards from the top of p's deck, refreshing whenever the
// deck runs out. The extra-zone cards are taken by settle, once the whole
// processing (a damage, a play) is done.
func (s *State) mill(p, n int) {
	pl := &s.P[p]
	for i := 0; i < n && len(pl.Deck) > 0; i++ {
		pl.Trash = append(pl.Trash, pl.Deck[0])
		pl.Deck = pl.Deck[1:]
		if len(pl.Deck) == 0 {
			s.refresh(p)
		}
	}
}

// damage deals n damage to player p: n cards from the top of the deck go
// to the trash; a refresh in the middle takes its extra-zone card at the
// end.
func (s *State) damage(p, n int) {
	if n <= 0 || s.over() {
		return
	}
	s.mill(p, n)
	s.settle(p)
}

// refresh turns p's trash face down, shuffles it into a new deck and
// counts the refresh; its extra-zone card is taken by settle. A refresh
// with an empty trash leaves the deck empty: what is left to draw or trash
// is lost.
func (s *State) refresh(p int) {
	pl := &s.P[p]
	pl.Deck = append(pl.Deck[:0:0], pl.Trash...)
	pl.Trash = nil
	s.shuffle(pl.Deck)
	pl.Refreshes++
	pl.PendingExtra++
}

// settle takes one card from the top of p's extra zone into the hand for
// each refresh of the processing just done. Taking the third card — the
// last one of the extra zone — loses the game.
func (s *State) settle(p int) {
	pl := &s.P[p]
	for pl.PendingExtra > 0 && !s.over() {
		pl.PendingExtra--
		if len(pl.Extra) == 0 {
			s.lose(p)
			return
		}
		pl.Hand = append(pl.Hand, pl.Extra[0])
		pl.Extra = pl.Extra[1:]
		if len(pl.Extra) == 0 {
			s.lose(p)
		}
	}
}

func (s *State) lose(p int) {
	s.Loser = p
	s.Phase = PhaseOver
	s.Battle = nil
	s.Upkeep = nil
}

// leave takes a character off the field: to the trash, or out of the game
// when it was played from the summon zone. It returns the character's
// "when trashed" effect, to run when the processing allows, or nil.
func (s *State) leave(piece int) func() {
	owner := s.Pieces[piece].Owner
	pl := &s.P[owner]
	for i, sl := range pl.Field {
		if sl.Piece == piece {
			pl.Field = append(pl.Field[:i], pl.Field[i+1:]...)
			break
		}
	}
	if s.Pieces[piece].Summon {
		pl.Removed = append(pl.Removed, piece)
		return nil
	}
	pl.Trash = append(pl.Trash, piece)
	if e := s.card(piece).Effect; e != nil && e.OnTrashed != nil {
		return func() { s.resolve(e.OnTrashed, owner, -1) }
	}
	return nil
}

// trashFromField trashes a character and runs its "when trashed" effect.
func (s *State) trashFromField(piece int) {
	if f := s.leave(piece); f != nil && !s.over() {
		f()
	}
}

// fight is the damage step of the pending battle. A direct attack deals
// the attacker's P to the attacked player. Two characters deal their P to
// each other's L at once; a character whose L is used up is trashed, and
// what its L did not stop goes on to its owner's deck (every character
// pierces). Order: the trashed characters go to the trash (the attacked
// one first), then the attacked player takes the damage left over, then
// the attacking player, then "when trashed" effects run.
func (s *State) fight() {
	b := s.Battle
	s.Battle = nil
	att := s.Pieces[b.Attacker].Owner
	def := 1 - att
	a := s.slot(b.Attacker)
	if b.Target < 0 {
		s.damage(def, s.power(a))
		return
	}
	d := s.slot(b.Target)
	pa, pd := s.power(a), s.power(d)
	la, ld := s.life(a), s.life(d)
	d.Damage += pa
	a.Damage += pd
	overD, overA := pa-ld, pd-la
	var effects []func()
	if overD >= 0 {
		effects = append(effects, s.leave(b.Target))
	}
	if overA >= 0 {
		effects = append(effects, s.leave(b.Attacker))
	}
	s.damage(def, overD)
	s.damage(att, overA)
	for _, f := range effects {
		if f != nil && !s.over() {
			f()
		}
	}
}

// beginTurn starts p's turn with the ready phase: p's exhausted characters
// become ready, except a held one, which stays exhausted this once. The
// ready phase has no decisions: the turn waits in the draw phase.
func (s *State) beginTurn(p int) {
	s.Turn, s.Attacks = p, 0
	for i := range s.P[p].Field {
		sl := &s.P[p].Field[i]
		if sl.Held {
			sl.Held = false
			continue
		}
		sl.Exhausted = false
	}
	s.Phase = PhaseDraw
}

// endPhase restores every character (damage and temporary changes end),
// then asks the turn player for the upkeep of each character that has one.
func (s *State) endPhase() {
	for i := range s.P {
		for j := range s.P[i].Field {
			sl := &s.P[i].Field[j]
			sl.Damage, sl.Power, sl.Life = 0, 0, 0
		}
	}
	s.Phase = PhaseEnd
	s.Upkeep = nil
	for _, sl := range s.P[s.Turn].Field {
		if s.card(sl.Piece).Upkeep > 0 {
			s.Upkeep = append(s.Upkeep, sl.Piece)
		}
	}
	s.settleUpkeep()
}

// settleUpkeep trashes the characters whose upkeep the hand can no longer
// pay; when no upkeep is left to decide, the turn passes.
func (s *State) settleUpkeep() {
	p := s.Turn
	for !s.over() {
		i := -1
		for k, piece := range s.Upkeep {
			if s.card(piece).Upkeep > len(s.P[p].Hand) {
				i = k
				break
			}
		}
		if i < 0 {
			break
		}
		piece := s.Upkeep[i]
		s.Upkeep = append(s.Upkeep[:i], s.Upkeep[i+1:]...)
		s.trashFromField(piece)
	}
	if s.over() || len(s.Upkeep) > 0 {
		return
	}
	s.First = false
	s.beginTurn(1 - p)
}
