package enginetest

import (
	"errors"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/sim"
)

// SelfPlay plays random whole games of d with the uniformly random
// policy and greedy ones with the greedy policy, the invariants checked
// after every action, and fails the test on any violation, printing the
// game's last actions.
func SelfPlay(t *testing.T, d engine.Dealer, random, greedy int, seed uint64) *sim.Tally {
	t.Helper()
	var total *sim.Tally
	for i, policy := range []sim.Policy{sim.PolicyRandom, sim.PolicyGreedy} {
		n := random
		if i == 1 {
			n = greedy
		}
		if n == 0 {
			continue
		}
		tally, err := run(d, policy, n, seed+uint64(i))
		if err != nil {
			var v *sim.Violation
			if errors.As(err, &v) {
				var b strings.Builder
				v.WriteLog(&b, 30)
				t.Fatalf("%s policy: %v\n%s", policy, err, b.String())
			}
			t.Fatalf("%s policy: %v", policy, err)
		}
		if tally.Games != int64(n) {
			t.Fatalf("%d games tallied, %d played", tally.Games, n)
		}
		if total == nil {
			total = tally
		} else {
			total.Merge(tally)
		}
	}
	return total
}

func run(d engine.Dealer, policy sim.Policy, games int, seed uint64) (*sim.Tally, error) {
	proto := &sim.SelfPlay{Dealer: d, Policy: policy}
	tally, _, err := sim.Run(sim.Config{Games: games, Seed: seed},
		func() (sim.Player, error) { return &sim.SelfPlay{Dealer: d, Policy: policy, Check: true}, nil },
		proto.NewTally)
	return tally, err
}

// BrokenRuleIsCaught proves that self-play catches a rule broken on
// purpose: broken deals games with the fault, intact the same games
// without. The run must fail with an invariant message containing want,
// naming the game and its seed; replaying that seed alone must fail the
// same way after the same actions; and the same game with the rules
// intact must pass.
func BrokenRuleIsCaught(t *testing.T, broken, intact engine.Dealer, games int, want string) {
	t.Helper()
	_, err := run(broken, sim.PolicyRandom, games, 1)
	var ge *sim.GameError
	var v *sim.Violation
	if !errors.As(err, &ge) || !errors.As(err, &v) {
		t.Fatalf("the broken rule went unnoticed in %d games: %v", games, err)
	}
	if !strings.Contains(err.Error(), want) || ge.Seed != engine.GameSeed(1, ge.Game) || v.Seed != ge.Seed {
		t.Fatalf("unexpected report: %v (seed %d, game %d), want %q", err, ge.Seed, ge.Game, want)
	}
	replay := &sim.SelfPlay{Dealer: broken, Policy: sim.PolicyRandom, Check: true}
	err2 := replay.Play(ge.Game, ge.Seed, replay.NewTally())
	var v2 *sim.Violation
	if !errors.As(err2, &v2) || v2.Error() != v.Error() || len(v2.Log) != len(v.Log) {
		t.Fatalf("replay: %v, want %v", err2, v)
	}
	for i := range v.Log {
		if v.Log[i] != v2.Log[i] {
			t.Fatalf("the replay differs at action %d", i+1)
		}
	}
	ok := &sim.SelfPlay{Dealer: intact, Policy: sim.PolicyRandom, Check: true}
	if err := ok.Play(ge.Game, ge.Seed, ok.NewTally()); err != nil {
		t.Fatalf("the intact rules fail the replayed game: %v", err)
	}
}

// WholeGames plays whole games of d from the set-up to the end: quick
// random games (long with CARDPRESS_LONG) and a tenth as many greedy
// ones. Every invariant holds after every action, and every game ends
// with a winner or a draw.
func WholeGames(t *testing.T, d engine.Dealer, quick, long int) *sim.Tally {
	t.Helper()
	n := quick
	if Long() {
		n = long
	}
	tally := SelfPlay(t, d, n, n/10, 1)
	won := tally.Draws
	for _, w := range tally.Wins {
		won += w
	}
	if want := int64(n + n/10); won != want {
		t.Errorf("%d games decided out of %d", won, want)
	}
	return tally
}

// LoadDealer loads the game folder dir and its self-play dealer.
func LoadDealer(t testing.TB, dir string, load engine.DealerLoader) engine.Dealer {
	t.Helper()
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	d, err := load(c, engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// GameTests are the self-play tests every game with a dealer runs: whole
// games keep the invariants (quick random games, long with
// CARDPRESS_LONG, and a tenth as many greedy ones), and
// a rule broken on purpose — deal(true) — is caught with a replayable seed
// in at most 50 games, with a message containing want.
func GameTests(t *testing.T, deal func(fault bool) engine.Dealer, quick, long int, want string) {
	t.Run("whole games keep the invariants", func(t *testing.T) { WholeGames(t, deal(false), quick, long) })
	t.Run("a broken rule is caught with a replayable seed", func(t *testing.T) {
		BrokenRuleIsCaught(t, deal(true), deal(false), 50, want)
	})
}

// BenchmarkGames plays checked whole games of d under policy, one an
// iteration: ns/op is a game.
func BenchmarkGames(b *testing.B, d engine.Dealer, policy sim.Policy) {
	sp := &sim.SelfPlay{Dealer: d, Policy: policy, Check: true}
	t := sp.NewTally()
	for i := 0; b.Loop(); i++ {
		if err := sp.Play(i, engine.GameSeed(1, i), t); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/(t.Actions.Mean()*float64(t.Games)), "ns/action")
}
