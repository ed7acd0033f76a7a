package ruleset_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/ruleset"
	"cardpress/engine/windia"
)

// windiaCatalog is Windia War's catalog.
func windiaCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadDir("../../games/windia-war")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestWindiaDifferential plays random actions on Windia War's data
// description and on its Go engine side by side, from the same seeds, over
// 2 to 8 players: after every action both offer the same legal actions and
// show the same round (the hands, the draw pile and the discard pile in
// order, the play color, the direction, the player to move and the phase,
// the attack waiting, the rests; at the end the winner, the points and the
// scores). CARDPRESS_DIFF_ACTIONS sets how many actions at least (CI plays 5,000):
// each player count gets a seventh of them, so a round longer than what
// is left of its count's share stops there (every action it played is
// compared) and every count plays. Every fourth round plays the official
// options, the others random optional rules and scoring.
func TestWindiaDifferential(t *testing.T) {
	share := max((diffActions(t, 5_000)+6)/7, 1) // every count its seventh, rounded up: at least the actions asked for
	c := windiaCatalog(t)
	src, err := os.ReadFile("../../games/windia-war/" + ruleset.File)
	if err != nil {
		t.Fatal(err)
	}
	deck, err := windia.NewDeck(c, c.DefaultSet())
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(24)
	var played windiaPlayed
	compiled := map[string]*ruleset.Game{}
	for players := 2; players <= 8; players++ {
		actions := 0
		for seed := uint64(1); actions < share; seed++ {
			// The official choices first and every fourth round after.
			o := windia.DefaultOptions()
			official := played.rounds%4 == 0
			if !official {
				o = windiaRandomOptions(&rng)
			}
			text := windiaOptionsText(string(src), o)
			// The Go engine reads its options from the same description.
			if read, err := windia.ParseOptions(ruleset.File, []byte(text)); err != nil || read != o {
				t.Fatalf("the Go engine reads options %+v from the description (%v), want %+v", read, err, o)
			}
			dg, ok := compiled[text]
			if !ok {
				dg, err = ruleset.Compile(c, ruleset.File, []byte(text))
				if err != nil {
					t.Fatal(err)
				}
				compiled[text] = dg
			}
			dd, err := dg.Dealer(engine.DealOptions{Players: players})
			if err != nil {
				t.Fatal(err)
			}
			gg, err := windia.NewGame(deck, o, players)
			if err != nil {
				t.Fatal(err)
			}
			n, end, err := windiaDiffer(dd, gg, seed, &rng, share-actions, &played.declared, nil)
			actions += n
			played.add(players, n, end, official)
			if err != nil {
				t.Fatalf("%d players, seed %d, options %v %v pennant %v, after %d actions of the round (%d in all): %v", players, seed, string(o.Optional[1:]), o.Scoring, o.Pennant, n, played.actions, err)
			}
		}
	}
	t.Logf("the data description and the Go engine agree after every one of %s", &played)
	if played.actions >= 100_000 && played.emptied == 0 {
		t.Errorf("no round's draw pile ran out: optional rule 5 B and C went unplayed")
	}
	if played.actions >= 5_000 && played.declared == 0 {
		t.Errorf("no Almighty was declared: the card played as another went unplayed")
	}
}

