package windia

import (
	"strings"
	"testing"
)

// Basic rule 2: the first play card must be a finishing card (here, under
// optional rule 4 A and B) and every player holds 7 cards.
func TestFirstPlayCardIsFinishing(t *testing.T) {
	deck := loadDeck(t, "expansion")
	for _, rule4 := range []byte{'A', 'B'} {
		o := DefaultOptions()
		o.Optional[4] = rule4
		g, _ := NewGame(deck, o, 4)
		for seed := uint64(0); seed < 300; seed++ {
			s := g.NewRound(Setup{Seed: seed})
			c, _, _ := s.PlayCard()
			k := deck.Cards[c].Kind
			if !g.isFinishing(uint8(c), k) || (rule4 == 'B' && !deck.isNumber(uint8(c))) {
				t.Fatalf("rule 4 %c, seed %d: first play card %s is not a finishing card", rule4, seed, deck.Name(c))
			}
			for p := 0; p < 4; p++ {
				if n := len(s.HandCards(p)); n != 7 && p != s.CurrentPlayer() {
					t.Fatalf("seed %d: player %d holds %d cards", seed, p, n)
				}
			}
			if s.CurrentPlayer() != 1 {
				t.Fatalf("seed %d: player %d starts, want the player after the dealer", seed, s.CurrentPlayer())
			}
		}
	}
}

// Clone gives an independent copy: playing on it leaves the original alone.
func TestCloneIsIndependent(t *testing.T) {
	g, _ := NewGame(loadDeck(t, "basic"), DefaultOptions(), 3)
	s := g.NewRound(Setup{Seed: 5})
	c := s.clone()
	a := c.LegalActions(nil)[0]
	before := len(s.HandCards(s.CurrentPlayer()))
	if err := c.Apply(a); err != nil {
		t.Fatal(err)
	}
	if len(s.HandCards(s.CurrentPlayer())) != before || s.Phase() != PhaseTurn {
		t.Error("applying an action to the clone changed the original")
	}
}

// An illegal action is rejected with a reason and changes nothing.
func TestIllegalActionLeavesStateAlone(t *testing.T) {
	g, _ := NewGame(loadDeck(t, "basic"), DefaultOptions(), 3)
	s := g.NewRound(Setup{Seed: 9})
	c := s.clone()
	err := s.Apply(NewAction(ActPass, 0))
	if err == nil || !strings.Contains(err.Error(), "must play a card or draw") {
		t.Fatalf("pass before drawing: %v", err)
	}
	if s.Phase() != c.Phase() || len(s.DrawPile()) != len(c.DrawPile()) {
		t.Error("a rejected action changed the state")
	}
}

func TestGamePlayerCount(t *testing.T) {
	d := loadDeck(t, "basic")
	for _, n := range []int{1, 9} {
		if _, err := NewGame(d, DefaultOptions(), n); err == nil {
			t.Errorf("%d players accepted", n)
		}
	}
}

func TestParseOptions(t *testing.T) {
	tests := []struct {
		name, src, err string
		check          func(Options) bool
	}{
		{"defaults", "", "", func(o Options) bool {
			return o.Optional[1] == 'A' && o.Optional[7] == 'B' && o.Limit == 500 && !o.Pennant
		}},
		{"choices", "[vars.pass_on]\ntype = \"int\"\nstart = 2\n[vars.pennant]\nstart = 1\n[vars.rounds]\nstart = 4\n", "", func(o Options) bool { return o.Optional[3] == 'C' && o.Pennant && o.Rounds == 4 }},
		{"other variables", "[vars.color]\ntype = \"color\"\n[vars.pending]\nstart = 9\n", "", func(o Options) bool { return o == DefaultOptions() }},
		{"bad letter", "[vars.defend_out]\n  start = 4\n", "game.toml:2:3: [vars.defend_out] start chooses optional rule 7 (going out with a protect card when attacked): 0 for A, 1 for B, 2 for C, 3 for D; got integer 4", nil},
		{"bad type", "[vars.exact_zero]\nstart = true\n", "game.toml:2:1: [vars.exact_zero] start turns scoring option 5 off (0) or on (1); got boolean true", nil},
		{"7C needs 6A", "[vars.going_out_with_attack]\nstart = 2\n[vars.defend_out]\nstart = 2\n", "game.toml:4:1: optional rule 7 C needs optional rule 6 A", nil},
		{"pennant forbids 4", "[vars.round_number]\nstart = 1\n[vars.pennant]\nstart = 1\n", "game.toml:2:1: scoring option 4 (round-number bonus) cannot be used with the pennant rule", nil},
		{"syntax", "[vars.pass_on\n", "game.toml:1:14: TOML syntax", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := ParseOptions("game.toml", []byte(tt.src))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tt.check(o) {
				t.Errorf("options %+v", o)
			}
		})
	}
}
