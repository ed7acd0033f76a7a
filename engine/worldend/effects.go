package worldend

// Effect is what a sample card does beyond its stats. The catalog's cards
// are SAMPLE cards made for the rules; their texts are implemented here by
// entry id.
type Effect struct {
	// Target is what a magic card aims at.
	Target Target
	// Condition, when set, returns why the card cannot be played now, or "".
	Condition func(s *State, p int) string
	// Resolve applies a magic card's effect; target is the aimed-at piece,
	// or -1 when the card aims at nothing.
	Resolve func(s *State, p, target int)
	// OnTrashed is a character's effect when it is trashed from the field.
	OnTrashed func(s *State, owner int)
}

// Target is what a magic card's effect aims at.
type Target uint8

// The targets of magic cards.
const (
	NoTarget          Target = iota
	OpponentCharacter        // a character on the opponent's field
	OwnCharacter             // a character on one's own field
	AttackedCharacter        // one's own character under attack (supports)
	TrashCharacter           // a character card in one's own trash
)

var effects = map[string]*Effect{
	// 灰の不死鳥: when trashed from the field, 1 damage to the opponent.
	"ash-phoenix": {OnTrashed: func(s *State, owner int) { s.damage(1-owner, 1) }},
	// 召喚巨人: only with 2 or more characters on one's field.
	"summoned-titan": {Condition: func(s *State, p int) string {
		if len(s.P[p].Field) < 2 {
			return "it is played only while its player has 2 or more characters on the field"
		}
		return ""
	}},
	// ５ハンド: draw until the hand holds 5 cards.
	"five-hand": {Resolve: func(s *State, p, _ int) {
		if n := 5 - len(s.P[p].Hand); n > 0 {
			s.draw(p, n)
		}
	}},
	// 火の矢: 2 damage to the L of an opponent's character. A character
	// whose L reaches 0 is trashed; the damage does not go on to the deck
	// (piercing belongs to characters in battle).
	"fire-arrow": {Target: OpponentCharacter, Resolve: func(s *State, p, t int) {
		sl := s.slot(t)
		sl.Damage += 2
		if s.life(sl) <= 0 {
			s.trashFromField(t)
		}
	}},
	// 呼び戻し: a character of one's trash back to the hand.
	"recall": {Target: TrashCharacter, Resolve: func(s *State, p, t int) {
		remove(&s.P[p].Trash, func(x int) bool { return x == t })
		s.P[p].Hand = append(s.P[p].Hand, t)
	}},
	// 足止め: exhaust an opponent's character; it stays exhausted through
	// its owner's next ready phase.
	"hold-down": {Target: OpponentCharacter, Resolve: func(s *State, p, t int) {
		sl := s.slot(t)
		sl.Exhausted, sl.Held = true, true
	}},
	// 守りの応援: the attacked character's L +2 until the end phase.
	"guard-cheer": {Target: AttackedCharacter, Resolve: func(s *State, p, t int) { s.slot(t).Life += 2 }},
	// 反撃の声援: the attacked character's P +2 until the end phase.
	"counter-cheer": {Target: AttackedCharacter, Resolve: func(s *State, p, t int) { s.slot(t).Power += 2 }},
	// 早業の結界: one's character P +1 and L +1 until the end of the turn.
	"swift-ward": {Target: OwnCharacter, Resolve: func(s *State, p, t int) {
		sl := s.slot(t)
		sl.Power++
		sl.Life++
	}},
}
