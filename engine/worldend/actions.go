package worldend

import (
	"slices"
	"strings"

	"cardpress/engine"
)

// This file holds the players' actions. Each checks the rules first and
// returns a *Rejected without changing the game when they do not allow it.

// MaxField is the number of characters a field holds.
const MaxField = 3

// Play is a card played from the hand or the summon zone, with the
// decisions that come with it.
type Play struct {
	Card *Card
	// FromSummon plays the card from the summon zone instead of the hand.
	FromSummon bool
	// Cost are the hand cards named to pay the cost; cards the example
	// does not name pay what is left.
	Cost []*Card
	// At is the field character the play aims at: a magic card's target,
	// or the character a new character is put on when the field is full.
	At *Card
	// Take is the trash card a magic card takes (move = "hand").
	Take *Card
}

func (s *State) name(p int) string { return s.Names[p] }

// ready checks that p may act on the turn now: the game runs, no attack
// waits for its support step, and it is p's turn.
func (s *State) ready(p int) error {
	switch {
	case s.over():
		return reject("over", s.who("loser", s.Loser))
	case s.Phase == PhaseSetup:
		return reject("not-started", s.who("player", p))
	case s.Phase == PhaseSupport:
		return reject("support-step-waits", s.who("attacker", s.Turn), s.who("defender", 1-s.Turn))
	case p != s.Turn:
		return reject("not-turn", s.who("player", p), s.who("turn", s.Turn))
	case s.Phase == PhaseDraw:
		return reject("draw-first", s.who("player", p))
	case s.Phase == PhaseEnd:
		return reject("upkeep-waits", s.who("player", p), word("cards", s.names(s.Upkeep)))
	}
	return nil
}

func (s *State) names(pieces []int) string {
	var l []string
	for _, x := range pieces {
		l = append(l, s.Pieces[x].Name())
	}
	return strings.Join(l, ", ")
}

// Start sets the game up with p going first: both players shuffle their
// decks, put the top 3 cards in the extra zone and draw 2; p's first turn
// begins.
func (s *State) Start(p int) error {
	if s.Phase != PhaseSetup {
		return reject("started")
	}
	for q := range s.P {
		pl := &s.P[q]
		s.shuffle(pl.Deck)
		n := min(3, len(pl.Deck))
		pl.Extra = append(pl.Extra, pl.Deck[:n]...)
		pl.Deck = pl.Deck[n:]
		s.draw(q, 2)
	}
	s.First = true
	s.beginTurn(p)
	return nil
}

// Draw is the draw phase: p chooses 1 to 3 cards (1 or 2 on the game's
// first turn) and draws them.
func (s *State) Draw(p, n int) error {
	if s.Phase != PhaseDraw || p != s.Turn {
		if err := s.ready(p); err != nil {
			return err
		}
		return reject("drawn-already", s.who("player", p))
	}
	if most := s.mostDraws(); n < 1 || n > most {
		if s.First {
			return reject("first-turn-draw", num("n", n))
		}
		return reject("draw-count", num("n", n))
	}
	s.draw(p, n)
	if !s.over() {
		s.Phase = PhaseMain
	}
	return nil
}

