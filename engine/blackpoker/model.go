package blackpoker

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"cardpress/engine"
)

// This file is BlackPoker as an engine.State. Its actions carry cards,
// targets on the field and on the stage and choices, more than a number
// holds comfortably, so an Action is a key of the move's content (move.key):
// the same move has the same number in every state that lists it — a
// search keys its tree by actions across states dealt differently, and a
// number that were the move's place in the list would stand for another
// move in another deal —, and ActionString and ParseAction turn them into
// text and back.
//
// Who decides: the player a decision is owed by (blockers, the discard of
// エンド, the draw); while actions wait on the stage, the player who did
// not start the top one, who answers it with a quick action or passes (a
// pass resolves the stage: every player has passed); otherwise the player
// holding the turn.

// move is one possible action of the player to decide, as data: what it
// does is played by do, its text written by text only when asked, and
// every move listed is legal (the listing applies the rules' checks), so
// neither listing nor Apply tries a move on a copy of the game.
type move struct {
	kind moveKind
	card Card // the card summoned, placed, equipped or chosen; a spell's first key card
	// mask: an attack's attackers (bits of attackCandidates), the hand
	// cards discarded (bits of their places), a block's assignment
	// (blockAssignment's number).
	mask uint64
	char int // the soldier equipped
	cast castMove
}

type moveKind uint8

const (
	mvDraw1 moveKind = iota
	mvDrawSecond
	mvDiscard
	mvBlock
	mvChoose
	mvPass
	mvEnd
	mvSummon
	mvBulwark
	mvQuickSummon
	mvQuickBulwark
	mvEquip
	mvAttack
	mvRareDraw
	mvCast
)

// castMove is a spell with its key cards, targets and choices.
type castMove struct {
	spell       uint8 // index in spellIDs
	nkeys, take uint8
	keys        [5]Face
	taken       [2]Face // B・J's cards of the life
	on, to      aimAt   // the target, and 対象変更's new target
	set         uint8   // 1 driven, 2 charged (ツイスト, リバース)
	count       uint8   // 防壁補充's cards
}

// aimAt is a target: a character, a player or the place of an action on
// the stage (-1 for none of the latter two).
type aimAt struct {
	char          int
	player, stage int8
}

var noAim = aimAt{player: -1, stage: -1}

// kindName is what self-play's figures and greedy policy see of a move.
func (m *move) kindName() string {
	switch m.kind {
	case mvDraw1:
		return "draw 1"
	case mvDrawSecond:
		return "draw 2"
	case mvBlock:
		if m.mask == 0 {
			return "no block"
		}
		return "block"
	case mvSummon, mvQuickSummon:
		return "summon"
	case mvBulwark, mvQuickBulwark:
		return "bulwark"
	case mvEquip:
		return "equip"
	case mvAttack:
		return "attack"
	case mvCast:
		return "cast"
	}
	return ""
}

// hasCard reports whether the move puts m.card onto the field or pays it
// first.
func (m *move) hasCard() bool {
	switch m.kind {
	case mvSummon, mvBulwark, mvQuickSummon, mvQuickBulwark, mvEquip, mvCast:
		return true
	}
	return false
}

// Players is 2.
func (s *State) Players() int { return 2 }

// CurrentPlayer is the player to decide, -1 once the game is over.
func (s *State) CurrentPlayer() int {
	switch {
	case s.Loser >= 0:
		return -1
	case s.Wait != WaitNone:
		return s.WaitFor
	case len(s.Stage) > 0:
		return s.opponent(s.Stage[len(s.Stage)-1].Player)
	}
	return s.Active
}

// TurnPlayer is the player holding the turn.
func (s *State) TurnPlayer() int { return s.Active }

// IsTerminal reports whether a player has lost.
func (s *State) IsTerminal() bool { return s.Loser >= 0 }

