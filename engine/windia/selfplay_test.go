package windia

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/engine/sim"
)

// simulate runs games rounds of g with invariants on.
func simulate(t *testing.T, g *Game, policy Policy, games int, seed uint64, workers int) (*sim.Tally, error) {
	t.Helper()
	sp := &SelfPlay{Game: g, Policy: policy}
	tally, _, err := sim.Run(sim.Config{Games: games, Seed: seed, Workers: workers},
		func() (sim.Player, error) { return &SelfPlay{Game: g, Policy: policy, Check: true}, nil },
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
				policy := PolicyRandom
				if (players+vi)%4 == 0 {
					policy = PolicyGreedy // a quarter of the configurations
				}
				tally, err := simulate(t, g, policy, per, uint64(players*100+vi), 0)
				if err != nil {
					var v *Violation
					if errors.As(err, &v) {
						var b strings.Builder
						v.WriteLog(&b, 30)
						t.Fatalf("%s, %s rules, %d players, %s: %v\n%s", set, ruleVariants[vi].name, players, policy, err, b.String())
					}
					t.Fatalf("%s, %s rules, %d players: %v", set, ruleVariants[vi].name, players, err)
				}
				if tally.Rounds != int64(per) {
					t.Fatalf("%d rounds tallied, %d played", tally.Rounds, per)
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
	g, err := NewGame(loadDeck(t, "expansion"), DefaultOptions(), 4)
	if err != nil {
		t.Fatal(err)
	}
	g.fault = faultLoseOnReshuffle
	_, err = simulate(t, g, PolicyRandom, 2000, 1, 2)
	var ge *sim.GameError
	var v *Violation
	if !errors.As(err, &ge) || !errors.As(err, &v) {
		t.Fatalf("the broken reshuffle went unnoticed: %v", err)
	}
	if !strings.Contains(err.Error(), "is nowhere") || ge.Seed != engine.GameSeed(1, ge.Game) || v.Seed != ge.Seed {
		t.Fatalf("unexpected report: %v (seed %d, game %d)", err, ge.Seed, ge.Game)
	}
	// Replaying the seed alone gives the same violation after the same actions.
	replay := &SelfPlay{Game: g, Policy: PolicyRandom, Check: true}
	err2 := replay.Play(ge.Game, ge.Seed, replay.NewTally())
	var v2 *Violation
	if !errors.As(err2, &v2) || v2.Error() != v.Error() || len(v2.Log) != len(v.Log) {
		t.Fatalf("replay: %v, want %v", err2, v)
	}
	for i := range v.Log {
		if v.Log[i] != v2.Log[i] {
			t.Fatalf("replay differs at action %d", i+1)
		}
	}

	// The same round with the rule intact keeps every invariant.
	g.fault = faultNone
	if err := replay.Play(ge.Game, ge.Seed, replay.NewTally()); err != nil {
		t.Fatalf("the intact rules fail the replayed round: %v", err)
	}
}

// The figures of a run depend on the seed only, not on the number of
// workers; another seed gives other figures.
func TestSelfPlayIsDeterministic(t *testing.T) {
	g, err := NewGame(loadDeck(t, "expansion"), DefaultOptions(), 4)
	if err != nil {
		t.Fatal(err)
	}
	one, err := simulate(t, g, PolicyRandom, 500, 7, 1)
	if err != nil {
		t.Fatal(err)
	}
	two, err := simulate(t, g, PolicyRandom, 500, 7, 2)
	if err != nil {
		t.Fatal(err)
	}
	other, err := simulate(t, g, PolicyRandom, 500, 8, 2)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(one.Actions.Counts, one.Wins, one.Played, one.Held) != fmt.Sprint(two.Actions.Counts, two.Wins, two.Played, two.Held) {
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
	random, err := simulate(t, g, PolicyRandom, 500, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	greedy, err := simulate(t, g, PolicyGreedy, 500, 3, 0)
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
	sp := &SelfPlay{Game: g, Policy: PolicyRandom, MaxActions: 5}
	err = sp.Play(0, 42, sp.NewTally())
	var v *Violation
	if !errors.As(err, &v) || !strings.Contains(err.Error(), "does not end") || len(v.Log) != 5 || v.Seed != 42 {
		t.Fatalf("got %v", err)
	}
}
