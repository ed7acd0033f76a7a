package ruleset

import (
	"testing"
	"time"

	"cardpress/engine"
	"cardpress/engine/blackpoker"
)

// BenchmarkRandomActionBlackPoker plays uniform random games of BlackPoker
// on its Go engine (every action of the action list) and on its data
// description (the part it describes), side by side, from the same
// deals: ns/action is one LegalActions, a random choice and an Apply.
func BenchmarkRandomActionBlackPoker(b *testing.B) {
	g := bpGame(b)
	b.Run("go", func(b *testing.B) {
		growStack(stackRoom)
		bpBench(b, func(seed uint64) engine.State { return blackpoker.NewGame(seed, int(seed&1)) })
	})
	b.Run("data", func(b *testing.B) {
		growStack(stackRoom)
		bpBench(b, func(seed uint64) engine.State { return bpDataTable(g, blackpoker.NewGame(seed, int(seed&1))) })
	})
}

// stackRoom is how many KB of stack growStack makes room for before
// bpBench's loop.
const stackRoom = 1024

// growStack grows the calling goroutine's stack by about depth KB (the
// byte it returns keeps its frames). bpBench runs in a new goroutine
// whose stack its games grow, and a stack grown inside the loop is
// copied elsewhere: valgrind's callgrind then loses the loop's
// collection (bench/dataspeed.sh with IR=1 counted 36 or 299
// instructions an action, against about 34,000). Grown before, the stack
// is not copied inside the loop.
//
//go:noinline
func growStack(depth int) byte {
	var frame [1024]byte
	frame[depth%len(frame)] = byte(depth)
	if depth > 0 {
		return growStack(depth-1) + frame[depth*7%len(frame)]
	}
	return frame[0]
}

// bpBench plays random games dealt by deal until b's time is up, at most
// 2,000 actions a game, and reports the time of one action.
func bpBench(b *testing.B, deal func(seed uint64) engine.State) {
	rng := engine.NewRand(1)
	var buf []engine.Action
	actions, seed := 0, uint64(0)
	var cpu time.Duration // the CPU time of the actions, not the deals
	for b.Loop() {
		seed++
		b.StopTimer()
		s := deal(seed)
		b.StartTimer()
		start := CPUTime()
		for n := 0; n < 2000 && !s.IsTerminal(); n++ {
			buf = s.LegalActions(buf[:0])
			if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
		cpu += CPUTime() - start
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(actions), "ns/action")
	b.ReportMetric(float64(cpu)/float64(actions), "cpu-ns/action")
	b.ReportMetric(float64(actions)/float64(seed), "actions/game")
}
