package windia

import (
	"fmt"
	"math/bits"
)

// InvariantError is a state the rules can never reach: a card lost or
// duplicated, a turn or direction out of range, a negative pending draw,
// scores that do not follow from the hands. It is a bug of the engine.
type InvariantError struct {
	Msg string
}

func (e *InvariantError) Error() string { return "invariant broken: " + e.Msg }

func broken(format string, args ...any) error {
	return &InvariantError{Msg: fmt.Sprintf(format, args...)}
}

// CheckInvariants checks what must hold after every action, whatever the
// options and the choices made:
//
//   - card conservation: the draw pile, the discard pile, the hands, the
//     tableaus (and a declare card awaiting its declaration, or a rest attack awaiting
//     its victim's answer) hold every card of the deck exactly once;
//   - the player to move, the direction, the reach and protect-reach
//     marks and the rest counts are in range, and the phase fits the state
//     (an attack to answer in the defence phase, one card in hand for a
//     reach decision, …);
//   - the pending draw of an attack is positive, never negative;
//   - once the round is over: a winner and a reason, an empty hand for a
//     player who went out, and points and scores that follow from the
//     hands, the tableaus and the scoring rules.
//
// It allocates nothing unless it finds a violation, and costs about as
// much as one action.
func (s *State) CheckInvariants() error {
	if err := s.checkCards(); err != nil {
		return err
	}
	if err := s.checkTurn(); err != nil {
		return err
	}
	if s.phase == PhaseOver {
		return s.checkScores()
	}
	return nil
}

// checkCards checks card conservation with a bit per card.
func (s *State) checkCards() error {
	var seen cardSet
	n := len(s.g.Deck.Cards)
	if c, ok := seen.addAll(s.draw, n); !ok {
		return s.misplaced(c, "the draw pile", -1)
	}
	if c, ok := seen.addAll(s.disc, n); !ok {
		return s.misplaced(c, "the discard pile", -1)
	}
	for p := 0; p < MaxPlayers; p++ {
		if p >= s.g.Players {
			if len(s.hands[p]) > 0 || s.ntab[p] > 0 {
				return broken("seat %d is empty in a %d-player game but holds cards", p+1, s.g.Players)
			}
			continue
		}
		if c, ok := seen.addAll(s.hands[p], n); !ok {
			return s.misplaced(c, "hand", p)
		}
		if s.ntab[p] > uint8(len(s.tab[p])) {
			return broken("player %d has %d tableau cards, the most is %d", p+1, s.ntab[p], len(s.tab[p]))
		}
		for i := uint8(0); i < s.ntab[p]; i++ {
			if c := s.tab[p][i].card; !seen.add(c, n) {
				return s.misplaced(c, "tableau", p)
			}
		}
	}
	if s.phase == PhaseDeclare && !seen.add(s.play.last, n) {
		return s.misplaced(s.play.last, "the declare card being declared", -1)
	}
	if s.atk.on && s.restAttack() && !seen.add(s.atk.restCard, n) {
		return s.misplaced(s.atk.restCard, "the rest attack", -1)
	}
	if total := seen.count(); total != n {
		for c := 0; c < n; c++ {
			if !seen.has(uint8(c)) {
				return broken("%s is nowhere: %d of %d cards are in play", s.g.Deck.Name(c), total, n)
			}
		}
	}
	if len(s.disc) == 0 {
		return broken("the discard pile is empty: there is no play card")
	}
	return nil
}

// misplaced explains why card c could not be added where it was found:
// it is outside the deck, or already elsewhere.
func (s *State) misplaced(c uint8, where string, p int) error {
	if n := len(s.g.Deck.Cards); int(c) >= n {
		return broken("%s holds card index %d, the deck has %d cards", placeName(where, p), c, n)
	}
	return broken("%s is in two places (again in %s)", s.g.Deck.Name(int(c)), placeName(where, p))
}

// cardSet is a set of card indexes, a bit each.
type cardSet [4]uint64

// add adds card c of a deck of n cards; false if c is outside the deck or
// already in the set.
func (set *cardSet) add(c uint8, n int) bool {
	w, b := c>>6, uint64(1)<<(c&63)
	if int(c) >= n || set[w]&b != 0 {
		return false
	}
	set[w] |= b
	return true
}

// addAll adds the cards of pile; on failure it returns the card that
// could not be added.
func (set *cardSet) addAll(pile []uint8, n int) (uint8, bool) {
	for _, c := range pile {
		if !set.add(c, n) {
			return c, false
		}
	}
	return 0, true
}

func (set *cardSet) has(c uint8) bool { return set[c>>6]&(1<<(c&63)) != 0 }

func (set *cardSet) count() int {
	return bits.OnesCount64(set[0]) + bits.OnesCount64(set[1]) + bits.OnesCount64(set[2]) + bits.OnesCount64(set[3])
}

func placeName(where string, p int) string {
	if p < 0 {
		return where
	}
	return fmt.Sprintf("player %d's %s", p+1, where)
}

