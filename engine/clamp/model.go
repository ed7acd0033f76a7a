package clamp

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"cardpress/engine"
)

// This file is CLAMP in CARDLAND as an engine.State: the rules' actions
// (rules.go) as numbers, the legal ones listed, and what examples see of
// the hands. Self-play pays costs as the rules engine does by default
// (Pay without colors): the colored part with its color, the colorless
// part with purple first.

// The kinds of action, in the low 4 bits of an engine.Action; bits 4–13
// hold a card instance + 1, bits 14–43 up to three more (targets, the
// characters sent or removed).
const (
	actMulligan = iota + 1
	actKeep
	actDraw
	actLay
	actEnter
	actEvent
	actUse
	actChallenge
	actSend
	actPass
	actRemove
	actRecover
)

type move struct {
	kind int
	id   int // the card played, laid, used or challenged; -1 for none
	// more are the targets, or the characters sent or removed: the first n.
	more [MaxChallengers]int
	n    int
}

// list is the targets, or the characters sent or removed.
func (m *move) list() []int { return m.more[:m.n] }

// with returns m with the targets, or the characters sent or removed, ids.
func (m move) with(ids ...int) move {
	m.n = copy(m.more[:], ids)
	return m
}

func (m move) action() engine.Action {
	a := engine.Action(m.kind) | engine.Action(m.id+1)<<4
	for i, id := range m.list() {
		a |= engine.Action(id+1) << (14 + 10*i)
	}
	return a
}

func moveOf(a engine.Action) move {
	m := move{kind: int(a & 0xf), id: int(a>>4&0x3ff) - 1}
	for i := range MaxChallengers {
		if id := int(a>>(14+10*i)&0x3ff) - 1; id >= 0 {
			m.more[m.n] = id
			m.n++
		}
	}
	return m
}

// Players is 2.
func (s *State) Players() int { return 2 }

// CurrentPlayer is the player to decide: while preparing, the first who
// has not decided on the mulligan; in a challenge, the player whose step
// it is; else the active player. -1 once the game is over.
func (s *State) CurrentPlayer() int {
	c := s.C
	switch {
	case s.Phase == Over:
		return -1
	case s.Phase == Setup && !s.P[0].Mulliganed:
		return 0
	case s.Phase == Setup && !s.P[1].Mulliganed:
		return 1
	case c == nil || c.Step == Placing:
		return s.Active
	case c.Step == Joining:
		return s.other(s.Active)
	case c.Step == Playing:
		return c.Priority
	case !c.Declared[s.Active]:
		return s.Active
	}
	return s.other(s.Active)
}

// TurnPlayer is the active player.
func (s *State) TurnPlayer() int { return s.Active }

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.Phase == Over }

// Returns is 1 for the winner and -1 for the loser, 0 each when both lose.
func (s *State) Returns() []float64 {
	out := make([]float64, 2)
	if s.Phase == Over && s.Winner >= 0 {
		out[s.Winner], out[s.other(s.Winner)] = 1, -1
	}
	return out
}

// Clone is an independent copy.
func (s *State) Clone() engine.State { return s.clone() }

// Hand lists p's hand as examples name the cards.
func (s *State) Hand(p int) []engine.Card {
	out := make([]engine.Card, len(s.P[p].Hand))
	for i, id := range s.P[p].Hand {
		out[i] = s.shown(id)
	}
	return out
}

// Drawn counts the cards p has drawn.
func (s *State) Drawn(p int) int { return s.P[p].Drew }

// Apply plays an action for the current player, then the win/lose
// judgement; a rejected action leaves the game as it was. The action is
// played on the scratch copy (scratch.go), which the game then takes
// over, handing its old buffers to the scratch.
func (s *State) Apply(a engine.Action) error {
	c := s.tryState()
	if err := c.apply(c.CurrentPlayer(), moveOf(a)); err != nil {
		return engine.AsRejection(err)
	}
	c.Decide()
	next, spare := s.try, s.held
	*s = *c
	s.held, s.try = next, spare
	return nil
}

func (s *State) apply(p int, m move) error {
	if p < 0 {
		return reject("game-over")
	}
	if m.kind != actMulligan && m.kind != actKeep && m.kind != actDraw && m.kind != actPass && m.kind != actSend && m.kind != actRemove &&
		(m.id < 0 || m.id >= len(s.Inst)) {
		return reject("no-such-card")
	}
	for _, id := range m.list() {
		if id >= len(s.Inst) {
			return reject("no-such-card")
		}
	}
	switch m.kind {
	case actMulligan:
		return s.Mulligan(p, nil)
	case actKeep:
		return s.Keep(p)
	case actDraw:
		return s.Draw(p)
	case actLay:
		return s.LayPoint(p, m.id)
	case actEnter:
		if !slices.Contains(s.P[p].Hand, m.id) || s.Inst[m.id].Kind != Character {
			return reject("no-such-card/hand")
		}
		return s.Enter(p, m.id, nil)
	case actEvent:
		return s.PlayEvent(p, m.id, m.list(), nil)
	case actUse:
		return s.Use(p, m.id, m.list(), nil)
	case actChallenge:
		return s.Challenge(p, m.id)
	case actSend:
		return s.Send(p, m.list())
	case actPass:
		return s.Pass(p)
	case actRecover:
		return s.Recover(p, m.id, nil)
	case actRemove:
		if m.n == 0 {
			return reject("remove/nothing")
		}
		return s.Remove(p, m.list())
	}
	return reject("no-such-action", m.kind)
}