// PlayCard plays a character or a magic card: in p's main phase, or — a
// support or quick card — by the attacked player in the support step.
func (s *State) PlayCard(p int, pl Play) error {
	c := pl.Card
	supportStep := s.Phase == PhaseSupport
	switch {
	case supportStep && p == s.Turn:
		return reject("attacked-player", s.who("player", p), s.who("defender", 1-p))
	case supportStep && (c.Kind != Magic || c.Timing == Normal):
		return reject("not-support", cardParam("card", c))
	case !supportStep:
		if c.Timing != Normal && p != s.Turn && !s.over() && s.Phase != PhaseSetup {
			return reject("support-of-attack", cardParam("card", c))
		}
		if s.Phase == PhaseBattle && p == s.Turn {
			return reject("after-start-step", s.who("player", p))
		}
		if err := s.ready(p); err != nil {
			return err
		}
		if c.Timing == Support {
			return reject("support-step", cardParam("card", c))
		}
	}
	pcs := &s.P[p]
	zone := &pcs.Hand
	if pl.FromSummon {
		zone = &pcs.SummonZone
	}
	piece := find(*zone, func(x int) bool { return s.card(x) == c })
	if piece < 0 {
		if pl.FromSummon {
			return reject("not-in-summon-zone", s.who("player", p), cardParam("card", c))
		}
		return reject("not-held", s.who("player", p), cardParam("card", c))
	}
	if !c.Effect.allows(s, p) {
		return reject("condition", cardParam("card", c), num("n", c.Effect.OwnField))
	}
	target, replace := -1, -1
	var err error
	paid := false
	if c.Kind == Magic {
		// A spell's target is chosen once its cost is paid: a character
		// trashed as part of the cost can be taken back (move = "hand"). The
		// callers play on a copy, so a target that fails after paying
		// leaves nothing behind.
		if err := s.pay(p, zone, piece, c, pl.Cost); err != nil {
			return err
		}
		paid = true
		if target, err = s.target(p, c, pl); err != nil {
			return err
		}
	} else {
		switch {
		case len(pcs.Field) >= MaxField:
			if pl.At == nil {
				return reject("field-full", s.who("player", p), num("n", MaxField), cardParam("card", c), cardParam("example", s.card(pcs.Field[0].Piece)))
			}
			if replace, err = s.onField(p, pl.At, cardParam("what", c)); err != nil {
				return err
			}
		case pl.At != nil:
			return reject("has-room", s.who("player", p), cardParam("card", c))
		}
		if pl.Take != nil {
			return reject("takes-no-card", cardParam("card", c))
		}
	}
	if !paid {
		// The rules allow the play: the cost first, then the card.
		if err := s.pay(p, zone, piece, c, pl.Cost); err != nil {
			return err
		}
	}
	s.mill(p, c.DeckCost)
	if c.Kind == Magic {
		// Magic goes to the trash (out of the game from the summon zone),
		// then takes effect.
		if pl.FromSummon {
			pcs.Removed = append(pcs.Removed, piece)
		} else {
			pcs.Trash = append(pcs.Trash, piece)
		}
		s.resolve(c.Effect, p, target)
	} else {
		// A character enters ready; on a full field it goes on one of the
		// characters, which goes to the trash.
		var effect func()
		if replace >= 0 {
			effect = s.leave(replace)
		}
		pcs.Field = append(pcs.Field, Slot{Piece: piece})
		if effect != nil {
			effect()
		}
	}
	s.settle(p)
	s.settle(1 - p)
	if supportStep && !s.over() {
		s.fight()
		if !s.over() {
			s.Phase = PhaseBattle
		}
	}
	return nil
}

// pay takes the piece played out of its zone and trashes the hand cards
// of its cost.
func (s *State) pay(p int, zone *[]int, piece int, c *Card, named []*Card) error {
	cost, err := s.payment(p, piece, c.Cost, named, cardParam("what", c))
	if err != nil {
		return err
	}
	remove(zone, func(x int) bool { return x == piece })
	for _, x := range cost {
		remove(&s.P[p].Hand, func(y int) bool { return y == x })
		s.P[p].Trash = append(s.P[p].Trash, x)
	}
	return nil
}

func find(list []int, match func(int) bool) int {
	for _, x := range list {
		if match(x) {
			return x
		}
	}
	return -1
}

// target finds what a magic card aims at.
func (s *State) target(p int, c *Card, pl Play) (int, error) {
	kind := c.target()
	if pl.Take != nil && kind != TrashCharacter {
		return -1, reject("takes-no-card", cardParam("card", c))
	}
	if pl.At != nil && (kind == NoTarget || kind == TrashCharacter || kind == Opponent) {
		return -1, reject("aims-at-none", cardParam("card", c))
	}
	switch kind {
	case OpponentCharacter:
		return s.aim(1-p, pl.At, c)
	case OwnCharacter:
		return s.aim(p, pl.At, c)
	case AttackedCharacter:
		b := s.Battle
		if !s.hasTarget(p, c) {
			return -1, reject("needs-attacked", cardParam("card", c), s.who("player", p))
		}
		if pl.At != nil && s.card(b.Target) != pl.At {
			return -1, reject("attacked-only", cardParam("card", c), cardParam("attacked", s.card(b.Target)), cardParam("at", pl.At))
		}
		return b.Target, nil
	case TrashCharacter:
		var chars []int
		for _, x := range s.P[p].Trash {
			if k := s.card(x); k != nil && k.Kind == Character {
				chars = append(chars, x)
			}
		}
		if len(chars) == 0 {
			return -1, reject("not-in-trash/character", s.who("player", p), cardParam("card", c))
		}
		if pl.Take == nil {
			if !allSame(s, chars) {
				return -1, reject("name-character/take", cardParam("card", c), cardParam("example", s.card(chars[0])))
			}
			return chars[0], nil
		}
		if x := find(chars, func(x int) bool { return s.card(x) == pl.Take }); x >= 0 {
			return x, nil
		}
		return -1, reject("not-in-trash", s.who("player", p), cardParam("card", pl.Take))
	}
	return -1, nil
}

