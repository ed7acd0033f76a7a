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
// holds comfortably, so an Action is the place of a move in the list
// moves(s) makes for the state: numbers mean something only in the state
// that listed them, and ActionString and ParseAction turn them into text
// and back.
//
// Who decides: the player a decision is owed by (blockers, the discard of
// エンド, the draw); while actions wait on the stage, the player who did
// not start the top one, who answers it with a quick action or passes (a
// pass resolves the stage: every player has passed); otherwise the player
// holding the turn.

// move is one possible action of the player to decide.
type move struct {
	text string
	kind string // what self-play's figures and greedy policy see: "summon", "attack", …
	card *Card  // the card put onto the field or first paid, or nil
	do   func(s *State, p int) error
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

// LegalActions lists every move of moves(s) that the rules accept.
func (s *State) LegalActions(buf []engine.Action) []engine.Action {
	p := s.CurrentPlayer()
	if p < 0 {
		return buf
	}
	for i, m := range s.listed(p) {
		if m.do(s.clone(), p) == nil {
			buf = append(buf, engine.Action(i))
		}
	}
	return buf
}

// Apply plays move number a; a rejected move leaves the game as it was.
func (s *State) Apply(a engine.Action) error {
	p := s.CurrentPlayer()
	if p < 0 {
		return engine.Reject("the game is over: %s lost", playerWord(s.Loser))
	}
	list := s.listed(p)
	if a >= engine.Action(len(list)) {
		return engine.Reject("there is no move %d here", a)
	}
	c := s.clone()
	if err := list[a].do(c, p); err != nil {
		return err
	}
	c.settleLoss()
	c.listing = nil
	*s = *c
	return nil
}

// ActionString is the move's text.
func (s *State) ActionString(a engine.Action) string {
	p := s.CurrentPlayer()
	if p < 0 {
		return fmt.Sprintf("move %d", a)
	}
	list := s.listed(p)
	if a >= engine.Action(len(list)) {
		return fmt.Sprintf("move %d", a)
	}
	return list[a].text
}

// ParseAction reads what ActionString wrote.
func (s *State) ParseAction(text string) (engine.Action, error) {
	return engine.ParseActionText(s, text)
}

func playerWord(p int) string { return "P" + strconv.Itoa(p+1) }

// listed is moves(p), made once per state: LegalActions, Apply,
// ActionString and the greedy policy all number the same list. Apply
// clears it; so does an example's step.
func (s *State) listed(p int) []move {
	if s.listing == nil {
		s.listing = s.moves(p)
	}
	return s.listing
}

// moves lists the candidate moves of p in the order LegalActions numbers
// them; each is checked by the rules when played.
func (s *State) moves(p int) []move {
	switch s.Wait {
	case WaitDraw:
		return []move{
			{text: "draw 1", kind: "draw 1", do: func(s *State, p int) error { return s.Draw(p, 1) }},
			{text: "draw 2", kind: "draw 2", do: func(s *State, p int) error { return s.Draw(p, 2) }},
		}
	case WaitDiscard:
		return s.discardMoves(p)
	case WaitBlock:
		return s.blockMoves(p)
	case WaitChoose:
		return s.chooseMoves()
	}
	var out []move
	if len(s.Stage) > 0 {
		out = append(out, move{text: "pass", do: func(s *State, p int) error { s.Settle(); return nil }})
	} else {
		out = append(out, move{text: "end the turn", do: func(s *State, p int) error { return s.End(p) }})
		out = append(out, s.mainMoves(p)...)
	}
	hand := s.distinctHand(p)
	for _, c := range hand {
		f := Face{Suit: c.Suit, Rank: c.Rank}
		if p != s.Active && c.Rank == Ace {
			out = append(out,
				move{text: "quick-summon " + c.String(), kind: "summon", card: &c, do: func(s *State, p int) error { return s.Summon(p, f, false) }},
				move{text: "quick-summon " + c.String() + " as a bulwark", kind: "bulwark", card: &c, do: func(s *State, p int) error { return s.Summon(p, f, true) }})
		}
	}
	out = append(out, move{text: "rare-draw", do: func(s *State, p int) error { return s.RareDraw(p) }})
	return append(out, s.spellMoves(p, hand)...)
}

// distinctHand is p's hand with one card of each face.
func (s *State) distinctHand(p int) []Card {
	var out []Card
	for _, c := range s.P[p].Hand {
		if !slices.ContainsFunc(out, c.same) {
			out = append(out, c)
		}
	}
	return out
}

func (s *State) mainMoves(p int) []move {
	var out []move
	for _, c := range s.distinctHand(p) {
		f := Face{Suit: c.Suit, Rank: c.Rank}
		out = append(out,
			move{text: "summon " + c.String(), kind: "summon", card: &c, do: func(s *State, p int) error { return s.Summon(p, f, false) }},
			move{text: "place " + c.String() + " as a bulwark", kind: "bulwark", card: &c, do: func(s *State, p int) error { return s.PlaceBulwark(p, f) }})
		for _, ch := range s.P[p].Field {
			if !ch.FaceDown && !c.IsJoker() && ch.Cards[0].Suit == c.Suit {
				id := ch.ID
				out = append(out, move{text: "equip " + c.String() + " to " + ch.String(), kind: "equip", card: &c, do: func(s *State, p int) error { return s.Equip(p, f, id) }})
			}
		}
	}
	if !s.Attacked {
		var can []*Character
		for _, ch := range s.P[p].Field {
			if s.canAttack(p, ch.ID) == nil {
				can = append(can, ch)
			}
		}
		can = can[:min(len(can), maxChoice)]
		for mask := 1; mask < 1<<len(can); mask++ {
			var ids []int
			text := "attack with"
			for i, ch := range can {
				if mask&(1<<i) != 0 {
					ids = append(ids, ch.ID)
					text += " " + ch.String()
				}
			}
			out = append(out, move{text: text, kind: "attack", do: func(s *State, p int) error { return s.Attack(p, ids) }})
		}
	}
	return out
}

// maxChoice caps the characters self-play combines into one attack or
// block (2⁸ attacks): a field rarely holds more.
const maxChoice = 8

// maxBlockers and maxBlocks bound the blocks self-play tries.
const (
	maxBlockers = 4
	maxBlocks   = 128
)

func (s *State) discardMoves(p int) []move {
	hand := s.P[p].Hand
	n := len(hand) - 7
	var out []move
	combinations(len(hand), n, func(idx []int) {
		var faces []Face
		text := "discard"
		for _, i := range idx {
			faces = append(faces, Face{Suit: hand[i].Suit, Rank: hand[i].Rank})
			text += " " + hand[i].String()
		}
		out = append(out, move{text: text, do: func(s *State, p int) error { return s.Discard(p, faces) }})
	})
	return out
}

// blockMoves lists the ways of blocking: each charged blocker blocks one
// attacker or none; self-play tries the first maxBlocks assignments of at
// most maxBlockers blockers (the rules allow more; examples write them).
func (s *State) blockMoves(p int) []move {
	var blockers []*Character
	for _, ch := range s.P[p].Field {
		if ch.has("blocker") && !ch.Driven {
			blockers = append(blockers, ch)
		}
	}
	blockers = blockers[:min(len(blockers), maxBlockers)]
	attackers := s.Attackers
	var out []move
	choice := make([]int, len(blockers)) // 0: none, i+1: attackers[i]
	for {
		blocks := map[int][]int{}
		var order []int
		text := "block"
		for i, a := range attackers {
			for j, b := range blockers {
				if choice[j] == i+1 {
					if len(blocks[a]) == 0 {
						order = append(order, a)
					}
					blocks[a] = append(blocks[a], b.ID)
				}
			}
			if len(blocks[a]) > 0 {
				at, _ := s.find(a)
				text += " " + charName(at) + " with"
				for _, b := range blocks[a] {
					ch, _ := s.find(b)
					text += " " + ch.String()
				}
				text += ";"
			}
		}
		if len(order) == 0 {
			text = "block nothing"
		}
		kind := "block"
		if len(order) == 0 {
			kind = "no block"
		}
		out = append(out, move{text: text, kind: kind, do: func(s *State, p int) error { return s.Block(p, order, blocks) }})
		// The next assignment, like counting in base len(attackers)+1.
		j := 0
		for ; j < len(choice); j++ {
			if choice[j]++; choice[j] <= len(attackers) {
				break
			}
			choice[j] = 0
		}
		if j == len(choice) || len(out) >= maxBlocks {
			return out
		}
	}
}

// chooseMoves lists the cards the resolving effect may choose, one of
// each face.
func (s *State) chooseMoves() []move {
	var out []move
	var seen []Card
	for _, c := range s.choices(s.Resolving) {
		if slices.ContainsFunc(seen, c.same) {
			continue
		}
		seen = append(seen, c)
		f := Face{Suit: c.Suit, Rank: c.Rank}
		out = append(out, move{text: "choose " + c.String(), kind: "choose", do: func(s *State, p int) error { return s.Choose(p, f) }})
	}
	return out
}

// combinations calls f with every increasing list of k indexes below n.
func combinations(n, k int, f func([]int)) {
	idx := make([]int, 0, k)
	var rec func(from int)
	rec = func(from int) {
		if len(idx) == k {
			f(idx)
			return
		}
		for i := from; i < n; i++ {
			idx = append(idx, i)
			rec(i + 1)
			idx = idx[:len(idx)-1]
		}
	}
	rec(0)
}

// spellIDs are the spells' ids in the order spellMoves lists them.
var spellIDs = slices.Sorted(maps.Keys(spells))

// spellMoves lists the spells p's hand can cast, with every target and
// choice: the key cards first (checked against the spell's key rule), then
// what the spell targets and chooses.
func (s *State) spellMoves(p int, hand []Card) []move {
	var keySets [][]Card
	for i := range hand {
		keySets = append(keySets, []Card{hand[i]})
		for j := i + 1; j < len(hand); j++ {
			keySets = append(keySets, []Card{hand[i], hand[j]})
		}
	}
	keySets = append(keySets, royalFlushes(hand)...)
	var out []move
	for _, id := range spellIDs {
		sp := spells[id]
		if !sp.quick && (len(s.Stage) > 0 || p != s.Active) {
			continue
		}
		for _, keys := range keySets {
			if sp.keys(keys) != nil {
				continue
			}
			faces := make([]Face, len(keys))
			text := sp.name + " with"
			for i, c := range keys {
				faces[i] = Face{Suit: c.Suit, Rank: c.Rank}
				text += " " + c.String()
			}
			for _, t := range s.spellTargets(p, id, sp) {
				t := t
				first := keys[0]
				out = append(out, move{text: text + t.text, kind: "cast", card: &first, do: func(s *State, p int) error {
					a := &Action{ID: id, TargetPlayer: -1, NewPl: -1}
					if err := t.set(s, a); err != nil {
						return err
					}
					return s.Cast(p, a, faces)
				}})
			}
		}
	}
	return out
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

// aim is one way of filling in a spell's targets and choices.
type aim struct {
	text string
	set  func(s *State, a *Action) error
}

func (s *State) spellTargets(p int, id string, sp spec) []aim {
	var targets []aim
	chars := func() []aim {
		var out []aim
		for _, pl := range s.P {
			for _, ch := range pl.Field {
				cid := ch.ID
				out = append(out, aim{" on " + ch.String(), func(s *State, a *Action) error { a.TargetChar = cid; return nil }})
			}
		}
		return out
	}
	stage := func(ok func(*Action) bool) []aim {
		var out []aim
		for i, b := range s.Stage {
			if ok(b) {
				i := i
				out = append(out, aim{" on " + name(b.ID) + " #" + strconv.Itoa(i+1), func(s *State, a *Action) error {
					a.TargetAction = s.Stage[i]
					return nil
				}})
			}
		}
		return out
	}
	switch sp.target {
	case noTarget:
		targets = []aim{{"", func(*State, *Action) error { return nil }}}
	case soldierTarget, charTarget, ownCharTarget, bulwarkTarget:
		targets = chars()
	case opponentTarget:
		targets = []aim{{" on " + playerWord(s.opponent(p)), func(s *State, a *Action) error { a.TargetPlayer = s.opponent(p); return nil }}}
	case playerTarget:
		for q := range 2 {
			targets = append(targets, aim{" on " + playerWord(q), func(s *State, a *Action) error { a.TargetPlayer = q; return nil }})
		}
	case keyedAction:
		targets = stage(func(b *Action) bool { return b.counterable() == nil })
	case judgement:
		targets = stage(func(b *Action) bool { return b.ID == "damage-judgement" })
	case targetedAction:
		for _, t := range stage((*Action).hasTarget) {
			for _, n := range s.newTargets() {
				t, n := t, n
				targets = append(targets, aim{t.text + " to" + n.text, func(s *State, a *Action) error {
					if err := t.set(s, a); err != nil {
						return err
					}
					return n.set(s, a)
				}})
			}
		}
	}
	return s.withChoices(p, id, targets)
}

// newTargets are the new targets 対象変更 may give: a character, a player
// or an action on the stage.
func (s *State) newTargets() []aim {
	var out []aim
	for _, pl := range s.P {
		for _, ch := range pl.Field {
			cid := ch.ID
			out = append(out, aim{" " + ch.String(), func(s *State, a *Action) error { a.NewChar = cid; return nil }})
		}
	}
	for q := range 2 {
		out = append(out, aim{" " + playerWord(q), func(s *State, a *Action) error { a.NewPl = q; return nil }})
	}
	for i, b := range s.Stage {
		i := i
		out = append(out, aim{" " + name(b.ID) + " #" + strconv.Itoa(i+1), func(s *State, a *Action) error { a.NewAct = s.Stage[i]; return nil }})
	}
	return out
}

// withChoices multiplies the targets by the choices the spell makes when
// it is started (再会, リアニメイト and ハンデス choose when they resolve:
// chooseMoves).
func (s *State) withChoices(p int, id string, targets []aim) []aim {
	var choices []aim
	// takeUpTo2 lists taking nothing, one card or two (B・J).
	takeUpTo2 := func(cards []Card) {
		choices = append(choices, aim{"", func(*State, *Action) error { return nil }})
		seen := []Card{}
		for i, c := range cards {
			if slices.ContainsFunc(seen, c.same) {
				continue
			}
			seen = append(seen, c)
			f := Face{Suit: c.Suit, Rank: c.Rank}
			choices = append(choices, aim{" taking " + c.String(), func(s *State, a *Action) error { a.Take = []Face{f}; return nil }})
			for _, d := range cards[i+1:] {
				g := Face{Suit: d.Suit, Rank: d.Rank}
				choices = append(choices, aim{" taking " + c.String() + ", " + d.String(), func(s *State, a *Action) error { a.Take = []Face{f, g}; return nil }})
			}
		}
	}
	switch id {
	case "twist", "reverse":
		for _, set := range []string{"driven", "charged"} {
			choices = append(choices, aim{" as " + set, func(s *State, a *Action) error { a.Set = set; return nil }})
		}
	case "bulwark-refill":
		for n := 1; n <= 2; n++ {
			choices = append(choices, aim{fmt.Sprintf(" taking %d cards", n), func(s *State, a *Action) error { a.Count = n; return nil }})
		}
	case "bj":
		takeUpTo2(s.P[p].Life)
	default:
		return targets
	}
	var out []aim
	for _, t := range targets {
		for _, c := range choices {
			t, c := t, c
			out = append(out, aim{t.text + c.text, func(s *State, a *Action) error {
				if err := t.set(s, a); err != nil {
					return err
				}
				return c.set(s, a)
			}})
		}
	}
	return out
}
