package ruleset

import (
	"slices"
	"testing"

	"cardpress/engine"
	"cardpress/engine/blackpoker"
	"cardpress/engine/enginetest"
)

// TestFoldedChecksAgree plays random games of every data game and lists
// each state three ways: with the checks of the phase alone folded into
// which's set (foldListed), with them asked card by card as before
// (listFaces = whichByPhase, listAsk = ask), and folded but with every
// action of the phase asked in turn (listAll), not only those the hand's
// faces pick (toList). The three lists must be the same, and some check
// must be folded in the games that have one.
func TestFoldedChecksAgree(t *testing.T) {
	t.Parallel()
	for _, name := range dataGames {
		foldedChecksAgree(t, name, dealFor(t, name, loadGame)) // its listings change
	}
}

// TestFoldedChecksAgreeOnGates holds the zone gates (listgate.go) to the
// listing that asks every action in turn on a check no game of games/
// writes: all() over the player's field, true when the field is empty.
func TestFoldedChecksAgreeOnGates(t *testing.T) {
	t.Parallel()
	g, d := editedGame(t, "skirmish", [][2]string{{"[actions.end]", `[actions.rest]
verb = "ends"
require = [{ when = "all(field, it.exhausted)", reason = "exhausted" }]
do = ["phase = 'end'"]

[actions.end]`}}, nil)
	gates := 0
	for ph := range g.listings {
		gates += len(g.listings[ph].gates)
	}
	if gates == 0 {
		t.Fatal("skirmish with rest: no gate made")
	}
	foldedChecksAgree(t, "skirmish with rest", func(seed uint64) *State { return d.Deal(nil, seed).(*State) })
}

// foldedChecksAgree plays random games dealt by deal (agreeActions
// actions) and lists every state three ways: with the folded checks (and
// the gates, the hand's faces), without the folding, and with every
// action of the phase asked in turn; the three must agree.
func foldedChecksAgree(t *testing.T, name string, deal func(seed uint64) *State) {
	t.Helper()
	s := deal(1)
	g := s.g
	folded := 0
	faces, asks := make([][]faceSet, len(g.actions)), make([][][]int, len(g.actions))
	for i := range g.actions {
		a := &g.actions[i]
		faces[i], asks[i] = a.listFaces, a.listAsk
		for ph := range a.ask {
			folded += len(a.ask[ph]) - len(a.listAsk[ph])
		}
	}
	// unfold lists g's actions without the folding, fold with it:
	// each with its listings, made once (makeListings at every step
	// was two thirds of the test).
	for i := range g.actions {
		g.actions[i].listFaces, g.actions[i].listAsk = g.actions[i].whichByPhase, g.actions[i].ask
	}
	g.makeListings()
	unfoldedListings := g.listings
	for i := range g.actions {
		g.actions[i].listFaces, g.actions[i].listAsk = faces[i], asks[i]
	}
	g.makeListings()
	foldedListings := g.listings
	unfold := func() {
		for i := range g.actions {
			g.actions[i].listFaces, g.actions[i].listAsk = g.actions[i].whichByPhase, g.actions[i].ask
		}
		g.listings = unfoldedListings
	}
	fold := func() {
		for i := range g.actions {
			g.actions[i].listFaces, g.actions[i].listAsk = faces[i], asks[i]
		}
		g.listings = foldedListings
	}
	// inTurn lists every action of the phase in turn (listAll), not
	// those the hand's faces pick (toList); inTurn(false) undoes it.
	masked := make([]bool, len(g.listings))
	for ph := range g.listings {
		masked[ph] = g.listings[ph].masked
	}
	inTurn := func(on bool) {
		for ph := range g.listings {
			g.listings[ph].masked = masked[ph] && !on
		}
	}
	played := 0
	var buf, pbuf, tbuf []engine.Action
	for seed, n := uint64(1), agreeActions(); seed <= 300 && played < n; seed++ {
		s := deal(seed)
		rng := engine.NewRand(seed)
		for steps := 0; !s.over && steps < 600; steps++ {
			unfold()
			pbuf = s.LegalActions(pbuf[:0])
			fold()
			inTurn(true)
			tbuf = s.LegalActions(tbuf[:0])
			inTurn(false)
			buf = s.LegalActions(buf[:0])
			if !slices.Equal(buf, pbuf) {
				t.Fatalf("%s seed %d step %d: folded %v, asked %v", name, seed, steps, names(s, buf), names(s, pbuf))
			}
			if !slices.Equal(buf, tbuf) {
				t.Fatalf("%s seed %d step %d: picked by the hand's faces %v, each action in turn %v", name, seed, steps, names(s, buf), names(s, tbuf))
			}
			if len(buf) == 0 {
				break
			}
			if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
				t.Fatalf("%s seed %d step %d: %v", name, seed, steps, err)
			}
			played++
		}
	}
	t.Logf("%s: %d checks folded by phase, %d actions played", name, folded, played)
	if played < 200 {
		t.Errorf("%s: only %d actions played", name, played)
	}
	if name == "windia-war" && folded == 0 {
		t.Errorf("windia-war: no check folded into which's set")
	}
}

