package ruleset

import (
	"slices"
	"sync"
	"testing"
	"unsafe"

	"cardpress/engine"
)

// TestCopiesShareNoScratch: a copy (Clone, CloneInto) is independent of
// its original down to LegalActions' scratch list, so that copies of one
// state may list their actions at the same time (a search's workers): the
// backing arrays differ, and a copy and its original listing side by side
// in goroutines list what the original listed alone.
func TestCopiesShareNoScratch(t *testing.T) {
	d, err := playedGame(t, "windia-war").Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s := d.Deal(nil, 3).(*State)
	rng := engine.NewRand(5)
	for range 20 {
		acts := s.LegalActions(nil)
		if err := s.Apply(acts[rng.Intn(len(acts))]); err != nil {
			t.Fatal(err)
		}
	}
	want := s.LegalActions(nil)
	if cap(s.rest) == 0 {
		t.Fatal("LegalActions left no scratch list to share: the test checks nothing")
	}
	copies := []*State{s.clone(), s.CloneInto(d.Deal(nil, 9)).(*State)}
	for _, c := range copies {
		if cap(c.rest) > 0 && unsafe.SliceData(c.rest[:1]) == unsafe.SliceData(s.rest[:1]) {
			t.Fatal("a copy appends into its original's scratch list")
		}
	}
	var wg sync.WaitGroup
	got := make([][]engine.Action, len(copies)+1)
	for i, st := range append(copies, s) {
		wg.Go(func() {
			for range 200 {
				got[i] = st.LegalActions(got[i][:0])
			}
		})
	}
	wg.Wait()
	for i, g := range got {
		if !slices.Equal(g, want) {
			t.Errorf("state %d listed %v side by side, %v alone", i, g, want)
		}
	}
}