// Returns is 1 for the winner and -1 for the loser.
func (s *State) Returns() []float64 {
	out := make([]float64, 2)
	if s.Loser >= 0 {
		out[s.Loser], out[s.opponent(s.Loser)] = -1, 1
	}
	return out
}

// Clone is an independent copy.
func (s *State) Clone() engine.State { return s.clone() }

// Hand lists p's hand as examples name the cards: entry ids are the
// catalog's ranks, colors its suits.
func (s *State) Hand(p int) []engine.Card {
	out := make([]engine.Card, len(s.P[p].Hand))
	for i, c := range s.P[p].Hand {
		out[i] = cardView(c)
	}
	return out
}

var suitIDs = [...]string{"spade", "heart", "diamond", "club"}

func cardView(c Card) engine.Card {
	if c.IsJoker() {
		return engine.Card{Entry: "joker", Name: c.String()}
	}
	id := rankNames[c.Rank]
	if c.Rank == Ace || c.Rank >= Jack {
		id = map[int8]string{Ace: "a", Jack: "j", Queen: "q", King: "k"}[c.Rank]
	}
	return engine.Card{Entry: id, Colors: []string{suitIDs[c.Suit]}, Name: c.String()}
}

// Drawn counts the cards p has drawn (ドロー).
func (s *State) Drawn(p int) int { return s.P[p].Drew }

// LegalActions lists the moves of the state: every one is legal.
func (s *State) LegalActions(buf []engine.Action) []engine.Action {
	p := s.CurrentPlayer()
	if p < 0 {
		return buf
	}
	s.listed(p)
	return append(buf, s.keys...)
}

// Apply plays move number a. The moves listed are legal, and the rules'
// methods they call check before they change anything, so a rejected move
// leaves the game as it was.
func (s *State) Apply(a engine.Action) error {
	p := s.CurrentPlayer()
	if p < 0 {
		return reject("game-over", playerWord(s.Loser))
	}
	list := s.listed(p)
	i := s.moveOf(a)
	if i < 0 {
		return reject("no-such-move", a)
	}
	m := list[i]
	s.spare, s.listing = list[:0], nil
	if err := s.do(&m, p); err != nil {
		return err
	}
	s.settleLoss()
	return nil
}

// ActionString is the move's text.
func (s *State) ActionString(a engine.Action) string {
	p := s.CurrentPlayer()
	if p < 0 {
		return fmt.Sprintf("move %d", a)
	}
	list := s.listed(p)
	i := s.moveOf(a)
	if i < 0 {
		return fmt.Sprintf("move %d", a)
	}
	return s.text(&list[i], p)
}

// ParseAction reads what ActionString wrote.
func (s *State) ParseAction(text string) (engine.Action, error) {
	return engine.ParseActionText(s, text)
}

func playerWord(p int) string { return "P" + strconv.Itoa(p+1) }

// listed is the moves of p, made once per state with their keys
// (s.keys): LegalActions, Apply, ActionString and the greedy policy all
// read the same list. Apply clears it (keeping its array for the next
// state's list); so does an example's step.
func (s *State) listed(p int) []move {
	if s.listing == nil {
		l := lister{s: s, p: p, out: s.spare[:0]}
		l.moves()
		s.listing, s.spare = l.out, nil
		s.keys, s.next = s.keys[:0], 0
		var ids keyIDs
		for i := range s.listing {
			s.keys = append(s.keys, s.key(&s.listing[i], p, &ids))
		}
		s.distinctKeys()
	}
	return s.listing
}

// distinctKeys makes the keys of the list distinct: two moves of a list
// never do the same, but two keys could still meet, and then the later one
// takes the next free number, so that every action names one move.
func (s *State) distinctKeys() {
	sorted := append(s.spareKeys[:0], s.keys...)
	slices.Sort(sorted)
	s.spareKeys = sorted
	if len(slices.Compact(sorted)) == len(s.keys) {
		return
	}
	for i, k := range s.keys {
		for slices.Contains(s.keys[:i], k) {
			k++
		}
		s.keys[i] = k
	}
}

