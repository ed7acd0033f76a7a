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
