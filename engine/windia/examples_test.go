package windia

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/games"
	"cardpress/manual"
)

func defaultCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadFS(games.Default(), games.DefaultPath)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Every example of the manual passes and every card of both sets is used.
func TestManualExamples(t *testing.T) {
	rep, err := enginetest.Check(defaultCatalog(t), Engine)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Results {
		if !r.Passed {
			t.Errorf("%s:%d %s: line %d: %s: expected %q, got %q", r.File, r.Line, r.Title, r.Failure.Line, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
		}
	}
	if rep.Passed < 150 {
		t.Errorf("only %d examples passed", rep.Passed)
	}
	for _, e := range rep.Uncovered {
		t.Errorf("no example uses %s", e.Name)
	}
}

// mutate changes an expectation so that it no longer holds; it reports
// false for expectations it cannot mutate.
func mutate(e *engine.Expectation, players []string) bool {
	other := func(name string) string {
		for _, p := range players {
			if p != name {
				return p
			}
		}
		return name
	}
	switch e.Key {
	case "turn", "goes out":
		if e.Key == "goes out" {
			e.Player = other(e.Player)
		} else {
			e.Value = other(e.Value)
		}
	case "direction":
		if e.Value == "clockwise" {
			e.Value = "counterclockwise"
		} else {
			e.Value = "clockwise"
		}
	case "color":
		if e.Value == "red" {
			e.Value = "blue"
		} else {
			e.Value = "red"
		}
	case "drew", "hand size", "rests", "draw pile", "pending draw":
		e.N++
	case "points", "score":
		e.Numbers[0]++
	case "holds":
		e.Not = !e.Not
	case "play card", "under the discard pile":
		if e.Cards[0].Entry == "almighty" {
			e.Cards[0] = &engine.CardRef{Entry: "wild"}
		} else {
			e.Cards[0] = &engine.CardRef{Entry: "almighty"}
		}
	case "tableau":
		if len(e.Cards) > 0 {
			e.Cards = nil
		} else {
			e.Cards = []*engine.CardRef{{Entry: "clear"}}
		}
	case "no attack":
		e.Key, e.N = "pending draw", 99
	case "round over":
		e.Key = "round continues"
	case "round continues":
		e.Key = "round over"
	case "rejected":
		e.Value = "a reason no rule gives"
	default:
		return false
	}
	return true
}

// Changing any single expectation, the reason of any cannot step, or a can
// step into a cannot step makes the example fail, at the line of what was
// changed.
func TestMutatedExpectationsFail(t *testing.T) {
	c := defaultCatalog(t)
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	blocks := enginetest.ManualExamples(t, c, Engine, games.DefaultPath)
	mutations := enginetest.CheckMutations(t, g, engine.NewVocabulary(c, Engine), blocks, mutate)
	if mutations < 300 {
		t.Errorf("only %d mutations tried", mutations)
	}
}

// The seed's own Wild Number Chain example goes from green 10 to blue 1,
// which neither shares a color nor a number: it contradicts the card's rule
// that the follow-ups follow the normal matching rule. The manual keeps a
// corrected example; the original must fail right there.
func TestSeedWildNumberChainExampleContradictsRules(t *testing.T) {
	c := defaultCatalog(t)
	g, _ := Load(c)
	body := strings.Join([]string{
		"players: Alice, Bob, Carol",
		"play card: blue 3",
		"Alice: Wild Number Chain, red 4, red 6, yellow 6, yellow/green 15, green 7, green 10, blue 1, blue 3, 2 more",
		"Alice plays Wild Number Chain (red), red 4, red 6, yellow 6, yellow/green 15 (green), green 7, green 10, blue 1, blue 3",
		"→ play card: blue 3",
	}, "\n")
	ex, err := engine.ParseExample(c, Engine, "seed-000.md", 1, "Wild Number Chain as in seed 000", body)
	if err != nil {
		t.Fatal(err)
	}
	res := engine.Run(g, ex)
	if res.Passed {
		t.Fatal("the seed's example passes: the engine does not apply the normal matching rule after Wild Number Chain")
	}
	if res.Failure.Line != 5 || !strings.Contains(res.Failure.Got, "blue 1 cannot follow Wild Number Chain") {
		t.Errorf("failed at line %d: %s", res.Failure.Line, res.Failure.Got)
	}
}

// testdata/cards.md holds one or more examples per card effect beyond the
// manual's: edge cases of the rules engine, each a table row.
func TestCardEffects(t *testing.T) {
	c := defaultCatalog(t)
	g, _ := Load(c)
	src, err := os.ReadFile(filepath.Join("testdata", "cards.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := enginetest.Examples(t, c, Engine, manual.Source{Name: "testdata/cards.md", Data: src})
	if len(blocks) < 20 {
		t.Fatalf("only %d card tests", len(blocks))
	}
	for _, b := range blocks {
		t.Run(b.Title, func(t *testing.T) {
			if r := engine.Run(g, b.Example); !r.Passed {
				t.Errorf("%s:%d: step %q: expected %q, got %q", r.File, r.Failure.Line, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
			}
		})
	}
}

// BenchmarkCheckAll measures `cardpress check` on the default game: reading
// and parsing the manual's examples and playing them all.
func BenchmarkCheckAll(b *testing.B) {
	c := defaultCatalog(b)
	for i := 0; i < b.N; i++ {
		g, err := Load(c)
		if err != nil {
			b.Fatal(err)
		}
		rep := engine.Check(c, g, enginetest.ManualExamples(b, c, Engine, games.DefaultPath), engine.Options{})
		if rep.Failed > 0 {
			b.Fatal(rep.Failed)
		}
	}
}

// A hand holding more copies of a card than the set has fails at the copy
// too many, the third "red 5", not at the line's start.
func TestCopyTooManyIsPointedAt(t *testing.T) {
	c := defaultCatalog(t)
	g, _ := Load(c)
	body := "players: Alice, Bob\nAlice: red 5, blue 3, red 5, red 5, 2 more\nAlice plays blue 3"
	ex, err := engine.ParseExample(c, Engine, "m.md", 1, "three red 5", body)
	if err != nil {
		t.Fatal(err)
	}
	res := engine.Run(g, ex)
	if res.Passed || res.Failure.Pos.String() != "m.md:3:30" || !strings.HasSuffix(res.Failure.Got, "setup: no such card left: the expansion set has 2 red 5") {
		t.Fatalf("got %s: %s", res.Failure.Pos, res.Failure.Got)
	}
}