// TestWriteWindiaGolden writes the golden trace (CARDPRESS_WRITE_GOLDEN=1):
// a whole round for each count of 2 to 8 players, with the official
// options for 4 players and random ones for the others, played at random
// on the Go engine and checked against the data description after every
// action.
func TestWriteWindiaGolden(t *testing.T) {
	if os.Getenv("CARDPRESS_WRITE_GOLDEN") == "" {
		t.Skip("CARDPRESS_WRITE_GOLDEN=1 writes " + windiaGoldenFile)
	}
	c := windiaCatalog(t)
	src, err := os.ReadFile("../../games/windia-war/" + ruleset.File)
	if err != nil {
		t.Fatal(err)
	}
	deck, err := windia.NewDeck(c, c.DefaultSet())
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString(windiaGoldenHeader)
	rng := engine.NewRand(2024)
	actions, rounds, declared := 0, 0, 0
	for players := 2; players <= 8; players++ {
		{
			o := windia.DefaultOptions()
			if players != 4 {
				o = windiaRandomOptions(&rng)
			}
			vars := windiaOptionVars(o)
			dg, err := ruleset.Compile(c, ruleset.File, []byte(windiaVarsText(string(src), vars)))
			if err != nil {
				t.Fatal(err)
			}
			dd, err := dg.Dealer(engine.DealOptions{Players: players})
			if err != nil {
				t.Fatal(err)
			}
			gg, err := windia.NewGame(deck, o, players)
			if err != nil {
				t.Fatal(err)
			}
			seed := uint64(100 * players)
			fmt.Fprintf(&b, "\nround players %d seed %d vars %s", players, seed, windiaVarsLine(vars))
			n, end, err := windiaDiffer(dd, gg, seed, &rng, 1<<30, &declared, &b)
			if err != nil || !end.over {
				t.Fatalf("%d players, seed %d: %v (over %v)", players, seed, err, end.over)
			}
			actions += n
			rounds++
		}
	}
	if err := os.WriteFile(windiaGoldenFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d actions in %d rounds (%d Almighty declarations) to %s", actions, rounds, declared, windiaGoldenFile)
}

// windiaGoldenHeader says what the golden trace is.
const windiaGoldenHeader = `# Windia War's Go engine (engine/windia) as an oracle kept as data:
# random rounds played on it and on the data description
# (games/windia-war/rules/game.toml) side by side, both agreeing after
# every action, written by TestWriteWindiaGolden
# (CARDPRESS_WRITE_GOLDEN=1) and replayed on the data description alone
# by TestWindiaGolden.
#
# "round players N seed S vars …" deals seed S to N players with the
# option variables starting at those values, and gives the legal actions
# of the deal; then each line is an action the Go engine took (chosen at
# random, named as it names them), a digest of the round after it
# (engine/ruleset/windia_golden_test.go windiaView: the piles, hands and
# tableaus in order, the phase, the player to move, the play color, the
# direction, the attack and the rests; the winner, points and scores at
# the end) and the legal actions next: how many distinct ones, and a
# digest of their sorted names ("over" once the round is over).
`

// windiaPlayed tallies what the differential test played, for its log.
type windiaPlayed struct {
	actions, rounds, over, official int
	emptied                         int // rounds ended by an empty draw pile (optional rule 5 B, C)
	declared                        int // declarations of a card played as another (Almighty)
	counts                          []windiaCount
}

// windiaCount is what one player count played.
type windiaCount struct {
	players, actions, rounds, over, official int
}

// add counts a round of n actions with players, played to its end
// (end.over, by an empty draw pile: end.emptied) or stopped at the
// budget, with the official options or random ones.
func (w *windiaPlayed) add(players, n int, end windiaEnd, official bool) {
	over := end.over
	if end.emptied {
		w.emptied++
	}
	if len(w.counts) == 0 || w.counts[len(w.counts)-1].players != players {
		w.counts = append(w.counts, windiaCount{players: players})
	}
	c := &w.counts[len(w.counts)-1]
	w.actions, c.actions = w.actions+n, c.actions+n
	w.rounds, c.rounds = w.rounds+1, c.rounds+1
	if over {
		w.over, c.over = w.over+1, c.over+1
	}
	if official {
		w.official, c.official = w.official+1, c.official+1
	}
}

// String says what was played: the actions and rounds, how many ended and
// how many had the official options, in all and for each player count.
func (w *windiaPlayed) String() string {
	var counts []string
	for _, c := range w.counts {
		counts = append(counts, fmt.Sprintf("%d players %d actions in %d rounds (%d ended, %d official)", c.players, c.actions, c.rounds, c.over, c.official))
	}
	return fmt.Sprintf("%d random actions in %d rounds, %d played to the end (%d by an empty draw pile, optional rule 5 B or C) and %d stopped at the budget, %d with the official options and %d with random optional rules and scoring, %d Almighty declarations; %s",
		w.actions, w.rounds, w.over, w.emptied, w.rounds-w.over, w.official, w.rounds-w.official, w.declared, strings.Join(counts, "; "))
}

// windiaRandomOptions are random optional rules and scoring options the
// rulebook allows together.
func windiaRandomOptions(rng *engine.Rand) windia.Options {
	o := windia.DefaultOptions()
	for i, letters := range []string{1: "AB", 2: "AB", 3: "ABC", 4: "ABC", 5: "ABC", 6: "ABC", 7: "ABCD", 8: "AB"} {
		if letters != "" {
			o.Optional[i] = letters[rng.Intn(len(letters))]
		}
	}
	switch {
	case o.Optional[7] == 'C':
		o.Optional[6] = 'A'
	case o.Optional[7] == 'D':
		o.Optional[6] = 'C'
	}
	for i := 3; i <= 5; i++ {
		o.Scoring[i] = rng.Intn(2) == 1
	}
	o.Pennant = rng.Intn(2) == 1
	if o.Pennant {
		o.Scoring[4] = false
	}
	o.Limit = 100 + 100*rng.Intn(5)
	return o
}

// windiaOptionsText is the description with the options' variables
// starting at o's choices.
func windiaOptionsText(src string, o windia.Options) string {
	return windiaVarsText(src, windiaOptionVars(o))
}

// windiaOptionVars are the start values of the description's option
// variables that choose o.
func windiaOptionVars(o windia.Options) map[string]int {
	vars := map[string]int{}
	for i, name := range []string{1: "shot_target_self", 2: "same_number_together", 3: "pass_on", 4: "finishing_cards", 5: "empty_draw_pile", 6: "going_out_with_attack", 7: "defend_out", 8: "protect_reach"} {
		if name != "" {
			vars[name] = int(o.Optional[i] - 'A')
		}
	}
	for i, name := range []string{3: "out_without_reach", 4: "round_number", 5: "exact_zero"} {
		if name != "" {
			vars[name] = b2i(o.Scoring[i])
		}
	}
	vars["pennant"] = b2i(o.Pennant)
	vars["limit"] = o.Limit
	return vars
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// windiaSeed is the seed of the data engine's generator that deals what
// the Go engine deals from seed (engine/windia seeds its generator so).
func windiaSeed(seed uint64) uint64 { return seed*0x9E3779B97F4A7C15 + 1 }

// windiaEnd is how a round of the differential test ended: over, and by
// an empty draw pile (emptied).
type windiaEnd struct{ over, emptied bool }

// windiaDiffer plays one round of seed on both engines, at most limit
// actions, returning the actions played, how the round ended and the
// first disagreement.
// With a trace, it writes the round's lines of the golden trace there
// (TestWriteWindiaGolden): trace holds the round's header line so far.
func windiaDiffer(dd engine.Dealer, gg *windia.Game, seed uint64, rng *engine.Rand, limit int, declared *int, trace *strings.Builder) (int, windiaEnd, error) {
	ds := dd.Deal(nil, windiaSeed(seed)).(*ruleset.State)
	gs := gg.NewRound(windia.Setup{Seed: seed, Dealer: gg.Players - 1})
	var dbuf, gbuf []engine.Action
	last := "the deal"
	for n := 0; ; n++ {
		if err := windiaSame(ds, gs); err != nil {
			if os.Getenv("DIFF_DUMP") != "" {
				windiaDump(ds)
			}
			return n, windiaEnd{}, fmt.Errorf("after %s: %v", last, err)
		}
		if trace != nil && gs.IsTerminal() {
			fmt.Fprint(trace, " | over\n")
		}
		if gs.IsTerminal() || n == limit {
			return n, windiaEnd{over: gs.IsTerminal(), emptied: gs.IsTerminal() && ds.Var("ended", 0) == 4}, nil
		}
		dbuf, gbuf = ds.LegalActions(dbuf[:0]), gs.LegalActions(gbuf[:0])
		dk := keys(dbuf, func(a engine.Action) string { return windiaDataKey(ds, a) })
		gk := keys(gbuf, gs.ActionString)
		if u, v := slices.Compact(sorted(dk)), slices.Compact(sorted(gk)); !slices.Equal(u, v) {
			return n, windiaEnd{}, fmt.Errorf("legal actions differ:\n data %v\n go   %v", u, v)
		}
		if trace != nil {
			fmt.Fprintf(trace, " | %s\n", windiaLegalDigest(ds, dbuf))
		}
		// Of copies of a card, both play the first in the hand.
		k := gk[rng.Intn(len(gk))]
		i, j := slices.Index(gk, k), slices.Index(dk, k)
		if err := gs.Apply(gbuf[i]); err != nil {
			return n, windiaEnd{}, fmt.Errorf("go: %s: %v", k, err)
		}
		if err := ds.Apply(dbuf[j]); err != nil {
			return n, windiaEnd{}, fmt.Errorf("data: %s: %v", k, err)
		}
		last = k
		if strings.HasPrefix(k, "as ") {
			*declared++
		}
		if trace != nil {
			fmt.Fprintf(trace, "%d %s | round %s", n+1, k, digest(windiaView(ds)))
		}
		if os.Getenv("DIFF_TRACE") != "" {
			fmt.Println(n, last)
		}
	}
}

// windiaActions are the Go engine's words for the data description's
// actions, where they differ.
var windiaActions = map[string]string{
	"play_under": "play", "pass_on": "play", "protect": "play", "play_as": "play", "defend_as": "play", "declare": "as",
	"draw_release": "draw", "end_play": "end the play", "redraw": "redraw 5", "keep": "keep the hand", "take": "take the attack",
	"reach": "declare reach", "no_reach": "do not declare reach", "point_out": "point out the forgotten reach",
}

// windiaDataKey is the data engine's action as the Go engine writes it.
func windiaDataKey(s *ruleset.State, a engine.Action) string {
	text := s.ActionString(a)
	id, rest, _ := strings.Cut(text, " ")
	if w, ok := windiaActions[id]; ok {
		id = w
	}
	return strings.TrimSpace(id + " " + windiaName(rest))
}

// windiaName is a card's name as the Go engine writes it: the colors of a
// two-color card "red/green", not the catalog's variant key "red-green".
func windiaName(name string) string {
	colors, rest, ok := strings.Cut(name, " ")
	if !ok || !strings.Contains(colors, "-") {
		return name
	}
	return strings.ReplaceAll(colors, "-", "/") + " " + rest
}

func windiaNames(list []string) []string {
	for i, n := range list {
		list[i] = windiaName(n)
	}
	return list
}

// windiaPhases are the description's names of the Go engine's phases.
var windiaPhases = map[windia.Phase]string{
	windia.PhaseTurn: "turn", windia.PhaseAfterDraw: "drawn", windia.PhaseRelease: "release", windia.PhasePlay: "follow", windia.PhaseColor: "color", windia.PhaseTurnOption: "turn_option",
	windia.PhaseTarget: "target", windia.PhaseRedraw: "redraw", windia.PhasePick: "pick", windia.PhaseDefend: "defend", windia.PhaseReach: "reach", windia.PhaseDeclare: "declare", windia.PhaseOver: "over",
}

// windiaSame compares the two rounds.
func windiaSame(ds *ruleset.State, gs *windia.State) error {
	d := gs.Game().Deck
	names := func(list []uint8) []string {
		out := make([]string, len(list))
		for i, c := range list {
			out[i] = d.Name(int(c))
		}
		return out
	}
	topFirst := func(list []uint8) []string {
		out := names(list)
		slices.Reverse(out)
		return out
	}
	type pair struct {
		what string
		d, g any
	}
	checks := []pair{
		{"over", ds.IsTerminal(), gs.IsTerminal()},
		{"draw pile", windiaNames(ds.Cards("draw_pile", 0)), topFirst(gs.DrawPile())},
		{"discard pile", windiaNames(ds.Cards("discard", 0)), topFirst(gs.DiscardPile())},
		{"phase", ds.Phase(), windiaPhases[gs.Phase()]},
	}
	for p := range gs.Players() {
		checks = append(checks,
			pair{fmt.Sprintf("P%d hand", p+1), windiaNames(ds.Cards("hand", p)), topFirst(gs.HandCards(p))},
			pair{fmt.Sprintf("P%d tableau", p+1), windiaNames(ds.Cards("tableau", p)), topFirst(gs.Tableau(p))})
	}
	if gs.IsTerminal() {
		w, _ := gs.Winner()
		checks = append(checks, pair{"winner", ds.WinningPlayer(), w})
		for p := range gs.Players() {
			checks = append(checks,
				pair{fmt.Sprintf("P%d points", p+1), ds.Var("points", p), gs.Points()[p]},
				pair{fmt.Sprintf("P%d score", p+1), ds.Var("score", p), gs.Scores()[p]})
		}
	} else {
		_, _, colors := gs.PlayCard()
		var dc []string
		for _, v := range []string{"color", "color2"} {
			if i := ds.Var(v, 0); i >= 0 {
				dc = append(dc, d.Colors[i].ID)
			}
		}
		if ds.Var("every_color", 0) != 0 {
			for _, col := range d.Colors {
				dc = append(dc, col.ID)
			}
		}
		gc := strings.Split(d.ColorName(colors), "/")
		if colors == 0 {
			gc = nil
		}
		victim, pending, _, on := gs.Attack()
		dv, dp := int(ds.Var("victim", 0)), int(ds.Var("pending", 0))
		if !on {
			victim, pending, dv, dp = -1, 0, -1, 0
		}
		checks = append(checks,
			pair{"player to move", ds.CurrentPlayer(), gs.CurrentPlayer()},
			pair{"color", dc, gc},
			pair{"direction", ds.Var("direction", 0), gs.Direction()},
			pair{"attack", ds.Var("attacking", 0) != 0, on},
			pair{"victim", dv, victim},
			pair{"pending draw", dp, pending})
		for p := range gs.Players() {
			checks = append(checks, pair{fmt.Sprintf("P%d rest", p+1), ds.Var("rest", p), gs.Rest(p)})
		}
	}
	for _, c := range checks {
		if fmt.Sprint(c.d) != fmt.Sprint(c.g) {
			return fmt.Errorf("%s: data %v, go %v", c.what, c.d, c.g)
		}
	}
	return nil
}

// windiaDump prints the data round's variables and zones (DIFF_DUMP=1),
// to find what a disagreement comes from.
func windiaDump(ds *ruleset.State) {
	for _, v := range []string{"round_winner", "attacking", "victim", "pending", "upcoming", "forgot", "by_choice", "owed"} {
		fmt.Println(v, ds.Var(v, 0))
	}
	for p := range ds.Players() {
		fmt.Println("P", p+1, ds.Cards("hand", p), ds.Cards("tableau", p), "rest", ds.Var("rest", p), "lose", ds.Var("lose", p), "reached", ds.Var("reached", p))
	}
	fmt.Println(ds.Phase(), ds.CurrentPlayer())
}
