package windia

import (
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/games"
)

func loadDeck(t testing.TB, set string) *Deck {
	t.Helper()
	c, err := catalog.LoadFS(games.Default(), games.DefaultPath)
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDeck(c, set)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// conserved checks that every card of the deck is in exactly one place.
func conserved(t *testing.T, s *State) {
	t.Helper()
	seen := make([]int, len(s.g.Deck.Cards))
	for _, c := range s.draw {
		seen[c]++
	}
	for _, c := range s.disc {
		seen[c]++
	}
	for p := 0; p < s.g.Players; p++ {
		for _, c := range s.hands[p] {
			seen[c]++
		}
		for i := uint8(0); i < s.ntab[p]; i++ {
			seen[s.tab[p][i].card]++
		}
	}
	if s.phase == PhaseDeclare {
		seen[s.play.last]++ // Almighty waits for its declaration
	}
	if s.atk.on && s.restAttack() {
		seen[s.atk.restCard]++
	}
	for c, n := range seen {
		if n != 1 {
			t.Fatalf("card %s is in %d places (phase %s)", s.g.Deck.Name(c), n, s.phase)
		}
	}
}

// Random legal play must always reach the end of a round, every legal action
// must apply, and no card may be lost or duplicated, under every optional
// rule choice.
func TestRandomRounds(t *testing.T) {
	deck := loadDeck(t, "expansion")
	variants := []func(*Options){
		func(*Options) {},
		func(o *Options) { o.Optional = [9]byte{0, 'B', 'B', 'B', 'B', 'B', 'B', 'B', 'B'} },
		func(o *Options) { o.Optional = [9]byte{0, 'A', 'A', 'C', 'C', 'C', 'C', 'D', 'A'} },
		func(o *Options) { o.Optional = [9]byte{0, 'A', 'A', 'A', 'A', 'A', 'A', 'C', 'A'} },
		func(o *Options) {
			o.Optional[7] = 'A'
			o.Pennant = true
			o.Scoring = [6]bool{false, true, true, true, false, true}
		},
	}
	var buf []Action
	for vi, v := range variants {
		o := DefaultOptions()
		v(&o)
		for players := 2; players <= 8; players++ {
			g, err := NewGame(deck, o, players)
			if err != nil {
				t.Fatal(err)
			}
			for seed := uint64(0); seed < 40; seed++ {
				s := g.NewRound(Setup{Seed: seed})
				r := engine.NewRand(seed + 99)
				steps := 0
				for !s.IsTerminal() {
					buf = s.LegalActions(buf[:0])
					if len(buf) == 0 {
						t.Fatalf("variant %d, %d players, seed %d: no legal action in phase %s", vi, players, seed, s.phase)
					}
					a := buf[r.Intn(len(buf))]
					if err := s.Apply(a); err != nil {
						t.Fatalf("variant %d, %d players, seed %d: legal action %s rejected: %v", vi, players, seed, deck.Describe(a, nil), err)
					}
					conserved(t, s)
					if steps++; steps > 20000 {
						t.Fatalf("variant %d, %d players, seed %d: round does not end", vi, players, seed)
					}
				}
			}
		}
	}
}
