package worldend

import (
	"cardpress/engine"
)

// Phase is where the game stands.
type Phase uint8

// The phases of a turn, the support step of an attack, and the states
// before and after the game.
const (
	// PhaseSetup: the decks are built; a player starts the game.
	PhaseSetup Phase = iota
	// PhaseDraw: the turn player draws 1 to 3 cards (the ready phase is
	// over: it has no decisions).
	PhaseDraw
	// PhaseMain: the turn player plays characters and magic.
	PhaseMain
	// PhaseBattle: the start step is declared; the turn player attacks.
	PhaseBattle
	// PhaseSupport: an attack waits for the attacked player's support or
	// quick card, or for his pass.
	PhaseSupport
	// PhaseEnd: the end phase waits for the turn player's upkeep decisions.
	PhaseEnd
	// PhaseOver: a player has lost.
	PhaseOver
)

var phaseNames = [...]string{"setup", "draw", "main", "battle", "support", "end", "over"}

func (p Phase) String() string { return phaseNames[p] }

// Piece is one physical card of a player. A piece without a card is a card
// the example does not name: it can be drawn, trashed and paid as a cost,
// but never played.
type Piece struct {
	Card  *Card // nil for an unnamed card
	Owner int
	// Summon marks the cards of the summon zone: played, they are removed
	// from the game instead of going to the trash.
	Summon bool
}

// Name is the card's printed name, or "(a card)" for an unnamed one.
func (p Piece) Name() string {
	if p.Card == nil {
		return "(a card)"
	}
	return p.Card.Name
}

// Slot is a character on the field.
type Slot struct {
	Piece     int
	Exhausted bool // 待機状態 (turned sideways); false is ready (復帰状態)
	// Held keeps the character exhausted through its owner's next ready
	// phase (an effect's hold).
	Held bool
	// Damage is the damage taken this turn; Power and Life are temporary
	// changes. The end phase restores all three.
	Damage, Power, Life int
}

// Player is one player's zones. Lists of zones read from the top: Deck[0]
// is the top of the deck, Extra[0] the top of the extra zone.
type Player struct {
	Deck, Hand, Trash, Extra, SummonZone, Removed []int
	Field                                         []Slot
	// Refreshes counts the refreshes done; PendingExtra the extra-zone
	// cards still to be taken for refreshes of the processing under way.
	Refreshes, PendingExtra int
}

// Battle is an attack between its declaration and its damage step.
type Battle struct {
	Attacker int // the attacking piece
	Target   int // the attacked piece, or -1 for a direct attack
}

// State is a game of World End.
type State struct {
	Pieces []Piece // every physical card; shared by copies, never changed
	// Names are the players' names, for messages.
	Names [2]string
	P     [2]Player
	Turn  int // the turn player
	Phase Phase
	// First is set during the game's first turn (先攻１ターン目).
	First bool
	// Attacks counts the attacks of this turn.
	Attacks int
	Battle  *Battle
	// Upkeep lists the turn player's characters whose upkeep is still to
	// be decided in the end phase.
	Upkeep []int
	// Loser is the player who lost, or -1.
	Loser int
	// Drew counts the cards each player has drawn from the deck.
	Drew [2]int
	rng  engine.Rand
	// total is the number of pieces a dealt game started with (0 for an
	// example's game): CheckInvariants holds the game to it.
	total int
	// fault breaks a rule on purpose (the fifth card a player draws is
	// lost); only the tests set it, through the Dealer.
	fault bool
	// byIndex are the card designs of the pieces by Index, for the first
	// indexed pieces (model.go); shared by copies, never changed.
	byIndex []*Card
	indexed int
	// try is the scratch copy actions are tried on, held the scratch
	// whose arrays this state's lists were cut from, if any; a clone
	// gets its own.
	try, held *scratch
}

// NewState returns an empty table for the pieces: every zone empty, the
// first player's main phase. seed drives the shuffles.
func NewState(pieces []Piece, seed uint64) *State {
	return &State{Pieces: pieces, Phase: PhaseMain, Loser: -1, rng: engine.NewRand(seed)}
}

