package windia

import (
	"errors"
	"fmt"

	"cardpress/engine"
)

// MaxPlayers is the most players Windia War seats.
const MaxPlayers = 8

// Phase says which kind of decision the player to move faces.
type Phase uint8

// The phases of a round.
const (
	PhaseTurn       Phase = iota // a normal turn: play, lay tableau cards or draw
	PhaseAfterDraw               // after a voluntary draw: play, lay, release or pass
	PhaseRelease                 // after drawing 2 or more: release as many tableau cards
	PhasePlay                    // inside a play: follow-up cards, or end the play
	PhaseColor                   // color choice
	PhaseDeclare                 // a declare card: which card it stands for
	PhaseTurnOption              // turn_options: skip, reverse or next
	PhaseTarget                  // a chosen target (attack.target, protect.to): which player
	PhaseRedraw                  // redraw: redraw the hand or keep it
	PhasePick                    // search: which card of the discard pile
	PhaseDefend                  // attacked: pass on, defend or take
	PhaseReach                   // one card left: declare reach or not
	PhaseOver                    // the round is over
)

var phaseNames = [...]string{"turn", "after a draw", "release", "follow-up", "color choice", "declaration", "turn option", "target", "redraw", "pick", "defence", "reach", "round over"}

// phaseKeys name the phases in reason keys: "awaiting/color".
var phaseKeys = [...]string{"turn", "after-draw", "release", "follow-up", "color", "declare", "turn-option", "target", "redraw", "pick", "answer", "reach", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase %d", p)
}

// Game is what does not change during a round: the deck, the options and
// the number of players. States share it.
type Game struct {
	Deck    *Deck
	Options Options
	Players int
	rules   [256]rule // by Kind: the deck's compiled rules
	// hasProtect: the deck has a protect card, which a declared card
	// (declare) answering an attack can stand for.
	hasProtect bool
	info       [256]cardInfo // by card index
	// fault breaks a rule on purpose; only the tests set it, to prove
	// that CheckInvariants catches the broken rule.
	fault fault
}

// fault is a deliberately broken rule.
type fault uint8

const (
	faultNone            fault = iota
	faultLoseOnReshuffle       // the reshuffle leaves one dead card out of the new draw pile
)

// NewGame checks the player count and options.
func NewGame(d *Deck, o Options, players int) (*Game, error) {
	if players < 2 || players > MaxPlayers {
		return nil, fmt.Errorf("Windia War is played by 2 to %d players, not %d", MaxPlayers, players)
	}
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if n := len(d.Cards); n < 7*players+1 {
		return nil, fmt.Errorf("a deck of %d cards cannot deal 7 cards to %d players and turn up a play card: it needs %d", n, players, 7*players+1)
	}
	g := &Game{Deck: d, Options: o, Players: players}
	copy(g.rules[:], d.Rules)
	for i := range d.Rules {
		g.hasProtect = g.hasProtect || d.Rules[i].is(opProtect)
	}
	g.cardInfos()
	return g, nil
}

// Tableau card flags.
const (
	tabFresh   = 1 << iota // laid during the current turn: cannot be released yet
	tabPending             // a rest attack its victim has not answered yet
	tabForced              // a redirected rest attack: it must be taken
)

type tabCard struct {
	card  uint8
	flags uint8
	from  int8 // who laid it (a rest attack: the attacker)
}

// attack is the attack waiting for its victim's answer.
type attack struct {
	on       bool
	kind     Kind  // the attacking card (a draw attack, or a rest attack)
	victim   int8  // who must answer
	attacker int8  // who played it last (protect.to = "attacker" and protect.card = "attacker" send things back to them)
	count    int16 // pending draw
	passable bool  // the attack may be passed on (attack.answers "pass-on")
	forced   bool  // redirected by a protect card: it must be taken
	restCard uint8 // rest attacks: the card laid in front of the victim
}

