package worldend

// Effect is what a card does beyond its stats, compiled from its catalog
// rules (vocabulary.go, docs/rules-data.md) into flat fields that the
// engine reads during play. Of a magic card, the effect takes place when it
// is used; of a character, only its condition and trigger are read.
type Effect struct {
	// Target is what the effect aims at.
	Target Target
	// Damage is dealt to the target: to a character's L (trashed when it
	// reaches 0; the damage does not go on to the deck — piercing belongs
	// to characters in battle), or to the opponent's deck.
	Damage int
	// Exhaust turns the target character exhausted; Hold keeps it so
	// through its owner's next ready phase.
	Exhaust, Hold bool
	// Power and Life are added to the target character until the end
	// phase (the end of the turn comes right after it: nothing between
	// reads P or L).
	Power, Life int
	// ToHand moves the target card from the trash to its player's hand.
	ToHand bool
	// Draw is the number of cards the card's player draws; DrawTo draws
	// until the hand holds that many.
	Draw, DrawTo int
	// OwnField, when above 0, allows the card to be played only while its
	// player's field holds that many characters or more.
	OwnField int
	// OnTrashed is a character's trigger "when trashed from the field",
	// nil when it has none. It is its owner's effect.
	OnTrashed *Effect
}

// Target is what an effect aims at.
type Target uint8

// The targets of effects.
const (
	NoTarget          Target = iota
	OpponentCharacter        // a character on the opponent's field
	OwnCharacter             // a character on one's own field
	AttackedCharacter        // one's own character under attack (supports)
	TrashCharacter           // a character card in one's own trash
	Opponent                 // the opponent (damage goes to the deck)
)

// target is what a card's effect aims at (NoTarget for a card without
// rules).
func (c *Card) target() Target {
	if c.Effect == nil {
		return NoTarget
	}
	return c.Effect.Target
}

// targets reports whether something happens to the target.
func (e *Effect) targets() bool {
	return e.Damage > 0 || e.Exhaust || e.Power > 0 || e.Life > 0 || e.ToHand
}

// acts reports whether the effect does anything.
func (e *Effect) acts() bool { return e.targets() || e.Draw > 0 || e.DrawTo > 0 }

// allows reports whether the condition of a card of effect e lets p play
// it now (LegalActions asks it of every candidate: it allocates nothing).
func (e *Effect) allows(s *State, p int) bool {
	return e == nil || len(s.P[p].Field) >= e.OwnField
}

// resolve applies e as player p's effect; t is the piece aimed at, or -1
// when the effect aims at no piece. The parts take place in a fixed order:
// the card taken, the changes of P and L, exhausting, damage, draws.
func (s *State) resolve(e *Effect, p, t int) {
	if e.ToHand {
		remove(&s.P[p].Trash, func(x int) bool { return x == t })
		s.P[p].Hand = append(s.P[p].Hand, t)
	}
	if t >= 0 && e.Target != TrashCharacter {
		if sl := s.slot(t); sl != nil {
			sl.Power += e.Power
			sl.Life += e.Life
			if e.Exhaust {
				sl.Exhausted, sl.Held = true, sl.Held || e.Hold
			}
			if e.Damage > 0 {
				sl.Damage += e.Damage
				if s.life(sl) <= 0 {
					s.trashFromField(t)
				}
			}
		}
	}
	if e.Target == Opponent {
		s.damage(1-p, e.Damage)
	}
	if e.Draw > 0 && !s.over() {
		s.draw(p, e.Draw)
	}
	if n := e.DrawTo - len(s.P[p].Hand); n > 0 && !s.over() {
		s.draw(p, n)
	}
}
