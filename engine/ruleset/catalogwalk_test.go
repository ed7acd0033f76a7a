package ruleset

import "testing"

// TestCatalogWalksAgree plays random games of every data game on two
// states of one deal, one walking its sums and each_cards with their
// catalog terms by tables (catalogwalk.go), the other asking every card
// all of the expression, and holds the two to the same legal actions and
// the same state after every action; every 7th action both go on from a
// copy, which keeps its way.
func TestCatalogWalksAgree(t *testing.T) {
	t.Parallel()
	for _, name := range dataGames {
		walksAgree(t, name, dealFor(t, name, playedGame))
	}
	// Windia War's each_cards rewritten with an if asking the state after
	// a catalog term, which its own random games seldom tell from the
	// catalog term alone (its sums with both, releasable, they do).
	d := editedDealer(t, "windia-war", [][2]string{
		{"each_card(tableau, if it.rules.ongoing.others_draw > 0 then", "each_card(tableau, if it.rules.ongoing.others_draw > 0 && count(hand) < 5 then"},
		{"each_card(tableau, it.fresh = false)", "each_card(tableau, if nth_color(it, 0) != none && count(hand) > 3 then it.fresh = false)"},
	})
	walksAgree(t, "windia-war rewritten", func(seed uint64) *State { return d.Deal(nil, seed).(*State) })
	// A walk inside another each_card, whose card (it) is read after it.
	d = editedDealer(t, "windia-war", [][2]string{
		{"each_card(tableau, it.fresh = false)", "each_card(tableau, do(each_card(tableau, if it.rules.ongoing.others_draw > 0 && count(hand) < 5 then turns += 0), it.fresh = false))"},
	})
	walksAgree(t, "windia-war, a walk inside each_card", func(seed uint64) *State { return d.Deal(nil, seed).(*State) })
	// A condition drawing at random before its catalog term: card by card
	// it draws for every card, so a walk must leave it to the plain path.
	d = editedDealer(t, "windia-war", [][2]string{
		{"each_card(tableau, if it.rules.ongoing.others_draw > 0 then", "each_card(tableau, if random(2) == 0 && it.rules.ongoing.others_draw > 0 then"},
		{"owed = sum(tableau[*], if it.rules.ongoing.others_draw > 0", "owed = sum(tableau[*], if random(2) == 0 && it.rules.ongoing.others_draw > 0"},
	})
	walksAgree(t, "windia-war drawing at random", func(seed uint64) *State { return d.Deal(nil, seed).(*State) })
	// A sum whose else is not 0 is no walk: the cards the catalog term
	// refuses count too.
	d = editedDealer(t, "windia-war", [][2]string{{"+ incoming else 0)", "+ incoming else 1)"}})
	walksAgree(t, "windia-war, else 1", func(seed uint64) *State { return d.Deal(nil, seed).(*State) })
}

// walksAgree plays random games dealt by deal both ways, as
// TestCatalogWalksAgree says.
func walksAgree(t *testing.T, name string, deal func(seed uint64) *State) {
	t.Helper()
	agreeBothWays(t, name, deal, "by tables", "card by card", func(s *State) *bool { return &s.plainWalk })
}
