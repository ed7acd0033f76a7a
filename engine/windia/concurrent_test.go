package windia

import (
	"sync"
	"testing"
)

// One loaded engine asked for a set's deck from several goroutines at once
// (a build typesets the manual, whose pictures start examples, while it
// checks them) makes the deck once and hands every goroutine that one; a
// fatal "concurrent map writes" stopped such builds, and go test -race
// finds the race here if the decks are not guarded.
func TestDecksMadeOnceAcrossGoroutines(t *testing.T) {
	g, err := Load(defaultCatalog(t))
	if err != nil {
		t.Fatal(err)
	}
	x := g.(*examples)
	sets := []string{"expansion", "basic"}
	got := make([][]*Deck, 8)
	var wg sync.WaitGroup
	for i := range got {
		wg.Go(func() {
			for _, set := range sets {
				d, err := x.deck(set)
				if err != nil {
					t.Error(err)
				}
				got[i] = append(got[i], d)
			}
		})
	}
	wg.Wait()
	for i := range got {
		for j, set := range sets {
			if got[i][j] != got[0][j] || got[i][j] == nil {
				t.Errorf("goroutine %d got another deck of set %s than the first", i, set)
			}
		}
	}
}
