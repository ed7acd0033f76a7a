package ruleset

import (
	"fmt"

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
	g, err := Load(c)
	if err != nil {
		return nil, err
	}
	return g, nil
}}

// Dealer deals whole games for self-play: the set-up of the description
// for o.Players players (the description's usual number when 0).
func (g *Game) Dealer(o engine.DealOptions) (engine.Dealer, error) {
	n := o.Players
	if n == 0 {
		n = g.usualPlayers
	}
	switch {
	case n < g.minPlayers || n > g.maxPlayers:
		return nil, &engine.OptionError{Option: "--players", Msg: fmt.Sprintf("this game is played by %d to %d players, not %d", g.minPlayers, g.maxPlayers, n)}
	case o.Set != "" && o.Set != g.set:
		return nil, &engine.OptionError{Option: "--set", Msg: fmt.Sprintf("the rules description plays set %q ([game] set of %s)", g.set, File)}
	}
	return &dealer{g: g, n: n, oneRound: !o.Match && g.matchEnd != nil}, nil
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
	s.rounds = 0
	s.reset()
	for i, v := range d.g.pvars {
		for p := range d.n {
			s.vars[len(d.g.vars)+p*len(d.g.pvars)+i] = v.start
		}
	}
	clear(s.drawn)
	s.over, s.winner, s.rounds, s.oneRound = false, -1, 0, d.oneRound
	s.deal(true)
	return s
}

// Info describes the games dealt.
func (d *dealer) Info() engine.DealInfo {
	set := d.g.set
	if set == "" {
		set = "the catalog's cards"
	}
	return engine.DealInfo{Players: d.n, Set: set, Cards: len(d.g.cardFace), Entries: d.g.cat.Cards, Seat1: "seat 1 moves first unless the set-up says otherwise"}
}
