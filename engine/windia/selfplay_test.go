package windia

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/sim"
	"cardpress/games"
)

// dealer deals rounds (or matches) of g for the generic self-play.
func dealer(t testing.TB, g *Game, match bool) *Dealer {
	t.Helper()
	c, err := catalog.LoadFS(games.Default(), games.DefaultPath)
	if err != nil {
		t.Fatal(err)
	}
	return NewDealer(g, c.Cards, g.Deck.Set, match)
}

// simulate runs games rounds (or matches) of g with invariants on.
func simulate(t *testing.T, g *Game, policy sim.Policy, games int, seed uint64, workers int) (*sim.Tally, error) {
	t.Helper()
	return simulateGames(t, dealer(t, g, false), policy, games, seed, workers)
}

func simulateGames(t *testing.T, d engine.Dealer, policy sim.Policy, games int, seed uint64, workers int) (*sim.Tally, error) {
	t.Helper()
	sp := &sim.SelfPlay{Dealer: d, Policy: policy}
	tally, _, err := sim.Run(sim.Config{Games: games, Seed: seed, Workers: workers},
		func() (sim.Player, error) { return &sim.SelfPlay{Dealer: d, Policy: policy, Check: true}, nil },
		sp.NewTally)
	return tally, err
}

// At least 100,000 random rounds (with CARDPRESS_LONG; 2,000 otherwise)
// over every player count, both sets and every optional rule letter keep
// every invariant.
func TestSelfPlayKeepsInvariants(t *testing.T) {
	total := 100_000
	if !enginetest.Long() {
		total = 2_000
	}
	sets := []string{"basic", "expansion"}
	configs := len(sets) * len(ruleVariants) * (MaxPlayers - 1)
	per := (total + configs - 1) / configs
	rounds := 0
	for _, set := range sets {
		deck := loadDeck(t, set)
		for vi, v := range ruleVariants {
			o := DefaultOptions()
			v.set(&o)
			for players := 2; players <= MaxPlayers; players++ {
				g, err := NewGame(deck, o, players)
				if err != nil {
					t.Fatal(err)
				}
				policy := sim.PolicyRandom
				if (players+vi)%4 == 0 {
					policy = sim.PolicyGreedy // a quarter of the configurations
				}
				tally, err := simulate(t, g, policy, per, uint64(players*100+vi), 0)
				if err != nil {
					var v *sim.Violation
					if errors.As(err, &v) {
						var b strings.Builder
						v.WriteLog(&b, 30)
						t.Fatalf("%s, %s rules, %d players, %s: %v\n%s", set, ruleVariants[vi].name, players, policy, err, b.String())
					}
					t.Fatalf("%s, %s rules, %d players: %v", set, ruleVariants[vi].name, players, err)
				}
				if tally.Games != int64(per) {
					t.Fatalf("%d rounds tallied, %d played", tally.Games, per)
				}
				rounds += per
			}
		}
	}
	if rounds < total {
		t.Fatalf("only %d rounds", rounds)
	}
	t.Logf("%d rounds in %d configurations", rounds, configs)
}

// A deliberately broken rule — the reshuffle leaves a dead card out of the
// new draw pile — is caught by the invariants, with the game's seed; the
// seed replays the same round to the same violation, and the same round
// with the rule intact passes.
func TestBrokenRuleIsCaughtWithReplayableSeed(t *testing.T) {
	deal := func(f fault) *Dealer {
		g, err := NewGame(loadDeck(t, "expansion"), DefaultOptions(), 4)
		if err != nil {
			t.Fatal(err)
		}
		g.fault = f
		return dealer(t, g, false)
	}
	enginetest.BrokenRuleIsCaught(t, deal(faultLoseOnReshuffle), deal(faultNone), 2000, "is nowhere")
}

// The figures of a run depend on the seed only, not on the number of
// workers; another seed gives other figures.
func TestSelfPlayIsDeterministic(t *testing.T) {
	g, err := NewGame(loadDeck(t, "expansion"), DefaultOptions(), 4)
	if err != nil {
		t.Fatal(err)
	}
	one, err := simulate(t, g, sim.PolicyRandom, 500, 7, 1)
	if err != nil {
		t.Fatal(err)
	}
	two, err := simulate(t, g, sim.PolicyRandom, 500, 7, 2)
	if err != nil {
		t.Fatal(err)
	}
	other, err := simulate(t, g, sim.PolicyRandom, 500, 8, 2)
	if err != nil {
		t.Fatal(err)
	}
	if figures(one) != figures(two) {
		t.Error("1 and 2 workers give different figures for the same seed")
	}
	if fmt.Sprint(one.Actions.Counts) == fmt.Sprint(other.Actions.Counts) {
		t.Error("seeds 7 and 8 give the same round lengths")
	}
}

