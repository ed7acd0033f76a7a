package ruleset

import (
	"fmt"
	"maps"
	"slices"

	"cardpress/catalog"
	"cardpress/engine"
)

// EngineName is what a catalog writes to have its game played by its own
// rules description: [game] engine = "data".
const EngineName = "data"

// Rules are the data engine as the program's registry lists it. Its
// example words come from each game's description (Game.Dialect), which
// the folder loader takes from the loaded engine.
var Rules = &engine.Rules{GameID: EngineName, Worded: true, Load: func(c *catalog.Catalog) (engine.Engine, error) {
	g, err := load(c)
	switch {
	case err != nil && g != nil:
		// The words read despite the errors still read the rulebook,
		// so that its problems are reported with the description's.
		return nil, &engine.WordedError{Err: err, Words: g.Dialect()}
	case err != nil:
		return nil, err
	}
	return g, nil
}}

// Dealer deals whole games for self-play: the set-up of the description
// for o.Players players (the description's usual number when 0). The
// first call makes g's flat programs (flatPrograms) and its anys' sets
// of faces (anySetForms): g is changed, so call it before any other
// goroutine plays g, as sim does.
func (g *Game) Dealer(o engine.DealOptions) (engine.Dealer, error) {
	n := o.Players
	if n == 0 {
		n = g.usualPlayers
	}
	switch {
	case n < g.minPlayers || n > g.maxPlayers:
		return nil, &engine.OptionError{Option: "--players", Msg: g.seats(n)}
	case g.decks && len(g.cat.Decks) == 0:
		return nil, fmt.Errorf("%s: self-play deals the game folder's decks (decks/*.toml), and it has none", g.cat.Path)
	case o.Set != "" && g.cat.Set(o.Set) == nil:
		return nil, &engine.OptionError{Option: fmt.Sprintf("--set %q", o.Set), Msg: "the game has no such set"}
	case o.Set != "" && o.Set != g.set && g.ownSet:
		return nil, &engine.OptionError{Option: "--set", Msg: fmt.Sprintf("the rules description plays set %q ([game] set of %s)", g.set, File)}
	case o.Set != "" && o.Set != g.set:
		// The same description dealing the set's cards.
		other, err := compileSet(g.cat, g.shown, g.source, o.Set)
		if err != nil {
			return nil, fmt.Errorf("--set %s: %w", o.Set, err)
		}
		g = other
	}
	g.flatPrograms() // flat.go
	g.anySetForms()  // anyset.go
	return &dealer{g: g, n: n, oneRound: !o.Match && g.matchEnd != nil}, nil
}

// seats says that the game is not played by n players: "ワルエン is
// played by 2 players, not 4".
func (g *Game) seats(n int) string {
	return fmt.Sprintf("%s is played by %s players, not %d", g.cat.Game.Title, engine.PlayerRange(g.minPlayers, g.maxPlayers), n)
}

type dealer struct {
	g        *Game
	n        int
	oneRound bool
}

// Deal deals a new game from seed.
func (d *dealer) Deal(prev engine.State, seed uint64) engine.State {
	s, ok := prev.(*State)
	if !ok || s.n != d.n {
		s = d.g.newState(d.n, seed)
	}
	s.rng.Seed(seed)
	s.listed = listedCache{on: true, list: s.listed.list}
	s.rounds = 0
	s.reset()
	for i, v := range d.g.pvars {
		for p := range d.n {
			s.vars[d.g.playerVar(p, i)] = v.start
		}
	}
	clear(s.drawn)
	s.over, s.winner, s.rounds, s.oneRound = false, -1, 0, d.oneRound
	if d.g.decks {
		s.dealDecks()
	}
	s.deal(true)
	x := &ctx{s: s, card: -1, it: -1, actor: -1}
	for _, f := range d.g.deal {
		f(x)
	}
	s.fire()
	clear(s.drawn)
	return s
}

// dealDecks puts each player's deck of the game folder where it starts:
// the main part in the player's deck zone in the order the deck lists
// it, each other part in its zone; the player's other cards are out of
// play. Player 1 plays the first deck, player 2 the next (or the first
// again).
func (s *State) dealDecks() {
	g := s.g
	box := len(s.zones) - 1
	for p := range s.n {
		dk := g.cat.Decks[min(p, len(g.cat.Decks)-1)]
		d := s.zb[g.deck] + p
		mine := slices.Clone(s.zones[d])
		s.zones[d] = s.zones[d][:0]
		for _, part := range slices.Sorted(maps.Keys(dk.Parts)) {
			to := d
			if z, ok := g.parts[part]; ok {
				to = s.zb[z] + p
			}
			for _, l := range dk.Parts[part] {
				for range l.Count {
					i := slices.IndexFunc(mine, func(k int16) bool { return g.cat.Cards[g.faces[g.cardFace[k]].entry] == l.Entry })
					if i < 0 {
						continue // more copies than the set has: the deck's checks report it
					}
					k := mine[i]
					mine = slices.Delete(mine, i, i+1)
					s.zones[to] = append(s.zones[to], k)
					s.where[k] = int16(to)
				}
			}
		}
		for _, k := range mine {
			s.zones[box] = append(s.zones[box], k)
			s.where[k] = int16(box)
		}
	}
}

// Info describes the games dealt.
func (d *dealer) Info() engine.DealInfo {
	set := d.g.set
	switch {
	case set == "":
		set = "the catalog's cards"
	case d.g.cat.Set(set) != nil && d.g.cat.Set(set).Name != "":
		set = d.g.cat.Set(set).Name // as the catalog names it: "Basic"
	}
	return engine.DealInfo{Players: d.n, Set: set, Cards: len(d.g.cardFace), Entries: d.g.cat.Cards, Seat1: "seat 1 moves first unless the set-up says otherwise"}
}
