package ruleset

import (
	"testing"

	"cardpress/engine"
)

// TestListedActionsPlayAsChecked plays random rounds twice over: each
// action on the dealt state, which plays an action LegalActions listed
// without asking its checks again (listed.go), and on a copy, which asks
// them; the two states must stay the same.
func TestListedActionsPlayAsChecked(t *testing.T) {
	for _, name := range []string{"windia-war", "color-shed", "hearts"} {
		t.Run(name, func(t *testing.T) {
			g := loadGame(t, name)
			d, err := g.Dealer(engine.DealOptions{})
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRand(5)
			var buf []engine.Action
			fast := 0
			for seed := uint64(1); seed <= 6; seed++ {
				s := d.Deal(nil, seed).(*State)
				for steps := 0; !s.over && steps < 400; steps++ {
					buf = s.LegalActions(buf[:0])
					if len(buf) == 0 {
						break
					}
					act := buf[rng.Intn(len(buf))]
					c := s.clone()
					if s.listed.find(act) != nil {
						fast++
						s.listed.ok = true // find cleared it
					}
					if err := s.Apply(act); err != nil {
						t.Fatal(err)
					}
					if err := c.Apply(act); err != nil {
						t.Fatalf("seed %d step %d: %s listed, refused when checked: %v", seed, steps, s.ActionString(act), err)
					}
					if got, want := s.String(), c.String(); got != want {
						t.Fatalf("seed %d step %d: %s played from the list:\n%s\nchecked:\n%s", seed, steps, c.ActionString(act), got, want)
					}
				}
			}
			if fast < 300 {
				t.Errorf("only %d actions played from the list", fast)
			}
		})
	}
}
