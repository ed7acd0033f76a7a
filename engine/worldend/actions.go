package worldend

import (
	"slices"
	"strings"
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
		return reject("the game is over: %s lost", s.name(s.Loser))
	case s.Phase == PhaseSetup:
		return reject("the game has not started: a player starts it (\"%s starts the game\")", s.name(p))
	case s.Phase == PhaseSupport:
		return reject("%s's attack waits for %s's support step: %s uses a support or quick card, or passes", s.name(s.Turn), s.name(1-s.Turn), s.name(1-s.Turn))
	case p != s.Turn:
		return reject("it is not %s's turn: it is %s's", s.name(p), s.name(s.Turn))
	case s.Phase == PhaseDraw:
		return reject("%s draws first: the draw phase draws 1 to 3 cards", s.name(p))
	case s.Phase == PhaseEnd:
		return reject("%s's end phase waits for the upkeep of %s: %s keeps it (paying the upkeep) or releases it", s.name(p), s.names(s.Upkeep), s.name(p))
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
		return reject("the game has already started")
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
		return reject("%s has drawn this turn already: cards are drawn in the draw phase", s.name(p))
	}
	most := 3
	if s.First {
		most = 2
	}
	if n < 1 || n > most {
		if s.First {
			return reject("on the first turn of the game the first player draws 1 or 2 cards, not %d", n)
		}
		return reject("the draw phase draws 1 to 3 cards, not %d", n)
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
		return reject("%s is attacking: in the support step only the attacked player, %s, uses a card", s.name(p), s.name(1-p))
	case supportStep && (c.Kind != Magic || c.Timing == Normal):
		return reject("%s is not a support or quick card: only those are used in the support step", c.Name)
	case !supportStep:
		if c.Timing != Normal && p != s.Turn && !s.over() && s.Phase != PhaseSetup {
			return reject("%s is used by the attacked player in the support step of an attack, one card per attack", c.Name)
		}
		if s.Phase == PhaseBattle && p == s.Turn {
			return reject("%s has started the battle phase: no more cards are played this turn", s.name(p))
		}
		if err := s.ready(p); err != nil {
			return err
		}
		if c.Timing == Support {
			return reject("%s is a support card: it is used only in the support step, by the attacked player", c.Name)
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
			return reject("%s has no %s in the summon zone", s.name(p), c.Name)
		}
		return reject("%s does not hold %s", s.name(p), c.Name)
	}
	if why := c.Effect.condition(s, p); why != "" {
		return reject("%s cannot be played now: %s", c.Name, why)
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
				return reject("%s's field holds %d characters already: name the one %s goes on, like (at %s); it goes to the trash", s.name(p), MaxField, c.Name, s.card(pcs.Field[0].Piece).Name)
			}
			if replace, err = s.onField(p, pl.At, c.Name); err != nil {
				return err
			}
		case pl.At != nil:
			return reject("%s's field has room: %s goes on no other character", s.name(p), c.Name)
		}
		if pl.Take != nil {
			return reject("%s takes no card", c.Name)
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
	cost, err := s.payment(p, piece, c.Cost, named, c.Name)
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
		return -1, reject("%s takes no card from the trash", c.Name)
	}
	if pl.At != nil && (kind == NoTarget || kind == TrashCharacter || kind == Opponent) {
		return -1, reject("%s aims at no character", c.Name)
	}
	switch kind {
	case OpponentCharacter:
		return s.aim(1-p, pl.At, c.Name)
	case OwnCharacter:
		return s.aim(p, pl.At, c.Name)
	case AttackedCharacter:
		b := s.Battle
		if !s.hasTarget(p, c) {
			return -1, reject("%s needs a character of %s's under attack: it is used in the support step of an attack on a character", c.Name, s.name(p))
		}
		if pl.At != nil && s.card(b.Target) != pl.At {
			return -1, reject("%s aims at the attacked character, %s, not %s", c.Name, s.card(b.Target).Name, pl.At.Name)
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
			return -1, reject("%s has no character in the trash for %s to take", s.name(p), c.Name)
		}
		if pl.Take == nil {
			if !allSame(s, chars) {
				return -1, reject("name the character %s takes from the trash, like (take %s)", c.Name, s.card(chars[0]).Name)
			}
			return chars[0], nil
		}
		if x := find(chars, func(x int) bool { return s.card(x) == pl.Take }); x >= 0 {
			return x, nil
		}
		return -1, reject("%s has no %s in the trash", s.name(p), pl.Take.Name)
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

// aim finds the character a card aims at on owner's field: the one named,
// or the only one there.
func (s *State) aim(owner int, at *Card, what string) (int, error) {
	var on []int
	for _, sl := range s.P[owner].Field {
		on = append(on, sl.Piece)
	}
	if len(on) == 0 {
		return -1, reject("%s has no character on the field for %s to aim at", s.name(owner), what)
	}
	if at == nil {
		if !allSame(s, on) {
			return -1, reject("name the character %s aims at, like (at %s)", what, s.card(on[0]).Name)
		}
		return on[0], nil
	}
	return s.onField(owner, at, what)
}

// onField finds a character of owner's field by its card.
func (s *State) onField(owner int, c *Card, what string) (int, error) {
	for _, sl := range s.P[owner].Field {
		if s.card(sl.Piece) == c {
			return sl.Piece, nil
		}
	}
	return -1, reject("%s has no %s on the field (for %s)", s.name(owner), c.Name, what)
}

// payment chooses the n hand cards p trashes for what: the cards named
// first, then cards the example does not name; when the hand holds just
// enough cards, all of them. except is the card being played (it is not
// part of its own cost), or -1.
func (s *State) payment(p, except, n int, named []*Card, what string) ([]int, error) {
	var avail []int
	for _, x := range s.P[p].Hand {
		if x != except {
			avail = append(avail, x)
		}
	}
	switch {
	case len(named) > n:
		return nil, reject("%s costs %d cards from the hand, not %d", what, n, len(named))
	case len(avail) < n:
		besides := ""
		if except >= 0 {
			besides = " besides itself"
		}
		return nil, reject("%s costs %d cards from the hand%s: %s has %d", what, n, besides, s.name(p), len(avail))
	}
	// out holds the pieces used so far: the named ones, then the rest.
	out := make([]int, 0, n)
	for _, c := range named {
		x := find(avail, func(x int) bool { return !slices.Contains(out, x) && s.card(x) == c })
		if x < 0 {
			return nil, reject("%s does not hold %s to pay for %s", s.name(p), c.Name, what)
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
		return nil, reject("name the %d cards %s trashes from the hand for %s, in parentheses after the card", left, s.name(p), what)
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
		return reject("on the first turn of the game the first player attacks only once")
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
		return reject("%s has no %s on the field", s.name(p), attacker.Name)
	case slot.Exhausted:
		return reject("%s is exhausted: only a ready character attacks", attacker.Name)
	}
	opp := 1 - p
	t := -1
	if target == nil {
		if len(s.P[opp].Field) > 0 {
			return reject("%s has characters on the field (%s): attack them before attacking %s directly", s.name(opp), s.fieldNames(opp), s.name(opp))
		}
	} else {
		var err error
		if t, err = s.onField(opp, target, "the attack"); err != nil {
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
			return reject("%s's attack waits for %s's support step", s.name(p), s.name(1-p))
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
	cost, err := s.payment(p, -1, c.Upkeep, named, "the upkeep of "+c.Name)
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
		return -1, reject("upkeep is paid in the end phase of one's own turn: %s passes to end the turn first", s.name(p))
	}
	for i, x := range s.Upkeep {
		if s.card(x) == c {
			return i, nil
		}
	}
	if c.Upkeep == 0 {
		return -1, reject("%s has no upkeep", c.Name)
	}
	return -1, reject("%s has no %s waiting for its upkeep", s.name(p), c.Name)
}
