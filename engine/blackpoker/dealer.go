package blackpoker

import (
	"fmt"
	"slices"

	"cardpress/catalog"
	"cardpress/engine"
)

// Dealer deals whole games of BlackPoker (game.go: each player's own deck
// as the life, StartingHand cards drawn, the seed draws who holds turn 1).
type Dealer struct {
	info  engine.DealInfo
	entry map[string]int // card entry id → index in info.Entries
	fault bool           // deal games with a broken rule (tests)
}

// LoadDealer builds the dealer of a BlackPoker game folder.
func LoadDealer(c *catalog.Catalog, o engine.DealOptions) (engine.Dealer, error) {
	if o.Players != 0 && o.Players != 2 {
		return nil, &engine.OptionError{Option: "--players", Msg: fmt.Sprintf("BlackPoker is played by 2 players, not %d", o.Players)}
	}
	set := o.Set
	if set == "" {
		set = "deck"
	}
	if c.Set(set) == nil {
		return nil, &engine.OptionError{Option: fmt.Sprintf("--set %q", set), Msg: "the game has no such set"}
	}
	d := &Dealer{entry: map[string]int{}}
	var entries []*catalog.Entry
	for _, e := range c.Cards {
		if c.Copies(e, set) > 0 {
			d.entry[e.ID] = len(entries)
			entries = append(entries, e)
		}
	}
	d.info = engine.DealInfo{Players: 2, Set: c.Set(set).Name + " (one each)", Cards: 2 * len(deck(0)), Entries: entries, Seat1: "the seed draws who holds turn 1"}
	return d, nil
}

// Info describes the games dealt.
func (d *Dealer) Info() engine.DealInfo { return d.info }

// Deal sets a game up from seed.
func (d *Dealer) Deal(_ engine.State, seed uint64) engine.State {
	r := engine.NewRand(seed)
	s := NewGame(r.Uint64(), int(r.Uint64()&1))
	s.entry = d.entry
	s.fault = d.fault
	return s
}

// ActionCard is the catalog entry of the card a summon, bulwark or equip
// puts onto the field (the first key card of a spell), -1 for other moves.
func (s *State) ActionCard(a engine.Action) int {
	p := s.CurrentPlayer()
	if p < 0 || s.entry == nil {
		return -1
	}
	list := s.listed(p)
	k := s.moveOf(a)
	if k < 0 || !list[k].hasCard() {
		return -1
	}
	if i, ok := s.entry[cardView(list[k].card).Entry]; ok {
		return i
	}
	return -1
}

// GreedyScore plays like an eager player: attack, summon the biggest
// card, equip, cast, block; end the turn and pass last.
func (s *State) GreedyScore(a engine.Action) int {
	list := s.listed(s.CurrentPlayer())
	i := s.moveOf(a)
	if i < 0 {
		return 0
	}
	m := &list[i]
	kind := m.kindName()
	score := greedyScores[kind]
	if kind == "summon" || kind == "equip" {
		score += m.card.Number()
	}
	return score
}

var greedyScores = map[string]int{"attack": 60, "summon": 40, "equip": 35, "cast": 30, "block": 25, "draw 2": 22, "draw 1": 21, "bulwark": 20}

// bothDecks are the cards of a game, in the order CheckInvariants reports
// them.
var bothDecks = append(deck(0), deck(1)...)

// CheckInvariants checks that each player's 54 cards are each in exactly
// one place (life, hand, graveyard, fog, field, the key cards of actions on
// the stage or resolving), owned by that player, and that the turn and the
// decision owed are in range.
func (s *State) CheckInvariants() error {
	if s.entry == nil {
		return nil // an example's table holds only the cards it names
	}
	var seen [2][4][14][2]int8 // owner, suit, rank, copy
	// where names the place (p is -1 for none) only on an error: the
	// check runs after every self-play action.
	add := func(p int, zone string, c Card) error {
		suit := c.Suit
		if c.IsJoker() {
			suit = 0
		}
		if c.Owner < 0 || c.Owner > 1 || suit < 0 || suit > 3 || c.Rank < 0 || c.Rank > 13 || c.Copy < 0 || c.Copy > 1 {
			where := zone
			if p >= 0 {
				where = fmt.Sprintf("P%d's %s", p+1, zone)
			}
			return fmt.Errorf("invariant broken: %s holds a card that is not in the decks (%+v)", where, c)
		}
		seen[c.Owner][suit][c.Rank][c.Copy]++
		return nil
	}
	for p, pl := range s.P {
		for _, z := range []struct {
			name  string
			cards []Card
		}{{"life", pl.Life}, {"hand", pl.Hand}, {"graveyard", pl.Graveyard}} {
			for _, c := range z.cards {
				if err := add(p, z.name, c); err != nil {
					return err
				}
			}
		}
		for _, e := range pl.Fog {
			if err := add(p, "fog", e.Card); err != nil {
				return err
			}
		}
		for _, ch := range pl.Field {
			for _, c := range ch.Cards {
				if err := add(p, "field", c); err != nil {
					return err
				}
			}
		}
	}
	actions := s.Stage
	if s.Resolving != nil {
		actions = append(slices.Clip(s.Stage), s.Resolving)
	}
	for _, a := range actions {
		for _, c := range a.Keys {
			if err := add(-1, "the stage", c); err != nil {
				return err
			}
		}
	}
	for _, c := range bothDecks {
		suit := c.Suit
		if c.IsJoker() {
			suit = 0
		}
		if n := seen[c.Owner][suit][c.Rank][c.Copy]; n != 1 {
			return fmt.Errorf("invariant broken: P%d's %s is in %d places", c.Owner+1, c, n)
		}
	}
	switch {
	case s.Active < 0 || s.Active > 1:
		return fmt.Errorf("invariant broken: turn %d is held by player %d", s.Turn, s.Active)
	case s.Wait != WaitNone && (s.WaitFor < 0 || s.WaitFor > 1):
		return fmt.Errorf("invariant broken: %s is owed by player %d", s.Wait, s.WaitFor)
	case (s.Wait == WaitChoose) != (s.Resolving != nil):
		return fmt.Errorf("invariant broken: the game waits for %s while %v is resolving", s.Wait, s.Resolving)
	case s.Loser < 0 && (len(s.P[0].Life) == 0 || len(s.P[1].Life) == 0):
		return fmt.Errorf("invariant broken: a life is empty and nobody has lost")
	}
	return nil
}
