package blackpoker

import (
	"fmt"

	"cardpress/engine"
)

// Kind is what a character is: one of the soldiers of the character list,
// or a bulwark.
type Kind uint8

// The characters of the character list.
const (
	Common   Kind = iota + 1 // 一般兵: 2–10
	Hero                     // 英雄: J–K
	AceKind                  // エース: A
	Magician                 // 魔術士: Joker
	Equipped                 // 装備兵: two or more cards of one suit
	Bulwark                  // 防壁: any card, face down
)

var kindNames = map[Kind]string{
	Common: "common soldier", Hero: "hero", AceKind: "ace", Magician: "magician",
	Equipped: "equipped soldier", Bulwark: "bulwark",
}

func (k Kind) String() string { return kindNames[k] }

// Character is a card (or, for an equipped soldier, a pile of cards) on a
// player's field.
type Character struct {
	ID int
	// Cards are the soldier's cards, the first one at the bottom and its
	// equipment on top in the order it was equipped; a bulwark is one card.
	Cards    []Card
	FaceDown bool // a bulwark
	Driven   bool // ドライブ状態; false is チャージ状態
	// Entered is the turn the character came onto the field (0: before the
	// example began).
	Entered int
}

// Kind says which character it is. A face-up single card is the soldier
// its rank makes in the character list (A ace, 2–10 common soldier, J–K
// hero, Joker magician) however it came onto the field: the action list
// does not say which soldier リアニメイト, 徴募, リバース or レア召喚 make
// (docs/examples-blackpoker.md, "a soldier is the soldier of its card").
func (ch *Character) Kind() Kind {
	switch {
	case ch.FaceDown:
		return Bulwark
	case len(ch.Cards) > 1:
		return Equipped
	}
	switch r := ch.Cards[0].Rank; {
	case r == Joker:
		return Magician
	case r == Ace:
		return AceKind
	case r >= Jack:
		return Hero
	}
	return Common
}

// baseSize is the size the character list gives: the card's number (hero
// 11–13, ace 1, magician 0), for an equipped soldier the sum of its cards.
func (ch *Character) baseSize() int {
	n := 0
	for _, c := range ch.Cards {
		n += c.Number()
	}
	return n
}

// Labels are the character's labels: attacker, blocker and haste for
// soldiers (haste for the ace, the magician, and an equipped soldier with
// an A among its cards), blocker for a bulwark.
func (ch *Character) Labels() []string {
	switch ch.Kind() {
	case Bulwark:
		return []string{"blocker"}
	case AceKind, Magician:
		return []string{"attacker", "blocker", "haste"}
	case Equipped:
		for _, c := range ch.Cards {
			if c.Rank == Ace {
				return []string{"attacker", "blocker", "haste"}
			}
		}
	}
	return []string{"attacker", "blocker"}
}

func (ch *Character) has(label string) bool {
	for _, l := range ch.Labels() {
		if l == label {
			return true
		}
	}
	return false
}

// String names the character by its cards: "♠2 with ♠5".
func (ch *Character) String() string {
	s := ""
	for i, c := range ch.Cards {
		if i > 0 {
			s += " with "
		}
		s += c.String()
	}
	return s
}

// Effect is a card lying in a fog with its ability (the fog list): アップ
// and ダウン change one soldier's size, フォース every soldier of its
// player. It acts during the turn it was put there.
type Effect struct {
	Card   Card
	Spell  string // "up", "down" or "force"
	Target int    // the character (up, down)
	Amount int    // + or − size
	Turn   int
}

// Player is one player's places: ライフ (top first), 手札, 墓地, フォグ and
// 場.
type Player struct {
	Life      []Card
	Hand      []Card
	Graveyard []Card
	Fog       []Effect
	Field     []*Character
	// Damage is the damage the player has taken; each point sends a card
	// from the top of the life to the graveyard (game.go).
	Damage int
	// Rares are the rare cards a player can still take by レアドロー, and
	// RaresInHand those taken: the action list does not say what a rare
	// card is, so the engine only counts them.
	Rares, RaresInHand int
	// Drew counts the cards drawn (ドロー) since the game began,
	// GenChanges the generation changes of the last step.
	Drew, GenChanges int
}

// Wait is a decision the game waits for.
type Wait uint8

// The decisions a player owes.
const (
	WaitNone    Wait = iota
	WaitBlock        // the opponent designates blockers (ブロック)
	WaitDiscard      // the turn player discards down to 7 (エンド)
	WaitDraw         // the new turn player draws 1 or 2 (ドロー)
	WaitChoose       // a resolving effect's player chooses a card (再会, リアニメイト, ハンデス)
)

