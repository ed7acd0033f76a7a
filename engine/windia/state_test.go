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
		{"choices", "[optional_rules]\npass_on = \"C\"\n[scoring]\nrule = \"pennant\"\nrounds = 4\n", "", func(o Options) bool { return o.Optional[3] == 'C' && o.Pennant && o.Rounds == 4 }},
		{"unknown table", "[optional]\n", "rules.toml:1:2: unknown table [optional]; known: optional_rules, scoring_options, scoring", nil},
		{"unknown key", "\n[optional_rules]\n  pass_onn = \"A\"\n", "rules.toml:3:3: unknown optional rule \"pass_onn\"; did you mean \"pass_on\"?", nil},
		{"bad letter", "[optional_rules]\ndefend_out = \"E\"\n", "rules.toml:2:1: optional rule 7 defend_out", nil},
		{"bad type", "[scoring_options]\nexact_zero = 1\n", "rules.toml:2:1: scoring option 5 exact_zero must be true or false", nil},
		{"7C needs 6A", "[optional_rules]\ngoing_out_with_attack = \"C\"\ndefend_out = \"C\"\n", "rules.toml:1:1: optional rule 7 C needs optional rule 6 A", nil},
		{"pennant forbids 4", "[scoring_options]\nround_number = true\n[scoring]\nrule = \"pennant\"\n", "scoring option 4 (round-number bonus) cannot be used with the pennant rule", nil},
		{"syntax", "[optional_rules\n", "rules.toml:1:16: TOML syntax", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := ParseOptions("rules.toml", []byte(tt.src))
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