// checkTurn checks whose turn it is, the direction, the attack and the
// per-player marks.
func (s *State) checkTurn() error {
	n := int8(s.g.Players)
	if s.phase > PhaseOver {
		return broken("unknown phase %d", s.phase)
	}
	if s.turn < 0 || s.turn >= n {
		return broken("player %d is to move in a %d-player game", s.turn+1, n)
	}
	if s.dir != 1 && s.dir != -1 {
		return broken("direction %d is neither +1 nor -1", s.dir)
	}
	if s.forgot < -1 || s.forgot >= n {
		return broken("player %d forgot reach in a %d-player game", s.forgot+1, n)
	}
	if s.outPlayer < -1 || s.outPlayer >= n {
		return broken("player %d went out in a %d-player game", s.outPlayer+1, n)
	}
	if s.color&^s.g.Deck.allColors != 0 {
		return broken("color mask %#x has colors the catalog does not", s.color)
	}
	a := &s.atk
	if a.count < 0 {
		return broken("the pending draw is %d", a.count)
	}
	if a.on {
		if a.victim < 0 || a.victim >= n || a.attacker < 0 || a.attacker >= n {
			return broken("attack by player %d on player %d in a %d-player game", a.attacker+1, a.victim+1, n)
		}
		switch {
		case s.restAttack():
		case s.g.rules[a.kind].isDrawAttack():
			if a.count <= 0 {
				return broken("a %s attack with a pending draw of %d", s.g.Deck.kindName(a.kind), a.count)
			}
		default:
			return broken("a %s is not an attack", s.g.Deck.kindName(a.kind))
		}
	}
	for p := int8(0); p < n; p++ {
		if s.rest[p] < 0 || s.restExtra[p] < 0 || s.lose[p] < 0 {
			return broken("player %d has %d rest turns, %d extra draws and %d lost turns", p+1, s.rest[p], s.restExtra[p], s.lose[p])
		}
	}
	h := len(s.hands[s.turn])
	switch s.phase {
	case PhaseTurn:
		if s.rest[s.turn] > 0 || s.lose[s.turn] > 0 {
			return broken("player %d takes a turn while resting (%d rest turns, %d lost turns)", s.turn+1, s.rest[s.turn], s.lose[s.turn])
		}
		if a.on && a.victim == s.turn {
			return broken("player %d takes a normal turn with an attack on them to answer", s.turn+1)
		}
	case PhaseAfterDraw:
		if s.drewN != 1 {
			return broken("after a voluntary draw of %d cards, the phase is %s", s.drewN, s.phase)
		}
	case PhaseRelease:
		if s.drewN < 1 {
			return broken("%d releases owed", s.drewN)
		}
	case PhaseDefend:
		if !a.on || a.victim != s.turn {
			return broken("player %d answers an attack that is not on them", s.turn+1)
		}
	case PhaseReach:
		if h != 1 {
			return broken("player %d decides about reach with %d cards", s.turn+1, h)
		}
	case PhaseDeclare:
		if s.g.info[s.play.last].flags&fDeclare == 0 {
			return broken("a declaration for %s, which is not a declare card", s.g.Deck.Name(int(s.play.last)))
		}
	}
	return nil
}

// checkScores checks the end of the round: the winner, the points of the
// hands and tableaus, and the match scores under the scoring rule.
func (s *State) checkScores() error {
	n := s.g.Players
	if s.winner < 0 || int(s.winner) >= n || s.ended == NotOver {
		return broken("the round is over without a winner (winner %d, %s)", s.winner+1, s.ended)
	}
	w := len(s.hands[s.winner])
	switch s.ended {
	case WentOut, DefendedOut:
		// Under optional rule 6 C a going-out attack pressed back by
		// protect-reach leaves the protect card in the winner's hand.
		pressed := w == 1 && s.ended == WentOut && s.g.Options.Optional[6] == 'C' && s.g.rules[s.g.info[s.hands[s.winner][0]].kind].is(opGiveAttacker)
		if w != 0 && !pressed {
			return broken("player %d won (%s) with %d cards in hand", s.winner+1, s.ended, w)
		}
	case ProtectReach:
		if w != 1 {
			return broken("player %d won with protect-reach holding %d cards", s.winner+1, w)
		}
	}
	d := s.g.Deck
	o := &s.g.Options
	for p := 0; p < n; p++ {
		points, numbersOnly := 0, false
		for i := uint8(0); i < s.ntab[p]; i++ {
			c := &d.Cards[s.tab[p][i].card]
			points += c.TableauPoints
			numbersOnly = numbersOnly || d.Rules[c.Kind].is(opHandNumbers)
		}
		for _, h := range s.hands[p] {
			switch c := &d.Cards[h]; {
			case d.Rules[c.Kind].is(opNumber):
				points += c.Number
			case !numbersOnly:
				points += c.Points
			}
		}
		if points != s.points[p] {
			return broken("player %d scores %d points, the hand and tableau are worth %d", p+1, s.points[p], points)
		}
		if points < 0 {
			return broken("player %d has %d points", p+1, points)
		}
		// The score moves by the points (down under the limit rule, up
		// under the pennant rule), the pennant winner's −20, and only the
		// bonuses of the scoring options chosen.
		sign := -1
		if o.Pennant {
			sign = 1
		}
		base := s.score[p] + sign*points
		if o.Pennant && p == int(s.winner) {
			base -= 20
		}
		if !s.scoreAllowed(p, base, s.after[p]) {
			return broken("player %d: score %d → %d with %d points", p+1, s.score[p], s.after[p], points)
		}
	}
	return nil
}

// scoreAllowed reports whether the score after the round may follow from
// base (the score moved by the points) with the scoring options chosen.
func (s *State) scoreAllowed(p, base, after int) bool {
	o := &s.g.Options
	toward := 1 // bonuses move the score toward winning
	if o.Pennant {
		toward = -1
	}
	for _, v := range []int{base, base + toward*30} {
		if v != base && !(o.Scoring[3] && p == int(s.winner)) {
			continue
		}
		switch {
		case after == v:
			return !(o.Scoring[5] && v == 0) && !(o.Scoring[4] && !o.Pennant && v%100 == 0)
		case o.Scoring[5] && v == 0 && after == v+toward*250:
			return true
		case o.Scoring[4] && !o.Pennant && v%100 == 0 && !(o.Scoring[5] && v == 0) && after == v+50:
			return true
		}
	}
	return false
}
