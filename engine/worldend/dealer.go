package worldend

import (
	"fmt"
	"maps"
	"slices"

	"cardpress/catalog"
	"cardpress/engine"
)

// Dealer deals whole games of World End from the game folder's legal decks
// (decks/*.toml): player 1 plays the first deck, player 2 the next one (or
// the first again when there is only one). Who goes first is drawn from
// the seed; the set-up is the rules' own (Start: shuffle, 3 cards to the
// extra zone, draw 2).
type Dealer struct {
	decks [2]*catalog.Deck
	cards *Cards
	info  engine.DealInfo
	fault bool // deal games with a broken rule (tests)
}

// LoadDealer builds the dealer of a World End game folder.
func LoadDealer(c *catalog.Catalog, o engine.DealOptions) (engine.Dealer, error) {
	decks, info, err := engine.TwoDecks(c, "World End", o)
	if err != nil {
		return nil, err
	}
	cs, err := NewCards(c)
	if err != nil {
		return nil, err
	}
	return &Dealer{cards: cs, decks: decks, info: info}, nil
}

// Info describes the games dealt.
func (d *Dealer) Info() engine.DealInfo { return d.info }

// Deal sets a game up: both decks as pieces, the summon parts in the
// summon zones, then the rules' set-up with the first player drawn from
// the seed.
func (d *Dealer) Deal(_ engine.State, seed uint64) engine.State {
	s := NewState(nil, seed)
	s.Names = [2]string{"P1", "P2"}
	s.fault = d.fault
	for p, dk := range d.decks {
		for _, part := range slices.Sorted(maps.Keys(dk.Parts)) {
			for _, l := range dk.Parts[part] {
				for range l.Count {
					piece := len(s.Pieces)
					s.Pieces = append(s.Pieces, Piece{Card: d.cards.ByID(l.Entry.ID), Owner: p, Summon: part == "summon"})
					if part == "summon" {
						s.P[p].SummonZone = append(s.P[p].SummonZone, piece)
					} else {
						s.P[p].Deck = append(s.P[p].Deck, piece)
					}
				}
			}
		}
	}
	s.Phase = PhaseSetup
	first := int(s.rng.Uint64() & 1)
	if err := s.Start(first); err != nil {
		panic(err) // a fresh set-up is always allowed
	}
	s.total = len(s.Pieces)
	return s
}

// ActionCard is the catalog entry of the card an action plays (its Index
// follows the catalog's order), -1 for other actions.
func (s *State) ActionCard(a engine.Action) int {
	m := moveOf(a)
	if m.kind == actPlay || m.kind == actSummon {
		return m.card - 1
	}
	return -1
}

// GreedyScore plays like an eager player: attack, then play characters,
// then magic, draw the most cards, pay upkeep rather than release, pass
// last.
func (s *State) GreedyScore(a engine.Action) int {
	m := moveOf(a)
	switch m.kind {
	case actAttack:
		if m.at == 0 {
			return 60 // a direct attack
		}
		return 50
	case actPlay, actSummon:
		if c := s.cardAt(m.card); c != nil && c.Kind == Character {
			return 40 + c.Power
		}
		return 30
	case actDraw:
		return 20 + m.card
	case actKeep:
		return 10
	}
	return 0
}

// CheckInvariants checks that every piece is in exactly one zone (hand,
// deck, trash, extra zone, summon zone, removed, field), that the turn and
// the loser are in range, and that a finished game has a loser.
func (s *State) CheckInvariants() error {
	seen := make([]int8, len(s.Pieces))
	for p := range s.P {
		pl := &s.P[p]
		for _, z := range []struct {
			name   string
			pieces []int
		}{{"hand", pl.Hand}, {"deck", pl.Deck}, {"trash", pl.Trash}, {"extra zone", pl.Extra}, {"summon zone", pl.SummonZone}, {"removed", pl.Removed}} {
			for _, x := range z.pieces {
				if x < 0 || x >= len(s.Pieces) {
					return fmt.Errorf("invariant broken: P%d's %s holds piece %d, not a card of the game", p+1, z.name, x)
				}
				if s.Pieces[x].Owner != p {
					return fmt.Errorf("invariant broken: P%d's %s holds %s of P%d", p+1, z.name, s.Pieces[x].Name(), s.Pieces[x].Owner+1)
				}
				seen[x]++
			}
		}
		if len(pl.Field) > MaxField {
			return fmt.Errorf("invariant broken: P%d's field holds %d characters, at most %d", p+1, len(pl.Field), MaxField)
		}
		for _, sl := range pl.Field {
			seen[sl.Piece]++
		}
	}
	for x, n := range seen {
		if n != 1 {
			return fmt.Errorf("invariant broken: %s of P%d is in %d places", s.Pieces[x].Name(), s.Pieces[x].Owner+1, n)
		}
	}
	if s.total > 0 && len(s.Pieces) != s.total {
		return fmt.Errorf("invariant broken: %d cards in the game, %d at the set-up", len(s.Pieces), s.total)
	}
	switch {
	case s.Turn < 0 || s.Turn > 1:
		return fmt.Errorf("invariant broken: the turn is P%d's", s.Turn+1)
	case (s.Phase == PhaseOver) != (s.Loser >= 0):
		return fmt.Errorf("invariant broken: phase %s with loser %d", s.Phase, s.Loser)
	case s.Phase == PhaseSupport && s.Battle == nil:
		return fmt.Errorf("invariant broken: a support step without an attack")
	}
	return nil
}