// Follow-up contexts of a play in progress.
const (
	ctxNone = iota
	ctxCard // the follow rule of the card play.ctxKind
	ctxSame // optional rule 2 B: same color, same number
)

// play is the play in progress: the cards placed so far and what may follow.
type play struct {
	ctx        uint8
	ctxKind    Kind  // ctxCard: the card whose follow rule applies
	ctxColor   uint8 // its color mask
	outerColor uint8 // the color of a follow of any number of cards while a one-card follow inside it waits
	outerKind  Kind  // the card of that outer follow
	lastOnly   bool  // a last-only follow-up (follow.last) ended the play
	left       uint8 // follow-up cards still allowed by a follow of several (follow.count > 1)
	last       uint8 // the last card placed
	lastKind   Kind  // its kind (a declare card: the declared kind)
	count      uint8 // cards placed
	defence    bool  // the play answers an attack
	owesColor  bool  // a follow.replaces_color card ended the play: a color choice is owed
	target     int8
	option     int8
	resume     uint8 // what a choice phase returns to
}

// Where a choice returns to.
const (
	resumePlaced = iota // continue after placing the card
	resumeFinish        // continue finishing the play
)

// State is one round of Windia War: the draw pile, the discard pile, the
// hands and tableaus, the attack in progress and whose decision it is. It is
// compact (cards are byte indexes into the Deck) and copied with Clone.
type State struct {
	g *Game

	hands [MaxPlayers][]uint8
	draw  []uint8 // top = last
	disc  []uint8 // bottom = first, play card = last
	tab   [MaxPlayers][8]tabCard
	ntab  [MaxPlayers]uint8

	phase  Phase
	turn   int8 // the player to move
	dir    int8 // +1 clockwise, -1 counterclockwise
	color  uint8
	topK   Kind
	topNum int8

	play     play
	prevPlay play // the last play as it ended: explains why a card cannot be added to it
	atk      attack
	next     int8 // whose turn follows the reach decision
	drewN    uint8
	turnOut  uint8 // cards that left the hand during the current turn

	rest         [MaxPlayers]int8
	restExtra    [MaxPlayers]int8
	lose         [MaxPlayers]int8 // turns lost to a reflected attack drawn at once
	reached      [MaxPlayers]bool // declared reach and has held one card since: a card gained clears it
	forgot       int8             // player who forgot reach, -1 when nobody can be pointed out
	protectReach [MaxPlayers]bool
	protectMark  [MaxPlayers]uint16
	othersDrawn  uint16 // ongoing.others_draw cards laid so far (optional rule 8 A)
	// ongoing.others_draw cards in the tableaus now: beginTurn skips them when 0.
	othersDrawLaid uint8
	outPlayer      int8 // went out with an attack under optional rule 6 C, -1 otherwise

	drawn  [MaxPlayers]int32 // cards drawn so far, for examples and statistics
	turns  int32             // turns begun, rest turns included
	winner int8
	ended  EndReason
	points [MaxPlayers]int
	score  [MaxPlayers]int
	after  [MaxPlayers]int

	// round is the round of the match the state plays, from 1, as a rule
	// example counts them (self-play's Match counts its own).
	round int16

	rng engine.Rand // copying the state copies its stream
}

// EndReason says how a round ended.
type EndReason uint8

// The ways a round ends.
const (
	NotOver      EndReason = iota
	WentOut                // a player emptied the hand
	DefendedOut            // a player went out with a protect card when attacked
	ProtectReach           // optional rule 8 A
	EmptyPile              // optional rule 5 B or C
)

// ErrOver is returned by Apply once the round is over.
var ErrOver = errors.New("the round is over")

// Game returns the state's game.
func (s *State) Game() *Game { return s.g }

// Phase returns the kind of decision the player to move faces.
func (s *State) Phase() Phase { return s.phase }

// CurrentPlayer returns the player to move, -1 once the round is over.
func (s *State) CurrentPlayer() int {
	if s.phase == PhaseOver {
		return -1
	}
	return int(s.turn)
}

