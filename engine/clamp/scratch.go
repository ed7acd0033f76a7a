package clamp

import "cardpress/engine"

// This file is the state LegalActions tries candidate actions on: a copy
// of the game refilled for every try from arenas it keeps (engine.Arena),
// so that listing the legal actions allocates nothing once they have
// grown. A clone per candidate was most of a self-play game's time.

// scratch is a reusable copy of a State; each refill cuts all its slices
// anew.
type scratch struct {
	s       State
	ints    engine.Arena[int]
	chars   engine.Arena[Char]
	points  engine.Arena[PointCard]
	stories engine.Arena[StoryCard]
	c, last challengeStore
	moves   []move // LegalActions' candidates
}

type challengeStore struct {
	c   Challenge
	mod map[int]Mod
}

// tryState returns s's scratch filled with a copy of s, as clone would
// make it.
func (s *State) tryState() *State {
	if s.try == nil {
		s.try = &scratch{}
	}
	t := s.try
	t.ints.Reset()
	t.chars.Reset()
	t.points.Reset()
	t.stories.Reset()
	d := &t.s
	*d = *s
	d.try, d.held = nil, nil
	for i := range d.P {
		p, q := &d.P[i], &s.P[i]
		p.Deck = t.ints.Copy(q.Deck)
		p.Hand = t.ints.Copy(q.Hand)
		p.Points = t.points.Copy(q.Points)
		p.Stage = t.chars.Copy(q.Stage)
		p.Retired = t.ints.Copy(q.Retired)
		p.Played = t.ints.Copy(q.Played)
		p.Stories = t.stories.Copy(q.Stories)
	}
	d.Challenged = t.ints.Copy(s.Challenged)
	d.Used = t.ints.Copy(s.Used)
	d.C = t.challenge(&t.c, s.C)
	d.Last = t.challenge(&t.last, s.Last)
	return d
}

func (t *scratch) challenge(st *challengeStore, c *Challenge) *Challenge {
	if c == nil {
		return nil
	}
	d := &st.c
	*d = *c
	d.Sides = [2][]int{t.ints.Copy(c.Sides[0]), t.ints.Copy(c.Sides[1])}
	d.Mod = engine.CopyMap(&st.mod, c.Mod)
	d.Invalid = t.ints.Copy(c.Invalid)
	d.Remove = [2][]int{t.ints.Copy(c.Remove[0]), t.ints.Copy(c.Remove[1])}
	return d
}
