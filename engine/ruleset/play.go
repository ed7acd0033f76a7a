package ruleset

import (
	"fmt"

	"cardpress/engine"
)

// An action is its template's index times actionStride plus its argument:
// the face of the card played (card actions) or the value chosen plus one
// (choice actions; zero for none).
const actionStride = 1 << 16

func encode(t, arg int) engine.Action { return engine.Action(t*actionStride + arg) }

func decode(a engine.Action) (t, arg int) { return int(a / actionStride), int(a % actionStride) }

// LegalActions appends every action the player to move may take.
func (s *State) LegalActions(buf []engine.Action) []engine.Action {
	if s.over {
		return buf
	}
	g := s.g
	x := &ctx{s: s, card: -1, it: -1, actor: int(s.player)}
	var seen [4]uint64 // faces offered already, for up to 256 faces
	for t := range g.actions {
		a := &g.actions[t]
		if !a.phases[s.phase] {
			continue
		}
		switch {
		case a.zone >= 0:
			seen = [4]uint64{}
			for _, k := range s.zones[s.zb[a.zone]+int(s.player)] {
				f := int(g.cardFace[k])
				if f < 256 {
					if seen[f/64]&(1<<(f%64)) != 0 {
						continue
					}
					seen[f/64] |= 1 << (f % 64)
				}
				x.card = int(k)
				if a.which(x) != 0 && s.allowed(a, x) == "" {
					buf = append(buf, encode(t, f))
				}
			}
			x.card = -1
		case a.choose != tBad:
			for v := range s.choices(a.choose) {
				x.choice = int64(v)
				if s.allowed(a, x) == "" {
					buf = append(buf, encode(t, v+1))
				}
			}
		default:
			if s.allowed(a, x) == "" {
				buf = append(buf, encode(t, 0))
			}
		}
	}
	return buf
}

// choices is how many values a choice of type t has.
func (s *State) choices(t typ) int {
	switch t {
	case tColor:
		return len(s.g.colors)
	case tEntry:
		return len(s.g.cat.Cards)
	}
	return s.n
}

// allowed is the key of the first check of a that fails, "" when none.
func (s *State) allowed(a *action, x *ctx) string {
	for i := range a.checks {
		if a.checks[i].cond(x) == 0 {
			return a.checks[i].key
		}
	}
	return ""
}

// Apply plays action a for the player to move; a refused action returns
// a *engine.Rejection and changes nothing.
func (s *State) Apply(act engine.Action) error {
	t, arg := decode(act)
	g := s.g
	if s.over {
		return s.refuse("over", nil)
	}
	if t >= len(g.actions) {
		return s.refuse("no-such-action", nil, engine.Param{Name: "action", Value: act})
	}
	a := &g.actions[t]
	x := &ctx{s: s, card: -1, it: -1, actor: int(s.player)}
	switch {
	case a.zone >= 0:
		k := s.find(a.zone, arg)
		if k < 0 {
			return s.refuse("not-held", nil, s.faceParam(arg))
		}
		x.card = k
		if a.which(x) == 0 {
			return s.refuse("no-such-action", nil, engine.Param{Name: "action", Value: a.id + " " + g.faces[arg].name})
		}
	case a.choose != tBad:
		if arg < 1 || arg > s.choices(a.choose) {
			return s.refuse("no-such-action", nil, engine.Param{Name: "action", Value: a.id})
		}
		x.choice = int64(arg - 1)
	}
	if !a.phases[s.phase] {
		return s.refuse("not-now", x, engine.Param{Name: "action", Value: a.id}, engine.Param{Name: "phase", Value: g.phases[s.phase]})
	}
	if key := s.allowed(a, x); key != "" {
		return s.refuse(key, x)
	}
	s.play(a, x)
	return nil
}

// play runs an allowed action's effects, the triggers, and the end of a
// round.
func (s *State) play(a *action, x *ctx) {
	for _, f := range a.do {
		f(x)
	}
	for i := range s.g.after {
		tr := &s.g.after[i]
		if !s.over && !s.endRound && tr.when(x) != 0 {
			for _, f := range tr.do {
				f(x)
			}
		}
	}
	if s.endRound && !s.over {
		s.nextRound(x)
	}
}