// Direction is +1 clockwise, -1 counterclockwise.
func (s *State) Direction() int { return int(s.dir) }

// Awaiting says what the player to move has to decide.
func (s *State) Awaiting() string { return s.expecting() }

// Players is the number of players of the round.
func (s *State) Players() int { return s.g.Players }

// HandCards returns player p's hand (do not modify it).
func (s *State) HandCards(p int) []uint8 { return s.hands[p] }

// Hand lists player p's hand as the rule examples name the cards.
func (s *State) Hand(p int) []engine.Card {
	d := s.g.Deck
	out := make([]engine.Card, len(s.hands[p]))
	for i, c := range s.hands[p] {
		out[i] = d.shown[c]
	}
	return out
}

// ActionString writes an action for people: "play red Skip", "target P3".
func (s *State) ActionString(a Action) string { return s.g.Deck.Describe(a, nil) }

// ParseAction reads what ActionString wrote.
func (s *State) ParseAction(text string) (Action, error) { return engine.ParseActionText(s, text) }

// PlayCard returns the play card (the top of the discard pile), its kind
// (for a declare card, the declared card) and the current color mask.
func (s *State) PlayCard() (card int, kind Kind, colors uint8) {
	return int(s.disc[len(s.disc)-1]), s.topK, s.color
}

// DiscardPile returns the discard pile, bottom first (do not modify it).
func (s *State) DiscardPile() []uint8 { return s.disc }

// DrawPile returns the draw pile, top last (do not modify it).
func (s *State) DrawPile() []uint8 { return s.draw }

// Tableau returns the cards in front of player p.
func (s *State) Tableau(p int) []uint8 {
	out := make([]uint8, s.ntab[p])
	for i := range out {
		out[i] = s.tab[p][i].card
	}
	return out
}

// Drawn returns how many cards player p has drawn this round.
func (s *State) Drawn(p int) int { return int(s.drawn[p]) }

// Turns returns how many turns have begun this round, rest turns and
// turns lost to an attack included.
func (s *State) Turns() int { return int(s.turns) }

// Rest returns how many rest turns player p still has.
func (s *State) Rest(p int) int { return int(s.rest[p]) }

// Attack returns the attack waiting for an answer: its victim and pending
// draw; ok is false when there is none.
func (s *State) Attack() (victim, pending int, kind Kind, ok bool) {
	return int(s.atk.victim), int(s.atk.count), s.atk.kind, s.atk.on
}

// IsTerminal reports whether the round is over.
func (s *State) IsTerminal() bool { return s.phase == PhaseOver }

// Winner returns who went out (or won the round under optional rule 5),
// and how the round ended; -1 while it goes on.
func (s *State) Winner() (int, EndReason) { return int(s.winner), s.ended }

// Points returns each player's points of the round (meaningful once over).
func (s *State) Points() []int { return s.points[:s.g.Players] }

// Scores returns the match scores: before the round while it goes on,
// after the round's scoring once it is over.
func (s *State) Scores() []int {
	if s.phase == PhaseOver {
		return s.after[:s.g.Players]
	}
	return s.score[:s.g.Players]
}

// Returns gives each player's score change of the round: higher is better
// under both scoring rules (OpenSpiel's returns).
func (s *State) Returns() []float64 {
	out := make([]float64, s.g.Players)
	if s.phase != PhaseOver {
		return out
	}
	for p := range out {
		d := s.after[p] - s.score[p]
		if s.g.Options.Pennant {
			d = -d
		}
		out[p] = float64(d)
	}
	return out
}

// Clone returns an independent copy of the state.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	for p := 0; p < s.g.Players; p++ {
		c.hands[p] = append(make([]uint8, 0, cap(s.hands[p])), s.hands[p]...)
	}
	c.draw = append(make([]uint8, 0, cap(s.draw)), s.draw...)
	c.disc = append(make([]uint8, 0, cap(s.disc)), s.disc...)
	return &c
}