// TestListFacesAreFoldedChecks holds each card action's listFaces to
// what they stand for: in every phase, a face is in them exactly when
// which holds for a card of it and so does every check left out of
// listAsk. Windia War's rules refuse most of the faces a folded check
// refuses again by another check, so the listing alone does not tell a
// set folded wrong.
func TestListFacesAreFoldedChecks(t *testing.T) {
	t.Parallel()
	for _, name := range dataGames {
		s := dealFor(t, name, playedGame)(1)
		g := s.g
		asked := 0
		for i := range g.actions {
			a := &g.actions[i]
			if a.listFaces == nil {
				continue
			}
			for ph := range a.ask {
				s.phase = int64(ph)
				first := make(map[int]int) // a card of each face
				for k, f := range g.cardFace {
					if _, ok := first[int(f)]; !ok {
						first[int(f)] = k
					}
				}
				for f, k := range first {
					x := &ctx{s: s, card: k, it: -1, actor: int(s.player)}
					want := a.which(x) != 0
					for _, c := range a.ask[ph] {
						if !slices.Contains(a.listAsk[ph], c) && a.checks[c].cond(x) == 0 {
							want = false
						}
					}
					if got := a.listFaces[ph].has(f); got != want {
						t.Fatalf("%s: %s in phase %s: face %s in listFaces %v, which and the folded checks %v", name, a.id, g.phases[ph], g.faces[f].name, got, want)
					}
					asked++
				}
			}
		}
		t.Logf("%s: %d faces asked", name, asked)
	}
}

// TestSortedValuesLookUp holds the direct look-up of sortedValues (lt,
// le) to the binary search it stands for, on values with gaps, negative
// ones, and a span too wide to look up (which searches).
func TestSortedValuesLookUp(t *testing.T) {
	for _, vals := range [][]int64{{-1, 0, 3, 3, 7, 12}, {5}, {-40, -2, 100}, {0, maxDirect}, {-1 << 62, 0, 1 << 62}} {
		sv := &sortedValues{v: slices.Compact(slices.Sorted(slices.Values(vals)))}
		direct := (&compiler{g: &Game{}}).directOf(sv)
		span := sv.v[len(sv.v)-1] - sv.v[0] // negative when it overflows
		if got, want := direct.lt != nil, span >= 0 && span < maxDirect; got != want {
			t.Fatalf("%v: looked up directly %v, want %v", vals, got, want)
		}
		for _, w := range []int64{-1 << 63, -1 << 62, -41, -40, -3, -2, -1, 0, 1, 2, 3, 4, 6, 7, 8, 12, 13, 99, 100, 101, maxDirect, 1 << 62, 1<<63 - 1} {
			i, found := slices.BinarySearch(sv.v, w)
			if gi, gf := direct.find(w); gi != i || gf != found {
				t.Errorf("%v: find(%d) = %d, %v; the binary search %d, %v", vals, w, gi, gf, i, found)
			}
		}
	}
}

// TestFaceSetsAgreeEveryGame asks, along random games of every data
// game, each card action's which and checks as sets of faces and card by
// card (agreeSets) for every card of the hand: the any of the card's own
// zone read as a set (anyCardSet) among them, which Windia War's follow
// checks and pass_on's are. It plays 1,000 actions of each game, 1,500
// with CARDPRESS_LONG (as CI's long run does): the 1,000 run every
// statement of the module the 1,500 do (go test -coverpkg, the test
// alone; at 750 one is lost).
func TestFaceSetsAgreeEveryGame(t *testing.T) {
	t.Parallel()
	actions := 1000
	if enginetest.Long() {
		actions = 1500
	}
	for _, name := range dataGames {
		deal := dealFor(t, name, playedGame)
		asked, played := 0, 0
		var buf []engine.Action
		for seed := uint64(1); seed <= 300 && played < actions; seed++ {
			s := deal(seed)
			rng := engine.NewRand(seed)
			for steps := 0; !s.over && steps < 600; steps++ {
				asked += agreeSets(t, s)
				if buf = s.LegalActions(buf[:0]); len(buf) == 0 {
					break
				}
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					t.Fatalf("%s seed %d step %d: %v", name, seed, steps, err)
				}
				played++
			}
		}
		t.Logf("%s: %d cards asked along %d actions", name, asked, played)
	}
}

// dealFor deals tables of game name, as load loads it, for self-play:
// BlackPoker's from its Go engine's deals (its self-play deals from decks
// the game folder does not have). load is playedGame for a test that only
// deals and plays, loadGame for one that changes its game.
func dealFor(t *testing.T, name string, load func(testing.TB, string) *Game) func(seed uint64) *State {
	if name == "blackpoker" {
		g := bpGame(t)
		return func(seed uint64) *State { return bpDataTable(g, blackpoker.NewGame(seed, int(seed&1))) }
	}
	d, err := load(t, name).Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return func(seed uint64) *State { return d.Deal(nil, seed).(*State) }
}