// keyIDs are the characters a list's attack and block masks number,
// found once per list.
type keyIDs struct {
	attackers, blockers []int
	found               bool
	buf                 [maxChoice + maxBlockers]int
}

// moveOf is the place of the move keyed a in the list listed made, -1 when
// none is.
func (s *State) moveOf(a engine.Action) int {
	// Callers mostly go through the list in its order (the greedy policy
	// scores every action): the place after the last one found is tried
	// first.
	i := s.next
	if i >= len(s.keys) || s.keys[i] != a {
		i = slices.Index(s.keys, a)
	}
	s.next = i + 1
	return i
}

// key is move m's action: a hash of everything the move is (its kind,
// cards, targets and choices; for an attack its characters, for a discard
// its cards, for a block its attacker and blocker pairs, not their places
// in the lists the mask numbers), the same in every state that lists the
// move.
func (s *State) key(m *move, p int, ids *keyIDs) engine.Action {
	c := &m.cast
	card := packCard(m.card)
	if m.kind == mvCast {
		card = 0 // the first key card: the keys below, in any order
	}
	h := mixIn(uint64(m.kind)<<32|uint64(card), uint64(int64(m.char)))
	switch m.kind {
	case mvAttack, mvBlock:
		if !ids.found {
			ids.attackers = s.attackCandidates(p, ids.buf[:0:maxChoice])
			ids.blockers = s.blockers(p, ids.buf[maxChoice:maxChoice])
			ids.found = true
		}
		if m.kind == mvAttack {
			for i, id := range ids.attackers {
				if m.mask&(1<<i) != 0 {
					h = mixIn(h, uint64(id))
				}
			}
			break
		}
		base := uint64(len(s.Attackers) + 1)
		for j, x := 0, m.mask; j < len(ids.blockers); j, x = j+1, x/base {
			if d := x % base; d > 0 {
				h = mixIn(h, uint64(ids.blockers[j])<<32|uint64(s.Attackers[d-1]))
			}
		}
	case mvDiscard:
		for i, d := range s.P[p].Hand {
			if m.mask&(1<<i) != 0 {
				h = mixIn(h, uint64(packCard(d)))
			}
		}
	}
	if m.kind == mvCast {
		h = s.castKey(h, c)
	}
	return engine.Action(h)
}

// castKey adds a spell's keys, choices and targets to the hash h.
func (s *State) castKey(h uint64, c *castMove) uint64 {
	// The key cards are listed in the hand's order: any order is one
	// move. Faces take 8 bits, the five keys 40 bits of one word.
	var keys [len(c.keys)]uint8
	for i, f := range c.keys[:c.nkeys] {
		keys[i] = packFace(f)
	}
	slices.Sort(keys[:c.nkeys])
	var w uint64
	for _, k := range keys[:c.nkeys] {
		w = w<<8 | uint64(k)
	}
	// B・J's two cards are listed in the order of the life, which the
	// player does not see: either order is one move. Only the cards
	// taken count (the lister leaves the others as they were).
	var t0, t1 uint8
	if c.take > 0 {
		t0 = packFace(c.taken[0])
	}
	if c.take > 1 {
		t1 = packFace(c.taken[1])
	}
	w = w<<16 | uint64(min(t0, t1))<<8 | uint64(max(t0, t1))
	h = mixIn(h, w)
	h = mixIn(h, uint64(c.spell)|uint64(c.nkeys)<<8|uint64(c.take)<<16|uint64(c.set)<<24|uint64(c.count)<<32)
	for _, t := range [2]aimAt{c.on, c.to} {
		h = mixIn(h, uint64(uint32(t.char))<<16|uint64(uint8(t.player))<<8|uint64(uint8(t.stage)))
		if t.stage >= 0 && int(t.stage) < len(s.Stage) {
			// An action on the stage by its place and what it is.
			for _, b := range []byte(s.Stage[t.stage].ID) {
				h = mixIn(h, uint64(b))
			}
		}
	}
	return h
}

