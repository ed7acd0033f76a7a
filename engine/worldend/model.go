package worldend

import (
	"fmt"
	"slices"
	"strings"

	"cardpress/engine"
)

// This file is World End as an engine.State: the actions of the rules
// (actions.go) as numbers, the legal ones listed, and what examples see of
// the hands.

// The kinds of action, in the low 4 bits of an engine.Action. The other
// bits hold cards by their Index (8 bits each): the card played, attacked
// with or kept (bits 4–11, or the number drawn, or the first player), the
// character aimed at (12–19), the trash card taken (20–27) and up to four
// hand cards paid (28–59).
const (
	actStart = iota + 1
	actDraw
	actPlay
	actSummon // play from the summon zone
	actAttack
	actPass
	actKeep
	actRelease
)

// maxPaid is the most hand cards one action names to pay.
const maxPaid = 4

// move is an action taken apart.
type move struct {
	kind           int
	card, at, take int // card Index, 0 for none (card: the count or player for actDraw, actStart)
	paid           [maxPaid]int
	npaid          int
	// group numbers the ways of paying one play: the rules accept all of
	// them or none, so LegalActions tries the first only.
	group int
}

func (m move) action() engine.Action {
	a := engine.Action(m.kind) | engine.Action(m.card)<<4 | engine.Action(m.at)<<12 | engine.Action(m.take)<<20
	for i, c := range m.paid[:m.npaid] {
		a |= engine.Action(c) << (28 + 8*i)
	}
	return a
}

func moveOf(a engine.Action) move {
	m := move{kind: int(a & 0xf), card: int(a >> 4 & 0xff), at: int(a >> 12 & 0xff), take: int(a >> 20 & 0xff)}
	for i := range maxPaid {
		if c := int(a >> (28 + 8*i) & 0xff); c != 0 {
			m.paid[m.npaid] = c
			m.npaid++
		}
	}
	return m
}

// Players is 2.
func (s *State) Players() int { return 2 }

// CurrentPlayer is the player to decide: the attacked player in the
// support step, else the turn player; -1 once the game is over.
func (s *State) CurrentPlayer() int {
	switch {
	case s.over():
		return -1
	case s.Phase == PhaseSupport:
		return 1 - s.Turn
	}
	return s.Turn
}

// TurnPlayer is the player whose turn it is.
func (s *State) TurnPlayer() int { return s.Turn }

// IsTerminal reports whether a player has lost.
func (s *State) IsTerminal() bool { return s.over() }

// Returns is 1 for the winner and -1 for the loser.
func (s *State) Returns() []float64 {
	out := make([]float64, 2)
	if s.over() {
		out[s.Loser], out[1-s.Loser] = -1, 1
	}
	return out
}

// Clone is an independent copy.
func (s *State) Clone() engine.State { return s.clone() }

// Hand lists p's hand as examples name the cards.
func (s *State) Hand(p int) []engine.Card { return s.shownAll(s.P[p].Hand) }

// Drawn counts the cards p has drawn from the deck.
func (s *State) Drawn(p int) int { return s.Drew[p] }

// cardAt returns the card design of an Index, from the game's pieces.
func (s *State) cardAt(i int) *Card {
	s.indexCards()
	if i <= 0 || i >= len(s.byIndex) {
		return nil
	}
	return s.byIndex[i]
}

// indexCards makes the table of the pieces' card designs by Index, when
// pieces have been added since (an example adds them while it sets the
// game up; copies share the table).
func (s *State) indexCards() {
	if s.indexed == len(s.Pieces) {
		return
	}
	s.byIndex = s.byIndex[:0:0]
	for _, pc := range s.Pieces {
		if c := pc.Card; c != nil {
			for len(s.byIndex) <= c.Index {
				s.byIndex = append(s.byIndex, nil)
			}
			if s.byIndex[c.Index] == nil {
				s.byIndex[c.Index] = c
			}
		}
	}
	s.indexed = len(s.Pieces)
}

func (s *State) cardsAt(idx []int) []*Card {
	var out []*Card
	for _, i := range idx {
		out = append(out, s.cardAt(i))
	}
	return out
}

// Apply plays an action for the current player; a rejected action leaves
// the game as it was.
func (s *State) Apply(a engine.Action) error {
	c := s.tryState()
	if err := c.apply(moveOf(a)); err != nil {
		return err
	}
	// The game takes the scratch over and hands it its old arrays.
	next, spare := s.try, s.held
	*s = *c
	s.held, s.try = next, spare
	return nil
}

