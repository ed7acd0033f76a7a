package manual

import (
	"sync"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/internal/gametest"
)

// sharedManual is a manual typeset once for the package's tests: half a
// dozen tests read each sample manual (printedManual, buildGame), and
// typesetting the six took 1.3 s of CPU a test. The tests only read it.
type sharedManual struct {
	once sync.Once
	c    *catalog.Catalog
	m    *Manual
}

// sharedManuals are the shared manuals by what they are (printed with
// their engine, or without) and game.
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

// sharedRules are the rules of a catalog (gametest.Rules), loaded once for
// the package's tests: loading Windia War's description again for every
// small manual buildSources typesets (each seed of FuzzManual, each case of
// the error tables) was a quarter of the package's CPU. No test changes a
// catalog it has loaded.
type sharedRules struct {
	once sync.Once
	r    *engine.Rules
	err  error
}

// rulesByCatalog are the shared rules by catalog.
var rulesByCatalog sync.Map

// rulesOnce returns catalog c's rules, loaded by the first test that asks.
func rulesOnce(c *catalog.Catalog) (*engine.Rules, error) {
	v, _ := rulesByCatalog.LoadOrStore(c, &sharedRules{})
	s := v.(*sharedRules)
	s.once.Do(func() { s.r, s.err = gametest.Rules(c) })
	return s.r, s.err
}
