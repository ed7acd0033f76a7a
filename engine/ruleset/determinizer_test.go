package ruleset

import (
	"slices"
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// A search deals one determinization per duel into the memory of the
// one before (Determinizer) and copies it into the memory of the copy
// before (CloneInto). Those are Determinize's and Clone's states: the
// same zones, variables and streams, and the same game when played on
// (the legal actions and their texts at every step, the end), though the
// memory was a state's played to its end before — along random games of
// five data games, for the player to move every ten actions, and for a
// face-down card (TestFaceDown's table). One random game a data game,
// four with CARDPRESS_LONG (as CI's long runs do).
func TestDeterminizerDealsAsDeterminize(t *testing.T) {
	games := uint64(1)
	if enginetest.Long() {
		games = 4
	}
	for _, name := range []string{"windia-war", "world-end", "color-shed", "hearts", "clamp-in-cardland"} {
		t.Run(name, func(t *testing.T) {
			d, err := playedGame(t, name).Dealer(engine.DealOptions{})
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRand(7)
			var into, copied engine.State
			checked := 0
			for seed := uint64(1); seed <= games; seed++ {
				s := d.Deal(nil, seed)
				for step := 0; step < 60 && !s.IsTerminal(); step++ {
					if step%10 == 0 {
						into, copied = dealsAsDeterminize(t, s.(*State), s.CurrentPlayer(), into, copied)
						checked++
					}
					acts := s.LegalActions(nil)
					if err := s.Apply(acts[rng.Intn(len(acts))]); err != nil {
						t.Fatal(err)
					}
				}
			}
			if checked < 6 {
				t.Errorf("%d positions checked", checked)
			}
		})
	}
	t.Run("face down", func(t *testing.T) {
		g, err := Compile(pokerCatalog(t), "rules/game.toml", []byte(faceDownRules))
		if err != nil {
			t.Fatal(err)
		}
		a := faceDownTable(t, g, "spade 7")
		into, copied := dealsAsDeterminize(t, a, 1, nil, nil)
		dealsAsDeterminize(t, a, 1, into, copied)
	})
}

// dealsAsDeterminize checks three deals of p's determinizer on s's
// observation into into, and their copies into copied (states played
// on before, or nil); it returns the two, played on.
func dealsAsDeterminize(t *testing.T, s *State, p int, into, copied engine.State) (engine.State, engine.State) {
	t.Helper()
	obs := s.Observe(p).(*State)
	deal := obs.Determinizer(p)
	for k := range uint64(3) {
		r1, r2 := engine.NewRand(k), engine.NewRand(k)
		want := obs.Determinize(p, &r1)
		into = deal(into, &r2)
		if r1 != r2 {
			t.Fatalf("the determinizer drew from its stream otherwise than Determinize")
		}
		copied = into.(*State).CloneInto(copied)
		sameGame(t, want.Clone(), copied, k)
		sameGame(t, want, into, k)
	}
	return into, copied
}

// sameGame checks that a and b are the same state and play on the same
// random game, to its end or 150 actions.
func sameGame(t *testing.T, a, b engine.State, seed uint64) {
	t.Helper()
	r := engine.NewRand(seed)
	for step := 0; ; step++ {
		if sa, sb := snapshot(a.(*State)), snapshot(b.(*State)); !sa.same(sb) {
			t.Fatalf("step %d: states differ:\n%+v\n%+v", step, sa, sb)
		}
		if a.IsTerminal() || step == 150 {
			return
		}
		la, lb := a.LegalActions(nil), b.LegalActions(nil)
		if !slices.Equal(la, lb) {
			t.Fatalf("step %d: legal actions %v and %v", step, la, lb)
		}
		if len(la) == 0 {
			return // a table with nothing to do (the face-down one)
		}
		act := la[r.Intn(len(la))]
		if ta, tb := a.ActionString(act), b.ActionString(act); ta != tb {
			t.Fatalf("step %d: %q and %q", step, ta, tb)
		}
		if ea, eb := a.Apply(act), b.Apply(act); ea != nil || eb != nil {
			t.Fatalf("step %d: %v, %v", step, ea, eb)
		}
	}
}

// stateView is what a game goes on from: zones, variables, stream, turn.
type stateView struct {
	Zones       [][]int16
	Where       []int16
	Vars, Cvars []int64
	Drawn       []int32
	turnView
}

// turnView is the rest of a stateView, the parts == compares.
type turnView struct {
	Player, Phase          int64
	Over, EndRound         bool
	Winner, Rounds, By     int
	OneRound, Listed       bool
	Rng                    engine.Rand
	Pending                int
	DealByStep, Waiting    bool
	Frozen, FrozenVarsNone bool
}

func snapshot(s *State) stateView {
	return stateView{Zones: s.zones, Where: s.where, Vars: s.vars, Cvars: s.cvars, Drawn: s.drawn,
		turnView: turnView{Player: s.player, Phase: s.phase, Over: s.over, EndRound: s.endRound, Winner: s.winner,
			Rounds: s.rounds, By: s.by, OneRound: s.oneRound, Listed: s.listed.on, Rng: s.rng,
			Pending: len(s.pending), DealByStep: s.dealByStep, Waiting: s.waiting,
			Frozen: s.frozen == nil, FrozenVarsNone: s.frozenVars == nil}}
}

// same reports whether v and w are equal, field by field: as
// reflect.DeepEqual, which was 70% of sameGame's CPU, but for a nil
// slice against an empty one, which no state tells apart.
func (v stateView) same(w stateView) bool {
	return slices.EqualFunc(v.Zones, w.Zones, slices.Equal) && slices.Equal(v.Where, w.Where) &&
		slices.Equal(v.Vars, w.Vars) && slices.Equal(v.Cvars, w.Cvars) && slices.Equal(v.Drawn, w.Drawn) &&
		v.turnView == w.turnView
}
