package windia

import (
	"fmt"
	"slices"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/windia/internal/perid"
	"cardpress/games"
)

// TestDataEngineAgreesWithPerID plays random rounds on the data engine and
// on the frozen per-id engine side by side, over player counts, both sets
// and random optional rules, and compares the states and the legal actions
// after every action. Plain go test plays 200,000 actions; the long run
// (enginetest.LongEnv) plays 10 million.
func TestDataEngineAgreesWithPerID(t *testing.T) {
	budget := 200_000
	if enginetest.Long() {
		budget = 10_000_000
	}
	c, err := catalog.LoadFS(games.Default(), games.DefaultPath)
	if err != nil {
		t.Fatal(err)
	}
	var r engine.Rand
	r.Seed(14)
	played, rounds := 0, 0
	var seen [ActPointOut + 1]int
	for played < budget {
		set := c.SetIDs()[r.Intn(len(c.Sets))]
		players := 2 + r.Intn(MaxPlayers-1)
		o := randomOptions(&r)
		pair, err := newPair(c, set, o, players)
		if err != nil {
			t.Fatal(err)
		}
		pair.seen = &seen
		seed := r.Uint64()
		n, err := pair.play(seed, &r)
		played += n
		rounds++
		if err != nil {
			t.Fatalf("round %d (set %s, %d players, options %s, seed %d): %v", rounds, set, players, o.Optional[1:], seed, err)
		}
	}
	for k := ActPlay; k <= ActPointOut; k++ {
		if seen[k] == 0 {
			t.Errorf("no action of kind %d was played: the test misses a part of the rules", k)
		}
	}
	t.Logf("%d actions in %d rounds agree; by action kind: %v", played, rounds, seen[1:])
}

// randomOptions picks a letter for every optional rule, within the
// combinations the rulebook allows.
func randomOptions(r *engine.Rand) Options {
	for {
		o := DefaultOptions()
		for i := 1; i <= 8; i++ {
			letters := optionalItems[i].letters
			o.Optional[i] = letters[r.Intn(len(letters))]
		}
		if o.Validate() == nil {
			return o
		}
	}
}

// enginePair is one game on both engines, with the map between their
// card kinds (the only values the engines number differently).
type enginePair struct {
	g      *Game
	old    *perid.Game
	seen   *[ActPointOut + 1]int // actions played, by kind
	kindOf map[perid.Kind]Kind   // declarable kinds, for Almighty's declarations
	oldOf  map[Kind]perid.Kind   // every kind (the per-id engine has one for all numbers)
}

func newPair(c *catalog.Catalog, set string, o Options, players int) (*enginePair, error) {
	d, err := NewDeck(c, set)
	if err != nil {
		return nil, err
	}
	od, err := perid.NewDeck(c, set)
	if err != nil {
		return nil, err
	}
	g, err := NewGame(d, o, players)
	if err != nil {
		return nil, err
	}
	oo := perid.Options{Optional: o.Optional, Scoring: o.Scoring, Pennant: o.Pennant, Limit: o.Limit, Rounds: o.Rounds}
	old, err := perid.NewGame(od, oo, players)
	if err != nil {
		return nil, err
	}
	p := &enginePair{g: g, old: old, kindOf: map[perid.Kind]Kind{}, oldOf: map[Kind]perid.Kind{}}
	for i := range d.Cards {
		if od.Cards[i].ID != d.Cards[i].ID {
			return nil, fmt.Errorf("card %d is %s on the data engine, %s on the per-id engine", i, d.Cards[i].ID, od.Cards[i].ID)
		}
		p.kindOf[od.Cards[i].Kind] = d.Cards[i].Kind
		p.oldOf[d.Cards[i].Kind] = od.Cards[i].Kind
	}
	return p, nil
}

// action maps a per-id engine action to the data engine's.
func (p *enginePair) action(a Action) Action {
	if KindOf(a) == ActDeclare {
		return NewAction(ActDeclare, int(p.kindOf[perid.Kind(ArgOf(a))]))
	}
	return a
}

// play plays one random round on both engines and returns the number of
// actions played.
func (p *enginePair) play(seed uint64, r *engine.Rand) (int, error) {
	s := p.g.NewRound(Setup{Seed: seed})
	o := p.old.NewRound(perid.Setup{Seed: seed})
	var buf, obuf []Action
	n := 0
	for {
		buf, obuf = s.LegalActions(buf[:0]), o.LegalActions(obuf[:0])
		if err := p.same(s, o, buf, obuf); err != nil {
			return n, fmt.Errorf("after %d actions: %v", n, err)
		}
		if s.IsTerminal() {
			return n, nil
		}
		if err := p.sameRejection(s, o, obuf, r); err != nil {
			return n, fmt.Errorf("after %d actions: %v", n, err)
		}
		a := obuf[r.Intn(len(obuf))]
		p.seen[KindOf(a)]++
		errNew, errOld := s.Apply(p.action(a)), o.Apply(a)
		if (errNew == nil) != (errOld == nil) {
			return n, fmt.Errorf("action %s: data engine: %v, per-id engine: %v", s.ActionString(p.action(a)), errNew, errOld)
		}
		n++
	}
}

