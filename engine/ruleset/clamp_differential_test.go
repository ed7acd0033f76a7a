package ruleset_test

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/clamp"
	"cardpress/engine/ruleset"
	"cardpress/internal/gametest"
)

// clampDir is CLAMP in CARDLAND's game folder.
const clampDir = "../../games/clamp-in-cardland"

// TestClampDifferential plays random actions on CLAMP in CARDLAND's data
// description (games/clamp-in-cardland/rules/game.toml) and on its Go
// engine (engine/clamp) side by side, from the same seeds: after every
// action both offer the same legal actions and show the same game (every
// zone, the characters' and point cards' states, the challenge, the turn
// and its step, the winner). CARDPRESS_DIFF_ACTIONS sets how many actions
// (CI plays 3,000).
func TestClampDifferential(t *testing.T) {
	total := diffActions(t, 3_000)
	rng := engine.NewRand(7)
	actions, games := 0, 0
	played := map[string]int{}
	// The sample deck, then pairs of random legal decks, a quarter each.
	for round := range 4 {
		dir := clampDir
		if round > 0 {
			dir = randomClampDecks(t, &rng)
		}
		dd := dataDealer(t, dir)
		c, err := catalog.LoadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		gd, err := clamp.LoadDealer(c, engine.DealOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); actions < total*(round+1)/4; seed++ {
			games++
			n, err := clampDiffer(dd, gd, seed, &rng, played)
			actions += n
			if err != nil {
				t.Fatalf("decks %d, seed %d, after %d actions of the game (%d in all): %v", round, seed, n, actions, err)
			}
		}
	}
	t.Logf("%d random actions in %d games of 4 pairs of decks: the data description and the Go engine agree after every one", actions, games)
	t.Logf("actions played by kind: %v", played)
}