// mixIn adds x to the hash h (SplitMix64's output function is a
// bijection: two sequences meet by chance only).
func mixIn(h, x uint64) uint64 { return engine.Mix(h*0x9E3779B97F4A7C15 + x) }

// packFace is a face in 8 bits: suit (-1 to 3) and rank (0 to 13).
func packFace(f Face) uint8 { return uint8(f.Suit+1)<<4 | uint8(f.Rank) }

func packCard(c Card) uint32 {
	return uint32(uint8(c.Owner))<<24 | uint32(uint8(c.Suit))<<16 | uint32(uint8(c.Rank))<<8 | uint32(uint8(c.Copy))
}

// lister makes the list of moves. With wide it also lists the moves the
// rules reject (tests compare the two: the list holds exactly the moves
// the rules accept).
type lister struct {
	s    *State
	p    int
	wide bool
	out  []move
}

// add lists m when it is legal, or when the list is wide.
func (l *lister) add(legal bool, m move) {
	if legal || l.wide {
		l.out = append(l.out, m)
	}
}

// moves lists the moves of p in the order LegalActions numbers them.
func (l *lister) moves() {
	s, p := l.s, l.p
	switch s.Wait {
	case WaitDraw:
		l.add(true, move{kind: mvDraw1})
		l.add(true, move{kind: mvDrawSecond})
		return
	case WaitDiscard:
		l.discardMoves()
		return
	case WaitBlock:
		l.blockMoves()
		return
	case WaitChoose:
		l.chooseMoves()
		return
	}
	if len(s.Stage) > 0 {
		l.add(true, move{kind: mvPass})
	} else {
		l.add(true, move{kind: mvEnd})
		l.mainMoves()
	}
	var hand [64]Card
	distinct := s.distinctHand(p, hand[:0])
	if p != s.Active {
		for _, c := range distinct {
			if c.Rank == Ace {
				l.add(true, move{kind: mvQuickSummon, card: c})
				l.add(true, move{kind: mvQuickBulwark, card: c})
			}
		}
	}
	pl := s.P[p]
	l.add(len(pl.Life) <= 9 && pl.Rares > 0, move{kind: mvRareDraw})
	l.spellMoves(distinct)
}

// distinctHand appends p's hand with one card of each face to buf.
func (s *State) distinctHand(p int, buf []Card) []Card {
	for _, c := range s.P[p].Hand {
		if !slices.ContainsFunc(buf, c.same) {
			buf = append(buf, c)
		}
	}
	return buf
}

func (l *lister) mainMoves() {
	s, p := l.s, l.p
	var hand [64]Card
	for _, c := range s.distinctHand(p, hand[:0]) {
		l.add(true, move{kind: mvSummon, card: c})
		l.add(!s.Placed, move{kind: mvBulwark, card: c})
		for _, ch := range s.P[p].Field {
			if !ch.FaceDown && !c.IsJoker() && ch.Cards[0].Suit == c.Suit {
				l.add(true, move{kind: mvEquip, card: c, char: ch.ID})
			}
		}
	}
	if !s.Attacked {
		var buf [maxChoice]int
		can := s.attackCandidates(p, buf[:0])
		for mask := uint64(1); mask < 1<<len(can); mask++ {
			l.add(true, move{kind: mvAttack, mask: mask})
		}
	}
}

// attackCandidates are the first maxChoice characters of p that can
// attack, which self-play combines into attacks.
func (s *State) attackCandidates(p int, buf []int) []int {
	for _, ch := range s.P[p].Field {
		if len(buf) < maxChoice && s.canAttack(p, ch.ID) == nil {
			buf = append(buf, ch.ID)
		}
	}
	return buf
}