// sameRejection tries a random action that is not legal on both engines:
// both must reject it with the same reason.
func (p *enginePair) sameRejection(s *State, o *perid.State, olegal []Action, r *engine.Rand) error {
	a := NewAction(ActionKind(1+r.Intn(int(ActPointOut))), r.Intn(len(p.g.Deck.Cards)+2))
	if slices.Contains(olegal, a) {
		return nil
	}
	if k, declarable := p.kindOf[perid.Kind(ArgOf(a))]; KindOf(a) == ActDeclare && (!declarable || p.g.rules[k].is(opNumber)) {
		return nil // the per-id engine has one kind for all number cards
	}
	errNew, errOld := s.Apply(p.action(a)), o.Apply(a)
	// A rejected declaration may name the declared kind's number as a card
	// (explain), and the engines number kinds differently.
	sameText := KindOf(a) == ActDeclare || errNew != nil && errOld != nil && errNew.Error() == errOld.Error()
	if errNew == nil || errOld == nil || !sameText {
		return fmt.Errorf("illegal action %s: data engine: %v, per-id engine: %v", o.ActionString(a), errNew, errOld)
	}
	return nil
}

// same compares everything a state shows, and the legal actions.
func (p *enginePair) same(s *State, o *perid.State, legal, olegal []Action) error {
	diff := func(what string, a, b any) error {
		return fmt.Errorf("%s: data engine %v, per-id engine %v", what, a, b)
	}
	mapped := make([]Action, len(olegal))
	for i, a := range olegal {
		mapped[i] = p.action(a)
	}
	if !slices.Equal(legal, mapped) {
		return diff("legal actions", legal, mapped)
	}
	if Phase(o.Phase()) != s.Phase() || o.CurrentPlayer() != s.CurrentPlayer() || o.Direction() != s.Direction() || o.Turns() != s.Turns() {
		return diff("phase, player, direction, turns", []any{s.Phase(), s.CurrentPlayer(), s.Direction(), s.Turns()}, []any{Phase(o.Phase()), o.CurrentPlayer(), o.Direction(), o.Turns()})
	}
	if !slices.Equal(s.DrawPile(), o.DrawPile()) || !slices.Equal(s.DiscardPile(), o.DiscardPile()) {
		return diff("draw and discard piles", [][]uint8{s.DrawPile(), s.DiscardPile()}, [][]uint8{o.DrawPile(), o.DiscardPile()})
	}
	c, k, col := s.PlayCard()
	oc, ok, ocol := o.PlayCard()
	if c != oc || p.oldOf[k] != ok || col != ocol {
		return diff("play card, kind, color", []any{c, p.oldOf[k], col}, []any{oc, ok, ocol})
	}
	v, pend, ak, on := s.Attack()
	ov, opend, oak, oon := o.Attack()
	if on != oon || on && (v != ov || pend != opend || p.oldOf[ak] != oak) {
		return diff("attack", []any{on, v, pend, p.oldOf[ak]}, []any{oon, ov, opend, oak})
	}
	for q := 0; q < s.Players(); q++ {
		if !slices.Equal(s.HandCards(q), o.HandCards(q)) || !slices.Equal(s.Tableau(q), o.Tableau(q)) || s.Rest(q) != o.Rest(q) || s.Drawn(q) != o.Drawn(q) {
			return diff(fmt.Sprintf("player %d's hand, tableau, rests, drawn", q+1), []any{s.HandCards(q), s.Tableau(q), s.Rest(q), s.Drawn(q)}, []any{o.HandCards(q), o.Tableau(q), o.Rest(q), o.Drawn(q)})
		}
	}
	w, why := s.Winner()
	ow, owhy := o.Winner()
	if w != ow || int(why) != int(owhy) || !slices.Equal(s.Points(), o.Points()) || !slices.Equal(s.Scores(), o.Scores()) {
		return diff("winner, end, points, scores", []any{w, why, s.Points(), s.Scores()}, []any{ow, owhy, o.Points(), o.Scores()})
	}
	if s.Awaiting() != o.Awaiting() {
		return diff("awaiting", s.Awaiting(), o.Awaiting())
	}
	return nil
}
