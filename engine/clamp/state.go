package clamp

import (
	"maps"
	"slices"

	"cardpress/catalog"
)

// Rules is the rules engine of one CLAMP in CARDLAND catalog.
type Rules struct {
	Catalog *catalog.Catalog
	Cards   *Cards
}

// New reads the rules of a catalog's cards.
func New(c *catalog.Catalog) (*Rules, error) {
	cs, err := NewCards(c)
	if err != nil {
		return nil, err
	}
	return &Rules{Catalog: c, Cards: cs}, nil
}

func (g *Rules) colorName(id string) string {
	if col := g.Catalog.Color(id); col != nil {
		return col.Name
	}
	return id
}

// Phase is where the game stands.
type Phase uint8

// The phases. A turn starts (draw, cards turned active, a point card),
// then comes the main phase (characters enter, main-phase effects), then
// the challenge phase (at most 2 challenges), then the recovery phase
// (resting characters turned active for their cost).
const (
	Setup      Phase = iota + 1 // hands dealt, mulligans
	Start                       // 回合開始
	Main                        // 主要階段
	Challenges                  // 進攻階段
	Recovery                    // 回復階段
	Over                        // the game is decided
)

var phaseNames = map[Phase]string{Setup: "setup", Start: "start", Main: "main", Challenges: "challenge", Recovery: "recovery", Over: "over"}

func (p Phase) String() string { return phaseNames[p] }

// ChallengeStep is where a challenge stands.
type ChallengeStep uint8

// The steps of a challenge.
const (
	Placing ChallengeStep = iota + 1 // the story is chosen; the active player sends characters
	Joining                          // the inactive player may join
	Playing                          // event cards and abilities, the active player first
	Exiting                          // the exit judgement: both players choose what to remove
)

// Char is a character card on a stage.
type Char struct {
	ID      int
	Resting bool
}

// PointCard is a card in a point area; only its color counts.
type PointCard struct {
	ID      int
	Resting bool
}

// StoryCard is one of a player's 5 story cards.
type StoryCard struct {
	ID        int
	Completed bool
}

// Player is one player's cards.
type Player struct {
	Name    string
	Deck    []int // top first
	Hand    []int
	Points  []PointCard
	Stage   []Char
	Retired []int
	// Played holds the event cards played this turn; they go to the
	// retired pile when the turn ends.
	Played     []int
	Stories    []StoryCard
	Mulliganed bool
	Drew       int // cards drawn since the game began
}

func (p Player) clone() Player {
	p.Deck = slices.Clone(p.Deck)
	p.Hand = slices.Clone(p.Hand)
	p.Points = slices.Clone(p.Points)
	p.Stage = slices.Clone(p.Stage)
	p.Retired = slices.Clone(p.Retired)
	p.Played = slices.Clone(p.Played)
	p.Stories = slices.Clone(p.Stories)
	return p
}

// Mod is what effects added to a character for the current challenge.
type Mod struct{ Acting, Stamina int }

// Challenge is the challenge in progress.
type Challenge struct {
	Story int // the story card's instance id
	Step  ChallengeStep
	// Sides holds the characters in the challenge, by player index.
	Sides [2][]int
	Mod   map[int]Mod
	// Invalid holds the characters the challenge condition turned away
	// and why.
	Invalid []int
	Why     string
	// Priority is the player to play cards; Played says whether that
	// player has played one in this turn to play; Opened is set once the
	// active player's opening turn to play is over.
	Priority int
	Played   bool
	Opened   bool
	// Remove holds each player's choice in the exit judgement.
	Remove   [2][]int
	Declared [2]bool
}

func (c *Challenge) clone() *Challenge {
	if c == nil {
		return nil
	}
	d := *c
	d.Sides = [2][]int{slices.Clone(c.Sides[0]), slices.Clone(c.Sides[1])}
	d.Mod = maps.Clone(c.Mod)
	d.Invalid = slices.Clone(c.Invalid)
	d.Remove = [2][]int{slices.Clone(c.Remove[0]), slices.Clone(c.Remove[1])}
	return &d
}

// State is a game in progress between two players.
type State struct {
	g *Rules
	// Inst maps a card instance id to its card; Owner to its player.
	Inst  []*Card
	Owner []int
	P     [2]Player
	// Active is the active player (主場) of the turn.
	Active int
	Phase  Phase
	// FirstTurn is the first player's first turn: no draw.
	FirstTurn bool
	TurnDrawn bool // the turn's draw is done
	PointLaid bool // the turn's point card is laid
	// Challenged lists the stories challenged this turn.
	Challenged []int
	// Used holds the characters whose ability was used this turn.
	Used []int
	C    *Challenge
	// Last is the turn's last challenge once it is over, as it ended.
	Last *Challenge
	// Judgement is the last completion judgement: "completed" or "failed".
	Judgement string
	// Winner is the winning player once the game is over, -1 when both
	// lose at once.
	Winner int
	// entry maps cards to their catalog index and total is the number of
	// cards of a dealt game (Dealer; nil and 0 for an example's game).
	entry map[*catalog.Entry]int
	total int
	// fault breaks a rule on purpose (a point card laid is lost); only
	// the tests set it, through the Dealer.
	fault bool
	// try is the copy LegalActions and Apply try actions on, held the
	// scratch whose buffers this state's slices were cut from, if any
	// (scratch.go); a clone gets its own.
	try, held *scratch
}