func allSame(s *State, pieces []int) bool {
	for _, x := range pieces {
		if s.card(x) != s.card(pieces[0]) {
			return false
		}
	}
	return true
}

// aim finds the character card c aims at on owner's field: the one named,
// or the only one there.
func (s *State) aim(owner int, at, c *Card) (int, error) {
	var on []int
	for _, sl := range s.P[owner].Field {
		on = append(on, sl.Piece)
	}
	if len(on) == 0 {
		return -1, reject("not-on-field/any", s.who("player", owner), cardParam("card", c))
	}
	if at == nil {
		if !allSame(s, on) {
			return -1, reject("name-character", cardParam("card", c), cardParam("example", s.card(on[0])))
		}
		return on[0], nil
	}
	return s.onField(owner, at, cardParam("what", c))
}

// onField finds a character of owner's field by its card, for what (the
// card aiming at it, or the attack).
func (s *State) onField(owner int, c *Card, what engine.Param) (int, error) {
	for _, sl := range s.P[owner].Field {
		if s.card(sl.Piece) == c {
			return sl.Piece, nil
		}
	}
	return -1, reject("not-on-field", s.who("player", owner), cardParam("card", c), what)
}

// payment chooses the n hand cards p trashes for what: the cards named
// first, then cards the example does not name; when the hand holds just
// enough cards, all of them. except is the card being played (it is not
// part of its own cost), or -1.
func (s *State) payment(p, except, n int, named []*Card, what engine.Param) ([]int, error) {
	var avail []int
	for _, x := range s.P[p].Hand {
		if x != except {
			avail = append(avail, x)
		}
	}
	switch {
	case len(named) > n:
		return nil, reject("cost-count", what, num("n", n), num("named", len(named)))
	case len(avail) < n && except >= 0:
		return nil, reject("cost-short/besides", what, num("n", n), s.who("player", p), num("have", len(avail)))
	case len(avail) < n:
		return nil, reject("cost-short", what, num("n", n), s.who("player", p), num("have", len(avail)))
	}
	// out holds the pieces used so far: the named ones, then the rest.
	out := make([]int, 0, n)
	for _, c := range named {
		x := find(avail, func(x int) bool { return !slices.Contains(out, x) && s.card(x) == c })
		if x < 0 {
			return nil, reject("not-held/cost", s.who("player", p), cardParam("card", c), what)
		}
		out = append(out, x)
	}
	var rest, unnamed []int
	for _, x := range avail {
		if !slices.Contains(out, x) {
			rest = append(rest, x)
			if s.card(x) == nil {
				unnamed = append(unnamed, x)
			}
		}
	}
	left := n - len(out)
	switch {
	case left == 0:
	case len(unnamed) >= left:
		out = append(out, unnamed[:left]...)
	case len(rest) == left:
		out = append(out, rest...)
	default:
		return nil, reject("name-cost", num("n", left), s.who("player", p), what)
	}
	return out, nil
}

// Attack is the battle step: p attacks target (a character on the
// opponent's field; nil attacks the opponent directly) with a ready
// character. The first attack declares the start step: the main phase is
// over. The attack waits in the support step when the attacked player can
// use a support or quick card; otherwise the damage step follows.
func (s *State) Attack(p int, attacker, target *Card) error {
	if s.Phase == PhaseBattle && p == s.Turn && !s.over() {
		// the battle phase goes on
	} else if err := s.ready(p); err != nil {
		return err
	}
	if s.First && s.Attacks >= 1 {
		return reject("first-turn-attack")
	}
	var slot *Slot
	for i := range s.P[p].Field {
		sl := &s.P[p].Field[i]
		if s.card(sl.Piece) == attacker && (slot == nil || slot.Exhausted) {
			slot = sl
		}
	}
	switch {
	case slot == nil:
		return reject("not-on-field/attacker", s.who("player", p), cardParam("card", attacker))
	case slot.Exhausted:
		return reject("ready-attacks", cardParam("card", attacker))
	}
	opp := 1 - p
	t := -1
	if target == nil {
		if len(s.P[opp].Field) > 0 {
			return reject("attack-field-first", s.who("opponent", opp), word("field", s.fieldNames(opp)))
		}
	} else {
		var err error
		if t, err = s.onField(opp, target, word("what", "the attack")); err != nil {
			return err
		}
	}
	s.Phase = PhaseBattle
	slot.Exhausted = true
	s.Attacks++
	s.Battle = &Battle{Attacker: slot.Piece, Target: t}
	if s.canSupport(opp) {
		s.Phase = PhaseSupport
		return nil
	}
	s.fight()
	return nil
}

