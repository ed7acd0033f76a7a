package windia

// roundOver ends the round with winner going out, and scores it.
func (s *State) roundOver(winner int8, why EndReason) {
	s.winner, s.ended = winner, why
	s.phase = PhaseOver
	s.atk.on = false
	// A player still resting under a rest attack draws the rest turns left (one
	// card each, two under a reach penalty).
	for p := int8(0); p < int8(s.g.Players); p++ {
		if n := int(s.rest[p]) + int(s.restExtra[p]); n > 0 {
			s.rest[p], s.restExtra[p] = 0, 0
			s.drawTail(p, n)
		}
	}
	s.score2()
}

// drawTail draws at round end, when an empty draw pile no longer matters:
// dead cards are reshuffled whatever optional rule 5 says.
func (s *State) drawTail(p int8, n int) {
	for ; n > 0; n-- {
		if len(s.draw) == 0 {
			if len(s.disc) <= 1 {
				return
			}
			s.reshuffle()
		}
		s.hands[p] = append(s.hands[p], s.pop())
		s.reached[p] = false
		s.drawn[p]++
	}
}

// roundOverEmpty ends the round when the draw pile runs out under optional
// rule 5 B (fewest points wins, then fewest cards) or C (fewest cards, then
// fewest points).
func (s *State) roundOverEmpty() {
	s.phase = PhaseOver
	s.ended = EmptyPile
	s.atk.on = false
	s.countPoints()
	best := int8(0)
	for p := int8(1); p < int8(s.g.Players); p++ {
		a, b := s.points[p], s.points[best]
		ha, hb := len(s.hands[p]), len(s.hands[best])
		if s.g.Options.Optional[5] == 'C' {
			a, b, ha, hb = ha, hb, a, b
		}
		if a < b || a == b && ha < hb {
			best = p
		}
	}
	s.winner = best
	s.score2()
}

// countPoints adds up each player's points: hand cards (number cards their
// number, action cards their points, 0 under one's own card with
// ongoing.hand_points = "numbers") and tableau
// cards at their tableau points (tableau_points; a rest attack still
// resting counts 0 too: the card text wins over the older rules).
func (s *State) countPoints() {
	d := s.g.Deck
	for p := 0; p < s.g.Players; p++ {
		numbersOnly := false
		sum := 0
		for i := uint8(0); i < s.ntab[p]; i++ {
			c := &d.Cards[s.tab[p][i].card]
			if d.Rules[c.Kind].is(opHandNumbers) {
				numbersOnly = true
			}
			sum += c.TableauPoints
		}
		for _, h := range s.hands[p] {
			c := &d.Cards[h]
			switch {
			case d.Rules[c.Kind].is(opNumber):
				sum += c.Number
			case !numbersOnly:
				sum += c.Points
			}
		}
		s.points[p] = sum
	}
}

// score2 turns the round's points into match scores: subtracted from the
// score under the limit rule, added (signs reversed, −20 for going out)
// under the pennant rule, with the scoring options chosen.
func (s *State) score2() {
	s.countPoints()
	o := &s.g.Options
	for p := 0; p < s.g.Players; p++ {
		sign := -1
		if o.Pennant {
			sign = 1
		}
		v := s.score[p] + sign*s.points[p]
		if int8(p) == s.winner {
			if o.Pennant {
				v -= 20
			}
			// Scoring option 3: going out without reach, that is with two
			// or more cards leaving the hand on the last turn.
			if o.Scoring[3] && s.turnOut >= 2 && s.ended == WentOut {
				v -= sign * 30
			}
		}
		switch {
		case o.Scoring[5] && v == 0:
			v -= sign * 250
		case o.Scoring[4] && !o.Pennant && v%100 == 0:
			v += 50
		}
		s.after[p] = v
	}
}