// maxChoice caps the characters self-play combines into one attack or
// block (2⁸ attacks): a field rarely holds more.
const maxChoice = 8

// maxBlockers and maxBlocks bound the blocks self-play tries.
const (
	maxBlockers = 4
	maxBlocks   = 128
)

// discardMoves lists every choice of the cards to discard down to 7.
func (l *lister) discardMoves() {
	n := len(l.s.P[l.p].Hand)
	combinations(n, n-7, func(mask uint64) { l.add(true, move{kind: mvDiscard, mask: mask}) })
}

// combinations calls f with every set of k of the numbers below n, as a
// bit mask, in lexical order of the numbers.
func combinations(n, k int, f func(uint64)) {
	var rec func(from, left int, mask uint64)
	rec = func(from, left int, mask uint64) {
		if left == 0 {
			f(mask)
			return
		}
		for i := from; i < n; i++ {
			rec(i+1, left-1, mask|1<<i)
		}
	}
	rec(0, k, 0)
}

// blockMoves lists the ways of blocking: each charged blocker blocks one
// attacker or none; self-play tries the first maxBlocks assignments of at
// most maxBlockers blockers (the rules allow more; examples write them).
// An assignment is a number in base len(attackers)+1, one digit per
// blocker (0: none, i+1: attackers[i]), the first blocker lowest.
func (l *lister) blockMoves() {
	s := l.s
	var buf [maxBlockers]int
	blockers := s.blockers(l.p, buf[:0])
	base := uint64(len(s.Attackers) + 1)
	total := uint64(1)
	for range blockers {
		total *= base
	}
	for n := uint64(0); n < total && n < maxBlocks; n++ {
		l.add(s.bulwarksBlockAlone(n, blockers), move{kind: mvBlock, mask: n})
	}
}

// blockers are the first maxBlockers charged characters of p with the
// blocker label.
func (s *State) blockers(p int, buf []int) []int {
	for _, ch := range s.P[p].Field {
		if len(buf) < maxBlockers && ch.has("blocker") && !ch.Driven {
			buf = append(buf, ch.ID)
		}
	}
	return buf
}

// bulwarksBlockAlone reports whether assignment n gives no attacker a
// bulwark together with other blockers, which Block refuses.
func (s *State) bulwarksBlockAlone(n uint64, blockers []int) bool {
	base := uint64(len(s.Attackers) + 1)
	for i := range s.Attackers {
		count, bulwark := 0, false
		for j, x := 0, n; j < len(blockers); j, x = j+1, x/base {
			if x%base == uint64(i+1) {
				count++
				if ch, _ := s.find(blockers[j]); ch.FaceDown {
					bulwark = true
				}
			}
		}
		if bulwark && count > 1 {
			return false
		}
	}
	return true
}

// blockAssignment decodes assignment n: the attackers blocked, in the
// order of the attack, and each one's blockers.
func (s *State) blockAssignment(n uint64, blockers []int) ([]int, map[int][]int) {
	base := uint64(len(s.Attackers) + 1)
	blocks := map[int][]int{}
	var order []int
	for i, a := range s.Attackers {
		for j, x := 0, n; j < len(blockers); j, x = j+1, x/base {
			if x%base == uint64(i+1) {
				if len(blocks[a]) == 0 {
					order = append(order, a)
				}
				blocks[a] = append(blocks[a], blockers[j])
			}
		}
	}
	return order, blocks
}

// chooseMoves lists the cards the resolving effect may choose, one of
// each face.
func (l *lister) chooseMoves() {
	var seen [64]Card
	distinct := seen[:0]
	for _, c := range l.s.choices(l.s.Resolving) {
		if !slices.ContainsFunc(distinct, c.same) {
			distinct = append(distinct, c)
			l.add(true, move{kind: mvChoose, card: c})
		}
	}
}

// spellIDs are the spells' ids in the order spellMoves lists them.
var spellIDs = slices.Sorted(maps.Keys(spells))