func (s *State) apply(m move) error {
	p := s.CurrentPlayer()
	card := s.cardAt(m.card)
	needCard := m.kind == actPlay || m.kind == actSummon || m.kind == actAttack || m.kind == actKeep || m.kind == actRelease
	if needCard && card == nil {
		return reject("no-such-card")
	}
	switch m.kind {
	case actStart:
		return s.Start(m.card)
	case actDraw:
		return s.Draw(p, m.card)
	case actPlay, actSummon:
		return s.PlayCard(p, Play{Card: card, FromSummon: m.kind == actSummon, Cost: s.cardsAt(m.paid[:m.npaid]), At: s.cardAt(m.at), Take: s.cardAt(m.take)})
	case actAttack:
		return s.Attack(p, card, s.cardAt(m.at))
	case actPass:
		return s.Pass(p)
	case actKeep:
		return s.Keep(p, card, s.cardsAt(m.paid[:m.npaid]))
	case actRelease:
		return s.Release(p, card)
	}
	return reject("no-action", num("n", m.kind))
}

// LegalActions lists every action Apply accepts. The candidates name every
// choice (the cards paid, the character aimed at, the card taken), so two
// actions never do the same; each is tried on a copy.
func (s *State) LegalActions(buf []engine.Action) []engine.Action {
	if s.over() {
		return buf
	}
	group, ok := 0, false
	if s.try == nil {
		s.try = &scratch{}
	}
	cands := s.candidates(s.try.moves[:0])
	s.try.moves = cands
	for _, m := range cands {
		if m.group == 0 || m.group != group {
			group, ok = m.group, s.surelyAccepted(&m) || !s.surelyRejected(&m) && s.tryState().apply(m) == nil
		}
		if ok {
			buf = append(buf, m.action())
		}
	}
	return buf
}

// mostDraws is how many cards the turn's player may draw in the draw
// phase: 3, or 2 on the first player's first turn.
func (s *State) mostDraws() int {
	if s.First {
		return 2
	}
	return 3
}

// surelyAccepted reports, without trying it, whether the rules accept m:
// the draw phase's draws (Draw).
func (s *State) surelyAccepted(m *move) bool {
	return m.kind == actDraw && s.Phase == PhaseDraw && s.CurrentPlayer() == s.Turn && m.card >= 1 && m.card <= s.mostDraws()
}

// surelyRejected reports, without trying it, whether the rules reject m
// for a reason they check before they change anything: a third of the
// candidates of a random game, each a copy of the game saved (the rules'
// reasons in PlayCard and Attack, which the test of LegalActions holds
// this to).
func (s *State) surelyRejected(m *move) bool {
	p := s.CurrentPlayer()
	switch m.kind {
	case actPlay, actSummon:
		c := s.cardAt(m.card)
		if c == nil {
			return true
		}
		if s.Phase != PhaseSupport {
			if s.Phase == PhaseBattle && p == s.Turn || c.Timing == Support {
				return true
			}
		}
		return !c.Effect.allows(s, p)
	case actAttack:
		if s.First && s.Attacks >= 1 || m.at == 0 && len(s.P[1-p].Field) > 0 {
			return true
		}
		attacker := s.cardAt(m.card)
		for _, sl := range s.P[p].Field {
			if s.card(sl.Piece) == attacker && !sl.Exhausted {
				return false
			}
		}
		return true
	}
	return false
}

// candidates appends the candidate actions of the player to decide to out.
func (s *State) candidates(out []move) []move {
	p := s.CurrentPlayer()
	switch s.Phase {
	case PhaseSetup:
		return append(out, move{kind: actStart, card: 0}, move{kind: actStart, card: 1})
	case PhaseDraw:
		return append(out, move{kind: actDraw, card: 1}, move{kind: actDraw, card: 2}, move{kind: actDraw, card: 3})
	case PhaseEnd:
		for _, c := range s.distinct(s.Upkeep) {
			out = append(out, move{kind: actRelease, card: c.Index})
			out = s.withPayment(out, move{kind: actKeep, card: c.Index}, p, -1, c.Upkeep)
		}
		return out
	}
	out = append(out, move{kind: actPass})
	for _, z := range []struct {
		pieces []int
		kind   int
	}{{s.P[p].Hand, actPlay}, {s.P[p].SummonZone, actSummon}} {
		kind := z.kind
		var seen [64]int
		done := seen[:0]
		for _, x := range z.pieces {
			c := s.card(x)
			if c == nil || slices.Contains(done, c.Index) {
				continue
			}
			done = append(done, c.Index)
			except := -1
			if kind == actPlay {
				except = x
			}
			for _, aim := range s.aims(p, c) {
				m := move{kind: kind, card: c.Index, at: aim.at, take: aim.take}
				out = s.withPayment(out, m, p, except, c.Cost)
			}
		}
	}
	if s.Phase == PhaseMain || s.Phase == PhaseBattle {
		targets := []int{0}
		for _, c := range s.fieldCards(1 - p) {
			targets = append(targets, c.Index)
		}
		for _, c := range s.fieldCards(p) {
			for _, t := range targets {
				out = append(out, move{kind: actAttack, card: c.Index, at: t})
			}
		}
	}
	return out
}