// nextRound ends the round: the match ends when its end condition holds
// (or it has none), else the cards are dealt again.
func (s *State) nextRound(x *ctx) {
	s.endRound = false
	s.rounds++
	if s.oneRound {
		s.over, s.winner = true, -1
		if s.g.roundWinner != nil {
			s.winner = int(s.g.roundWinner(x))
		}
		return
	}
	if s.g.matchEnd == nil || s.g.matchEnd(x) != 0 || s.rounds >= maxRounds {
		s.over = true
		s.winner = -1
		if s.g.winner != nil {
			s.winner = int(s.g.winner(x))
		}
		return
	}
	s.reset()
	s.deal(true)
}

// maxRounds ends a match that would never end (a score that never grows).
const maxRounds = 1000

// find is a card of face f in the player's zone z, -1 for none.
func (s *State) find(z, f int) int {
	for _, k := range s.zones[s.zb[z]+int(s.player)] {
		if int(s.g.cardFace[k]) == f {
			return int(k)
		}
	}
	return -1
}

// refuse is the rejection for rule key: the card and choice of the
// action as its parameters {card} and {choice}, with the player to move.
func (s *State) refuse(key string, x *ctx, more ...engine.Param) error {
	ps := []engine.Param{{Name: "player", Value: fmt.Sprintf("player %d", s.player+1)}}
	if x != nil && x.card >= 0 {
		ps = append(ps, s.faceParam(int(s.g.cardFace[x.card])))
	}
	ps = append(ps, more...)
	return &engine.Rejection{Key: key, Params: ps, Reasons: s.g.reasons}
}

func (s *State) faceParam(f int) engine.Param {
	if f < 0 || f >= len(s.g.faces) {
		return engine.Param{Name: "card", Value: "no card"}
	}
	fc := &s.g.faces[f]
	return engine.Param{Name: "card", Value: fc.name, Entries: []string{fc.card.Entry}}
}

// ActionString is "play red 5", "color green", "draw".
func (s *State) ActionString(act engine.Action) string {
	t, arg := decode(act)
	if t >= len(s.g.actions) {
		return "?"
	}
	a := &s.g.actions[t]
	switch {
	case a.zone >= 0 && arg < len(s.g.faces):
		return a.id + " " + s.g.faces[arg].name
	case a.choose == tColor && arg >= 1 && arg <= len(s.g.colors):
		return a.id + " " + s.g.colors[arg-1]
	case a.choose == tEntry && arg >= 1 && arg <= len(s.g.cat.Cards):
		return a.id + " " + s.g.cat.Cards[arg-1].Name
	case a.choose == tPlayer:
		return fmt.Sprintf("%s player %d", a.id, arg)
	}
	return a.id
}

// ParseAction reads what ActionString wrote.
func (s *State) ParseAction(text string) (engine.Action, error) {
	return engine.ParseActionText(s, text)
}

// ActionCard is the catalog entry index of the card an action plays, -1
// for none.
func (s *State) ActionCard(act engine.Action) int {
	t, arg := decode(act)
	if t >= len(s.g.actions) || s.g.actions[t].zone < 0 || arg >= len(s.g.faces) {
		return -1
	}
	return int(s.g.faces[arg].entry)
}

// GreedyScore is how much a greedy player likes action act: its action's
// greedy expression, 0 without one (sim --policy greedy).
func (s *State) GreedyScore(act engine.Action) int {
	t, arg := decode(act)
	if t >= len(s.g.actions) || s.g.actions[t].greedy == nil {
		return 0
	}
	a := &s.g.actions[t]
	x := &ctx{s: s, card: -1, it: -1, actor: int(s.player)}
	switch {
	case a.zone >= 0:
		x.card = s.find(a.zone, arg)
	case a.choose != tBad:
		x.choice = int64(arg - 1)
	}
	return int(a.greedy(x))
}
