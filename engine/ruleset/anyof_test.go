package ruleset

import (
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// TestAnyOfAgrees compiles any(zone, it == c && …) both as the look-up of
// c (anyof.go) and, written !(it != c) so that it is not recognised, as
// the walk over the zone, and asks both of every card of Windia War's
// deck in the states of random rounds: they must agree, true and false
// both met. Three rounds a pair, ten with CARDPRESS_LONG (as CI's long
// runs do): every pair met both answers in its first round already.
func TestAnyOfAgrees(t *testing.T) {
	t.Parallel()
	rounds := uint64(3)
	if enginetest.Long() {
		rounds = 10
	}
	g := loadGame(t, "windia-war")
	pairs := [][2]string{
		{"any(hand, it == card && it.number >= 0)", "any(hand, !(it != card) && it.number >= 0)"},
		{"any(discard, card == it)", "any(discard, !(card != it))"},
		{"any(hand, it.number > 2 && it == card && any(hand, it != outer && it.number == outer.number))",
			"any(hand, it.number > 2 && !(it != card) && any(hand, it != outer && it.number == outer.number))"},
		{"any(tableau[*], it == card && !it.fresh)", "any(tableau[*], !(it != card) && !it.fresh)"},
		{"any(hand, it != card && any(hand, it == card && it.number == outer.number))",
			"any(hand, it != card && any(hand, !(it != card) && it.number == outer.number))"},
	}
	rng := engine.NewRand(5)
	for _, pair := range pairs {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		fast := cp.expression("when", pair[0], tBool, env{card: true})
		slow := cp.expression("when", pair[1], tBool, env{card: true})
		if fast == nil || slow == nil {
			t.Fatalf("%s: %v", pair[0], cp.errs)
		}
		counts := [2]int{}
		var buf []engine.Action
		for seed := uint64(1); seed <= rounds; seed++ {
			s := g.newState(4, seed)
			s.deal(true)
			for steps := 0; !s.over && steps < 300; steps++ {
				x := &ctx{s: s, card: -1, it: -1, outer: -1, actor: int(s.player)}
				for k := range g.cardFace {
					x.card = k
					f, w := fast(x), slow(x)
					if f != w {
						t.Fatalf("%s on card %d (seed %d, step %d): %d, the walk over the zone says %d", pair[0], k, seed, steps, f, w)
					}
					counts[f]++
				}
				if buf = s.LegalActions(buf[:0]); len(buf) == 0 {
					break
				}
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if counts[0] == 0 || counts[1] == 0 {
			t.Errorf("%s: false %d times, true %d times: a weak case", pair[0], counts[0], counts[1])
		}
	}
}

// TestAnyCardSetOnlyForItsZone: any(zone, it == card && …) is read as a
// set of the card's faces only when zone is the one the card is picked
// from. Windia War's follow checks rewritten over another player's hand,
// the player's tableau and the discard pile must give, listed by sets, what each check
// gives card by card (agreeSets) along random rounds: read as sets of the
// hand's faces they said true. The rounds of seeds 1 to 30 with
// CARDPRESS_LONG (as CI's long run does); without it those of the four
// of them that together run every statement of the module the 30 run
// (go test -coverpkg, each seed alone): about a seventh of the play.
func TestAnyCardSetOnlyForItsZone(t *testing.T) {
	t.Parallel()
	for _, other := range []string{"hand[next(1)]", "tableau", "discard"} {
		var edits [][2]string
		for _, check := range []string{"any(hand, it == card && follows_ctx)", "any(hand, it == card && can_follow_it)"} {
			edits = append(edits, [2]string{check, strings.Replace(check, "hand", other, 1)})
		}
		d := editedDealer(t, "windia-war", edits)
		var buf []engine.Action
		for _, seed := range longSeeds(30, 2, 6, 19, 21) {
			s := d.Deal(nil, seed).(*State)
			rng := engine.NewRand(seed)
			for steps := 0; !s.over && steps < 300; steps++ {
				agreeSets(t, s)
				if t.Failed() {
					t.Fatalf("%s: seed %d step %d", other, seed, steps)
				}
				if buf = s.LegalActions(buf[:0]); len(buf) == 0 {
					break
				}
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					t.Fatalf("%s: seed %d step %d: %v", other, seed, steps, err)
				}
			}
		}
	}
}