// hasTarget reports whether a magic card of p's has something to aim at.
func (s *State) hasTarget(p int, c *Card) bool {
	switch c.target() {
	case OpponentCharacter:
		return len(s.P[1-p].Field) > 0
	case OwnCharacter:
		return len(s.P[p].Field) > 0
	case AttackedCharacter:
		return s.Battle != nil && s.Battle.Target >= 0 && s.Pieces[s.Battle.Target].Owner == p
	case TrashCharacter:
		return find(s.P[p].Trash, func(x int) bool { return s.card(x) != nil && s.card(x).Kind == Character }) >= 0
	}
	return true
}

func (s *State) fieldNames(p int) string {
	var l []int
	for _, sl := range s.P[p].Field {
		l = append(l, sl.Piece)
	}
	return s.names(l)
}

// canSupport reports whether q, attacked, can use a support or quick card
// now: one in the hand or the summon zone, with a target, whose cost the
// hand can pay.
func (s *State) canSupport(q int) bool {
	try := func(zone []int, fromHand bool) bool {
		for _, x := range zone {
			c := s.card(x)
			if c == nil || c.Kind != Magic || c.Timing == Normal {
				continue
			}
			hand := len(s.P[q].Hand)
			if fromHand {
				hand--
			}
			if hand < c.Cost {
				continue
			}
			if s.hasTarget(q, c) {
				return true
			}
		}
		return false
	}
	return try(s.P[q].Hand, true) || try(s.P[q].SummonZone, false)
}

// Pass ends what the player is doing: the attacked player uses no support
// card; the turn player ends the main or battle phase and goes to the end
// phase.
func (s *State) Pass(p int) error {
	if s.Phase == PhaseSupport && !s.over() {
		if p == s.Turn {
			return reject("support-step-waits", s.who("attacker", p), s.who("defender", 1-p))
		}
		s.fight()
		if !s.over() {
			s.Phase = PhaseBattle
		}
		return nil
	}
	if s.Phase == PhaseBattle && p == s.Turn && !s.over() {
		s.endPhase()
		return nil
	}
	if err := s.ready(p); err != nil {
		return err
	}
	s.endPhase()
	return nil
}

// Keep pays the upkeep of a character in p's end phase: it stays on the
// field.
func (s *State) Keep(p int, c *Card, named []*Card) error {
	i, err := s.upkeepOf(p, c)
	if err != nil {
		return err
	}
	cost, err := s.payment(p, -1, c.Upkeep, named, engine.Param{Name: "what", Value: upkeepOf{c}, Entries: c.entries})
	if err != nil {
		return err
	}
	for _, x := range cost {
		remove(&s.P[p].Hand, func(y int) bool { return y == x })
		s.P[p].Trash = append(s.P[p].Trash, x)
	}
	s.Upkeep = append(s.Upkeep[:i], s.Upkeep[i+1:]...)
	s.settleUpkeep()
	return nil
}

// Release leaves the upkeep of a character unpaid: it is trashed (its
// "when trashed" effect takes place).
func (s *State) Release(p int, c *Card) error {
	i, err := s.upkeepOf(p, c)
	if err != nil {
		return err
	}
	piece := s.Upkeep[i]
	s.Upkeep = append(s.Upkeep[:i], s.Upkeep[i+1:]...)
	s.trashFromField(piece)
	s.settleUpkeep()
	return nil
}

// upkeepOf finds a character of p's whose upkeep is to be decided.
func (s *State) upkeepOf(p int, c *Card) (int, error) {
	if s.Phase != PhaseEnd || p != s.Turn || s.over() {
		if err := s.ready(p); err != nil {
			return -1, err
		}
		return -1, reject("pass-first", s.who("player", p))
	}
	for i, x := range s.Upkeep {
		if s.card(x) == c {
			return i, nil
		}
	}
	if c.Upkeep == 0 {
		return -1, reject("no-upkeep", cardParam("card", c))
	}
	return -1, reject("not-waiting", s.who("player", p), cardParam("card", c))
}
