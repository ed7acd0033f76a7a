package ruleset

import (
	"reflect"
	"sync"
	"testing"

	"cardpress/engine"
)

// TestDeterminizeKeepsDecksApart: with decks of their own (World End), a
// determinization shuffles a player's hidden cards among that player's
// zones only; every card stays with its owner, and the state keeps its
// invariants.
func TestDeterminizeKeepsDecksApart(t *testing.T) {
	g := playedGame(t, "world-end")
	d, err := g.Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(3)
	moved := 0
	for seed := uint64(1); seed <= 20; seed++ {
		s := d.Deal(nil, seed).(*State)
		for step := 0; step < 60 && !s.IsTerminal(); step++ {
			acts := s.LegalActions(nil)
			if len(acts) == 0 {
				t.Fatalf("seed %d: P%d is to move in the passing phase and has no choice to make", seed, s.CurrentPlayer()+1)
			}
			if err := s.Apply(acts[rng.Intn(len(acts))]); err != nil {
				t.Fatal(err)
			}
			if s.IsTerminal() {
				break
			}
			x := s.Determinize(s.CurrentPlayer(), &rng).(*State)
			if err := x.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			box := len(x.zones) - 1
			for k, inst := range x.where {
				if int(inst) == box {
					continue
				}
				if q := x.playerOf(int(inst)); q != int(g.cardOwner[k]) {
					t.Fatalf("seed %d: player %d's card %s is in player %d's zone", seed, g.cardOwner[k]+1, g.faces[g.cardFace[k]].name, q+1)
				}
				if x.where[k] != s.where[k] {
					moved++
				}
			}
		}
	}
	if moved == 0 {
		t.Error("no determinization moved a hidden card")
	}
}