// State is a game in progress.
type State struct {
	P [2]*Player
	// Turn counts the turns; Active is the player holding the turn.
	Turn, Active int
	// Attacked and Placed record this turn's attack and bulwark
	// placement (each once per turn).
	Attacked, Placed bool
	// Stage holds the actions waiting to resolve, the last on top.
	Stage []*Action
	// Attackers are the characters designated by this turn's attack, and
	// Blocks the blockers designated for each.
	Attackers []int
	Blocks    map[int][]int
	// Answered are the attackers whose blockers a block still being
	// declared has designated (BlockPerAttacker), in the order declared.
	Answered []int
	// BlockPerAttacker and BlockInOrder are the readings of seed 002's
	// ブロック that an example may choose (docs/rules-decisions.md): by
	// default one block step designates the blockers of every attacker
	// at once, in any order; per attacker, the block is declared
	// attacker by attacker over several steps and resolves when every
	// attacker is answered (or the defender blocks nothing more); in
	// order, the attackers are answered in the order the attack
	// designated them.
	BlockPerAttacker, BlockInOrder bool
	Wait                           Wait
	WaitFor                        int // the player who owes the decision
	// Resolving is the action that left the stage and whose effect waits
	// for WaitChoose; resume is the decision owed before it (a block
	// still to designate), owed again once the effect has resolved.
	Resolving *Action
	resume    Wait
	resumeFor int
	// Loser is the player who lost (game.go), -1 while the game goes on.
	Loser int
	// Rand drives the shuffles (B・J shuffles the life).
	Rand   engine.Rand
	nextID int
	gens   []int // generation changes triggered and not yet resolved
	// entry maps card entry ids to their index for self-play's figures
	// (Dealer); nil for an example's table.
	entry map[string]int
	// fault breaks a rule on purpose (damage sends the life cards
	// nowhere); only the tests set it, through the Dealer.
	fault bool
	// listing caches the moves of the state (model.go).
	listing []move
	// spare is the array of the last list, for the next one.
	spare []move
	// keys are the actions of the moves listed, in the list's order;
	// next is the place after the last one looked up (moveOf).
	keys      []engine.Action
	next      int
	spareKeys []engine.Action // distinctKeys's scratch
}

// NewState is an empty table for two players; Alice (0) holds turn 1.
func NewState() *State {
	return &State{P: [2]*Player{{}, {}}, Turn: 1, Blocks: map[int][]int{}, nextID: 1, Loser: -1}
}

// clone copies the game with a few allocations: the players, their
// characters and all their cards each come from one block (the cards from
// an engine.Arena, capped so that an append moves a slice out of the
// block rather than over its neighbour).
func (s *State) clone() *State {
	t := *s
	cards, chars := 0, 0
	for _, p := range s.P {
		cards += len(p.Life) + len(p.Hand) + len(p.Graveyard)
		chars += len(p.Field)
		for _, ch := range p.Field {
			cards += len(ch.Cards)
		}
	}
	players := make([]Player, len(s.P))
	block := engine.NewArena[Card](cards)
	charBlock := make([]Character, chars)
	fieldBlock := make([]*Character, chars)
	for i, p := range s.P {
		q := &players[i]
		*q = *p
		q.Life = block.Copy(p.Life)
		q.Hand = block.Copy(p.Hand)
		q.Graveyard = block.Copy(p.Graveyard)
		q.Fog = append([]Effect(nil), p.Fog...)
		q.Field = fieldBlock[:len(p.Field):len(p.Field)]
		fieldBlock = fieldBlock[len(p.Field):]
		for j, ch := range p.Field {
			c := &charBlock[0]
			charBlock = charBlock[1:]
			*c = *ch
			c.Cards = block.Copy(ch.Cards)
			q.Field[j] = c
		}
		t.P[i] = q
	}
	t.Stage = make([]*Action, len(s.Stage))
	for i, a := range s.Stage {
		t.Stage[i] = a.clone()
	}
	// Actions that target actions on the stage (カウンター, 停戦, and
	// 対象変更's new target) target the copies.
	for _, a := range t.Stage {
		for j, b := range s.Stage {
			if b == a.TargetAction {
				a.TargetAction = t.Stage[j]
			}
			if b == a.NewAct {
				a.NewAct = t.Stage[j]
			}
		}
	}
	if s.Resolving != nil {
		t.Resolving = s.Resolving.clone()
	}
	t.Attackers = append([]int(nil), s.Attackers...)
	t.Answered = append([]int(nil), s.Answered...)
	t.Blocks = map[int][]int{}
	for k, v := range s.Blocks {
		t.Blocks[k] = append([]int(nil), v...)
	}
	t.gens = append([]int(nil), s.gens...)
	t.listing, t.spare, t.keys, t.spareKeys = nil, nil, nil, nil
	return &t
}

