package engine

import "cardpress/catalog"

// This file is what self-play needs of a game beyond State: a dealer of
// whole games, and what a state may tell about itself.

// Dealer deals whole games of one game, from the set-up (shuffle, deal,
// first player) on, for self-play.
type Dealer interface {
	// Deal starts a game from seed. prev, when not nil, is a state this
	// dealer dealt before and that is no longer needed: a dealer may reuse
	// its memory.
	Deal(prev State, seed uint64) State
	// Info describes the games dealt.
	Info() DealInfo
}

// DealInfo describes the games a Dealer deals.
type DealInfo struct {
	Players int
	Set     string // the set or decks played, as shown in reports
	Cards   int    // physical cards in play
	// Entries are the catalog's card entries; CardActions name cards by
	// their index here.
	Entries []*catalog.Entry
	// Seat1 says who moves first ("seat 1 moves first").
	Seat1 string
	// MaxActions, when set, is the engine's bound on a game's length: a
	// game past it is a rules bug (a loop), stopped and reported as a
	// violation even below a run's own cap.
	MaxActions int
}

// DealOptions are the choices of a self-play run that a dealer honours.
type DealOptions struct {
	Players int    // 0: the game's usual number
	Set     string // "": the default set (or the game's decks)
	// Match plays whole matches where the game has them (Windia War's
	// limit and pennant rules) instead of single rounds.
	Match bool
}

// DealerLoader builds a game's dealer from its catalog.
type DealerLoader func(c *catalog.Catalog, o DealOptions) (Dealer, error)

// Invariants is implemented by states that can check themselves: what
// must hold after every action whatever the players do (every card in
// exactly one place, the turn in range). Self-play checks it.
type Invariants interface {
	CheckInvariants() error
}

// CardActions is implemented by states whose actions play cards: the
// index in DealInfo.Entries of the card an action plays, -1 for none.
type CardActions interface {
	ActionCard(a Action) int
}

// Greedy is implemented by games with a greedy policy: a score for each
// legal action, higher is better.
type Greedy interface {
	GreedyScore(a Action) int
}

// Decided is implemented by games that name the winner of a finished game
// themselves (Windia War: who went out, whatever the points); -1 for none.
// Without it, the winner is the single player with the best return.
type Decided interface {
	WinningPlayer() int
}

// Measured is implemented by states that report figures of a finished
// game besides its length and winner (turns, points, how it ended).
type Measured interface {
	Measures() []Measure
}

// Measure is one figure of a finished game.
type Measure struct {
	Name  string
	Value int
}