// randomClampDecks copies CLAMP in CARDLAND with two random legal decks
// in decks/: 40 of the 45 character and event cards, and 5 stories whose
// points add up to 10 (1, 2, 2, 2 and one of the stories of 3).
func randomClampDecks(t *testing.T, rng *engine.Rand) string {
	t.Helper()
	dir := gametest.Copy(t, "clamp-in-cardland")
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var pool, threes, rest []string
	for _, e := range c.Cards {
		switch {
		case e.Kind != "story":
			for range 3 {
				pool = append(pool, e.ID)
			}
		case e.Points == 3:
			threes = append(threes, e.ID)
		case e.Points < 3:
			rest = append(rest, e.ID)
		}
	}
	for i, name := range []string{"sample.toml", "second.toml"} {
		engine.Shuffle(rng, pool)
		stories := append(slices.Clone(rest), threes[rng.Intn(len(threes))])
		var b strings.Builder
		fmt.Fprintf(&b, "name = \"random %d\"\n", i+1)
		for _, part := range []struct {
			head  string
			cards []string
		}{{"[cards]", pool[:40]}, {"[parts.story]", stories}} {
			b.WriteString(part.head + "\n")
			count := map[string]int{}
			for _, id := range part.cards {
				count[id]++
			}
			for _, id := range slices.Sorted(maps.Keys(count)) {
				fmt.Fprintf(&b, "%s = %d\n", id, count[id])
			}
		}
		if err := os.WriteFile(filepath.Join(dir, "decks", name), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// clampDiffer plays one game of seed on both engines, returning the
// actions played and the first disagreement.
func clampDiffer(dd, gd engine.Dealer, seed uint64, rng *engine.Rand, played map[string]int) (int, error) {
	ds := dd.Deal(nil, seed).(*ruleset.State)
	gs := gd.Deal(nil, seed).(*clamp.State)
	var dbuf, gbuf []engine.Action
	last := "the deal"
	for n := 0; ; n++ {
		if err := clampSame(ds, gs); err != nil {
			return n, fmt.Errorf("after %s: %v", last, err)
		}
		if gs.IsTerminal() {
			return n, nil
		}
		dbuf, gbuf = ds.LegalActions(dbuf[:0]), gs.LegalActions(gbuf[:0])
		dk := keys(dbuf, func(a engine.Action) string { return clampDataKey(ds, a) })
		gk := keys(gbuf, func(a engine.Action) string { return clampGoKey(gs, a) })
		// Both engines offer an effect once for each character it may aim
		// at: two characters of one name, one of each player's, are two
		// actions (the data description's target per_player).
		gu := sorted(gk)
		if !slices.Equal(sorted(dk), gu) {
			return n, fmt.Errorf("legal actions differ:\n data %v\n go   %v", sorted(dk), gu)
		}
		pick := gu[rng.Intn(len(gu))]
		i, j := slices.Index(gk, pick), slices.Index(dk, pick)
		if err := gs.Apply(gbuf[i]); err != nil {
			return n, fmt.Errorf("go: %s: %v", gk[i], err)
		}
		if err := ds.Apply(dbuf[j]); err != nil {
			return n, fmt.Errorf("data: %s: %v", dk[j], err)
		}
		last = fmt.Sprintf("%s (data %s)", gk[i], ds.ActionString(dbuf[j]))
		kind, _, _ := strings.Cut(ds.ActionString(dbuf[j]), " ")
		played[kind]++
		if os.Getenv("DIFF_TRACE") != "" {
			fmt.Println(n, last, "|", ds)
		}
	}
}

// clampGoKey reads the Go engine's ActionString: "send A, B", "play X
// (T of player 2)", "keep the hand".
func clampGoKey(s *clamp.State, a engine.Action) string {
	text := s.ActionString(a)
	kind, rest, _ := strings.Cut(text, " ")
	switch kind {
	case "send", "remove":
		return kind + " " + strings.Join(sorted(strings.Split(rest, ", ")), ", ")
	}
	if id := s.AimedAt(a); id >= 0 {
		return fmt.Sprintf("%s of player %d)", strings.TrimSuffix(text, ")"), s.Owner[id]+1)
	}
	return text
}

// clampSteps are the data description's steps of the Go engine's phases.
var clampSteps = map[clamp.Phase]int64{clamp.Setup: 0, clamp.Start: 1, clamp.Main: 2, clamp.Challenges: 3, clamp.Recovery: 4}

// clampPhases are the data description's phases of a challenge's steps.
var clampPhases = map[clamp.ChallengeStep]string{clamp.Placing: "placing", clamp.Joining: "joining", clamp.Playing: "playing", clamp.Exiting: "exiting"}

// clampSame compares the two games.
func clampSame(ds *ruleset.State, gs *clamp.State) error {
	if ds.IsTerminal() != gs.IsTerminal() {
		return fmt.Errorf("over: data %v, go %v", ds.IsTerminal(), gs.IsTerminal())
	}
	if gs.IsTerminal() {
		if ds.WinningPlayer() != gs.Winner {
			return fmt.Errorf("winner: data %d, go %d", ds.WinningPlayer(), gs.Winner)
		}
		return nil
	}
	name := func(id int) string { return gs.Inst[id].Name() }
	names := func(list []int) []string {
		out := make([]string, len(list))
		for i, x := range list {
			out[i] = name(x)
		}
		return out
	}
	check := func(what string, d, g any) error {
		if fmt.Sprint(d) != fmt.Sprint(g) {
			return fmt.Errorf("%s: data %v, go %v", what, d, g)
		}
		return nil
	}
	c := gs.C
	inChallenge := func(p, id int) bool { return c != nil && slices.Contains(c.Sides[p], id) }
	for p := range 2 {
		pl := &gs.P[p]
		bottomFirst := func(zone string) []string {
			l := ds.Cards(zone, p)
			slices.Reverse(l)
			return l
		}
		var gp, dp, gst, dst, gsto, dsto []string
		for _, pc := range pl.Points {
			gp = append(gp, fmt.Sprintf("%s %v", name(pc.ID), pc.Resting))
		}
		points, pv := bottomFirst("points"), ds.CardVars("points", p, "resting")
		slices.Reverse(pv)
		for i, v := range pv {
			dp = append(dp, fmt.Sprintf("%s %v", points[i], v[0] != 0))
		}
		for _, ch := range pl.Stage {
			in := inChallenge(p, ch.ID)
			var mod clamp.Mod
			if in {
				mod = c.Mod[ch.ID]
			}
			removing := c != nil && (slices.Contains(c.Remove[1-p], ch.ID))
			gst = append(gst, fmt.Sprintf("%s resting=%v in=%v %d/%d used=%v removing=%v", name(ch.ID), ch.Resting, in, mod.Acting, mod.Stamina, slices.Contains(gs.Used, ch.ID), removing))
		}
		stage := ds.Cards("stage", p)
		for i, v := range ds.CardVars("stage", p, "resting", "challenging", "acting_mod", "stamina_mod", "used", "removing") {
			a, st := v[2], v[3]
			if v[1] == 0 {
				a, st = 0, 0
			}
			dst = append(dst, fmt.Sprintf("%s resting=%v in=%v %d/%d used=%v removing=%v", stage[i], v[0] != 0, v[1] != 0, a, st, v[4] != 0, v[5] != 0))
		}
		for _, sc := range pl.Stories {
			gsto = append(gsto, fmt.Sprintf("%s %v %v", name(sc.ID), sc.Completed, slices.Contains(gs.Challenged, sc.ID)))
		}
		stories := bottomFirst("stories")
		vars := ds.CardVars("stories", p, "completed", "challenged")
		slices.Reverse(vars)
		for i, v := range vars {
			dsto = append(dsto, fmt.Sprintf("%s %v %v", stories[i], v[0] != 0, v[1] != 0))
		}
		for _, z := range []struct {
			what string
			d, g any
		}{
			{"deck", ds.Cards("deck", p), names(pl.Deck)},
			{"hand", bottomFirst("hand"), names(pl.Hand)},
			{"points", dp, gp},
			{"stage", sorted(dst), sorted(gst)},
			{"retired", sorted(ds.Cards("retired", p)), sorted(names(pl.Retired))},
			{"played", sorted(ds.Cards("played", p)), sorted(names(pl.Played))},
			{"stories", dsto, gsto},
			{"mulligan decided", ds.Var("decided", p) != 0, pl.Mulliganed},
		} {
			if err := check(fmt.Sprintf("P%d %s", p+1, z.what), z.d, z.g); err != nil {
				return err
			}
		}
		if c != nil && c.Step == clamp.Exiting {
			if err := check(fmt.Sprintf("P%d declared", p+1), ds.Var("declared", p) != 0, c.Declared[p]); err != nil {
				return err
			}
		}
	}
	phase, step := "turn", clampSteps[gs.Phase]
	if gs.Phase == clamp.Setup && (!gs.P[0].Mulliganed || !gs.P[1].Mulliganed) {
		phase = "setup"
	}
	played, opened := false, false
	if c != nil {
		phase, played, opened = clampPhases[c.Step], c.Played, c.Opened
	}
	for _, x := range []struct {
		what string
		d, g any
	}{
		{"active player", ds.Var("turn", 0), gs.Active},
		{"player to move", ds.CurrentPlayer(), gs.CurrentPlayer()},
		{"phase", ds.Phase(), phase},
		{"step", ds.Var("step", 0), step},
		{"first turn", ds.Var("first_turn", 0) != 0, gs.FirstTurn},
		{"drawn", ds.Var("drawn", 0) != 0, gs.TurnDrawn},
		{"point laid", ds.Var("laid", 0) != 0, gs.PointLaid},
		{"challenges", ds.Var("challenges", 0), len(gs.Challenged)},
		{"played", ds.Var("played", 0) != 0, played},
		{"opened", ds.Var("opened", 0) != 0, opened},
	} {
		if err := check(x.what, x.d, x.g); err != nil {
			return err
		}
	}
	return nil
}

// TestWriteClampGolden writes the golden trace TestClampGolden replays
// (CARDPRESS_WRITE_CLAMP_GOLDEN=1): random games on the Go engine and the
// data description side by side, both agreeing after every action, over
// the sample decks and two pairs of random legal decks.
func TestWriteClampGolden(t *testing.T) {
	if os.Getenv("CARDPRESS_WRITE_CLAMP_GOLDEN") == "" {
		t.Skip("set CARDPRESS_WRITE_CLAMP_GOLDEN=1 to write " + clampGoldenFile)
	}
	var b strings.Builder
	b.WriteString(`# CLAMP in CARDLAND's Go engine, deleted, as an oracle kept as data
# after it went: random games played on it and on the data description
# (rules/game.toml) side by side, both agreeing, written by
# TestWriteClampGolden and replayed on the data description alone by
# TestClampGolden.
#
# "decks" starts a pair of decks (the deck files follow); "game seed N"
# deals seed N and gives the legal actions of the deal; then each line is
# an action the Go engine took (chosen at random), a digest of the game it
# showed after it (engine/ruleset/clamp_golden_test.go clampView: every
# zone, the point cards' and characters' states, the stories, the turn,
# its step and the challenge's; the winner at the end) and the legal
# actions it offered next: how many, and a digest of their sorted names
# ("over" once the game is won).
`)
	rng := engine.NewRand(11)
	actions, games := 0, 0
	for round := range 3 {
		dir := clampDir
		if round > 0 {
			dir = randomClampDecks(t, &rng)
		}
		c, err := catalog.LoadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "\ndecks %d\n", round+1)
		for _, dk := range c.Decks {
			b.WriteString(deckLine(dk) + "\n")
		}
		dd := dataDealer(t, dir)
		gd, err := clamp.LoadDealer(c, engine.DealOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); actions < 1_100*(round+1); seed++ {
			n, err := clampTrace(&b, dd, gd, seed, &rng)
			actions, games = actions+n, games+1
			if err != nil {
				t.Fatalf("decks %d, seed %d: %v", round+1, seed, err)
			}
		}
	}
	if err := os.WriteFile(clampGoldenFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d actions in %d games written to %s", actions, games, clampGoldenFile)
}

// clampTrace plays one game of seed on both engines, writing its trace
// lines to b; the engines must agree after every action.
func clampTrace(b *strings.Builder, dd, gd engine.Dealer, seed uint64, rng *engine.Rand) (int, error) {
	ds := dd.Deal(nil, seed).(*ruleset.State)
	gs := gd.Deal(nil, seed).(*clamp.State)
	var dbuf, gbuf []engine.Action
	legal := func() ([]string, error) {
		dbuf, gbuf = ds.LegalActions(dbuf[:0]), gs.LegalActions(gbuf[:0])
		gk := keys(gbuf, func(a engine.Action) string { return clampGoKey(gs, a) })
		if dk := keys(dbuf, func(a engine.Action) string { return clampDataKey(ds, a) }); !slices.Equal(sorted(dk), sorted(gk)) {
			return nil, fmt.Errorf("legal actions differ:\n data %v\n go   %v", sorted(dk), sorted(gk))
		}
		return gk, nil
	}
	gk, err := legal()
	if err != nil {
		return 0, err
	}
	fmt.Fprintf(b, "game seed %d | %s\n", seed, clampLegal(ds, dbuf))
	for n := 1; ; n++ {
		pick := gk[rng.Intn(len(gk))]
		i := slices.Index(gk, pick)
		j := slices.IndexFunc(dbuf, func(a engine.Action) bool { return clampDataKey(ds, a) == pick })
		if err := gs.Apply(gbuf[i]); err != nil {
			return n, fmt.Errorf("go: %s: %v", pick, err)
		}
		if err := ds.Apply(dbuf[j]); err != nil {
			return n, fmt.Errorf("data: %s: %v", pick, err)
		}
		if err := clampSame(ds, gs); err != nil {
			return n, fmt.Errorf("after %s: %v", pick, err)
		}
		if gk, err = legal(); err != nil {
			return n, err
		}
		fmt.Fprintf(b, "%d %s | game %s | %s\n", n, pick, digest(clampView(ds)), clampLegal(ds, dbuf))
		if gs.IsTerminal() {
			return n, nil
		}
	}
}
