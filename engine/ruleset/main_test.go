package ruleset

import (
	"flag"
	"os"
	"runtime/debug"
	"testing"
)

// TestMain runs the tests with the collector at the pace cardpress itself
// runs at while its heap is small (GOGC=400, internal/gcpace):
// at the default pace the collector took a sixth of the tests' CPU, most
// of it marking the games the tests load and throw away. Benchmarks, and
// GOGC set in the environment, keep the pace they had.
func TestMain(m *testing.M) {
	flag.Parse()
	if _, set := os.LookupEnv("GOGC"); !set && flag.Lookup("test.bench").Value.String() == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(m.Run())
}
