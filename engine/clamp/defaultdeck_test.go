package clamp

import (
	"testing"

	"cardpress/engine"
)

// An example's decks follow the deck rules: seed 004 "請剛好使用40張牌。不能
// 超過或不足" (exactly 40 cards, no more, no fewer). The cards an example
// places in the hand or on the stage are among the 40; the 5 story cards
// are not.
func TestDefaultDeckIsForty(t *testing.T) {
	c := gameCatalog(t)
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	v := engine.NewVocabulary(c, Engine)
	for _, tt := range []struct {
		body string
		out  int // cards out of the deck: hand and stage
	}{
		{"players: Alice, Bob\nphase: main\n→ phase: main", 0},
		{"players: Alice, Bob\nphase: setup\n→ phase: setup", 6},
		{"players: Alice, Bob\nAlice: 4 more\nAlice stage: 烈焰劍士\n→ phase: main", 5},
	} {
		ex, err := v.Parse("x.md", 1, "deck", tt.body)
		if err != nil {
			t.Fatalf("%q: %v", tt.body, err)
		}
		tb, err := g.Start(ex)
		if err != nil {
			t.Fatalf("%q: %v", tt.body, err)
		}
		s := tb.State().(*State)
		if got := len(s.P[0].Deck) + len(s.P[0].Hand) + len(s.P[0].Stage); got != 40 || len(s.P[0].Hand)+len(s.P[0].Stage) != tt.out {
			t.Errorf("%q: deck %d, hand %d, stage %d: want 40 cards in all, %d of them out of the deck", tt.body, len(s.P[0].Deck), len(s.P[0].Hand), len(s.P[0].Stage), tt.out)
		}
		if len(s.P[0].Stories) != 5 {
			t.Errorf("%q: %d stories, want 5", tt.body, len(s.P[0].Stories))
		}
	}
}
