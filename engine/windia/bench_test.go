package windia

import "testing"

// benchRound plays one uniform random round of g from seed; it returns the
// number of actions taken.
func benchRound(b *testing.B, g *Game, seed uint64, buf []Action) ([]Action, int) {
	s := g.NewRound(Setup{Seed: seed})
	r := rng{}
	r.seed(seed + 99)
	n := 0
	for !s.IsTerminal() {
		buf = s.LegalActions(buf[:0])
		if err := s.Apply(buf[r.intn(len(buf))]); err != nil {
			b.Fatal(err)
		}
		n++
	}
	return buf, n
}

func BenchmarkRandomRound(b *testing.B) {
	g, err := NewGame(loadDeck(b, "expansion"), DefaultOptions(), 4)
	if err != nil {
		b.Fatal(err)
	}
	var buf []Action
	actions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		var n int
		buf, n = benchRound(b, g, uint64(i), buf)
		actions += n
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/round")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(actions), "ns/action")
}
