package ruleset_test

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/worldend"
	"cardpress/internal/gametest"
)

// TestWorldEndDifferential plays random actions on World End's data
// description and on its Go engine side by side, from the same seeds: after
// every action both offer the same legal actions and show the same game
// (every zone in order, the characters' states, the turn, phase, refreshes
// and upkeep, the winner). CARDPRESS_DIFF_ACTIONS sets how many actions
// (CI plays 5,000; the full run 1,000,000).
func TestWorldEndDifferential(t *testing.T) {
	total := 5_000
	if v := os.Getenv("CARDPRESS_DIFF_ACTIONS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("CARDPRESS_DIFF_ACTIONS=%q: a whole number", v)
		}
		total = n
	}
	rng := engine.NewRand(11)
	actions, games := playRounds(t, &rng, 4, total, nil)
	t.Logf("%d random actions in %d games of 4 pairs of decks: the data description and the Go engine agree after every one", actions, games)
}

// TestWriteWorldEndGolden writes the golden trace (see TestWorldEndGolden)
// from the Go engine, checking the data description against it on the
// way: CARDPRESS_GOLDEN_WRITE=1 go test -run WriteWorldEndGolden.
func TestWriteWorldEndGolden(t *testing.T) {
	if os.Getenv("CARDPRESS_GOLDEN_WRITE") == "" {
		t.Skip("CARDPRESS_GOLDEN_WRITE=1 writes " + goldenFile)
	}
	var trace strings.Builder
	trace.WriteString(goldenHead)
	rng := engine.NewRand(23)
	actions, games := playRounds(t, &rng, 3, 3_600, &trace)
	if err := os.WriteFile(goldenFile, []byte(trace.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d actions in %d games, %d bytes", goldenFile, actions, games, trace.Len())
}

const goldenHead = `# World End's Go engine (engine/worldend) as an oracle, kept as data after
# it was deleted: random games played on it and on the data description
# (rules/game.toml) side by side, both agreeing, written by
# TestWriteWorldEndGolden and replayed on the data description alone by
# TestWorldEndGolden.
#
# "decks" starts a pair of decks (the deck files follow); "game seed N"
# deals seed N and gives the legal actions of the start; then each line is
# an action the Go engine took (chosen at random), a digest of the game it
# showed after it (engine/ruleset/worldend_test.go weView: every zone in
# order, the characters' exhaustion, hold, damage, power and life, the
# refreshes, turn, player, phase, attacks, upkeep; the winner at the end)
# and the legal actions it offered next: how many, and a digest of their
# sorted names ("over" once the game is won).
`

// playRounds plays random games on both engines until total actions,
// over rounds pairs of decks: the sample decks, then random legal ones.
func playRounds(t *testing.T, rng *engine.Rand, rounds, total int, trace *strings.Builder) (actions, games int) {
	for round := range rounds {
		dir := "../../games/world-end"
		if round > 0 {
			dir = randomDecks(t, rng)
		}
		dd := dataDealer(t, dir)
		c, err := catalog.LoadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		gd, err := worldend.LoadDealer(c, engine.DealOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if trace != nil {
			fmt.Fprintf(trace, "\ndecks %d\n", round+1)
			for _, d := range c.Decks {
				trace.WriteString(deckLine(d) + "\n")
			}
		}
		for seed := uint64(1); actions < total*(round+1)/rounds; seed++ {
			games++
			n, err := differ(dd, gd, seed, rng, trace)
			actions += n
			if err != nil {
				t.Fatalf("decks %d, seed %d, after %d actions of the game (%d in all): %v", round, seed, n, actions, err)
			}
		}
	}
	return actions, games
}

// randomDecks copies World End with two random legal decks in decks/.
func randomDecks(t *testing.T, rng *engine.Rand) string {
	t.Helper()
	dir := gametest.Copy(t, "world-end")
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"sample.toml", "second.toml"} {
		var pool []string
		for _, card := range c.Deck(c.DefaultSet()) {
			pool = append(pool, card.Entry.ID)
		}
		engine.Shuffle(rng, pool)
		summon := rng.Intn(6)
		var b strings.Builder
		fmt.Fprintf(&b, "name = \"random %d\"\n", i+1)
		for _, part := range []struct {
			head  string
			cards []string
		}{{"[cards]", pool[:33]}, {"[parts.summon]", pool[33 : 33+summon]}} {
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

// differ plays one game of seed on both engines, returning the actions
// played and the first disagreement; trace, when set, records each action
// as a golden trace line.
func differ(dd, gd engine.Dealer, seed uint64, rng *engine.Rand, trace *strings.Builder) (int, error) {
	ds := startData(nopTB{}, dd, seed)
	gs := gd.Deal(nil, seed).(*worldend.State)
	var dbuf, gbuf []engine.Action
	last := "the start"
	if trace != nil {
		fmt.Fprintf(trace, "game seed %d", seed)
	}
	for n := 0; ; n++ {
		view := goView(gs)
		if err := sameView(weView(ds), view); err != nil {
			return n, fmt.Errorf("after %s: %v", last, err)
		}
		if trace != nil && n > 0 {
			fmt.Fprintf(trace, " | game %s", digest(view))
		}
		if gs.IsTerminal() {
			if trace != nil {
				trace.WriteString(" | over\n")
			}
			return n, nil
		}
		dbuf, gbuf = ds.LegalActions(dbuf[:0]), gs.LegalActions(gbuf[:0])
		dk, gk := keys(dbuf, func(a engine.Action) string { return weKey(ds, a) }), keys(gbuf, func(a engine.Action) string { return goKey(gs, a) })
		if !slices.Equal(sorted(dk), sorted(gk)) {
			return n, fmt.Errorf("legal actions differ:\n data %v\n go   %v", sorted(dk), sorted(gk))
		}
		i := rng.Intn(len(gbuf))
		j := slices.Index(dk, gk[i])
		if trace != nil {
			fmt.Fprintf(trace, " | %s\n%d %s", legalDigest(gk), n+1, gk[i])
		}
		if err := gs.Apply(gbuf[i]); err != nil {
			return n, fmt.Errorf("go: %s: %v", gk[i], err)
		}
		if err := ds.Apply(dbuf[j]); err != nil {
			return n, fmt.Errorf("data: %s: %v", dk[j], err)
		}
		last = fmt.Sprintf("%s (data %s)", gk[i], ds.ActionString(dbuf[j]))
	}
}

// nopTB lets startData deal outside a test's goroutine checks: a failure
// of the start is a panic here, caught as the test's failure.
type nopTB struct{ testing.TB }

func (nopTB) Helper()                        {}
func (nopTB) Fatalf(format string, a ...any) { panic(fmt.Sprintf(format, a...)) }
func (nopTB) Fatal(a ...any)                 { panic(fmt.Sprint(a...)) }

// sameView names the first line where the two games' views differ.
func sameView(data, goes string) error {
	d, g := strings.Split(data, "\n"), strings.Split(goes, "\n")
	for i := range max(len(d), len(g)) {
		var dl, gl string
		if i < len(d) {
			dl = d[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if dl != gl {
			return fmt.Errorf("data %q, go %q", dl, gl)
		}
	}
	return nil
}

// goKey reads the Go engine's ActionString: "play X (A, B, at C)", "attack
// C with X", "attack the player with X", "draw 2", "pass".
func goKey(s *worldend.State, a engine.Action) string {
	text := s.ActionString(a)
	kind, rest, _ := strings.Cut(text, " ")
	switch kind {
	case "attack":
		what, with, _ := strings.Cut(rest, " with ")
		if what == "the player" {
			what = ""
		}
		return key("attack", with, what, nil)
	case "play", "summon", "keep", "release":
		card, aim, paid := extras(rest)
		return key(kind, card, aim, paid)
	}
	return text
}

// phases are the data description's names of the Go engine's phases.
var phases = map[worldend.Phase]string{worldend.PhaseSetup: "setup", worldend.PhaseDraw: "draw", worldend.PhaseMain: "main", worldend.PhaseBattle: "battle", worldend.PhaseSupport: "support", worldend.PhaseEnd: "end"}

// goView shows the Go engine's game as weView shows the data one's.
func goView(gs *worldend.State) string {
	if gs.IsTerminal() {
		return fmt.Sprintf("winner P%d\n", 1-gs.Loser+1)
	}
	name := func(piece int) string { return gs.Pieces[piece].Card.Name }
	names := func(list []int) string {
		out := make([]string, len(list))
		for i, x := range list {
			out[i] = name(x)
		}
		return strings.Join(out, " ")
	}
	var b strings.Builder
	for p := range 2 {
		pl := &gs.P[p]
		for i, cards := range [][]int{pl.Deck, pl.Hand, pl.Trash, pl.Extra, pl.SummonZone, pl.Removed} {
			fmt.Fprintf(&b, "P%d %s: %s\n", p+1, weZones[i].zone, names(cards))
		}
		fmt.Fprintf(&b, "P%d field:", p+1)
		for _, sl := range pl.Field {
			fmt.Fprintf(&b, " [%s %v %v %d %d %d]", name(sl.Piece), sl.Exhausted, sl.Held, sl.Damage, sl.Power, sl.Life)
		}
		fmt.Fprintf(&b, "\nP%d refreshes: %d\n", p+1, pl.Refreshes)
	}
	waiting := make([]string, len(gs.Upkeep))
	for i, x := range gs.Upkeep {
		waiting[i] = name(x)
	}
	fmt.Fprintf(&b, "turn %d, player P%d, phase %s, first turn %v, attacks %d\nupkeep waiting: %s\n",
		gs.Turn, gs.CurrentPlayer()+1, phases[gs.Phase], gs.First, gs.Attacks, strings.Join(sorted(waiting), " "))
	return b.String()
}