// spellMoves lists the spells p's hand can cast, with every target and
// choice: the key cards first (checked against the spell's key rule), then
// what the spell targets and chooses.
func (l *lister) spellMoves(hand []Card) {
	s, p := l.s, l.p
	var sets [][]Card
	pairs := make([][2]Card, 0, len(hand)*len(hand)/2)
	for i := range hand {
		sets = append(sets, hand[i:i+1])
		for j := i + 1; j < len(hand); j++ {
			pairs = append(pairs, [2]Card{hand[i], hand[j]})
			sets = append(sets, pairs[len(pairs)-1][:])
		}
	}
	sets = append(sets, royalFlushes(hand)...)
	for i, id := range spellIDs {
		sp := spells[id]
		if !sp.quick && (len(s.Stage) > 0 || p != s.Active) {
			continue
		}
		for _, keys := range sets {
			if !sp.keys.fits(keys) {
				continue
			}
			m := move{kind: mvCast, card: keys[0], cast: castMove{spell: uint8(i), nkeys: uint8(len(keys))}}
			for k, c := range keys {
				m.cast.keys[k] = Face{Suit: c.Suit, Rank: c.Rank}
			}
			l.spellTargets(m, id, sp)
		}
	}
}

// royalFlushes are the key sets of R・S・F in a hand: A, 10, J, Q, K of a
// suit.
func royalFlushes(hand []Card) [][]Card {
	var out [][]Card
	for suit := Spade; suit <= Club; suit++ {
		var set []Card
		for _, r := range []int8{Ace, 10, Jack, Queen, King} {
			for _, c := range hand {
				if c.Suit == suit && c.Rank == r && !c.IsJoker() {
					set = append(set, c)
					break
				}
			}
		}
		if len(set) == 5 {
			out = append(out, set)
		}
	}
	return out
}

// spellTargets lists m with every target its spell may take, each with
// every choice.
func (l *lister) spellTargets(m move, id string, sp spec) {
	s, p := l.s, l.p
	aim := func(legal bool, on, to aimAt) {
		if legal || l.wide {
			m.cast.on, m.cast.to = on, to
			l.withChoices(m, id)
		}
	}
	switch sp.target {
	case noTarget:
		aim(true, noAim, noAim)
	case soldierTarget, charTarget, ownCharTarget, bulwarkTarget:
		for q, pl := range s.P {
			for _, ch := range pl.Field {
				ok := sp.target == charTarget || sp.target == soldierTarget && !ch.FaceDown ||
					sp.target == ownCharTarget && q == p || sp.target == bulwarkTarget && ch.FaceDown
				aim(ok, aimAt{char: ch.ID, player: -1, stage: -1}, noAim)
			}
		}
	case opponentTarget:
		aim(true, aimAt{player: int8(s.opponent(p)), stage: -1}, noAim)
	case playerTarget:
		for q := range 2 {
			aim(true, aimAt{player: int8(q), stage: -1}, noAim)
		}
	case keyedAction, judgement:
		for i, b := range s.Stage {
			ok := sp.target == keyedAction && b.counterable() == nil || sp.target == judgement && b.ID == "damage-judgement"
			aim(ok, aimAt{player: -1, stage: int8(i)}, noAim)
		}
	case targetedAction:
		for i, b := range s.Stage {
			if !b.hasTarget() {
				continue
			}
			on := aimAt{player: -1, stage: int8(i)}
			for _, n := range s.newTargets() {
				m.cast.on, m.cast.to = on, n
				aim(l.wide || s.castTarget(p, &m) == nil, on, n)
			}
		}
	}
}

// newTargets are the new targets 対象変更 may give: a character, a player
// or an action on the stage.
func (s *State) newTargets() []aimAt {
	var out []aimAt
	for _, pl := range s.P {
		for _, ch := range pl.Field {
			out = append(out, aimAt{char: ch.ID, player: -1, stage: -1})
		}
	}
	for q := range 2 {
		out = append(out, aimAt{player: int8(q), stage: -1})
	}
	for i := range s.Stage {
		out = append(out, aimAt{player: -1, stage: int8(i)})
	}
	return out
}