// NewState returns a game with no cards in any zone; AddCard puts cards
// into it.
func (g *Rules) NewState(names [2]string) *State {
	s := &State{g: g, Active: 0, Phase: Main, Winner: -1}
	s.P[0].Name, s.P[1].Name = names[0], names[1]
	return s
}

// AddCard creates a physical card of card for player p and returns its
// instance id; it belongs to no zone until the caller puts it in one.
func (s *State) AddCard(p int, card *Card) int {
	s.Inst = append(s.Inst, card)
	s.Owner = append(s.Owner, p)
	return len(s.Inst) - 1
}

func (s *State) clone() *State {
	d := *s
	d.try, d.held = nil, nil
	d.P = [2]Player{s.P[0].clone(), s.P[1].clone()}
	d.Challenged = slices.Clone(s.Challenged)
	d.Used = slices.Clone(s.Used)
	d.C = s.C.clone()
	d.Last = s.Last.clone()
	return &d
}

func (s *State) name(id int) string { return s.Inst[id].Name() }

func (s *State) other(p int) int { return 1 - p }

// stageIndex returns the index of a character on p's stage, or -1.
func (s *State) stageIndex(p, id int) int {
	for i, c := range s.P[p].Stage {
		if c.ID == id {
			return i
		}
	}
	return -1
}

// story returns the index of a story among p's, or -1.
func (s *State) story(p, id int) int {
	for i, st := range s.P[p].Stories {
		if st.ID == id {
			return i
		}
	}
	return -1
}

// Completed counts p's completed stories.
func (s *State) Completed(p int) int {
	n := 0
	for _, st := range s.P[p].Stories {
		if st.Completed {
			n++
		}
	}
	return n
}

// Acting is a character's acting in the current challenge: printed, plus
// the story's bonus effect for the active player's characters, plus the
// effects played on it; never below 0.
func (s *State) Acting(id int) int {
	card := s.Inst[id]
	n := card.Acting
	if c := s.C; c != nil {
		if s.Owner[id] == s.Active && slices.Contains(c.Sides[s.Active], id) {
			b := s.Inst[c.Story].Bonus
			if b.Acting > 0 && (b.Trait == "" || card.HasTrait(b.Trait)) {
				n += b.Acting
			}
		}
		n += c.Mod[id].Acting
	}
	return max(n, 0)
}

// Stamina is a character's stamina in the current challenge.
func (s *State) Stamina(id int) int {
	n := s.Inst[id].Stamina
	if c := s.C; c != nil {
		if s.Owner[id] == s.Active && slices.Contains(c.Sides[s.Active], id) {
			n += s.Inst[c.Story].Bonus.Stamina
		}
		n += c.Mod[id].Stamina
	}
	return max(n, 0)
}

// ActingTotal is the sum of the acting of p's characters in the challenge
// (演技力總分), with the story's bonus to the active player's total; the
// interference bonus is not in it.
func (s *State) ActingTotal(p int) int {
	if s.C == nil {
		return 0
	}
	n := 0
	for _, id := range s.C.Sides[p] {
		n += s.Acting(id)
	}
	if b := s.Inst[s.C.Story].Bonus; p == s.Active && b.Total > 0 && len(s.C.Sides[p]) > 0 && s.onStage(p, b.Present) {
		n += b.Total
	}
	return n
}

// JudgementTotal is the total the completion judgement compares: the
// inactive player adds the story's interference bonus (妨礙修正).
func (s *State) JudgementTotal(p int) int {
	n := s.ActingTotal(p)
	if s.C != nil && p != s.Active && len(s.C.Sides[p]) > 0 {
		n += s.Inst[s.C.Story].Interference
	}
	return n
}

// StaminaTotal is the sum of the stamina of p's characters in the challenge.
func (s *State) StaminaTotal(p int) int {
	if s.C == nil {
		return 0
	}
	n := 0
	for _, id := range s.C.Sides[p] {
		n += s.Stamina(id)
	}
	return n
}

// CanRemove is how many of the opponent's characters in the challenge p
// can remove in the exit judgement: the acting total is shared out, and a
// character whose stamina is covered by its share leaves; the most cards
// go when the lowest stamina is covered first.
func (s *State) CanRemove(p int) int {
	if s.C == nil {
		return 0
	}
	var st []int
	for _, id := range s.C.Sides[s.other(p)] {
		st = append(st, s.Stamina(id))
	}
	slices.Sort(st)
	left, n := s.ActingTotal(p), 0
	for _, x := range st {
		if x > left {
			break
		}
		left -= x
		n++
	}
	return n
}

func (s *State) onStage(p int, name string) bool {
	for _, c := range s.P[p].Stage {
		if s.name(c.ID) == name {
			return true
		}
	}
	return false
}

// activePoints counts p's active point cards by color.
func (s *State) activePoints(p int) map[string]int {
	m := map[string]int{}
	for _, pc := range s.P[p].Points {
		if !pc.Resting {
			m[s.Inst[pc.ID].Color]++
		}
	}
	return m
}

func (s *State) playerName(p int) string { return s.P[p].Name }
