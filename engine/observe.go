package engine

import "slices"

// Observer is implemented by games with hidden cards: it gives the state as
// one player sees it, which a searching policy plays on so that it never
// looks at a card its player could not see.
//
// What a player cannot see is every card of a hidden place (another
// player's hand, a face-down pile, a deck's order) that is not the
// player's own to see. Both methods gather those cards, which the player
// knows only as the cards not seen elsewhere (the game's deck list minus
// what is in sight), and deal them back into the same places, each place
// keeping its size. A card that was shown and then went into a hidden place
// is treated as unseen again: the player is assumed to remember counts,
// not where a shown card went.
type Observer interface {
	// Observe is the state as player p sees it: the cards p cannot see
	// in a canonical order (sorted, then dealt back), and no random
	// stream for what is still to come. Two states p cannot tell apart
	// have deeply equal observations.
	Observe(p int) State
	// Determinize is one state p may believe the game to be in: like
	// Observe, but the unseen cards shuffled with r and the state's own
	// random stream (later shuffles) seeded from r. It is a function of
	// the observation and r alone, so that a policy's choice cannot
	// depend on the true hidden cards.
	Determinize(p int, r *Rand) State
}

// Resample deals the cards of the hidden places back into them: gathered,
// sorted by cmp (so that the result depends on the cards in the places,
// not on where they were), shuffled with r unless r is nil, and dealt in
// place order, each place keeping its length. Every observe.go of an
// engine hides its cards with it.
func Resample[T any](r *Rand, cmp func(a, b T) int, places ...[]T) {
	n := 0
	for _, p := range places {
		n += len(p)
	}
	pool := make([]T, 0, n)
	for _, p := range places {
		pool = append(pool, p...)
	}
	slices.SortFunc(pool, cmp)
	if r != nil {
		Shuffle(r, pool)
	}
	for _, p := range places {
		pool = pool[copy(p, pool):]
	}
}

// Reseed gives the state's own random stream of a determinized state its
// seed from r, or clears it for an observation (r nil).
func Reseed(stream *Rand, r *Rand) {
	if r == nil {
		*stream = Rand{}
		return
	}
	stream.Seed(r.Uint64())
}