// castTarget checks the targets of a cast move as Cast would.
func (s *State) castTarget(p int, m *move) error {
	a := s.castAction(m)
	return s.checkTarget(p, a, spells[a.ID])
}

// withChoices lists m with every choice its spell makes when it is
// started (再会, リアニメイト and ハンデス choose when they resolve:
// chooseMoves).
func (l *lister) withChoices(m move, id string) {
	switch id {
	case "twist", "reverse":
		for set := uint8(1); set <= 2; set++ {
			m.cast.set = set
			l.add(true, m)
		}
	case "bulwark-refill":
		for n := uint8(1); n <= 2; n++ {
			m.cast.count = n
			l.add(true, m)
		}
	case "bj":
		// Taking nothing, one card of each face, or two.
		l.add(true, m)
		life := l.s.P[l.p].Life
		var seen [64]Card
		distinct := seen[:0]
		for i, c := range life {
			if slices.ContainsFunc(distinct, c.same) {
				continue
			}
			distinct = append(distinct, c)
			m.cast.take, m.cast.taken[0] = 1, Face{Suit: c.Suit, Rank: c.Rank}
			l.add(true, m)
			// The second card: each face once, a face met before c
			// only with it already (its pair is listed), c's own face
			// when the life holds it twice (the Jokers).
			for j, d := range life[i+1:] {
				if slices.ContainsFunc(life[i+1:i+1+j], d.same) || (!d.same(c) && slices.ContainsFunc(distinct, d.same)) {
					continue
				}
				m.cast.take, m.cast.taken[1] = 2, Face{Suit: d.Suit, Rank: d.Rank}
				l.add(true, m)
			}
		}
	default:
		l.add(true, m)
	}
}

// castAction is the action a cast move starts, before Cast fills in its
// player and key cards.
func (s *State) castAction(m *move) *Action {
	c := &m.cast
	a := &Action{ID: spellIDs[c.spell], TargetPlayer: -1, NewPl: -1}
	a.TargetChar, a.TargetPlayer, a.TargetAction = s.aimed(c.on)
	a.NewChar, a.NewPl, a.NewAct = s.aimed(c.to)
	switch c.set {
	case 1:
		a.Set = "driven"
	case 2:
		a.Set = "charged"
	}
	a.Count = int(c.count)
	if c.take > 0 {
		a.Take = slices.Clone(c.taken[:c.take])
	}
	return a
}

func (s *State) aimed(t aimAt) (char, player int, act *Action) {
	if t.stage >= 0 {
		act = s.Stage[t.stage]
	}
	return t.char, int(t.player), act
}

// do plays move m for p.
func (s *State) do(m *move, p int) error {
	f := Face{Suit: m.card.Suit, Rank: m.card.Rank}
	switch m.kind {
	case mvDraw1:
		return s.Draw(p, 1)
	case mvDrawSecond:
		return s.Draw(p, 2)
	case mvDiscard:
		var faces []Face
		for i, c := range s.P[p].Hand {
			if m.mask&(1<<i) != 0 {
				faces = append(faces, Face{Suit: c.Suit, Rank: c.Rank})
			}
		}
		return s.Discard(p, faces)
	case mvBlock:
		var buf [maxBlockers]int
		order, blocks := s.blockAssignment(m.mask, s.blockers(p, buf[:0]))
		return s.Block(p, order, blocks)
	case mvChoose:
		return s.Choose(p, f)
	case mvPass:
		s.Settle()
		return nil
	case mvEnd:
		return s.End(p)
	case mvSummon, mvQuickSummon:
		return s.Summon(p, f, false)
	case mvQuickBulwark:
		return s.Summon(p, f, true)
	case mvBulwark:
		return s.PlaceBulwark(p, f)
	case mvEquip:
		return s.Equip(p, f, m.char)
	case mvAttack:
		var buf [maxChoice]int
		var ids []int
		for i, id := range s.attackCandidates(p, buf[:0]) {
			if m.mask&(1<<i) != 0 {
				ids = append(ids, id)
			}
		}
		return s.Attack(p, ids)
	case mvRareDraw:
		return s.RareDraw(p)
	case mvCast:
		return s.Cast(p, s.castAction(m), slices.Clone(m.cast.keys[:m.cast.nkeys]))
	}
	return reject("no-such-move/kind", m.kind)
}

