package clamp

import "maps"

// This file is the state LegalActions tries candidate actions on: a copy
// of the game refilled for every try from buffers it keeps, so that
// listing the legal actions allocates nothing once the buffers have grown.
// A clone per candidate was most of a self-play game's time.

// scratch is a reusable copy of a State. Every slice it hands out is cut
// from its own buffers with its capacity capped at its length, so an
// append by the rules moves it elsewhere and never writes over a
// neighbour; each refill cuts all of them anew.
type scratch struct {
	s       State
	ints    arena[int]
	chars   arena[Char]
	points  arena[PointCard]
	stories arena[StoryCard]
	used    map[int]bool
	c, last challengeStore
	moves   []move // LegalActions' candidates
}

type challengeStore struct {
	c   Challenge
	mod map[int]Mod
}

type arena[T any] struct{ buf []T }

// copy returns a copy of src cut from the arena; nil stays nil.
func (a *arena[T]) copy(src []T) []T {
	if src == nil {
		return nil
	}
	if a.buf == nil {
		a.buf = make([]T, 0, 256)
	}
	n := len(a.buf)
	a.buf = append(a.buf, src...)
	return a.buf[n:len(a.buf):len(a.buf)]
}

// tryState returns s's scratch filled with a copy of s, as clone would
// make it.
func (s *State) tryState() *State {
	if s.try == nil {
		s.try = &scratch{}
	}
	t := s.try
	t.ints.buf, t.chars.buf, t.points.buf, t.stories.buf = t.ints.buf[:0], t.chars.buf[:0], t.points.buf[:0], t.stories.buf[:0]
	d := &t.s
	*d = *s
	d.try, d.held = nil, nil
	for i := range d.P {
		p, q := &d.P[i], &s.P[i]
		p.Deck = t.ints.copy(q.Deck)
		p.Hand = t.ints.copy(q.Hand)
		p.Points = t.points.copy(q.Points)
		p.Stage = t.chars.copy(q.Stage)
		p.Retired = t.ints.copy(q.Retired)
		p.Played = t.ints.copy(q.Played)
		p.Stories = t.stories.copy(q.Stories)
	}
	d.Challenged = t.ints.copy(s.Challenged)
	d.Used = copyMap(&t.used, s.Used)
	d.C = t.challenge(&t.c, s.C)
	d.Last = t.challenge(&t.last, s.Last)
	return d
}

// copyMap refills *into with m's entries (a nil m stays nil, as
// maps.Clone leaves it).
func copyMap[K comparable, V any](into *map[K]V, m map[K]V) map[K]V {
	if m == nil {
		return nil
	}
	if *into == nil {
		*into = map[K]V{}
	}
	clear(*into)
	maps.Copy(*into, m)
	return *into
}

func (t *scratch) challenge(st *challengeStore, c *Challenge) *Challenge {
	if c == nil {
		return nil
	}
	d := &st.c
	*d = *c
	d.Sides = [2][]int{t.ints.copy(c.Sides[0]), t.ints.copy(c.Sides[1])}
	d.Mod = copyMap(&st.mod, c.Mod)
	d.Invalid = t.ints.copy(c.Invalid)
	d.Remove = [2][]int{t.ints.copy(c.Remove[0]), t.ints.copy(c.Remove[1])}
	return d
}
