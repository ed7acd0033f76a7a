package windia

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/sim"
)

// benchSelfPlay plays whole uniform random rounds as `cardpress sim` does,
// one round per iteration: ns/op is the time of a round, ns/action the
// time of one LegalActions + choice + Apply.
func benchSelfPlay(b *testing.B, set string, players int, policy sim.Policy, check bool) {
	g, err := NewGame(loadDeck(b, set), DefaultOptions(), players)
	if err != nil {
		b.Fatal(err)
	}
	sp := &sim.SelfPlay{Dealer: dealer(b, g, false), Policy: policy, Check: check}
	t := sp.NewTally()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if err := sp.Play(i, engine.GameSeed(1, i), t); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(t.Actions.Mean(), "actions/round")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(t.Actions.Mean()*float64(t.Games)), "ns/action")
	b.ReportMetric(float64(t.Games)/b.Elapsed().Seconds(), "rounds/s")
}

func BenchmarkRandomRound(b *testing.B) { benchSelfPlay(b, "expansion", 4, sim.PolicyRandom, false) }

func BenchmarkRandomRoundChecked(b *testing.B) {
	benchSelfPlay(b, "expansion", 4, sim.PolicyRandom, true)
}

func BenchmarkGreedyRound(b *testing.B) { benchSelfPlay(b, "expansion", 4, sim.PolicyGreedy, false) }

func BenchmarkRandomRound2Players(b *testing.B) {
	benchSelfPlay(b, "expansion", 2, sim.PolicyRandom, false)
}

func BenchmarkRandomRound8Players(b *testing.B) {
	benchSelfPlay(b, "expansion", 8, sim.PolicyRandom, false)
}

// statesOfRandomPlay collects the states of a few random rounds.
func statesOfRandomPlay(b *testing.B, n int) []*State {
	g, _ := NewGame(loadDeck(b, "expansion"), DefaultOptions(), 4)
	var out []*State
	var r engine.Rand
	var buf []Action
	for seed := uint64(0); len(out) < n; seed++ {
		s := g.NewRound(Setup{Seed: seed})
		for !s.IsTerminal() && len(out) < n {
			out = append(out, s.clone())
			buf = s.LegalActions(buf[:0])
			s.Apply(buf[r.Intn(len(buf))])
		}
	}
	return out
}

// BenchmarkLegalActions is one legal-move generation in a state of random
// play, with a reused buffer.
func BenchmarkLegalActions(b *testing.B) {
	states := statesOfRandomPlay(b, 4096)
	buf := make([]Action, 0, 64)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = states[i&4095].LegalActions(buf[:0])
	}
}

// BenchmarkApply is one Apply of a random legal action in a state of random
// play; the state is restored by copying it back, which is included.
func BenchmarkApply(b *testing.B) {
	states := statesOfRandomPlay(b, 4096)
	actions := make([]Action, len(states))
	var r engine.Rand
	for i, s := range states {
		legal := s.LegalActions(nil)
		actions[i] = legal[r.Intn(len(legal))]
	}
	work := make([]*State, len(states))
	for i, s := range states {
		work[i] = s.clone()
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		k := i & 4095
		w, s := work[k], states[k]
		restore(w, s)
		if err := w.Apply(actions[k]); err != nil {
			b.Fatal(err)
		}
	}
}

// restore makes w a copy of s without allocating (w's piles are large enough).
func restore(w, s *State) {
	draw, disc, hands := w.draw, w.disc, w.hands
	*w = *s
	w.draw = append(draw[:0], s.draw...)
	w.disc = append(disc[:0], s.disc...)
	for p := range hands {
		w.hands[p] = append(hands[p][:0], s.hands[p]...)
	}
}