// text writes move m of p for people: "summon ♠7", "キル with ♣4 ♣5 on ♦6".
func (s *State) text(m *move, p int) string {
	c := m.card.String()
	switch m.kind {
	case mvDraw1:
		return "draw 1"
	case mvDrawSecond:
		return "draw 2"
	case mvDiscard:
		text := "discard"
		for i, d := range s.P[p].Hand {
			if m.mask&(1<<i) != 0 {
				text += " " + d.String()
			}
		}
		return text
	case mvBlock:
		return s.blockText(m.mask, p)
	case mvChoose:
		return "choose " + c
	case mvPass:
		return "pass"
	case mvEnd:
		return "end the turn"
	case mvSummon:
		return "summon " + c
	case mvBulwark:
		return "place " + c + " as a bulwark"
	case mvQuickSummon:
		return "quick-summon " + c
	case mvQuickBulwark:
		return "quick-summon " + c + " as a bulwark"
	case mvEquip:
		ch, _ := s.find(m.char)
		return "equip " + c + " to " + charName(ch)
	case mvAttack:
		text := "attack with"
		var buf [maxChoice]int
		for i, id := range s.attackCandidates(p, buf[:0]) {
			if m.mask&(1<<i) != 0 {
				ch, _ := s.find(id)
				text += " " + ch.String()
			}
		}
		return text
	case mvRareDraw:
		return "rare-draw"
	case mvCast:
		return s.castText(&m.cast)
	}
	return fmt.Sprintf("move of kind %d", m.kind)
}

func (s *State) blockText(n uint64, p int) string {
	var buf [maxBlockers]int
	order, blocks := s.blockAssignment(n, s.blockers(p, buf[:0]))
	if len(order) == 0 {
		return "block nothing"
	}
	text := "block"
	for _, a := range order {
		at, _ := s.find(a)
		text += " " + charName(at) + " with"
		for _, b := range blocks[a] {
			ch, _ := s.find(b)
			text += " " + ch.String()
		}
		text += ";"
	}
	return text
}

func (s *State) castText(c *castMove) string {
	id := spellIDs[c.spell]
	text := spells[id].name + " with"
	for _, f := range c.keys[:c.nkeys] {
		text += " " + f.String()
	}
	if spells[id].target == targetedAction {
		text += " on " + s.aimText(c.on) + " to " + s.aimText(c.to)
	} else if c.on != noAim {
		text += " on " + s.aimText(c.on)
	}
	switch {
	case c.set == 1:
		text += " as driven"
	case c.set == 2:
		text += " as charged"
	case c.count > 0:
		text += fmt.Sprintf(" taking %d cards", c.count)
	case c.take == 1:
		text += " taking " + c.taken[0].String()
	case c.take == 2:
		text += " taking " + c.taken[0].String() + ", " + c.taken[1].String()
	}
	return text
}

// aimText names a target: "♠5", "P2", "キル #1".
func (s *State) aimText(t aimAt) string {
	switch {
	case t.stage >= 0:
		return name(s.Stage[t.stage].ID) + " #" + strconv.Itoa(int(t.stage)+1)
	case t.player >= 0:
		return playerWord(int(t.player))
	}
	ch, _ := s.find(t.char)
	return charName(ch)
}
