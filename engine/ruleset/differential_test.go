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
	"cardpress/engine/ruleset"
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
	actions, games := 0, 0
	// The sample decks, then pairs of random legal decks (33 cards and a
	// summon zone of 0 to 5 of the 45-card set each), a quarter each.
	for round := range 4 {
		dir := "../../games/world-end"
		if round > 0 {
			dir = randomDecks(t, &rng)
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
		for seed := uint64(1); actions < total*(round+1)/4; seed++ {
			games++
			n, err := differ(dd, gd, seed, &rng)
			actions += n
			if err != nil {
				t.Fatalf("decks %d, seed %d, after %d actions of the game (%d in all): %v", round, seed, n, actions, err)
			}
		}
	}
	t.Logf("%d random actions in %d games of 4 pairs of decks: the data description and the Go engine agree after every one", actions, games)
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
// played and the first disagreement.
func differ(dd, gd engine.Dealer, seed uint64, rng *engine.Rand) (int, error) {
	ds := dd.Deal(nil, seed).(*ruleset.State)
	gs := gd.Deal(nil, seed).(*worldend.State)
	// The data game's deal leaves its start to the player drawn; the Go
	// engine's dealer has started it.
	start := ds.LegalActions(nil)
	if len(start) != 1 {
		return 0, fmt.Errorf("the deal offers %d actions, not the start", len(start))
	}
	if err := ds.Apply(start[0]); err != nil {
		return 0, err
	}
	var dbuf, gbuf []engine.Action
	last := "the start"
	for n := 0; ; n++ {
		if err := same(ds, gs); err != nil {
			return n, fmt.Errorf("after %s: %v", last, err)
		}
		if gs.IsTerminal() {
			return n, nil
		}
		dbuf, gbuf = ds.LegalActions(dbuf[:0]), gs.LegalActions(gbuf[:0])
		dk, gk := keys(dbuf, func(a engine.Action) string { return dataKey(ds, a) }), keys(gbuf, func(a engine.Action) string { return goKey(gs, a) })
		if !slices.Equal(sorted(dk), sorted(gk)) {
			return n, fmt.Errorf("legal actions differ:\n data %v\n go   %v", sorted(dk), sorted(gk))
		}
		i := rng.Intn(len(gbuf))
		j := slices.Index(dk, gk[i])
		if err := gs.Apply(gbuf[i]); err != nil {
			return n, fmt.Errorf("go: %s: %v", gk[i], err)
		}
		if err := ds.Apply(dbuf[j]); err != nil {
			return n, fmt.Errorf("data: %s: %v", dk[j], err)
		}
		last = fmt.Sprintf("%s (data %s)", gk[i], ds.ActionString(dbuf[j]))
		if os.Getenv("DIFF_TRACE") != "" {
			fmt.Println(n, last, "|", ds)
		}
	}
}

func keys(list []engine.Action, key func(engine.Action) string) []string {
	out := make([]string, len(list))
	for i, a := range list {
		out[i] = key(a)
	}
	return out
}

func sorted(l []string) []string { return slices.Sorted(slices.Values(l)) }

// An action as both engines name it: "play CARD at CARD paying A+B".
func key(kind, card, aim string, paid []string) string {
	slices.Sort(paid)
	return fmt.Sprintf("%s %s at %s paying %s", kind, card, aim, strings.Join(paid, "+"))
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
			what = "-"
		}
		return key("attack", with, what, nil)
	case "play", "summon", "keep", "release":
		card, aim, paid := extras(rest)
		return key(kind, card, aim, paid)
	}
	return text
}

// extras reads "CARD (A, B, at C)" as both engines write a card with what
// is paid and aimed at ("paying A", "take C" in one or the other).
func extras(text string) (card, aim string, paid []string) {
	card, extra, _ := strings.Cut(text, " (")
	aim = "-"
	for _, x := range strings.Split(strings.TrimSuffix(extra, ")"), ", ") {
		switch {
		case x == "":
		case strings.HasPrefix(x, "at "), strings.HasPrefix(x, "take "):
			_, aim, _ = strings.Cut(x, " ")
		default:
			paid = append(paid, strings.TrimPrefix(x, "paying "))
		}
	}
	return card, aim, paid
}

