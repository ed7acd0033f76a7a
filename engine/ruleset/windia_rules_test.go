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
)

// TestWindiaFirstPlayCardIsFinishing deals Windia War on its data
// description (seed 001, basic rule 2): seven cards to each player, and
// the first play card turned up is one a hand could go out with (optional
// rule 4 A: a colored card that is neither a tableau card, a card with
// finish = false nor a Wild card; B: a number card); the player after the
// dealer begins. The same deal turning up any card turns up one that is
// not, so the test would see a description that forgot the rule.
func TestWindiaFirstPlayCardIsFinishing(t *testing.T) {
	t.Parallel()
	c := windiaCatalog(t)
	b, err := os.ReadFile("../../games/windia-war/" + ruleset.File)
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	const turnUp = "turn_up(draw_pile, discard, finishing_it)"
	if !strings.Contains(src, turnUp) {
		t.Fatalf("the description does not turn up the first play card with %s", turnUp)
	}
	for _, rule4 := range []int{0, 1} {
		text := windiaVarsText(src, map[string]int{"finishing_cards": rule4})
		if bad := windiaFirstPlayCards(t, c, text, rule4); bad != "" {
			t.Errorf("optional rule 4 %c: %s", 'A'+rune(rule4), bad)
		}
		anyCard := strings.Replace(text, turnUp, "turn_up(draw_pile, discard, true)", 1)
		if windiaFirstPlayCards(t, c, anyCard, rule4) == "" {
			t.Errorf("optional rule 4 %c: turning up any card, no deal of 300 turned up one that cannot go out", 'A'+rune(rule4))
		}
	}
}

// windiaFirstPlayCards deals 300 rounds of 4 players of the description
// text and says what the first that breaks basic rule 2 did wrong ("" if
// none does).
func windiaFirstPlayCards(t *testing.T, c *catalog.Catalog, text string, rule4 int) string {
	t.Helper()
	dd, err := windiaRules(t, c, text).Dealer(engine.DealOptions{Players: 4})
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 300; seed++ {
		s := dd.Deal(nil, seed).(*ruleset.State)
		for p := range 4 {
			if n := len(s.Hand(p)); n != 7 {
				return fmt.Sprintf("seed %d: a player holds %d cards", seed, n)
			}
		}
		if d := s.Var("dealer", 0); s.CurrentPlayer() != int(d+1)%4 {
			return fmt.Sprintf("seed %d: P%d begins, not the dealer's neighbour", seed, s.CurrentPlayer()+1)
		}
		discard := s.Cards("discard", 0)
		top := s.Scene().Middle
		i := slices.IndexFunc(top, func(p engine.Pile) bool { return p.Count == len(discard) && len(p.Cards) == 1 })
		if len(discard) != 1 || i < 0 {
			return fmt.Sprintf("seed %d: the discard pile is %v", seed, discard)
		}
		card := top[i].Cards[0]
		e := c.Entry(card.Entry)
		finishing := len(card.Colors) > 0 && !slices.Contains(e.Icons, "tableau") && e.Rules.Bool("finish", true) &&
			(rule4 == 0 && len(card.Colors) < len(c.Colors) || rule4 == 1 && e.HasNumber)
		if !finishing {
			return fmt.Sprintf("seed %d: the first play card %s cannot go out", seed, discard[0])
		}
	}
	return ""
}

// TestWindiaSeedWildNumberChainExampleContradictsRules plays seed 000's
// example of Wild Number Chain as the seed wrote it: green 10 followed by
// blue 1 matches neither color nor number, so the data description refuses
// it at that step (the rulebook prints a corrected example,
// docs/examples.md).
func TestWindiaSeedWildNumberChainExampleContradictsRules(t *testing.T) {
	c := windiaCatalog(t)
	e, err := ruleset.Rules.Load(c)
	if err != nil {
		t.Fatal(err)
	}
	body := strings.Join([]string{
		"players: Alice, Bob, Carol",
		"play card: blue 3",
		"Alice: Wild Number Chain, red 4, red 6, yellow 6, yellow/green 15, green 7, green 10, blue 1, blue 3, 2 more",
		"Alice plays Wild Number Chain (red), red 4, red 6, yellow 6, yellow/green 15 (green), green 7, green 10, blue 1, blue 3",
		"→ play card: blue 3",
	}, "\n")
	ex, err := engine.ParseExample(c, ruleset.Rules.WithWords(e), "seed-000.md", 1, "Wild Number Chain as in seed 000", body)
	if err != nil {
		t.Fatal(err)
	}
	res := engine.Run(e.(engine.Game), ex)
	if res.Passed {
		t.Fatal("the seed's example passes: the normal matching rule is not applied after Wild Number Chain")
	}
	if res.Failure.Line != 5 || !strings.Contains(res.Failure.Got, "blue 1") {
		t.Errorf("failed at line %d: %s", res.Failure.Line, res.Failure.Got)
	}
}
