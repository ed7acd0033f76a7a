package manual

import (
	"sync"
	"testing"

	"cardpress/catalog"
)

// sharedManual is a manual typeset once for the package's tests: half a
// dozen tests read each sample manual (printedManual), and typesetting
// the six took 1.3 s of CPU a test. The tests only read it.
type sharedManual struct {
	once sync.Once
	c    *catalog.Catalog
	m    *Manual
}

// sharedManuals are the shared manuals by what they are ("printed") and
// game.
var sharedManuals sync.Map

// typesetOnce returns the manual named key, typeset by typeset for the
// first test that asks for it; the tests after it get the same.
func typesetOnce(t testing.TB, key string, typeset func() (*catalog.Catalog, *Manual)) (*catalog.Catalog, *Manual) {
	t.Helper()
	v, _ := sharedManuals.LoadOrStore(key, &sharedManual{})
	s := v.(*sharedManual)
	s.once.Do(func() { s.c, s.m = typeset() })
	if s.m == nil {
		t.Fatalf("the manual %s could not be typeset (see the first test that asked for it)", key)
	}
	return s.c, s.m
}

// printedBooks are the rulebooks of the printed manuals by game, as
// typeset (their examples told).
var printedBooks sync.Map

// printedBook is the rulebook of a game's printed manual, as typeset.
func printedBook(t testing.TB, id string) *Rulebook {
	t.Helper()
	printedManual(t, id)
	book, _ := printedBooks.Load(id)
	return book.(*Rulebook)
}
