package windia

import (
	"slices"
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// ruleVariants are optional-rule choices that together use every letter of
// every optional rule and both scoring rules.
var ruleVariants = []struct {
	name string
	set  func(*Options)
}{
	{"official", func(*Options) {}},
	{"all B", func(o *Options) { o.Optional = [9]byte{0, 'B', 'B', 'B', 'B', 'B', 'B', 'B', 'B'} }},
	{"C and D", func(o *Options) { o.Optional = [9]byte{0, 'A', 'A', 'C', 'C', 'C', 'C', 'D', 'A'} }},
	{"all A", func(o *Options) { o.Optional = [9]byte{0, 'A', 'A', 'A', 'A', 'A', 'A', 'C', 'A'} }},
	{"pennant", func(o *Options) {
		o.Optional[7] = 'A'
		o.Pennant = true
		o.Scoring = [6]bool{false, true, true, true, false, true}
	}},
}

// everyLegal is the oracle LegalActions must agree with: every action of
// the whole action space that check accepts.
func everyLegal(s *State) []Action {
	var out []Action
	for k := ActPlay; k <= ActPointOut; k++ {
		for arg := 0; arg < 256; arg++ {
			if a := NewAction(k, arg); s.check(a) == ok {
				out = append(out, a)
			}
		}
	}
	return out
}

// LegalActions lists exactly the actions Apply accepts, each once, in every
// state random play reaches.
func TestLegalActionsMatchCheck(t *testing.T) {
	seeds := uint64(6)
	if !enginetest.Long() {
		seeds = 1
	}
	for _, set := range []string{"basic", "expansion"} {
		deck := loadDeck(t, set)
		for _, v := range ruleVariants {
			o := DefaultOptions()
			v.set(&o)
			for players := 2; players <= MaxPlayers; players++ {
				g, err := NewGame(deck, o, players)
				if err != nil {
					t.Fatal(err)
				}
				for seed := uint64(0); seed < seeds; seed++ {
					s := g.NewRound(Setup{Seed: seed})
					r := engine.NewRand(seed)
					var buf []Action
					for steps := 0; !s.IsTerminal() && steps < 5000; steps++ {
						buf = s.LegalActions(buf[:0])
						got := slices.Clone(buf)
						slices.Sort(got)
						want := everyLegal(s)
						if !slices.Equal(got, want) {
							t.Fatalf("%s, %s, %d players, seed %d, step %d, phase %s:\nLegalActions %v\ncheck accepts %v", set, v.name, players, seed, steps, s.phase, describeAll(deck, got), describeAll(deck, want))
						}
						if err := s.Apply(buf[r.Intn(len(buf))]); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
		}
	}
}

func describeAll(d *Deck, as []Action) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = d.Describe(a, nil)
	}
	return out
}
