package ruleset

import (
	"path/filepath"
	"slices"
	"testing"

	"cardpress/engine"
	"cardpress/engine/blackpoker"
	"cardpress/engine/enginetest"
)

// TestKeptSetsAgree plays random rounds of every game described in data
// and reads, in every state, each set of faces of each card action both
// ways: as kept from the states before (setmemo.go) and made anew with
// nothing kept. They must be the same set, and most sets must come from
// what was kept (else the test would prove nothing). Four rounds a game,
// twelve with CARDPRESS_LONG (as CI's long runs do).
func TestKeptSetsAgree(t *testing.T) {
	t.Parallel() // its own loads of the games
	rounds := uint64(4)
	if enginetest.Long() {
		rounds = 12
	}
	dirs, err := filepath.Glob("../../games/*/rules/game.toml")
	if err != nil || len(dirs) < 5 {
		t.Fatalf("games described in data: %v %v", dirs, err)
	}
	kept, asked := 0, 0
	for _, path := range dirs {
		name := filepath.Base(filepath.Dir(filepath.Dir(path)))
		deal := dealFor(t, name)
		rng := engine.NewRand(7)
		var buf []engine.Action
		for seed := uint64(1); seed <= rounds; seed++ {
			s := deal(seed)
			for steps := 0; !s.over && steps < 300; steps++ {
				k, n := agreeKept(t, name, s)
				kept, asked = kept+k, asked+n
				buf = s.LegalActions(buf[:0])
				if len(buf) == 0 {
					break
				}
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d sets read, %d of them kept from an earlier state", asked, kept)
	if asked < 1000 || kept < asked/4 {
		t.Errorf("%d sets read, %d of them kept: too few to tell", asked, kept)
	}
}

// dealFor deals tables of game name for self-play: BlackPoker's from its
// Go engine's deals (its self-play deals from decks the game folder does
// not have).
func dealFor(t *testing.T, name string) func(seed uint64) *State {
	if name == "blackpoker" {
		g := bpGame(t)
		return func(seed uint64) *State { return bpDataTable(g, blackpoker.NewGame(seed, int(seed&1))) }
	}
	d, err := loadGame(t, name).Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return func(seed uint64) *State { return d.Deal(nil, seed).(*State) }
}

// agreeKept reads each set of faces of s's card actions as kept, then
// made anew with nothing kept, and fails when they differ; it returns
// how many sets that a state keeps were read, and how many of them came
// from what was kept (nothing made anew).
func agreeKept(t *testing.T, game string, s *State) (kept, asked int) {
	x := &ctx{s: s, card: -1, it: -1, actor: int(s.player)}
	for _, a := range s.g.actions {
		sets := []setEval{a.whichSet}
		for _, ch := range a.checks {
			sets = append(sets, ch.set, ch.restSet)
		}
		for _, set := range sets {
			if set == nil {
				continue
			}
			before := slices.Clone(s.sets)
			got := set(x)
			hit := slices.Equal(before, s.sets)
			after := s.sets
			s.sets = nil
			want := set(x)
			if got != want {
				t.Fatalf("%s %s in phase %s: the set kept is %x, made anew %x", game, a.id, s.g.phases[s.phase], got, want)
			}
			if len(s.sets) > 0 { // a set a state keeps, not one of the tables only
				asked++
				if hit {
					kept++
				}
			}
			s.sets = after
		}
	}
	return kept, asked
}
