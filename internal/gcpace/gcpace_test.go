package gcpace

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"
)

// The quicker pace holds while the live heap is small and gives way to
// the default past the limit.
func TestSetGivesWayPastTheLimit(t *testing.T) {
	t.Setenv("GOGC", "100") // put back after the test
	if Set(1 << 20) {
		t.Fatal("GOGC set in the environment, yet the pace was changed")
	}
	os.Unsetenv("GOGC")
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	if !Set(8 << 20) {
		t.Fatal("no GOGC in the environment, yet the pace was left alone")
	}
	runtime.GC()
	time.Sleep(10 * time.Millisecond) // the cleanup runs on its own goroutine
	if p := gcPercent(); p != 400 {
		t.Errorf("small live heap: GOGC %d, want 400", p)
	}
	live := make([][]byte, 16)
	for i := range live {
		live[i] = make([]byte, 1<<20)
	}
	for deadline := time.Now().Add(5 * time.Second); gcPercent() != 100 && time.Now().Before(deadline); {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if p := gcPercent(); p != 100 {
		t.Errorf("16 MB live past a limit of 8 MB: GOGC %d, want the default 100", p)
	}
	runtime.KeepAlive(live)
}

// gcPercent is the collector's GOGC as runtime/metrics reports it: setting
// it to read it back would race with watchHeap's cleanup, which may set
// 100 in between, only to see the old value put back.
func gcPercent() uint64 {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// A process that allocates well under FirstCycle runs no cycle (the
// collector starts its first on the way to that goal, from 70% of it):
// most commands exit before their heap grows that far, and a cycle over
// it was work thrown away.
func TestNoCycleBeforeFirstCycle(t *testing.T) {
	t.Setenv("GOGC", "100") // put back after the test
	os.Unsetenv("GOGC")
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	runtime.GC() // what other tests left live is not this test's heap
	time.Sleep(10 * time.Millisecond)
	if !Set(0) { // 0: the first cycle's check puts the default pace back
		t.Fatal("no GOGC in the environment, yet the pace was left alone")
	}
	before := gcCycles()
	for range FirstCycle * 5 / 8 / len(sink) {
		sink = make([]byte, len(sink)) // garbage, 20 MB all told
	}
	if n := gcCycles() - before; n > 0 {
		t.Errorf("%d collector cycles after 20 MB allocated, want none on the way to %d MB", n, FirstCycle>>20)
	}
	runtime.GC()
	for deadline := time.Now().Add(5 * time.Second); gcPercent() != 100 && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if p := gcPercent(); p != 100 {
		t.Errorf("after the first cycle, past a limit of 0: GOGC %d, want the default 100", p)
	}
}

// sink keeps the allocations of TestNoCycleBeforeFirstCycle on the heap.
var sink = make([]byte, 64<<10)

// gcCycles is the count of collector cycles finished.
func gcCycles() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}
