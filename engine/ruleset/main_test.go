package ruleset

import (
	"flag"
	"os"
	"runtime/debug"
	"sync"
	"testing"

	"cardpress/catalog"
)

// TestMain runs the tests with the collector at the quicker pace
// cardpress itself runs at while its heap is small (GOGC=400): at the
// default pace the collector took a sixth of the tests' CPU, most of it
// marking the games the tests load and throw away. Unlike
// internal/testpace it keeps that pace past gcpace.SmallHeap: this
// package's parallel tests hold more, and testpace.Run cost it about 20%
// more CPU (8.9 -> 10.9 s user+sys, two interleaved runs each).
// Benchmarks, and GOGC set in the environment, keep the pace they had.
func TestMain(m *testing.M) {
	flag.Parse()
	if _, set := os.LookupEnv("GOGC"); !set && flag.Lookup("test.bench").Value.String() == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(m.Run())
}

// gameCatalog is the catalog of games/name, loaded once for the
// package's tests: they loaded the nine catalogs 184 times, about 6% of
// their CPU. Like the catalog a build's workers share, it is read-only to
// them; a test that changes a catalog loads its own (catalog.LoadDir).
func gameCatalog(t testing.TB, name string) *catalog.Catalog {
	t.Helper()
	v, _ := gameCatalogs.LoadOrStore(name, &sharedCatalog{})
	s := v.(*sharedCatalog)
	s.once.Do(func() { s.c, s.err = catalog.LoadDir("../../games/" + name) })
	if s.err != nil {
		t.Fatal(s.err)
	}
	return s.c
}

// sharedCatalog is a game's catalog, loaded once.
type sharedCatalog struct {
	once sync.Once
	c    *catalog.Catalog
	err  error
}

// gameCatalogs are the shared catalogs by game.
var gameCatalogs sync.Map
