package ruleset

import (
	"flag"
	"os"
	"runtime/debug"
	"testing"
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