// TestHiddenVariables: Color Shed's bluffed (seen by its owner) is not in
// another player's observation — two states that differ in it alone look
// the same — and a determinization sets it by its guess, so that it agrees
// with the hand the player believes the Wild Draw Four's player holds; its
// owner keeps the true value. The card drawn this turn (a card variable)
// names the card now in its place, the top of the drawer's hand.
func TestHiddenVariables(t *testing.T) {
	g := playedGame(t, "color-shed")
	d, err := g.Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	bluffed, before, drawn := g.pvarIndex("bluffed"), g.varIndex("before"), g.varIndex("drawn")
	pv := func(s *State, q int) *int64 { return &s.vars[len(g.vars)+q*len(g.pvars)+bluffed] }
	heldColor := func(s *State, q int) bool {
		for _, k := range s.zones[s.zb[g.hand]+q] {
			if g.faces[g.cardFace[k]].color == s.vars[before] {
				return true
			}
		}
		return false
	}
	rng := engine.NewRand(5)
	challenges, draws, differ := 0, 0, 0
	for seed := uint64(1); seed <= 300 && (challenges < 20 || draws < 20); seed++ {
		s := d.Deal(nil, seed).(*State)
		for step := 0; step < 400 && !s.IsTerminal(); step++ {
			p := s.CurrentPlayer()
			switch g.phases[s.phase] {
			case "challenge":
				challenges++
				last := int(s.vars[g.varIndex("last")])
				flip := s.clone()
				*pv(flip, last) = 1 - *pv(s, last)
				if !reflect.DeepEqual(s.Observe(p), flip.Observe(p)) {
					t.Fatalf("seed %d: P%d's observation shows whether P%d bluffed", seed, p+1, last+1)
				}
				if reflect.DeepEqual(s.Observe(last), flip.Observe(last)) {
					t.Fatalf("seed %d: P%d's own bluff is hidden from P%d", seed, last+1, last+1)
				}
				for range 4 {
					x := s.Determinize(p, &rng).(*State)
					if got, want := *pv(x, last) != 0, heldColor(x, last); got != want {
						t.Fatalf("seed %d: a determinization for P%d says P%d bluffed %v, holding a card of the color %v", seed, p+1, last+1, got, want)
					}
					if got, want := *pv(x, last) != 0, *pv(s, last) != 0; got != want {
						differ++
					}
					if !reflect.DeepEqual(x.Observe(p), s.Observe(p)) {
						t.Fatalf("seed %d: a determinization for P%d is not what P%d sees", seed, p+1, p+1)
					}
				}
				if y := s.Determinize(last, &rng).(*State); *pv(y, last) != *pv(s, last) {
					t.Fatalf("seed %d: P%d's determinization changed P%d's own bluff", seed, last+1, last+1)
				}
			case "drawn":
				draws++
				other := (p + 1) % s.n
				x := s.Determinize(other, &rng).(*State)
				k := x.vars[drawn]
				if hand := x.zones[x.zb[g.hand]+p]; k < 0 || len(hand) == 0 || int64(hand[len(hand)-1]) != k {
					t.Fatalf("seed %d: the card drawn is not the top of P%d's hand in P%d's determinization", seed, p+1, other+1)
				}
			}
			acts := s.LegalActions(nil)
			if len(acts) == 0 {
				t.Fatalf("seed %d: P%d is to move in the passing phase and has no choice to make", seed, s.CurrentPlayer()+1)
			}
			if err := s.Apply(acts[rng.Intn(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d challenges, %d draws, %d guesses unlike the truth", challenges, draws, differ)
	if challenges < 20 || draws < 20 || differ == 0 {
		t.Fatalf("%d challenges, %d draws, %d guesses unlike the truth: too few to tell", challenges, draws, differ)
	}
}

// playedGame is loadGame loaded once for the package's tests that only
// deal and play it (States never change their Game): loading Windia War's
// rules again was most of a short test's CPU. A test that compiles into
// its Game (a compiler of its own on it), changes it or reads what its
// first deal makes loads its own with loadGame. The game is shared made
// ready by a first deal (Dealer: its flat programs and sets of anys), so
// that every test plays it as the product does, a state made with
// newState as one dealt, whichever test deals first.
func playedGame(t testing.TB, name string) *Game {
	t.Helper()
	v, _ := playedGames.LoadOrStore(name, &sharedRules{})
	s := v.(*sharedRules)
	s.once.Do(func() {
		if s.g, s.err = Load(gameCatalog(t, name)); s.err == nil {
			_, s.err = s.g.Dealer(engine.DealOptions{})
		}
	})
	if s.err != nil {
		t.Fatal(s.err)
	}
	return s.g
}

// PlayedGame is playedGame for the package's external tests (package
// ruleset_test), which deal and play the shared games too.
func PlayedGame(t testing.TB, name string) *Game {
	t.Helper()
	return playedGame(t, name)
}

// sharedRules is a game's rules, loaded once.
type sharedRules struct {
	once sync.Once
	g    *Game
	err  error
}

// playedGames are the shared games by name.
var playedGames sync.Map

// loadGame loads the rules of the game folder games/name.
func loadGame(t testing.TB, name string) *Game {
	t.Helper()
	g, err := Load(gameCatalog(t, name))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// twinDealers loads game name twice and dealers for both: the first by
// load (playedGame for a test that leaves it as it is, loadGame for one
// that changes it), the second a load of its own changed by strip, so
// that a test can play both from one seed and compare what the change
// does.
func twinDealers(t testing.TB, name string, load func(testing.TB, string) *Game, strip func(*Game)) (g, plain *Game, d, pd engine.Dealer) {
	t.Helper()
	g, plain = load(t, name), loadGame(t, name)
	strip(plain)
	var err error
	if d, err = g.Dealer(engine.DealOptions{}); err != nil {
		t.Fatal(err)
	}
	if pd, err = plain.Dealer(engine.DealOptions{}); err != nil {
		t.Fatal(err)
	}
	return g, plain, d, pd
}

// TestPassedCardsUnseen: while Hearts' players choose the cards they pass
// (a simultaneous phase), the chooser's observation is the same whatever
// another player has put aside, and that player's own is not; nobody holds
// a passed card before every player has chosen.
func TestPassedCardsUnseen(t *testing.T) {
	g := playedGame(t, "hearts")
	d, err := g.Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	passing := g.zoneIndex("passing")
	rng := engine.NewRand(9)
	compared := 0
	for seed := uint64(1); seed <= 20; seed++ {
		s := d.Deal(nil, seed).(*State)
		for g.phases[s.phase] == "pass" {
			p := s.CurrentPlayer()
			for q := range s.n {
				aside, hand := s.zb[passing]+q, s.zb[g.hand]+q
				if q == p || len(s.zones[aside]) == 0 {
					continue
				}
				if got := len(s.zones[s.zb[g.hand]+p]) + len(s.zones[s.zb[passing]+p]); got != 13 {
					t.Fatalf("seed %d: P%d holds %d cards with those put aside before everybody has chosen", seed, p+1, got)
				}
				other := s.clone()
				a, h := other.zones[aside], other.zones[hand]
				if len(h) == 0 {
					t.Fatalf("seed %d: P%d has put aside every card of their hand while passing", seed, q+1)
				}
				a[0], h[0] = h[0], a[0]
				other.where[a[0]], other.where[h[0]] = int16(aside), int16(hand)
				if !reflect.DeepEqual(s.Observe(p), other.Observe(p)) {
					t.Fatalf("seed %d: P%d sees which cards P%d put aside", seed, p+1, q+1)
				}
				if reflect.DeepEqual(s.Observe(q), other.Observe(q)) {
					t.Fatalf("seed %d: P%d does not see their own cards put aside", seed, q+1)
				}
				compared++
			}
			acts := s.LegalActions(nil)
			if len(acts) == 0 {
				t.Fatalf("seed %d: P%d is to move in the passing phase and has no choice to make", seed, s.CurrentPlayer()+1)
			}
			if err := s.Apply(acts[rng.Intn(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if compared < 100 {
		t.Fatalf("%d observations compared: too few to tell", compared)
	}
}