// place puts cards onto p's field as a new character.
func (s *State) place(p int, faceDown, driven bool, cards ...Card) *Character {
	ch := &Character{ID: s.nextID, Cards: cards, FaceDown: faceDown, Driven: driven, Entered: s.Turn}
	s.nextID++
	s.P[p].Field = append(s.P[p].Field, ch)
	return ch
}

// find returns a character by id and its player, or nil.
func (s *State) find(id int) (*Character, int) {
	for p, pl := range s.P {
		for _, ch := range pl.Field {
			if ch.ID == id {
				return ch, p
			}
		}
	}
	return nil, -1
}

// remove takes a character off the field; it forgets being an attacker or
// a blocker.
func (s *State) remove(id int) {
	for _, pl := range s.P {
		for i, ch := range pl.Field {
			if ch.ID == id {
				pl.Field = append(pl.Field[:i], pl.Field[i+1:]...)
			}
		}
	}
	s.release(id)
}

// release removes a character from the attackers and the blockers.
func (s *State) release(id int) {
	for i, a := range s.Attackers {
		if a == id {
			s.Attackers = append(s.Attackers[:i], s.Attackers[i+1:]...)
			delete(s.Blocks, id)
			break
		}
	}
	for a, bs := range s.Blocks {
		for i, b := range bs {
			if b == id {
				s.Blocks[a] = append(bs[:i], bs[i+1:]...)
				break
			}
		}
	}
}

// bury moves characters from the field to their player's graveyard; every
// Joker, A, J, Q and K among their cards triggers a generation change for
// that player (resolved by settleTriggers).
func (s *State) bury(ids ...int) {
	for _, id := range ids {
		ch, p := s.find(id)
		if ch == nil {
			continue
		}
		s.remove(id)
		for _, c := range ch.Cards {
			s.P[p].Graveyard = append(s.P[p].Graveyard, c)
			if c.Royal() {
				s.gens = append(s.gens, p)
			}
		}
	}
}

// settleTriggers resolves the generation changes triggered so far, in the
// order they were triggered. 世代交代 is 即時 (immediate): it resolves at
// once, without waiting on the stage.
func (s *State) settleTriggers() {
	for len(s.gens) > 0 {
		p := s.gens[0]
		s.gens = s.gens[1:]
		s.generationChange(p)
	}
}

// generationChange moves cards from the top of p's life to the graveyard
// until a Joker, A, J, Q or K comes up, and puts that card into the hand.
func (s *State) generationChange(p int) {
	pl := s.P[p]
	pl.GenChanges++
	for len(pl.Life) > 0 {
		c := pl.Life[0]
		pl.Life = pl.Life[1:]
		if c.Royal() {
			pl.Hand = append(pl.Hand, c)
			return
		}
		pl.Graveyard = append(pl.Graveyard, c)
	}
}

// Size is a soldier's size: its base size plus the アップ, ダウン and
// フォース lying in the fogs this turn. The action list's 数字 of a soldier
// (ダメージ判定, フォース, 剣の雨, 死の槍) is this size.
func (s *State) Size(ch *Character) int {
	_, owner := s.find(ch.ID)
	n := ch.baseSize()
	for p, pl := range s.P {
		for _, e := range pl.Fog {
			if e.Turn != s.Turn {
				continue
			}
			if e.Target == ch.ID || e.Spell == "force" && p == owner {
				n += e.Amount
			}
		}
	}
	return n
}

func (s *State) opponent(p int) int { return 1 - p }

// take removes a card with face f from cards, or reports it missing.
func take(cards *[]Card, f Face) (Card, bool) {
	for i, c := range *cards {
		if f.matches(c) {
			*cards = append((*cards)[:i], (*cards)[i+1:]...)
			return c, true
		}
	}
	return Card{}, false
}

func (w Wait) String() string {
	return [...]string{"nothing", "blockers", "the cards to discard", "the draw", "a card to be chosen"}[w]
}

// waitReason explains a pending decision to a step that comes before it.
func (s *State) waitReason(names []string) string {
	switch s.Wait {
	case WaitBlock:
		return fmt.Sprintf("%s must first designate blockers (%s blocks … / %s blocks nothing)", names[s.WaitFor], names[s.WaitFor], names[s.WaitFor])
	case WaitDiscard:
		return fmt.Sprintf("%s must first discard down to 7 cards (%s discards …)", names[s.WaitFor], names[s.WaitFor])
	case WaitDraw:
		return fmt.Sprintf("%s must first draw (%s draws, or %s draws 2)", names[s.WaitFor], names[s.WaitFor], names[s.WaitFor])
	case WaitChoose:
		return fmt.Sprintf("%s is resolving: %s must first choose %s (%s chooses …)", name(s.Resolving.ID), names[s.WaitFor], choiceWhat(s.Resolving.ID), names[s.WaitFor])
	}
	return ""
}