// LegalActions lists every action Apply accepts: the candidates are tried
// on a copy (refilled for each, scratch.go), one card of each name (two
// copies in a hand play alike).
func (s *State) LegalActions(buf []engine.Action) []engine.Action {
	p := s.CurrentPlayer()
	if p < 0 {
		return buf
	}
	if s.try == nil {
		s.try = &scratch{}
	}
	cands := s.candidates(p, s.try.moves[:0])
	s.try.moves = cands
	for _, m := range cands {
		if !s.surelyRejected(p, &m) && s.tryState().apply(p, m) == nil {
			buf = append(buf, m.action())
		}
	}
	return buf
}

// surelyRejected reports, without trying it, whether the rules reject m
// for a reason they check before they change anything (Enter, Challenge,
// checkTargets, Use): each saves a copy of the game. The test of
// LegalActions holds it to the rules.
func (s *State) surelyRejected(p int, m *move) bool {
	switch m.kind {
	case actEnter:
		return s.onStage(p, s.name(m.id)) || s.cannotPay(p, s.Inst[m.id].Cost)
	case actRecover:
		return s.cannotPay(p, s.Inst[m.id].Cost)
	case actChallenge:
		return s.Phase > Challenges || slices.Contains(s.Challenged, m.id) || len(s.Challenged) >= MaxChallenges ||
			!slices.ContainsFunc(s.P[p].Stage, func(c Char) bool { return !c.Resting })
	case actEvent, actUse:
		e := s.Inst[m.id].Effect
		if e == nil {
			return false
		}
		if m.kind == actUse && e.Target == Self && (s.C == nil || !slices.Contains(s.C.Sides[p], m.id)) {
			return true
		}
		if m.n == 1 && !e.Retrieve {
			side := s.Owner[m.more[0]]
			if e.Target == Own && side != p || e.Target == Opposing && side == p {
				return true
			}
		}
		cost := e.Cost
		if m.kind == actEvent {
			cost = s.Inst[m.id].Cost
		}
		return !cost.Rest && s.cannotPay(p, cost)
	}
	return false
}

// cannotPay reports whether p's active points are too few for cost, as
// Pay without colors finds. Not while preparing: the first action of the
// game turns the points active first.
func (s *State) cannotPay(p int, cost Cost) bool {
	if s.Phase == Setup {
		return false
	}
	colored, total := 0, 0
	for _, pc := range s.P[p].Points {
		if !pc.Resting {
			total++
			if s.Inst[pc.ID].Color == cost.Color {
				colored++
			}
		}
	}
	return colored < cost.Colored || total < cost.Colored+cost.Colorless
}

// candidates appends to out the actions LegalActions tries for p.
func (s *State) candidates(p int, out []move) []move {
	pl := &s.P[p]
	if s.Phase == Setup && !pl.Mulliganed {
		return append(out, move{kind: actMulligan, id: -1}, move{kind: actKeep, id: -1})
	}
	c := s.C
	if c == nil && s.Phase == Start && !s.TurnDrawn && !s.FirstTurn {
		// The turn starts with the draw: every other action waits for it.
		return append(out, move{kind: actDraw, id: -1})
	}
	out = append(out, move{kind: actPass, id: -1})
	// Only what the step of the turn may allow is tried: the rules check
	// the rest, but each try copies the game.
	beforeMain := c == nil && (s.Phase == Setup || s.Phase == Start || s.Phase == Main)
	if c == nil && (s.Phase == Setup || s.Phase == Start) && !s.TurnDrawn && !s.FirstTurn {
		out = append(out, move{kind: actDraw, id: -1})
	}
	targets := s.targetCandidates(p)
	for _, id := range s.oneOfEach(pl.Hand) {
		if c == nil && (s.Phase == Setup || s.Phase == Start) && !s.PointLaid {
			out = append(out, move{kind: actLay, id: id})
		}
		switch k, e := s.Inst[id].Kind, s.Inst[id].Effect; {
		case k == Character && beforeMain:
			out = append(out, move{kind: actEnter, id: id})
		case k == Event && e != nil && (e.Main && beforeMain || !e.Main && c != nil && c.Step == Playing):
			out = withTargets(out, move{kind: actEvent, id: id}, e, targets)
		}
	}
	for _, ch := range pl.Stage {
		if e := s.Inst[ch.ID].Effect; e != nil && !slices.Contains(s.Used, ch.ID) && (e.Main && beforeMain || !e.Main && c != nil && c.Step == Playing) {
			out = withTargets(out, move{kind: actUse, id: ch.ID}, e, targets)
		}
	}
	if c == nil {
		for _, ch := range pl.Stage {
			if ch.Resting {
				out = append(out, move{kind: actRecover, id: ch.ID})
			}
		}
		for _, sc := range pl.Stories {
			if !sc.Completed {
				out = append(out, move{kind: actChallenge, id: sc.ID})
			}
		}
	}
	if c != nil {
		var pool []int
		switch c.Step {
		case Placing, Joining:
			for _, ch := range pl.Stage {
				if !ch.Resting {
					pool = append(pool, ch.ID)
				}
			}
			out = subsets(out, actSend, pool)
		case Exiting:
			out = subsets(out, actRemove, c.Sides[s.other(p)])
		}
	}
	return out
}