// Greedy players play rather than draw: their rounds are much shorter than
// random players', and every round still ends with a winner.
func TestGreedyPolicyPlaysToWin(t *testing.T) {
	g, err := NewGame(loadDeck(t, "expansion"), DefaultOptions(), 4)
	if err != nil {
		t.Fatal(err)
	}
	random, err := simulate(t, g, sim.PolicyRandom, 500, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	greedy, err := simulate(t, g, sim.PolicyGreedy, 500, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	if greedy.Actions.Mean()*2 > random.Actions.Mean() {
		t.Errorf("greedy rounds last %.0f actions, random %.0f", greedy.Actions.Mean(), random.Actions.Mean())
	}
	wins := int64(0)
	for _, w := range greedy.Wins {
		wins += w
	}
	if wins != 500 {
		t.Errorf("%d winners in 500 rounds", wins)
	}
}

// A round that outlasts the cap is reported as a round that does not end.
func TestRoundCapIsReported(t *testing.T) {
	g, err := NewGame(loadDeck(t, "basic"), DefaultOptions(), 3)
	if err != nil {
		t.Fatal(err)
	}
	sp := &sim.SelfPlay{Dealer: dealer(t, g, false), Policy: sim.PolicyRandom, MaxActions: 5}
	err = sp.Play(0, 42, sp.NewTally())
	var v *sim.Violation
	if !errors.As(err, &v) || !strings.Contains(err.Error(), "does not end") || len(v.Log) != 5 || v.Seed != 42 {
		t.Fatalf("got %v", err)
	}
}

// 20,000 random matches (with CARDPRESS_LONG; 200 otherwise),
// under the limit rule and the pennant rule, 2 to 8 players: every round
// keeps its invariants, every round starts with the scores the round
// before ended with, and every match ends — under the limit rule with a
// player below 0, under the pennant rule after its rounds.
func TestMatchesEnd(t *testing.T) {
	total := 20_000
	if !enginetest.Long() {
		total = 200
	}
	deck := loadDeck(t, "expansion")
	configs := 2 * (MaxPlayers - 1)
	per := (total + configs - 1) / configs
	for _, pennant := range []bool{false, true} {
		for players := 2; players <= MaxPlayers; players++ {
			o := DefaultOptions()
			o.Pennant = pennant
			g, err := NewGame(deck, o, players)
			if err != nil {
				t.Fatal(err)
			}
			d := dealer(t, g, true)
			tally, err := simulateGames(t, d, sim.PolicyRandom, per, uint64(players), 0)
			if err != nil {
				var v *sim.Violation
				if errors.As(err, &v) {
					var b strings.Builder
					v.WriteLog(&b, 20)
					t.Fatalf("pennant %v, %d players: %v\n%s", pennant, players, err, b.String())
				}
				t.Fatal(err)
			}
			if tally.Games != int64(per) {
				t.Fatalf("%d matches tallied, %d played", tally.Games, per)
			}
			rounds := tally.Measures[0]
			if rounds.Name != "rounds" || pennant && (rounds.Max() != o.Rounds || rounds.Percentile(1) != o.Rounds) || !pennant && rounds.Mean() < 2 {
				t.Errorf("pennant %v, %d players: rounds per match mean %.1f, max %d", pennant, players, rounds.Mean(), rounds.Max())
			}
		}
	}
}

// Under the limit rule a match ends after the round that takes a player
// below 0; the player who went out deals the next round, so the player
// after them starts it (basic rule 9).
func TestMatchDealerRotation(t *testing.T) {
	g, err := NewGame(loadDeck(t, "expansion"), DefaultOptions(), 3)
	if err != nil {
		t.Fatal(err)
	}
	m := g.NewMatch(nil, 11)
	var r engine.Rand
	var buf []Action
	rounds := 0
	for !m.IsTerminal() {
		buf = m.LegalActions(buf[:0])
		before := m.rounds
		if err := m.Apply(buf[r.Intn(len(buf))]); err != nil {
			t.Fatal(err)
		}
		if m.rounds != before && !m.IsTerminal() {
			rounds++
			if m.State.turns != 1 || m.dealer < 0 {
				t.Fatalf("round %d: not a fresh round", m.rounds+1)
			}
			if first := (m.dealer + 1) % 3; int(m.State.turn) != first && m.State.phase == PhaseTurn {
				t.Errorf("round %d dealt by P%d starts with P%d", m.rounds+1, m.dealer+1, m.State.turn+1)
			}
		}
	}
	below := false
	for _, v := range m.State.Scores() {
		below = below || v < 0
	}
	if !below || rounds < 1 {
		t.Errorf("the match ended after %d rounds with scores %v", m.rounds, m.State.Scores())
	}
	if ret := m.Returns(); len(ret) != 3 {
		t.Errorf("returns %v", ret)
	}
}

// figures writes a tally's figures (histograms by their values, not their
// capacity) for comparisons.
func figures(t *sim.Tally) string {
	h := func(h *sim.Histogram) string {
		return fmt.Sprint(h.N(), h.Mean(), h.Percentile(10), h.Percentile(50), h.Percentile(90), h.Max())
	}
	out := fmt.Sprint(t.Games, h(&t.Actions), t.Wins, t.Draws, t.Played, t.PlayedWon, t.Opening, t.OpeningWon)
	for i := range t.Measures {
		out += " " + t.Measures[i].Name + " " + h(&t.Measures[i].Histogram)
	}
	return out
}
