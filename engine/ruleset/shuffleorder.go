package ruleset

// This file holds [game] shuffle: the order a pile is read in when it is
// shuffled, so that a seed deals what the rulebook's examples of a deal
// were written against. "top first" (the default) is World End's Go
// engine's; "bottom first" is Windia War's, whose piles list their top
// card last. A seed shuffles a pile of the same cards into the same order
// as the engine the examples were checked with.

var shuffleOrders = []string{"top first", "bottom first"}

// shuffleOrder reads [game] shuffle, an error unless one of
// shuffleOrders: whether a shuffle reads the pile from its bottom.
func (r *reader) shuffleOrder(m map[string]any) {
	s, ok := r.str(m, "game", "shuffle")
	if !ok {
		return
	}
	switch s {
	case shuffleOrders[0]:
	case shuffleOrders[1]:
		r.cp.g.shuffleBottom = true
	default:
		r.valueErrorf("game.shuffle", "shuffle is %q or %q, not %q", shuffleOrders[0], shuffleOrders[1], s)
	}
}