// clone is an independent copy. Every list goes into one array (and the
// fields into another), each capped so that appending to it copies it
// (engine.Arena): LegalActions copies the state for every candidate into
// its scratch, whose arenas keep their arrays.
func (s *State) clone() *State {
	n, f := len(s.Upkeep), 0
	for i := range s.P {
		p := &s.P[i]
		n += len(p.Deck) + len(p.Hand) + len(p.Trash) + len(p.Extra) + len(p.SummonZone) + len(p.Removed)
		f += len(p.Field)
	}
	c := &State{}
	ints, slots := engine.NewArena[int](n), engine.NewArena[Slot](f)
	s.copyTo(c, &ints, &slots, nil)
	return c
}

// copyTo makes c a copy of s, its lists cut from ints and its fields from
// slots (emptied first), its battle in *b (allocated when b is nil).
func (s *State) copyTo(c *State, ints *engine.Arena[int], slots *engine.Arena[Slot], b *Battle) {
	*c = *s
	c.try, c.held = nil, nil
	ints.Reset()
	slots.Reset()
	for i := range s.P {
		p := &c.P[i]
		p.Deck, p.Hand, p.Trash = ints.Copy(p.Deck), ints.Copy(p.Hand), ints.Copy(p.Trash)
		p.Extra, p.SummonZone, p.Removed = ints.Copy(p.Extra), ints.Copy(p.SummonZone), ints.Copy(p.Removed)
		p.Field = slots.Copy(p.Field)
	}
	c.Upkeep = ints.Copy(s.Upkeep)
	if s.Battle != nil {
		if b == nil {
			b = new(Battle)
		}
		*b = *s.Battle
		c.Battle = b
	}
}

// scratch is the copy of a State that LegalActions and Apply try actions
// on, refilled for every try from arenas it keeps, so that trying
// allocates nothing once they have grown.
type scratch struct {
	s      State
	ints   engine.Arena[int]
	slots  engine.Arena[Slot]
	battle Battle
	moves  []move // LegalActions' candidates
}

// tryState returns s's scratch filled with a copy of s.
func (s *State) tryState() *State {
	if s.try == nil {
		s.try = &scratch{}
	}
	t := s.try
	s.indexCards()
	s.copyTo(&t.s, &t.ints, &t.slots, &t.battle)
	return &t.s
}

func clone(l []int) []int { return append([]int(nil), l...) }

// card returns the card of a piece (nil when unnamed).
func (s *State) card(piece int) *Card { return s.Pieces[piece].Card }

// slot returns the field slot holding piece, or nil.
func (s *State) slot(piece int) *Slot {
	for i := range s.P {
		for j := range s.P[i].Field {
			if s.P[i].Field[j].Piece == piece {
				return &s.P[i].Field[j]
			}
		}
	}
	return nil
}

// power is a character's P now; life its L now (printed, changed, less
// the damage taken).
func (s *State) power(sl *Slot) int { return s.card(sl.Piece).Power + sl.Power }

func (s *State) life(sl *Slot) int { return s.card(sl.Piece).Life + sl.Life - sl.Damage }

// shuffle puts the pieces in a random order; the state carries its
// generator, so copies replay the same shuffles.
func (s *State) shuffle(l []int) { engine.Shuffle(&s.rng, l) }

// remove takes the first piece of list for which keep is true.
func remove(list *[]int, match func(int) bool) (int, bool) {
	for i, x := range *list {
		if match(x) {
			*list = append((*list)[:i], (*list)[i+1:]...)
			return x, true
		}
	}
	return -1, false
}

// over reports whether the game has ended.
func (s *State) over() bool { return s.Loser >= 0 }

// reject is a step the rules do not allow, by its rule's key in the
// reasons table (syntax.go) and the values its sentence names; the
// sentence is written only when it is read.
func reject(key string, params ...engine.Param) error {
	return &engine.Rejection{Key: key, Params: params, Reasons: reasons}
}

// The parameters of rejections: a player, a card (with its entry, which an
// example's reason may name), a number, a word.
func (s *State) who(slot string, p int) engine.Param {
	return engine.Param{Name: slot, Value: s.Names[p]}
}

// cardParam names card c: its Value and Entries are the card's own, so
// that a parameter made on the legality path allocates nothing.
func cardParam(slot string, c *Card) engine.Param {
	return engine.Param{Name: slot, Value: c, Entries: c.entries}
}

func num(slot string, n int) engine.Param { return engine.Param{Name: slot, Value: n} }

func word(slot, w string) engine.Param { return engine.Param{Name: slot, Value: w} }

// upkeepOf is what an upkeep pays for, as a rejection names it.
type upkeepOf struct{ c *Card }

func (u upkeepOf) String() string { return "the upkeep of " + u.c.Name }