// dataKind is the Go engine's kind of each data action.
var dataKind = map[string]string{
	"character": "play", "character_on": "play", "five_hand": "play", "aimed_magic": "play", "recall": "play", "answer": "play",
	"summon_character": "summon", "summon_character_on": "summon", "summon_answer": "summon",
	"summon_five_hand": "summon", "summon_aimed_magic": "summon", "summon_recall": "summon",
	"attack_player": "attack", "attack_character": "attack", "end_turn": "pass", "keep": "keep", "release": "release",
}

// answersTheAttack are the support cards the Go engine aims at the
// character attacked without naming it.
var answersTheAttack = []string{"守りの応援", "反撃の声援"}

// dataKey reads the data engine's ActionString: "character X (paying A,
// at C)", "draw 2", "pass".
func dataKey(s *ruleset.State, a engine.Action) string {
	text := s.ActionString(a)
	id, rest, _ := strings.Cut(text, " ")
	kind, ok := dataKind[id]
	switch {
	case !ok:
		return text
	case kind == "pass":
		return kind
	}
	card, aim, paid := extras(rest)
	if slices.Contains(answersTheAttack, card) {
		aim = "-"
	}
	return key(kind, card, aim, paid)
}

// phases are the data description's names of the Go engine's phases.
var phases = map[worldend.Phase]string{worldend.PhaseSetup: "setup", worldend.PhaseDraw: "draw", worldend.PhaseMain: "main", worldend.PhaseBattle: "battle", worldend.PhaseSupport: "support", worldend.PhaseEnd: "end"}

// same compares the two games.
func same(ds *ruleset.State, gs *worldend.State) error {
	if ds.IsTerminal() != gs.IsTerminal() {
		return fmt.Errorf("over: data %v, go %v", ds.IsTerminal(), gs.IsTerminal())
	}
	if gs.IsTerminal() {
		// Both stop at the loss; what a processing cut short leaves is not
		// compared.
		if ds.WinningPlayer() != 1-gs.Loser {
			return fmt.Errorf("winner: data %d, go %d", ds.WinningPlayer(), 1-gs.Loser)
		}
		return nil
	}
	name := func(piece int) string { return gs.Pieces[piece].Card.Name }
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
	first := ds.Var("first", 0) >= 0
	var waiting []string
	for p := range 2 {
		pl := &gs.P[p]
		for _, z := range []struct {
			zone string
			go_  []string
			top  bool // the Go engine lists it top first
		}{{"deck", names(pl.Deck), true}, {"hand", names(pl.Hand), false}, {"trash", names(pl.Trash), false}, {"extra", names(pl.Extra), true}, {"summon", names(pl.SummonZone), false}, {"removed", names(pl.Removed), false}} {
			d := ds.Cards(z.zone, p)
			if !z.top {
				slices.Reverse(d)
			}
			if err := check(fmt.Sprintf("P%d %s", p+1, z.zone), d, z.go_); err != nil {
				return err
			}
		}
		var gf []string
		for _, sl := range pl.Field {
			gf = append(gf, fmt.Sprintf("%s %v %v %d %d %d", name(sl.Piece), sl.Exhausted, sl.Held, sl.Damage, sl.Power, sl.Life))
		}
		fieldNames := ds.Cards("field", p)
		vars := ds.CardVars("field", p, "exhausted", "held", "damage", "power_up", "life_up", "waiting")
		var df []string
		for i := len(fieldNames) - 1; i >= 0; i-- {
			v := vars[i]
			df = append(df, fmt.Sprintf("%s %v %v %d %d %d", fieldNames[i], v[0] != 0, v[1] != 0, v[2], v[3], v[4]))
			if v[5] != 0 {
				waiting = append(waiting, fieldNames[i])
			}
		}
		if err := check(fmt.Sprintf("P%d field", p+1), df, gf); err != nil {
			return err
		}
		if err := check(fmt.Sprintf("P%d refreshes", p+1), ds.Var("refreshes", p), pl.Refreshes); err != nil {
			return err
		}
	}
	for _, c := range []struct {
		what string
		d, g any
	}{
		{"turn", ds.Var("turn", 0), gs.Turn},
		{"player to move", ds.CurrentPlayer(), gs.CurrentPlayer()},
		{"phase", ds.Phase(), phases[gs.Phase]},
		{"first turn", first, gs.First},
		{"attacks", ds.Var("attacks", 0), gs.Attacks},
		{"upkeep waiting", sorted(waiting), sorted(names(gs.Upkeep))},
	} {
		if err := check(c.what, c.d, c.g); err != nil {
			return err
		}
	}
	return nil
}