// Setup describes the start of a round for NewRound.
type Setup struct {
	Seed   uint64
	Dealer int
	Scores []int // match scores before the round; nil = the starting scores
}

// NewRound deals a round: 7 cards each, then the dealer turns up the first
// play card, which must be a finishing card (others go back and the pile is
// shuffled again); its effect is ignored. The player after the dealer starts.
func (g *Game) NewRound(su Setup) *State {
	s := new(State)
	g.Deal(s, su)
	return s
}

// Deal deals a new round into s like NewRound, reusing the memory of the
// piles s already holds: a simulator dealing round after round into the
// same State allocates nothing. s may be a zero State or any State, of this
// game or another.
func (g *Game) Deal(s *State, su Setup) {
	g.reset(s, su.Seed)
	for i := range g.Deck.Cards {
		s.draw = append(s.draw, uint8(i))
	}
	engine.Shuffle(&s.rng, s.draw)
	for k := 0; k < 7; k++ {
		for p := 0; p < g.Players; p++ {
			s.hands[p] = append(s.hands[p], s.pop())
		}
	}
	for tries := 0; ; tries++ {
		c := s.pop()
		if g.canStartPile(c) || tries > 1000 {
			s.disc = append(s.disc, c)
			break
		}
		s.draw = append(s.draw, c)
		engine.Shuffle(&s.rng, s.draw)
	}
	s.setTop(s.disc[0], g.Deck.Cards[s.disc[0]].Kind)
	s.color = g.Deck.Cards[s.disc[0]].Colors
	s.setScores(su.Scores)
	s.beginTurn(int8((su.Dealer + 1) % g.Players))
}

// canStartPile reports whether a card may be the first play card: a
// finishing card that is a play card (not colorless, not a tableau card).
func (g *Game) canStartPile(c uint8) bool {
	k := g.Deck.Cards[c].Kind
	return g.Deck.Cards[c].Colors != 0 && !g.rules[k].is(opTableau) && g.isFinishing(c, k)
}

func (g *Game) emptyState(seed uint64) *State {
	s := new(State)
	g.reset(s, seed)
	return s
}

// reset empties s for a new round of g, keeping the piles' memory when it
// is large enough for the whole deck.
func (g *Game) reset(s *State, seed uint64) {
	n := len(g.Deck.Cards)
	old := *s
	*s = State{g: g, dir: 1, forgot: -1, outPlayer: -1, winner: -1, topNum: -1}
	// The stream of a seed is the one the rule examples were written against.
	s.rng.Seed(seed*0x9E3779B97F4A7C15 + 1)
	// One backing array per pile sized for the whole deck: appends in the
	// hot path never allocate.
	s.draw = reuse(old.draw, n)
	s.disc = reuse(old.disc, n)
	for p := 0; p < g.Players; p++ {
		s.hands[p] = reuse(old.hands[p], n)
	}
}

// reuse returns pile emptied if it can hold n cards, else a new pile.
func reuse(pile []uint8, n int) []uint8 {
	if cap(pile) >= n {
		return pile[:0]
	}
	return make([]uint8, 0, n)
}

func (s *State) setScores(sc []int) {
	for p := 0; p < s.g.Players; p++ {
		switch {
		case p < len(sc):
			s.score[p] = sc[p]
		case s.g.Options.Pennant:
			s.score[p] = 0
		default:
			s.score[p] = s.g.Options.Limit
		}
	}
}

func (s *State) setTop(c uint8, k Kind) {
	s.topK = k
	s.topNum = -1
	if s.g.rules[k].is(opNumber) {
		s.topNum = s.g.info[c].number
	}
}

func (s *State) pop() uint8 {
	c := s.draw[len(s.draw)-1]
	s.draw = s.draw[:len(s.draw)-1]
	return c
}
