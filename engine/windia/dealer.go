package windia

import (
	"fmt"

	"cardpress/catalog"
	"cardpress/engine"
)

// Dealer deals Windia War for self-play: single rounds, dealt by the last
// seat so that seat 1 moves first, or whole matches (Match).
type Dealer struct {
	Game  *Game
	Match bool
	info  engine.DealInfo
}

// LoadDealer builds the self-play dealer of a game folder: the set, the
// optional rules of its rules description and the number of players (4 when not
// given).
func LoadDealer(c *catalog.Catalog, o engine.DealOptions) (engine.Dealer, error) {
	e, err := Load(c)
	if err != nil {
		return nil, err
	}
	return e.Dealer(o)
}

// Dealer builds the self-play dealer of the game folder with its optional
// rules as loaded.
func (x *examples) Dealer(o engine.DealOptions) (engine.Dealer, error) {
	c := x.c
	set := o.Set
	if set == "" {
		set = c.DefaultSet()
	}
	if c.Set(set) == nil {
		return nil, &engine.OptionError{Option: fmt.Sprintf("--set %q", set), Msg: "the game has no such set"}
	}
	deck, err := NewDeck(c, set)
	if err != nil {
		return nil, err
	}
	opts := x.opts
	players := o.Players
	if players == 0 {
		players = 4
	}
	g, err := NewGame(deck, opts, players)
	if err != nil {
		return nil, &engine.OptionError{Option: "--players", Msg: err.Error()}
	}
	return NewDealer(g, c.Cards, c.Set(set).Name, o.Match), nil
}

// NewDealer deals rounds (or matches) of g; entries are the catalog's
// card entries, setName the set's name for reports.
func NewDealer(g *Game, entries []*catalog.Entry, setName string, match bool) *Dealer {
	g.Deck.indexEntries(entries)
	seat1 := "seat 1 moves first"
	if match {
		seat1 = "seat 1 moves first in the first round"
	}
	return &Dealer{Game: g, Match: match, info: engine.DealInfo{
		Players: g.Players, Set: setName, Cards: len(g.Deck.Cards), Entries: entries, Seat1: seat1,
	}}
}

// Deal deals a round, or the first round of a match.
func (d *Dealer) Deal(prev engine.State, seed uint64) engine.State {
	if d.Match {
		m, _ := prev.(*Match)
		return d.Game.NewMatch(m, seed)
	}
	s, _ := prev.(*State)
	if s == nil {
		s = new(State)
	}
	d.Game.Deal(s, Setup{Seed: seed, Dealer: d.Game.Players - 1})
	return s
}

// Info describes the games dealt.
func (d *Dealer) Info() engine.DealInfo { return d.info }

// indexEntries records each card's index among the catalog's entries,
// for ActionCard.
func (d *Deck) indexEntries(entries []*catalog.Entry) {
	at := engine.EntryIndex(entries)
	d.entry = make([]int16, len(d.Cards))
	for i := range d.Cards {
		d.entry[i] = -1
		if k, ok := at[d.Cards[i].Entry.ID]; ok {
			d.entry[i] = int16(k)
		}
	}
}

// ActionCard is the catalog entry of the card an action plays or lays, -1
// for other actions.
func (s *State) ActionCard(a Action) int {
	if k := KindOf(a); (k == ActPlay || k == ActLay) && s.g.Deck.entry != nil {
		return int(s.g.Deck.entry[ArgOf(a)])
	}
	return -1
}

// GreedyScore rates an action for the greedy policy: point out a forgotten
// reach, declare reach, defend, play the card worth most points, add
// follow-ups, draw only when nothing can be played, choose the color held
// most and target the player with fewest cards.
func (s *State) GreedyScore(a Action) int { return s.greedyScore(a) }

// WinningPlayer is who won the round: the player who went out (or won
// it under optional rule 5).
func (s *State) WinningPlayer() int { return int(s.winner) }

// Measures are a round's turns and each player's points.
func (s *State) Measures() []engine.Measure {
	out := []engine.Measure{{Name: "turns", Value: int(s.turns)}}
	for p := 0; p < s.g.Players; p++ {
		out = append(out, engine.Measure{Name: "points per player", Value: s.points[p]})
	}
	return out
}