// aim is the character aimed at and the trash card taken of a candidate.
type aim struct{ at, take int }

// aims lists what a card played by p may aim at: always named, so that no
// two candidates do the same.
func (s *State) aims(p int, c *Card) []aim {
	if c.Kind == Character {
		if len(s.P[p].Field) < MaxField {
			return []aim{{}}
		}
		var out []aim
		for _, f := range s.fieldCards(p) {
			out = append(out, aim{at: f.Index})
		}
		return out
	}
	var out []aim
	switch c.target() {
	case OpponentCharacter:
		for _, f := range s.fieldCards(1 - p) {
			out = append(out, aim{at: f.Index})
		}
	case OwnCharacter:
		for _, f := range s.fieldCards(p) {
			out = append(out, aim{at: f.Index})
		}
	case TrashCharacter:
		// The character taken may be one the cost trashes.
		for _, x := range engine.Distinct(append(append([]int(nil), s.P[p].Trash...), s.P[p].Hand...)) {
			if k := s.card(x); k != nil && k.Kind == Character {
				out = append(out, aim{take: k.Index})
			}
		}
		out = uniqueAims(out)
	default:
		out = append(out, aim{})
	}
	return out
}

func uniqueAims(list []aim) []aim { return engine.Distinct(list) }

// withPayment adds m once for every way of paying n hand cards of p
// (except the piece played).
func (s *State) withPayment(out []move, m move, p, except, n int) []move {
	if n == 0 {
		return append(out, m)
	}
	if n > maxPaid {
		return out
	}
	var kinds []*Card
	var count []int
	for _, x := range s.P[p].Hand {
		c := s.card(x)
		if x == except || c == nil {
			continue
		}
		i := indexOf(kinds, c)
		if i < 0 {
			kinds, count = append(kinds, c), append(count, 0)
			i = len(kinds) - 1
		}
		count[i]++
	}
	// Which cards are paid changes nothing the rules check, except for a
	// card that takes a character from the trash: the cost may be what
	// puts it there.
	group := len(out) + 1
	if m.take != 0 {
		group = 0
	}
	engine.Multisets(count, n, func(pick []int) {
		mm := m
		mm.npaid, mm.group = len(pick), group
		for k, i := range pick {
			mm.paid[k] = kinds[i].Index
		}
		out = append(out, mm)
	})
	return out
}

func indexOf(list []*Card, c *Card) int {
	for i, x := range list {
		if x == c {
			return i
		}
	}
	return -1
}

// distinct lists the distinct named cards of pieces.
func (s *State) distinct(pieces []int) []*Card {
	var out []*Card
	for _, x := range pieces {
		if c := s.card(x); c != nil && indexOf(out, c) < 0 {
			out = append(out, c)
		}
	}
	return out
}

func (s *State) fieldCards(p int) []*Card {
	var pieces []int
	for _, sl := range s.P[p].Field {
		pieces = append(pieces, sl.Piece)
	}
	return s.distinct(pieces)
}

// ActionString writes an action for people: the card's printed name with
// the cards paid and its aim, "play CARD (PAID, PAID, at CARD)".
func (s *State) ActionString(a engine.Action) string {
	m := moveOf(a)
	name := func(i int) string {
		if c := s.cardAt(i); c != nil {
			return c.Name
		}
		return fmt.Sprintf("card %d", i)
	}
	var b strings.Builder
	switch m.kind {
	case actStart:
		fmt.Fprintf(&b, "start with P%d", m.card+1)
	case actDraw:
		fmt.Fprintf(&b, "draw %d", m.card)
	case actPlay, actSummon, actKeep:
		b.WriteString(map[int]string{actPlay: "play ", actSummon: "summon ", actKeep: "keep "}[m.kind] + name(m.card))
		var extra []string
		for _, c := range m.paid[:m.npaid] {
			extra = append(extra, name(c))
		}
		if m.at != 0 {
			extra = append(extra, "at "+name(m.at))
		}
		if m.take != 0 {
			extra = append(extra, "take "+name(m.take))
		}
		if len(extra) > 0 {
			b.WriteString(" (" + strings.Join(extra, ", ") + ")")
		}
	case actAttack:
		target := "the player"
		if m.at != 0 {
			target = name(m.at)
		}
		fmt.Fprintf(&b, "attack %s with %s", target, name(m.card))
	case actPass:
		b.WriteString("pass")
	case actRelease:
		b.WriteString("release " + name(m.card))
	default:
		fmt.Fprintf(&b, "action %#x", uint64(a))
	}
	return b.String()
}

// ParseAction reads what ActionString wrote.
func (s *State) ParseAction(text string) (engine.Action, error) {
	return engine.ParseActionText(s, text)
}
