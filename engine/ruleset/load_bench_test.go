package ruleset

import "testing"

// BenchmarkLoad compiles each data game's rules from its catalog (loaded
// once, outside the timing): the compile validate, build, check and a
// sim's load pay before anything plays. (folder's BenchmarkLoad times
// all of Windia War's folder: the catalog, the faces, the rulebook.)
func BenchmarkLoad(b *testing.B) {
	for _, name := range dataGames {
		b.Run(name, func(b *testing.B) {
			c := gameCatalog(b, name)
			b.ReportAllocs()
			for range b.N {
				if _, err := Load(c); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkFlatPrograms makes and threads each data game's flat programs
// (flatPrograms), what its first deal pays after the load: every sim,
// check and serve of a game, and many tests.
func BenchmarkFlatPrograms(b *testing.B) {
	for _, name := range dataGames {
		b.Run(name, func(b *testing.B) {
			c := gameCatalog(b, name)
			b.ReportAllocs()
			for range b.N {
				b.StopTimer()
				g, err := Load(c)
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				g.flatPrograms()
			}
		})
	}
}