// targetCandidates are the cards an effect may choose: characters in the
// challenge, or one's retired characters.
type targetCandidates struct{ challenge, retired []int }

func (s *State) targetCandidates(p int) targetCandidates {
	var t targetCandidates
	if s.C != nil {
		t.challenge = append(slices.Clone(s.C.Sides[0]), s.C.Sides[1]...)
	}
	for _, id := range s.oneOfEach(s.P[p].Retired) {
		if s.Inst[id].Kind == Character {
			t.retired = append(t.retired, id)
		}
	}
	return t
}

func withTargets(out []move, m move, e *Effect, t targetCandidates) []move {
	switch {
	case e == nil:
		return out
	case e.Retrieve:
		for _, id := range t.retired {
			out = append(out, m.with(id))
		}
	case e.Target == Own || e.Target == Opposing || e.Target == Anyone:
		for _, id := range t.challenge {
			out = append(out, m.with(id))
		}
	default:
		out = append(out, m)
	}
	return out
}

// subsets adds a move for every non-empty subset of at most
// MaxChallengers cards of pool.
func subsets(out []move, kind int, pool []int) []move {
	for mask := 1; mask < 1<<len(pool); mask++ {
		if bits.OnesCount(uint(mask)) > MaxChallengers {
			continue
		}
		m := move{kind: kind, id: -1}
		for i, id := range pool {
			if mask&(1<<i) != 0 {
				m.more[m.n] = id
				m.n++
			}
		}
		out = append(out, m)
	}
	return out
}

// oneOfEach keeps the first instance of each card name.
func (s *State) oneOfEach(ids []int) []int {
	var out []int
	for _, id := range ids {
		if !slices.ContainsFunc(out, func(o int) bool { return s.Inst[o].Entry.ID == s.Inst[id].Entry.ID }) {
			out = append(out, id)
		}
	}
	return out
}

// ActionString writes an action for people: "enter 角色", "send A, B".
func (s *State) ActionString(a engine.Action) string {
	m := moveOf(a)
	name := func(id int) string {
		if id < 0 || id >= len(s.Inst) {
			return fmt.Sprintf("card %d", id)
		}
		return s.name(id)
	}
	var more []string
	for _, id := range m.list() {
		more = append(more, name(id))
	}
	with := ""
	if len(more) > 0 {
		with = " (" + strings.Join(more, ", ") + ")"
	}
	switch m.kind {
	case actMulligan:
		return "mulligan"
	case actKeep:
		return "keep the hand"
	case actDraw:
		return "draw"
	case actLay:
		return "lay " + name(m.id)
	case actEnter:
		return "enter " + name(m.id)
	case actEvent:
		return "play " + name(m.id) + with
	case actUse:
		return "use " + name(m.id) + with
	case actChallenge:
		return "challenge " + name(m.id)
	case actSend:
		return "send " + strings.Join(more, ", ")
	case actPass:
		return "pass"
	case actRemove:
		return "remove " + strings.Join(more, ", ")
	case actRecover:
		return "recover " + name(m.id)
	}
	return fmt.Sprintf("action %#x", uint64(a))
}

// ParseAction reads what ActionString wrote.
func (s *State) ParseAction(text string) (engine.Action, error) {
	return engine.ParseActionText(s, text)
}

// AimedAt is the card an event or an ability of action a is aimed at, -1
// for none: the differential test names it with its holder.
func (s *State) AimedAt(a engine.Action) int {
	m := moveOf(a)
	if (m.kind == actEvent || m.kind == actUse) && m.n == 1 && s.C != nil {
		return m.more[0]
	}
	return -1
}
