package ruleset

import (
	"testing"

	"cardpress/catalog"
)

// BenchmarkLoad compiles each data game's rules from its catalog (loaded
// once, outside the timing): the compile validate, build, check and a
// sim's load pay before anything plays. (folder's BenchmarkLoad times
// all of Windia War's folder: the catalog, the faces, the rulebook.)
func BenchmarkLoad(b *testing.B) {
	eachDataGame(b, func(b *testing.B, c *catalog.Catalog) {
		if _, err := Load(c); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkFlatPrograms makes and threads each data game's flat programs
// (flatPrograms) on a fresh load: what a game's first deal pays after the
// load (Game.Dealer: every sim, and many tests; the examples of check,
// validate, build and serve run without them).
func BenchmarkFlatPrograms(b *testing.B) {
	eachDataGame(b, func(b *testing.B, c *catalog.Catalog) {
		b.StopTimer()
		g, err := Load(c)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		g.flatPrograms()
	})
}

// eachDataGame runs op b.N times on each data game's catalog (loaded
// outside the timing), a sub-benchmark a game, its allocations reported.
func eachDataGame(b *testing.B, op func(b *testing.B, c *catalog.Catalog)) {
	for _, name := range dataGames {
		b.Run(name, func(b *testing.B) {
			c := gameCatalog(b, name)
			b.ReportAllocs()
			for range b.N {
				op(b, c)
			}
		})
	}
}
